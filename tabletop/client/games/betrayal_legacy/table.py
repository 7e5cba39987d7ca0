"""Betrayal Legacy's table: the house table (betrayal/table.py) with Legacy's kit (four
regions, families, tiles); a campaign chapter's game ends on its chapter's end (the
fates, then the campaign) instead of the results. A card of the second Legacy deck
read during the chapter is read aloud on a page of its own, like the haunt's."""

from __future__ import annotations

import logging
from typing import Any

import pygame

from tabletop.client import theme
from tabletop.client.tween import Beat
from tabletop.client.widgets import Button, fit_text, panel, put_text, shade
from tabletop.games.betrayal_legacy.rules import LEGACY as DECK2, stickered_tile
from tabletop.games.house.places import Room

from ..betrayal.house import HouseBoard
from ..betrayal.playback import EventPlayback
from ..betrayal.reveal import Reveal
from ..betrayal.table import BetrayalTable
from .kit import LEGACY
from .words import P, legacy_text

_LOG = logging.getLogger(__name__)


class LegacyHouse(HouseBoard):
    def tile_data(self, room: str):
        """The tile with this game's stickers on it (a passage, a ghost, an obstacle, a
        runestone): the set-up's and those of the Legacy cards read (the view's)."""
        tile = self.table.kit.rooms.get(room)
        if tile is None:
            return None
        stickers = self.table.session.seen().stickers  # with the Legacy cards read
        return stickered_tile(tile, [sticker for sticker, target in stickers if target == room])


class LegacyPlayback(EventPlayback):
    def animate(self, e) -> None:
        super().animate(e)
        if e["event"] == "legacy_card_read" and e["card"] in DECK2:
            self.table.playback.add(Beat(0.0, start=lambda card=e["card"]: self.table.reveal.read_aloud(card)))


class LegacyReveal(Reveal):
    def record_haunt(self, number: int) -> None:
        """BL-D.50: a haunt revealed in a free-play game joins free play's list of haunts
        played, which "skip haunts already played" passes over (options.py); a campaign
        chapter plays its own haunt and is not listed. A list that cannot be written
        costs a calm note, never the game."""
        table = self.table
        if table.session.seen().chapter is not None:
            return
        from ..betrayal.history import record_played
        from .free_play import played_path

        problem = record_played(number, played_path())
        if problem:
            _LOG.warning("%s", problem)
            table.app.notify(table.app.t("betrayal.ui.history_problem"), seconds=5, calm=True)

    # -- the second Legacy deck's cards, read aloud (BL-D.53) -------------------------------------

    def __init__(self, table) -> None:
        super().__init__(table)
        self.page_answers: list[tuple[Any, Button]] = []  # the card's question, answered on its page
        self._answers_for: Any = None  # the position and lesson step the page's buttons were made for

    def read_aloud(self, card: str) -> None:
        table = self.table
        if table.read_only or not table.session.humans():
            return  # nobody at the table to read it to
        self.pages.append(("legacy", card))
        self.page_widgets()

    def page_widgets(self) -> None:
        """A card whose steps ask its reader something now (the damage it deals, split
        as they choose) asks it on its page, as a drawn card asks on the card: each
        answer's button answers and puts the page away; otherwise Done."""
        super().page_widgets()
        self.page_answers = []
        state = self.table.session.state
        self._answers_for = (len(state.history), id(state), _lesson_at(self.table.session))
        if not self.pages or self.pages[0][0] != "legacy" or not self._asks(self.pages[0][1]):
            return
        sheet = self.table.sheet
        sheet.refresh_buttons()
        self.page_answers = [(action, Button(button.label, lambda b=button: self._answer(b)))
                             for action, button in self.table.buttons]
        self.page_buttons = [button for _, button in self.page_answers]
        self._place_page()

    def fresh_answers(self) -> list[tuple[Any, Button]]:
        """The page's answers, made again when a move or a lesson's note read changed
        what may be answered."""
        state = self.table.session.state
        if self.pages and self._answers_for != (len(state.history), id(state), _lesson_at(self.table.session)):
            self.page_widgets()
        return self.page_answers

    def _asks(self, card: str) -> bool:
        """Whether the person's question now is one that `card`'s steps ask."""
        view = self.table.session.seen()
        pending = view.pending
        if pending is None or not self.table.sheet.mine(view):
            return False
        step = pending.get("step") or ()
        source = pending.get("source") or (step[-1] if pending["kind"] == "damage" and step else None)
        return source == f"legacy:{card}"

    def _answer(self, button: Button) -> None:
        self.next_page()
        button.on_click()

    def _page_box(self) -> pygame.Rect:
        box = super()._page_box()
        table = self.table
        if self.pages and self.pages[0][0] == "legacy":  # a card is short: a smaller page
            box.height = int(table.app.size[1] * 0.56)
            box.centery = table.app.size[1] // 2 + table.L.top.height // 2
            if table.lesson_panel is not None:  # over the house, above the lesson's words
                margin = int(12 * table.L.scale)
                box.size = (min(box.width, table.L.map.width - 2 * margin),
                            min(box.height, table.L.map.height - 2 * margin))
                box.center = table.L.map.center
        return box

    def draw_reveal(self, surface) -> None:
        table = self.table
        if not self.pages or self.pages[0][0] != "legacy":
            super().draw_reveal(surface)
            return
        self.fresh_answers()
        t, assets = table.app.t, table.app.assets
        s = table.L.scale
        card = self.pages[0][1]
        shade(surface, (6, 4, 10, 200))
        box = self._page_box()
        panel(surface, box, (30, 24, 30), theme.HIGHLIGHT, radius=14, width=3)
        inner = box.inflate(-int(48 * s), -int(40 * s))
        y = inner.y
        for text, size, colour, bold, serif in ((t(f"{P}.page.legacy_deck"), 16, theme.TEXT_DIM, False, False),
                                               (legacy_text(t, card, "title"), 26, theme.HIGHLIGHT, True, True)):
            image = fit_text(assets, text, int(size * s), inner.width, colour, bold=bold, serif=serif)
            put_text(surface, image, pygame.Rect(inner.x, y, inner.width, image.get_height()), "legacy card", "midtop")
            y += image.get_height() + int(12 * s)
        size = int(18 * s)
        limit = self.page_buttons[0].rect.y - 10 if self.page_buttons else inner.bottom
        for para in legacy_text(t, card, "text").split("\n"):
            for part in assets.wrap(para, size, inner.width) if para.strip() else [""]:
                if y + size > limit:
                    break
                if part:
                    put_text(surface, assets.text(part, size, theme.TEXT), inner, "legacy card", "topleft", (inner.x, y))
                y += size + 6
        for b in self.page_buttons:
            b.draw(surface, assets)


class LegacyTable(BetrayalTable):
    title_key = "betrayal_legacy.ui.title"
    kit = LEGACY
    keeps_played_haunts = False  # not Betrayal's list: free play keeps its own (record_haunt)
    beats_part = LegacyPlayback
    reveal_part = LegacyReveal
    house_part = LegacyHouse

    def describe(self, event) -> str | None:
        t = self.app.t
        if event["event"] == "legacy_card_read":
            return t(f"{P}.log.legacy_card", name=self.name(event["seat"]),
                     title=legacy_text(t, event["card"], "title"))
        if event["event"] == "folio_page":
            return t(f"{P}.log.folio_page", title=legacy_text(t, "folio:" + event["page"], "title"))
        return super().describe(event)

    def log_style(self, event):
        if event["event"] in ("legacy_card_read", "folio_page"):
            return theme.HIGHLIGHT, True
        return super().log_style(event)

    def place_rect(self, place):
        """The house table's places, and Legacy's own: an answer to the question of a
        Legacy card read aloud is its button on the card's page while the page shows;
        a room of another region than the one shown is that region's tab (each region
        is its own map, BL-D.47), where the standee is dropped to go there."""
        for action, button in self.reveal.fresh_answers():
            if action.target == place:
                return button.rect
        found = super().place_rect(place)
        if found is None and isinstance(place, Room) and not self.reveal.pages:
            floor = self.house.room_floor(self.session.seen(), place.room)
            if floor is not None and floor != self.floor:
                return self.L.tab(self.kit.floors.index(floor))
        return found

    def results(self):
        link = getattr(self.session, "context", None)
        if link is None:
            return super().results()
        from .chapter_end import ChapterEndScene

        return ChapterEndScene(self.app, self.session, link)


def _lesson_at(session) -> tuple[int, bool] | None:
    """Where a guided game's lesson stands (its step, and whether the learner's part of
    it is done): a note read changes what may be answered, though no move was made."""
    lesson = getattr(session, "lesson", None)
    return None if lesson is None else (lesson.index, lesson.done_mine)
