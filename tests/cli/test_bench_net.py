"""`tabletop bench net`: a hosted game played by headless clients over 127.0.0.1 (run
for its output and its checks, never for its speed: the machine is shared)."""

from __future__ import annotations

import multiprocessing
import re

import pytest

from tabletop import games
from tabletop.cli import main
from tabletop.commands.bench_net import BenchFailed, default_game, measure_net


def test_the_default_game_seats_six():
    assert games.get(default_game()).max_seats >= 6


def test_every_action_is_timed_to_the_last_seat_and_the_host_process_is_gone_after():
    figures = measure_net("darkmoor", players=2, actions=6, seed=3)
    assert len(figures.latencies_ms) == 6 and all(0 < ms < 10_000 for ms in figures.latencies_ms)
    assert figures.median_ms <= figures.p99_ms <= max(figures.latencies_ms)
    assert 0 < figures.rss_idle_mb <= figures.rss_peak_mb and figures.rss_playing_mb <= figures.rss_peak_mb
    assert figures.host_cpu_ms is not None and figures.host_cpu_ms >= 0  # counted in 10 ms ticks
    assert figures.clients_cpu_ms >= 0
    assert multiprocessing.active_children() == []


def test_bench_net_prints_latency_and_the_hosts_memory(capsys):
    assert main(["bench", "net", "darkmoor", "--players", "2", "--actions", "4"]) == 0
    out = capsys.readouterr().out
    assert "darkmoor: 2 remote seats on 127.0.0.1, 4 actions" in out
    assert re.search(r"median [0-9.]+ ms .* p99 [0-9.]+ ms", out), out
    assert re.search(r"CPU time per move: the host [0-9.]+ ms, the 2 clients together [0-9.]+ ms", out), out
    assert re.search(r"resident set size \(VmRSS\): [0-9.]+ MB before anyone joined", out), out


def test_a_host_that_cannot_start_fails_the_bench_with_one_line():
    """The host's process dies before it listens (here: a game it does not know): the
    bench says so instead of waiting for it."""
    with pytest.raises(BenchFailed, match=r"the host process stopped \(exit status 1\)"):
        measure_net("no_such_game", players=2, actions=1)
    assert multiprocessing.active_children() == []


@pytest.mark.parametrize("args, said", [
    (["bench", "net", "chess"], "unknown game 'chess'"),
    (["bench", "net", "darkmoor", "--players", "5"], "takes 2 to 4 players, not 5"),
    (["bench", "net", "--actions", "0"], "not a positive count"),
    (["bench", "net", "--seed", "-1"], "less than 0"),
])
def test_bad_bench_net_arguments_are_refused_with_one_line(args, said, capsys):
    try:
        code = main(args)
    except SystemExit as done:
        code = done.code
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and err.startswith("tabletop: ") and said in err, err
