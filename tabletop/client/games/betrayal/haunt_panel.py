"""The haunt panel over the map's top-right corner: how close each side is to winning
(BH-D.41-42, BH-D.55). Its head says the haunt and the round of the Turn/Damage Track
and folds the panel away; the rest is what everyone may see (the counters shown to
all, who holds each haunt token and the rooms the others lie in, framed on the map
while the pointer rests on that line) and then a side's own part: its goal in one
line and its progress ("Diary page: 2 of 5 held").

A side's part is as secret as its text: at a table where two or more people share the
screen it opens behind that side's gate (reveal.py) and closes when another seat comes
to act (the device has passed). With one person at the table it shows that person's
side; in open play both sides; a spectator sees none. A part of the table scene; the
panel is painted once per change of the game, of the window or of what is open."""

from __future__ import annotations

from collections import Counter

import pygame

from tabletop.games.house.view import HouseView

from ... import theme
from ...widgets import Button, fit_text, rounded
from .house import placed_map

SIDES = ("heroes", "traitor")


class HauntPanel:
    def __init__(self, table) -> None:
        self.table = table
        self.folded = False
        self.shown: str | None = None  # the side opened behind its gate
        self.shown_for: int | None = None  # the seat acting when it was opened
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.head = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.words: list[str] = []  # what it says now (the head, then each line)
        self.token_rows: list[tuple[pygame.Rect, str]] = []  # where each haunt token's line is, for the pointer
        self._key = None
        self._image: pygame.Surface | None = None

    # -- who sees which side ---------------------------------------------------------------------------

    def _acting(self, view: HouseView) -> int:
        return view.pending["seat"] if view.pending else view.active

    def gated(self, view: HouseView) -> bool:
        """Whether the sides' parts hide behind gates: two or more people at one screen,
        their texts secret (BH-D.42)."""
        return len(self.table.session.humans()) >= 2 and not view.open_play and not self.table.read_only

    def sides_shown(self, view: HouseView) -> tuple[str, ...]:
        if view.open_play:
            return SIDES
        if self.gated(view):
            if self.shown is not None and self.shown_for != self._acting(view):
                self.shown = None  # another seat acts: the device has passed
            return (self.shown,) if self.shown else ()
        people = self.table.session.humans()
        return tuple(dict.fromkeys(view.side[s] for s in people if view.side[s]))

    def show(self, side: str) -> None:
        """Its gate passed: `side`'s part opens, until another seat acts."""
        view = self.table.session.seen()
        self.shown, self.shown_for, self.folded = side, self._acting(view), False
        self._key = None

    def hide(self) -> None:
        self.shown = self.shown_for = None
        self._key = None

    def ask(self, side: str) -> None:
        reveal = self.table.reveal
        reveal.pages = [("gate", side), ("panel", side)]
        reveal.page_widgets()

    # -- what it says -----------------------------------------------------------------------------------

    def _side_lines(self, view: HouseView, side: str) -> list[tuple[str, tuple, bool, str]]:
        """The side's goal and progress, from the view of a seat of that side (or the
        table's own in open play)."""
        names, t = self.table.names, self.table.app.t
        if view.open_play:
            texts, progress = view.side_texts, view.progress
            mine = getattr(texts, side) if texts else None
        else:
            seat = self.table.reveal.side_seat(view, side)
            if seat is None:
                return []
            seen = self.table.reveal.seat_view(seat)
            mine, progress = seen.my_side_text, seen.progress
        colour = theme.DANGER if side == "traitor" else theme.GOOD
        lines = [(t(f"betrayal.ui.side_{side}"), colour, True, "")]
        if mine is not None and mine.goal:
            goal = names.side_text(view.haunt["id"], side, "goal", mine.goal)
            lines.append((goal, theme.HIGHLIGHT, False, ""))
        for p in progress.get(side, []):
            if p["kind"] == "round" and p["need"] == view.round_limit:
                continue  # the head says it already
            lines.append((self._progress_line(p), theme.TEXT, True, ""))
        return lines

    def _progress_line(self, p) -> str:
        names, t = self.table.names, self.table.app.t
        kind = p["kind"]
        if kind == "counter":
            return t("betrayal.ui.progress_counter", name=names.counter(p["name"]), have=p["have"], need=p["need"])
        if kind in ("tokens_held", "tokens_in_room"):
            return t(f"betrayal.ui.progress_{kind}", name=names.token(p["name"]), room=names.room(p.get("room")),
                     have=p["have"], need=p["need"])
        if kind == "heroes_left":
            return t("betrayal.ui.progress_heroes_left", count=p["have"])
        return t(f"betrayal.ui.progress_{kind}", have=p["have"], need=p["need"])

    def _public_lines(self, view: HouseView, hidden: set[str]) -> list[tuple[str, tuple, bool, str]]:
        """The counters shown to all (those a side's part already counts left out), and
        where each haunt token is: held, carried by a monster, lying in rooms (a token's
        line names its kind, to light its rooms under the pointer)."""
        names, t = self.table.names, self.table.app.t
        lines = [(t("betrayal.ui.panel_counter", name=names.counter(k), value=v), theme.TEXT, False, "")
                 for k, v in view.counters.items() if k not in hidden]
        h = self.table.kit.haunt_of(view)
        for kind in (tok.id for tok in (h.tokens if h else ())):
            held = Counter()
            for seat, carried in enumerate(view.carried):
                if kind in carried:
                    held[self.table.name(seat)] += carried.count(kind)
            for m in view.monsters:
                if kind in m.carried:
                    held[names.monster(m.kind)] += m.carried.count(kind)
            lying = Counter({names.room(room): tokens.count(kind) for room, tokens in view.tokens.items()
                             if kind in tokens})
            parts = []
            if held:
                parts.append(t("betrayal.ui.panel_held", who=_counted(held)))
            if lying:
                parts.append(t("betrayal.ui.panel_lying", rooms=_counted(lying)))
            if parts:
                lines.append((t("betrayal.ui.panel_token", token=names.token(kind), where="; ".join(parts)),
                              theme.TEXT, False, kind))
        return lines

    # -- placing, drawing, pointing ---------------------------------------------------------------------------

    def _frame(self) -> tuple[pygame.Rect, int, int]:
        L = self.table.L
        s, k = L.scale, L.type
        w = min(int(L.map.width * 0.46), int(420 * k))
        pad = max(6, int(8 * s))
        return pygame.Rect(L.map.right - w - pad, L.map.y + pad, w, 0), max(12, int(14 * k)), pad

    def _signature(self, view: HouseView):
        app = self.table.app
        return (len(self.table.session.state.history), self.folded, self.shown, self.shown_for, app.size,
                getattr(app.t, "language", ""), self.table.L.type, self.gated(view))

    def _paint(self, view: HouseView) -> None:
        t, assets = self.table.app.t, self.table.app.assets
        frame, size, pad = self._frame()
        haunt = view.haunt
        title = t("betrayal.ui.haunt_head", n=haunt["number"], title=self.table.names.haunt_title(haunt["id"]))
        limit = view.round_limit
        track = t("betrayal.ui.round_of", round=haunt["round"], limit=limit) if limit else \
            t("betrayal.ui.round", round=haunt["round"])
        sides = self.sides_shown(view)
        body: list[tuple[str, tuple, bool, str]] = []
        self.buttons = []
        if not self.folded:
            own = [line for side in sides for line in self._side_lines(view, side)]
            counted = {p["name"] for side in sides for p in self._progress_of(view, side) if p["kind"] == "counter"}
            body = self._public_lines(view, counted)
            if own:
                body += [("", theme.TEXT, False, "")] + own
            if self.gated(view):
                asks = [s for s in SIDES if s not in sides and self.table.reveal.side_has_people(view, s)]
                self.buttons = [Button(t(f"betrayal.ui.panel_ask_{s}"), lambda s=s: self.ask(s)) for s in asks]
                if self.shown:  # before the device passes on
                    self.buttons.insert(0, Button(t("betrayal.ui.panel_hide"), self.hide))
        self.words = [title, track, *(text for text, *_ in body if text)]
        inner = frame.width - 2 * pad
        head_size = int(size * 1.1)
        rows: list[tuple[pygame.Surface, str]] = []  # each line, and the haunt token it is about
        for text, colour, bold, token in body:
            if not text:
                rows.append((pygame.Surface((1, size // 2), pygame.SRCALPHA), ""))
                continue
            for part in assets.wrap(text, size, inner, bold=bold):
                rows.append((assets.text(part, size, colour, bold=bold), token))
        head_h = int(head_size * 1.6)
        bh = int(size * 2.0) if self.buttons else 0
        height = head_h + (pad + sum(r.get_height() + 2 for r, _ in rows) if rows else 0) + (bh + pad if bh else 0)
        most = int(self.table.L.map.height * 0.7)
        height = min(height, most)
        image = pygame.Surface((frame.width, height), pygame.SRCALPHA)
        rounded(image, image.get_rect(), (24, 18, 26, 232), theme.DANGER, 2, 10)
        mark = "▸" if self.folded else "▾"
        head = fit_text(assets, f"{mark} {title}", head_size, inner - inner // 3, theme.ACCENT, bold=True, serif=True)
        image.blit(head, head.get_rect(midleft=(pad, head_h // 2)))
        right = fit_text(assets, track, size, inner // 3, theme.DANGER, bold=True)
        image.blit(right, right.get_rect(midright=(frame.width - pad, head_h // 2)))
        y = head_h + pad // 2
        bottom = height - (bh + pad if bh else pad // 2)
        self.token_rows = []
        for row, token in rows:
            if y + row.get_height() > bottom:
                break
            image.blit(row, (pad, y))
            if token:
                self.token_rows.append((pygame.Rect(frame.x + pad, frame.y + y, inner, row.get_height() + 2), token))
            y += row.get_height() + 2
        self._image = image
        moved = height != self.rect.height
        self.rect = pygame.Rect(frame.x, frame.y, frame.width, height)
        if moved:  # the floors fit again below it (those the person has not panned)
            self.table.house.refit()
        self.head = pygame.Rect(frame.x, frame.y, frame.width, head_h)
        if self.buttons:
            gap = pad
            bw = (inner - gap * (len(self.buttons) - 1)) // len(self.buttons)
            for k, b in enumerate(self.buttons):
                b.rect = pygame.Rect(frame.x + pad + k * (bw + gap), self.rect.bottom - bh - pad // 2 - 2, bw, bh)
                b.most = size

    def band(self) -> int:
        """How much of the map's top the panel covers, as painted last."""
        return self.rect.bottom - self.table.L.map.y if self.rect.height else 0

    def _progress_of(self, view: HouseView, side: str):
        if view.open_play:
            return view.progress.get(side, [])
        seat = self.table.reveal.side_seat(view, side)
        return [] if seat is None else self.table.reveal.seat_view(seat).progress.get(side, [])

    def draw(self, surface: pygame.Surface, view: HouseView) -> None:
        if view.haunt is None:
            return
        key = self._signature(view)
        if key != self._key or self._image is None:
            self._paint(view)
            self._key = key
        surface.blit(self._image, self.rect)  # its words were fitted to it when painted
        for b in self.buttons:
            b.draw(surface, self.table.app.assets)
        pointer = self.table.zoom.hover_pos
        token = next((kind for rect, kind in self.token_rows if pointer and rect.collidepoint(pointer)), None)
        if token is not None:
            self._light_rooms(surface, view, token)

    def _light_rooms(self, surface: pygame.Surface, view: HouseView, token: str) -> None:
        """The rooms of the floor shown where `token` lies, framed while its line is
        under the pointer."""
        house, tp = self.table.house, self.table.house.tile_px()
        placed = placed_map(view)
        clip = surface.get_clip()
        surface.set_clip(self.table.L.map)
        for room, tokens in view.tokens.items():
            where = placed.get(room)
            if token in tokens and where is not None and where[0] == self.table.floor:
                rect = house.cell_rect(where[1], where[2]).inflate(4, 4)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(3, tp // 20), border_radius=8)
        surface.set_clip(clip)

    def handle(self, g) -> bool:
        """A click on the head folds or opens the panel; its buttons open a side's gate;
        whatever else lands on it stays with it (it lies over the map)."""
        view = self.table.session.seen()
        if view.haunt is None or g.kind not in ("click", "hover", "drag_start", "wheel"):
            return False
        for b in self.buttons:
            if b.handle(g) and g.kind == "click":
                return True
        pos = getattr(g, "start", None) or getattr(g, "pos", None)
        if pos is None or not self.rect.collidepoint(pos) or g.kind == "hover":
            return False
        if g.kind == "click" and self.head.collidepoint(pos):
            self.folded = not self.folded
            self._key = None
        return True

    def covers(self, pos) -> bool:
        """Whether the panel lies over `pos` (the map under it is not pointed at)."""
        return self._image is not None and self.table.session.seen().haunt is not None and self.rect.collidepoint(pos)

    def forget(self) -> None:
        self._key = self._image = None


def _counted(counts: Counter) -> str:
    """"Ana (2), the Nursemaid": each name, with how many when more than one."""
    return ", ".join(name if n == 1 else f"{name} ({n})" for name, n in counts.items())
