"""Prophecy's options: only the seats' names (PR-D.2: the characters are dealt)."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.engine.options import GameOptions, Names, option


@attrs.frozen
class ProphecyOptions(GameOptions):
    TITLE = "Prophecy"

    names: Any = option(Names())
