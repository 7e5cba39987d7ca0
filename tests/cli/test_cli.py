"""The command line: simulate, bench, and one-line errors with exit status 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "simulate" in out and "bench" in out and "--smoke" in out


def test_simulate_prints_a_summary(capsys):
    assert main(["simulate", "darkmoor", "--players", "3", "--games", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "darkmoor: 4 games, 3 players" in out
    assert "mean turns" in out and "games/second" in out and "wins per seat" in out
    assert "mean score/seat" in out and "bot random" in out


def test_simulate_log_has_one_json_event_per_line(tmp_path, capsys):
    log = tmp_path / "events.jsonl"
    assert main(["simulate", "darkmoor", "--players", "2", "--games", "2", "--log", str(log)]) == 0
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert events
    for event in events:
        assert {"game", "seed", "turn", "seat", "event"} <= set(event)
    names = {e["event"] for e in events}
    for required in ("card_played", "hero_attack", "minion_defeated", "minions_escaped",
                     "hero_revealed", "cards_drawn", "game_over"):
        assert required in names, required
    over = [e for e in events if e["event"] == "game_over"]
    assert [e["game"] for e in over] == [0, 1]
    for e in over:
        assert e["winner"] in (0, 1)
        for part in e["breakdown"]:
            assert part["escaped"] + part["locations"] + part["tokens"] == part["total"]


def test_simulate_is_reproducible(tmp_path):
    logs = []
    for name in ("a.jsonl", "b.jsonl"):
        path = tmp_path / name
        main(["simulate", "darkmoor", "--players", "4", "--games", "3", "--seed", "9", "--log", str(path)])
        logs.append(path.read_text())
    assert logs[0] == logs[1]


def test_simulate_betrayal_legacy_plays_free_play_on_the_finished_house(tmp_path, capsys):
    """BL-D.40: `simulate betrayal_legacy` without --campaign plays free play on the
    finished campaign's house that ships (its stack, decks, stickers, destroyed cards
    and open Black Folio pages: the first families of its roster); --fresh-box plays on
    a fresh box. The summary says which."""
    from tabletop.commands.simulate import setup_options
    from tabletop.games.betrayal_legacy.free_play import finished_campaign

    house = finished_campaign()
    options, said = setup_options("betrayal_legacy", 3)
    assert options["families"] == list(house.roster[:3]) and "chapter" not in options
    assert options["stickers"] and all(s[1] not in house.roster[3:] for s in options["stickers"])
    destroyed = {c for c, p in house.places.items() if p == "destroyed"}
    assert destroyed and not destroyed & {c for deck in options["cards"].values() for c in deck}
    assert sorted(options["tiles"]) == sorted(t for t, p in house.places.items() if p == "stack")
    log = tmp_path / "events.jsonl"
    assert main(["simulate", "betrayal_legacy", "--players", "3", "--games", "1", "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"betrayal_legacy: {said}\n") and "betrayal_legacy: 1 games, 3 players" in out
    assert "free play on the finished house" in said
    pages = [json.loads(line) for line in log.read_text().splitlines() if '"folio_page"' in line]
    assert [e["page"] for e in pages] == options.get("folio", [])
    assert main(["simulate", "betrayal_legacy", "--players", "3", "--games", "1", "--fresh-box"]) == 0
    assert capsys.readouterr().out.startswith("betrayal_legacy: free play on a fresh box\n")
    assert setup_options("betrayal_legacy", 3, fresh_box=True) == (None, "free play on a fresh box")
    assert setup_options("darkmoor", 3) == (None, "")


def test_simulate_betrayal_legacy_may_play_one_chosen_haunt_in_free_play(tmp_path, capsys):
    """BL-D.40, BL-D.50: `simulate betrayal_legacy --haunt N` plays free play on the
    finished house with haunt N in every game: the chart is not read (issue 21 §5)."""
    log = tmp_path / "events.jsonl"
    assert main(["simulate", "betrayal_legacy", "--haunt", "3", "--players", "3", "--games", "2",
                 "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert "free play on the finished house" in out and "The Gallows Oak:" in out
    revealed = [json.loads(line) for line in log.read_text().splitlines() if '"haunt_revealed"' in line]
    assert [e["number"] for e in revealed] == [3, 3]


def test_bench_rules_prints_a_table(capsys):
    assert main(["bench", "rules", "darkmoor", "--runs", "1", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "apply/s" in out
    row = [line for line in out.splitlines() if line.startswith("darkmoor")][0].split()
    assert row[1] == "4" and float(row[2]) > 0 and float(row[3]) > 0


@pytest.mark.parametrize("args, words", [
    (["simulate", "chess"], "unknown game 'chess'"),
    (["simulate", "darkmoor", "--players", "7"], "2 to 4 players, not 7"),
    (["simulate", "darkmoor", "--games", "-3"], "not a positive count"),
    (["simulate", "darkmoor", "--games", "many"], "not a whole number"),
    (["simulate", "darkmoor", "--bots", "wizard"], "unknown bot 'wizard'"),
    (["simulate", "darkmoor", "--players", "2", "--bots", "random,random,random"], "3 bots named for 2 seats"),
    (["simulate", "darkmoor", "--think-ms", "0"], "must be more than 0"),
    (["bench", "rules", "nope"], "unknown game 'nope'"),
    (["fly"], "invalid choice"),
    (["simulate", "darkmoor", "--fresh-box"], "--fresh-box: only betrayal_legacy plays on a finished house"),
    (["simulate", "betrayal_legacy", "--campaign", "--fresh-box"], "--fresh-box is for free play"),
    (["simulate", "betrayal_legacy", "--fresh-box=yes"], "ignored explicit argument 'yes'"),
    (["simulate", "betrayal_legacy", "--haunt", "14"], "--haunt: no haunt 14 (Betrayal Legacy's are 0 to 13)"),
    (["simulate", "betrayal", "--haunt", "0"], "--haunt: no haunt 0 (Betrayal at House on the Hill's are 1 to 25)"),
    (["simulate", "betrayal_legacy", "--campaign", "--haunt", "3"], "--haunt is for free play"),
    (["simulate", "darkmoor", "--haunt", "3"], "Retreat to Darkmoor has no haunts"),
])
def test_bad_arguments_get_one_line_and_status_2(args, words):
    proc = subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], proc.stderr


def test_the_command_line_offers_every_registered_game():
    """The game choices come from the registry, not from a list of their own."""
    from tabletop import games
    from tabletop.cli import build_parser

    parser = build_parser()
    frame = parser.parse_args(["bench", "frame"])
    assert frame.game == games.names()[0]
    for name in games.names():
        assert parser.parse_args(["bench", "frame", "--game", name]).game == name
        assert parser.parse_args(["simulate", name]).game == name
