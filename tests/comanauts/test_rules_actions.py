"""Perform actions through the rules model: CO-ACTION (moving, Focus, Reserve,
Encourage, skill tests, group tasks, attacks, search), CO-BONUS, CO-CLARITY and their
decisions (CO-D.11-12, CO-D.27-28, CO-D.30, CO-D.32-36, CO-D.57)."""

from tabletop.games.comanauts.actions import (Ability, EndActions, Encourage, Focus, Melee, Move, Ranged, Reserve,
                                              Search, Task)
from tabletop.games.comanauts.actions import Test as SkillTest

from .scenario import (enemy_card, at_actions, choose, end_turn, enemy, fresh, geometry_of, give, give_item,
                       kinds_of, legal, of_kind, page_of, put, refused, script, settle, store, strip, to_discard,
                       top_vital, rig_draw, run_steps)


def moves(state) -> set[tuple[str, str]]:
    return {(a.use, a.space) for a in state.legal_actions() if isinstance(a, Move)}


# -- Focus (CO-ACTION.1, CO-D.27) ------------------------------------------------------------

def test_co_action_1_focus_trades_two_dice_for_one_from_the_discard_pool():
    """CO-ACTION.1, CO-D.27: spend 2 attribute dice to take an attribute die of your
    choice (purple included) from the discard pool; it joins your dice unrolled and can
    be used this turn."""
    state = at_actions(2, zone="downstairs")
    red, blue = give(state, 0, "red", "blue")
    green, purple = to_discard(state, "green", "purple")
    options = {(a.use, a.take) for a in state.legal_actions() if isinstance(a, Focus)}
    assert options == {("blue+red", "green"), ("blue+red", "purple")}
    events = state.apply(Focus("blue+red", "purple"))
    assert state.sheets[0].dice == [purple]
    assert red in state.discard and blue in state.discard and purple not in state.discard
    assert "dice_rolled" not in kinds_of(events)
    assert ("purple", "first_flight") in moves(state)


def test_co_d_27_no_focus_with_one_die_or_no_attribute_die_to_take():
    """CO-D.27: Focus needs two dice to spend and an attribute die in the discard pool."""
    state = at_actions(2, zone="downstairs")
    give(state, 0, "red")
    to_discard(state, "green")
    assert not any(isinstance(a, Focus) for a in state.legal_actions())
    state2 = at_actions(2, zone="downstairs")
    give(state2, 0, "red", "red")
    to_discard(state2, "white", "threat")
    assert not any(isinstance(a, Focus) for a in state2.legal_actions())
    refused(state2, Focus("red+red", "white"))


# -- Move (CO-ACTION.2-6, CO-PAGE.6) -----------------------------------------------------------

def test_co_action_2_move_across_a_dotted_line_or_within_the_space():
    """CO-ACTION.2, CO-D.10: any attribute die moves the avatar across a dotted line into
    an adjacent space, onto any free standee point, or to another point of its own
    space; never to a space that is not adjacent."""
    state = at_actions(2, zone="downstairs")
    (die,) = give(state, 0, "yellow")
    assert {s for _, s in moves(state)} == {"bedroom", "first_flight", "top_landing"}
    points = {a.point for a in state.legal_actions() if isinstance(a, Move) and a.space == "first_flight"}
    assert points == set(range(len(geometry_of("downstairs").spaces["first_flight"].points)))
    refused(state, Move("yellow", "middle_landing", 0))
    events = state.apply(Move("yellow", "first_flight", 2))
    assert state.pos["a:0"] == ["first_flight", 2] and die in state.discard
    assert of_kind(events, "avatar_moved")[0]["to"] == "first_flight"


def test_co_action_3_and_co_page_6_a_coloured_line_needs_its_colour_or_purple():
    """CO-ACTION.3, CO-PAGE.6: the blue line between Mum's Kitchen and the Cellar Steps
    can be crossed only with a blue or purple die."""
    state = at_actions(2, zone="downstairs")
    put(state, "a:0", "kitchen")
    state.tokens.pop("kitchen", None)
    give(state, 0, "red", "green", "yellow")
    assert not any(s == "cellar_steps" for _, s in moves(state))
    refused(state, Move("red", "cellar_steps", 0))
    give(state, 0, "blue", "purple")
    assert {u for u, s in moves(state) if s == "cellar_steps"} == {"blue", "purple"}
    state.apply(Move("blue", "cellar_steps", 0))
    assert state.pos["a:0"][0] == "cellar_steps"


def test_co_action_4_leaving_an_enemys_space_dotted_lines_are_green():
    """CO-ACTION.4: leaving a space that holds an enemy, dotted lines count as solid
    green lines; a move within the space is still any colour."""
    state = at_actions(2, zone="downstairs")
    enemy(state, "nightlight_moth", "top_landing")
    give(state, 0, "red", "green")
    assert {u for u, s in moves(state) if s != "top_landing"} == {"green"}
    assert ("red", "top_landing") in moves(state)
    refused(state, Move("red", "first_flight", 0))
    state.apply(Move("green", "first_flight", 0))
    assert state.pos["a:0"][0] == "first_flight"


def test_co_action_5_moving_within_a_space_costs_a_die():
    """CO-ACTION.5: an avatar cannot change its place in its space without spending a
    die; with no die there is no move at all, and staying on the same point is no move."""
    state = at_actions(2, zone="downstairs")
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    refused(state, Move("red", "top_landing", 3))
    give(state, 0, "red")
    here = state.pos["a:0"]
    assert Move("red", here[0], here[1]) not in state.legal_actions()
    state.apply(Move("red", "top_landing", 3))
    assert state.pos["a:0"] == ["top_landing", 3] and state.sheets[0].dice == []


def test_co_action_6_solid_white_lines_cannot_be_crossed():
    """CO-ACTION.6: the white line between the Steep Flight and the Under-Stairs Cupboard
    cannot be crossed, not even with purple."""
    state = at_actions(2, zone="downstairs")
    put(state, "a:0", "second_flight")
    give(state, 0, "red", "green", "yellow", "blue", "purple")
    assert not any(s == "coat_nook" for _, s in moves(state))
    refused(state, Move("purple", "coat_nook", 0))


# -- Reserve and Encourage (CO-ACTION.7-11, CO-D.28) --------------------------------------------

def test_co_action_7_and_9_reserve_one_die_unrolled():
    """CO-ACTION.7, CO-ACTION.9: a die is stored on the sheet without a roll; with a die
    already stored, Reserve is not possible."""
    state = at_actions(2, zone="downstairs")
    red, blue = give(state, 0, "red", "blue")
    events = state.apply(Reserve("red", 0))
    assert state.sheets[0].stored == red and "dice_rolled" not in kinds_of(events)
    assert not any(isinstance(a, Reserve) for a in state.legal_actions())
    refused(state, Reserve("blue", 0))
    refused(state, Reserve("blue", 1))  # Reserve is for your own sheet; Encourage is for others


def test_co_action_8_a_reserved_die_defends():
    """CO-ACTION.8, CO-ENEMY.14: the stored die can be rolled to defend against an attack."""
    state = at_actions(2, zone="downstairs")
    die = store(state, 1, "blue")
    run_steps(state, ("attack", 1, 3, "test"))
    assert state.pending["kind"] == "defend" and state.pending["seat"] == 1
    script(state, 3)
    choose(state, "defend")
    assert state.sheets[1].stored == die and state.sheets[1].life == 3


def test_co_action_10_encourage_stores_a_die_on_another_sheet():
    """CO-ACTION.10, CO-D.28: Encourage option A stores one of your dice on another
    comanaut's sheet, anywhere on the map; an old stored die there is discarded."""
    state = at_actions(2, zone="downstairs")
    put(state, "a:1", "kitchen")
    old = store(state, 1, "green")
    (red,) = give(state, 0, "red")
    assert Encourage("red", 1, "die") in state.legal_actions()
    refused(state, Encourage("red", 0, "die"))  # not yourself
    state.apply(Encourage("red", 1, "die"))
    assert state.sheets[1].stored == red and old in state.discard and state.sheets[0].stored is None


def test_co_action_11_encourage_gives_a_clarity_token():
    """CO-ACTION.11, CO-D.28: Encourage option B discards a die and gives another
    comanaut one of your clarity tokens; it needs at least 1 clarity."""
    state = at_actions(2, zone="downstairs")
    red, blue = give(state, 0, "red", "blue")
    assert Encourage("red", 1, "clarity") not in state.legal_actions()
    state.sheets[0].clarity = 2
    fresh(state)
    state.apply(Encourage("red", 1, "clarity"))
    assert (state.sheets[0].clarity, state.sheets[1].clarity) == (1, 1)
    assert red in state.discard and state.sheets[1].stored is None


# -- Skill tests (CO-ACTION.15-19, CO-D.35) -------------------------------------------------------

def test_co_action_15_16_a_skill_test_meets_or_misses_its_target():
    """CO-ACTION.15, CO-ACTION.16, CO-D.34: the Downstairs environment card's test is blue,
    target 10: any number of blue (or purple) dice roll together; exactly 10 passes
    and resolves its success effect (clarity)."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])  # no blue bonus
    strip(state, 0)
    give(state, 0, "blue", "blue", "purple", "red")
    uses = {"+".join(sorted(a.use.split("+"))) for a in state.legal_actions() if isinstance(a, SkillTest)}
    assert uses == {"blue", "blue+blue", "purple", "blue+purple", "blue+blue+purple"}
    script(state, 6, 4)
    events = state.apply(SkillTest("blue+blue", "env"))
    rolled = of_kind(events, "test_rolled")[0]
    assert rolled["total"] == 10 and rolled["target"] == 10 and rolled["passed"]
    assert state.sheets[0].clarity == 2


def test_co_action_16_a_missed_test_resolves_its_fail_effect():
    """CO-ACTION.16, CO-STATUS.2: 9 against 10 fails: the environment's fail effect makes
    the avatar fearful."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    give(state, 0, "blue", "blue")
    script(state, 5, 4)
    events = state.apply(SkillTest("blue+blue", "env"))
    assert not of_kind(events, "test_rolled")[0]["passed"]
    assert state.sheets[0].statuses == ["fearful"]


def test_co_action_17_a_forced_test_without_its_dice_fails():
    """CO-ACTION.17, CO-SPOT.6, CO-D.39: moving into Martin's Bedroom reads its point of
    interest, a green test; with no green or purple die the test fails at once (the
    flame leans: the avatar becomes fearful)."""
    state = at_actions(2, zone="downstairs")
    give(state, 0, "red", "blue")
    events = state.apply(Move("red", "bedroom", 0))
    rolled = of_kind(events, "test_rolled")[0]
    assert rolled["total"] == 0 and not rolled["passed"]
    assert "fearful" in state.sheets[0].statuses and state.pending["kind"] == "actions"
    assert "dice_rolled" not in kinds_of(events)


def test_co_action_17_a_forced_test_with_dice_must_be_rolled():
    """CO-ACTION.16, CO-ACTION.17: with green dice, the bedroom's test waits for a roll of
    green (or purple) dice; nothing else may be done first."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    give(state, 0, "red", "green", "green")
    state.apply(Move("red", "bedroom", 0))
    assert state.pending["kind"] == "entry_test"
    assert legal(state) == {"test use=green key=entry", "test use=green+green key=entry"}
    refused(state, EndActions())
    script(state, 4, 3)
    events = state.apply(SkillTest("green+green", "entry"))
    rolled = of_kind(events, "test_rolled")[0]
    assert rolled["total"] == 4 + 3 + 2 and rolled["passed"]  # Ransom: +1 per green die
    assert state.pending["kind"] in ("item", "place_item")  # the flame steadies: an item


def test_co_action_18_and_co_d_35_a_test_is_tried_once_per_visit():
    """CO-ACTION.18, CO-D.35: the environment test can be attempted once per visit to the
    page, by any comanaut; entering the page again allows it again."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    give(state, 0, "blue", "blue")
    script(state, 1)
    state.apply(SkillTest("blue", "env"))
    assert not any(isinstance(a, SkillTest) and a.key == "env" for a in state.legal_actions())
    refused(state, SkillTest("blue", "env"))
    settle(state, ("actions",), seat=1)
    give(state, 1, "blue")
    assert not any(isinstance(a, SkillTest) and a.key == "env" for a in state.legal_actions())
    state._leave_page()
    state._step_enter("downstairs")
    fresh(state)
    assert SkillTest("blue", "env") in state.legal_actions()


def test_co_action_19_tests_come_from_the_book_statuses_and_environments():
    """CO-ACTION.19: skill tests come from the Adventure Book's entries, from status cards
    (their removal) and from environment cards."""
    state = at_actions(2, zone="downstairs")
    state._add_status(0, "trapped")  # removal: red 8
    give(state, 0, "red", "blue")
    keys = {a.key for a in state.legal_actions() if isinstance(a, SkillTest)}
    assert keys == {"env", "status:0:trapped"}
    state.sheets[0].statuses = []
    state.status_supply["trapped"] += 1
    fresh(state)
    state.apply(Move("red", "bedroom", 0))  # the book asks for a green test (no green die: it fails)
    assert "night_light" in state.read and "flame_leans" in state.read


# -- Group tasks (CO-ACTION.20-24, CO-D.36) ---------------------------------------------------------

def open_boiler_task(state):
    """Send sheet 0 into the Boiler Room: its objective opens a yellow group task (13)."""
    put(state, "a:0", "cellar_steps")
    give(state, 0, "purple")
    state.apply(Move("purple", "boiler_room", 0))
    assert state.task is not None and state.task["colour"] == "yellow" and state.task["target"] == 13


def test_co_action_20_to_24_and_co_d_36_a_group_task_fills_up_over_turns(monkeypatch):
    """CO-ACTION.20, CO-ACTION.21, CO-ACTION.22, CO-ACTION.23, CO-ACTION.24, CO-BONUS.5,
    CO-D.36: comanauts add rolls of the task's colour (or purple) to the track on their
    own turns, from anywhere; dice stay on the track; a low total is no failure; die
    bonuses never count; at the target the success entry is read and the dice are
    discarded."""
    state = at_actions(2, zone="downstairs", avatars=["ines_oduya", "ambrose_quill"])  # both +1 yellow
    strip(state, 0)
    strip(state, 1)
    open_boiler_task(state)
    first = give(state, 0, "yellow", "yellow")
    give(state, 0, "red")
    assert {a.use for a in state.legal_actions() if isinstance(a, Task)} == {"yellow", "yellow+yellow"}
    refused(state, Task("red"))
    script(state, 3, 2)
    events = state.apply(Task("yellow+yellow"))
    done = of_kind(events, "task_contributed")[0]
    assert done["total"] == 5 and done["progress"] == 5 and not done["done"]  # no +1 per yellow die
    assert [d for d, _ in state.task["dice"]] == first and not set(first) & set(state.discard)
    assert state.pending["kind"] == "actions" and "finale" not in state.read
    rig_draw(monkeypatch, state, ("red", "red", "blue", "blue", "green"))
    settle(state, ("actions",), seat=1)
    assert state.pos["a:1"][0] != "boiler_room"  # far away, still allowed
    give(state, 1, "yellow", "purple")
    use = next(a.use for a in state.legal_actions() if isinstance(a, Task) and len(a.use.split("+")) == 2)
    script(state, 6, 2)
    events = state.apply(Task(use))
    assert of_kind(events, "task_contributed")[0]["done"]
    assert "finale" in state.read and state.task is None
    assert set(first) <= set(state.discard) | set(state.bag)


def test_co_d_36_leaving_the_page_loses_the_task_progress():
    """CO-D.36, CO-D.40: when the team leaves the page first, the task's dice go to the
    discard pool and the progress is lost."""
    state = at_actions(2, zone="downstairs")
    strip(state, 0)
    open_boiler_task(state)
    (die,) = give(state, 0, "yellow")
    script(state, 4)
    state.apply(Task("yellow"))
    state._leave_page()
    assert state.task is None and die in state.discard


# -- Attacks (CO-ACTION.25-34, CO-D.11-12) ---------------------------------------------------------

def test_co_action_25_26_29_melee_defeats_at_the_defense_value():
    """CO-ACTION.25, CO-ACTION.26, CO-ACTION.29, ET-9, CO-D.44: a melee attack targets an
    enemy in the attacker's space with red dice; meeting its defense defeats it (one
    hit: hostiles have no life force): standee off the map, card set aside beside the
    page; with no enemy left the situation turns safe."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    enemy(state, "cellar_creeper", "top_landing")  # defense 3
    enemy(state, "nightlight_moth", "first_flight")
    give(state, 0, "red", "red")
    assert not any(isinstance(a, Melee) and a.enemy == "nightlight_moth" for a in state.legal_actions())
    script(state, 2)
    events = state.apply(Melee("red", "cellar_creeper"))
    assert of_kind(events, "attack_rolled")[0] == {**of_kind(events, "attack_rolled")[0], "total": 2,
                                                   "defense": 3, "hit": False}
    assert "cellar_creeper" in state.slots
    script(state, 3)
    events = state.apply(Melee("red", "cellar_creeper"))
    assert of_kind(events, "enemy_defeated")[0]["enemy"] == "cellar_creeper"
    assert "cellar_creeper" not in state.slots and "cellar_creeper" not in state.pos
    assert state.defeated == ["cellar_creeper"] and state.situation == "hostile"
    state._remove_enemy("nightlight_moth")
    state.hostile_supply.append("nightlight_moth")
    assert state.situation == "safe" and state.slots == []


def test_co_action_27_the_winner_may_loot_the_enemy():
    """CO-ACTION.27, CO-ACTION.28: the player who defeats an enemy takes the item named
    as its loot from the item deck, and places it (here: into the inventory)."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    enemy(state, "coat_hook_thing", "top_landing")  # defense 7, loot: coat of keys
    give(state, 0, "red", "red")
    script(state, 4, 4)
    state.apply(Melee("red+red", "coat_hook_thing"))
    assert state.pending["kind"] == "place_item" and state.pending["item"] == "coat_of_keys"
    assert "coat_of_keys" not in state.supply
    assert {"wear:body", "inventory", "give:1", "discard"} <= set(state.pending["options"])
    choose(state, "inventory")
    assert state.sheets[0].inventory == ["coat_of_keys"]


def test_co_action_28_a_gained_item_may_go_to_a_comanaut_in_your_space():
    """CO-ACTION.28: a gained item may be equipped for free, stowed, or given to another
    comanaut in your space, who must equip it or stow it; not to one elsewhere."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 1)
    run_steps(state, ("pick_item", 0, ["goalie_mask"]))
    assert "give:1" in state.pending["options"]
    choose(state, "give:1")
    assert state.sheets[1].equipped["head"] == "goalie_mask"
    assert state.pending["kind"] == "actions"
    put(state, "a:1", "bedroom")
    run_steps(state, ("pick_item", 0, ["paper_crown"]))
    assert "give:1" not in state.pending["options"]
    refused(state, "choose value=give:1")


def test_co_action_30_ranged_reaches_adjacent_spaces_with_green():
    """CO-ACTION.30, CO-D.11: a ranged attack uses green dice and reaches enemies in the
    attacker's space or an adjacent one (range distance 1), no farther without a weapon."""
    state = at_actions(2, zone="vell_ridge", avatars=["bruno_vasko", "ransom"])
    strip(state, 0)
    enemy(state, "wire_crawler", "fire_bay_west")
    enemy(state, "tree_sniper", "traverse")
    give(state, 0, "green", "red")
    targets = {a.enemy for a in state.legal_actions() if isinstance(a, Ranged)}
    assert targets == {"wire_crawler"}
    assert {a.use for a in state.legal_actions() if isinstance(a, Ranged)} == {"green"}
    refused(state, Ranged("green", "tree_sniper"))


def test_co_action_31_a_ranged_weapon_reaches_its_range():
    """CO-ACTION.31, CO-ACTION.14: with the revolver (range 2) equipped, an enemy two
    spaces away is a target; three spaces away is not; stowed, it gives no range."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "bruno_vasko"])
    enemy(state, "wire_crawler", "traverse")  # 2 away
    enemy(state, "tree_sniper", "fire_bay_east")  # 3 away
    give(state, 0, "green")
    assert state.sheets[0].equipped["hand"] == "revolver"
    assert {a.enemy for a in state.legal_actions() if isinstance(a, Ranged)} == {"wire_crawler"}
    state.sheets[0].equipped["hand"] = None
    state.sheets[0].inventory.append("revolver")
    fresh(state)
    assert not any(isinstance(a, Ranged) for a in state.legal_actions())


def test_co_action_32_33_and_co_d_12_no_ranged_attack_without_a_clear_view():
    """CO-ACTION.32, CO-ACTION.33, CO-D.12: an enemy in range (adjacent across a white
    line) but with every sight line crossing a white line cannot be shot."""
    state = at_actions(2, zone="downstairs")
    geo = geometry_of("downstairs")
    put(state, "a:0", "second_flight")
    enemy(state, "nightlight_moth", "coat_nook")
    assert geo.range_distance("second_flight", "coat_nook") == 1
    me, it = state.pos["a:0"], state.pos["nightlight_moth"]
    assert not geo.clear_view(state._point(*me), 14, state._point(*it), 16)
    give(state, 0, "green")
    assert not any(isinstance(a, Ranged) for a in state.legal_actions())
    put(state, "nightlight_moth", "second_flight")  # in the attacker's own space
    assert Ranged("green", "nightlight_moth") in state.legal_actions()


def test_co_action_34_the_prime_id_loses_life_before_it_falls():
    """CO-ACTION.34, CO-ID.4, CO-ID.6, CO-END.2, CO-D.44, CO-D.46: an attack that would
    defeat the Prime ID removes 1 life force instead; it stays in play until the last
    is gone, and then the team wins at once."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    state._encounter_id("0000000")
    assert state.prime_life == 2
    put(state, state.prime, "top_landing")
    assert enemy_card(state.prime).defense <= 12
    give(state, 0, "red", "red", "red", "red")
    script(state, 6, 6)
    state.apply(Melee("red+red", state.prime))
    assert state.prime_life == 1 and state.prime in state.slots and not state.is_over
    script(state, 6, 6)
    events = state.apply(Melee("red+red", state.prime))
    assert state.prime_life == 0 and state.prime not in state.slots
    assert state.is_over and state.result["winners"] == [0, 1] and state.result["reason"] == "prime_defeated"
    assert kinds_of(events)[-1] == "game_over" and state.legal_actions() == []


# -- Search (CO-ACTION.35-37, CO-SPOT.1-3, CO-D.30) -----------------------------------------------

def test_co_action_35_36_37_a_search_at_four_or_more_finds_an_item():
    """CO-ACTION.35, CO-ACTION.36, CO-ACTION.37, CO-SPOT.1, CO-SPOT.2, CO-SPOT.3: in a
    space with a search token, yellow dice search; 4 or more succeeds: one search token is
    discarded and the player takes one item listed in the page's search entry, then
    places it like any gained item."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    assert not any(isinstance(a, Search) for a in state.legal_actions())
    put(state, "a:0", "coal_hole")
    assert state.tokens["coal_hole"].count("search") == 2
    give(state, 0, "yellow", "yellow")
    script(state, 3)
    events = state.apply(Search("yellow"))
    assert of_kind(events, "searched")[0]["found"] is False and state.tokens["coal_hole"].count("search") == 2
    script(state, 4)
    state.apply(Search("yellow"))
    assert state.tokens["coal_hole"].count("search") == 1
    assert state.pending["kind"] == "item"
    assert state.pending["options"] == [i for i in page_of("downstairs").search_items if i in state.supply]
    choose(state, "cricket_bat")
    assert state.pending["kind"] == "place_item" and state.pending["item"] == "cricket_bat"
    choose(state, "wear:hand+hand_accessory")
    assert state.sheets[0].equipped["hand"] == "cricket_bat" and "cricket_bat" not in state.supply


def test_co_d_30_a_search_takes_what_is_left_of_its_list():
    """CO-D.30: items not in the open supply cannot be gained: the search offers only the
    listed items still there; with one left it is taken; with none, nothing."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    listed = list(page_of("downstairs").search_items)
    for item in listed[1:]:  # every listed item but the first is taken (set aside on sheet 2)
        state.supply.remove(item)
        state.sheets[1].inventory.append(item)
    put(state, "a:0", "coal_hole")
    give(state, 0, "yellow", "yellow")
    script(state, 5, 5)
    events = state.apply(Search("yellow"))
    assert of_kind(events, "item_gained")[0]["item"] == listed[0]
    choose(state, "discard")
    state.supply.remove(listed[0])
    state.sheets[1].inventory.append(listed[0])
    fresh(state)
    events = state.apply(Search("yellow"))
    assert "no_item_left" in kinds_of(events) and state.tokens["coal_hole"] == []


# -- Bonuses (CO-BONUS, CO-D.32, CO-D.34) ------------------------------------------------------------

def attack_total(state, use, enemy_id, faces):
    script(state, *faces)
    return of_kind(state.apply(Melee(use, enemy_id)), "attack_rolled")[0]["total"]


def test_co_bonus_1_2_3_colour_bonuses_per_die_kind_bonuses_per_roll():
    """CO-BONUS.1, CO-BONUS.2, CO-BONUS.3, CO-D.32, CO-D.34: Bruno (+1 red) with brass
    knuckles (+1 melee): two red dice 2+3 make 5 + 2 (one per red die) + 1 (once per
    melee roll) = 8; the melee bonus does not count on a red skill test."""
    state = at_actions(2, zone="downstairs", avatars=["bruno_vasko", "ransom"])
    enemy(state, "drift_colossus", "top_landing")  # defense 9
    give(state, 0, "red", "red", "red")
    assert attack_total(state, "red+red", "drift_colossus", (2, 3)) == 8
    state._add_status(0, "trapped")  # removal test: red 8
    fresh(state)
    script(state, 4)
    events = state.apply(SkillTest("red", "status:0:trapped"))
    assert of_kind(events, "test_rolled")[0]["total"] == 5  # 4 + 1 red, no melee bonus


def test_co_bonus_4_a_changed_die_takes_its_bonus_after_the_change():
    """CO-BONUS.4, CO-CLARITY.4: a die whose face changes (here by a re-roll) takes its
    bonus on the new face."""
    state = at_actions(2, zone="downstairs", avatars=["bruno_vasko", "ransom"])
    strip(state, 0)
    enemy(state, "coat_hook_thing", "top_landing")
    state.sheets[0].clarity = 1
    give(state, 0, "red")
    script(state, 1, 5)
    events = state.apply(Melee("red", "coat_hook_thing"))
    assert of_kind(events, "dice_rolled")[0]["total"] == 2
    events = choose(state, "reroll:0")
    assert of_kind(events, "die_rerolled")[0]["total"] == 6


def test_co_bonus_7_and_co_d_32_purple_takes_only_purple_bonuses():
    """CO-BONUS.7, CO-D.32: a purple-only melee roll takes no red bonus and no melee bonus;
    a purple die takes a bonus given to purple (the maestro's baton); in a red+purple
    roll the melee bonus counts once and the red bonus only for the red die."""
    state = at_actions(2, zone="downstairs", avatars=["bruno_vasko", "ransom"])  # +1 red, knuckles +1 melee
    enemy(state, "coat_hook_thing", "top_landing")
    give(state, 0, "purple", "purple", "red")
    assert attack_total(state, "purple", "coat_hook_thing", (4,)) == 4
    uses = [a.use for a in state.legal_actions() if isinstance(a, Melee) and sorted(a.use.split("+")) ==
            ["purple", "red"]]
    assert attack_total(state, uses[0], "coat_hook_thing", (2, 2)) == 2 + 2 + 1 + 1
    give_item(state, 0, "maestros_baton", "hand_accessory")
    give(state, 0, "purple")
    assert attack_total(state, "purple", "coat_hook_thing", (4,)) == 5


# -- Clarity abilities and re-rolls (CO-CLARITY, CO-D.33, CO-D.57) -------------------------------------

def test_co_clarity_1_2_and_co_d_57_an_ability_costs_clarity_each_time():
    """CO-CLARITY.1, CO-CLARITY.2, CO-D.57: the avatar's clarity ability costs its listed
    clarity (Ines: 4 for 1 insight); it may be used again while clarity lasts."""
    state = at_actions(2, zone="downstairs", avatars=["ines_oduya", "ransom"])
    state.sheets[0].clarity = 8
    fresh(state)
    state.apply(Ability())
    assert state.sheets[0].clarity == 4 and state.insight == 1
    state.apply(Ability())
    assert state.sheets[0].clarity == 0 and state.insight == 2
    refused(state, Ability())


def test_co_clarity_3_an_ability_without_timing_is_for_your_actions_only(monkeypatch):
    """CO-CLARITY.3: an ability with no other timing is used in its avatar's Perform
    actions step, not on another sheet's turn; a "turn start" ability is offered when its
    sheet's turn begins."""
    state = at_actions(2, zone="vell_ridge", avatars=["ines_oduya", "vera_kostova"])
    state.sheets[0].clarity = 4
    state.sheets[1].clarity = 3
    fresh(state)
    assert Ability() in state.legal_actions()
    state.sheets[0].clarity = 0
    fresh(state)
    rig_draw(monkeypatch, state, ("red", "red", "blue", "blue", "green"))
    end_turn(state)
    assert state.pending["kind"] == "ability" and state.pending["seat"] == 1
    assert state.sheets[1].dice == []  # offered at the start, before the draw
    choose(state, "use")
    assert state.sheets[1].clarity == 0 and state.sheets[1].life == 4


def test_co_clarity_3_a_roll_ability_is_offered_during_a_roll():
    """CO-CLARITY.3: Wren's ability is used "during any roll": it is offered with the
    roll's re-roll choices, not as an action."""
    state = at_actions(2, zone="vell_ridge", avatars=["wren_abernathy", "ransom"])
    state.sheets[0].clarity = 3
    enemy(state, "wire_crawler", "fire_bay_west")
    give(state, 0, "green")
    assert Ability() not in state.legal_actions()
    script(state, 1)
    state.apply(Ranged("green", "wire_crawler"))
    assert state.pending["kind"] == "reroll" and "ability" in state.pending["options"]
    choose(state, "ability")
    assert state.sheets[0].clarity == 0 and state.sheets[0].free_rerolls == 3
    script(state, 6)
    choose(state, "reroll:0")
    assert state.sheets[0].free_rerolls == 2


def test_co_clarity_4_5_and_co_d_33_re_roll_each_die_for_one_clarity():
    """CO-CLARITY.4, CO-CLARITY.5, CO-D.33: any attribute die rolled may be re-rolled for
    1 clarity, each die of a multi-die roll on its own, as often as the player pays."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    enemy(state, "coat_hook_thing", "top_landing")
    state.sheets[0].clarity = 3
    give(state, 0, "red", "red")
    script(state, 1, 1, 2, 3, 6)
    state.apply(Melee("red+red", "coat_hook_thing"))
    assert state.pending["options"] == ["keep", "reroll:0", "reroll:1"]
    choose(state, "reroll:0")
    choose(state, "reroll:0")
    choose(state, "reroll:1")
    assert state.sheets[0].clarity == 0
    assert "coat_hook_thing" not in state.slots  # 3 + 6 = 9 >= 7: no more asking, it falls
    assert state.pending["kind"] == "place_item"  # its loot


def test_co_d_33_clarity_threat_and_inner_child_dice_are_never_re_rolled(monkeypatch):
    """CO-D.33: clarity rolls, threat dice (enemy activation) and the inner child die
    are never offered a re-roll, even with clarity to spend."""
    from .scenario import to_track
    state = at_actions(2, zone="vell_ridge")
    state.sheets[1].clarity = 5
    enemy(state, "wire_crawler", "far_wire")
    to_track(state, "threat")
    rig_draw(monkeypatch, state, ("white", "inner_child", "red", "red", "blue"))
    top_vital(state, "stable")
    events = end_turn(state)
    assert "enemy_activated" in kinds_of(events)  # its threat die was not offered a re-roll
    assert state.pending["kind"] == "clarity"
    state.apply("clarity count=1")
    assert state.pending["kind"] == "actions"
    assert state.child_die is not None


def test_co_d_33_defense_and_task_rolls_may_be_re_rolled():
    """CO-D.33, CO-D.14: a defense roll with the stored die may be re-rolled for clarity."""
    state = at_actions(2, zone="downstairs")
    store(state, 1, "red")
    state.sheets[1].clarity = 1
    script(state, 1, 6)
    run_steps(state, ("attack", 1, 5, "test"))
    choose(state, "defend")
    assert state.pending["kind"] == "reroll" and "reroll:0" in state.pending["options"]
    choose(state, "reroll:0")
    assert state.sheets[1].stored is not None and state.sheets[1].life == 3
