"""What a screen of the app is: the scene lifecycle the app drives.

The app keeps a stack of scenes. Each frame the top scene may take raw pygame
events first (`raw_event`), then gets the gestures made of the rest (`handle`),
then `update(dt)` and `draw(surface)`. `on_show` runs whenever a scene comes (back)
to the top; `close` runs once when it leaves the stack for good (a table lets go
of its save connection and its thinking bot). `draw` must not change anything.

Scenes import this module, never the app's, so the app may import the scenes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .input import Gesture

if TYPE_CHECKING:
    from .app import App


class Scene:
    """One screen. `draw` must not change anything."""

    def __init__(self, app: "App") -> None:
        self.app = app

    def layout(self, size: tuple[int, int]) -> None:
        """Place everything for a window of `size`."""

    def on_show(self) -> None:
        """Called when the scene comes (back) to the top of the stack."""
        self.layout(self.app.size)

    def raw_event(self, event: pygame.event.Event) -> bool:
        """A pygame event before it becomes gestures; True when the scene took it
        (a map panned with a right drag)."""
        return False

    def handle(self, g: Gesture) -> None:
        """One gesture (a click, a drag, a key...)."""

    def update(self, dt: float) -> None:
        """Move time on by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; changes nothing."""

    def close(self) -> None:
        """The scene leaves the stack for good: let go of what it holds."""
