"""`tabletop bench net [GAME]`: a hosted game's speed and memory, on one machine.

A host (tabletop/net/host.py, saving every move as `tabletop serve` does, into a
temporary folder) runs in a process of its own with every seat remote; headless
clients (tabletop/net/client.py) play those seats from this process over
127.0.0.1, each choosing at random among the legal action texts it was sent. For
each action the figure is the time from the client sending it to the last client
receiving the update that shows it: median and p99 over the actions (target:
median under 20 ms, p99 under 50 ms). A client never sends faster than the host's
rate limit allows (it would be refused); the waiting is not timed.

The CPU time each side used while the moves were played, per move, says how much
of that time is work and how much is waiting for a core on a busy machine.

Memory is the host process's resident set size (VmRSS in /proc, Linux): before any
client joins, and once every seat is remote and connected and the actions are
played; with its peak (VmHWM). A game that ends before the actions are all played
is followed by a new one (the next seed) in a new host; memory is the first host's.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import attrs

from tabletop import games
from tabletop.engine.rng import Rng

TIMEOUT = 10.0  # seconds: a host that has not answered by then has failed the bench
TARGET_MEDIAN_MS, TARGET_P99_MS = 20.0, 50.0


class BenchFailed(Exception):
    """The host refused or stopped answering: one line saying why."""


@attrs.frozen
class NetFigures:
    game: str
    players: int
    latencies_ms: list[float]
    games: int  # games played to get the actions
    rss_idle_mb: float | None
    rss_connected_mb: float | None
    rss_playing_mb: float | None
    rss_peak_mb: float | None
    host_cpu_ms: float | None  # CPU time per timed move: the host's process
    clients_cpu_ms: float  # and this one's, where the clients run

    @property
    def median_ms(self) -> float:
        return statistics.median(self.latencies_ms)

    @property
    def p99_ms(self) -> float:
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def default_game() -> str:
    """The first game that seats six (the issue's figure), else the one that seats most."""
    names = games.names()
    return next((n for n in names if games.get(n).max_seats >= 6), max(names, key=lambda n: games.get(n).max_seats))


def _memory_mb(pid: int) -> dict[str, float]:
    """VmRSS and VmHWM of a process, in MB ({} where /proc is not there)."""
    found = {}
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                key = line.split(":")[0]
                if key in ("VmRSS", "VmHWM"):
                    found[key] = int(line.split()[1]) / 1024
    except OSError:
        pass
    return found


def _cpu_seconds(pid: int) -> float | None:
    """User and system CPU time a process has used (None where /proc is not there)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _host_process(name: str, players: int, seed: int, code: str, pipe: Any) -> None:
    """The host's process: a new game, every seat remote, saved in a temporary folder;
    sends its port on `pipe`, plays until the game is over, then waits to be stopped."""
    from tabletop.controller.session import Session
    from tabletop.net.host import Host
    from tabletop.persistence.saves import SaveStore, SeatInfo

    async def serve(folder: Path) -> None:
        state = games.get(name).new_game(players, seed)
        seats = [SeatInfo(f"Seat {s + 1}") for s in range(players)]
        host = Host(Session(state, seats, SaveStore(folder).create(state, seats)), set(range(players)), code)
        try:
            pipe.send(await host.start("127.0.0.1", 0))
            playing = asyncio.create_task(host.run_until_over())
            # Up until the bench says stop, over or not: it reads this process's memory first.
            await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
            playing.cancel()
        finally:
            host.close()

    with tempfile.TemporaryDirectory(prefix="tabletop-bench-net-") as folder:
        asyncio.run(serve(Path(folder)))


async def _join(client: Any) -> None:
    from tabletop.net.client import Refused

    try:
        await asyncio.wait_for(client.open(), TIMEOUT)
    except asyncio.TimeoutError:
        raise BenchFailed(f"the host did not welcome seat {client.seat + 1} within {TIMEOUT:.0f} s") from None
    except (Refused, OSError) as exc:
        raise BenchFailed(f"seat {client.seat + 1} could not join: {exc}") from None


async def _until(client: Any, done: Any) -> float:
    """Receive until `done(update)`; the time the last message arrived."""
    from tabletop.net.client import Refused

    try:
        while not (client.update is not None and done(client.update)):
            message = await client.receive(TIMEOUT)
            if message["type"] == "refused":
                raise BenchFailed(f"the host refused seat {client.seat + 1}'s move: {message['reason']}")
    except Refused as exc:
        raise BenchFailed(f"the host sent seat {client.seat + 1} away: {exc.reason}") from None
    return time.perf_counter()


async def _play(port: int, code: str, players: int, actions: int, rng: Rng,
                latencies: list[float], settled: Any) -> None:
    """Join every seat, then play until `actions` are timed or the game is over."""
    from tabletop.net.client import Connection
    from tabletop.net.host import RATE

    clients = [Connection(f"127.0.0.1:{port}", code, seat, f"Seat {seat + 1}") for seat in range(players)]
    try:
        for client in clients:
            await _join(client)
        # Once all are in, the host's last broadcast shows every seat connected.
        await asyncio.gather(*(_until(c, lambda u: all(s["connected"] for s in u["seats"])) for c in clients))
        settled()
        gap = 1.1 / RATE  # a little slower than the host's limit
        sent_at = [-gap] * players
        while len(latencies) < actions and not clients[0].update["over"]:
            seat = clients[0].update["to_act"]
            client = clients[seat]
            legal = client.update["legal"]
            if not legal:
                raise BenchFailed(f"seat {seat + 1} is to act but was sent no legal action")
            await asyncio.sleep(max(0.0, sent_at[seat] + gap - time.perf_counter()))
            before = client.update["at"]
            start = sent_at[seat] = time.perf_counter()
            await client.act(legal[rng.below(len(legal))])
            arrived = await asyncio.gather(*(_until(c, lambda u: u["at"] > before) for c in clients))
            latencies.append((max(arrived) - start) * 1000)
    finally:
        for client in clients:
            await client.close()


def measure_net(name: str, players: int, actions: int, seed: int = 1) -> NetFigures:
    spawn = multiprocessing.get_context("spawn")  # a fresh interpreter: the host's memory is its own
    latencies: list[float] = []
    memory: dict[str, float] = {}
    cpu = {"host": 0.0, "clients": 0.0}
    host_cpu_known = True
    rng = Rng(seed)
    played = 0
    while len(latencies) < actions:
        code = f"bench-{seed}-{played}"
        ours, theirs = spawn.Pipe()
        host = spawn.Process(target=_host_process, args=(name, players, seed + played, code, theirs), daemon=True)
        host.start()
        theirs.close()  # so that a host that dies is an end of file here
        try:
            if not ours.poll(60):  # a cold interpreter on a busy machine
                raise BenchFailed("the host process did not start within 60 s")
            try:
                port = ours.recv()
            except EOFError:
                host.join(TIMEOUT)
                raise BenchFailed(f"the host process stopped (exit status {host.exitcode})") from None
            first = played == 0
            if first:
                memory["idle"] = _memory_mb(host.pid).get("VmRSS")

            started: dict[str, Any] = {}

            def settled() -> None:
                if first:
                    memory["connected"] = _memory_mb(host.pid).get("VmRSS")
                started.update(host=_cpu_seconds(host.pid), clients=time.process_time())

            asyncio.run(_play(port, code, players, actions, rng, latencies, settled))
            host_cpu = _cpu_seconds(host.pid)
            if host_cpu is None or started["host"] is None:
                host_cpu_known = False
            else:
                cpu["host"] += host_cpu - started["host"]
            cpu["clients"] += time.process_time() - started["clients"]
            if first:
                end = _memory_mb(host.pid)
                memory["playing"], memory["peak"] = end.get("VmRSS"), end.get("VmHWM")
        finally:
            if host.is_alive():
                ours.send("stop")
            host.join(TIMEOUT)
            if host.is_alive():
                host.terminate()
                host.join(TIMEOUT)
        played += 1
    return NetFigures(game=name, players=players, latencies_ms=latencies, games=played,
                      rss_idle_mb=memory.get("idle"), rss_connected_mb=memory.get("connected"),
                      rss_playing_mb=memory.get("playing"),
                      rss_peak_mb=memory.get("peak"),
                      host_cpu_ms=cpu["host"] * 1000 / len(latencies) if host_cpu_known else None,
                      clients_cpu_ms=cpu["clients"] * 1000 / len(latencies))


def _mb(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f} MB"


def main(args: Any) -> int:
    try:
        f = measure_net(args.game, args.players, args.actions, args.seed)
    except BenchFailed as exc:
        sys.stderr.write(f"tabletop: bench net: {exc}\n")
        return 1
    print(f"{f.game}: {f.players} remote seats on 127.0.0.1, {len(f.latencies_ms)} actions "
          f"({f.games} game{'s' if f.games != 1 else ''}), host in its own process, saving every move")
    print(f"  action to every seat's new view: median {f.median_ms:.1f} ms (target < {TARGET_MEDIAN_MS:.0f}), "
          f"p99 {f.p99_ms:.1f} ms (target < {TARGET_P99_MS:.0f}), worst {max(f.latencies_ms):.1f} ms")
    host_cpu = "n/a" if f.host_cpu_ms is None else f"{f.host_cpu_ms:.1f} ms"
    print(f"  CPU time per move: the host {host_cpu}, the {f.players} clients together {f.clients_cpu_ms:.1f} ms "
          f"(all they did while the moves were played, waiting included)")
    print(f"  host memory, resident set size (VmRSS): {_mb(f.rss_idle_mb)} before anyone joined, "
          f"{_mb(f.rss_connected_mb)} with {f.players} remote seats connected, {_mb(f.rss_playing_mb)} after "
          f"the actions; peak (VmHWM) {_mb(f.rss_peak_mb)}")
    return 0
