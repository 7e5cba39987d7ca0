"""A comanaut's turn through the rules model: CO-TURN, CO-DISCARD, CO-THREAT and the
turn decisions (CO-D.24-26, CO-D.37, CO-D.41, CO-D.57)."""

from collections import Counter

from tabletop.games.comanauts.actions import Clarity, EndActions, Melee, Move, Reserve, Search

from .scenario import (at_actions, fresh, end_turn, enemy, geometry_of, give, in_order, kind, kinds_of,
                       of_kind, page_of, put, refused, rig_draw, script, settle, store, strip, to_discard,
                       to_track, top_vital)


def verbs(state) -> set[str]:
    return {a.verb for a in state.legal_actions()}


def test_co_turn_1_the_seven_steps_in_order(monkeypatch):
    """CO-TURN.1, CO-TURN.14, CO-VITAL.1: draw dice, gain clarity, place threat, place the
    inner child (and reveal a vital sign), perform actions, discard dice, check threat,
    in that order; then the next sheet's turn."""
    state = at_actions(2, zone="downstairs")
    rig_draw(monkeypatch, state, ("white", "threat", "inner_child", "red", "suspicious"))
    top_vital(state, "stable")
    script(state, 2, 5)  # the white die, then the inner child die
    events = end_turn(state)
    assert state.pending == {"kind": "clarity", "seat": 1, "options": [1]}
    events += state.apply(Clarity(1))
    assert state.pending["kind"] == "actions" and state.pending["seat"] == 1
    assert state.child_value == 5 and state.pos["child"][0] == "second_flight"
    events += end_turn(state)
    assert in_order(kinds_of(events), ["turn_started", "dice_drawn", "clarity_rolled", "threat_placed",
                                       "inner_child_placed", "vital_sign_revealed", "actions_ended",
                                       "dice_discarded", "turn_started"])
    assert of_kind(events, "turn_started")[0]["seat"] == 1 and of_kind(events, "turn_started")[1]["seat"] == 0


def test_co_turn_2_draw_five_dice_from_the_bag():
    """CO-TURN.2: the turn starts by drawing 5 dice from the bag."""
    state = at_actions(2)
    bag = list(state.bag)
    events = end_turn(state)
    drawn = of_kind(events, "dice_drawn")[0]
    assert drawn["seat"] == 1 and len(drawn["dice"]) == 5 and set(drawn["dice"]) <= set(bag)
    assert len(state.bag) <= 38 - 5


def test_co_turn_3_a_short_bag_is_refilled_from_the_discard_pool():
    """CO-TURN.3: with fewer than 5 dice in the bag, draw them all, move the discard pool
    into the bag, and finish drawing to 5."""
    state = at_actions(2)
    left = state.bag[:2]
    state.discard, state.bag = state.bag[2:], list(left)
    events = end_turn(state)
    drawn = of_kind(events, "dice_drawn")[0]["dice"]
    assert len(drawn) == 5 and set(left) <= set(drawn)
    assert state.discard == [] or all(kind(d) == "white" for d in state.discard)


def test_co_d_37_a_draw_takes_all_there_is_when_too_few_dice_exist():
    """CO-D.37: when bag and discard pool together hold fewer dice than the draw needs,
    every available die is drawn and play goes on."""
    state = at_actions(2)
    few = [d for d in state.bag if kind(d) == "red"][:3]
    state.track = [d for d in state.bag if d not in few]  # every other die is out of reach
    state.bag = list(few)
    state._step_draw(1)
    assert sorted(state.sheets[1].dice) == sorted(few) and state.bag == [] and state.discard == []


def test_co_turn_4_to_6_and_co_d_25_white_dice_gain_clarity(monkeypatch):
    """CO-TURN.4, CO-TURN.5, CO-TURN.6, CO-D.25: every white die is rolled, alone or
    several together as one roll; a result at least the current clarity gains 1 token;
    the white dice go to the discard pool whether or not they gained."""
    state = at_actions(2)
    state.sheets[1].clarity = 1
    rig_draw(monkeypatch, state, ("white", "white", "white", "red", "blue"))
    script(state, 1, 1, 1)
    end_turn(state)
    assert state.pending["kind"] == "clarity" and state.pending["options"] == [1, 2, 3]
    refused(state, EndActions())  # the white dice must be rolled first
    events = state.apply(Clarity(2))  # 1 + 1 = 2 >= 1: one token
    rolled = of_kind(events, "clarity_rolled")[0]
    assert rolled["total"] == 2 and rolled["gained"] and state.sheets[1].clarity == 2
    assert state.pending["options"] == [1]
    refused(state, Clarity(2))
    events = state.apply(Clarity(1))  # 1 < 2: no token
    assert not of_kind(events, "clarity_rolled")[0]["gained"] and state.sheets[1].clarity == 2
    assert Counter(kind(d) for d in state.discard)["white"] == 3
    assert not any(kind(d) == "white" for d in state.sheets[1].dice)
    assert state.pending["kind"] == "actions"


def test_co_turn_5_rolling_together_reaches_higher(monkeypatch):
    """CO-TURN.5, CO-D.34: two white dice rolled together count as one roll, their sum."""
    state = at_actions(2)
    state.sheets[1].clarity = 5
    rig_draw(monkeypatch, state, ("white", "white", "red", "red", "blue"))
    script(state, 3, 3)
    end_turn(state)
    events = state.apply(Clarity(2))
    assert of_kind(events, "clarity_rolled")[0]["faces"] == [3, 3]
    assert state.sheets[1].clarity == 6


def test_co_turn_7_clarity_has_no_limit(monkeypatch):
    """CO-TURN.7: there is no cap on clarity tokens."""
    state = at_actions(2)
    state.sheets[1].clarity = 11
    rig_draw(monkeypatch, state, ("white", "white", "red", "red", "blue"))
    script(state, 6, 6)
    end_turn(state)
    state.apply(Clarity(2))
    assert state.sheets[1].clarity == 12


def test_co_turn_8_and_10_threat_dice_go_on_the_track_suspicious_ones_back_to_the_bag(monkeypatch):
    """CO-TURN.8, CO-TURN.10, CO-D.3: common threat dice go on the track below those
    already there (it fills from the top); without a suspicious token the suspicious
    dice return to the bag."""
    state = at_actions(2)
    old = to_track(state, "threat")
    state.sheets[1].suspicious = False
    rig_draw(monkeypatch, state, ("threat", "threat", "suspicious", "red", "red"))
    events = end_turn(state)
    placed = of_kind(events, "threat_placed")[0]
    assert len(placed["dice"]) == 2 and all(kind(d) == "threat" for d in placed["dice"])
    assert state.track == old + placed["dice"]
    assert len(placed["returned"]) == 1 and placed["returned"][0] in state.bag


def test_co_turn_9_a_suspicious_avatar_places_its_suspicious_dice_too(monkeypatch):
    """CO-TURN.9, CO-STATUS.10: with a suspicious token on the avatar, the suspicious
    threat dice go on the track as well."""
    state = at_actions(2)
    state.sheets[1].suspicious = True
    rig_draw(monkeypatch, state, ("threat", "suspicious", "suspicious", "red", "red"))
    end_turn(state)
    assert Counter(kind(d) for d in state.track) == {"threat": 1, "suspicious": 2}


def test_co_turn_13_any_black_die_is_a_threat_die():
    """CO-TURN.13, CO-THREAT.1: suspicious dice on the track count as threat dice: two
    enemies and one common plus one suspicious die start an enemy turn."""
    state = at_actions(2, zone="vell_ridge")
    enemy(state, "wire_crawler", "far_wire")
    enemy(state, "tree_sniper", "leaning_tree")
    to_track(state, "threat", "suspicious")
    events = end_turn(state)
    assert "enemy_turn_started" in kinds_of(events)
    assert sorted(kind(e["die"]) for e in of_kind(events, "enemy_activated")) == ["suspicious", "threat"]


def test_co_turn_11_and_co_d_17_a_defeated_hostile_returns(monkeypatch):
    """CO-TURN.11, CO-D.17, ET-7, CO-D.3: in a hostile situation with more threat dice than
    enemies, the most recently defeated hostile of this page returns, only one per step,
    on the enemy start space farthest from the nearest avatar, into the topmost empty
    slot."""
    state = at_actions(2, zone="downstairs")
    enemy(state, "nightlight_moth", "hall")
    enemy(state, "cellar_creeper", "hall")
    state._remove_enemy("nightlight_moth")
    state.defeated = ["coat_hook_thing", "cellar_creeper"]
    state.hostile_supply.remove("coat_hook_thing")
    state.slots.remove("cellar_creeper")
    state.pos.pop("cellar_creeper")
    state.hostile_supply.append("nightlight_moth")
    enemy(state, "nightlight_moth", "hall")
    state.slots = [None, "nightlight_moth"]
    to_track(state, "threat", "threat")
    rig_draw(monkeypatch, state, ("threat", "threat", "red", "red", "blue"))
    events = end_turn(state)
    back = of_kind(events, "enemy_returned")
    assert [e["enemy"] for e in back] == ["cellar_creeper"]  # the most recent, and only one
    assert state.slots == ["cellar_creeper", "nightlight_moth"]
    geo = geometry_of("downstairs")
    avatar_spaces = [state.pos[f"a:{k}"][0] for k in range(2)]

    def nearest(s):
        return min(geo.move_distance(s, a) for a in avatar_spaces)

    starts = list(page_of("downstairs").enemy_starts)
    far = max(starts, key=lambda s: (nearest(s), -starts.index(s)))
    assert back[0]["space"] == far and state.pos["cellar_creeper"][0] == far
    assert state.defeated == ["coat_hook_thing"]


def test_co_turn_11_no_return_without_more_dice_than_enemies(monkeypatch):
    """CO-TURN.11: with as many threat dice as enemies (not more), nothing returns."""
    state = at_actions(2, zone="downstairs")
    enemy(state, "nightlight_moth", "hall")
    enemy(state, "cellar_creeper", "hall")
    state.defeated = ["coat_hook_thing"]
    state.hostile_supply.remove("coat_hook_thing")
    rig_draw(monkeypatch, state, ("threat", "threat", "red", "red", "blue"))
    events = end_turn(state)
    assert not of_kind(events, "enemy_returned") and state.defeated == ["coat_hook_thing"]


def test_co_turn_12_hostiles_removed_without_defeat_do_not_return(monkeypatch):
    """CO-TURN.12, CO-D.40: hostiles taken off the map when the page was left (not
    defeated) are not set aside, so they never return in Place threat."""
    state = at_actions(2, zone="downstairs")
    enemy(state, "nightlight_moth", "hall")
    state._leave_page()
    state._step_enter("vell_ridge")
    assert state.defeated == [] and "nightlight_moth" in state.hostile_supply
    enemy(state, "wire_crawler", "far_wire")
    rig_draw(monkeypatch, state, ("threat", "threat", "threat", "red", "blue"))
    events = end_turn(state)
    assert not of_kind(events, "enemy_returned") and "nightlight_moth" not in state.slots


def test_co_turn_14_the_inner_child_die_and_a_vital_sign(monkeypatch):
    """CO-TURN.14, CO-TURN.15, CO-PAGE.8, CO-D.38: a drawn inner child die is rolled,
    put on the dresser's inner child slot (not in front of the player), the standee goes
    on the rabbit hole, and a vital signs card is revealed."""
    state = at_actions(2, zone="vell_ridge")
    rig_draw(monkeypatch, state, ("inner_child", "red", "red", "blue", "blue"))
    top_vital(state, "stable")
    script(state, 3)
    events = end_turn(state)
    assert state.child_die is not None and kind(state.child_die) == "inner_child"
    assert not any(kind(d) == "inner_child" for d in state.sheets[1].dice)
    assert state.child_value == 3 and state.pos["child"][0] == page_of("vell_ridge").rabbit_hole
    assert of_kind(events, "vital_sign_revealed")[0]["card"] == "stable" and len(state.vitals) == 9


# -- Perform actions ---------------------------------------------------------------------

def test_co_turn_16_and_19_any_number_of_actions_while_dice_last():
    """CO-TURN.16, CO-TURN.19: the remaining attribute dice are spent on actions, as many
    and as often as the dice allow; with no die left only End remains."""
    state = at_actions(2, zone="downstairs")
    give(state, 0, "red", "blue")
    state.apply(Move("red", "first_flight", 0))
    state.apply(Move("blue", "top_landing", 2))  # the same action again
    assert state.pos["a:0"] == ["top_landing", 2] and state.sheets[0].dice == []
    assert [str(a) for a in state.legal_actions()] == ["end"]


def test_co_turn_17_a_spent_die_is_rolled_resolved_and_discarded():
    """CO-TURN.17, CO-TURN.23, CO-ACTION.35: spending a yellow die on a search rolls it,
    resolves the result, and puts the die in the discard pool."""
    state = at_actions(2, zone="downstairs")
    strip(state, 0)
    put(state, "a:0", "bathroom")
    (die,) = give(state, 0, "yellow")
    script(state, 2)
    events = state.apply(Search("yellow"))
    rolled = of_kind(events, "dice_rolled")[0]
    assert rolled["dice"] == [die] and rolled["faces"] == [2]
    assert die in state.discard and state.sheets[0].dice == []


def test_co_turn_18_dice_of_one_colour_or_purple_roll_together():
    """CO-TURN.18, CO-TURN.25: several red dice, with purple ones, may be rolled as one
    melee roll; red and green never together."""
    state = at_actions(2, zone="vell_ridge")
    here = state.pos["a:0"][0]
    enemy(state, "wire_crawler", here)
    give(state, 0, "red", "red", "purple", "green")
    uses = {"+".join(sorted(a.use.split("+"))) for a in state.legal_actions() if isinstance(a, Melee)}
    assert uses == {"red", "red+red", "purple", "purple+red", "purple+red+red"}
    refused(state, Melee("red+green", "wire_crawler"))


def test_co_turn_20_what_any_colour_may_do():
    """CO-TURN.20: any attribute die may Move, Focus, Reserve, Encourage, Equip, make a
    skill test of its colour or add to a group task of its colour; not a test of another
    colour."""
    state = at_actions(2, zone="downstairs")  # the environment test is blue
    to_discard(state, "green")
    give(state, 0, "blue", "blue")
    assert {"move", "focus", "reserve", "encourage", "equip", "test"} <= verbs(state)
    assert "task" not in verbs(state)
    state.bag += state.sheets[0].dice
    state.sheets[0].dice = []
    give(state, 0, "red")
    assert "test" not in verbs(state)
    state.task = {"entry": "boiler", "colour": "red", "target": 13, "success": "finale", "dice": []}
    fresh(state)
    assert "task" in verbs(state)


def test_co_turn_21_to_24_each_colour_has_its_own_uses():
    """CO-TURN.21, CO-TURN.22, CO-TURN.23, CO-TURN.24: red attacks in melee, green at
    range, yellow searches; blue does none of these (endurance tests and tasks only)."""
    state = at_actions(2, zone="vell_ridge")
    strip(state, 0)
    put(state, "a:0", "dugout")  # a search spot
    enemy(state, "wire_crawler", "dugout")
    for colour, verb in (("red", "melee"), ("green", "ranged"), ("yellow", "search")):
        give(state, 0, colour)
        assert verb in verbs(state)
        others = {"melee", "ranged", "search"} - {verb}
        assert not others & verbs(state), colour
        state.bag += state.sheets[0].dice
        state.sheets[0].dice = []
    give(state, 0, "blue")
    assert not {"melee", "ranged", "search"} & verbs(state)
    state.task = {"entry": "x", "colour": "blue", "target": 14, "success": "x", "dice": []}
    fresh(state)
    assert "task" in verbs(state)


def test_co_turn_25_purple_stands_in_for_any_colour_but_stays_purple():
    """CO-TURN.25, CO-BONUS.6, CO-BONUS.7, CO-ACTION.3: a purple die can attack, search,
    cross a coloured line and make a blue test, and it takes no colour bonus."""
    state = at_actions(2, zone="downstairs", avatars=["bruno_vasko", "ransom"])
    put(state, "a:0", "kitchen")  # blue line to the cellar steps
    state.tokens["kitchen"] = ["search"]
    enemy(state, "nightlight_moth", "kitchen")
    give(state, 0, "purple")
    assert {"melee", "ranged", "search", "test"} <= verbs(state)
    assert Move("purple", "cellar_steps", 0) in state.legal_actions()
    script(state, 1)
    events = state.apply(Melee("purple", "nightlight_moth"))  # Bruno has +1 red, not purple
    assert of_kind(events, "attack_rolled")[0]["total"] == 1


# -- Discard dice and Check threat -----------------------------------------------------------

def test_co_discard_1_and_co_d_26_remaining_dice_are_discarded_not_the_stored_one():
    """CO-DISCARD.1, CO-D.26: at step 6 every die left in front of the player goes to the
    discard pool; the stored die stays on the sheet."""
    state = at_actions(2)
    left = give(state, 0, "red", "green")
    stored = store(state, 0, "blue")
    events = end_turn(state)
    assert of_kind(events, "dice_discarded")[0]["dice"] == left
    assert set(left) <= set(state.discard) | set(state.bag)
    assert state.sheets[0].dice == [] and state.sheets[0].stored == stored


def test_co_d_26_a_stored_die_waits_for_a_later_turn_of_its_owner():
    """CO-D.26, CO-ACTION.8: a die stored this turn cannot be spent this turn; it stays
    through other sheets' turns (not theirs to spend) and page changes, and its owner
    can spend it on a later turn."""
    state = at_actions(2, zone="downstairs")
    give(state, 0, "red")
    state.apply(Reserve("red", 0))
    assert not any(getattr(a, "use", "") == "stored" for a in state.legal_actions())
    settle(state, ("actions",), seat=1)
    assert not any("stored" in getattr(a, "use", "") for a in state.legal_actions())
    state.leaving = "vell_ridge"
    end_turn(state)
    settle(state, ("actions",), seat=0)
    assert state.zone == "vell_ridge" and kind(state.sheets[0].stored) == "red"
    uses = {getattr(a, "use", "") for a in state.legal_actions()}
    assert "stored" in uses
    move = next(a for a in state.legal_actions() if isinstance(a, Move) and a.use == "stored")
    state.apply(move)
    assert state.sheets[0].stored is None


def test_co_threat_1_a_hostile_check_needs_as_many_dice_as_enemies():
    """CO-THREAT.1, ET-1, CO-ENEMY.1: hostile situation: with fewer threat dice than
    enemies nothing happens; with at least as many the enemies take a turn, and then
    the track is cleared and the bag refreshed."""
    state = at_actions(2, zone="vell_ridge")
    enemy(state, "wire_crawler", "far_wire")
    enemy(state, "tree_sniper", "leaning_tree")
    to_track(state, "threat")
    events = end_turn(state)
    assert "enemy_turn_started" not in kinds_of(events)
    state2 = at_actions(2, zone="vell_ridge")
    enemy(state2, "wire_crawler", "far_wire")
    enemy(state2, "tree_sniper", "leaning_tree")
    to_track(state2, "threat", "threat")
    events = end_turn(state2)
    names = kinds_of(events)
    assert in_order(names, ["enemy_turn_started", "enemy_activated", "enemy_activated", "enemy_turn_ended",
                            "bag_refreshed", "turn_started"])


def test_co_threat_2_to_5_a_safe_check_reads_the_threat_entry(monkeypatch):
    """CO-THREAT.2, CO-THREAT.3, CO-THREAT.4, CO-THREAT.5, ET-2, CO-THREAT.6: safe with 4
    or more threat dice: read the page's threat entry; its enemies make the situation
    hostile and take a turn at once; then the track is discarded and the bag
    refreshed; then the next sheet plays."""
    state = at_actions(2, zone="vell_ridge")
    to_track(state, "threat", "threat", "threat", "threat")
    events = end_turn(state)
    names = kinds_of(events)
    assert in_order(names, ["threat_check", "entry_read", "enemy_entered", "enemy_entered",
                            "enemy_turn_started", "enemy_turn_ended", "bag_refreshed", "turn_started"])
    assert of_kind(events, "entry_read")[0]["entry"] == page_of("vell_ridge").threat_entry
    assert state.situation == "hostile" and sorted(state._enemies()) == ["tree_sniper", "wire_crawler"]
    assert of_kind(events, "turn_started")[0]["seat"] == 1
    drawn = of_kind(events, "dice_drawn")[-1]["dice"]
    assert set(state.track) <= set(drawn)  # the old track was cleared before sheet 2 drew


def test_co_threat_2_three_dice_are_not_enough():
    """CO-THREAT.2: a safe situation with 3 threat dice does nothing."""
    state = at_actions(2, zone="vell_ridge")
    track = to_track(state, "threat", "threat", "threat")
    events = end_turn(state)
    assert "threat_check" not in kinds_of(events) and state.track[:3] == track


def test_co_d_41_a_threat_entry_that_brings_no_enemy_still_clears_and_refreshes():
    """CO-D.41, CO-THREAT.4, CO-THREAT.5: when the threat step brings no enemies (here
    its hostiles are all set aside), there is no enemy turn, but the track is still
    discarded and the bag refreshed."""
    state = at_actions(2, zone="vell_ridge")
    for h in ("wire_crawler", "tree_sniper"):
        state.hostile_supply.remove(h)
        state.defeated.append(h)
    to_track(state, "threat", "threat", "threat", "threat")
    to_discard(state, "red", "blue")
    events = end_turn(state)
    names = kinds_of(events)
    assert "threat_check" in names and "enemy_turn_started" not in names
    assert state.situation == "safe"
    cut = names.index("turn_started")
    assert "bag_refreshed" in names[:cut]
    drawn = of_kind(events, "dice_drawn")[-1]["dice"]
    assert set(state.track) <= set(drawn)
