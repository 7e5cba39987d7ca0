"""A player sheet: bringing an avatar in, the Morass, statuses, stored dice."""

import pytest

from tabletop.games.comanauts import sheet as sh
from tabletop.games.comanauts.cards import load_cards

CARDS = load_cards()
SUPPLY = [i.id for i in CARDS.items]


def ransom_sheet():
    others = [a.id for a in CARDS.avatars if a.id != "ransom"][:2]
    return sh.Sheet(seat=0, avatars=["ransom", *others], default_status="homesick_default")


def avatar(ident):
    return next(a for a in CARDS.avatars if a.id == ident)


def test_bringing_an_avatar_in_gives_life_items_and_suspicion():
    """CO-SETUP.12b-13b, CO-D.47: 3 life plus bonus; starting items equipped;
    a suspicious token when the comazone is on its card."""
    s, supply = ransom_sheet(), list(SUPPLY)
    ransom = avatar("ransom")
    zone = ransom.suspicious[0]
    lost = sh.bring_in(s, CARDS, supply, zone, supply.append)
    bonus = sum(m.amount for m in ransom.mods if m.kind == "life_bonus")
    assert s.life == 3 + bonus and lost == []
    assert "revolver" in s.equipped.values() and "radio" in s.equipped.values()
    assert "revolver" not in supply and "radio" not in supply
    assert s.suspicious
    other = sh.Sheet(seat=1, avatars=["ransom"])
    sh.bring_in(other, CARDS, list(SUPPLY), "nowhere_of_note", lambda item: None)
    assert not other.suspicious


def test_an_item_not_in_the_supply_cannot_be_had():
    """CO-D.30."""
    s = ransom_sheet()
    supply = [i for i in SUPPLY if i != "radio"]
    assert sh.bring_in(s, CARDS, supply, "x", supply.append) == ["radio"]
    assert "radio" not in s.equipped.values()


def test_falling_into_the_morass():
    """CO-MORASS.3-5, CO-D.45: dice and the stored die to the discard pool; starting
    items back to the supply; other items and clarity kept; statuses and the
    suspicious token gone; the default status face down; the next avatar waits."""
    s, supply, pool = ransom_sheet(), list(SUPPLY), []
    sh.bring_in(s, CARDS, supply, "x", supply.append)
    s.clarity, s.dice, s.stored = 4, ["red.1", "blue.2"], "green.3"
    s.inventory.append("binoculars")
    supply.remove("binoculars")
    s.statuses, s.default_up, s.suspicious = ["trapped"], True, True
    sh.fall(s, CARDS, supply, pool)
    assert sorted(pool) == ["blue.2", "green.3", "red.1"] and s.dice == [] and s.stored is None
    assert "revolver" in supply and "radio" in supply
    assert s.inventory == ["binoculars"] and s.clarity == 4
    assert s.statuses == [] and not s.default_up and not s.suspicious
    assert s.current == 1 and s.in_morass and s.avatars_left == 2


def test_the_third_fall_leaves_no_avatar():
    """CO-MORASS.8, CO-END.1: a sheet's third avatar sent to the Morass loses the game
    (the rules model checks avatars_left)."""
    s, supply = ransom_sheet(), list(SUPPLY)
    for _ in range(3):
        sh.bring_in(s, CARDS, supply, "x", supply.append)
        sh.fall(s, CARDS, supply, [])
    assert s.avatars_left == 0 and not s.in_morass


def test_statuses_are_never_doubled_and_the_default_turns_over():
    """CO-STATUS.4, CO-STATUS.8-9."""
    s = ransom_sheet()
    assert sh.add_status(s, "trapped") and not sh.add_status(s, "trapped")
    assert s.statuses == ["trapped"]
    assert sh.add_status(s, "homesick_default") and s.default_up
    assert sh.remove_status(s, "homesick_default") and not s.default_up
    assert s.default_status == "homesick_default"  # it stays on the sheet
    assert sh.remove_status(s, "trapped") and not sh.remove_status(s, "trapped")


def test_one_stored_die_and_encouragement_replaces_it():
    """CO-ACTION.7-10: reserve refuses a second die; encouragement discards the old."""
    s, pool = ransom_sheet(), []
    sh.store(s, "red.1", pool)
    with pytest.raises(ValueError):
        sh.store(s, "red.2", pool)
    sh.store(s, "blue.1", pool, encouraged=True)
    assert s.stored == "blue.1" and pool == ["red.1"]


def test_a_sheet_round_trips_as_plain_data():
    s = ransom_sheet()
    sh.bring_in(s, CARDS, list(SUPPLY), "x", lambda item: None)
    assert sh.Sheet.from_dict(s.to_dict()) == s


def test_a_totem_pushed_out_by_a_new_avatar_goes_back_to_the_totems():
    """CO-MORASS.7, CO-D.53 (issue 9 §5): an item pushed out of a full inventory when
    a new avatar comes in is discarded where its kind goes; a totem is not an item
    of the supply (it went there once, and the save then refused to load)."""
    s = ransom_sheet()
    supply = [i for i in SUPPLY if i not in ("binoculars", "crowbar")]
    totem = "jam_jar_night_light"
    # every slot Ransom's items need is taken, and the inventory is full
    s.equipped["hand"] = "crowbar"
    s.equipped["hand_accessory"] = "binoculars"
    s.equipped["accessory"] = "grandmothers_latchkey"
    s.inventory = [totem, "binoculars"]  # the oldest is pushed out first
    given_back: list[str] = []
    lost = sh.bring_in(s, CARDS, supply, "x", given_back.append)
    assert totem in given_back and totem not in supply
    assert set(lost) == set(given_back)
    assert "revolver" in s.equipped.values() and "radio" in s.equipped.values()
