"""The end of a game: each seat's score, broken down, and the winner; or, for a
cooperative game (no scores), whether the team won and why."""

from __future__ import annotations

import pygame

from tabletop.controller.session import Session

from .. import theme
from ..scene import Scene
from ..widgets import Button, panel
from .common import background, title


class ResultsScene(Scene):
    def __init__(self, app, session: Session, parts: list[tuple[str, str]],
                 details: list[str] | None = None, headline: str | None = None, won: bool | None = None,
                 names: list[str] | None = None) -> None:
        """`parts` lists the breakdown columns: (key in result['breakdown'], label);
        `details` are lines in the player's language shown under the table.
        A cooperative game has no parts: `headline` says how it ended (won or lost
        and why) and `won` colours it; the seats are listed without scores, by
        `names` when given."""
        super().__init__(app)
        self.session = session
        self.parts = parts
        self.details = details or []
        self.headline = headline
        self.won = won
        self.names = names

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
        if self.parts:
            height = 110 + rows * 52 + 26 * len(self.details)
        else:
            height = 60 + rows * 44 + 20 + 30 * len(self.details)
        self.box = pygame.Rect(0, 0, min(900, w - 80), height)
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
        if self.headline:
            self._headline(surface)
        else:
            names = ", ".join(self.session.name(s) for s in winners)
            title(surface, assets, t("results.winner", name=names) if winners else t("results.no_winner"),
                  int(surface.get_height() * 0.1), size=40)
        panel(surface, self.box)
        if not self.parts:
            self._team(surface, winners)
            return
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

    def _headline(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        colour = theme.GOOD if self.won else (theme.DANGER if self.won is not None else theme.ACCENT)
        size = 40
        image = assets.text(self.headline, size, colour, serif=True)
        while image.get_width() > surface.get_width() - 60 and size > 18:
            size -= 2
            image = assets.text(self.headline, size, colour, serif=True)
        rect = image.get_rect(midtop=(surface.get_width() // 2, int(surface.get_height() * 0.1)))
        surface.blit(assets.text(self.headline, size, theme.SHADOW, serif=True), rect.move(2, 3))
        surface.blit(image, rect)

    def _team(self, surface: pygame.Surface, winners: list[int]) -> None:
        """A cooperative result: the seats (no scores), then the details."""
        assets = self.app.assets
        x = self.box.x + 30
        y = self.box.y + 26
        for seat in range(self.session.state.seats):
            color = theme.seat_color(seat, self.app.settings.colour_blind)
            pygame.draw.circle(surface, color, (x + 10, y + 12), 10)
            mark = " ★" if seat in winners else ""
            name = self.names[seat] if self.names else self.session.name(seat)
            surface.blit(assets.text(name + mark, 20, theme.TEXT, bold=seat in winners), (x + 30, y))
            y += 44
        y += 16
        for line in self.details:
            surface.blit(assets.text(line, 18, theme.TEXT), (x, y))
            y += 30
        for button in self.buttons:
            button.draw(surface, assets)
