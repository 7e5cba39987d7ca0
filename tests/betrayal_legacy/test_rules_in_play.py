"""Betrayal Legacy's rules as its game plays them: dice, damage, gain and heal, critical
traits, discovering tiles and their symbols, tile actions, ghosts and runestones, items
used once a turn, what each seat may see, and the words the rulebook defines."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import acts, at_turn, dice, events_of, refresh  # noqa: E402
from tabletop.engine.errors import IllegalAction  # noqa: E402
from tabletop.games.betrayal_legacy.chapters import initial_places  # noqa: E402
from tabletop.games.betrayal_legacy.rules import CARDS as CONTENT_CARDS, CONTENT, HAUNTS, TILES  # noqa: E402
from tabletop.games.house.content import MENTAL, PHYSICAL, TRAITS, Leaf  # noqa: E402

from .test_rules import game, lay  # noqa: E402


def top(state, *tiles: str) -> None:
    for tile in tiles:
        if tile in state.stack:
            state.stack.remove(tile)
        state.stack.append(tile)


def test_dice_show_0_1_or_2_a_roll_uses_1_to_8_and_is_never_below_0():
    """BL-DICE.2, BL-DICE.4, BL-DICE.6, BL-DICE.8, BL-D.26, BL-D.27: each die shows 0, 1 or 2;
    the result is their total; a trait roll rolls the trait's value in dice, capped at 8
    and never fewer than 1; "roll X dice" rolls exactly X; nothing goes below 0."""
    s = game()
    faces, total = s.exploration.roll_dice(0, 0)
    assert len(faces) == 1 and total == sum(faces) >= 0  # at least one die
    faces, total = s.exploration.roll_dice(0, 12)
    assert len(faces) == 8 and set(faces) <= {0, 1, 2} and total == sum(faces)
    seen = {f for _ in range(40) for f in s.exploration.roll_dice(0, 3)[0]}
    assert seen == {0, 1, 2}
    speed = s.exploration.trait_value(0, "speed")
    assert len(s.exploration.roll_dice(0, speed, "speed")[0]) == speed


def test_a_rolls_band_decides_what_happens():
    """BL-DICE.5, BL-DICE.7: after the roll, the card's text for that result happens: the
    event's band holding the total runs its steps."""
    s = game()
    seat = s.active
    card = next(c for c in CONTENT.events if c.id == "kiln_heat")
    assert card.steps[0].roll.trait == "might"
    dice(s, *[2] * 8)  # a high roll: the 4+ band gains 1 Might
    before = s.exploration.trait_value(seat, "might")
    s.steps.clear()
    s.pending = None
    s.exploration.run_step(seat, card.steps[0], ("card", "kiln_heat"))
    s._run()
    assert s.exploration.trait_value(seat, "might") >= before


def test_damage_types_choose_the_traits_it_may_lower():
    """BL-DMG.1, BL-DMG.2, BL-DMG.3: physical damage lowers Speed or Might, mental damage
    Sanity or Knowledge, general damage any of the four; the damaged player splits it
    by steps. "Lose 1 Speed" is physical damage to Speed alone."""
    from tabletop.games.house.traits import allowed_traits

    assert set(allowed_traits("physical")) == set(PHYSICAL) == {"speed", "might"}
    assert set(allowed_traits("mental")) == set(MENTAL) == {"sanity", "knowledge"}
    assert set(allowed_traits("general")) == set(TRAITS)
    s = game()
    seat = s.active
    s.steps.clear()
    s.pending = None
    s._push(("damage", seat, "general", 2, "test"))
    s._run()
    assert s.pending["kind"] == "damage" and s.pending["traits"] == list(TRAITS)
    before = s.exploration.trait_value(seat, "speed")
    s.steps.clear()
    s.pending = None
    s.exploration.run_step(seat, Leaf(op="lose", trait="speed", amount=1), ("card", "test"))
    s._run()
    assert s.exploration.trait_value(seat, "speed") < before


def test_dice_of_damage_roll_for_the_amount():
    """BL-DMG.4, BL-D.23: "N dice of damage" rolls N dice (as a roll of X dice) and deals
    that much damage of the stated kind."""
    s = game()
    seat = s.active
    s.steps.clear()
    s.pending = None
    dice(s, 2, 2)
    before = list(s.traits[seat])
    s.exploration.run_step(seat, Leaf(op="damage", kind="mental", dice=2), ("card", "test"))
    s._run()
    while s.pending and s.pending["kind"] == "damage":
        assert s.pending["amount"] == 4 and s.pending["traits"] == ["sanity", "knowledge"]
        s.apply(f"choose value={s.pending['options'][0]}")
    assert sum(before) - sum(s.traits[seat]) == 4


def test_heal_returns_a_trait_to_its_start_and_no_higher():
    """BL-DMG.7: heal raises a trait below its starting value back to it; at or above
    the start, nothing happens."""
    s = game()
    seat = s.active
    k = TRAITS.index("sanity")
    start = s.track(seat, "sanity").start
    s.traits[seat][k] = start - 2
    s.steps.clear()
    s.pending = None
    s.exploration.run_step(seat, Leaf(op="heal", trait="sanity"), ("card", "test"))
    s._run()
    if s.pending and s.pending["kind"] == "gain":  # BL-D.24: the heal may be declined; take it
        s.apply("choose value=yes")
    assert s.traits[seat][k] == start
    s.traits[seat][k] = start + 1
    s.exploration.run_step(seat, Leaf(op="heal", trait="sanity"), ("card", "test"))
    s._run()
    assert s.traits[seat][k] == start + 1


def test_critical_before_the_haunt_and_the_skull_after():
    """BL-CRIT.1, BL-CRIT.3, BL-D.48: the lowest step above the skull is critical; before
    the haunt nothing drops below it and nobody dies; after the haunt a trait that
    reaches the skull kills."""
    s = game()
    seat = s.active
    k = TRAITS.index("might")
    s.traits[seat][k] = 1  # critical
    s.exploration.change_trait(seat, "might", -3, "test")
    assert s.traits[seat][k] == 1 and s.alive[seat]
    s.haunting.start_haunt(0, seat, "glass_eye", "entrance_hall")
    s._run()
    victim = next(x for x in range(s.n) if x != s.haunt["traitor"])
    s.traits[victim][k] = 1
    s.exploration.change_trait(victim, "might", -1, "test")
    assert s.traits[victim][k] == 0 and not s.alive[victim]


def test_traits_are_four_two_physical_two_mental_and_public():
    """BL-TRAIT.1, BL-TRAIT.2, BL-TRAIT.3: each family's card has Speed, Might, Sanity and
    Knowledge; the first two physical, the others mental; every seat sees every
    seat's traits."""
    s = game()
    assert all(hasattr(f, t) for f in CONTENT.families for t in TRAITS)
    assert PHYSICAL == ("speed", "might") and MENTAL == ("sanity", "knowledge")
    assert s.view(1)["traits"][0] == [s.exploration.trait_value(0, t) for t in TRAITS]


def test_discovering_a_tile_with_two_symbols_draws_left_to_right_and_only_once():
    """BL-TILE.1, BL-TILE.2, BL-TILE.6, BL-TILE.7, BL-TILE.9, BL-TILE.10, BL-TIME.1,
    BL-MOVE.1, BL-REGION.4, BL-REGION.5, BL-REGION.6: leaving the Front Steps through an
    open doorway, the top tile's back names the exterior, so it is laid against that
    doorway and entered; its symbols (event, then item) draw one card each, in order;
    coming back later draws nothing. Outdoor tiles have doorways too."""
    s = game(tiles=["millpond", *(t for t in TILES if TILES[t].origin == "box" and t not in
                                 ("crawl_space", "front_steps", "entrance_hall", "ground_floor_staircase",
                                  "upper_landing", "basement_landing"))],
             cards={"item": ["glass_knife", "blowpipe"], "event": ["shattered_pane"], "omen": ["glass_eye"]})
    seat = s.active
    s.room[seat] = "front_steps"
    at_turn(s, seat)
    top(s, "millpond")
    assert "front_steps:e" in s.exploration.explorable()
    dice(s, *[1] * 16)
    events = s.apply("explore side=e")
    while s.pending and s.pending["kind"] in ("turn_tile", "damage", "accept", "option"):
        events += s.apply(f"choose value={s.pending['options'][0]}")
    laid = events_of(events, "room_discovered")[0]
    assert laid["room"] == "millpond" and s.room[seat] == "millpond"
    assert "millpond" in s.house.adjacent("front_steps")
    assert [e["deck"] for e in events_of(events, "card_drawn")] == ["event", "item"]
    s.room[seat] = "front_steps"
    at_turn(s, seat)
    again = s.apply("move room=millpond")
    assert not events_of(again, "card_drawn")


def test_a_tile_is_turned_to_connect_the_most_doorways():
    """BL-TILE.3, BL-D.11: among the turns that meet the doorway used, those connecting
    the most doorways are offered."""
    s = game()
    house = s.house
    turns = house.fitting_turns(TILES["orchard"].doors, "exterior", 1, 0, "w")
    assert turns and all(house.connections("exterior", 1, 0, __import__(
        "tabletop.games.house.geometry", fromlist=["turned"]).turned(TILES["orchard"].doors, q))[0] >= 1
        for q in turns)


def test_a_tiles_action_is_offered_once_there():
    """BL-TILE.8, BL-TIME.3, BL-TURN.3: on the Kiln Yard its printed action is offered as
    one of the turn's actions, before or after moving."""
    s = game(tiles=["kiln_yard"])
    lay(s, "kiln_yard", "exterior", 0, -1)
    seat = s.active
    s.room[seat] = "kiln_yard"
    at_turn(s, seat)
    assert any(a.startswith("attempt") for a in acts(s))


def test_an_omen_is_stronger_on_a_tile_with_ghosts():
    """BL-GHOST.1, BL-GHOST.3: the Old Well has ghost circles and starts with a ghost;
    the Glass Eye used there gains 2 Knowledge instead of 1."""
    s = game(tiles=["old_well"])
    assert TILES["old_well"].ghosts >= 1
    lay(s, "old_well", "basement", 1, 0, 3)
    assert s.exploration.has_ghosts("old_well")
    seat = s.active
    s.hand[seat].append("glass_eye")
    s.decks["omen"].remove("glass_eye")
    k = TRAITS.index("knowledge")
    for room, gain in (("entrance_hall", 1), ("old_well", 2)):
        s.traits[seat][k] = 3
        s.room[seat] = room
        at_turn(s, seat)
        before = s.exploration.trait_value(seat, "knowledge")
        s.apply("use card=glass_eye")
        if s.pending and s.pending["kind"] == "gain":
            s.apply("choose value=yes")
        assert s.traits[seat][k] == 3 + gain, room
        assert before < s.exploration.trait_value(seat, "knowledge")


def test_an_item_is_used_once_a_turn_and_refreshed_at_the_next():
    """BL-D.29, BL-TURN.1: an item used this turn is not offered again until the holder's
    next turn, when it is unused again."""
    s = game()
    seat = s.active
    s.hand[seat].append("glass_eye")
    s.decks["omen"].remove("glass_eye")
    refresh(s)
    s.apply("use card=glass_eye")
    if s.pending and s.pending["kind"] == "gain":
        s.apply("choose value=yes")
    assert "use card=glass_eye" not in acts(s)
    at_turn(s, seat)
    assert "use card=glass_eye" in acts(s)


def test_runestones_do_nothing_unless_content_says():
    """BL-RUNE.1, BL-D.34: a runestone sticker adds a runestone and changes nothing else
    about the tile or leaving it; a roll there is like a roll anywhere, unless a card
    held says otherwise (the Prayer Book: test below)."""
    plain, marked = game(), game(stickers=[["runestone", "orchard"]])
    a, b = plain.room_data("orchard"), marked.room_data("orchard")
    assert b.runestones == a.runestones + 1 and (a.doors, a.obstacles, a.ghosts) == (b.doors, b.obstacles, b.ghosts)
    seat = marked.active
    lay(marked, "orchard", "exterior", 0, -1)
    marked.room[seat] = "orchard"
    dice(marked, 2, 2, 2)
    assert marked.exploration.roll_dice(seat, 3, "sanity")[1] == 6  # nobody holds a card that names runestones


# -- roll result modifiers (BL-D.27; issue 21, section 3, item 5) -------------------------------

def test_a_result_modifier_adds_to_the_dots_and_a_result_is_never_below_0():
    """BL-D.27, BL-DICE.2-4: dice = clamp(base + dice modifiers, 1, 8); result =
    max(0, dots + result modifiers). A card's roll with +1 to the result on 2 + 2 is 5,
    and lands in the band for 5; a penalty of 3 on 2 + 0 is 0, never -1."""
    from tabletop.games.house.content import Band, Roll, Step

    s = game()
    seat = s.active
    dice(s, 2, 2)
    assert s.exploration.roll_dice(seat, 2, "", 1) == ([2, 2], 5)
    dice(s, 2, 0)
    assert s.exploration.roll_dice(seat, 2, "", -3) == ([2, 0], 0)
    dice(s, 0)
    assert s.exploration.roll_dice(seat, 0, "", -1) == ([0], 0)  # one die at least, the result not below 0
    step = Step(op="roll", roll=Roll(dice=2, result=1), bands=(
        Band(min=0, max=4), Band(min=5, steps=(Leaf(op="draw", deck="omen"),))))
    s.steps.clear()
    s.pending = None
    s._events.clear()
    dice(s, 2, 2)
    s.exploration.run_step(seat, step, ("card", "test"))
    s._run()
    rolled = events_of(s._events, "dice_rolled")
    assert rolled[0]["total"] == 5 and rolled[0]["modifier"] == 1
    assert [e["deck"] for e in events_of(s._events, "card_drawn")] == ["omen"]  # the band for 5


def test_the_prayer_book_adds_1_to_sanity_results_on_a_tile_with_a_runestone():
    """BL-RUNE.1, BL-D.34, BL-D.27, BL-DICE.8: runestones do what a card says: the Prayer
    Book's holder adds 1 to the result of a Sanity roll on a tile with a runestone (the
    Spirit Board's to a Knowledge roll), on top of the Prayer Book's extra die;
    elsewhere the extra die only; a "roll X dice" gets nothing (it is not a trait
    roll)."""
    s = game(stickers=[["runestone", "entrance_hall"]])
    seat = s.active
    s.hand[seat] += ["prayer_book", "spirit_board"]
    assert s.room[seat] == "entrance_hall" and s.room_data("entrance_hall").runestones == 1
    dice(s, 1, 1, 1)
    assert s.exploration.roll_dice(seat, 2, "sanity") == ([1, 1, 1], 4)  # 2 dice + 1 extra die, +1 to the result
    dice(s, 1, 1)
    assert s.exploration.roll_dice(seat, 2, "knowledge") == ([1, 1], 3)
    dice(s, 1, 1)
    assert s.exploration.roll_dice(seat, 2) == ([1, 1], 2)  # roll X dice
    lay(s, "kitchen", "ground", 0, 1)
    s.room[seat] = "kitchen"
    dice(s, 1, 1, 1)
    assert s.exploration.roll_dice(seat, 2, "sanity") == ([1, 1, 1], 3)  # no runestone: the extra die only


def test_a_passive_modifier_with_a_place_no_rule_knows_is_refused_naming_file_and_field(tmp_path):
    """BL-D.27: the content's result modifiers are data, checked: an unknown place, or an
    unknown key, is refused naming the file and the field."""
    from tabletop.engine.errors import ContentError
    from tabletop.games.betrayal_legacy.content import load_content

    from .test_legacy_deck2 import copy_data

    copy_data(tmp_path)
    items = (tmp_path / "items.toml").read_text(encoding="utf-8")
    for old, new, field in (('where = "runestone"', 'where = "moon"', "where"),
                            ("result = 1, where", "results = 1, where", "results")):
        assert old in items
        (tmp_path / "items.toml").write_text(items.replace(old, new), encoding="utf-8")
        with pytest.raises(ContentError) as caught:
            load_content(tmp_path)
        assert "items.toml" in str(caught.value) and field in str(caught.value)


# -- a cost is offered only when it can be paid in full (BL-COST.1, BL-D.25; item 3) ------------

def costly_uses() -> dict[str, str]:
    """Every card of the Legacy data whose use makes its user lose a trait for a benefit:
    card -> the trait it costs."""
    found = {}
    for card in (*CONTENT.items, *CONTENT.omens):
        for step in card.use:
            if step.op == "lose":
                found[card.id] = step.trait
    return found


@pytest.mark.parametrize("haunted", [False, True], ids=["before the haunt", "after the haunt"])
def test_a_cards_use_that_costs_a_trait_is_offered_only_when_it_can_be_paid(haunted):
    """BL-COST.1, BL-D.25: the Spirit Board, the Ring of Years and the Brandy Flask (every
    card in the data whose use costs a trait) are offered for use only while the trait
    can lose the whole cost without going below its critical step, before the haunt and
    after it; with the trait at critical the use is not offered (so nothing is bought
    for a cost not paid), one step higher it is; on a tile with ghosts, where their ghost
    text costs nothing, they are offered at critical too."""
    assert costly_uses() == {"ring_of_years": "sanity", "spirit_board": "sanity", "brandy_flask": "knowledge"}
    s = game(tiles=["old_well"])
    lay(s, "old_well", "basement", 1, 0, 3)
    if haunted:
        s.haunting.start_haunt(0, s.active, "glass_eye", "entrance_hall")
        s._run()
    seat = s.active
    for card, trait in costly_uses().items():
        s.hand[seat] = [card]
        k = TRAITS.index(trait)
        for index, offered in ((1, False), (2, True)):
            s.traits[seat][k] = index
            s.room[seat] = "entrance_hall"
            at_turn(s, seat)
            assert (f"use card={card}" in acts(s)) is offered, (card, index)
            if not offered:  # asked anyway: refused, saying why, the state untouched
                before = s.to_dict()
                with pytest.raises(IllegalAction) as refused:
                    s.apply(f"use card={card}")
                assert refused.value.key == "betrayal.error.cannot_pay" and "critical" in str(refused.value)
                assert s.to_dict() == before
        s.traits[seat][k] = 1
        s.room[seat] = "old_well"
        at_turn(s, seat)
        wanted = bool(CONTENT_CARDS[card].with_ghosts)
        assert (f"use card={card}" in acts(s)) is wanted, card
        s.traits[seat][k] = 2


def test_a_haunt_action_that_costs_a_trait_is_offered_only_when_it_can_be_paid():
    """BL-COST.1, BL-D.25: every haunt action of the Legacy data with a cost (the Ledger
    of Debts' page burned in the grate, for 1 Sanity) is not offered at the critical
    step, and is one step higher."""
    costly = [(h, a) for h in HAUNTS.values() for a in h.actions if a.cost]
    assert [(h.number, a.id) for h, a in costly] == [(5, "burn_page")]
    for haunt, action in costly:
        s = game(chapter=haunt.number, haunt=haunt.number)
        s.haunting.start_haunt(haunt.number, 0, "glass_eye", "entrance_hall")
        s._run()
        seat = next(x for x in range(s.n) if s.side[x] == action.side)
        if action.where.kind == "room":
            s.room[seat] = action.where.name
        if action.needs:
            s.carried[seat].append(action.needs)
        k = TRAITS.index(action.cost_trait)
        for index, offered in ((action.cost, False), (action.cost + 1, True)):
            s.traits[seat][k] = index
            assert (("haunt_action", action.id) in s.haunting.haunt_actions(seat)) is offered, (action.id, index)


def test_the_crawl_space_is_the_secret_passage_of_the_box():
    """BL-PASS.1: the house has secret passages; in the box, the Crawl Space's."""
    assert [t for t, x in TILES.items() if x.passage and x.origin == "box"] == ["crawl_space"]


def test_an_omen_drawn_by_another_effect_checks_the_haunt_when_it_is_done():
    """BL-D.5: an omen drawn before the haunt by any effect makes the haunt roll as soon
    as that effect has finished."""
    s = game()
    seat = s.active
    s.steps.clear()
    s.pending = None
    s.exploration.run_step(seat, Leaf(op="draw", deck="omen"), ("card", "test"))
    s._run()
    assert s.omens_drawn == 1 and s.hand[seat]
    assert not s.omens_this_turn  # its haunt roll was made at once


def test_what_each_seat_may_see():
    """BL-D.35, BL-D.36, BL-D.45, BL-D.46: every seat sees the board, traits, hands and the
    log, the traitor (the Traitor card) and the monsters (the Monster card) and the
    haunt's round (the numbered track); never the order of the decks or the stack, nor
    the other side's text."""
    s = game(chapter=1, haunt=1)
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    traitor = s.haunt["traitor"]
    hero = next(x for x in range(s.n) if x != traitor)
    view = s.view(hero)
    assert view["haunt"]["traitor"] == traitor and view["monsters"] and "round" in view["haunt"]
    assert isinstance(view["stack"], int) and all(isinstance(v, int) for v in view["decks"].values())
    assert HAUNTS[1].traitor_side.text not in json.dumps(view)
    assert HAUNTS[1].heroes.text not in json.dumps(s.view(traitor))


def test_purgatory_cards_wait_out_of_play_and_legacy_reads_cost_no_moves():
    """BL-D.39, BL-D.31: a Purgatory card is in no deck until an outcome adds it; reading
    a chapter's Legacy card happens at set-up, outside any turn, so no move is spent."""
    places = initial_places(CONTENT)
    assert {c for c, p in places.items() if p == "purgatory"} == {
        c.id for c in (*CONTENT.items, *CONTENT.events, *CONTENT.omens) if c.origin == "purgatory"}
    s = game(chapter=1, haunt=1)
    assert s.moves == s.exploration.trait_value(s.active, "speed")


def test_legacy_tiles_have_none_of_house_on_the_hills_special_rooms():
    """BL-D.49: Legacy tiles act only by their own text."""
    assert all(not t.special and t.barrier is None and not t.elevator for t in TILES.values())


def test_the_words_of_the_rulebook():
    """BL-TERM.1, BL-TERM.2, BL-TERM.3, BL-TERM.4, BL-TERM.5, BL-TERM.6, BL-TERM.7, BL-TERM.8:
    anyone is a player or a monster; each player moves a figure; people are not monsters;
    the traitor and the heroes are still players, with turns of their own; monsters are
    the haunt's tokens; items and omens are cards carried in a hand; objects are haunt
    tokens carried."""
    s = game(chapter=0, haunt=0)
    s.haunting.start_haunt(0, 0, "glass_eye", "entrance_hall")
    s._run()
    assert s.side[0] == "traitor" and all(x == "heroes" for x in s.side[1:])
    assert len(s.room) == s.n  # one figure per player
    assert all(k.carried for k in HAUNTS[0].tokens)  # the offerings: objects, carried as tokens
    assert all(isinstance(c, str) for hand in s.hand for c in hand)
    assert not s.monsters and HAUNTS[1].monsters  # monsters only where a haunt brings them
