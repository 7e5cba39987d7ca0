"""Prophecy played in the window, only through posted mouse events on the real loop:
a whole game against a bot to the results screen, the standee dragged to a lit
space, an Item dragged onto the battle, Items bought and sold by dragging them onto
the character card and the bank, and the table drawn at every size and language."""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.client.games.prophecy.table import ProphecyTable
from tabletop.client.scenes.results import ResultsScene
from tabletop.controller.session import Session
from tabletop.engine.places import END_TURN, Option
from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.actions import Buy, Choose, Declare, Move, Sell
from tabletop.games.prophecy.places import CERTIFICATE
from tabletop.persistence import SeatInfo

from seeded_search import find  # tests/: on the path as the test packages' root

G = games.get("prophecy")


def advance(seats: int, wanted, seeds=range(1, 200), most: int = 400):
    """A Prophecy game played by random legal moves until `wanted(state)`: the first
    seed whose game gets there."""
    return find("prophecy", seats, wanted, seeds=seeds, most=most)


def open_at(app, drive, state, bots=()) -> ProphecyTable:
    seats = [SeatInfo(f"P{i + 1}", "random" if i in bots else "human") for i in range(state.seats)]
    app.open_table(Session(state, seats, None))
    drive.step(3)
    assert isinstance(app.top, ProphecyTable)
    return app.top


def pending(state):
    return state.pending or {}


# -- one move by the person at the table, through gestures ----------------------------------------


def one_move(app, drive, rng) -> object:
    scene = app.top
    assert isinstance(scene, ProphecyTable)
    session = scene.session
    view = session.seen()
    p = view.pending
    assert p is not None and session.human_to_act()
    history = len(session.state.history)
    legal = session.legal_actions()
    kind = p["kind"]
    scene.choices.refresh()
    buttons = {target: button for target, button in scene.choices.buttons if button.enabled}
    if kind == "move" and rng.random() < 0.8:
        option = rng.choice(p["options"])
        seat = p["seat"]
        start = scene.places.standee_rect(seat, view.players[seat].space).center
        drive.drag(start, scene.L.space(option["space"]).center)
        action = session.state.history[-1]
        assert isinstance(action, Move) and action.space == option["space"], (app.toast, action)
        assert action.how == min((o for o in p["options"] if o["space"] == option["space"]),
                                 key=lambda o: (o["cost"], ["foot", "horse", "boat", "portal"].index(o["how"])))["how"]
    elif kind == "declare" and p["options"] and rng.random() < 0.7:
        uid = rng.choice(p["options"])
        rect = dict(scene.places.item_rects(view))[uid]
        drive.drag(rect.center, scene.L.battle.center)
        assert session.state.history[-1] == Declare(uid), app.toast
    elif kind == "space" and any(isinstance(a, Buy) for a in legal) and rng.random() < 0.6:
        buy = rng.choice([a for a in legal if isinstance(a, Buy)])
        rect = dict(scene.places.market_rects(view))[buy.item]
        drive.drag(rect.center, scene.L.card.center)
        assert session.state.history[-1] == buy, app.toast
    elif kind == "space" and any(isinstance(a, Sell) for a in legal) and rng.random() < 0.3:
        sell = rng.choice([a for a in legal if isinstance(a, Sell)])
        rect = dict(scene.places.item_rects(view))[sell.item]
        drive.drag(rect.center, scene.L.bank().center)
        assert session.state.history[-1] == sell, app.toast
    else:
        assert buttons, (kind, legal)
        targets = list(buttons)
        if CERTIFICATE in targets:
            target = CERTIFICATE
        elif kind == "space" and END_TURN in targets and rng.random() < 0.5:
            target = END_TURN
        else:
            target = rng.choice(targets)
        drive.click(buttons[target].rect.center)
        assert session.state.history[-1].target == target, app.toast
    assert len(session.state.history) == history + 1, (kind, app.toast)
    return session.state.history[-1]


def play_to_the_end(app, drive, rng, most: int = 1500) -> int:
    moves = 0
    for _ in range(most):
        if isinstance(app.top, ResultsScene):
            return moves
        scene = app.top
        assert isinstance(scene, ProphecyTable), drive.scenes()
        scene.playback.skip()
        drive.read_cards()
        if scene.session.human_to_act() and not scene.session.state.is_over and not scene.playback.busy \
                and not scene.session.fresh:
            one_move(app, drive, rng)
            moves += 1
        else:
            scene.session.wait_for_bot()
            drive.step(2)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [2, 5])
def test_a_whole_game_against_a_bot_to_the_results(make_app, seed):
    app, drive = make_app((1280, 720))
    state = G.new_game(2, seed, {})
    open_at(app, drive, state, bots=(1,))
    moves = play_to_the_end(app, drive, random.Random(seed))
    assert moves > 0
    results = app.top
    assert isinstance(results, ResultsScene)
    drive.step(2)
    assert results.session.state.is_over
    ranking = results.session.state.result["ranking"]
    assert sorted(s for group in ranking for s in group) == [0, 1]


def test_a_whole_game_of_three_people_clicked_through(make_app):
    app, drive = make_app((1024, 600))
    state = G.new_game(3, 4, {})
    open_at(app, drive, state)
    play_to_the_end(app, drive, random.Random(4), most=3000)
    assert isinstance(app.top, ResultsScene)


# -- the gestures one by one -------------------------------------------------------------------------


def test_dragging_the_standee_lights_only_the_reachable_spaces_and_moves(make_app):
    app, drive = make_app((1280, 720))
    state = advance(2, lambda s: pending(s).get("kind") == "move" and any(
        o["how"] != "foot" for o in pending(s)["options"]))
    table = open_at(app, drive, state)
    view = table.session.seen()
    seat = view.pending["seat"]
    start = table.places.standee_rect(seat, view.players[seat].space).center
    # a drop on a space out of reach: nothing happens, the table says where to go
    reach = {o["space"] for o in view.pending["options"]}
    far = next(s for s in range(lib.RING) if s not in reach and s != view.players[seat].space)
    history = len(table.session.state.history)
    drive.drag(start, table.L.space(far).center)
    assert len(table.session.state.history) == history
    assert app.toast is not None
    # the lit targets while dragging are exactly the legal moves
    option = max(view.pending["options"], key=lambda o: o["cost"])
    cheapest = min((o for o in view.pending["options"] if o["space"] == option["space"]),
                   key=lambda o: o["cost"])
    drive.drag(start, table.L.space(option["space"]).center)
    moved = table.session.state.history[-1]
    assert moved == Move(option["space"], cheapest["how"])
    assert table.session.seen().players[seat].space == option["space"]


def test_declaring_an_item_by_dragging_it_onto_the_battle_then_rolling(make_app):
    app, drive = make_app((1280, 720), speed=1.0)
    state = advance(2, lambda s: pending(s).get("kind") == "declare" and pending(s)["options"], seeds=range(1, 400),
                    most=1500)
    table = open_at(app, drive, state)
    view = table.session.seen()
    uid = view.pending["options"][0]
    rect = dict(table.places.item_rects(view))[uid]
    drive.drag(rect.center, table.L.battle.center)
    assert table.session.state.history[-1] == Declare(uid)
    assert uid in table.session.seen().battle.declared
    # drawn in the battle now; dragged back onto the card it is withdrawn
    table.choices.refresh()
    buttons = dict(table.choices.buttons)
    drive.click(buttons[Option("roll")].rect.center)
    assert table.session.state.history[-1] == Choose("roll")
    # the dice roll on the table (the battle stays shown while they do), then the outcome
    assert table.playback.busy
    for _ in range(150):
        drive.step(1)
        if table.beats.memo is not None and table.beats.memo.rolls:
            break
    assert table.beats.memo is not None and table.beats.memo.rolls, "the roll was never shown"
    drive.step(120)


def test_buying_and_selling_by_dragging(make_app):
    app, drive = make_app((1280, 720))
    state = advance(2, lambda s: pending(s).get("kind") == "space" and any(isinstance(a, Buy) for a in
                                                                            s.legal_actions()),
                    seeds=range(1, 400), most=1500)
    table = open_at(app, drive, state)
    session = table.session
    buy = next(a for a in session.legal_actions() if isinstance(a, Buy))
    rect = dict(table.places.market_rects(session.seen()))[buy.item]
    drive.drag(rect.center, table.L.card.center)
    assert session.state.history[-1] == buy
    seat = session.seen().pending["seat"] if session.seen().pending else None
    if seat is None:
        return  # the purchase ended the possibilities
    assert buy.item in session.seen().players[seat].items
    sell = next((a for a in session.legal_actions() if isinstance(a, Sell)), None)
    assert sell is not None
    rect = dict(table.places.item_rects(session.seen()))[sell.item]
    gold = session.seen().players[seat].gold
    drive.drag(rect.center, table.L.bank().center)
    assert session.state.history[-1] == sell
    assert session.seen().players[seat].gold == gold + lib.item(sell.item).cost // 2


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_busy_table_draws_at_every_size(make_app, size, language):
    from tabletop.client.games.prophecy import showcase

    from tabletop.client.scenes.help import HelpScene
    from tabletop.client.widgets import audit_text, outside

    app, drive = make_app(size, language=language)
    busy = showcase.busy_session()  # its bots replaced by people, so that nothing moves on
    session = Session(busy.state, [SeatInfo(f"Adventurer number {i + 1}") for i in range(5)], None)
    app.open_table(session)
    drive.step(2)
    table = app.top
    assert isinstance(table, ProphecyTable)
    assert table.session.seen().battle is not None
    audit_text(True)
    try:
        table.draw(app.window)
        problems = outside(audit_text(True))
        app.push(HelpScene(app, table))
        drive.step(1)
        problems += outside(audit_text(True))
    finally:
        audit_text(False)
    assert not problems, "\n".join(problems[:40])
