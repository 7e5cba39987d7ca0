"""Pass the device: everything private is hidden until the next player says who
they are (hot-seat with hidden hands). Under it, a recap: a few lines of what the
others did since this seat last acted (the table's own log sentences)."""

from __future__ import annotations

import pygame

from tabletop.controller.session import Session

from .. import theme
from ..scene import Scene
from ..widgets import Button, panel
from .common import background, title


class CurtainScene(Scene):
    def __init__(self, app, session: Session, recap: list[str] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.seat = session.to_act
        self.recap = list(recap or [])  # what happened since this seat last acted

    def on_show(self) -> None:
        name = self.session.name(self.seat)
        self.button = Button(self.app.t("curtain.i_am", name=name), self._reveal, primary=True)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        width = min(700, w - 80)
        self.recap_lines = [line for text in self.recap for line in self.app.assets.wrap(text, 16, width - 70)][-6:]
        recap_h = (len(self.recap_lines) * 21 + 40) if self.recap_lines else 0
        self.box = pygame.Rect(0, 0, width, 260 + recap_h)
        self.box.center = (w // 2, max(h // 2, 110 + self.box.height // 2))
        self.button.rect = pygame.Rect(0, 0, min(420, self.box.width - 60), 60)
        self.button.rect.midbottom = (self.box.centerx, self.box.bottom - 30)

    def _reveal(self) -> None:
        self.session.hand_over(self.seat)
        self.app.pop()

    def handle(self, g) -> None:
        if g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_SPACE):
            self._reveal()
            return
        self.button.handle(g)

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        background(surface, assets)
        title(surface, assets, t("curtain.title"), self.box.y - 90, size=34)
        panel(surface, self.box)
        name = self.session.name(self.seat)
        lines = [t("curtain.pass_to", name=name), t("curtain.hidden")]
        for i, line in enumerate(lines):
            image = assets.text(line, 26 if i == 0 else 17, theme.TEXT if i == 0 else theme.TEXT_DIM, bold=i == 0)
            surface.blit(image, image.get_rect(midtop=(self.box.centerx, self.box.y + 34 + i * 46)))
        if self.recap_lines:
            y = self.box.y + 128
            head = assets.text(t("recap.since", name=name), 16, theme.ACCENT, bold=True)
            surface.blit(head, (self.box.x + 35, y))
            y += 26
            for line in self.recap_lines:
                surface.blit(assets.text(line, 16, theme.TEXT), (self.box.x + 35, y))
                y += 21
        self.button.draw(surface, assets)
