"""Betrayal Legacy's table: the house table (betrayal/table.py) with Legacy's kit (four
regions, families, tiles); a campaign chapter's game ends on its chapter's end (the
fates, then the campaign) instead of the results. A card of the second Legacy deck
read during the chapter is read aloud on a page of its own, like the haunt's."""

from __future__ import annotations

import logging

import pygame

from tabletop.client import theme
from tabletop.client.tween import Beat
from tabletop.client.widgets import fit_text, panel, put_text, shade
from tabletop.games.betrayal_legacy.rules import LEGACY as DECK2, stickered_tile

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

    def read_aloud(self, card: str) -> None:
        table = self.table
        if table.read_only or not table.session.humans():
            return  # nobody at the table to read it to
        self.pages.append(("legacy", card))
        self.page_widgets()

    def _page_box(self) -> pygame.Rect:
        box = super()._page_box()
        table = self.table
        if self.pages and self.pages[0][0] == "legacy":  # a card is short: a smaller page
            box.height = int(table.app.size[1] * 0.56)
            box.centery = table.app.size[1] // 2 + table.L.top.height // 2
        return box

    def draw_reveal(self, surface) -> None:
        table = self.table
        if not self.pages or self.pages[0][0] != "legacy":
            super().draw_reveal(surface)
            return
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

    def results(self):
        link = getattr(self.session, "context", None)
        if link is None:
            return super().results()
        from .chapter_end import ChapterEndScene

        return ChapterEndScene(self.app, self.session, link)
