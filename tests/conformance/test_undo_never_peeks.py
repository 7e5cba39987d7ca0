"""Undo never peeks (issue 21 §4), for every registered game.

Undo stops at an action whose events include a kind in `game.reveals` (the session's
undo floor). So an action after which a seat may see something it could not know
before (a card or tile turned up, a die rolled, a hidden thing shown) must say so
with such an event: otherwise a player could look, take the move back and choose
again.

The check: before an action, re-deal everything the acting seat cannot see
(`game.determinize(view, rng)`, which also gives the sample its own random
generator, so dice and shuffles differ too), carry out the same action on the real
state and on the re-dealt one, and compare that seat's views afterwards. Views that
may differ mean the action can show the seat something new, so its real events must
include a reveal. Positions come from random play and from strong bots' play, a
bounded number per game. Fixed content (an Adventure Book page, a Legacy card) is the
same in every sample, so this check cannot see it being read: those reads have
tests of their own in each game's folder.
"""

from __future__ import annotations

import json

import pytest

import tabletop.games
from tabletop.controller.session import Session
from tabletop.engine import IllegalAction, Rng
from tabletop.persistence import SeatInfo

GAMES = tabletop.games.names()
RANDOM_POSITIONS = 1500  # random-play positions checked per game, over as many seeds as it takes
RANDOM_GAME_CAP = 600  # actions of one random game at most (a long game stops there)
BOT_SEEDS = (3, 8)
BOT_GAME_CAP = 150
SESSION_CASES = 2  # revealing actions per game also played through a Session


def _public(view):
    return json.loads(json.dumps(view, sort_keys=True))


def view_differences(a, b, path: str = "") -> list[str]:
    """The keys (dotted, a few levels deep) where two normalised views differ."""
    if a == b:
        return []
    if isinstance(a, dict) and isinstance(b, dict) and path.count(".") < 2:
        found = []
        for key in sorted(set(a) | set(b), key=str):
            found += view_differences(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
        return found
    return [path or "(the whole view)"]


class RevealCheck:
    """Checks one game's actions, one at a time, against a re-dealt sample."""

    def __init__(self, game, rng_seed: int) -> None:
        self.game = game
        self.rng = Rng(rng_seed)
        self.checked = 0
        self.differed = 0  # actions after which the views differed (all of them reveals)
        self.sessions = 0

    def apply(self, state, action) -> list[dict]:
        """Apply `action` to `state` (the real game), checking it on a re-dealt sample."""
        game, seat = self.game, state.to_act
        view = state.view(seat)
        sample = game.determinize(view, self.rng)
        history = list(state.history)
        events = state.apply(action)
        kinds = sorted({e["event"] for e in events})
        where = (f"{game.name}: action '{action}' (seed {state.seed}, {state.seats} seats, after "
                 f"{len(history)} actions, seat {seat})")
        try:
            sample.apply(action)
        except IllegalAction as exc:
            pytest.fail(f"{where} is refused once what seat {seat} cannot see is re-dealt, so its legality "
                        f"depends on something hidden: {exc}")
        differences = view_differences(_public(state.view(seat)), _public(sample.view(seat)))
        self.checked += 1
        if not differences:
            return events
        self.differed += 1
        revealed = [k for k in kinds if k in game.reveals]
        assert revealed, (
            f"{where} can show seat {seat} something it could not know before (its view differs, once what it "
            f"cannot see is re-dealt, at: {', '.join(differences[:12])}), but none of its events "
            f"({', '.join(kinds) or 'none'}) is in {game.name}'s reveals, so undo could take it back and peek.")
        if self.sessions < SESSION_CASES:
            self.sessions += 1
            self.undo_is_refused_after(state, history, action)
        return events

    def undo_is_refused_after(self, state, history, action) -> None:
        """The session's side: the same action taken at a table of people is not undone."""
        options = dict(state.options)
        before = self.game.replay(state.seed, options, history)
        session = Session(before, [SeatInfo(f"P{s + 1}") for s in range(state.seats)])
        session.act(action)
        refusal = session.undo_refusal()
        assert refusal is not None and refusal.key == "error.undo_revealed", \
            f"{self.game.name}: after '{action}' (seed {state.seed}) undo is not refused as revealing: {refusal}"
        with pytest.raises(IllegalAction, match="revealed"):
            session.undo()
        assert session.state.to_dict() == state.to_dict()


def _random_positions(check: RevealCheck) -> None:
    game = check.game
    seed = 0
    while check.checked < RANDOM_POSITIONS:
        seats = (game.min_seats, game.max_seats)[seed % 2]
        state = game.new_game(seats, seed)
        pick = Rng(seed + 99)
        for _ in range(RANDOM_GAME_CAP):
            if state.is_over or check.checked >= RANDOM_POSITIONS:
                break
            legal = state.legal_actions()
            check.apply(state, legal[pick.below(len(legal))])
        seed += 1


def _bot_positions(check: RevealCheck) -> None:
    from tabletop.ai import make_bot

    game = check.game
    for seed in BOT_SEEDS:
        seats = max(game.min_seats, 2)
        state = game.new_game(seats, seed)
        bots = [make_bot("strong", game, seed + s, iterations=8) for s in range(seats)]
        for _ in range(BOT_GAME_CAP):
            if state.is_over:
                break
            seat = state.to_act
            check.apply(state, bots[seat].choose(state.view(seat), state.legal_actions()))


@pytest.mark.parametrize("name", GAMES)
def test_an_action_that_can_show_the_acting_seat_something_new_is_a_reveal(name):
    """Issue 21 §4: during random and strong-bot play, an action after which the acting
    seat's view depends on what it could not see before (re-dealt by determinize, dice
    included) emits an event in `game.reveals`; a few of them are also played through
    a Session of people, where undo is then refused for the 'revealed' reason."""
    game = tabletop.games.get(name)
    check = RevealCheck(game, rng_seed=21)
    _random_positions(check)
    _bot_positions(check)
    assert check.checked >= RANDOM_POSITIONS
    assert check.differed > 0 and check.sessions == SESSION_CASES, \
        f"{name}: no action ever showed anything new, so the check proved nothing"


def test_view_differences_name_the_keys():
    """The failure message's keys: nested dicts are named down to three levels."""
    a = {"hand": [1], "public": {"tile": "x", "deep": {"a": {"b": 1}}}, "same": 0}
    b = {"hand": [2], "public": {"tile": "y", "deep": {"a": {"b": 2}}}, "same": 0}
    assert view_differences(a, b) == ["hand", "public.deep.a", "public.tile"]
    assert view_differences(a, a) == []
