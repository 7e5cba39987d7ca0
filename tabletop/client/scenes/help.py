"""Help over the table (F1 or ?): the keys in one column, the table's legend in the
other, and a button that opens the rules at the section that matters now.

The keys come from the shared table's own list (tablebase.KEYS, the list its key
handling reads, so help cannot drift from what the keys do); the legend is the
game's declaration, data in its client package (LEGEND: the icon, colour or symbol
and the catalogue key of what it means). A legend row's picture is one of:

- ("sprite", "tokens/vp1") or ("sprite", ("a", "b")): existing sprites, side by side;
- ("seats", ""): each seat's mark in its colour (the colour-blind palette if set);
- ("outline", "HIGHLIGHT"): a frame in that theme colour, as a lit-up thing is;
- ("label", "DANGER:Peril 4/5"): a small label in that theme colour;
- ("badge", "1"): a numbered button;
- ("chip", "2"): a small chip in the first seat's colour with a number on it.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in, fit_text, panel, put_text
from .common import dim, scale


def _colour(name: str) -> tuple[int, int, int]:
    return getattr(theme, name, theme.TEXT)


class HelpScene(Scene):
    def __init__(self, app, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self._fitted: tuple[tuple, int] | None = None  # the rows' type size, for the panel and rows it was measured on

    def on_show(self) -> None:
        t = self.app.t
        self.heading = self.table.rules_heading()
        from .rules import section_title

        game = self.table.session.state.game.name
        section = section_title(game, self.app.settings.language, self.heading) or t("help.rules_all")
        self.rules = Button(t("help.rules_at", section=section), self._rules, primary=True)
        self.close_button = Button(t("help.close"), self.app.pop)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.table.layout(size)
        s = self.scale = scale(size)
        self.box = pygame.Rect(0, 0, min(int(1200 * s), w - 40), min(int(820 * s), h - 30))
        self.box.center = (w // 2, h // 2)
        # the title and the buttons grow with the UI scale, but leave the keys and the
        # legend most of a short window
        pad, row = int(20 * s), min(int(40 * s), self.box.height // 16)
        self.head_h = min(int(46 * s), self.box.height // 16)
        bottom = self.box.bottom - row - pad // 2 - 2
        self.close_button.rect = pygame.Rect(0, 0, int(140 * s), row)
        self.close_button.rect.topright = (self.box.right - pad, bottom)
        self.rules.rect = pygame.Rect(self.box.x + pad, bottom, min(int(520 * s), self.close_button.rect.x - pad
                                                                    - self.box.x - 2 * pad), row)
        top = self.box.y + self.head_h + 12
        self.keys_rect = pygame.Rect(self.box.x + pad, top, int(self.box.width * 0.36), bottom - top - pad // 2)
        self.legend_rect = pygame.Rect(self.keys_rect.right + pad, top,
                                       self.box.right - pad - self.keys_rect.right - pad, self.keys_rect.height)

    def _rules(self) -> None:
        self.app.open("rules", game=self.table.session.state.game.name, heading=self.heading)

    def handle(self, g) -> None:
        if g.kind == "key" and g.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
            return
        if g.kind == "text" and g.text == "?":
            self.app.pop()
            return
        for button in (self.rules, self.close_button):
            if button.handle(g) and g.kind == "click":
                return

    # -- drawing ----------------------------------------------------------------------------

    def rows(self) -> tuple[list[tuple[str, str]], list[tuple[str, Any, str]]]:
        t = self.app.t
        keys = [(label, t(text)) for label, text in self.table.key_help()]
        if self.table.data.rules_for_event:  # the log's lines link to the rules
            keys.append((t("help.log.pointer"), t("help.log.does")))
        legend = [(kind, value, t(text)) for kind, value, text in self.table.data.legend]
        return keys, legend

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        dim(surface, self.table, 170)
        panel(surface, self.box)
        s = self.scale
        fit_in(surface, assets, t("help.title"), int(28 * s), pygame.Rect(self.box.x + 20, self.box.y + 8,
                                                                         self.box.width - 40, self.head_h),
               theme.ACCENT, "help title", align="midtop", serif=True)
        keys, legend = self.rows()
        size = self._type_size(surface, keys, legend)
        self._keys(surface, keys, size)
        self._legend(surface, legend, size)
        self.rules.draw(surface, assets)
        self.close_button.draw(surface, assets)

    def _type_size(self, surface, keys, legend) -> int:
        """The largest type (16 at 1280x720, grown with the UI scale) with which both
        columns fit; measured once for the panel's size and its rows (a cache)."""
        key = (self.scale, self.keys_rect.size, self.legend_rect.size, tuple(keys), tuple(text for *_, text in legend))
        if self._fitted is None or self._fitted[0] != key:
            for size in range(int(16 * self.scale), 8, -1):  # down to 9 px: a long legend in a small window
                if (self._keys(surface, keys, size, dry=True) <= self.keys_rect.bottom
                        and self._legend(surface, legend, size, dry=True) <= self.legend_rect.bottom):
                    break
            self._fitted = (key, size)
        return self._fitted[1]

    def _title(self, surface, text: str, rect: pygame.Rect, size: int, dry: bool) -> int:
        if not dry:
            image = fit_text(self.app.assets, text, size + 3, rect.width, theme.HIGHLIGHT, bold=True)
            put_text(surface, image, pygame.Rect(rect.x, rect.y, rect.width, size + 12), "help heading", "topleft")
        return rect.y + size + 12

    def _keys(self, surface, keys, size: int, dry: bool = False) -> int:
        assets, rect = self.app.assets, self.keys_rect
        y = self._title(surface, self.app.t("help.keys"), rect, size, dry)
        chip_w = max(assets.text(label, size, theme.TEXT, bold=True).get_width() for label, _ in keys) + 16
        for label, text in keys:
            lines = assets.wrap(text, size, rect.width - chip_w - 10)
            if not dry:
                image = assets.text(label, size, theme.TEXT, bold=True)
                chip = pygame.Rect(rect.x, y, chip_w, size + 8)
                pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.5), chip, border_radius=5)
                put_text(surface, image, chip.inflate(2, 2), "help key", "center")
                room = pygame.Rect(rect.x + chip_w + 10, rect.y, rect.width - chip_w - 10, rect.height)
                for i, line in enumerate(lines):
                    put_text(surface, fit_text(assets, line, size, room.width, theme.TEXT), room, "help key text",
                             "topleft", (room.x, y + 4 + i * (size + 4)))
            y += max(size + 8, len(lines) * (size + 4) + 4) + 4
        return y

    def _legend(self, surface, legend, size: int, dry: bool = False) -> int:
        assets, rect = self.app.assets, self.legend_rect
        y = self._title(surface, self.app.t("help.legend"), rect, size, dry)
        icon = size + 10
        pictures = [self._picture(kind, value, icon, dry=True) for kind, value, _ in legend]
        # the texts start in one column, as far right as most pictures need; a wider
        # picture (a row of seat colours) pushes its own row's text further
        common = min(max(pictures, default=0), int(2.5 * icon)) + 10
        for (kind, value, text), width in zip(legend, pictures):
            room = max(common, width + 10)
            lines = assets.wrap(text, size, rect.width - room)
            if not dry:
                self._picture(kind, value, icon, surface, (rect.x, y))
                words = pygame.Rect(rect.x + room, rect.y, rect.width - room, rect.height)
                for i, line in enumerate(lines):
                    put_text(surface, fit_text(assets, line, size, words.width, theme.TEXT), words, "help legend text",
                             "topleft", (words.x, y + 3 + i * (size + 4)))
            y += max(icon, len(lines) * (size + 4)) + 5
        return y

    def _picture(self, kind: str, value: Any, icon: int, surface=None, at=(0, 0), dry: bool = False) -> int:
        """Draw one legend picture at `at` (unless `dry`); its width."""
        assets = self.app.assets
        x, y = at
        if kind == "sprite":
            names = (value,) if isinstance(value, str) else tuple(value)
            if not dry:
                for i, name in enumerate(names):
                    surface.blit(assets.scaled(name, (icon, icon)), (x + i * (icon + 2), y))
            return len(names) * (icon + 2)
        if kind == "seats":
            seats = self.table.session.state.seats
            if not dry:
                blind = self.app.settings.colour_blind
                for seat in range(seats):
                    surface.blit(assets.tinted(f"icons/seat_{seat}", (icon, icon), theme.seat_color(seat, blind)),
                                 (x + seat * (icon + 2), y))
            return seats * (icon + 2)
        if kind == "outline":
            if not dry:
                pygame.draw.rect(surface, _colour(value), pygame.Rect(x + 1, y + 1, icon * 2, icon - 2), 3, border_radius=6)
            return icon * 2 + 2
        if kind == "label":
            colour, _, text = str(value).partition(":")
            image = assets.text(text, max(11, icon - 12), _colour(colour), bold=True)
            if not dry:
                box = image.get_rect(topleft=(x, y + 3)).inflate(10, 6)
                box.topleft = (x, y + 2)
                pygame.draw.rect(surface, (0, 0, 0), box, border_radius=6)
                surface.blit(image, image.get_rect(center=box.center))
            return image.get_width() + 10
        if kind == "chip":  # a haven's chip: an escaped minion in its owner's colour, its VP on it
            if not dry:
                chip = pygame.Rect(x + 2, y + 1, max(14, icon * 2 // 3), icon - 2)
                pygame.draw.rect(surface, theme.seat_color(0, self.app.settings.colour_blind), chip, border_radius=3)
                image = assets.text(str(value), max(11, icon - 14), (0, 0, 0), bold=True)
                surface.blit(image, image.get_rect(center=chip.center))
            return max(14, icon * 2 // 3) + 4
        if kind == "badge":
            if not dry:
                box = pygame.Rect(x, y + 2, icon + 6, icon - 4)
                panel(surface, box, theme.ACCENT, theme.HIGHLIGHT, radius=6)
                image = assets.text(str(value), max(11, icon - 12), (20, 16, 10), bold=True)
                surface.blit(image, image.get_rect(center=box.center))
            return icon + 6
        return icon
