"""Each game's rules, readable in the app, in the chosen language
(games/<game>/rules_text/<lang>.md: headings, paragraphs, bullets, bold).

Opened from a table, the scene shows that game and may open at a heading: the
table names it in English (its RULES_AT mapping, by pending decision), and the
heading in the same place of the player's language is shown at the top (every
language's text has the same headings in the same order).

Beside the text, a picture (rules_pictures): the one of the section at the top of
the text where it has one, else the table's layout. A search field above the text
marks the lines holding a word and jumps to them, Enter to the next."""

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
            heading = line.lstrip("#").strip()
            rows.append((heading, theme.ACCENT, True))
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
        self.layout(self.app.size)

    def _search(self, word: str) -> None:
        """Mark the lines holding `word` (any case) and show the first of them."""
        word = word.strip().casefold()
        self.matches = [row for row, (text, _, _) in enumerate(self.text.lines) if word and word in text.casefold()]
        self.match = -1
        self._mark()
        self.next_match()

    def _mark(self) -> None:
        found = set(self.matches)
        self.text.lines = [(text, theme.HIGHLIGHT if row in found and colour == theme.TEXT else
                            theme.TEXT if colour == theme.HIGHLIGHT and row not in found else colour, bold)
                           for row, (text, colour, bold) in enumerate(self.text.lines)]

    def next_match(self) -> None:
        """Show the next line holding the searched word (after the last, the first) under
        its section's heading when both fit, else at the top with the line before it."""
        if not self.matches:
            return
        self.match = (self.match + 1) % len(self.matches)
        row = self.matches[self.match]
        heading = max((i for i, (_, colour, bold) in enumerate(self.text.lines[:row + 1])
                       if bold and colour == theme.ACCENT), default=0)
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
        self._search(self.search.value)  # the same text wrapped anew: its rows found anew
        if self.heading is not None:
            self.scroll_to(self.heading)
        self.back.rect = pygame.Rect(0, 0, int(180 * s), back_h)
        self.back.rect.midtop = (w // 2, self.text.rect.bottom + 14)

    def scroll_to(self, heading: str) -> bool:
        """Put `heading` (in the player's language or English) at the top."""
        title = section_title(self.names[self.index], self.app.settings.language, heading)
        for row, (text, colour, bold) in enumerate(self.text.lines):
            if title is not None and bold and colour == theme.ACCENT and text == title:
                self.text.offset = min(row, max(0, len(self.text.lines) - self.text.visible_count()))
                self.shown_heading = title
                return True
        return False

    def top_heading(self) -> str | None:
        """The last heading at or above the first line shown."""
        found = None
        for text, colour, bold in self.text.lines[: self.text.offset + 1]:
            if bold and colour == theme.ACCENT:
                found = text
        return found

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
        self._draw_picture(surface)
        self.back.draw(surface, self.app.assets)

    def _draw_picture(self, surface: pygame.Surface) -> None:
        heading, picture = self.shown_picture()
        if picture is None:
            return
        # the panel as tall as its caption and picture need, at the top of its room
        rect = self.picture_rect
        size = self.text.size + 2
        cap_h = int(size * 1.5)
        picture_h = min(rect.height - cap_h - 16, round((rect.width - 12) / ASPECT))
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
