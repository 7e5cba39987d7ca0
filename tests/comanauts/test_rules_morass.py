"""Life force, the Morass, vital signs, statuses and the end of the game through the
rules model: CO-MORASS, CO-VITAL, CO-STATUS, CO-END and CO-D.43-46."""

import attrs

from tabletop.games.comanauts.actions import Ability, Encourage, Melee, Move, Reserve
from tabletop.games.comanauts.actions import Test as SkillTest
from tabletop.games.comanauts.library import STATUSES
from tabletop.games.comanauts.pages import Effect as PageEffect

from .scenario import (AVATARS, enemy, at_actions, choose, end_turn, entries_of, give, give_item, in_order, kinds_of,
                       of_kind, put, refused, rig_draw, run_steps, script, store, strip, to_track,
                       top_vital, reveal_vital, geometry_of)


def swap_avatar(state, k, index, avatar):
    """Make `avatar` (from the box) sheet k's avatar number `index`."""
    sheet = state.sheets[k]
    state.avatar_box.remove(avatar)
    state.avatar_box.append(sheet.avatars[index])
    sheet.avatars[index] = avatar


# -- The Morass (CO-MORASS, CO-D.45) -----------------------------------------------------------------

def test_co_morass_1_to_6_an_avatar_with_no_life_force_goes_to_the_morass():
    """CO-MORASS.1, CO-MORASS.2, CO-MORASS.3, CO-MORASS.4, CO-MORASS.5, CO-MORASS.6, CO-D.45:
    a vital sign is revealed; the avatar leaves the map; its dice, stored die, starting
    items, statuses and suspicious token go, the default status turns face down; clarity
    and other items stay; the next avatar is revealed into the Morass with 3 life force
    plus its bonus."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "amara_lindqvist"])
    swap_avatar(state, 0, 1, "bruno_vasko")
    sheet = state.sheets[0]
    top_vital(state, "stable")
    dice = give(state, 0, "red", "blue")
    stored = store(state, 0, "green")
    give_item(state, 0, "binoculars")
    state._add_status(0, "trapped")
    state._add_status(0, sheet.default_status)
    sheet.suspicious, sheet.clarity, sheet.life = True, 4, 1
    supply = state.status_supply["trapped"]
    events = run_steps(state, ("lose_life", 0, 1, "test"))
    assert in_order(kinds_of(events), ["life_lost", "avatar_to_morass", "vital_sign_revealed", "avatar_revealed"])
    assert "a:0" not in state.pos and sheet.in_morass and sheet.avatar == "bruno_vasko"
    assert set(dice) | {stored} <= set(state.discard) and sheet.dice == [] and sheet.stored is None
    assert "revolver" in state.supply and "radio" in state.supply
    assert "binoculars" in sheet.inventory and sheet.clarity == 4
    assert sheet.statuses == [] and state.status_supply["trapped"] == supply + 1
    assert sheet.default_up is False and sheet.suspicious is False
    assert sheet.life == 3 + 1 and "brass_knuckles" in sheet.equipped.values()
    assert len(state.vitals) == 9


def test_co_morass_7_starting_items_push_old_ones_into_the_inventory():
    """CO-MORASS.7: the new avatar's starting items are equipped; one equipped into an
    occupied slot pushes the old item into the inventory, and items beyond 2 are
    discarded (back to the supply)."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "amara_lindqvist"])
    swap_avatar(state, 0, 1, "wren_abernathy")  # rifle (2 hands), night goggles
    strip(state, 0)
    sheet = state.sheets[0]
    give_item(state, 0, "crowbar", "hand")
    give_item(state, 0, "paper_stars", "hand_accessory")
    give_item(state, 0, "binoculars")
    give_item(state, 0, "lockpicks")
    top_vital(state, "stable")
    sheet.life = 1
    run_steps(state, ("lose_life", 0, 1, "test"))
    assert sheet.equipped["hand"] == sheet.equipped["hand_accessory"] == "rifle"
    assert sheet.equipped["head"] == "night_goggles"
    assert sorted(sheet.inventory) == ["crowbar", "paper_stars"]
    assert "binoculars" in state.supply and "lockpicks" in state.supply


def test_co_morass_9_the_avatar_returns_at_the_start_of_its_turn():
    """CO-MORASS.9, CO-D.39: at the start of its sheet's turn, an avatar in the Morass
    returns to any space already holding an avatar (no arrival entry is read)."""
    state = at_actions(2, zone="downstairs")
    top_vital(state, "stable")
    put(state, "a:0", "bedroom")
    state.sheets[1].life = 1
    run_steps(state, ("lose_life", 1, 1, "test"))
    assert state.sheets[1].in_morass
    events = end_turn(state)
    assert state.pending["kind"] == "return" and state.pending["seat"] == 1
    assert {o.split(":")[0] for o in state.pending["options"]} == {"bedroom"}
    refused(state, "choose value=hall:0")
    events += choose(state, state.pending["options"][0])
    assert state.pos["a:1"][0] == "bedroom" and not state.sheets[1].in_morass
    assert "night_light" not in state.read
    assert in_order(kinds_of(events), ["turn_started", "avatar_returned", "dice_drawn"])


def test_co_morass_10_a_returning_avatar_may_be_suspicious():
    """CO-MORASS.10, CO-D.47: the returning avatar gets a suspicious token when the
    current comazone is on its card."""
    state = at_actions(2, zone="downstairs")
    nxt = next(a for a in state.avatar_box if "downstairs" in AVATARS[a].suspicious)
    swap_avatar(state, 1, 1, nxt)
    top_vital(state, "stable")
    state.sheets[1].life = 1
    run_steps(state, ("lose_life", 1, 1, "test"))
    end_turn(state)
    choose(state, state.pending["options"][0])
    assert state.sheets[1].suspicious is True


def test_co_d_45_falling_on_your_own_turn_goes_on_to_discard_and_check_threat():
    """CO-D.45: if the avatar falls during its own turn, its actions end and the turn goes
    on with Discard dice and Check threat."""
    state = at_actions(2, zone="carrow_ironworks")
    top_vital(state, "stable")
    state.sheets[0].life = 1
    burning = "casting_floor"  # the page's rules: ending a move here costs 1 life force
    geo = geometry_of("carrow_ironworks")
    put(state, "a:0", next(s for s in geo.order if burning in geo.move_edges[s]))
    to_track(state, "threat", "threat", "threat", "threat")
    give(state, 0, "purple", "red")
    events = state.apply(Move("purple", burning, 0))
    assert in_order(kinds_of(events), ["avatar_moved", "life_lost", "avatar_to_morass", "threat_check",
                                       "bag_refreshed", "turn_started"])
    assert of_kind(events, "turn_started")[0]["seat"] == 1


def test_co_morass_8_and_co_end_1_the_third_avatar_lost_loses_the_game():
    """CO-MORASS.8, CO-END.1, CO-D.46: when a sheet's third avatar is sent to the Morass the
    team loses at once."""
    state = at_actions(2, zone="vell_ridge")
    sheet = state.sheets[0]
    sheet.current = 2
    sheet.life = 1
    top_vital(state, "stable")
    events = run_steps(state, ("lose_life", 0, 1, "test"), ("lose_life", 1, 1, "later"))
    assert state.is_over and state.result == {**state.result, "winners": [], "reason": "third_avatar"}
    assert kinds_of(events)[-1] == "game_over" and state.sheets[1].life == 3
    assert state.legal_actions() == []


def test_co_morass_8_all_avatars_in_the_morass_loses_the_game():
    """CO-MORASS.8, CO-END.1, CO-D.46: the moment no avatar is left on the map, the team
    loses."""
    state = at_actions(2, zone="vell_ridge")
    state.sheets[0].life = state.sheets[1].life = 1
    top_vital(state, "stable", "stable")
    run_steps(state, ("lose_life", 0, 1, "test"))
    assert not state.is_over
    run_steps(state, ("lose_life", 1, 1, "test"))
    assert state.is_over and state.result["reason"] == "all_in_morass" and state.result["winners"] == []


def test_co_d_44_life_force_has_no_cap():
    """CO-D.44: life force is gained only through effects, which state the amount, and has
    no maximum."""
    state = at_actions(2, zone="vell_ridge", avatars=["marisol_quint", "ransom"])  # +1 life to her space
    state.sheets[0].clarity = 9
    state._legal_cache = None
    for _ in range(3):
        state.apply(Ability())
    assert state.sheets[0].life == 6 and state.sheets[1].life == 6


# -- Vital signs (CO-VITAL, CO-D.43) --------------------------------------------------------------------

def test_co_vital_1_2_a_stable_card_does_nothing(monkeypatch):
    """CO-VITAL.1, CO-VITAL.2: an entry that says so reveals a vital signs card; a stable
    card has no effect."""
    state = at_actions(2, zone="vell_ridge")
    top_vital(state, "stable")
    entries = entries_of("vell_ridge")
    before = state.to_dict()["state"]
    monkeypatch.setitem(entries, "line_voice", attrs.evolve(entries["line_voice"],
                                                            effects=(PageEffect(op="reveal_vital"),)))
    events = run_steps(state, ("entry", "line_voice"))
    assert of_kind(events, "vital_sign_revealed")[0]["card"] == "stable"
    assert state.vitals_seen == ["stable"] and len(state.vitals) == 9
    assert [s.life for s in state.sheets] == [s["life"] for s in before["sheets"]]
    assert not of_kind(events, "entry_read")[1:]


def test_co_vital_3_4_and_co_d_43_only_the_first_critical_card_on_a_visit_counts():
    """CO-VITAL.3, CO-VITAL.4, CO-D.43: a critical card resolves the page's critical entry
    (Vell Ridge: an attack on everyone); a second critical on the same visit does
    nothing; entering a page resets the count."""
    state = at_actions(2, zone="vell_ridge")
    top_vital(state, "critical")
    reveal_vital(state)
    assert "critical" in state.read and [s.life for s in state.sheets] == [2, 2]
    top_vital(state, "critical")
    events = reveal_vital(state)
    assert of_kind(events, "vital_sign_revealed")[0]["card"] == "critical"
    assert [s.life for s in state.sheets] == [2, 2] and not of_kind(events, "entry_read")
    state._leave_page()
    state._step_enter("vell_ridge")
    top_vital(state, "critical")
    reveal_vital(state)
    assert [s.life for s in state.sheets] == [1, 1]


def test_co_vital_5_the_flatline_loses_the_game():
    """CO-VITAL.5, CO-END.1, CO-D.46: the moment the Flatline is revealed, the team loses."""
    state = at_actions(2, zone="vell_ridge")
    top_vital(state, "flatline")
    events = reveal_vital(state)
    assert kinds_of(events) == ["vital_sign_revealed", "game_over"]
    assert state.is_over and state.result["reason"] == "flatline" and state.result["winners"] == []


def test_co_vital_1_reveals_on_the_inner_child_and_the_morass(monkeypatch):
    """CO-VITAL.1: a vital sign is revealed when the inner child die is drawn and when an
    avatar goes to the Morass."""
    state = at_actions(2, zone="vell_ridge")
    top_vital(state, "stable", "stable")
    rig_draw(monkeypatch, state, ("inner_child", "red", "red", "blue", "blue"))
    events = end_turn(state)
    assert len(of_kind(events, "vital_sign_revealed")) == 1
    state.sheets[0].life = 1
    events = run_steps(state, ("lose_life", 0, 1, "test"))
    assert len(of_kind(events, "vital_sign_revealed")) == 1 and len(state.vitals) == 8


# -- Statuses (CO-STATUS) ------------------------------------------------------------------------------

def test_co_status_1_2_3_becoming_trapped():
    """CO-STATUS.1, CO-STATUS.2, CO-STATUS.3: "becomes trapped" places a trapped card from
    the supply by the avatar, and its effect (no moving) applies at once."""
    state = at_actions(2, zone="vell_ridge")
    give(state, 0, "red")
    assert any(isinstance(a, Move) for a in state.legal_actions())
    supply = state.status_supply["trapped"]
    events = run_steps(state, ("card_effect", 0, "row:wire_crawler:6", 0, 0))
    assert of_kind(events, "status_added")[0]["status"] == "trapped"
    assert state.sheets[0].statuses == ["trapped"] and state.status_supply["trapped"] == supply - 1
    assert not any(isinstance(a, Move) for a in state.legal_actions())


def test_co_status_3_a_status_penalty_changes_rolls_at_once():
    """CO-STATUS.3, CO-BONUS.1: fearful gives -1 to every red die rolled."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    enemy(state, "drift_colossus", "support_trench")
    state._add_status(0, "fearful")
    give(state, 0, "red", "red")
    script(state, 4, 4)
    events = state.apply(Melee("red+red", "drift_colossus"))
    assert of_kind(events, "attack_rolled")[0]["total"] == 6


def test_co_status_4_never_two_copies_of_a_status():
    """CO-STATUS.4: an avatar that becomes trapped again gets no second card."""
    state = at_actions(2, zone="vell_ridge")
    state._add_status(0, "trapped")
    supply = state.status_supply["trapped"]
    events = run_steps(state, ("card_effect", 0, "row:wire_crawler:6", 0, 0))
    assert not of_kind(events, "status_added")
    assert state.sheets[0].statuses == ["trapped"] and state.status_supply["trapped"] == supply


def test_co_status_5_6_7_removal_tests_by_anyone_in_the_space_any_number_of_times():
    """CO-STATUS.5, CO-STATUS.6, CO-STATUS.7, CO-ACTION.19: the trapped card's removal is a
    red test (8); the affected avatar or another in its space may try, again and again,
    a failure costing nothing; nobody elsewhere can try."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "amara_lindqvist"])  # no red bonus
    strip(state, 0)
    strip(state, 1)
    state._add_status(1, "trapped")
    give(state, 0, "red", "red", "red")
    key = "status:1:trapped"
    assert SkillTest("red", key) in state.legal_actions()
    script(state, 3)
    events = state.apply(SkillTest("red", key))
    assert not of_kind(events, "test_rolled")[0]["passed"] and state.sheets[1].statuses == ["trapped"]
    assert [s.life for s in state.sheets] == [3, 3] and state.sheets[0].clarity == 0
    script(state, 4, 4)
    state.apply(SkillTest("red+red", key))
    assert state.sheets[1].statuses == [] and state.status_supply["trapped"] == 4
    state._add_status(1, "trapped")
    put(state, "a:1", "dugout")
    give(state, 0, "red")
    assert not any(isinstance(a, SkillTest) and a.key == key for a in state.legal_actions())
    refused(state, SkillTest("red", key))


def test_co_status_8_9_the_default_status_turns_face_up_and_down():
    """CO-STATUS.8, CO-STATUS.9: told to activate it, the sheet's default status turns face
    up (and applies); removed, it turns face down but stays on the sheet."""
    state = at_actions(2, zone="vell_ridge")
    sheet = state.sheets[0]
    default = sheet.default_status
    state._add_status(0, default)
    assert sheet.default_up and state._statuses(0) == [default]
    key = f"status:0:{default}"
    colour = STATUSES[default].removal_colour
    give(state, 0, colour, colour, colour)
    script(state, 6, 6, 6)
    state.apply(SkillTest(f"{colour}+{colour}+{colour}", key))
    assert not sheet.default_up and sheet.default_status == default and state._statuses(0) == []


def test_co_status_10_11_effects_that_heal_statuses_leave_suspicious_tokens():
    """CO-STATUS.10, CO-STATUS.11: removing status cards (Amara's Triage) never removes a
    suspicious token."""
    state = at_actions(2, zone="vell_ridge", avatars=["amara_lindqvist", "ransom"])
    state.sheets[1].suspicious = True
    state._add_status(1, "trapped")
    state.sheets[0].clarity = 3
    state._legal_cache = None
    state.apply(Ability())
    while state.pending["kind"] == "pick_comanaut":
        choose(state, "1")
    assert state.sheets[1].statuses == [] and state.sheets[1].suspicious is True


def test_co_status_12_never_a_second_suspicious_token():
    """CO-STATUS.12, CO-D.47: recomputing in a comazone where the avatar is already
    suspicious keeps exactly one token (a flag, not a count); placing by set-up and by
    return never adds a second."""
    state = at_actions(2, zone="vell_ridge", avatars=["ines_oduya", "ransom"])  # vell_ridge on her card
    sheet = state.sheets[0]
    assert sheet.suspicious is True
    state._set_suspicious(0)
    state._set_suspicious(0)
    assert sheet.suspicious is True and state.view(0)["sheets"][0]["suspicious"] is True


def test_co_status_3_other_statuses_forbid_their_actions():
    """CO-STATUS.3: silent forbids Encourage, drowsy forbids Reserve, distraught forbids
    gaining clarity (its white dice are simply discarded)."""
    state = at_actions(2, zone="vell_ridge")
    give(state, 0, "red")
    state._add_status(0, "silent")
    state._add_status(0, "drowsy")
    state._legal_cache = None
    assert not any(isinstance(a, (Encourage, Reserve)) for a in state.legal_actions())
    state._add_status(1, "distraught")
    state.sheets[1].clarity = 0
    state.sheets[1].dice += [state.bag.pop(next(i for i, d in enumerate(state.bag) if d.startswith("white")))]
    run_steps(state, ("clarity", 1))
    assert state.sheets[1].clarity == 0 and not any(d.startswith("white") for d in state.sheets[1].dice)


# -- The end (CO-END) ------------------------------------------------------------------------------------

def test_co_end_2_defeating_the_prime_id_wins():
    """CO-END.2, CO-ID.6, CO-D.46: the team wins the moment the Prime ID's last life force
    is removed, whoever struck it."""
    state = at_actions(2, zone="vell_ridge", avatars=["bruno_vasko", "ransom"])
    state._encounter_id("0000000")
    state.prime_life = 1
    put(state, state.prime, "support_trench")
    give(state, 0, "red", "red")
    script(state, 6, 6)
    events = state.apply(Melee("red+red", state.prime))
    assert state.result["winners"] == [0, 1] and of_kind(events, "game_over")[0]["won"] is True
    refused(state, "end")


def test_co_end_1_the_game_stops_at_a_loss_mid_enemy_turn():
    """CO-END.1, CO-D.15, CO-D.46: a loss during an enemy turn stops it at once: later
    enemies do not activate."""
    state = at_actions(2, zone="vell_ridge")
    state.sheets[0].current = 2  # sheet 1 is on its third and last avatar
    state.sheets[0].life = state.sheets[1].life = 1
    top_vital(state, "stable")
    enemy(state, "drift_colossus", "support_trench")
    enemy(state, "luggage_mimic", "support_trench")
    to_track(state, "threat", "threat")
    script(state, 1, 1)
    # chain T: equal life, no stored die: the current player (sheet 1, index 0) is hit first
    events = run_steps(state, ("enemy_turn",))
    assert state.is_over and state.result["reason"] == "third_avatar"
    assert len(of_kind(events, "enemy_activated")) == 1 and state.sheets[1].life == 1
