"""Whole chapters and a whole campaign played by bots (controller/campaigns/
betrayal_legacy.py), through the campaign store: after each chapter the campaign is read back from disk and checked
(destroyed components never return, stickers applied, families correct); a process
killed in the middle of a chapter loses nothing (BL-CAMP, BL-D.37, BL-D.43-44)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from tabletop.controller.campaigns.betrayal_legacy import play_campaign, play_chapter
from tabletop.games.betrayal_legacy import in_progress
from tabletop.games.betrayal_legacy.bot_cast import OLDEST, bot_characters
from tabletop.games.betrayal_legacy.campaign import VERSION, MIGRATIONS, Seat, cast, from_data, new_campaign, to_data
from tabletop.games.betrayal_legacy.chapters import initial_places
from tabletop.games.betrayal_legacy.rules import CONTENT
from tabletop.engine.rng import Rng
from tabletop.persistence.campaigns import CampaignError, CampaignStore

FAMILIES = ["carrow", "vell", "okafor", "dunmore"]


def campaign_at(chapter: int, seed: int = 1):
    """A campaign whose chapters before `chapter` were played by bots."""
    c = new_campaign(FAMILIES, initial_places(CONTENT), [Seat(f"Bot {k}", "random") for k in range(4)])
    for k in range(chapter):
        _state, _result, c = play_chapter(c, seed * 1000 + k)
    return c


@pytest.mark.parametrize("seed", [1, 2])
def test_every_chapter_is_played_to_its_end_by_bots(seed):
    """BL-CAMP.1, BL-CAMP.2, BL-CAMP.3, BL-INTRO.1, BL-INTRO.2, BL-INTRO.3, BL-INTRO.5,
    BL-FAM.2: each of the 14 chapters, one after the other, is a whole game that starts
    the same way (the four start tiles, everyone on the Entrance Hall), each seat playing
    its same family; a player's omen reveals the haunt, which makes a traitor and heroes,
    and one side wins; after the 13th chapter, free play opens on the final house."""
    c = new_campaign(FAMILIES[:3], initial_places(CONTENT), [Seat("A", "random"), Seat("B", "strong"),
                                                               Seat("C", "random")])
    for k in range(len(CONTENT.chapters)):
        state, result, c = play_chapter(c, seed * 100 + k, think_ms=2)
        assert state.is_over and state.final["side"] in ("heroes", "traitor")
        assert state.haunt["number"] == k and result.record.haunt == state.final["haunt"]
        assert state.explorers == list(c.roster) and 0 <= state.haunt["revealer"] < state.n
        assert set(state.side) == {"heroes", "traitor"}
        assert {"front_steps", "entrance_hall", "upper_landing", "basement_landing"} <= set(state.house.placed)
    assert c.chapter == len(CONTENT.chapters) and len(c.history) == len(CONTENT.chapters)
    from tabletop.games.betrayal_legacy import GAME
    from tabletop.games.betrayal_legacy.chapters import game_options

    free = GAME.new_game(3, seed, game_options(c, None))  # free play on the campaign's house
    assert "chapter" not in free.options and free.stack


def test_a_whole_campaign_through_the_store(tmp_path):
    """BL-D.37, BL-LEG.1, BL-INTRO.4, BL-CAMP.5, BL-FAM.1, BL-FAM.3: the campaign is
    committed after each chapter and read back from disk before the next; what one
    chapter does carries over: what is destroyed stays destroyed, stickers only pile
    up, the planks open whoever wins; every family (of the five) has one named member in
    each chapter (the dead followed by a descendant, BL-D.44), and the ledger has a page
    per chapter played."""
    store = CampaignStore(tmp_path)
    seen: dict[str, object] = {"destroyed": set(), "stickers": ()}

    def check(k: int, campaign) -> None:
        destroyed = {x for x, p in campaign.places.items() if p == "destroyed"}
        assert seen["destroyed"] <= destroyed, "a destroyed component came back"
        assert campaign.stickers[:len(seen["stickers"])] == seen["stickers"], "a sticker came off"
        seen["destroyed"], seen["stickers"] = destroyed, campaign.stickers
        assert campaign.chapter == k + 1 and campaign.journal == tuple(range(k + 1))
        released = {t.id for t in CONTENT.tiles if t.origin in ("plank:1", "plank:2")}
        assert k < 1 or all(campaign.places[t] == "stack" for t in released)
        for record in campaign.families:
            assert all(m.name.strip() for m in record.members)
            assert sorted(ch for m in record.members for ch in m.chapters) == list(range(k + 1))
            for before, after in zip(record.members, record.members[1:]):  # bots bring survivors back...
                years = CONTENT.chapters[after.chapters[0]].years
                assert before.died or before.age + years > OLDEST  # ...unless they would be too old

    campaign, reports = play_campaign(FAMILIES, ["random"], 5, store=store, name="Test", think_ms=2, after=check)
    ident = store.ids()[0]
    on_disk = from_data(store.load(ident, "betrayal_legacy", VERSION, MIGRATIONS).doc)
    assert on_disk == campaign and len(reports) == len(CONTENT.chapters)
    assert len(store.backups(ident)) == len(CONTENT.chapters)  # one before each chapter
    assert any(r.changes for r in reports) and campaign.stickers


def test_a_chapter_killed_midway_resumes_where_it_was(tmp_path):
    """BL-D.37: a process killed in the middle of a chapter leaves every move recorded;
    the chapter is rebuilt from its seed, options and moves exactly where it was."""
    store = CampaignStore(tmp_path)
    c = new_campaign(FAMILIES[:3], initial_places(CONTENT), [Seat("A", "random"), Seat("B", "random"),
                                                               Seat("C", "random")])
    ident = store.create("betrayal_legacy", "Crash", to_data(c), VERSION)
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {os.getcwd()!r})
        from pathlib import Path
        from tabletop.persistence.campaigns import CampaignStore
        from tabletop.games.betrayal_legacy.campaign import VERSION, from_data
        from tabletop.controller.campaigns.betrayal_legacy import play_chapter
        store = CampaignStore(Path({str(tmp_path)!r}))
        c = from_data(store.load({ident!r}, "betrayal_legacy", VERSION).doc)
        state, _, _ = play_chapter(c, 77, store=store, ident={ident!r}, stop_after=40)
        print(len(state.history), flush=True)
        os.kill(os.getpid(), 9)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and done.stdout.strip() == "40", done.stderr
    state, cast_campaign, chapter_script, moves, older = in_progress.resume(store, ident)
    assert len(moves) == 40 and chapter_script.index == 0 and len(state.history) == 40 and older is None
    again = cast(c, 0, bot_characters(c, Rng(77)))
    assert cast_campaign == again
    assert from_data(store.load(ident, "betrayal_legacy", VERSION).doc) == c  # nothing committed


def test_a_damaged_campaign_is_refused_and_its_backup_restores_it(tmp_path):
    """A corrupt campaign save is refused with a clear message naming its backups; the
    backup brings it back as it was before the chapter."""
    store = CampaignStore(tmp_path)
    campaign, _ = play_campaign(FAMILIES[:3], ["random"], 9, store=store, chapters=2)
    ident = store.ids()[0]
    (tmp_path / f"{ident}.campaign").write_bytes(b"\x00" * 64)
    with pytest.raises(CampaignError) as refused:
        store.load(ident, "betrayal_legacy", VERSION, MIGRATIONS)
    assert refused.value.backups and "damaged" in str(refused.value)
    store.restore(ident, refused.value.backups[0])  # the newest
    restored = from_data(store.load(ident, "betrayal_legacy", VERSION, MIGRATIONS).doc)
    assert restored.chapter == 1


def test_a_version_1_campaign_is_migrated():
    """A campaign saved before the seats were kept (version 1) loads with a person in
    each family's seat."""
    c = new_campaign(FAMILIES[:3], initial_places(CONTENT))
    old = to_data(c)
    old.pop("seats")
    old["version"] = 1
    migrated = from_data(MIGRATIONS[1](old))
    assert [s.name for s in migrated.seats] == ["Carrow", "Vell", "Okafor"]
    assert all(s.kind == "human" for s in migrated.seats)


def test_a_chapter_with_a_family_away_and_the_next_with_a_newcomer():
    """BL-D.37, BL-D.43: a chapter played by bots with Dunmore away seats three; Dunmore
    gets no fate; the next chapter seats a newcomer's Sable too, cast as a descendant."""
    from tabletop.games.betrayal_legacy.campaign import join, sit_out

    c = new_campaign(FAMILIES, initial_places(CONTENT), [Seat(f"Bot {k}", "random") for k in range(4)])
    state, result, after = play_chapter(sit_out(c, ["dunmore"]), 11)
    assert state.explorers == ["carrow", "vell", "okafor"] and "dunmore" not in result.fates
    assert after.family("dunmore").members == () and after.absent == ()
    state, result, after = play_chapter(join(after, "sable", Seat("Noor", "random")), 12)
    assert state.explorers == [*FAMILIES, "sable"] and set(result.fates) == {*FAMILIES, "sable"}
    assert after.family("sable").last.chapters == (1,) and after.family("dunmore").last.chapters == (1,)


def test_the_bundled_finished_campaign_is_a_whole_campaign_of_todays_content():
    """BL-D.40: the finished campaign that ships for free play (build_scripts/
    finished_campaign.py) reads back as a campaign past its last chapter, with the five
    families, a game for every chapter, and only flags the content knows (the second
    Legacy deck's cards read, the Black Folio's pages open); its free play opens on it."""
    import json

    from tabletop.games.betrayal_legacy.chapters import FOLIO, game_options, read_flag
    from tabletop.games.betrayal_legacy.content import DATA

    campaign = from_data(json.loads((DATA / "finished_campaign.json").read_text(encoding="utf-8")))
    assert campaign.chapter == len(CONTENT.chapters) and len(campaign.history) == len(CONTENT.chapters)
    assert sorted(campaign.roster) == sorted(f.id for f in CONTENT.families)
    known = {read_flag(c.id) for c in CONTENT.legacy} | {FOLIO + p.id for p in CONTENT.folio}
    assert set(campaign.flags) <= known and any(f.startswith("legacy2:") for f in campaign.flags)
    options = game_options(campaign, None)
    assert "chapter" not in options and options["tiles"] and options["cards"]["omen"]
