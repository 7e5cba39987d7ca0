"""The notice of an explorer's death: a card over the map, once, saying who died,
where, and what became of what they carried (the Item Pile in that room, the
companions left there, the haunt's tokens dropped), as the view shows that room
right after the death; the log's line says it too. It stays a few seconds (whatever
the animation speed) or until clicked. A part of the table scene."""

from __future__ import annotations

import pygame

from tabletop.games.house.view import HouseView

from ... import theme
from ...widgets import fit_text, new_layer, put_text

SHOWN = 5.0  # seconds the notice stays


class DeathNotice:
    def __init__(self, table) -> None:
        self.table = table  # the Betrayal table that owns this part
        self.fates: dict[int, tuple[int, str, list[str], list[str], list[str]]] = {}  # by the event's id
        self.shown: tuple[int, str, list[str], list[str], list[str]] | None = None
        self.left = 0.0
        self._card: tuple[tuple, pygame.Surface] | None = None  # the notice painted, by what it says

    def died(self, event) -> None:
        """An explorer_died event arrived: what fell where is read from the view now
        (right after the death), kept for the log, and shown."""
        if id(event) in self.fates:
            return
        fate = self._fate(self.table.session.seen(), event)
        self.fates[id(event)] = fate
        self.shown, self.left = fate, SHOWN

    @staticmethod
    def _fate(view: HouseView, event) -> tuple[int, str, list[str], list[str], list[str]]:
        room = event.get("room") or view.room[event["seat"]]
        return (event["seat"], room, list(view.piles.get(room) or []), list(view.companions.get(room) or []),
                list(view.tokens.get(room) or []))

    def sentences(self, event) -> list[str]:
        """What became of the dead explorer's things, in words (the log's and the notice's);
        nothing for a death told before this table opened (a game loaded), whose room may
        have changed since."""
        fate = self.fates.get(id(event))
        return self.words(fate)[2:] if fate is not None else []

    def words(self, fate) -> list[str]:
        t, names = self.table.app.t, self.table.names
        seat, room, items, companions, tokens = fate
        view = self.table.session.seen()
        words = [t("betrayal.figure.died_title", name=self.table.name(seat)),
                 t("betrayal.figure.died_where", explorer=names.explorer(view.explorers[seat]), room=names.room(room))]
        words.append(t("betrayal.figure.died_pile", items=", ".join(names.card(c) for c in items)) if items
                     else t("betrayal.figure.died_nothing"))
        if companions:
            words.append(t("betrayal.figure.died_companions", companions=", ".join(names.card(c) for c in companions)))
        if tokens:
            words.append(t("betrayal.figure.died_tokens", tokens=", ".join(names.token(x) for x in tokens)))
        return words

    def update(self, dt: float) -> None:
        if self.shown is not None:
            self.left -= dt
            if self.left <= 0:
                self.shown = None

    def click(self, pos) -> bool:
        """A click anywhere closes the notice (and does nothing else)."""
        if self.shown is None:
            return False
        self.shown = None
        return True

    def box(self) -> pygame.Rect:
        m = self.table.L.map
        w = min(m.width - 40, int(560 * self.table.L.type))
        return pygame.Rect(m.centerx - w // 2, m.y + m.height // 5, w, 0)

    def draw(self, surface) -> None:
        if self.shown is None:
            return
        new_layer()
        box = self.box()
        key = (self.shown[0], self.shown[1], tuple(self.shown[2]), box.width, self.table.app.t.language)
        if self._card is None or self._card[0] != key:
            self._card = (key, self._paint(box.width))
        card = self._card[1]
        box.height = card.get_height()
        card.set_alpha(int(255 * max(0.0, min(1.0, self.left / 0.6, (SHOWN - self.left) / 0.25 + 0.2))))
        surface.blit(card, box)
        card.set_alpha(None)

    def _paint(self, width: int) -> pygame.Surface:
        assets, s = self.table.app.assets, self.table.L.type
        seat = self.shown[0]
        view = self.table.session.seen()
        title, *lines = self.words(self.shown)
        pad = int(18 * s)
        pic = int(92 * s)
        size = max(13, int(17 * s))
        text_w = width - pic - 3 * pad
        wrapped = [row for line in lines for row in assets.wrap(line, size, text_w)]
        head = fit_text(assets, title, int(30 * s), text_w, theme.DANGER, bold=True, serif=True, smallest=12)
        hint = fit_text(assets, self.table.app.t("betrayal.figure.died_close"), max(11, int(13 * s)), width - 2 * pad,
                        theme.TEXT_DIM, smallest=9)
        height = max(pic, head.get_height() + 8 + len(wrapped) * (size + 5)) + 2 * pad + hint.get_height()
        card = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(card, (24, 14, 18), card.get_rect(), border_radius=14)
        pygame.draw.rect(card, theme.DANGER, card.get_rect(), 3, border_radius=14)
        figures = self.table.house.figures
        face = figures.standee(view.explorers[seat], figures.explorer_colour(view, seat), pic, dead=True)
        card.blit(face, (pad, pad))
        pygame.draw.line(card, theme.DANGER, (pad + pic // 5, pad + pic - pic // 5),
                         (pad + pic - pic // 5, pad + pic // 5), max(3, pic // 14))
        x = pad * 2 + pic
        put_text(card, head, card.get_rect(), "death notice", "topleft", (x, pad))
        y = pad + head.get_height() + 8
        for row in wrapped:
            put_text(card, assets.text(row, size, theme.TEXT), card.get_rect(), "death notice", "topleft", (x, y))
            y += size + 5
        put_text(card, hint, card.get_rect(), "death notice", "bottomright", (width - pad, height - pad // 2))
        return card
