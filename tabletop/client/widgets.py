"""A small set of widgets drawn in the app's own style.

Why not pygame-gui: it unpacks to 43 MB (bundled fonts) and brings its own i18n
library, against an 80 MB budget for the whole executable; the app needs only
buttons, toggles, choosers, a text field and scrolling lists.

Widgets take gestures and report what happened; they hold no game logic.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import theme
from .assets import Assets, display_format
from .input import Gesture


def panel(surface: pygame.Surface, rect: pygame.Rect, color=theme.PANEL, edge=theme.PANEL_EDGE,
          radius: int = 10, width: int = 2) -> None:
    rounded(surface, rect, color, edge, width, radius)

_ROUNDED: dict[tuple, pygame.Surface] = {}


def rounded(surface: pygame.Surface, rect: pygame.Rect, fill=None, edge=None, width: int = 1,
            radius: int = 6) -> None:
    """A rounded rectangle, filled and/or outlined, from a cache: the table draws a
    hundred of them a frame, and pygame's rounded corners are slow to fill."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    key = (rect.w, rect.h, tuple(fill) if fill else None, tuple(edge) if edge else None, width, radius)
    image = _ROUNDED.get(key)
    if image is None:
        if len(_ROUNDED) > 800:
            _ROUNDED.clear()
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        image.fill((0, 0, 0, 0))
        local = image.get_rect()
        if fill:
            pygame.draw.rect(image, fill, local, border_radius=radius)
        if edge and width:
            pygame.draw.rect(image, edge, local, width, border_radius=radius)
        image = _ROUNDED[key] = display_format(image)
    surface.blit(image, rect)


def blit_center(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> None:
    surface.blit(image, image.get_rect(center=center))


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], enabled: bool = True,
                 primary: bool = False) -> None:
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.hover = False

    def handle(self, g: Gesture) -> bool:
        if g.kind == "hover":
            self.hover = self.rect.collidepoint(g.pos)
        if g.kind == "click" and self.rect.collidepoint(g.pos):
            if self.enabled:
                self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.enabled:
            fill, edge, ink = theme.PANEL, theme.PANEL_EDGE, theme.TEXT_DIM
        elif self.primary:
            fill = theme.ACCENT if self.hover else theme.mix(theme.ACCENT, theme.ACCENT_DARK, 0.3)
            edge, ink = theme.HIGHLIGHT, (28, 22, 14)
        else:
            fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.6 if self.hover else 0.25)
            edge, ink = theme.ACCENT if self.hover else theme.PANEL_EDGE, theme.TEXT
        panel(surface, self.rect, fill, edge, radius=8)
        size = max(12, min(26, self.rect.height * 45 // 100))
        label = assets.text(self.label, size, ink, bold=True)
        while label.get_width() > self.rect.width - 14 and size > 9:  # long words in short buttons
            size -= 1
            label = assets.text(self.label, size, ink, bold=True)
        blit_center(surface, label, self.rect.center)


class Toggle:
    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None]) -> None:
        self.label = label
        self.value = value
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 10, 10)

    def handle(self, g: Gesture) -> bool:
        if g.kind == "click" and self.rect.collidepoint(g.pos):
            self.value = not self.value
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        size = max(12, min(22, self.rect.height * 45 // 100))
        box = pygame.Rect(0, 0, self.rect.height - 10, self.rect.height - 10)
        box.midright = (self.rect.right - 6, self.rect.centery)
        surface.blit(assets.text(self.label, size, theme.TEXT),
                     assets.text(self.label, size, theme.TEXT).get_rect(midleft=(self.rect.x + 6, self.rect.centery)))
        panel(surface, box, theme.GOOD if self.value else theme.PANEL, theme.PANEL_EDGE, radius=6)
        if self.value:
            pts = [(box.x + box.w * 0.2, box.centery), (box.x + box.w * 0.43, box.bottom - box.h * 0.22),
                   (box.right - box.w * 0.18, box.y + box.h * 0.25)]
            pygame.draw.lines(surface, theme.TEXT, False, pts, 3)


class Cycler:
    """A labelled choice among options, changed with its arrows (or a click on it)."""

    def __init__(self, label: str, options: Sequence[str], index: int,
                 on_change: Callable[[int], None]) -> None:
        self.label = label
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 10, 10)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        right = pygame.Rect(self.rect.right - h, self.rect.y, h, h)
        value_w = max(h * 4, self.rect.width // 2)
        left = pygame.Rect(self.rect.right - h - value_w - h, self.rect.y, h, h)
        return left, right

    def handle(self, g: Gesture) -> bool:
        if g.kind != "click" or not self.rect.collidepoint(g.pos):
            return False
        left, _ = self._arrows()
        step = -1 if left.collidepoint(g.pos) else 1
        self.index = (self.index + step) % len(self.options)
        self.on_change(self.index)
        return True

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        size = max(12, min(22, self.rect.height * 45 // 100))
        label = assets.text(self.label, size, theme.TEXT)
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 6, self.rect.centery)))
        left, right = self._arrows()
        value_rect = pygame.Rect(left.right, self.rect.y, right.x - left.right, self.rect.height)
        panel(surface, value_rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.5), theme.PANEL_EDGE, radius=6)
        blit_center(surface, assets.text(self.options[self.index], size, theme.HIGHLIGHT, bold=True),
                    value_rect.center)
        for rect, points in ((left, ((0.65, 0.25), (0.3, 0.5), (0.65, 0.75))),
                             (right, ((0.35, 0.25), (0.7, 0.5), (0.35, 0.75)))):
            panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=6)
            pygame.draw.polygon(surface, theme.ACCENT,
                                [(rect.x + rect.w * x, rect.y + rect.h * y) for x, y in points])


class TextField:
    def __init__(self, label: str, value: str, on_change: Callable[[str], None], limit: int = 20) -> None:
        self.label = label
        self.value = value
        self.on_change = on_change
        self.limit = limit
        self.focused = False
        self.rect = pygame.Rect(0, 0, 10, 10)

    def box(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.rect.width * 2 // 5, self.rect.y,
                           self.rect.width - self.rect.width * 2 // 5, self.rect.height)

    def handle(self, g: Gesture) -> bool:
        if g.kind == "click":
            self.focused = self.box().collidepoint(g.pos)
            if self.focused:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if g.kind == "text":
            if len(self.value) < self.limit:
                self.value += g.text
                self.on_change(self.value)
            return True
        if g.kind == "key":
            if g.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self.on_change(self.value)
                return True
            if g.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        size = max(12, min(22, self.rect.height * 45 // 100))
        label = assets.text(self.label, size, theme.TEXT)
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 6, self.rect.centery)))
        box = self.box()
        panel(surface, box, theme.BACKGROUND, theme.ACCENT if self.focused else theme.PANEL_EDGE, radius=6)
        text = assets.text(self.value + ("|" if self.focused else ""), size, theme.TEXT)
        surface.blit(text, text.get_rect(midleft=(box.x + 8, box.centery)))


class ScrollText:
    """Lines of text in a box, scrolled by the wheel; `follow` keeps the end in view."""

    def __init__(self, size: int = 16, follow: bool = False) -> None:
        self.lines: list[tuple[str, tuple[int, int, int], bool]] = []
        self.size = size
        self.follow = follow
        self.offset = 0  # lines scrolled up from the end when following, from the top otherwise
        self.rect = pygame.Rect(0, 0, 10, 10)

    def set_lines(self, lines: list[tuple[str, tuple[int, int, int], bool]]) -> None:
        self.lines = lines

    def visible_count(self) -> int:
        return max(1, (self.rect.height - 12) // int(self.size * 1.35))

    def handle(self, g: Gesture) -> bool:
        if g.kind == "wheel" and self.rect.collidepoint(g.pos):
            most = max(0, len(self.lines) - self.visible_count())
            step = g.amount * 3
            self.offset = max(0, min(most, self.offset + (step if self.follow else -step)))
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        panel(surface, self.rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.4), theme.PANEL_EDGE, radius=8)
        count = self.visible_count()
        if self.follow:
            end = len(self.lines) - self.offset
            shown = self.lines[max(0, end - count):end]
        else:
            shown = self.lines[self.offset:self.offset + count]
        y = self.rect.y + 6
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        for text, color, bold in shown:
            surface.blit(assets.text(text, self.size, color, bold=bold), (self.rect.x + 10, y))
            y += int(self.size * 1.35)
        surface.set_clip(clip)
        if len(self.lines) > count:  # a scroll bar shows there is more
            total = len(self.lines)
            first = (len(self.lines) - self.offset - count) if self.follow else self.offset
            bar_h = max(20, self.rect.height * count // total)
            bar_y = self.rect.y + (self.rect.height - bar_h) * max(0, first) // max(1, total - count)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (self.rect.right - 8, bar_y, 5, bar_h), border_radius=3)


def fit_text(assets: Assets, text: str, size: int, width: int, colour, bold: bool = False,
             smallest: int = 9) -> pygame.Surface:
    """Text shrunk (then cut with an ellipsis) to fit `width` pixels."""
    image = assets.text(text, size, colour, bold=bold)
    while image.get_width() > width and size > smallest:
        size -= 1
        image = assets.text(text, size, colour, bold=bold)
    if image.get_width() > width:
        cut = text
        while cut and assets.font(size, bold).size(cut + "…")[0] > width:
            cut = cut[:-1]
        image = assets.text(cut + "…", size, colour, bold=bold)
    return image
