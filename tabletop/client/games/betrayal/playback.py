"""Playing the events back: a tile laid on its cell (turning into place, the door it
was found through lit), a standee or a monster sliding, the dice rolled, a card
drawn and flipped, a trait's clip sliding. A part of the table scene."""

from __future__ import annotations

import pygame

from tabletop.games.house.view import HouseView

from ... import theme
from ...tween import Beat, ease_in_out, ease_out, lerp_rect
from ...widgets import fit_text, rounded
from .house import placed_map
from .names import TRAITS


class EventPlayback:
    def __init__(self, table) -> None:
        self.table = table  # the Betrayal table that owns this part

    def animate(self, e) -> None:
        kind = e["event"]
        add = self.table.playback.tween
        view = self.table.session.seen()
        if kind == "room_discovered":
            room, floor = e["room"], e["floor"]
            self.table.playback.add(Beat(0.0, start=lambda f=floor: self.follow(f)))
            doors = tuple(e.get("doors") or ())
            add(0.55, lambda s, t, r=room, f=floor, d=doors, x=e["x"], y=e["y"], q=e.get("turn", 0):
                self._paint_laying(s, r, f, d, x, y, q, t), frozenset({f"tile:{room}"}))
        elif kind in ("moved", "slid", "fell") and e.get("from") and isinstance(e.get("seat"), int):
            seat = e["seat"]
            to_floor = self.table.house.room_floor(view, e["to"])
            self.table.playback.add(Beat(0.0, start=lambda f=to_floor: self.follow(f)))
            a = self._room_centre(view, e["from"])
            b = self.table.house.standee_rect(view, seat)
            if a is not None and b is not None and self.table.house.room_floor(view, e["from"]) == to_floor:
                a = pygame.Rect(0, 0, b.width, b.height)
                a.center = self._room_centre(view, e["from"]).center
                add(0.3, lambda s, t, a=a, b=b, st=seat: self._on_map(
                    s, lambda: self.table.house.paint_standee(s, self.table.session.seen(), st,
                                                              lerp_rect(a, b, ease_in_out(t)))),
                    frozenset({f"standee:{seat}"}))
        elif kind == "monster_moved":
            k = e["monster"]
            a = self._room_centre(view, e["from"])
            b = self.table.house.piece_rect(view, e["to"], ("monster", k))
            if a is not None and b is not None and self.table.house.room_floor(view, e["from"]) == self.table.floor \
                    and self.table.house.room_floor(view, e["to"]) == self.table.floor:
                a = pygame.Rect(a.center, b.size).move(-b.width // 2, -b.height // 2)
                add(0.22, lambda s, t, a=a, b=b, k=k: self._on_map(
                    s, lambda: self.table.house.paint_monster(s, self.table.session.seen(), k,
                                                              lerp_rect(a, b, ease_in_out(t)))),
                    frozenset({f"monster:{k}"}))
        elif kind == "dice_rolled":
            add(0.8, lambda s, t, d=list(e["dice"]), tot=e["total"], tr=e.get("trait"), st=e.get("seat"):
                self._paint_dice(s, d, tot, tr, st, t))
        elif kind == "card_drawn":
            add(0.9, lambda s, t, c=e["card"]: self._paint_draw(s, c, t), frozenset({f"card:{e['card']}"}))
        elif kind == "trait_changed" and isinstance(e.get("seat"), int) and e["seat"] == self.table.sheet.focus(view):
            seat, trait = e["seat"], e["trait"]
            i = TRAITS.index(trait)
            before, after = e["clips"]  # clip indexes: 0 the skull, k + 1 the track's value k
            add(0.35, lambda s, t, i=i, a=before, b=after: self.table.sheet.paint_clip(s, i, a + (b - a) * ease_out(t)),
                frozenset({("clip", (seat, trait))}))
        elif kind == "haunt_revealed":
            self.table.playback.add(Beat(0.0, start=self._reveal_now))

    def _reveal_now(self) -> None:
        if any(seat.kind == "human" for seat in self.table.session.seats) and not self.table.read_only:
            self.table.reveal.open_reveal()

    def follow(self, floor) -> None:
        """Show `floor`, unless the person chose what the map shows this turn."""
        if floor and not self.table.by_hand:
            self.table.house.show_floor(floor)
            self.table.house.refit()

    def _room_centre(self, view: HouseView, room: str) -> pygame.Rect | None:
        p = placed_map(view).get(room)
        if p is None:
            return None
        return self.table.house.cell_rect(p[1], p[2], p[0])

    def _on_map(self, surface, paint) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.table.L.map.inflate(-4, -4))
        paint()
        surface.set_clip(clip)

    def _paint_laying(self, surface, room, floor, doors, x, y, quarters, t) -> None:
        if floor != self.table.floor:
            return
        rect = self.table.house.cell_rect(x, y)
        image = self.table.house.tile_image(room, doors, floor, rect.width, lit_doors=doors)
        angle = (1 - ease_out(t)) * 90
        scale = 1.35 - 0.35 * ease_out(t)
        shown = pygame.transform.rotozoom(image, angle, scale)
        shown.set_alpha(int(120 + 135 * t))
        self._on_map(surface, lambda: surface.blit(shown, shown.get_rect(center=rect.center)))

    def _dice_box(self) -> pygame.Rect:
        m = self.table.L.map
        s = self.table.L.scale
        box = pygame.Rect(0, 0, int(min(m.width - 20, 460 * s)), int(110 * s))
        box.midbottom = (m.centerx, m.bottom - 10)
        return box

    def _paint_dice(self, surface, dice, total, trait, seat, t) -> None:
        box = self._dice_box()
        s = self.table.L.scale
        rounded(surface, box, (26, 22, 30), theme.ACCENT, 2, 10)
        n = max(1, len(dice))
        size = max(20, min(int(48 * s), (box.width - 20) // n - 6))
        x0 = box.centerx - (n * (size + 6)) // 2
        settled = t > 0.65
        for k, face in enumerate(dice):
            shown = face if settled else (int(t * 27) + k * 2 + face) % 3
            image = self.table.app.assets.scaled(f"betrayal/dice/die_{shown}", (size, size))
            if not settled:
                image = pygame.transform.rotate(image, (1 - t) * 300 * (1 if k % 2 else -1))
            bounce = 0 if settled else int((1 - ease_out(t / 0.65)) * size * 0.6)
            surface.blit(image, image.get_rect(center=(x0 + k * (size + 6) + size // 2, box.y + 14 + size // 2 - bounce)))
        words = self.table.app.t("betrayal.ui.roll_total", total=total,
                                 trait=self.table.names.trait(trait) if trait else "",
                                 name=self.table.name(seat) if isinstance(seat, int) else "")
        if settled:
            image = fit_text(self.table.app.assets, words, int(17 * s), box.width - 20, theme.HIGHLIGHT, bold=True)
            surface.blit(image, image.get_rect(midbottom=(box.centerx, box.bottom - 6)))

    def _paint_draw(self, surface, card, t) -> None:
        m = self.table.L.map
        w = int(min(m.width * 0.4, 300 * self.table.L.scale))
        end = pygame.Rect(0, 0, w, int(w * 1.4))
        end.center = m.center
        start = pygame.Rect(m.right - 40, m.y + 10, 30, 42)
        if t < 0.35:
            r = lerp_rect(start, end, ease_out(t / 0.35))
            rounded(surface, r, (50, 40, 60), (200, 180, 140), 2, 8)
            return
        flip = min(1.0, (t - 0.35) / 0.25)
        if flip < 0.5:
            r = pygame.Rect(0, 0, max(2, int(end.width * (1 - 2 * flip))), end.height)
            r.center = end.center
            rounded(surface, r, (50, 40, 60), (200, 180, 140), 2, 8)
            return
        image = self.table.sheet.card_image(card, end.size)
        r = pygame.Rect(0, 0, max(2, int(end.width * min(1.0, 2 * flip - 1))), end.height)
        r.center = end.center
        surface.blit(pygame.transform.smoothscale(image, r.size), r)
