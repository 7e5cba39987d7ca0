"""Each game's rules, readable in the app, in the chosen language
(games/<game>/rules_text/<lang>.md: headings, paragraphs, bullets, bold).

Opened from a table, the scene shows that game and may open at a heading: the
table names it in English (its RULES_AT mapping, by pending decision), and the
heading in the same place of the player's language is shown at the top (every
language's text has the same headings in the same order).

Beside the text, a picture (rules_pictures): the one of the section read (the one
jumped to while its heading is shown, else the one at the top of the text) where it
has one, else the table's layout. A search field above the text marks the lines
holding a word and jumps to them, Enter to the next; beside it, over the picture,
the sections holding the word with how often, a click on one jumping there."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop import games

from .. import theme
from ..scene import Scene
from ..widgets import Button, ScrollText, TextField, fit_in, panel
from .common import background, title, scale
from .rules_pictures import ASPECT, draw_picture, picture_for

GAMES_DIR = Path(__file__).resolve().parents[2] / "games"


def rules_markdown(game: str, language: str) -> str:
    for lang in (language, "en"):
        path = GAMES_DIR / game / "rules_text" / f"{lang}.md"
        if path.exists():
            return path.read_text(encoding="utf-8")
    return ""


def markdown_lines(text: str, assets, width: int, size: int):
    """Simple Markdown to (line, colour, bold) rows, wrapped to `width`."""
    rows = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line:
            rows.append(("", theme.TEXT, False))
            continue
        if line.startswith("#"):
            # a heading wider than the text wraps too: its rows follow one another
            heading = line.lstrip("#").strip()
            rows.extend((part, theme.ACCENT, True) for part in assets.wrap(heading, size, width - 4, bold=True))
            continue
        bullet = line.startswith("- ")
        body = line[2:] if bullet else line
        bold = body.startswith("**") and body.count("**") == 2 and body.endswith("**")
        body = body.replace("**", "")
        # a bullet's lines are indented by the bullet's own width at this size
        indent = assets.font(size, bold).size("•  ")[0] if bullet else 0
        wrapped = assets.wrap(body, size, width - indent - 4, bold=bold)
        for i, part in enumerate(wrapped):
            prefix = ("•  " if i == 0 else "    ") if bullet else ""
            rows.append((prefix + part, theme.TEXT, bold))
    return rows


def heading_rows(rows) -> dict[int, str]:
    """The row where each heading of markdown_lines' `rows` begins, and the whole
    heading (its rows joined again)."""
    found: dict[int, str] = {}
    start = None
    for row, (text, colour, bold) in enumerate(rows):
        if bold and colour == theme.ACCENT:
            if start is None:
                start = row
                found[row] = text
            else:
                found[start] += " " + text
        else:
            start = None
    return found


def headings(game: str, language: str) -> list[str]:
    """The headings of a game's rules text, in order."""
    return [line.lstrip("#").strip() for line in rules_markdown(game, language).splitlines() if line.startswith("#")]


def section_index(game: str, language: str, heading: str | None) -> int | None:
    """Which heading (by order) `heading` is: named in `language` or in English."""
    if not heading:
        return None
    for lang in (language, "en"):
        names = [h.casefold() for h in headings(game, lang)]
        if heading.casefold() in names:
            return names.index(heading.casefold())
    return None


def section_title(game: str, language: str, heading: str | None) -> str | None:
    """`heading` as the player's language says it, or None when there is no such one."""
    index = section_index(game, language, heading)
    names = headings(game, language)
    return names[index] if index is not None and index < len(names) else None


class RulesScene(Scene):
    def __init__(self, app, game: str | None = None, heading: str | None = None) -> None:
        super().__init__(app)
        self.names = games.names()
        self.index = self.names.index(game) if game in self.names else 0
        self.text = ScrollText(size=17)
        self.heading = heading  # scrolled to on the first layout
        self.matches: list[int] = []  # the rows holding the searched word
        self.match = -1  # which of them was jumped to last
        #: the sections holding the searched word: (its heading's row, title, matches, its first match)
        self.found_in: list[tuple[int, str, int, int]] = []
        self.found_offset = 0  # sections scrolled past in their list
        self.found_rows: list[tuple[pygame.Rect, int]] = []  # each shown section's row, and its first match
        self.found_rect = pygame.Rect(0, 0, 0, 0)
        self.picture_room: pygame.Rect | None = None  # where the picture is drawn; None: not while searching
        self.hover: tuple[int, int] | None = None
        self.focus: int | None = None  # the row of the heading last jumped to
        self.titles: dict[int, str] = {}  # the row where each heading begins, and the heading

    def on_show(self) -> None:
        t = self.app.t
        self.tabs = [Button(t(f"{n}.ui.title"), lambda i=i: self._show(i)) for i, n in enumerate(self.names)]
        self.back = Button(t("common.back"), self.app.pop)
        self.search = TextField(t("rules.search"), "", self._search, limit=40, clean=False)
        super().on_show()

    def _show(self, index: int) -> None:
        self.index = index
        self.heading = None
        self.text.offset = 0
        self.focus = None
        self.layout(self.app.size)

    def _search(self, word: str) -> None:
        """Mark the lines holding `word` (any case) and show the first of them."""
        word = word.strip().casefold()
        self.matches = [row for row, (text, _, _) in enumerate(self.text.lines) if word and word in text.casefold()]
        self.match = -1
        self.found_in, self.found_offset = [], 0
        for index, row in enumerate(self.matches):
            heading = self._heading_of(row)
            if self.found_in and self.found_in[-1][0] == heading:
                at, name, count, first = self.found_in[-1]
                self.found_in[-1] = (at, name, count + 1, first)
            else:
                self.found_in.append((heading, self.titles.get(heading, ""), 1, index))
        self._mark()
        self._place_found()
        self.next_match()

    def _heading_of(self, row: int) -> int:
        """The row of the heading of the section holding `row`."""
        return max((start for start in self.titles if start <= row), default=0)

    def _mark(self) -> None:
        found = set(self.matches)
        self.text.lines = [(text, theme.HIGHLIGHT if row in found and colour == theme.TEXT else
                            theme.TEXT if colour == theme.HIGHLIGHT and row not in found else colour, bold)
                           for row, (text, colour, bold) in enumerate(self.text.lines)]

    def next_match(self) -> None:
        """Show the next line holding the searched word (after the last, the first) under
        its section's heading when both fit, else at the top with the line before it."""
        if self.matches:
            self.show_match((self.match + 1) % len(self.matches))

    def show_match(self, index: int) -> None:
        """Show the `index`th line holding the searched word, as next_match does."""
        self.match = index
        row = self.matches[index]
        heading = self.focus = self._heading_of(row)
        top = heading if row - heading < self.text.visible_count() - 2 else row - 1
        self.text.offset = max(0, min(top, len(self.text.lines) - self.text.visible_count()))

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        width = min(w - 60, max(w * 3 // 4, int(900 * s)))
        x, gap = (w - width) // 2, 8
        # the tabs across the text's width, in two rows when a game's whole name
        # would not fit in one
        tab_h = max(30, int(40 * s))
        font = self.app.assets.font(max(12, tab_h * 42 // 100), True)
        widest = max(font.size(tab.label)[0] for tab in self.tabs) + 20
        per_row = len(self.tabs)
        if (width - gap * (per_row - 1)) // per_row < widest:
            per_row = -(-len(self.tabs) // 2)
        tab_w = (width - gap * (per_row - 1)) // per_row
        top = max(int(h * 0.13), int(h * 0.03) + int(36 * s * 1.3) + 8)  # under the title
        for i, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(x + (i % per_row) * (tab_w + gap), top + (i // per_row) * (tab_h + gap),
                                   tab_w, tab_h)
        text_top = self.tabs[-1].rect.bottom + 12
        back_h = max(32, int(44 * s))
        # the text on the left, the picture on the right, the search over the text
        text_w = width * 11 // 20
        field_h = max(28, int(36 * s))
        self.search.rect = pygame.Rect(x, text_top, text_w * 3 // 4, field_h)
        self.count_box = pygame.Rect(self.search.rect.right + 8, text_top, text_w - self.search.rect.width - 8,
                                     field_h)
        self.text.size = int(17 * s)
        self.text.rect = pygame.Rect(x, text_top + field_h + 8, text_w, h - text_top - field_h - 8 - back_h - 28)
        self.picture_rect = pygame.Rect(x + text_w + gap, text_top, width - text_w - gap,
                                        self.text.rect.bottom - text_top)
        markdown = rules_markdown(self.names[self.index], self.app.settings.language)
        self.text.set_lines(markdown_lines(markdown, self.app.assets, self.text.rect.width - 30, self.text.size))
        self.titles = heading_rows(self.text.lines)
        self.focus = None  # rows wrapped anew: the heading jumped to is found again below
        self._search(self.search.value)  # the same text wrapped anew: its rows found anew
        if self.heading is not None:
            self.scroll_to(self.heading)
        self.back.rect = pygame.Rect(0, 0, int(180 * s), back_h)
        self.back.rect.midtop = (w // 2, self.text.rect.bottom + 14)

    def scroll_to(self, heading: str) -> bool:
        """Put `heading` (in the player's language or English) at the top."""
        title = section_title(self.names[self.index], self.app.settings.language, heading)
        for row, text in self.titles.items():
            if title is not None and text == title:
                self.text.offset = min(row, max(0, len(self.text.lines) - self.text.visible_count()))
                self.shown_heading, self.focus = title, row
                return True
        return False

    def top_heading(self) -> str | None:
        """The heading last jumped to while it is shown (the last sections cannot
        scroll to the top), else the last heading at or above the first line shown."""
        first, end = self.text.shown_range()
        if self.focus is not None and first <= self.focus < end:
            return self.titles.get(self.focus)
        return self.titles.get(self._heading_of(self.text.offset))

    def shown_picture(self):
        """(English heading or None for the layout, its picture) beside the text now."""
        game = self.names[self.index]
        top = self.top_heading()
        index = section_index(game, self.app.settings.language, top)
        english = headings(game, "en")
        return picture_for(game, english[index] if index is not None and index < len(english) else None)

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_RETURN and self.search.focused:
            self.next_match()
            return
        if self.search.handle(g) and g.kind != "click":
            return
        if g.kind == "key":
            if g.key == pygame.K_ESCAPE:
                self.app.pop()
            elif g.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.text.offset = min(max(0, len(self.text.lines) - self.text.visible_count()), self.text.offset + 10)
            elif g.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.text.offset = max(0, self.text.offset - 10)
            return
        if g.kind == "hover":
            self.hover = g.pos
        if self.found_rect.collidepoint(g.pos):
            if g.kind == "wheel":
                most = max(0, len(self.found_in) - len(self.found_rows))
                self.found_offset = max(0, min(most, self.found_offset - g.amount))
                self._place_found()
                return
            if g.kind == "click":
                for rect, first in self.found_rows:
                    if rect.collidepoint(g.pos):
                        self.show_match(first)
                        self.search.focused = True  # Enter goes on from there
                return
        if self.text.handle(g):
            return
        for widget in (*self.tabs, self.back):
            if widget.handle(g) and g.kind == "click":
                return

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.app.assets)
        title(surface, self.app.assets, self.app.t("rules.title"), int(surface.get_height() * 0.03), size=int(36 * scale(surface.get_size())))
        for i, tab in enumerate(self.tabs):
            tab.primary = i == self.index
            tab.draw(surface, self.app.assets)
        self.search.draw(surface, self.app.assets)
        if self.search.value.strip():
            said = (self.app.t("rules.found", at=self.match + 1, count=len(self.matches)) if self.matches
                    else self.app.t("rules.none_found"))
            fit_in(surface, self.app.assets, said, self.text.size, self.count_box, theme.TEXT_DIM, "search count")
        self.text.draw(surface, self.app.assets)
        if self.found_rows:
            self._draw_found(surface)
        if self.picture_room is not None:
            self._draw_picture(surface, self.picture_room)
        self.back.draw(surface, self.app.assets)

    def _place_found(self) -> None:
        """Place the list of the sections holding the searched word at the top of the
        picture's room: at most two fifths of it, the picture under it; or, where the
        picture would shrink below 2/3 of its size (its labels too small to read), the
        whole room, the picture back once the search is cleared. The wheel scrolls
        the sections that do not fit."""
        self.found_rows, self.found_rect = [], pygame.Rect(0, 0, 0, 0)
        self.picture_room = self.picture_rect
        if not (self.search.value.strip() and self.found_in):
            return
        rect, size = self.picture_rect, self.text.size
        row_h, cap_h = int(size * 1.7), int(size * 1.5)
        shown = min(max(1, (rect.height * 2 // 5 - cap_h - 12) // row_h), len(self.found_in))
        under = pygame.Rect(rect.x, rect.y + cap_h + shown * row_h + 20, rect.width,
                            rect.height - cap_h - shown * row_h - 20)
        if self._picture_height(under) >= self._picture_height(rect) * 2 // 3:
            self.picture_room = under
        else:
            self.picture_room = None
            shown = min(max(1, (rect.height - cap_h - 12) // row_h), len(self.found_in))
        self.found_offset = max(0, min(self.found_offset, len(self.found_in) - shown))
        self.found_rect = pygame.Rect(rect.x, rect.y, rect.width, cap_h + shown * row_h + 12)
        for i in range(shown):
            row = pygame.Rect(rect.x + 6, rect.y + 6 + cap_h + i * row_h, rect.width - 12, row_h - 2)
            self.found_rows.append((row, self.found_in[self.found_offset + i][3]))

    def _draw_found(self, surface: pygame.Surface) -> None:
        """The sections holding the searched word, each with how often it holds it, the
        one shown marked."""
        assets, size, rect = self.app.assets, self.text.size, self.found_rect
        panel(surface, rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.4), theme.PANEL_EDGE, radius=8)
        cap = pygame.Rect(rect.x + 10, rect.y + 4, rect.width - 20, int(size * 1.5))
        fit_in(surface, assets, self.app.t("rules.found_in"), size, cap, theme.TEXT_DIM, "found sections caption")
        current = self._heading_of(self.matches[self.match]) if 0 <= self.match < len(self.matches) else None
        for i, (row, _) in enumerate(self.found_rows):
            heading, name, count, _ = self.found_in[self.found_offset + i]
            if heading == current or (self.hover is not None and row.collidepoint(self.hover)):
                pygame.draw.rect(surface, theme.ACCENT_DARK if heading == current else theme.PANEL, row,
                                 border_radius=5)
            number = pygame.Rect(0, 0, max(row.height, assets.font(size, True).size(str(count))[0] + 12), row.height)
            number.midright = (row.right - 8, row.centery)
            fit_in(surface, assets, str(count), size, number, theme.HIGHLIGHT, "found sections count", bold=True,
                   align="center")
            words = pygame.Rect(row.x + 6, row.y, number.x - row.x - 10, row.height)
            fit_in(surface, assets, name, size, words, theme.TEXT, "found sections title", bold=heading == current)
        shown = len(self.found_rows)
        if len(self.found_in) > shown:  # a scroll bar shows there are more
            track = pygame.Rect(rect.right - 7, cap.bottom + 2, 4, shown * self.found_rows[0][0].height)
            bar_h = max(12, track.height * shown // len(self.found_in))
            bar_y = track.y + (track.height - bar_h) * self.found_offset // (len(self.found_in) - shown)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, bar_y, 4, bar_h), border_radius=2)

    def _picture_height(self, room: pygame.Rect) -> int:
        """How tall a picture is drawn in `room`, under its caption."""
        return min(room.height - int((self.text.size + 2) * 1.5) - 16, round((room.width - 12) / ASPECT))

    def _draw_picture(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        heading, picture = self.shown_picture()
        if picture is None:
            return
        # the panel as tall as its caption and picture need, at the top of its room
        rect = room
        size = self.text.size + 2
        cap_h = int(size * 1.5)
        picture_h = self._picture_height(rect)
        rect = pygame.Rect(rect.x, rect.y, rect.width, cap_h + picture_h + 16)
        panel(surface, rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.4), theme.PANEL_EDGE, radius=8)
        game = self.names[self.index]
        caption = section_title(game, self.app.settings.language, heading) if heading else self.app.t(
            "rules.picture.layout")
        cap = pygame.Rect(rect.x + 10, rect.y + 6, rect.width - 20, cap_h)
        fit_in(surface, self.app.assets, caption, size, cap, theme.ACCENT, "picture caption", bold=True,
               align="center")
        draw_picture(surface, pygame.Rect(rect.x + 6, cap.bottom + 4, rect.width - 12, picture_h),
                     self.app.assets, self.app.t, picture, (game, heading, self.app.settings.language))
