"""The monster turn: Auto, or the traitor's player giving orders one monster at a
time (BH-D.44), and the special rooms monsters may use (BH-MONSTER.11, BH-D.20-22)."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalAction

from .scenario import acts, dice, events_of, fresh, haunt, lay, put
from .test_haunt_play import traitor_turn


def bat_game(heroes_at="upper_landing"):
    """Haunt 1: traitor seat 0 and four bats (one group, Speed 5) in the Entrance Hall."""
    s = fresh()
    haunt(s, 1, 0)
    for seat in (1, 2, 3):
        put(s, seat, heroes_at)
    return s


def orders(s) -> list[str]:
    assert s.pending["kind"] == "monsters"
    return list(s.pending["options"])


def by_hand(s) -> list[dict]:
    """The traitor switches to orders on its turn and ends it: the monster turn asks."""
    traitor_turn(s)
    assert "orders mode=hand" in acts(s)
    events = s.apply("orders mode=hand")
    assert events_of(events, "monster_orders")[0]["by_hand"] is True
    dice(s, 1, 1, 1, 1, 1)  # the bats' roll: 5
    return events + s.apply("end")


def test_the_traitor_may_give_the_monsters_orders_one_at_a_time():
    """BH-D.44, BH-TRAITOR.4, BH-MONSTER.2, BH-MONSTER.3: with orders chosen, the group's
    Speed is rolled at the start, then the traitor's player moves one bat one space;
    the others stay where they are until ordered."""
    s = bat_game()
    events = by_hand(s)
    assert [e["total"] for e in events_of(events, "monster_speed")] == [5]
    assert s.pending["seat"] == 0
    options = orders(s)
    assert {"auto", "done", "auto:0", "move:0:foyer", "auto:3"} <= set(options)
    s.apply("order value=move:0:foyer")
    assert [m["room"] for m in s.monsters] == ["foyer"] + ["entrance_hall"] * 3
    assert s.haunt["monster_moves"]["0"] == 4 and s.haunt["monster_moves"]["1"] == 5
    assert "move:0:grand_staircase" in orders(s)


def test_done_ends_the_monster_turn_and_unused_moves_are_lost():
    """BH-D.44, BH-D.45: "done" ends the monster turn with the bats unmoved; the next round
    starts with the hero on the traitor's left."""
    s = bat_game()
    by_hand(s)
    events = s.apply("order value=done")
    assert all(m["room"] == "entrance_hall" for m in s.monsters)
    assert events_of(events, "round_started") and s.active == 1


def test_auto_for_one_monster_moves_it_alone_toward_the_heroes():
    """BH-D.44: "auto:k" sends one bat along a shortest path (5 spaces are enough to reach
    the heroes upstairs); the other three wait for orders."""
    s = bat_game()
    by_hand(s)
    s.apply("order value=auto:2")
    assert s.monsters[2]["room"] == "upper_landing"
    assert [m["room"] for k, m in enumerate(s.monsters) if k != 2] == ["entrance_hall"] * 3
    assert "auto:2" not in orders(s)


def test_an_ordered_attack_is_resolved_before_the_next_order():
    """BH-D.44, BH-MONSTER.7, BH-ATTACK.4: a bat ordered to attack a hero in its room rolls
    its Might against the hero's; the hero's damage is taken before the next order, and
    the bat may attack only once."""
    s = bat_game(heroes_at="entrance_hall")
    by_hand(s)
    assert "attack:0:1" in orders(s)
    might = s.exploration.trait_value(1, "might")
    dice(s, 2, 2, *([0] * might))  # bat 4, hero 0
    s.apply("order value=attack:0:1")
    while s.pending["kind"] == "damage":
        s.apply(f"choose value={s.pending['options'][0]}")
    assert s.pending["kind"] == "monsters"
    assert not any(o.startswith("attack:0:") for o in orders(s))
    assert any(o.startswith("attack:1:") for o in orders(s))
    assert sum(s.traits[1]) < sum(s.track(1, t).start for t in ("might", "speed", "sanity", "knowledge"))


def test_an_order_that_is_not_offered_is_refused_and_changes_nothing():
    """BH-D.44: a bat cannot be sent to a room that is not next to it."""
    s = bat_game()
    by_hand(s)
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply("order value=move:0:upper_landing")
    assert s.to_dict() == before


def test_the_traitor_may_hand_the_monsters_back_to_auto():
    """BH-D.44: the traitor's turn offers the way back to Auto; the next monster turn runs
    by itself."""
    s = bat_game()
    traitor_turn(s)
    s.apply("orders mode=hand")
    assert "orders mode=auto" in acts(s)
    s.apply("orders mode=auto")
    dice(s, 1, 1, 1, 1, 1)
    s.apply("end")
    assert s.pending["kind"] != "monsters"
    assert all(m["room"] == "upper_landing" for m in s.monsters)


def test_a_dead_traitors_player_still_orders_the_monsters():
    """BH-TRAITOR.5, BH-HTURN.10: haunt 7's monsters outlive the traitor, and the traitor's
    player is the one asked for their orders."""
    s = fresh()
    haunt(s, 7, 0)
    t = s.haunt["traitor"]
    s.haunt["by_hand"] = True
    s.alive[t] = False
    for k in range(4):
        if k != t:
            put(s, k, "upper_landing")
    s.steps.clear()
    s.pending = None
    dice(s, *[1] * 16)
    s._push(("monster_turn",))
    s._run()
    assert s.pending["kind"] == "monsters" and s.pending["seat"] == t


# -- the special rooms, for monsters (BH-MONSTER.11) ------------------------------------------

def test_a_monster_slides_down_the_coal_chute():
    """BH-MONSTER.11, BH-D.21, BH-SPECIAL.6: the Coal Chute below the Entrance Hall takes a
    bat straight to the Basement Landing, where the heroes are, for 1 space."""
    s = bat_game(heroes_at="basement_landing")
    lay(s, "coal_chute", "ground", 0, 1)
    assert "coal_chute" in s.house.adjacent("entrance_hall")
    by_hand(s)
    events = s.apply("order value=move:0:coal_chute")
    assert s.monsters[0]["room"] == "basement_landing"
    assert [e["to"] for e in events_of(events, "monster_moved")] == ["coal_chute", "basement_landing"]
    assert s.haunt["monster_moves"]["0"] == 4
    s.apply("order value=auto:1")  # Auto finds the same way down
    assert s.monsters[1]["room"] == "basement_landing"


def test_a_monster_chooses_the_elevators_floor_and_door():
    """BH-MONSTER.11, BH-D.20: a bat in the Mystic Elevator upstairs is offered every open
    door on every floor, with no roll; riding it there, it steps out to the heroes."""
    s = bat_game(heroes_at="basement_landing")
    lay(s, "mystic_elevator", "upper", 0, -1)
    assert "mystic_elevator" in s.house.adjacent("upper_landing")
    s.monsters[0]["room"] = "mystic_elevator"
    by_hand(s)
    lifts = [o for o in orders(s) if o.startswith("lift:0:")]
    floors = {s.house.floor_of(o.split(":")[2]) for o in lifts}
    assert floors == {"basement", "ground", "upper"}
    events = s.apply("order value=lift:0:basement_landing:n")
    assert not events_of(events, "elevator_roll") and events_of(events, "elevator_moved")
    assert s.house.floor_of("mystic_elevator") == "basement"
    assert "move:0:basement_landing" in orders(s)
    assert not any(o.startswith("lift:0:") for o in orders(s))  # once per turn (BH-D.20)


def test_auto_rides_the_elevator_when_no_other_way_leads_to_the_heroes():
    """BH-D.20, BH-D.44: with the heroes in the basement and no stairs down, Auto walks a bat
    into the elevator, rides it down and goes on with the spaces left."""
    s = bat_game(heroes_at="basement_landing")
    lay(s, "mystic_elevator", "upper", 0, -1)
    traitor_turn(s)
    dice(s, 1, 1, 1, 1, 1)
    events = s.apply("end")
    assert events_of(events, "elevator_moved")
    assert any(m["room"] == "basement_landing" for m in s.monsters)


def test_a_monster_drops_through_the_collapsed_room_and_is_stunned_by_the_fall():
    """BH-MONSTER.11, BH-D.22, BH-MONSTER.4: with the Collapsed Room Below token laid, a bat
    may drop through; the fall's damage, any at all, stuns it and it stops acting."""
    s = bat_game(heroes_at="basement_landing")
    lay(s, "collapsed_room", "ground", 0, 1)
    s.collapse_landing = "basement_landing"
    s.monsters[0]["room"] = "collapsed_room"
    by_hand(s)
    assert "drop:0" in orders(s)
    dice(s, 1)  # 1 die of fall damage: 1
    events = s.apply("order value=drop:0")
    assert s.monsters[0]["room"] == "basement_landing" and s.monsters[0]["stunned"]
    assert events_of(events, "monster_stunned")
    assert not any(o.endswith(":0") or ":0:" in o for o in orders(s) if o not in ("auto", "done"))


def test_no_drop_before_the_collapsed_room_has_given_way():
    """BH-D.22, BH-MONSTER.13: monsters cannot explore, so no drop is offered until the
    Collapsed Room Below token exists."""
    s = bat_game()
    lay(s, "collapsed_room", "ground", 0, 1)
    s.monsters[0]["room"] = "collapsed_room"
    by_hand(s)
    assert "drop:0" not in orders(s)


@pytest.mark.parametrize("pips, stunned", [((1, 1, 1, 1, 0), False), ((0, 0, 0, 0, 0, 1), True)])
def test_a_monster_jumps_from_the_gallery(pips, stunned):
    """BH-MONSTER.11, BH-MONSTER.4: a bat jumps from the Gallery to the Ballroom with its own
    Speed dice; a bad landing's damage stuns it."""
    s = bat_game()
    lay(s, "gallery", "upper", 0, 1)
    lay(s, "ballroom", "ground", 0, 1)
    s.monsters[0]["room"] = "gallery"
    by_hand(s)
    assert "jump:0" in orders(s)
    dice(s, *pips)
    s.apply("order value=jump:0")
    assert s.monsters[0]["room"] == "ballroom" and s.monsters[0]["stunned"] is stunned
