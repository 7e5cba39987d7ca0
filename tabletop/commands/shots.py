"""`tabletop shots [--size WxH ...] [--lang en|es ...] [--text-size PCT] [--out DIR]`: every
screen of the app, and every game's table in a busy state, drawn at the window sizes,
languages and Text size given into PNG files named `<scene>[_<game>]_<W>x<H>_<lang>.png`.
It draws the README's pictures, and it is how a screen is reviewed: open the files and
look.

Every state is reached by seeded play, so each run draws the same pictures. `screens`
yields the screens in turn; the text-fit test (tests/client/test_text_fits.py)
measures the very same ones. The busy tables are each game's own (its declared
showcase's `shot_tables`), so this file names no game.

The window uses SDL's dummy video driver unless another is set (no screen needed),
and saves, settings and campaigns go to a temporary folder, never the player's.
"""

from __future__ import annotations

import os
import tempfile
from functools import cache
from pathlib import Path
from typing import Iterator

SIZES = ((1024, 600), (1600, 900), (2560, 1440))
LANGUAGES = ("en", "es")
#: the people at the tables, long names in the language's own letters: the longest a
#: name field takes (16 characters)
PEOPLE = {"en": ("Maximiliana Wolf", "Bartholomew Quix", "Christopher Hale", "Gwendolyn Ashby",
                 "Montgomery Blake", "Evangeline Frost"),
          "es": ("Maximiliana Peña", "Bartolomé Iñigo", "Anastasio Zúñiga", "Wenceslao Ibáñez",
                 "Guillermina Ruiz", "Remedios Alcázar")}


@cache
def _finished(name: str, people: tuple[str, ...]):
    """A game of `name` played to its end by random moves (seed 3): the results and the
    replay show it."""
    from tabletop import games
    from tabletop.engine.rng import Rng

    from tabletop.client.games.showcases import played_on

    game = games.get(name)
    seats = max(2, game.min_seats)
    return played_on(game.new_game(seats, 3, {"names": list(people[:seats])}), Rng(3), 20_000)


def _seats(state, people):
    from tabletop.persistence import SeatInfo

    return [SeatInfo(people[0])] + [SeatInfo(people[k], "random") for k in range(1, state.seats)]


def _zoomable(table):
    """Where on `table` a card (or another thing the zoom shows) lies, and the thing:
    looked for from the bottom of the window up (hands lie low), or None."""
    w, h = table.app.size
    step = max(8, h // 60)
    for y in range(h - step // 2, 0, -step):
        for x in range(step // 2, w, step):
            thing = table.thing_at((x, y))
            if thing is not None and table.zoom_image(thing) is not None:
                return (x, y), thing
    return None


class _Found:
    """The games a Join screen lists in a shot: one of each kind of line (free seats,
    none free, another version), with the people's names."""

    def __init__(self, people: tuple[str, ...]) -> None:
        from tabletop.net.discovery import Listing

        self.listed = [Listing(service=f"{people[n]} {game}", game=game, free=free, host_name=people[n],
                               address=f"192.168.1.{20 + n}", port=8765, protocol=protocol)
                       for n, (game, free, protocol) in enumerate((("betrayal_legacy", 3, 1), ("prophecy", 0, 1),
                                                                   ("comanauts", 2, 2)))]

    def games(self) -> list:
        return list(self.listed)

    def close(self) -> None:
        pass


def screens(app, step=None) -> Iterator[tuple[str, str | None]]:
    """Each screen of the app in turn, on top of `app` when yielded as (scene, game):
    the menu; per game its New game form, rules, busy tables (with a card zoomed, the
    pause menu and the help over them), its pieces at once where its showcase has
    `shot_rooms` ("rooms": the house games' room tiles), results and replay; the load, settings, join,
    curtain and save problem screens; the campaign screens. `step(frames)` runs the
    app's frames (default: `app.step`)."""
    from tabletop import games
    from tabletop.controller import tutorial
    from tabletop.controller.guided import GuidedSession
    from tabletop.controller.session import Session
    from tabletop.persistence.faults import SaveWriteError

    from tabletop.client.games import showcase_for
    from tabletop.client.scenes.curtain import CurtainScene
    from tabletop.client.scenes.help import HelpScene
    from tabletop.client.scenes.join import JoinScene
    from tabletop.client.scenes.learn import LearnScene, LessonDoneScene
    from tabletop.client.scenes.loadgame import LoadScene
    from tabletop.client.scenes.newgame import NewGameScene
    from tabletop.client.scenes.pausemenu import PauseMenuScene
    from tabletop.client.scenes.replay import ReplayScene
    from tabletop.client.scenes.rules import RulesScene
    from tabletop.client.scenes.saveproblem import SaveProblemScene
    from tabletop.client.scenes.settings import SettingsScene

    if step is None:
        def step(frames: int = 1) -> None:
            for _ in range(frames):
                app.step(1 / 60)

    people = PEOPLE.get(app.settings.language, PEOPLE["en"])
    yield "menu", None
    for i, name in enumerate(games.names()):
        scene = NewGameScene(app)
        app.push(scene)
        scene._pick(i)
        scene._set_name(0, people[0])
        scene.rows[0].value = people[0]
        yield "new-game", name
        app.pop()
    for name in games.names():
        state = _finished(name, people)
        app.store.create(state, _seats(state, people))
    app.push(LoadScene(app))
    yield "load", None
    app.pop()
    app.push(SettingsScene(app))
    yield "settings", None
    app.pop()
    app.push(LearnScene(app))
    yield "learn", None
    app.pop()
    app.browser_factory = lambda: _Found(people)  # Join lists games made up here: no network is asked
    join = JoinScene(app)
    join.code_field.value, join.name_field.value = "3vXq0H5m9LkQ2aTz", people[0]
    app.push(join)
    step(2)
    yield "join", None
    app.pop()
    for name in games.names():
        app.push(RulesScene(app, game=name))
        yield "rules", name
        app.pop()
    for name in games.names():
        showcase = showcase_for(name)
        for label, session in showcase.shot_tables(list(people)).items():
            app.open_table(session)
            step(2)
            table = app.top
            yield label, name
            if label != "table":
                continue
            card, said = table.recap_card, table.log_panel.said  # the recap: the whole log, as after a long round
            card.seat, card.shown = table.session.to_act or 0, [(1, list(said.values())), (None, ["…"])]
            card.place(table.log_panel.rect)
            yield "recap", name
            card.close()
            found = _zoomable(table)
            if found is not None:
                table.zoom.hover_pos, table.zoom.pinned = found
                yield "card-zoom", name
                table.zoom.pinned = None
            app.push(PauseMenuScene(app, table))
            yield "pause", name
            app.top.confirming = True
            yield "pause-confirm", name
            app.pop()
            app.push(HelpScene(app, table))
            yield "help", name
            app.pop()
            if name == games.names()[0]:  # the screens of any table, drawn over the first
                app.push(CurtainScene(app, table.session))
                yield "curtain", None
                app.pop()
                table.session.save_problem = SaveWriteError("the disk is full or a file size limit was reached",
                                                            "save.fault.full")
                app.push(SaveProblemScene(app, table.session, table))
                app.top.field.value = "/home/somebody/a/very/long/folder/name/for/the/saves/of/Tabletop"
                yield "save-problem", None
                app.pop()
                table.session.save_problem = None
        rooms = getattr(showcase, "shot_rooms", None)  # a game's pieces at once (the house's rooms)
        if rooms is not None:
            app.push(rooms(app))
            step(1)
            yield "rooms", name
            app.pop()
        campaign = getattr(showcase, "shot_campaign", None)
        if campaign is not None:
            app.back_to_menu()
            app.push(campaign(app))
            step(2)
            yield "campaign", name
        for lesson in tutorial.tutorials(name)[:1]:  # the guided game at its first move asked
            guided = GuidedSession.new(lesson, people[0], app.settings.language)
            while guided.lesson.is_note():
                guided.dismiss()
            app.open_table(guided)
            step(3)
            yield "tutorial", name
            app.push(LessonDoneScene(app, app.top))  # the page that ends it, over the table
            yield "lesson-done", name
            app.pop()
        state = _finished(name, people)
        app.open_table(Session(state, _seats(state, people), None))
        step(3)
        yield "results", name
        app.push(ReplayScene(app, state, _seats(state, people), step=len(state.history) // 2))
        step(1)
        yield "replay", name
    app.back_to_menu()


def file_name(scene: str, game: str | None, size: tuple[int, int], language: str) -> str:
    return f"{scene}{'_' + game if game else ''}_{size[0]}x{size[1]}_{language}.png"


def draw_all(sizes, languages, out: Path, say=print, text_size: float = 1.0) -> list[Path]:
    """Every screen at each of `sizes` in each of `languages`, at the Text size
    `text_size`, saved under `out`; the files written."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from tabletop.persistence import SaveStore, Settings, saves_dir

    from tabletop.client.app import App
    from tabletop.client.scenes.menu import MenuScene

    written: list[Path] = []
    home_before = os.environ.get("TABLETOP_HOME")
    try:
        for language in languages:
            for size in sizes:
                with tempfile.TemporaryDirectory() as home:
                    os.environ["TABLETOP_HOME"] = home
                    settings = Settings(window=size, language=language, animation_speed=0.0, bot_pace_ms=0,
                                        text_size=text_size)
                    app = App(settings=settings, store=SaveStore(saves_dir()))
                    try:
                        app.push(MenuScene(app))
                        app.step()
                        count = len(written)
                        for scene, game in screens(app):
                            app.top.layout(app.size)
                            app.draw()
                            path = out / file_name(scene, game, app.size, language)
                            app.save_picture(path)
                            written.append(path)
                    finally:
                        app.close()
                say(f"{size[0]}x{size[1]} {language}: {len(written) - count} pictures")
    finally:
        if home_before is None:
            os.environ.pop("TABLETOP_HOME", None)
        else:
            os.environ["TABLETOP_HOME"] = home_before
    return written


def main(args) -> int:
    written = draw_all(args.size or list(SIZES), args.lang or list(LANGUAGES), args.out, text_size=args.text_size)
    print(f"shots: {len(written)} pictures in {args.out}")
    return 0
