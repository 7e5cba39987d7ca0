"""Campaign files damaged on purpose, for the tests of damaged campaigns (issue 22 §2,
§5): a good campaign of each kind, the damages tried on a campaign file, and one way
to write a damaged copy."""

from __future__ import annotations

import random
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

COLUMNS = ("format", "game", "name", "version", "created", "updated", "doc")
VALUES = ("NULL", "X'FFFE00'", "'x'", "1e999", "-1", "''", "'" + "n" * 100_000 + "'", "'a' || char(0) || 'b'")


def kinds():
    """kind -> (the game's campaign module, the document of a good campaign)."""
    from tabletop.games.betrayal_legacy import campaign as legacy
    from tabletop.games.betrayal_legacy.free_play import finished_campaign
    from tabletop.games.comanauts import campaign as comanauts

    team = [comanauts.Seat("Ada"), comanauts.Seat("Bob")]
    return {
        "betrayal_legacy": (legacy, legacy.to_data(finished_campaign())),
        "comanauts": (comanauts, comanauts.to_data(comanauts.new_campaign(team))),
    }


def damages(raw: bytes):
    """(label, bytes or SQL) of each damage tried on a campaign file."""
    rng = random.Random(22)
    for k in range(40):
        data = bytearray(raw)
        for _ in range(rng.randint(1, 40)):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        yield f"flipped {k}", bytes(data)
    for cut in (0, 10, 100, 1000, len(raw) // 2, len(raw) - 10):
        yield f"cut at {cut}", raw[:cut]
    for column in COLUMNS:
        yield f"no {column}", f"ALTER TABLE campaign DROP COLUMN {column};"
        for value in VALUES:
            yield f"{column} = {value[:12]}", f"UPDATE campaign SET {column} = {value};"
    yield "100,000 characters for the seats", "UPDATE campaign SET doc = json_set(doc, '$.seats', '" + "n" * 100_000 + "');"
    yield "a NUL in a seat's name", "UPDATE campaign SET doc = json_set(doc, '$.seats[0].name', 'a' || char(0) || 'b');"
    yield "a game nobody knows", "UPDATE campaign SET game = 'chess';"
    yield "no campaign row", "DELETE FROM campaign;"
    yield "no campaign table", "DROP TABLE campaign;"
    yield "a document of version 1 that does not migrate", "UPDATE campaign SET version = 0, doc = '{}';"


def damage_copy(good: Path, damage: bytes | str, path: Path) -> bool:
    """`good` written at `path` with `damage` (bytes: the file's whole content; a text:
    SQL run on a copy); False when SQLite itself refuses the damage (a NOT NULL
    column), and nothing is left at `path`."""
    if isinstance(damage, bytes):
        path.write_bytes(damage)
        return True
    shutil.copy(good, path)
    try:
        with closing(sqlite3.connect(path)) as db:
            db.executescript(damage)
    except sqlite3.Error:
        path.unlink()
        return False
    return True
