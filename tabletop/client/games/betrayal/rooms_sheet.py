"""Every room tile of a house game at once, as the table paints them (house.paint_tile):
the contact sheet `tabletop shots` draws for each Betrayal ("rooms_<game>"), so that
the rooms' pictures are reviewed together. Esc or a click goes back."""

from __future__ import annotations

import math

import pygame

from ... import theme
from ...scene import Scene
from ...scenes.common import background, scale, title
from ...widgets import note_text
from .house import _floor_box, finish_tile, name_lines, paint_tile
from .names import HouseKit, Names


class RoomsSheet(Scene):
    def __init__(self, app, kit: HouseKit) -> None:
        super().__init__(app)
        self.kit = kit
        self._tiles: dict[tuple, pygame.Surface] = {}  # (room, size, language) -> its tile

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        self.title_size = int(30 * s)
        self.top = int(20 * s) + self.title_size + int(14 * s)
        margin, gap = int(16 * s), max(3, int(6 * s))
        n = len(self.kit.rooms)
        best = (0, 1)
        for cols in range(1, n + 1):  # the column count that gives the largest tiles
            rows = math.ceil(n / cols)
            side = min((w - 2 * margin - (cols - 1) * gap) // cols, (h - self.top - margin - (rows - 1) * gap) // rows)
            best = max(best, (side, cols))
        self.side, cols = best
        left = (w - cols * self.side - (cols - 1) * gap) // 2
        self.cells = [pygame.Rect(left + (i % cols) * (self.side + gap), self.top + (i // cols) * (self.side + gap),
                                  self.side, self.side) for i in range(n)]

    def handle(self, g) -> None:
        if (g.kind == "key" and g.key == pygame.K_ESCAPE) or g.kind == "click":
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        background(surface, assets)
        names = Names(t, self.kit)
        title(surface, assets, t("betrayal.ui.rooms_sheet", n=len(self.kit.rooms)), int(20 * scale(self.app.size)),
              size=self.title_size)
        for (room, data), cell in zip(self.kit.rooms.items(), self.cells):
            key = (room, cell.width, t.language)
            image = self._tiles.get(key)
            if image is None:
                floor = "exterior" if "exterior" in data.floors else data.floors[0]
                image = paint_tile(assets, self.kit.prefix, room, data, tuple(data.doors), floor, cell.width)
                finish_tile(image, assets, names.room(room), tuple(data.doors), (), 3)
                self._tiles[key] = image
            surface.blit(image, cell)
            box = _floor_box(cell.width).move(cell.topleft)
            box.height = name_lines(assets, names.room(room), cell.width)[2] - _floor_box(cell.width).y
            note_text("room name", box, box)  # printed on the tile: for the audit
        pygame.draw.rect(surface, theme.PANEL_EDGE, surface.get_rect(), 1)
