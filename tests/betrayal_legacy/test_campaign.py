"""A campaign folded chapter by chapter (BL-CAMP.2-4, BL-FAM.2-4, BL-LEG.2, BL-D.37,
BL-D.41-44, BL-D.55): pure functions, saved and read back through the campaign store."""

from __future__ import annotations

import pytest

from tabletop.games.betrayal_legacy.campaign import (VERSION, ChapterResult, GameRecord, Operation, apply, cast,
                                                     fold_chapter, from_data, new_campaign, to_data)
from tabletop.persistence.campaigns import CampaignStore

PLACES = {"mirror": "deck:item", "cellar_door": "plank:3", "nursery": "plank:3", "locket": "purgatory",
          "old_key": "sealed"}


def started():
    c = new_campaign(["carrow", "vell", "okafor"], PLACES)
    return cast(c, 0, {"carrow": ("Absalom", 44, False), "vell": ("Ruth", 19, False), "okafor": ("Ada", 30, False)})


def finish(c, chapter, winner="heroes", ops=(), died=("vell",), years=22):
    fates = {f: (f"{f} fate", f in died, f == "carrow") for f in ("carrow", "vell", "okafor")}
    return fold_chapter(c, ChapterResult(GameRecord(chapter, 100 + chapter, f"haunt_{chapter}", winner, (0,)), fates,
                                         tuple(ops), years))


def test_a_chapter_records_every_familys_fate_and_moves_the_campaign_on():
    """BL-FAM.4, BL-CAMP.4, BL-D.43: the fate, death and traitor of each member; the game
    in the history; the next chapter and year; the chapter's ledger page."""
    c = finish(started(), 0)
    assert c.chapter == 1 and c.year == 1667 + 22 and c.journal == (0,)
    assert c.family("vell").last.died and c.family("carrow").last.traitor
    assert c.family("okafor").last.fate == "okafor fate" and c.history[0].haunt == "haunt_0"


def test_a_returning_members_fates_are_kept_chapter_by_chapter():
    """BL-FAM.4, BL-D.43: the fate is recorded per chapter: Absalom Carrow turns traitor
    and survives the prologue, returns as a hero in chapter 1 and dies there; his record
    keeps both chapters (the traitor of the prologue is not overwritten by chapter 1),
    and the member still reads as died and as having been a traitor."""
    c = finish(started(), 0)  # carrow: traitor, alive
    c = cast(c, 22, {"carrow": ("", 0, True), "vell": ("Tobias", 8, False), "okafor": ("", 0, True)})
    c = fold_chapter(c, ChapterResult(GameRecord(1, 101, "haunt_1", "heroes", (1,)), {
        "carrow": ("Held the door, and fell", True, False), "vell": ("Lived", False, True),
        "okafor": ("Lived again", False, False)}, (), 30))
    absalom = c.family("carrow").last
    assert absalom.chapters == (0, 1)
    assert [(f.chapter, f.fate, f.died, f.traitor) for f in absalom.fates] == [
        (0, "carrow fate", False, True), (1, "Held the door, and fell", True, False)]
    assert absalom.died and absalom.traitor and absalom.fate == "Held the door, and fell"
    ada = c.family("okafor").last
    assert [(f.chapter, f.fate) for f in ada.fates] == [(0, "okafor fate"), (1, "Lived again")]
    assert [len(m.fates) for m in c.family("vell").members] == [1, 1]  # Ruth's and Tobias's
    assert from_data(to_data(c)) == c


def test_a_version_2_campaign_keeps_its_fates_as_the_last_chapters():
    """BL-D.43: a campaign saved when a member kept one fate (version 2) loads with that
    fate as the record of the member's last chapter."""
    from tabletop.games.betrayal_legacy.campaign import MIGRATIONS, migrated

    c = finish(started(), 0)
    old = to_data(c)
    old["version"] = 2
    for record in old["families"]:
        for member in record["members"]:
            member.pop("fates")
    assert MIGRATIONS[2](old)["version"] == VERSION == 3
    back = from_data(migrated(old))
    assert [(f.chapter, f.fate, f.died) for f in back.family("vell").last.fates] == [(0, "vell fate", True)]
    assert back == c


def test_survivors_return_older_and_the_dead_are_replaced_by_descendants():
    """BL-CAMP.2, BL-SETUP.5, BL-D.42, BL-D.44: the surviving Carrow returns 22 years
    older; the dead Vell cannot, a descendant plays."""
    c = finish(started(), 0)
    with pytest.raises(ValueError):
        cast(c, 22, {"vell": ("Ruth", 41, True)})
    c = cast(c, 22, {"carrow": ("", 0, True), "vell": ("Tobias", 8, False), "okafor": ("Ada", 0, True)})
    assert c.family("carrow").last.age == 66 and c.family("carrow").last.chapters == (0, 1)
    assert [m.name for m in c.family("vell").members] == ["Ruth", "Tobias"]


def test_destroyed_components_never_return():
    """BL-LEG.2, BL-D.37: a destroyed card stays destroyed, whatever adds it later, and
    loses its stickers' effect (no new sticker lands on it)."""
    c = finish(started(), 0, ops=[Operation("destroy", "mirror")])
    c = apply(c, Operation("add", "mirror", "deck:item"))
    c = apply(c, Operation("sticker", "mirror", "crack", 1))
    assert c.places["mirror"] == "destroyed" and not c.stickers


def test_the_closed_set_of_operations():
    """BL-D.55, BL-D.53: a plank released joins the stack; the chest opened frees what
    is sealed; stickers, marks, flags, Legacy read pointers, standing rules."""
    c = started()
    for op in (Operation("release_plank", "3"), Operation("open_chest"), Operation("sticker", "crawl_space",
               "secret_passage", 1), Operation("mark", "mirror", "Ruth's name"), Operation("add_flag", "debt", amount=2),
               Operation("add_flag", "debt", amount=1), Operation("read_legacy", "legacy1", amount=2),
               Operation("standing", "locket")):
        c = apply(c, op)
    assert c.places["cellar_door"] == c.places["nursery"] == "stack" and c.places["old_key"] == "box"
    assert c.chest_open and c.stickers[0].sticker == "secret_passage" and c.marks["mirror"] == "Ruth's name"
    assert c.flags["debt"] == 3 and c.read["legacy1"] == 2 and c.standing == ("locket",)
    with pytest.raises(ValueError):
        Operation("conjure", "x")


def test_a_game_only_change_is_not_folded():
    """BL-D.40, BL-D.55: an operation scoped to the game does not reach the campaign."""
    c = finish(started(), 0, ops=[Operation("destroy", "locket", persistent=False)])
    assert c.places["locket"] == "purgatory"


def test_the_wrong_chapter_is_refused():
    c = started()
    with pytest.raises(ValueError):
        finish(c, 3)


def test_the_campaign_is_plain_data_saved_atomically_and_read_back(tmp_path):
    """BL-D.37: the campaign in the store, chapter after chapter, read back the same; a
    campaign's data that does not fit the shape is refused."""
    store = CampaignStore(tmp_path)
    c = started()
    ident = store.create("betrayal_legacy", "Hallowmere", to_data(c), VERSION)
    for chapter in range(3):
        c = finish(c, chapter, died=())
        c = cast(c, 20, {f: ("", 0, True) for f in c.roster})
        store.commit_chapter(ident, chapter, to_data(c), VERSION)
        assert from_data(store.load(ident, "betrayal_legacy", VERSION).doc) == c
    assert len(store.backups(ident)) == 3
    with pytest.raises(ValueError):
        from_data({**to_data(c), "chapter": "three"})
    with pytest.raises(ValueError):
        from_data({**to_data(c), "ghosts": 1})


def test_a_campaign_needs_three_to_five_families_of_its_own():
    """BL-D.2, BL-D.41."""
    for bad in (["carrow", "vell"], ["carrow", "carrow", "vell"], ["a", "b", "c", "d", "e", "f"]):
        with pytest.raises(ValueError):
            new_campaign(bad, {})


def test_a_family_may_sit_a_chapter_out_and_gets_no_fate_for_it():
    """BL-D.37 (the roster: a family may be absent from a chapter), BL-D.43 (an absent
    family gets no record for it): Okafor sits out; the others are cast and get fates;
    Okafor's members are untouched, and the next chapter seats everyone again."""
    from tabletop.games.betrayal_legacy.campaign import Seat, join, sit_out

    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], PLACES)
    tonight = sit_out(c, ["okafor"])
    assert tonight.playing == ("carrow", "vell", "dunmore") and tonight.table == (0, 1, 3)
    with pytest.raises(ValueError):  # a family at the table needs its character
        cast(tonight, 0, {"carrow": ("Absalom", 44, False)})
    cast_c = cast(tonight, 0, {"carrow": ("Absalom", 44, False), "vell": ("Ruth", 19, False),
                               "dunmore": ("Maud", 50, False), "okafor": ("Ada", 30, False)})
    assert cast_c.family("okafor").members == ()  # her choice is ignored: Okafor is away
    fates = {f: (f"{f} fate", False, False) for f in cast_c.playing}
    after = fold_chapter(cast_c, ChapterResult(GameRecord(0, 1, "h", "heroes"), fates, (), 10))
    assert after.family("okafor").members == () and after.family("vell").last.fate == "vell fate"
    assert after.absent == () and after.playing == ("carrow", "vell", "okafor", "dunmore")
    with pytest.raises(ValueError):  # fewer than 3 at the table (BL-D.2)
        sit_out(c, ["okafor", "vell"])
    with pytest.raises(ValueError):
        sit_out(c, ["sable"])
    # a newcomer joins with a family of their own, at most five, each family once (BL-D.41)
    joined = join(after, "sable", Seat("Noor", "strong"))
    assert joined.roster[-1] == "sable" and joined.seats[-1] == Seat("Noor", "strong")
    assert joined.family("sable").members == ()
    with pytest.raises(ValueError):
        join(joined, "vell", Seat("Vic"))
    with pytest.raises(ValueError):
        join(joined, "x", Seat("X"))  # a sixth family
