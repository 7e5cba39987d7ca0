"""The session (tabletop/controller/session.py): gestures become actions through
the model's gate, events go to `fresh` and `log`, every action is in the save as
soon as it is applied, undo/redo within a player's own moves back to the last
reveal, hot-seat hand-over, and bots on a worker thread."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3

import attrs
import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from tabletop.games.darkmoor.actions import ChooseHorde, ChooseMinion, ChooseSlot, Play
from tabletop.games.darkmoor.places import Hand, Location, Minion, Slot
from tabletop.games.darkmoor.rules import DECK, DECK_SIZE
from tabletop.persistence import SaveStore, SeatInfo, saves_dir

G = games.get("darkmoor")
ADA, BOB = SeatInfo("Ada"), SeatInfo("Bob")
BOT = SeatInfo("Robo", "random")
DRAWN = "That cannot be undone"  # ...: something hidden or random was revealed since.


def uid(seat: int, name: str) -> int:
    return seat * DECK_SIZE + next(i for i, m in enumerate(DECK) if m.id == name)


FAMILIAR = "intriguing_familiar"


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return SaveStore(saves_dir())


def make(store, seats=(ADA, BOB), seed=1, first=0, look=True) -> Session:
    """A new session; with `look`, the person to act has taken the device (a game
    with several people starts behind the pass-the-device curtain)."""
    seats = list(seats)
    state = G.new_game(len(seats), seed, {"first": first, "names": [s.name for s in seats]})
    session = Session(state, seats, store.create(state, seats))
    if look and session.needs_handover():
        session.hand_over(session.to_act)
    return session


def stored(session: Session) -> tuple[list[str], dict, int, int]:
    """What is on disk right now, read with a separate connection: the action texts,
    the snapshot, the turn and the finished flag."""
    # The playing session holds its file; the bytes on disk are read from a copy.
    copy = session.save.path.with_name("stored-copy.db")
    shutil.copyfile(session.save.path, copy)
    db = sqlite3.connect(copy)
    try:
        actions = [row[0] for row in db.execute("SELECT text FROM action ORDER BY idx")]
        snapshot, turn, finished = db.execute("SELECT snapshot, turn, finished FROM save").fetchone()
    finally:
        db.close()
        copy.unlink()
    return actions, json.loads(snapshot), turn, finished


def assert_saved(session: Session) -> None:
    """The save on disk holds exactly the live game."""
    actions, snapshot, turn, finished = stored(session)
    state = session.state
    assert actions == [str(a) for a in state.history]
    assert snapshot == json.loads(json.dumps(state.to_dict()))
    assert turn == state.turn and finished == int(state.is_over)
    replayed = G.replay(state.seed, state.options, actions)
    assert replayed.to_dict() == state.to_dict()


def gesture_for(action) -> tuple[str | None, str]:
    return action.source, action.target


def seed_with(seat: int, name: str, seats: int = 2, first: int | None = None) -> int:
    """A seed whose opening hand for `seat` holds the named card (and others)."""
    for seed in range(500):
        state = G.new_game(seats, seed, {"first": seat if first is None else first})
        if uid(seat, name) in state.hands[seat] and len(state.hands[seat]) > 1:
            return seed
    raise AssertionError("no such seed")


def refusal(session: Session) -> str | None:
    """The reason undo gives, as the words a player reads (None: undo is allowed)."""
    reason = session.undo_refusal()
    return None if reason is None else str(reason)


def snapshot_of(session: Session):
    return (session.state.to_dict(), stored(session), list(session.log), list(session.fresh),
            list(session.redo_stack), session.viewer)


# -- gestures, events and the save ------------------------------------------------------


def test_a_drag_becomes_a_play_with_its_events(store):
    session = make(store)
    opening = list(session.log)
    assert [e["event"] for e in opening][:2] == ["game_started", "hero_revealed"]
    assert not session.fresh
    card = session.view()["hand"][0]
    events = session.gesture(Hand(card), Location(1))
    assert [str(a) for a in session.state.history] == [f"play card={card} loc=1"]
    assert session.state.history[0] == Play(card, 1)
    played = events[0]
    assert played["event"] == "card_played" and played["card"] == card and played["loc"] == 1
    assert played["seat"] == 0
    assert card in session.state.hordes[1] and card not in session.state.hands[0]
    assert list(session.fresh) == events
    assert session.log == opening + events
    assert_saved(session)

    # events pile up in `fresh` until the client takes them
    session.hand_over(1)
    card2 = session.view()["hand"][0]
    more = session.gesture(Hand(card2), Location(0))
    assert list(session.fresh) == events + more
    assert session.log == opening + events + more
    assert_saved(session)


def test_every_kind_of_gesture_in_a_whole_hot_seat_game_is_saved_as_it_happens(store):
    session = make(store, seed=12)
    rng = random.Random(12)
    seen = set()
    while not session.state.is_over:
        if session.needs_handover():
            session.hand_over(session.to_act)
        legal = session.legal_actions()
        assert legal == session.state.legal_actions()
        action = rng.choice(legal)
        before = len(session.state.history)
        events = session.gesture(*gesture_for(action))
        assert events and session.state.history[before:] == [action]
        seen.add(type(action))
        assert_saved(session)
    assert Play in seen
    assert session.state.result["winner"] in (0, 1)
    [entry] = store.entries()
    assert entry.in_use  # the session still holds its file: another copy must not write it
    session.save.close()
    [entry] = store.entries()
    assert entry.finished and entry.error is None and entry.turn == session.state.turn
    loaded, seats, file = store.load(entry.id)
    file.close()
    assert loaded.to_dict() == session.state.to_dict() and seats == [ADA, BOB]
    assert session.log[-1]["event"] == "game_over"
    assert session.legal_actions() == []
    with pytest.raises(IllegalAction):
        session.gesture(None, Location(0))


def test_choices_are_clicks(store):
    """Horde, minion and slot decisions are clicks (source None) on their target."""
    assert ChooseHorde(2).source is None and ChooseHorde(2).target == Location(2)
    assert ChooseMinion(5).target == Minion(5) and ChooseSlot(1).target == Slot(1)
    # find a game that asks for a click, reach it through gestures, then click
    for seed in range(40):
        session = make(store, seed=seed)
        rng = random.Random(seed)
        while not session.state.is_over and session.view()["pending"]["kind"] == "play":
            if session.needs_handover():
                session.hand_over(session.to_act)
            session.gesture(*gesture_for(rng.choice(session.legal_actions())))
        if not session.state.is_over:
            break
        session.close()
    if session.needs_handover():
        session.hand_over(session.to_act)
    pending = session.view()["pending"]
    assert pending["kind"] in ("horde", "minion", "slot")
    place = {"horde": Location, "minion": Minion, "slot": Slot}[pending["kind"]](pending["options"][0])
    with pytest.raises(IllegalAction):  # a click is not a drag
        session.gesture(Hand(0), place)
    session.gesture(None, place)
    assert str(session.state.history[-1]).split()[0] == {"horde": "attack", "minion": "pick",
                                                          "slot": "slot"}[pending["kind"]]
    actions, *_ = stored(session)
    assert actions == [str(a) for a in session.state.history]


# -- refusals leave everything as it was ----------------------------------------------------


def test_illegal_gestures_change_nothing(store):
    session = make(store)
    hand = session.view()["hand"]
    other = session.state.hands[1][0]
    before = snapshot_of(session)
    for source, target in [
        (Hand(hand[0]), Location(9)),  # no such location
        (Hand(other), Location(0)),  # Bob's card
        (Hand(999), Location(0)),
        (None, Slot(0)),  # nothing to choose now
        (None, Minion(hand[0])),
        (None, Location(0)),  # a click where a drag is needed
        (Location(0), Hand(hand[0])),  # backwards
    ]:
        with pytest.raises(IllegalAction) as info:
            session.gesture(source, target)
        assert str(info.value)
        assert snapshot_of(session) == before


def test_out_of_turn_is_refused_and_changes_nothing(store):
    session = make(store)
    card = session.view()["hand"][0]
    session.gesture(Hand(card), Location(0))  # Ada's turn ends with a draw
    assert session.to_act == 1 and session.viewer == 0
    assert session.needs_handover()
    assert session.legal_actions() == []  # Ada must not see Bob's moves
    before = snapshot_of(session)

    bobs = session.state.hands[1][0]
    with pytest.raises(IllegalAction) as info:
        session.gesture(Hand(bobs), Location(0))
    assert "Pass the device to Bob" in str(info.value)
    assert snapshot_of(session) == before

    adas = session.state.hands[0][0]
    with pytest.raises(IllegalAction) as info:
        session.act(Play(adas, 0), seat=0)
    assert "Bob's turn" in str(info.value)
    assert snapshot_of(session) == before

    with pytest.raises(IllegalAction):
        session.hand_over(0)  # not Ada's turn
    assert snapshot_of(session) == before


def test_a_person_cannot_move_for_a_bot(store):
    session = make(store, seats=(ADA, BOT), first=1)
    assert not session.human_to_act() and not session.needs_handover()
    assert session.legal_actions() == []
    before = snapshot_of(session)
    card = session.state.hands[1][0]
    with pytest.raises(IllegalAction) as info:
        session.gesture(Hand(card), Location(0))
    assert "not a person's turn" in str(info.value)
    assert snapshot_of(session) == before
    session.close()


# -- undo and redo ---------------------------------------------------------------------------


def test_undo_back_to_the_last_reveal_then_redo(store):
    """After the Intriguing Familiar's first play (before the extra play) nothing new
    has been seen: the player may take it back; the draw at the end of the turn is a
    reveal, and nothing before it can be taken back."""
    seed = seed_with(0, FAMILIAR)
    session = make(store, seed=seed)
    start = session.state.to_dict()
    familiar = uid(0, FAMILIAR)
    assert refusal(session) == "There is nothing to undo."
    with pytest.raises(IllegalAction):
        session.undo()

    session.gesture(Hand(familiar), Location(2))
    after_familiar = session.state.to_dict()
    pending = session.view()["pending"]
    assert pending["kind"] == "play" and pending["seat"] == 0 and pending["extra"]
    assert refusal(session) is None

    session.fresh.clear()
    session.undo()
    assert session.state.to_dict() == start
    assert session.redo_stack == [Play(familiar, 2)]
    assert session.viewer == 0
    assert not session.fresh
    assert [e["event"] for e in session.log] == [e["event"] for e in session.state.opening_events]
    assert_saved(session)
    assert refusal(session) == "There is nothing to undo."

    session.redo()
    assert session.state.to_dict() == after_familiar
    assert session.redo_stack == []
    assert session.fresh and session.fresh[0]["event"] == "card_played"
    assert_saved(session)
    with pytest.raises(IllegalAction) as info:
        session.redo()
    assert "nothing to redo" in str(info.value)

    # the extra play ends the turn with a draw: from now on nothing can be undone
    extra = next(c for c in session.view()["hand"])
    events = session.gesture(Hand(extra), Location(0))
    assert any(e["event"] == "cards_drawn" for e in events)
    session.hand_over(1)
    assert refusal(session).startswith(DRAWN) and "revealed" in refusal(session)
    before = snapshot_of(session)
    with pytest.raises(IllegalAction) as info:
        session.undo()
    assert str(info.value) == refusal(session)
    assert snapshot_of(session) == before


def test_a_new_action_clears_redo(store):
    seed = seed_with(0, FAMILIAR)
    session = make(store, seed=seed)
    familiar = uid(0, FAMILIAR)
    session.gesture(Hand(familiar), Location(1))
    session.undo()
    assert session.redo_stack
    other = next(c for c in session.view()["hand"] if c != familiar)
    session.gesture(Hand(other), Location(1))
    assert session.redo_stack == []
    with pytest.raises(IllegalAction):
        session.redo()
    assert_saved(session)
    assert [str(a) for a in session.state.history] == [f"play card={other} loc=1"]


def test_undo_is_refused_across_a_draw(store):
    session = make(store, seats=(ADA, BOT))
    card = session.view()["hand"][0]
    events = session.gesture(Hand(card), Location(0))
    assert any(e["event"] == "cards_drawn" for e in events)
    assert session.to_act == 1  # the bot's turn
    assert refusal(session).startswith(DRAWN) and "revealed" in refusal(session)
    before = snapshot_of(session)
    with pytest.raises(IllegalAction) as info:
        session.undo()
    assert str(info.value) == refusal(session)
    assert snapshot_of(session) == before
    session.close()


def test_an_action_that_used_chance_is_an_undo_floor_even_if_no_event_says_so(monkeypatch):
    """Issue 21 §4, the session's safety net: in a game whose reveals were forgotten
    (Prophecy with an empty set), an action during which the game's random generator
    advanced (a battle roll) is still an undo floor, for the 'revealed' reason, and it
    stays one when the game is rebuilt from its moves (undo, reopening). Actions that
    used no chance are not floors: the net does not stop undo where nothing was rolled."""
    from tabletop.games.prophecy import ProphecyState

    blind = attrs.evolve(games.get("prophecy"), reveals=frozenset())
    monkeypatch.setattr(ProphecyState, "game", blind)
    session = Session(blind.new_game(2, 1), [ADA, BOB])
    quiet = 0
    for _ in range(200):
        chance = session.state.rng.state
        session.act(session.state.legal_actions()[0])
        if session.state.rng.state != chance:
            break
        quiet += 1
        assert session.undo_floor < len(session.state.history)
    else:
        raise AssertionError("no action used chance")
    assert quiet > 0  # actions came before it, and none of them was a floor
    rolled = len(session.state.history)
    assert session.undo_floor == rolled
    assert session.undo_refusal().key == "error.undo_revealed"
    with pytest.raises(IllegalAction, match="revealed"):
        session.undo()
    chance = session.state.rng.state
    session.act(session.state.legal_actions()[0])  # a move after it, rolling nothing
    assert session.state.rng.state == chance and session.undo_floor == rolled
    again = Session(blind.replay(1, session.state.options, list(session.state.history)), [ADA, BOB])
    assert again.undo_floor == rolled  # rebuilt from the moves, the floor is where it was


class FamiliarFirst:
    """A bot that plays its Intriguing Familiar when it can (else the first move)."""

    def __init__(self, seat: int) -> None:
        self.card = uid(seat, FAMILIAR)

    def choose(self, view, legal):
        return next((a for a in legal if getattr(a, "card", None) == self.card), legal[0])


def test_undo_is_refused_for_a_bots_move(store):
    seed = seed_with(1, FAMILIAR, first=1)
    session = make(store, seats=(ADA, BOT), seed=seed, first=1)
    session.bots[1] = FamiliarFirst(1)
    assert session.update(0) == []  # the bot starts thinking
    session.wait_for_bot()
    events = session.update(0)
    assert events and events[0]["event"] == "card_played" and events[0]["card"] == uid(1, FAMILIAR)
    assert session.to_act == 1  # its extra play: nothing was revealed yet
    assert refusal(session) == "Only a player's own moves can be undone."
    before = snapshot_of(session)
    with pytest.raises(IllegalAction) as info:
        session.undo()
    assert "own moves" in str(info.value)
    assert snapshot_of(session) == before
    session.close()


def test_undo_still_works_after_reopening_the_save(store):
    seed = seed_with(0, FAMILIAR)
    session = make(store, seed=seed)
    start = session.state.to_dict()
    session.gesture(Hand(uid(0, FAMILIAR)), Location(0))
    session.close()
    [entry] = store.entries()
    state, seats, save = store.load(entry.id)
    again = Session(state, seats, save)
    # A resumed game with two people opens behind the curtain; Ada takes the device.
    assert again.viewer is None and again.needs_handover()
    again.hand_over(again.to_act)
    assert refusal(again) is None
    again.undo()
    assert again.state.to_dict() == start
    assert_saved(again)
    again.close()


# -- hot seat ----------------------------------------------------------------------------------


def test_handover_between_two_people(store):
    session = make(store, first=0, look=False)
    assert session.humans() == [0, 1]
    # Nobody is assumed to be looking: the game opens behind the curtain, no hand shown.
    assert session.viewer is None and session.needs_handover()
    assert session.view()["hand"] is None
    with pytest.raises(IllegalAction, match="Pass the device to Ada"):
        session.gesture(Hand(session.state.hands[0][0]), Location(0))
    session.hand_over(0)
    assert session.viewer == 0 and not session.needs_handover()
    assert session.view()["hand"] == session.state.hands[0]
    card = session.view()["hand"][0]
    session.gesture(Hand(card), Location(0))
    assert session.needs_handover()
    assert session.view()["hand"] == session.state.hands[0]  # still Ada's eyes
    session.hand_over(1)
    assert session.viewer == 1 and not session.needs_handover()
    assert session.view()["hand"] == session.state.hands[1]
    assert session.legal_actions() == session.state.legal_actions()


def test_handover_first_when_the_second_person_starts(store):
    session = make(store, first=1, look=False)
    assert session.viewer is None and session.needs_handover()
    with pytest.raises(IllegalAction):
        session.hand_over(0)  # it is Bob's turn, not Ada's
    session.hand_over(1)
    assert not session.needs_handover()


def test_no_handover_with_one_person(store):
    session = make(store, seats=(ADA, BOT), first=1)
    assert session.viewer == 0 and not session.needs_handover()
    session.close()


def test_one_seat_per_player_is_required(store):
    state = G.new_game(2, 1)
    with pytest.raises(ValueError):
        Session(state, [ADA])


# -- bots --------------------------------------------------------------------------------------


def test_a_person_and_a_random_bot_play_to_the_end(store):
    session = make(store, seats=(ADA, BOT), seed=5, first=1)
    rng = random.Random(5)
    bot_moves = people_moves = 0
    for _ in range(2000):
        if session.state.is_over:
            break
        if session.human_to_act():
            assert not session.needs_handover()
            session.gesture(*gesture_for(rng.choice(session.legal_actions())))
            people_moves += 1
        else:
            before = len(session.state.history)
            assert session.update(0) == []
            assert session.bot_thinking()
            session.wait_for_bot()
            events = session.update(0)
            assert events and len(session.state.history) == before + 1
            assert not session.bot_thinking()
            bot_moves += 1
        assert_saved(session)
    assert session.state.is_over
    assert bot_moves > 3 and people_moves > 3
    assert session.state.result["winner"] in (0, 1)
    assert session.update(0) == []  # nothing more to do
    session.close()
    [entry] = store.entries()
    assert entry.finished


def test_a_bot_waits_for_its_pace(store):
    now = [100.0]
    state = G.new_game(2, 3, {"first": 1})
    session = Session(state, [ADA, BOT], clock=lambda: now[0])
    session.update(500)
    session.wait_for_bot()
    assert session.update(500) == [] and session.state.history == []
    now[0] += 0.499
    assert session.update(500) == [] and session.state.history == []
    now[0] += 0.002
    assert session.update(500) and len(session.state.history) == 1


def test_a_bots_chosen_move_is_dropped_when_it_is_cancelled(store):
    state = G.new_game(2, 3, {"first": 1})
    session = Session(state, [ADA, BOT])
    session.update(0)
    session.wait_for_bot()
    session.cancel_bot()  # its seat changed hands: what it chose is not played
    assert session.update(0) == [] and session.state.history == [] and session.bot_thinking()
    session.wait_for_bot()
    assert session.update(0) and len(session.state.history) == 1


def test_two_bots_play_a_game_without_anybody(store):
    session = make(store, seats=(BOT, SeatInfo("Tin", "random"), SeatInfo("Zinc", "random")), seed=2)
    assert session.viewer is None and session.humans() == []
    for _ in range(5000):
        if session.state.is_over:
            break
        session.update(0)
        session.wait_for_bot()
    assert session.state.is_over
    assert_saved(session)
    session.close()


# -- a rule that raises (issue 8 §3) ---------------------------------------------------------


def test_a_rule_fault_is_reported_with_seed_and_moves_and_changes_nothing(store, monkeypatch, tmp_path):
    from tabletop.engine.errors import RuleFault
    from tabletop.persistence import reports

    session = make(store)
    rng = random.Random(3)
    session.gesture(*gesture_for(rng.choice(session.legal_actions())))
    if session.needs_handover():
        session.hand_over(session.to_act)
    before, saved = session.state.to_dict(), stored(session)[0]
    state_class = type(session.state)
    real = state_class._resolve
    bad = session.legal_actions()[0]

    def broken(self, action):
        real(self, action)  # half-way: the state is already changed
        if action == bad:
            raise KeyError("a bug in a rule")

    monkeypatch.setattr(state_class, "_resolve", broken)
    with pytest.raises(RuleFault) as fault:
        session.gesture(*gesture_for(bad))
    assert session.state.to_dict() == before and stored(session)[0] == saved
    report = json.loads(fault.value.report_path.read_text(encoding="utf-8"))
    assert fault.value.report_path.parent == reports.reports_dir()
    assert report["seed"] == session.state.seed and report["actions"] == saved
    monkeypatch.setattr(state_class, "_resolve", real)
    session.gesture(*gesture_for(session.legal_actions()[0]))  # the game goes on
    assert len(session.state.history) == 2
    session.close()


def test_a_bot_whose_move_hits_a_rule_fault_chooses_another(store, monkeypatch):
    from tabletop.engine.errors import RuleFault

    state = G.new_game(2, 8, {"first": 1})
    seats = [ADA, SeatInfo("Bot", "random")]
    session = Session(state, seats, store.create(state, seats))
    state_class = type(session.state)
    real = state_class._resolve
    bad = str(session.state.legal_actions()[0])

    def broken(self, action):
        if str(action) == bad:
            raise RuntimeError("a bug in a rule")
        real(self, action)

    monkeypatch.setattr(state_class, "_resolve", broken)
    monkeypatch.setattr(session.bots[1], "choose", lambda view, legal: legal[0])
    for _ in range(3):
        session.update(0)
        session.wait_for_bot()
        if session.update(0):
            break
    assert len(session.state.history) == 1 and str(session.state.history[0]) != bad
    assert isinstance(session.last_fault, RuleFault)
    session.close()


def test_an_arranged_position_is_taken_as_it_is_and_nothing_before_it_undoes():
    """A benchmark's busy table is arranged, not played to: the session takes it
    unchanged and refuses to undo past it."""
    from tabletop.games.comanauts.positions import busy_turn_position

    state = busy_turn_position()
    before = state.to_dict()
    session = Session.arranged(state, [SeatInfo(f"Bot {i}", "random") for i in range(4)])
    assert session.state is state and session.state.to_dict() == before
    assert session.undo_refusal() is not None and session.save is None
    for _ in range(6):  # bots play on from it
        session.update(0)
        session.wait_for_bot()
        session.update(0)
    assert len(session.state.history) > len(before["history"])
