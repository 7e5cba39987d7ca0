"""Whole games played with random legal actions: whatever happens, dice are d6, no
component appears or vanishes, saves round-trip, and the team wins or loses as one."""

import random

import pytest

from tabletop.games.comanauts import GAME
from tabletop.games.comanauts.actions import EndActions

from .scenario import OPTIONS

GAMES = [(2, 11), (3, 12), (4, 13), (2, 14), (2, 15), (2, 16), (3, 17), (4, 18), (2, 19), (3, 20)]


def play(seats, seed, steps=2000, check_every=25):
    rnd = random.Random(seed)
    state = GAME.new_game(seats, seed, {**OPTIONS, "auto_defend": seed % 2 == 0})
    start = state.components()
    faces = []
    for i in range(steps):
        if state.is_over:
            break
        actions = state.legal_actions()
        assert actions, f"no legal action at {state.pending}"
        # End the actions now and then, so turns (and threat) go round.
        if state.pending["kind"] == "actions" and rnd.random() < 0.3:
            action = EndActions()
        else:
            action = rnd.choice(actions)
        events = state.apply(action)
        for e in events:
            if e["event"] in ("dice_rolled", "clarity_rolled"):
                faces += e["faces"]
            elif e["event"] in ("die_rerolled", "enemy_activated") and "face" in e:
                faces.append(e["face"])
        if i % check_every == 0:
            assert state.components() == start
            again = GAME.from_dict(state.to_dict())
            assert again.to_dict() == state.to_dict()
    return state, start, faces


@pytest.mark.parametrize("seats,seed", GAMES)
def test_random_games_keep_the_rules_invariants(seats, seed):
    """CO-D.24, CO-GAME.1, CO-END.1, CO-END.2: every roll is a six-sided die (1-6);
    components are conserved; a finished game names all sheets winners or none."""
    state, start, faces = play(seats, seed)
    assert state.components() == start
    assert faces and set(faces) <= {1, 2, 3, 4, 5, 6}
    if state.is_over:
        assert state.result["winners"] in ([], list(range(seats)))
        assert state.legal_actions() == []
