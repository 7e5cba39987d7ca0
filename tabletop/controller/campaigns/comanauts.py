"""A Comanauts campaign played headless by bots, session after session, through the
same steps the window takes (games/comanauts/campaign.py, in_progress.py) and, when
given one, the campaign store: each session begun, recorded move by move and committed
(persistence/campaigns.py). Used by `tabletop simulate comanauts --campaign` and by the
tests."""

from __future__ import annotations

import statistics
from typing import Any, Callable

import attrs

from tabletop import games
from tabletop.ai import make_bot
from tabletop.controller.campaigns import committed, play_out
from tabletop.games.comanauts import campaign as comanauts_campaign
from tabletop.games.comanauts.campaign import (GAME_NAME, VERSION, Campaign, Seat, SessionRecord, fold_session,
                                               is_won, new_campaign, session_options, session_record,
                                               to_data)
from tabletop.games.comanauts.in_progress import begin_session
from tabletop.games.comanauts.library import STORY

#: a campaign that has not been won after this many sessions is given up (the report says so)
MOST_SESSIONS = 60


@attrs.frozen
class SessionReport:
    index: int
    prime: str
    won: bool
    reason: str
    turns: int


def play_session(campaign: Campaign, seed: int, think_ms: float = 20.0, store=None, ident: str | None = None,
                 log: Callable[[list], None] | None = None):
    """Play the campaign's next session with its seats' bots (a person's seat plays as
    the strong bot); returns the finished game and the campaign after it."""
    game = games.get(GAME_NAME)
    if store is not None:
        state = begin_session(store, ident, campaign, seed)
    else:
        state = game.new_game(len(campaign.seats), seed, session_options(campaign, STORY))
    bots = [make_bot(seat.kind if seat.kind != "human" else "strong", game, seed * 31 + k,
                     **({"think_ms": think_ms} if seat.kind != "random" else {}))
            for k, seat in enumerate(campaign.seats)]
    play_out(state, bots, store, ident, log)
    return state, fold_session(campaign, session_record(campaign, state))


def play_campaign(seats: list[Seat], seed: int, store=None, name: str = "Simulated", think_ms: float = 20.0,
                  log: Callable[[int, list], None] | None = None,
                  after: Callable[[int, Campaign], None] | None = None) -> tuple[Campaign, list[SessionReport]]:
    """Sessions until the campaign is won (or MOST_SESSIONS); with a campaign `store`,
    each is begun, recorded and committed there and the campaign read back from disk
    before the next. `after(k, campaign)` sees it after session k."""
    campaign = new_campaign(seats)
    ident = store.create(GAME_NAME, name, to_data(campaign), VERSION) if store is not None else None
    reports: list[SessionReport] = []
    while not is_won(campaign, STORY) and len(reports) < MOST_SESSIONS:
        k = campaign.next_session
        state, after_session = play_session(campaign, seed * 1000 + k, think_ms, store, ident,
                                            (lambda events, k=k: log(k, events)) if log else None)
        record: SessionRecord = after_session.sessions[-1]
        reports.append(SessionReport(k, record.prime, record.won, record.reason, state.final.get("turns", 0)))
        campaign = committed(store, ident, k, after_session, GAME_NAME, comanauts_campaign)
        if after is not None:
            after(k, campaign)
    return campaign, reports


def report_lines(reports: list[SessionReport]) -> list[str]:
    lines = []
    for r in reports:
        outcome = "won: its Prime ID is stickered" if r.won else f"lost ({r.reason})"
        lines.append(f"  session {r.index + 1}: Prime ID {r.prime}: {outcome}, {r.turns} turns")
    return lines


def summary(campaign: Campaign) -> dict[str, Any]:
    return {"sessions": len(campaign.sessions), "won": is_won(campaign, STORY), "stickered": list(campaign.stickered)}



def simulate(index: int, seed: int, players: int, bots: list[str], think_ms: float,
             log: Callable[[list[dict[str, Any]]], None]) -> tuple[list[str], int | None]:
    """Campaign number `index` of `tabletop simulate comanauts --campaign` (CO-D.51),
    played until won (or given up), the bots seated in turn: the lines to print (each
    session's Prime ID and outcome) and how many sessions the win took (None: given
    up). `log` gets its events, each with its session."""
    seats = [Seat(f"Bot {i + 1}", bots[i % len(bots)]) for i in range(players)]
    campaign, reports = play_campaign(seats, seed, think_ms=think_ms,
                                      log=lambda session, events: log([{"session": session, **e} for e in events]))
    lines = [f"campaign {index + 1} (seed {seed}), {players} comanauts:", "\n".join(report_lines(reports))]
    stickered = f"({len(campaign.stickered)} Prime IDs stickered)"
    if is_won(campaign, STORY):
        return [*lines, f"  won after {len(reports)} sessions {stickered}"], len(reports)
    return [*lines, f"  given up after {len(reports)} sessions {stickered}"], None


def totals(ends: list[int | None], seconds: float) -> str:
    """The last line of `simulate --campaign`: how many sessions the wins took."""
    took = sorted(n for n in ends if n is not None)
    if not took:
        return f"{len(ends)} campaign(s) in {seconds:.1f} s: none won"
    return (f"{len(ends)} campaign(s) in {seconds:.1f} s: {len(took)} won; sessions to a win: "
            f"median {statistics.median(took)}, fewest {took[0]}, most {took[-1]}")
