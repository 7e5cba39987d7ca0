"""Every argument of every subcommand is checked: numbers finite and within their
documented maximum, the log a file that can really be written. Each refusal is
one short line on stderr starting with 'tabletop:', exit status 2, no traceback;
so is a log that fails while the games run."""

import resource
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import cli
from tabletop.cli import main

ROOT = Path(__file__).resolve().parents[2]
LONG = "x" * 10_000


def refused(args, capsys) -> str:
    """Run the command in-process; it must refuse with one line and status 2."""
    try:
        code = main(args)
    except SystemExit as done:  # argparse's own refusals
        code = done.code
    err = capsys.readouterr().err
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: ") and "Traceback" not in err, err
    assert len(lines[0]) < 300, lines[0][:300]
    return lines[0]


def in_subprocess(args, file_size_limit=None):
    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))

    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=ROOT,
                          preexec_fn=limit if file_size_limit is not None else None, timeout=120)


# Every number of every subcommand, with its maximum.
NUMBERS = [
    (["simulate", "darkmoor"], "--players", cli.MAX_SEATS),
    (["simulate", "darkmoor"], "--games", cli.MAX_GAMES),
    (["simulate", "darkmoor"], "--seed", cli.MAX_SEED),
    (["bench", "rules"], "--runs", cli.MAX_RUNS),
    (["bench", "rules"], "--games", cli.MAX_BENCH_GAMES),
    (["bench", "startup"], "--runs", cli.MAX_RUNS),
    (["bench", "frame"], "--frames", cli.MAX_STEPS),
    (["bench", "enemy-turn"], "--turns", cli.MAX_STEPS),
    (["bench", "sessions"], "--players", cli.MAX_SEATS),
    (["bench", "sessions"], "--runs", cli.MAX_RUNS),
    (["bench", "sessions"], "--games", cli.MAX_BENCH_GAMES),
]


@pytest.mark.parametrize("command, option, most", NUMBERS, ids=[" ".join(c[:2]) + " " + o for c, o, _ in NUMBERS])
@pytest.mark.parametrize("value", ["most+1", "10**20", "10,000 digits", "-1", "1.5", "many", "inf", "nan", ""])
def test_every_whole_number_is_checked(command, option, most, value, capsys):
    text = {"most+1": str(most + 1), "10**20": str(10**20), "10,000 digits": "9" * 10_000}.get(value, value)
    line = refused([*command, f"{option}={text}"], capsys)
    assert line.startswith(f"tabletop: argument {option}: ")
    if value in ("most+1", "10**20", "10,000 digits"):
        assert f"more than the most allowed, {most:,}" in line


@pytest.mark.parametrize("value, words", [
    ("inf", "inf is not a finite number"),
    ("-inf", "-inf is not a finite number"),
    ("nan", "nan is not a finite number"),
    ("1e400", "1e400 is not a finite number"),
    ("9" * 10_000, "is not a finite number"),
    ("0", "must be more than 0"),
    ("-5", "must be more than 0"),
    ("1e-400", "must be more than 0"),
    ("60001", "at most 60,000"),
    ("fast", "'fast' is not a number"),
    (LONG, "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…(10002 characters) is not a number"),
])
def test_think_time_is_finite_and_in_range(value, words, capsys):
    assert words in refused(["simulate", "darkmoor", f"--think-ms={value}"], capsys)


@pytest.mark.parametrize("path, words", [
    ("", "cannot write the log file '': the file name is empty"),
    ("/dev/full", "cannot write the log file '/dev/full': No space left on device"),
    ("/sys/events.jsonl", "cannot write the log file '/sys/events.jsonl': Permission denied"),  # even as root
    ("/proc/events.jsonl", "cannot write the log file '/proc/events.jsonl': No such file or directory"),
    ("/" + LONG, "File name too long"),
])
def test_a_log_that_cannot_be_written_is_refused_before_the_games(path, words, capsys):
    assert words in refused(["simulate", "darkmoor", "--log", path], capsys)


def test_a_folder_or_a_missing_folder_is_no_log_file(tmp_path, capsys):
    assert "Is a directory" in refused(["simulate", "darkmoor", "--log", str(tmp_path)], capsys)
    missing = tmp_path / "nowhere" / "events.jsonl"
    assert "No such file or directory" in refused(["simulate", "darkmoor", "--log", str(missing)], capsys)


def test_other_bad_arguments_do_not_create_or_empty_the_log(tmp_path, capsys):
    log = tmp_path / "events.jsonl"
    log.write_text("kept\n")
    refused(["simulate", "darkmoor", "--bots", "wizard", "--log", str(log)], capsys)
    assert log.read_text() == "kept\n"


def test_a_file_size_limit_is_found_before_the_games(tmp_path):
    """A limit that root cannot bypass: opening succeeds, the first byte fails."""
    log = tmp_path / "events.jsonl"
    proc = in_subprocess(["simulate", "darkmoor", "--games", "2", "--log", str(log)], file_size_limit=0)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == f"tabletop: cannot write the log file '{log}': File too large\n"


def test_a_log_that_fills_up_mid_run_ends_with_one_line(tmp_path):
    """The probe passes, then the log outgrows the limit while games are played."""
    log = tmp_path / "events.jsonl"
    proc = in_subprocess(["simulate", "darkmoor", "--games", "20", "--log", str(log)], file_size_limit=20_000)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == f"tabletop: cannot write the log file '{log}': File too large\n"
    assert log.stat().st_size <= 20_000


def test_a_log_on_dev_null_still_plays(capsys):
    assert main(["simulate", "darkmoor", "--games", "1", "--log", "/dev/null"]) == 0
    assert "darkmoor: 1 games" in capsys.readouterr().out


@pytest.mark.parametrize("args", [
    ["simulate", LONG],
    ["simulate", "darkmoor", "--bots", LONG],
    ["simulate", "darkmoor", "--bots", "random," + LONG],
    ["bench", "rules", LONG],
    ["bench", "sessions", LONG],
    ["bench", "sessions", "--bot", LONG],
    ["bench", "frame", "--game", LONG],
    ["simulate", "darkmoor", LONG],  # unrecognized arguments
    ["simulate", "darkmoor", *(["--wat"] * 2000)],
    [LONG],  # invalid choice of command
])
def test_a_long_value_is_quoted_clipped(args, capsys):
    line = refused(args, capsys)
    assert "…(" in line or "--wat --wat" in line


def test_a_refusal_from_the_shell_is_one_line_without_a_traceback():
    proc = in_subprocess(["simulate", "darkmoor", "--think-ms", "inf", "--log", "/dev/full"])
    assert proc.returncode == 2 and proc.stderr == "tabletop: argument --think-ms: inf is not a finite number\n"
    proc = in_subprocess(["simulate", "darkmoor", "--log", "/dev/full"])
    assert proc.returncode == 2
    assert proc.stderr == "tabletop: cannot write the log file '/dev/full': No space left on device\n"


def test_a_reader_that_leaves_early_gets_no_traceback():
    """`tabletop simulate ... | head -1`: the pipe closes, the command ends quietly."""
    import subprocess
    import sys

    done = subprocess.run(f"'{sys.executable}' -m tabletop simulate darkmoor --games 20 | head -c 1",
                          shell=True, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
