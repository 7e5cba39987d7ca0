"""The window, the scene stack and the frame loop.

Each frame: pygame events become gestures (input.py), the top scene handles them,
updates, and draws. `step()` runs one frame, so tests drive the real loop by
posting pygame events and stepping.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.persistence import SaveStore, Settings, load_settings, save_settings, saves_dir
from tabletop.persistence.holds import release_all

from . import resources, theme
from .assets import Assets
from .i18n import Catalogue
from .input import Gesture, InputTranslator
from .scene import Scene
from .scenes.common import scale
from .scenes.menu import MenuScene
from .sound import Sound
from .widgets import draw_tip, fit_text, new_layer, put_text

if TYPE_CHECKING:  # the sessions, the tables and what they need load with the first game opened
    from tabletop.controller.session import Session

MIN_SIZE = (960, 600)
WINDOW_SIZES = ((1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
WINDOW_FRAME = (0, 64)  # what a window's title bar and the desktop's panels take of the display


def display_size() -> tuple[int, int] | None:
    """The size of the display the window opens on; None without a real one (the
    dummy driver of tests and `--smoke` draws at any size)."""
    if pygame.display.get_driver() == "dummy":
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


def window_room(display: tuple[int, int]) -> tuple[int, int]:
    """The largest window that fits on `display` with its title bar."""
    return display[0] - WINDOW_FRAME[0], display[1] - WINDOW_FRAME[1]


def _screens() -> dict[str, Callable[..., Scene]]:
    """The app's screens by the names scenes open them by (`App.open`): a scene never
    imports another to go to it. The menu, the first, is shown from the start and
    reached by `back_to_menu`; the others are imported on first use."""
    from .scenes.help import HelpScene
    from .scenes.join import JoinScene
    from .scenes.lastround import LastRoundScene
    from .scenes.loadgame import LoadScene
    from .scenes.newgame import NewGameScene
    from .scenes.learn import LearnScene
    from .scenes.pausemenu import PauseMenuScene
    from .scenes.replay import ReplayScene
    from .scenes.results import ResultsScene
    from .scenes.rules import RulesScene
    from .scenes.settings import SettingsScene

    return {"newgame": NewGameScene, "load": LoadScene, "settings": SettingsScene, "rules": RulesScene,
            "pause": PauseMenuScene, "help": HelpScene, "results": ResultsScene, "replay": ReplayScene,
            "lastround": LastRoundScene, "learn": LearnScene, "join": JoinScene}


class App:
    def __init__(self, settings: Settings | None = None, store: SaveStore | None = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.settings = settings or load_settings()
        self.store = store or SaveStore(saves_dir(), [Path(f) for f in self.settings.save_folders])
        self.now = clock
        # Only what the app uses; the audio mixer starts with the first sound played
        # (sound.py), which saves start-up time, and never without a device.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Tabletop")
        theme.text_size = self.settings.text_size  # the one UI scale reads it (theme.scale)
        self.window = self._open_window()
        icon = resources.sprites() / "icon_64.png"
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.assets = Assets()
        self.sound = Sound(self.settings)
        self.t = Catalogue(self.settings.language)
        self.input = InputTranslator()
        self.scenes: list[Scene] = []
        self._screens: dict[str, Callable[..., Scene]] | None = None
        self.running = True
        self.frames = 0
        self.last_work_ms = 0.0
        self.last_flip_ms = 0.0
        self.toast: tuple[str, float, bool] | None = None  # a short message at the bottom
        # Where the last gesture was made with the pointer (None after a key): a
        # refusal shows there, where the eye is.
        self.pointer: tuple[int, int] | None = None
        self.toast_at: tuple[int, int] | None = None
        self.table: Scene | None = None  # the table opened last, whose saving is watched
        # A game this window hosts for players at other machines (netplay.Hosting), and
        # the address its host listens on (None: every interface; tests: the loopback).
        self.hosting = None
        self.net_bind: str | None = None
        self.browser_factory = None  # the Join screen's game finder (None: real mDNS; tests give a fake)
        self.unsaved_banner: pygame.Rect | None = None

    # -- window ---------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return self._windowed(self.settings.window)

    def _windowed(self, size: tuple[int, int]) -> pygame.Surface:
        """A window of `size`, made to fit the display and brought onto it: a size
        saved on a larger display, or a window placed off the screen, would leave the
        title bar and the Back buttons out of reach."""
        display = display_size()
        window = pygame.display.set_mode(self._fitted(size), pygame.RESIZABLE)
        if display is not None:
            size = window.get_size()  # the system may have made it another (leaving full screen)
            x, y = pygame.display.get_window_position()
            if x < 0 or y < 0 or x + size[0] > display[0] or y + size[1] > display[1]:
                pygame.display.set_window_position(((display[0] - size[0]) // 2, max(0, (display[1] - size[1]) // 2)))
        return window

    @staticmethod
    def _fitted(size: tuple[int, int]) -> tuple[int, int]:
        """`size`, at least the smallest window and at most what fits the display."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        display = display_size()
        if display is None:
            return size
        room = window_room(display)
        return min(size[0], room[0]), min(size[1], room[1])

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    @property
    def fullscreen(self) -> bool:
        """Whether the window is full screen now (F11 may have changed it since the
        settings were read)."""
        return bool(self.window.get_flags() & pygame.FULLSCREEN)

    def windowed_size(self) -> tuple[int, int]:
        """The window's size, or in full screen the size it has when it leaves it."""
        return self._fitted(self.settings.window) if self.fullscreen else self.size

    def window_sizes(self) -> list[tuple[int, int]]:
        """The window sizes Settings offers: those that fit the display, and the
        window's own (a resize may have made it any)."""
        display = display_size()
        room = window_room(display) if display is not None else None
        sizes = {size for size in WINDOW_SIZES if room is None or (size[0] <= room[0] and size[1] <= room[1])}
        return sorted(sizes | {self.windowed_size()})

    def set_window_size(self, size: tuple[int, int]) -> None:
        """The window at `size` (kept for the next start, and for leaving full screen)."""
        self.settings.window = size
        if not self.fullscreen:
            self.window = self._windowed(size)
        self.save_settings()
        self._relayout()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.fullscreen
        self.window = self._open_window()
        self.save_settings()
        self._relayout()

    def set_text_size(self, factor: float) -> None:
        """The Text size setting, applied at once to every screen (through theme.scale)."""
        self.settings.text_size = factor
        theme.text_size = factor
        self.save_settings()
        self._relayout()

    def _relayout(self) -> None:
        for scene in self.scenes:
            scene.layout(self.size)

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.notify(self.t("settings.save_failed", reason=exc.strerror or str(exc)))

    def set_language(self, language: str) -> None:
        self.settings.language = language
        self.t = Catalogue(language)
        self.save_settings()
        self._relayout()

    def notify(self, text: str, seconds: float = 3.5, calm: bool = False,
               at: tuple[int, int] | None = None) -> None:
        """A short message at the bottom, or beside the point `at`: a refusal (red), or
        news (`calm`)."""
        self.toast = (text, self.now() + seconds, calm)
        self.toast_at = at

    def remember_save_folder(self, folder: Path) -> None:
        """A folder the player saved a game in lists in Load from now on, by its absolute
        path (a relative one would list only from the folder the app started in)."""
        text = str(Path(folder).absolute())
        if text not in self.settings.save_folders:
            self.settings.save_folders = (*self.settings.save_folders, text)[-8:]
            self.save_settings()

    def refuse(self, error: Exception) -> None:
        """Show why something was refused, in the player's language when the error
        carries a catalogue key (IllegalAction), else in its own words."""
        key = getattr(error, "key", None)
        said = self.t(key, **getattr(error, "values", {})) if key and self.t.has(key) else str(error)
        self.notify(said, at=self.pointer)

    def announce_problems(self) -> None:
        """Say once, at start, what was wrong with the files the app found."""
        if self.store.problem is not None:
            self.notify(self.t("save.no_folder", reason=self.t(self.store.problem.key)), seconds=8)
        elif self.settings.set_aside is not None:
            self.notify(self.t("settings.set_aside", name=self.settings.set_aside.name), seconds=8)
        elif self.settings.problems:  # each problem is in the settings' own list; say it once
            self.notify(self.t("settings.reset_some"))

    # -- scenes -----------------------------------------------------------------------

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_show()

    def scene(self, name: str, *args, **kwargs) -> Scene:
        """A new screen of the app, by its name ("newgame", "load", "settings", "rules",
        "pause", "help", "results", "replay", "lastround"), made with `args`: scenes go to each other
        through the app, by name."""
        if self._screens is None:
            self._screens = _screens()
        return self._screens[name](self, *args, **kwargs)

    def open(self, name: str, *args, **kwargs) -> None:
        """Push the screen called `name`, made with `args` (see `scene`)."""
        self.push(self.scene(name, *args, **kwargs))

    def _remove_top(self) -> None:
        """Take the top scene off, letting it release what it holds (a game's save
        connection, a thinking bot)."""
        self.scenes.pop().close()

    def pop(self) -> None:
        self._remove_top()
        if self.scenes:
            self.top.on_show()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self._remove_top()
        self.push(scene)

    def back_to_menu(self) -> None:
        while len(self.scenes) > 1:
            self._remove_top()
        release_all()  # at the menu no campaign is open here: another copy may take it
        self.top.on_show()

    def announcer(self):
        """What announces a hosted game on the LAN: real mDNS for a host open to the
        network, nothing for one on the loopback (tests)."""
        if self.net_bind is not None:
            return None
        from tabletop.net.discovery import ZeroconfAnnouncer

        return ZeroconfAnnouncer()

    def host_game(self, hosting) -> None:
        """The table just opened is hosted for remote players (ended with its table)."""
        self.hosting = hosting

    def stop_hosting(self, session: Session) -> None:
        if self.hosting is not None and self.hosting.session is session:
            self.hosting.close()
            self.hosting = None

    def open_table(self, session: Session) -> None:
        from .scenes.table import table_scene_for

        self.back_to_menu()
        self.table = table_scene_for(self, session)
        self.push(self.table)

    def _watch_saving(self) -> None:
        """When the disk refused the table's last move (or a new game's save), stop
        the table and ask the player what to do (see scenes/saveproblem.py)."""
        table = self.table
        if table is None or not self.scenes or self.top is not table:
            return
        session = getattr(table, "session", None)
        if session is None:
            return
        from .scenes.saveproblem import SaveProblemScene, needs_decision

        if needs_decision(session):
            self.push(SaveProblemScene(self, session, table))

    # -- the loop -----------------------------------------------------------------------

    def step(self, dt: float = 1 / 60) -> None:
        """One frame: input, update, draw, flip."""
        started = self.now()
        for event in pygame.event.get():
            # A scene may take raw events first (a map panned with a right drag).
            if self.scenes and self.top.raw_event(event):
                continue
            for gesture in self.input.feed(event):
                self._dispatch(gesture)
        if not self.running or not self.scenes:
            return
        if self.hosting is not None:  # what remote players sent, and what they are sent
            self.hosting.pump()
        if self.table is not None and self.table in self.scenes:  # what the host sent a remote seat
            self.table.session.pump()  # (even while a menu or the rules cover its table)
        self.top.update(dt)
        self._watch_saving()
        self.draw()
        drawn = self.now()
        pygame.display.flip()
        self.frames += 1
        # The frame's own work, and handing the picture to the display system.
        self.last_work_ms = (drawn - started) * 1000
        self.last_flip_ms = (self.now() - drawn) * 1000

    def draw(self) -> None:
        surface = self.window
        new_layer()  # a new frame: nothing of the last one gives a tooltip
        self.top.draw(surface)
        self._draw_unsaved_banner(surface)
        if self.toast:
            text, until, calm = self.toast
            if self.now() > until:
                self.toast = None
            else:
                self._draw_toast(surface, text, theme.ACCENT if calm else theme.DANGER)
        if not self.input.dragging:
            draw_tip(surface, self.assets, self.input.pointer, scale(self.size))

    def save_picture(self, path: Path) -> None:
        """The window as last drawn, saved as an image (PNG by its name): `tabletop shots`."""
        pygame.image.save(self.window, str(path))

    def _draw_toast(self, surface: pygame.Surface, text: str, tone) -> None:
        """The short message (a refusal, news) at the bottom, at the UI scale."""
        new_layer()  # it covers the table's texts under it
        s = theme.scale(self.size)
        size, pad = int(20 * s), int(16 * s)
        width = min(int(900 * s), self.size[0] - 80)
        lines = self.assets.wrap(text, size, width - 2 * pad, bold=True)[:3]
        images = [fit_text(self.assets, line, size, width - 2 * pad, theme.TEXT, bold=True) for line in lines]
        high = sum(i.get_height() for i in images)
        box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 2 * pad, high + pad)
        box.midbottom = (self.size[0] // 2, self.size[1] - int(24 * s))
        if self.toast_at is not None:  # a refusal: above the gesture, or below it at the top
            x, y = self.toast_at
            box.midbottom = (x, y - int(18 * s))
            if box.top < 4:
                box.midtop = (x, y + int(28 * s))
            box.clamp_ip(pygame.Rect(0, 0, *self.size).inflate(-16, -16))
        pygame.draw.rect(surface, theme.mix(theme.PANEL, tone, 0.35), box, border_radius=10)
        pygame.draw.rect(surface, tone, box, 2, border_radius=10)
        y = box.y + pad // 2
        for image in images:
            put_text(surface, image, box, "toast", "midtop", (box.centerx, y))
            y += image.get_height()

    def _draw_unsaved_banner(self, surface: pygame.Surface) -> None:
        """While the player plays on although the disk refuses: a reminder that is
        also the button to try again."""
        self.unsaved_banner = None
        session = getattr(self.table, "session", None)
        if session is None or self.top is not self.table or not session.play_unsaved or not session.save_problem:
            return
        text = self.t("save.unsaved_banner", count=session.unsaved_moves)
        s = theme.scale(self.size)
        image = fit_text(self.assets, text, int(15 * s), self.size[0] - 40, theme.TEXT, bold=True)
        box = image.get_rect().inflate(int(20 * s), int(12 * s))
        box.bottomleft = (8, self.size[1] - 8)
        pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.DANGER, 0.5), box, border_radius=8)
        pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
        put_text(surface, image, box, "unsaved banner", "center")
        self.unsaved_banner = box

    def _dispatch(self, g: Gesture) -> None:
        if g.kind == "quit":
            self.running = False
            return
        if g.kind == "resize":
            if not self.fullscreen:
                self.settings.window = (max(MIN_SIZE[0], g.size[0]), max(MIN_SIZE[1], g.size[1]))
                self.save_settings()
            self._relayout()
            return
        if g.kind == "key" and g.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if g.kind == "click" and self.unsaved_banner is not None and self.unsaved_banner.collidepoint(g.pos):
            session = self.table.session  # type: ignore[union-attr]
            saved = session.retry_save() if session.save is not None else False
            self.notify(self.t("save.saved_again") if saved else self.t("save.still_cannot"), calm=saved)
            return
        if g.kind in ("click", "drag_start", "drop", "context", "key"):
            self.pointer = g.pos if g.kind != "key" else None
        if self.scenes:
            self.top.handle(g)

    def run(self) -> int:
        clock = pygame.time.Clock()
        while self.running and self.scenes:
            dt = clock.tick(60) / 1000.0
            self.step(min(dt, 0.1))
        self.close()
        return 0

    def close(self) -> None:
        for scene in self.scenes:
            scene.close()
        if self.hosting is not None:
            self.hosting.close()
            self.hosting = None
        pygame.quit()


def main(smoke: bool = False, first_frame: bool = False) -> int:
    if smoke:
        return run_smoke()
    app = App()
    app.push(MenuScene(app))
    app.announce_problems()
    if first_frame:  # for `tabletop bench startup`
        app.step()
        print("first-frame", flush=True)
        app.close()
        return 0
    return app.run()


def run_smoke() -> int:
    """Open the window (dummy video driver), draw the menu and each registered game's
    table (the session its declared showcase makes), exit."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    from tabletop import games

    from .games import showcase_for

    names = games.names()
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        app = App(settings=Settings(), store=SaveStore(saves_dir()))
        app.push(MenuScene(app))
        app.step()
        for name in names:
            app.open_table(showcase_for(name).smoke_session(app.store))
            for _ in range(3):
                app.step()
        drew = app.frames
        app.close()
    titles = [games.get(name).title for name in names]
    print(f"smoke: drew {drew} frames: menu, {', '.join(titles[:-1])} and {titles[-1]} tables"
          if len(titles) > 1 else f"smoke: drew {drew} frames: menu and {titles[0]} table")
    return 0 if drew >= 1 + 3 * len(names) else 1
