"""The `tabletop` command line.

    tabletop                      open the window
    tabletop --smoke              draw the menu and each game's table with no screen, then exit
    tabletop simulate GAME ...    bot games played headless, with a summary
    tabletop bench rules [GAME]   how fast the rules models run
    tabletop bench startup|frame|memory|exe   the window's figures
    tabletop bench enemy-turn            one enemy turn resolved by the model, many times
    tabletop bench sessions [GAME]       whole bot sessions per second
    tabletop bench net [GAME]            a hosted game over 127.0.0.1: action to every seat's view, host memory
    tabletop shots [--size WxH] [--lang en|es] [--text-size PCT] [--out DIR]   every screen drawn into PNGs
    tabletop serve GAME --players N --remote SEATS [--port P] [--code C] [--seed S] [--save NAME]
                                  host a game with no window for remote seats (the others: bots)
    tabletop join ADDRESS --code C [--seat K] [--bot random|strong] [--name NAME]   play a hosted seat with a bot
                                  (ADDRESS: HOST:PORT, [IPv6]:PORT, or a ws:// or wss:// URL)

Bad arguments get one line on stderr and exit status 2, and so does a log file
that cannot be written, found before the games start or while they run. Every
number is checked against a range (the maximums below keep a typo from asking
for a run of days or a table of a million seats); values quoted back are clipped.

What a game offers beyond plain bot games (a campaign, free play on a finished
house, haunts to choose, benchmarks of its own) its Declaration says: no game is
named here.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Callable, Sequence

from tabletop import __version__, games
from tabletop.engine.text import clip, clip_repr
from tabletop.net.address import MAX_PORT
from tabletop.net.protocol import DEFAULT_PORT, MAX_CODE
from tabletop.persistence.settings import TEXT_SIZES

# The largest value each kind of number may take.
MAX_SEATS = 100  # parsing only; each game then checks its own seat range
MAX_GAMES = 100_000  # simulate --games
MAX_SEED = 2**53 - 1  # seeds in the JSON log read back exactly in any language
MAX_THINK_MS = 60_000.0  # a minute per strong-bot move
MAX_RUNS = 100  # bench --runs
MAX_BENCH_GAMES = 10_000  # bench rules/sessions --games, per run
MAX_STEPS = 100_000  # bench frame --frames, bench enemy-turn --turns
SHOT_SIZES = ((960, 600), (7680, 4320))  # shots --size: the smallest window the app opens, to 8K
SHOT_PERCENTS = ", ".join(str(round(v * 100)) for v in TEXT_SIZES)  # shots --text-size: those Settings offers

_DIGITS = re.compile(r"\s*[+-]?[0-9][0-9_]*\s*")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not usage + message
        # argparse quotes what it refuses ("invalid choice: '...'"): clip long words.
        message = re.sub(r"\S{60,}", lambda m: clip(m.group()), " ".join(message.split()))
        sys.stderr.write(f"tabletop: {clip(message, 200)}\n")
        raise SystemExit(2)


class UsageError(Exception):
    """Arguments that parse but make no sense (7 players, an unknown game)."""


def _whole(low: int, high: int) -> Callable[[str], int]:
    """A whole number from `low` to `high`; `low` 1 makes it a count."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            if not _DIGITS.fullmatch(text):
                raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a whole number") from None
            value = low - 1 if text.strip().startswith("-") else high + 1  # too many digits for int()
        if value < low:
            if low == 1:
                raise argparse.ArgumentTypeError(f"{clip(text.strip())} is not a positive count")
            raise argparse.ArgumentTypeError(f"{clip(text.strip())} is less than {low:,}")
        if value > high:
            raise argparse.ArgumentTypeError(f"{clip(text.strip())} is more than the most allowed, {high:,}")
        return value

    return parse


def _milliseconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a number") from None
    if not math.isfinite(value):  # "inf", "nan", "1e400"
        raise argparse.ArgumentTypeError(f"{clip(text.strip())} is not a finite number")
    if not 0 < value <= MAX_THINK_MS:
        raise argparse.ArgumentTypeError(f"{clip(text.strip())} must be more than 0 and at most {MAX_THINK_MS:,.0f}")
    return value


def _window_size(text: str) -> tuple[int, int]:
    """A window size written WxH (1600x900), within SHOT_SIZES."""
    match = re.fullmatch(r"\s*([0-9]{1,5})\s*[xX×]\s*([0-9]{1,5})\s*", text)
    if match is None:
        raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a size written WxH, like 1600x900")
    size = int(match.group(1)), int(match.group(2))
    (low_w, low_h), (high_w, high_h) = SHOT_SIZES
    if not (low_w <= size[0] <= high_w and low_h <= size[1] <= high_h):
        raise argparse.ArgumentTypeError(f"{size[0]}x{size[1]} is outside {low_w}x{low_h} to {high_w}x{high_h}")
    return size


def _languages() -> list[str]:
    """The languages the app speaks: those it has a catalogue for (tabletop/i18n)."""
    return sorted(path.stem for path in (Path(__file__).parent / "i18n").glob("*.toml"))


def _declaring(field: str) -> list[str]:
    """The games whose Declaration gives `field` (every game is loaded: for messages)."""
    return [name for name in games.names() if getattr(games.declaration(name), field)]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tabletop", description="Five board games on one table, with the rules enforced.")
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="open the window with the dummy video driver, draw the menu and a table, exit")
    # For `bench startup`: exit once the first menu frame is drawn.
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    seats, runs = _whole(1, MAX_SEATS), _whole(1, MAX_RUNS)
    steps, bench_games = _whole(1, MAX_STEPS), _whole(1, MAX_BENCH_GAMES)

    sim = sub.add_parser("simulate", help="play bot games headless and print a summary")
    sim.add_argument("game", help="one of: " + ", ".join(games.names()))
    sim.add_argument("--players", type=seats, default=None, help="seats at the table (default: the fewest)")
    sim.add_argument("--games", type=_whole(1, MAX_GAMES), default=None,
                     help=f"how many games, or campaigns with --campaign (default 100, or 1 campaign; "
                          f"at most {MAX_GAMES:,})")
    sim.add_argument("--campaign", action="store_true",
                     help="play whole campaigns, for the games that have one (each chapter or session printed: "
                          "what it changed, who won, how many a win took)")
    sim.add_argument("--seed", type=_whole(0, MAX_SEED), default=1,
                     help=f"seed of the first game, 0 to {MAX_SEED:,}; game i uses seed+i")
    sim.add_argument("--bots", default="random",
                     help="comma-separated bots by seat, cycled if fewer than seats (random, strong)")
    sim.add_argument("--think-ms", type=_milliseconds, default=20.0,
                     help=f"thinking time of each strong-bot move, in milliseconds (default 20, "
                          f"at most {MAX_THINK_MS:,.0f})")
    sim.add_argument("--haunt", type=_whole(0, 999), default=None,
                     help="the games with haunts (in free play): play this haunt in every game "
                          "(the chart is not read), to study one haunt")
    sim.add_argument("--log", default=None, help="write every event as one JSON object per line")
    sim.add_argument("--fresh-box", action="store_true",
                     help="the games whose free play starts from a finished campaign's house: play on a fresh "
                          "box (every tile and card, no sticker) instead of the house that ships with the game")

    bench = sub.add_parser("bench", help="measure speed")
    what = bench.add_subparsers(dest="what", parser_class=_Parser, required=True)
    rules = what.add_parser("rules", help="full random games/s and apply steps/s per game")
    rules.add_argument("game", nargs="?", default=None, help="one game (default: all)")
    rules.add_argument("--runs", type=runs, default=5,
                       help=f"runs to take the median of (default 5, at most {MAX_RUNS})")
    rules.add_argument("--games", type=bench_games, default=100,
                       help=f"games per run (default 100, at most {MAX_BENCH_GAMES:,})")
    startup = what.add_parser("startup", help="start to first menu frame, beside a bare pygame window")
    startup.add_argument("--runs", type=runs, default=7,
                         help=f"runs to take the median of (default 7, at most {MAX_RUNS})")
    frame = what.add_parser("frame", help="frame times on a busy table at 1600x900")
    frame.add_argument("--frames", type=steps, default=900,
                       help=f"frames to measure (default 900, at most {MAX_STEPS:,})")
    frame.add_argument("--game", choices=games.names(), default=games.names()[0],
                       help=f"the table to measure (default {games.names()[0]})")
    turn = what.add_parser("enemy-turn", help="one enemy turn resolved by the model, for the games that have them")
    turn.add_argument("--turns", type=steps, default=300,
                      help=f"turns to take the median of (default 300, at most {MAX_STEPS:,})")
    sessions = what.add_parser("sessions", help="whole bot sessions per second")
    sessions.add_argument("game", nargs="?", default=None,
                          help="the game (default: the first with benchmarks of its own)")
    sessions.add_argument("--players", type=seats, default=2, help="seats (default 2)")
    sessions.add_argument("--runs", type=runs, default=5,
                          help=f"runs to take the median of (default 5, at most {MAX_RUNS})")
    sessions.add_argument("--games", type=bench_games, default=20,
                          help=f"sessions per run (default 20, at most {MAX_BENCH_GAMES:,})")
    sessions.add_argument("--bot", default="strong", help="the bot in every seat (random, strong)")
    net = what.add_parser("net", help="a hosted game, every seat remote over 127.0.0.1: the time from an action "
                                      "to every seat's new view, and the host's memory")
    net.add_argument("game", nargs="?", default=None, help="the game (default: the first that seats six)")
    net.add_argument("--players", type=seats, default=None,
                     help="remote seats (default: 6, or as many as the game seats)")
    net.add_argument("--actions", type=steps, default=300,
                     help=f"actions to time, over as many games as it takes (default 300, at most {MAX_STEPS:,})")
    net.add_argument("--seed", type=_whole(0, MAX_SEED), default=1,
                     help=f"seed of the first game, 0 to {MAX_SEED:,}; the clients' choices follow it too")
    what.add_parser("memory", help="resident memory with a game open")
    what.add_parser("exe", help="size of the built executable folder")

    shots = sub.add_parser("shots", help="draw every screen and every game's busy table into PNG files")
    shots.add_argument("--size", type=_window_size, action="append", default=None,
                       help="a window size WxH, repeatable (default: 1024x600, 1600x900 and 2560x1440)")
    shots.add_argument("--lang", choices=_languages(), action="append", default=None,
                       help="a language, repeatable (default: every one)")
    shots.add_argument("--out", type=Path, default=Path("shots"),
                       help="the folder the pictures go to, made if missing (default: ./shots)")
    shots.add_argument("--text-size", type=_text_size, default=1.0,
                       help=f"the Text size setting in percent, one of {SHOT_PERCENTS} (default: 100)")

    host = sub.add_parser("serve", help="host a game with no window for players on other machines")
    host.add_argument("game", help="one of: " + ", ".join(games.names()))
    host.add_argument("--players", type=seats, required=True, help="seats at the table")
    host.add_argument("--remote", required=True, help="the remote seats, counted from 1, e.g. 2,3")
    host.add_argument("--port", type=_whole(0, MAX_PORT), default=DEFAULT_PORT,
                      help=f"the port to listen on (default: {DEFAULT_PORT}; 0: any free one)")
    host.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    host.add_argument("--code", type=_code, default=None, help="the join code (default: a random one)")
    host.add_argument("--seed", type=_whole(0, MAX_SEED), default=None, help="the game's seed (default: random)")
    host.add_argument("--save", type=_save_name, default=None,
                      help="the save's name: resumed when it exists (a restarted host), else made")
    host.add_argument("--bots", default="random", help="the bot playing each seat that is not remote")
    guest = sub.add_parser("join", help="play a seat of a hosted game with a bot, headless")
    guest.add_argument("address", type=_address,
                       help="the host: HOST:PORT, [IPv6]:PORT, or ws://HOST:PORT/PATH or wss://HOST[:PORT]/PATH")
    guest.add_argument("--code", type=_code, required=True, help="the join code the host gave")
    guest.add_argument("--seat", type=_whole(1, MAX_SEATS), default=None,
                       help="the seat to take, counted from 1 (default: the first free one)")
    guest.add_argument("--bot", default="random", help="the bot that plays: random or strong")
    guest.add_argument("--name", type=_player_name, default=None,
                       help="the name the host shows for this seat (default: this machine's user name)")
    return parser


def _code(text: str) -> str:
    if not text or len(text) > MAX_CODE or not text.isprintable():
        raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a join code (1 to {MAX_CODE} characters)")
    return text


def _player_name(text: str) -> str:
    from tabletop.engine.names import SEAT_NAME_LIMIT, valid_text

    if not valid_text(text, SEAT_NAME_LIMIT):
        raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a name that can be shown "
                                         f"(1 to {SEAT_NAME_LIMIT} characters; no control characters, "
                                         "no spaces at its ends or doubled)")
    return text


def _save_name(text: str) -> str:
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,80}", text):
        raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a save name (letters, digits, . _ -)")
    return text


def _address(text: str) -> str:
    """HOST:PORT, [IPv6]:PORT or a ws:// or wss:// URL (tabletop.net.address)."""
    from tabletop.net.address import BadAddress, websocket_url

    try:
        websocket_url(text)
    except BadAddress as exc:
        raise argparse.ArgumentTypeError(f"{clip_repr(text)}: {exc}") from None
    return text


def _check_net(args: argparse.Namespace) -> None:
    from tabletop.ai import bot_names

    bots = [args.bots] if args.command == "serve" else [args.bot]
    if bots[0] not in bot_names():
        raise UsageError(f"unknown bot {clip_repr(bots[0])} (known: {', '.join(bot_names())})")
    if args.command == "join":
        args.seat = None if args.seat is None else args.seat - 1
        if args.name is None:
            args.name = _user_name()
        return
    args.game = args.game.replace("-", "_")
    _check_game(args.game)
    game = games.get(args.game)
    if not game.min_seats <= args.players <= game.max_seats:
        raise UsageError(f"{game.title} takes {game.min_seats} to {game.max_seats} players, not {args.players}")
    try:
        remote = {int(s) - 1 for s in args.remote.split(",")}
    except ValueError:
        raise UsageError(f"--remote: {clip_repr(args.remote)} is not a list of seats such as 2,3") from None
    if not all(0 <= s < args.players for s in remote):
        raise UsageError(f"--remote: seats are 1 to {args.players}")
    args.remote = remote


def _user_name() -> str:
    """This machine's user name, when the name rule keeps it as it is; else "Remote"."""
    import getpass

    from tabletop.engine.names import SEAT_NAME_LIMIT, valid_text

    try:
        name = getpass.getuser()
    except (OSError, KeyError, ImportError):  # no user name in the environment or the password file
        return "Remote"
    return name if valid_text(name, SEAT_NAME_LIMIT) else "Remote"


def _text_size(text: str) -> float:
    """A Text size in percent ("150" or "150%"), one Settings offers, as a factor."""
    try:
        factor = int(text.rstrip("%")) / 100
    except ValueError:
        factor = None
    if factor not in TEXT_SIZES:
        raise argparse.ArgumentTypeError(f"{clip_repr(text)} is not a Text size (one of {SHOT_PERCENTS})")
    return factor


def _check_game(name: str | None) -> None:
    if name is not None and name not in games.names():
        raise UsageError(f"unknown game {clip_repr(name)} (known: {', '.join(games.names())})")


def _check_bench_sessions(args: argparse.Namespace) -> None:
    from tabletop.ai import bot_names
    from tabletop.commands.bench_sessions import first_benched

    if args.game is None:
        args.game = first_benched()
    _check_game(args.game)
    game = games.get(args.game)
    if not game.min_seats <= args.players <= game.max_seats:
        raise UsageError(f"{game.title} takes {game.min_seats} to {game.max_seats} players, not {args.players}")
    if args.bot not in bot_names():
        raise UsageError(f"unknown bot {clip_repr(args.bot)} (known: {', '.join(bot_names())})")


def _check_bench_net(args: argparse.Namespace) -> None:
    from tabletop.commands.bench_net import default_game

    args.game = default_game() if args.game is None else args.game.replace("-", "_")
    _check_game(args.game)
    game = games.get(args.game)
    if args.players is None:
        args.players = min(6, game.max_seats)
    if not game.min_seats <= args.players <= game.max_seats:
        raise UsageError(f"{game.title} takes {game.min_seats} to {game.max_seats} players, not {args.players}")


def _check_shots(args: argparse.Namespace) -> None:
    """The folder the pictures go to exists (made if missing) and takes files."""
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=args.out, prefix=".tabletop-", suffix=".png"):
            pass
    except OSError as exc:
        raise UsageError(f"--out: cannot write in {clip(str(args.out))}: {exc.strerror or exc}") from None


def _check_simulate(args: argparse.Namespace) -> None:
    from tabletop.ai import bot_names
    from tabletop.commands import simulate

    args.game = args.game.replace("-", "_")  # with hyphens, as people type a name
    _check_game(args.game)
    declared = games.declaration(args.game)
    if args.campaign and declared.campaign is None:
        raise UsageError(f"--campaign: {args.game} has no campaign "
                         f"(games with one: {', '.join(_declaring('campaign'))})")
    if args.fresh_box and declared.free_play is None:
        raise UsageError(f"--fresh-box: only {' and '.join(_declaring('free_play'))} plays on a finished house; "
                         f"{args.game} always starts from its box")
    if args.fresh_box and args.campaign:
        raise UsageError("--fresh-box is for free play: a campaign always starts from a fresh box")
    if args.games is None:
        args.games = 1 if args.campaign else 100
    if args.haunt is not None:
        if not declared.haunts:
            raise UsageError(f"--haunt: only for {' and '.join(games.get(g).title for g in _declaring('haunts'))}; "
                             f"{games.get(args.game).title} has no haunts")
        if args.campaign:
            raise UsageError("--haunt is for free play: a campaign's chapters each play their own haunt")
        haunts = declared.haunts
        if args.haunt not in haunts:
            title = games.get(args.game).title
            raise UsageError(f"--haunt: no haunt {args.haunt} ({title}'s are {min(haunts)} to {max(haunts)})")
    game = games.get(args.game)
    if args.players is None:
        args.players = game.default_seats or game.min_seats  # the table the New game screen offers first
    if not game.min_seats <= args.players <= game.max_seats:
        raise UsageError(
            f"{game.title} takes {game.min_seats} to {game.max_seats} players, not {args.players}")
    bots = [b.strip() for b in args.bots.split(",")]
    unknown = [b for b in bots if b not in bot_names()]
    if unknown or not all(bots):
        raise UsageError(f"unknown bot {clip_repr((unknown or [''])[0])} (known: {', '.join(bot_names())})")
    if len(bots) > args.players:
        raise UsageError(f"{len(bots)} bots named for {args.players} seats")
    args.bots = bots
    # Last, so that nothing is created or emptied when another argument is wrong.
    args.log_file = simulate.open_log(args.log) if args.log is not None else None


def _open_window(smoke: bool, first_frame: bool) -> int:
    from tabletop.client.app import main as open_window

    return open_window(smoke=smoke, first_frame=first_frame)


#: the arguments that only open the window: given nothing else, the window opens at
#: once, without building the parser of every command (a double-click starts sooner)
WINDOW_FLAGS = {"--smoke", "--first-frame"}


def main(argv: Sequence[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else list(argv)
    if set(given) <= WINDOW_FLAGS and len(set(given)) == len(given):
        return _open_window(smoke="--smoke" in given, first_frame="--first-frame" in given)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return _open_window(smoke=args.smoke, first_frame=args.first_frame)
    from tabletop.commands.simulate import LogError

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
        if args.command == "bench" and args.what == "net":
            _check_bench_net(args)
            from tabletop.commands import bench_net

            return bench_net.main(args)
        if args.command == "bench":
            from tabletop.commands import bench_client

            return bench_client.main(args)
        if args.command in ("serve", "join"):
            _check_net(args)
            from tabletop.commands import net

            return net.serve(args) if args.command == "serve" else net.join(args)
        if args.command == "shots":
            _check_shots(args)
            from tabletop.commands import shots

            return shots.main(args)
    except (UsageError, LogError) as exc:  # a log can also fail mid-run (a disk fills up)
        sys.stderr.write(f"tabletop: {exc}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("tabletop: interrupted\n")
        return 130
    except BrokenPipeError:  # `tabletop simulate ... | head`: the reader left; so do we
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no error at exit
        return 1
    parser.print_help()
    return 0
