"""A chapter in progress in the campaign store (persistence/campaigns.py): begun with its
seed, its game's options and the campaign as cast for it (the names and ages chosen in
private), then its moves one by one; after a crash it is rebuilt from those exactly
where it was (BL-D.37). Nothing of the campaign itself changes until the chapter is
committed."""

from __future__ import annotations

import time
from typing import Any

from tabletop import games

from .campaign import Campaign, from_data, migrated, to_data
from .chapters import Script, chapter_setup, game_options, load_scripts, member_names
from .rules import CONTENT

GAME_NAME = "betrayal_legacy"
SCRIPTS: tuple[Script, ...] = load_scripts(CONTENT)


def start_chapter(store, ident: str, cast_campaign: Campaign, seed: int | None = None):
    """A new game for the cast campaign's next chapter, recorded in the campaign."""
    script = SCRIPTS[cast_campaign.chapter]
    options = game_options(chapter_setup(cast_campaign, script), script, member_names(cast_campaign))
    seed = time.time_ns() % (2**62) if seed is None else seed
    state = games.get(GAME_NAME).new_game(len(cast_campaign.playing), seed, options)
    store.begin_chapter(ident, script.index, seed, {"options": options, "campaign": to_data(cast_campaign)})
    return state, script


def resume(store, ident: str) -> tuple[Any, Campaign, Script, list[str]] | None:
    """(the game, the cast campaign, the script, the moves replayed) of the chapter in
    progress, rebuilt from its seed, options and moves; None when there is none.
    CampaignError for a damaged record; ValueError (IllegalAction) for a move the rules
    refuse."""
    progress = store.progress(ident)
    if progress is None:
        return None
    data: Any = progress.options
    if not isinstance(data, dict) or "options" not in data or "campaign" not in data:
        raise ValueError("the chapter in progress does not say how it began")
    cast_campaign = from_data(migrated(data["campaign"]))  # begun before the campaign's last version
    script = SCRIPTS[progress.chapter]
    state = games.get(GAME_NAME).new_game(len(cast_campaign.playing), progress.seed, data["options"])
    for text in progress.moves:
        state.apply(text)
    return state, cast_campaign, script, list(progress.moves)
