"""Darkmoor's cards as pictures: every face is painted once per size and language
and cached, so a frame only blits finished cards and draws the tokens on them."""

from __future__ import annotations

import tomllib

import pygame

from tabletop.games.darkmoor.content import COLORS
from tabletop.games.darkmoor.rules import FACES, HEROES, design, owner

from ... import resources, theme
from ...assets import Assets, display_format
from ...i18n import Catalogue
from ...scenes.table_parts.card_reveal import CardFace
from ...widgets import fit_text, note_text

KIND_ICONS = {"immediate": "icons/ability_immediate", "ongoing": "icons/ability_ongoing",
              "attack": "icons/ability_attack", "scoring": "icons/ability_scoring"}


def _load_layout() -> dict:
    """The frames' layout (sprites/darkmoor/layout.toml), as fractions of the card."""
    path = resources.sprites() / "darkmoor" / "layout.toml"
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    w, h = data["card"]["w"], data["card"]["h"]
    rects = {name: (r["x"] / w, r["y"] / h, r["w"] / w, r["h"] / h) for name, r in data["rects"].items()}
    colors = {name: pygame.Color(value)[:3] for name, value in data["colors"].items()}
    return {"rects": rects, "colors": colors}


LAYOUT = _load_layout()


def _sub(rect: pygame.Rect, name: str) -> pygame.Rect:
    x, y, w, h = LAYOUT["rects"][name]
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

    def hero_text(self, hid: int) -> str:
        h = HEROES[hid]
        return self.t.get(f"darkmoor.hero.{h.id}.text", h.ability.text) or self.t.get(f"darkmoor.hero.{h.id}.flavor",
                                                                                       h.flavor)

    def hero_type(self, hid: int) -> str:
        h = HEROES[hid]
        return self.t.get(f"darkmoor.hero.{h.id}.hero_type", h.hero_type).capitalize()

    def hero_face(self, event: dict) -> CardFace | None:
        """A hero revealed, as the card overlay shows it: heroes are public (the cards
        a seat draws come as a count, so no hand card is ever shown here)."""
        hid = next((i for i, h in enumerate(HEROES) if h.id == event.get("hero")), None)
        if event["event"] != "hero_revealed" or hid is None:
            return None
        h = HEROES[hid]
        words = [self.t("darkmoor.ui.hero_threshold", n=h.threshold), self.hero_text(hid)]
        return CardFace(f"{self.t('darkmoor.ui.hero')} · {self.hero_type(hid)}", self.hero_name(hid), "\n".join(words),
                        (120, 40, 36), event.get("seat"), art=f"darkmoor/art/{h.art_ref}", ident=hid)

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
            text = self.minion_text(uid) or self.t.get(f"darkmoor.minion.{d.id}.flavor", d.flavor)
            card = self._paint(size, "darkmoor/frame_minion", f"darkmoor/art/{d.art_ref}",
                               self.minion_name(uid), text, d.ability.kind,
                               left=str(d.peril), right=str(d.vp), type_icon=f"icons/type_{d.type}",
                               type_line=self.t(f"darkmoor.ui.type_{d.type}"), seat=owner(uid))
            self._cache[key] = card = display_format(card)
        return card

    def hero(self, hid: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("h", hid, size, self.t.language)
        card = self._cache.get(key)
        if card is None:
            h = HEROES[hid]
            card = self._paint(size, "darkmoor/frame_hero", f"darkmoor/art/{h.art_ref}",
                               self.hero_name(hid), self.hero_text(hid), h.ability.kind, left=str(h.threshold),
                               type_line=self.hero_type(hid))
            self._cache[key] = card = display_format(card)
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
            badge = band_h + 6
            self._fit_text(card, self.face_name(face), pygame.Rect(6, 1, w - badge - 8, band_h - 2), bold=True)
            self._badge(card, "icons/vp", str(f.vp), (w - badge // 2 - 2, badge // 2 + 1), badge)
            text = (self.t.get(f"darkmoor.face.{f.id}.text", f.ability.text)
                    or self.t.get(f"darkmoor.face.{f.id}.flavor", f.flavor))
            if text:
                # the ability on a band at the bottom, below the name's band and the
                # badge (smaller type, then cut: the zoom shows the card whole)
                room = h - badge - 4
                size_px = max(9, w // 17)
                lines = self._lines(text, size_px, w - 28, room - 8, 8)
                size_px = self._lines_size
                bottom_h = len(lines) * (size_px + 2) + 8
                bottom = pygame.Surface((w, bottom_h), pygame.SRCALPHA)
                bottom.fill((12, 10, 16, 205))
                card.blit(bottom, (0, h - bottom_h))
                if f.ability.kind in KIND_ICONS:
                    icon = self.assets.scaled(KIND_ICONS[f.ability.kind], (size_px + 6, size_px + 6))
                    card.blit(icon, (3, h - bottom_h - size_px - 8))
                y = h - bottom_h + 4
                box = pygame.Rect(12, h - bottom_h, w - 24, bottom_h)
                for line in lines:
                    image = self.assets.text(line, size_px, theme.TEXT)
                    rect = image.get_rect(midtop=(w // 2, y))
                    card.blit(image, rect)
                    note_text("card text", rect, box, card)
                    y += size_px + 2
            pygame.draw.rect(card, theme.ACCENT_DARK, card.get_rect(), 2, border_radius=6)
            self._cache[key] = card = display_format(card)
        return card

    def back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.scaled(f"darkmoor/back_{kind}", size)

    def _paint(self, size: tuple[int, int], frame: str, art: str, name: str, text: str, kind: str,
               left: str | None = None, right: str | None = None, type_icon: str | None = None,
               type_line: str = "", seat: int | None = None) -> pygame.Surface:
        """A portrait card: art under the frame, the name on the title band, the
        corner badges' numbers, the type line, and the ability on the parchment."""
        w, h = size
        card = pygame.Surface(size, pygame.SRCALPHA)
        rect = card.get_rect()
        art_rect = _sub(rect, "art")
        card.blit(self.assets.scaled(art, art_rect.size), art_rect)
        card.blit(self.assets.scaled(frame, size), (0, 0))
        ink = LAYOUT["colors"]
        self._fit_text(card, name, _sub(rect, "title"), bold=True)
        for corner, value in (("badge_left", left), ("badge_right", right)):
            if value is not None:
                badge = _sub(rect, corner)
                digits = self.assets.text(value, max(8, badge.height * 62 // 100), ink["badge_text"], bold=True)
                shadow = self.assets.text(value, max(8, badge.height * 62 // 100), (0, 0, 0), bold=True)
                card.blit(shadow, shadow.get_rect(center=badge.center).move(1, 1))
                card.blit(digits, digits.get_rect(center=badge.center))
        line = _sub(rect, "type_line")
        x = line.x + 2
        if type_icon:
            slot = _sub(rect, "type_icon")
            icon = self.assets.scaled(type_icon, (slot.height + 2, slot.height + 2))
            card.blit(icon, icon.get_rect(midleft=(slot.x, line.centery)))
            x = slot.right + 4
        if type_line and line.height >= 9:
            label = self.assets.text(type_line, max(7, line.height * 75 // 100), ink["title_text"])
            card.blit(label, label.get_rect(midleft=(x, line.centery)))
        if kind in KIND_ICONS:
            icon = self.assets.scaled(KIND_ICONS[kind], (line.height + 2, line.height + 2))
            right = _sub(rect, "seat_symbol").x - 4 if seat is not None else line.right - 2
            card.blit(icon, icon.get_rect(midright=(right, line.centery)))
        if seat is not None:
            # The owner: the frame's groove in their colour, their symbol (for
            # colour-blind play), and both long edges, which still show when the
            # card lies under others in a horde.
            color = theme.seat_color(seat, self.colour_blind)
            pygame.draw.rect(card, color, _sub(rect, "seat_band"), border_radius=3)
            slot = _sub(rect, "seat_symbol")
            symbol = self.assets.tinted(f"icons/seat_{seat}", (slot.height + 2, slot.height + 2), color)
            card.blit(symbol, symbol.get_rect(center=slot.center))
            edge = max(3, w // 40)
            for x in (0, w - edge):
                pygame.draw.rect(card, color, (x, h // 40, edge, h - h // 20), border_radius=2)
        box = _sub(rect, "text")
        if text and w >= 60:
            # Smaller type for a long text, down to what still reads; then the last
            # line is cut with an ellipsis (the hover zoom shows the card whole).
            lines = self._lines(text, max(9, w // 15), box.width - 8, box.height - 4, 8 if w < 130 else 9)
            size_px = self._lines_size
            y = box.y + max(2, (box.height - len(lines) * (size_px + 2)) // 2)
            for text_line in lines:
                image = self.assets.text(text_line, size_px, ink["body_text"])
                where = image.get_rect(midtop=(box.centerx, y))
                card.blit(image, where)
                note_text("card text", where, box, card)
                y += size_px + 2
        return card

    def _lines(self, text: str, size_px: int, width: int, height: int, smallest: int) -> list[str]:
        """`text` wrapped to `width` in the largest type (from `size_px` down to
        `smallest`) whose lines fit `height`; at the smallest, the lines that fit,
        the last cut with an ellipsis. The type size chosen is `_lines_size`."""
        lines = self.assets.wrap(text, size_px, width)
        while len(lines) * (size_px + 2) > height and size_px > smallest:
            size_px -= 1
            lines = self.assets.wrap(text, size_px, width)
        self._lines_size = size_px
        most = max(1, height // (size_px + 2))
        if len(lines) > most:
            lines = lines[:most]
            font, last = self.assets.font(size_px), lines[-1]
            while last and font.size(last + "…")[0] > width:
                last = last[:-1].rstrip()
            lines[-1] = last + "…"
        return lines

    def _fit_text(self, card: pygame.Surface, text: str, box: pygame.Rect, bold: bool) -> None:
        """A name in its band, between the badges: smaller type for a long name; one
        that would still be cut goes on two lines, on a plate that grows down over
        the art (a horde shows that much of each card under the next); cut with an
        ellipsis only beyond that (the zoom shows the card whole)."""
        color = LAYOUT["colors"]["title_text"]
        size_px = max(8, int(box.height * 0.8))
        least = min(size_px, 9)
        if self.assets.font(least, bold).size(text)[0] > box.width:
            lines = self.assets.wrap(text, least, box.width, bold=bold)
            if len(lines) == 2:
                step = self.assets.font(least, bold).get_linesize()
                plate = pygame.Rect(box.x, box.y, box.width, max(box.height, 2 * step + 2))
                pygame.draw.rect(card, (24, 20, 26), plate.inflate(4, 0), border_radius=3)
                y = plate.y + (plate.height - 2 * step) // 2
                for line in lines:
                    image = fit_text(self.assets, line, least, box.width, color, bold=bold, smallest=least)
                    rect = image.get_rect(midtop=(box.centerx, y))
                    card.blit(image, rect)
                    note_text("card title", rect, plate, card)
                    y += step
                return
        image = fit_text(self.assets, text, size_px, box.width, color, bold=bold, smallest=min(size_px, 8))
        rect = image.get_rect(center=box.center)
        card.blit(image, rect)
        note_text("card title", rect, box.inflate(0, max(0, rect.height - box.height)), card)

    def _badge(self, card: pygame.Surface, icon: str, value: str, center: tuple[int, int], size: int) -> None:
        card.blit(self.assets.scaled(icon, (size, size)), self.assets.scaled(icon, (size, size)).get_rect(center=center))
        digits = self.assets.text(value, max(9, size * 6 // 10), (255, 255, 255), bold=True)
        shadow = self.assets.text(value, max(9, size * 6 // 10), (0, 0, 0), bold=True)
        rect = digits.get_rect(center=center)
        card.blit(shadow, rect.move(1, 1))
        card.blit(digits, rect)

    def colour_name(self, seat: int) -> str:
        return self.t(f"darkmoor.ui.color_{COLORS[seat]}")
