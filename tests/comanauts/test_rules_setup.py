"""The game as a whole and its set-up, through the rules model: CO-GAME, CO-SETUP,
CO-AVATAR and the set-up decisions (CO-D.19-23, CO-D.42, CO-D.50-51, CO-D.54, CO-D.56)."""

import json
from collections import Counter

import pytest

from tabletop.engine import ContentError, Rng
from tabletop.games.comanauts import GAME
from tabletop.games.comanauts.actions import Choose
from tabletop.games.comanauts.cards import load_cards
from tabletop.games.comanauts.dice import kind
from tabletop.games.comanauts.library import CARDS
from tabletop.games.comanauts.setup import deal

from .scenario import (AVATARS, ENTITIES, HOSTILES, OPTIONS, STORY, TOTEMS, ZONES, at_actions, choose, enemy,
                       find_seed, give, kinds_of, new, of_kind, page_of, refused, script, settle, to_track, end_turn, put, run_steps)

SEEDS = range(1, 13)


def fresh_game(seats=2, seed=1):
    return GAME.new_game(seats, seed, dict(OPTIONS))


# -- CO-GAME ------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4])
def test_co_game_1_two_to_four_sheets_play_together(seats):
    """CO-GAME.1, CO-D.19: the game takes 2 to 4 comanauts (player sheets), each with its
    own sheet; all of them win or lose together."""
    state = new(seats, 5)
    assert len(state.sheets) == seats == state.seats
    assert len({id(s) for s in state.sheets}) == seats
    state.vitals.append(state.vitals.pop(state.vitals.index("flatline")))  # Flatline on top
    state._reveal_vital()
    assert state.is_over and state.result["winners"] == []
    won = new(seats, 5)
    enemy(won, won.prime, won.pos["a:0"][0])
    won.prime_life = 1
    won._defeat(won.prime, 0)
    assert won.result["winners"] == list(range(seats))


@pytest.mark.parametrize("seats", [0, 1, 5])
def test_co_game_1_other_numbers_of_comanauts_are_refused(seats):
    """CO-GAME.1, CO-D.19: 2-4 comanauts (a person alone holds two or more sheets),
    never 0, 1 or 5: with one sheet the first fall sends every avatar to the Morass."""
    with pytest.raises(ValueError):
        GAME.new_game(seats, 1, dict(OPTIONS))


def test_co_game_2_each_session_hunts_one_hidden_prime_id():
    """CO-GAME.2, CO-GAME.6: a session centres on one Prime ID, one of the 5 revealed
    ID entities, hidden from every seat until it enters play."""
    for seed in SEEDS:
        state = new(2, seed)
        assert state.prime in state.revealed
        assert state.prime not in state.id_stack and state.prime_life is None
        for seat in range(2):
            assert state.view(seat)["prime"] is None


def test_co_game_3_the_team_enters_a_comazone_page_and_meets_the_inner_child():
    """CO-GAME.3, CO-TURN.15: the players enter the starting comazone's page, and the
    inner child appears on the page's rabbit hole when its die is drawn."""
    state = at_actions(2, zone="downstairs")
    assert state.zone == "downstairs" and state.pos["a:0"][0] == page_of("downstairs").avatar_start
    die = state.bag.pop(next(i for i, d in enumerate(state.bag) if kind(d) == "inner_child"))
    state.sheets[0].dice.append(die)
    script(state, 4)
    state._step_inner_child(0)
    assert state.pos["child"][0] == page_of("downstairs").rabbit_hole == "second_flight"
    assert state.child_die == die and state.child_value == 4


def test_co_game_4_meeting_the_inner_child_gives_clues():
    """CO-GAME.4, CO-PAGE.9, CO-CLUE.1: moving into the inner child's space reads the
    inner-child entry; on the Downstairs a 5 or 6 on the inner child die reveals a clue
    card (and 1 insight)."""
    state = at_actions(2, zone="downstairs")
    child = next(d for d in state.bag if kind(d) == "inner_child")
    state.bag.remove(child)
    state.child_die, state.child_value = child, 6
    state.pos["child"] = ["second_flight", 0]
    state.pos["a:0"] = ["middle_landing", 0]
    state.tokens.pop("middle_landing", None)
    give(state, 0, "blue")
    top = state.clue_deck[-1]
    events = state.apply("move use=blue space=second_flight point=1")
    assert state.clues == [top]
    assert of_kind(events, "clue_revealed")[0]["clue"] == top
    assert state.pending["kind"] == "totem"  # CO-TOTEM.1, then the entry goes on
    choose(state, "none")
    assert state.insight == 1 and state.child_die is None and "child" not in state.pos


def test_co_game_5_threat_builds_up_while_the_team_lingers():
    """CO-GAME.5, CO-TURN.8, CO-THREAT.2: threat dice pile up turn after turn; at 4 on
    the track, the subconscious strikes (the page's threat entry brings enemies)."""
    state = at_actions(2, zone="downstairs")
    to_track(state, "threat", "threat", "threat")
    give(state, 0, "threat")
    state._step_place_threat(0)
    assert len(state.track) == 4 and state.situation == "safe"
    end_turn(state)
    settle(state, ("actions",), seat=1)
    assert state.situation == "hostile" and len(state._enemies()) >= 2


def test_co_game_6_and_7_standalone_sessions_and_the_campaign_sticker_rule():
    """CO-GAME.6, CO-GAME.7, CO-SETUP.6b, CO-D.51: version 1 plays standalone sessions
    (no campaign option); a campaign removes stickered (already defeated) ID entities
    from the set-up, so later sessions meet new IDs."""
    with pytest.raises(ValueError):
        GAME.new_game(2, 1, {**OPTIONS, "campaign": True})
    stickered = frozenset(e.id for e in STORY.entities if not e.extra_copy)
    stickered = frozenset(sorted(stickered)[:6])  # six sessions won
    for seed in SEEDS:
        d = deal(STORY, CARDS, 2, Rng(seed), excluded=stickered)
        assert len(d.revealed) == 5 and not set(d.revealed) & stickered
        assert d.prime not in stickered


def test_co_d_51_a_campaign_with_fewer_than_5_unstickered_ids_cannot_set_up():
    """CO-D.51, CO-SETUP.6c: after 7 won sessions fewer than 5 ID entities are left
    without stickers; a set-up needs 5, so none is dealt (the campaign is won)."""
    stickered = frozenset(sorted(e.id for e in STORY.entities if not e.extra_copy)[:7])
    with pytest.raises((ValueError, ContentError)):
        deal(STORY, CARDS, 2, Rng(1), excluded=stickered)


# -- CO-SETUP -----------------------------------------------------------------------------

def test_co_setup_1_each_sheet_has_its_own_default_status_face_down():
    """CO-SETUP.1, CO-STATUS.8: each sheet gets the default status card printed on it,
    face down."""
    state = new(4, 2)
    defaults = {s.default_for_sheet: s.id for s in CARDS.statuses if s.default_for_sheet >= 0}
    for k, sheet in enumerate(state.sheets):
        assert sheet.default_status == defaults[k]
        assert sheet.default_up is False
        assert state._statuses(k) == []


def test_co_setup_2_every_die_starts_in_the_bag():
    """CO-SETUP.2, CO-D.23: all 38 dice are in the bag before the first draw."""
    state = fresh_game()
    assert len(state.bag) == 38 and state.discard == [] and state.track == []
    assert Counter(kind(d) for d in state.bag) == {"white": 6, "threat": 6, "suspicious": 4, "inner_child": 1,
                                                   "red": 5, "green": 5, "yellow": 5, "blue": 4, "purple": 2}


@pytest.mark.parametrize("seed", SEEDS)
def test_co_setup_3a_3b_the_vital_signs_deck(seed):
    """CO-SETUP.3a, CO-SETUP.3b, CO-D.42: Flatline and 2 stable cards at the bottom, the
    other 7 (2 stable, 5 critical) shuffled on top; the game's deck is hidden."""
    state = fresh_game(seed=seed)
    assert len(state.vitals) == 10
    bottom, top = state.vitals[:3], state.vitals[3:]  # the last card is the top
    assert sorted(bottom) == ["flatline", "stable", "stable"]
    assert Counter(top) == {"stable": 2, "critical": 5}
    assert state.view(0)["vitals"] == 10


def test_co_setup_4_open_stacks_of_cards():
    """CO-SETUP.4, CO-D.30: items, hostiles, totems and statuses wait in open stacks;
    the items the starting avatars took are out of the item stack."""
    state = new(2, 3)
    held = [i for s in state.sheets for i in state._held(s)]
    assert sorted(state.supply + held) == sorted(i.id for i in CARDS.items)
    assert not set(held) & set(state.supply)
    assert sorted(state.hostile_supply) == sorted(HOSTILES)
    assert set(state.totems) <= set(TOTEMS)
    view = state.view(0)
    assert view["supply"] == state.supply and view["hostile_supply"] == state.hostile_supply
    assert view["totems"] == state.totems and view["status_supply"] == state.status_supply


def test_co_setup_5_tokens_come_from_the_boxes_stacks():
    """CO-SETUP.5: tokens are sorted into stacks; every page's set-up takes no more search
    (5), insight (6) or objective (4) tokens than the box holds."""
    state = at_actions(2)
    for zone in ZONES:
        state._step_enter(zone)
        placed = Counter(t for tokens in state.tokens.values() for t in tokens)
        assert placed["search"] <= 5 and placed["insight"] <= 6 and placed["objective"] <= 4
        assert placed["search"] >= 1


@pytest.mark.parametrize("seed", SEEDS)
def test_co_setup_6_to_11_the_id_entities_nexus_totems_and_clues(seed):
    """CO-SETUP.6a, CO-SETUP.6c, CO-SETUP.7a, CO-SETUP.7b, CO-SETUP.8, CO-SETUP.9,
    CO-SETUP.10a, CO-SETUP.10b, CO-SETUP.10c, CO-SETUP.11, CO-D.50: the 2 Fear copies
    are set aside; 5 ID entities are revealed and the rest boxed; the Nexus holds their
    comazones; the game starts on one of them; the totem deck matches the Nexus; the
    starting comazone's entity is never the Prime ID; the 5 clue cards carry the Prime
    ID's code; the ID stack holds the other 4, the starting entity included."""
    state = new(2, seed)
    home = {e.id: e.home for e in STORY.entities}
    copies = [e.id for e in STORY.entities if e.extra_copy]
    assert len(copies) == 2 and not set(copies) & set(state.revealed)
    assert set(copies) <= set(state.entity_box)
    assert len(set(state.revealed)) == 5
    assert sorted(state.entity_box + state.revealed) == sorted(ENTITIES)
    assert state.nexus == [home[e] for e in state.revealed]
    assert state.start_zone in state.nexus and state.zone == state.start_zone
    assert sorted(state.totems) == sorted(ZONES[z].totem for z in state.nexus)
    start_entity = ZONES[state.start_zone].id_entity
    assert state.prime != start_entity and state.prime in state.revealed
    assert sorted(STORY.clues[i].code for i in state.clue_deck) == [ENTITIES[state.prime].code] * 5
    assert sorted(state.id_stack) == sorted(e for e in state.revealed if e != state.prime)
    assert start_entity in state.id_stack


def test_co_setup_7b_the_starting_comazone_is_drawn_at_random():
    """CO-SETUP.7b, CO-SETUP.10b: the starting comazone and the Prime ID vary with the
    seed."""
    starts = {fresh_game(seed=s).start_zone for s in range(30)}
    primes = {fresh_game(seed=s).prime for s in range(30)}
    assert len(starts) >= 5 and len(primes) >= 5


def test_co_setup_12a_two_hidden_avatars_under_each_sheet():
    """CO-SETUP.12a, CO-AVATAR.2, CO-D.22: each sheet gets 2 random face-down avatars
    nobody sees; a sheet holds 3 avatars in all."""
    state = fresh_game(3, 4)
    hidden = [a for s in state.sheets for a in s.avatars]
    assert [len(s.avatars) for s in state.sheets] == [2, 2, 2] and len(set(hidden)) == 6
    assert not set(hidden) & set(state.pending["options"])
    for seat in range(3):
        assert all(s["avatars"] == [] and s["face_down"] == 2 for s in state.view(seat)["sheets"])
    for k in range(3):
        choose(state, state.pending["options"][0])
    assert [len(s.avatars) for s in state.sheets] == [3, 3, 3]
    view = state.view(0)
    assert all(len(s["avatars"]) == 1 and s["face_down"] == 2 for s in view["sheets"])


def test_co_setup_12b_choosing_a_starting_avatar():
    """CO-SETUP.12b, CO-D.21, CO-D.44: sheets choose in sheet order among the avatars
    nobody holds, never one already chosen; the avatar gets 3 life force plus its bonus."""
    seed = find_seed(2, ["bruno_vasko", "ransom"])
    state = fresh_game(2, seed)
    assert state.pending["seat"] == 0 and state.to_act == 0
    hidden = state.sheets[0].avatars[0]
    refused(state, Choose(hidden))
    choose(state, "bruno_vasko")
    assert state.pending["seat"] == 1
    refused(state, Choose("bruno_vasko"))
    choose(state, "ransom")
    assert state.sheets[0].avatar == "bruno_vasko" and state.sheets[0].life == 3 + 1  # life bonus 1
    assert state.sheets[1].avatar == "ransom" and state.sheets[1].life == 3


def test_co_setup_12c_the_unchosen_avatars_go_back_to_the_box():
    """CO-SETUP.12c: when everyone has chosen, the remaining avatars are out of the game."""
    state = new(2, 6)
    held = [a for s in state.sheets for a in s.avatars]
    assert sorted(held + state.avatar_box) == sorted(AVATARS)
    assert len(state.avatar_box) == 22 - 6 and not set(held) & set(state.avatar_box)


def test_co_setup_13a_starting_items_are_equipped():
    """CO-SETUP.13a, CO-ITEM.1: each avatar equips its starting items from the supply."""
    seed = find_seed(2, ["wren_abernathy", "bruno_vasko"])
    state = new(2, seed, ["wren_abernathy", "bruno_vasko"])
    wren, bruno = state.sheets
    assert wren.equipped["hand"] == wren.equipped["hand_accessory"] == "rifle"
    assert wren.equipped["head"] == "night_goggles"
    assert bruno.equipped["body"] == "leather_jacket" and "brass_knuckles" in bruno.equipped.values()
    assert wren.inventory == bruno.inventory == []
    assert not {"rifle", "night_goggles", "leather_jacket", "brass_knuckles"} & set(state.supply)


def test_co_setup_13b_a_suspicious_token_when_the_start_is_on_the_avatars_card():
    """CO-SETUP.13b, CO-STATUS.10, CO-D.47: the starting avatar gets a suspicious token
    when the starting comazone is listed on its card, and not otherwise."""
    checked = set()
    for seed in range(1, 60):
        state = fresh_game(2, seed)
        options = state.pending["options"]
        sus = next((a for a in options if state.start_zone in AVATARS[a].suspicious), None)
        fine = next((a for a in options if state.start_zone not in AVATARS[a].suspicious and a != sus), None)
        if sus is None or fine is None:
            continue
        choose(state, sus)
        choose(state, fine)
        assert state.sheets[0].suspicious is True and state.sheets[1].suspicious is False
        checked.add(seed)
        if len(checked) >= 3:
            break
    assert len(checked) >= 3


def test_co_setup_14_the_bookkeeper_takes_the_first_turn_and_play_goes_clockwise():
    """CO-SETUP.14, CO-D.21, CO-D.57, CO-THREAT.6: sheet 1 (index 0) holds the bookkeeper
    token and plays first; then sheet 2, 3, and back to sheet 1."""
    state = at_actions(3)
    assert state.current == 0 and state.pending["seat"] == 0
    order = []
    for _ in range(4):
        settle(state, ("actions",))
        order.append(state.pending["seat"])
        state.apply("end")
    assert order == [0, 1, 2, 0]


def test_co_setup_15_the_situation_starts_safe():
    """CO-SETUP.15: the situation token starts on "safe"; no enemy is in play."""
    for seed in SEEDS:
        state = new(2, seed)
        assert state.situation == "safe" and state.slots == []


def test_co_setup_16_the_starting_comazone_is_read_out():
    """CO-SETUP.16, CO-PAGE.1: once everyone has chosen, the starting comazone's page is
    entered (its intro read), and the page's own set-up is done (its tokens placed)."""
    state = fresh_game(2, 8)
    choose(state, state.pending["options"][0])
    events = choose(state, state.pending["options"][0])
    entered = of_kind(events, "page_entered")
    assert entered and entered[0]["zone"] == state.start_zone
    assert kinds_of(events).index("page_entered") < kinds_of(events).index("turn_started")
    assert ZONES[state.start_zone].intro.strip()
    page = page_of(state.start_zone)
    searches = sum(s.search for s in page.space)
    assert sum(t.count("search") for t in state.tokens.values()) == searches


# -- CO-AVATAR ----------------------------------------------------------------------------

def test_co_avatar_1_the_avatar_card_drives_life_bonus_items_and_ability():
    """CO-AVATAR.1, CO-BONUS.2, CO-CLARITY.1: the avatar card's parts work in play:
    extra life force, starting items, its die bonus on rolls, its clarity ability."""
    state = at_actions(2, avatars=["bruno_vasko", "ransom"])
    bruno = state.sheets[0]
    assert bruno.life == 4 and "brass_knuckles" in bruno.equipped.values()
    assert state._colour_bonus(0).get("red") == 1
    assert "ability" not in {a.verb for a in state.legal_actions()}
    bruno.clarity = 3
    state._legal_cache = None
    assert "ability" in {a.verb for a in state.legal_actions()}


def test_co_avatar_2_the_face_down_avatars_come_in_order():
    """CO-AVATAR.2, CO-MORASS.5: when an avatar is sent to the Morass, the next face-down
    avatar of that sheet is revealed, in order."""
    state = at_actions(2)
    sheet = state.sheets[1]
    first, second, third = sheet.avatars
    sheet.life = 1
    state.vitals.append(state.vitals.pop(state.vitals.index("stable")))
    state._step_lose_life(1, 1, "test")
    assert sheet.avatar == second and sheet.in_morass
    assert state.view(0)["sheets"][1]["avatars"] == [first, second]
    sheet.in_morass = False
    state.pos["a:1"] = [state.pos["a:0"][0], 1]
    sheet.life = 1
    state.vitals.append(state.vitals.pop(state.vitals.index("stable")))
    state._step_lose_life(1, 1, "test")
    assert sheet.avatar == third


# -- set-up decisions -----------------------------------------------------------------------

def test_co_d_19_each_comanaut_has_its_own_sheet_and_turn():
    """CO-D.19: one person may hold several comanauts: each has its own sheet (clarity,
    stored die, equipment) and takes its own turn in sheet order."""
    state = at_actions(2)
    state.sheets[0].clarity = 2
    assert state.sheets[1].clarity == 0
    give(state, 0, "red")
    state.apply("reserve use=red sheet=0")
    assert state.sheets[0].stored is not None and state.sheets[1].stored is None
    settle(state, ("actions",), seat=1)
    assert state.current == 1 and state.pending["seat"] == 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_co_d_20_the_prime_ids_life_force_is_the_number_of_sheets(seats):
    """CO-D.20, CO-ID.3: the Prime ID enters with one life force token per sheet."""
    state = at_actions(seats, zone=None)
    state._encounter_id("0000000")  # matches nobody in the ID stack
    assert state.prime in state.slots and state.prime_life == seats


def test_co_d_21_the_bookkeeper_never_passes():
    """CO-D.21, CO-AMBIG.1: the bookkeeper token stays on sheet 1: bookkeeper choices are
    asked of seat 0 even on another sheet's turn."""
    state = at_actions(2, zone="vell_ridge", bookkeeper_decides=True)
    settle(state, ("actions",), seat=1)
    assert state.current == 1
    put(state, "a:0", "dugout")
    put(state, "a:1", "fire_bay_west")
    state.sheets[0].life = state.sheets[1].life = 3
    enemy(state, "wire_crawler", "support_trench")
    to_track(state, "threat")
    script(state, 1)
    run_steps(state, ("enemy_turn",))
    assert state.pending["kind"] == "tie_goal" and state.pending["seat"] == 0
    assert state.pending["options"] == ["1", "0"]  # chain T: clockwise from the current player
    choose(state, "1")
    settle(state, ("actions",), seat=1)
    state.leaving = "nexus"
    state.apply("end")
    settle(state, ("nexus",))
    assert state.pending["kind"] == "nexus" and state.pending["seat"] == 0


def test_co_d_22_the_view_hides_what_the_box_hides():
    """CO-D.22: the Prime ID, the ID stack, the clue deck, every 7-digit code, the vital
    signs order and the face-down avatars are hidden from every seat; the discard pool,
    track, supplies, Nexus and revealed clues are public."""
    state = at_actions(2)
    for seat in (0, 1, None):
        view = state.view(seat)
        text = json.dumps(view)
        for code in {e.code for e in STORY.entities}:
            assert code not in text
        assert view["prime"] is None and view["id_stack"] == 4 and view["clue_deck"] == 5
        assert view["vitals"] == 10 and "flatline" not in text
        for k, sheet in enumerate(view["sheets"]):
            assert sheet["avatars"] == [state.sheets[k].avatar] and sheet["face_down"] == 2
            for hidden in state.sheets[k].avatars[1:]:
                assert hidden not in json.dumps(sheet)
        assert view["nexus"] == state.nexus and view["discard"] == state.discard
    state._encounter_id("0000000")
    assert state.view(0)["prime"] == state.prime


def test_co_d_23_the_bag_make_up_is_data():
    """CO-D.23: the dice counts come from data/dice.toml, adding up to 38 with one inner
    child die; the game keeps all of them as components."""
    state = new(2, 9)
    dice = state.components()["dice"]
    assert len(dice) == 38
    assert Counter(kind(d) for d in dice)["inner_child"] == 1


def test_co_d_50_the_fear_copies_never_hide_as_the_prime_id():
    """CO-D.50, CO-SETUP.6a: the two extra Fear cards are never revealed, in the ID stack
    or drawn as the Prime ID, whatever the seed."""
    copies = {e.id for e in STORY.entities if e.extra_copy}
    for seed in range(40):
        state = fresh_game(2, seed)
        assert not copies & {*state.revealed, *state.id_stack, state.prime}


def test_co_d_54_the_status_card_mix():
    """CO-D.54: 24 status cards: 4 defaults (one per sheet) and 5 statuses x 4 copies in
    the open supply (fearful, silent, distraught, trapped and one more)."""
    state = new(2, 1)
    assert len(state.status_supply) == 5 and set(state.status_supply.values()) == {4}
    assert {"fearful", "silent", "distraught", "trapped"} <= set(state.status_supply)
    cards = load_cards()
    assert sum(s.copies for s in cards.statuses if s.default_for_sheet >= 0) == 4
    assert sum(state.components()["statuses"].values()) == 20


def test_co_d_56_thirty_two_hostile_cards_share_thirty_standees():
    """CO-D.56: 32 hostile cards in the supply, on 30 standees (2 cards share one)."""
    state = new(2, 1)
    assert len(state.hostile_supply) == 32
    standees = Counter(HOSTILES[h].standee or h for h in state.hostile_supply)
    assert len(standees) == 30 and sum(1 for c in standees.values() if c == 2) == 2


def test_leaving_the_page_heals_the_prime_id():
    """Our decision (issue 9 §5), CO-ID.3, CO-D.40: when the team leaves the page the
    Prime ID is on, it slips back into hiding whole; met again, it has one life per
    comanaut once more."""
    state = at_actions(3, zone=None)
    state._encounter_id("0000000")
    assert state.prime_life == 3
    state.prime_life = 1  # two of its three lives taken
    state._leave_page()
    assert state.prime_life is None and state.prime not in state.slots
    state._encounter_id("0000000")
    assert state.prime in state.slots and state.prime_life == 3
