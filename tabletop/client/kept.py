"""What the app makes at every start, kept on disk for the next start.

The menu's background (a PNG texture decoded, tiled and shaded) and the catalogues
(TOML, parsed by a pure-Python parser) cost a start much more than reading back
what they came to does. Each name keeps one file: the first made in a run (the
background at the window's size then, which the next start opens at unless the
player resized). A file is found again only under the same key, which the caller
makes from everything it is made from (sizes, the source files' contents: not
their times, which differ between a checkout and the built app sharing a cache).
The cache is an aid: a folder that cannot be written or a damaged file only means
making the thing again.
"""

from __future__ import annotations

import contextlib
import os
import zlib
from pathlib import Path

from tabletop.persistence.paths import cache_dir

_kept: set[str] = set()  # the names kept in this run


def _path(folder: Path, name: str, key: str) -> Path:
    return folder / f"{name}.{key}"


def fingerprint(source: bytes) -> str:
    """A key part that changes when `source` (a file's contents) does."""
    return f"{len(source)}-{zlib.crc32(source):08x}"


def read(name: str, key: str) -> bytes | None:
    """What was kept under `name` and `key`, if anything."""
    try:
        return _path(cache_dir(), name, key).read_bytes()
    except OSError:  # not kept yet, or unreadable
        return None


def keep(name: str, key: str, data: bytes) -> None:
    """Write `data` for later starts (the first of `name` in this run only),
    replacing what `name` kept before; written whole or not at all."""
    if name in _kept:
        return
    _kept.add(name)
    folder = cache_dir()
    path = _path(folder, name, key)
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        part.write_bytes(data)
        os.replace(part, path)
        for old in folder.glob(f"{name}.*"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)
