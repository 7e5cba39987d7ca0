"""Encounters, ID entities and the automated enemy turn through the rules model:
CO-ENC, CO-ID, CO-ENEMY, ET-1 to ET-9, CO-AMBIG and CO-D.1-18, CO-D.49."""

import attrs

from tabletop.games.comanauts.actions import Melee

from .scenario import (ENTITIES, HOSTILES, ZONES, at_actions, choose, end_turn, enemy, to_discard,
                       geometry_of, give, in_order, kinds_of, of_kind, page_of, put, refused, run_steps,
                       script, store, strip, to_track, top_vital)

STATUE = "drift_colossus"  # faces 1-2: speed 0, range 0, strength 4 (defense 9)
STATUE2 = "luggage_mimic"  # faces 1-3: speed 0, range 0, strength 4
STATUE3 = "millstone_golem"  # faces 1-2: speed 0, range 0, strength 4


def ridge(**options):
    """Vell Ridge (no special rules), both avatars on the Support Trench."""
    state = at_actions(2, zone="vell_ridge", **options)
    assert state.pos["a:0"][0] == state.pos["a:1"][0] == "support_trench"
    return state


def enemy_turn(state):
    return run_steps(state, ("enemy_turn",))


def activated(events):
    return [e["enemy"] for e in of_kind(events, "enemy_activated")]


# -- Encounters (CO-ENC, ET-8, CO-D.3, CO-D.10, CO-D.18) -----------------------------------------------

def test_co_enc_1_to_6_an_encounter_brings_the_cards_into_the_slots():
    """CO-ENC.1, CO-ENC.2, CO-ENC.3, CO-ENC.6, CO-D.10: the book's threat entry collects
    its hostile cards from the supply, their standees enter on the enemy start spaces
    (each on the first free point), the cards go face up into the slots, and the
    situation turns hostile."""
    state = ridge()
    events = run_steps(state, ("entry", "threat"))
    entered = of_kind(events, "enemy_entered")
    assert sorted(e["enemy"] for e in entered) == ["tree_sniper", "wire_crawler"]
    assert sorted(state.slots) == ["tree_sniper", "wire_crawler"]
    assert not {"tree_sniper", "wire_crawler"} & set(state.hostile_supply)
    starts = page_of("vell_ridge").enemy_starts
    assert {state.pos[c][0] for c in state.slots} == set(starts)
    assert all(state.pos[c][1] == 0 for c in state.slots)
    assert state.situation == "hostile"


def test_co_enc_3_the_cards_are_shuffled_into_the_slots():
    """CO-ENC.3: the order of the cards in the slots is shuffled (varies by seed)."""
    orders = set()
    for seed in range(1, 9):
        state = ridge()
        state.rng.state = seed
        run_steps(state, ("entry", "threat"))
        orders.add(tuple(state.slots))
    assert len(orders) == 2


def test_co_enc_4_and_co_d_18_several_start_spaces_share_the_enemies():
    """CO-ENC.4, CO-D.18, ET-8: the shuffled cards are dealt in slot order round-robin
    over the page's enemy start spaces, so the counts differ by at most one."""
    state = ridge()
    state._encounter(["wire_crawler", "tree_sniper", "crater_giant"])
    starts = list(page_of("vell_ridge").enemy_starts)
    assert len(starts) == 2 and len(state.slots) == 3
    assert [state.pos[c][0] for c in state.slots] == [starts[0], starts[1], starts[0]]


def test_co_enc_5_and_co_d_3_new_cards_fill_empty_slots_first():
    """CO-ENC.5, CO-D.3: cards never shift; an emptied slot stays empty until new cards
    fill it, top first; more cards are added at the bottom (no slot limit)."""
    state = ridge()
    for card in ("crater_giant", STATUE, STATUE2):
        enemy(state, card, "far_wire")
    state._remove_enemy(STATUE)
    state.hostile_supply.append(STATUE)
    assert state.slots == ["crater_giant", None, STATUE2]
    state._encounter(["wire_crawler", "tree_sniper"])
    assert state.slots[0] == "crater_giant" and state.slots[2] == STATUE2
    assert {state.slots[1], state.slots[3]} == {"wire_crawler", "tree_sniper"} and len(state.slots) == 4


# -- ID entities (CO-ID, CO-D.49) ---------------------------------------------------------------------

def test_co_id_1_and_co_d_49_a_code_brings_its_entity_from_the_id_stack():
    """CO-ID.1, CO-ID.5, CO-D.49, CO-COMA.2: the starting comazone's finale gives its own
    ID entity's code, found in the ID stack: that entity enters play, with no life force
    tokens, and is logged as met (so it is not the Prime ID)."""
    state = at_actions(2)
    zone = state.zone
    assert zone == state.start_zone
    entity = ZONES[zone].id_entity
    assert entity in state.id_stack
    run_steps(state, ("entry", page_of(zone).finale))
    assert entity in state.slots and entity not in state.id_stack and entity in state.met
    assert state.prime_life is None and state.prime not in state.slots


def test_co_id_2_and_3_no_match_brings_the_prime_id_with_life_force():
    """CO-ID.2, CO-ID.3, CO-D.20, CO-D.49: a code that matches no card in the ID stack
    (here the Prime ID's own, on its home page's finale) brings the Prime ID from under
    the clues, with one life force per sheet."""
    state = at_actions(3)
    home = ENTITIES[state.prime].home
    state._step_enter(home)
    events = run_steps(state, ("entry", page_of(home).finale))
    assert state.prime in state.slots and state.prime_life == 3
    assert of_kind(events, "prime_id_revealed")[0]["enemy"] == state.prime
    assert state.view(0)["prime"] == state.prime


def test_co_d_49_an_entity_already_met_is_not_found_again():
    """CO-D.49: codes are matched only against the ID stack: an entity already met (out of
    the stack) does not come back; the Prime ID appears instead."""
    state = at_actions(2)
    met = next(e for e in state.id_stack)
    state.id_stack.remove(met)
    state.entity_box.append(met)
    state._encounter_id(ENTITIES[met].code)
    assert met not in state.slots and state.prime in state.slots


def test_co_id_4_5_6_only_the_prime_id_has_life_force():
    """CO-ID.4, CO-ID.5, CO-ID.6, CO-D.44: an ID entity other than the Prime ID falls to
    one successful attack and is set aside for good (not with the hostiles that return);
    the Prime ID loses one life force per defeat, and its last one wins the game."""
    state = at_actions(2, zone="vell_ridge", avatars=["bruno_vasko", "ransom"])
    other = next(e for e in state.id_stack if ENTITIES[e].home != "vell_ridge")
    state._encounter_id(ENTITIES[other].code)
    put(state, other, "support_trench")
    give(state, 0, "red", "red", "red", "red")
    script(state, 6, 6)
    state.apply(Melee("red+red", other))
    if state.pending["kind"] == "place_item":
        choose(state, "discard")
    assert other not in state.slots and other in state.entity_box and other not in state.defeated
    state._encounter_id("0000000")
    put(state, state.prime, "support_trench")
    assert state.prime_life == 2
    script(state, 6, 6)
    state.apply(Melee("red+red", state.prime))
    assert state.prime_life == 1 and not state.is_over
    state.prime_life = 1
    state._defeat(state.prime, 0)
    assert state.is_over and state.result["winners"] == [0, 1]


def test_co_id_4_the_prime_id_keeps_its_place_while_it_has_life():
    """CO-ID.4: a defeat of the Prime ID with life force left only removes a token; it
    keeps its slot and standee."""
    state = at_actions(4)
    state._encounter_id("0000000")
    slot, place = state.slots.index(state.prime), list(state.pos[state.prime])
    for left in (3, 2, 1):
        state._defeat(state.prime, 0)
        assert state.prime_life == left and state.slots.index(state.prime) == slot
        assert state.pos[state.prime] == place


# -- The enemy turn's order and the threat dice (CO-ENEMY.1-5, .16, .18, ET-3, ET-4.1, ET-4.6, ET-6) -----

def test_co_enemy_1_2_and_et_3_enemies_activate_once_each_top_slot_first():
    """CO-ENEMY.1, CO-ENEMY.2, CO-ENEMY.3, ET-3, ET-4, CO-D.2: activation follows the slots
    from the top; every enemy in play activates once (Roll, Move, Target, Attack); then
    the turn ends."""
    state = ridge()
    put(state, "a:0", "dugout")
    put(state, "a:1", "dugout")
    for card in (STATUE, STATUE2, STATUE3):
        enemy(state, card, "far_wire")
    state._remove_enemy(STATUE2)
    state.hostile_supply.append(STATUE2)
    enemy(state, STATUE2, "shell_hole")
    state.slots = [STATUE3, STATUE2, STATUE]
    to_track(state, "threat", "threat", "threat")
    script(state, 1, 1, 1)
    events = enemy_turn(state)
    assert activated(events) == [STATUE3, STATUE2, STATUE]
    assert kinds_of(events)[0] == "enemy_turn_started" and "enemy_turn_ended" in kinds_of(events)


def test_et_4_1_and_co_d_4_the_topmost_threat_die_is_rolled_plain():
    """ET-4.1, CO-ENEMY.4, CO-ENEMY.5, CO-D.4, CO-D.6: each activation takes the threat die
    placed earliest (top of the track), rolls it as a plain d6 (no bonus, no re-roll
    even with clarity) and reads the row covering the result."""
    state = ridge()
    state.sheets[0].clarity = state.sheets[1].clarity = 5
    enemy(state, "tree_sniper", "far_wire")
    first, second = to_track(state, "suspicious", "threat")
    script(state, 6)
    events = enemy_turn(state)
    act = of_kind(events, "enemy_activated")[0]
    row = [r for r in HOSTILES["tree_sniper"].rows if 6 in r.results][0]
    assert act["die"] == first and act["face"] == 6
    assert (act["speed"], act["range"], act["strength"]) == (row.speed, row.range, row.strength)
    assert state.pending["kind"] == "actions"  # nobody was asked to re-roll


def test_co_d_6_a_result_with_no_row_does_nothing(monkeypatch):
    """CO-D.6: if the result matches no row, the enemy does nothing and its die is still
    discarded."""
    state = ridge()
    card = HOSTILES["wire_crawler"]
    monkeypatch.setitem(HOSTILES, "wire_crawler", attrs.evolve(card, rows=card.rows[:1]))  # covers 1-3
    enemy(state, "wire_crawler", "fire_bay_west")
    (die,) = to_track(state, "threat")
    script(state, 6)
    events = enemy_turn(state)
    assert of_kind(events, "enemy_activated")[0]["speed"] == 0
    assert "enemy_moved" not in kinds_of(events) and "enemy_attack" not in kinds_of(events)
    assert state.pos["wire_crawler"][0] == "fire_bay_west" and die in state.bag


def test_co_enemy_16_18_and_et_6_threat_dice_go_to_the_pool_and_the_bag_refreshes():
    """CO-ENEMY.16, CO-ENEMY.18, ET-4.6, ET-6: each enemy's die is discarded after it
    activates; after the last one, the dice left on the track are discarded and the
    discard pool goes back into the bag."""
    state = ridge()
    put(state, "a:0", "dugout")
    put(state, "a:1", "dugout")
    enemy(state, STATUE, "far_wire")
    used, spare = to_track(state, "threat", "threat")
    (other,) = to_discard(state, "red")
    script(state, 1)
    events = enemy_turn(state)
    names = kinds_of(events)
    assert in_order(names, ["enemy_activated", "enemy_turn_ended", "bag_refreshed"])
    assert state.track == [] and state.discard == []
    assert {used, spare, other} <= set(state.bag)


def test_co_d_5_an_enemy_with_no_die_left_does_not_activate():
    """CO-D.5: when the track runs out before an enemy's activation, it does not activate."""
    state = ridge()
    put(state, "a:0", "dugout")
    put(state, "a:1", "dugout")
    enemy(state, STATUE, "far_wire")
    enemy(state, STATUE2, "far_wire")
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert activated(events) == [STATUE]
    assert of_kind(events, "enemy_idle")[0]["enemy"] == STATUE2


def test_co_d_2_the_activation_list_is_fixed_when_the_turn_starts():
    """CO-D.2: enemies that enter play during the enemy turn do not activate in it; an
    enemy removed before its activation is skipped."""
    state = ridge()
    store(state, 0, "red")
    enemy(state, STATUE, "support_trench")  # attacks: sheet 0 is asked whether to defend
    enemy(state, STATUE2, "far_wire")
    to_track(state, "threat", "threat", "threat")
    script(state, 1, 1)
    events = enemy_turn(state)
    assert state.pending["kind"] == "defend"
    state._remove_enemy(STATUE2)  # as if an effect had removed it
    state.hostile_supply.append(STATUE2)
    state._encounter(["crater_giant"])  # a newcomer
    events += choose(state, "take")
    assert activated(events) == [STATUE] and "crater_giant" in state.slots


# -- Move (ET-4.2, CO-ENEMY.6-9, CO-D.7, CO-D.9-10) ----------------------------------------------------

def test_co_enemy_6_an_enemy_sharing_a_space_with_an_avatar_stays():
    """CO-ENEMY.6, ET-4.2: an enemy in an avatar's space does not move (it attacks)."""
    state = ridge()
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert "enemy_moved" not in kinds_of(events) and state.pos["wire_crawler"][0] == "support_trench"
    assert of_kind(events, "enemy_attack")


def test_co_enemy_7_and_9_an_enemy_moves_toward_the_nearest_avatar_across_coloured_lines():
    """CO-ENEMY.7, CO-ENEMY.9, CO-D.7, ET-4.2: from the Near Wire the wire crawler (speed
    2) crosses the solid blue line and a dotted one and stops on entering the avatars'
    space, then attacks."""
    state = ridge()
    enemy(state, "wire_crawler", "near_wire")
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    moved = of_kind(events, "enemy_moved")[0]
    assert moved["path"] == ["near_wire", "fire_bay_west", "support_trench"]
    assert state.pos["wire_crawler"][0] == "support_trench" and of_kind(events, "enemy_attack")


def test_co_enemy_7_the_move_stops_when_its_speed_runs_out():
    """CO-ENEMY.7, CO-ENEMY.10, ET-4.2, ET-4.3: four moves away with speed 2, the enemy
    stops two spaces along the shortest path, out of reach: no attack."""
    state = ridge()
    enemy(state, "wire_crawler", "far_wire")
    geo = geometry_of("vell_ridge")
    assert geo.move_distance("far_wire", "support_trench") == 4
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert state.pos["wire_crawler"][0] == geo.steps_toward("far_wire", "support_trench", 2)[0] == "near_wire"
    assert "enemy_attack" not in kinds_of(events) and of_kind(events, "enemy_no_target")
    assert state.sheets[0].life == state.sheets[1].life == 3


def test_co_enemy_9_enemies_never_cross_solid_white_lines():
    """CO-ENEMY.9, CO-D.7: the Under-Stairs Cupboard and the Steep Flight share a white
    line; a speed-1 enemy goes round by the Front Hall instead."""
    state = at_actions(2, zone="downstairs")
    put(state, "a:0", "second_flight")
    put(state, "a:1", "second_flight")
    enemy(state, "cellar_creeper", "coat_nook")
    to_track(state, "threat")
    script(state, 1)  # speed 1
    enemy_turn(state)
    assert state.pos["cellar_creeper"][0] == "hall"
    assert geometry_of("downstairs").move_distance("coat_nook", "second_flight") == 2


def test_et_4_2_speed_0_never_moves():
    """ET-4.2 (e): an action with speed 0 does not move the enemy."""
    state = ridge()
    enemy(state, "tree_sniper", "far_wire")
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert "enemy_moved" not in kinds_of(events) and state.pos["tree_sniper"][0] == "far_wire"


def test_co_enemy_8_and_co_d_8_ties_go_to_the_sturdiest_avatar():
    """CO-ENEMY.8, CO-D.8, CO-D.1, ET-4.2 (c): two avatars equally near: by default the
    enemy goes for the one with more life force."""
    state = ridge()
    put(state, "a:0", "dugout")
    put(state, "a:1", "fire_bay_west")
    state.sheets[1].life = 4
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 1)
    enemy_turn(state)
    assert state.pos["wire_crawler"][0] == "fire_bay_west"


def test_co_d_8_then_a_stored_die_then_clockwise_from_the_current_player():
    """CO-D.8: with equal life force, the avatar whose sheet holds a stored die; with
    that equal too, the first in turn order from the current player."""
    state = ridge()
    put(state, "a:0", "dugout")
    put(state, "a:1", "fire_bay_west")
    store(state, 0, "blue")
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 1)
    enemy_turn(state)
    assert state.pos["wire_crawler"][0] == "dugout"
    state2 = ridge()
    put(state2, "a:0", "fire_bay_west")
    put(state2, "a:1", "dugout")
    enemy(state2, "wire_crawler", "support_trench")
    to_track(state2, "threat")
    script(state2, 1)
    enemy_turn(state2)
    assert state2.pos["wire_crawler"][0] == "fire_bay_west"  # sheet 0 is the current player


def test_co_d_1_and_co_ambig_1_the_bookkeeper_may_decide_ties():
    """CO-D.1, CO-AMBIG.1, CO-ENEMY.8, CO-ENEMY.11, CO-D.21: with "Bookkeeper decides" on,
    a tie is asked of the bookkeeper (sheet 1), listing the avatars in chain T order; the
    answer is followed."""
    state = ridge(bookkeeper_decides=True)
    put(state, "a:0", "dugout")
    put(state, "a:1", "fire_bay_west")
    state.sheets[1].life = 4
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 1)
    enemy_turn(state)
    assert state.pending["kind"] == "tie_goal" and state.pending["seat"] == 0
    assert state.pending["options"] == ["1", "0"]
    refused(state, "choose value=2")
    choose(state, "0")
    assert state.pos["wire_crawler"][0] == "dugout"


def test_co_d_9_the_bookkeeper_may_choose_where_an_enemy_stops():
    """CO-D.9, CO-D.1: when several shortest paths end in different spaces, the default
    stops where the fewest avatars are targets, then lowest in page order; with
    "Bookkeeper decides" the bookkeeper picks among those stops."""
    state = ridge(bookkeeper_decides=True)
    geo = geometry_of("vell_ridge")
    start, goal = "far_wire", "open_ground"
    # far_wire -> leaning_tree or mine_crater -> open_ground: two stops after one move.
    assert geo.steps_toward(start, goal, 1) == ["mine_crater", "leaning_tree"] or \
        set(geo.steps_toward(start, goal, 1)) == {"mine_crater", "leaning_tree"}
    put(state, "a:0", goal)
    put(state, "a:1", goal)
    enemy(state, "cellar_creeper", start)  # faces 1-2: speed 1, range 0
    to_track(state, "threat")
    script(state, 1)
    enemy_turn(state)
    assert state.pending["kind"] == "tie_goal"  # both avatars are there: which one it goes for
    choose(state, "0")
    assert state.pending["kind"] == "tie_stop" and state.pending["seat"] == 0
    assert set(state.pending["options"]) == {"stop:mine_crater", "stop:leaning_tree"}
    choose(state, "stop:mine_crater")
    assert state.pos["cellar_creeper"][0] == "mine_crater"


# -- Target and attack (ET-4.3-4.5, CO-ENEMY.10-15, CO-D.11, CO-D.13-16) -----------------------------------

def test_co_enemy_10_12_and_co_d_11_range_and_clear_view_make_a_target():
    """CO-ENEMY.10, CO-ENEMY.11, CO-ENEMY.12, CO-D.11, ET-4.3: the tree sniper (range 3)
    targets the nearest avatar within range distance and clear view; an avatar farther
    than the range is not a candidate."""
    state = ridge()
    geo = geometry_of("vell_ridge")
    put(state, "a:0", "support_trench")
    put(state, "a:1", "near_wire")
    enemy(state, "tree_sniper", "leaning_tree")
    assert geo.range_distance("leaning_tree", "near_wire") == 1
    assert geo.range_distance("leaning_tree", "support_trench") == 3
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert of_kind(events, "enemy_attack")[0]["target"] == 1
    state2 = ridge()
    enemy(state2, "tree_sniper", "far_wire")  # support trench is out of range 3
    assert geo.range_distance("far_wire", "support_trench") > 3
    to_track(state2, "threat")
    script(state2, 1)
    events = enemy_turn(state2)
    assert of_kind(events, "enemy_no_target") and not of_kind(events, "enemy_attack")


def test_co_enemy_12_a_wall_between_blocks_the_attack():
    """CO-ENEMY.12, CO-D.12: in range but with no clear view, an avatar is no target."""
    state = at_actions(2, zone="downstairs")
    put(state, "a:0", "second_flight")
    put(state, "a:1", "second_flight")
    enemy(state, "tree_sniper", "coat_nook")  # range 3 at most; a white line between
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert not of_kind(events, "enemy_attack")


def test_co_enemy_13_with_no_stored_die_the_avatar_loses_one_life():
    """CO-ENEMY.13, ET-4.4 (a): a target with no stored die loses 1 life force."""
    state = ridge()
    enemy(state, STATUE, "support_trench")
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    target = of_kind(events, "enemy_attack")[0]["target"]
    assert state.sheets[target].life == 2 and of_kind(events, "life_lost")[0]["seat"] == target


def test_co_enemy_14_defending_with_the_stored_die():
    """CO-ENEMY.14, ET-4.4 (b)-(c), CO-D.13: the target's player chooses to defend; a roll
    below the strength discards the die and costs 1 life; at or above, the attack is
    blocked and the die goes back on the sheet; declining keeps the die and costs 1."""
    for face, blocked in ((3, False), (4, True)):
        state = ridge()
        strip(state, 0)
        put(state, "a:1", "dugout")
        die = store(state, 0, "purple")  # no colour bonus
        enemy(state, STATUE, "support_trench")  # strength 4
        to_track(state, "threat")
        script(state, 1, face)
        enemy_turn(state)
        p = state.pending
        assert p["kind"] == "defend" and p["seat"] == 0 and p["strength"] == 4 and p["chance"] == "1/2"
        events = choose(state, "defend")
        assert of_kind(events, "defended")[0]["blocked"] is blocked
        if blocked:
            assert state.sheets[0].stored == die and state.sheets[0].life == 3
        else:
            assert state.sheets[0].stored is None and die in state.bag and state.sheets[0].life == 2
    state = ridge()
    put(state, "a:1", "dugout")
    die = store(state, 0, "purple")
    enemy(state, STATUE, "support_trench")
    to_track(state, "threat")
    script(state, 1)
    enemy_turn(state)
    choose(state, "take")
    assert state.sheets[0].stored == die and state.sheets[0].life == 2


def test_co_d_13_the_auto_defence_policy():
    """CO-D.13: with auto-defend on, a player at 1 life force defends at any odds; at 3
    life with less than even odds the hit is taken."""
    state = ridge(auto_defend=True)
    strip(state, 0)
    put(state, "a:1", "dugout")
    state.sheets[0].life = 1
    store(state, 0, "purple")
    events = run_steps(state, ("attack", 0, 6, "test"))  # 1 chance in 6
    assert "dice_rolled" in kinds_of(events)
    state2 = ridge(auto_defend=True)
    strip(state2, 0)
    die = store(state2, 0, "purple")
    events = run_steps(state2, ("attack", 0, 6, "test"))
    assert "dice_rolled" not in kinds_of(events) and state2.sheets[0].stored == die
    assert state2.sheets[0].life == 2


def test_co_d_14_a_defence_roll_adds_colour_and_defense_bonuses():
    """CO-D.14, CO-BONUS.3, CO-BONUS.7: the stored die's colour bonus (not for purple)
    and the equipped defense bonuses count once on a defense roll."""
    state = ridge(avatars=["bruno_vasko", "ransom"])  # +1 red; leather jacket +1 defense
    assert state._kind_bonus(0).get("defense") == 1
    store(state, 0, "red")
    run_steps(state, ("attack", 0, 6, "test"))
    assert state.pending["chance"] == "1/2"  # 4+ with +2
    script(state, 4)
    events = choose(state, "defend")
    assert of_kind(events, "defended")[0]["total"] == 6 and of_kind(events, "defended")[0]["blocked"]
    state2 = ridge(avatars=["bruno_vasko", "ransom"])
    store(state2, 0, "purple")
    run_steps(state2, ("attack", 0, 6, "test"))
    script(state2, 4)
    events = choose(state2, "defend")
    # CO-D.32: a roll of only purple dice takes no defense bonus either.
    assert of_kind(events, "defended")[0]["total"] == 4


def test_co_d_13_the_chance_shown_matches_the_roll_for_a_purple_die():
    """CO-D.13, CO-D.14, CO-D.32: Bruno's leather jacket gives +1 defense, but a defense
    roll of his purple stored die takes no bonus, so against strength 6 only a 6 blocks:
    the chance shown is 1/6."""
    state = ridge(avatars=["bruno_vasko", "ransom"])
    store(state, 0, "purple")
    run_steps(state, ("attack", 0, 6, "test"))
    assert state.pending["chance"] == "1/6"


def test_co_enemy_15_and_co_d_15_the_morass_strikes_mid_turn():
    """CO-ENEMY.15, CO-D.15, ET-4.4 (d), CO-MORASS.1: an avatar that loses its last life
    force goes to the Morass at once; the next enemies activate against those left."""
    state = ridge()
    top_vital(state, "stable")
    put(state, "a:1", "dugout")
    state.sheets[0].life = 1
    enemy(state, STATUE, "support_trench")
    enemy(state, STATUE2, "dugout")
    to_track(state, "threat", "threat")
    script(state, 1, 1)
    events = enemy_turn(state)
    names = kinds_of(events)
    assert in_order(names, ["enemy_activated", "avatar_to_morass", "enemy_activated", "life_lost"])
    assert of_kind(events, "avatar_to_morass")[0]["seat"] == 0
    second = of_kind(events, "enemy_attack")[1]
    assert second["enemy"] == STATUE2 and second["target"] == 1
    assert of_kind(events, "life_lost")[1]["seat"] == 1 and of_kind(events, "life_lost")[1]["life"] == 2
    assert not state.is_over


def test_et_4_5_and_co_d_16_a_special_without_timing_comes_after_the_attack():
    """ET-4.5, CO-D.16, CO-ENEMY.5: the wire crawler's 6 row (strength 4, the target
    becomes trapped): the attack is resolved first, then the special."""
    state = ridge()
    put(state, "a:1", "dugout")
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 6)
    events = enemy_turn(state)
    names = kinds_of(events)
    assert "life_lost" in names and "status_added" in names
    assert names.index("life_lost") < names.index("status_added")


def test_et_4_5_a_special_on_a_falling_avatar_comes_too_late_to_matter():
    """ET-4.5, CO-D.16: with 1 life force left, the attack sends the avatar to the Morass
    first; the "becomes trapped" special then finds no avatar, so the new avatar is not
    trapped and no trapped card leaves the supply."""
    state = ridge()
    top_vital(state, "stable")
    put(state, "a:1", "dugout")
    state.sheets[0].life = 1
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    supply = state.status_supply["trapped"]
    script(state, 6)
    events = enemy_turn(state)
    assert "status_added" not in kinds_of(events)
    assert state.status_supply["trapped"] == supply


def test_co_enemy_17_and_et_5_attacks_from_the_book():
    """CO-ENEMY.17, ET-5: an attack from the Adventure Book (the sniper's shot, strength
    4) is resolved like an enemy's, with the stored die to defend, but no threat die is
    used."""
    state = ridge()
    track = to_track(state, "threat")
    die = store(state, 0, "purple")
    events = run_steps(state, ("entry", "sniper_shot"))
    assert state.pending["kind"] == "defend" and state.pending["strength"] == 4
    script(state, 5)
    events += choose(state, "defend")
    assert of_kind(events, "defended")[0]["blocked"] and state.sheets[0].stored == die
    assert state.track == track and "enemy_activated" not in kinds_of(events)


def test_et_1_and_et_2_the_two_triggers():
    """ET-1, ET-2, CO-THREAT.1, CO-THREAT.3: hostile with dice >= enemies runs the enemy
    turn; safe with 4 dice reads the threat entry and, as it brought enemies, runs an
    enemy turn at once."""
    state = ridge()
    enemy(state, STATUE, "far_wire")
    to_track(state, "threat")
    events = end_turn(state)
    assert activated(events)[:1] == [STATUE]
    state2 = ridge()
    to_track(state2, "threat", "threat", "threat", "threat")
    events = end_turn(state2)
    assert in_order(kinds_of(events), ["entry_read", "enemy_entered", "enemy_turn_started", "enemy_activated"])


def test_et_9_the_last_enemy_removed_makes_the_situation_safe():
    """ET-9, CO-ACTION.29: after every removal, if no enemy card is left in the slots,
    the situation turns safe at once; with one left it stays hostile."""
    state = ridge(avatars=["bruno_vasko", "ransom"])
    enemy(state, "wire_crawler", "support_trench")
    enemy(state, "tree_sniper", "far_wire")
    give(state, 0, "red", "red")
    script(state, 6)
    state.apply(Melee("red", "wire_crawler"))
    assert state.situation == "hostile" and state._enemies() == ["tree_sniper"]
    put(state, "tree_sniper", "support_trench")
    script(state, 6)
    state.apply(Melee("red", "tree_sniper"))
    if state.pending["kind"] == "place_item":
        choose(state, "discard")
    assert state.situation == "safe" and state._enemies() == []


def test_co_enemy_11_and_co_d_8_equal_targets_by_chain_t():
    """CO-ENEMY.11, CO-D.8, ET-4.3 (c): two avatars in the enemy's space (equally near):
    the target is the one with more life force."""
    state = ridge()
    state.sheets[0].life, state.sheets[1].life = 2, 3
    enemy(state, STATUE, "support_trench")
    to_track(state, "threat")
    script(state, 1)
    events = enemy_turn(state)
    assert of_kind(events, "enemy_attack")[0]["target"] == 1


def test_co_enemy_3_roll_move_target_attack_in_that_order():
    """CO-ENEMY.3: each activation rolls, then moves, then targets and attacks."""
    state = ridge()
    enemy(state, "wire_crawler", "near_wire")
    to_track(state, "threat")
    script(state, 1)
    names = kinds_of(enemy_turn(state))
    assert in_order(names, ["enemy_activated", "enemy_moved", "enemy_attack", "life_lost"])


def test_co_d_10_an_entering_enemy_takes_the_first_free_point():
    """CO-D.10: an enemy entering play takes the first free standee point of its space."""
    state = ridge()
    starts = page_of("vell_ridge").enemy_starts
    put(state, "a:0", starts[0], 0)
    state._encounter(["crater_giant"])
    assert state.pos["crater_giant"] == [starts[0], 1]


def test_et_4_5_the_rows_special_is_resolved_during_the_activation():
    """ET-4.5, CO-ENEMY.5: the wire crawler's 6 row carries a special (the target becomes
    trapped): it is resolved in that activation, on the attacked avatar."""
    state = ridge()
    put(state, "a:1", "dugout")
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 6)
    events = enemy_turn(state)
    assert of_kind(events, "status_added")[0]["seat"] == 0 and state.sheets[0].statuses == ["trapped"]
    assert of_kind(events, "enemy_activated")[0]["strength"] == 4


def test_co_d_9_by_default_the_stop_with_fewest_targets_then_page_order():
    """CO-D.9, ET-4.2 (d): without "Bookkeeper decides", of two stops on shortest paths
    that leave no avatar as a target, the enemy takes the first in page order."""
    state = ridge()
    geo = geometry_of("vell_ridge")
    put(state, "a:0", "open_ground")
    put(state, "a:1", "open_ground")
    stops = geo.steps_toward("far_wire", "open_ground", 1)
    assert len(stops) == 2
    enemy(state, "cellar_creeper", "far_wire")  # faces 1-2: speed 1, range 0
    to_track(state, "threat")
    script(state, 1)
    enemy_turn(state)
    assert state.pos["cellar_creeper"][0] == min(stops, key=geo.order.index)


def test_co_d_50_a_defeated_fear_copy_does_not_return():
    """CO-D.50, CO-ACTION.26: the extra Fear cards come only from entries that spawn "a
    Fear ID entity", act as non-Prime enemies with no life force, and do not return
    after defeat: the next spawn takes the other copy, and after both are defeated none."""
    state = at_actions(2, zone="downstairs", avatars=["bruno_vasko", "ransom"])
    fear = next(e for e, x in ENTITIES.items() if x.extra_copy)
    events = run_steps(state, ("effect", "threat", 1))  # encounter_fear
    first = of_kind(events, "enemy_entered")[0]["enemy"]
    assert ENTITIES[first].extra_copy and state.prime_life is None and fear
    state._defeat(first, 0)
    if state.pending and state.pending["kind"] == "place_item":
        choose(state, "discard")
    assert first not in state.defeated  # an ID entity: never back in Place threat
    events = run_steps(state, ("effect", "threat", 1))
    second = of_kind(events, "enemy_entered")[0]["enemy"]
    assert second != first
    state._defeat(second, 0)
    if state.pending and state.pending["kind"] == "place_item":
        choose(state, "discard")
    events = run_steps(state, ("effect", "threat", 1))
    assert not of_kind(events, "enemy_entered")
