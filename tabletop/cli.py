"""The `tabletop` command line.

    tabletop                      open the window
    tabletop --smoke              draw the menu and a table with no screen, then exit
    tabletop simulate GAME ...    bot games played headless, with a summary
    tabletop bench rules [GAME]   how fast the rules models run
    tabletop bench startup|frame|memory|exe   the window's figures
    tabletop bench enemy-turn            Comanauts: one enemy turn with 6 enemies
    tabletop bench sessions [GAME]       whole bot sessions per second

Bad arguments get one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from tabletop import __version__, games


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not usage + message
        sys.stderr.write(f"tabletop: {message}\n")
        raise SystemExit(2)


class UsageError(Exception):
    """Arguments that parse but make no sense (7 players, an unknown game)."""


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not a positive count")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text} must be more than 0")
    return value


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tabletop", description="Five board games on one table, with the rules enforced.")
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="open the window with the dummy video driver, draw the menu and a table, exit")
    # For `bench startup`: exit once the first menu frame is drawn.
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play bot games headless and print a summary")
    sim.add_argument("game", help="one of: " + ", ".join(games.names()))
    sim.add_argument("--players", type=_count, default=None, help="seats at the table (default: the fewest)")
    sim.add_argument("--games", type=_count, default=100, help="how many games (default 100)")
    sim.add_argument("--seed", type=_int, default=1, help="seed of the first game; game i uses seed+i")
    sim.add_argument("--bots", default="random",
                     help="comma-separated bots by seat, cycled if fewer than seats (random, strong)")
    sim.add_argument("--think-ms", type=_positive_float, default=20.0,
                     help="thinking time of each strong-bot move, in milliseconds (default 20)")
    sim.add_argument("--log", default=None, help="write every event as one JSON object per line")

    bench = sub.add_parser("bench", help="measure speed")
    what = bench.add_subparsers(dest="what", parser_class=_Parser, required=True)
    rules = what.add_parser("rules", help="full random games/s and apply steps/s per game")
    rules.add_argument("game", nargs="?", default=None, help="one game (default: all)")
    rules.add_argument("--runs", type=_count, default=5, help="runs to take the median of (default 5)")
    rules.add_argument("--games", type=_count, default=100, help="games per run (default 100)")
    startup = what.add_parser("startup", help="start to first menu frame, beside a bare pygame window")
    startup.add_argument("--runs", type=_count, default=7, help="runs to take the median of (default 7)")
    frame = what.add_parser("frame", help="frame times on a busy table at 1600x900")
    frame.add_argument("--frames", type=_count, default=900, help="frames to measure (default 900)")
    frame.add_argument("--game", choices=("darkmoor", "comanauts"), default="darkmoor",
                       help="the table to measure (default darkmoor)")
    turn = what.add_parser("enemy-turn", help="Comanauts: one enemy turn with 6 enemies, resolved by the model")
    turn.add_argument("--turns", type=_count, default=300, help="turns to take the median of (default 300)")
    sessions = what.add_parser("sessions", help="whole bot sessions per second (default: Comanauts, 2 comanauts)")
    sessions.add_argument("game", nargs="?", default="comanauts", help="the game (default comanauts)")
    sessions.add_argument("--players", type=_count, default=2, help="seats (default 2)")
    sessions.add_argument("--runs", type=_count, default=5, help="runs to take the median of (default 5)")
    sessions.add_argument("--games", type=_count, default=20, help="sessions per run (default 20)")
    sessions.add_argument("--bot", default="strong", help="the bot in every seat (random, strong)")
    what.add_parser("memory", help="resident memory with a game open")
    what.add_parser("exe", help="size of the built executable folder")
    return parser


def _check_game(name: str | None) -> None:
    if name is not None and name not in games.names():
        raise UsageError(f"unknown game '{name}' (known: {', '.join(games.names())})")


def _check_bench_sessions(args: argparse.Namespace) -> None:
    from tabletop.ai import bot_names

    _check_game(args.game)
    game = games.get(args.game)
    if not game.min_seats <= args.players <= game.max_seats:
        raise UsageError(f"{game.title} takes {game.min_seats} to {game.max_seats} players, not {args.players}")
    if args.bot not in bot_names():
        raise UsageError(f"unknown bot '{args.bot}' (known: {', '.join(bot_names())})")


def _check_simulate(args: argparse.Namespace) -> None:
    from tabletop.ai import bot_names

    _check_game(args.game)
    game = games.get(args.game)
    if args.players is None:
        args.players = max(game.min_seats, 2)  # Comanauts' solo default is 2 comanauts (CO-D.19)
    if not game.min_seats <= args.players <= game.max_seats:
        raise UsageError(
            f"{game.title} takes {game.min_seats} to {game.max_seats} players, not {args.players}")
    bots = [b.strip() for b in args.bots.split(",")]
    unknown = [b for b in bots if b not in bot_names()]
    if unknown or not all(bots):
        raise UsageError(f"unknown bot '{(unknown or [''])[0]}' (known: {', '.join(bot_names())})")
    if len(bots) > args.players:
        raise UsageError(f"{len(bots)} bots named for {args.players} seats")
    args.bots = bots
    if args.log:
        try:
            open(args.log, "w", encoding="utf-8").close()
        except OSError as exc:
            raise UsageError(f"cannot write the log file '{args.log}': {exc.strerror}") from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from tabletop.client.app import main as open_window

        return open_window(smoke=args.smoke, first_frame=args.first_frame)
    try:
        if args.command == "simulate":
            _check_simulate(args)
            from tabletop.commands import simulate

            return simulate.main(args)
        if args.command == "bench" and args.what == "rules":
            _check_game(args.game)
            from tabletop.commands import bench

            return bench.main(args)
        if args.command == "bench" and args.what in ("enemy-turn", "sessions"):
            if args.what == "sessions":
                _check_bench_sessions(args)
            from tabletop.commands import bench_sessions

            return bench_sessions.main(args)
        if args.command == "bench":
            from tabletop.commands import bench_client

            return bench_client.main(args)
    except UsageError as exc:
        sys.stderr.write(f"tabletop: {exc}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("tabletop: interrupted\n")
        return 130
    parser.print_help()
    return 0
