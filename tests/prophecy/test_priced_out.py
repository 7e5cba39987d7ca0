"""What the seat cannot pay for is listed by the model with its price, shown in the view
while it is asked, and refused saying what is short (issue 24 §3: options you cannot
afford show greyed with their price): a way to move (PR-MOVE.2-4: a horse or a boat
costs 1 gold, a Magic Portal 2; a space some affordable way reaches is never listed),
an Opportunity's use (PR-ADV.5, PR-D.31), and a Creature's '?' rule, which is not
asked but told (PR-COMBAT.9, PR-D.29)."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine import IllegalAction
from tabletop.engine.actions import Choose
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


def _opportunity_priced_out(state) -> bool:
    p = state.pending
    return p is not None and p["kind"] == "opportunity" and p["options"] == ["leave"]


def test_pr_adv_5_an_opportunity_priced_out_lists_its_use_with_what_is_short():
    state = find("prophecy", 3, _opportunity_priced_out, seeds=range(1, 300), most=2000)
    seat, card = state.active, lib.adventure(state.pending["card"])
    [offer] = state.view(seat)["priced_out"]
    assert offer["action"] == str(Choose("use"))
    need = {"gold": card.cost.gold, "magic_cost": card.cost.magic, "xp_cost": card.cost.xp,
            "health": card.cost.health, "strength": card.min_strength, "willpower": card.min_willpower}
    assert offer["need"] == need[offer["short"]] and offer["has"] < offer["need"]
    before = state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Choose("use"), seat=seat)
    assert refused.value.key == f"prophecy.error.short_{offer['short']}"
    assert refused.value.values == {"name": state.seat_name(seat), "has": offer["has"], "need": offer["need"]}
    assert state.to_dict() == before


def _facing_a_paid_rule(state) -> bool:
    """A battle about to begin against a Creature whose '?' rule has a price."""
    step = state.steps[-1] if state.steps else None
    return step is not None and step[0] == "special_rule" and step[2] == "ask" \
        and bool(lib.adventure(step[1]).special.cost)


def test_pr_combat_9_a_rule_the_seat_cannot_pay_for_is_not_asked_but_told():
    game = games.get("prophecy")
    for seed in range(1, 400):
        try:
            state = find("prophecy", 3, _facing_a_paid_rule, seeds=[seed], most=3000)
        except AssertionError:
            continue
        seat, uid = state.active, state.steps[-1][1]
        cost = lib.adventure(uid).special.cost
        if state.gold[seat] >= cost.gold:
            continue
        poor = game.from_dict(state.to_dict())
        events = poor.apply(poor.legal_actions()[0])  # whatever it is, the rule's step runs next
        told = [e for e in events if e["event"] == "priced_out"]
        assert told and told[0]["card"] == lib.adventure(uid).id and told[0]["seat"] == seat
        assert told[0]["offers"] == [{"action": str(Choose("pay")), "short": "gold", "need": cost.gold,
                                      "has": state.gold[seat]}]
        assert poor.pending is None or poor.pending["kind"] != "special"
        return
    raise AssertionError("no seeded battle against a '?' rule the seat could not pay for")
