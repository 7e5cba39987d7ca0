"""Prophecy's cards as pictures, painted by code once per size and language and
cached: the Adventure cards (Creatures and Opportunities), the Items, the Chance
cards; small faces for the board and the towns, whole faces for the zoom. Names and
texts come from the catalogue (`prophecy.creature.<id>.name`...), English from the
content files when a language has none."""

from __future__ import annotations

import pygame

from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.content import Creature

from ... import theme
from ...assets import Assets, display_format
from ...i18n import Catalogue
from ...scenes.table_parts.card_reveal import CardFace

PARCHMENT = (238, 222, 176)
INK = (40, 30, 20)
INK_DIM = (104, 88, 66)
CREATURE_BAND = (150, 52, 44)
OPPORTUNITY_BAND = (58, 118, 70)
CHANCE = (70, 132, 84)
COMMON = (140, 100, 60)
RARE = (196, 160, 60)
STRENGTH_RED = (200, 50, 50)
WILL_BLUE = (60, 110, 210)


def _by_id(cards, ident: str):
    for uid, card in enumerate(cards):
        if card.id == ident:
            return uid
    return None


def adventure_uid(ident: str) -> int | None:
    return _by_id(lib.ADVENTURE, ident)


def item_uid(ident: str) -> int | None:
    return _by_id(lib.ITEMS, ident)


def chance_uid(ident: str) -> int | None:
    return _by_id(lib.CHANCE, ident)


class CardPainter:
    def __init__(self, assets: Assets, t: Catalogue, colour_blind: bool) -> None:
        self.assets, self.t, self.colour_blind = assets, t, colour_blind
        self._cache: dict[tuple, pygame.Surface] = {}

    # -- names and texts in the current language ------------------------------------

    def space_name(self, space: int) -> str:
        s = lib.SPACES[space]
        return self.t.get(f"prophecy.space.{s.id}.name", s.name)

    def character_name(self, ident: str) -> str:
        c = lib.character(ident)
        return self.t.get(f"prophecy.character.{c.id}.name", c.name)

    def guild_name(self, ident: str) -> str:
        g = next((g for g in lib.CONTENT.guilds if g.id == ident), None)
        return self.t.get(f"prophecy.guild.{ident}.name", g.name if g else ident)

    def guild_symbol(self, ident: str) -> str:
        g = next((g for g in lib.CONTENT.guilds if g.id == ident), None)
        return f"prophecy/symbols/{g.symbol if g else 'shield'}"

    def adventure_name(self, uid: int) -> str:
        card = lib.adventure(uid)
        kind = "creature" if isinstance(card, Creature) else "opportunity"
        return self.t.get(f"prophecy.{kind}.{card.id}.name", card.name)

    def adventure_name_by_id(self, ident: str) -> str:
        uid = adventure_uid(ident)
        return self.adventure_name(uid) if uid is not None else ident

    def item_name(self, uid: int) -> str:
        item = lib.item(uid)
        return self.t.get(f"prophecy.item.{item.id}.name", item.name)

    def item_name_by_id(self, ident: str) -> str:
        uid = item_uid(ident)
        return self.item_name(uid) if uid is not None else ident

    def chance_name(self, uid: int) -> str:
        card = lib.chance(uid)
        return self.t.get(f"prophecy.chance.{card.id}.name", card.name)

    def chance_name_by_id(self, ident: str) -> str:
        uid = chance_uid(ident)
        return self.chance_name(uid) if uid is not None else ident

    def _text(self, kind: str, ident: str, part: str, english: str) -> str:
        return self.t.get(f"prophecy.{kind}.{ident}.{part}", english) if english else ""

    def item_bonus_line(self, uid: int) -> str:
        item, t = lib.item(uid), self.t
        parts = []
        if item.strength_bonus:
            parts.append(t("prophecy.ui.bonus_strength", n=item.strength_bonus))
        if item.will_bonus:
            parts.append(t("prophecy.ui.bonus_will", n=item.will_bonus))
        if item.throw_bonus:
            parts.append(t("prophecy.ui.bonus_throw", n=item.throw_bonus))
        if item.magic_cost:
            parts.append(t("prophecy.ui.magic_cost", n=item.magic_cost))
        return " · ".join(parts)

    def slot_line(self, uid: int) -> str:
        item = lib.item(uid)
        words = self.t(f"prophecy.ui.slot_{item.slot}")
        if item.hands == 2:
            words += " · " + self.t("prophecy.ui.two_handed")
        return words

    # -- a card drawn, as the card overlay shows it (scenes/table_parts/card_reveal.py) ------

    def face(self, event: dict) -> CardFace | None:
        """The card a Chance draw, a new Adventure or an Item found shows; None for any
        other event. Everything in Prophecy is seen by all (PR-D.6)."""
        t, kind = self.t, event["event"]
        if kind == "chance_drawn" and (uid := chance_uid(event["card"])) is not None:
            card = lib.chance(uid)
            return CardFace(t("prophecy.ui.deck_chance"), self.chance_name(uid),
                            self._text("chance", card.id, "text", card.text), CHANCE, event.get("seat"),
                            art=f"prophecy/terrain/{card.terrain}" if card.kind == "terrain" else None,
                            ident=("chance", uid))
        if kind == "adventure_placed" and (uid := adventure_uid(event["card"])) is not None:
            card = lib.adventure(uid)
            creature = isinstance(card, Creature)
            stats = [t("prophecy.ui.card_strength", n=card.strength) if creature and card.strength else "",
                     t("prophecy.ui.card_will", n=card.willpower) if creature and card.willpower else "",
                     t("prophecy.ui.card_xp", n=card.xp) if creature else ""]
            lines = [" · ".join(x for x in stats if x), *(text for text, _, _ in self.adventure_blocks(uid))]
            return CardFace(t("prophecy.ui.deck_adventure"), self.adventure_name(uid),
                            "\n".join(x for x in lines if x), CREATURE_BAND if creature else OPPORTUNITY_BAND,
                            event.get("seat"), ident=("adventure", uid))
        if kind == "item_found" and isinstance(event.get("uid"), int):
            uid = event["uid"]
            item = lib.item(uid)
            lines = [self.item_bonus_line(uid), self.slot_line(uid),
                     self._text("item", item.id, "text", item.text), t("prophecy.ui.sells_for", gold=item.cost // 2)]
            return CardFace(t(f"prophecy.ui.deck_{item.deck}"), self.item_name(uid), "\n".join(x for x in lines if x),
                            RARE if item.deck == "rare" else COMMON, event.get("seat"), ident=("item", uid))
        return None

    # -- drawing helpers ---------------------------------------------------------------

    def _label(self, surf, text, size, box: pygame.Rect, colour, bold=False, align="midleft", smallest=8):
        image = self.assets.text(text, size, colour, bold=bold)
        while image.get_width() > box.width and size > smallest:
            size -= 1
            image = self.assets.text(text, size, colour, bold=bold)
        if image.get_width() > box.width:
            font = self.assets.font(size, bold)
            cut = text
            while cut and font.size(cut + "…")[0] > box.width:
                cut = cut[:-1]
            image = self.assets.text(cut + "…", size, colour, bold=bold)
        rect = image.get_rect(**{align: getattr(box, align)})
        surf.blit(image, rect)
        return rect

    def _name(self, surf, text, size, box: pygame.Rect, colour) -> None:
        """A card's name in its band: on one line while its type keeps three quarters of
        `size`, else on two lines, so that a long name (a Spanish creature's) shows whole
        on a small card; only a name too long even for two lines is cut."""
        least = max(8, size * 3 // 4)
        if self.assets.font(least, True).size(text)[0] <= box.width or " " not in text.strip():
            self._label(surf, text, size, box, colour, bold=True)
            return
        two = max(8, min(size, box.height * 10 // 23))  # two lines fill the band
        while True:
            lines = self.assets.wrap(text, two, box.width, bold=True)
            fits = len(lines) <= 2 and all(self.assets.font(two, True).size(line)[0] <= box.width for line in lines)
            if fits or two <= 8:
                break
            two -= 1
        if not fits:
            self._label(surf, text, size, box, colour, bold=True)
            return
        step = box.height // 2
        for k, line in enumerate(lines):
            self._label(surf, line, two, pygame.Rect(box.x, box.y + k * step, box.width, step), colour, bold=True,
                        smallest=two)

    def _paragraphs(self, surf, blocks, box: pygame.Rect, size: int) -> None:
        """Wrapped blocks (text, colour, bold) from the top of `box`, smaller type
        until they fit."""
        while size > 8:
            lines = []
            for text, colour, bold in blocks:
                if not text:
                    continue
                for line in self.assets.wrap(text, size, box.width, bold=bold):
                    lines.append((line, colour, bold))
                lines.append(("", colour, False))
            step = size + max(2, size // 4)
            if len(lines) * step - step <= box.height:
                break
            size -= 1
        y = box.y
        for line, colour, bold in lines:
            if line and y + step <= box.bottom + step // 2:
                surf.blit(self.assets.text(line, size, colour, bold=bold), (box.x, y))
            y += step if line else step // 2

    def _badge(self, surf, centre, r, fill, text, size):
        pygame.draw.circle(surf, (30, 20, 10), centre, r + 1)
        pygame.draw.circle(surf, fill, centre, r)
        image = self.assets.text(text, size, (255, 255, 255) if sum(fill) < 420 else INK, bold=True)
        surf.blit(image, image.get_rect(center=centre))

    def _stat(self, surf, x, y, icon, value, size, colour) -> int:
        """An icon and a number at (x, y); returns the x after them."""
        self_icon = self.assets.scaled(icon, (size, size))
        surf.blit(self_icon, (x, y))
        image = self.assets.text(str(value), size, colour, bold=True)
        surf.blit(image, (x + size + 1, y + (size - image.get_height()) // 2))
        return x + size + 3 + image.get_width() + size // 3

    # -- Adventure cards -----------------------------------------------------------------

    def adventure(self, uid: int, size: tuple[int, int], full: bool = False) -> pygame.Surface:
        key = ("a", uid, size, full, self.t.language)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = display_format(self._paint_adventure(uid, size, full))
        return surf

    def _paint_adventure(self, uid: int, size, full: bool) -> pygame.Surface:
        w, h = size
        card = lib.adventure(uid)
        creature = isinstance(card, Creature)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 16)
        pygame.draw.rect(surf, PARCHMENT, surf.get_rect(), border_radius=radius)
        band = CREATURE_BAND if creature else OPPORTUNITY_BAND
        title_h = max(14, int(h * (0.12 if full else 0.42)))
        pygame.draw.rect(surf, band, (0, 0, w, title_h), border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.rect(surf, (90, 70, 40), surf.get_rect(), 2, border_radius=radius)
        pad = max(3, w // 30)
        body_h = h - title_h - 4
        # the Experience (PR-ADV.7): upper right of a whole card; at the right of the
        # stats on a small one, so the name has the whole title band
        badge_r = max(12, w // 12) if full else max(6, min(body_h // 2 - 1, w // 9))
        if creature:
            centre = (w - badge_r - 3, title_h + badge_r // 2) if full else (w - badge_r - 3, title_h + 2 + body_h // 2)
            self._badge(surf, centre, badge_r, (40, 150, 80), str(card.xp), max(9, int(badge_r * 1.15)))
        name_box = pygame.Rect(pad, 0, w - 2 * pad, title_h)
        self._name(surf, self.adventure_name(uid), max(9, int(title_h * 0.7)), name_box, (255, 246, 230))
        body = pygame.Rect(pad, title_h + 2, w - 2 * pad, h - title_h - 4)
        icon = max(11, int(min(body.height * (0.22 if full else 0.62), w / 7)))
        if creature:
            x = body.x
            y = body.y + (0 if full else (body.height - icon) // 2)
            stats = [("prophecy/icons/strength", card.strength, STRENGTH_RED),
                     ("prophecy/icons/will", card.willpower, WILL_BLUE)]
            if card.order == "wills_first":
                stats.reverse()
            for icon_name, value, colour in stats:
                if value:
                    x = self._stat(surf, x, y, icon_name, value, icon, colour)
            room_right = w - pad - (0 if full else 2 * badge_r + 4)
            if card.lives == 3 and x + 3 * (icon // 2 + 2) <= room_right:
                for k in range(3):
                    pygame.draw.circle(surf, CREATURE_BAND, (x + icon // 4 + k * (icon // 2 + 2), y + icon // 2),
                                       max(3, icon // 4))
                x += 3 * (icon // 2 + 2) + icon // 4
            if card.special is not None:
                marker = self.assets.text(card.special.marker, icon, CREATURE_BAND, bold=True)
                limit = w - pad - marker.get_width() - (0 if full else 2 * badge_r + 4)
                surf.blit(marker, (min(x, limit), y + (icon - marker.get_height()) // 2))
        else:
            kind = self.t("prophecy.ui.opportunity")
            self._label(surf, kind, max(9, int(icon * 0.8)),
                        pygame.Rect(body.x, body.y, body.width, icon if full else body.height), OPPORTUNITY_BAND,
                        bold=True)
        if full:
            text_box = pygame.Rect(body.x + pad, body.y + icon + pad * 2, body.width - 2 * pad,
                                   body.bottom - body.y - icon - pad * 3)
            self._paragraphs(surf, self.adventure_blocks(uid), text_box, max(11, w // 17))
        return surf

    def adventure_blocks(self, uid: int) -> list[tuple[str, tuple, bool]]:
        card, t = lib.adventure(uid), self.t
        blocks: list[tuple[str, tuple, bool]] = []
        if isinstance(card, Creature):
            kind = "strength" if card.strength and not card.willpower else "wills" if not card.strength else \
                card.order
            blocks.append((t(f"prophecy.ui.creature_{kind}"), INK_DIM, True))
            if card.lives == 3:
                blocks.append((t("prophecy.ui.three_lives"), CREATURE_BAND, True))
            if card.special is not None:
                blocks.append((f"{card.special.marker} " + self._text("creature", card.id, "special",
                                                                       card.special.text), INK, False))
            if card.reward_text:
                blocks.append((t("prophecy.ui.reward") + " " + self._text("creature", card.id, "reward_text",
                                                                          card.reward_text), INK, False))
            if card.defeat_text:
                blocks.append((t("prophecy.ui.defeat") + " " + self._text("creature", card.id, "defeat_text",
                                                                          card.defeat_text), INK, False))
            if card.on_leave_text:
                blocks.append((self._text("creature", card.id, "on_leave_text", card.on_leave_text), INK, False))
            if card.flavor:
                blocks.append((self._text("creature", card.id, "flavor", card.flavor), INK_DIM, False))
        else:
            blocks.append((self._text("opportunity", card.id, "text", card.text), INK, False))
            if card.flavor:
                blocks.append((self._text("opportunity", card.id, "flavor", card.flavor), INK_DIM, False))
        return blocks

    # -- Items ------------------------------------------------------------------------------

    def item(self, uid: int, size: tuple[int, int], damaged: bool = False, full: bool = False) -> pygame.Surface:
        key = ("i", uid, size, damaged, full, self.t.language)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = display_format(self._paint_item(uid, size, damaged, full))
        return surf

    def _paint_item(self, uid: int, size, damaged: bool, full: bool) -> pygame.Surface:
        w, h = size
        item = lib.item(uid)
        back = RARE if item.deck == "rare" else COMMON
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 12)
        if damaged:  # face down (PR-ITEM.6): the back, its name still said
            pygame.draw.rect(surf, theme.mix(back, (20, 16, 12), 0.45), surf.get_rect(), border_radius=radius)
            for k in range(-h, w, max(6, w // 8)):
                pygame.draw.line(surf, theme.mix(back, (20, 16, 12), 0.25), (k, h), (k + h, 0), 2)
            pygame.draw.rect(surf, back, surf.get_rect(), 2, border_radius=radius)
            box = pygame.Rect(4, h // 2 - h // 4, w - 8, h // 4)
            self._label(surf, self.t("prophecy.ui.damaged"), max(9, w // 7), box, (255, 200, 160), bold=True,
                        align="center")
            self._label(surf, self.item_name(uid), max(8, w // 9), box.move(0, h // 4), (240, 230, 210),
                        align="center")
            return surf
        pygame.draw.rect(surf, (244, 234, 210), surf.get_rect(), border_radius=radius)
        title_h = max(13, int(h * (0.13 if full else 0.3)))
        pygame.draw.rect(surf, back, (0, 0, w, title_h), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        pygame.draw.rect(surf, theme.mix(back, (0, 0, 0), 0.3), surf.get_rect(), 2, border_radius=radius)
        r = max(7, title_h // 2 - 1) if not full else max(12, w // 12)
        self._badge(surf, (w - r - 2, title_h // 2 if not full else title_h + r // 2), r, (232, 190, 60),
                    str(item.cost), max(9, int(r * 1.1)))
        pad = max(3, w // 24)
        name_box = pygame.Rect(pad, 0, w - 2 * pad - (2 * r + 2 if not full else 0), title_h)
        self._label(surf, self.item_name(uid), max(9, int(title_h * 0.6)), name_box, INK, bold=True, smallest=8)
        body = pygame.Rect(pad, title_h + 2, w - 2 * pad, h - title_h - 4)
        if not full:
            lines = [(self.item_bonus_line(uid), INK, True), (self.slot_line(uid), INK_DIM, False)]
            row = max(9, min(body.height // 2, int(w / 6.5)))
            y = body.y + 1
            for k, (text, colour, bold) in enumerate(lines):
                size = row if k == 0 else max(8, int(row * 0.8))
                if text and y + size <= body.bottom + 2:
                    self._label(surf, text, size, pygame.Rect(body.x, y, body.width, size + 2), colour, bold=bold)
                    y += size + 2
            return surf
        blocks = [(self.t(f"prophecy.ui.deck_{item.deck}"), INK_DIM, True), (self.slot_line(uid), INK_DIM, False),
                  (self.item_bonus_line(uid), INK, True)]
        if item.throw_bonus and item.breaks_on_throw:
            blocks.append((self.t("prophecy.ui.breaks_on_throw"), INK, False))
        if item.text:
            blocks.append((self._text("item", item.id, "text", item.text), INK, False))
        blocks.append((self.t("prophecy.ui.sells_for", gold=item.cost // 2), INK_DIM, False))
        text_box = pygame.Rect(body.x + pad, body.y + 2 * r + pad, body.width - 2 * pad, body.height - 2 * r - 2 * pad)
        self._paragraphs(surf, blocks, text_box, max(11, w // 16))
        return surf

    # -- Chance cards -------------------------------------------------------------------------

    def chance(self, uid: int, size: tuple[int, int], full: bool = False) -> pygame.Surface:
        key = ("c", uid, size, full, self.t.language)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = display_format(self._paint_chance(uid, size, full))
        return surf

    def _paint_chance(self, uid: int, size, full: bool) -> pygame.Surface:
        w, h = size
        card = lib.chance(uid)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(5, w // 12)
        pygame.draw.rect(surf, (222, 238, 214), surf.get_rect(), border_radius=radius)
        title_h = max(16, int(h * 0.2))
        pygame.draw.rect(surf, CHANCE, (0, 0, w, title_h), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        pygame.draw.rect(surf, theme.mix(CHANCE, (0, 0, 0), 0.4), surf.get_rect(), 2, border_radius=radius)
        pad = max(4, w // 16)
        self._label(surf, self.chance_name(uid), max(10, int(title_h * 0.58)),
                    pygame.Rect(pad, 0, w - 2 * pad, title_h), (250, 250, 240), bold=True, align="center")
        if card.kind == "terrain":
            art = self.assets.scaled(f"prophecy/terrain/{card.terrain}", (w - 2 * pad, int((w - 2 * pad) * 0.5)))
            surf.blit(art, (pad, title_h + pad))
            top = title_h + pad * 2 + art.get_height()
        else:
            top = title_h + pad
        text = self._text("chance", card.id, "text", card.text)
        self._paragraphs(surf, [(text, INK, False)], pygame.Rect(pad, top, w - 2 * pad, h - top - pad),
                         max(10, w // (12 if full else 10)))
        return surf

    def forget(self) -> None:
        self._cache.clear()

