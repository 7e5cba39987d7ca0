"""`tabletop simulate`: bot games played headless, summarised, optionally logged.

Bots sit in the seats in the order given (cycled when fewer than the seats); the
order rotates by one seat each game so that no bot keeps the best seat.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import time
from collections import Counter, defaultdict
from typing import IO, Any, Sequence

import attrs

from tabletop import games
from tabletop.ai import make_bot
from tabletop.engine.game import Game
from tabletop.engine.text import clip, clip_repr


class LogError(Exception):
    """The log file cannot be written: the one-line message names it and says why."""

    def __init__(self, path: str, reason: OSError | ValueError | str) -> None:
        if isinstance(reason, OSError):
            reason = reason.strerror or clip(reason, 80)
        # A path may be long and still be what the user typed: clip it later than a word.
        super().__init__(f"cannot write the log file {clip_repr(path, 160)}: {clip(reason, 80)}")


def open_log(path: str) -> IO[str]:
    """The log file, opened for writing and shown to be writable. Opening alone
    proves little: a full disk, /dev/full or a file-size limit only fails when
    bytes are written, so a probe byte is written and flushed (and, in a regular
    file, taken back). A terminal or a pipe gets no probe, which its reader would
    see, but line buffering, so that a failure shows at the first event."""
    if not path:
        raise LogError(path, "the file name is empty")
    try:
        log = open(path, "w", encoding="utf-8")
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise LogError(path, exc) from None
    try:
        mode = os.fstat(log.fileno()).st_mode
        if stat.S_ISREG(mode) or (stat.S_ISCHR(mode) and not log.isatty()):
            log.write("\n")
            log.flush()
            if stat.S_ISREG(mode):
                log.seek(0)
                log.truncate()
        else:
            log.reconfigure(line_buffering=True)
    except OSError as exc:
        with contextlib.suppress(OSError):
            log.close()
        raise LogError(path, exc) from None
    return log


@attrs.define
class Summary:
    game: str
    players: int
    games: int = 0
    turns: int = 0
    seconds: float = 0.0
    seat_wins: Counter = attrs.field(factory=Counter)
    bot_wins: Counter = attrs.field(factory=Counter)
    bot_seats: Counter = attrs.field(factory=Counter)  # games played per bot kind, seat-weighted
    seat_scores: dict = attrs.field(factory=lambda: defaultdict(float))
    bot_scores: dict = attrs.field(factory=lambda: defaultdict(float))
    outcomes: Counter = attrs.field(factory=Counter)  # loss reasons, for cooperative games
    team_wins: int = 0  # cooperative games: games the whole table won
    sides: Counter = attrs.field(factory=Counter)  # games with sides (heroes, a traitor): (scenario, side, why)
    titles: dict = attrs.field(factory=dict)  # scenario id -> its name
    rounds: int = 0
    # faults no game may ever show: a seat out of the game asked about its own figure,
    # an event that happens once to a seat happening again (Game.once_per_seat)
    out_asked: int = 0
    repeated: int = 0
    reveals: int = 0  # events that showed what chance or a hidden order decided (Game.reveals)

    def add(self, result: dict[str, Any], seating: Sequence[str], watch: "Watch | None" = None) -> None:
        self.games += 1
        if watch is not None:
            self.out_asked += watch.out_asked
            self.repeated += sum(n - 1 for n in watch.once.values() if n > 1)
            self.reveals += watch.reveals
        self.turns += result.get("turns", 0)
        for seat in result.get("winners", []):
            self.seat_wins[seat] += 1
            self.bot_wins[seating[seat]] += 1
        for seat, bot in enumerate(seating):
            self.bot_seats[bot] += 1
        scores = result.get("scores")
        if scores:
            for seat, score in enumerate(scores):
                self.seat_scores[seat] += score
                self.bot_scores[seating[seat]] += score
        if "side" in result:  # a game of sides: which side won which scenario, and why
            self.sides[(result.get("haunt", ""), result["side"], result.get("reason", ""))] += 1
            self.titles[result.get("haunt", "")] = result.get("title") or result.get("haunt", "")
            self.rounds += result.get("rounds", 0)
        elif "reason" in result:  # a cooperative game: everybody wins or loses together
            self.outcomes[result["reason"]] += 1
            self.team_wins += len(result.get("winners", [])) == self.players

    def lines(self) -> list[str]:
        n = max(self.games, 1)
        rate = self.games / self.seconds if self.seconds else float("inf")
        out = [
            f"{self.game}: {self.games} games, {self.players} players",
            f"  mean turns      {self.turns / n:.1f}",
            f"  games/second    {rate:.1f}",
            "  wins per seat   " + ", ".join(
                f"seat {s + 1}: {self.seat_wins[s]} ({100 * self.seat_wins[s] / n:.0f}%)"
                for s in range(self.players)),
        ]
        if self.seat_scores:
            out.append("  mean score/seat " + ", ".join(
                f"seat {s + 1}: {self.seat_scores[s] / n:.1f}" for s in range(self.players)))
        for bot in sorted(self.bot_seats):
            seats = self.bot_seats[bot]
            line = (f"  bot {bot:<8} in {seats} seats, won {self.bot_wins[bot]} "
                    f"({100 * self.bot_wins[bot] / seats:.0f}% of its seats)")
            if self.bot_scores:
                line += f", mean score {self.bot_scores[bot] / seats:.1f}"
            out.append(line)
        out.append(f"  reveals         {self.reveals} ({self.reveals / n:.1f} a game)")
        out.append(f"  faults          {self.out_asked} questions to a seat out of the game, "
                   f"{self.repeated} once-only events repeated")
        if self.outcomes:
            out.append(f"  team win rate   {self.team_wins} of {self.games} ({100 * self.team_wins / n:.0f}%)")
        for reason, count in sorted(self.outcomes.items()):
            out.append(f"  ended by {reason}: {count} ({100 * count / n:.0f}%)")
        if self.sides:
            scenarios = sorted({scenario for scenario, _, _ in self.sides})
            out.append(f"  haunts revealed {len(scenarios)} distinct; mean rounds after the reveal {self.rounds / n:.1f}")
            totals = Counter()
            for (_, side, _), count in self.sides.items():
                totals[side] += count
            out.append("  sides won       " + ", ".join(f"{side} {count} ({100 * count / n:.0f}%)"
                                                       for side, count in sorted(totals.items())))
            for scenario in sorted(scenarios, key=lambda sc: self.titles[sc]):
                won = [(side, why, count) for (sc, side, why), count in sorted(self.sides.items()) if sc == scenario]
                out.append(f"  {self.titles[scenario]}: " + ", ".join(f"{side} {count} ({why})"
                                                                      for side, why, count in won))
        return out


def seating_for(bots: Sequence[str], players: int, game_index: int) -> list[str]:
    """Which bot sits in each seat in game number `game_index`: the list is cycled
    over the seats, and rotated by one seat per game."""
    shift = game_index % players
    return [bots[((seat - shift) % players) % len(bots)] for seat in range(players)]


@attrs.define
class Watch:
    """What one game showed of the faults no game may have (see Summary)."""

    game: Game
    out_asked: int = 0
    once: Counter = attrs.field(factory=Counter)
    reveals: int = 0

    def asked(self, state) -> None:
        if state.seat_out(state.to_act) and not state.deciding_for_side():
            self.out_asked += 1

    def saw(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["event"] in self.game.once_per_seat:
                self.once[(event["event"], event.get("seat"))] += 1
            if event["event"] in self.game.reveals:
                self.reveals += 1


def play_one(game: Game, players: int, seed: int, seating: Sequence[str], think_ms: float,
             log: IO[str] | None, index: int, options: dict[str, Any] | None = None,
             watch: Watch | None = None) -> dict[str, Any]:
    state = game.new_game(players, seed, options)
    bots = [make_bot(kind, game, seed * 31 + seat, **({"think_ms": think_ms} if kind == "strong" else {}))
            for seat, kind in enumerate(seating)]
    opening = getattr(state, "opening_events", [])
    if log:
        _write(log, index, seed, opening)
    if watch is not None:
        watch.saw(opening)
    while not state.is_over:
        seat = state.to_act
        if watch is not None:
            watch.asked(state)
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        events = state.apply(action)
        if watch is not None:
            watch.saw(events)
        if log:
            _write(log, index, seed, events)
    return state.result


def _write(log: IO[str], index: int, seed: int, events: list[dict[str, Any]]) -> None:
    try:
        for event in events:
            log.write(json.dumps({"game": index, "seed": seed, **event}) + "\n")
    except OSError as exc:  # the disk filled up mid-run
        raise LogError(log.name, exc) from None


def run(name: str, players: int, count: int, seed: int, bots: Sequence[str], think_ms: float,
        log: IO[str] | None, progress: IO[str] | None = None, options: dict[str, Any] | None = None) -> Summary:
    """Play `count` games with the game's `options`; `log` (from `open_log`) gets
    every event and is closed."""
    game = games.get(name)
    summary = Summary(game=name, players=players)
    start = time.perf_counter()
    try:
        for index in range(count):
            seating = seating_for(bots, players, index)
            watch = Watch(game)
            result = play_one(game, players, seed + index, seating, think_ms, log, index, options, watch)
            summary.add(result, seating, watch)
            if progress:
                _progress(progress, index + 1, count)
    finally:
        if log:
            _close(log)
    summary.seconds = time.perf_counter() - start
    if progress:
        progress.write("\n")
    return summary


def setup_options(name: str, players: int, fresh_box: bool = False) -> tuple[dict[str, Any] | None, str]:
    """The options every game of the run starts from, and what to call them: those of
    the game's declared free play (a finished campaign's house, or with `fresh_box` a
    fresh box), else its defaults (None, "")."""
    start = games.declaration(name).free_play
    if start is None:
        return None, ""
    return games.resolve(start)(players, fresh_box)


def _close(log: IO[str]) -> None:
    try:
        log.close()  # writes what is still buffered
    except OSError as exc:
        raise LogError(log.name, exc) from None


def _progress(stream: IO[str], done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    stream.flush()


def main(args: Any) -> int:
    progress = sys.stderr if sys.stderr.isatty() else None
    if getattr(args, "campaign", False):
        return campaigns(args)
    options, setup = setup_options(args.game, args.players, getattr(args, "fresh_box", False))
    if getattr(args, "haunt", None) is not None:
        options = {**(options or {}), "haunt": args.haunt}
    summary = run(args.game, args.players, args.games, args.seed, args.bots, args.think_ms,
                  getattr(args, "log_file", None), progress, options)
    if setup:
        print(f"{args.game}: {setup}")
    print("\n".join(summary.lines()))
    return 0


def campaigns(args: Any) -> int:
    """`simulate <game> --campaign`: whole campaigns by bots, each played by the module the
    game's Declaration names for its campaign and printed as it ends, then the totals;
    `--log` gets every event with its campaign (and its chapter or session)."""
    module = games.resolve(games.declaration(args.game).campaign)
    log = getattr(args, "log_file", None)
    ends = []
    start = time.perf_counter()
    try:
        for index in range(args.games):
            seed = args.seed + index

            def write(events: list[dict[str, Any]], index: int = index, seed: int = seed) -> None:
                if log:
                    _write(log, index, seed, events)

            lines, end = module.simulate(index, seed, args.players, list(args.bots), args.think_ms, write)
            print("\n".join(lines))
            ends.append(end)
    finally:
        if log:
            _close(log)
    print(module.totals(ends, time.perf_counter() - start))
    return 0
