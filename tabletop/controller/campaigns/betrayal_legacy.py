"""A Betrayal Legacy campaign played headless by bots, chapter after chapter, through
the same steps the window takes (games/betrayal_legacy/chapters.py, campaign.py,
in_progress.py, bot_cast.py) and, when given one, the campaign store: each chapter
begun, recorded move by move and committed (persistence/campaigns.py). Used by
`tabletop simulate betrayal-legacy --campaign` and by the tests that play the whole
campaign.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

import attrs

from tabletop import games
from tabletop.ai import make_bot
from tabletop.controller.campaigns import committed, play_out
from tabletop.engine.rng import Rng
from tabletop.games.betrayal_legacy import campaign as legacy_campaign
from tabletop.games.betrayal_legacy.bot_cast import bot_characters
from tabletop.games.betrayal_legacy.campaign import (VERSION, Campaign, Seat, cast, fold_chapter,
                                                     new_campaign, to_data)
from tabletop.games.betrayal_legacy.chapters import (chapter_result, chapter_setup, game_options, initial_places,
                                                     member_names)
from tabletop.games.betrayal_legacy.in_progress import GAME_NAME, SCRIPTS, start_chapter
from tabletop.games.betrayal_legacy.rules import CONTENT


@attrs.frozen
class ChapterReport:
    """What one chapter did: its haunt and winner, the fates, and what it changed."""

    chapter: int
    year: int
    haunt: str
    winner: str
    fates: dict[str, tuple[str, bool, bool]]
    changes: tuple[str, ...]
    turns: int


def describe(op) -> str:
    """One operation in a line, for the report."""
    value = f" -> {op.value}" if op.value else ""
    return f"{op.op} {op.target}{value}".strip()


def play_chapter(campaign: Campaign, seed: int, think_ms: float = 20.0, store=None, ident: str | None = None,
                 log: Callable[[list], None] | None = None, stop_after: int | None = None):
    """Play the campaign's next chapter with its seats' bots (a person's seat plays as a
    random bot); returns the finished game, the chapter's result and the campaign after
    it. With a campaign `store`, the chapter is begun there and each move recorded as
    it is made (in_progress.py); `stop_after` moves, it stops there (a crash, for tests)
    and returns the unfinished game with no result."""
    chapter = campaign.chapter
    story = CONTENT.chapters
    campaign = cast(campaign, story[chapter].years, bot_characters(campaign, Rng(seed)))
    game = games.get(GAME_NAME)
    if store is not None:
        state, script = start_chapter(store, ident, campaign, seed)
    else:
        script = SCRIPTS[chapter]
        options = game_options(chapter_setup(campaign, script), script, member_names(campaign))
        state = game.new_game(len(campaign.playing), seed, options)
    bots = [make_bot(seat.kind if seat.kind != "human" else "random", game, seed * 31 + k,
                     **({"think_ms": think_ms} if seat.kind == "strong" else {}))
            for k, seat in enumerate(campaign.seats[s] for s in campaign.table)]
    if not play_out(state, bots, store, ident, log, stop_after):
        return state, None, None
    next_years = story[chapter + 1].years if chapter + 1 < len(story) else 0
    result = chapter_result(campaign, script, state, next_years)
    return state, result, fold_chapter(campaign, result)


def play_campaign(families: list[str], bots: list[str], seed: int, store=None, name: str = "Simulated",
                  think_ms: float = 20.0, chapters: int | None = None,
                  log: Callable[[int, list], None] | None = None,
                  after: Callable[[int, Campaign], None] | None = None) -> tuple[Campaign, list[ChapterReport]]:
    """Play a whole campaign (or its first `chapters`) with bots; with a campaign `store`,
    every chapter is begun, recorded and committed there, and the campaign read back
    from disk before the next one. `after(k, campaign)` sees it after chapter k."""
    seats = [Seat(f"Bot {k + 1}", bots[k % len(bots)]) for k in range(len(families))]
    campaign = new_campaign(families, initial_places(CONTENT), seats)
    ident = store.create(GAME_NAME, name, to_data(campaign), VERSION) if store is not None else None
    reports = []
    total = len(CONTENT.chapters) if chapters is None else chapters
    for k in range(total):
        chapter_seed = seed * 100 + k
        year = campaign.year
        state, result, after_chapter = play_chapter(campaign, chapter_seed, think_ms, store, ident,
                                                    (lambda events, k=k: log(k, events)) if log else None)
        reports.append(ChapterReport(campaign.chapter, year, result.record.haunt, result.record.winner,
                                     result.fates, tuple(describe(op) for op in result.operations),
                                     state.final.get("turns", 0)))
        campaign = committed(store, ident, campaign.chapter, after_chapter, GAME_NAME, legacy_campaign)
        if after is not None:
            after(k, campaign)
    return campaign, reports


def report_lines(reports: list[ChapterReport]) -> list[str]:
    out: list[str] = []
    for r in reports:
        out.append(f"chapter {r.chapter} ({r.year}): {r.haunt}: {r.winner} won in {r.turns} turns")
        for family, (fate, died, traitor) in r.fates.items():
            marks = ", ".join(m for m, on in (("died", died), ("traitor", traitor)) if on)
            out.append(f"    {family:<8} {fate}" + (f" [{marks}]" if marks else ""))
        out.append("    changed: " + ("; ".join(r.changes) if r.changes else "nothing"))
    return out


def summary(campaign: Campaign) -> dict[str, Any]:
    """The campaign's end state in numbers: what the house and decks hold."""
    places = campaign.places
    return {"destroyed": sorted(c for c, p in places.items() if p == "destroyed"),
            "stickers": [(s.sticker, s.target) for s in campaign.stickers],
            "stack": sum(1 for p in places.values() if p == "stack"),
            "decks": {d: sum(1 for p in places.values() if p == f"deck:{d}") for d in ("item", "event", "omen")}}



def simulate(index: int, seed: int, players: int, bots: list[str], think_ms: float,
             log: Callable[[list[dict[str, Any]]], None]) -> tuple[list[str], Counter]:
    """Campaign number `index` of `tabletop simulate betrayal_legacy --campaign`, the first
    `players` families played by the bots in turn: the lines to print (each chapter's
    winner, fates and lasting changes, and the house at the end) and who won its
    chapters. `log` gets its events, each with its chapter."""
    families = [f.id for f in CONTENT.families][:players]
    campaign, reports = play_campaign(families, list(bots), seed, think_ms=think_ms,
                                      log=lambda chapter, events: log([{"chapter": chapter, **e} for e in events]))
    state = summary(campaign)
    return [f"campaign {index + 1} (seed {seed}), {players} families: {', '.join(families)}",
            "\n".join(report_lines(reports)),
            f"  at the end: {state['stack']} tiles in the stack; decks {state['decks']}; "
            f"{len(state['stickers'])} stickers; destroyed: {', '.join(state['destroyed']) or 'nothing'}"], \
        Counter(r.winner for r in reports)


def totals(ends: list[Counter], seconds: float) -> str:
    """The last line of `simulate --campaign`: who won the chapters."""
    wins: Counter = Counter()
    for won in ends:
        wins.update(won)
    return (f"{len(ends)} campaign(s), {sum(wins.values())} chapters in {seconds:.1f} s: "
            f"heroes won {wins['heroes']}, the traitor {wins['traitor']}")
