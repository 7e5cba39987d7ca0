"""A chapter committed on a full disk (issue 22 §5): the commit is refused with a
reason that says the disk is full, and nothing changes: the campaign on disk is
byte for byte what it was and still opens, the chapter just played is still there to
resume (and commit again), and no backup is left listed, neither a whole one of the
refused commit nor a `.partial` one cut short. Once space is freed the same commit is
made, and its backup opens as the campaign before the chapter.

Real faults: a file-size limit (the `disk_full` fixture, RLIMIT_FSIZE: no room at
all, or room for the backup but not for the campaign to grow), and where this user
may mount one, a small tmpfs filled up (`small_disk`)."""

from __future__ import annotations

import os

import pytest

from tabletop.persistence.campaigns import SUFFIX, CampaignError, CampaignStore

KINDS = ["betrayal_legacy", "comanauts"]


class Played:
    """A new campaign of `kind` whose first chapter (or session) bots have played to
    its end, every move recorded, not yet committed: the moment its commit is made."""

    def __init__(self, kind: str, folder) -> None:
        self.kind, self.store = kind, CampaignStore(folder)
        if kind == "betrayal_legacy":
            from tabletop.games.betrayal_legacy import campaign as module
            from tabletop.games.betrayal_legacy.chapters import initial_places
            from tabletop.controller.campaigns.betrayal_legacy import play_chapter
            from tabletop.games.betrayal_legacy.rules import CONTENT

            seats = [module.Seat(f"Bot {k + 1}", "random") for k in range(3)]
            campaign = module.new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT), seats)
            self.ident = self.store.create(kind, "Full disk", module.to_data(campaign), module.VERSION)
            _state, _result, after = play_chapter(campaign, 5, 2, self.store, self.ident)
        else:
            from tabletop.games.comanauts import campaign as module
            from tabletop.controller.campaigns.comanauts import play_session

            campaign = module.new_campaign([module.Seat("Ada", "random"), module.Seat("Bob", "random")])
            self.ident = self.store.create(kind, "Full disk", module.to_data(campaign), module.VERSION)
            _state, after = play_session(campaign, 5, 2, self.store, self.ident)
        self.module, self.campaign, self.doc = module, campaign, module.to_data(after)
        self.path = self.store.folder / f"{self.ident}{SUFFIX}"

    def commit(self):
        return self.store.commit_chapter(self.ident, 0, self.doc, self.module.VERSION)

    def number(self, campaign) -> int:
        """The chapter (session) a campaign plays next."""
        return campaign.chapter if self.kind == "betrayal_legacy" else campaign.next_session

    def opened(self, store: CampaignStore):
        return self.module.from_data(store.load(self.ident, self.kind, self.module.VERSION,
                                                self.module.MIGRATIONS).doc)

    def resumed(self) -> list[str]:
        """The chapter in progress as the game resumes it: its moves."""
        if self.kind == "betrayal_legacy":
            from tabletop.games.betrayal_legacy.in_progress import resume

            state = resume(self.store, self.ident)[0]
        else:
            from tabletop.games.comanauts.in_progress import resume_session

            state = resume_session(self.store, self.ident, self.campaign)[0]
        assert state.is_over  # played to its end: ready to be committed again
        return [str(a) for a in state.history]

    def refused_and_unchanged(self, refusal: CampaignError, raw: bytes, moves: tuple[str, ...]) -> None:
        assert "disk is full" in str(refusal), str(refusal)  # says why
        assert self.path.read_bytes() == raw  # nothing of the new campaign, nothing half written
        assert self.number(self.opened(self.store)) == 0
        progress = self.store.progress(self.ident)
        assert progress is not None and progress.chapter == 0 and progress.moves == moves
        assert self.resumed() == list(moves)
        assert self.store.backups(self.ident) == []
        assert not [p.name for p in (self.store.folder / "backups").rglob("*")  # no file left behind at all
                    if p.is_file()]

    def committed(self, backup, scratch) -> None:
        """The commit made: the campaign after the chapter, and its one backup whole."""
        assert self.number(self.opened(self.store)) == 1 and self.store.progress(self.ident) is None
        assert self.store.backups(self.ident) == [backup.name] == [f"001-before-chapter-0{SUFFIX}"]
        scratch.mkdir()
        (scratch / self.path.name).write_bytes(backup.read_bytes())
        copy = CampaignStore(scratch)
        assert self.number(self.opened(copy)) == 0 and copy.progress(self.ident) is None


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("room", ["none", "the backup's"])
def test_a_chapter_committed_past_a_file_size_limit_is_refused_and_changes_nothing(tmp_path, disk_full, kind,
                                                                                room):
    """No room at all refuses the backup; the campaign's own size lets the backup be
    written whole, then refuses the campaign's write: that backup must go too, or the
    retry would list the chapter's backup twice."""
    played = Played(kind, tmp_path / "campaigns")
    raw, moves = played.path.read_bytes(), played.store.progress(played.ident).moves
    limit = 0 if room == "none" else len(raw)
    with disk_full(limit), pytest.raises(CampaignError) as refused:
        played.commit()
    stage = "its backup" if room == "none" else "the campaign"
    assert str(refused.value).startswith(f"{stage} could not be written"), str(refused.value)
    played.refused_and_unchanged(refused.value, raw, moves)
    played.committed(played.commit(), tmp_path / "backup-copy")  # the limit is gone: the same commit is made


@pytest.mark.parametrize("kind", KINDS)
def test_a_chapter_committed_on_a_small_disk_that_is_full_is_refused_and_changes_nothing(tmp_path, small_disk,
                                                                                        fill, kind):
    """A real filesystem with no room left: refused, unchanged; a file deleted, the
    same commit is made."""
    played = Played(kind, small_disk / "campaigns")
    raw, moves = played.path.read_bytes(), played.store.progress(played.ident).moves
    fill(small_disk)
    with pytest.raises(CampaignError) as refused:
        played.commit()
    played.refused_and_unchanged(refused.value, raw, moves)
    os.unlink(small_disk / "filler")
    played.committed(played.commit(), tmp_path / "backup-copy")
