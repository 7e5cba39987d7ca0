"""Free play (BL-D.40): a game on a finished campaign's house, or on the finished
campaign that ships with the game (data/finished_campaign.json, written by
build_scripts/finished_campaign.py) for those who never played one, with its stickers,
its destroyed components and its open pages of the Black Folio; or, asked for, on a
fresh box. The haunt is the chart's, and House on the Hill's "skip the haunts already
played" may be on (BL-D.50, BH-HOPT)."""

from __future__ import annotations

import json
from typing import Any, Iterable

from .campaign import Campaign, from_data, migrated
from .chapters import game_options
from .content import DATA

FINISHED = DATA / "finished_campaign.json"


def finished_campaign() -> Campaign:
    """The finished campaign that ships with the game (BL-D.40)."""
    return from_data(migrated(json.loads(FINISHED.read_text(encoding="utf-8"))))


def free_play_options(campaign: Campaign, families: Iterable[str] | None = None, seats: int | None = None,
                      skip_played: Iterable[int] | None = None) -> dict[str, Any]:
    """A free-play game's options on `campaign`'s house: its tiles, decks, stickers and
    open Folio pages; the `families` at the table (default: the first `seats` of the
    campaign's, else all), without the stickers of the families not there; and, when
    given, the haunt numbers already played, which the chart passes over (BL-D.50)."""
    from .rules import FAMILIES

    options = game_options(campaign, None)
    chosen = list(families) if families is not None else list(campaign.roster)[:seats]
    options["families"] = chosen
    options["stickers"] = [s for s in options["stickers"] if s[1] not in FAMILIES or s[1] in chosen]
    if skip_played is not None:
        options["skip_played"] = sorted(set(skip_played))
    return options


def simulated_start(players: int, fresh_box: bool = False) -> tuple[dict[str, Any] | None, str]:
    """What every game of `tabletop simulate betrayal_legacy` starts from, and the words
    its summary says it in: free play on the finished campaign's house that ships (its
    tiles, decks, stickers, destroyed cards and open Folio pages; the first families of
    its roster), or with `fresh_box` on a fresh box (BL-D.40)."""
    if fresh_box:
        return None, "free play on a fresh box"
    campaign = finished_campaign()
    options = free_play_options(campaign, seats=players)
    return options, (f"free play on the finished house ({len(options['stickers'])} stickers, "
                     f"{sum(1 for p in campaign.places.values() if p == 'destroyed')} components destroyed)")
