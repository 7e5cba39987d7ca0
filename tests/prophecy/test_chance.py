"""Step 1: the Chance cards (PR-CHANCE, PR-D.7 to PR-D.12)."""


from tabletop.games.prophecy import library as lib

from .scenario import (adventure_on_top, at_turn, cards_once, clear_board, first, items_on_top,
                       kind, names, new, player, put, stock)


def _terrain_spaces(terrain):
    return [i for i, s in enumerate(lib.SPACES) if s.kind == terrain]


def test_terrain_card_fills_empty_spaces_in_board_order_and_skips_occupied():
    """PR-CHANCE.2, PR-D.7, PR-D.8, PR-BOARD.3, PR-BOARD.4: a Plains card lays the top
    Adventure card on each empty Plains space from space 0 on, one per space; an
    occupied Plains space keeps its card; a character piece does not make a space full;
    no other space gets a card."""
    s = new(3, 1)
    clear_board(s)
    plains = _terrain_spaces("plains")
    kept = put(s, plains[1], "cave_bear")
    player(s, 1, space=plains[0])
    empty = [p for p in plains if p != plains[1]]
    order = ["goblin_raiders", "grey_wolves", "tusked_boar", "healing_spring", "buried_chest"]
    uids = adventure_on_top(s, *order)
    ev = at_turn(s, 0, "plains")
    assert first(ev, "chance_drawn")["kind"] == "terrain"
    placed = [e for e in ev if e["event"] == "adventure_placed"]
    assert [e["space"] for e in placed] == empty
    assert [e["card"] for e in placed] == order
    assert [s.board[p] for p in empty] == uids
    assert s.board[plains[1]] == kept
    assert all(s.board[i] is None for i in range(24) if i not in plains)
    assert cards_once(s)


def test_terrain_card_only_its_terrain():
    """PR-CHANCE.2, PR-BOARD.4: a Mountains card fills the 5 Mountains spaces and nothing else."""
    s = new(3, 2)
    clear_board(s)
    at_turn(s, 0, "mountains")
    filled = [i for i, c in enumerate(s.board) if c is not None]
    assert filled == _terrain_spaces("mountains")


def test_empty_adventure_deck_is_rebuilt_from_discards():
    """PR-D.9: with an empty Adventure deck, the discard pile is shuffled into a new deck;
    with both empty, nothing is drawn; the resolved Chance card is discarded."""
    s = new(3, 3)
    clear_board(s)
    pile = s.decks["adventure"]
    s.discards["adventure"], s.decks["adventure"] = pile[:3], []
    rest = pile[3:]
    ev = at_turn(s, 0, "forest")
    assert "deck_shuffled" in names(ev)
    assert sum(c is not None for c in s.board) == 3
    assert s.discards["adventure"] == [] and s.decks["adventure"] == []
    assert s.discards["chance"][-1] is not None and lib.chance(s.discards["chance"][-1]).id == "forest"
    s.decks["adventure"] = rest  # put them back so that every card is somewhere
    assert cards_once(s)


def test_merchant_discards_then_restocks():
    """PR-CHANCE.3, PR-D.32, PR-D.9: the Village Merchant discards the Items lying there
    to the Common discard pile, then lays out the top 3 Common Items."""
    s = new(3, 4)
    old = stock(s, "village", "short_sword", "oak_wand")
    new_items = items_on_top(s, "common", "leather_cap", "hand_axe", "copper_amulet")
    ev = at_turn(s, 0, "village_merchant")
    e = first(ev, "merchant_stocked")
    assert e["town"] == "village" and e["discarded"] == ["short_sword", "oak_wand"]
    assert s.market["village"] == new_items
    assert set(old) <= set(s.discards["common"])
    assert cards_once(s)


def test_city_merchant_draws_two_rare():
    """PR-CHANCE.3, PR-D.32: the City Merchant lays out 2 Rare Items."""
    s = new(3, 5)
    s.market["city"] = []
    at_turn(s, 0, "city_merchant")
    assert len(s.market["city"]) == 2 and all(lib.item(u).deck == "rare" for u in s.market["city"])


def test_refreshing_wind_heals_everyone_capped_by_lost_cubes():
    """PR-CHANCE.4, PR-D.10, PR-GAIN.2, PR-CUBE.5: every living player heals 2, but only as
    many as lie on the left side; Magic is untouched."""
    s = new(3, 6)
    player(s, 0, red=1, red_lost=3, blue=2, blue_lost=2)
    player(s, 1, red=3, red_lost=1)
    player(s, 2, red=4, red_lost=0)
    at_turn(s, 0, "refreshing_wind")
    assert (s.red[0], s.red_lost[0], s.blue[0], s.blue_lost[0]) == (3, 1, 2, 2)
    assert (s.red[1], s.red_lost[1]) == (4, 0)
    assert (s.red[2], s.red_lost[2]) == (4, 0)


def test_magic_breeze_recharges_everyone():
    """PR-CHANCE.4, PR-D.10, PR-GAIN.3: every living player recharges 2 (capped), not the dead."""
    s = new(3, 7)
    player(s, 0, blue=0, blue_lost=5)
    player(s, 1, blue=1, blue_lost=1)
    player(s, 2, blue=1, blue_lost=3)
    s.alive[2] = False
    at_turn(s, 0, "magic_breeze")
    assert (s.blue[0], s.blue[1], s.blue[2]) == (2, 2, 1)


def test_kind_wind_asks_only_those_with_both_useful_in_turn_order():
    """PR-CHANCE.4, PR-D.10: the choice wind asks each player with both Health and Magic
    lost, from the active player clockwise; one useful choice is taken without asking;
    nothing lost, nothing asked."""
    s = new(3, 8)
    player(s, 0, red=3, red_lost=0, blue=1, blue_lost=2)   # only recharge of use
    player(s, 1, red=1, red_lost=2, blue=1, blue_lost=2)   # both
    player(s, 2, red=1, red_lost=3, blue=2, blue_lost=1)   # both
    at_turn(s, 2, "kind_wind")
    assert kind(s) == "wind" and s.pending["seat"] == 2 and s.pending["options"] == ["heal", "recharge"]
    s.apply("choose value=heal")
    assert (s.red[2], s.blue[2]) == (3, 2)
    assert kind(s) == "wind" and s.pending["seat"] == 1
    assert s.blue[0] == 3 and s.red[0] == 3  # from seat 2 clockwise: 2, 0, then 1
    s.apply("choose value=recharge", seat=1)
    assert (s.red[1], s.blue[1]) == (1, 3)
    assert kind(s) == "move" and s.pending["seat"] == 2


def test_good_times_gives_gold_to_every_living_player():
    """PR-CHANCE.5, PR-D.10: every living player takes 3 gold; a dead one does not."""
    s = new(3, 9)
    player(s, 0, gold=0)
    player(s, 1, gold=4)
    player(s, 2, gold=1)
    s.alive[1] = False
    at_turn(s, 0, "good_times")
    assert s.gold == [3, 4, 4]


def test_charity_each_resource_to_the_least_ties_all_dead_excluded():
    """PR-CHANCE.6, PR-D.11: heal 2 to the fewest red cubes on the right, recharge 2 to the
    fewest blue, 3 gold to the least gold; ties all benefit; a dead player (with the
    fewest of everything) is excluded."""
    s = new(4, 10)
    player(s, 0, red=2, red_lost=2, blue=3, blue_lost=1, gold=5)
    player(s, 1, red=2, red_lost=1, blue=1, blue_lost=3, gold=1)
    player(s, 2, red=4, red_lost=1, blue=1, blue_lost=1, gold=1)
    player(s, 3, red=0, red_lost=5, blue=0, blue_lost=5, gold=0)
    s.alive[3] = False
    at_turn(s, 0, "charity")
    assert s.red[:3] == [4, 3, 4] and s.red_lost[:3] == [0, 0, 1]
    assert s.blue[:3] == [3, 3, 2]
    assert s.gold[:3] == [5, 4, 4]
    assert (s.red[3], s.blue[3], s.gold[3]) == (0, 0, 0)


def test_charity_finds_the_least_before_anyone_is_healed():
    """PR-CHANCE.6, PR-D.11: the player with the fewest red cubes is healed; one who had
    more does not become "the least" because the first was healed before them."""
    s = new(3, 10)
    player(s, 0, red=2, red_lost=2, gold=5)
    player(s, 1, red=3, red_lost=2, gold=5)
    player(s, 2, red=5, red_lost=0, gold=5)
    at_turn(s, 0, "charity")
    assert s.red == [4, 3, 5]


def test_peaceful_times_gives_an_extra_turn_without_chance_card():
    """PR-CHANCE.7, PR-D.12: the drawer plays its turn, then an extra turn (steps 2 and 3
    only: no Chance card drawn), then the next player."""
    s = new(3, 11)
    clear_board(s)
    player(s, 0, space="harrow_fields")
    ev = at_turn(s, 0, "peaceful_times")
    assert "extra_turn" in names(ev) and s.extra
    chance_left = len(s.decks["chance"])
    ev = s.apply("stay")
    assert s.active == 0 and s.in_extra and kind(s) == "move"
    started = [e for e in ev if e["event"] == "turn_started"]
    assert started[-1]["extra"] is True and "chance_drawn" not in names(ev[ev.index(started[-1]):])
    assert len(s.decks["chance"]) == chance_left
    assert s.view(0)["extra_turn"] is True
    ev = s.apply("stay")
    assert s.active == 1 and not s.in_extra
    assert "chance_drawn" in names(ev)


def test_extra_turn_resets_once_per_turn_limits():
    """PR-D.12, PR-SPACE.6: the Monastery's once-per-turn heal can be used again in the
    extra turn."""
    s = new(3, 12)
    player(s, 0, space="monastery", red=1, red_lost=3)
    at_turn(s, 0, "peaceful_times")
    s.apply("stay")
    s.apply("service name=monastery_heal amount=1")
    assert s.red[0] == 2
    # nothing else to do there: the turn ends by itself and the extra turn begins
    assert s.active == 0 and s.in_extra and s.used == [] and kind(s) == "move"
    s.apply("stay")
    s.apply("service name=monastery_heal amount=1")
    assert s.red[0] == 3


def test_extra_turn_is_lost_on_death():
    """PR-D.12, PR-D.25: a character that dies in the turn with a pending extra turn loses
    it; the next living player plays."""
    s = new(3, 13)
    clear_board(s)
    player(s, 0, space="harrow_fields", red=0, red_lost=4)
    put(s, "harrow_fields", "grey_wolves")
    at_turn(s, 0, "peaceful_times")
    assert s.extra
    from .scenario import dice
    dice(s, 1, 6)
    s.apply("stay")
    ev = s.apply("choose value=roll")
    assert "character_died" in names(ev)
    assert not s.alive[0] and not s.extra and not s.in_extra
    assert s.active == 1
