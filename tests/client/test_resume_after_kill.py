"""A game survives the app being killed: each action is in the save as soon as it
is applied, so after a SIGKILL in the middle of a game the menu's Continue opens
it again with every reported move (SQLite rolls back any half-written one)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop import games
from tabletop.client.games.darkmoor.table import DarkmoorTable
from tabletop.client.scenes.curtain import CurtainScene
from tabletop.persistence import SaveStore

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

G = games.get("darkmoor")
ROOT = Path(__file__).resolve().parents[2]
SEED = 2024
OPTIONS = {"first": 0, "names": ["Ada", "Bob"]}

# The child plays the game one move at a time through a Session and prints how many
# moves it has applied after each. Until `lockstep` moves it waits for a line on stdin
# before each move; then it plays freely up to `stop` moves and waits to be killed.
CHILD = textwrap.dedent("""
    import random, sys
    from tabletop import games
    from tabletop.controller.session import Session
    from tabletop.persistence import SaveStore, SeatInfo, saves_dir

    seed, lockstep, stop = map(int, sys.argv[1:4])
    G = games.get("darkmoor")
    state = G.new_game(2, seed, {"first": 0, "names": ["Ada", "Bob"]})
    seats = [SeatInfo("Ada"), SeatInfo("Bob")]
    session = Session(state, seats, SaveStore(saves_dir()).create(state, seats))
    rng = random.Random(seed)
    print("ready", session.save.path.stem, flush=True)
    applied = 0
    while not session.state.is_over and applied < stop:
        if applied < lockstep:
            sys.stdin.readline()
        if session.needs_handover():
            session.hand_over(session.to_act)
        action = rng.choice(session.legal_actions())
        session.gesture(action.source, action.target)
        applied += 1
        print(applied, flush=True)
    print("waiting", flush=True)
    sys.stdin.readline()
""")


def the_moves(seed: int) -> list[str]:
    """The child's whole game, worked out here without a session."""
    state = G.new_game(2, seed, OPTIONS)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return [str(a) for a in state.history]


class Child:
    def __init__(self, home: Path, lockstep: int, stop: int) -> None:
        env = dict(os.environ, TABLETOP_HOME=str(home), PYTHONPATH=str(ROOT))
        self.errors = open(home.parent / "child-stderr.txt", "w+")
        self.process = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(SEED), str(lockstep), str(stop)],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self.errors, text=True, bufsize=1)
        first = self.readline().split()
        assert first[:1] == ["ready"], self.problem()
        self.save_id = first[1]
        self.reported = 0

    def readline(self) -> str:
        return self.process.stdout.readline()

    def problem(self) -> str:
        self.errors.seek(0)
        return self.errors.read()

    def go(self) -> None:
        self.process.stdin.write("go\n")
        self.process.stdin.flush()

    def read_count(self) -> int:
        line = self.readline().strip()
        assert line.isdigit(), (line, self.problem())
        self.reported = int(line)
        return self.reported

    def kill(self) -> None:
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)
        assert self.process.returncode == -signal.SIGKILL
        for line in self.process.stdout.read().split():  # what it printed before dying
            if line.isdigit():
                self.reported = max(self.reported, int(line))
        self.process.stdout.close()
        self.process.stdin.close()
        self.errors.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)


@pytest.fixture
def moves():
    whole = the_moves(SEED)
    assert len(whole) > 12
    return whole


def check_resumable(home: Path, save_id: str, reported: int, moves: list[str]):
    store = SaveStore(home / "data" / "saves")
    entry = store.latest_unfinished()
    assert entry is not None and entry.id == save_id
    assert entry.error is None and not entry.finished
    state, seats, save = store.load(entry.id)
    save.close()
    history = [str(a) for a in state.history]
    assert len(history) >= reported
    assert history == moves[: len(history)]
    assert not state.is_over
    replayed = G.replay(SEED, state.options, history)
    assert replayed.to_dict() == state.to_dict()
    assert [s.name for s in seats] == ["Ada", "Bob"]
    assert entry.turn == state.turn
    return store, state


def continue_from_the_menu(make_app, store, state) -> None:
    app, drive = make_app(store=store)
    expected = store.latest_unfinished().id
    menu = app.top
    assert menu.buttons[1].enabled is True
    drive.click(menu.buttons[1].rect.center, frames=3)
    while isinstance(app.top, CurtainScene):
        drive.click(app.top.button.rect.center, frames=3)
    assert drive.scenes() == ["MenuScene", "DarkmoorTable"]
    table = app.top
    assert isinstance(table, DarkmoorTable)
    assert table.session.state.to_dict() == state.to_dict()
    assert table.session.save is not None and table.session.save.path.stem == expected
    assert store.entries()[0].in_use  # the open table holds its save: another copy may not write it
    drive.step(5)
    assert drive.scenes() == ["MenuScene", "DarkmoorTable"]  # no results: the game goes on


def test_killed_between_moves_then_continue(home, make_app, moves):
    child = Child(home, lockstep=len(moves), stop=len(moves))
    try:
        for expected in range(1, 8):
            child.go()
            assert child.read_count() == expected
        child.kill()
    finally:
        child.stop()
    assert child.reported == 7
    store, state = check_resumable(home, child.save_id, child.reported, moves)
    assert len(state.history) == 7
    continue_from_the_menu(make_app, store, state)


def test_killed_while_playing_freely_then_continue(home, make_app, moves):
    stop = len(moves) - 3  # never reaches the end of the game
    child = Child(home, lockstep=4, stop=stop)
    try:
        for _ in range(4):
            child.go()
            child.read_count()
        assert child.reported == 4
        child.go()  # from here on it plays without waiting; kill it at once
        child.kill()
    finally:
        child.stop()
    assert 4 <= child.reported <= stop
    store, state = check_resumable(home, child.save_id, child.reported, moves)
    continue_from_the_menu(make_app, store, state)
