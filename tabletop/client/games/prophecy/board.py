"""Drawing the ring of the land: the sea inside it with its dashed route, the
spaces with their art, names, icons and Adventure cards, the standees, the lit
destinations of a move with their costs, and the Chance card in the middle.
A part of the table scene."""

from __future__ import annotations

import pygame

from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.places import STANDEE
from tabletop.games.prophecy.view import ProphecyView

from ... import theme
from ...widgets import fit_in, fit_text, note_text, put_text, rounded
from .layout import RING
from .strokes import dashed, dashed_box

TERRAIN_TINT = {"mountains": (88, 90, 110), "forest": (44, 84, 54), "plains": (150, 130, 70)}
CIVIL_TINT = (52, 70, 120)  # the civilization spaces are blue (PR-D.24)
WILD_TINT = (90, 60, 120)
SEA = (26, 44, 70)


class Board:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part

    def ring_panels(self, view: ProphecyView, hidden) -> list[tuple]:
        """The sea and each space as backdrop panels (name, rect, key, paint): a space
        is painted again only when its card comes or goes."""
        look = (self.table.app.t.language, self.table.app.settings.colour_blind)
        found = [("sea", self.table.L.inner, (None, *look), self._paint_sea)]
        for space in range(RING):
            card = view.board[space]
            key = (None, card, f"adv:{space}" in hidden, *look)
            found.append((f"space{space}", self.table.L.space(space), key,
                          lambda layer, space=space: self._draw_space(layer, space, view, hidden)))
        return found

    def _paint_sea(self, surface) -> None:
        L = self.table.L
        rounded(surface, L.inner.inflate(-4, -4), SEA, theme.mix(SEA, (120, 160, 200), 0.3), 2, int(18 * L.scale))
        self._draw_route(surface)

    def draw_ring(self, surface, view: ProphecyView, hidden) -> None:
        """What changes from frame to frame over the ring's backdrop: the lit ways of
        a move and their prices, and the standees."""
        assets, L = self.table.app.assets, self.table.L
        s = L.scale
        ways = self.table.places.lit_ways()  # a move to decide: the reachable spaces light up, with their costs
        for space, options in ways.items():
            cell = L.space(space)
            surface.blit(assets.glow(cell.size, (255, 214, 102, 40)), cell)
            pygame.draw.rect(surface, theme.HIGHLIGHT, cell, max(2, int(3 * s)), border_radius=8)
        for space, seats in self.table.places.standees(view).items():
            for k, seat in enumerate(seats):
                drag = self.table.drag_drop.drag
                if f"standee:{seat}" in hidden or (drag is not None and drag == (STANDEE, seat)):
                    continue
                self.paint_standee(surface, seat, L.standee(space, k, len(seats)))
        pending = view.pending
        if pending is not None and pending["kind"] == "move" and self.table.places.mine(view):
            seat = pending["seat"]
            rect = self.table.places.standee_rect(seat, view.players[seat].space)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 2, border_radius=6)
        dear = self.table.places.dear_ways()
        for space in dear:  # a way the seat cannot pay for: the space dimmed, its price greyed
            cell = L.space(space)
            shade = pygame.Surface(cell.size, pygame.SRCALPHA)
            shade.fill((10, 10, 16, 110))
            surface.blit(shade, cell)
            pygame.draw.rect(surface, (120, 120, 128), cell, max(1, int(2 * s)), border_radius=8)
        for space, options in ways.items():  # the cost chips over everything on the space
            self._draw_cost_chip(surface, space, options)
        for space, offer in dear.items():
            self._draw_cost_chip(surface, space, [{"how": offer["how"], "cost": offer["need"]}], greyed=True)

    def _draw_route(self, surface) -> None:
        """The dashed sea route round the inside of the ring, a spur to each port."""
        L = self.table.L
        loop = L.route_loop()
        colour = (150, 190, 235)
        dash = max(6, int(10 * L.scale))
        width = max(2, int(2 * L.scale))
        dashed_box(surface, colour, loop, dash, width)
        for port in lib.SEA_ROUTE:
            a, b = L.port_landing(port)
            dashed(surface, colour, a, b, dash, width)

    def _draw_space(self, surface, space: int, view: ProphecyView, hidden) -> None:
        assets, L = self.table.app.assets, self.table.L
        s = L.scale
        spec = lib.SPACES[space]
        cell = L.space(space)
        terrain = spec.terrain
        tint = TERRAIN_TINT[spec.kind] if terrain else (WILD_TINT if spec.kind == "wilderness" else CIVIL_TINT)
        rounded(surface, cell, theme.mix(tint, theme.BACKGROUND, 0.35), theme.mix(tint, (255, 255, 255), 0.35), 2, 8)
        title = L.space_title(space)
        art_box = pygame.Rect(cell.x + 3, title.bottom, cell.width - 6, cell.bottom - title.bottom - 3)
        if terrain:
            art = assets.scaled(f"prophecy/terrain/{spec.kind}", art_box.size)
            art = art.copy()
            art.set_alpha(200)
            surface.blit(art, art_box)
        else:
            side = min(art_box.width, art_box.height) - 2
            art = assets.scaled(f"prophecy/places/{spec.kind}", (side, side))
            surface.blit(art, art.get_rect(center=art_box.center))
        # the name, on a dark strip
        strip = pygame.Rect(cell.x + 2, cell.y + 2, cell.width - 4, title.height)
        rounded(surface, strip, theme.mix(tint, (0, 0, 0), 0.55), None, 0, 6)
        name = self.table.cards.space_name(space)
        fit_in(surface, assets, name, max(10, int(13 * L.type)), title.inflate(-4, 0), theme.TEXT, "space name",
               bold=True, align="center", smallest=8)
        # its icons: port, portal, dove (drawn, no effect: PR-SPACE.11)
        icon = max(14, int(20 * s))
        x = cell.right - icon - 3
        y = title.bottom + 2
        for flag, name in ((spec.port, "anchor"), (spec.portal, "portal"), (spec.dove, "dove")):
            if flag:
                back = pygame.Rect(x - 1, y - 1, icon + 2, icon + 2)
                pygame.draw.circle(surface, (20, 20, 30), back.center, icon // 2 + 2)
                surface.blit(assets.scaled(f"prophecy/icons/{name}", (icon, icon)), (x, y))
                y += icon + 2
        uid = view.board[space]
        if uid is not None and f"adv:{space}" not in hidden:
            rect = L.adventure_card(space)
            surface.blit(self.table.cards.adventure(uid, rect.size), rect)

    def _draw_cost_chip(self, surface, space: int, options: list[dict], greyed: bool = False) -> None:
        """The way to `space` and its price on a chip: lit, or greyed when the seat
        cannot pay it."""
        t, L = self.table.app.t, self.table.L
        best = options[0]
        cost = t("prophecy.ui.free") if best["cost"] == 0 else t("prophecy.ui.cost_gold", n=best["cost"])
        text = f"{t('prophecy.ui.how_' + best['how'])} · {cost}"
        cell = L.space(space)
        ink, fill, edge = ((70, 70, 76), (170, 170, 176), (60, 60, 66)) if greyed \
            else ((28, 22, 14), theme.HIGHLIGHT, (90, 60, 10))
        image = fit_text(self.table.app.assets, text, max(10, int(13 * L.type)), cell.width - 10, ink,
                         bold=True, smallest=8)
        top = L.space_title(space).bottom + 2  # over the picture, under the name: the card stays readable
        box = image.get_rect(midtop=(cell.centerx, top + 2)).inflate(8, 4)
        box.clamp_ip(cell)
        rounded(surface, box, fill, edge, 1, 6)
        put_text(surface, image, box, "cost chip", "center")
        note_text("cost chip", box, cell)

    def paint_standee(self, surface, seat: int, rect: pygame.Rect) -> None:
        colour = self.table.seat_colour(seat)
        base = pygame.Rect(rect.x, rect.bottom - rect.height // 5, rect.width, rect.height // 5)
        pygame.draw.ellipse(surface, (0, 0, 0), base.move(2, 3))
        image = self.table.app.assets.tinted("prophecy/standee", rect.size, colour)
        surface.blit(image, rect)
        pygame.draw.ellipse(surface, theme.mix(colour, (255, 255, 255), 0.5), base, 2)
        # a letter of the character, for colour-blind eyes (colour is never the only cue)
        view = self.table.session.seen()
        char = self.table.cards.character_name(view.players[seat].character)[:1]
        size = max(9, rect.width // 3)
        letter = self.table.app.assets.text(char, size, (20, 16, 12), bold=True)
        put_text(surface, letter, rect, "standee", "center", (rect.centerx, int(rect.y + rect.height * 0.26)))

    # the middle

    def draw_chance(self, surface, view: ProphecyView, hidden) -> None:
        L = self.table.L
        rect = L.chance_card
        uid = self.table.places.chance_shown(view)
        if "chance" in hidden or uid is None:
            rounded(surface, rect, (40, 80, 50), (90, 150, 100), 2, 8)
            fit_in(surface, self.table.app.assets, self.table.app.t("prophecy.ui.chance"), int(16 * L.type),
                   rect.inflate(-10, 0), (220, 240, 220), "chance back", bold=True, align="center")
            return
        surface.blit(self.table.cards.chance(uid, rect.size), rect)
        if view.chance is None:  # last turn's: dimmed
            surface.blit(self.table.app.assets.glow(rect.size, (0, 0, 0, 90)), rect)
