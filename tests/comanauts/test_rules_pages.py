"""Pages, spots, leaving, the Nexus, insight, clues and totems through the rules model:
CO-PAGE, CO-SPOT, CO-LEAVE, CO-NEXUS, CO-COMA, CO-INSIGHT, CO-CLUE, CO-TOTEM and
CO-D.38-40, CO-D.47-49, CO-D.52-53, CO-D.55."""

import attrs
import pytest

from tabletop.games.comanauts.actions import Move, Travel
from tabletop.games.comanauts.pages import Effect as PageEffect

from .scenario import (AVATARS, ENTITIES, STORY, TOTEMS, ZONES, at_actions, choose, end_turn, enemy, entries_of,
                       find_seed, give, give_item, in_order, kind, kinds_of, of_kind, page_of, put, refused,
                       run_steps, script, settle, store, to_track)


def downstairs():
    state = at_actions(2, zone="downstairs")
    assert state.pos["a:0"][0] == "top_landing"
    return state


# -- Page set-up and symbols (CO-PAGE) ----------------------------------------------------------------

@pytest.mark.parametrize("zone", ["downstairs", "vell_ridge", "ward_seven"])
def test_co_page_1_2_4_each_page_sets_itself_up(zone):
    """CO-PAGE.1, CO-PAGE.2, CO-PAGE.4, CO-SPOT.1, CO-SPOT.4: entering a page places its
    own tokens (search tokens on search spots, insight and objective tokens where its
    set-up says), its environment card, and every avatar in its avatar start space."""
    state = at_actions(2, zone=zone)
    page = page_of(zone)
    want = {}
    for spec in page.space:
        tokens = ["search"] * spec.search + ["insight"] * spec.insight + ["objective"] * spec.objective
        if tokens:
            want[spec.id] = tokens
    assert state.tokens == want
    assert state.environment == page.environment
    assert state.pos["a:0"][0] == state.pos["a:1"][0] == page.avatar_start
    assert state.pos["a:0"] != state.pos["a:1"]  # each on its own standee point


def test_co_page_3_encountered_enemies_enter_on_an_enemy_start_space():
    """CO-PAGE.3, CO-ENC.2: the Downstairs threat entry's enemies stand on its enemy start
    spaces (the Boiler Room and the Under-Stairs Cupboard)."""
    state = downstairs()
    run_steps(state, ("entry", "threat"))
    assert len(state.slots) == 3  # two hostiles and a spare Fear
    assert {state.pos[c][0] for c in state.slots} <= set(page_of("downstairs").enemy_starts)


def test_co_page_5_and_co_spot_6_a_point_of_interest_is_read_on_arrival():
    """CO-PAGE.5, CO-SPOT.5, CO-SPOT.6, CO-D.39: moving into a POI space pauses the turn
    to read the POI's entry (the parlour lamp test), then play resumes."""
    state = downstairs()
    put(state, "a:0", "hall")
    give(state, 0, "yellow", "red")
    events = state.apply(Move("yellow", "parlour", 0))
    assert of_kind(events, "entry_read")[0]["entry"] == "light_under_door"
    assert "lamp_out" in state.read  # no yellow die left: the test failed
    assert state.pending == {"kind": "actions", "seat": 0} and state.sheets[0].dice


def test_co_page_7_and_co_d_39_an_insight_token_is_read_then_removed():
    """CO-PAGE.7, CO-SPOT.5, CO-SPOT.6, CO-INSIGHT.2, CO-D.39: arriving where an insight token lies
    reads the spot's insight entry (gain 1 insight on the dresser) and the token is then
    removed, so a second arrival reads nothing."""
    state = downstairs()
    put(state, "a:0", "first_flight")
    give(state, 0, "red", "red", "red")
    events = state.apply(Move("red", "middle_landing", 0))
    assert of_kind(events, "entry_read")[0]["entry"] == "tally_marks"
    assert state.insight == 1 and "insight" not in state.tokens.get("middle_landing", [])
    state.apply(Move("red", "first_flight", 0))
    events = state.apply(Move("red", "middle_landing", 0))
    assert not of_kind(events, "entry_read") and state.insight == 1


def test_co_page_10_an_objective_token_is_read_on_arrival():
    """CO-PAGE.10, CO-SPOT.5, CO-SPOT.6: the Boiler Room's objective token reads its entry (a group
    task opens) and the token is removed after."""
    state = downstairs()
    put(state, "a:0", "cellar_steps")
    give(state, 0, "red")
    events = state.apply(Move("red", "boiler_room", 0))
    assert of_kind(events, "entry_read")[0]["entry"] == "boiler" and state.task["entry"] == "boiler"
    assert "objective" not in state.tokens.get("boiler_room", [])


def test_co_page_8_9_the_inner_child_on_the_rabbit_hole_and_its_entry():
    """CO-PAGE.8, CO-PAGE.9, CO-D.38, CO-D.39: the inner child stands on the rabbit hole; a
    move into that space, even within it, reads the inner-child entry, which branches on
    the die's value (3: two insight); then the die goes to the discard pool and the
    standee leaves."""
    state = downstairs()
    child = next(d for d in state.bag if kind(d) == "inner_child")
    state.bag.remove(child)
    state.child_die, state.child_value = child, 3
    put(state, "child", "second_flight", 0)
    put(state, "a:0", "second_flight", 1)
    give(state, 0, "red")
    events = state.apply(Move("red", "second_flight", 2))  # within the space
    assert [e["entry"] for e in of_kind(events, "entry_read")] == ["inner_child", "child_counts"]
    assert state.insight == 2 and state.child_die is None and child in state.discard
    assert "child" not in state.pos


def test_co_d_38_the_inner_child_die_waits_on_its_slot_until_resolved_or_left():
    """CO-D.38: until the inner-child entry is read, the die stays on the dresser's slot;
    leaving the page sends it to the discard pool and the standee off the map."""
    state = downstairs()
    child = next(d for d in state.bag if kind(d) == "inner_child")
    state.bag.remove(child)
    state.child_die = child
    put(state, "child", "second_flight", 0)
    settle(state, ("actions",), seat=1)
    assert state.child_die == child and state.pos["child"][0] == "second_flight"
    state._leave_page()
    assert state.child_die is None and child in state.discard and "child" not in state.pos


def test_co_d_39_placing_an_avatar_triggers_nothing():
    """CO-D.39: placing avatars (entering a page) on a POI or token space reads nothing;
    only the current player's Move ending there does."""
    state = downstairs()
    page = page_of("downstairs")
    assert page.avatar_start == "top_landing"
    put(state, "a:1", "bedroom")  # a POI, placed by hand: nothing read
    state._legal_cache = None
    give(state, 0, "red")
    events = state.apply(Move("red", "top_landing", 3))
    assert not of_kind(events, "entry_read")
    assert "night_light" not in state.read


def test_co_spot_7_a_point_of_interest_is_explored_once():
    """CO-SPOT.7, CO-D.39: after the bedroom's POI is read, a second arrival reads nothing."""
    state = downstairs()
    give(state, 0, "red", "red", "red")
    state.apply(Move("red", "bedroom", 0))
    assert "night_light" in state.explored
    state.apply(Move("red", "top_landing", 0))
    events = state.apply(Move("red", "bedroom", 0))
    assert not of_kind(events, "entry_read")


def test_co_spot_8_a_repeatable_point_of_interest_is_read_every_time(monkeypatch):
    """CO-SPOT.8: a POI marked repeatable is read again on every arrival."""
    state = downstairs()
    entries = entries_of("downstairs")
    monkeypatch.setitem(entries, "night_light", attrs.evolve(entries["night_light"], repeatable=True))
    give(state, 0, "red", "red", "red")
    state.apply(Move("red", "bedroom", 0))
    state.apply(Move("red", "top_landing", 0))
    events = state.apply(Move("red", "bedroom", 1))
    assert [e["entry"] for e in of_kind(events, "entry_read")][:1] == ["night_light"]


def test_co_spot_4_the_book_places_tokens(monkeypatch):
    """CO-SPOT.4, CO-PAGE.7: when an entry says so, a token is placed on its space (here an
    insight token on the kitchen), which then works like any other."""
    state = downstairs()
    state.tokens.pop("kitchen")
    entries = entries_of("downstairs")
    monkeypatch.setitem(entries, "tally_marks", attrs.evolve(
        entries["tally_marks"], effects=(PageEffect(op="place_token", token="insight", space="kitchen"),)))
    run_steps(state, ("entry", "tally_marks"))
    assert state.tokens["kitchen"] == ["insight"]
    put(state, "a:0", "hall")
    give(state, 0, "red")
    events = state.apply(Move("red", "kitchen", 0))
    assert of_kind(events, "entry_read")[0]["entry"] == "kitchen_table" and state.insight == 1


# -- Leaving a page and the Nexus (CO-LEAVE, CO-NEXUS, CO-D.40, CO-D.47-48) --------------------------------

def test_co_leave_1_2_3_and_co_d_40_leaving_the_page():
    """CO-LEAVE.1, CO-LEAVE.2, CO-LEAVE.3, CO-D.40, CO-NEXUS.1, CO-NEXUS.2: an entry sends
    the team to the Nexus: the current player's actions end at once, dice are discarded
    and the threat checked on the old page (here an enemy turn); then its tokens, enemies
    and set-aside hostiles are cleared, the situation turns safe, and every avatar,
    the one in the Morass too, leaves the map; threat dice and stored dice carry over."""
    state = downstairs()
    sheet1 = state.sheets[1]
    state.pos.pop("a:1")
    sheet1.in_morass = True
    enemy(state, "nightlight_moth", "bathroom")
    state.defeated.append("cellar_creeper")
    state.hostile_supply.remove("cellar_creeper")
    to_track(state, "threat")
    stored = store(state, 0, "yellow")
    give(state, 0, "red")
    script(state, 1)
    events = run_steps(state, ("entry", "victory"))
    assert state.pending["kind"] == "defend"  # the enemy turn, still on the old page
    events += choose(state, "take")
    names = kinds_of(events)
    assert in_order(names, ["entry_read", "dice_discarded", "enemy_turn_started", "enemy_turn_ended",
                            "page_left"])
    assert state.pending["kind"] == "nexus" and state.pending["seat"] == 0
    assert state.tokens == {} and state.slots == [] and state.defeated == []
    assert {"nightlight_moth", "cellar_creeper"} <= set(state.hostile_supply)
    assert state.situation == "safe"
    assert "a:0" not in state.pos and "a:1" not in state.pos
    assert state.sheets[0].stored == stored
    choose(state, state.pending["options"][0])
    zone = state.zone
    start = page_of(zone).avatar_start
    assert state.pos["a:0"][0] == state.pos["a:1"][0] == start and not sheet1.in_morass
    assert state.sheets[0].stored == stored


def test_co_d_40_threat_dice_carry_over_to_the_next_page():
    """CO-D.40, CO-GAME.5: dice on the threat track stay there when the page changes."""
    state = downstairs()
    track = to_track(state, "threat", "threat")
    state.leaving = "vell_ridge"
    end_turn(state)
    assert state.zone == "vell_ridge" and state.track[:2] == track


def test_co_nexus_3_and_co_d_48_any_comazone_of_the_nexus_may_be_chosen():
    """CO-NEXUS.3, CO-D.48: at the Nexus the bookkeeper picks any comazone card laid out,
    the current one and visited ones included, and the team turns to its page; nothing
    outside the Nexus."""
    state = at_actions(2)
    here = state.zone
    state.leaving = "nexus"
    end_turn(state)
    assert state.pending["kind"] == "nexus" and state.pending["options"] == state.nexus
    outside = next(z for z in ZONES if z not in state.nexus)
    refused(state, f"choose value={outside}")
    events = choose(state, here)
    assert state.zone == here and of_kind(events, "page_entered")[0]["zone"] == here


def test_co_nexus_4_and_co_d_47_suspicious_tokens_follow_the_comazone():
    """CO-NEXUS.4, CO-D.47, CO-STATUS.12: entering a comazone recomputes every avatar's
    suspicious token from its card: placed where listed, removed where not, never two."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "bruno_vasko"])
    ransom_zones = AVATARS["ransom"].suspicious
    target = next(z for z in ransom_zones if z in ZONES)
    if target not in state.nexus:
        state.nexus.append(target)
    state.leaving = "nexus"
    end_turn(state)
    choose(state, target)
    assert state.sheets[0].suspicious is True
    assert state.sheets[1].suspicious is (target in AVATARS["bruno_vasko"].suspicious)
    state._leave_page()
    state._step_enter(target)
    assert state.sheets[0].suspicious is True
    state._leave_page()
    state._step_enter("vell_ridge")
    assert state.sheets[0].suspicious is ("vell_ridge" in ransom_zones)


# -- Comazones and the Prime ID's home (CO-COMA) -----------------------------------------------------

def test_co_coma_1_only_the_prime_ids_home_finale_brings_it():
    """CO-COMA.1, CO-D.49: the end of any other revealed comazone brings that comazone's
    own ID entity; only playing through to the end of the Prime ID's home brings the
    Prime ID."""
    state = at_actions(2)
    for zone in state.nexus:
        trial = at_actions(2, seed=state.seed)
        trial._step_enter(zone)
        run_steps(trial, ("entry", page_of(zone).finale))
        if zone == ENTITIES[trial.prime].home:
            assert trial.prime in trial.slots
        else:
            assert ZONES[zone].id_entity in trial.slots and trial.prime not in trial.slots


def test_co_coma_2_the_evidence_the_players_have():
    """CO-COMA.2: (a) revealed clues belong to the Prime ID; (b) the Prime ID never lives in
    the starting comazone; (c) ID entities met this game are logged publicly, and the
    Prime ID is never among the non-Prime entities met."""
    for seed in range(1, 6):
        state = at_actions(2, seed=find_seed(2, start=seed * 7))
        assert ENTITIES[state.prime].home != state.start_zone
        run_steps(state, ("reveal_clue",))
        clue = state.clues[0]
        assert STORY.clues[clue].code == ENTITIES[state.prime].code
        start_entity = ZONES[state.start_zone].id_entity
        state._encounter_id(ENTITIES[start_entity].code)
        assert state.view(0)["met"] == [start_entity] and state.prime not in state.met


# -- Insight, clues, totems (CO-INSIGHT, CO-CLUE, CO-TOTEM, CO-D.52-53) --------------------------------

def test_co_insight_1_2_3_three_insight_reveal_a_clue():
    """CO-INSIGHT.1, CO-INSIGHT.2, CO-INSIGHT.3, CO-CLUE.1, CO-CLUE.2: insight from exploring
    goes to the dresser's slot; each time 3 have been gained they are discarded and the
    current player reveals the top clue card, which is read to all."""
    state = downstairs()
    state.insight = 2
    top = state.clue_deck[-1]
    put(state, "a:0", "first_flight")
    give(state, 0, "red")
    events = state.apply(Move("red", "middle_landing", 0))
    revealed = of_kind(events, "clue_revealed")[0]
    assert revealed["clue"] == top and revealed["seat"] == 0 and revealed["text"] == STORY.clues[top].text
    assert STORY.clues[top].code == ENTITIES[state.prime].code  # a hint about the Prime ID
    assert state.insight == 0 and state.clues == [top] and len(state.clue_deck) == 4
    assert state.view(1)["clues"] == [top]


def test_co_insight_1_environments_give_insight_too():
    """CO-INSIGHT.1, CO-ACTION.19: interacting with an environment (Ward Seven's flickering
    lights, yellow 8) gains insight on a success."""
    state = at_actions(2, zone="ward_seven", avatars=["ransom", "bruno_vasko"])
    give(state, 0, "yellow", "yellow")
    script(state, 4, 4)
    state.apply("test use=yellow+yellow key=env")
    assert state.insight == 1


def test_co_clue_3_and_co_totem_1_a_clue_pauses_for_the_teams_totem_choice():
    """CO-CLUE.3, CO-TOTEM.1, CO-TOTEM.2, CO-D.53: when a clue card is revealed the team
    may take one totem of its choice (or none); the totem is then placed like a gained
    item, in the accessory or hand/accessory slot."""
    state = downstairs()
    state.sheets[0].equipped["accessory"] = None
    run_steps(state, ("reveal_clue",))
    assert state.pending["kind"] == "totem" and state.pending["options"] == [*state.totems, "none"]
    totem = state.totems[0]
    choose(state, totem)
    assert state.pending["kind"] == "place_item" and state.pending["item"] == totem
    assert {o for o in state.pending["options"] if o.startswith("wear:")} <= {"wear:accessory",
                                                                             "wear:hand_accessory"}
    choose(state, "inventory")
    assert totem in state.sheets[0].inventory and totem not in state.totems
    run_steps(state, ("reveal_clue",))
    choose(state, "none")
    assert len(state.clues) == 2 and totem not in state.totems


def test_co_d_52_no_clue_left_no_totem():
    """CO-D.52: once all 5 clues are revealed, another reveal does nothing and offers no
    totem."""
    state = downstairs()
    for _ in range(5):
        run_steps(state, ("reveal_clue",))
        choose(state, "none")
    events = run_steps(state, ("reveal_clue",))
    assert "clue_none_left" in kinds_of(events) and len(state.clues) == 5
    assert state.pending == {"kind": "actions", "seat": 0}


def test_co_totem_2_3_and_co_d_53_an_equipped_totem_takes_the_team_to_its_comazone():
    """CO-TOTEM.2, CO-TOTEM.3, CO-D.53, CO-LEAVE.1: a totem must be equipped to be used;
    then any attribute die takes the whole team to its comazone's page, as leaving a page
    (the turn ends first), and the totem stays equipped."""
    state = downstairs()
    totem = next(t for t in state.totems if TOTEMS[t].comazone != "downstairs")
    give_item(state, 0, totem)
    give(state, 0, "red", "blue")
    assert not any(isinstance(a, Travel) for a in state.legal_actions())
    refused(state, Travel("red", totem))
    state.sheets[0].inventory.remove(totem)
    held = state.sheets[0].equipped["accessory"]
    if held:
        state._remove_held(state.sheets[0], held)
        state.supply.append(held)
    state.sheets[0].equipped["accessory"] = totem
    state._legal_cache = None
    assert Travel("red", totem) in state.legal_actions()
    events = state.apply(Travel("red", totem))
    assert in_order(kinds_of(events), ["totem_used", "dice_discarded", "page_left", "page_entered"])
    assert state.zone == TOTEMS[totem].comazone and state.sheets[0].equipped["accessory"] == totem


# -- Doors (CO-D.55) --------------------------------------------------------------------------------

def test_co_d_55_a_door_token_walls_its_space_off_for_avatars():
    """CO-D.55: a door token makes its lines solid white: avatars cannot move in or out of
    its space (moving within it is still possible)."""
    state = downstairs()
    state.tokens["first_flight"] = ["door"]
    give(state, 0, "purple")
    spaces = {a.space for a in state.legal_actions() if isinstance(a, Move)}
    assert spaces == {"bedroom", "top_landing"}
    refused(state, Move("purple", "first_flight", 0))


def test_co_d_55_enemies_cannot_pass_a_door_either():
    """CO-D.55, CO-ENEMY.9: a door's line is a solid white line for enemies too: with a
    door in the dugout (a dead end), an enemy outside cannot reach the avatars there."""
    state = at_actions(2, zone="vell_ridge")
    put(state, "a:0", "dugout")
    put(state, "a:1", "dugout")
    state.tokens["dugout"] = ["door"]
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 1)
    run_steps(state, ("enemy_turn",))
    assert state.pos["wire_crawler"][0] == "support_trench"
    assert state.sheets[0].life == state.sheets[1].life == 3


def test_co_d_47_a_returning_avatar_gets_its_token_recomputed():
    """CO-D.47, CO-MORASS.10: an avatar coming back from the Morass gets a suspicious token
    if the current comazone is on its card."""
    state = at_actions(2, zone="vell_ridge")
    sheet = state.sheets[1]
    nxt = next(a for a in state.avatar_box if "vell_ridge" in AVATARS[a].suspicious)
    state.avatar_box.remove(nxt)
    state.avatar_box.append(sheet.avatars[1])
    sheet.avatars[1] = nxt
    sheet.life = 1
    state.vitals.append(state.vitals.pop(state.vitals.index("stable")))
    run_steps(state, ("lose_life", 1, 1, "test"))
    assert sheet.avatar == nxt and sheet.in_morass and sheet.suspicious is False
    settle(state, ("return",), seat=1)
    assert state.pending["kind"] == "return"
    choose(state, state.pending["options"][0])
    assert sheet.suspicious is True and not sheet.in_morass
