"""A hosted game's players online: a button under the log opens a card over it with
the host's address(es) and join code, and each remote seat (with the name its player
gave) and its state (waiting to be
taken, connected, disconnected, played by a bot) with "Hand to a bot" / "Take back"."""

from __future__ import annotations

from typing import Callable

import pygame

from ... import theme
from ...input import Gesture
from ...widgets import Button, fit_in, new_layer, panel
from ..common import scale

#: the measures at scale 1 (common.scale): the toggle's height, a line's type and the margin
TOGGLE_H, TYPE, MARGIN = 34, 17, 12
STATE_COLOUR = {"connected": theme.ACCENT, "bot": theme.TEXT, "waiting": theme.TEXT_DIM,
                "disconnected": theme.DANGER}


class HostPanel:
    def __init__(self, app, hosting, name: Callable[[int], str]) -> None:
        self.app = app
        self.hosting = hosting
        self.name = name
        self.open = False
        self.toggle = Button(app.t("net.players_online"), self.flip)
        self.seat_buttons: dict[int, Button] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def flip(self) -> None:
        self.open = not self.open

    def place(self, log: pygame.Rect) -> pygame.Rect:
        """The toggle at the foot of the log's room, the card over the rest; returns
        the room left to the log."""
        s = scale(self.app.size)
        high = max(28, int(TOGGLE_H * s))
        self.toggle.rect = pygame.Rect(log.x, log.bottom - high, log.width, high)
        self.area = pygame.Rect(log.x, log.y, log.width, log.height - high - 6)
        return self.area

    def _rows(self) -> list[tuple[str, object, bool, int | None]]:
        """The card's lines: (words, colour, bold, the seat whose button follows it)."""
        t, h = self.app.t, self.hosting
        rows: list[tuple[str, object, bool, int | None]] = [(t("net.hosting_heading"), theme.HIGHLIGHT, True, None)]
        rows += [(t("net.address", address=a), theme.TEXT, False, None) for a in h.addresses]
        rows.append((t("net.code", code=h.code), theme.TEXT, False, None))
        for seat in sorted(h.remote):
            state = h.state(seat)
            seat_name, player = self.name(seat), h.player_name(seat)  # the name its player gave, if another
            who = seat_name if player in (None, seat_name) else t("net.seat_player", seat=seat_name, name=player)
            rows.append((who, theme.TEXT, True, None))
            rows.append((t(f"net.state_{state}"), STATE_COLOUR[state], False, seat))
        return rows

    def _buttons(self) -> None:
        t, h = self.app.t, self.hosting
        for seat in h.remote:
            state = h.state(seat)
            label = t("net.take_back") if state == "bot" else t("net.hand_to_bot")
            action = h.take_back if state == "bot" else h.hand_to_bot
            button = self.seat_buttons.get(seat)
            if button is None or button.label != label:
                self.seat_buttons[seat] = Button(label, lambda s=seat, act=action: act(s))
            # a seat someone plays from afar stays theirs; one nobody plays may go to a bot
            self.seat_buttons[seat].enabled = state != "connected"

    def handle(self, g: Gesture) -> bool:
        if self.toggle.handle(g):
            return True
        if not self.open:
            return False
        self._buttons()
        for button in self.seat_buttons.values():
            if button.handle(g):
                return True
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.open = False
            return True
        return g.kind in ("click", "wheel") and self.rect.collidepoint(g.pos)

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        self.toggle.primary = self.open
        self.toggle.draw(surface, assets)
        if not self.open:
            return
        new_layer()  # the card covers the log: its lines give no tooltips through it
        s = scale(surface.get_size())
        size, margin = max(13, int(TYPE * s)), int(MARGIN * s)
        step = size * 3 // 2
        button_h = step + 4
        rows = self._rows()
        self._buttons()
        high = margin * 2 + sum(step + (button_h + margin if seat is not None else 0) for *_, seat in rows)
        # over the log, from its top; a card longer than the log grows up over what is above it
        self.rect = pygame.Rect(self.area.x, self.area.y, self.area.width, high)
        if high > self.area.height:
            self.rect.bottom = self.area.bottom
            self.rect.top = max(self.rect.top, margin)
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=8)
        x, y, width = self.rect.x + margin, self.rect.y + margin, self.rect.width - 2 * margin
        for words, colour, bold, seat in rows:
            fit_in(surface, assets, words, size, pygame.Rect(x, y, width, step), colour, "host panel", bold=bold)
            y += step
            if seat is not None:
                button = self.seat_buttons[seat]
                button.rect = pygame.Rect(x, y + 2, min(width, int(240 * s)), button_h)
                button.most = size
                button.draw(surface, assets)
                y += button_h + margin
