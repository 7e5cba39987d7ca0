"""Pass the device: everything private is hidden until the next player says who
they are (hot-seat with hidden hands). The table's recap card then tells what the
others did since this seat last acted."""

from __future__ import annotations

import pygame

from tabletop.controller.session import Session

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in, panel
from .common import background, scale, title


class CurtainScene(Scene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.seat = session.to_act

    def on_show(self) -> None:
        name = self.session.name(self.seat)
        self.button = Button(self.app.t("curtain.i_am", name=name), self._reveal, primary=True)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = scale(size)
        width = min(int(700 * s), w - 80)
        self.box = pygame.Rect(0, 0, width, int(260 * s))
        self.box.center = (w // 2, max(h // 2, int(110 * s) + self.box.height // 2))
        self.button.rect = pygame.Rect(0, 0, min(int(420 * s), self.box.width - 60), int(60 * s))
        self.button.most = int(24 * s)
        self.button.rect.midbottom = (self.box.centerx, self.box.bottom - int(30 * s))

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
        s = self.scale
        title(surface, assets, t("curtain.title"), max(4, self.box.y - int(90 * s)), size=int(34 * s))
        panel(surface, self.box)
        name = self.session.name(self.seat)
        lines = [t("curtain.pass_to", name=name), t("curtain.hidden")]
        inner = self.box.inflate(-40, 0)
        for i, line in enumerate(lines):
            size = int((26 if i == 0 else 17) * s)
            box = pygame.Rect(inner.x, self.box.y + int((34 + i * 46) * s), inner.width, size * 13 // 10)
            fit_in(surface, assets, line, size, box, theme.TEXT if i == 0 else theme.TEXT_DIM, "curtain",
                   bold=i == 0, align="midtop")
        self.button.draw(surface, assets)
