"""Every card drawn or revealed, shown large over the table: one overlay for every
game. A game's client turns an event into the card's face (`CardFace`: its kind,
name and text in the player's language) or None when the event reveals no card;
the events carry only what may be seen (a hand card drawn in secret comes as a
count), so the overlay never shows more than the model said.

A card is a beat of the table's playback, in the order the events happened: a
person's card is a page (the game waits until a click or a key puts it away, and
the decision it asks is answered by buttons on the card itself); a bot's card, or
one of the automated turns, shows for the bot pace and goes by itself (a click
hurries it, as it does any animation)."""

from __future__ import annotations

from typing import Any, Callable

import attrs
import pygame

from ... import theme
from ...tween import Beat, Playback
from ...widgets import Button, fit_text, put_text, rounded, shade
from ..common import scale


@attrs.frozen
class CardFace:
    """A card as the overlay shows it, in the player's language."""

    kind: str  # what sort of card it is ("Omen", "Chance card")
    name: str
    text: str
    tone: tuple[int, int, int]  # the card's colour
    seat: int | None = None  # whose card it is (None: the game's own, such as a hero coming)
    art: str | None = None  # a picture for the card (an asset's name), if it has one
    ident: Any = None  # the card in the game's own terms: the decision it asks names it


class CardBeat(Beat):
    """A beat of the playback that shows a card."""

    def __init__(self, face: CardFace, waits: bool, seconds: float) -> None:
        super().__init__(0.0 if waits else seconds, page=face if waits else None)
        self.face = face


#: The decision the card asks, as its buttons' (label, what it does), for the card shown.
Choices = Callable[[CardFace], list[tuple[str, Callable[[], None]]]]


class CardReveal:
    def __init__(self, app, session, playback: Playback, choices: Choices) -> None:
        self.app = app
        self.session = session
        self.playback = playback
        self.choices = choices
        self.buttons: list[Button] = []
        self._buttons_for: tuple | None = None  # the card and position the buttons were made for

    def add(self, face: CardFace) -> None:
        """Show `face` after what the playback shows before it: a person's card waits
        to be read, another's goes at the bot pace."""
        seat = face.seat if face.seat is not None else self.session.last_actor
        waits = seat is not None and self.session.seats[seat].kind == "human"
        seconds = self.app.settings.bot_pace_ms / 1000 * max(self.playback.speed, 0.01)
        self.playback.add(CardBeat(face, waits, seconds))

    def shown(self) -> CardBeat | None:
        """The card on screen now, if any."""
        queue = self.playback.queue
        if queue and queue[0].started and isinstance(queue[0], CardBeat):
            return queue[0]
        return None

    # -- input ------------------------------------------------------------------------------------

    def handle(self, g) -> bool:
        """A person's card takes every gesture while it is shown: a button answers its
        question, a number key picks a button, anything else (a click, a key) means
        it was read. A bot's card lets gestures through (a click hurries it)."""
        beat = self.shown()
        if beat is None or beat.page is None:
            return False
        buttons = self._buttons(beat.face)
        for button in buttons:
            if button.handle(g) and g.kind == "click":
                self.playback.close_page()
                button.on_click()
                return True
        if g.kind == "key" and pygame.K_1 <= g.key <= pygame.K_9 and g.key - pygame.K_1 < len(buttons):
            self.playback.close_page()
            buttons[g.key - pygame.K_1].on_click()
            return True
        if g.kind in ("click", "key"):
            self.playback.close_page()
            return True
        return g.kind in ("drag_start", "drag_move", "drop", "wheel", "context", "text")

    # -- drawing ----------------------------------------------------------------------------------

    def _buttons(self, face: CardFace) -> list[Button]:
        key = (face, len(self.session.state.history), id(self.session.state), self.app.t.language)
        if key != self._buttons_for:
            self._buttons_for = key
            self.buttons = [Button(label, does) for label, does in self.choices(face)]
        return self.buttons

    def draw(self, surface: pygame.Surface) -> None:
        beat = self.shown()
        if beat is None:
            return
        face, waits = beat.face, beat.page is not None
        w, h = self.app.size
        s = scale(self.app.size)
        assets, t = self.app.assets, self.app.t
        shade(surface, (0, 0, 0, 150))  # the card covers the table (a layer of its own)
        # The card is as wide as a card of 72% of the window's height, and as tall as
        # its words need (at least four fifths of its width), its text shrinking only past that height.
        pad, most = int(18 * s), int(h * 0.72)
        width = min(int(most * 0.72), w - 40)
        inner_w = width - 2 * pad
        names = assets.wrap(face.name, int(28 * s), inner_w, bold=True, serif=True)[:3]
        head = int(15 * s) * 13 // 10 + int(6 * s) + len(names) * int(28 * s) * 13 // 10 + int(22 * s)
        buttons = self._buttons(face) if waits else []
        foot = len(buttons) * (int(38 * s) + int(6 * s)) + (int(6 * s) if buttons else 0)
        art = min(inner_w, most // 4) + int(10 * s) if face.art else 0
        size, lines = self._text_lines(face.text, inner_w, most - 2 * pad - head - foot - art, s)
        body = len(lines) * int(size * 1.3)
        card = pygame.Rect(0, 0, width, max(width * 4 // 5, 2 * pad + head + art + body + foot))
        card.center = (w // 2, h // 2 - int(h * 0.03))
        rounded(surface, card, theme.mix(face.tone, (18, 16, 22), 0.35), (230, 214, 170), 3, 18)
        inner = card.inflate(-2 * pad, -2 * pad)
        y = inner.y
        kind = fit_text(assets, face.kind.upper(), int(15 * s), inner.width, theme.ACCENT, bold=True)
        y = put_text(surface, kind, pygame.Rect(inner.x, y, inner.width, kind.get_height()), "card kind",
                     "midtop").bottom + int(6 * s)
        for line in names:
            image = fit_text(assets, line, int(28 * s), inner.width, theme.TEXT, bold=True, serif=True)
            y = put_text(surface, image, pygame.Rect(inner.x, y, inner.width, image.get_height()), "card name",
                         "midtop").bottom
        y += int(10 * s)
        pygame.draw.line(surface, (230, 214, 170), (inner.x + inner.width // 6, y),
                         (inner.right - inner.width // 6, y), max(1, int(2 * s)))
        y += int(12 * s)
        if face.art:
            side = art - int(10 * s)
            picture = assets.scaled(face.art, (side, side))
            surface.blit(picture, picture.get_rect(midtop=(inner.centerx, y)))
            y += art
        for line in lines:
            if line:
                image = assets.text(line, size, theme.TEXT)
                put_text(surface, image, pygame.Rect(inner.x, y, inner.width, image.get_height()), "card text", "midtop")
            y += int(size * 1.3)
        self._place_buttons(buttons, inner, s)
        for button in buttons:
            button.draw(surface, assets)
        if waits:
            hint = t("card.read_on" if not buttons else "card.choose_on")
        else:
            hint = t("card.bot_card", name=self.session.name(face.seat)) if face.seat is not None else ""
        if hint:
            image = fit_text(assets, hint, int(16 * s), w - 60, theme.TEXT, bold=True)
            box = image.get_rect(midtop=(w // 2, card.bottom + int(10 * s))).inflate(int(24 * s), int(10 * s))
            rounded(surface, box, theme.PANEL, theme.PANEL_EDGE, 2, 8)
            put_text(surface, image, box, "card hint", "center")
        if not waits:  # the time left before it goes by itself
            bar = pygame.Rect(inner.x, card.bottom - int(8 * s), inner.width, max(2, int(3 * s)))
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar)
            pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, int(bar.width * (1 - beat.progress)), bar.height))

    def _place_buttons(self, buttons: list[Button], inner: pygame.Rect, s: float) -> None:
        """The card's buttons at its foot, one a row."""
        gap, high = int(6 * s), int(38 * s)
        y = inner.bottom - len(buttons) * (high + gap) + gap
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(inner.x, y + i * (high + gap), inner.width, high)
            button.most = int(18 * s)

    def _text_lines(self, text: str, width: int, room: int, s: float) -> tuple[int, list[str]]:
        """The card's text as large as fits `room` (from 20 down to 12 points at
        1280x720), in lines: (type size, lines)."""
        assets = self.app.assets
        for size in range(int(20 * s), max(9, int(12 * s)) - 1, -1):
            lines = [line for para in text.split("\n") for line in assets.wrap(para, size, width) or [""]]
            if len(lines) * int(size * 1.3) <= room:
                break
        fit = max(1, room // int(size * 1.3))
        if len(lines) > fit:  # too long even small: cut, and say so
            lines = [*lines[:fit - 1], lines[fit - 1].rstrip() + "…"]
        return size, lines
