"""Load: saved games with game, date, players and turn; delete too. A save that
cannot be loaded shows why, in its row, and the others still load; a damaged one
can be deleted here (a second click confirms). A save open in another copy of the
app says so and is left alone. A save made under an earlier revision of its game's
rules says so in its row, in place of its players: its moves are replayed with
today's rules, and how many of its last ones were dropped, if any. A campaign's
chapter (or session) left mid-game is listed among them by its campaign's name; Load
resumes it (its campaign is deleted, or gone back, only on its own screen)."""

from __future__ import annotations

import time

import pygame

from tabletop.engine.errors import SaveError
from tabletop.engine.text import clip
from tabletop.persistence.campaigns import CampaignStore, Unfinished
from tabletop.persistence.paths import campaigns_dir

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in, panel
from .common import background, older_rules_text, scale, title
from .resume import campaign_part, open_unfinished, resume

ROWS = 8  # the most rows a page shows (fewer, taller ones at a large text size)


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.first = 0
        self.confirming: str | None = None  # the id whose Delete was clicked once

    def on_show(self) -> None:
        games = self.app.store.entries() + CampaignStore(campaigns_dir()).unfinished()
        self.entries = sorted(games, key=_last_played, reverse=True)
        self.back = Button(self.app.t("common.back"), self.app.pop)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = pygame.Rect(w // 10, int(h * 0.16), w * 8 // 10, int(h * 0.68))
        self.scale = s = scale(size)
        self.rows = max(3, min(ROWS, (self.box.height - 20) // int(52 * s)))
        self.row_h = (self.box.height - 20) // self.rows
        self.buttons: list[tuple[Button | None, Button | None, Button | None]] = []
        t = self.app.t
        # The row's buttons: as tall as a button is elsewhere (not the whole row),
        # their type the size of the row's own words.
        button_h = min(self.row_h - 12, int(40 * s))
        button_w = int(min(130 * s, self.box.width * 0.14))
        self.text_right = self.box.right - 3 * (button_w + 10) - 20
        for i, entry in enumerate(self.entries[self.first:self.first + self.rows]):
            y = self.box.y + 10 + i * self.row_h + (self.row_h - 4 - button_h) // 2
            made = []
            if isinstance(entry, Unfinished):  # Load only: the campaign's screen keeps the rest
                button = None
                if not entry.in_use:
                    button = Button(t("load.load"), lambda e=entry: open_unfinished(self.app, e), primary=True)
                    button.most = int(17 * s)
                    button.rect = pygame.Rect(self.box.right - 20 - 2 * button_w - 10, y, button_w, button_h)
                self.buttons.append((None, button, None))
                continue
            for k, (label, action, primary, shown) in enumerate((
                    (t("load.confirm_delete") if self.confirming == entry.id else t("load.delete"),
                     lambda e=entry: self._delete(e.id), self.confirming == entry.id,
                     not entry.in_use),  # another copy of the app is playing it
                    (t("load.load"), lambda e=entry: self._load(e.id), True, entry.error is None),
                    (t("replay.load"), lambda e=entry: self._replay(e.id), False, entry.error is None))):
                button = None
                if shown:
                    button = Button(label, action, primary=primary)
                    button.most = int(17 * s)
                    button.rect = pygame.Rect(self.box.right - 20 - (k + 1) * button_w - k * 10, y,
                                              button_w, button_h)
                made.append(button)
            self.buttons.append(tuple(made))
        self.back.rect = pygame.Rect(0, 0, int(180 * s), int(46 * s))
        self.back.most = int(20 * s)
        self.back.rect.midtop = (w // 2, self.box.bottom + 18)

    def _delete(self, entry_id: str) -> None:
        if self.confirming != entry_id:
            self.confirming = entry_id
            self.layout(self.app.size)
            return
        self.confirming = None
        try:
            self.app.store.delete(entry_id)
        except (SaveError, OSError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.app.notify(self.app.t("load.delete_failed", reason=reason))
        self.on_show()

    def _load(self, entry_id: str) -> None:
        if not resume(self.app, entry_id):
            self.on_show()  # it changed since it was listed: list it as it is now

    def _replay(self, entry_id: str) -> None:
        """Step through the saved game from its start; the save is only read."""
        save = None
        try:
            state, seats, save = self.app.store.load(entry_id)
            scene = self.app.scene("replay", state, seats)
        except SaveError as exc:
            self.app.refuse(exc)
            self.on_show()
            return
        except Exception:  # noqa: BLE001 - a save that loads but will not replay is damaged too
            self.app.refuse(SaveError("This save is damaged: its details are unreadable.", "save.unreadable"))
            self.on_show()
            return
        finally:
            if save is not None:
                save.close()
        self.app.push(scene)

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if g.kind == "wheel" and self.box.collidepoint(g.pos):
            self.first = max(0, min(max(0, len(self.entries) - self.rows), self.first - g.amount))
            self.layout(self.app.size)
            return
        if g.kind == "click" and self.confirming is not None:
            confirm = [d for d, _, _ in self.buttons if d is not None and d.primary]
            if not confirm or not confirm[0].rect.collidepoint(g.pos):
                self.confirming = None  # a click anywhere else is "no"
                self.layout(self.app.size)
        for row in self.buttons:
            if any(button and button.handle(g) for button in row):
                if g.kind == "click":
                    return
        self.back.handle(g)

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        background(surface, assets)
        title(surface, assets, t("load.title"), int(surface.get_height() * 0.05), size=int(36 * scale(surface.get_size())))
        panel(surface, self.box)
        s = self.scale
        if self.app.store.problem is not None:
            note = t("save.no_folder", reason=t(self.app.store.problem.key))
            fit_in(surface, assets, note, int(16 * s), pygame.Rect(self.box.x, self.box.y - 6 - int(22 * s),
                                                                   self.box.width, int(22 * s)),
                   theme.DANGER, "load problem", align="center")
        if not self.entries:
            fit_in(surface, assets, t("load.empty"), int(20 * s), self.box.inflate(-20, -20), theme.TEXT_DIM,
                   "load empty", align="center")
        for i, entry in enumerate(self.entries[self.first:self.first + self.rows]):
            y = self.box.y + 10 + i * self.row_h
            row = pygame.Rect(self.box.x + 10, y, self.box.width - 20, self.row_h - 4)
            pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.5), row, border_radius=6)
            when = _when(_last_played(entry))
            # two lines of words left of the buttons, as large as the row allows
            big = max(11, min(int(17 * s), (row.height - 10) * 10 // 23))
            small = max(10, big * 15 // 17)
            first = pygame.Rect(row.x + 12, row.y + (row.height - big * 12 // 10 - small * 12 // 10 - 4) // 2,
                                self.text_right - row.x - 12, big * 12 // 10)
            second = pygame.Rect(first.x, first.bottom + 4, first.width, small * 12 // 10)
            if isinstance(entry, Unfinished):
                head = f"{t(f'{entry.game}.ui.title')}  ·  {entry.name}  ·  {when}"
                fit_in(surface, assets, head, big, first, theme.TEXT, "load row", bold=True)
                if entry.in_use:
                    fit_in(surface, assets, t("load.campaign_in_use"), small, second, theme.TEXT_DIM, "load row")
                else:
                    said = t("load.campaign", part=campaign_part(t, entry), count=entry.moves)
                    fit_in(surface, assets, said, small, second, theme.TEXT_DIM, "load row")
            elif entry.error:
                head = f"{entry.id}  ·  {when}"
                fit_in(surface, assets, head, big, first, theme.TEXT_DIM, "load row", bold=True)
                reason = t(entry.error_key) if entry.error_key and t.has(entry.error_key) else entry.error
                colour = theme.TEXT_DIM if entry.in_use else theme.DANGER
                fit_in(surface, assets, reason, small, second, colour, "load row")
            else:
                game = t(f"{entry.game}.ui.title")
                state = t("load.finished") if entry.finished else t("load.turn", turn=entry.turn)
                head = f"{game}  ·  {when}  ·  {state}"
                seats = clip(", ".join(s.name + ("" if s.kind == "human" else f" ({t('load.bot')})")
                                       for s in entry.seats), 90)
                fit_in(surface, assets, head, big, first, theme.TEXT, "load row", bold=True)
                if entry.older_rules is not None:  # what opening it will do, before it is opened
                    fit_in(surface, assets, older_rules_text(t, entry.older_rules), small, second,
                           theme.HIGHLIGHT, "load row")
                else:
                    fit_in(surface, assets, seats, small, second, theme.TEXT_DIM, "load row")
        for row in self.buttons:
            for button in row:
                if button:
                    button.draw(surface, assets)
        self.back.draw(surface, assets)


def _last_played(entry) -> float:
    return entry.played if isinstance(entry, Unfinished) else entry.updated


def _when(stamp: float) -> str:
    """A save's date; an impossible one (the list checks, but a clock can lie) is blank."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp)) if stamp else ""
    except (OverflowError, OSError, ValueError):
        return ""
