"""The conformance suite: what every registered game must do (DESIGN.md).

It runs against `tabletop.games.names()`, so a new game gets it for free:
random legal play ends within a bound; illegal and out-of-turn actions are refused
with the state unchanged; to_dict/from_dict and replay reproduce the state
exactly; components are conserved; view(seat) hides what that seat may not see;
actions round-trip through their text and their gesture; actions with wrong-typed
fields are refused; a rule that raises half-way is rolled back.
"""

from __future__ import annotations

import copy
import json

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tabletop.games
from tabletop.engine import IllegalAction, InvalidActionText, Rng, RuleFault, SaveError
from tabletop.engine.actions import INT_HIGH, INT_LOW, WORD_MAX

GAMES = tabletop.games.names()
MAX_ACTIONS = 3000  # no game of ours needs anywhere near this many decisions
SEEDS = range(6)


def table_sizes(game):
    return range(game.min_seats, game.max_seats + 1)


def random_play(game, seats, seed, on_step=None):
    """Play a whole game with uniformly random legal actions."""
    state = game.new_game(seats, seed)
    rng = Rng(seed + 99)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        legal = state.legal_actions()
        assert legal, "a game that is not over must offer its player at least one action"
        action = legal[rng.below(len(legal))]
        if on_step:
            on_step(state, action)
        state.apply(action)
    raise AssertionError(f"{game.name} did not end within {MAX_ACTIONS} actions (seed {seed})")


@pytest.mark.parametrize("name", GAMES)
def test_random_play_always_ends_with_a_result(name):
    game = tabletop.games.get(name)
    for seats in table_sizes(game):
        for seed in SEEDS:
            state = random_play(game, seats, seed)
            assert state.is_over and state.to_act is None and state.legal_actions() == []
            result = state.result
            assert isinstance(result["winners"], list)
            assert all(0 <= w < seats for w in result["winners"])
            with pytest.raises(IllegalAction, match="over"):
                state.apply(state.history[-1])


@pytest.mark.parametrize("name", GAMES)
def test_illegal_and_out_of_turn_actions_leave_the_state_untouched(name):
    game = tabletop.games.get(name)
    seats = game.max_seats
    seen_actions = []
    checked = 0

    def probe(state, action):
        nonlocal checked
        before = json.dumps(state.to_dict(), sort_keys=True)
        legal = state.legal_actions()
        # Out of turn: the right action from the wrong seat.
        wrong = (state.to_act + 1) % seats
        with pytest.raises(IllegalAction):
            state.apply(action, seat=wrong)
        # Actions that were legal at some other moment but are not now.
        for old in seen_actions[-40:]:
            if old not in legal:
                with pytest.raises(IllegalAction):
                    state.apply(old)
                checked += 1
        for text in ("", "no-such-verb", str(action) + " extra=1"):
            with pytest.raises(InvalidActionText):
                state.apply(text)
        with pytest.raises(IllegalAction):
            state.apply(object())
        assert json.dumps(state.to_dict(), sort_keys=True) == before
        assert state.legal_actions() == legal
        seen_actions.append(action)

    random_play(game, seats, 3, probe)
    assert checked > 0, "the probe never tried a stale action"


@pytest.mark.parametrize("name", GAMES)
def test_fast_legality_check_agrees_with_the_legal_list(name):
    game = tabletop.games.get(name)
    pool = []

    def probe(state, action):
        legal = set(state.legal_actions())
        for candidate in pool[-60:] + list(legal):
            assert state._is_legal(candidate) == (candidate in legal), str(candidate)
        pool.append(action)

    random_play(game, game.max_seats, 4, probe)


@pytest.mark.parametrize("name", GAMES)
def test_save_load_and_replay_reproduce_the_state_exactly(name):
    game = tabletop.games.get(name)
    for seats in table_sizes(game):

        def probe(state, action):
            data = state.to_dict()
            text = json.dumps(data)  # plain data: JSON can hold it, and gives it back unchanged
            assert json.loads(text) == data
            loaded = game.from_dict(json.loads(text))
            assert loaded.to_dict() == data
            assert loaded.legal_actions() == state.legal_actions()
            # The loaded copy carries on exactly like the original.
            twin = game.from_dict(json.loads(text))
            twin.apply(str(action))

        state = random_play(game, seats, 11, probe)
        replayed = game.replay(state.seed, state.options, [str(a) for a in state.history])
        assert replayed.to_dict() == state.to_dict()


@pytest.mark.parametrize("name", GAMES)
def test_corrupt_saves_are_refused_whole(name):
    game = tabletop.games.get(name)
    state = game.new_game(game.min_seats, 5)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    good = state.to_dict()
    broken = [
        {**good, "format": 999},
        {**good, "game": "another-game"},
        {**good, "history": ["not an action"]},
        {**good, "rng": "x"},
        {k: v for k, v in good.items() if k != "state"},
        # every field of the game's own state, each missing in turn
        *({**good, "state": {k: v for k, v in good["state"].items() if k != field}} for field in good["state"]),
        {**good, "state": "garbage"},
    ]
    for data in broken:
        with pytest.raises(SaveError):
            game.from_dict(data)


@pytest.mark.parametrize("name", GAMES)
def test_components_are_conserved(name):
    game = tabletop.games.get(name)
    for seats in table_sizes(game):
        first = game.new_game(seats, 21).components()

        def probe(state, action):
            assert state.components() == first

        end = random_play(game, seats, 21, probe)
        assert end.components() == first


@pytest.mark.parametrize("name", GAMES)
def test_view_hides_what_a_seat_may_not_see(name):
    """A seat's view must not change when only what it cannot see changes. The
    game's determinize() re-deals everything hidden from that seat; the view from
    the re-dealt state must be the same, while the states themselves differ."""
    game = tabletop.games.get(name)
    assert game.determinize is not None
    rng = Rng(8)
    differed = 0

    def probe(state, action):
        nonlocal differed
        for seat in range(state.seats):
            view = state.view(seat)
            json.dumps(view)  # plain data
            other = game.determinize(view, rng)
            assert _public(other.view(seat)) == _public(view)
            if other._state_dict() != state._state_dict():
                differed += 1

    random_play(game, game.max_seats, 9, probe)
    assert differed > 0, "determinize never re-dealt anything, so the check proved nothing"


def _public(view):
    return json.loads(json.dumps(view, sort_keys=True))


@pytest.mark.parametrize("name", GAMES)
def test_actions_round_trip_through_text_and_gesture(name):
    game = tabletop.games.get(name)

    def probe(state, action):
        legal = state.legal_actions()
        for candidate in legal:
            assert game.parse_action(str(candidate)) == candidate
        found = state.find_gesture_action(action.source, action.target)
        assert found == action

    random_play(game, game.max_seats, 13, probe)


@pytest.mark.parametrize("name", GAMES)
def test_same_seed_same_game_different_seed_different_game(name):
    game = tabletop.games.get(name)
    a = game.new_game(game.max_seats, 77).to_dict()
    b = game.new_game(game.max_seats, 77).to_dict()
    c = game.new_game(game.max_seats, 78).to_dict()
    assert a == b
    assert a["state"] != c["state"]


@pytest.mark.parametrize("name", GAMES)
def test_bad_table_sizes_and_seeds_are_refused(name):
    game = tabletop.games.get(name)
    for seats in (game.min_seats - 1, game.max_seats + 1, "2"):
        with pytest.raises(ValueError):
            game.new_game(seats, 1)
    with pytest.raises(ValueError):
        game.new_game(game.min_seats, "seed")
    with pytest.raises(ValueError):
        game.new_game(game.min_seats, 1, {"no_such_option": True})


# -- malformed actions never reach the rules ---------------------------------------

_ANY_WRONG = st.one_of(st.none(), st.booleans(), st.binary(max_size=3), st.lists(st.integers(), max_size=2),
                       st.floats(allow_nan=True))
_SPLITTERS = st.sampled_from([" ", "=", "\n", "\t", "\r", "\x00", "\x1f", "\xa0", "\u2028", "\u3000"])


def wrong_values(field):
    """Values of the wrong type or out of bounds for an action field, from its
    annotation (int or str) and declared range: the same for every game."""
    if field.type in (int, "int"):
        low, high = field.metadata.get("range", (INT_LOW, INT_HIGH))
        return st.one_of(_ANY_WRONG, st.text(max_size=4), st.integers(-5, 80).map(float),
                         st.integers(max_value=low - 1), st.integers(min_value=high + 1),
                         st.just(10**5000))
    return st.one_of(_ANY_WRONG, st.integers(), st.just(""),
                     st.text(min_size=WORD_MAX + 1, max_size=WORD_MAX + 9),
                     st.tuples(st.text(max_size=3), _SPLITTERS, st.text(max_size=3)).map("".join))


def a_position(game, data):
    """A position of a random game, after up to 80 random legal actions."""
    seats = data.draw(st.integers(game.min_seats, game.max_seats))
    state = game.new_game(seats, data.draw(st.integers(0, 50)))
    rng = Rng(data.draw(st.integers(0, 50)))
    for _ in range(data.draw(st.integers(0, 80))):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_wrong_typed_action_fields_are_refused_and_change_nothing(name, data):
    """For every kind of action of the game, each field given a wrong-typed or
    out-of-range value (the rest taken from a legal action of that kind when there
    is one) is refused, by construction or by the gate, and the state is untouched.
    The gate also refuses seats that are not seats."""
    game = tabletop.games.get(name)
    state = a_position(game, data)
    before = json.dumps(state.to_dict(), sort_keys=True)
    legal = state.legal_actions()
    for cls in game.action_kinds.values():
        fields = attrs.fields(cls)
        if not fields:
            continue
        like = next((a for a in legal if type(a) is cls), None)
        if like is not None:
            good = {f.name: getattr(like, f.name) for f in fields}
        else:  # the lowest int a field takes, or a plain word
            good = {f.name: f.metadata.get("range", (INT_LOW, 0))[0] if f.type in (int, "int") else "x"
                    for f in fields}
        field = data.draw(st.sampled_from(fields), label=f"{cls.verb} field")
        bad = data.draw(wrong_values(field), label=f"{cls.verb}.{field.name}")
        try:
            action = cls(**{**good, field.name: bad})
        except InvalidActionText as exc:
            assert len(str(exc)) < 300, str(exc)
        else:
            with pytest.raises(IllegalAction):
                state.apply(action)
    if legal:
        bad_seat = data.draw(st.one_of(st.just(-1), st.just(state.seats), st.booleans(),
                                       st.text(max_size=3), st.just(10**5000), st.floats()))
        with pytest.raises(IllegalAction):
            state.apply(legal[0], seat=bad_seat)
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    assert state.legal_actions() == legal


# -- a rule that raises is rolled back --------------------------------------------

class Fault(Exception):
    """The bug planted in a rule by the rollback test."""


def plant_fault(monkeypatch, game):
    """Make the next action's rules raise half-way: right after its first event
    (the state already partly changed, and a stray attribute added), or at the end
    of _resolve if it emits none. Returns a switch: the fault fires once, then the
    rules behave again."""
    cls = game.state_class
    armed = {"on": False}
    real_resolve, real_emit = cls._resolve, cls._emit

    def fire(state):
        if armed["on"]:
            armed["on"] = False
            state.planted = True
            raise Fault("a planted bug")

    def emit(self, *args, **kwargs):
        real_emit(self, *args, **kwargs)
        fire(self)

    def resolve(self, action):
        real_resolve(self, action)
        fire(self)

    monkeypatch.setattr(cls, "_emit", emit)
    monkeypatch.setattr(cls, "_resolve", resolve)
    return armed


def every_field(state):
    """Everything a state holds (its Rng by value), but the engine's note of where to
    rebuild it from, which the first action may take."""
    return {k: (v.state if isinstance(v, Rng) else v) for k, v in vars(state).items() if k != "_origin"}


def fault_and_check(subject, armed, how):
    """Plant a fault in one legal action of `subject` and check it is rolled back."""
    legal = subject.legal_actions()
    chosen = legal[len(subject.history) % len(legal)]
    data, fields = subject.to_dict(), copy.deepcopy(every_field(subject))
    armed["on"] = True
    with pytest.raises(RuleFault) as caught:
        subject.apply(chosen)
    assert not armed["on"], "the planted bug did not fire"
    fault = caught.value
    assert isinstance(fault, IllegalAction) and fault.key == "error.rule_fault"
    report = fault.report
    assert report["restored"] is True, how
    assert report["game"] == subject.game.name
    assert (report["seed"], report["options"]) == (subject.seed, subject.options)
    assert report["actions"] == [str(a) for a in subject.history] and report["action"] == str(chosen)
    assert report["error"] == {"type": "Fault", "message": "a planted bug"}
    assert "a planted bug" in report["traceback"]
    assert (report["snapshot"] is None) == (how == "new_game")
    json.dumps(report)  # plain data, for a bug report
    assert subject.to_dict() == data, how
    assert every_field(subject) == fields, how
    assert subject.legal_actions() == legal


def play_out(state, seed, on_step=None):
    rng = Rng(seed)
    while not state.is_over:
        if on_step:
            on_step(state)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


@pytest.mark.parametrize("name", GAMES)
def test_a_rule_that_raises_half_way_is_rolled_back(name, monkeypatch):
    """The gate's promise holds against our own bugs: when a rule raises while an
    action resolves, apply raises RuleFault (an IllegalAction) carrying a report
    with the seed and actions, the state is exactly as before (to_dict and every
    field), and the game plays on, through a second fault, to the same end as an
    untouched copy. Checked for states made by new_game, loaded by from_dict and
    sampled by determinize."""
    game = tabletop.games.get(name)
    armed = plant_fault(monkeypatch, game)
    faults = 0

    def probe(state, action):
        nonlocal faults
        if len(state.history) not in (0, 5, 20, 60, 150):
            return
        made = [("new_game", state), ("from_dict", game.from_dict(json.loads(json.dumps(state.to_dict())))),
                ("determinize", game.determinize(state.view(state.to_act), Rng(len(state.history))))]
        for how, subject in made:
            twin = copy.deepcopy(subject)
            fault_and_check(subject, armed, how)
            # It plays on to the same end as the untouched copy, surviving another
            # fault on the way (the real game also goes on with the random play).
            ahead = subject if how != "new_game" else copy.deepcopy(subject)
            start = len(ahead.history)

            def again(s):
                if len(s.history) == start + 3:
                    fault_and_check(s, armed, how)

            seed = len(state.history)
            assert play_out(ahead, seed, again).to_dict() == play_out(twin, seed).to_dict(), how
        faults += 1

    end = random_play(game, game.max_seats, 17, probe)
    assert faults >= 3 and end.is_over


@pytest.mark.parametrize("name", GAMES)
def test_a_loaded_state_shares_nothing_with_the_data_it_came_from(name):
    """Playing a state made by from_dict (or by a bot's determinize from a view)
    never changes the data it was made from: a strong bot plays many samples of
    one view, and a shared list once spoiled the view for the next sample."""
    game = tabletop.games.get(name)
    for seed in SEEDS:
        state = game.new_game(game.max_seats, seed)
        rng = Rng(seed)
        for _ in range(3):
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        data = state.to_dict()
        frozen = json.dumps(data, sort_keys=True)
        loaded = game.from_dict(data)
        while not loaded.is_over and len(loaded.history) < 200:
            legal = loaded.legal_actions()
            loaded.apply(legal[rng.below(len(legal))])
        assert json.dumps(data, sort_keys=True) == frozen
        if game.determinize is not None:
            view = state.view(state.to_act)
            frozen_view = json.dumps(view, sort_keys=True, default=str)
            sample = game.determinize(view, Rng(seed))
            while not sample.is_over and len(sample.history) < 200:
                legal = sample.legal_actions()
                sample.apply(legal[rng.below(len(legal))])
            assert json.dumps(view, sort_keys=True, default=str) == frozen_view


BOT_SEEDS = (5008, 5020, 1, 2, 3, 4)  # Comanauts once reached a state here that did not load again


@pytest.mark.parametrize("name", GAMES)
def test_every_state_of_strong_bot_games_round_trips_to_the_end(name):
    """Issue 9 §5: whatever position the model reaches, bots playing included, its
    save loads again: every state of strong-bot games, to the very last one, goes
    through to_dict, JSON and from_dict unchanged."""
    from tabletop.ai import make_bot

    game = tabletop.games.get(name)
    for seed in BOT_SEEDS:
        seats = max(game.min_seats, 2)
        state = game.new_game(seats, seed)
        bots = [make_bot("strong", game, seed + s, iterations=8) for s in range(seats)]
        for _ in range(MAX_ACTIONS):
            data = json.loads(json.dumps(state.to_dict()))
            assert game.from_dict(data).to_dict() == data, (seed, len(state.history))
            if state.is_over:
                break
            seat = state.to_act
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        assert state.is_over
