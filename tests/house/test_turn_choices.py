"""BH-TURN, BH-D.44: the turn's choices and the monsters' orders are offered each once
(both are kept as made, without looking for repeats), and after a save and a load a
turn offers the same."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine.rng import Rng


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_no_choice_of_a_turn_nor_order_is_offered_twice_and_a_loaded_game_offers_the_same(name):
    game = games.get(name)
    turns = orders = 0
    for seed in range(4):
        state = game.new_game(game.max_seats if seed % 2 else game.min_seats, 900 + seed)
        rng = Rng(seed)
        while not state.is_over:
            legal = state.legal_actions()
            if state.pending["kind"] == "explore":
                turns += 1
                assert len(set(legal)) == len(legal), [a for a in legal if legal.count(a) > 1]
                if turns % 50 == 0:
                    assert game.from_dict(state.to_dict()).legal_actions() == legal
            elif state.pending["kind"] == "monsters":
                orders += 1
                assert len(set(legal)) == len(legal), [a for a in legal if legal.count(a) > 1]
            state.apply(legal[rng.below(len(legal))])
    assert orders > 0  # the traitor's player gave orders by hand
    assert turns > 200  # enough turns, haunts among them, to have met the haunt's own choices
