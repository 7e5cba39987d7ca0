"""The strong bot's policy in a haunt: orders to its monsters by hand (BH-D.44), the
questions of a turn's drop and pick-up, a steal, a secret choice and its search
(BH-D.42), and the side turn of a traitor whose figure is gone."""

from __future__ import annotations

from tabletop.ai.betrayal_bot import BetrayalBot, _beat
from tabletop.games.betrayal import GAME

from bot_games import play_out  # tests/: on the path as the test packages' root

from .scenario import acts, at_turn, clip, dice, fresh, haunt, lay, put, refresh, set_value
from .test_haunt_play import traitor_turn


def bot() -> BetrayalBot:
    return BetrayalBot(GAME, 1)


def choice(s):
    return bot().choose(s.view(s.to_act), s.legal_actions())


def bats_by_hand(s):
    """Haunt 1's traitor (seat 0) hands its bats to orders, ends its turn: the monster
    turn asks for the first order."""
    traitor_turn(s)
    s.apply("orders mode=hand")
    s.apply("end")
    assert s.pending["kind"] == "monsters"


def test_the_traitor_bot_gives_its_monsters_orders_by_hand():
    """BH-D.44: a traitor with monsters switches them from Auto to its own orders."""
    s = fresh()
    haunt(s, 1, 0)
    traitor_turn(s)
    assert "orders mode=hand" in acts(s)
    assert str(choice(s)) == "orders mode=hand"


def test_a_monster_goes_for_the_hero_it_can_most_likely_kill():
    """BH-D.44, BH-ATTACK.7: two heroes one step away in two rooms; the weak one (Might
    and Speed a step above the skull) is the bat's target, not the strong one."""
    s = fresh()
    haunt(s, 1, 0)
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    put(s, 1, "foyer")
    clip(s, 1, "might", 1)
    clip(s, 1, "speed", 1)
    put(s, 2, "grand_staircase")
    bats_by_hand(s)
    first = str(choice(s))
    assert first.startswith("order value=move:") and first.endswith(":foyer"), first
    s.apply(first)
    assert str(choice(s)).startswith("order value=attack:") and str(choice(s)).endswith(":1")


def test_a_killable_monster_that_has_struck_keeps_out_of_the_heroes_reach():
    """BH-D.44, BH-D.45: a Drowned (haunt 7, destroyed by any damage) that has made its
    attack walks away from the strong heroes rather than waiting beside them."""
    s = fresh()
    haunt(s, 7, 0)
    for seat in (1, 2, 3):
        put(s, seat, "entrance_hall")
    for monster in s.monsters:
        monster["room"] = "entrance_hall"
    s.steps.clear()
    s.pending = None
    s.haunt["by_hand"] = True
    dice(s, 2, 2, 2)  # the Drowned's Speed roll: 6
    s._push(("monster_turn",))
    s._run()
    assert s.pending["kind"] == "monsters"
    s.haunt["monster_attacked"] = [str(k) for k in range(len(s.monsters))]
    s.pending["options"] = s.monster_rules.monster_orders()
    s._legal_cache = None
    order = str(choice(s))
    assert order.startswith("order value=move:"), order
    assert order.split(":")[-1] != "entrance_hall"


def test_the_bot_steals_what_its_side_wins_by_holding():
    """BH-SPATK.4, BH-D.33: the traitor of haunt 24 who beats the lamp's bearer by 2 or
    more takes the lamp (and so wins) rather than dealing the damage."""
    s = fresh()
    haunt(s, 24, 0)
    while s.pending["kind"] == "secret":
        s.apply(f"choose value={s.pending['options'][0]}")
    t = s.haunt["traitor"]
    at_turn(s, t)
    s.carried[1].append("lamp")
    put(s, 1, s.room[t])
    s.steps.clear()
    s.pending = None
    s._push(("steal_or_hurt", t, 1, 2))
    s._run()
    assert s.pending["kind"] == "steal"
    assert str(choice(s)) == "choose value=steal:lamp"


def test_the_rest_of_a_pick_up_takes_everything_and_a_drop_lets_go_only_of_what_wins_there():
    """BH-ITEM.4-5: a hero picking up bones (haunt 11) takes the next one too; dropping
    bones in the Crypt, where they win, it drops them all; elsewhere it drops no more."""
    s = fresh()
    lay(s, "crypt", "basement", 1, 0)
    haunt(s, 11, 0)
    hero = 1
    at_turn(s, hero)
    put(s, hero, "foyer")
    s.tokens["foyer"] = ["bone", "bone"]
    refresh(s)
    s.apply("take token=bone")
    assert s.pending["kind"] == "pick_more" and str(choice(s)) == "choose value=token:bone"
    s.apply("choose value=token:bone")
    put(s, hero, "crypt")
    refresh(s)
    s.apply("put token=bone")
    assert s.pending["kind"] == "drop_more" and str(choice(s)) == "choose value=token:bone"
    s2 = fresh()
    haunt(s2, 11, 0)
    at_turn(s2, hero)
    s2.carried[hero] += ["bone", "bone"]
    refresh(s2)
    s2.apply("put token=bone")
    assert s2.pending["kind"] == "drop_more" and str(choice(s2)) == "choose value=done"


def reliquary_to_hide():
    """Haunt 24 begun by seat 0 with two rooms with the omen symbol, the Junk Room near
    the heroes in the Entrance Hall and the Burnt Study upstairs: the traitor to choose."""
    s = fresh()
    lay(s, "junk_room", "ground", 0, 1)
    lay(s, "burnt_study", "upper", 0, -1)
    for seat in range(4):
        put(s, seat, "entrance_hall")
    haunt(s, 24, 0)
    return s


def test_the_traitor_hides_the_reliquary_far_from_the_heroes_and_they_search_for_it():
    """BH-D.42: the traitor bot chooses the room with the omen symbol farthest from the
    heroes; a hero bot heads for the rooms it may be in, and once a hero has ended a
    turn in one without finding it, no longer counts that room."""
    s = reliquary_to_hide()
    assert s.pending["kind"] == "secret"
    assert str(choice(s)) == "choose value=burnt_study"
    s.apply("choose value=burnt_study")
    hero = bot()
    at_turn(s, 1)
    assert set(hero._goals(s.view(1))) == {"junk_room", "burnt_study"}
    put(s, 1, "junk_room")
    refresh(s)
    hero.choose(s.view(1), [a for a in s.legal_actions() if a.verb == "end"])
    hero._ended_turn(s.view(1))
    assert hero._goals(s.view(1)) == ["burnt_study"]


def test_a_traitor_whose_figure_is_gone_turns_its_monsters_to_orders_on_its_side_turn():
    """BH-HTURN.9-10, BH-TRAITOR.5, BH-D.44: haunt 6's traitor is the Antlered Heir; on the
    traitor turn its player is asked, and the bot gives the Heir orders by hand."""
    s = fresh()
    haunt(s, 6, 0)
    traitor_turn(s)
    assert s.to_act == 0 and not s.alive[0]
    assert str(choice(s)) == "orders mode=hand"


def test_the_bots_dice_odds_and_choices_are_the_same_for_a_seed():
    """BH-D.8: the odds a bot weighs are exact (1 die against none: 2 in 3 to win);
    two bots with one seed choose alike."""
    assert abs(_beat(1, 0, 1) - 2 / 3) < 1e-9 and _beat(0, 3, 1) == 0.0
    s = fresh()
    haunt(s, 1, 0)
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    bats_by_hand(s)
    assert str(choice(s)) == str(choice(s))


def test_a_hero_ends_its_turn_in_a_room_it_searches_rather_than_pacing_on():
    """BH-D.42 (the bot's policy): standing in a room the reliquary may be hidden in, a hero
    bot ends its turn there (a turn ended there is what finds it), with moves left."""
    s = reliquary_to_hide()
    s.apply("choose value=burnt_study")
    at_turn(s, 1)
    put(s, 1, "junk_room")
    refresh(s)
    assert s.exploration.moves_left(1) > 0
    assert choice(s).verb == "end"


def test_a_traitor_with_a_count_to_raise_keeps_clear_of_stronger_heroes():
    """BH-D.43, BH-END.4 (the bot's policy): the Chalk Saint's traitor (haunt 2), who wins by
    its tally and loses if it dies, does not step into a room with heroes likely to beat it."""
    s = fresh()
    haunt(s, 2, 0)
    t = s.haunt["traitor"]
    at_turn(s, t)
    put(s, t, "foyer")
    for seat in range(4):
        if seat != t:
            put(s, seat, "grand_staircase")
            clip(s, seat, "might", 8)
    clip(s, t, "might", 1)
    s.tokens.clear()
    s.tokens["grand_staircase"] = ["sigil"]
    s.tokens["entrance_hall"] = ["sigil"]
    refresh(s)
    moves = {str(a): bot()._score(s.view(t), a) for a in s.legal_actions() if a.verb == "move"}
    assert moves["move room=grand_staircase"] < moves["move room=entrance_hall"]


def monster_turn_by_hand(s, moves: int) -> None:
    """The monster turn of the haunt begun in `s`, by orders, each monster with `moves` spaces."""
    s.steps.clear()
    s.pending = None
    s.haunt["by_hand"] = True
    s._push(("monster_turn",))
    s._run()
    for k in s.haunt["monster_moves"]:
        s.haunt["monster_moves"][k] = moves
    s.pending["options"] = s.monster_rules.monster_orders()
    s._legal_cache = None


def test_a_warden_leaves_its_auto_road_to_the_winch_for_a_weak_hero_in_reach():
    """BH-D.44: haunt 20's wardens go by Auto to the winch upstairs; a hero one step the
    other way, a step above the skull in Might and Speed, is worth an order: the bot
    sends a warden to that hero's room and has it attack, where Auto would not go."""
    s = fresh()
    lay(s, "junk_room", "ground", -1, 0)
    haunt(s, 20, 0)
    assert s.tokens == {"upper_landing": ["winch"]}
    put(s, 1, "junk_room")
    clip(s, 1, "might", 1)
    clip(s, 1, "speed", 1)
    for seat in (2, 3):
        put(s, seat, "upper_landing")
    monster_turn_by_hand(s, 3)
    assert s.monster_rules._monster_goal(0) == ["upper_landing"]  # where Auto heads
    assert "junk_room" not in s.monster_rules._path("entrance_hall", {"upper_landing"})
    first = str(choice(s))
    assert first.startswith("order value=move:") and first.endswith(":junk_room"), first
    s.apply(first)
    assert str(choice(s)) == f"order value=attack:{first.split(':')[1]}:1"


def test_a_monster_carrying_pages_keeps_out_of_the_heroes_reach():
    """BH-MONSTER.14-15, BH-D.44: haunt 4's Nursemaid, who cannot be killed but drops every
    page she carries when a blow stuns her, carries two pages; three strong heroes stand
    one step away. She walks away from them rather than into their room."""
    s = fresh()
    lay(s, "junk_room", "ground", -1, 0)
    haunt(s, 4, 0)
    s.tokens.clear()
    for seat in (1, 2, 3):
        put(s, seat, "entrance_hall")
        clip(s, seat, "might", 8)
    s.monsters[0].update(room="foyer", carried=["page", "page"])
    monster_turn_by_hand(s, 3)
    order = str(choice(s))
    assert order.startswith("order value=move:"), order
    assert order.split(":")[-1] not in ("entrance_hall", "junk_room")


def test_heroes_go_after_a_monster_carrying_what_they_need_and_strike_it():
    """BH-MONSTER.15: the pages the Nursemaid (Might 4) carries fall when she is stunned, so
    her room is the goal of a hero likelier to beat her than not, and striking her is worth
    more with every page she carries; a hero she would likely beat keeps away."""
    s = fresh()
    haunt(s, 4, 0)
    s.tokens.clear()
    hero = 1
    at_turn(s, hero)
    clip(s, hero, "might", 8)
    s.monsters[0].update(room="grand_staircase")
    assert "grand_staircase" not in bot()._goals(s.view(hero))
    s.monsters[0]["carried"] = ["page", "page"]
    assert "grand_staircase" in bot()._goals(s.view(hero))
    clip(s, hero, "might", 1)
    assert "grand_staircase" not in bot()._goals(s.view(hero))
    clip(s, hero, "might", 8)
    put(s, hero, "grand_staircase")
    refresh(s)
    strike = next(a for a in s.legal_actions() if a.verb == "attack" and a.kind == "monster")
    carrying = bot()._attack_score(s.view(hero), strike)
    s.monsters[0]["carried"] = []
    assert carrying > bot()._attack_score(s.view(hero), strike)


def test_a_hero_carries_a_bone_to_the_crypt_and_lays_it_there():
    """Haunt 11: the heroes win by 3 bones in the Crypt. A hero bot holding a bone two
    rooms from the Crypt walks there and puts it down, all in its turn."""
    s = fresh()
    lay(s, "crypt", "basement", 1, 0, 1)
    lay(s, "furnace_room", "basement", -1, 0)
    haunt(s, 11, 0)
    s.tokens.clear()
    for seat in range(4):
        put(s, seat, "upper_landing")
    hero = 1
    put(s, hero, "furnace_room")
    s.carried[hero] = ["bone"]
    at_turn(s, hero)
    refresh(s)
    player = bot()
    taken = []
    while s.to_act == hero and s.active == hero and len(taken) < 10:
        action = player.choose(s.view(hero), s.legal_actions())
        taken.append(str(action))
        s.apply(action)
        if action.verb == "end":
            break
    assert taken[:3] == ["move room=basement_landing", "move room=crypt", "put token=bone"], taken
    assert s.tokens.get("crypt") == ["bone"]


def test_strong_bots_finish_whole_games_within_a_step_limit():
    """The strong bot never stalls a game: four whole games of four strong bots (as the
    table and `tabletop simulate` seat them, by name) end within 3000 actions."""
    for seed, s in enumerate(play_out(GAME, 4, range(700, 704), {"today": "06-01"})):
        assert s.is_over and s.final["side"] in ("heroes", "traitor"), seed


def test_an_unkillable_bat_strikes_a_stronger_hero_it_may_still_hurt():
    """BH-MONSTER.4-5, BH-D.44: a bat (Might 2, cannot be killed) beside a hero of Might 4
    attacks: a lost roll only stuns it for a turn, a won one hurts the hero."""
    s = fresh()
    haunt(s, 1, 0)
    for seat in (1, 2, 3):
        put(s, seat, "upper_landing")
    put(s, 1, "foyer")
    set_value(s, 1, "might", 4)
    for monster in s.monsters:
        monster["room"] = "foyer"
    monster_turn_by_hand(s, 0)
    assert str(choice(s)).startswith("order value=attack:") and str(choice(s)).endswith(":1")
