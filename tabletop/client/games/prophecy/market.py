"""Drawing the towns' Items (the city's and the village's rows) and the bank an
Item is sold to, shown when no battle or Opportunity takes their place. A part of
the table scene."""

from __future__ import annotations

import pygame

from tabletop.games.prophecy.places import BANK, ForSale, Item
from tabletop.games.prophecy.view import ProphecyView

from ... import theme
from ...widgets import fit_in, fit_lines, rounded
from .board import SEA
from .strokes import outline_lit


class Market:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part

    def draw(self, surface, view: ProphecyView) -> None:
        assets, t, L = self.table.app.assets, self.table.app.t, self.table.L
        selling = self.table.drag_drop.drag is not None and isinstance(self.table.places.drag_source, Item)
        for town in ("city", "village"):
            row = L.town_row(town)
            rounded(surface, row, theme.mix(theme.PANEL, SEA, 0.4), theme.PANEL_EDGE, 1, 8)
            label = pygame.Rect(row.x + 6, row.y, int(row.width * 0.2) - 6, row.height)
            fit_in(surface, assets, t(f"prophecy.ui.town_{town}"), int(15 * L.type), label.inflate(0, -row.height // 2),
                   theme.ACCENT, "town label", bold=True)
            lying = view.market[town]
            priced = {offer["action"] for offer in view.priced_out}
            if not lying:
                fit_in(surface, assets, t("prophecy.ui.no_items"), int(13 * L.type),
                       pygame.Rect(label.right + 6, row.y, row.right - label.right - 12, row.height),
                       theme.TEXT_DIM, "town empty")
            for k, uid in enumerate(lying):
                if self.table.places.carried(ForSale(uid)):
                    continue
                rect = L.town_item(town, k, len(lying))
                surface.blit(self.table.cards.item(uid, rect.size), rect)
                if ForSale(uid) in self.table.places.lit_sources():
                    outline_lit(surface, rect)
                elif f"buy item={uid}" in priced:  # too dear for the buyer: greyed, its price still read
                    rounded(surface, rect, (10, 10, 14, 130), None, 0, 4)
        bank = L.bank()
        lit = selling and BANK in self.table.places.drag_targets
        rounded(surface, bank, theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.5 if lit else 0.25),
                theme.HIGHLIGHT if lit else theme.PANEL_EDGE, 3 if lit else 1, 10)
        icon = int(min(bank.width * 0.45, bank.height * 0.35))
        surface.blit(assets.scaled("prophecy/icons/gold", (icon, icon)),
                     (bank.centerx - icon // 2, bank.y + int(bank.height * 0.12)))
        y = bank.y + int(bank.height * 0.12) + icon + 4
        fit_in(surface, assets, t("prophecy.ui.bank"), int(16 * L.type), pygame.Rect(bank.x + 4, y, bank.width - 8,
                                                                                int(20 * L.type)),
               theme.TEXT, "bank", bold=True, align="center")
        room = pygame.Rect(bank.x + 5, y + int(22 * L.type), bank.width - 10, bank.bottom - y - int(22 * L.type) - 4)
        size = max(9, int(12 * L.type))
        size, lines, step = fit_lines(assets, [t("prophecy.ui.bank_hint")], size, room.width, room.height, 3, 8)
        y = room.y
        for line in lines:
            if y + step > room.bottom + 2:
                break
            fit_in(surface, assets, line, size, pygame.Rect(room.x, y, room.width, step), theme.TEXT_DIM,
                   "bank hint", align="center", smallest=8)
            y += step
