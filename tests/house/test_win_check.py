"""The win is checked after every step (BH-END.4, BH-D.49) except after the steps that
state.py's UNCHANGING and QUIET_IN_HAUNT name and the answers QUIET_ANSWERS names,
whose promise is held here: run by the loop (never given an answer), a step of
UNCHANGING changes nothing but the stack and the question asked; run once the haunt
has begun, a step of QUIET_IN_HAUNT, or a step given a quiet answer, changes nothing
but those, the turn's bookkeeping and whose turn it is, none of which an objective
reads. So the check made after the step before still holds."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine.rng import Rng
from tabletop.games.house.state import HouseState

#: what a step of UNCHANGING may change: the stack, the question, and nothing else
ALLOWED = {"steps", "pending"}
#: what a step of QUIET_IN_HAUNT may change besides: whose turn it is and the turn's
#: own bookkeeping (haunt_play.py's conditions read none of them)
TURN = {"active", "attacked", "acted", "spaces_moved", "stopped", "used", "omens_this_turn", "moves", "left_start"}


def _fields(state, leave_out: set[str]) -> dict:
    return {k: v for k, v in state.to_dict()["state"].items() if k not in leave_out}


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_steps_after_which_the_win_is_not_checked_change_nothing_it_reads(name, monkeypatch):
    game = games.get(name)
    table = game.state_class.step_registry.calls
    seen: dict[str, int] = {}

    def watched(step_name, call):
        function, owner = call

        def run(target, *args, **kwargs):
            state = target if owner is None else target.state
            if "choice" in kwargs:  # an answer: only a quiet one (QUIET_ANSWERS) is held to it
                if type(kwargs["choice"]) not in HouseState.QUIET_ANSWERS or state.haunt is None:
                    return function(target, *args, **kwargs)
                quiet, name = True, f"answer {type(kwargs['choice']).__name__}"
            elif step_name in HouseState.UNCHANGING or step_name in HouseState.QUIET_IN_HAUNT:
                quiet, name = step_name in HouseState.QUIET_IN_HAUNT, step_name
                if quiet and state.haunt is None:
                    return function(target, *args, **kwargs)  # before the haunt
            else:
                return function(target, *args, **kwargs)
            leave_out = ALLOWED | TURN if quiet else ALLOWED
            before, rng, events = _fields(state, leave_out), state.rng.state, len(state._events)
            function(target, *args, **kwargs)
            assert _fields(state, leave_out) == before and state.rng.state == rng, name
            assert quiet or len(state._events) == events, name
            seen[name] = seen.get(name, 0) + 1
        return run, owner

    for step_name in list(table):
        monkeypatch.setitem(table, step_name, watched(step_name, table[step_name]))
    for seed in range(6):
        state = game.new_game(game.max_seats if seed % 2 else game.min_seats, 500 + seed)
        rng = Rng(seed)
        while not state.is_over and len(state.history) < 1500:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    # every one was met (a queued check_win is seldom run: the loop finds the state checked)
    assert (HouseState.UNCHANGING | HouseState.QUIET_IN_HAUNT) - {"check_win", "pick_more"} <= set(seen)
    assert {f"answer {cls.__name__}" for cls in HouseState.QUIET_ANSWERS} <= set(seen)
