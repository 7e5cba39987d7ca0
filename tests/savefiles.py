"""Saves made and damaged on purpose, for the tests of damaged files: one way to
make a real save and one way to put any value in any of its columns."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from tabletop import games
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
