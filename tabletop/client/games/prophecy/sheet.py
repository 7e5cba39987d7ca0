"""Drawing the characters: the focused one's card (its cubes lost on the left and
available on the right, gold, Experience, Certificates and Items) and a row per
seat in the side panel, with the log under them. A part of the table scene."""

from __future__ import annotations

import pygame

from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.content import GUILDS
from tabletop.games.prophecy.places import CARD, Item
from tabletop.games.prophecy.view import PlayerView, ProphecyView

from ... import theme
from ...scenes.table_parts.seats import kind_tag
from ...widgets import fit_in, panel, rounded
from .strokes import outline_lit

STRENGTH = (205, 50, 50)
WILLPOWER = (60, 110, 220)


def cube_rows(player: PlayerView) -> tuple[tuple[tuple[int, int, int], int, int, str], ...]:
    """The character's two kinds of cubes: (colour, available, lost, label)."""
    return ((STRENGTH, player.strength, player.health_lost, "strength"),
            (WILLPOWER, player.willpower, player.magic_lost, "willpower"))


class Sheet:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part

    def draw_card(self, surface, view: ProphecyView) -> None:
        """The focused character's card: its cubes on the left (lost) and right
        (available) sides, gold, Experience, Certificates and Items."""
        assets, t, L = self.table.app.assets, self.table.app.t, self.table.L
        s = L.scale
        seat = self.table.places.focus(view)
        player = view.players[seat]
        card = L.card
        lit = self.table.places.drop_lit(CARD)
        rounded(surface, card, (58, 50, 40), theme.HIGHLIGHT if lit else self.table.seat_colour(seat), 3 if lit else 2, 10)
        pad = int(8 * s)
        head = pygame.Rect(card.x + pad, card.y + int(4 * s), card.width - 2 * pad, int(card.height * 0.15))
        char = lib.character(player.character)
        radius = head.height // 3
        pygame.draw.circle(surface, self.table.seat_colour(seat), (head.x + radius, head.centery), radius)
        symbols_w = 2 * (head.height + 2)
        name = self.table.who(seat, player)
        if not player.alive:
            name += " · " + t("prophecy.ui.dead")
        fit_in(surface, assets, name, int(17 * L.type),
               pygame.Rect(head.x + head.height, head.y, head.width - head.height - symbols_w - 6, head.height),
               theme.TEXT, "card name", bold=True)
        for k, guild in enumerate(char.guilds):  # the character's two guilds
            side = head.height - 4
            image = assets.tinted(self.table.cards.guild_symbol(guild), (side, side), (200, 190, 170))
            surface.blit(image, (head.right - symbols_w + k * (head.height + 2), head.y + 2))
        items_top = L.card_items(1)[0].y
        rows = pygame.Rect(card.x + pad, head.bottom + int(4 * s), card.width - 2 * pad,
                           items_top - head.bottom - int(8 * s))
        row_h = rows.height // 3
        left_w = int(rows.width * 0.3)
        mid_w = int(rows.width * 0.3)
        for k, (colour, right, lost, label) in enumerate(cube_rows(player)):
            y = rows.y + k * row_h
            lost_box = pygame.Rect(rows.x, y + 2, left_w, row_h - 4)
            mid = pygame.Rect(lost_box.right + 6, y, mid_w, row_h)
            right_box = pygame.Rect(mid.right + 6, y + 2, rows.right - mid.right - 6, row_h - 4)
            rounded(surface, lost_box, (40, 34, 28), (90, 80, 60), 1, 4)
            rounded(surface, right_box, (40, 34, 28), (90, 80, 60), 1, 4)
            _cubes(surface, lost_box, lost, theme.mix(colour, (40, 34, 28), 0.45), align="right")
            _cubes(surface, right_box, right, colour, align="left")
            fit_in(surface, assets, t(f"prophecy.ui.{label}", n=right), int(15 * L.type), mid, theme.TEXT, "cube label",
                   bold=True, align="center")
        y = rows.y + 2 * row_h
        line = pygame.Rect(rows.x, y, rows.width, row_h)
        icon = max(12, min(row_h - 4, int(22 * s)))
        x = line.x
        for name, value in (("gold", player.gold), ("xp", player.xp)):
            surface.blit(assets.scaled(f"prophecy/icons/{name}", (icon, icon)), (x, line.centery - icon // 2))
            box = pygame.Rect(x + icon + 4, line.y, int(line.width * 0.16), line.height)
            fit_in(surface, assets, t(f"prophecy.ui.{name}_n", n=value), int(15 * L.type), box, theme.TEXT,
                   f"card {name}", bold=True)
            x = box.right + 6
        # the five guilds' Certificates: each held one shows its symbol lit
        cert = max(12, min(row_h - 4, int(24 * s)))
        for k, guild in enumerate(GUILDS):
            cx = line.right - (5 - k) * (cert + 6)
            held = guild in player.certificates
            box = pygame.Rect(cx, line.centery - cert // 2, cert, cert)
            rounded(surface, box.inflate(4, 4), (20, 18, 24) if held else None, theme.ACCENT if held else
                    (90, 84, 76), 1, 5)
            surface.blit(assets.tinted(self.table.cards.guild_symbol(guild), box.size,
                                       theme.HIGHLIGHT if held else (80, 74, 68)), box)
        # the Items, damaged ones turned over
        lit_sources = self.table.places.lit_sources()
        for uid, rect in self.table.places.item_rects(view):
            if self.table.places.carried(Item(uid)):
                continue
            surface.blit(self.table.cards.item(uid, rect.size, damaged=uid in player.damaged), rect)
            if Item(uid) in lit_sources:
                outline_lit(surface, rect)
        if not player.items:
            box = L.card_items(1)[0]
            box.width = card.width - 16
            fit_in(surface, assets, t("prophecy.ui.no_items_carried"), int(13 * L.type), box, theme.TEXT_DIM, "no items")

    def side_panel(self, view: ProphecyView) -> tuple:
        """The seats' rows as a backdrop panel (name, rect, key, paint): painted again
        when the game moves on, a drag starts or ends, or the look changes."""
        names = tuple(self.table.session.name(s) for s in range(len(view.players)))
        app = self.table.app
        key = (view, self.table.places.drop_lit(CARD), names, app.t.language, app.settings.colour_blind)
        return ("side", self.table.L.side, key, lambda layer: self._draw_side(layer, view))

    def _draw_side(self, surface, view: ProphecyView) -> None:
        assets, t, L = self.table.app.assets, self.table.app.t, self.table.L
        s = L.scale
        panel(surface, L.side)
        pending = view.pending
        for seat, player in enumerate(view.players):
            row = L.seat_row(seat)
            acting = pending is not None and pending["seat"] == seat
            lit = self.table.places.drop_lit(CARD) and seat == self.table.places.focus(view)
            rounded(surface, row, theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.45 if acting else 0.1),
                    theme.HIGHLIGHT if lit else (self.table.seat_colour(seat) if acting else None), 2, 8)
            line_h = row.height // 2
            dot = max(5, int(7 * s))
            pygame.draw.circle(surface, self.table.seat_colour(seat), (row.x + 6 + dot, row.y + line_h // 2 + 2), dot)
            cert = max(10, min(line_h - 8, int(16 * s)))
            certs_w = 5 * (cert + 3)
            tag = kind_tag(self.table.app, self.table.session, seat)
            who = self.table.who(seat, player) + (f" ({tag})" if tag else "")
            if not player.alive:
                who += " · " + t("prophecy.ui.dead")
            # readable, rather than whole in tiny type: a long name is cut, whole in its tooltip
            fit_in(surface, assets, who, int(15 * L.type),
                   pygame.Rect(row.x + 10 + 2 * dot, row.y + 2, row.width - 20 - 2 * dot - certs_w, line_h),
                   theme.TEXT if player.alive else theme.TEXT_DIM, "seat name", bold=True,
                   smallest=max(10, int(12 * s)))  # as small as at 100% before it is cut
            for k, guild in enumerate(GUILDS):
                held = guild in player.certificates
                box = pygame.Rect(row.right - 6 - (5 - k) * (cert + 3), row.y + (line_h - cert) // 2 + 2, cert, cert)
                surface.blit(assets.tinted(self.table.cards.guild_symbol(guild), box.size,
                                           theme.HIGHLIGHT if held else (104, 96, 90)), box)
            lower = pygame.Rect(row.x + 8, row.y + line_h, row.width - 16, row.height - line_h - 3)
            cube = max(5, min(lower.height // 2 - 1, int(8 * s)))
            x = lower.x
            for colour, right, lost, _ in cube_rows(player):
                for k in range(lost):  # the left side: lost cubes, dim
                    pygame.draw.rect(surface, theme.mix(colour, theme.PANEL, 0.6),
                                     (x + k * (cube + 1), lower.y + 2, cube, cube), border_radius=1)
                x2 = x + lost * (cube + 1) + (3 if lost else 0)
                pygame.draw.line(surface, theme.TEXT_DIM, (x2 - 2, lower.y + 1), (x2 - 2, lower.y + cube + 2), 1)
                for k in range(right):
                    pygame.draw.rect(surface, colour, (x2 + k * (cube + 1), lower.y + 2, cube, cube), border_radius=1)
                x = max(x2 + right * (cube + 1), x + int(26 * s)) + int(8 * s)
            icon = max(10, min(lower.height - 2, int(16 * s)))
            for name, value in (("gold", player.gold), ("xp", player.xp)):
                surface.blit(assets.scaled(f"prophecy/icons/{name}", (icon, icon)), (x, lower.centery - icon // 2))
                box = pygame.Rect(x + icon + 2, lower.y, int(26 * s), lower.height)
                fit_in(surface, assets, str(value), int(14 * L.type), box, theme.TEXT, "seat counter", bold=True)
                x = box.right + 2
            for uid, rect in self.table.places.row_item_rects(seat, player, start=x):
                pygame.draw.rect(surface, (90, 70, 50) if uid in player.damaged else
                                 ((196, 160, 60) if lib.item(uid).deck == "rare" else (150, 110, 70)), rect,
                                 border_radius=2)
                pygame.draw.rect(surface, (30, 24, 18), rect, 1, border_radius=2)


def _cubes(surface, box: pygame.Rect, count: int, colour, align: str) -> None:
    """`count` cubes in a row in `box` (from its left or its right), smaller when many."""
    if count <= 0:
        return
    size = max(5, min(box.height - 6, (box.width - 6) // max(1, count) - 3))
    step = size + 3
    y = box.centery - size // 2
    for k in range(count):
        x = box.x + 4 + k * step if align == "left" else box.right - 4 - size - k * step
        rect = pygame.Rect(x, y, size, size)
        pygame.draw.rect(surface, theme.mix(colour, (0, 0, 0), 0.4), rect.move(1, 2), border_radius=2)
        pygame.draw.rect(surface, colour, rect, border_radius=2)
        pygame.draw.line(surface, theme.mix(colour, (255, 255, 255), 0.4), rect.topleft, rect.topright, 1)
