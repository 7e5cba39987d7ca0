"""A Comanauts campaign session at the table: the session of its game, saved move by
move into its campaign (persistence/campaigns.py's ChapterSave; the game's
in_progress.py begins and resumes it), and what the end of the game does with the
campaign (campaign.py's fold_session). Nothing of the campaign changes until the
session is committed: a session abandoned or begun again changes nothing."""

from __future__ import annotations

import time

import attrs

from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo
from tabletop.persistence.campaigns import CampaignStore, ChapterSave

from tabletop.games.comanauts.campaign import (GAME_NAME, MIGRATIONS, VERSION, Campaign, fold_session, from_data,
                                               session_record, to_data)
from tabletop.games.comanauts.in_progress import begin_session, resume_session

STRONG_THINK_MS = 400


@attrs.define
class SessionLink:
    """The campaign a session's game belongs to: the store, its id, the campaign as it
    was when the session began."""

    store: CampaignStore
    ident: str
    campaign: Campaign
    committed: Campaign | None = None

    def commit(self, state) -> Campaign:
        """Fold the finished session into the campaign and write it (backed up first),
        once; CampaignError when it cannot be written, the campaign on disk unchanged."""
        if self.committed is None:
            after = fold_session(self.campaign, session_record(self.campaign, state))
            self.store.commit_chapter(self.ident, self.campaign.next_session, to_data(after), VERSION)
            self.committed = after
        return self.committed


def load_campaign(store: CampaignStore, ident: str) -> tuple[str, Campaign]:
    """The campaign on disk, migrated and checked, and its name (CampaignError,
    ValueError)."""
    record = store.load(ident, GAME_NAME, VERSION, MIGRATIONS)
    return record.name, from_data(record.doc)


def seats_of(campaign: Campaign, remote: frozenset[int] = frozenset()) -> list[SeatInfo]:
    """The session's seats; a seat in `remote` is played from another machine this
    session (the campaign still has it a person's)."""
    return [SeatInfo(seat.name, "remote" if k in remote else seat.kind, STRONG_THINK_MS if seat.kind == "strong" else 0)
            for k, seat in enumerate(campaign.seats)]


def begin(store: CampaignStore, ident: str, campaign: Campaign, seed: int | None = None,
          remote: frozenset[int] = frozenset()) -> Session:
    """A new game for the campaign's next session; the seats in `remote` are played from
    other machines (netplay.open_hosted hosts them)."""
    seed = time.time_ns() % (2**62) if seed is None else seed
    state = begin_session(store, ident, campaign, seed)
    return _session(store, ident, campaign, state, [], remote)


def resume(store: CampaignStore, ident: str, campaign: Campaign) -> Session | None:
    """The session in progress, where it was; None when there is none."""
    found = resume_session(store, ident, campaign)
    if found is None:
        return None
    state, moves = found
    return _session(store, ident, campaign, state, moves)


def _session(store, ident, campaign, state, saved: list[str], remote: frozenset[int] = frozenset()) -> Session:
    session = Session(state, seats_of(campaign, remote), ChapterSave(store, ident, saved))
    session.context = SessionLink(store, ident, campaign)
    return session
