"""Betrayal Legacy's game on the house core (games/betrayal_legacy/rules.py): its set-up,
its four regions and their links, families for explorers, stickers acting on tiles and
families, the chapter's own haunt and free play's chart, Legacy's leaving costs, the
options refused with a reason, and a game that replays from its seed and actions."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import acts, at_turn, dice, events_of, refresh  # noqa: E402
from tabletop.games.betrayal_legacy import GAME  # noqa: E402
from tabletop.games.betrayal_legacy.content import STARTS  # noqa: E402
from tabletop.games.betrayal_legacy.rules import CHART, FAMILIES, HAUNTS, RULES, TILES, default_setup  # noqa: E402
from tabletop.games.house.content import TRAITS  # noqa: E402
from tabletop.games.house.geometry import House  # noqa: E402

BOX = [t for t, x in TILES.items() if x.origin == "box" and t not in STARTS]


def game(seats: int = 4, seed: int = 3, **options):
    base = {"families": ["carrow", "vell", "okafor", "dunmore", "sable"][:seats],
            "tiles": BOX, "cards": {"item": [], "event": [], "omen": ["glass_eye", "well_rope"]}}
    return GAME.new_game(seats, seed, {**base, **options})


def lay(state, tile: str, region: str, x: int, y: int, quarters: int = 0) -> None:
    state.stack.remove(tile)
    house = House.from_data(state.house_data)
    house.place(tile, region, x, y, quarters, state.room_data(tile).doors)
    state.exploration.join_passages(house, tile)
    state._save_house(house)
    state.exploration._haunted_by(tile)


def test_set_up_puts_each_family_on_the_entrance_hall_at_its_green_values():
    """BL-SETUP.1-3, BL-D.7, BL-D.41: each seat's family, its clips on the green starting
    values, every figure on the Entrance Hall; the four start tiles laid (BL-SETUP.2)."""
    s = game()
    assert s.explorers == ["carrow", "vell", "okafor", "dunmore"]
    for seat, family in enumerate(s.explorers):
        assert s.traits[seat] == [getattr(FAMILIES[family], t).start for t in TRAITS]
    assert set(s.room) == {"entrance_hall"}
    assert set(STARTS) <= set(s.house.placed)
    assert sorted(s.stack) == sorted(BOX) and s.decks["omen"] and not s.decks["event"]


def test_the_regions_are_linked_by_the_stairs_and_the_front_door():
    """BL-REGION.2, BL-REGION.7, BL-REGION.8, BL-D.10: four regions, each its own grid; the Ground
    Floor Staircase is next to both landings and the Front Steps to the Entrance Hall."""
    s = game()
    house = s.house
    assert {house.floor_of(t) for t in STARTS} == set(RULES.floors) == {"exterior", "basement", "ground", "upper"}
    assert {"upper_landing", "basement_landing", "entrance_hall"} <= set(house.adjacent("ground_floor_staircase"))
    assert "front_steps" in house.adjacent("entrance_hall") and "entrance_hall" in house.adjacent("front_steps")
    assert "basement_landing" not in house.adjacent("entrance_hall")


def test_the_first_player_is_random_unless_the_chapter_names_one():
    """BL-D.8, BL-SETUP.9: seeded, so the same seed gives the same first player; a
    chapter's "first" option decides it."""
    firsts = {game(seed=k).active for k in range(12)}
    assert len(firsts) > 1
    assert game(first=2).active == 2


def test_moves_are_the_speed_at_the_turns_start_and_a_draw_ends_them():
    """BL-TURN.1, BL-D.18: moves fixed at the start of the turn from the family's Speed."""
    s = game()
    seat = s.active
    assert s.moves == s.exploration.trait_value(seat, "speed") and s.exploration.moves_left(seat) == s.moves


def test_a_secret_passage_sticker_makes_a_tile_next_to_the_crawl_space():
    """BL-PASS.3-4, BL-LEG.2: a tile with a Secret Passage sticker is adjacent to every
    other tile with a secret passage, across regions."""
    s = game(stickers=[["passage", "kitchen"]])
    assert s.room_data("kitchen").passage and not TILES["kitchen"].passage
    lay(s, "crawl_space", "basement", 0, 1)
    lay(s, "kitchen", "ground", 0, -1, 2)
    house = s.house
    assert "crawl_space" in house.adjacent("kitchen") and "kitchen" in house.adjacent("crawl_space")


def test_ghost_obstacle_and_runestone_stickers_change_the_tile():
    """BL-D.33, BL-D.19, BL-D.34, BL-D.37: a ghost sticker adds a circle that starts
    with a ghost; an obstacle sticker a small obstacle (1 more move to leave); a
    runestone sticker a runestone."""
    s = game(stickers=[["ghost", "orchard"], ["obstacle", "orchard"], ["runestone", "orchard"]])
    tile, printed = s.room_data("orchard"), TILES["orchard"]
    assert tile.ghosts == printed.ghosts + 1 and tile.start_ghosts == printed.start_ghosts + 1
    assert tile.obstacles[0] == printed.obstacles[0] + 1 and tile.runestones == printed.runestones + 1
    lay(s, "orchard", "exterior", 0, -1)
    assert s.exploration.has_ghosts("orchard")
    assert s.exploration.obstacles("orchard") == printed.obstacles[0] + 1 + 2 * printed.obstacles[1]


def test_a_blessing_and_a_scar_move_a_familys_green_start():
    """BL-LEG.2, BL-D.28, BL-D.37: a blessing raises the trait's starting step, a scar
    lowers it; the clips start there."""
    plain = game()
    marked = game(stickers=[["blessing:might", "carrow"], ["scar:sanity", "carrow"]])
    might, sanity = TRAITS.index("might"), TRAITS.index("sanity")
    assert marked.traits[0][might] == min(8, plain.traits[0][might] + 1)
    assert marked.traits[0][sanity] == max(1, plain.traits[0][sanity] - 1)
    assert marked.traits[1] == plain.traits[1]


def test_a_chapter_plays_its_own_haunt_and_free_play_reads_the_chart():
    """BL-D.6: the campaign chapter's haunt, whatever the omen and the tile; in free
    play, the chart's cell for the omen and the tile (the "other" row elsewhere)."""
    chapter = game(chapter=3, haunt=3)
    chapter.haunt_begins(0, "glass_eye", "entrance_hall")
    assert chapter.haunt["number"] == 3 and chapter.haunt["id"] == HAUNTS[3].id
    free = game()
    free.haunt_begins(0, "glass_eye", "entrance_hall")
    row = CHART["rows"].get("entrance_hall", CHART["rows"]["other"])
    assert free.haunt["number"] == row[CHART["omens"].index("glass_eye")]


def test_free_play_may_play_a_haunt_the_group_chose():
    """BL-D.40, BL-D.50: in free play the group may choose its haunt (the "haunt" option
    without a chapter): the chart is not read, the haunt's own rule names the traitor;
    a chapter's haunt is still its own."""
    chosen = game(haunt=5)
    assert "chapter" not in chosen.options
    chosen.haunt_begins(0, "glass_eye", "entrance_hall")
    assert chosen.haunt["number"] == 5 and chosen.haunt["id"] == HAUNTS[5].id
    for bad in (14, -1, "5", True):
        with pytest.raises(ValueError, match="'haunt'"):
            GAME.new_game(3, 1, {"families": ["carrow", "vell", "okafor"], "haunt": bad})


def test_a_hero_pays_for_monsters_by_size_and_the_traitor_does_not():
    """BL-MOVE.6, BL-D.19: for a hero leaving a tile, each Monster token that is not
    stunned costs 1 (small) or 2 (large); for the traitor, nothing."""
    s = game(chapter=1, haunt=1)
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    traitor = s.haunt["traitor"]
    hero = next(x for x in range(s.n) if x != traitor)
    here = s.room[hero]
    base_hero = s.exploration.leave_cost(hero)
    s.monsters.append({"kind": HAUNTS[1].monsters[0].id, "room": here, "stunned": False, "alive": True})
    size = 2 if HAUNTS[1].monsters[0].size == "large" else 1
    assert s.exploration.leave_cost(hero) == base_hero + size
    s.monsters[-1]["stunned"] = True
    assert s.exploration.leave_cost(hero) == base_hero


@pytest.mark.parametrize("options, words", [
    ({"families": ["carrow", "carrow", "vell"]}, "'families'"),
    ({"families": ["carrow", "vell", "nobody"]}, "'families'"),
    ({"tiles": ["entrance_hall"]}, "'tiles'"),
    ({"cards": {"item": ["glass_eye"], "event": [], "omen": []}}, "'cards'"),
    ({"stickers": [["passage", "carrow"]]}, "'stickers'"),
    ({"chapter": 2, "haunt": 5}, "'chapter'"),
    ({"first": 7}, "'first'"),
    ({"open_play": "yes"}, "'open_play'"),
    ({"weather": "rain"}, "Unknown option"),
])
def test_bad_options_are_refused_with_the_reason(options, words):
    """A game's options are checked before anything starts; the message names the option."""
    with pytest.raises(ValueError, match=words):
        GAME.new_game(3, 1, {"families": ["carrow", "vell", "okafor"], **options})


def test_free_play_defaults_to_every_tile_and_card_shuffled():
    """BL-D.40, BL-SETUP.8: with no campaign's house given, free play has every tile and
    card; each deck and the tile stack are shuffled (two seeds, two orders)."""
    s = GAME.new_game(3, 1)
    setup = default_setup()
    assert sorted(s.stack) == setup["tiles"] and sorted(s.decks["omen"]) == setup["cards"]["omen"]
    other = GAME.new_game(3, 2)
    assert other.stack != s.stack and other.decks["event"] != s.decks["event"]


def test_before_the_haunt_nobody_attacks():
    """BL-OBJ.1, BL-OBJ.2: before the haunt everyone explores and grows stronger (no
    attack is offered); sides and their goals come with the haunt."""
    s = game()
    at_turn(s, s.active)
    assert not any(a.startswith("attack") for a in acts(s)) and set(s.side) == {""}
    s.haunting.start_haunt(0, s.active, "glass_eye", "entrance_hall")
    s._run()
    assert set(s.side) == {"heroes", "traitor"}


def test_a_tiles_on_enter_text_acts_on_every_entry():
    """BL-D.30: the Nursery's text acts each time someone enters it, not only when it is
    discovered."""
    s = game(tiles=["nursery"])
    lay(s, "nursery", "upper", 0, -1, 2)
    seat = s.active
    entries = 0
    for _ in range(2):
        s.room[seat] = "upper_landing"
        at_turn(s, seat)
        dice(s, *[1] * 16)
        events = s.apply("move room=nursery")
        entries += bool(events_of(events, "dice_rolled") or events_of(events, "trait_changed")
                        or (s.pending and s.pending["kind"] != "explore"))
    assert entries == 2


def test_a_game_replays_from_its_seed_options_and_actions():
    """Seed + options + actions replay a game exactly, random bots to the end."""
    from tabletop.ai import make_bot

    s = GAME.new_game(4, 11)
    bots = [make_bot("random", GAME, 5 + k) for k in range(4)]
    while not s.is_over and len(s.history) < 4000:
        s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    assert s.is_over, "a free-play game ends"
    again = GAME.new_game(4, 11)
    for action in s.history:
        again.apply(str(action))
    assert again.to_dict() == s.to_dict()


def test_the_view_says_the_chapter_and_legacys_own_fields():
    s = game(chapter=0, haunt=0)
    view = s.view(0)
    assert view["chapter"] == 0 and view["explorers"] == s.explorers  # the families' ids
    assert view["moves"] == s.moves and view["left_start"] is s.left_start


def test_ending_a_turn_passes_it_clockwise():
    """BL-TURN.2: the turn's actions are offered; ending the turn passes it clockwise."""
    s = game()
    seat = s.active
    refresh(s)
    assert "end" in acts(s)
    dice(s)
    events = s.apply("end")
    assert events_of(events, "turn_started") and s.active == (seat + 1) % s.n
    at_turn(s, seat)
    assert s.active == seat


def closed_upper_floor(stack: list[str]):
    """A game whose upper region has one open doorway left, the Upper Landing's south,
    and `stack` as its tile stack (the last drawn first)."""
    s = game(tiles=["widows_walk", "attic", "glass_cupola", *stack])
    lay(s, "widows_walk", "upper", 0, -1, 0)  # its door (south) meets the Landing's north
    lay(s, "attic", "upper", 1, 0, 1)
    lay(s, "glass_cupola", "upper", -1, 0, 3)
    s.stack[:] = list(stack)
    seat = s.active
    s.room[seat] = "upper_landing"
    at_turn(s, seat)
    assert s.house.open_doors("upper_landing") == ["s"], s.house.open_doors("upper_landing")
    return s


def test_a_tile_that_would_close_its_region_is_buried():
    """BL-D.54, BL-D.11, BL-TILE.5: the Walled-Up Room (one door) would leave the upper
    region with no open doorway, so it is buried and the next tile that keeps the
    region open is laid, turned so that it does."""
    s = closed_upper_floor(["portrait_gallery", "walled_room"])
    events = s.apply("explore side=s")
    while s.pending and s.pending["kind"] == "turn_tile":
        events += s.apply(f"choose value={s.pending['options'][0]}")
    laid = events_of(events, "room_discovered")[0]
    assert laid["room"] == "portrait_gallery" and set(laid["doors"]) == {"n", "s"}
    assert s.stack == ["walled_room"] and events_of(events, "tile_buried")


def test_when_no_tile_keeps_the_region_open_the_first_that_fits_is_laid():
    """BL-D.54: with no tile in the stack that avoids it, the first tile that fits is
    laid as usual, even if it closes the region."""
    s = closed_upper_floor(["walled_room"])
    events = s.apply("explore side=s")
    assert events_of(events, "room_discovered")[0]["room"] == "walled_room" and not s.stack


def test_free_play_may_skip_the_haunts_played_before_and_a_chapter_may_not():
    """BL-D.50: House on the Hill's "skip played haunts" is off in the campaign and an
    option in free play, where the chart then moves on to a haunt not played."""
    free = game(skip_played=[])
    number = free.chart_cell("glass_eye", "entrance_hall")
    played = game(skip_played=[number])
    lay(played, "old_well", "basement", 0, 1)  # an omen tile whose row the chart may read instead
    played.haunt_begins(0, "glass_eye", "entrance_hall")
    assert played.haunt["number"] == played.chart_cell("glass_eye", "old_well") != number
    with pytest.raises(ValueError, match="'skip_played' is for free play"):
        game(chapter=2, haunt=2, skip_played=[])
