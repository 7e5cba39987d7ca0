"""Raw pygame events become gestures once, before any scene sees them.

A press and release in place is a click; a press that moves more than a few
pixels becomes a drag (drag_start, drag_move..., drop). Scenes never look at
MOUSEBUTTONDOWN and friends, so click-versus-drag is decided in one place.
"""

from __future__ import annotations

import attrs
import pygame

DRAG_THRESHOLD = 6


@attrs.frozen
class Gesture:
    kind: str  # click | context | drag_start | drag_move | drop | hover | wheel | key | text | resize | quit
    pos: tuple[int, int] = (0, 0)
    start: tuple[int, int] = (0, 0)  # where a drag began
    key: int = 0
    mod: int = 0
    text: str = ""
    amount: int = 0  # wheel steps, positive up
    size: tuple[int, int] = (0, 0)


class InputTranslator:
    def __init__(self) -> None:
        self._down: tuple[int, int] | None = None
        self._dragging = False
        self._pos: tuple[int, int] | None = None  # where the pointer was last seen

    @property
    def dragging(self) -> bool:
        return self._dragging

    @property
    def pointer(self) -> tuple[int, int] | None:
        """Where the pointer was last seen over the window, if at all."""
        return self._pos

    def feed(self, event: pygame.event.Event) -> list[Gesture]:
        kind = event.type
        if kind == pygame.QUIT:
            return [Gesture("quit")]
        if kind == pygame.WINDOWRESIZED or kind == pygame.VIDEORESIZE:
            size = getattr(event, "size", None) or (event.x, event.y)
            return [Gesture("resize", size=tuple(size))]
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self._pos = tuple(event.pos)
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self._down = event.pos
                self._dragging = False
                return []
            if event.button == 3:
                return [Gesture("context", pos=event.pos)]
            return []
        if kind == pygame.MOUSEMOTION:
            if self._down is not None:
                if not self._dragging:
                    dx, dy = event.pos[0] - self._down[0], event.pos[1] - self._down[1]
                    if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                        self._dragging = True
                        return [Gesture("drag_start", pos=event.pos, start=self._down),
                                Gesture("drag_move", pos=event.pos, start=self._down)]
                    return []
                return [Gesture("drag_move", pos=event.pos, start=self._down)]
            return [Gesture("hover", pos=event.pos)]
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            start, self._down = self._down, None
            if start is None:
                return []
            if self._dragging:
                self._dragging = False
                return [Gesture("drop", pos=event.pos, start=start)]
            return [Gesture("click", pos=event.pos, start=start)]
        if kind == pygame.MOUSEWHEEL:
            # the wheel event has no position: the pointer's last one (as events saw it)
            return [Gesture("wheel", pos=self._pos or pygame.mouse.get_pos(), amount=event.y)]
        if kind == pygame.KEYDOWN:
            return [Gesture("key", key=event.key, mod=event.mod)]
        if kind == pygame.TEXTINPUT:
            return [Gesture("text", text=event.text)]
        return []
