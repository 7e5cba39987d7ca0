"""Every haunt, played from its reveal to its end by bots on both sides for several
seeds and player counts: no position without a legal action, the game ends, and
neither side's hidden text reaches the other side's view (BH-D.41-42, BH-D.49)."""

from __future__ import annotations

import json

import pytest

from tabletop.ai.betrayal_bot import BetrayalBot
from tabletop.engine.rng import Rng
from tabletop.games.betrayal import GAME
from tabletop.games.betrayal.rules import HAUNTS

MOST = 4000


def explored(players: int, seed: int, turns: int = 12):
    """A game after a few exploring turns by bots (the house has some rooms)."""
    state = GAME.new_game(players, seed, {"today": "06-01"})
    bots = [BetrayalBot(GAME, seed * 7 + k) for k in range(players)]
    while state.turn <= turns and not state.haunted and not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state, bots


def reveal(state, number: int, seed: int) -> None:
    """Start haunt `number` as the chart would, from the active explorer's room."""
    rng = Rng(seed)
    revealer = rng.below(state.n)
    state.steps.clear()
    state.pending = None
    state.haunting.start_haunt(number, revealer, "bite", state.room[revealer])
    state._run()


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_each_haunt_plays_to_its_end_with_bots_on_both_sides(number):
    """BH-END.1, BH-END.4, BH-D.49, BH-HTURN.1-4, BH-D.43: from the reveal, hero
    turns, the traitor turn and the monster turn follow until a side wins."""
    sides = set()
    for players, seed in ((3, 1), (4, 2), (5, 3), (6, 4), (4, 5), (3, 6)):
        state, bots = explored(players, seed)
        if state.is_over:
            continue
        if not state.haunted:
            reveal(state, number, seed)
        for _ in range(MOST):
            if state.is_over:
                break
            seat = state.to_act
            legal = state.legal_actions()
            assert legal, (number, players, seed, state.pending)
            state.apply(bots[seat].choose(state.view(seat), legal))
        assert state.is_over, (number, players, seed, state.haunt)
        if state.final.get("haunt") == HAUNTS[number].id:
            sides.add(state.final["side"])
    assert sides, f"haunt {number} was never played to its end"


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_a_sides_text_never_reaches_the_other_sides_view(number):
    """BH-D.41, BH-D.42, BH-SECRET.1: the traitor's text is in no hero's view, the
    heroes' text in no traitor's view, and neither in a spectator's."""
    haunt = HAUNTS[number]
    state, bots = explored(4, 11)
    if state.haunted or state.is_over:
        pytest.skip("the chart's haunt came first")
    reveal(state, number, 11)
    for _ in range(200):
        if state.is_over:
            break
        for seat in range(state.n):
            seen = json.dumps(state.view(seat))
            other = haunt.heroes if state.side[seat] == "traitor" else haunt.traitor_side
            assert other.text not in seen and other.if_you_win not in seen, (number, seat)
        spectator = json.dumps(state.view(None))
        assert haunt.heroes.text not in spectator and haunt.traitor_side.text not in spectator
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
