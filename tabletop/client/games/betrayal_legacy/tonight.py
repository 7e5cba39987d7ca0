"""Who plays the next chapter (BL-D.37, BL-D.43): before the casting, the group says
which families are at the table tonight (a family may sit a chapter out: it keeps its
members and gets no fate for it; a person's family may be played from another machine,
hosted: the campaign keeps it a person's) and whether a new player joins with a family
the campaign does not have yet. Nothing is written until the chapter is committed: the
chapter's game and its save carry the table as chosen here."""

from __future__ import annotations

import pygame

from tabletop.client import theme
from tabletop.client.netplay import kept_kind
from tabletop.client.scene import Scene
from tabletop.client.scenes.common import background, fit_scale, page_most, title
from tabletop.client.widgets import Button, Cycler, TextField, fit_in, panel
from tabletop.engine.names import NAME_LIMIT, clean_text
from tabletop.games.betrayal_legacy.campaign import Campaign, Seat, join, sit_out
from tabletop.games.betrayal_legacy.chapters import Script
from tabletop.games.betrayal_legacy.rules import CONTENT

from .cast import cast_chapter
from .words import P, names

KINDS = ("human", "random", "strong", "remote")
#: a family's row: at the table, sitting out, or (a person's) played from another machine
PLACES = ("plays", "sits_out", "remote")


class TonightForm(Scene):
    def __init__(self, app, store, ident: str, campaign: Campaign, script: Script,
                 remote: frozenset[int] = frozenset()) -> None:
        super().__init__(app)
        self.store, self.ident, self.script = store, ident, script
        self.campaign = campaign
        self.absent: set[str] = set()
        self.remote = set(remote)  # the campaign seats played from other machines tonight
        self.new_name, self.new_family, self.new_kind = "", 0, 0
        self._build()

    # -- the widgets, rebuilt when a player joins -------------------------------------------------

    def unused(self) -> list[str]:
        return [f.id for f in CONTENT.families if f.id not in self.campaign.roster]

    def _build(self) -> None:
        t = self.app.t
        n = names(t)
        self.rows = []
        for seat, family in enumerate(self.campaign.roster):
            label = f"{n.explorer(family)} — {self.campaign.seats[seat].name}"
            places = PLACES if self.campaign.seats[seat].kind == "human" else PLACES[:2]  # a bot plays here
            at = "sits_out" if family in self.absent else "remote" if seat in self.remote else "plays"
            self.rows.append(Cycler(label, [t(f"{P}.tonight.{p}") for p in places], places.index(at),
                                    lambda k, s=seat, f=family: self._set_place(s, f, PLACES[k])))
        self.joining = []
        if self.unused():
            self.new_family = min(self.new_family, len(self.unused()) - 1)
            self.joining = [
                TextField(t(f"{P}.tonight.new_name"), self.new_name, self._set_name),
                Cycler(t(f"{P}.tonight.new_family"), [n.explorer(f) for f in self.unused()], self.new_family,
                       self._set_family),
                Cycler(t("newgame.plays"), [t(f"newgame.{k if k in ('human', 'remote') else 'bot_' + k}")
                                            for k in KINDS],
                       self.new_kind, self._set_kind),
                Button(t(f"{P}.tonight.join"), self._join),
            ]
        self.go = Button(t(f"{P}.tonight.go"), self._go, primary=True)
        self.back = Button(t("common.back"), self.app.pop)
        if hasattr(self, "scale"):  # a player joined: the new rows need places
            self.layout(self.app.size)

    def _set_place(self, seat: int, family: str, place: str) -> None:
        (self.absent.add if place == "sits_out" else self.absent.discard)(family)
        (self.remote.add if place == "remote" else self.remote.discard)(seat)

    def _set_name(self, value: str) -> None:
        self.new_name = clean_text(value, NAME_LIMIT)  # a person's name, as New game keeps it

    def _set_family(self, index: int) -> None:
        self.new_family = index

    def _set_kind(self, index: int) -> None:
        self.new_kind = index

    # -- what the buttons do ---------------------------------------------------------------------

    def _join(self) -> None:
        t = self.app.t
        if not self.new_name.strip():
            self.app.notify(t(f"{P}.tonight.need_name"))
            return
        family = self.unused()[self.new_family]
        try:
            self.campaign = join(self.campaign, family, Seat(self.new_name.strip(), kept_kind(KINDS[self.new_kind])))
        except ValueError as exc:
            self.app.notify(str(exc))
            return
        if KINDS[self.new_kind] == "remote":  # a person joining from another machine
            self.remote.add(len(self.campaign.seats) - 1)
        self.app.notify(t(f"{P}.tonight.joined", name=self.new_name.strip(), family=names(t).explorer(family)),
                        calm=True)
        self.new_name, self.new_family = "", 0
        self._build()

    def _go(self) -> None:
        try:
            tonight = sit_out(self.campaign, sorted(self.absent))
        except ValueError:
            self.app.notify(self.app.t(f"{P}.tonight.too_few"))
            return
        cast_chapter(self.app, self.store, self.ident, tonight, self.script, frozenset(self.remote))

    # -- the screen ------------------------------------------------------------------------------

    def widgets(self):
        return [*self.rows, *self.joining, self.go, self.back]

    def layout(self, size) -> None:
        """The families at the left, the newcomer's form at the right (or below, in a
        narrow window), the buttons under both."""
        self.scale = fit_scale(size, page_most(size), lambda s: self._place(size, s))

    def _place(self, size, s: float) -> int:
        """Everything at scale `s`; the y under the buttons."""
        w, h = size
        row, gap = int(44 * s), int(10 * s)
        wide = w >= int(1000 * s) and self.joining
        width = min(int(560 * s), (w - 80) // 2) if wide else min(int(720 * s), w - 60)
        x = (w - (2 * width + 20 if wide else width)) // 2
        top = int(124 * s)
        y = top + int(20 * s)
        for widget in self.rows:
            widget.rect = pygame.Rect(x + 20, y, width - 40, row)
            y += row + gap
        self.rows_box = pygame.Rect(x, top, width, y - top + gap)
        if wide:
            x, y = x + width + 20, top + int(52 * s)
        else:
            y += int(50 * s)
        join_top = y - int(52 * s)
        for widget in self.joining[:3]:
            widget.rect = pygame.Rect(x + 20, y, width - 40, row)
            y += row + gap
        if self.joining:
            self.joining[3].rect = pygame.Rect(0, 0, int(300 * s), row)
            self.joining[3].rect.topright = (x + width - 20, y)
            y += row + gap
        self.join_box = pygame.Rect(x, join_top, width, y - join_top + gap)
        bw = int(260 * s)
        self.go.rect = pygame.Rect(0, 0, bw, int(52 * s))
        self.back.rect = pygame.Rect(0, 0, bw, int(52 * s))
        lowest = max(self.rows_box.bottom, self.join_box.bottom if self.joining else 0)
        bottom = min(h - int(64 * s), lowest + int(24 * s))
        self.go.rect.topleft = (w // 2 + 10, bottom)
        self.back.rect.topright = (w // 2 - 10, bottom)
        return lowest + int(24 * s) + self.go.rect.height  # where the buttons would end, under the rows

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for widget in self.widgets():
            if widget.handle(g):
                return

    def draw(self, surface) -> None:
        t, assets = self.app.t, self.app.assets
        background(surface, assets)
        s = self.scale
        title(surface, assets, t(f"{P}.tonight.title", n=self.script.index), int(40 * s), size=int(32 * s))
        fit_in(surface, assets, t(f"{P}.tonight.hint"), int(18 * s),
               pygame.Rect(40, int(84 * s), surface.get_width() - 80, int(30 * s)),
               theme.TEXT_DIM, "tonight hint", align="center")
        panel(surface, self.rows_box)
        if self.joining:
            panel(surface, self.join_box)
            fit_in(surface, assets, t(f"{P}.tonight.new_player"), int(18 * s),
                   pygame.Rect(self.join_box.x + 20, self.join_box.y + 10, self.join_box.width - 40, int(28 * s)),
                   theme.ACCENT, "tonight join")
        for widget in self.widgets():
            widget.draw(surface, assets)
