"""What a screen of the app is: the scene lifecycle the app drives.

The app keeps a stack of scenes. Each frame the top scene may take raw pygame
events first (`raw_event`), then gets the gestures made of the rest (`handle`),
then `update(dt)` and `draw(surface)`. `on_show` runs whenever a scene comes (back)
to the top; `close` runs once when it leaves the stack for good (a table lets go
of its save connection and its thinking bot). `draw` must not change anything.

A scene is made with the app (app.py's App), and reaches everything through it: its
words, images, settings and saves, and the other screens, which it opens by name
(`app.open("rules", ...)`). Scenes import this module, never the app's nor each
other's to go there, so the app may import the scenes.
"""

from __future__ import annotations

import pygame

from .input import Gesture


class Scene:
    """One screen. `draw` must not change anything."""

    def __init__(self, app) -> None:
        self.app = app  # the App (app.py), which scenes never import

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
