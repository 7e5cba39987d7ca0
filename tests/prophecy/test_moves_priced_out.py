"""A way to move the seat cannot pay for (PR-MOVE.2-4: a horse or a boat costs 1 gold,
a Magic Portal 2) is listed by the model with its price, shown in the view while the
move is asked, and refused saying what is short; a space some affordable way reaches
is never listed (issue 24 §3: options you cannot afford show greyed with their price)."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalAction
from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.actions import Move
from tabletop.games.prophecy.rules import BOAT_COST, HORSE_COST, PORTAL_COST

from seeded_search import find


def _asked_to_move(state) -> bool:
    p = state.pending
    return p is not None and p["kind"] == "move"


def _broke_at_a_port(state) -> bool:  # no gold, on a space with a port: horse and boat priced out
    return _asked_to_move(state) and state.gold[state.active] == 0 and lib.SPACES[state.space[state.active]].port


def test_pr_move_2_3_no_gold_lists_every_horse_and_boat_way_with_its_price():
    state = find("prophecy", 3, _broke_at_a_port, seeds=range(1, 300), most=2000)
    seat, here = state.active, state.space[state.active]
    dear = state.moves_priced_out(seat)
    on_foot = {(here + d) % lib.RING for d in (-1, 1)}
    wanted = {(here + d) % lib.RING for d in (-2, 2)} | set(lib.sea_neighbours(here))
    assert {o["space"] for o in dear} == wanted - on_foot
    for offer in dear:
        assert offer["short"] == "gold" and offer["has"] == 0
        assert offer["need"] == {"horse": HORSE_COST, "boat": BOAT_COST}[offer["how"]]
        assert offer["action"] == str(Move(offer["space"], offer["how"]))
    assert state.view(seat)["priced_out"] == dear  # what the table greys


def test_pr_move_2_a_way_too_dear_is_refused_saying_what_is_short_and_nothing_changes():
    state = find("prophecy", 3, _broke_at_a_port, seeds=range(1, 300), most=2000)
    seat = state.active
    offer = state.moves_priced_out(seat)[0]
    before = state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Move(offer["space"], offer["how"]), seat=seat)
    assert refused.value.key == "prophecy.error.short_gold"
    assert refused.value.values == {"name": state.seat_name(seat), "has": 0, "need": offer["need"]}
    assert state.to_dict() == before


def test_pr_move_4_a_portal_with_one_gold_is_priced_out_and_the_horse_is_not():
    state = find("prophecy", 3, lambda s: _asked_to_move(s) and s.gold[s.active] == 1
                 and s.space[s.active] in lib.PORTALS, seeds=range(1, 400), most=3000)
    seat, here = state.active, state.space[state.active]
    dear = state.moves_priced_out(seat)
    assert {o["how"] for o in dear} == {"portal"}
    reached = {o["space"] for o in state.move_options(seat)}
    assert {o["space"] for o in dear} == set(lib.PORTALS) - {here} - reached
    assert all(o["need"] == PORTAL_COST and o["has"] == 1 for o in dear)


def test_with_gold_enough_nothing_is_priced_out_and_other_decisions_list_no_ways():
    state = find("prophecy", 3, lambda s: _asked_to_move(s) and s.gold[s.active] >= PORTAL_COST)
    assert state.moves_priced_out(state.active) == []
    state = find("prophecy", 3, lambda s: s.pending is not None and s.pending["kind"] == "declare")
    assert state.view(state.active)["priced_out"] == []
