"""Betrayal played in the window through posted mouse events on the real loop: a
table with bots and one person, the standee dragged to a lit room and through an
open door (a tile laid); the haunt's reveal behind its gates; a whole game played by
bots to the results screen; every event has a log sentence in English and Spanish."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pygame
import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.games.house.places import STANDEE, Door, Room
from tabletop.persistence import SeatInfo

def G():
    return games.get("betrayal")


def open_at(app, drive, state, humans=(0,)):
    from tabletop.client.games.betrayal.table import BetrayalTable

    seats = [SeatInfo(f"P{i + 1}", "human" if i in humans else "random") for i in range(state.seats)]
    app.open_table(Session(state, seats, None))
    drive.step(3)
    assert isinstance(app.top, BetrayalTable), drive.scenes()
    return app.top


def test_every_event_has_words_in_both_languages():
    from tabletop.client.games.betrayal import LOGGED_EVENTS
    from tabletop.client.games.betrayal.logtext import key_for

    folder = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "betrayal" / "i18n"
    data = {lang: tomllib.loads((folder / f"{lang}.toml").read_text(encoding="utf-8")) for lang in ("en", "es")}
    for part in ("ui", "log", "help"):
        assert set(data["en"][part]) == set(data["es"][part]), part
    seen = set()
    for seed in range(1, 12):
        state = G().new_game(3 + seed % 4, seed, {})
        rng = random.Random(seed)
        events = list(getattr(state, "opening_events", []))
        for _ in range(3000):
            if state.is_over:
                break
            events += state.apply(rng.choice(state.legal_actions()))
        for e in events:
            seen.add(e["event"])
            key = key_for(e)
            assert key is not None, e
            assert key.split(".")[-1] in data["en"]["log"], key
    assert seen <= LOGGED_EVENTS, seen - LOGGED_EVENTS


def test_person_drags_the_standee_and_explores(make_app):
    app, drive = make_app(size=(1280, 720))
    state = G().new_game(3, 4, {})
    table = open_at(app, drive, state, humans=(state.active,))
    session = table.session
    for _ in range(50):
        if session.human_to_act():
            break
        drive.step(2)
    view = session.seen()
    seat = view.pending["seat"]
    lit = table.drag_drop.lit(STANDEE)
    rooms = sorted(x.room for x in lit if type(x) is Room and table.house.room_floor(view, x.room) == table.floor)
    assert rooms, lit
    start = table.house.standee_rect(view, seat).center
    target_room = rooms[0]
    drive.drag(start, table.house.piece_rect(view, target_room, ("seat", seat)) and
               table.beats._room_centre(view, target_room).center)
    drive.step(3)
    assert session.state.history[-1].verb == "move" and session.state.history[-1].room == target_room, app.toast
    # now through a door: drag onto a lit open door's cell
    placed_before = len(session.seen().house.placed)
    for _ in range(6):
        view = session.seen()
        if not session.human_to_act() or view.pending["kind"] != "explore":
            break
        doors = sorted(x.side for x in table.drag_drop.lit(STANDEE) if type(x) is Door)
        if doors:
            break
        rooms = sorted(x.room for x in table.drag_drop.lit(STANDEE) if type(x) is Room
                       and table.house.room_floor(view, x.room) == table.floor)
        if not rooms:
            break
        drive.drag(table.house.standee_rect(view, view.pending["seat"]).center,
                   table.beats._room_centre(view, rooms[-1]).center)
        drive.step(3)
    view = session.seen()
    doors = sorted(x.side for x in table.drag_drop.lit(STANDEE) if type(x) is Door)
    if not doors:
        pytest.skip("no open door reachable in this seed")
    from tabletop.games.house.geometry import STEP

    here = table.beats._room_centre(view, view.room[view.pending["seat"]])
    table.house.show_floor(table.house.room_floor(view, view.room[view.pending["seat"]]))
    here = table.beats._room_centre(view, view.room[view.pending["seat"]])
    dx, dy = STEP[doors[0]]
    cell = here.move(dx * here.width, dy * here.height).center
    drive.drag(table.house.standee_rect(view, view.pending["seat"]).center, cell)
    drive.step(5)
    while session.human_to_act() and session.seen().pending["kind"] == "turn_tile":
        table.sheet.refresh_buttons()
        drive.click(table.buttons[0][1].rect.center)
        drive.step(3)
    assert any(a.verb == "explore" for a in session.state.history), app.toast
    assert len(session.seen().house.placed) == placed_before + 1


def _to_the_haunt(seed: int, seats: int = 3):
    state = G().new_game(seats, seed, {})
    rng = random.Random(seed)
    for _ in range(3000):
        if state.haunt is not None or state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_haunt_reveal_shows_the_gates(make_app):
    app, drive = make_app(size=(1280, 720))
    for seed in range(1, 40):
        state = G().new_game(3, seed, {})
        rng = random.Random(seed)
        last = None
        for _ in range(3000):
            legal = state.legal_actions()
            # stop just before the action that reveals the haunt
            if state.is_over:
                break
            action = rng.choice(legal)
            import copy
            probe = copy.deepcopy(state)
            probe.apply(action)
            if probe.haunt is not None:
                last = action
                break
            state.apply(action)
        if last is not None:
            break
    assert last is not None
    table = open_at(app, drive, state, humans=tuple(range(state.seats)))  # hot-seat: both sides have people
    table.session.act(last)
    drive.step(20)
    assert table.reveal.pages and table.reveal.pages[0] == ("gate", "traitor"), table.reveal.pages
    traitor = table.session.seen().haunt["traitor"]
    app.screenshot_path = None
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert table.reveal.pages[0] == ("text", "traitor")
    text = table.session.state.view(traitor)["my_side_text"]
    assert text and text["text"]
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert table.reveal.pages[0] == ("gate", "heroes")
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert table.reveal.pages[0] == ("text", "heroes")
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert not table.reveal.pages
    # later the heroes reread their text behind the same gate
    drive.step(3)
    buttons = dict(table.reveal.reread_widgets(table.session.seen()))
    drive.click(buttons["heroes"].rect.center)
    assert table.reveal.pages and table.reveal.pages[0] == ("gate", "heroes")


def test_a_whole_game_with_bots_to_the_results(make_app):
    from tabletop.client.scenes.results import ResultsScene

    app, drive = make_app(size=(1024, 600))
    state = G().new_game(4, 5, {})
    open_at(app, drive, state, humans=())
    for _ in range(6000):
        if isinstance(app.top, ResultsScene):
            break
        if getattr(app.top, "pages", None):
            drive.click(app.top.reveal.page_buttons[0].rect.center)
        drive.step(1)
    assert isinstance(app.top, ResultsScene), drive.scenes()


@pytest.mark.parametrize("size,language", [((1024, 600), "en"), ((2560, 1440), "es"), ((1280, 800), "es")])
def test_busy_table_draws_at_every_size(make_app, size, language):
    from tabletop.client.games.betrayal.showcase import busy_session

    app, drive = make_app(size=size, language=language)
    session = busy_session()
    app.open_table(session)
    drive.step(30)
    assert session.seen().house.placed


def _to_monster_orders():
    """A game played by random moves (never handing the monsters back to Auto) until the
    traitor's player, having chosen orders, is asked for them with a move to give."""
    for seed in range(1, 80):
        state = G().new_game(4, seed, {})
        rng = random.Random(seed)
        for _ in range(4000):
            if state.is_over:
                break
            p = state.pending
            if p["kind"] == "monsters" and any(o.startswith("move:") for o in p["options"]):
                return state
            legal = [a for a in state.legal_actions() if str(a) != "orders mode=auto"]
            hand = [a for a in legal if str(a) == "orders mode=hand"]
            state.apply(hand[0] if hand else rng.choice(legal))
    raise AssertionError("no seed reached a monster turn by orders")


def test_the_traitor_orders_a_monster_by_dragging_it(make_app):
    """BH-D.44: with orders chosen, the monster turn waits for the traitor's player; a
    monster dragged to a lit room moves there, and the Auto button sends the rest."""
    app, drive = make_app(size=(1280, 720))
    state = _to_monster_orders()
    traitor = state.pending["seat"]
    table = open_at(app, drive, state, humans=(traitor,))
    session = table.session
    view = session.seen()
    move = next(o for o in view.pending["options"] if o.startswith("move:"))
    _, k, room = move.split(":")
    monster = view.monsters[int(k)]
    table.floor = table.house.room_floor(view, monster.room)
    drive.step(2)
    start = table.house.piece_rect(view, monster.room, ("monster", int(k))).center
    if table.house.room_floor(view, room) != table.floor:  # stairs: onto the other floor's tab
        from tabletop.client.games.betrayal.layout import FLOORS

        end = table.L.tab(FLOORS.index(table.house.room_floor(view, room))).center
    else:
        end = table.beats._room_centre(view, room).center
    drive.drag(start, end)
    drive.step(3)
    last = session.state.history[-1]
    assert (last.verb, last.value) == ("order", move), app.toast
    table.sheet.refresh_buttons()
    if session.seen().pending and session.seen().pending["kind"] == "monsters":
        auto = next(b for a, b in table.buttons if a.verb == "order" and a.value == "auto")
        done = len(session.state.history)
        drive.click(auto.rect.center)
        drive.step(3)
        assert str(session.state.history[done]) == "order value=auto"


def test_each_clip_sits_on_the_box_of_its_value(make_app):
    """BH-D.9: a clip index counts the skull as 0 and the printed values from 1; the
    sheet draws each clip on the box that shows the trait's current value, and the
    green start box is the track's start value."""
    from tabletop.client.games.betrayal.names import BETRAYAL
    from tabletop.games.house.content import TRAITS

    app, drive = make_app(size=(1280, 720))
    state = G().new_game(4, 2, {})
    table = open_at(app, drive, state, humans=(state.active,))
    view = table.session.seen()
    seat = table.sheet.focus(view)
    for i, trait in enumerate(TRAITS):
        clip = view.clips[seat][i]
        track = getattr(BETRAYAL.explorers[view.explorers[seat]], trait)
        sheet = table.sheet
        box = next(k for k in range(-1, 8) if sheet.box_rect(i, k).collidepoint(sheet.clip_rect(i, clip).center))
        assert box == clip - 1 and track.values[box] == view.traits[seat][i], trait
    assert table.sheet.clip_rect(0, 0).center == table.sheet.box_rect(0, -1).center  # the skull


def test_every_way_a_haunt_ends_has_words():
    """BH-D.49: each reason the model gives for a side's win (side_wins in haunt_play.py
    and haunt_effects.py) is said on the results screen in both languages."""
    import re

    from tabletop.games.house import haunt_effects, haunt_play

    source = "".join(Path(m.__file__).read_text(encoding="utf-8") for m in (haunt_play, haunt_effects))
    reasons = set(re.findall(r'side_wins\([^,]+, "([a-z_]+)"\)', source))
    assert {"objective", "heroes_gone", "effect"} <= reasons
    folder = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "betrayal" / "i18n"
    for lang in ("en", "es"):
        ui = tomllib.loads((folder / f"{lang}.toml").read_text(encoding="utf-8"))["ui"]
        assert {f"reason_{r}" for r in reasons} <= set(ui), lang


def test_a_cards_choices_are_in_the_players_language(make_app):
    """BH-CARD.4: the buttons of a card's choice read in Spanish at a Spanish table, and
    every choice of every card and room has its words in the catalogue."""
    from tabletop.client.games.betrayal.names import Names
    from tabletop.games.betrayal.rules import CARDS, ROOMS

    app, drive = make_app(size=(1280, 720), language="es")
    names = Names(app.t)
    seen = 0
    for things in (CARDS, ROOMS):
        for ident, data in things.items():
            parts = ("use", "immediate", "steps", "while_kept") if things is CARDS else \
                ("on_enter", "on_end_turn", "on_discover", "action")
            for part in parts:
                for step in getattr(data, part, ()):
                    if step.op != "choose":
                        continue
                    labels = [o.label for o in step.options]
                    for k, english in enumerate(labels):
                        words = names.choice(ident, labels, k)
                        assert words and words != english, (ident, english)
                        seen += 1
    assert seen >= 10


def test_ctrl_z_after_a_tile_is_turned_up_says_it_was_revealed(make_app):
    """Issue 21 §4, BH-ROOM.2, BH-D.15, BH-D.42: the person explores north and the tile
    turned up waits for its turn to be chosen; Ctrl+Z is refused with the 'revealed'
    reason in the toast, the Undo button is greyed, and the same tile is still in hand."""
    import pygame

    def asks_turn(seed: int) -> bool:
        trial = G().new_game(3, seed, {"today": "06-01"})
        if "explore side=n" not in [str(a) for a in trial.legal_actions()]:
            return False
        trial.apply("explore side=n")
        return trial.pending["kind"] == "turn_tile"

    seed = next(s for s in range(1, 200) if asks_turn(s))
    app, drive = make_app(size=(1280, 720))
    state = G().new_game(3, seed, {"today": "06-01"})
    table = open_at(app, drive, state, humans=(state.active,))
    session = table.session
    explore = G().parse_action("explore side=n")
    session.gesture(explore.source, explore.target)  # what dropping the standee on the door does
    drive.step(3)
    tile = session.state.tile_in_hand
    assert tile is not None and session.seen().pending["kind"] == "turn_tile"
    before = session.state.to_dict()
    app.toast = None
    drive.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert drive.toast() == str(session.undo_refusal()) and "revealed" in drive.toast()
    assert session.state.to_dict() == before and session.state.tile_in_hand == tile
    assert table.top_bar.undo.enabled is False


def test_a_dead_traitors_player_commands_the_monsters_from_the_window(make_app):
    """BH-TRAITOR.5, BH-HTURN.10, BH-D.44, BH-D.48: at the traitor turn of a dead traitor
    (haunt 13, whose effigies play on), its player sees what is left to decide (no moves,
    no figure), clicks "I give the orders", ends the turn, and is asked the monster turn."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from betrayal.scenario import fresh, haunt

    app, drive = make_app(size=(1280, 720))
    s = fresh()
    haunt(s, 13, 0)
    t = s.haunt["traitor"]
    s.exploration.change_trait(t, "might", -8, "test")
    s._run()
    s.steps.clear()
    s.pending = None
    s._push(("haunt_turn", t), ("monster_turn",), ("round_end",))
    s._run()
    s._legal_cache = None
    seats = [SeatInfo(f"P{i + 1}", "human" if i == t else "random") for i in range(s.seats)]
    app.open_table(Session.arranged(s, seats))
    drive.step(3)
    table = app.top
    table.sheet.refresh_buttons()
    assert table.sheet.prompt(table.session.seen()) == app.t("betrayal.ui.prompt_side_turn", name=f"P{t + 1}")
    labels = {a.verb: b for a, b in table.buttons}
    assert set(labels) == {"orders", "end"}
    drive.click(labels["orders"].rect.center)
    assert table.session.state.haunt["by_hand"]
    table.sheet.refresh_buttons()
    drive.click(next(b for a, b in table.buttons if a.verb == "end").rect.center)
    drive.step(5)
    assert table.session.to_act == t and table.session.seen().pending["kind"] == "monsters"


def _secret_choice_at_a_shared_screen(make_app):
    """A Light for the Landing (haunt 24) begun, its traitor to choose in secret where the
    reliquary hides, two people at the screen (the traitor and one hero): (app, drive,
    table, the traitor's seat)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from betrayal.scenario import fresh, haunt, lay

    app, drive = make_app(size=(1280, 720))
    s = fresh()
    lay(s, "junk_room", "ground", 0, -1)
    lay(s, "prayer_room", "ground", 1, 1)
    haunt(s, 24, 0)
    t = s.haunt["traitor"]
    assert s.pending["kind"] == "secret" and s.to_act == t
    seats = [SeatInfo(f"P{i + 1}", "human" if i in (t, (t + 1) % 4) else "random") for i in range(4)]
    app.open_table(Session.arranged(s, seats))
    drive.step(3)
    return app, drive, app.top, t


def test_a_secret_choice_at_a_shared_screen_comes_behind_its_sides_gate(make_app):
    """BH-D.42: in A Light for the Landing (haunt 24) the traitor chooses in secret where the
    reliquary hides. With two people at the screen the choice comes behind a gate ("Pass
    to P1... everyone else, look away"); only then are the rooms offered; once chosen, the
    log says a choice was made, never which room; the traitor's own page shows it."""
    app, drive, table, t = _secret_choice_at_a_shared_screen(make_app)
    assert table.reveal.pages == [("choice", "traitor")]
    table.sheet.refresh_buttons()
    drive.click(table.reveal.page_buttons[0].rect.center)  # Show the choice
    assert table.reveal.pages == []
    table.sheet.refresh_buttons()
    rooms = {a.value: b for a, b in table.buttons if a.verb == "choose"}
    assert set(rooms) == {"junk_room", "prayer_room"}
    drive.click(rooms["prayer_room"].rect.center)
    drive.step(5)
    said = [line for line in (table.describe(e) for e in table.session.log) if line]
    assert any("secret" in line for line in said) and not any("Prayer Room" in line for line in said)
    assert table.reveal._secret_lines(table.session.seen(), "traitor", t) == [
        app.t("betrayal.ui.secret_line", secret=table.names.secret("hiding_place"), room=table.names.room("prayer_room"))]


def test_a_secret_choices_gate_leaves_by_the_menu_never_by_showing_the_choice(make_app):
    """Issue 25 §3: every gate has a way out. The secret choice's gate cannot go back to
    the table (the game waits on the choice, BH-D.42), so Esc and its Menu button open
    the menu over it; closing the menu finds the gate still up, the choice unseen."""
    from tabletop.client.scenes.pausemenu import PauseMenuScene as PauseScene

    app, drive, table, _ = _secret_choice_at_a_shared_screen(make_app)
    assert table.reveal.pages == [("choice", "traitor")]
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    drive.key(pygame.K_ESCAPE)  # the menu closes
    assert app.top is table and table.reveal.pages == [("choice", "traitor")]
    menu = next(b for b in table.reveal.page_buttons if b.label == app.t("table.menu"))
    drive.click(menu.rect.center)
    assert isinstance(app.top, PauseScene)
