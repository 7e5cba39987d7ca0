"""The conformance suite: what every registered game must do (DESIGN.md).

It runs against `tabletop.games.names()`, so a new game gets it for free:
random legal play ends within a bound; illegal and out-of-turn actions are refused
with the state unchanged; to_dict/from_dict and replay reproduce the state
exactly; components are conserved; view(seat) hides what that seat may not see;
actions round-trip through their text and their gesture.
"""

from __future__ import annotations

import json

import pytest

import tabletop.games
from tabletop.engine import IllegalAction, InvalidActionText, Rng, SaveError

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
