"""The end of a game: each seat's score, broken down, and the winner."""

from __future__ import annotations

import pygame

from tabletop.controller.session import Session

from .. import theme
from ..app import Scene
from ..widgets import Button, panel
from .common import background, title


class ResultsScene(Scene):
    def __init__(self, app, session: Session, parts: list[tuple[str, str]],
                 details: list[str] | None = None) -> None:
        """`parts` lists the breakdown columns: (key in result['breakdown'], label);
        `details` are lines in the player's language shown under the table."""
        super().__init__(app)
        self.session = session
        self.parts = parts
        self.details = details or []

    def on_show(self) -> None:
        from .newgame import NewGameScene

        t = self.app.t
        self.buttons = [
            Button(t("results.new_game"), lambda: (self.app.back_to_menu(), self.app.push(NewGameScene(self.app))),
                   primary=True),
            Button(t("results.menu"), self.app.back_to_menu),
        ]
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        rows = self.session.state.seats
        self.box = pygame.Rect(0, 0, min(900, w - 80), 110 + rows * 52 + 26 * len(self.details))
        self.box.midtop = (w // 2, int(h * 0.22))
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, 240, 52)
            button.rect.midtop = (w // 2 + (i * 2 - 1) * 135, self.box.bottom + 30)

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.back_to_menu()
            return
        for button in self.buttons:
            if button.handle(g) and g.kind == "click":
                return

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        background(surface, assets)
        result = self.session.state.result or {}
        winners = result.get("winners", [])
        names = ", ".join(self.session.name(s) for s in winners)
        title(surface, assets, t("results.winner", name=names) if winners else t("results.no_winner"),
              int(surface.get_height() * 0.1), size=40)
        panel(surface, self.box)
        columns = [t("results.player")] + [label for _, label in self.parts] + [t("results.total")]
        xs = [self.box.x + 30] + [self.box.x + 300 + i * ((self.box.width - 330) // len(columns[1:]))
                                  for i in range(len(columns) - 1)]
        for x, label in zip(xs, columns):
            surface.blit(assets.text(label, 18, theme.ACCENT, bold=True), (x, self.box.y + 24))
        breakdown = result.get("breakdown") or [{} for _ in range(self.session.state.seats)]
        for seat, parts in enumerate(breakdown):
            y = self.box.y + 76 + seat * 52
            color = theme.seat_color(seat, self.app.settings.colour_blind)
            pygame.draw.circle(surface, color, (xs[0] + 10, y + 12), 10)
            mark = " ★" if seat in winners else ""
            surface.blit(assets.text(self.session.name(seat) + mark, 20, theme.TEXT, bold=seat in winners),
                         (xs[0] + 30, y))
            values = [parts.get(key, 0) for key, _ in self.parts] + [parts.get("total", 0)]
            for x, value in zip(xs[1:], values):
                surface.blit(assets.text(str(value), 20, theme.TEXT), (x, y))
        y = self.box.y + 76 + len(breakdown) * 52
        for line in self.details:
            surface.blit(assets.text(line, 16, theme.TEXT_DIM), (xs[0], y))
            y += 26
        for button in self.buttons:
            button.draw(surface, assets)
