"""`tabletop bench startup | frame | memory | exe`: the window's figures.

startup  time from launching a process to its first drawn menu frame, from source
         and (if built) frozen, beside a bare display-only pygame-ce window (import pygame, open
         a window, draw once), runs interleaved in the same run after one start of
         each that is not counted; medians.
frame    time to handle, update, draw and flip one frame on a game's busy table
         at 1600x900 while bots play and animations run; median and 99th
         percentile. The table is the game's own (its declared showcase's
         `busy_session()`), so this file names no game.
memory   resident memory with the first game's busy table open and animating.
exe      size of the built one-folder executable.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FROZEN = ROOT / "dist" / "Tabletop" / ("Tabletop.exe" if sys.platform == "win32" else "Tabletop")

# display only, as the yardstick says and as the app starts (its mixer waits for
# a first sound): pygame.init() would also open the audio device, which can take longer
# than the window
BARE_WINDOW = (
    "import pygame\n"
    "pygame.display.init()\n"
    "screen = pygame.display.set_mode((1280, 720))\n"
    "screen.fill((30, 30, 40))\n"
    "pygame.display.flip()\n"
    "print('first-frame', flush=True)\n"
)


def _time_to_marker(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("first-frame"):
            elapsed = time.perf_counter() - start
            break
    else:
        proc.wait()
        raise RuntimeError(f"{command[0]} never drew its first frame")
    proc.wait()
    return elapsed


def measure_startup(runs: int) -> dict[str, float]:
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("TABLETOP_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "tabletop-bench"))
    # On a player's machine Python keeps each module compiled (__pycache__) after the
    # first start; a shell that forbids it would measure the compiler, not the app.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    commands = {
        "bare pygame window": [sys.executable, "-c", BARE_WINDOW],
        "tabletop (source)": [sys.executable, "-m", "tabletop", "--first-frame"],
    }
    if FROZEN.exists():
        commands["tabletop (frozen)"] = [str(FROZEN), "--first-frame"]
    times: dict[str, list[float]] = {name: [] for name in commands}
    # A first start of each, not counted: it compiles, fills the disk cache and the
    # app's cache folder (client/kept.py), as a player's first start does.
    for command in commands.values():
        _time_to_marker(command, env)
    for _ in range(runs):  # interleaved, so a slow moment hits every command alike
        for name, command in commands.items():
            times[name].append(_time_to_marker(command, env))
    return {name: statistics.median(values) for name, values in times.items()}


def _busy_table(size: tuple[int, int], game: str | None = None):
    """A window at `size` with `game`'s busy table open (default: the first game).
    The table is the game's own: its declared showcase makes the session
    (`busy_session()`), bots in every seat; `new_table()` opens a fresh one."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    from tabletop import games
    from tabletop.client.app import App
    from tabletop.client.games import showcase_for
    from tabletop.client.scenes.menu import MenuScene
    from tabletop.persistence import SaveStore, Settings

    showcase = showcase_for(game or games.names()[0])
    home = tempfile.mkdtemp(prefix="tabletop-bench-")
    os.environ["TABLETOP_HOME"] = home
    app = App(settings=Settings(window=size, bot_pace_ms=0), store=SaveStore(Path(home) / "saves"))
    app.save_settings = lambda: None  # the benchmark leaves the user's settings alone
    app.push(MenuScene(app))

    def new_table() -> None:
        app.open_table(showcase.busy_session())

    new_table()
    return app, new_table


def measure_frames(frames: int, size: tuple[int, int] = (1600, 900), game: str | None = None) -> dict[str, Any]:
    from tabletop import games
    from tabletop.client.games import client_of

    game = game or games.names()[0]
    table_class = client_of(game).table_scene
    app, new_table = _busy_table(size, game)
    for _ in range(30):  # warm the caches of painted cards and text
        app.step()
    # The frame's own work (input, update, draw) is reported apart from handing the
    # finished picture to the display: the flip's cost belongs to the display
    # system (an X server, a compositor), not to the app.
    work, totals, animating = [], [], 0
    while len(work) < frames:
        if not isinstance(app.top, table_class):
            new_table()
        app.step()
        work.append(app.last_work_ms)
        totals.append(app.last_work_ms + app.last_flip_ms)
        if isinstance(app.top, table_class) and _animating(app.top):
            animating += 1
    work.sort()
    totals.sort()
    app.close()
    return {
        "frames": frames,
        "driver": os.environ.get("SDL_VIDEODRIVER") or "default",
        "median_ms": statistics.median(work),
        "p99_ms": _p99(work),
        "median_with_flip_ms": statistics.median(totals),
        "p99_with_flip_ms": _p99(totals),
        "animating_share": animating / frames,
    }


def _animating(table) -> bool:
    """Whether the table is playing an animation (its `playback`, or an older
    table's `animator`, is busy)."""
    player = getattr(table, "playback", None) or getattr(table, "animator", None)
    return bool(player and player.busy)


def _p99(values: list[float]) -> float:
    return values[min(len(values) - 1, int(len(values) * 0.99))]


def resident_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def measure_memory(size: tuple[int, int] = (1600, 900)) -> float:
    app, _ = _busy_table(size)
    for _ in range(240):
        app.step()
    rss = resident_mb()
    app.close()
    return rss


def exe_size_mb() -> float | None:
    folder = FROZEN.parent
    if not folder.exists():
        return None
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 1e6


def main(args: Any) -> int:
    if args.what == "startup":
        results = measure_startup(args.runs)
        bare = results["bare pygame window"]
        print(f"start to first drawn frame, median of {args.runs} interleaved runs")
        for name, seconds in results.items():
            print(f"  {name:<20} {seconds * 1000:8.0f} ms   {seconds / bare:5.2f}x bare")
    elif args.what == "frame":
        from tabletop.client.games import showcase_for

        f = measure_frames(args.frames, game=args.game)
        print(f"{showcase_for(args.game).BUSY} at 1600x900, {f['frames']} frames "
              f"({100 * f['animating_share']:.0f}% with animations playing)")
        print(f"  frame work (input, update, draw): median {f['median_ms']:.2f} ms, "
              f"99th percentile {f['p99_ms']:.2f} ms")
        print(f"  with the display flip ({f['driver']} video driver): median {f['median_with_flip_ms']:.2f} ms, "
              f"99th percentile {f['p99_with_flip_ms']:.2f} ms")
    elif args.what == "memory":
        print(f"resident memory with a busy table open: {measure_memory():.0f} MB")
    elif args.what == "exe":
        size = exe_size_mb()
        if size is None:
            print("no executable built: run python build_scripts/build_exe.py first")
            return 1
        print(f"executable folder {FROZEN.parent}: {size:.1f} MB")
    return 0
