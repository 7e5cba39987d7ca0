"""What a failing disk did, in a player's words.

SQLite and the operating system report a full disk, a read-only folder, a file
held by another program or a folder that vanished in a dozen ways (error codes,
errno values, exception classes). Writing a save can meet any of them; the player
needs one of a few plain sentences and a catalogue key to say it in their language.
"""

from __future__ import annotations

import errno
import sqlite3


class SaveWriteError(Exception):
    """A save could not be written. Nothing was written half: SQLite rolled the
    transaction back. `reason` is the clause for "Could not save: ..."."""

    def __init__(self, reason: str, key: str) -> None:
        super().__init__(f"Could not save: {reason}.")
        self.reason = reason
        self.key = key  # e.g. "save.fault.full"; the catalogue has the sentence


REASONS = {
    "full": "the disk is full or a file size limit was reached",
    "read_only": "the folder is read-only",
    "locked": "the save file is in use by another program",
    "gone": "the save folder is gone or cannot be opened",
    "io": "the disk reported an error",
}

_SQLITE = {
    "SQLITE_FULL": "full", "SQLITE_IOERR_WRITE": "full", "SQLITE_IOERR_FSYNC": "io",
    "SQLITE_READONLY": "read_only", "SQLITE_PERM": "read_only", "SQLITE_AUTH": "read_only",
    "SQLITE_BUSY": "locked", "SQLITE_LOCKED": "locked", "SQLITE_IOERR_LOCK": "locked",
    "SQLITE_CANTOPEN": "gone", "SQLITE_READONLY_DIRECTORY": "read_only",
}
# Extended codes not named above fall back on their family.
_SQLITE_FAMILIES = (("SQLITE_READONLY", "read_only"), ("SQLITE_CANTOPEN", "gone"),
                    ("SQLITE_BUSY", "locked"), ("SQLITE_LOCKED", "locked"), ("SQLITE_FULL", "full"))
_ERRNO = {
    errno.ENOSPC: "full", errno.EFBIG: "full", errno.EDQUOT: "full",
    errno.EROFS: "read_only", errno.EACCES: "read_only", errno.EPERM: "read_only",
    errno.ENOENT: "gone", errno.ENOTDIR: "gone", errno.EBUSY: "locked",
}


def write_fault(exc: BaseException) -> SaveWriteError:
    """The player's reason for an exception raised while writing a save."""
    if isinstance(exc, SaveWriteError):
        return exc
    kind = "io"
    if isinstance(exc, sqlite3.Error):
        name = getattr(exc, "sqlite_errorname", "") or ""
        kind = _SQLITE.get(name) or next(
            (k for prefix, k in _SQLITE_FAMILIES if name.startswith(prefix)), "io")
    elif isinstance(exc, OSError):
        kind = _ERRNO.get(exc.errno, "io")
    return SaveWriteError(REASONS[kind], f"save.fault.{kind}")
