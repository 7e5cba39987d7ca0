"""Where the app's files are, from source and from the frozen executable.

PyInstaller unpacks bundled data under `sys._MEIPASS`; from source the sprites sit
at the top of the repository, beside the package.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path


@functools.cache  # the answer never changes while the app runs; tables ask every frame
def root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def sprites() -> Path:
    return root() / "sprites"


def fonts() -> Path:
    return sprites() / "fonts"
