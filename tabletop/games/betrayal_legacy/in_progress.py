"""A chapter in progress in the campaign store (persistence/campaigns.py): begun with its
seed, its game's options, the campaign as cast for it (the names and ages chosen in
private) and the revision of the game's rules, then its moves one by one; after a crash
it is rebuilt from those exactly where it was (BL-D.37). A chapter begun under an
earlier revision of the rules (a record without one is revision 1) is rebuilt under
today's as far as its moves are still allowed (the engine's `Game.replay_recorded`), and
says so. Nothing of the campaign itself changes until the chapter is committed."""

from __future__ import annotations

import time
from typing import Any

from tabletop import games
from tabletop.engine.game import OlderRules

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
    store.begin_chapter(ident, script.index, seed,
                        {"options": options, "campaign": to_data(cast_campaign), "rules": state.game.rules_revision})
    return state, script


def resume(store, ident: str) -> tuple[Any, Campaign, Script, list[str], OlderRules | None] | None:
    """(the game, the cast campaign, the script, the moves recorded, and OlderRules when
    it was begun under an earlier revision of the rules) of the chapter in progress,
    rebuilt from its seed, options and moves; None when there is none. CampaignError for
    a damaged record, SaveError for a revision of the rules that is malformed or newer
    than this version's; ValueError (IllegalAction) for a move today's rules refuse in a
    chapter begun under them."""
    progress = store.progress(ident)
    if progress is None:
        return None
    data: Any = progress.options
    if not isinstance(data, dict) or not isinstance(data.get("options"), dict) or "campaign" not in data:
        raise ValueError("the chapter in progress does not say how it began")
    game = games.get(GAME_NAME)
    revision = game.recorded_rules(data)
    cast_campaign = from_data(migrated(data["campaign"]))  # begun before the campaign's last version
    if not 0 <= progress.chapter < len(SCRIPTS) or cast_campaign.chapter != progress.chapter:
        raise ValueError("the chapter in progress is not the chapter its campaign was cast for")
    script = SCRIPTS[progress.chapter]
    options = {**data["options"], "seats": len(cast_campaign.playing)}
    state, older = game.replay_recorded(progress.seed, options, progress.moves, revision)
    return state, cast_campaign, script, list(progress.moves), older
