"""The house core's Betrayal Legacy ways (ruleset.py's objects), tried on a House on
the Hill game whose ruleset is given Legacy's ways: moves fixed at the turn's start and
obstacles (BL-TURN.1, BL-MOVE.2-5, BL-MOVE.7, BL-D.15, BL-D.17-19), burying (BL-TILE.5,
BL-D.12-14), the immediate haunt check (BL-TIME.2, BL-D.3-5), secret passages (BL-PASS.4),
bumps (BL-TILE.4, BL-D.11) and at least one die (BL-DICE.3). Betrayal Legacy's own game
uses the same switches on its own content."""

from __future__ import annotations

import sys
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import (ROOMS, acts, at_turn, clip, dice, events_of, fresh, hold, lay, put, refresh,  # noqa: E402
                               top_card, top_tile)
from tabletop.games.betrayal.rules import RULES  # noqa: E402
from tabletop.games.house.haunt import Selector  # noqa: E402
from tabletop.games.house.ruleset import AT_ONCE, BURY, FIXED_MOVES, LEGACY_TRAITS, SPEED_MOVES  # noqa: E402

LEGACY = attrs.evolve(RULES, leftovers=BURY, movement=FIXED_MOVES, timing=AT_ONCE, least_dice=1)


def legacy(seat_speed: int | None = None):
    """A fresh game on Legacy's ways, at the start of the active seat's turn, its Speed
    clip moved to the lowest index showing `seat_speed`."""
    s = fresh()
    s.ruleset = LEGACY
    s.moves, s.left_start = 0, False
    if seat_speed is not None:
        values = s.track(s.active, "speed").values
        clip(s, s.active, "speed", 1 if seat_speed < 0 else values.index(seat_speed) + 1)
    at_turn(s, s.active)
    return s


def test_moves_are_fixed_at_the_start_of_the_turn():
    """BL-TURN.1, BL-D.18: the moves are the Speed the turn began with; a Speed change
    during the turn does not change them."""
    s = legacy(seat_speed=4)
    seat = s.active
    assert s.moves == 4 and s.exploration.moves_left(seat) == 4
    clip(s, seat, "speed", 1)  # Speed drops to the track's lowest value
    assert s.exploration.trait_value(seat, "speed") < 4 and s.exploration.moves_left(seat) == 4


def test_obstacles_cost_moves_to_leave_a_tile():
    """BL-MOVE.2, BL-MOVE.4, BL-MOVE.5, BL-D.19: leaving costs 1, plus 1 per small and 2 per
    large obstacle on the tile left."""
    s = legacy(seat_speed=5)
    seat = s.active
    s.tokens["entrance_hall"] = ["small_obstacle", "large_obstacle"]
    assert s.exploration.obstacles("entrance_hall") == 3
    refresh(s)
    s.apply("move room=foyer")
    assert s.exploration.moves_left(seat) == 5 - 4  # leaving the Entrance Hall: 1 + 1 + 2


def test_a_step_to_an_adjacent_tile_is_always_possible_from_the_start_tile():
    """BL-MOVE.3, BL-D.17: with 1 move and a large obstacle, the explorer may still step to
    a tile next to where it began; its moves are then 0. Back there, it is not renewed."""
    s = legacy(seat_speed=-1)  # the lowest Speed of its track
    seat = s.active
    s.tokens["entrance_hall"] = ["large_obstacle", "large_obstacle", "large_obstacle"]  # leaving costs 7
    assert s.moves < 7
    refresh(s)
    assert "move room=foyer" in acts(s)
    s.apply("move room=foyer")
    assert s.exploration.moves_left(seat) == 0 and s.left_start
    assert not any(a.startswith("move") for a in acts(s))


def test_a_tile_that_does_not_fit_is_buried_under_the_stack():
    """BL-TILE.5, BL-D.13: a basement-only tile on top is buried (to the bottom of the
    stack) and the next that fits the ground floor is laid."""
    s = legacy(seat_speed=4)
    top_tile(s, "patio", "chasm")  # the Chasm (basement only) is drawn first
    events = s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        events += s.apply(f"choose value={s.pending['options'][0]}")
    assert events_of(events, "tile_buried") and s.stack[0] == "chasm" and "patio" in s.house.placed
    assert not s.set_aside


def test_a_stack_with_no_tile_for_the_region_discovers_nothing_and_costs_nothing():
    """BL-D.12: every tile buried without a match: no tile, no move spent."""
    s = legacy(seat_speed=4)
    seat = s.active
    s.stack[:] = [t for t in s.stack if "ground" not in ROOMS[t].floors]
    placed = len(s.house.placed)
    s.apply("explore side=n")
    assert len(s.house.placed) == placed and s.exploration.moves_left(seat) == 4


def test_drawing_a_card_loses_the_moves_but_an_empty_deck_draws_nothing():
    """BL-MOVE.7, BL-D.15: a card drawn ends the moves; a draw from an empty deck draws
    nothing and keeps them."""
    s = legacy(seat_speed=4)
    seat = s.active
    s.decks["item"] = []
    s.steps.clear()
    s.pending = None
    s._push(("draw", seat, "item", s.room[seat]), ("explore_turn",))
    s._run()
    assert s.exploration.moves_left(seat) == 4
    s.pending = None
    s.steps.clear()
    s._push(("draw", seat, "event", s.room[seat]), ("explore_turn",))
    s._run()
    assert s.exploration.moves_left(seat) == 0


def test_an_event_is_buried_in_its_deck_after_it_resolves():
    """BL-D.14: no discard pile: a resolved event goes under the event deck."""
    s = legacy(seat_speed=4)
    seat = s.active
    top_card(s, "whispered_prayer")
    s.steps.clear()
    s.pending = None
    s._push(("draw", seat, "event", s.room[seat]))
    s._run()
    while s.pending is not None and s.pending["kind"] != "explore":
        s.apply(f"choose value={s.pending['options'][0]}")
    assert s.decks["event"][0] == "whispered_prayer" and "whispered_prayer" not in s.discards["event"]


def test_the_haunt_roll_comes_as_soon_as_the_omen_is_drawn():
    """BL-TIME.2, BL-D.3, BL-D.4: the omen's 6-dice roll is made right after it is drawn,
    not at the end of the turn; a roll under the omens drawn starts the haunt and ends
    the turn at once."""
    s = legacy(seat_speed=4)
    seat = s.active
    s.omens_drawn = 3
    top_card(s, "crystal_ball")  # an omen with nothing to do when drawn
    s.steps.clear()
    s.pending = None
    s._push(("draw", seat, "omen", s.room[seat]), ("explore_turn",))
    dice(s, *[0] * 6)
    s._run()
    assert s.haunt is not None and s.haunt["revealer"] == seat
    assert not s.omens_this_turn


def test_a_quiet_immediate_roll_lets_the_turn_go_on():
    """BL-TIME.2: a roll at or over the omens drawn: the turn continues, with no second
    roll at its end."""
    s = legacy(seat_speed=4)
    seat = s.active
    top_card(s, "crystal_ball")
    s.steps.clear()
    s.pending = None
    s._push(("draw", seat, "omen", s.room[seat]), ("explore_turn",))
    dice(s, *[2] * 6)
    s._run()
    assert s.haunt is None and s.pending["kind"] == "explore"
    events = s.apply("end")
    assert not events_of(events, "haunt_roll")


def test_secret_passages_are_next_to_each_other():
    """BL-PASS.4, BL-D.20: two tiles with a secret passage are adjacent, across floors."""
    s = legacy(seat_speed=4)
    passage = attrs.evolve(ROOMS["patio"], passage=True)
    other = attrs.evolve(ROOMS["chasm"], passage=True)
    s.room_data = lambda ident, real=s.room_data: {"patio": passage, "chasm": other}.get(ident) or real(ident)
    lay(s, "chasm", "basement", 1, 0)
    top_tile(s, "patio")
    s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        s.apply(f"choose value={s.pending['options'][0]}")
    assert "chasm" in s.house.adjacent("patio") and "patio" in s.house.adjacent("chasm")


def test_no_tile_is_laid_against_a_bump():
    """BL-TILE.4, BL-D.11: the door facing the cell beside a bump is not open to explore."""
    s = legacy(seat_speed=4)
    bumped = attrs.evolve(ROOMS["foyer"], bumps=("s",))
    s.room_data = lambda ident, real=s.room_data: bumped if ident == "foyer" else real(ident)
    put(s, s.active, "foyer")
    refresh(s)
    assert "explore side=s" not in acts(s) and "explore side=n" in acts(s)


def test_a_roll_uses_at_least_one_die():
    """BL-DICE.3: a roll of 0 dice (a trait at 0 dice) rolls 1 die in Legacy."""
    s = legacy()
    faces, _total = s.exploration.roll_dice(s.active, 0)
    assert len(faces) == 1


TRAITS_ON = attrs.evolve(LEGACY, traits=LEGACY_TRAITS)


def traits_game():
    s = legacy(seat_speed=-1)
    s.ruleset = TRAITS_ON
    return s


def test_damage_is_never_wasted_on_a_critical_trait():
    """BL-CRIT.2, BL-D.21: before the haunt, 2 physical damage with Might already at its
    critical step must all go to Speed; there is nothing to choose."""
    s = traits_game()
    seat = s.active
    clip(s, seat, "speed", 5)
    clip(s, seat, "might", 1)
    s.steps.clear()
    s.pending = None
    s._push(("damage", seat, "physical", 2, "test"))
    s._run()
    assert s.pending is None or s.pending["kind"] != "damage"
    assert s.traits[seat][0] == 3 and s.traits[seat][1] == 1


def test_a_gain_may_be_declined_whole():
    """BL-DMG.6, BL-D.24: a gain is offered; declined, nothing changes; taken, it all comes."""
    s = traits_game()
    seat = s.active
    clip(s, seat, "sanity", 2)
    for answer, after in (("no", 2), ("yes", 4)):
        s.steps.clear()
        s.pending = None
        s._push(("leaf", seat, "card", "test", ["gain", "sanity", 2, 0, "", "", "", ""]))
        s._run()
        assert s.pending["kind"] == "gain" and s.pending["amount"] == 2
        s.apply(f"choose value={answer}")
        assert s.traits[seat][2] == after


def test_a_cost_that_cannot_be_paid_buys_nothing():
    """BL-COST.1, BL-D.25: the Porcelain Mask's option that costs Sanity is not offered
    with Sanity at its critical step; the other is."""
    s = traits_game()
    seat = s.active
    clip(s, seat, "sanity", 1)
    (choose,) = [st for st in s.card_data("porcelain_mask").use if st.op == "choose"]
    costs = [i for i, o in enumerate(choose.options) if any(l.op == "lose" and l.trait == "sanity" for l in o.steps)]
    assert costs
    s.steps.clear()
    s.pending = None
    s._push(("card_step", seat, "porcelain_mask", "use", 0))
    s._run()
    assert s.pending["kind"] == "option"
    assert not set(costs) & set(s.pending["options"]) and s.pending["options"]


def test_a_tile_that_starts_with_ghosts_gets_them_when_laid():
    """BL-GHOST.2, BL-D.33: ghosts are placed with the tile, never beyond its circles."""
    s = legacy(seat_speed=4)
    haunted = attrs.evolve(ROOMS["patio"], ghosts=2, start_ghosts=1)
    s.room_data = lambda ident, real=s.room_data: haunted if ident == "patio" else real(ident)
    top_tile(s, "patio")
    events = s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        events += s.apply(f"choose value={s.pending['options'][0]}")
    assert events_of(events, "ghosts_placed") and s.exploration.has_ghosts("patio")
    seat = s.active
    s.steps.clear()
    s.pending = None
    for _ in range(3):  # two circles: a third ghost finds no place
        s._push(("leaf", seat, "room", "patio", ["place_token", "", 0, 0, "", "", "", "ghost"]))
        s._run()
    assert s.tokens["patio"].count("ghost") == 2


def test_an_event_on_a_tile_with_ghosts_runs_its_ghost_text():
    """BL-GHOST.4: an event with a ghost variant runs it when drawn on a tile with ghosts,
    and its usual steps elsewhere."""
    s = legacy(seat_speed=4)
    card = s.card_data("whispered_prayer")
    ghostly = attrs.evolve(card, with_ghosts=(attrs.evolve(card.steps[0], op="end_movement", trait="", amount=0,
                                                          roll=None, bands=(), options=()),))
    s.card_data = lambda ident, real=s.card_data: ghostly if ident == "whispered_prayer" else real(ident)
    for ghosts, expect in ((True, "with_ghosts"), (False, "steps")):
        s.tokens["entrance_hall"] = ["ghost"] if ghosts else []
        assert s.exploration._card_part("whispered_prayer", "steps", "entrance_hall") == expect


def test_a_forced_discovery_spends_no_move_and_draws_again():
    """BL-RARE.1, BL-D.32, BL-D.51: with no moves left, an effect forces a discovery: the
    player picks an open doorway of the region, the tile beyond is laid and entered, and
    its card is drawn although one was drawn this turn."""
    s = legacy(seat_speed=4)
    seat = s.active
    s.stopped = True  # a card drawn earlier this turn: no moves left
    top_tile(s, "red_parlor")
    s.steps.clear()
    s.pending = None
    s._push(("leaf", seat, "card", "test", ["discover", "", 0, 0, "", "", "", ""]), ("explore_turn",))
    s._run()
    assert s.pending["kind"] == "doorway" and "entrance_hall:n" in s.pending["options"]
    events = s.apply("choose value=entrance_hall:n")
    while s.pending["kind"] == "turn_tile":
        events += s.apply(f"choose value={s.pending['options'][0]}")
    assert s.room[seat] == "red_parlor" and events_of(events, "room_discovered")
    assert [e["cost"] for e in events_of(events, "moved")] == [0]
    assert ROOMS["red_parlor"].symbols and events_of(events, "card_drawn")


def test_damage_to_several_at_once_starts_left_of_the_current_player():
    """BL-DMG.5, BL-D.22: everyone hit at once is taken clockwise from the current
    player's left, the current player last; House on the Hill keeps seat order."""
    s = traits_game()
    s.active = 2
    EVERYONE = Selector("everyone")
    assert s.haunting.select(EVERYONE, 2) == [3, 0, 1, 2]
    s.ruleset = RULES
    assert s.haunting.select(EVERYONE, 2) == [0, 1, 2, 3]


def test_with_no_omen_left_to_come_a_legacy_haunt_begins_at_the_turns_end():
    """BL-D.1 with BH-D.53 (Legacy is silent): the haunt rolls were made as each omen
    came (BL-TIME.2); once no omen can come (no omen-symbol tile left in the stack),
    the end of the turn starts the haunt with the last omen drawn."""
    s = legacy(seat_speed=4)
    seat = s.active
    hold(s, seat, "bite")
    s.omens_drawn, s.last_omen = 1, ["bite", "entrance_hall", seat]
    s.stack[:] = [t for t in s.stack if "omen" not in ROOMS[t].symbols]
    refresh(s)
    events = s.apply("end")
    assert events_of(events, "haunt_forced") and s.haunt is not None and s.haunt["revealer"] == seat


def test_a_monster_pays_the_obstacles_of_the_tile_it_leaves():
    """BL-D.19: a monster leaving a tile spends 1 space plus its obstacles (small 1,
    large 2); in House on the Hill a room costs it 1."""
    from betrayal.scenario import haunt

    s = legacy(seat_speed=4)
    haunt(s, 1, 0)  # four bats in the Entrance Hall
    assert s.monster_rules.monster_leave_cost("entrance_hall") == 1
    s.tokens["entrance_hall"] = ["small_obstacle", "large_obstacle"]
    assert s.monster_rules.monster_leave_cost("entrance_hall") == 4
    k = next(i for i, m in enumerate(s.monsters) if m["room"] == "entrance_hall")
    s.haunt["monster_moves"] = {str(k): 3}
    s.haunt["monster_attacked"] = []
    assert not any(o.startswith(f"move:{k}:") for o in s.monster_rules.monster_orders())
    s.haunt["monster_moves"] = {str(k): 4}
    assert f"move:{k}:foyer" in s.monster_rules.monster_orders()
    s.ruleset = attrs.evolve(s.ruleset, movement=SPEED_MOVES)
    assert s.monster_rules.monster_leave_cost("entrance_hall") == 1


def test_several_end_of_turn_texts_act_in_the_order_the_player_chooses():
    """BL-TIME.4: ending a turn on a tile with an end-of-turn text while holding a kept
    event, the player picks which acts first; House on the Hill keeps the room's first."""
    s = legacy(seat_speed=4)
    seat = s.active
    lay(s, "crypt", "basement", 0, 1)
    s.room[seat] = "crypt"
    hold(s, seat, "debt_to_the_house")
    s.kept.append("debt_to_the_house")
    refresh(s)
    s.apply("end")
    assert s.pending["kind"] == "end_order"
    assert set(s.pending["options"]) == {"room:crypt", "card:debt_to_the_house"}
    dice(s, *[1] * 16)
    events = s.apply("choose value=card:debt_to_the_house")
    # the kept event's roll came first; the crypt's damage, after it, is being split
    assert events_of(events, "dice_rolled")[0]["trait"] == "knowledge"
    assert s.pending["kind"] == "damage" and s.pending["step"][-1] == "room:crypt"
    plain = fresh()
    seat = plain.active
    lay(plain, "crypt", "basement", 0, 1)
    plain.room[seat] = "crypt"
    hold(plain, seat, "debt_to_the_house")
    plain.kept.append("debt_to_the_house")
    refresh(plain)
    plain.apply("end")
    assert plain.pending is None or plain.pending["kind"] != "end_order"
