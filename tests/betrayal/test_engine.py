"""Refusals, replay and saves (BH-D.3: seed + options + actions replay the same game)."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalAction

from .scenario import G, fresh, haunt


def played(seed, steps=60):
    s = fresh(seed=seed)
    actions = []
    for k in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        action = legal[(k * 7 + seed) % len(legal)]
        actions.append(str(action))
        s.apply(action)
    return s, actions


@pytest.mark.parametrize("seed", [3, 4])
def test_seed_and_actions_replay_exactly(seed):
    """BH-D.3: replaying seed + options + actions gives the very same state."""
    s, actions = played(seed)
    again = G.replay(s.seed, s.options, actions)
    assert again.to_dict() == s.to_dict()


def test_a_save_round_trips_and_plays_on_the_same():
    """A saved game (mid-haunt) loads equal and continues identically."""
    s, _ = played(5, 30)
    if not s.haunted:
        haunt(s, 1, s.active)
    data = s.to_dict()
    loaded = G.from_dict(data)
    assert loaded.to_dict() == data
    action = s.legal_actions()[0]
    s.apply(action)
    loaded.apply(action)
    assert loaded.to_dict() == s.to_dict()


def test_a_refused_action_changes_nothing_and_says_why():
    """BH-MOVE.1, BH-D.13: an illegal move, a wrong seat and an action of another kind
    are refused with a message; the state is untouched."""
    s = fresh()
    before = s.to_dict()
    for action, seat in (("move room=basement_landing", None), ("end", (s.active + 1) % 4),
                         ("choose value=0", None)):
        with pytest.raises(IllegalAction) as err:
            s.apply(action, seat)
        assert str(err.value)
        assert s.to_dict() == before
