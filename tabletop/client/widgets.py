"""A small set of widgets drawn in the app's own style.

Why not pygame-gui: it unpacks to 43 MB (bundled fonts) and brings its own i18n
library, against an 80 MB budget for the whole executable; the app needs only
buttons, toggles, choosers, a text field and scrolling lists.

Widgets take gestures and report what happened; they hold no game logic.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from tabletop.engine.names import NAME_LIMIT, characters, clean_text

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


_SHADES: dict[tuple, pygame.Surface] = {}


def shade(surface: pygame.Surface, colour: tuple[int, int, int, int]) -> None:
    """Darken all that is drawn on `surface` (under a dialog): what is drawn next
    covers it (a new layer)."""
    key = (surface.get_size(), tuple(colour))
    image = _SHADES.get(key)
    if image is None:
        if len(_SHADES) > 8:
            _SHADES.clear()
        image = _SHADES[key] = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        image.fill(colour)
    surface.blit(image, (0, 0))
    new_layer()


def blit_center(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> None:
    surface.blit(image, image.get_rect(center=center))


# -- the text audit: is every text drawn inside the box it was meant to fit, and clear of the others? --
#
# Off by default (one `is None` test per text drawn). A test, or a developer looking
# at a screen, turns it on with `audit_text()`: from then on each text drawn through
# `note_text` (widgets, scenes and tables call it with the rectangle they drew the
# text at and the box it had to fit) is recorded, and `audit_text(False)` hands
# back the records: (what, where the text was drawn, the box it had to fit). Each
# record also knows its layer: what is drawn over the rest (a dialog over the
# dimmed table, a zoomed card, a tooltip) starts a new one (`new_layer`), and
# texts drawn on an image of their own (a card's face) have none.

_AUDIT: list[tuple[str, pygame.Rect, pygame.Rect]] | None = None
_LAYER = 0


class _Record(tuple):
    """(what, rect, box), and `layer`: the layer it was drawn on, None off the window."""

    layer: int | None


def audit_text(on: bool = True) -> list[tuple[str, pygame.Rect, pygame.Rect]]:
    """Start recording texts drawn (`on`), or stop and return what was recorded."""
    global _AUDIT, _LAYER
    found = _AUDIT or []
    _AUDIT, _LAYER = ([] if on else None), 0
    return found


def new_layer() -> None:
    """What is drawn from now on covers what was drawn before (a dialog, a zoom, a
    tooltip): its texts may lie over the earlier ones, and the labels under it give
    no tooltip."""
    global _LAYER
    _LAYER += 1
    _TIPS.clear()


def _window_offset(surface: pygame.Surface | None) -> tuple[int, int] | None:
    """Where `surface` lies on the window (None: the window itself), or None when it
    is an image of its own."""
    if surface is None:
        return (0, 0)
    return surface.get_abs_offset() if surface.get_abs_parent() is pygame.display.get_surface() else None


def note_text(what: str, rect: pygame.Rect, box: pygame.Rect, surface: pygame.Surface | None = None) -> None:
    """A text was drawn at `rect` and had to fit `box` (recorded while auditing), on
    `surface` (default: the window; a subsurface of it is placed where it lies)."""
    if _AUDIT is None:
        return
    offset = _window_offset(surface)
    rect, box = pygame.Rect(rect).move(offset or (0, 0)), pygame.Rect(box).move(offset or (0, 0))
    window = pygame.display.get_surface()
    if offset is not None and window is not None:
        box = box.clip(window.get_rect())  # a text past the window's edge is cut too
    record = _Record((what, rect, box))
    record.layer = _LAYER if offset is not None else None
    _AUDIT.append(record)


def outside(records, slack: int = 1) -> list[str]:
    """The audit's records whose text is not inside its box (by more than `slack`
    pixels), in words."""
    return [f"{what}: text {tuple(rect)} outside {tuple(box)}" for what, rect, box in records
            if not box.inflate(2 * slack, 2 * slack).contains(rect)]


def overlapping(records, slack: int = 2) -> list[str]:
    """The audit's texts drawn over each other on the window, in words: two records of
    one layer whose texts share more than `slack` pixels each way, except a text
    inside its own parent's box (a chip noted whole, its words fitted in it)."""
    shown = sorted((r for r in records if getattr(r, "layer", None) is not None), key=lambda r: r[1].x)
    found = []
    for i, (what, rect, box) in enumerate(shown):
        for other in shown[i + 1:]:
            if other[1].x >= rect.right - slack:
                break  # sorted by their left edge: no later text reaches back
            if other.layer != shown[i].layer or (other[0], other[1]) == (what, rect):
                continue  # another layer; the same text drawn twice (a glow, a shadow)
            if rect.contains(other[2]) or other[1].contains(box):
                continue  # one is the other's parent: the text was fitted in it
            common = rect.clip(other[1])
            if common.width > slack and common.height > slack:
                found.append(f"{what} {tuple(rect)} and {other[0]} {tuple(other[1])} drawn over each other")
    return found


def put_text(surface: pygame.Surface, image: pygame.Surface, box: pygame.Rect, what: str,
             align: str = "midleft", at: tuple[int, int] | None = None) -> pygame.Rect:
    """Blit `image` in `box` (aligned by `align` to the box's same point, or at
    `at`), noting it for the audit; returns where it went."""
    box = pygame.Rect(box)
    rect = image.get_rect(**{align: at if at is not None else getattr(box, align)})
    surface.blit(image, rect)
    note_text(what, rect, box, surface)
    cut = _CUT.get(id(image))
    offset = _window_offset(surface)
    if cut is not None and cut[0] is image and offset is not None:
        tip(rect.move(offset), cut[1])
    return rect


def fit_in(surface: pygame.Surface, assets: Assets, text: str, size: int, box: pygame.Rect, colour,
           what: str, bold: bool = False, align: str = "midleft", serif: bool = False,
           smallest: int = 10) -> pygame.Rect:
    """`text` shrunk (down to `smallest`, then cut with an ellipsis) to fit `box`,
    drawn there (aligned by `align`), noted for the audit."""
    box = pygame.Rect(box)
    size = max(smallest, min(size, int(box.height / 1.2) if box.height > 0 else size))
    image = fit_text(assets, text, size, box.width, colour, bold=bold, smallest=smallest, serif=serif)
    return put_text(surface, image, box, what, align)


def row_type(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The type size of a settings or form row (a toggle, a chooser, a text field):
    it follows the row's height, up to 30 at 1280x720 grown with the UI scale."""
    return max(12, min(int(30 * theme.scale(surface.get_size())), rect.height * 45 // 100))


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], enabled: bool = True,
                 primary: bool = False) -> None:
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.hover = False
        self.most: int | None = None  # the largest type size of the label; None: 24 at the UI scale
        self.whole: str | None = None  # the words in full, for the tooltip, of a label its maker shortened

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
        # The type follows the button's height, within reason (a tall row is no
        # reason for shouting, at the UI scale); long words in short buttons shrink, then are cut.
        most = self.most if self.most is not None else int(24 * theme.scale(surface.get_size()))
        size = max(12, min(most, self.rect.height * 42 // 100))
        room = self.rect.inflate(-14, -4)
        label = fit_text(assets, self.label, size, room.width, ink, bold=True, smallest=9)
        put_text(surface, label, room, "button", "center")
        if self.whole:
            tip(self.rect, self.whole)


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
        size = row_type(surface, self.rect)
        box = pygame.Rect(0, 0, self.rect.height - 10, self.rect.height - 10)
        box.midright = (self.rect.right - 6, self.rect.centery)
        room = pygame.Rect(self.rect.x + 6, self.rect.y, box.x - 12 - self.rect.x - 6, self.rect.height)
        fit_in(surface, assets, self.label, size, room, theme.TEXT, "toggle")
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
        self.value_w = 0  # the widest option's width, measured when drawn

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        right = pygame.Rect(self.rect.right - h, self.rect.y, h, h)
        # the value as wide as its widest option (within half of the row), the
        # label before it takes the rest
        value_w = max(h * 2, min(self.value_w or self.rect.width // 3, (self.rect.width - 2 * h) * 11 // 20))
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
        size = row_type(surface, self.rect)
        font = assets.font(size, True)
        self.value_w = max(font.size(option)[0] for option in self.options) + 24 if self.options else 0
        left, right = self._arrows()
        room = pygame.Rect(self.rect.x + 6, self.rect.y, left.x - 10 - self.rect.x - 6, self.rect.height)
        fit_in(surface, assets, self.label, size, room, theme.TEXT, "cycler label")
        value_rect = pygame.Rect(left.right, self.rect.y, right.x - left.right, self.rect.height)
        panel(surface, value_rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.5), theme.PANEL_EDGE, radius=6)
        fit_in(surface, assets, self.options[self.index], size, value_rect.inflate(-10, 0), theme.HIGHLIGHT,
               "cycler value", bold=True, align="center")
        for rect, points in ((left, ((0.65, 0.25), (0.3, 0.5), (0.65, 0.75))),
                             (right, ((0.35, 0.25), (0.7, 0.5), (0.35, 0.75)))):
            panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=6)
            pygame.draw.polygon(surface, theme.ACCENT,
                                [(rect.x + rect.w * x, rect.y + rect.h * y) for x, y in points])


def clipboard_text() -> str:
    """The clipboard's text, or "" where it cannot be read (pygame.scrap is not on
    every platform, nor every video driver)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
    return text if isinstance(text, str) else ""


def form_gesture(widgets, g) -> Any:
    """A gesture on a form: the widget that took it, or None. A click on any widget
    takes the focus from the form's other text fields, so one field types at a time."""
    for widget in widgets:
        if widget.handle(g) and g.kind != "hover":
            for field in widgets:
                if isinstance(field, TextField) and field is not widget:
                    field.focused = False
            return widget
    return None


class TextField:
    """A line of typed text. With `clean` (names, fates) what is typed is kept by the one
    rule for names (engine/names.py); without it (a folder's path) only the limit holds.
    Text inserted at once (a paste, an input method's commit) is cut to the limit.
    The keys players expect: Home, End and the arrows move the caret, Ctrl+A selects
    all (what is typed next replaces it), Ctrl+V pastes, Backspace and Delete erase."""

    def __init__(self, label: str, value: str, on_change: Callable[[str], None], limit: int = NAME_LIMIT,
                 clean: bool = True) -> None:
        self.label = label
        self.value = value
        self.on_change = on_change
        self.limit = limit
        self.clean = clean
        self.focused = False
        self.edited = False  # typed into: a value offered by default no longer follows its source
        self.caret: int | None = None  # where typing goes, in code points; None: at the end
        self.all_selected = False  # Ctrl+A: what is typed next replaces the whole value
        self.rect = pygame.Rect(0, 0, 10, 10)

    def box(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.rect.width * 2 // 5, self.rect.y,
                           self.rect.width - self.rect.width * 2 // 5, self.rect.height)

    def _split(self) -> tuple[str, str]:
        """The value before the caret and after it (all of it is replaced when selected)."""
        if self.all_selected:
            return "", ""
        at = len(self.value) if self.caret is None else min(self.caret, len(self.value))
        return self.value[:at], self.value[at:]

    def _kept(self, text: str) -> str:
        return clean_text(text, self.limit, typing=True) if self.clean else text[:self.limit]

    def _set(self, before: str, after: str) -> None:
        """The value becomes `before` + `after`, the caret between them."""
        head = self._kept(before)
        value = self._kept(head + after)
        self.caret = min(len(head), len(value)) if after else None
        self.all_selected = False
        if value != self.value:
            self.value, self.edited = value, True
            self.on_change(self.value)

    def handle(self, g: Gesture) -> bool:
        if g.kind == "click":
            self.focused = self.box().collidepoint(g.pos)
            self.all_selected = False
            if self.focused:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if g.kind == "text":
            before, after = self._split()
            self._set(before + g.text, after)
            return True
        if g.kind != "key":
            return False
        before, after = self._split()
        if g.mod & pygame.KMOD_CTRL and g.key in (pygame.K_a, pygame.K_v):
            if g.key == pygame.K_a:
                self.all_selected = bool(self.value)
            else:
                self._set(before + " ".join(clipboard_text().split()), after)
            return True
        # a whole character at a time: an emoji sequence, a letter and its accents
        if g.key == pygame.K_BACKSPACE:
            self._set("".join(characters(before)[:-1]), after)
            return True
        if g.key == pygame.K_DELETE:
            self._set(before, "".join(characters(after)[1:]))
            return True
        moves = {pygame.K_HOME: lambda: 0, pygame.K_END: lambda: None,
                 pygame.K_LEFT: lambda: len(before) - len((characters(before) or [""])[-1]),
                 pygame.K_RIGHT: lambda: len(before) + len((characters(after) or [""])[0]) if after else None}
        if g.key in moves:
            self.caret, self.all_selected = moves[g.key](), False
            return True
        if g.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
            self.focused = self.all_selected = False
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        size = row_type(surface, self.rect)
        box = self.box()
        room = pygame.Rect(self.rect.x + 6, self.rect.y, box.x - 8 - self.rect.x - 6, self.rect.height)
        fit_in(surface, assets, self.label, size, room, theme.TEXT, "field label")
        panel(surface, box, theme.BACKGROUND, theme.ACCENT if self.focused else theme.PANEL_EDGE, radius=6)
        inner = box.inflate(-16, 0)
        before, after = (self.value, "") if self.all_selected else self._split()
        caret = "|" if self.focused and not self.all_selected else ""
        font = assets.font(size)
        # a long value shows the caret, where the typing is: cut before it, then after it
        while before and font.size(before + caret + after)[0] > inner.width:
            before = before[1:]
            if font.size("…" + before + caret + after)[0] <= inner.width:
                before = "…" + before
                break
        while after and font.size(before + caret + after)[0] > inner.width:
            after = after[:-2] + "…" if len(after) > 1 else ""
        shown = before + caret + after
        if self.all_selected and self.focused:  # the selection, marked behind the text
            mark = pygame.Rect(inner.x, box.y + box.height // 5, font.size(shown)[0], box.height * 3 // 5)
            pygame.draw.rect(surface, theme.ACCENT_DARK, mark, border_radius=3)
        put_text(surface, assets.text(shown, size, theme.TEXT), inner, "field value")


class ScrollText:
    """Lines of text in a box, scrolled by the wheel; `follow` keeps the end in view."""

    def __init__(self, size: int = 16, follow: bool = False) -> None:
        self.lines: list[tuple[str, tuple[int, int, int], bool]] = []
        #: for each line, None or (group, target): a line that links somewhere (the
        #: lines of one group, a wrapped sentence, light up together under the pointer)
        self.links: list[tuple[int, Any] | None] = []
        self.hover: tuple[int, int] | None = None  # where the pointer is, for the links' mark
        self.size = size
        self.follow = follow
        self.offset = 0  # lines scrolled up from the end when following, from the top otherwise
        self.rect = pygame.Rect(0, 0, 10, 10)

    def set_lines(self, lines: list[tuple[str, tuple[int, int, int], bool]],
                  links: list[tuple[int, Any] | None] | None = None) -> None:
        self.lines = lines
        self.links = list(links) if links is not None else []

    def shown_range(self) -> tuple[int, int]:
        """The indexes of the first line shown and of the one after the last."""
        count = self.visible_count()
        if self.follow:
            end = len(self.lines) - self.offset
            return max(0, end - count), max(0, end)
        return self.offset, min(len(self.lines), self.offset + count)

    def line_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the line shown at `pos`, or None."""
        if not self.rect.inflate(-4, -4).collidepoint(pos):
            return None
        first, end = self.shown_range()
        row = (pos[1] - self.rect.y - 6) // int(self.size * 1.35)
        return first + row if 0 <= row and first + row < end else None

    def link_at(self, pos: tuple[int, int]) -> Any:
        """The target of the linked line at `pos`, or None."""
        index = self.line_at(pos)
        link = self.links[index] if index is not None and index < len(self.links) else None
        return link[1] if link else None

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
        first, end = self.shown_range()
        y = self.rect.y + 6
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        hovered = self.line_at(self.hover) if self.hover is not None else None
        group = self.links[hovered] if hovered is not None and hovered < len(self.links) else None
        for index in range(first, end):
            text, color, bold = self.lines[index]
            image = assets.text(text, self.size, color, bold=bold)
            room = pygame.Rect(self.rect.x + 6, y, self.rect.width - 16, image.get_height())
            rect = put_text(surface, image, room, "scroll text", "topleft", (self.rect.x + 10, y))
            link = self.links[index] if index < len(self.links) else None
            if group is not None and link is not None and link[0] == group[0]:
                # a linked sentence under the pointer: underlined, a small "§" at the line's end
                pygame.draw.line(surface, theme.ACCENT, (rect.x, rect.bottom - 2),
                                 (min(rect.right, room.right - 12), rect.bottom - 2), 1)
                if index == hovered:
                    mark = assets.text("§", max(10, self.size - 2), theme.ACCENT, bold=True)
                    put_text(surface, mark, room, "log link", "topright", (room.right - 2, y))
            y += int(self.size * 1.35)
        surface.set_clip(clip)
        if len(self.lines) > count:  # a scroll bar shows there is more
            total = len(self.lines)
            first = (len(self.lines) - self.offset - count) if self.follow else self.offset
            bar_h = max(20, self.rect.height * count // total)
            bar_y = self.rect.y + (self.rect.height - bar_h) * max(0, first) // max(1, total - count)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (self.rect.right - 8, bar_y, 5, bar_h), border_radius=3)


def line_step(assets: Assets, size: int, gap: int, bold: bool = False) -> int:
    """How far apart lines of `size` type are drawn, `gap` between them: never closer
    than the rendered text is tall (large type is taller than its size in pixels)."""
    return max(size + gap, assets.font(size, bold).get_height())


def fit_lines(assets: Assets, texts: list[str], size: int, width: int, height: int, gap: int,
              smallest: int, bold: bool = False) -> tuple[int, list[str], int]:
    """The texts wrapped to `width`, one after the other, at the largest size (from
    `size` down to `smallest`) whose lines fit in `height`: (size, lines, the step
    from one line to the next). The lines may still overflow at `smallest`."""
    while True:
        lines = [line for text in texts for line in assets.wrap(text, size, width, bold)]
        step = line_step(assets, size, gap, bold)
        if len(lines) * step <= height or size <= smallest:
            return size, lines, step
        size -= 1


def fit_text(assets: Assets, text: str, size: int, width: int, colour, bold: bool = False,
             smallest: int = 9, serif: bool = False) -> pygame.Surface:
    """Text shrunk (then cut with an ellipsis) to fit `width` pixels."""
    image = assets.text(text, size, colour, bold=bold, serif=serif)
    while image.get_width() > width and size > smallest:
        size -= 1
        image = assets.text(text, size, colour, bold=bold, serif=serif)
    if image.get_width() > width:
        cut = text.rstrip()
        font = assets.font(size, bold, serif)
        while cut and font.size(cut.rstrip() + "…")[0] > width:
            cut = cut[:-1]
        image = assets.text(cut.rstrip() + "…" if cut else "", size, colour, bold=bold, serif=serif)
        if len(_CUT) > 500:
            _CUT.clear()
        _CUT[id(image)] = (image, text)
    return image


# -- tooltips: a label shortened to fit gives its whole text under the pointer ------------------
#
# A text cut by `fit_text` and drawn by `put_text` (or `fit_in`, a Button) asks for its
# tooltip by itself; a label shortened otherwise calls `tip`. The app draws the one
# under the pointer over each frame (`draw_tip`), then forgets them all.

_TIPS: list[tuple[pygame.Rect, str]] = []
#: the images `fit_text` cut with an ellipsis -> (the image, its whole text)
_CUT: dict[int, tuple[pygame.Surface, str]] = {}


def tip(rect: pygame.Rect, text: str) -> None:
    """`text` whole is shown while the pointer is on `rect` (window coordinates): the
    label drawn there was shortened to fit."""
    _TIPS.append((pygame.Rect(rect), text))


def draw_tip(surface: pygame.Surface, assets: Assets, pointer: tuple[int, int] | None, scale: float = 1.0) -> None:
    """The whole text of the shortened label under `pointer`, in a box beside it; then
    this frame's tips are forgotten."""
    found = next((text for rect, text in reversed(_TIPS) if pointer and rect.collidepoint(pointer)), None)
    _TIPS.clear()
    if found is None or pointer is None:
        return
    new_layer()
    size = max(14, int(16 * scale))
    images = [assets.text(line, size, theme.TEXT) for line in
              assets.wrap(found, size, min(surface.get_width() - 40, int(460 * scale)))]
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 20, sum(i.get_height() for i in images) + 12)
    box.topleft = (pointer[0] + 14, pointer[1] + 20)
    if box.bottom > surface.get_height() - 4:
        box.bottom = pointer[1] - 8
    box.clamp_ip(surface.get_rect())
    panel(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.2), theme.ACCENT, radius=8)
    y = box.y + 6
    for image in images:
        put_text(surface, image, box, "tooltip", "topleft", (box.x + 10, y))
        y += image.get_height()
