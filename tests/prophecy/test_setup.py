"""Set-up: decks, characters, cubes, gold, XP, start spaces and the first-player roll."""


import pytest

from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.rules import ProphecyState

from .scenario import G, cards_once, new


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_deck_is_shuffled_whole_and_separately(seats):
    """PR-SETUP.1, PR-SETUP.4, PR-SETUP.5: each deck (Adventure, Chance, Common, Rare)
    holds all of its own cards and only those; Common and Rare are separate; Ability
    cards are only Certificates (no deck of them in the state)."""
    s = new(seats, 7)
    assert cards_once(s)
    assert set(s.decks) == {"adventure", "chance", "common", "rare"}
    common = [*s.decks["common"], *s.discards["common"]]
    rare = [*s.decks["rare"], *s.discards["rare"]]
    assert all(lib.item(u).deck == "common" for u in common)
    assert all(lib.item(u).deck == "rare" for u in rare)
    assert all(c == [] for c in s.certificates)


def test_decks_are_shuffled_differently_by_seed():
    """PR-SETUP.1: the decks are shuffled (two seeds give two orders)."""
    a, b = new(3, 1), new(3, 2)
    assert a.decks["common"] != b.decks["common"] or a.decks["adventure"] != b.decks["adventure"]
    assert sorted(a.decks["common"]) == sorted(b.decks["common"])


def test_removed_cards_are_absent():
    """PR-SETUP.2, PR-SETUP.3, PR-SETUP.6, PR-D.37: no Lost Library, none of the 9 removed
    Chance cards, no Artifacts or Guardians: our content simply does not have them."""
    adventure_ids = {c.id for c in lib.ADVENTURE}
    assert not any("library" in i for i in adventure_ids)
    removed = {"fortress", "thieves_guild", "magic_tower", "forest_camp", "monastery", "interesting_times",
               "training_offer", "open_training", "prophetic_dream"}
    assert not removed & {c.id for c in lib.CHANCE}
    assert {c.kind for c in lib.CHANCE} == {"terrain", "merchant", "wind", "good_times", "charity", "peaceful_times"}
    assert set(new(2, 3).decks) == {"adventure", "chance", "common", "rare"}


@pytest.mark.parametrize("seed", range(1, 9))
def test_characters_dealt_with_printed_cubes_gold_xp_and_first_guild(seed):
    """PR-SETUP.7, PR-SETUP.8, PR-SETUP.9, PR-SETUP.10, PR-SETUP.11, PR-D.2, PR-D.27: one
    distinct character per seat; red cubes = printed Strength and blue = printed
    Willpower on the right side, none on the left; 3 gold and 3 XP (before the first
    Chance card); the piece on the first guild of the card."""
    s = new(4, seed)
    started = s.opening_events[0]
    assert started["event"] == "game_started"
    assert started["characters"] == [lib.CHARACTERS[i].id for i in s.characters]
    assert len(set(s.characters)) == 4
    for seat, index in enumerate(s.characters):
        ch = lib.CHARACTERS[index]
        gained = sum(e["amount"] for e in s.opening_events if e["event"] == "gold_gained" and e["seat"] == seat)
        assert s.gold[seat] - gained == 3
        assert s.xp[seat] == 3
        healed = sum(e["amount"] for e in s.opening_events if e["event"] in ("healed", "recharged")
                     and e["seat"] == seat)
        assert healed == 0
        assert (s.red[seat], s.red_lost[seat]) == (ch.strength, 0)
        assert (s.blue[seat], s.blue_lost[seat]) == (ch.willpower, 0)
        assert s.space[seat] == lib.GUILD_SPACE[ch.guilds[0]]
        assert lib.SPACES[s.space[seat]].kind == ch.guilds[0]
        assert type(s.gold[seat]) is int and type(s.xp[seat]) is int


def test_characters_are_dealt_at_random_and_cannot_be_chosen():
    """PR-D.2: the deal depends on the seed, and no option picks a character."""
    deals = {tuple(new(2, seed).characters) for seed in range(30)}
    assert len(deals) > 10
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"character": "brannoc"})


def test_two_to_five_players():
    """PR-D.1: 2 to 5 seats; 1 or 6 are refused."""
    assert (G.min_seats, G.max_seats) == (2, 5)
    for bad in (1, 6):
        with pytest.raises(ValueError):
            G.new_game(bad, 1, {})


def _first_roll_winner(events):
    rolls = [e for e in events if e["event"] == "first_roll"]
    last = rolls[-1]["rolls"]
    best = max(r for r in last if r is not None)
    return rolls, [s for s, r in enumerate(last) if r == best]


@pytest.mark.parametrize("seed", range(40))
def test_first_player_rolls_highest_and_ties_reroll(seed):
    """PR-SETUP.12, PR-D.3: each seat rolls the sum of both dice (2..12); those tied for
    the highest roll again among themselves (others show None); the one left starts."""
    s = new(4, seed)
    rolls, best = _first_roll_winner(s.opening_events)
    assert len(best) == 1 and s.active == best[0]
    assert [e["round"] for e in rolls] == list(range(1, len(rolls) + 1))
    for before, after in zip(rolls, rolls[1:]):
        top = max(r for r in before["rolls"] if r is not None)
        tied = {i for i, r in enumerate(before["rolls"]) if r == top}
        assert len(tied) > 1
        assert {i for i, r in enumerate(after["rolls"]) if r is not None} == tied
    for e in rolls:
        assert all(r is None or 2 <= r <= 12 for r in e["rolls"])


def test_first_roll_ties_happen_and_are_rerolled_over_many_seeds():
    """PR-D.3: over many seeds some first rolls tie at the top and are re-rolled, and
    the seat who starts is the highest of the last round."""
    reroll = 0
    for seed in range(200):
        s = new(5, seed)
        rolls, best = _first_roll_winner(s.opening_events)
        reroll += len(rolls) > 1
        assert s.active == best[0]
    assert reroll > 5


def test_first_roll_with_forced_tie():
    """PR-D.3, PR-SETUP.12: with scripted dice 6+6, 6+6, 1+1 the two 12s re-roll; 3+4
    against 2+2 gives seat 0 the first turn."""
    from .scenario import Scripted

    s = ProphecyState(1, {"seats": 3})
    s.rng = Scripted(5, [6, 6, 6, 6, 1, 1, 3, 4, 2, 2])
    assert s._first_player() == 0
    rolls = [e for e in s._events if e["event"] == "first_roll"]
    assert [e["rolls"] for e in rolls] == [[12, 12, 2], [7, 4, None]]


def test_the_game_starts_with_an_empty_board_and_market():
    """PR-D.5, PR-BOARD.3: set-up places no Adventure card and no Item; whatever lies
    on the board after the opening came from the first Chance card."""
    for seed in range(20):
        s = new(3, seed)
        ev = s.opening_events
        placed = [e for e in ev if e["event"] == "adventure_placed"]
        assert sum(c is not None for c in s.board) == len(placed)
        if placed:
            draw = next(e for e in ev if e["event"] == "chance_drawn")
            assert draw["kind"] == "terrain"
            assert ev.index(draw) < ev.index(placed[0])
        stocked = [e for e in ev if e["event"] == "merchant_stocked"]
        assert sum(len(v) for v in s.market.values()) == sum(len(e["items"]) for e in stocked)


def test_the_first_turn_starts_with_a_chance_card():
    """PR-TURN.1, PR-CHANCE.1: the first player's turn begins by drawing a Chance card."""
    s = new(3, 4)
    ev = s.opening_events
    names = [e["event"] for e in ev]
    assert names.index("turn_started") < names.index("chance_drawn")
    assert ev[names.index("turn_started")]["seat"] == s.active
    assert len(s.discards["chance"]) == 1
