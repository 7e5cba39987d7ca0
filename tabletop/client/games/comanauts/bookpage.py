"""An Adventure Book entry as a page to read: a parchment sheet centred over the
dimmed table, a caption (page and place), the entry's title, its text wrapped in a
serif face at a comfortable size, and up to six options as buttons at the bottom.

    page = BookPage("The Card Catalogues", entry_text, ["Search the drawers", "Leave"],
                    caption="Page 7 · The Calloway Stacks")
    each frame:     page.draw(surface, assets)
    on a gesture:   chosen = page.handle(g)   # the option's index, or None

Keys 1-6 choose an option; Enter chooses the only one. A text too long for the
sheet scrolls with the wheel. The page holds no rule: what an option does is the
caller's business.
"""

from __future__ import annotations

import random
from typing import Sequence

import pygame

from ... import theme
from ...assets import Assets
from ...input import Gesture
from ...widgets import new_layer, put_text

INK = (50, 34, 24)
INK_SOFT = (110, 84, 60)
TITLE_INK = (118, 36, 28)
EDGE = (120, 84, 44)
BUTTON = (92, 60, 36)
BUTTON_HOVER = (132, 86, 44)
BUTTON_INK = (252, 240, 214)
MAX_OPTIONS = 6

_SHEETS: dict[tuple[int, int], pygame.Surface] = {}


class BookPage:
    def __init__(self, title: str, text: str, options: Sequence[str] = (), caption: str = "") -> None:
        self.title = title
        self.text = text
        self.options = list(options)[:MAX_OPTIONS]
        self.caption = caption
        self.rect = pygame.Rect(0, 0, 10, 10)  # the sheet
        self.buttons: list[pygame.Rect] = []
        self.hover: int | None = None
        self.scroll = 0  # lines scrolled
        self.clear_of: pygame.Rect | None = None  # what the sheet leaves in view (a guided game's words)
        self._size: tuple | None = None  # the window's size and clear_of it was laid out for
        self._lines: list[str] = []
        self._text_rect = pygame.Rect(0, 0, 0, 0)
        self._body_size = 19
        self._line_h = 27
        self._title_size = 28

    # -- layout -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int], assets: Assets) -> None:
        """Place the sheet, wrap the text and place the buttons for a screen of `size`."""
        w, h = size
        self._size = (size, tuple(self.clear_of) if self.clear_of else None)
        sheet_w = max(420, min(820, int(w * 0.62)))
        self._body_size = 20 if w >= 1400 and h >= 820 else 18 if h >= 640 else 16
        self._line_h = round(self._body_size * 1.45)
        self._title_size = round(self._body_size * 1.5)
        margin = max(28, sheet_w // 14)
        text_w = sheet_w - 2 * margin
        self._lines = assets.wrap(self.text.strip(), self._body_size, text_w, serif=True)
        # buttons: one row when the labels are short, else two columns (or one, on a narrow sheet)
        bh = max(36, round(self._body_size * 2.1))
        gap = 10
        count = len(self.options)
        font = assets.font(max(12, self._body_size - 2), bold=True)
        widest = max((font.size(f"{i + 1}  {label}")[0] for i, label in enumerate(self.options)), default=0) + 30
        if count and widest * count + gap * (count - 1) <= text_w:
            cols = count
        elif count > 1 and (widest <= (text_w - gap) // 2 or (count > 3 and text_w >= 420)):
            cols = 2  # long labels shrink to fit rather than six rows crowding out the text
        else:
            cols = 1
        rows = (count + cols - 1) // cols if count else 0
        buttons_h = rows * bh + max(0, rows - 1) * gap
        head = round(margin * 0.8) + (round(self._body_size * 0.9) + 8 if self.caption else 0) + \
            round(self._title_size * 1.3) + 18
        foot = (buttons_h + margin) if count else margin
        most_text = h - 60 - head - foot - margin // 2
        text_h = max(3, min(len(self._lines), most_text // self._line_h)) * self._line_h  # whole lines
        sheet_h = head + text_h + margin // 2 + foot
        self.rect = pygame.Rect(0, 0, sheet_w, min(sheet_h, h - 40))
        self.rect.center = (w // 2, h // 2)
        if self.clear_of is not None and self.rect.colliderect(self.clear_of):
            self.rect.right = max(self.rect.width + 8, self.clear_of.x - 8)
        self._head = head
        self._margin = margin
        self._text_rect = pygame.Rect(self.rect.x + margin, self.rect.y + head, text_w, text_h)
        self.scroll = max(0, min(self.scroll, self._most_scroll()))
        self.buttons = []
        top = self.rect.bottom - margin - buttons_h
        col_w = (text_w - gap * (cols - 1)) // cols if count else 0
        for i in range(count):
            r, c = divmod(i, cols)
            row_count = min(cols, count - r * cols)
            # a short last row is centred
            x0 = self.rect.x + margin + (text_w - (row_count * col_w + (row_count - 1) * gap)) // 2
            self.buttons.append(pygame.Rect(x0 + c * (col_w + gap), top + r * (bh + gap), col_w, bh))

    def _visible_lines(self) -> int:
        return max(1, self._text_rect.height // self._line_h)

    def _most_scroll(self) -> int:
        return max(0, len(self._lines) - self._visible_lines())

    # -- input --------------------------------------------------------------------------

    def handle(self, g: Gesture) -> int | None:
        """The index of the option chosen by this gesture, or None."""
        if g.kind == "hover":
            self.hover = next((i for i, b in enumerate(self.buttons) if b.collidepoint(g.pos)), None)
            return None
        if g.kind == "click":
            for i, button in enumerate(self.buttons):
                if button.collidepoint(g.pos):
                    return i
            return None
        if g.kind == "wheel" and self.rect.collidepoint(g.pos):
            self.scroll = max(0, min(self._most_scroll(), self.scroll - g.amount * 2))
            return None
        if g.kind == "key":
            if pygame.K_1 <= g.key <= pygame.K_6 and g.key - pygame.K_1 < len(self.options):
                return g.key - pygame.K_1
            if pygame.K_KP1 <= g.key <= pygame.K_KP6 and g.key - pygame.K_KP1 < len(self.options):
                return g.key - pygame.K_KP1
            if g.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and len(self.options) == 1:
                return 0
            if g.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll = min(self._most_scroll(), self.scroll + (1 if g.key == pygame.K_DOWN else 5))
            if g.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (1 if g.key == pygame.K_UP else 5))
        return None

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        size = surface.get_size()
        if self._size != (size, tuple(self.clear_of) if self.clear_of else None):
            self.layout(size, assets)
        surface.blit(assets.glow(size, (6, 8, 14, 150)), (0, 0))
        new_layer()  # the page covers the table
        shadow = self.rect.move(6, 10)
        surface.blit(assets.glow(shadow.size, (0, 0, 0, 110)), shadow)
        surface.blit(_sheet(self.rect.size), self.rect)
        x = self.rect.x + self._margin
        y = self.rect.y + round(self._margin * 0.8)
        head = pygame.Rect(self._text_rect.x, self.rect.y, self._text_rect.width, self._text_rect.y - self.rect.y)
        if self.caption:
            cap = assets.text(self.caption.upper(), max(11, round(self._body_size * 0.68)), INK_SOFT, bold=True)
            put_text(surface, cap, head, "page caption", "midtop", (self.rect.centerx, y))
            y += round(self._body_size * 0.9) + 8
        title = assets.text(self.title, self._title_size, TITLE_INK, serif=True)
        if title.get_width() > self._text_rect.width:
            title = pygame.transform.smoothscale(
                title, (self._text_rect.width, round(title.get_height() * self._text_rect.width / title.get_width())))
        put_text(surface, title, head, "page title", "midtop", (self.rect.centerx, y))
        rule_y = y + round(self._title_size * 1.3) + 4
        _rule(surface, (self.rect.centerx, rule_y), min(self._text_rect.width, 360))
        clip = surface.get_clip()
        surface.set_clip(self._text_rect.inflate(0, 6).clip(clip))
        shown = self._lines[self.scroll:self.scroll + self._visible_lines()]
        for i, line in enumerate(shown):
            if line:
                put_text(surface, assets.text(line, self._body_size, INK, serif=True), self._text_rect.inflate(0, 6),
                         "page text", "topleft", (x, self._text_rect.y + i * self._line_h))
        surface.set_clip(clip)
        if self._most_scroll():
            self._scroll_marks(surface)
        for i, (label, rect) in enumerate(zip(self.options, self.buttons)):
            self._button(surface, assets, i, label, rect)

    def _scroll_marks(self, surface: pygame.Surface) -> None:
        r = self._text_rect
        cx = r.right + self._margin // 2
        if self.scroll > 0:
            pygame.draw.polygon(surface, INK_SOFT, [(cx - 6, r.y + 10), (cx + 6, r.y + 10), (cx, r.y)])
        if self.scroll < self._most_scroll():
            pygame.draw.polygon(surface, INK_SOFT, [(cx - 6, r.bottom - 10), (cx + 6, r.bottom - 10), (cx, r.bottom)])

    def _button(self, surface, assets: Assets, i: int, label: str, rect: pygame.Rect) -> None:
        hover = self.hover == i
        pygame.draw.rect(surface, (60, 38, 22), rect.move(0, 3), border_radius=8)
        pygame.draw.rect(surface, BUTTON_HOVER if hover else BUTTON, rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if hover else EDGE, rect, 2, border_radius=8)
        size = max(12, self._body_size - 2)
        number = assets.text(str(i + 1), size - 2, (236, 200, 130), bold=True)
        text = assets.text(label, size, BUTTON_INK, bold=True)
        while text.get_width() > rect.width - number.get_width() - 30 and size > 10:
            size -= 1
            text = assets.text(label, size, BUTTON_INK, bold=True)
        total = number.get_width() + 10 + text.get_width()
        left = rect.centerx - total // 2
        put_text(surface, number, rect, "page option key", "midleft", (left, rect.centery))
        put_text(surface, text, rect, "page option", "midleft", (left + number.get_width() + 10, rect.centery))


def _rule(surface: pygame.Surface, centre, width: int) -> None:
    """A thin ink rule with a diamond in the middle."""
    x, y = centre
    pygame.draw.line(surface, EDGE, (x - width // 2, y), (x - 10, y), 1)
    pygame.draw.line(surface, EDGE, (x + 10, y), (x + width // 2, y), 1)
    pygame.draw.polygon(surface, TITLE_INK, [(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)])


def _sheet(size: tuple[int, int]) -> pygame.Surface:
    """A parchment sheet: warm gradient, soft stains, darker edges and an inked
    double border; painted once per size."""
    sheet = _SHEETS.get(size)
    if sheet is not None:
        return sheet
    w, h = size
    sheet = pygame.Surface((w, h), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    column = pygame.Surface((1, 64), pygame.SRCALPHA)
    for y in range(64):
        t = y / 63
        column.set_at((0, y), (int(244 - 16 * t), int(234 - 22 * t), int(208 - 32 * t), 255))
    body.blit(pygame.transform.smoothscale(column, (w, h)), (0, 0))
    rng = random.Random(7)
    stains = pygame.Surface((max(4, w // 8), max(4, h // 8)), pygame.SRCALPHA)
    stains.fill((0, 0, 0, 0))
    for _ in range(18):
        r = rng.uniform(3, 10)
        pygame.draw.circle(stains, (150, 110, 60, rng.randint(10, 26)),
                           (rng.uniform(0, stains.get_width()), rng.uniform(0, stains.get_height())), r)
    body.blit(pygame.transform.smoothscale(stains, (w, h)), (0, 0))
    edge = pygame.Surface((32, 32), pygame.SRCALPHA)
    edge.fill((0, 0, 0, 0))
    for i in range(6):
        pygame.draw.rect(edge, (110, 70, 30, 34), (i, i, 32 - 2 * i, 32 - 2 * i), 1, border_radius=4)
    body.blit(pygame.transform.smoothscale(edge, (w, h)), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=10)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    sheet.blit(body, (0, 0))
    inset = 12
    pygame.draw.rect(sheet, EDGE, (inset, inset, w - 2 * inset, h - 2 * inset), 2, border_radius=6)
    pygame.draw.rect(sheet, (160, 120, 70), (inset + 5, inset + 5, w - 2 * inset - 10, h - 2 * inset - 10), 1,
                     border_radius=4)
    for cx, cy in ((inset, inset), (w - inset, inset), (inset, h - inset), (w - inset, h - inset)):
        pygame.draw.polygon(sheet, EDGE, [(cx, cy - 6), (cx + 6, cy), (cx, cy + 6), (cx - 6, cy)])
    if len(_SHEETS) > 8:
        _SHEETS.clear()
    _SHEETS[size] = sheet
    return sheet
