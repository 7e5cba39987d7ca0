"""Darkmoor's cards as pictures: every face is painted once per size and language
and cached, so a frame only blits finished cards and draws the tokens on them."""

from __future__ import annotations

import pygame

from tabletop.games.darkmoor.content import COLORS
from tabletop.games.darkmoor.rules import FACES, HEROES, design, owner

from ... import theme
from ...assets import Assets
from ...i18n import Catalogue

# Proportions of a 180 x 252 card (the frame sprites are drawn to this layout).
TITLE = (0.05, 0.020, 0.90, 0.085)
ART = (8 / 180, 26 / 252, 164 / 180, 112 / 252)
TEXT = (0.07, 0.585, 0.86, 0.37)
KIND_ICONS = {"immediate": "icons/ability_immediate", "ongoing": "icons/ability_ongoing",
              "attack": "icons/ability_attack", "scoring": "icons/ability_scoring"}


def _sub(rect: pygame.Rect, frac: tuple[float, float, float, float]) -> pygame.Rect:
    x, y, w, h = frac
    return pygame.Rect(rect.x + round(rect.w * x), rect.y + round(rect.h * y), round(rect.w * w), round(rect.h * h))


class CardPainter:
    def __init__(self, assets: Assets, t: Catalogue, colour_blind: bool) -> None:
        self.assets = assets
        self.t = t
        self.colour_blind = colour_blind
        self._cache: dict[tuple, pygame.Surface] = {}

    # -- names and texts in the current language ------------------------------------

    def minion_name(self, uid: int) -> str:
        d = design(uid)
        return self.t.get(f"darkmoor.minion.{d.id}.name", d.name)

    def minion_text(self, uid: int) -> str:
        d = design(uid)
        return self.t.get(f"darkmoor.minion.{d.id}.text", d.ability.text)

    def hero_name(self, hid: int) -> str:
        h = HEROES[hid]
        return self.t.get(f"darkmoor.hero.{h.id}.name", h.name)

    def face_name(self, face: int) -> str:
        f = FACES[face]
        return self.t.get(f"darkmoor.face.{f.id}.name", f.name)

    def owned_name(self, uid: int, seat_name: str) -> str:
        return self.t("darkmoor.log.card_owned", owner=seat_name, name=self.minion_name(uid))

    # -- painted cards ----------------------------------------------------------------

    def minion(self, uid: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("m", uid % 18, owner(uid), size, self.t.language, self.colour_blind)
        card = self._cache.get(key)
        if card is None:
            d = design(uid)
            card = self._paint(size, "darkmoor/frame_minion", f"darkmoor/art/{d.art_ref}",
                               self.minion_name(uid), self.minion_text(uid), d.ability.kind,
                               peril=d.peril, vp=d.vp, type_icon=f"icons/type_{d.type}", seat=owner(uid))
            self._cache[key] = card
        return card

    def hero(self, hid: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("h", hid, size, self.t.language)
        card = self._cache.get(key)
        if card is None:
            h = HEROES[hid]
            text = self.t.get(f"darkmoor.hero.{h.id}.text", h.ability.text)
            card = self._paint(size, "darkmoor/frame_hero", f"darkmoor/art/{h.art_ref}",
                               self.hero_name(hid), text, h.ability.kind, peril=h.threshold)
            self._cache[key] = card
        return card

    def location(self, face: int, size: tuple[int, int]) -> pygame.Surface:
        """Locations lie in a row, so they are landscape: the art fills the card, the
        name on a band at the top, the ability on a band at the bottom."""
        key = ("l", face, size, self.t.language)
        card = self._cache.get(key)
        if card is None:
            f = FACES[face]
            w, h = size
            card = pygame.Surface(size, pygame.SRCALPHA)
            art = self.assets.scaled(f"darkmoor/art/{f.art_ref}", size)
            card.blit(art, (0, 0))
            band_h = max(16, h // 6)
            top = pygame.Surface((w, band_h), pygame.SRCALPHA)
            top.fill((12, 10, 16, 200))
            card.blit(top, (0, 0))
            self._fit_text(card, self.face_name(face), pygame.Rect(6, 1, w - band_h - 16, band_h - 2), bold=True)
            badge = band_h + 6
            self._badge(card, "icons/vp", str(f.vp), (w - badge // 2 - 2, badge // 2 + 1), badge)
            text = self.t.get(f"darkmoor.face.{f.id}.text", f.ability.text)
            if text:
                size_px = max(9, w // 17)
                lines = self.assets.wrap(text, size_px, w - 28)
                bottom_h = len(lines) * (size_px + 2) + 8
                bottom = pygame.Surface((w, bottom_h), pygame.SRCALPHA)
                bottom.fill((12, 10, 16, 205))
                card.blit(bottom, (0, h - bottom_h))
                if f.ability.kind in KIND_ICONS:
                    icon = self.assets.scaled(KIND_ICONS[f.ability.kind], (size_px + 6, size_px + 6))
                    card.blit(icon, (3, h - bottom_h - size_px - 8))
                y = h - bottom_h + 4
                for line in lines:
                    image = self.assets.text(line, size_px, theme.TEXT)
                    card.blit(image, image.get_rect(midtop=(w // 2, y)))
                    y += size_px + 2
            pygame.draw.rect(card, theme.ACCENT_DARK, card.get_rect(), 2, border_radius=6)
            self._cache[key] = card
        return card

    def back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.scaled(f"darkmoor/back_{kind}", size)

    def _paint(self, size: tuple[int, int], frame: str, art: str, name: str, text: str, kind: str,
               peril: int | None = None, vp: int | None = None, type_icon: str | None = None,
               seat: int | None = None) -> pygame.Surface:
        w, h = size
        card = pygame.Surface(size, pygame.SRCALPHA)
        rect = card.get_rect()
        pygame.draw.rect(card, (18, 16, 22), rect, border_radius=max(4, w // 18))
        art_rect = _sub(rect, ART)
        card.blit(self.assets.scaled(art, art_rect.size), art_rect)
        card.blit(self.assets.scaled(frame, size), (0, 0))
        if seat is not None:  # the owner's colour band, and its symbol for colour-blind play
            color = theme.seat_color(seat, self.colour_blind)
            band = pygame.Rect(0, 0, w, max(4, h // 28))
            band.bottom = h - max(3, h // 60)
            pygame.draw.rect(card, color, band.inflate(-w // 10, 0), border_radius=3)
            symbol = self.assets.tinted(f"icons/seat_{seat}", (max(10, w // 9), max(10, w // 9)), color)
            card.blit(symbol, symbol.get_rect(center=(w // 2, band.centery - band.height - symbol.get_height() // 3)))
        title = _sub(rect, TITLE)
        self._fit_text(card, name, title, bold=True)
        badge = max(14, w // 6)
        if peril is not None:
            self._badge(card, "icons/peril", str(peril), (art_rect.x + badge // 2 + 2, art_rect.y + badge // 2 + 2), badge)
        if vp is not None:
            self._badge(card, "icons/vp", str(vp), (art_rect.right - badge // 2 - 2, art_rect.y + badge // 2 + 2), badge)
        if type_icon:
            icon = self.assets.scaled(type_icon, (badge, badge))
            card.blit(icon, icon.get_rect(bottomright=(art_rect.right - 2, art_rect.bottom - 2)))
        box = _sub(rect, TEXT)
        if kind in KIND_ICONS:
            icon = self.assets.scaled(KIND_ICONS[kind], (badge - 2, badge - 2))
            card.blit(icon, icon.get_rect(bottomleft=(art_rect.x + 2, art_rect.bottom - 2)))
        if text and w >= 120:
            size_px = max(9, w // 15)
            lines = self.assets.wrap(text, size_px, box.width - 4)
            while len(lines) * (size_px + 2) > box.height and size_px > 8:
                size_px -= 1
                lines = self.assets.wrap(text, size_px, box.width - 4)
            y = box.y + 2
            for line in lines:
                image = self.assets.text(line, size_px, (30, 24, 18))
                card.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += size_px + 2
        return card

    def _fit_text(self, card: pygame.Surface, text: str, box: pygame.Rect, bold: bool) -> None:
        size_px = max(8, int(box.height * 0.8))
        image = self.assets.text(text, size_px, theme.TEXT, bold=bold)
        while image.get_width() > box.width and size_px > 7:
            size_px -= 1
            image = self.assets.text(text, size_px, theme.TEXT, bold=bold)
        card.blit(image, image.get_rect(center=box.center))

    def _badge(self, card: pygame.Surface, icon: str, value: str, center: tuple[int, int], size: int) -> None:
        card.blit(self.assets.scaled(icon, (size, size)), self.assets.scaled(icon, (size, size)).get_rect(center=center))
        digits = self.assets.text(value, max(9, size * 6 // 10), (255, 255, 255), bold=True)
        shadow = self.assets.text(value, max(9, size * 6 // 10), (0, 0, 0), bold=True)
        rect = digits.get_rect(center=center)
        card.blit(shadow, rect.move(1, 1))
        card.blit(digits, rect)

    def colour_name(self, seat: int) -> str:
        return self.t(f"darkmoor.ui.color_{COLORS[seat]}")
