"""The command line for Comanauts: a cooperative summary, the issue's log events,
and the Comanauts benchmarks (run for their output, never for their speed)."""

import json

import pytest

from tabletop.cli import main
from tabletop.games.comanauts.positions import enemy_turn_position


def test_simulate_comanauts_reports_the_team_and_how_games_ended(capsys):
    assert main(["simulate", "comanauts", "--games", "4", "--seed", "3", "--bots", "strong"]) == 0
    out = capsys.readouterr().out
    assert "comanauts: 4 games, 2 players" in out  # solo default: two comanauts (CO-D.19)
    assert "team win rate" in out
    ended = [line for line in out.splitlines() if "ended by" in line]
    assert sum(int(line.split(":")[1].split()[0]) for line in ended) == 4


def test_simulate_comanauts_campaign_plays_until_won_and_says_how_many_sessions(capsys):
    """CO-GAME.7, CO-D.51: `simulate comanauts --campaign` plays sessions until each
    campaign is won and reports how many sessions the win took."""
    assert main(["simulate", "comanauts", "--campaign", "--games", "2", "--seed", "5", "--bots", "strong",
                 "--think-ms", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("won after") == 2 and "sessions to a win: median" in out
    assert out.count("its Prime ID is stickered") == 14  # seven wins in each campaign


def test_simulate_comanauts_log_has_the_issue_events(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    assert main(["simulate", "comanauts", "--games", "6", "--seed", "1", "--bots", "strong", "--log", str(log)]) == 0
    events = [json.loads(line) for line in log.read_text().splitlines()]
    names = {e["event"] for e in events}
    for wanted in ("enemy_activated", "enemy_moved", "enemy_attack", "defended", "avatar_to_morass",
                   "vital_sign_revealed", "clue_revealed", "page_entered", "prime_id_damaged", "game_over"):
        assert wanted in names, wanted
    overs = [e for e in events if e["event"] == "game_over"]
    assert len(overs) == 6
    assert all(e["reason"] in ("prime_defeated", "flatline", "third_avatar", "all_in_morass") for e in overs)
    assert all(e["result"]["winners"] in ([], [0, 1]) for e in overs)


def test_the_enemy_turn_benchmark_position_has_six_enemies_and_resolves_whole():
    state = enemy_turn_position()
    assert len([c for c in state.slots if c]) == 6 and len(state.track) == 6
    assert state.situation == "hostile"
    start = state.components()
    state.steps.append(("enemy_turn",))
    state._run()
    assert state.steps == [] or state.final  # nobody was asked anything (auto-defend)
    assert state.track == [] and state.components() == start


def test_bench_enemy_turn_and_sessions_print_their_figures(capsys):
    assert main(["bench", "enemy-turn", "--turns", "5"]) == 0
    assert main(["bench", "sessions", "--runs", "1", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "median" in out and "sessions/second" in out


@pytest.mark.parametrize("args", [["bench", "sessions", "--players", "9"], ["bench", "sessions", "--bot", "x"],
                                  ["bench", "sessions", "chess"]])
def test_bad_bench_sessions_arguments_are_refused(args, capsys):
    assert main(args) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
