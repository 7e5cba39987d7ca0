"""The card zoom of every table: what the pointer rests on shows large after a
moment; a right click pins it (or unpins it); a click or a drop unpins it."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ...input import Gesture
from ...widgets import new_layer

ZOOM_DELAY = 0.45


class Zoom:
    def __init__(self, thing_at: Callable[[tuple[int, int]], Any],
                 image_of: Callable[[Any], pygame.Surface | None], area: Callable[[], pygame.Rect],
                 paused: Callable[[], bool], still: Callable[[], bool]) -> None:
        self.thing_at = thing_at  # what a zoom would show at a point, or None
        self.image_of = image_of  # a thing shown large
        self.area = area  # where the zoom may show (a table keeps it off its log)
        self.paused = paused  # the hover zoom must not show now (a pinned one still does)
        self.still = still  # nothing is dragged or playing back
        self.pinned: Any = None  # the thing pinned by a right click
        self.hover_pos = (0, 0)
        self.hover_time = 0.0
        self._fitted: tuple[pygame.Surface, tuple[int, int], pygame.Surface] | None = None  # the last one shrunk

    def tick(self, dt: float) -> None:
        self.hover_time += dt

    def pointer(self, g: Gesture) -> None:
        """Where the pointer rests; moving unpins nothing, a click or a drop does."""
        if g.kind not in ("hover", "drop", "click"):
            return
        if g.kind != "hover" or g.pos != self.hover_pos:
            self.hover_time = 0.0
        self.hover_pos = g.pos
        if g.kind != "hover":
            self.pinned = None

    def toggle(self, pos: tuple[int, int]) -> None:
        """A right click at `pos`: pin what is there, or unpin it."""
        thing = self.thing_at(pos)
        self.pinned = thing if thing is not None and self.pinned != thing else None

    def rested(self, delay: float = ZOOM_DELAY) -> bool:
        """The pointer has rested for `delay` seconds, nothing dragged or playing."""
        return self.hover_time > delay and self.still()

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a zoom of `size` goes: beside the pointer on the side of the zoom
        area with more room (away from the pointer), inside that area."""
        area = self.area().inflate(-10, -10)
        rect = pygame.Rect((0, 0), size)
        x, y = self.hover_pos
        if x - area.x >= area.right - x:  # more room to the pointer's left
            rect.right = x - 24
        else:
            rect.left = x + 24
        rect.centery = y
        return rect.clamp(area)

    def fitted(self, image: pygame.Surface, room: tuple[int, int]) -> pygame.Surface:
        """`image`, shrunk (its shape kept) when larger than `room`: a zoom never leaves
        the window. The last one shrunk is kept, as a zoom stays for many frames."""
        w, h = image.get_size()
        ratio = min(1.0, room[0] / max(1, w), room[1] / max(1, h))
        if ratio >= 1.0:
            return image
        if self._fitted is None or self._fitted[0] is not image or self._fitted[1] != room:
            shrunk = pygame.transform.smoothscale(image, (max(1, int(w * ratio)), max(1, int(h * ratio))))
            self._fitted = (image, room, shrunk)
        return self._fitted[2]

    def draw(self, surface: pygame.Surface) -> None:
        hovered = self.rested() and not self.paused()
        thing = self.pinned if self.pinned is not None else (self.thing_at(self.hover_pos) if hovered else None)
        image = self.image_of(thing) if thing is not None else None
        if image is None:
            return
        image = self.fitted(image, self.area().inflate(-10, -10).size)
        rect = self.rect(image.get_size())
        new_layer()  # the card covers the table's texts
        pygame.draw.rect(surface, (0, 0, 0), rect.move(6, 8), border_radius=12)
        surface.blit(image, rect)
