"""A small menu by the pointer: what a card or a figure can do, on a right-click, or
which trait an attack dropped on an opponent uses when several may. A part of the
house table: one click picks, a click elsewhere or Esc closes it."""

from __future__ import annotations

from typing import Callable

import pygame

from ... import theme
from ...widgets import new_layer, Button, rounded


class ChoiceMenu:
    def __init__(self, table) -> None:
        self.table = table
        self.buttons: list[Button] = []
        self.box = pygame.Rect(0, 0, 0, 0)

    @property
    def open(self) -> bool:
        return bool(self.buttons)

    def show(self, pos, items: list[tuple[str, Callable[[], None]]]) -> None:
        """The menu of `items` (label, what it does) at `pos`, kept inside the window."""
        assets, ty = self.table.app.assets, self.table.L.type
        size = int(15 * ty)
        font = assets.font(size, True)
        w = min(self.table.app.size[0] - 16, max(font.size(label)[0] for label, _ in items) + int(40 * ty))
        h = int(34 * ty)
        self.box = pygame.Rect(0, 0, w + 12, len(items) * (h + 4) + 8)
        self.box.topleft = pos
        self.box.clamp_ip(pygame.Rect((0, 0), self.table.app.size))
        self.buttons = []
        for i, (label, do) in enumerate(items):
            button = Button(label, lambda d=do: self._pick(d))
            button.rect = pygame.Rect(self.box.x + 6, self.box.y + 6 + i * (h + 4), w, h)
            button.most = size
            self.buttons.append(button)

    def _pick(self, do: Callable[[], None]) -> None:
        self.close()
        do()

    def close(self) -> None:
        self.buttons = []

    def handle(self, g) -> bool:
        """A gesture while the menu is open: it takes them all (a click outside closes it)."""
        if not self.buttons:
            return False
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.close()
            return True
        for button in list(self.buttons):
            if button.handle(g) and g.kind == "click":
                return True
        if g.kind in ("click", "context", "drag_start"):
            self.close()
        return g.kind != "hover"

    def draw(self, surface) -> None:
        if not self.buttons:
            return
        new_layer()  # over the table
        shadow = self.box.move(4, 5)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=10)
        rounded(surface, self.box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.2), theme.ACCENT, 2, 10)
        for button in self.buttons:
            button.draw(surface, self.table.app.assets)
