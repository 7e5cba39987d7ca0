"""The haunt played: turn order, attacks, slowing, monsters, death, winning, hidden
information (BH-HTURN, BH-ATTACK, BH-SLOW, BH-MONSTER, BH-END, BH-D.31-32, BH-D.41-54)."""

from __future__ import annotations

import json

from .scenario import (HAUNTS, acts, answer_damage, clip, dice, events_of, fresh, haunt, hold, put, refresh)


def traitor_turn(s):
    """Jump to the traitor turn of the round, followed by the monster turn."""
    s.steps.clear()
    s.pending = None
    t = s.haunt["traitor"]
    s._push(("haunt_turn", t), ("monster_turn",), ("round_end",))
    s._run()
    s._legal_cache = None


def test_haunt_turns_go_from_the_traitors_left_then_the_traitor():
    """BH-HTURN.1, BH-HTURN.2, BH-HTURN.4, BH-D.43, BH-D.55: traitor seat 1; heroes 2, 3, 0,
    then the traitor, then seat 2 again in round 2."""
    s = fresh()
    haunt(s, 25, 1)
    assert s.haunt["traitor"] == 1 and s.haunt["round"] == 1
    order = []
    for _ in range(5):
        order.append(s.active)
        s.apply("end")
    assert order == [2, 3, 0, 1, 2] and s.haunt["round"] == 2


def test_a_dead_hero_is_skipped():
    """BH-D.43, BH-D.48: dead heroes take no turns."""
    s = fresh()
    haunt(s, 25, 1)
    s.alive[3] = False
    order = []
    for _ in range(3):
        order.append(s.active)
        s.apply("end")
    assert order == [2, 0, 1]


def test_the_monster_turn_follows_the_traitor_turn():
    """BH-HTURN.3, BH-TRAITOR.4, BH-MONSTER.2, BH-MONSTER.3, BH-D.44, BH-D.45: after the
    traitor ends, the bats (one group) roll Speed once and each moves that far toward
    the heroes, stopping where they are."""
    s = fresh()
    haunt(s, 1, 0)
    assert s.haunt["traitor"] == 0 and len(s.monsters) == 4
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    traitor_turn(s)
    dice(s, 1, 1, 1, 1, 1)  # the bats' group roll: 5
    events = s.apply("end")
    assert len(events_of(events, "monster_speed")) == 1
    assert events_of(events, "monster_speed")[0]["total"] == 5
    assert [m["room"] for m in s.monsters] == ["upper_landing"] * 4


def test_attacks_only_after_the_haunt_and_only_on_opponents():
    """BH-ATTACK.1, BH-ATTACK.2, BH-D.31: no attack before the haunt; after it, a hero in
    the traitor's room may attack the traitor, not the heroes beside them."""
    s = fresh()
    assert not any(a.startswith("attack") for a in acts(s))
    haunt(s, 25, 1)
    attacks = [a for a in acts(s) if a.startswith("attack")]
    assert attacks == ["attack kind=seat who=1 trait=might"]


def hero_attack(s, mine, theirs, hero=2, target=1):
    a, d = s.exploration.trait_value(hero, "might"), s.exploration.trait_value(target, "might")
    dice(s, *([mine] * a), *([theirs] * d))
    return s.apply(f"attack kind=seat who={target} trait=might"), a * mine, d * theirs


def test_the_winner_of_an_attack_deals_the_difference_once_per_turn():
    """BH-ATTACK.1, BH-ATTACK.3, BH-ATTACK.4, BH-ATTACK.6, BH-D.11: both roll Might; the
    traitor, beaten by the difference, splits physical damage over Speed and Might; one
    attack per turn."""
    s = fresh()
    haunt(s, 25, 1)
    clip(s, 2, "might", 1)
    events, mine, theirs = hero_attack(s, 1, 0)
    attack = events_of(events, "attack")[0]
    assert (attack["rolled"], attack["defended"]) == (mine, 0) and mine > 0
    assert s.pending["kind"] == "damage" and s.pending["seat"] == 1 and s.pending["amount"] == mine
    assert s.pending["traits"] == ["speed", "might"]
    before = list(s.traits[1])
    answer_damage(s)
    assert sum(before) - sum(s.traits[1]) == mine
    assert not any(a.startswith("attack") for a in acts(s))


def test_a_tie_hurts_nobody():
    """BH-ATTACK.5: equal totals, no damage."""
    s = fresh()
    haunt(s, 25, 1)
    before = [list(t) for t in s.traits]
    events, _, _ = hero_attack(s, 0, 0)
    assert not events_of(events, "damaged") and s.pending["kind"] == "explore" and s.traits == before


def test_a_defender_who_rolls_higher_hurts_the_attacker():
    """BH-D.32, BH-ATTACK.4: the defender rolls the same trait and, winning, inflicts the difference."""
    s = fresh()
    haunt(s, 25, 1)
    events, _, theirs = hero_attack(s, 0, 1)
    assert s.pending["kind"] == "damage" and s.pending["seat"] == 2 and s.pending["amount"] == theirs


def test_mental_attacks_where_the_haunt_allows_and_never_with_a_missing_trait():
    """BH-ATTACK.9, BH-ATTACK.11, BH-ATTACK.12: in haunt 5 heroes may attack with Sanity or
    Knowledge; a Mourner has no Might, so no Might attack on it; a Sanity win does mental damage."""
    s = fresh()
    haunt(s, 5, 3)  # traitor: seat 0, left of the revealer
    hero = s.active
    k = next(i for i, m in enumerate(s.monsters) if m["kind"] == "mourner")
    put(s, hero, s.monsters[k]["room"])
    refresh(s)
    options = [a for a in acts(s) if a.startswith(f"attack kind=monster who={k} ")]
    assert options and all("trait=might" not in a for a in options) and any("trait=sanity" in a for a in options)
    target = s.haunt["traitor"]
    put(s, target, s.room[hero])
    refresh(s)
    a, d = s.exploration.trait_value(hero, "sanity"), s.exploration.trait_value(target, "sanity")
    dice(s, *[2] * a, *[0] * d)
    s.apply(f"attack kind=seat who={target} trait=sanity")
    assert s.pending["kind"] == "damage" and s.pending["traits"] == ["sanity", "knowledge"]


def test_a_beaten_monster_is_stunned_skips_its_turn_and_unflips():
    """BH-ATTACK.14, BH-MONSTER.4, BH-MONSTER.5, BH-SLOW.4, BH-D.52: a stunned bat stays put
    on the monster turn and is unflipped at its end; it does not slow heroes."""
    s = fresh()
    haunt(s, 1, 0)
    hero = s.active
    put(s, hero, "entrance_hall")
    refresh(s)
    a = s.exploration.trait_value(hero, "might")
    dice(s, *[2] * a, 0, 0)  # the bat's Might 2: 0
    s.apply("attack kind=monster who=0 trait=might")
    assert s.monsters[0]["stunned"] and s.monsters[0]["alive"]
    speed = s.exploration.trait_value(hero, "speed")
    assert s.exploration.leave_cost(hero) == min(1 + 1 + 3, max(1, speed))  # traitor + 3 bats
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    traitor_turn(s)
    dice(s, 1, 1, 1, 1, 1)
    events = s.apply("end")
    assert s.monsters[0]["room"] == "entrance_hall" and not s.monsters[0]["stunned"]
    assert events_of(events, "monster_recovered")[0]["monster"] == 0
    assert all(m["room"] == "upper_landing" for m in s.monsters[1:])


def test_a_killable_monster_dies_when_beaten():
    """BH-ATTACK.14, BH-D.45: the Drowned of haunt 7 are killed, not stunned."""
    s = fresh()
    haunt(s, 7, 0)
    hero = s.active
    k = 0
    put(s, hero, s.monsters[k]["room"])
    refresh(s)
    dice(s, *[2] * s.exploration.trait_value(hero, "might"), *[0] * HAUNTS[7].monsters[0].might)
    s.apply(f"attack kind=monster who={k} trait=might")
    assert s.monsters[k]["alive"] is False


def test_opponents_slow_leaving_but_one_space_is_always_possible():
    """BH-SLOW.1, BH-SLOW.2, BH-SLOW.3, BH-D.46: the traitor in the room costs an extra
    space (fellow heroes do not); with Speed 1 a hero that has not moved still moves 1."""
    s = fresh()
    haunt(s, 25, 1)  # everyone in the Entrance Hall, traitor seat 1; hero seat 2 to play
    hero = s.active
    assert s.exploration.leave_cost(hero) == 2
    s.apply("move room=foyer")
    assert s.spaces_moved == 2
    s.apply("end")
    s2 = fresh()
    haunt(s2, 25, 1)
    clip(s2, 2, "speed", 1)  # Hank's Speed 1
    refresh(s2)
    assert s2.exploration.trait_value(2, "speed") == 1 and "move room=foyer" in acts(s2)


def test_a_hero_dies_at_the_skull_and_drops_items_and_companions():
    """BH-HTURN.7, BH-ATTACK.7, BH-DEATH.1, BH-DEATH.3, BH-D.48: the hero's items go to an
    Item Pile and its companion stays in the room; it takes no more turns."""
    s = fresh()
    haunt(s, 25, 1)
    hold(s, 3, "revolver", "dog")
    clip(s, 3, "might", 1)
    s.exploration.change_trait(3, "might", -1, "test")
    s._run()
    assert s.alive[3] is False
    assert s.piles["entrance_hall"] == ["revolver"] and s.companions["entrance_hall"] == ["dog"]
    order = []
    for _ in range(3):
        order.append(s.active)
        s.apply("end")
    assert 3 not in order


def test_a_turncoat_keeps_what_the_haunt_says():
    """BH-HTURN.8, BH-D.54: in haunt 5 a dying hero joins the traitor with its figure and
    traits (at least index 1); in haunt 22 with its figure and items, traits back to start;
    its view then holds the traitor's text."""
    s = fresh()
    haunt(s, 5, 3)
    hero = 2
    clip(s, hero, "might", 1)
    s.exploration.change_trait(hero, "might", -1, "test")
    s._run()
    assert s.alive[hero] and s.side[hero] == "traitor" and s.traits[hero][1] == 1
    assert s.view(hero)["my_side_text"]["text"] == HAUNTS[5].traitor_side.text
    s = fresh()
    haunt(s, 22, 3)
    hold(s, 1, "revolver")
    clip(s, 1, "might", 1)
    s.exploration.change_trait(1, "might", -1, "test")
    s._run()
    assert s.side[1] == "traitor" and "revolver" in s.hand[1]
    assert s.traits[1] == [s.track(1, t).start for t in ("speed", "might", "sanity", "knowledge")]


def test_a_turncoat_plays_after_the_traitor():
    """BH-D.54, BH-D.43: the turncoat acts in the traitor turn, after the original traitor."""
    s = fresh()
    haunt(s, 22, 3)  # traitor 3; heroes 0, 1, 2
    s.side[1] = "traitor"
    s.steps.clear()
    s.pending = None
    s._push(("round",))
    s._run()
    order = []
    for _ in range(4):
        order.append(s.active)
        s.apply("end")
    assert order == [0, 2, 3, 1]


def test_the_win_is_checked_after_the_action_that_meets_it():
    """BH-END.1, BH-END.4, BH-D.49: the heroes' fourth touch (4 players) ends the game at once."""
    s = fresh()
    haunt(s, 25, 1)
    s.counters["hero_touches"] = 3
    clip(s, 2, "might", 1)
    hero_attack(s, 1, 0)
    assert not s.is_over and s.pending["kind"] == "damage"  # the traitor splits the damage first
    answer_damage(s)
    assert s.is_over and s.final["side"] == "heroes" and s.final["winners"] == [0, 2, 3]
    assert s.legal_actions() == []


def test_heroes_need_a_living_hero_to_win():
    """BH-END.2, BH-D.49: the traitor dead but every hero dead too: the traitor's side wins."""
    s = fresh()
    haunt(s, 25, 1)
    for seat in range(4):
        s.alive[seat] = False
    s.pending = None
    s._push(("check_win",))
    s._run()
    assert s.final["side"] == "traitor"


def test_no_hero_left_means_the_traitor_wins():
    """BH-D.49: haunt 2's traitor wins only by its tally, yet with every hero dead it wins."""
    s = fresh()
    haunt(s, 2, 0)
    for seat in range(4):
        if s.side[seat] == "heroes":
            s.alive[seat] = False
    s.pending = None
    s._push(("check_win",))
    s._run()
    assert s.final["side"] == "traitor" and s.final["reason"] == "heroes_gone"


def test_each_side_sees_only_its_own_text_and_counters():
    """BH-D.41, BH-D.42, BH-SECRET.1: haunt 2's tally is the traitor's alone; haunt 8's
    shuttered count is the heroes'; each view holds its own side's text only."""
    s = fresh()
    haunt(s, 2, 0)
    t = s.haunt["traitor"]
    hero = next(k for k in range(4) if k != t)
    assert "tally" in s.view(t)["counters"] and "tally" not in s.view(hero)["counters"]
    assert "tally" not in s.view(None)["counters"] and s.view(None)["my_side_text"] is None
    assert s.view(t)["my_side_text"]["text"] == HAUNTS[2].traitor_side.text
    assert HAUNTS[2].traitor_side.text not in json.dumps(s.view(hero))
    s = fresh()
    haunt(s, 8, 0)
    t = s.haunt["traitor"]
    hero = next(k for k in range(4) if k != t)
    assert "shuttered" in s.view(hero)["counters"] and "shuttered" not in s.view(t)["counters"]
