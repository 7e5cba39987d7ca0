"""Pictures the app composes at start, kept on disk for the next start.

The menu's background (a PNG texture decoded, tiled and shaded under a vignette)
costs a start much more than reading its pixels back does. A picture is kept as
raw BGRA pixels, the layout most displays use, so reading it back is a copy (a
24-bit BMP would want a slow conversion, a PNG decoding). Each name keeps one
picture: the first made in a run, at the window's size then, which is the size
the next start opens at unless the player resized. A picture is found again only
under the same key, which the caller makes from its size and everything it is
drawn from. The cache is an aid: a folder that cannot be written or a damaged
file only means composing the picture again.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pygame

from tabletop.persistence.paths import cache_dir

PIXELS = "BGRA"
_kept: set[str] = set()  # the names kept in this run


def _path(folder: Path, name: str, key: str) -> Path:
    return folder / f"{name}-{key}.{PIXELS.lower()}"


def load(name: str, key: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture of `size` kept under `name` and `key`, if there is one."""
    try:
        pixels = _path(cache_dir(), name, key).read_bytes()
    except OSError:  # not kept yet, or unreadable
        return None
    if len(pixels) != size[0] * size[1] * len(PIXELS):  # cut short
        return None
    return pygame.image.frombuffer(pixels, size, PIXELS)


def keep(name: str, key: str, picture: pygame.Surface) -> None:
    """Write `picture` for later starts (the first of `name` in this run only),
    replacing the one kept before; written whole or not at all."""
    if name in _kept:
        return
    _kept.add(name)
    folder = cache_dir()
    path = _path(folder, name, key)
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        part.write_bytes(pygame.image.tobytes(picture, PIXELS))
        os.replace(part, path)
        for old in folder.glob(f"{name}-*.{PIXELS.lower()}"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)
