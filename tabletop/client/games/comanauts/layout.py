"""Where everything on the Comanauts table goes, for a window size.

    +--------------------------------- top bar ----------------------------------+
    |  zoom hint        [Larger map]  | action panel  |                          |
    |            the map              | (prompt, dice |        the dresser       |
    |     (zoom with the wheel,       |  tray, buttons)|  (threat track, enemies, |
    |      pan with a right drag)     |---------------|   clues, task, ...)      |
    |                                 |      log      |                          |
    |---------------------------------+---------------|                          |
    |        the player sheets, side by side          |                          |
    +-------------------------------------------------+--------------------------+

The map's page is 3:2, so it needs less width than height allows: the spare width
goes to the action panel and the dresser. Overlays (a choice panel, the roll mat)
sit over the map, which is not needed while they are up.

The large map (the M key, or the button on the map) takes the sheets' row and the
dresser's column as well, with the action panel and the log at the right: about
twice the map at 1280x720. The sheets and the dresser are then off the window
(placed below it, so nothing hits or draws them) until the player turns it off.

In a guided game the step's words take the bottom of the dresser's column (the
large map leaves them above the log, as at the other tables).
"""

from __future__ import annotations

import pygame

from ... import theme

PAD = 8
TOP_H = 44
TOOLS_H = 24  # the strip above the map: the zoom hint and the large map's button
MAX_SHEET_W = 640
DRESSER_W = 288  # the dresser's width, the sheets' height and row's width at 1280x720: their type at 100%
SHEETS_H = 208
SHEETS_W = 968


class TableLayout:
    def __init__(self, size: tuple[int, int], seats: int, large_map: bool = False, lesson: bool = False) -> None:
        w, h = size
        self.size = size
        self.seats = seats
        self.large_map = large_map
        self.small = h < 800 or w < 1400
        # the top bar's and the action panel's type grow with the window (as at the other
        # tables) and with the Text size setting, never below the type drawn at 1280x720
        self.type = max(1.0, min(2.0, w / 1280, h / 720) * theme.text_size)
        self.top = pygame.Rect(0, 0, w, max(TOP_H, int(TOP_H * self.type)))
        y0 = self.top.bottom + PAD
        # the dresser and the sheets grow with the type too; past twice the type of 1280x720
        # (a large Text size in a large window) they take a little more of the window from
        # the map; their type is what their room holds (a sheet may be a tenth narrower for
        # its type than at 1280x720), so a small window still fits
        more = min(1.25, max(1.0, self.type / 2))
        dresser_w = max(262, min(int(420 * self.type), int(w * 0.225 * more)))
        panel_w = max(262, min(int(430 * self.type), int(w * 0.225)))
        sheets_h = max(176, min(int(300 * self.type), int(h * 0.29 * more)))
        self.dresser_type = max(1.0, min(self.type, dresser_w / DRESSER_W))
        self.dresser = pygame.Rect(w - PAD - dresser_w, y0, dresser_w, h - y0 - PAD)
        left_w = self.dresser.x - 2 * PAD
        self.sheet_type = max(1.0, min(self.type, sheets_h / SHEETS_H, 1.1 * left_w / SHEETS_W))
        if self.sheet_type > 1:  # no taller than that type needs: the rest stays the map's
            sheets_h = min(sheets_h, int(SHEETS_H * self.sheet_type))
        self.sheets = pygame.Rect(PAD, h - PAD - sheets_h, left_w, sheets_h)
        middle_h = self.sheets.y - PAD - y0
        panel_x = self.dresser.x - PAD - panel_w
        self.map = pygame.Rect(PAD, y0, panel_x - 2 * PAD, middle_h)
        panel_h = max(236 if w >= 1400 else 268, min(int(330 * self.type), int(middle_h * 0.56)))
        self.panel = pygame.Rect(panel_x, y0, panel_w, panel_h)
        self.log = pygame.Rect(panel_x, self.panel.bottom + PAD, panel_w, self.sheets.y - PAD - self.panel.bottom - PAD)
        # a guided game's words (issue 26): under the dresser, whose last room holds only the
        # enemies' cards (a first session's two fit it, compact at 1024x600); the log is too short
        self.lesson = None
        if lesson and not large_map:
            self.lesson = pygame.Rect(self.dresser.x, 0, dresser_w, min(int(200 * self.type), self.dresser.h * 7 // 25))
            self.lesson.bottom = self.dresser.bottom
            self.dresser.h -= self.lesson.h + PAD
        if large_map:
            self.panel.x = self.log.x = w - PAD - panel_w
            self.log.h = h - PAD - self.log.y
            self.map = pygame.Rect(PAD, y0, self.panel.x - 2 * PAD, h - y0 - PAD)
            self.dresser.y += h  # off the window: see the module's doc
            self.sheets.y += h
        tools_h = int(TOOLS_H * self.type)
        self.map_tools = pygame.Rect(self.map.x, self.map.y, self.map.width, tools_h)
        self.map.y += tools_h + 4
        self.map.h -= tools_h + 4
        self._panel_parts()

    # -- the action panel ----------------------------------------------------------------

    def _panel_parts(self) -> None:
        p = self.panel
        inner = p.inflate(-20, -16)
        button_h = 32 if not self.small else 28
        gap = 6
        # a narrow panel: three rows of three (End actions alone at the bottom), so
        # the labels stay whole in Spanish too; a wide one: two rows of four
        cols = 3 if inner.w < 330 else 4
        self.button_rows = [[0, 1, 2], [3, 4, 5], [6]] if cols == 3 else [[0, 1, 2, 3], [4, 5, 6]]
        rows = len(self.button_rows)
        if cols == 3:
            button_h = min(button_h, 26)
        # the header and the prompt grow with the type, then the buttons, as far as the
        # tray keeps a row of dice
        header_h, prompt_h = 24, 68 if not self.small else 60
        spare = inner.h - (header_h + 2 + prompt_h + 4 + 64 + 6 + rows * button_h + (rows - 1) * gap)
        grow = max(0, min(int((header_h + prompt_h) * (self.type - 1)), spare))
        header_grow = grow * header_h // (header_h + prompt_h)
        header_h, prompt_h = header_h + header_grow, prompt_h + grow - header_grow
        button_h += max(0, min(int(button_h * (self.type - 1)), (spare - grow) // rows))
        self.buttons_area = pygame.Rect(inner.x, inner.bottom - rows * button_h - (rows - 1) * gap, inner.w,
                                        rows * button_h + (rows - 1) * gap)
        self.button_h, self.button_gap = button_h, gap
        self.header = pygame.Rect(inner.x, inner.y, inner.w, header_h)
        self.prompt = pygame.Rect(inner.x, self.header.bottom + 2, inner.w, prompt_h)
        self.tray = pygame.Rect(inner.x, self.prompt.bottom + 4, inner.w, self.buttons_area.y - 6 - self.prompt.bottom - 4)
        self.tray_type = min(self.type, 1.25)  # the tray's small heading: larger, never above the prompt
        self.tray_head = 8 + int(16 * self.tray_type)  # the label's strip above the dice
        self.die_size = max(34, min(54, self.tray.height - self.tray_head - 6, (self.tray.width - 12) // 6 - 8))
        self.button_rects = self.spread_buttons([1] * 7)
        if cols == 4:  # End actions last and wide
            self.button_rects = self.spread_buttons([1, 1, 1, 1, 1, 1, 2])

    def spread_buttons(self, needs: list[int]) -> list[pygame.Rect]:
        """The action buttons' rects, each row's width shared out in proportion to
        `needs` (what each label takes), so a long label gets a wider button."""
        rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(needs)
        area, gap = self.buttons_area, self.button_gap
        for r, row in enumerate(self.button_rows):
            room = area.width - (len(row) - 1) * gap
            total = sum(max(1, needs[i]) for i in row)
            x = area.x
            y = area.y + r * (self.button_h + gap)
            for n, i in enumerate(row):
                w = area.right - x if n == len(row) - 1 else room * max(1, needs[i]) // total
                rects[i] = pygame.Rect(x, y, w, self.button_h)
                x += w + gap
        return rects

    def tray_dice(self, count: int) -> list[tuple[int, int]]:
        """Centres of the dice in front of the acting comanaut, in one or two rows."""
        size = self.die_size
        step = size + 8
        per_row = max(1, (self.tray.width - 8) // step)
        rows = [list(range(i, min(count, i + per_row))) for i in range(0, count, per_row)] or [[]]
        top = self.tray.y + self.tray_head
        row_h = size + 6
        if len(rows) > 1 and top + row_h * len(rows) > self.tray.bottom:
            row_h = max(size // 2, (self.tray.bottom - top) // len(rows))
        found = []
        for r, row in enumerate(rows):
            x0 = self.tray.x + 4 + size // 2
            for i, _ in enumerate(row):
                found.append((x0 + i * step, top + size // 2 + r * row_h))
        return found

    # -- the sheets ----------------------------------------------------------------------

    def sheet(self, k: int) -> pygame.Rect:
        n = max(1, self.seats)
        width = min(int(MAX_SHEET_W * self.sheet_type), (self.sheets.width - (n - 1) * PAD) // n)
        total = n * width + (n - 1) * PAD
        x0 = self.sheets.x + (self.sheets.width - total) // 2
        return pygame.Rect(x0 + k * (width + PAD), self.sheets.y, width, self.sheets.height)

    # -- overlays over the map -----------------------------------------------------------

    def choice_box(self, width: int, height: int) -> pygame.Rect:
        box = pygame.Rect(0, 0, min(width, self.map.width - 24), min(height, self.map.height - 24))
        box.center = self.map.center
        return box

    def map_bar(self, height: int) -> pygame.Rect:
        """A slim bar at the top of the map for decisions made on the map."""
        return pygame.Rect(self.map.x + 12, self.map.y + 10, self.map.width - 24, height)

    def roll_mat(self) -> pygame.Rect:
        w = min(self.map.width - 40, 560)
        h = min(self.map.height - 40, 230 if not self.small else 200)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (self.map.centerx, self.map.bottom - 16)
        return box
