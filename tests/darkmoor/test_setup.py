"""Set-up: DM-SETUP.1-8, DM-D.1-4, DM-D.30, DM-D.31, DM-OBJ.1, DM-CARD.2."""

from collections import Counter

import pytest

from tabletop.games.darkmoor.content import COLORS
from tabletop.games.darkmoor.rules import DECK_SIZE, HEROES

from .fixtures import G, assert_conserved, name_of, owner


def test_only_two_to_four_players_are_supported():
    """DM-D.1: 2-4 players; other counts are refused with a readable message."""
    for seats in (0, 1, 5, 6):
        with pytest.raises(ValueError, match="2 to 4 players"):
            G.new_game(seats, 1)
    for seats in (2, 3, 4):
        s = G.new_game(seats, 1)
        assert s.seats == seats and len(s.hands) == seats


def test_deal_players_plus_one_different_location_cards():
    """DM-SETUP.1, DM-SETUP.3, DM-D.2: n+1 location cards are dealt, all different
    cards; the rest stay in the box (not in play)."""
    for seats in (2, 3, 4):
        for seed in range(8):
            s = G.new_game(seats, seed)
            assert len(s.faces) == seats + 1
            cards = [f // 2 for f in s.faces]
            assert len(set(cards)) == seats + 1
            assert len(s.hordes) == len(s.havens) == seats + 1
            assert s.components()["locations"] == seats + 1


def test_location_cards_are_dealt_at_random():
    """DM-D.2: the dealt cards are random: different seeds deal different sets, and
    every one of the 6 cards is dealt in some game."""
    dealt = [frozenset(f // 2 for f in G.new_game(2, seed).faces) for seed in range(40)]
    assert len(set(dealt)) > 3
    assert set().union(*dealt) == set(range(6))


def test_host_chooses_each_side_and_the_default_is_random():
    """DM-SETUP.2, DM-D.2: each dealt card may be used on either side; the host
    picks in the options, and by default the side is random."""
    s = G.new_game(3, 5, {"sides": [1, 0, 1, 1]})
    assert [f % 2 for f in s.faces] == [1, 0, 1, 1]
    s = G.new_game(3, 5, {"sides": [0, 0, 0, 0]})
    assert [f % 2 for f in s.faces] == [0, 0, 0, 0]
    sides = Counter(f % 2 for seed in range(30) for f in G.new_game(2, seed).faces)
    assert sides[0] > 10 and sides[1] > 10
    for bad in ([0, 1], [0, 1, 2, 0], "left"):
        with pytest.raises(ValueError, match="sides"):
            G.new_game(3, 5, {"sides": bad})


@pytest.mark.parametrize("seats,size", [(2, 5), (3, 6), (4, 7)])
def test_hero_deck_size_depends_on_player_count(seats, size):
    """DM-SETUP.4, DM-SETUP.5, DM-D.3: 5/6/7 heroes form the deck, the top one is
    revealed, and the other heroes go to the box unused."""
    s = G.new_game(seats, 3)
    assert s.hero is not None
    assert len(s.hero_deck) + 1 == size
    assert len(s.heroes_unused) == len(HEROES) - size
    assert s.heroes_out == []
    assert sorted([s.hero, *s.hero_deck, *s.heroes_unused]) == list(range(len(HEROES)))
    revealed = [e for e in s.opening_events if e["event"] == "hero_revealed"]
    assert revealed == [{"event": "hero_revealed", "turn": 1, "seat": None,
                         "hero": HEROES[s.hero].id, "threshold": HEROES[s.hero].threshold}]


def test_hero_deck_is_shuffled():
    """DM-SETUP.4, DM-D.3: the heroes are shuffled: the revealed hero and the unused
    ones vary between games."""
    firsts = {G.new_game(2, seed).hero for seed in range(40)}
    unused = {tuple(sorted(G.new_game(2, seed).heroes_unused)) for seed in range(40)}
    assert len(firsts) >= 4
    assert len(unused) >= 4


def test_horde_zone_starts_empty():
    """DM-SETUP.6: every minion is played into the horde zone, which starts empty;
    no safe haven holds anything and no token is out."""
    s = G.new_game(4, 2)
    assert s.hordes == [[] for _ in range(5)]
    assert s.havens == [[] for _ in range(5)]
    assert s.view(0)["horde_peril"] == [0] * 5
    assert s.vp_on == {} and s.peril_on == {} and s.peril_supply == 10
    assert s.token_vp == [0, 0, 0, 0]


def test_each_player_shuffles_their_own_colour_and_draws_five():
    """DM-SETUP.7, DM-CARD.2: each player has the 18 cards of one colour, shuffled,
    and draws 5; the colour (card id block) identifies the owner."""
    s = G.new_game(4, 11)
    for seat in range(4):
        assert len(s.hands[seat]) == 5
        assert len(s.decks[seat]) == DECK_SIZE - 5
        cards = s.hands[seat] + s.decks[seat]
        assert sorted(cards) == list(range(seat * DECK_SIZE, (seat + 1) * DECK_SIZE))
        assert all(owner(c) == seat for c in cards)
        assert s.view(seat)["names"][seat] == COLORS[seat].title()
    orders = [[c % DECK_SIZE for c in s.hands[seat] + s.decks[seat]] for seat in range(4)]
    assert orders[0] != list(range(DECK_SIZE))  # shuffled, not in printed order
    assert len({tuple(o) for o in orders}) == 4  # each deck shuffled on its own
    assert_conserved(s)


def test_every_player_has_the_same_deck_contents():
    """DM-OBJ.1: every overlord's minion deck has the same contents."""
    s = G.new_game(4, 4)
    contents = [Counter(name_of(c) for c in s.hands[seat] + s.decks[seat]) for seat in range(4)]
    assert contents[0] == contents[1] == contents[2] == contents[3]
    assert sum(contents[0].values()) == DECK_SIZE


def test_first_player_is_picked_by_host_or_random():
    """DM-SETUP.8, DM-D.4: "most recently fled" is not computable: the host picks the
    first seat, or it is random."""
    for first in (0, 1, 2):
        s = G.new_game(3, 9, {"first": first})
        assert s.to_act == first and s.active == first
        assert s.pending["kind"] == "play"
    randoms = {G.new_game(3, seed, {"first": "random"}).to_act for seed in range(30)}
    assert randoms == {0, 1, 2}
    with pytest.raises(ValueError, match="first"):
        G.new_game(3, 9, {"first": 3})


def test_view_hides_hands_decks_and_hero_order():
    """DM-D.30, DM-D.3: a seat sees its own hand, the sizes of the others' hands and
    of every deck, and all public zones; never another hand, a deck's order, the
    hero deck's order or the unused heroes."""
    s = G.new_game(3, 6, {"first": 0})
    v = s.view(1)
    assert v["hand"] == s.hands[1]
    assert v["hand_sizes"] == [5, 5, 5] and v["deck_sizes"] == [13, 13, 13]
    assert v["hero_deck_size"] == len(s.hero_deck)
    for secret in ("hands", "decks", "hero_deck", "heroes_unused"):
        assert secret not in v
    flat = repr(v)
    assert repr(s.hands[0]) not in flat and repr(s.decks[1]) not in flat
    for public in ("hordes", "havens", "discards", "token_vp", "vp_on", "peril_on", "hero"):
        assert public in v
    # The deciding seat sees its options; the others only see who decides.
    assert v["pending"]["seat"] == 0 and "options" not in v["pending"]
    assert s.view(0)["pending"]["options"] == [0, 1, 2, 3]
    spectator = s.view(None)
    assert spectator["hand"] is None and spectator["hand_sizes"] == [5, 5, 5]


def test_there_are_no_variant_options():
    """DM-D.31: the source has no variants: an unknown option is refused."""
    with pytest.raises(ValueError, match="Unknown option"):
        G.new_game(3, 1, {"variant": "advanced"})
    s = G.new_game(3, 1, {"first": 0, "sides": "random", "names": ["Denice", "Justin", "Stuart"]})
    assert set(s.options) == {"first", "sides", "names", "seats"}
