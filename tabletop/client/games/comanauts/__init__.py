"""Comanauts in the window: its picture, its options and its table.

The table's parts: layout.py (where everything goes), mapview.py (the page's map),
sheets.py (a player sheet), dresser.py (threat track, enemies, clues, task...),
prompts.py and panels.py (the decision asked, as words and buttons), rollmat.py
(rolls and re-rolls), bookpage.py (entries of the Adventure Book), enemyturn.py
(events shown step by step), logtext.py (the log), table.py (the scene, on the
shared table of scenes/tablebase.py).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ...widgets import Cycler
from .logtext import LOGGED_EVENTS
from .table import ComanautsTable as TableScene

PICTURE = "comanauts/picture"


class OptionsForm:
    """CO-D.13: whether a defender rolls the stored die without being asked (the
    rulebook's sensible choice); CO-D.1: whether the bookkeeper breaks the ties of
    the enemies' moves and targets instead of the fixed order."""

    def __init__(self, t: Callable[..., str], seats: int, names: list[str]) -> None:
        self.auto_defend = 0
        self.bookkeeper = 0
        answers = [t("comanauts.options.no"), t("comanauts.options.yes")]
        self.widgets = [
            Cycler(t("comanauts.options.auto_defend"), answers, 0, self._set_defend),
            Cycler(t("comanauts.options.bookkeeper"), answers, 0, self._set_bookkeeper),
        ]

    def _set_defend(self, index: int) -> None:
        self.auto_defend = index

    def _set_bookkeeper(self, index: int) -> None:
        self.bookkeeper = index

    def layout(self, x: int, y: int, width: int, row_h: int) -> int:
        for widget in self.widgets:
            widget.rect = pygame.Rect(x, y, width, row_h)
            y += row_h + 8
        return y

    def options(self) -> dict[str, Any]:
        return {"auto_defend": self.auto_defend == 1, "bookkeeper_decides": self.bookkeeper == 1}


__all__ = ["LOGGED_EVENTS", "OptionsForm", "PICTURE", "TableScene"]
