"""The haunt's reveal as gates and pages (BH-D.41-44): "Pass to <traitor>, everyone
else look away", the traitor's text, then "Heroes only" and the heroes' text, each
behind a button; later each side rereads its own text, or opens its part of the
haunt panel (haunt_panel.py), behind the same gate. While a page is open the game
waits. A part of the table scene.

With the "open play" option (BH-D.42, BH-SECRET.2) there are no gates: both texts
are shown openly, one page after the other, and either can be reread by anyone.
The reveal also adds the haunt to the app's list of played haunts (BH-D.38,
history.py), for the "skip played haunts" option of later games."""

from __future__ import annotations

import logging

import pygame

from tabletop.engine.views import read
from tabletop.games.house.view import HouseView, SideTextView

from ... import theme
from ...widgets import Button, fit_text, panel, put_text, shade
from .history import record_played

_LOG = logging.getLogger(__name__)


class Reveal:
    def __init__(self, table) -> None:
        self.table = table  # the Betrayal table that owns this part
        self.pages: list[tuple[str, str]] = []  # (kind: gate/text, side)
        self.page_buttons: list[Button] = []
        self.reread_buttons: list[tuple[str, Button]] = []

    def open_reveal(self, sides=("traitor", "heroes")) -> None:
        """The gates and pages for `sides`, in order."""
        view = self.table.session.seen()
        if view.haunt is None:
            return
        if tuple(sides) == ("traitor", "heroes"):  # the reveal itself, not a reread
            self.record_haunt(view.haunt["number"])
        self.pages = []
        for side in sides:
            if side == "traitor" and view.haunt.get("traitor", -1) < 0:
                continue
            if not self.side_has_people(view, side):  # a side of bots alone: its text is shown to nobody
                continue
            gate = not (self.open_play(view) or self.table.session.own_screen)  # a side's text, read in private
            self.pages += [("gate", side), ("text", side)] if gate else [("text", side)]
        self.page_widgets()

    def record_haunt(self, number: int) -> None:
        """BH-D.38: the haunt revealed at this table joins the app's list of played
        haunts; a list that cannot be written costs a calm note, never the game. A
        table whose game keeps no such list (Legacy's campaign keeps its own) skips it."""
        if not self.table.keeps_played_haunts:
            return
        problem = record_played(number)
        if problem:
            _LOG.warning("%s", problem)
            self.table.app.notify(self.table.app.t("betrayal.ui.history_problem"), seconds=5, calm=True)

    @staticmethod
    def open_play(view: HouseView) -> bool:
        """The "open play" option: both texts shown to everyone (BH-D.42, BH-SECRET.2)."""
        return view.open_play

    def side_has_people(self, view: HouseView, side: str) -> bool:
        """Whether a person plays on `side` (BH-D.41: a side's text is for its players
        only); in open play the texts are everybody's, so any person at the table."""
        people = set(self.table.session.humans())
        if self.open_play(view) and people:
            return any(sd == side for sd in view.side)
        return any(sd == side and seat in people for seat, sd in enumerate(view.side))

    def reveal_open(self) -> bool:
        return bool(self.pages)

    def page_widgets(self) -> None:
        t = self.table.app.t
        if not self.pages:
            self.page_buttons = []
            return
        kind, side = self.pages[0]
        label = t({"gate": "betrayal.ui.gate_show", "choice": "betrayal.ui.gate_show_choice"}.get(kind,
                                                                                                "betrayal.ui.page_done"))
        self.page_buttons = [Button(label, self.next_page, primary=True)]
        if kind == "gate":  # opened by mistake, or the other side is still looking: leave unread
            self.page_buttons.append(Button(t("betrayal.ui.gate_back"), self.back))
        elif kind == "choice":  # the game waits on the choice: the way out is the menu (save, quit), unseen
            self.page_buttons.append(Button(t("table.menu"), self.table.open_menu))
        self._place_page()

    def next_page(self) -> None:
        if self.pages:
            self.pages.pop(0)
        if self.pages and self.pages[0][0] == "panel":  # a gate to a side's part of the haunt panel
            self.table.haunt_panel.show(self.pages.pop(0)[1])
        self.page_widgets()

    def back(self) -> None:
        """Leave a gate without showing its text (Esc or Back): the gate and its side's
        page close unread; a reread button opens them again. A secret choice's gate has
        no way back to the table, as the game waits on that choice: Esc and its Menu
        button open the menu instead, over the gate."""
        if not self.pages or self.pages[0][0] != "gate":
            return
        side = self.pages.pop(0)[1]
        if self.pages and self.pages[0][1] == side and self.pages[0][0] in ("text", "panel"):
            self.pages.pop(0)
        self.page_widgets()

    def _page_box(self) -> pygame.Rect:
        w, h = self.table.app.size
        top, lesson = self.table.L.top.height, self.table.L.lesson
        box = pygame.Rect(0, 0, min(int(w * 0.7), int(900 * self.table.L.scale)), int(h * 0.8))
        box.center = (w // 2, h // 2 + top // 2)
        if lesson.height:  # a guided game's step stays readable, and its buttons apart, under the page
            box.height = (lesson.y - top) * 19 // 20
            box.centery = (top + lesson.y) // 2
        return box

    def _place_page(self) -> None:
        box = self._page_box()
        s = self.table.L.scale
        bw, bh, gap = int(260 * s), int(44 * s), int(16 * s)
        bw = min(bw, (box.width - gap * (len(self.page_buttons) + 1)) // max(1, len(self.page_buttons)))
        left = box.centerx - (len(self.page_buttons) * (bw + gap) - gap) // 2
        for k, b in enumerate(self.page_buttons):  # the page's own button first, Back to its right
            b.rect = pygame.Rect(left + k * (bw + gap), box.bottom - bh - gap, bw, bh)
            b.most = int(18 * s)

    def side_seat(self, view: HouseView, side: str) -> int | None:
        """A seat of `side`, whose view the side's page reads: one at this screen first
        (a remote seat's table holds its own view only)."""
        seats = [seat for seat, sd in enumerate(view.side) if sd == side]
        here = [seat for seat in seats if seat in self.table.session.humans()]
        return (here or seats or [None])[0]

    def reveal_gesture(self, g) -> bool:
        if not self.pages:
            return False
        for b in self.page_buttons:
            if b.handle(g) and g.kind == "click":
                return True
        if g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.next_page()
        elif g.kind == "key" and g.key == pygame.K_ESCAPE:
            if self.pages[0][0] == "text":
                self.next_page()  # a page being read: Esc hides it, as Done does
            elif self.pages[0][0] == "choice":
                self.table.open_menu()
            else:
                self.back()
        return g.kind in ("click", "key", "drag_start", "drop", "wheel", "context")

    def draw_reveal(self, surface) -> None:
        if not self.pages:
            return
        t, assets = self.table.app.t, self.table.app.assets
        s = self.table.L.scale
        kind, side = self.pages[0]
        view = self.table.session.seen()
        shade(surface, (6, 4, 10, 250) if kind in ("gate", "choice") else (6, 4, 10, 200))
        box = self._page_box()
        panel(surface, box, (30, 24, 30), theme.DANGER if side == "traitor" else theme.ACCENT, radius=14, width=3)
        haunt = view.haunt
        h = self.table.kit.haunts.get(haunt["number"])
        title = self.table.names.haunt_title(haunt["id"])
        inner = box.inflate(-int(48 * s), -int(40 * s))
        y = inner.y
        head = fit_text(assets, t("betrayal.ui.haunt_head", n=haunt["number"], title=title), int(24 * s),
                        inner.width, theme.ACCENT, bold=True, serif=True)
        put_text(surface, head, pygame.Rect(inner.x, y, inner.width, head.get_height()), "haunt head", "midtop")
        y += head.get_height() + int(18 * s)
        if kind in ("gate", "choice"):
            chooser = (view.pending or {}).get("seat")
            if kind == "choice" and chooser is not None:  # a secret choice (BH-D.42): only the chooser looks
                words = [t("betrayal.ui.gate_traitor", name=self.table.name(chooser)),
                         t("betrayal.ui.gate_choice", name=self.table.name(chooser))]
            elif side == "traitor":
                who = haunt.get("traitor")
                words = [t("betrayal.ui.gate_traitor", name=self.table.name(who)), t("betrayal.ui.gate_look_away")]
            else:
                words = [t("betrayal.ui.gate_heroes"), t("betrayal.ui.gate_traitor_away")]
            for k, line in enumerate(words):
                size = int((26 if k == 0 else 18) * s)
                for part in assets.wrap(line, size, inner.width, bold=k == 0):
                    image = assets.text(part, size, theme.TEXT if k == 0 else theme.TEXT_DIM, bold=k == 0)
                    put_text(surface, image, pygame.Rect(inner.x, y, inner.width, image.get_height()), "gate", "midtop")
                    y += image.get_height() + 6
                y += int(12 * s)
        else:
            seat = self.side_seat(view, side)
            mine: SideTextView | None = getattr(view.side_texts, side) if view.side_texts else None  # open play: both
            if mine is None and seat is not None:
                mine = self.seat_view(seat).my_side_text
            spec = (h.heroes if side == "heroes" else h.traitor_side) if h else None
            parts = []
            if mine:
                hid = haunt["id"]
                side_key = "heroes" if side == "heroes" else "traitor"
                names = self.table.names
                parts = [(t(f"betrayal.ui.side_{side}"), theme.DANGER if side == "traitor" else theme.GOOD, 22, True),
                         (names.side_text(hid, side_key, "goal", mine.goal), theme.HIGHLIGHT, 18, True),
                         *((line, theme.HIGHLIGHT, 16, True) for line in self._secret_lines(view, side, seat)),
                         (names.side_text(hid, side_key, "text", mine.text), theme.TEXT, 16, False)]
            elif spec is None:
                parts = [(t("betrayal.ui.no_text"), theme.TEXT, 16, False)]
            limit = self.page_buttons[0].rect.y - 10 if self.page_buttons else inner.bottom
            for text, colour, size, bold in parts:
                size = int(size * s)
                for para in text.split("\n"):
                    for part in assets.wrap(para, size, inner.width, bold=bold) if para.strip() else [""]:
                        if y + size > limit:
                            break
                        if part:
                            put_text(surface, assets.text(part, size, colour, bold=bold), inner, "side text", "topleft",
                                     (inner.x, y))
                        y += size + 5
                y += int(8 * s)
        for b in self.page_buttons:
            b.draw(surface, assets)

    def seat_view(self, seat: int) -> HouseView:
        """What `seat` sees (its side's text, its secrets), whoever looks at the screen:
        a side's page is for that side's players."""
        state = self.table.session.state
        return read(state.game.view_type, state.view(seat))

    def _secret_lines(self, view: HouseView, side: str, seat: int | None) -> list[str]:
        """The side's secret choices, on its own page behind its gate (BH-D.42)."""
        if seat is None:
            return []
        secrets = self.seat_view(seat).secrets
        names = self.table.names
        return [self.table.app.t("betrayal.ui.secret_line", secret=names.secret(ident), room=names.room(s["value"]))
                for ident, s in secrets.items() if s.get("side") == side and s.get("value")]

    # -- the reread buttons ------------------------------------------------------------------------------------

    def reread_height(self) -> int:
        return int(22 * self.table.L.type)

    def reread_widgets(self, view: HouseView) -> list[tuple[str, Button]]:
        if view.haunt is None or self.table.read_only:
            return []
        if not self.reread_buttons:
            t = self.table.app.t
            self.reread_buttons = [(side, Button(t(f"betrayal.ui.reread_{side}"),
                                                 lambda sd=side: self.open_reveal((sd,))))
                                   for side in ("traitor", "heroes") if self.side_has_people(view, side)]
        box = self.table.L.sheet
        w = (box.width - 24) // 2
        h = self.reread_height()
        for i, (_, b) in enumerate(self.reread_buttons):  # a band under the trait tracks (sheet.py)
            b.rect = pygame.Rect(box.x + 8 + i * (w + 8), box.bottom - h - 5, w, h)
            b.most = int(13 * self.table.L.type)
        return self.reread_buttons
