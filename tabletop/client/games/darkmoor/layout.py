"""Where everything on the Darkmoor table goes, for a window size and a view.

One place maps the model's places (a hand card, a location, a horde slot, a seat's
discard pile) to rectangles, and a point back to the place under it, so drawing,
hit-testing, drop targets and animations all agree.
"""

from __future__ import annotations

import pygame

from tabletop.games.darkmoor.view import DarkmoorView

from ... import theme

CARD_RATIO = 1.4


class TableLayout:
    def __init__(self, size: tuple[int, int], view: DarkmoorView) -> None:
        w, h = size
        self.size = size
        # Everything is drawn for 1280x720 and scaled with the window (type too), so
        # the table reads the same from 1024x600 to 2560x1440.
        self.scale = s = max(0.8, min(2.0, min(w / 1280, h / 720)))
        # The type, and the rows that hold it (the top bar, the seats, the prompt, the
        # havens), grow with the Text size setting too; the cards keep the window's scale.
        self.type = t = s * theme.text_size
        self.locations = len(view.locations)
        self.top = pygame.Rect(0, 0, w, max(40, int(48 * t)))
        side_w = max(290, int(w * 0.22))
        self.side = pygame.Rect(w - side_w - 10, self.top.bottom + 8, side_w, h - self.top.bottom - 18)
        # The hand along the bottom, the player's deck at its left: a quarter of the
        # height, so that the cards keep their ability text on a small window.
        hand_h = int(min(h * 0.25, 215 * s))
        self.hand_card = (int(hand_h / CARD_RATIO), hand_h)
        self.hand_y = h - hand_h - 8
        deck_h = int(hand_h * 0.72)
        self.deck = pygame.Rect(16, self.hand_y + 2, int(deck_h / CARD_RATIO), deck_h)
        # The hero, its threshold and its deck in a strip at the left of the hordes.
        hero_w = int(min(170 * s, max(100, w * 0.095)))
        self.hero_card = (hero_w, int(hero_w * CARD_RATIO))
        # room above the hero for its threshold, and above a horde for its peril chip
        self.label_room = int(30 * s + 40 * (t - s))
        self.hero = pygame.Rect(16, self.top.bottom + self.label_room, *self.hero_card)
        self.hero_deck = pygame.Rect(0, 0, int(hero_w * 0.6), int(hero_w * 0.6 * CARD_RATIO))
        self.hero_deck.midtop = (self.hero.centerx, self.hero.bottom + int(28 * s))
        left = self.hero.right + int(16 * s)
        self.main = pygame.Rect(left, self.top.bottom, self.side.x - 14 - left, h - self.top.bottom)
        # End turn (a confirmed turn) at the right end of the hand row, which keeps
        # its place clear so the button never covers a card
        self.end_turn = pygame.Rect(0, 0, int(150 * s), int(46 * s))
        self.end_turn.midright = (self.main.right - 6, self.hand_y + hand_h // 2)
        # Locations in a row above the hand, their safe havens just below them.
        self.col_w = self.main.width // self.locations
        loc_w = min(self.col_w - 12, int(200 * s))
        self.loc_card = (loc_w, int(loc_w * 0.62))
        self.haven_h = int(28 * t)
        self.loc_y = self.hand_y - 8 - self.haven_h - self.loc_card[1]
        # Hordes grow from their location toward the hero, up to the top bar.
        self.horde_bottom = self.loc_y - 6
        self.horde_top = self.top.bottom + self.label_room
        self.minion_card = (min(self.col_w - 26, int(120 * s)), 0)
        self.minion_card = (self.minion_card[0], int(self.minion_card[0] * CARD_RATIO))
        tallest = max([len(hd) for hd in view.hordes] + [4])
        room = self.horde_bottom - self.horde_top - self.minion_card[1]
        # the tallest horde stays under its peril chip and the top bar: closer cards if it must
        self.step = max(4, min(int(self.minion_card[1] * 0.36), room // max(1, tallest - 1)))

    # -- rectangles of places ------------------------------------------------------------

    def column(self, loc: int) -> pygame.Rect:
        """A location's whole column: its horde area with the peril chip over the
        horde's top card, the card and its safe haven."""
        x = self.main.x + loc * self.col_w
        top = self.top.bottom + 2
        return pygame.Rect(x + 4, top, self.col_w - 8, self.loc_y + self.loc_card[1] + self.haven_h - top)

    def location(self, loc: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.loc_card)
        rect.midtop = (self.main.x + loc * self.col_w + self.col_w // 2, self.loc_y)
        return rect

    def haven(self, loc: int) -> pygame.Rect:
        card = self.location(loc)
        return pygame.Rect(card.x, card.bottom + 4, card.width, self.haven_h - 6)

    def slot(self, loc: int, slot: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.minion_card)
        rect.midbottom = (self.main.x + loc * self.col_w + self.col_w // 2, self.horde_bottom - slot * self.step)
        return rect

    def hand(self, count: int) -> list[pygame.Rect]:
        w, h = self.hand_card
        left = self.deck.right + 12
        room = self.end_turn.x - 8 - left  # from the deck to End turn's place
        if count * (w + 6) - 6 > room and count * (w + 6) - 6 <= self.main.right - 6 - left:
            # a full hand side by side to the row's end, rather than cards covering each
            # other's text: End turn shows only once a card is played, one card fewer
            return [pygame.Rect(left + i * (w + 6), self.hand_y, w, h) for i in range(count)]
        gap = min(w + 12, max(w // 3, (room - w) // max(1, count - 1) if count > 1 else w))
        total = gap * (count - 1) + w
        x0 = left + max(0, (room - total) // 2)
        return [pygame.Rect(x0 + i * gap, self.hand_y, w, h) for i in range(count)]

    def seat_row(self, seat: int) -> pygame.Rect:
        high = int(56 * self.type)
        return pygame.Rect(self.side.x + 8, self.side.y + 8 + seat * (high + 6), self.side.width - 16, high)

    def prompt(self, seats: int) -> pygame.Rect:
        top = self.seat_row(seats - 1).bottom + 10
        return pygame.Rect(self.side.x + 8, top, self.side.width - 16, int(70 * self.type))

    def log(self, seats: int) -> pygame.Rect:
        top = self.prompt(seats).bottom + 10
        return pygame.Rect(self.side.x + 8, top, self.side.width - 16, self.side.bottom - top - 8)

    # -- what is under a point -----------------------------------------------------------

    def loc_at(self, pos: tuple[int, int]) -> int | None:
        for loc in range(self.locations):
            if self.column(loc).collidepoint(pos):
                return loc
        return None

    def minion_at(self, pos: tuple[int, int], hordes: list[list[int]]) -> int | None:
        """The minion whose visible part is under `pos` (fronts are drawn on top)."""
        for loc, horde in enumerate(hordes):
            for slot, uid in enumerate(horde):  # front first: drawn last, so on top
                if self.slot(loc, slot).collidepoint(pos):
                    return uid
        return None
