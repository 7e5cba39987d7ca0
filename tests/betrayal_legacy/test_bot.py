"""The strong bot in Legacy's haunts: it takes what it carries where that scores or
wins, never pays a card's cost that could kill it, and a haunt's counter stops at 0."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import at_turn, dice, refresh  # noqa: E402
from tabletop.ai.betrayal_bot import BetrayalBot  # noqa: E402
from tabletop.games.betrayal_legacy import GAME  # noqa: E402
from tabletop.games.house.actions import HauntAct  # noqa: E402
from tabletop.games.house.content import TRAITS  # noqa: E402

from .test_rules import game  # noqa: E402


def haunted(number: int):
    """A game with haunt `number` begun by seat 0 on the Entrance Hall; and a hero."""
    s = game(chapter=number, haunt=number, cards={"item": [], "event": [], "omen": ["glass_eye", "ring_of_years"]})
    s.haunting.start_haunt(number, 0, "glass_eye", "entrance_hall")
    s._run()
    return s, next(x for x in range(s.n) if s.side[x] == "heroes")


def test_a_hero_carrying_the_deeds_heads_for_the_room_where_holding_them_wins():
    """The Drowned Orchard's heroes win when one holding the deeds stands on the Front
    Steps: with the deeds in hand, that is the bot's only goal."""
    s, hero = haunted(4)
    bot = BetrayalBot(GAME, 1)
    assert "front_steps" not in bot._goals(s.view(hero))
    s.carried[hero].append("deeds")
    assert bot._goals(s.view(hero)) == ["front_steps"]


def test_a_hero_carrying_a_cask_heads_for_the_cart():
    """Smugglers' Moon: a hero's action that spends a cask is done on the Front Steps, so
    a hero carrying one goes there rather than after the next cask."""
    s, hero = haunted(6)
    s.carried[hero].append("cask")
    assert BetrayalBot(GAME, 1)._goals(s.view(hero)) == ["front_steps"]


def test_a_hero_without_a_herb_goes_for_one_rather_than_waiting_where_herbs_are_brewed():
    """The Cholera Bell: brewing the cure in the Entrance Hall needs a herb. A hero there
    with no herb does not count the Entrance Hall as a goal (it stood there round after
    round while the fever rose): the herbs lying in the house are its goals; with a herb
    in hand, the Entrance Hall is."""
    s, hero = haunted(7)
    s.tokens.setdefault("upper_landing", []).append("herb")  # a herb lies upstairs
    lying = sorted(r for r, kinds in s.view(hero)["tokens"].items() if "herb" in kinds)
    assert "upper_landing" in lying and "entrance_hall" not in lying
    for seat in range(s.n):  # the others (the traitor among them) are upstairs too
        s.room[seat] = "upper_landing"
    s.room[hero] = "entrance_hall"
    bot = BetrayalBot(GAME, 1)
    goals = bot._goals(s.view(hero))
    assert "entrance_hall" not in goals and set(lying) <= set(goals)
    s.carried[hero].append("herb")
    assert bot._goals(s.view(hero)) == ["entrance_hall"]


def test_a_hero_who_has_sung_this_turn_no_longer_waits_on_the_landing():
    """The Glass Children: the lullaby is sung once per turn on the Upper Landing. Once
    the hero has sung it (its own choice), the landing is no goal for the rest of the
    turn: it goes after the dolls rather than standing there until the twelfth round."""
    s, hero = haunted(1)
    at_turn(s, hero)
    s._run()
    for seat in range(s.n):
        s.room[seat] = "entrance_hall"
    for doll in s.monsters:
        doll["room"] = "entrance_hall"
    s.room[hero] = "upper_landing"
    refresh(s)
    bot = BetrayalBot(GAME, 1)
    assert "upper_landing" in bot._goals(s.view(hero))
    sing = [a for a in s.legal_actions() if a.verb == "act" and a.action == "sing_lullaby"]
    assert sing and bot.choose(s.view(hero), sing) == sing[0]
    assert "upper_landing" not in bot._goals(s.view(hero))


def test_the_bot_never_uses_a_card_whose_cost_could_kill_it():
    """The Ring of Years costs 1 Sanity: with Sanity two steps from the skull the bot
    leaves it alone; with Sanity high it uses it."""
    s, hero = haunted(0)
    s.hand[hero].append("ring_of_years")
    bot = BetrayalBot(GAME, 1)
    sanity = TRAITS.index("sanity")
    s.traits[hero][sanity] = 2
    assert not bot._affordable(s.view(hero), "ring_of_years")
    s.traits[hero][sanity] = 5
    assert bot._affordable(s.view(hero), "ring_of_years")


def test_a_haunt_counter_lowered_at_0_stays_at_0():
    """A counter is a track of marks: The Drowned Orchard's water shut at 0 stays 0."""
    s, hero = haunted(4)
    s.counters["water"] = 0
    s.room[hero] = "basement_landing"
    s.active = hero
    s.traits[hero][TRAITS.index("might")] = len(s.track(hero, "might").values)  # enough dice for Might 7
    dice(s, *[2] * 8)  # the roll succeeds
    s._events.clear()
    s.steps.clear()
    s.pending = None
    s.haunting.do_haunt_action(hero, HauntAct("shut_sluice"))
    s._run()
    done = [e for e in s._events if e["event"] == "haunt_action"]
    assert done and done[0]["success"] and s.counters["water"] == 0


def test_strong_bots_finish_whole_free_play_games_within_a_step_limit():
    """The strong bot never stalls a game: three free-play games on the finished house
    that ships (as `tabletop simulate` plays them), four strong bots seated by name,
    end within 3000 actions."""
    from bot_games import play_out
    from tabletop.commands.simulate import setup_options

    options, _ = setup_options("betrayal_legacy", 4)
    for seed, s in enumerate(play_out(GAME, 4, range(900, 903), options)):
        assert s.is_over and s.final["side"] in ("heroes", "traitor"), seed
