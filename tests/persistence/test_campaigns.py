"""The campaign store (persistence/campaigns.py, BL-D.37): several campaigns side by
side, each chapter committed atomically after a backup, a chapter in progress that
survives a crash, versioned migrations, and damage refused with the backups named."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from tabletop.persistence.campaigns import CampaignError, CampaignStore

GAME = "betrayal_legacy"


def store(tmp_path) -> CampaignStore:
    return CampaignStore(tmp_path / "campaigns")


def test_campaigns_side_by_side(tmp_path):
    """BL-D.37: several campaigns, each its own file and its own document."""
    s = store(tmp_path)
    a = s.create(GAME, "Thursday group", {"chapter": 0}, 1)
    b = s.create(GAME, "Thursday group", {"chapter": 5}, 1)
    assert a != b and s.ids() == sorted([a, b])
    assert s.load(a, GAME, 1).doc == {"chapter": 0} and s.load(b, GAME, 1).doc == {"chapter": 5}


def test_a_committed_chapter_keeps_a_backup_of_the_campaign_before_it(tmp_path):
    """BL-D.37: the campaign before each chapter can be restored, and the restore keeps
    the later file beside it rather than losing it."""
    s = store(tmp_path)
    c = s.create(GAME, "Family", {"chapter": 0, "destroyed": []}, 1)
    s.commit_chapter(c, 0, {"chapter": 1, "destroyed": ["mirror"]}, 1)
    s.commit_chapter(c, 1, {"chapter": 2, "destroyed": ["mirror", "locket"]}, 1)
    assert s.load(c, GAME, 1).doc["chapter"] == 2
    names = s.backups(c)
    assert names == ["002-before-chapter-1.campaign", "001-before-chapter-0.campaign"]  # newest first
    assert s.backup_before(c, 1) == names[0]
    s.restore(c, names[0])
    assert s.load(c, GAME, 1).doc == {"chapter": 1, "destroyed": ["mirror"]}
    assert list((tmp_path / "campaigns").glob(f"{c}.replaced-*"))


def test_a_chapter_in_progress_resumes_after_a_crash(tmp_path):
    """BL-D.37: each move is on disk before it returns; a process killed mid-chapter
    leaves every recorded move, and committing the chapter clears them."""
    s = store(tmp_path)
    c = s.create(GAME, "Crash", {"chapter": 3}, 1)
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(os.getcwd())!r})
        from tabletop.persistence.campaigns import CampaignStore
        s = CampaignStore(__import__("pathlib").Path({str(tmp_path / "campaigns")!r}))
        s.begin_chapter({c!r}, 3, 77, {{"seats": 4}})
        for i in range(5):
            s.record_move({c!r}, i, f"move room=r{{i}}")
        os._exit(9)  # killed: no clean shutdown
    """)
    done = subprocess.run([sys.executable, "-c", script], timeout=60)
    assert done.returncode == 9
    p = s.progress(c)
    assert p is not None and (p.chapter, p.seed, p.options) == (3, 77, {"seats": 4})
    assert p.moves == tuple(f"move room=r{i}" for i in range(5))
    s.commit_chapter(c, 3, {"chapter": 4}, 1)
    assert s.progress(c) is None and s.load(c, GAME, 1).doc == {"chapter": 4}


def test_an_undone_move_is_rewritten(tmp_path):
    """Undo within a chapter: recording move i again drops the moves after it."""
    s = store(tmp_path)
    c = s.create(GAME, "Undo", {}, 1)
    s.begin_chapter(c, 0, 1, {})
    for i, text in enumerate(["a", "b", "c"]):
        s.record_move(c, i, text)
    s.record_move(c, 1, "b2")
    assert s.progress(c).moves == ("a", "b2")


def test_an_older_campaign_is_migrated_and_a_newer_one_refused(tmp_path):
    """BL-D.37: a campaign saved by an older version loads through the migrations; one
    from a newer version is refused."""
    s = store(tmp_path)
    c = s.create(GAME, "Old", {"families": ["carrow"]}, 1)
    migrations = {1: lambda d: {**d, "year": 1667}, 2: lambda d: {**d, "stickers": []}}
    assert s.load(c, GAME, 3, migrations).doc == {"families": ["carrow"], "year": 1667, "stickers": []}
    with pytest.raises(CampaignError) as caught:
        s.load(c, GAME, 2, {})
    assert caught.value.key == "campaign.older"
    newer = s.create(GAME, "New", {}, 9)
    with pytest.raises(CampaignError) as caught:
        s.load(newer, GAME, 3, migrations)
    assert caught.value.key == "campaign.newer"


@pytest.mark.parametrize("damage", ["garbage", "truncate", "bad_json", "bad_version", "no_row"])
def test_a_damaged_campaign_is_refused_and_its_backups_offered(tmp_path, damage):
    """A corrupt campaign save is refused with a clear message naming its backups; the
    other campaigns still load; restoring a backup brings it back."""
    s = store(tmp_path)
    good = s.create(GAME, "Good", {"ok": True}, 1)
    c = s.create(GAME, "Bad", {"chapter": 0}, 1)
    s.commit_chapter(c, 0, {"chapter": 1}, 1)
    path = tmp_path / "campaigns" / f"{c}.campaign"
    if damage == "garbage":
        path.write_bytes(b"not a database at all" * 50)
    elif damage == "truncate":
        path.write_bytes(path.read_bytes()[:200])
    else:
        db = sqlite3.connect(path)
        sql = {"bad_json": "UPDATE campaign SET doc = '{unfinished'",
               "bad_version": "UPDATE campaign SET version = 'x'", "no_row": "DELETE FROM campaign"}[damage]
        db.execute(sql)
        db.commit()
        db.close()
    with pytest.raises(CampaignError) as caught:
        s.load(c, GAME, 1)
    assert caught.value.backups == ("001-before-chapter-0.campaign",)
    assert str(caught.value)
    assert s.load(good, GAME, 1).doc == {"ok": True}
    s.restore(c, caught.value.backups[0])
    assert s.load(c, GAME, 1).doc == {"chapter": 0}


def test_a_read_only_folder_refuses_the_commit_and_keeps_the_campaign(tmp_path):
    """A disk that refuses the write: a clear error, and the campaign as it was."""
    if os.geteuid() == 0:
        pytest.skip("root writes through read-only permissions")
    s = store(tmp_path)
    c = s.create(GAME, "RO", {"chapter": 0}, 1)
    (tmp_path / "campaigns").chmod(0o500)
    try:
        with pytest.raises(CampaignError):
            s.commit_chapter(c, 0, {"chapter": 1}, 1)
    finally:
        (tmp_path / "campaigns").chmod(0o700)
    assert s.load(c, GAME, 1).doc == {"chapter": 0}


def test_names_and_ids_are_checked(tmp_path):
    s = store(tmp_path)
    with pytest.raises(ValueError):
        s.create(GAME, "", {}, 1)
    with pytest.raises(CampaignError):
        s.load("../etc/passwd", GAME, 1)
    with pytest.raises(CampaignError) as caught:
        s.load("missing", GAME, 1)
    assert caught.value.key == "campaign.gone"


def test_a_backup_that_cannot_be_written_stops_the_commit_and_keeps_the_campaign(tmp_path):
    """A chapter is never committed without its backup: a file where the backups folder
    should be refuses the commit clearly, and the campaign stays as it was."""
    s = store(tmp_path)
    c = s.create(GAME, "No room", {"chapter": 0}, 1)
    (tmp_path / "campaigns" / "backups").write_text("in the way")
    with pytest.raises(CampaignError) as caught:
        s.commit_chapter(c, 0, {"chapter": 1}, 1)
    assert caught.value.key == "campaign.unwritable"
    assert s.load(c, GAME, 1).doc == {"chapter": 0}


class _History:
    """A stand-in for a game state: ChapterSave reads only its history."""

    def __init__(self, *moves: str) -> None:
        self.history = list(moves)


def test_a_chapter_save_records_the_sessions_moves_and_an_undo(tmp_path):
    """BL-D.37: the table saves a chapter into its campaign as it saves a game: each
    record brings the campaign's moves up to the game's history, an undo taking moves
    back; nothing goes to the list of saved games."""
    from tabletop.persistence.campaigns import ChapterSave

    s = store(tmp_path)
    c = s.create(GAME, "Chapter", {"chapter": 2}, 1)
    s.begin_chapter(c, 2, 9, {})
    save = ChapterSave(s, c, [])
    save.record(_History("a", "b", "c"))
    assert save.length == 3 and s.progress(c).moves == ("a", "b", "c")
    save.record(_History("a", "x"))  # an undo of two, then another move
    assert s.progress(c).moves == ("a", "x")


def test_a_chapter_save_that_cannot_be_written_says_why_and_keeps_the_campaign(tmp_path):
    """A damaged or vanished campaign file makes the chapter's record fail with a save
    fault the table knows how to report; the moves already on disk are kept."""
    from tabletop.persistence.campaigns import ChapterSave
    from tabletop.persistence.faults import SaveWriteError

    s = store(tmp_path)
    c = s.create(GAME, "Chapter", {"chapter": 2}, 1)
    s.begin_chapter(c, 2, 9, {})
    save = ChapterSave(s, c, [])
    save.record(_History("a"))
    (tmp_path / "campaigns" / f"{c}.campaign").write_bytes(b"not a database at all")
    with pytest.raises(SaveWriteError):
        save.record(_History("a", "b"))
    assert save.length == 1


def test_the_campaigns_of_a_game_are_listed_damaged_ones_too(tmp_path):
    """The New game screen lists a game's campaigns, newest first; one whose file is
    damaged is listed by its id, unreadable, so its backups can still be offered."""
    s = store(tmp_path)
    a = s.create(GAME, "First", {}, 1)
    b = s.create("comanauts", "Other game", {}, 1)
    c = s.create(GAME, "Second", {}, 1)
    (tmp_path / "campaigns" / f"{c}.campaign").write_bytes(b"junk")
    listed = s.entries(GAME)
    assert (a, "First", True) in listed and (c, c, False) in listed
    assert all(ident != b for ident, _, _ in listed)


def test_a_campaign_migrated_then_committed_is_never_migrated_again(tmp_path):
    """BL-D.37 (migrated step by step when its format changes): a campaign written at
    version 1 is migrated to 2 when loaded; the chapter committed after it records
    version 2, so the next load does not run the migration a second time on a document
    that is already new (it would undo what the chapter wrote)."""
    s = store(tmp_path)
    c = s.create(GAME, "Family", {"chapter": 0, "fates": ["old"]}, 1)
    runs = []

    def one_to_two(doc):
        runs.append(doc["chapter"])
        return {**doc, "fates": [f"migrated {f}" for f in doc["fates"]]}
    doc = s.load(c, GAME, 2, {1: one_to_two}).doc
    s.commit_chapter(c, 0, {**doc, "chapter": 1, "fates": [*doc["fates"], "chapter 0"]}, 2)
    again = s.load(c, GAME, 2, {1: one_to_two})
    assert runs == [0] and again.doc["fates"] == ["migrated old", "chapter 0"]


def test_the_unfinished_games_are_the_campaigns_with_a_chapter_in_progress_last_played_first(tmp_path):
    """Issue 22 §4: what Continue and Load offer of the campaigns: each readable one with
    a chapter in progress (its name, chapter and moves), the one written last first; a
    finished chapter, a damaged file or a game this version lacks is not offered."""
    s = store(tmp_path)
    idle = s.create(GAME, "Idle", {"chapter": 0}, 1)
    older = s.create(GAME, "Older", {"chapter": 2}, 1)
    newer = s.create("comanauts", "Newer", {"next_session": 0}, 1)
    s.begin_chapter(older, 2, 7, {})
    s.record_move(older, 0, "a move")
    s.begin_chapter(newer, 0, 8, {})
    done = s.create(GAME, "Done", {"chapter": 0}, 1)
    s.begin_chapter(done, 0, 9, {})
    s.commit_chapter(done, 0, {"chapter": 1}, 1)
    os.utime(s._path(older), (1_000_000, 1_000_000))
    found = s.unfinished()
    assert [(u.id, u.name, u.game, u.chapter, u.moves) for u in found] == [
        (newer, "Newer", "comanauts", 0, 0), (older, "Older", GAME, 2, 1)]
    assert idle not in [u.id for u in found]
    with sqlite3.connect(s._path(newer)) as db:
        db.execute("UPDATE campaign SET game = 'chess'")
    s._path(older).write_bytes(b"junk" * 100)
    assert s.unfinished() == []


def test_a_campaign_is_renamed_by_the_rule_for_names(tmp_path):
    s = store(tmp_path)
    c = s.create(GAME, "Thursday group", {"chapter": 0}, 1)
    s.rename(c, "Los jueves 🎲")
    assert s.load(c, GAME, 1).name == "Los jueves 🎲" and s.entries(GAME) == [(c, "Los jueves 🎲", True)]
    for bad in ("", " padded ", "a\x00b", "n" * 61):
        with pytest.raises(ValueError):
            s.rename(c, bad)
    assert s.load(c, GAME, 1).name == "Los jueves 🎲"


def test_a_chapter_in_progress_is_abandoned_and_kept_among_the_backups(tmp_path):
    """Issue 22 §5: a chapter in progress that cannot be resumed (here its moves' table
    is gone) is dropped so it can be begun again; the campaign is untouched, and the
    file as it was is the newest backup."""
    s = store(tmp_path)
    c = s.create(GAME, "Family", {"chapter": 1}, 1)
    s.begin_chapter(c, 1, 7, {})
    s.record_move(c, 0, "a move")
    with sqlite3.connect(s._path(c)) as db:
        db.execute("DROP TABLE move")
    with pytest.raises(CampaignError, match="cannot be read"):
        s.progress(c)
    kept = s.abandon_chapter(c)
    assert s.progress(c) is None and s.load(c, GAME, 1).doc == {"chapter": 1}
    assert s.backups(c) == [kept.name] and kept.name.endswith("-abandoned-game.campaign")
    s.begin_chapter(c, 1, 8, {})
    s.record_move(c, 0, "another move")
    assert s.progress(c).moves == ("another move",)
