"""Saves made and damaged on purpose, for the tests of damaged files: one way to
make a real save and one way to put any value in any of its columns."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from tabletop import games
from tabletop.engine.errors import IllegalAction
from tabletop.persistence import SaveStore, SeatInfo

SEATS = [SeatInfo("Ada"), SeatInfo("Bot", "random")]


def played_save(store: SaveStore, seed: int = 4, moves: int = 5, seats=SEATS) -> Path:
    """A closed Darkmoor save of `moves` random moves."""
    state = games.get("darkmoor").new_game(len(seats), seed, {"names": [s.name for s in seats]})
    save = store.create(state, seats)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
        save.record(state)
    save.close()
    return save.path


def set_column(path: Path, column: str, value, table: str = "save", where: str = "") -> None:
    """Put `value` in a column, as a hand-edited or hostile file may: the table is
    first remade without its NOT NULL constraints."""
    db = sqlite3.connect(path)
    with db:
        db.execute(f"CREATE TABLE loose AS SELECT * FROM {table}")
        db.execute(f"DROP TABLE {table}")
        db.execute(f"ALTER TABLE loose RENAME TO {table}")
        db.execute(f"UPDATE {table} SET {column} = ? {where}", (value,))
    db.close()


def on_disk(path: Path) -> tuple[list[str], dict]:
    """A save file's moves and snapshot, as stored."""
    db = sqlite3.connect(path)
    try:
        moves = [row[0] for row in db.execute("SELECT text FROM action ORDER BY idx")]
        snapshot = json.loads(db.execute("SELECT snapshot FROM save").fetchone()[0])
    finally:
        db.close()
    return moves, snapshot


def first_refused(path: Path) -> int:
    """Where today's rules first refuse one of the save's recorded moves (an oracle apart
    from the store's: each move applied in turn to a game set up from the snapshot's
    seed and options). The fixture was chosen for having such a move, so that the count
    follows the rules as they change without the test pinning it."""
    moves, snapshot = on_disk(path)
    options = dict(snapshot["options"])
    state = games.get(snapshot["game"]).new_game(options.pop("seats"), snapshot["seed"], options)
    for index, move in enumerate(moves):
        try:
            state.apply(move)
        except IllegalAction:
            return index
    raise AssertionError("every recorded move is still allowed: the fixture proves nothing")
