"""A session in progress in the campaign store (persistence/campaigns.py, the `store`
given): begun with its seed and its game's options, then its moves one by one; after
a crash it is rebuilt from those exactly where it was. Nothing of the campaign itself
changes until the session is committed. The window (client/games/comanauts/
campaign_link.py) and bots playing whole campaigns (controller/campaigns/comanauts.py)
begin and resume sessions here."""

from __future__ import annotations

from typing import Any

from tabletop import games

from .campaign import GAME_NAME, Campaign, session_options
from .library import STORY


def begin_session(store, ident: str, campaign: Campaign, seed: int):
    """A new game for the campaign's next session, recorded in the store (its moves
    follow as they are made)."""
    options = session_options(campaign, STORY)
    state = games.get(GAME_NAME).new_game(len(campaign.seats), seed, options)
    store.begin_chapter(ident, campaign.next_session, seed, {"options": options})
    return state


def resume_session(store, ident: str, campaign: Campaign):
    """The session in progress rebuilt from its seed, options and moves (after a crash),
    and the moves replayed; None when there is none. CampaignError for a damaged record;
    ValueError (IllegalAction) for a move the rules refuse."""
    progress = store.progress(ident)
    if progress is None:
        return None
    data: Any = progress.options
    if not isinstance(data, dict) or "options" not in data or progress.chapter != campaign.next_session:
        raise ValueError("the session in progress does not belong to this campaign's next session")
    state = games.get(GAME_NAME).new_game(len(campaign.seats), progress.seed, data["options"])
    for text in progress.moves:
        state.apply(text)
    return state, list(progress.moves)
