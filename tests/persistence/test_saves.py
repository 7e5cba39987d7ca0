"""Saved games (tabletop/persistence/saves.py): one SQLite file per game, every
action appended as it is applied, loaded back by replaying and checking the
snapshot. A broken save refuses itself with a message a player understands and
never spoils the other saves in the folder."""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3

import pytest

from tabletop import games
from tabletop.engine.errors import SaveError
from tabletop.persistence import SaveStore, SeatInfo, saves_dir
from tabletop.persistence.saves import SUFFIX

G = games.get("darkmoor")
SEATS = [SeatInfo("Ada"), SeatInfo("Bot", "random")]

# Words that only a programmer understands: none may reach a player's screen.
JARGON = ("Traceback", "sqlite", "Error", "Exception", "KeyError", "errno", "None", "idx", "\n")


def assert_player_message(message: str | None) -> None:
    assert message, "a broken save must say why"
    assert message.startswith("This save"), message
    assert message.rstrip().endswith((".", ")")), message
    assert ".." not in message, message  # one sentence, one full stop
    for word in JARGON:
        assert word not in message, f"{word!r} in {message!r}"


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    folder = saves_dir()
    assert folder.is_relative_to(tmp_path)
    return SaveStore(folder)


def new_state(seed: int = 11):
    return G.new_game(2, seed, {"names": [s.name for s in SEATS]})


def play(state, save, count: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
        if save is not None:
            save.record(state)


def make_save(store, seed=11, moves=6, close=True):
    state = new_state(seed)
    save = store.create(state, SEATS)
    play(state, save, moves, seed)
    if close:
        save.close()
    return state, save


def entry_of(store, entry_id):
    found = [e for e in store.entries() if e.id == entry_id]
    assert len(found) == 1, [e.id for e in store.entries()]
    return found[0]


def edit(path, sql: str, params=()) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute(sql, params)
    db.close()


# -- the good path ------------------------------------------------------------------------


def test_create_record_list_and_load_back_exactly(store):
    seed = 5
    state = new_state(seed)
    save = store.create(state, SEATS)
    assert save.path.parent == store.folder and save.path.suffix == SUFFIX
    assert save.length == 0
    play(state, save, 7, seed=seed)
    assert len(state.history) == 7 and save.length == 7
    save.close()

    [entry] = store.entries()
    assert entry.error is None
    assert entry.id == save.path.stem
    assert entry.game == "darkmoor"
    assert entry.seats == tuple(SEATS)
    assert entry.turn == state.turn
    assert entry.finished is False
    assert entry.created > 0 and entry.updated >= entry.created

    loaded, seats, again = store.load(entry.id)
    try:
        assert loaded.to_dict() == state.to_dict()
        assert [str(a) for a in loaded.history] == [str(a) for a in state.history]
        assert seats == SEATS
        assert again.length == 7
    finally:
        again.close()
    assert store.latest_unfinished() is not None
    assert store.latest_unfinished().id == entry.id


def test_a_loaded_save_goes_on_recording(store):
    seed = 8
    whole = new_state(seed)
    play(whole, None, 4, seed)
    state = new_state(seed)
    save = store.create(state, SEATS)
    for action in whole.history[:2]:
        state.apply(action)
        save.record(state)
    save.close()
    loaded, seats, file = store.load(save.path.stem)
    for action in whole.history[2:]:
        loaded.apply(action)
        file.record(loaded)
    file.close()
    reloaded, _, file2 = store.load(save.path.stem)
    file2.close()
    assert len(reloaded.history) == 4
    assert reloaded.to_dict() == whole.to_dict()


def test_every_action_is_on_disk_as_soon_as_it_is_recorded(store):
    seed = 21
    state = new_state(seed)
    save = store.create(state, SEATS)
    rng = random.Random(seed)
    for n in range(1, 6):
        state.apply(rng.choice(state.legal_actions()))
        save.record(state)
        # the bytes on disk (as a crash would leave them) hold every action so far;
        # the playing app holds the file itself, so a copy is read
        copy = save.path.with_name(f"copy-{n}{SUFFIX}")
        shutil.copyfile(save.path, copy)
        loaded, _, other = store.load(copy.stem)
        other.close()
        assert len(loaded.history) == n
        assert loaded.to_dict() == state.to_dict()
    save.close()


def test_a_finished_game_is_listed_as_finished(store):
    state = new_state(seed=3)
    save = store.create(state, SEATS)
    play(state, save, 500, seed=3)
    assert state.is_over
    save.close()
    [entry] = store.entries()
    assert entry.error is None and entry.finished is True
    assert entry.turn == state.turn
    assert store.latest_unfinished() is None
    loaded, _, file = store.load(entry.id)
    file.close()
    assert loaded.is_over and loaded.result == state.result


def test_a_save_with_tokens_on_minions_loads(store):
    """A position with peril or VP tokens on minions in the hordes must load back
    (regression: token pairs were tuples, which JSON gives back as lists, so the
    snapshot check refused every save with tokens on the table)."""
    for seed in range(100):
        state = new_state(seed)
        rng = random.Random(seed)
        while not state.is_over and not (state.peril_on or state.vp_on):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    assert state.peril_on or state.vp_on
    save = store.create(state, SEATS)
    save.close()
    [entry] = store.entries()
    assert entry.error is None
    loaded, _, file = store.load(entry.id)
    file.close()
    assert loaded.to_dict() == state.to_dict()


def test_a_save_waiting_for_a_choice_loads(store):
    """A game saved while a player must choose a minion or a slot (the pending
    decision holds its step) must load back."""
    for seed in range(200):
        state = new_state(seed)
        rng = random.Random(seed)
        while not state.is_over and state.pending["kind"] not in ("minion", "slot"):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    assert state.pending["kind"] in ("minion", "slot")
    save = store.create(state, SEATS)
    save.close()
    loaded, _, file = store.load(save.path.stem)
    file.close()
    assert loaded.to_dict() == state.to_dict()
    assert loaded.legal_actions() == state.legal_actions()


def test_several_saves_list_newest_first_with_distinct_ids(store):
    first = make_save(store, seed=1, moves=2)[1]
    second = make_save(store, seed=2, moves=3)[1]
    third = make_save(store, seed=3, moves=1)[1]
    entries = store.entries()
    assert {e.id for e in entries} == {first.path.stem, second.path.stem, third.path.stem}
    assert len({e.id for e in entries}) == 3
    assert [e.updated for e in entries] == sorted((e.updated for e in entries), reverse=True)


def test_undo_shrinks_the_stored_history(store):
    state, save = make_save(store, seed=4, moves=9, close=False)
    shorter = G.replay(state.seed, state.options, state.history[:3])
    save.record(shorter)
    save.close()
    loaded, _, file = store.load(save.path.stem)
    file.close()
    assert loaded.to_dict() == shorter.to_dict()


def test_delete_removes_the_save(store):
    _, keep = make_save(store, seed=1)
    _, gone = make_save(store, seed=2)
    store.delete(gone.path.stem)
    assert not gone.path.exists()
    assert [e.id for e in store.entries()] == [keep.path.stem]
    with pytest.raises(SaveError) as info:
        store.load(gone.path.stem)
    assert "no longer exists" in str(info.value)
    loaded, _, file = store.load(keep.path.stem)
    file.close()


# -- broken saves -----------------------------------------------------------------------------


def truncate(path):
    data = path.read_bytes()
    assert len(data) > 1000
    path.write_bytes(data[: len(data) // 2])


def random_bytes(path):
    path.write_bytes(random.Random(7).randbytes(9000))


def empty_file(path):
    path.write_bytes(b"")


def future_format(path):
    edit(path, "UPDATE save SET format = 99")


def old_format(path):
    edit(path, "UPDATE save SET format = 0")


def missing_action(path):
    edit(path, "DELETE FROM action WHERE idx = 2")


def snapshot_disagrees(path):
    db = sqlite3.connect(path)
    snapshot = json.loads(db.execute("SELECT snapshot FROM save").fetchone()[0])
    snapshot["state"]["token_vp"] = [v + 3 for v in snapshot["state"]["token_vp"]]
    with db:
        db.execute("UPDATE save SET snapshot = ?", (json.dumps(snapshot),))
    db.close()


def illegal_action(path):
    edit(path, "UPDATE action SET text = 'play card=999 loc=0' WHERE idx = 3")


def nonsense_action(path):
    edit(path, "UPDATE action SET text = 'teleport everything' WHERE idx = 0")


def unknown_game(path):
    edit(path, "UPDATE save SET game = 'chess'")


def unreadable_players(path):
    edit(path, "UPDATE save SET seats = '{not json'")


def wrong_players(path):
    edit(path, "UPDATE save SET seats = ?", (json.dumps([{"name": "Ada", "kind": "wizard"}]),))


def too_few_players(path):
    edit(path, "UPDATE save SET seats = ?", (json.dumps([{"name": "Ada", "kind": "human"}]),))


def no_header(path):
    edit(path, "DELETE FROM save")


# (damage, words the message must contain, whether entries() already sees it)
BROKEN = [
    (truncate, "damaged", True),
    (random_bytes, "damaged", True),
    (empty_file, "damaged", True),
    (future_format, "newer version", True),
    (old_format, "older version", True),
    (missing_action, "moves are missing", True),
    (no_header, "no saved game", True),
    (unknown_game, "game this version does not have", True),
    (unreadable_players, "damaged", True),
    (wrong_players, "players", True),
    (snapshot_disagrees, "do not lead to the position", False),
    (illegal_action, "not allowed", False),
    (nonsense_action, "not allowed", False),
    (too_few_players, "players", False),
]


@pytest.mark.parametrize("damage,words,listed", BROKEN, ids=[b[0].__name__ for b in BROKEN])
def test_a_broken_save_says_why_and_spoils_nothing_else(store, damage, words, listed):
    good_state, good = make_save(store, seed=31, moves=5)
    _, bad = make_save(store, seed=32, moves=6)
    other_state, other = make_save(store, seed=33, moves=3)
    bad_id = bad.path.stem
    damage(bad.path)

    # every save still lists; the broken one carries its reason (or loads refuse it)
    entries = {e.id: e for e in store.entries()}
    assert set(entries) == {good.path.stem, bad_id, other.path.stem}
    if listed:
        assert_player_message(entries[bad_id].error)
        assert words in entries[bad_id].error
    for ok, state in ((good, good_state), (other, other_state)):
        entry = entries[ok.path.stem]
        assert entry.error is None
        assert entry.game == "darkmoor" and entry.turn == state.turn

    with pytest.raises(SaveError) as info:
        store.load(bad_id)
    assert_player_message(str(info.value))
    assert words in str(info.value)

    # the good ones still load exactly
    for ok, state in ((good, good_state), (other, other_state)):
        loaded, seats, file = store.load(ok.path.stem)
        file.close()
        assert loaded.to_dict() == state.to_dict()
        assert seats == SEATS

    # Continue never offers a save that the list already knows is broken
    latest = store.latest_unfinished()
    assert latest is not None
    if listed:
        assert latest.id != bad_id

    # and the broken one can be deleted
    store.delete(bad_id)
    assert bad_id not in {e.id for e in store.entries()}
    assert not bad.path.exists()


def test_a_broken_save_is_not_changed_by_listing_or_loading_it(store):
    _, bad = make_save(store, seed=40, moves=4)
    random_bytes(bad.path)
    before = bad.path.read_bytes()
    store.entries()
    with pytest.raises(SaveError):
        store.load(bad.path.stem)
    assert bad.path.read_bytes() == before


def test_files_that_are_not_saves_are_ignored(store):
    _, good = make_save(store, seed=50, moves=2)
    (store.folder / "notes.txt").write_text("hello")
    assert [e.id for e in store.entries()] == [good.path.stem]


def test_seat_info_round_trip_and_validation():
    for seat in (SeatInfo("Ada"), SeatInfo("Bot", "strong", 400), SeatInfo("R", "random")):
        assert SeatInfo.from_dict(seat.to_dict()) == seat
    for bad in ({"name": 3, "kind": "human"}, {"name": "A", "kind": "wizard"}, [], None,
                {"name": "A", "kind": "strong", "think_ms": "fast"}):
        with pytest.raises(SaveError):
            SeatInfo.from_dict(bad)


def test_tabletop_home_keeps_saves_in_the_temporary_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    folder = saves_dir()
    assert str(folder).startswith(str(tmp_path))
    store = SaveStore(folder)
    _, save = make_save(store, seed=1, moves=1)
    assert os.path.exists(save.path) and str(save.path).startswith(str(tmp_path))
