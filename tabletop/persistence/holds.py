"""Which copy of Tabletop has a campaign open. A copy that reads or writes a campaign
holds an operating-system lock on a file beside it (`<campaign>.lock`) until the player
goes back to the menu (or the copy ends, when the system lets go of it), so a second
copy is refused with "in use" instead of writing over the first one's chapter. Saved
games need none of this: SQLite's exclusive mode holds them (saves.py), but a campaign
file is opened only for each write."""

from __future__ import annotations

import os
import sys
from pathlib import Path

_HELD: dict[str, int] = {}  # the lock file's path -> the descriptor that holds it


def hold(path: Path) -> bool:
    """Hold the campaign at `path` for this copy; False when another copy holds it. A
    folder where no lock file can be made guards nothing (its writes fail on their own)."""
    key = str(path.absolute()) + ".lock"
    if key in _HELD:
        return True
    try:
        fd = os.open(key, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return True
    if not _lock(fd):
        os.close(fd)
        return False
    _HELD[key] = fd
    return True


def held_elsewhere(path: Path) -> bool:
    """Whether another copy holds the campaign at `path` (this copy takes nothing)."""
    key = str(path.absolute()) + ".lock"
    if key in _HELD:
        return False
    try:
        fd = os.open(key, os.O_RDWR)
    except OSError:  # no lock file: nobody has held it, or nothing can be held here
        return False
    try:
        if not _lock(fd):
            return True
        _unlock(fd)
        return False
    finally:
        os.close(fd)


def release_all() -> None:
    """Let go of every campaign this copy holds (back at the menu)."""
    for fd in _HELD.values():
        _unlock(fd)
        os.close(fd)
    _HELD.clear()


def _lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
    # elsewhere closing the descriptor lets go of the lock
