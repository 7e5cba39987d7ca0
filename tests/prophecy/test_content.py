"""The authored content and its validator (PR-D.29, PR-D.32 to PR-D.36)."""

import shutil
from collections import Counter
from itertools import combinations

import pytest

from tabletop.engine import ContentError
from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.content import DATA, GUILDS, POSSIBILITIES, Creature, load_content


def test_content_loads():
    """PR-D.36: every data file loads and passes the cross-file checks."""
    c = load_content()
    assert len(c.spaces) == 24 and len(c.characters) == 10 and len(c.guilds) == 5


def _broken(tmp_path, file, old, new):
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_broken_field_names_the_file_and_field(tmp_path):
    """PR-D.36: a bad value in a copy of items.toml raises ContentError naming the file,
    the card and the field."""
    folder = _broken(tmp_path, "items.toml", 'cost = 2\nslot = "weapon"', 'cost = -4\nslot = "weapon"')
    with pytest.raises(ContentError) as info:
        load_content(folder)
    message = str(info.value)
    assert "items.toml" in message and "cost" in message and "short_sword" in message


def test_a_missing_field_names_the_file_and_field(tmp_path):
    """PR-D.35: a character without its Strength is refused, naming file and field."""
    folder = _broken(tmp_path, "characters.toml", "strength = 5\nwillpower = 2\nflavor = \"He left",
                     "willpower = 2\nflavor = \"He left")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert "characters.toml" in str(info.value) and "strength" in str(info.value)


def test_a_cross_file_check_names_the_file(tmp_path):
    """PR-D.33: two guilds side by side are refused by the board check."""
    folder = _broken(tmp_path, "board.toml", 'id = "harrow_fields"\nname = "Harrow Fields"\nkind = "plains"',
                     'id = "harrow_fields"\nname = "Harrow Fields"\nkind = "monastery"')
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert "board.toml" in str(info.value)


def test_the_board_ring():
    """PR-D.33, PR-D.24, PR-BOARD.1, PR-BOARD.2, PR-SPACE.1, PR-SPACE.11: 24 spaces; each guild,
    the City, the Village and the Wilderness once, no two guilds adjacent; 6 Plains,
    5 Forest, 5 Mountains; 4 ports on a closed sea route; 3 portals; civilization =
    guilds + towns; every special space has Possibilities and no terrain space has."""
    spaces = lib.SPACES
    kinds = Counter(s.kind for s in spaces)
    assert len(spaces) == 24
    assert all(kinds[k] == 1 for k in (*GUILDS, "city", "village", "wilderness"))
    assert (kinds["plains"], kinds["forest"], kinds["mountains"]) == (6, 5, 5)
    for i, s in enumerate(spaces):
        assert not (s.kind in GUILDS and spaces[(i + 1) % 24].kind in GUILDS)
        assert bool(s.possibilities) == (not s.terrain)
        assert s.civilization == (s.kind in GUILDS or s.kind in ("city", "village"))
    assert sorted(lib.SEA_ROUTE) == [i for i, s in enumerate(spaces) if s.port] and len(lib.SEA_ROUTE) == 4
    assert len(lib.PORTALS) == 3
    for g in GUILDS:
        assert "certificate" in POSSIBILITIES[g] and "repair" in POSSIBILITIES[g]
    for town in ("city", "village"):
        assert {"buy", "sell", "repair"} <= set(POSSIBILITIES[town])
    assert "repair" not in POSSIBILITIES["wilderness"]
    assert any(s.dove for s in spaces)


def test_the_characters():
    """PR-D.35: 10 characters, all 10 pairs of guilds, each guild first on exactly two,
    Strength + Willpower = 7 with each 2..5."""
    chars = lib.CHARACTERS
    assert len(chars) == 10
    assert {frozenset(c.guilds) for c in chars} == {frozenset(p) for p in combinations(GUILDS, 2)}
    assert Counter(c.guilds[0] for c in chars) == Counter({g: 2 for g in GUILDS})
    assert all(c.strength + c.willpower == 7 and 2 <= c.strength <= 5 and 2 <= c.willpower <= 5 for c in chars)


def test_the_decks():
    """PR-D.34, PR-D.32, PR-ADV.1: 60 Adventure cards (45 Creatures, >=4 three-life, >=3
    Willpower-first, >=2 '?', 1 Giant Spider; 15 Opportunities); 30 Chance cards in
    the stated mix; Village Merchant 3 Common, City Merchant 2 Rare; 25 Common and 15
    Rare Items."""
    creatures = [c for c in lib.ADVENTURE if isinstance(c, Creature)]
    assert len(lib.ADVENTURE) == 60 and len(creatures) == 45
    assert sum(c.lives == 3 for c in creatures) >= 4
    assert sum(c.order == "wills_first" for c in creatures) >= 3
    assert sum(c.special is not None and c.special.marker == "?" for c in creatures) >= 2
    assert sum(c.id == "giant_spider" for c in creatures) == 1
    mix = Counter((c.kind, c.terrain or c.town) for c in lib.CHANCE)
    assert len(lib.CHANCE) == 30
    assert mix == Counter({("terrain", "mountains"): 5, ("terrain", "forest"): 5, ("terrain", "plains"): 5,
                           ("merchant", "city"): 2, ("merchant", "village"): 2, ("wind", ""): 6,
                           ("good_times", ""): 2, ("charity", ""): 1, ("peaceful_times", ""): 2})
    assert Counter(c.id for c in lib.CHANCE if c.kind == "wind") == Counter(
        {"refreshing_wind": 2, "kind_wind": 2, "magic_breeze": 2})
    merchants = {c.town: (c.deck, c.count) for c in lib.CHANCE if c.kind == "merchant"}
    assert merchants == {"village": ("common", 3), "city": ("rare", 2)}
    assert (len(lib.COMMON), len(lib.RARE)) == (25, 15)


def test_every_willpower_first_creature_has_a_bang_rule():
    """PR-D.29, PR-COMBAT.7: every Creature that shows Willpower first carries an
    authored '!' rule naming its battle."""
    for c in lib.CONTENT.creatures:
        if c.order == "wills_first":
            assert c.special is not None and c.special.marker == "!" and c.special.battle in ("strength", "wills")


def test_authored_texts_and_vocabulary():
    """PR-D.36, PR-ADV.9: every card has a name and text; every defeat effect is worse
    than losing 1 Health; the effects cover both Item draws and both permanent gains."""
    for c in lib.CONTENT.creatures:
        assert c.name.strip()
        if c.defeat:
            assert c.defeat_text.strip()
            assert c.defeat.lose_health >= 1 and (c.defeat.lose_health > 1 or any(
                (c.defeat.lose_gold, c.defeat.lose_magic, c.defeat.damage_item)))
        if c.reward:
            assert c.reward_text.strip()
    for o in lib.CONTENT.opportunities:
        assert o.text.strip() and o.effect
    effects = [c.reward for c in lib.CONTENT.creatures] + [o.effect for o in lib.CONTENT.opportunities]
    for name in ("draw_common", "draw_rare", "strength_up", "will_up", "heal", "recharge", "gain_gold", "gain_xp"):
        assert any(getattr(e, name) for e in effects), name
    for ch in lib.CONTENT.chances:
        assert ch.text.strip()


def test_items_have_slots_hands_and_bonuses():
    """PR-D.19, PR-D.21, PR-ITEM.3, PR-ITEM.5, PR-ITEM.6: weapons of 1 and 2 hands, throwables
    that break, shields and wands of one hand, headgear and other Items of none, and
    Items with Willpower bonuses."""
    items = lib.CONTENT.items
    weapons = [i for i in items if i.slot == "weapon"]
    assert {i.hands for i in weapons} == {1, 2}
    assert any(i.throwable and i.breaks_on_throw for i in weapons)
    assert all(i.hands == 1 for i in items if i.slot in ("shield", "hand"))
    assert all(i.hands == 0 for i in items if i.slot in ("headgear", "other"))
    assert any(i.will_bonus for i in items) and any(i.slot == "other" for i in items)
