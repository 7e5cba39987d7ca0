"""The end of a campaign chapter (BL-CAMP.4, BL-FAM.4, BL-D.43): who won and how, each
family member's fate (pre-filled from the game: died, traitor, where last seen; the
players may rewrite it), then the chapter is written into the campaign, and its outro
(by the side that won), its page of the House Ledger and everything it changed for good
are read before the campaign screen."""

from __future__ import annotations

import pygame

from tabletop.client import theme
from tabletop.client.scene import Scene
from tabletop.client.scenes.campaign_base import campaign_reason
from tabletop.client.scenes.common import background, fit_scale, page_most, title
from tabletop.client.widgets import Button, TextField, fit_in, panel
from tabletop.engine.errors import SaveError
from tabletop.games.betrayal_legacy.chapters import prefilled_fate

from tabletop.client.scenes.storypage import StoryPage
from .words import P, changes, chapter_text, names


class ChapterEndScene(Scene):
    def __init__(self, app, session, link) -> None:
        super().__init__(app)
        self.session, self.link = session, link
        state = session.state
        t = app.t
        self.fates: dict[str, str] = {}
        self.fields = []
        n = names(t)
        for seat, family in enumerate(state.explorers):
            text = self._prefilled(state, seat, n)
            self.fates[family] = text
            label = f"{session.name(seat)} ({n.explorer(family)})"
            self.fields.append(TextField(label, text, lambda v, f=family: self.fates.__setitem__(f, v), limit=80))
        self.write = Button(t(f"{P}.end.write"), self._write, primary=True)

    def _prefilled(self, state, seat: int, n) -> str:
        """BL-D.43's pre-filled fate (chapters.prefilled_fate), in the player's language."""
        t = self.app.t
        _, died, traitor = prefilled_fate(state, seat)
        won = seat in state.final["winners"]
        key = "died_traitor" if died and traitor else "died" if died else \
            ("traitor_won" if won else "traitor_lost") if traitor else ("won" if won else "lost")
        return t(f"{P}.end.fate_{key}", room=n.room(state.room[seat]))[:80]

    def layout(self, size) -> None:
        self.scale = fit_scale(size, page_most(size), lambda s: self._place(size, s))

    def _place(self, size, s: float) -> int:
        """Everything at scale `s`; the y under the button."""
        w, h = size
        width = min(int(1000 * s), w - 60)
        self.box = pygame.Rect((w - width) // 2, int(150 * s), width, int(90 * s) + len(self.fields) * int(56 * s))
        y = self.box.y + int(70 * s)
        for field in self.fields:
            field.rect = pygame.Rect(self.box.x + 20, y, width - 40, int(46 * s))
            y += int(56 * s)
        self.write.rect = pygame.Rect(0, 0, int(340 * s), int(54 * s))
        self.write.rect.midtop = (self.box.centerx, self.box.bottom + int(22 * s))
        return self.write.rect.bottom

    def _write(self) -> None:
        """Commit the chapter; on a disk that refuses, say so and keep the screen (the
        campaign on disk is as it was, and the chapter can be written again)."""
        t = self.app.t
        state = self.session.state
        try:
            result = self.link.result(state, self.fates)
            self.link.commit(state, self.fates)
        except (SaveError, OSError, ValueError) as exc:
            self.app.notify(t(f"{P}.end.not_written", reason=campaign_reason(t, exc)), seconds=8)
            return
        index = self.link.script.index
        side = state.final["side"]
        paragraphs = [(chapter_text(t, index, f"outro_{side}"), None, False),
                      (t(f"{P}.end.ledger"), theme.ACCENT, True),
                      (chapter_text(t, index, "journal"), theme.TEXT_DIM, False)]
        lasting = changes(t, result.operations)
        if lasting:
            paragraphs.append((t(f"{P}.end.changed"), theme.ACCENT, True))
            paragraphs += [(f"• {line}", theme.HIGHLIGHT, False) for line in lasting]
        store, ident = self.link.store, self.link.ident

        def to_campaign() -> None:
            from .campaign_screen import CampaignScene

            self.app.back_to_menu()
            self.app.push(CampaignScene(self.app, store, ident))

        heading = t(f"{P}.end.outro_head", title=chapter_text(t, index, "title"))
        self.app.replace(StoryPage(self.app, heading, paragraphs, [(t(f"{P}.end.to_campaign"), to_campaign, True)]))

    def handle(self, g) -> None:
        for widget in (*self.fields, self.write):
            if widget.handle(g):
                return

    def draw(self, surface) -> None:
        t, assets = self.app.t, self.app.assets
        background(surface, assets)
        s = self.scale
        state = self.session.state
        side = state.final["side"]
        title(surface, assets, t(f"betrayal.ui.won_{side}", names=", ".join(
            self.session.name(x) for x in state.final["winners"])), int(30 * s), size=int(32 * s))
        reason = state.final.get("reason") or ""
        why = t(f"betrayal.ui.reason_{reason}") if t.has(f"betrayal.ui.reason_{reason}") else reason
        fit_in(surface, assets, why, int(18 * s), pygame.Rect(40, int(90 * s), surface.get_width() - 80, int(30 * s)),
               theme.TEXT_DIM, "chapter reason", align="midtop")
        panel(surface, self.box)
        fit_in(surface, assets, t(f"{P}.end.fates"), int(20 * s),
               pygame.Rect(self.box.x + 20, self.box.y + 16, self.box.width - 40, int(36 * s)), theme.ACCENT,
               "fates head", bold=True)
        for widget in (*self.fields, self.write):
            widget.draw(surface, assets)
