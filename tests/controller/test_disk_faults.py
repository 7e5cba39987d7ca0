"""A save that cannot be written never costs a move or the game (issue 8, part 2).

Real faults, not mocks: a file-size limit (RLIMIT_FSIZE, as a full disk looks to
the program; the `disk_full` fixture), a small filesystem that fills up and one
mounted read-only (tmpfs, where this user may mount; the `small_disk` and `fill`
fixtures, tests/conftest.py), a save file locked by another program, and a saves
folder that vanishes mid-game. For each, from the session's side: a person's move,
a bot's move and an undo are taken back whole (memory and disk agree), the player
can retry, save elsewhere or play on, and nothing is lost."""

from __future__ import annotations

import random
import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path

import pytest

from tabletop import games
from tabletop.controller.session import MoveNotSaved, Session
from tabletop.engine.errors import IllegalAction
from tabletop.persistence import SaveStore, SeatInfo
from tabletop.persistence.faults import SaveWriteError

DARKMOOR = games.get("darkmoor")
COMANAUTS = games.get("comanauts")
PEOPLE = [SeatInfo("Ada"), SeatInfo("Bob")]


# -- sessions -----------------------------------------------------------------------------


def darkmoor(store: SaveStore, seats=PEOPLE, seed: int = 3) -> Session:
    state = DARKMOOR.new_game(len(seats), seed, {"first": 0, "names": [s.name for s in seats]})
    session = Session(state, list(seats), store.create(state, seats))
    look(session)
    return session


def look(session: Session) -> None:
    if session.needs_handover():
        session.hand_over(session.to_act)


def on_disk(session: Session) -> list[str]:
    """The moves in the save's bytes (read from a copy: the session holds the file)."""
    copy = Path(tempfile.mkdtemp()) / "on-disk-copy.db"  # off the disk under test
    shutil.copyfile(session.save.path, copy)
    db = sqlite3.connect(copy)
    try:
        return [row[0] for row in db.execute("SELECT text FROM action ORDER BY idx")]
    finally:
        db.close()
        copy.unlink()


def in_memory(session: Session) -> list[str]:
    return [str(a) for a in session.state.history]


def some_move(session: Session, rng: random.Random):
    look(session)
    return rng.choice(session.legal_actions())


def assert_refused_whole(session: Session, before: dict, error: MoveNotSaved) -> None:
    assert session.state.to_dict() == before  # the move was taken back
    assert session.held is not None and session.save_problem is error.fault
    assert error.key.startswith("save.fault.") and str(error).startswith("Could not save:")
    with pytest.raises(IllegalAction, match="waits"):
        session.act(session.state.legal_actions()[0])  # nothing else moves meanwhile


# -- each fault, a person's move ----------------------------------------------------------


def test_full_disk_takes_the_move_back_and_retry_makes_it(tmp_path, disk_full):
    session = darkmoor(SaveStore(tmp_path / "saves"))
    rng = random.Random(1)
    session.gesture(*gesture(some_move(session, rng)))
    before, saved = session.state.to_dict(), on_disk(session)
    move = some_move(session, rng)
    with disk_full(), pytest.raises(MoveNotSaved) as refused:
        session.gesture(*gesture(move))
    assert refused.value.fault.key == "save.fault.full"
    assert_refused_whole(session, before, refused.value)
    assert on_disk(session) == saved == in_memory(session)
    with disk_full():
        assert session.retry_save() is False and session.held is not None  # still full
    assert session.retry_save() is True  # space freed
    assert session.held is None and session.save_problem is None
    assert in_memory(session)[-1] == str(move) and on_disk(session) == in_memory(session)
    session.close()


def test_a_small_disk_that_fills_up(small_disk, fill):
    """A real full filesystem: Comanauts' save grows with every move until none fits."""
    store = SaveStore(small_disk / "saves")
    state = COMANAUTS.new_game(2, 5)
    seats = [SeatInfo("Ada"), SeatInfo("Ada")]
    session = Session(state, seats, store.create(state, seats))
    fill(small_disk)
    rng = random.Random(2)
    for _ in range(300):
        before = session.state.to_dict()
        try:
            session.act(rng.choice(session.legal_actions()))
        except MoveNotSaved as refused:
            assert refused.fault.key == "save.fault.full"
            assert_refused_whole(session, before, refused)
            break
    else:
        pytest.fail("the disk never filled")
    assert on_disk(session) == in_memory(session)
    (small_disk / "filler").unlink()
    assert session.retry_save() and on_disk(session) == in_memory(session)
    session.close()


def test_a_read_only_folder(tmp_path, small_disk):
    store = SaveStore(small_disk / "saves")
    session = darkmoor(store)
    rng = random.Random(4)
    session.gesture(*gesture(some_move(session, rng)))
    session.close()
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    # a new game cannot make its save: it says why, as a save fault, not a crash
    with pytest.raises(SaveWriteError) as refused:
        store.create(DARKMOOR.new_game(2, 1), PEOPLE)
    assert refused.value.key == "save.fault.read_only"
    # the saved game still loads, and its first move is held with the reason
    state, seats, save = store.load(session.save.path.stem)
    resumed = Session(state, seats, save)
    before = resumed.state.to_dict()
    with pytest.raises(MoveNotSaved) as held:
        resumed.act(some_move(resumed, rng))
    assert held.value.fault.key == "save.fault.read_only"
    assert_refused_whole(resumed, before, held.value)
    # saved elsewhere: the held move is made there, and the game loads from there
    other = SaveStore(store.folder, [tmp_path / "elsewhere"])
    resumed.adopt_save(other.create(resumed.state, resumed.seats, tmp_path / "elsewhere"))
    assert resumed.held is None and on_disk(resumed) == in_memory(resumed)
    moved = resumed.save.path.stem
    resumed.close()
    again, _seats, file = other.load(moved)
    file.close()
    assert again.to_dict() == resumed.state.to_dict()


def test_a_save_locked_by_another_program(tmp_path):
    session = darkmoor(SaveStore(tmp_path / "saves"))
    rng = random.Random(5)
    # another program takes the file between two moves (our hold is let go first:
    # on this system a held file cannot be taken at all)
    session.save._db.execute("PRAGMA locking_mode = NORMAL")
    session.save._db.execute("SELECT count(*) FROM action").fetchone()
    other = sqlite3.connect(session.save.path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    before = session.state.to_dict()
    with pytest.raises(MoveNotSaved) as refused:
        session.act(some_move(session, rng))
    assert refused.value.fault.key == "save.fault.locked"
    assert_refused_whole(session, before, refused.value)
    other.rollback()
    other.close()
    assert session.retry_save() and on_disk(session) == in_memory(session)
    session.close()


def test_the_saves_folder_vanishes(tmp_path):
    store = SaveStore(tmp_path / "saves")
    session = darkmoor(store)
    rng = random.Random(6)
    session.gesture(*gesture(some_move(session, rng)))
    shutil.rmtree(store.folder)
    before = session.state.to_dict()
    with pytest.raises(MoveNotSaved) as refused:
        session.act(some_move(session, rng))
    assert refused.value.fault.key == "save.fault.gone"
    assert_refused_whole(session, before, refused.value)
    # saved again in a new folder, with every move, the held one included
    session.adopt_save(store.create(session.state, session.seats, tmp_path / "new"))
    assert on_disk(session) == in_memory(session) and len(in_memory(session)) == 2
    session.close()


# -- bots, undo, playing on ---------------------------------------------------------------


def test_a_bots_move_that_cannot_be_saved_is_held_and_the_bots_wait(tmp_path, disk_full):
    store = SaveStore(tmp_path / "saves")
    state = DARKMOOR.new_game(2, 8, {"first": 1})
    session = Session(state, [SeatInfo("Ada"), SeatInfo("Bot", "random")], store.create(state, PEOPLE))
    assert session.to_act == 1
    before = session.state.to_dict()
    session.update(0)
    session.wait_for_bot()
    with disk_full():
        assert session.update(0) == []
    assert session.state.to_dict() == before and session.held is not None
    assert session.update(0) == [] and not session.bot_thinking()  # nobody moves while held
    assert session.retry_save()
    assert len(session.state.history) == 1 and on_disk(session) == in_memory(session)
    session.close()


def test_an_undo_that_cannot_be_saved_did_not_happen(tmp_path, disk_full):
    session = darkmoor(SaveStore(tmp_path / "saves"))
    rng = random.Random(7)
    while session.undo_refusal() is not None:
        session.gesture(*gesture(some_move(session, rng)))
    before, saved = session.state.to_dict(), on_disk(session)
    with disk_full(), pytest.raises(MoveNotSaved):
        session.undo()
    assert session.state.to_dict() == before and on_disk(session) == saved == in_memory(session)
    assert session.held is None  # nothing to hold: the undo is simply asked again
    session.undo()
    assert on_disk(session) == in_memory(session) == saved[:-1]
    session.close()


def test_playing_on_unsaved_then_the_disk_catches_up(tmp_path, disk_full):
    session = darkmoor(SaveStore(tmp_path / "saves"))
    rng = random.Random(9)
    saved = on_disk(session)
    with disk_full():
        with pytest.raises(MoveNotSaved):
            session.act(some_move(session, rng))
        session.keep_playing_unsaved()
        for _ in range(3):
            session.act(some_move(session, rng))
        assert session.unsaved_moves >= 3
    assert on_disk(session) == saved
    session.act(some_move(session, rng))  # the disk has room again: all of it is written
    assert session.save_problem is None and session.unsaved_moves == 0
    assert on_disk(session) == in_memory(session) and len(in_memory(session)) == 5
    session.close()


def test_a_new_game_whose_save_cannot_be_made_has_no_file_left_behind(tmp_path, disk_full):
    store = SaveStore(tmp_path / "saves")
    with disk_full(), pytest.raises(SaveWriteError) as refused:
        store.create(DARKMOOR.new_game(2, 1), PEOPLE)
    assert refused.value.key == "save.fault.full"
    assert list(store.folder.iterdir()) == []


def gesture(action):
    return action.source, action.target
