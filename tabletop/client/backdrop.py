"""A table's backdrop: the table cloth with the panels that seldom change.

A table's panels (Comanauts' dresser and sheets, Prophecy's spaces of the land)
hold dozens of boxes, cards and labels, and most frames (a die rolling, a standee
walking) change none of them. They are painted onto one
backdrop over the cloth, and a frame starts with a single blit of it (leaving out
the map, which covers its own area). A panel is repainted only when its key
changes. A key's first element is the game's view, compared by identity: the
session hands out the same view object until the state changes.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .assets import Assets
from .scenes.common import background

MARGIN = 6  # panels may paint a little past their rect (a tag on the border); the gaps are bare cloth

Paint = Callable[[pygame.Surface], Any]


class Backdrop:
    def __init__(self, margin: int = MARGIN) -> None:
        self.margin = margin  # how far past its rect a panel is cleared (less than the gaps between panels)
        self.cloth: pygame.Surface | None = None
        self.base: pygame.Surface | None = None
        self.keys: dict[str, tuple] = {}

    def draw(self, surface: pygame.Surface, assets: Assets, panels: list[tuple[str, pygame.Rect, tuple, Paint]],
             hole: pygame.Rect | None = None) -> None:
        """Blit the cloth and `panels` (name, rect, key, paint) to `surface`, except
        inside `hole`, which the caller covers itself."""
        size = surface.get_size()
        if self.base is None or self.base.get_size() != size:
            self.cloth = surface.copy()
            background(self.cloth, assets)
            self.base = self.cloth.copy()
            self.keys = {}
        for name, rect, key, paint in panels:
            old = self.keys.get(name)
            if old is None or old[0] is not key[0] or old[1:] != key[1:]:
                area = rect.inflate(2 * self.margin, 2 * self.margin).clip(surface.get_rect())
                self.base.blit(self.cloth, area, area=area)
                paint(self.base)
                self.keys[name] = key
        if hole is None:
            surface.blit(self.base, (0, 0))
            return
        w, h = size
        strips = [pygame.Rect(0, 0, w, hole.top), pygame.Rect(0, hole.bottom, w, h - hole.bottom),
                  pygame.Rect(0, hole.top, hole.left, hole.height),
                  pygame.Rect(hole.right, hole.top, w - hole.right, hole.height)]
        surface.blits([(self.base, r.topleft, r) for r in strips if r.width > 0 and r.height > 0], doreturn=False)

    def forget(self) -> None:
        """After a new layout or a change of settings: everything is repainted."""
        self.keys = {}
        self.base = None
