"""A campaign chapter at the table: the session of its game, saved move by move into
its campaign (persistence/campaigns.py's ChapterSave; games/betrayal_legacy/in_progress.py
begins and resumes it), and what the end of the game does with the campaign
(chapters.py's chapter_result, campaign.py's fold_chapter). Nothing of the campaign
changes until the chapter is committed (BL-D.37): a chapter abandoned or begun again
applies none of its changes."""

from __future__ import annotations

import attrs

from tabletop.controller.session import Session
from tabletop.engine.game import OlderRules
from tabletop.persistence import SeatInfo
from tabletop.persistence.campaigns import CampaignStore, ChapterSave

from tabletop.games.betrayal_legacy import in_progress
from tabletop.games.betrayal_legacy.campaign import VERSION, MIGRATIONS, Campaign, fold_chapter, from_data, to_data
from tabletop.games.betrayal_legacy.chapters import Script, chapter_result, member_names
from tabletop.games.betrayal_legacy.rules import CONTENT

SCRIPTS = in_progress.SCRIPTS
STRONG_THINK_MS = 400


@attrs.define
class ChapterLink:
    """The campaign a chapter's session belongs to: the store, the campaign's id, the
    campaign as cast for this chapter, and the chapter's script."""

    store: CampaignStore
    ident: str
    campaign: Campaign
    script: Script

    def result(self, state, fates: dict[str, str] | None = None):
        story = CONTENT.chapters
        nxt = self.script.index + 1
        years = story[nxt].years if nxt < len(story) else 0
        return chapter_result(self.campaign, self.script, state, years, fates)

    def commit(self, state, fates: dict[str, str] | None = None) -> Campaign:
        """Fold the finished chapter into the campaign and write it (backed up first);
        CampaignError when it cannot be written, the campaign on disk unchanged."""
        after = fold_chapter(self.campaign, self.result(state, fates))
        self.store.commit_chapter(self.ident, self.script.index, to_data(after), VERSION)
        return after


def load_campaign(store: CampaignStore, ident: str) -> tuple[str, Campaign]:
    """The campaign on disk, migrated and checked, and its name (CampaignError,
    ValueError)."""
    record = store.load(ident, in_progress.GAME_NAME, VERSION, MIGRATIONS)
    return record.name, from_data(record.doc)


def seats_of(campaign: Campaign, remote: frozenset[int] = frozenset()) -> list[SeatInfo]:
    """The chapter's seats, the families playing it in turn; a campaign seat in `remote`
    is played from another machine tonight (the campaign still has it a person's)."""
    return [SeatInfo(name, "remote" if k in remote else campaign.seats[k].kind,
                     STRONG_THINK_MS if campaign.seats[k].kind == "strong" else 0)
            for k, name in zip(campaign.table, member_names(campaign))]


def begin_chapter(store: CampaignStore, ident: str, cast_campaign: Campaign, seed: int | None = None,
                  remote: frozenset[int] = frozenset()) -> Session:
    """A new game for the campaign's next chapter (its characters cast); the campaign
    seats in `remote` are played from other machines (netplay.open_hosted hosts them)."""
    state, script = in_progress.start_chapter(store, ident, cast_campaign, seed)
    return _session(store, ident, cast_campaign, script, state, [], remote=remote)


def resume_chapter(store: CampaignStore, ident: str) -> Session | None:
    """The chapter in progress, where it was; None when there is none. Begun under an
    earlier revision of the rules, its save's `older_rules` says so (and how many of its
    last moves today's rules left out)."""
    found = in_progress.resume(store, ident)
    if found is None:
        return None
    state, cast_campaign, script, moves, older = found
    return _session(store, ident, cast_campaign, script, state, moves, older)


def chapter_older_rules(store: CampaignStore, ident: str) -> OlderRules | None:
    """Whether the chapter in progress was begun under an earlier revision of the rules
    (and how many of its moves today's rules leave out), for the campaign screen to say
    before it is resumed; None when it was not, or when it cannot be resumed at all (the
    Resume button says why)."""
    try:
        found = in_progress.resume(store, ident)
    except ValueError:  # CampaignError and SaveError too
        return None
    return found[4] if found is not None else None


def _session(store, ident, cast_campaign, script, state, saved: list[str], older: OlderRules | None = None,
             remote: frozenset[int] = frozenset()) -> Session:
    session = Session(state, seats_of(cast_campaign, remote), ChapterSave(store, ident, saved, older))
    session.context = ChapterLink(store, ident, cast_campaign, script)
    return session
