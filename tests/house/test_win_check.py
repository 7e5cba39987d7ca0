"""The win is checked after every step (BH-END.4, BH-D.49) except after the steps that
state.py's UNCHANGING names, whose promise is held here: run by the loop (never given
an answer), such a step changes nothing but the stack and the question asked, so the
check made after the step before it still holds."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine.rng import Rng
from tabletop.games.house.state import HouseState

#: what a step of UNCHANGING may change: the stack, the question, and nothing else
ALLOWED = {"steps", "pending"}


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_unchanging_steps_change_nothing_but_the_stack_and_the_question(name, monkeypatch):
    game = games.get(name)
    table = game.state_class.step_registry.functions
    seen: dict[str, int] = {}

    def watched(step_name, function):
        def run(state, *args, **kwargs):
            if "choice" in kwargs:  # an answer (engine/steps.py's _answer), not the loop's run
                return function(state, *args, **kwargs)
            before = {k: v for k, v in state.to_dict()["state"].items() if k not in ALLOWED}
            rng, events = state.rng.state, len(state._events)
            function(state, *args, **kwargs)
            after = {k: v for k, v in state.to_dict()["state"].items() if k not in ALLOWED}
            assert after == before and state.rng.state == rng and len(state._events) == events, step_name
            seen[step_name] = seen.get(step_name, 0) + 1
        return run

    for step_name in HouseState.UNCHANGING:
        monkeypatch.setitem(table, step_name, watched(step_name, table[step_name]))
    for seed in range(8):
        state = game.new_game(game.max_seats if seed % 2 else game.min_seats, 500 + seed)
        rng = Rng(seed)
        while not state.is_over and len(state.history) < 1500:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    # every one was met (a queued check_win is seldom run: the loop finds the state checked)
    assert HouseState.UNCHANGING - {"check_win", "pick_more"} <= set(seen)
