"""No text drawn outside its box: every screen of the app and the Darkmoor table,
at 1024x600, 1280x720, 1600x900 and 2560x1440, in English and Spanish.

The widgets, scenes and tables say where each text went and the box it had to fit
(`widgets.note_text`, off by default); `texts_outside` turns that on for one
frame of a screen and lists what does not fit. To measure another screen, open it
and call `texts_outside(app)` (see `screens` for the ones measured here)."""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo
from tabletop.persistence.faults import SaveWriteError

from tabletop.client import widgets
from tabletop.client.scenes.curtain import CurtainScene
from tabletop.client.scenes.help import HelpScene
from tabletop.client.scenes.loadgame import LoadScene
from tabletop.client.scenes.newgame import NewGameScene
from tabletop.client.scenes.pausemenu import PauseMenuScene
from tabletop.client.scenes.replay import ReplayScene
from tabletop.client.scenes.rules import RulesScene
from tabletop.client.scenes.saveproblem import SaveProblemScene
from tabletop.client.scenes.settings import SettingsScene

SIZES = [(1024, 600), (1280, 720), (1600, 900), (2560, 1440)]
LONG = ["Maximiliana Wolfenstein", "Bartholomew Quix"]  # long names, the longest a field takes


def texts_outside(app, scene=None) -> list[str]:
    """Draw one frame of `scene` (default: the top one) with the audit on; what was
    drawn outside its box, and how many texts were measured."""
    scene = scene or app.top
    widgets.audit_text()
    try:
        scene.draw(app.window)
    finally:
        records = widgets.audit_text(False)
    assert records, f"{type(scene).__name__} measured no text"
    return [f"{type(scene).__name__}: {problem}" for problem in widgets.outside(records)]


def padded(seats: list, name: str) -> list:
    """The seats given, and more up to the game's fewest (Betrayal seats three)."""
    least = games.get(name).min_seats
    return list(seats) + [f"Bot {k + 1}" for k in range(len(seats), least)]


def infos(state, first: list) -> list:
    """SeatInfo for every seat of `state`: `first`, then bots."""
    return list(first) + [SeatInfo(f"Bot {k + 1}", "random") for k in range(len(first), state.seats)]


def played(name: str, seats, seed: int = 3, moves: int = 10_000, stop=None):
    game = games.get(name)
    seats = padded(seats, name)
    options = {"first": 0} if name == "darkmoor" else {}
    state = game.new_game(len(seats), seed, {**options, "names": list(seats)})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over or (stop and stop(state)):
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def darkmoor_session(app, moves=16, four=True) -> Session:
    """A busy four-seat Darkmoor table, the long-named person to play a card."""
    names = [LONG[0], "Bot 2", "Bot 3", "Bot 4"] if four else LONG
    state = played("darkmoor", names, moves=moves, stop=lambda s: False)
    steps = 0
    rng = random.Random(1)
    while not (state.to_act == 0 and (state.view(0)["pending"] or {}).get("kind") == "play") and steps < 500:
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    seats = [SeatInfo(names[0])] + [SeatInfo(n, "random") for n in names[1:]]
    session = Session(state, seats, None)
    return session


def screens(app, drive):
    """Each screen of the app in turn (yielded once it is on top)."""
    yield "menu"
    for i, name in enumerate(games.names()):
        scene = NewGameScene(app)
        app.push(scene)
        scene._pick(i)
        scene._set_name(0, LONG[0][:16])
        scene.rows[0].value = LONG[0][:16]
        yield f"new game {name}"
        app.pop()
    for name in games.names():
        state = played(name, LONG, moves=30)
        app.store.create(state, infos(state, [SeatInfo(LONG[0]), SeatInfo(LONG[1] + " the Younger", "random")]))
    app.push(LoadScene(app))
    yield "load"
    app.pop()
    app.push(SettingsScene(app))
    yield "settings"
    app.pop()
    for name in games.names():
        app.push(RulesScene(app, game=name))
        yield f"rules {name}"
        app.pop()
    # the Darkmoor table, its menu, help, curtain and save problem
    app.open_table(darkmoor_session(app))
    drive.step(2)
    yield "darkmoor table"
    table = app.top
    card = table.recap_card  # the recap, every sentence of the log, under long names
    card.seat, card.shown = 0, [(1, list(table.log_panel.said.values())), (None, ["…"])]
    card.place(table.log_panel.rect)
    yield "darkmoor table, recap"
    card.close()
    app.push(PauseMenuScene(app, table))
    yield "pause menu"
    app.top.confirming = True
    yield "pause menu, conceding"
    app.pop()
    app.push(HelpScene(app, table))
    yield "help darkmoor"
    app.pop()
    app.push(CurtainScene(app, table.session))
    yield "curtain"
    app.pop()
    table.session.save_problem = SaveWriteError("the disk is full or a file size limit was reached",
                                                "save.fault.full")
    app.push(SaveProblemScene(app, table.session, table))
    app.top.field.value = "/home/somebody/a/very/long/folder/name/for/the/saves/of/Tabletop"
    yield "save problem"
    app.pop()
    # help over another game's table measures the help alone (that table is its own)
    for name in games.names():
        if name == "darkmoor":
            continue
        state = played(name, LONG, moves=20)
        other = Session(state, infos(state, [SeatInfo(LONG[0]), SeatInfo(LONG[1])]), None)
        app.open_table(other)
        drive.step(1)
        under = app.top
        under.draw = lambda surface: None
        app.push(HelpScene(app, under))
        yield f"help {name}"
        app.pop()
    # the end: results with statistics, then the replay
    state = played("darkmoor", LONG)
    assert state.is_over
    app.open_table(Session(state, [SeatInfo(LONG[0]), SeatInfo(LONG[1], "random")], None))
    drive.step(3)
    assert type(app.top).__name__ == "ResultsScene"
    yield "results"
    app.push(ReplayScene(app, state, [SeatInfo(LONG[0]), SeatInfo(LONG[1], "random")], step=40))
    drive.step(1)
    yield "replay"


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_text_outside_its_box(make_app, size, language):
    app, drive = make_app(size=size, language=language)
    assert app.size == size
    problems, seen = [], []
    for name in screens(app, drive):
        seen.append(name)
        app.top.layout(app.size)
        problems += [f"[{name}] {p}" for p in texts_outside(app)]
    assert "replay" in seen
    assert not problems, "\n".join(problems[:60]) + f"\n({len(problems)} in all)"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_darkmoor_hand_cards_show_their_ability(make_app, size):
    """The hand's cards keep their ability text (cut with an ellipsis when long:
    the hover zoom shows it whole), in both languages."""
    for language in ("en", "es"):
        app, drive = make_app(size=size, language=language)
        app.open_table(darkmoor_session(app))
        drive.step(2)
        table = app.top
        hand = table.session.view()["hand"]
        assert hand
        table.cards._cache.clear()
        widgets.audit_text()
        for uid in hand:
            table.cards.minion(uid, table.L.hand_card)
        records = widgets.audit_text(False)
        texts = [r for r in records if r[0] == "card text"]
        assert len({id(r) for r in texts}) >= len(hand), (size, language)
        assert not widgets.outside(records)
        assert table.L.hand_card[1] >= 0.24 * size[1] - 2
