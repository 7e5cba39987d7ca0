"""Damaged saves, by class of damage (issue 8, part 1): every value read from a
save is checked for type and range before use, any failure while reading one save
marks that save alone as damaged with its reason, a listed save really loads, a
save held by another copy of the app says it is in use without freezing the list,
and nothing outside the saves folder can be reached through an id."""

from __future__ import annotations

import json
import random
import sqlite3
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.errors import SaveError
from tabletop.persistence import SaveStore
from tabletop.persistence.saves import SUFFIX

from savefiles import played_save, set_column

COLUMNS = ("format", "game", "seed", "options", "seats", "created", "updated", "turn", "finished", "snapshot")
JARGON = ("Traceback", "sqlite", "Error", "Exception", "errno", "None", "\n")


def deep(n: int = 100_000) -> str:
    return "[" * n + "]" * n


# Values no column should hold, of every SQLite storage class and every kind of
# trouble: wrong types, impossible numbers, text nested past Python's stack.
HOSTILE = [
    None, "text", b"\x00\xffbytes", 3.5, float("inf"), float("-inf"), float("nan"), -1, 2**63 - 1,
    -(2**63), 1e300, -1e300, "", deep(), '{"a":' * 50_000 + "1" + "}" * 50_000, "x" * 100_000,
    json.dumps([{"name": "n" * 5000, "kind": "human"}] * 2), json.dumps({"seats": "two"}), "[]", "{}",
    json.dumps([{"name": "Ada", "kind": "human", "think_ms": 2**70}] * 2),
]


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves")


def make_save(store: SaveStore, seed: int = 4, moves: int = 5):
    return played_save(store, seed, moves)


def check_one_damaged(store: SaveStore, damaged_id: str, good_id: str) -> None:
    """The listing works, marks the damaged save with a player's reason, keeps the
    good one loadable; loading the damaged one refuses with a reason; Continue
    still finds the good one."""
    entries = {e.id: e for e in store.entries()}
    assert set(entries) == {damaged_id, good_id}
    bad = entries[damaged_id]
    if bad.error is None:
        # the value happened to be acceptable: then Load must really work
        state, _seats, save = store.load(damaged_id)
        save.close()
    else:
        assert bad.error.startswith(("This save", "That saved game")) and len(bad.error) < 200, bad.error
        assert not any(word in bad.error for word in JARGON), bad.error
        with pytest.raises(SaveError):
            store.load(damaged_id)
    assert entries[good_id].error is None
    _s, _seats, save = store.load(good_id)
    save.close()
    assert store.latest_unfinished() is not None


@pytest.mark.parametrize("column", COLUMNS)
def test_every_column_with_every_hostile_value_marks_only_that_save(tmp_path, column):
    """Issue 8 §1: deep JSON (RecursionError), text dates (TypeError in the sort),
    dates out of range (OverflowError), huge names, wrong types in every column."""
    for n, value in enumerate(HOSTILE):
        store = SaveStore(tmp_path / f"{column}-{n}")
        good = make_save(store, seed=1)
        time.sleep(0.001)
        damaged = make_save(store, seed=2)
        set_column(damaged, column, value)
        check_one_damaged(store, damaged.stem, good.stem)


def test_impossible_dates_are_damage_not_a_crash(store):
    good = make_save(store, seed=1)
    for value in (1e300, -5.0, "yesterday", float("nan"), 2**62):
        damaged = make_save(store, seed=2)
        set_column(damaged, "updated", value)
        [entry] = [e for e in store.entries() if e.id == damaged.stem]
        assert entry.error_key == "save.bad_dates"
        time.localtime(entry.updated)  # what the Load list shows is a real date
        damaged.unlink()
    assert store.entries()[0].id == good.stem


def test_every_action_text_damage_is_caught(store):
    good = make_save(store, seed=1)
    for text in (None, 7, b"play", "", "play card=" + "9" * 10_000, "x" * 5000, "play card=1 loc=1 " * 50,
                 "pass", "\x00"):
        damaged = make_save(store, seed=2)
        set_column(damaged, "text", text, table="action", where="WHERE idx = 1")
        check_one_damaged(store, damaged.stem, good.stem)
        damaged.unlink()


def test_moves_out_of_order_or_beyond_any_game(store):
    good = make_save(store, seed=1)
    damaged = make_save(store, seed=2)
    db = sqlite3.connect(damaged)
    with db:
        db.execute("UPDATE action SET idx = 99 WHERE idx = 2")
    db.close()
    check_one_damaged(store, damaged.stem, good.stem)


def test_files_damaged_at_every_length_and_byte(store):
    """Truncated at many lengths, bytes flipped at many places: listed, never raised."""
    good = make_save(store, seed=1)
    original = make_save(store, seed=2).read_bytes()
    rng = random.Random(9)
    victim = store.folder / f"victim{SUFFIX}"
    for cut in range(0, len(original), max(1, len(original) // 40)):
        victim.write_bytes(original[:cut])
        check_one_damaged_or_fine(store, victim.stem, good.stem)
    for _ in range(40):
        data = bytearray(original)
        for _ in range(rng.randint(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        victim.write_bytes(bytes(data))
        check_one_damaged_or_fine(store, victim.stem, good.stem)


def check_one_damaged_or_fine(store: SaveStore, victim: str, good: str) -> None:
    ids = {e.id for e in store.entries()}
    other = ids - {victim, good}
    for stray in other:
        (store.folder / f"{stray}{SUFFIX}").unlink()
    check_one_damaged(store, victim, good)


def test_things_that_are_not_files(store):
    good = make_save(store, seed=1)
    (store.folder / f"folder{SUFFIX}").mkdir()
    (store.folder / f"link{SUFFIX}").symlink_to("/dev/zero")
    (store.folder / f"nowhere{SUFFIX}").symlink_to(store.folder / "missing")
    entries = {e.id: e for e in store.entries()}
    assert entries[good.stem].error is None
    for name in ("folder", "link", "nowhere"):
        if name in entries:
            assert entries[name].error, name
            with pytest.raises(SaveError):
                store.load(name)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(column=st.sampled_from(COLUMNS),
       value=st.one_of(st.none(), st.integers(-(2**63), 2**63 - 1), st.floats(), st.text(max_size=300), st.binary(max_size=300),
                       st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                                    lambda inner: st.lists(inner, max_size=4)
                                    | st.dictionaries(st.text(max_size=5), inner, max_size=4),
                                    max_leaves=30).map(json.dumps)))
def test_any_value_in_any_column_never_escapes(tmp_path_factory, column, value):
    store = SaveStore(tmp_path_factory.mktemp("fuzz"))
    good = make_save(store, seed=1, moves=2)
    damaged = make_save(store, seed=2, moves=2)
    set_column(damaged, column, value)
    check_one_damaged(store, damaged.stem, good.stem)


# -- in use ---------------------------------------------------------------------------------


def test_a_save_held_by_another_copy_is_in_use_and_the_list_does_not_wait(store):
    """Issue 8 §1: a locked save says it is in use, not damaged, and costs the list
    a fraction of a second, not SQLite's default five seconds per save."""
    paths = [make_save(store, seed=s) for s in range(5)]
    holders = [store.load(p.stem)[2] for p in paths]  # as another copy playing them would
    try:
        started = time.monotonic()
        entries = store.entries()
        took = time.monotonic() - started
        assert all(e.in_use and e.error_key == "save.in_use" for e in entries)
        assert all("another copy" in e.error for e in entries)
        assert took < 2.5, f"the list waited {took:.1f} s for 5 held saves"
        with pytest.raises(SaveError, match="another copy"):
            store.load(paths[0].stem)
        assert store.latest_unfinished() is None
    finally:
        for holder in holders:
            holder.close()
    assert all(e.error is None for e in store.entries())  # free again once closed


# -- ids ------------------------------------------------------------------------------------


@pytest.mark.parametrize("bad_id", ["../x", "..", "/etc/passwd", "a/b", "", ".hidden", "x\x00y", "~", 7, None,
                                    "../../outside", "saves/../x"])
def test_ids_reach_nothing_outside_the_store(tmp_path, bad_id):
    """Issue 8 §4: delete and load accept only the store's own ids."""
    store = SaveStore(tmp_path / "saves")
    outside = tmp_path / f"x{SUFFIX}"
    outside.write_bytes(b"keep me")
    (tmp_path / f"outside{SUFFIX}").write_bytes(b"keep me")
    with pytest.raises(SaveError):
        store.delete(bad_id)
    with pytest.raises(SaveError):
        store.load(bad_id)
    assert outside.read_bytes() == b"keep me"
    assert (tmp_path / f"outside{SUFFIX}").read_bytes() == b"keep me"


def test_a_damaged_save_can_be_deleted(store):
    good = make_save(store, seed=1)
    damaged = make_save(store, seed=2)
    set_column(damaged, "seats", deep())
    store.delete(damaged.stem)
    assert [e.id for e in store.entries()] == [good.stem]


def test_a_store_whose_folder_cannot_be_made_still_works(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = SaveStore(blocker / "saves")
    assert store.problem is not None and store.problem.key.startswith("save.fault.")
    assert store.entries() == [] and store.latest_unfinished() is None
