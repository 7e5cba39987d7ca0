"""Bug reports: when a rule raises (our bug, not the player's), the seed and the
moves that lead to it are kept as a small JSON file in the data folder, so the
game can be replayed exactly by whoever fixes it."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Mapping

from .paths import data_dir


def reports_dir() -> Path:
    return data_dir() / "reports"


def write_report(report: Mapping[str, Any]) -> Path | None:
    """Write `report`; its path, or None when the disk refuses (the game goes on:
    a report is a courtesy, never a reason to stop)."""
    folder = reports_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(1, 1000):
            path = folder / f"rule-fault-{stamp}-{n}.json"
            if not path.exists():
                path.write_text(json.dumps(dict(report), indent=2, default=str), encoding="utf-8")
                return path
    except (OSError, TypeError, ValueError):
        return None
    return None
