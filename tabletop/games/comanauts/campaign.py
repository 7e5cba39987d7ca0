"""A Comanauts campaign (CO-GAME.6-7, CO-SETUP.6b, CO-D.51): sessions played one
after another by the same team; each won session puts a sticker on its Prime ID,
which leaves set-up from then on; the campaign is won when fewer than 5 ID entities
without a sticker remain (set-up needs 5), that is after 7 won sessions.

The campaign is plain data for the campaign store (tabletop/persistence/campaigns.py,
the same store as Betrayal Legacy's): the team, the stickered IDs and the sessions
played. `fold_session` is the pure function that folds a finished session into it.
The story told along the way is content (story.py's `CampaignStory`).
"""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.engine.content import one_of
from tabletop.engine.documents import from_document, to_document
from tabletop.engine.names import NAME_LIMIT, name_field

from .options import REVISION
from .setup import REVEALED_ENTITIES
from .story import Story

VERSION = 1  # of the campaign document; MIGRATIONS bring older ones up to date
GAME_NAME = "comanauts"


@attrs.frozen
class Seat:
    """Who plays a comanaut for the whole campaign: a person, or a bot."""

    name: str = name_field(NAME_LIMIT)
    kind: str = attrs.field(default="human", validator=one_of("human", "random", "strong"))


@attrs.frozen
class SessionRecord:
    index: int  # 0 for the first session
    seed: int
    prime: str  # the session's Prime ID
    won: bool
    reason: str = ""  # how it ended (the game's result)


@attrs.frozen
class Campaign:
    version: int = VERSION
    seats: tuple[Seat, ...] = ()
    stickered: tuple[str, ...] = ()  # Prime IDs defeated, in order (CO-D.51)
    sessions: tuple[SessionRecord, ...] = ()

    @property
    def next_session(self) -> int:
        return len(self.sessions)


def remaining(campaign: Campaign, story: Story) -> list[str]:
    """The ID entities still without a sticker (extra copies are never dealt)."""
    return [e.id for e in story.entities if not e.extra_copy and e.id not in campaign.stickered]


def is_won(campaign: Campaign, story: Story) -> bool:
    """CO-GAME.7, CO-D.51: too few IDs without a sticker are left to set up a session."""
    return len(remaining(campaign, story)) < REVEALED_ENTITIES


def new_campaign(seats: list[Seat]) -> Campaign:
    if not 2 <= len(seats) <= 4:
        raise ValueError("A Comanauts campaign is played by 2 to 4 comanauts (CO-D.19).")
    return Campaign(seats=tuple(seats))


def session_options(campaign: Campaign, story: Story) -> dict[str, Any]:
    """The next session's options: the comanauts' names, and the stickered IDs that
    leave set-up (CO-SETUP.6b)."""
    if is_won(campaign, story):
        raise ValueError("This campaign is won: no session is left to play.")
    # a new session plays by the rules model's current revision
    return {"names": [s.name for s in campaign.seats], "retired": sorted(campaign.stickered), "revision": REVISION}


def fold_session(campaign: Campaign, record: SessionRecord) -> Campaign:
    """The campaign after a finished session: the record kept, and a won session's
    Prime ID stickered (CO-D.51). A session is folded once, in order."""
    if record.index != campaign.next_session:
        raise ValueError(f"Session {record.index + 1} is not the one being played ({campaign.next_session + 1}).")
    stickered = campaign.stickered
    if record.won and record.prime not in stickered:
        stickered = (*stickered, record.prime)
    return attrs.evolve(campaign, stickered=stickered, sessions=(*campaign.sessions, record))


def session_record(campaign: Campaign, state) -> SessionRecord:
    """The finished game as the campaign records it."""
    if state.final is None:
        raise ValueError("The session is not over yet.")
    return SessionRecord(campaign.next_session, state.seed, state.prime, bool(state.final["winners"]),
                         str(state.final.get("reason", "")))


def to_data(campaign: Campaign) -> dict[str, Any]:
    return to_document(campaign)


def from_data(data: Any) -> Campaign:
    """A campaign read back from the store, checked; ValueError names what is wrong."""
    return from_document(data, Campaign)


#: how an older campaign document becomes the next version (none yet: version 1 is the first)
MIGRATIONS: dict[int, Any] = {}
