"""Retreat to Darkmoor played in the window, only through posted mouse and key
events on the real loop: from the menu through New game, the hot-seat curtains,
dragging cards onto lit locations and clicking choices, to the results screen."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from tabletop import games
from tabletop.client.games.darkmoor.table import DarkmoorTable
from tabletop.client.scenes import newgame
from tabletop.client.scenes.curtain import CurtainScene
from tabletop.client.scenes.menu import MenuScene
from tabletop.client.scenes.newgame import NewGameScene
from tabletop.client.scenes.results import ResultsScene
from tabletop.games.darkmoor.actions import ChooseHorde, ChooseMinion, ChooseSlot, EndTurn, Play
from tabletop.games.darkmoor.places import Location
from tabletop.games.darkmoor.rules import DECK, DECK_SIZE

G = games.get("darkmoor")
NAMES = ["Player 1", "Player 2"]  # the New game screen's default names
DRAWN = "That cannot be undone"  # ...: something hidden or random was revealed since.
FAMILIAR = next(i for i, m in enumerate(DECK) if m.id == "intriguing_familiar")


def fix_seed(monkeypatch, seed: int) -> None:
    """The New game screen seeds from the clock; the tests pin it."""
    monkeypatch.setattr(newgame, "time", SimpleNamespace(time_ns=lambda: seed))


def opening(seed: int):
    """The game the New game screen makes with its defaults and this seed."""
    return G.new_game(2, seed, {"first": "random", "sides": "random", "names": NAMES, "confirm": [0, 1]})


# -- where to point ---------------------------------------------------------------------------


def hand_point(scene: DarkmoorTable, uid: int) -> tuple[int, int]:
    """A point on the visible part of a hand card (cards to its right overlap it)."""
    rects = sorted(scene.hand_rects.items(), key=lambda item: item[1].x)
    for i, (card, rect) in enumerate(rects):
        if card == uid:
            right = rect.right
            if i + 1 < len(rects):
                right = min(right, rects[i + 1][1].x)
            return ((rect.x + right) // 2, rect.centery)
    raise AssertionError(f"card {uid} is not drawn in the hand")


def minion_point(scene: DarkmoorTable, uid: int) -> tuple[int, int]:
    """A point on the visible strip of a minion in a horde (the front is on top)."""
    for loc, horde in enumerate(scene.session.view()["hordes"]):
        if uid in horde:
            rect = scene.L.slot(loc, horde.index(uid))
            return (rect.centerx, rect.top + min(scene.L.step, rect.height) // 2)
    raise AssertionError(f"minion {uid} is not in a horde")


def start_game(app, drive) -> None:
    """Menu -> New game -> Start, with two people (the screen's default)."""
    assert isinstance(app.top, MenuScene)
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert scene.seat_count == 2
    assert [scene.kinds[s] for s in range(2)] == [0, 0]  # both human
    drive.click(scene.start.rect.center, frames=3)


def new_table(app, drive) -> DarkmoorTable:
    """Menu -> New game -> Start, and past the curtain: the table."""
    start_game(app, drive)
    pass_curtains(app, drive)
    assert isinstance(app.top, DarkmoorTable)
    return app.top


def pass_curtains(app, drive) -> int:
    """Click 'I am <name>' on the curtain, if there is one; returns how many."""
    count = 0
    while isinstance(app.top, CurtainScene):
        curtain = app.top
        seat = curtain.seat
        assert curtain.button.label == f"I am {curtain.session.name(seat)}"
        drive.click(curtain.button.rect.center, frames=3)
        assert curtain.session.viewer == seat
        count += 1
        assert count < 3
    return count


def one_move(app, drive, rng) -> object:
    """The player at the table makes one legal move with the mouse; returns it."""
    scene = app.top
    assert isinstance(scene, DarkmoorTable)
    session = scene.session
    view = session.view()
    pending = view["pending"]
    assert pending is not None and pending["seat"] == session.viewer and session.human_to_act()
    history = len(session.state.history)
    kind = pending["kind"]
    if kind == "play":
        card = rng.choice(view["hand"])
        loc = rng.choice(pending["options"])
        drive.drag(hand_point(scene, card), scene.L.column(loc).center)
        expected = Play(card, loc)
    elif kind == "horde":
        loc = rng.choice(pending["options"])
        drive.click(scene.L.column(loc).center)
        expected = ChooseHorde(loc)
    elif kind == "confirm":  # people confirm their turns (the default)
        drive.click(scene.end_turn.rect.center)
        expected = EndTurn()
    elif kind == "minion":
        uid = rng.choice(pending["options"])
        drive.click(minion_point(scene, uid))
        expected = ChooseMinion(uid)
    else:
        buttons = dict(scene._slot_buttons())
        assert sorted(buttons) == sorted(pending["options"])
        slot = rng.choice(pending["options"])
        drive.click(buttons[slot].center)
        expected = ChooseSlot(slot)
    assert len(session.state.history) == history + 1, (kind, app.toast)
    assert session.state.history[-1] == expected
    return expected


# -- the whole game -----------------------------------------------------------------------------


# Seeds whose games (with the moves `one_move` picks) ask for every kind of decision.
@pytest.mark.parametrize("seed", [1, 4])
def test_a_whole_hot_seat_game_from_the_menu_to_the_results(make_app, monkeypatch, seed):
    fix_seed(monkeypatch, seed)
    app, drive = make_app((1280, 720))
    start_game(app, drive)
    assert isinstance(app.top, (DarkmoorTable, CurtainScene))
    table = app.scenes[1]
    assert isinstance(table, DarkmoorTable)
    session = table.session
    assert session.state.to_dict() == opening(seed).to_dict()
    assert [session.name(s) for s in range(2)] == NAMES

    rng = random.Random(seed)
    curtains = 0
    kinds = set()
    for _ in range(400):
        if isinstance(app.top, ResultsScene):
            break
        drive.read_cards()  # a hero revealed by the last move is read first
        curtains += pass_curtains(app, drive)
        if isinstance(app.top, ResultsScene):
            break
        kinds.add(type(one_move(app, drive, rng)))
        drive.step(2)
    assert isinstance(app.top, ResultsScene), drive.scenes()
    assert drive.scenes() == ["MenuScene", "ResultsScene"]
    assert kinds == {Play, ChooseHorde, ChooseMinion, ChooseSlot, EndTurn}
    assert curtains >= session.state.turn - 2  # the device changed hands every turn

    result = session.state.result
    assert app.top.session is session
    winner = result["winner"]
    assert result["winners"] == [winner]
    assert result["scores"][winner] == max(result["scores"])
    # the same moves, replayed without the window, give the same result
    replayed = G.replay(seed, session.state.options, list(session.state.history))
    assert replayed.result == result

    [entry] = app.store.entries()
    assert entry.error is None and entry.finished is True
    assert entry.turn == session.state.turn
    loaded, seats, save = app.store.load(entry.id)
    save.close()
    assert loaded.result == result and [s.name for s in seats] == NAMES
    assert app.store.latest_unfinished() is None

    # the results screen draws, and leads back to a menu with nothing to continue
    drive.step()
    drive.click(app.top.buttons[1].rect.center)
    assert drive.scenes() == ["MenuScene"]
    assert app.top.buttons[1].enabled is False


# -- mistakes and messages ---------------------------------------------------------------------


def test_a_drop_off_the_locations_slides_back_and_says_so(make_app, monkeypatch):
    fix_seed(monkeypatch, 31)
    app, drive = make_app(speed=1.0)
    scene = new_table(app, drive)
    assert isinstance(scene, DarkmoorTable)
    session = scene.session
    before = session.state.to_dict()
    card = session.view()["hand"][0]
    start = hand_point(scene, card)

    # pick the card up: every location lights up as a drop target
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 20, start[1] - 30),
                                         rel=(20, -30), buttons=(1, 0, 0)))
    drive.step()
    assert scene.drag_drop.drag == card
    assert scene.drag_targets == {Location(i) for i in range(len(session.view()["locations"]))}

    # and drop it on the side panel, where nothing is lit
    target = scene.L.side.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    drive.step()
    assert scene.drag_drop.drag is None
    assert scene.slides.busy  # sliding home
    assert card in scene.hidden()
    assert drive.toast() == "Drop the card on a lit-up location."
    assert session.state.to_dict() == before
    drive.step(30)
    assert not scene.slides.busy
    assert session.view()["hand"][0] == card and card in scene.hand_rects
    assert session.state.to_dict() == before
    session.save.close()  # the table holds its save; read what is on disk
    actions = app.store.load(app.store.entries()[0].id)
    actions[2].close()
    assert actions[0].history == []


def test_ctrl_z_says_why_it_cannot_undo(make_app, monkeypatch):
    fix_seed(monkeypatch, 5)
    app, drive = make_app()
    scene = new_table(app, drive)
    session = scene.session
    drive.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert drive.toast() == "There is nothing to undo."
    assert session.state.history == []
    assert scene.top_bar.undo.enabled is False

    one_move(app, drive, random.Random(1))
    while session.view()["pending"]["seat"] == session.viewer and session.state.to_act == session.viewer:
        one_move(app, drive, random.Random(2))  # finish the turn
    drive.step(3)
    pass_curtains(app, drive)
    before = session.state.to_dict()
    app.toast = None
    drive.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert drive.toast().startswith(DRAWN) and "revealed" in drive.toast()
    assert drive.toast() == str(session.undo_refusal())
    assert session.state.to_dict() == before
    assert scene.top_bar.undo.enabled is False


def familiar_seed() -> tuple[int, int]:
    """A seed whose first player holds the Intriguing Familiar (and another card)."""
    for seed in range(1000):
        state = opening(seed)
        seat = state.to_act
        card = seat * DECK_SIZE + FAMILIAR
        if card in state.hands[seat]:
            state.apply(Play(card, 0))
            if state.to_act == seat:
                return seed, card
    raise AssertionError("no seed found")


def test_undo_redo_then_escape_and_continue_reopen_the_same_game(make_app, monkeypatch):
    seed, familiar = familiar_seed()
    fix_seed(monkeypatch, seed)
    app, drive = make_app()
    scene = new_table(app, drive)
    session = scene.session
    start = session.state.to_dict()

    drive.drag(hand_point(scene, familiar), scene.L.column(0).center)
    assert [str(a) for a in session.state.history] == [f"play card={familiar} loc=0"]
    played = session.state.to_dict()
    assert session.view()["pending"]["extra"] is True
    drive.step()
    assert scene.top_bar.undo.enabled is True

    drive.key(pygame.K_z, pygame.KMOD_LCTRL)  # take the Familiar back
    assert session.state.to_dict() == start
    assert familiar in session.view()["hand"]
    drive.key(pygame.K_y, pygame.KMOD_LCTRL)  # and play it again
    assert session.state.to_dict() == played

    drive.key(pygame.K_ESCAPE)  # the game menu: Save and quit
    assert drive.scenes() == ["MenuScene", "DarkmoorTable", "PauseMenuScene"]
    drive.click(app.top.quit.rect.center)
    assert drive.scenes() == ["MenuScene"]
    menu = app.top
    assert menu.buttons[1].enabled is True
    assert menu.latest is not None and menu.latest.turn == session.state.turn
    drive.click(menu.buttons[1].rect.center, frames=3)
    pass_curtains(app, drive)
    assert drive.scenes() == ["MenuScene", "DarkmoorTable"]
    again = app.top
    assert again is not scene
    assert again.session.state.to_dict() == played
    assert again.session.view()["pending"]["extra"] is True
    assert again.session.undo_refusal() is None  # the undo survives reopening

    # and the game goes on from there with the mouse
    rng = random.Random(3)
    one_move(app, drive, rng)
    assert len(again.session.state.history) == 2


def test_the_number_keys_play_a_card_too(make_app, monkeypatch):
    fix_seed(monkeypatch, 8)
    app, drive = make_app()
    scene = new_table(app, drive)
    session = scene.session
    hand = session.view()["hand"]
    drive.key(pygame.K_2)
    assert scene.selected == hand[1]
    drive.key(pygame.K_3)
    assert session.state.history == [Play(hand[1], 2)]


def test_messages_at_the_table_are_in_the_players_language(make_app, monkeypatch):
    fix_seed(monkeypatch, 12)
    app, drive = make_app(language="es", speed=1.0)
    assert app.top.buttons[0].label == "Nueva partida"
    start_game(app, drive)
    while isinstance(app.top, CurtainScene):
        assert app.top.button.label.startswith("Soy ")
        drive.click(app.top.button.rect.center, frames=3)
    scene = app.top
    session = scene.session
    drive.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert drive.toast() != "There is nothing to undo."
    assert "deshacer" in drive.toast()
    card = session.view()["hand"][0]
    drive.drag(hand_point(scene, card), scene.L.hero_deck.center)
    assert drive.toast() == "Suelta la carta en una ubicación iluminada."
    assert session.state.history == []


def test_a_person_against_a_bot_from_the_menu_to_the_results(make_app, monkeypatch):
    """One person and a random bot: no curtain ever, the bot's moves come through
    the loop, and the person plays with the mouse."""
    fix_seed(monkeypatch, 4)
    app, drive = make_app()
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    plays_as = scene.rows[3]  # seat 2's "Plays as"
    drive.click(plays_as.rect.move(-4, 0).midright)
    assert scene.kinds[1] == 1  # a random bot
    drive.click(scene.start.rect.center, frames=3)
    table = app.scenes[1]
    session = table.session
    assert [s.kind for s in session.seats] == ["human", "random"]
    rng = random.Random(4)
    people = 0
    for _ in range(3000):
        assert not isinstance(app.top, CurtainScene)
        if isinstance(app.top, ResultsScene):
            break
        drive.read_cards()
        if session.human_to_act() and not session.fresh and not table.playback.busy:
            one_move(app, drive, rng)
            people += 1
        drive.step()
        session.wait_for_bot()
    assert isinstance(app.top, ResultsScene)
    assert people > 3
    bot_moves = len(session.state.history) - people
    assert bot_moves > 3
    [entry] = app.store.entries()
    assert entry.finished and [s.kind for s in entry.seats] == ["human", "random"]



def test_a_confirmed_turn_can_be_undone_until_it_is_ended(make_app, monkeypatch):
    """The turn is not final until the person ends it (on by default for people):
    the play can be taken back with Ctrl+Z, and End turn (or Enter) then lets the
    peril check and the draw happen, after which Undo is refused."""
    fix_seed(monkeypatch, 5)
    app, drive = make_app()
    scene = new_table(app, drive)
    session = scene.session
    before = session.state.to_dict()
    played = one_move(app, drive, random.Random(1))
    assert isinstance(played, Play)
    while session.view()["pending"]["kind"] != "confirm":
        one_move(app, drive, random.Random(2))  # an ability's choices, if any
    assert session.view()["pending"]["seat"] == session.viewer  # the turn waits for its player
    drive.step(20)
    assert scene._confirming() and scene.top_bar.undo.enabled
    while session.state.history:
        drive.key(pygame.K_z, pygame.KMOD_LCTRL, frames=4)
    assert session.state.to_dict() == before  # the whole turn taken back
    one_move(app, drive, random.Random(1))
    while session.view()["pending"]["kind"] != "confirm":
        one_move(app, drive, random.Random(2))
    drive.step(20)
    drive.key(pygame.K_RETURN, frames=4)
    assert str(session.state.history[-1]) == "end"
    assert session.state.to_act != session.viewer or session.state.is_over


def test_a_bot_waits_longer_after_big_news(make_app, monkeypatch):
    """Issue 10 §2: after an attack or a reveal, a bot's next move waits the bot pace
    plus BIG_NEWS_PAUSE_MS, so bots' turns can be followed (a pace of 0 stays 0)."""
    from tabletop.client.scenes import tablebase

    app, drive = make_app()
    app.settings.bot_pace_ms = 700
    state = G.new_game(2, 3, {"first": 0})
    from tabletop.controller.session import Session
    from tabletop.persistence import SeatInfo

    session = Session(state, [SeatInfo("Bot 1", "random"), SeatInfo("Bot 2", "random")])
    app.open_table(session)
    table = app.top
    asked = []
    monkeypatch.setattr(session, "update", lambda pace: asked.append(pace) or [])
    table._big_news = True
    drive.step()
    table._big_news = False
    drive.step()
    assert asked[:2] == [700 + tablebase.BIG_NEWS_PAUSE_MS, 700]
