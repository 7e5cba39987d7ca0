"""BH-SETUP.2, BH-D.2: each seat may choose its explorer at set-up; the seats left
"random" are dealt a side of a card no seat chose; no two seats share a card."""

from __future__ import annotations

import pytest

from .scenario import EXPLORERS, G

BY_ID = {e.id: e for e in EXPLORERS}


@pytest.mark.parametrize("seed", range(1, 9))
def test_chosen_seats_keep_their_explorer_and_the_rest_come_from_other_cards(seed):
    chosen = ["random", "june_abernathy", "random", "random", "hank_doyle"]
    state = G.new_game(5, seed, {"explorers": chosen})
    assert state.explorers[1] == "june_abernathy" and state.explorers[4] == "hank_doyle"
    cards = [BY_ID[e].card for e in state.explorers]
    assert len(set(cards)) == 5
    again = G.new_game(5, seed, {"explorers": chosen})
    assert again.explorers == state.explorers, "the deal follows the seed"


def test_every_seat_chosen_is_played_as_chosen():
    chosen = ["tobias_crane", "eli_navarro", "hank_doyle"]
    assert G.new_game(3, 4, {"explorers": chosen}).explorers == chosen


@pytest.mark.parametrize("chosen", [["tobias_crane", "marguerite_holloway", "random"],
                                    ["random", "hank_doyle", "hank_doyle"]])
def test_one_card_cannot_be_two_seats_explorers(chosen):
    with pytest.raises(ValueError, match="same card"):
        G.new_game(3, 1, {"explorers": chosen})
