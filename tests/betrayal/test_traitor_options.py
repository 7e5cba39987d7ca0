"""What the traitor may ignore (BH-TRAITOR.2-3, BH-D.47), the elevator's choices
(BH-SPECIAL.4, BH-D.20), the Secret Stairs' passage (BH-MONSTER.11) and the kept
events' continuing effects (BH-D.30)."""

from __future__ import annotations

from .scenario import (CARDS, ROOMS, acts, at_turn, dice, draw, events_of, fresh, haunt, hold, lay, put, refresh,
                       set_value, top_card)


def traitor_game():
    """Haunt 25 with seat 1 the traitor (the revealer), at the start of the traitor's turn."""
    s = fresh()
    haunt(s, 25, 1)
    assert s.haunt["traitor"] == 1
    at_turn(s, 1)
    return s


def test_the_traitor_may_choose_not_to_be_affected_by_an_event():
    """BH-TRAITOR.3, BH-D.47: the traitor drawing Choking Smoke is first asked; "no": no
    token, no roll, no damage, and the card goes to the discards."""
    s = traitor_game()
    before = [list(t) for t in s.traits]
    draw(s, 1, "event", "choking_smoke")
    assert s.pending["kind"] == "affect" and s.pending["seat"] == 1 and s.pending["damaging"] is True
    events = s.apply("choose value=no")
    assert events_of(events, "effect_ignored")[0]["source"] == "card:choking_smoke"
    assert not events_of(events, "dice_rolled") and "smoke" not in s.tokens.get(s.room[1], [])
    assert s.traits == before and "choking_smoke" in s.discards["event"]


def test_a_traitor_who_is_affected_takes_every_roll_and_penalty():
    """BH-TRAITOR.3: answering yes commits the traitor to the card: the token, the Might
    roll and its damage (0 on every die: 1 physical damage)."""
    s = traitor_game()
    draw(s, 1, "event", "choking_smoke")
    dice(s, *[0] * s.exploration.trait_value(1, "might"))
    events = s.apply("choose value=yes")
    assert "smoke" in s.tokens.get(s.room[1], []) and events_of(events, "dice_rolled")
    assert s.pending["kind"] == "damage" or events_of(events, "trait_changed")


def test_a_hero_is_never_asked():
    """BH-TRAITOR.1, BH-D.47: the same event drawn by a hero runs at once."""
    s = traitor_game()
    at_turn(s, 2)
    draw(s, 2, "event", "choking_smoke")
    assert (s.pending is None or s.pending["kind"] != "affect") and "smoke" in s.tokens.get(s.room[2], [])


def test_a_harmless_room_text_is_the_traitors_to_apply_or_ignore():
    """BH-TRAITOR.2, BH-D.47: the Patio's heal (it does no damage) is offered to the
    traitor ending a turn there, and ignoring it leaves Sanity low."""
    s = traitor_game()
    lay(s, "patio", "ground", 0, 1)
    put(s, 1, "patio")
    set_value(s, 1, "sanity", s.track(1, "sanity").values[0])
    low = s.exploration.trait_value(1, "sanity")
    refresh(s)
    s.apply("end")
    assert s.pending["kind"] == "apply" and s.pending["source"] == "room:patio"
    s.apply("choose value=no")
    assert s.exploration.trait_value(1, "sanity") == low


def test_a_harmless_room_text_applied_when_the_traitor_says_so():
    """BH-TRAITOR.2: "apply" heals the traitor's Sanity to its start."""
    s = traitor_game()
    lay(s, "patio", "ground", 0, 1)
    put(s, 1, "patio")
    set_value(s, 1, "sanity", s.track(1, "sanity").values[0])
    refresh(s)
    s.apply("end")
    s.apply("choose value=yes")
    start = s.track(1, "sanity").start
    assert s.traits[1][2] == start


def test_a_damaging_room_text_is_never_offered_to_be_ignored():
    """BH-TRAITOR.2, BH-D.47, BH-SPECIAL.13: the Crypt's end-of-turn mental damage is
    damage, so the traitor ending a turn there is asked only how to split it."""
    s = traitor_game()
    assert ROOMS["crypt"].damaging
    lay(s, "crypt", "basement", 0, 1, 2)
    put(s, 1, "crypt")
    refresh(s)
    s.apply("end")
    assert s.pending["kind"] == "damage" and s.pending["seat"] == 1 and s.pending["amount"] == 1


def test_the_traitor_chooses_the_elevators_floor_and_door():
    """BH-D.20, BH-TRAITOR.2: the traitor entering the Mystic Elevator rolls nothing and is
    offered every open door of every floor, or to stay."""
    s = traitor_game()
    lay(s, "mystic_elevator", "ground", 0, 1, 2)  # its one door faces the Entrance Hall
    put(s, 1, "entrance_hall")
    refresh(s)
    events = s.apply("move room=mystic_elevator")
    assert not events_of(events, "elevator_roll")
    assert s.pending["kind"] == "elevator" and s.pending["options"][0] == "stay"
    floors = {s.house.floor_of(o.split(":")[0]) for o in s.pending["options"][1:]}
    assert floors == {"basement", "ground", "upper"}
    s.apply("choose value=upper_landing:e")
    assert s.house.floor_of("mystic_elevator") == "upper" and s.room[1] == "mystic_elevator"


def test_staying_put_when_the_roll_names_the_elevators_own_floor():
    """BH-SPECIAL.4: a hero's roll of 2 names the ground floor, where the car is; the rider
    may keep it where it is."""
    s = fresh()
    seat = s.active
    lay(s, "mystic_elevator", "ground", 0, 1, 2)
    refresh(s)
    dice(s, 1, 1)
    s.apply("move room=mystic_elevator")
    assert s.pending["kind"] == "elevator" and "stay" in s.pending["options"]
    where = s.house.placed["mystic_elevator"]
    events = s.apply("choose value=stay")
    assert events_of(events, "elevator_stayed") and s.house.placed["mystic_elevator"] == where
    assert s.room[seat] == "mystic_elevator"


def test_secret_stairs_join_two_rooms_for_everyone():
    """BH-MONSTER.11, BH-CARD.2: Secret Stairs drawn in the Foyer, down to the Basement
    Landing: the two rooms are next to each other both ways, a token marks each end, and
    another explorer may take them later."""
    s = fresh()
    seat = s.active
    put(s, seat, "foyer")
    draw(s, seat, "event", "secret_stairs")
    assert s.pending["kind"] == "option"
    events = s.apply("choose value=1")
    assert events_of(events, "rooms_linked")
    assert "basement_landing" in s.house.adjacent("foyer") and "foyer" in s.house.adjacent("basement_landing")
    assert "secret_stairs" in s.tokens["foyer"] and "secret_stairs" in s.tokens["basement_landing"]
    other = (seat + 1) % 4
    at_turn(s, other)
    put(s, other, "basement_landing")
    refresh(s)
    assert "move room=foyer" in acts(s)


def test_a_kept_event_works_at_the_end_of_each_turn_until_it_is_let_go():
    """BH-D.30, BH-CARD.3: Shadow That Follows is kept; at the end of its holder's turn a
    Sanity roll of 0-1 costs 1 Sanity and the card stays; a roll of 4+ discards it."""
    s = fresh()
    seat = s.active
    draw(s, seat, "event", "shadow_that_follows")
    assert "shadow_that_follows" in s.hand[seat] and "shadow_that_follows" in s.kept
    at_turn(s, seat)
    sanity = s.exploration.trait_value(seat, "sanity")
    clip = s.traits[seat][2]
    dice(s, *[0] * sanity)
    s.apply("end")
    assert s.traits[seat][2] == clip - 1 and "shadow_that_follows" in s.hand[seat]
    at_turn(s, seat)
    set_value(s, seat, "sanity", 5)
    dice(s, *[2] * 5)
    events = s.apply("end")
    assert events_of(events, "card_let_go")
    assert "shadow_that_follows" not in s.hand[seat] and "shadow_that_follows" not in s.kept
    assert "shadow_that_follows" in s.discards["event"]


def test_omens_are_remembered_in_the_order_drawn():
    """BH-D.40: the omens drawn, in order, for the "next omen" of the skip-played option."""
    s = fresh()
    seat = s.active
    top_card(s, "bite", "dog")  # the dog is drawn first
    for _ in range(2):
        s.steps.clear()
        s.pending = None
        s._push(("draw", seat, "omen", s.room[seat]))
        s._run()
    assert s.omen_order == ["dog", "bite"]
    hold(s, seat)  # nothing moved by hand: the order came from the draws


# -- more of the traitor's options: a room entered, an omen drawn, a harmless event, the answers,
#    the elevator's dice, and what the traitor bot answers ----------------------------------------

def traitor_alone():
    """traitor_game() with the heroes upstairs (nobody slows the traitor) and the Junk Room
    laid north of the Entrance Hall."""
    s = traitor_game()
    for hero in (0, 2, 3):
        put(s, hero, "upper_landing")
    lay(s, "junk_room", "ground", 0, -1)
    refresh(s)
    return s


def test_the_traitor_may_walk_into_the_junk_room_without_rolling():
    """BH-TRAITOR.2, BH-D.47: the Junk Room's Might roll on entering does no damage, so the
    traitor is asked; "no" rolls no dice and leaves the movement whole."""
    s = traitor_alone()
    assert not ROOMS["junk_room"].damaging
    events = s.apply("move room=junk_room")
    assert s.pending["kind"] == "apply" and s.pending["source"] == "room:junk_room"
    assert s.pending["part"] == "on_enter" and not events_of(events, "dice_rolled")
    left = s.exploration.moves_left(1)
    events = s.apply("choose value=no")
    assert events_of(events, "effect_ignored") and not events_of(events, "dice_rolled")
    assert s.pending["kind"] == "explore" and s.exploration.moves_left(1) == left > 0 and not s.stopped


def test_the_traitor_who_applies_the_junk_room_rolls_and_may_be_pinned():
    """BH-TRAITOR.2: "yes" carries the room out: a Might roll of 0 pins the traitor (its
    movement ends)."""
    s = traitor_alone()
    s.apply("move room=junk_room")
    dice(s, *[0] * s.exploration.trait_value(1, "might"))
    events = s.apply("choose value=yes")
    assert events_of(events, "dice_rolled") and s.stopped and s.exploration.moves_left(1) == 0


def test_a_hero_entering_the_junk_room_rolls_with_no_question():
    """BH-TRAITOR.1, BH-D.47: the choice is the traitor's alone; a hero rolls at once."""
    s = traitor_alone()
    at_turn(s, 2)
    put(s, 2, "entrance_hall")
    refresh(s)
    dice(s, *[0] * s.exploration.trait_value(2, "might"))
    events = s.apply("move room=junk_room")
    assert events_of(events, "dice_rolled") and s.stopped
    assert s.pending["kind"] == "explore"


def test_an_answer_that_is_not_offered_is_refused():
    """BH-D.47: the question takes only "yes" or "no", and only from the traitor."""
    import pytest

    from tabletop.engine.errors import IllegalAction

    s = traitor_alone()
    s.apply("move room=junk_room")
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply("choose value=maybe")
    assert s.to_dict() == before


def test_every_event_asks_the_traitor_even_a_harmless_one():
    """BH-TRAITOR.3, BH-D.47: Whispered Prayer does no damage, but an event asks "be
    affected?" all the same; "yes" heals the traitor's Sanity, "no" leaves it low."""
    for answer in ("yes", "no"):
        s = traitor_game()
        set_value(s, 1, "sanity", s.track(1, "sanity").values[0])
        low = s.traits[1][2]
        draw(s, 1, "event", "whispered_prayer")
        assert s.pending["kind"] == "affect" and s.pending["damaging"] is False
        s.apply(f"choose value={answer}")
        assert s.traits[1][2] == (s.track(1, "sanity").start if answer == "yes" else low)
        assert "whispered_prayer" in s.discards["event"] and not s.resolving


def test_a_harmless_card_drawn_asks_the_traitor_and_a_harmful_one_does_not():
    """BH-TRAITOR.2, BH-D.47: the Holy Symbol's "gain 1 Sanity" on drawing is asked (and
    "no" keeps the card but not the gain); the Madman's "lose 1 Sanity" lowers a trait, so
    it is carried out with no question."""
    s = traitor_game()
    sanity = s.traits[1][2]
    draw(s, 1, "omen", "holy_symbol")
    assert s.pending["kind"] == "apply" and s.pending["source"] == "card:holy_symbol"
    s.apply("choose value=no")
    assert "holy_symbol" in s.hand[1] and s.traits[1][2] == sanity
    assert CARDS["madman"].damaging
    might = s.traits[1][1]
    draw(s, 1, "omen", "madman")
    assert s.pending is None or s.pending["kind"] not in ("apply", "affect")
    assert s.traits[1][1] > might and s.traits[1][2] < sanity


def test_the_traitors_elevator_rolls_no_dice_but_a_heros_does():
    """BH-D.20, BH-TRAITOR.2: the traitor's ride rolls no die at all and may go to the
    basement (never to the front door, BH-ROOM.6, BH-D.25); a hero entering the same car
    rolls 2 dice for its floor."""
    s = traitor_alone()
    lay(s, "mystic_elevator", "ground", 1, -1)  # north of the Foyer, its door facing it
    refresh(s)
    s.apply("move room=foyer")
    events = s.apply("move room=mystic_elevator")
    assert not events_of(events, "dice_rolled") and not events_of(events, "elevator_roll")
    assert "entrance_hall:w" not in s.pending["options"] and "entrance_hall:s" in s.pending["options"]
    down = next(o for o in s.pending["options"] if o.startswith("basement_landing:"))
    s.apply(f"choose value={down}")
    assert s.house.floor_of("mystic_elevator") == "basement" and s.room[1] == "mystic_elevator"
    hero = traitor_alone()
    lay(hero, "mystic_elevator", "ground", 1, -1)
    at_turn(hero, 2)
    put(hero, 2, "foyer")
    refresh(hero)
    dice(hero, 1, 1)
    events = hero.apply("move room=mystic_elevator")
    assert events_of(events, "elevator_roll")[0]["total"] == 2
    assert all(hero.house.floor_of(o.split(":")[0]) == "ground" for o in hero.pending["options"][1:])


def test_the_traitor_bot_takes_only_what_can_only_help_it():
    """BH-TRAITOR.2-3, BH-D.47 (the bot's policy): asked about Whispered Prayer (a heal) it
    is affected; about Choking Smoke or the Junk Room it says no."""
    from tabletop.ai.betrayal_bot import BetrayalBot
    from tabletop.games.betrayal import GAME

    bot = BetrayalBot(GAME, 1)
    for card, wanted in (("whispered_prayer", "yes"), ("choking_smoke", "no")):
        s = traitor_game()
        draw(s, 1, "event", card)
        assert bot.choose(s.view(1), s.legal_actions()).value == wanted
    s = traitor_alone()
    s.apply("move room=junk_room")
    assert bot.choose(s.view(1), s.legal_actions()).value == "no"


def test_the_traitor_bot_sends_the_elevator_toward_its_prey():
    """BH-D.20 (the bot's policy): the heroes wait on the Upper Landing, so the traitor
    bot's elevator stops next to it rather than staying or going down."""
    from tabletop.ai.betrayal_bot import BetrayalBot
    from tabletop.games.betrayal import GAME

    s = traitor_alone()
    lay(s, "mystic_elevator", "ground", 1, -1)
    refresh(s)
    s.apply("move room=foyer")
    s.apply("move room=mystic_elevator")
    pick = BetrayalBot(GAME, 1).choose(s.view(1), s.legal_actions()).value
    assert pick.startswith("upper_landing:")
