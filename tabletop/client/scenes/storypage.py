"""A page to read: a heading, paragraphs that scroll, and buttons under them. The
campaigns read their story through it: Betrayal Legacy's chapter intros, Legacy
cards and outros; Comanauts' campaign intro, revelations and ending."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from tabletop.client import theme
from tabletop.client.scene import Scene
from tabletop.client.scenes.common import background, page_most, scale, title
from tabletop.client.widgets import Button, ScrollText, panel


class StoryPage(Scene):
    """`paragraphs` are (text, colour or None, bold); `buttons` (label, action,
    primary) sit under the page, left to right."""

    def __init__(self, app, heading: str, paragraphs: Sequence[tuple[str, tuple | None, bool]],
                 buttons: Sequence[tuple[str, Callable[[], None], bool]]) -> None:
        super().__init__(app)
        self.heading = heading
        self.paragraphs = list(paragraphs)
        self.buttons = [Button(label, action, primary=primary) for label, action, primary in buttons]
        self.body = ScrollText(16)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = min(scale(size), page_most(size))
        width = min(int(860 * s), w - 60)
        self.box = pygame.Rect((w - width) // 2, int(96 * s), width, h - int(96 * s) - int(100 * s))
        self.body.size = max(14, int(17 * s))
        self.body.rect = self.box.inflate(-int(30 * s), -int(30 * s))
        lines = []
        for text, colour, bold in self.paragraphs:
            for part in (text or "").split("\n"):
                wrapped = self.app.assets.wrap(part, self.body.size, self.body.rect.width - 24, bold) if part else [""]
                lines += [(line, colour or theme.TEXT, bold) for line in wrapped]
            lines.append(("", theme.TEXT, False))
        self.body.set_lines(lines[:-1])
        bw = min(int(300 * s), (width - 20 * (len(self.buttons) - 1)) // max(1, len(self.buttons)))
        x = w // 2 - (bw * len(self.buttons) + 20 * (len(self.buttons) - 1)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, self.box.bottom + int(24 * s), bw, int(52 * s))
            button.most = int(22 * s)
            x += bw + 20

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_RETURN:
            primary = next((b for b in self.buttons if b.primary), None)
            if primary is not None:
                primary.on_click()
            return
        if self.body.handle(g):
            return
        for button in self.buttons:
            if button.handle(g):
                return

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.app.assets)
        title(surface, self.app.assets, self.heading, int(26 * self.scale), size=int(36 * self.scale))
        panel(surface, self.box)
        self.body.draw(surface, self.app.assets)
        for button in self.buttons:
            button.draw(surface, self.app.assets)
