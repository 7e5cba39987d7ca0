"""Step 2: movement (PR-MOVE) and where Adventure cards meet you (PR-ADV.2-4)."""

import pytest

from tabletop.engine import IllegalAction
from tabletop.games.prophecy import library as lib

from .scenario import at_move, clear_board, first, kind, legal, names, new, player, put


def _options(s):
    return {(o["space"], o["how"]): o["cost"] for o in s.pending["options"]}


def test_foot_and_horse_options_and_costs():
    """PR-MOVE.1, PR-MOVE.2, PR-MOVE.6, PR-D.13, PR-TURN.2: on foot 1 left or right for free;
    by horse exactly 2 left or right for 1 gold; or stay (the ring wraps round)."""
    s = new(3, 1)
    player(s, 0, gold=3)
    at_move(s, 0, 1)  # a Plains space with no port or portal
    assert _options(s) == {(0, "foot"): 0, (2, "foot"): 0, (23, "horse"): 1, (3, "horse"): 1}
    assert "stay" in legal(s)


def test_no_gold_no_horse():
    """PR-MOVE.2, PR-D.16: with 0 gold only the foot moves and staying are offered."""
    s = new(3, 1)
    player(s, 0, gold=0)
    at_move(s, 0, 1)
    assert set(_options(s)) == {(0, "foot"), (2, "foot")}
    with pytest.raises(IllegalAction):
        s.apply("move space=3 how=horse")


def test_horse_pays_one_gold_and_ignores_the_passed_space():
    """PR-MOVE.2, PR-ADV.3, PR-D.13: riding 2 spaces costs 1 gold; the Creature on the space
    passed over does not fight you."""
    s = new(3, 2)
    clear_board(s)
    put(s, 2, "cave_bear")
    player(s, 0, gold=3)
    at_move(s, 0, 1)
    ev = s.apply("move space=3 how=horse")
    e = first(ev, "moved")
    assert (e["from"], e["to"], e["how"], e["cost"]) == (1, 3, "horse", 1)
    assert s.gold[0] == 2 and s.space[0] == 3
    assert "battle_started" not in names(ev)


def test_boat_to_neighbouring_ports_only_for_one_gold():
    """PR-MOVE.3, PR-D.33: on a port, the boat goes to the next port each way along the
    sea route for 1 gold; not to a port further on; not from a non-port space."""
    s = new(3, 3)
    clear_board(s)
    route = list(lib.SEA_ROUTE)
    here = route[1]
    player(s, 0, gold=1)
    at_move(s, 0, here)
    boats = {sp for (sp, how) in _options(s) if how == "boat"}
    assert boats == {route[0], route[2]}
    assert route[3] not in boats
    ev = s.apply(f"move space={route[2]} how=boat")
    assert s.space[0] == route[2] and s.gold[0] == 0 and first(ev, "moved")["cost"] == 1
    s2 = new(3, 3)
    player(s2, 0, gold=5)
    at_move(s2, 0, 1)
    assert not any(how == "boat" for (_sp, how) in _options(s2))


def test_portal_to_any_other_portal_for_two_gold():
    """PR-MOVE.4: on a Magic Portal, pay 2 gold to go to any other portal; 1 gold is not enough."""
    s = new(3, 4)
    clear_board(s)
    here, *others = lib.PORTALS
    player(s, 0, gold=2)
    at_move(s, 0, here)
    assert {sp for (sp, how) in _options(s) if how == "portal"} == set(others)
    s.apply(f"move space={others[-1]} how=portal")
    assert s.space[0] == others[-1] and s.gold[0] == 0
    s2 = new(3, 4)
    player(s2, 0, gold=1)
    at_move(s2, 0, here)
    assert not any(how == "portal" for (_sp, how) in _options(s2))


def test_one_move_per_turn():
    """PR-MOVE.5, PR-TURN.3: after one move the turn goes on to step 3, never to a second move."""
    s = new(3, 5)
    clear_board(s)
    put(s, 2, "buried_chest")
    at_move(s, 0, 1)
    s.apply("move space=2 how=foot")
    assert s.moved == "foot" and kind(s) == "opportunity"
    assert not any(a.verb in ("move", "stay") for a in s.legal_actions())
    ev = s.apply("choose value=leave")
    mine = ev[:names(ev).index("turn_ended") + 1]
    assert "moved" not in names(mine) and first(ev, "turn_started")["seat"] == 1


def test_staying_is_not_moving_and_ends_movement_here():
    """PR-MOVE.6, PR-D.14, PR-ADV.4: staying emits 'stayed' and meets the card you stand on."""
    s = new(3, 6)
    clear_board(s)
    put(s, 1, "grey_wolves")
    at_move(s, 0, 1)
    ev = s.apply("stay")
    assert first(ev, "stayed")["space"] == 1 and s.moved == "stay"
    assert first(ev, "battle_started")["card"] == "grey_wolves"
    assert kind(s) == "declare"


def test_the_card_where_movement_ends_affects_you_not_where_it_starts():
    """PR-ADV.2, PR-ADV.3, PR-ADV.4: moving away from a Creature does not fight it; the
    Opportunity on the space where you end is offered."""
    s = new(3, 7)
    clear_board(s)
    put(s, 1, "cave_bear")
    opp = put(s, 2, "buried_chest")
    at_move(s, 0, 1)
    ev = s.apply("move space=2 how=foot")
    assert "battle_started" not in names(ev)
    assert kind(s) == "opportunity" and s.pending["card"] == opp


def test_moving_away_from_an_opportunity_leaves_it():
    """PR-ADV.4: you cannot use the card where you start and then move away: moving on
    offers nothing of it, and it stays."""
    s = new(3, 8)
    clear_board(s)
    opp = put(s, 1, "buried_chest")
    at_move(s, 0, 1)
    ev = s.apply("move space=0 how=foot")
    assert "opportunity_used" not in names(ev) and kind(s) != "opportunity"
    assert s.board[1] == opp


def test_characters_share_spaces_without_interacting():
    """PR-D.28: moving onto another character's space does nothing to either."""
    s = new(3, 9)
    clear_board(s)
    player(s, 1, space=2)
    before = (s.red[1], s.gold[1], s.xp[1])
    at_move(s, 0, 1)
    ev = s.apply("move space=2 how=foot")
    assert s.space[0] == s.space[1] == 2
    assert before == (s.red[1], s.gold[1], s.xp[1])
    mine = ev[:names(ev).index("turn_ended")]
    assert all(e["seat"] == 0 for e in mine)


def test_giant_spider_bites_when_you_start_on_it_and_move_away():
    """PR-ADV.3, PR-D.30: starting on the Giant Spider and moving away costs 1 Health (its
    authored exception); the Spider stays."""
    s = new(3, 10)
    clear_board(s)
    spider = put(s, 1, "giant_spider")
    player(s, 0, red=4, red_lost=0)
    at_move(s, 0, 1)
    ev = s.apply("move space=0 how=foot")
    assert first(ev, "spider_bites")["space"] == 1
    assert (s.red[0], s.red_lost[0]) == (3, 1)
    assert s.board[1] == spider


def test_giant_spider_does_not_bite_one_who_only_passes():
    """PR-ADV.3, PR-D.30: riding past the Spider, or ending on it, is no bite."""
    s = new(3, 11)
    clear_board(s)
    put(s, 2, "giant_spider")
    player(s, 0, red=4, gold=2)
    at_move(s, 0, 1)
    ev = s.apply("move space=3 how=horse")
    assert "spider_bites" not in names(ev) and s.red[0] == 4


def test_giant_spider_bite_comes_before_the_next_encounter():
    """PR-D.30, PR-ADV.3, PR-CUBE.2, PR-LOSS.4: the bite happens as you move away, so a
    Creature on the space you reach is fought with the Health (Strength) already lost."""
    s = new(3, 12)
    clear_board(s)
    put(s, 1, "giant_spider")
    put(s, 2, "grey_wolves")
    player(s, 0, red=4, red_lost=0)
    at_move(s, 0, 1)
    s.apply("move space=2 how=foot")
    assert kind(s) == "declare"
    assert s.red[0] == 3
    assert s.view(0)["battle"]["you"] == 3
