"""The haunts played before in this app (BH-D.38: "played-haunt history is stored
locally"), for the "Skip played haunts" option: a small JSON file in the data
folder, kept outside every game. The window reads it when a game is created and
passes it in the game's options (the game stays a function of its seed, options
and actions), and adds a haunt's number when one is revealed at its table.

Like the settings (tabletop/persistence/settings.py), nothing in this file may
stop the app: a missing file is an empty history; a damaged one is set aside
beside itself under a new name and read as empty; a folder that cannot be written
loses the new entry. Each of these returns a short English reason instead of
raising, for the caller to mention quietly."""

from __future__ import annotations

import json
import os
from pathlib import Path
from types import SimpleNamespace

from tabletop.persistence.paths import data_dir
from tabletop.persistence.settings import _reason, _set_aside

MAX_BYTES = 16_000  # a few hundred numbers at most; more is not ours
VERSION = 1


def history_path() -> Path:
    return data_dir() / "betrayal_played_haunts.json"


def read_played(path: Path | None = None, known=None) -> tuple[list[int], str | None]:
    """(the haunt numbers played before, sorted; why the file could not be used or
    None). Never raises. `known`, when given, keeps only those numbers (a history
    written by another version of the haunts)."""
    path = path or history_path()
    try:
        if not path.exists():
            return [], None
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise ValueError("it is far too large")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError("it is not a list of played haunts")
        played = data.get("played")
        if not isinstance(played, list) or not all(type(n) is int and 0 < n < 10_000 for n in played):
            raise ValueError("its haunt numbers are not numbers")
    except Exception as exc:  # noqa: BLE001 - nothing in this file may stop the app
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else _reason(exc)
        aside = SimpleNamespace(set_aside=None)
        if not isinstance(exc, OSError):
            _set_aside(path, aside)  # damaged, not unreadable: keep it for the player, start afresh
        where = f"; it was kept as {aside.set_aside.name}" if aside.set_aside else ""
        return [], f"The list of played haunts could not be read ({reason}){where}."
    numbers = sorted(set(played))
    if known is not None:
        numbers = [n for n in numbers if n in known]
    return numbers, None


def record_played(number: int, path: Path | None = None) -> str | None:
    """Add haunt `number` to the history, written atomically (a crash or a full
    disk leaves the old file whole). Returns None, or why it was not recorded;
    never raises."""
    path = path or history_path()
    played, problem = read_played(path)
    if number in played:
        return None
    try:
        kept = problem is not None and path.exists()
    except OSError:
        kept = True
    if kept:  # a file that could not be read nor set aside is never written over
        return f"{problem} Haunt {number} was not added to it."
    temporary = path.with_name(path.name + ".tmp")
    try:
        text = json.dumps({"version": VERSION, "played": sorted({*played, number})}, indent=1)
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except Exception as exc:  # noqa: BLE001 - an unwritable folder must not stop the game
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass
        return f"Haunt {number} could not be added to the list of played haunts ({_reason(exc)})."
    return problem


__all__ = ["history_path", "read_played", "record_played"]
