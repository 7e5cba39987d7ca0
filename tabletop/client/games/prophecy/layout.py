"""Where everything on the Prophecy table goes, for a window size.

The land is a ring of 24 spaces laid round the edge of the play area (8 across the
top, 4 down the right, 8 back along the bottom, 4 up the left), clockwise from
space 0 at the top left, so the middle of the ring is free for the table's things:
the Chance card, the City's and the Village's Items and the bank (or the battle
while one is fought), the acting character's card and the buttons. The side panel
holds every player's card in short and the log.

One place maps the model's places to rectangles and a point back to the place
under it, so drawing, hit-testing, drop targets and animations agree.
"""

from __future__ import annotations

import pygame

from ... import theme

RING = 24
ACROSS = 8  # spaces along the top and along the bottom
DOWN = 4  # spaces down each side between the corners


def ring_cell(space: int) -> tuple[int, int]:
    """(column, row) of a space on the 8x6 grid of the ring."""
    if space < ACROSS:
        return space, 0
    if space < ACROSS + DOWN:
        return ACROSS - 1, 1 + space - ACROSS
    if space < 2 * ACROSS + DOWN:
        return ACROSS - 1 - (space - ACROSS - DOWN), DOWN + 1
    return 0, DOWN - (space - 2 * ACROSS - DOWN)


class TableLayout:
    def __init__(self, size: tuple[int, int], seats: int) -> None:
        w, h = size
        self.size = size
        # Drawn for 1280x720 and scaled with the window; the type, and the rows that
        # hold it (the top bar, the seats), grow with the Text size setting too.
        self.scale = s = max(0.8, min(2.0, min(w / 1280, h / 720)))
        self.type = t = s * theme.text_size
        self.top = pygame.Rect(0, 0, w, max(40, int(48 * t)))
        side_w = max(270, int(w * 0.245))
        self.side = pygame.Rect(w - side_w - 8, self.top.bottom + 6, side_w, h - self.top.bottom - 14)
        self.main = pygame.Rect(8, self.top.bottom + 6, self.side.x - 16, h - self.top.bottom - 14)
        self.cell_w = self.main.width // ACROSS
        self.cell_h = self.main.height // (DOWN + 2)
        self.gap = max(2, int(3 * s))
        # The middle of the ring: the sea (the dashed route runs round it) and the table.
        self.inner = pygame.Rect(self.main.x + self.cell_w, self.main.y + self.cell_h, self.cell_w * (ACROSS - 2),
                                 self.cell_h * DOWN)
        self.route_inset = max(6, int(9 * s))
        pad = max(14, int(20 * s))
        middle = self.inner.inflate(-2 * pad, -2 * pad)
        self.middle = middle
        upper_h = int(middle.height * 0.46)
        # Upper band: the Chance card at the left; the towns and the bank (or the battle).
        self.chance_card = pygame.Rect(middle.x, middle.y, int(min(upper_h / 1.4, middle.width * 0.19)), upper_h)
        self.market = pygame.Rect(self.chance_card.right + int(10 * s), middle.y,
                                  middle.right - self.chance_card.right - int(10 * s), upper_h)
        self.battle = self.market.copy()
        # Lower band: the acting character's card, and the decision panel at its right.
        lower_y = middle.y + upper_h + int(10 * s)
        lower_h = middle.bottom - lower_y
        card_w = int(middle.width * 0.6)
        self.card = pygame.Rect(middle.x, lower_y, card_w, lower_h)
        self.actions = pygame.Rect(self.card.right + int(10 * s), lower_y, middle.right - self.card.right - int(10 * s),
                                   lower_h)
        # The side panel: a row per seat, then the log.
        self.seats = seats
        self.row_h = max(int(58 * t), min(int(84 * t), (self.side.height // 2 - 8) // max(1, seats) - 4))

    # -- the ring ---------------------------------------------------------------------------------

    def space(self, space: int) -> pygame.Rect:
        col, row = ring_cell(space)
        return pygame.Rect(self.main.x + col * self.cell_w + self.gap, self.main.y + row * self.cell_h + self.gap,
                           self.cell_w - 2 * self.gap, self.cell_h - 2 * self.gap)

    def space_title(self, space: int) -> pygame.Rect:
        cell = self.space(space)
        return pygame.Rect(cell.x + 3, cell.y + 1, cell.width - 6, max(13, int(cell.height * 0.17)))

    def adventure_card(self, space: int) -> pygame.Rect:
        """The Adventure card lying on a space: the lower part of its cell."""
        cell = self.space(space)
        h = int(cell.height * 0.45)
        return pygame.Rect(cell.x + 3, cell.bottom - h - 3, cell.width - 6, h)

    def standee(self, space: int, k: int, count: int) -> pygame.Rect:
        """The k-th of `count` standees on a space, side by side over its picture."""
        cell = self.space(space)
        title = self.space_title(space)
        h = max(12, self.adventure_card(space).y - title.bottom + 2)
        w = int(h * 0.66)
        room = cell.width - 8 - w
        step = min(w + 2, room // max(1, count - 1)) if count > 1 else 0
        total = step * (count - 1) + w
        x0 = cell.centerx - total // 2
        return pygame.Rect(x0 + k * step, title.bottom, w, h)

    def space_at(self, pos) -> int | None:
        for space in range(RING):
            if self.space(space).collidepoint(pos):
                return space
        return None

    def route_loop(self) -> pygame.Rect:
        """The dashed sea route runs round the inside of the ring."""
        return self.inner.inflate(-2 * self.route_inset, -2 * self.route_inset)

    def port_landing(self, space: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """From a port's cell to the sea route: the two ends of its short spur."""
        cell = self.space(space)
        loop = self.route_loop()
        col, row = ring_cell(space)
        if row == 0:
            return (cell.centerx, cell.bottom), (cell.centerx, loop.top)
        if row == DOWN + 1:
            return (cell.centerx, cell.top), (cell.centerx, loop.bottom)
        if col == 0:
            return (cell.right, cell.centery), (loop.left, cell.centery)
        return (cell.left, cell.centery), (loop.right, cell.centery)

    # -- the middle -----------------------------------------------------------------------------------

    def town_row(self, town: str) -> pygame.Rect:
        """A town's Items: a row in the market band (the City above the Village)."""
        m = self.market
        label_h = 0
        half = (m.height - 4) // 2
        y = m.y if town == "city" else m.y + half + 4
        return pygame.Rect(m.x, y + label_h, self.bank().x - m.x - 8, half)

    def town_item(self, town: str, k: int, count: int) -> pygame.Rect:
        row = self.town_row(town)
        label_w = int(row.width * 0.2)
        h = row.height - 4
        w = min(int(h * 1.45), (row.width - label_w - 6) // max(3, count) - 4)
        return pygame.Rect(row.x + label_w + 4 + k * (w + 4), row.y + 2, w, h)

    def bank(self) -> pygame.Rect:
        m = self.market
        w = int(min(m.width * 0.2, 130 * self.scale))
        return pygame.Rect(m.right - w, m.y, w, m.height)

    def card_items(self, count: int) -> list[pygame.Rect]:
        """The acting character's Items along the bottom of its card."""
        c = self.card
        h = int(c.height * 0.36)
        w = int(h * 1.45)
        room = c.width - 16
        step = min(w + 4, (room - w) // max(1, count - 1)) if count > 1 else 0
        return [pygame.Rect(c.x + 8 + k * step, c.bottom - h - 6, w, h) for k in range(count)]

    def battle_parts(self) -> dict[str, pygame.Rect]:
        """The battle's places: the Creature, the score, the dice, the declared Items."""
        b = self.battle
        creature = pygame.Rect(b.x + 6, b.y + 6, int((b.height - 12) / 1.3), b.height - 12)
        right = pygame.Rect(creature.right + 10, b.y + 6, b.right - creature.right - 16, b.height - 12)
        head = pygame.Rect(right.x, right.y, right.width, int(right.height * 0.2))
        score = pygame.Rect(right.x, head.bottom, int(right.width * 0.62), int(right.height * 0.42))
        dice = pygame.Rect(score.right, head.bottom, right.right - score.right, score.height)
        declared = pygame.Rect(right.x, score.bottom + 4, right.width, right.bottom - score.bottom - 4)
        return {"creature": creature, "head": head, "score": score, "dice": dice, "declared": declared}

    def declared_item(self, k: int, count: int) -> pygame.Rect:
        zone = self.battle_parts()["declared"]
        h = zone.height - 6
        w = min(int(h * 1.45), (zone.width - 8) // max(3, count) - 4)
        return pygame.Rect(zone.x + 4 + k * (w + 4), zone.y + 3, w, h)

    # -- the side panel -----------------------------------------------------------------------------

    def seat_row(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.side.x + 6, self.side.y + 6 + seat * (self.row_h + 4), self.side.width - 12,
                           self.row_h)

    def log(self) -> pygame.Rect:
        top = self.seat_row(self.seats - 1).bottom + 8
        return pygame.Rect(self.side.x + 6, top, self.side.width - 12, self.side.bottom - top - 6)
