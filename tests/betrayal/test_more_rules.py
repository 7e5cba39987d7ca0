"""More rules tests: the elevator, monsters and the house, ranged attacks and stealing,
items and companions, death piles, the traitor's powers and the digest's remaining
decisions (see test_rule_coverage.py)."""

from __future__ import annotations

import json

import pytest

from tabletop.games.betrayal.options import BetrayalOptions
from tabletop.games.betrayal.rules import CONTENT, ROOMS
from tabletop.games.house.content import TRAITS

from .scenario import (G, HAUNTS, acts, answer_damage, at_turn, clip, dice, events_of, fresh, haunt, hold, lay,
                       put, refresh)
from .test_haunt_play import traitor_turn


# -- the Mystic Elevator (BH-SPECIAL.3-4, BH-D.20) ------------------------------------------------

def elevator_game():
    s = fresh()
    lay(s, "mystic_elevator", "ground", 0, -1, 0)
    refresh(s)
    return s


def test_the_elevator_stays_when_the_rolled_floor_has_no_door():
    """BH-SPECIAL.3, BH-D.20: the basement holds no room with an open door (its landing moved
    away), a roll of 0 names the basement, so the elevator stays where it is, on the ground floor."""
    s = elevator_game()
    house = s.house
    house.move_tile("basement_landing", "ground", 9, 9, 0, ROOMS["basement_landing"].doors)
    s._save_house(house)
    refresh(s)
    dice(s, 0, 0)
    events = s.apply("move room=mystic_elevator")
    roll = events_of(events, "elevator_roll")[0]
    assert roll["floor"] == "basement" and roll["spots"] == 0
    assert s.house.floor_of("mystic_elevator") == "ground" and s.pending["kind"] == "explore"
    assert not events_of(events, "elevator_moved")


def test_the_elevator_carries_its_riders_and_may_move_on_the_same_floor():
    """BH-SPECIAL.4, BH-D.20: a roll of 2 names the ground floor it is on, and the rider may
    move it to another door there; a figure already inside rides along."""
    s = elevator_game()
    seat = s.active
    rider = (seat + 1) % 4
    put(s, rider, "mystic_elevator")
    refresh(s)
    dice(s, 1, 1)
    s.apply("move room=mystic_elevator")
    assert s.pending["kind"] == "elevator"
    options = s.pending["options"]
    assert options[0] == "stay"  # the roll names its own floor: it may stay where it is
    assert all(s.house.floor_of(o.split(":")[0]) == "ground" for o in options[1:])
    pick = next(o for o in options[1:] if not o.startswith("entrance_hall:n"))
    s.apply(f"choose value={pick}")
    assert s.room[rider] == "mystic_elevator" == s.room[seat]
    assert s.house.adjacent("mystic_elevator") == [pick.split(":")[0]]
    s2 = elevator_game()
    put(s2, (s2.active + 1) % 4, "mystic_elevator")
    refresh(s2)
    dice(s2, 2, 2)
    s2.apply("move room=mystic_elevator")
    s2.apply("choose value=upper_landing:e")
    assert s2.house.floor_of(s2.room[(s2.active + 1) % 4]) == "upper"


# -- monsters and the house (BH-MONSTER, BH-SPECIAL.13-14, .20) ------------------------------------

def bat_game():
    """Haunt 1 (traitor seat 0, four bats); the heroes out of the way upstairs."""
    s = fresh()
    haunt(s, 1, 0)
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    return s


def park_other_bats(s, room="upper_landing"):
    for m in s.monsters[1:]:
        m["room"] = room


def test_monsters_ignore_barriers():
    """BH-SPECIAL.20, BH-MONSTER.10, BH-D.23, BH-D.44: a bat crosses the Chasm toward a hero
    beyond it without any roll (plain adjacency)."""
    s = bat_game()
    lay(s, "chasm", "basement", 1, 0, 0)
    lay(s, "black_pool", "basement", 2, 0, 0)
    for seat in (1, 2, 3):
        put(s, seat, "black_pool")
    s.monsters[0]["room"] = "basement_landing"
    park_other_bats(s, "black_pool")
    traitor_turn(s)
    dice(s, 1, 1, 1, 1, 1)
    events = s.apply("end")
    assert s.monsters[0]["room"] == "black_pool"
    assert [e["to"] for e in events_of(events, "monster_moved") if e["monster"] == 0] == ["chasm", "black_pool"]
    assert not events_of(events, "barrier_roll")


@pytest.mark.parametrize("room", ["crypt", "furnace_room"])
def test_monsters_ignore_the_crypt_and_the_furnace_room(room):
    """BH-SPECIAL.13, BH-SPECIAL.14, BH-MONSTER.12, BH-MONSTER.10: a bat ending its move in the
    Crypt or the Furnace Room suffers none of the room's effects (it is not stunned, nothing runs)."""
    s = bat_game()
    lay(s, room, "basement", 0, 1, 2 if room == "crypt" else 0)  # a door faces the Landing's south door
    assert "basement_landing" in s.house.adjacent(room)
    s.monsters[0]["room"] = room
    park_other_bats(s)
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    traitor_turn(s)
    dice(s, 0, 0, 0, 0, 0)  # the bats roll 0: the bat stays in the room
    events = s.apply("end")
    assert s.monsters[0]["room"] == room and not s.monsters[0]["stunned"]
    assert not [e for e in events if e["event"] in ("damaged", "trait_changed", "monster_stunned")
                and e.get("monster") == 0]
    assert not [e for e in events if e["event"].startswith("room") or e.get("room") == room and "monster" not in e]


def test_monsters_use_stairs_but_never_explore():
    """BH-MONSTER.11, BH-MONSTER.13, BH-MONSTER.1: a bat climbs the Grand Staircase to the
    hero upstairs; the house gains no tile on the monster turn."""
    s = bat_game()
    s.monsters[0]["room"] = "entrance_hall"
    placed, stack = len(s.house.placed), len(s.stack)
    traitor_turn(s)
    dice(s, 1, 1, 1, 1, 1)
    s.apply("end")
    assert s.monsters[0]["room"] == "upper_landing"
    assert len(s.house.placed) == placed and len(s.stack) == stack


def test_stunned_monsters_do_not_slow_explorers():
    """BH-MONSTER.6, BH-SLOW.4, BH-D.46: a hero beside one bat pays 1 extra space to leave;
    beside the same bat stunned, none."""
    s = fresh()
    haunt(s, 1, 0)
    hero = s.active
    put(s, hero, "foyer")
    for m in s.monsters:
        m["room"] = "upper_landing"
    s.monsters[0]["room"] = "foyer"
    clip(s, hero, "speed", 8)
    assert s.exploration.leave_cost(hero) == 2
    s.monsters[0]["stunned"] = True
    assert s.exploration.leave_cost(hero) == 1


def test_a_monster_attacks_once_per_turn():
    """BH-MONSTER.7, BH-MONSTER.9, BH-TRAITOR.4: a bat beside two heroes attacks only one of
    them, once, and cannot steal (it deals damage)."""
    s = bat_game()
    put(s, 1, "foyer")
    put(s, 2, "foyer")
    put(s, 3, "foyer")
    s.monsters[0]["room"] = "foyer"
    park_other_bats(s, "basement_landing")
    s.carried[1] = ["page"]
    traitor_turn(s)
    dice(s, 0, 0, 0, 0, 0, 2, 2, *[0] * 8)  # the bats roll 0; the bat rolls 4 against a hero's 0
    events = s.apply("end")
    attacks = [e for e in events_of(events, "monster_attack") if e["monster"] == 0]
    assert len(attacks) == 1
    assert s.pending is None or s.pending["kind"] != "steal"


def watcher_game():
    """Haunt 14: Watchers attack with Sanity from afar (ranged)."""
    s = fresh()
    haunt(s, 14, 0)
    t = s.haunt["traitor"]
    heroes = [k for k in range(4) if k != t]
    for k in heroes:
        put(s, k, "upper_landing")
    for m in s.monsters:
        m["room"] = "upper_landing"
    s.monsters[0]["room"] = "entrance_hall"
    target = heroes[0]
    put(s, target, "grand_staircase")  # seen from the Entrance Hall through the Foyer
    return s, target


def test_a_ranged_monster_attacks_along_a_line_of_sight_with_a_mental_trait():
    """BH-SPATK.3, BH-MONSTER.8, BH-D.34: a Watcher in the Entrance Hall attacks the hero in
    the Grand Staircase, two rooms away in a straight line, with Sanity; mental damage."""
    s, target = watcher_game()
    assert "grand_staircase" in s.house.line_of_sight("entrance_hall")
    s.monsters[0]["stunned"] = False
    traitor_turn(s)
    dice(s, 0, 0, 0)  # the watchers' group Speed roll: 0, they stay
    dice(s, 2, 2, 2, 2, *[0] * s.exploration.trait_value(target, "sanity"))
    events = s.apply("end")
    attack = [e for e in events_of(events, "monster_attack") if e["monster"] == 0][0]
    assert attack["target"] == target and attack["trait"] == "sanity"
    assert s.pending["kind"] == "damage" and s.pending["seat"] == target
    assert s.pending["traits"] == ["sanity", "knowledge"]


def test_a_ranged_monster_that_loses_from_afar_is_not_hurt():
    """BH-SPATK.2, BH-SPATK.3: the hero out-rolls the Watcher from afar; the Watcher is not stunned."""
    s, target = watcher_game()
    traitor_turn(s)
    dice(s, 0, 0, 0)
    dice(s, 0, 0, 0, 0, *[2] * s.exploration.trait_value(target, "sanity"))
    events = s.apply("end")
    assert [e for e in events_of(events, "monster_attack") if e["monster"] == 0]
    assert not s.monsters[0]["stunned"] and not [e for e in events_of(events, "monster_stunned") if e["monster"] == 0]


def nursemaid_game():
    s = fresh()
    haunt(s, 4, 0)
    t = s.haunt["traitor"]
    k = next(i for i, m in enumerate(s.monsters) if m["kind"] == "nursemaid")
    return s, t, k


def test_a_carrying_monster_picks_up_tokens_and_drops_them_when_stunned():
    """BH-MONSTER.14, BH-MONSTER.15, BH-MONSTER.16, BH-D.45: the Nursemaid takes a page lying
    where it stands; stunned, it drops it in the room; on the turn it skips it leaves it
    there, and it takes it again on its next active turn. Bats (haunt 1) carry nothing."""
    s, t, k = nursemaid_game()
    assert HAUNTS[4].monsters[0].carries and not any(m.carries for m in HAUNTS[1].monsters)
    room = s.monsters[k]["room"]
    for seat in range(4):
        if seat != t:
            put(s, seat, "upper_landing" if room != "upper_landing" else "basement_landing")
    s.tokens = {r: [x for x in v if x != "page"] for r, v in s.tokens.items()}
    s.tokens.setdefault(room, []).append("page")
    for seat in range(4):
        s.carried[seat] = []
    traitor_turn(s)
    dice(s, 0, 0, 0, 0)
    s.apply("end")
    assert s.monsters[k]["carried"] == ["page"] and "page" not in s.tokens.get(room, [])
    hero = next(x for x in range(4) if x != t)
    at_turn(s, hero)
    put(s, hero, room)
    refresh(s)
    dice(s, *[2] * s.exploration.trait_value(hero, "might"), 0, 0, 0, 0)
    s.apply(f"attack kind=monster who={k} trait=might")
    assert s.monsters[k]["stunned"] and "page" in s.tokens[room] and not s.monsters[k].get("carried")
    put(s, hero, "upper_landing" if room != "upper_landing" else "basement_landing")
    traitor_turn(s)
    s.apply("end")  # skipped: it unflips, and picks nothing up
    assert "page" in s.tokens[room] and not s.monsters[k].get("carried") and not s.monsters[k]["stunned"]
    traitor_turn(s)
    dice(s, 0, 0, 0, 0)
    s.apply("end")
    assert s.monsters[k]["carried"] == ["page"]


def test_a_stunned_monster_can_be_attacked_and_defends():
    """BH-D.52: a stunned bat is attacked again; it rolls its Might and, winning, hurts the
    hero; it is still stunned only until the end of its next turn."""
    s = fresh()
    haunt(s, 1, 0)
    hero = s.active
    put(s, hero, "foyer")
    s.monsters[0]["room"] = "foyer"
    s.monsters[0]["stunned"] = True
    refresh(s)
    assert "attack kind=monster who=0 trait=might" in acts(s)
    clip(s, hero, "might", 1)
    dice(s, *[0] * s.exploration.trait_value(hero, "might"), 2, 2)
    events = s.apply("attack kind=monster who=0 trait=might")
    assert events_of(events, "attack")[0]["defended"] == 4
    assert s.pending["kind"] == "damage" and s.pending["seat"] == hero
    answer_damage(s)
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    traitor_turn(s)
    dice(s, 0, 0, 0, 0, 0)
    s.apply("end")
    assert not s.monsters[0]["stunned"] and s.monsters[0]["room"] == "foyer"


# -- ranged attacks and stealing (BH-SPATK, BH-D.33-34) ---------------------------------------------

def revolver_game():
    s = fresh()
    haunt(s, 4, 1)  # haunt 4 has pages, a carried haunt-item token
    t = s.haunt["traitor"]
    hero = s.active
    hold(s, hero, "revolver")
    for k in range(4):
        put(s, k, "upper_landing")
    put(s, hero, "entrance_hall")
    for m in s.monsters:
        m["room"] = "basement_landing"
    return s, t, hero


def test_a_revolver_attacks_along_a_line_of_sight_only():
    """BH-SPATK.1, BH-D.34, BH-ATTACK.13: from the Entrance Hall the traitor in the Grand
    Staircase (a straight line of doors) can be shot; in the Upper Landing (other floor) not."""
    s, t, hero = revolver_game()
    refresh(s)
    assert not any(a.startswith(f"attack kind=seat who={t}") for a in acts(s))
    put(s, t, "grand_staircase")
    refresh(s)
    assert f"attack kind=seat who={t} trait=might" in acts(s)


def test_a_ranged_attacker_that_loses_is_not_hurt_and_cannot_steal():
    """BH-SPATK.2, BH-SPATK.5, BH-D.33, BH-D.34: shot from afar the traitor out-rolls the hero,
    who takes no damage; when the hero wins by 2+ from afar it may not steal the page."""
    s, t, hero = revolver_game()
    put(s, t, "grand_staircase")
    refresh(s)
    before = list(s.traits[hero])
    dice(s, *[0] * (s.exploration.trait_value(hero, "might") + 1), *[2] * s.exploration.trait_value(t, "might"))
    events = s.apply(f"attack kind=seat who={t} trait=might")
    assert events_of(events, "attack")[0]["ranged"] is True
    assert s.traits[hero] == before and s.pending["kind"] == "explore"
    s, t, hero = revolver_game()
    put(s, t, "grand_staircase")
    s.carried[t] = ["page"]
    refresh(s)
    dice(s, *[2] * (s.exploration.trait_value(hero, "might") + 1), *[0] * s.exploration.trait_value(t, "might"))
    s.apply(f"attack kind=seat who={t} trait=might")
    assert s.pending["kind"] == "damage" and s.pending["seat"] == t and s.carried[t] == ["page"]


def test_a_win_by_two_in_the_room_may_steal_a_carried_token():
    """BH-SPATK.4, BH-D.33, BH-D.34, BH-ATTACK.13: in the same room (the Revolver is then a
    normal attack) a win by 2 or more lets the attacker take the page instead of hurting."""
    s, t, hero = revolver_game()
    put(s, t, "entrance_hall")
    s.carried[t] = ["page"]
    refresh(s)
    dice(s, *[2] * (s.exploration.trait_value(hero, "might") + 1), *[0] * s.exploration.trait_value(t, "might"))
    events = s.apply(f"attack kind=seat who={t} trait=might")
    assert events_of(events, "attack")[0]["ranged"] is False
    assert s.pending["kind"] == "steal" and set(s.pending["options"]) == {"hurt", "steal:page"}
    before = list(s.traits[t])
    s.apply("choose value=steal:page")
    assert s.carried[hero] == ["page"] and s.carried[t] == [] and s.traits[t] == before


def test_a_win_by_two_may_steal_a_tradable_item_card():
    """BH-SPATK.4, BH-D.33: the traitor holds a Sledgehammer (tradable); beaten by 2+ in the
    room, the attacker may take it instead of hurting."""
    s, t, hero = revolver_game()
    put(s, t, "entrance_hall")
    hold(s, t, "sledgehammer")
    refresh(s)
    dice(s, *[2] * (s.exploration.trait_value(hero, "might") + 1), *[0] * s.exploration.trait_value(t, "might") * 2)
    s.apply(f"attack kind=seat who={t} trait=might")
    assert s.pending["kind"] == "steal" and any("sledgehammer" in o for o in s.pending["options"])


def test_a_speed_attack_does_physical_damage():
    """BH-ATTACK.10, BH-ATTACK.9: both roll Speed; the loser splits physical damage over Speed and Might."""
    s = fresh()
    haunt(s, 25, 1)
    hero = s.active
    s.attacked = True
    dice(s, *[2] * s.exploration.trait_value(hero, "speed"), *[0] * s.exploration.trait_value(1, "speed"))
    s.pending = None
    s._push(("attack", hero, "seat", 1, "speed"))
    s._run()
    assert s.pending["kind"] == "damage" and s.pending["seat"] == 1 and s.pending["traits"] == ["speed", "might"]


# -- items and companions (BH-ITEM, BH-D.27-28) -----------------------------------------------------

def test_give_an_item_when_the_receiver_accepts_once_per_turn():
    """BH-ITEM.3, BH-D.27: the Revolver offered to an explorer in the room passes only on its
    yes; a refusal keeps it; one gift per turn."""
    s = fresh()
    seat, other = s.active, (s.active + 1) % 4
    hold(s, seat, "revolver", "sword_cane")
    refresh(s)
    gives = [a for a in acts(s) if a.startswith("give")]
    assert gives, acts(s)
    give = next(a for a in gives if "revolver" in a and f"={other}" in a.split()[-1])
    s.apply(give)
    assert s.pending["kind"] == "accept" and s.pending["seat"] == other
    s.apply("choose value=yes")
    assert "revolver" in s.hand[other] and "revolver" not in s.hand[seat]
    assert not any(a.startswith("give") for a in acts(s))
    s2 = fresh()
    hold(s2, s2.active, "revolver")
    refresh(s2)
    s2.apply(next(a for a in acts(s2) if a.startswith("give")))
    s2.apply("choose value=no")
    assert "revolver" in s2.hand[s2.active]


def test_drop_items_on_a_pile_and_pick_them_up():
    """BH-ITEM.4, BH-ITEM.5, BH-D.27: one drop a turn lets go of any number of cards onto
    the room's Item Pile; anyone there, the dropper too, picks up some or all, once a
    turn; the pile goes when empty."""
    s = fresh()
    seat = s.active
    hold(s, seat, "revolver", "armor", "sledgehammer")
    refresh(s)
    s.apply("discard card=revolver")
    assert s.pending["kind"] == "drop_more" and s.pending["options"] == ["done", "card:armor", "card:sledgehammer"]
    s.apply("choose value=card:armor")
    s.apply("choose value=done")
    here = s.room[seat]
    assert s.piles[here] == ["revolver", "armor"] and s.hand[seat] == ["sledgehammer"]
    assert not any(a.startswith("discard") for a in acts(s)), "a second drop in the same turn"
    s.apply("pick card=armor")
    s.apply("choose value=done")
    assert s.piles[here] == ["revolver"] and s.hand[seat] == ["sledgehammer", "armor"]
    assert not any(a.startswith("pick") for a in acts(s)), "a second pick-up in the same turn"
    at_turn(s, (seat + 1) % 4)
    s.apply("pick card=revolver")
    assert here not in s.piles and "revolver" in s.hand[(seat + 1) % 4]


def test_armor_is_not_given_companions_and_bite_are_not_items():
    """BH-ITEM.6, BH-ITEM.7, BH-ITEM.2, BH-D.28: Armor may be dropped but not given; the Dog
    (a companion) and Bite (a non-item omen) are neither given nor dropped."""
    s = fresh()
    seat = s.active
    hold(s, seat, "armor", "dog", "bite")
    refresh(s)
    a = acts(s)
    assert "discard card=armor" in a and not any("armor" in x for x in a if x.startswith("give"))
    assert not any(("dog" in x or "bite" in x) for x in a if x.startswith(("give", "discard")))
    kinds = {o.id: o.kind for o in CONTENT.omens}
    assert kinds["dog"] == kinds["girl"] == kinds["madman"] == "companion" and kinds["bite"] == "non_item"


# -- death (BH-DEATH, BH-D.29) ----------------------------------------------------------------------------

def test_a_dead_heros_companion_waits_for_whoever_enters_and_its_items_can_be_picked_up():
    """BH-DEATH.1, BH-DEATH.2, BH-DEATH.3, BH-DEATH.4, BH-D.29: the Dog stays in the Foyer
    where its owner died; the first explorer to enter takes custody; the Revolver on the
    pile is picked up there."""
    s = fresh()
    haunt(s, 25, 1)
    put(s, 3, "foyer")
    hold(s, 3, "revolver", "dog")
    clip(s, 3, "might", 1)
    s.exploration.change_trait(3, "might", -1, "test")
    s._run()
    assert not s.alive[3] and s.companions["foyer"] == ["dog"] and s.piles["foyer"] == ["revolver"]
    at_turn(s, 2)
    put(s, 2, "entrance_hall")
    refresh(s)
    s.apply("move room=foyer")
    assert "dog" in s.hand[2] and "foyer" not in s.companions
    s.apply("pick card=revolver")
    assert "revolver" in s.hand[2] and "foyer" not in s.piles


# -- the traitor's powers (BH-TRAITOR) --------------------------------------------------------------------

def test_the_traitor_ignores_barriers():
    """BH-TRAITOR.1, BH-TRAITOR.2, BH-D.23: in the Chasm a hero needs the roll for the far
    door; the traitor walks through with no roll offered."""
    s = fresh()
    haunt(s, 25, 1)
    lay(s, "chasm", "basement", 1, 0, 0)
    lay(s, "black_pool", "basement", 2, 0, 0)
    at_turn(s, 1)
    put(s, 1, "basement_landing")
    refresh(s)
    s.apply("move room=chasm")
    assert "move room=black_pool" in acts(s) and "cross room=chasm" not in acts(s)
    at_turn(s, 2)
    put(s, 2, "basement_landing")
    refresh(s)
    s.apply("move room=chasm")
    assert "move room=black_pool" not in acts(s) and "cross room=chasm" in acts(s)


def test_monsters_act_after_the_traitor_dies_only_where_the_haunt_says():
    """BH-TRAITOR.5, BH-HTURN.10, BH-END.3, BH-D.43: haunt 7's monsters outlive the traitor
    and still move; haunt 1's bats stay where they are."""
    for number, moves in ((7, True), (1, False)):
        s = fresh()
        haunt(s, number, 0)
        t = s.haunt["traitor"]
        assert HAUNTS[number].monsters_outlive_traitor is moves
        s.alive[t] = False
        for k in range(4):
            if k != t:
                put(s, k, "upper_landing")
        for m in s.monsters:
            m["room"] = "entrance_hall"
        s.steps.clear()
        s.pending = None
        dice(s, *[2] * 16)
        s._push(("monster_turn",))
        s._run()
        moved = any(m["room"] != "entrance_hall" for m in s.monsters if m["alive"])
        assert moved is moves, number


def test_a_transformed_traitor_still_takes_the_traitor_turn():
    """BH-HTURN.9, BH-HTURN.10, BH-TRAITOR.5, BH-D.44: haunt 6 turns the traitor into the
    Antlered Heir at the start; after the heroes' turns the traitor's player still has the
    traitor turn, where it may only choose how its monsters go ("I give the orders") or
    end it; then the monster turn runs, asked of that player."""
    s = fresh()
    haunt(s, 6, 0)
    t = s.haunt["traitor"]
    assert any(m["kind"] == "antlered_heir" for m in s.monsters) and not s.alive[t]
    order, seen = [], []
    while len(order) < 3:
        assert s.pending["kind"] == "explore"
        order.append(s.active)
        seen += s.apply("end")
    assert t not in order and s.to_act == t and s.pending["for_side"] == "traitor"
    assert acts(s) == ["orders mode=hand", "end"]
    s.apply("orders mode=hand")
    seen += s.apply("end")
    assert events_of(seen, "monster_turn") and s.to_act == t and s.pending["kind"] == "monsters"
    assert s.deciding_for_side() and s.seat_out(t)


# -- setup, haunt start and the rest --------------------------------------------------------------------------

def test_before_the_haunt_nobody_has_a_side_and_the_books_are_set_aside():
    """BH-GOAL.1, BH-GOAL.2, BH-SETUP.1, BH-TURN.4, BH-HSETUP.1, BH-HSETUP.3: no sides, no haunt
    text and no attacks before the haunt; after it every seat has a side, the traitor reads
    only the starting haunt's text, and both sides' Right Now ran (haunt 1's bats are out)."""
    s = fresh()
    assert s.haunt is None and s.side == ["", "", "", ""] and s.view(0).get("my_side_text") is None
    assert not any(a.startswith("attack") for a in acts(s))
    haunt(s, 1, 0)
    t = s.haunt["traitor"]
    assert set(s.side) == {"heroes", "traitor"} and s.side.count("traitor") == 1
    assert s.view(t)["my_side_text"]["text"] == HAUNTS[1].traitor_side.text
    assert len(s.monsters) == 4


def test_setup_content_counts_tracks_and_start_tiles():
    """BH-SETUP.8, BH-ROLL.1, BH-D.1, BH-D.7, BH-D.9, BH-D.51, BH-REVEAL.2, BH-ROOM.7,
    BH-ROOM.10, BH-SPECIAL.1: 3-6 seats; the three start tiles each on its own floor; tracks of
    8 values over a skull; the authored content (13 omens, 22 items, 45 events, 12 explorers,
    25 haunts); the Patio is outside; rooms carry printed rules."""
    for bad in (2, 7):
        with pytest.raises(Exception):
            G.new_game(bad, 1, {"today": "06-01"})
    s = fresh()
    floors = {r: s.house.floor_of(r) for r in ("basement_landing", "entrance_hall", "upper_landing")}
    assert floors == {"basement_landing": "basement", "entrance_hall": "ground", "upper_landing": "upper"}
    for trait in TRAITS:
        assert len(s.track(0, trait).values) == 8
    assert (len(CONTENT.omens), len(CONTENT.items), len(CONTENT.events), len(CONTENT.explorers)) == (13, 22, 45, 12)
    assert len(HAUNTS) == 25
    assert ROOMS["patio"].outside and ROOMS["crypt"].on_end_turn and ROOMS["crypt"].text
    faces, total = s.exploration.roll_dice(0, 3)
    assert len(faces) == 3 and total == sum(faces) and all(f in (0, 1, 2) for f in faces)


def test_the_haunt_starts_by_itself_when_no_omen_can_turn_up():
    """BH-D.53: with no omen-symbol tile left in the stack or set-aside pile, the end of a
    turn starts the haunt, the last omen's drawer being the revealer."""
    s = fresh()
    seat = s.active
    hold(s, seat, "bite")
    s.omens_drawn = 1
    s.last_omen = ["bite", "entrance_hall", seat]
    s.stack[:] = [t for t in s.stack if "omen" not in ROOMS[t].symbols]
    s.set_aside[:] = [t for t in s.set_aside if "omen" not in ROOMS[t].symbols]
    assert not s.exploration._omen_reachable()
    events = s.apply("end")
    assert events_of(events, "haunt_forced") and s.haunt is not None and s.haunt["revealer"] == seat


def test_options_refused_secrets_kept_and_the_log_public():
    """BH-HTURN.6, BH-D.50, BH-END.5: an unknown option is refused (the two set-up options
    are in test_haunt_options.py); the hero view never holds the traitor's text; actions
    are logged for all; the round counter advances; each haunt has an If You Win text
    per side."""
    with pytest.raises(ValueError):
        BetrayalOptions.read(4, {"secret_rooms": True})
    s = fresh()
    haunt(s, 25, 1)
    hero = s.active
    assert HAUNTS[25].traitor_side.text not in json.dumps(s.view(hero))
    r = s.haunt["round"]
    for _ in range(4):
        s.apply("end")
    assert s.haunt["round"] == r + 1
    h = HAUNTS[25]
    assert h.heroes.if_you_win and h.traitor_side.if_you_win and h.heroes.if_you_win != h.traitor_side.if_you_win
