"""Retreat to Darkmoor in the window: its picture, its options and its table."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ...widgets import Cycler
from .logtext import WORDS
from .table import DarkmoorTable as TableScene

PICTURE = "darkmoor/art/valley_of_teeth"

#: every event the log has words for (all of them: none is kept quiet)
LOGGED_EVENTS: frozenset[str] = frozenset(WORDS)


class OptionsForm:
    """DM-D.4: who goes first (random, or a chosen player); DM-D.2: the side of each
    dealt location card (random by default, or front or back)."""

    def __init__(self, t: Callable[..., str], seats: int, names: list[str]) -> None:
        self.first = 0
        self.sides = [0] * (seats + 1)
        first_options = [t("darkmoor.options.random")] + names
        side_options = [t("darkmoor.options.random"), t("darkmoor.options.front"), t("darkmoor.options.back")]
        self.widgets = [Cycler(t("darkmoor.options.first"), first_options, 0, self._set_first)]
        for i in range(seats + 1):
            self.widgets.append(Cycler(t("darkmoor.options.side", n=i + 1), side_options, 0,
                                       lambda v, i=i: self._set_side(i, v)))

    def _set_first(self, index: int) -> None:
        self.first = index

    def _set_side(self, i: int, value: int) -> None:
        self.sides[i] = value

    def layout(self, x: int, y: int, width: int, row_h: int) -> int:
        self.widgets[0].rect = pygame.Rect(x, y, width, row_h)
        y += row_h + 8
        half = (width - 12) // 2
        for i, widget in enumerate(self.widgets[1:]):
            widget.rect = pygame.Rect(x + (0 if i % 2 == 0 else half + 12), y, half, row_h)
            if i % 2 == 1:
                y += row_h + 6
        return y + row_h + 6

    def options(self) -> dict[str, Any]:
        sides = ["random" if s == 0 else s - 1 for s in self.sides]
        return {
            "first": "random" if self.first == 0 else self.first - 1,
            "sides": "random" if all(s == "random" for s in sides) else sides,
        }


__all__ = ["LOGGED_EVENTS", "OptionsForm", "PICTURE", "TableScene"]
