"""A campaign's backups (issue 22 §3): "go back to before chapter N" restores the
campaign as it stood before that chapter began, so it can be played again; the backup
of chapter 1 is never one of chapters 10 to 13; backups are listed newest first; a
backup is whole or absent; a restore never reads through a link."""

from __future__ import annotations

import os

import pytest

from tabletop.persistence.campaigns import SUFFIX, CampaignError, CampaignStore

GAME = "betrayal_legacy"


def campaign(tmp_path, chapters: int):
    s = CampaignStore(tmp_path / "campaigns")
    c = s.create(GAME, "Thursday group", {"chapter": 0}, 1)
    for n in range(chapters):
        s.begin_chapter(c, n, 7, {"chapter": n})
        s.record_move(c, 0, f"move of chapter {n}")
        s.commit_chapter(c, n, {"chapter": n + 1}, 1)
    return s, c


def test_going_back_restores_the_campaign_as_it_stood_before_the_chapter_began(tmp_path):
    s, c = campaign(tmp_path, 13)
    assert s.backups(c)[0].startswith("013-") and s.backups(c)[-1].startswith("001-")  # newest first
    before_1 = s.backup_before(c, 1)
    assert before_1 == f"002-before-chapter-1{SUFFIX}"  # not before-chapter-10 to 12
    s.restore(c, before_1)
    assert s.load(c, GAME, 1).doc == {"chapter": 1}
    assert s.progress(c) is None  # chapter 1 is to be begun again, not a finished one resumed
    assert s.backup_before(c, 13) is None


def test_a_backup_cut_short_is_never_listed_and_the_next_one_is_whole(tmp_path, monkeypatch):
    s, c = campaign(tmp_path, 1)
    folder = tmp_path / "campaigns" / "backups" / c
    (folder / f"002-before-chapter-1{SUFFIX}.partial").write_bytes(b"SQLite format 3\0half")  # a killed commit
    assert s.backups(c) == [f"001-before-chapter-0{SUFFIX}"]
    from tabletop.persistence import campaigns

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(campaigns.os, "replace", full_disk)
    with pytest.raises(CampaignError, match="backup could not be written"):
        s.commit_chapter(c, 1, {"chapter": 2}, 1)
    monkeypatch.undo()
    assert s.backups(c) == [f"001-before-chapter-0{SUFFIX}"]  # nothing half written is offered
    assert s.load(c, GAME, 1).doc == {"chapter": 1}  # and the campaign is as it was
    for name in s.backups(c):
        s.restore(c, name)
        assert s.load(c, GAME, 1).doc == {"chapter": 0}


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_restore_never_reads_through_a_link(tmp_path):
    s, c = campaign(tmp_path, 1)
    folder = tmp_path / "campaigns" / "backups" / c
    secret = tmp_path / "elsewhere.campaign"
    secret.write_bytes((folder / s.backups(c)[0]).read_bytes())
    link = folder / f"009-before-chapter-5{SUFFIX}"
    os.symlink(secret, link)
    with pytest.raises(CampaignError, match="not a plain file"):
        s.restore(c, link.name)
    assert s.load(c, GAME, 1).doc == {"chapter": 1}


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
@pytest.mark.parametrize("target", ["a file elsewhere", "nowhere"])
def test_a_restore_over_a_link_where_the_campaign_was_is_refused_and_follows_nothing(tmp_path, target):
    """Issue 22 §5: the campaign file replaced by a link (to another file, or to
    nothing yet) is refused with a reason; the restore neither reads the file the link
    points to (into the copy it keeps of the campaign) nor writes where it points."""
    s, c = campaign(tmp_path, 1)
    path = tmp_path / "campaigns" / f"{c}{SUFFIX}"
    elsewhere = tmp_path / "elsewhere.txt"
    if target == "a file elsewhere":
        elsewhere.write_text("someone else's file")
    path.unlink()
    os.symlink(elsewhere, path)
    with pytest.raises(CampaignError, match="not a plain file") as refused:
        s.restore(c, s.backups(c)[0])
    assert refused.value.key == "campaign.unwritable"
    assert path.is_symlink()
    if target == "a file elsewhere":
        assert elsewhere.read_text() == "someone else's file"
    else:
        assert not elsewhere.exists()  # not made there
    assert not list((tmp_path / "campaigns").glob(f"{c}.replaced-*"))  # nothing read through it
