"""Cubes, Health and Magic loss, death (PR-CUBE, PR-LOSS, PR-D.16, PR-D.17, PR-D.25) and the
turn order (PR-TURN, PR-D.4)."""

from .scenario import (at_move, at_turn, cards_once, clear_board, dice, first, give, kind, names, new, player,
                       put, stay_here)

P = 1


def _lose_to(card, seed=1, seats=3, **stats):
    s = new(seats, seed)
    clear_board(s)
    put(s, P, card)
    player(s, 0, **stats)
    stay_here(s, 0, P)
    if kind(s) == "battle_type":
        s.apply("choose value=strength")
    if kind(s) == "special":
        s.apply("choose value=decline")
    dice(s, 1, 6, 1, 6)
    return s, s.apply("choose value=roll")


def test_cubes_in_the_view():
    """PR-CUBE.1, PR-CUBE.3, PR-D.6: the view shows the red and blue cubes on each side."""
    s = new(3, 1)
    player(s, 2, red=3, red_lost=2, blue=1, blue_lost=4)
    p = s.view(0)["players"][2]
    assert (p["strength"], p["health_lost"], p["willpower"], p["magic_lost"]) == (3, 2, 1, 4)


def test_lost_health_lowers_strength_in_the_next_battle():
    """PR-CUBE.2, PR-LOSS.4, PR-LOSS.2: after a loss the character fights with 1 Strength less."""
    s, _ev = _lose_to("grey_wolves", red=4, red_lost=0)
    assert (s.red[0], s.red_lost[0]) == (3, 1)
    stay_here(s, 0, P)
    assert s.view(0)["battle"]["you"] == 3


def test_strength_zero_lives_then_the_next_loss_kills():
    """PR-LOSS.3 (derived example), PR-D.25, PR-D.4, PR-TURN.4: with 1 red cube a lost battle
    leaves 0 and the character lives; with 0 the next loss kills it; its turn ends
    and the next living seat plays."""
    s, ev = _lose_to("grey_wolves", red=1, red_lost=3)
    assert s.alive[0] and s.red[0] == 0 and "character_died" not in names(ev)
    s2, ev2 = _lose_to("grey_wolves", red=0, red_lost=4)
    assert not s2.alive[0] and "character_died" in names(ev2)
    assert first(ev2, "turn_started")["seat"] == 1 and s2.active == 1


def test_health_loss_one_cube_at_a_time():
    """PR-D.17, PR-LOSS.3: the Hill Troll's 2 Health with 1 red cube: one cube moves, then death."""
    s, ev = _lose_to("hill_troll", red=1, red_lost=3)
    lost = [e["amount"] for e in ev if e["event"] == "health_lost"]
    assert lost == [1] and not s.alive[0]
    assert names(ev).index("health_lost") < names(ev).index("character_died")


def test_death_discards_items_and_skips_the_dead():
    """PR-D.25, PR-D.4: the dead character's Items go to their discard piles; later turns skip
    its seat."""
    s = new(3, 2)
    clear_board(s)
    put(s, P, "grey_wolves")
    player(s, 1, red=0, red_lost=4)
    sword, cap = give(s, 1, "short_sword", "runed_blade")
    s.damaged.append(sword)
    stay_here(s, 1, P)
    dice(s, 1, 6)
    s.apply("choose value=roll")
    assert not s.alive[1] and s.items[1] == [] and sword in s.discards["common"] and cap in s.discards["rare"]
    assert sword not in s.damaged and cards_once(s)
    assert s.active == 2
    at_move(s, 2, 5)
    s.apply("move space=6 how=foot")
    while s.pending and s.pending["seat"] == 2:
        s.apply(s.legal_actions()[-1])
    assert s.active == 0


def test_last_character_alive_wins():
    """PR-D.25, PR-D.26: in a two-player game the survivor wins at once; the dead ranks last."""
    s, ev = _lose_to("grey_wolves", seats=2, red=0, red_lost=4)
    over = first(ev, "game_over")
    assert over["winners"] == [1] and over["reason"] == "last_alive"
    assert over["ranking"] == [[1], [0]]
    assert s.is_over


def test_magic_loss_never_kills_and_takes_what_there_is():
    """PR-LOSS.5, PR-LOSS.6, PR-D.17, PR-CUBE.4: the Wailing Banshee's 2 Magic from 1 blue cube
    takes 1; at 0 blue the character lives with Willpower 0."""
    s, ev = _lose_to("wailing_banshee", red=3, blue=1, blue_lost=2)
    assert s.alive[0] and (s.blue[0], s.blue_lost[0]) == (0, 3)
    assert [e["amount"] for e in ev if e["event"] == "magic_lost"] == [1]
    assert s.view(0)["players"][0]["willpower"] == 0


def test_gold_never_negative():
    """PR-D.16, PR-D.17: the Bandit Captain takes 2 gold from a purse of 1: it is emptied."""
    s, ev = _lose_to("bandit_captain", red=3, gold=1)
    assert s.gold[0] == 0 and [e["amount"] for e in ev if e["event"] == "gold_lost"] == [1]


def test_damage_item_asks_which():
    """PR-ITEM.6, PR-ITEM.7: the Rattling Sentinel's defeat damages an Item of the player's choice."""
    s = new(3, 3)
    clear_board(s)
    put(s, P, "rattling_sentinel")
    player(s, 0, red=3)
    a, b = give(s, 0, "oak_wand", "scholars_hood")
    stay_here(s, 0, P)
    dice(s, 1, 6)
    s.apply("choose value=roll")
    assert kind(s) == "damage" and set(s.pending["options"]) == {f"item:{a}", f"item:{b}"}
    s.apply(f"choose value=item:{b}")
    assert s.damaged == [b]


def test_the_turn_steps_in_order():
    """PR-TURN.1, PR-TURN.2, PR-TURN.3, PR-TURN.4, PR-D.4: Chance card, then move, then the
    encounter, then the next seat clockwise (wrapping from the last to seat 0)."""
    s = new(3, 4)
    clear_board(s)
    put(s, 2, "buried_chest")
    player(s, 2, space=1)
    ev = at_turn(s, 2, "good_times")
    assert names(ev)[:2] == ["turn_started", "chance_drawn"] and kind(s) == "move"
    ev = s.apply("move space=2 how=foot")
    assert kind(s) == "opportunity"
    ev = s.apply("choose value=use")
    n = names(ev)
    assert n.index("opportunity_used") < n.index("turn_ended") < n.index("turn_started")
    assert first(ev, "turn_started")["seat"] == 0 and s.active == 0
