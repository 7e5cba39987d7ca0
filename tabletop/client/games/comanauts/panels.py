"""Panels for decisions that are picks: a titled box of option buttons over the map
(or a slim bar along the map's top when the pick is made on the map itself), and
the avatar chooser of the set-up. They hold no rule: each option carries the
place a click on it answers (an `Option` of the question, a `ClarityRoll`...)."""

from __future__ import annotations

from typing import Callable, Sequence

import attrs
import pygame

from tabletop.engine.places import Place
from tabletop.games.comanauts import library as lib

from ... import theme
from ...assets import Assets
from ...input import Gesture
from ...widgets import new_layer, put_text, rounded
from .pieces import ability_name, ability_text, avatar_bio, card_name, draw_unrolled, fit_text, item_name, zone_name

BUTTON = (58, 52, 74)
BUTTON_HOVER = (84, 74, 108)


@attrs.define
class Option:
    label: str
    target: Place
    detail: str = ""
    art: str = ""  # a standee picture to show at the left
    die: str = ""  # a die colour to show at the left
    primary: bool = False


class ChoicePanel:
    """A title, a text and option buttons. `bar` puts it along the map's top edge,
    small, for picks also made by clicking the map."""

    def __init__(self, title: str, text: str, options: Sequence[Option], bar: bool = False) -> None:
        self.title = title
        self.text = text
        self.options = list(options)
        self.bar = bar
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.buttons: list[pygame.Rect] = []
        self.hover: int | None = None
        self._lines: list[str] = []
        self.k = 1.0  # the layout's type factor (see `layout`)

    def layout(self, area: pygame.Rect, assets: Assets, avoid: Sequence[tuple[float, float]] = (), k: float = 1.0) -> None:
        """Place the panel in `area` (the map's rectangle): in the middle, or at its
        top or bottom edge when the middle would hide the pieces in `avoid`. `k`: the
        layout's type factor, for every size and font of the panel."""
        self.k = k
        if self.bar:
            self._layout_bar(area, assets)
            return
        self._layout_box(area, assets)
        if avoid:
            def hidden(rect: pygame.Rect) -> int:
                return sum(1 for p in avoid if rect.inflate(16, 16).collidepoint(p))
            places = [self.rect.copy()]
            for y in (area.y + 10, area.bottom - 10 - self.rect.height):
                moved = self.rect.copy()
                moved.y = y
                places.append(moved)
            best = min(places, key=hidden)
            dy = best.y - self.rect.y
            self.rect = best
            self.buttons = [b.move(0, dy) for b in self.buttons]

    def _s(self, n: int) -> int:
        return round(n * self.k)

    def _layout_box(self, area: pygame.Rect, assets: Assets) -> None:
        s = self._s
        count = len(self.options)
        detail = any(o.detail for o in self.options)
        width = min(area.width - 24, s(760 if count > 6 or detail else 600))
        inner = width - s(40)
        widest = max((assets.font(s(15), True).size(o.label)[0] + s(60 if o.art or o.die else 30) for o in self.options),
                     default=s(100))
        if detail:
            cols = 1 if count <= 3 else 2
        else:
            cols = max(1, min(3, inner // max(1, widest + s(10)), (count + 3) // 4 if count > 4 else count))
            if count <= 3 and widest * count + s(10) * (count - 1) <= inner:
                cols = count
        cols = max(1, min(cols, count or 1))
        rows = (count + cols - 1) // cols if count else 0
        button_h = s(56 if detail else 40)
        gap = s(8)
        line_h = s(21)
        self._lines = assets.wrap(self.text, s(15), inner) if self.text else []
        head = s(20) + s(30) + len(self._lines) * line_h + s(12)
        height = head + rows * (button_h + gap) + s(12)
        if height > area.height - 24:  # too many options: smaller buttons
            button_h = max(s(28), (area.height - 24 - s(74) - len(self._lines) * line_h) // max(1, rows) - gap)
            height = min(area.height - 24, head + rows * (button_h + gap) + s(12))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = area.center
        top = self.rect.y + head
        col_w = (inner - gap * (cols - 1)) // cols
        self.buttons = []
        for i in range(count):
            r, c = divmod(i, cols)
            self.buttons.append(pygame.Rect(self.rect.x + s(20) + c * (col_w + gap), top + r * (button_h + gap),
                                            col_w, button_h))

    def _layout_bar(self, area: pygame.Rect, assets: Assets) -> None:
        s = self._s
        width = area.width - 24
        widths = [min(s(220), assets.font(s(14), True).size(o.label)[0] + s(28)) for o in self.options]
        buttons_w = sum(widths) + s(8) * max(0, len(widths) - 1)
        text_w = max(s(200), width - buttons_w - s(40))
        self._lines = assets.wrap(self.text, s(14), text_w)[:3] if self.text else []
        height = max(s(58), s(30) + s(19) * len(self._lines) + s(8))
        self.rect = pygame.Rect(area.x + 12, area.y + 10, width, height)
        x = self.rect.right - s(12) - buttons_w
        self.buttons = []
        for w in widths:
            self.buttons.append(pygame.Rect(x, self.rect.centery - s(17), w, s(34)))
            x += w + s(8)

    def handle(self, g: Gesture) -> Place | None:
        """The place of the option clicked (or numbered by the key pressed), or None."""
        if g.kind == "hover":
            self.hover = next((i for i, b in enumerate(self.buttons) if b.collidepoint(g.pos)), None)
        if g.kind == "click":
            for option, button in zip(self.options, self.buttons):
                if button.collidepoint(g.pos):
                    return option.target
        if g.kind == "key" and pygame.K_1 <= g.key <= pygame.K_9:
            index = g.key - pygame.K_1
            if index < len(self.options):
                return self.options[index].target
        return None

    def locate(self, target: Place) -> tuple[int, int] | None:
        for option, button in zip(self.options, self.buttons):
            if option.target == target:
                return button.center
        return None

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def tip_at(self, pos) -> tuple[str, str] | None:
        """The whole text of the option under `pos` (label and detail), if it has one."""
        for option, button in zip(self.options, self.buttons):
            if button.collidepoint(pos) and option.detail:
                return option.label, option.detail
        return None

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        s = self._s
        shadow = self.rect.move(5, 8)
        surface.blit(assets.glow(shadow.size, (0, 0, 0, 120)), shadow)
        rounded(surface, self.rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.1), theme.ACCENT, 2, s(12))
        if self.bar:
            put_text(surface, fit_text(assets, self.title, s(16), self.rect.width // 2, theme.HIGHLIGHT, bold=True),
                     self.rect, "dialog title", "topleft", (self.rect.x + s(14), self.rect.y + s(8)))
            y = self.rect.y + s(30)
            for line in self._lines:
                put_text(surface, assets.text(line, s(14), theme.TEXT), self.rect, "dialog text", "topleft",
                         (self.rect.x + s(14), y))
                y += s(19)
        else:
            put_text(surface, fit_text(assets, self.title, s(20), self.rect.width - s(40), theme.HIGHLIGHT, bold=True),
                     self.rect, "dialog title", "topleft", (self.rect.x + s(20), self.rect.y + s(16)))
            y = self.rect.y + s(50)
            for line in self._lines:
                put_text(surface, assets.text(line, s(15), theme.TEXT), self.rect, "dialog text", "topleft",
                         (self.rect.x + s(20), y))
                y += s(21)
        for i, (option, button) in enumerate(zip(self.options, self.buttons)):
            self._button(surface, assets, i, option, button)

    def _button(self, surface, assets: Assets, i: int, option: Option, rect: pygame.Rect) -> None:
        s = self._s
        hover = self.hover == i
        if option.primary:
            fill = theme.ACCENT if hover else theme.mix(theme.ACCENT, theme.ACCENT_DARK, 0.3)
            ink, edge = (28, 22, 14), theme.HIGHLIGHT
        else:
            fill, ink, edge = (BUTTON_HOVER if hover else BUTTON), theme.TEXT, (theme.ACCENT if hover else theme.PANEL_EDGE)
        rounded(surface, rect, fill, edge, 2, s(8))
        x = rect.x + s(10)
        if option.art:
            d = min(rect.height - s(6), s(44))
            surface.blit(assets.scaled(f"comanauts/standees/{option.art}", (d, d)), (x - s(4), rect.centery - d // 2))
            x += d + s(2)
        elif option.die:
            d = min(rect.height - s(10), s(30))
            draw_unrolled(surface, assets, option.die, (x + d // 2, rect.centery), d)
            x += d + s(8)
        width = rect.right - s(8) - x
        if option.detail and rect.height >= s(44):
            put_text(surface, fit_text(assets, option.label, s(15), width, ink, bold=True), rect, "option", "topleft",
                     (x, rect.y + s(6)))
            lines = assets.wrap(option.detail, s(12), width)
            step = s(15)
            room = max(1, (rect.bottom - s(4) - (rect.y + s(26))) // step)
            y = rect.y + s(26)
            for line in lines[:room]:
                put_text(surface, fit_text(assets, line, s(12), width, theme.TEXT_DIM if not option.primary else ink),
                         rect, "option detail", "topleft", (x, y))
                y += step
        else:
            label = fit_text(assets, option.label, s(15 if rect.height >= s(34) else 13), width, ink, bold=True)
            if option.art or option.die:
                put_text(surface, label, rect, "option", "midleft", (x, rect.centery))
            else:
                put_text(surface, label, rect, "option", "center")
        number = assets.text(str(i + 1), s(10), theme.TEXT_DIM if not option.primary else ink, bold=True)
        if i < 9:
            put_text(surface, number, rect, "option key", "topleft", (rect.right - s(12), rect.y + s(3)))


class AvatarPicker:
    """Set-up: the avatars to choose from as a grid of small cards; the one under
    the cursor (or clicked) shows in full beside them; "Choose" takes it."""

    def __init__(self, t: Callable[..., str], options: list[str], player: str, suspicious_zone: str,
                 number: int = 1) -> None:
        self.t = t
        self.options = options
        self.player = player
        self.number = number
        self.zone = suspicious_zone
        self.selected: str | None = None
        self.hovered: str | None = None
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.cards: list[tuple[pygame.Rect, str]] = []
        self.detail = pygame.Rect(0, 0, 10, 10)
        self.choose = pygame.Rect(0, 0, 10, 10)

    def layout(self, area: pygame.Rect) -> None:
        self.rect = area.inflate(-24, -24)
        detail_w = max(220, min(350, self.rect.width * 3 // 10))
        grid = pygame.Rect(self.rect.x + 16, self.rect.y + 56, self.rect.width - detail_w - 48, self.rect.height - 72)
        self.detail = pygame.Rect(grid.right + 16, grid.y, detail_w, grid.height)
        count = len(self.options)
        cols = 3 if grid.width < 640 else 4
        rows = max(1, (count + cols - 1) // cols)
        gap = 8
        cw = (grid.width - gap * (cols - 1)) // cols
        ch = min(96, (grid.height - gap * (rows - 1)) // rows)
        self.cards = []
        for i, avatar in enumerate(self.options):
            r, c = divmod(i, cols)
            self.cards.append((pygame.Rect(grid.x + c * (cw + gap), grid.y + r * (ch + gap), cw, ch), avatar))
        self.choose = pygame.Rect(0, 0, self.detail.width - 32, 44)
        self.choose.midbottom = (self.detail.centerx, self.detail.bottom - 14)

    def handle(self, g: Gesture) -> str | None:
        """The avatar confirmed by this gesture, or None."""
        if g.kind == "hover":
            self.hovered = next((a for r, a in self.cards if r.collidepoint(g.pos)), None)
        elif g.kind == "click":
            for rect, avatar in self.cards:
                if rect.collidepoint(g.pos):
                    self.selected = avatar
                    return None
            if self.selected and self.choose.collidepoint(g.pos):
                return self.selected
        elif g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected:
            return self.selected
        return None

    def card_point(self, avatar: str) -> tuple[int, int] | None:
        for rect, a in self.cards:
            if a == avatar:
                return rect.center
        return None

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        t = self.t
        new_layer()  # the chooser covers the table under it
        backdrop = self.rect.inflate(24, 24)
        surface.blit(assets.glow(backdrop.size, (8, 8, 14, 200)), backdrop)
        rounded(surface, self.rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.1), theme.ACCENT, 2, 12)
        put_text(surface, fit_text(assets, t("comanauts.ui.choose_avatar", name=self.player, n=self.number), 22,
                                   self.rect.width - 36, theme.HIGHLIGHT, bold=True), self.rect, "avatar title", "topleft",
                 (self.rect.x + 18, self.rect.y + 14))
        for rect, avatar in self.cards:
            card = lib.AVATARS[avatar]
            chosen = avatar == self.selected
            hover = avatar == self.hovered
            fill = theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.5 if chosen else (0.25 if hover else 0.08))
            rounded(surface, rect, fill, theme.HIGHLIGHT if chosen else (theme.ACCENT if hover else theme.PANEL_EDGE),
                    3 if chosen else 1, 8)
            d = min(rect.height - 8, 58, rect.width // 3)
            surface.blit(assets.scaled(f"comanauts/standees/{card.art_ref}", (d, d)), (rect.x + 3, rect.centery - d // 2))
            x = rect.x + d + 8
            width = rect.right - 6 - x
            if self.zone in card.suspicious:
                width -= 18  # the skull's corner
            lines = assets.wrap(card_name(avatar), 14, width, bold=True)[:2]
            if rect.height < 17 * len(lines) + 40:  # a small card: the name on one line
                lines = [card_name(avatar)]
            y = rect.y + (6 if len(lines) > 1 else 10)
            for line in lines:
                put_text(surface, fit_text(assets, line, 14, width, theme.TEXT, bold=True), rect, "avatar name",
                         "topleft", (x, y))
                y += 17
            y += 2
            for text, colour in ((bonus_words(t, card), theme.TEXT_DIM), (ability_name(avatar), theme.ACCENT)):
                if y + 14 <= rect.bottom - 2:
                    put_text(surface, fit_text(assets, text, 12, width, colour), rect, "avatar line", "topleft", (x, y))
                    y += 16
            if self.zone in card.suspicious:
                surface.blit(assets.scaled("comanauts/tokens/suspicious", (18, 18)), (rect.right - 22, rect.y + 4))
        shown = self.hovered or self.selected
        rounded(surface, self.detail, theme.mix(theme.PANEL, theme.BACKGROUND, 0.4), radius=10)
        if shown is None:
            hint = assets.wrap(t("comanauts.ui.avatar_hint"), 15, self.detail.width - 32)
            y = self.detail.y + 20
            for line in hint:
                put_text(surface, assets.text(line, 15, theme.TEXT_DIM), self.detail, "avatar hint", "topleft",
                         (self.detail.x + 16, y))
                y += 21
        else:
            self._detail(surface, assets, shown)
        enabled = self.selected is not None
        rounded(surface, self.choose, theme.ACCENT if enabled else theme.PANEL, theme.HIGHLIGHT if enabled else theme.PANEL_EDGE, 2, 8)
        label = t("comanauts.ui.choose_this", avatar=card_name(self.selected)) if enabled else \
            t("comanauts.ui.pick_first")
        text = fit_text(assets, label, 17, self.choose.width - 16, (28, 22, 14) if enabled else theme.TEXT_DIM, bold=True)
        put_text(surface, text, self.choose, "choose avatar", "center")

    def _detail(self, surface, assets: Assets, avatar: str) -> None:
        t = self.t
        card = lib.AVATARS[avatar]
        box = self.detail
        x, width = box.x + 16, box.width - 32
        surface.blit(assets.scaled(f"comanauts/standees/{card.art_ref}", (84, 84)), (x - 6, box.y + 8))
        put_text(surface, fit_text(assets, card_name(avatar), 20, width - 90, theme.HIGHLIGHT, bold=True), box,
                 "avatar detail", "topleft", (x + 86, box.y + 18))
        put_text(surface, fit_text(assets, bonus_words(t, card), 13, width - 90, theme.TEXT), box, "avatar detail",
                 "topleft", (x + 86, box.y + 46))
        y = box.y + 98
        limit = self.choose.y - 10

        def para(text: str, size: int, colour, bold: bool = False) -> None:
            nonlocal y
            for line in assets.wrap(text, size, width, bold=bold):
                if y + size > limit:
                    return
                put_text(surface, assets.text(line, size, colour, bold=bold), box, "avatar detail", "topleft", (x, y))
                y += size + 5
            y += 6

        ability = card.ability
        para(t("comanauts.ui.ability_line", name=ability_name(avatar), cost=ability.cost), 14, theme.ACCENT, bold=True)
        para(ability_text(avatar), 13, theme.TEXT)
        items = ", ".join(item_name(i) for i in card.starting_items) or "—"
        para(t("comanauts.ui.starting_items", items=items), 13, theme.TEXT)
        if card.suspicious:
            zones = ", ".join(zone_name(z) for z in card.suspicious if z in lib.ZONES)
            para(t("comanauts.ui.suspicious_in", zones=zones), 12, theme.DANGER)
        para(avatar_bio(avatar), 13, theme.TEXT_DIM)


def bonus_words(t: Callable[..., str], card) -> str:
    """An avatar's bonuses in words: "+1 red · +1 life"."""
    parts = []
    for mod in card.mods:
        if mod.kind == "die_bonus":
            parts.append(t("comanauts.ui.bonus_die", amount=mod.amount, colour=t(f"comanauts.ui.colour_{mod.colour}")))
        elif mod.kind == "life_bonus":
            parts.append(t("comanauts.ui.bonus_life", amount=mod.amount))
        elif mod.kind.endswith("_bonus"):
            parts.append(t(f"comanauts.ui.bonus_{mod.kind}", amount=mod.amount))
    return " · ".join(parts)
