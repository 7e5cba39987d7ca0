"""The explorer's sheet (its four trait tracks with their clips), the hand, the
floors' tabs with the haunt's round track, the explorers' strip and the decision's
buttons. A part of the table scene."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.errors import IllegalAction
from tabletop.games.house import choices
from tabletop.games.house.decisions import DECISIONS  # both Betrayals prompt alike
from tabletop.games.house.places import Card, PileCard, Room, TakeToken, Token
from tabletop.games.house.view import HouseView

from ... import theme
from ...widgets import Button, fit_lines, fit_text, panel, put_text, rounded
from .names import TRAITS

SIDE_WORDS = {"n": "north", "e": "east", "s": "south", "w": "west"}
#: A card's colour in the hand and on the card overlay, by its deck.
CARD_TONES = {"omen": (96, 60, 116), "item": (130, 100, 50), "event": (50, 104, 100), "token": (58, 74, 108)}
#: how a carried haunt token, a card of the Item Pile and a token lying in the room are
#: named among the cards the hand shows
TOKEN, PILE_CARD, LYING = "token:", "pile:", "lying:"


class Sheet:
    def __init__(self, table) -> None:
        self.table = table  # the Betrayal table that owns this part
        self._buttons_key: Any = None  # the position and look the buttons were made for
        self._slots: dict[str, int] = {}  # each turn button's place, kept while the turn lasts
        self._slots_for: Any = None  # the turn they were given for
        self._faces: dict[tuple, pygame.Surface] = {}  # the hand's cards painted, by card, size and look
        self.room_things: list[str] = []  # what may be picked up in the room now, shown beside the hand
        self._tracks = None  # (key, image): an explorer's four printed tracks, painted once

    def forget_buttons(self) -> None:
        """A new size, words or state after an undo: the buttons and the sheet's tracks
        are made again."""
        self._buttons_key = None
        self._tracks: tuple[Any, pygame.Surface] | None = None

    # -- whose sheet -------------------------------------------------------------------------------

    def focus(self, view: HouseView) -> int:
        """The seat whose sheet and hand show: the person's seat when one acts, else the active one."""
        p = view.pending
        if p is not None:
            return p["seat"]
        return view.active

    def mine(self, view: HouseView | None = None) -> bool:
        view = view or self.table.session.seen()
        p = view.pending
        return (p is not None and not self.table.read_only and self.table.session.human_to_act()
                and not self.table.session.needs_handover())

    # -- tabs and the round track ---------------------------------------------------------------------

    def draw_tabs(self, surface, view: HouseView) -> None:
        assets, L, t = self.table.app.assets, self.table.L, self.table.app.t
        ty = L.type
        counts = {f: 0 for f in self.table.kit.floors}
        for p in view.house.placed:
            counts[p[1]] = counts.get(p[1], 0) + 1
        lit = self.table.drag_targets if self.table.drag_drop.drag is not None else set()
        lit_floors = {self.table.house.room_floor(view, x.room) for x in lit if type(x) is Room}
        for i, floor in enumerate(self.table.kit.floors):
            r = L.tab(i)
            here = floor == self.table.floor
            fill = theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.55) if here else theme.PANEL
            edge = theme.HIGHLIGHT if floor in lit_floors else (theme.ACCENT if here else theme.PANEL_EDGE)
            rounded(surface, r, fill, edge, 3 if floor in lit_floors else 2, 8)
            people = sum(1 for seat, room in enumerate(view.room)
                         if view.alive[seat] and self.table.house.room_floor(view, room) == floor)
            words = t("betrayal.ui.tab", floor=self.table.names.floor(floor), n=counts.get(floor, 0))
            if people:
                words += f" · {'●' * people}"
            image = fit_text(assets, words, int(15 * ty), r.width - 12, theme.TEXT if here else theme.TEXT_DIM,
                             bold=here)
            put_text(surface, image, r, "floor tab", "center")
        box = L.track_box()
        haunt = view.haunt
        if haunt:
            h = self.table.kit.haunt_of(view)
            limit = getattr(h, "turn_limit", 0) if h else 0
            if not isinstance(limit, int):  # a Count: by the number of players
                limit = getattr(limit, f"p{view.seats}", 0) or getattr(limit, "all", 0)
            words = t("betrayal.ui.round_of", round=haunt["round"], limit=limit) if limit else \
                t("betrayal.ui.round", round=haunt["round"])
            colour = theme.DANGER
        else:
            words = t("betrayal.ui.omens", n=view.omens_drawn, tiles=view.stack)
            colour = theme.TEXT_DIM
        image = fit_text(assets, words, int(15 * ty), box.width - 8, colour, bold=bool(haunt))
        put_text(surface, image, box, "round track", "midright", (box.right - 4, box.centery))

    # -- the explorers' strip ------------------------------------------------------------------------------

    def draw_strip(self, surface, view: HouseView) -> None:
        assets, L, t = self.table.app.assets, self.table.L, self.table.app.t
        ty = L.type
        n = view.seats
        for seat in range(n):
            r = L.chip(seat, n)
            acting = view.pending is not None and view.pending["seat"] == seat
            colour = self.table.kit.colour(view.explorers[seat])
            rounded(surface, r, theme.mix(theme.PANEL, colour, 0.22), theme.HIGHLIGHT if acting else theme.PANEL_EDGE,
                    2, 8)
            face = self.table.house.figures.standee(view.explorers[seat], colour, r.height * 4 // 5,
                                                    dead=not view.alive[seat])
            surface.blit(face, face.get_rect(center=(r.x + r.height // 2, r.centery)))  # as on the map
            side = view.side[seat]
            top = self.table.name(seat)
            if side == "traitor":
                top += " · " + t("betrayal.ui.traitor")
            if not view.alive[seat]:
                top += " · " + t("betrayal.ui.dead")
            elif seat in view.exited:
                top += " · " + t("betrayal.ui.exited")
            inner = pygame.Rect(r.x + r.height, r.y + 3, r.width - r.height - 4, r.height // 2 - 2)
            # readable, rather than whole in tiny type: a long name is cut, whole in its tooltip
            # the strip keeps the window's scale (the house needs the room): type as large as its rows hold
            most = inner.height * 4 // 5
            image = fit_text(assets, top, min(most, int(14 * ty)), inner.width,
                             theme.DANGER if side == "traitor" else theme.TEXT, bold=True,
                             smallest=min(most, max(8, int(11 * L.scale))))
            put_text(surface, image, inner, "explorer chip", "midleft")
            vals = view.traits[seat]
            words = "  ".join(f"{t('betrayal.ui.trait_short_' + tr)}{v}" for tr, v in zip(TRAITS, vals))
            low = pygame.Rect(inner.x, r.centery, inner.width, r.height // 2 - 3)
            image = fit_text(assets, words, min(low.height * 4 // 5, int(13 * ty)), low.width, theme.TEXT_DIM,
                             smallest=8)
            put_text(surface, image, low, "explorer chip", "midleft")

    # -- the sheet --------------------------------------------------------------------------------------

    def track_rect(self, i: int) -> pygame.Rect:
        box = self.table.L.sheet
        head = int(30 * self.table.L.type)
        band = self.table.reveal.reread_height() + 6 if self.table.session.seen().haunt is not None else 0
        row_h = (box.height - head - 10 - band) // 4
        return pygame.Rect(box.x + 10, box.y + head + i * row_h, box.width - 20, row_h - 3)

    def box_rect(self, i: int, k: int) -> pygame.Rect:
        """Trait `i`'s box for printed value k (0-7), or the skull (k = -1)."""
        row = self.track_rect(i)
        label_w = self.label_width(row.width)
        w = (row.width - label_w) // 9
        return pygame.Rect(row.x + label_w + (k + 1) * w, row.y + 2, w - 3, row.height - 4)

    def label_width(self, row_width: int) -> int:
        """The trait names' column: a quarter of a track's row, wider (up to 40%) for
        the longest name in large type, so it is not shrunk to a whisper."""
        font = self.table.app.assets.font(int(14 * self.table.L.type), True)
        widest = max(font.size(self.table.names.trait(trait))[0] for trait in TRAITS) + 6
        return max(int(row_width * 0.26), min(int(row_width * 0.4), widest))

    def sheet_panel(self, view: HouseView):
        seat = self.focus(view)
        # painted again only when what it shows changes (not at every move of the game)
        key = (None, seat, view.explorers[seat], tuple(view.clips[seat]), view.room[seat], self.table.name(seat),
               view.haunt is not None, self.hidden_clips(), self.table.app.t.language)
        return ("sheet", self.table.L.sheet, key, lambda surface, v=view, st=seat: self._paint_sheet(surface, v, st))

    def _paint_sheet(self, surface, view: HouseView, seat: int) -> None:
        assets, L = self.table.app.assets, self.table.L
        ty = L.type
        box = L.sheet
        explorer = self.table.kit.explorers.get(view.explorers[seat])
        colour = self.table.kit.colour(view.explorers[seat])
        panel(surface, box, theme.mix(theme.PANEL, colour, 0.12), theme.PANEL_EDGE, radius=10)
        head = pygame.Rect(box.x + 10, box.y + 4, box.width - 20, int(26 * ty))
        words = self.table.names.explorer(view.explorers[seat])
        if self.table.name(seat) != words:
            words = f"{self.table.name(seat)} · {words}"
        room = view.room[seat]
        words += f" · {self.table.names.room(room)}"
        image = fit_text(assets, words, int(17 * ty), head.width, theme.ACCENT, bold=True, serif=True)
        put_text(surface, image, head, "sheet head", "midleft")
        # the printed tracks change only with the explorer: painted once (the clips move at every
        # trait change), and again after a new layout, so that the text audit sees them
        key = (view.explorers[seat], box.size, view.haunt is not None, self.table.app.t.language)
        if self._tracks is None or self._tracks[0] != key:
            tracks = pygame.Surface(self.table.app.size, pygame.SRCALPHA)
            self._paint_tracks(tracks, explorer)
            self._tracks = (key, tracks.subsurface(box).copy())
        surface.blit(self._tracks[1], box)
        hidden = self.hidden_clips()
        for i, trait in enumerate(TRAITS):
            if (seat, trait) not in hidden:
                self.paint_clip(surface, i, float(view.clips[seat][i]))

    def _paint_tracks(self, surface, explorer) -> None:
        """An explorer's four traits as printed: the name, the skull and the values, the
        starting value marked."""
        assets, ty = self.table.app.assets, self.table.L.type
        for i, trait in enumerate(TRAITS):
            row = self.track_rect(i)
            label = pygame.Rect(row.x, row.y, self.label_width(row.width) - 4, row.height)
            image = fit_text(assets, self.table.names.trait(trait), int(14 * ty), label.width, theme.TEXT, bold=True)
            put_text(surface, image, label, "trait", "midleft")
            track = getattr(explorer, trait)
            skull = self.box_rect(i, -1)
            rounded(surface, skull, (40, 30, 34), (90, 60, 60), 1, 4)
            fit = fit_text(assets, "☠", max(8, min(int(13 * ty), skull.height - 4)), skull.width, (170, 120, 120),
                           bold=True)
            put_text(surface, fit, skull, "skull", "center")
            for k, value in enumerate(track.values):
                r = self.box_rect(i, k)
                start = k + 1 == track.start  # box k shows clip index k + 1
                rounded(surface, r, (60, 54, 46) if not start else (74, 66, 40), (110, 100, 86), 1, 4)
                image = assets.text(str(value), max(9, min(int(15 * ty), r.height - 4)), theme.TEXT, bold=start)
                put_text(surface, image, r, "trait value", "center")

    def clip_rect(self, i: int, at: float) -> pygame.Rect:
        """Where trait `i`'s clip sits at clip index `at` (0: the skull, 1-8: the printed
        values, house/traits.py), between two boxes while it slides."""
        a = self.box_rect(i, int(at) - 1)
        b = self.box_rect(i, min(8, int(at) + 1) - 1)
        frac = at - int(at)
        return pygame.Rect(round(a.x + (b.x - a.x) * frac), a.y, a.width, a.height).inflate(4, 4)

    def paint_clip(self, surface, i: int, at: float) -> None:
        pygame.draw.rect(surface, (200, 40, 40), self.clip_rect(i, at), 3, border_radius=5)

    def hidden_clips(self) -> frozenset:
        return frozenset(h[1] for h in self.table.hidden() if isinstance(h, tuple) and h[0] == "clip")

    # -- the hand ------------------------------------------------------------------------------------------

    def hand_rects(self, view: HouseView) -> list[tuple[str, pygame.Rect]]:
        """The hand's cards, left to right, overlapping when many, each at its place
        before its fan's tilt; then, at the right, what may be picked up in the room."""
        area = self.hand_area()
        here = self.room_area(area)
        if here is None:
            return self._spread(self.hand_things(view), area)
        hand = pygame.Rect(area.x, area.y, here.x - area.x - max(8, area.width // 30), area.height)
        return self._spread(self.hand_things(view), hand) + self._spread(self.room_things, here)

    def room_area(self, area: pygame.Rect) -> pygame.Rect | None:
        """Where the Item Pile's cards and the haunt tokens lying in the room that may be
        picked up now are shown, at the hand's right (None: nothing to pick up)."""
        if not self.room_things:
            return None
        w = min(area.width * 2 // 5, len(self.room_things) * int(area.height * 0.7) + 8)
        return pygame.Rect(area.right - w, area.y, w, area.height)

    def _spread(self, cards: list[str], area: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        if not cards:
            return []
        h = area.height - max(4, area.height // 10)  # room for the fan's arc
        w = min(int(h * 0.7), area.width)
        n = len(cards)
        gap = max(4, w // 14)
        step = w + gap if n * (w + gap) - gap <= area.width else (area.width - w) // max(1, n - 1)
        x0 = area.centerx - (step * (n - 1) + w) // 2
        mid = (n - 1) / 2
        arc = [round(abs(i - mid) ** 2 * max(1, h // 60)) if step < w + gap else 0 for i in range(n)]
        return [(c, pygame.Rect(x0 + i * step, area.y + min(arc[i], area.height - h), w, h))
                for i, c in enumerate(cards)]

    def hand_area(self) -> pygame.Rect:
        """The hand, under its heading: 30% of the panel, less when the decision's
        buttons need the room to keep a readable height (a damage split in large type)."""
        box, ty = self.table.L.actions, self.table.L.type
        top = box.y + int(24 * ty)
        p = self.table.session.seen().pending
        # a turn's buttons keep their places: room for two rows and the primary one,
        # however many show; the cards take the rest, up to half the panel
        turn = p is not None and p["kind"] in TURNS
        _, rows = (2, 3) if turn else _grid(len(self.table.buttons))
        buttons = rows * int((36 if turn else 30) * ty) + 4 * (rows - 1)
        high = min(int(box.height * (0.5 if turn else 0.30)), box.bottom - 6 - buttons - int(44 * ty) - top)
        return pygame.Rect(box.x + 8, top, box.width - 16, max(int(box.height * 0.15), high))

    def hand_things(self, view: HouseView) -> list[str]:
        """What the hand holds: its cards, then each kind of haunt token carried ("token:<kind>")."""
        seat = self.focus(view)
        return [*view.hand[seat], *(TOKEN + kind for kind in dict.fromkeys(view.carried[seat]))]

    def source_of(self, ident: str) -> Card | Token | PileCard | TakeToken:
        """The place a card shown by the hand is dragged from: a card or a carried token
        of the hand, a card of the Item Pile or a token lying in the room."""
        for prefix, kind in ((TOKEN, Token), (PILE_CARD, PileCard), (LYING, TakeToken)):
            if ident.startswith(prefix):
                return kind(ident[len(prefix):])
        return Card(ident)

    def face_words(self, ident: str) -> tuple[str, str, str, str]:
        """A thing of the hand's kind, kind label, name and text (a token's count after its name)."""
        t, names = self.table.app.t, self.table.names
        if ident.startswith(TOKEN):
            kind = ident[len(TOKEN):]
            view = self.table.session.seen()
            count = view.carried[self.focus(view)].count(kind)
            name = names.token(kind) + (f" ×{count}" if count > 1 else "")
            return "token", t("betrayal.ui.deck_token"), name, t("betrayal.ui.token_card_text")
        if ident.startswith(LYING):
            kind = ident[len(LYING):]
            return "token", t("betrayal.ui.deck_token"), names.token(kind), t("betrayal.ui.token_lying_text")
        ident = ident[len(PILE_CARD):] if ident.startswith(PILE_CARD) else ident
        kind = names.card_kind(ident)
        kind = kind if kind in CARD_TONES else "item"  # a companion is carried as an item is
        return kind, t(f"betrayal.ui.deck_{kind}"), names.card(ident), names.card_text(ident)

    def _fan_angle(self, i: int, n: int, spread: bool) -> float:
        return 0.0 if spread or n < 2 else max(-10.0, min(10.0, ((n - 1) / 2 - i) * 3.0))

    def card_at(self, pos, view: HouseView) -> str | None:
        """The hand's card under `pos`: the topmost where they overlap."""
        rects = self.hand_rects(view)
        for ident, rect in reversed(rects):
            if rect.collidepoint(pos):
                return ident
        return None

    def hovered_card(self, view: HouseView) -> str | None:
        drag = self.table.drag_drop.drag
        return None if drag is not None else self.card_at(self.table.zoom.hover_pos, view)

    def card_face(self, ident: str, size: tuple[int, int], angle: float = 0.0) -> pygame.Surface:
        """A card of the hand as a small card: its kind labelled (item or omen), its
        name and its first line of text; greyed with its price when its use cannot be
        paid (BL-COST.1). Painted once per card, size, tilt and language."""
        view = self.table.session.seen()
        price = next((p for p in view.unpayable if p["card"] == ident), None) if view.pending and \
            view.pending["kind"] == "explore" else None
        count = view.carried[self.focus(view)].count(ident[len(TOKEN):]) if ident.startswith(TOKEN) else 0
        key = (ident, count, size, round(angle, 1), self.table.app.t.language, price and self.price_label(price))
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) > 96:
                self._faces.clear()
            face = self._paint_face(ident, size, price)
            if angle:
                face = pygame.transform.rotozoom(face, angle, 1.0)
            self._faces[key] = face
        return face

    def _paint_face(self, ident: str, size: tuple[int, int], price) -> pygame.Surface:
        assets = self.table.app.assets
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        kind, label, name, words = self.face_words(ident)
        tone = CARD_TONES.get(kind, (90, 90, 90))
        rounded(image, image.get_rect(), theme.mix(tone, (20, 16, 14), 0.35), (230, 214, 170), 2, max(5, w // 10))
        inner = image.get_rect().inflate(-max(6, w // 10), -max(6, w // 10))
        rounded(image, inner, tone, theme.mix(tone, (240, 226, 190), 0.45), 1, max(4, w // 12))
        pad = max(3, w // 16)
        band = pygame.Rect(inner.x, inner.y, inner.width, max(10, h // 8))
        rounded(image, band, theme.mix(tone, (0, 0, 0), 0.45), theme.mix(tone, (240, 226, 190), 0.45), 1, 4)
        label = label.upper()
        put_text(image, fit_text(assets, label, max(8, band.height * 3 // 4), band.width - 2 * pad, (236, 222, 184),
                                 bold=True, smallest=7), band, "hand card kind", "center")
        y = band.bottom + pad
        size_name = max(8, min(w // 7, int(16 * self.table.L.type)))
        lines = assets.wrap(name, size_name, inner.width - 2 * pad, bold=True, serif=True)
        step = int(size_name * 1.15)
        for line in lines[:3]:
            text = fit_text(assets, line, size_name, inner.width - 2 * pad, theme.TEXT, bold=True, serif=True,
                            smallest=7)
            image.blit(text, text.get_rect(midtop=(inner.centerx, y)))
            y += step
        y += pad // 2
        pygame.draw.line(image, theme.mix(tone, (240, 226, 190), 0.5), (inner.x + 2 * pad, y),
                         (inner.right - 2 * pad, y), 1)
        y += pad
        foot = inner.bottom - (max(12, h // 7) if price else pad)
        size_text = max(7, min(w // 10, int(12 * self.table.L.type)))
        line_h = int(size_text * 1.2)
        lines = assets.wrap(words, size_text, inner.width - 2 * pad)
        room = max(0, (foot - y) // line_h)
        for k, line in enumerate(lines[:room]):
            if k == room - 1 and len(lines) > room:
                line = line.rstrip(".,;: ") + "…"
            text = fit_text(assets, line, size_text, inner.width - 2 * pad, (226, 216, 196), smallest=7)
            image.blit(text, (inner.x + pad, y))
            y += line_h
        if price:
            strip = pygame.Rect(inner.x, foot, inner.width, inner.bottom - foot)
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((20, 20, 24, 110))
            image.blit(veil, (0, 0))
            rounded(image, strip, (110, 36, 36), (230, 160, 150), 1, 4)
            cost = self.price_label(price)
            put_text(image, fit_text(assets, cost, max(7, strip.height * 2 // 3), strip.width - 4, theme.TEXT,
                                     bold=True, smallest=7), strip, "hand card price", "center")
        return image

    def draw_hand(self, surface, view: HouseView) -> None:
        """The hand fanned; the card under the pointer raised and larger (the zoom shows it whole)."""
        hidden = self.table.hidden()
        drag = self.table.drag_drop.drag
        rects = self.hand_rects(view)
        spread = len(rects) < 2 or rects[1][1].x - rects[0][1].x > rects[0][1].width
        hovered = self.hovered_card(view)
        raised = None
        for i, (ident, rect) in enumerate(rects):
            if f"card:{ident}" in hidden or drag == ("card", ident):
                continue
            if ident == hovered:
                raised = rect
                continue
            face = self.card_face(ident, rect.size, self._fan_angle(i, len(rects), spread))
            surface.blit(face, face.get_rect(center=rect.center))
        if raised is not None:  # lifted over the sheet, half as large again, to be read
            big = pygame.Rect(0, 0, int(raised.width * 1.6), int(raised.height * 1.6))
            big.midbottom = raised.midbottom
            big.clamp_ip(self.table.L.side)
            pygame.draw.rect(surface, (0, 0, 0), big.move(3, 4), border_radius=8)
            surface.blit(self.card_face(hovered, big.size), big)

    def draw_dragged_card(self, surface, ident: str, pos) -> None:
        """The card in the hand that drags it: held above the pointer, so that what it
        is dropped on stays in sight."""
        rects = dict(self.hand_rects(self.table.session.seen()))
        w, h = rects[ident].size if ident in rects else (60, 86)
        face = self.card_face(ident, (w * 4 // 5, h * 4 // 5), 6.0)
        rect = face.get_rect(midbottom=(pos[0] + w // 5, pos[1] - 8))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, rect.move(6, 8))
        surface.blit(face, rect)

    def card_image(self, ident: str, size: tuple[int, int]) -> pygame.Surface:
        """A card large: its kind, name and text (the zoom)."""
        assets = self.table.app.assets
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        kind, label, name, text = self.face_words(ident)
        fill = {"omen": (70, 44, 86), "item": (96, 74, 38), "event": (36, 78, 76), "token": (44, 56, 84)}.get(
            kind, (70, 70, 70))
        rounded(image, image.get_rect(), fill, (230, 214, 170), 3, 12)
        y = 12
        head = fit_text(assets, label, 14, w - 24, theme.ACCENT, bold=True)
        image.blit(head, (12, y))
        y += 22
        for line in assets.wrap(name, 20, w - 24, bold=True)[:2]:
            image.blit(assets.text(line, 20, theme.TEXT, bold=True, serif=True), (12, y))
            y += 26
        y += 6
        for line in assets.wrap(text, 15, w - 24):
            if y > h - 24:
                break
            image.blit(assets.text(line, 15, theme.TEXT), (12, y))
            y += 19
        return image

    def room_image(self, ident: str, size: tuple[int, int]) -> pygame.Surface:
        assets = self.table.app.assets
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        rounded(image, image.get_rect(), (44, 38, 34), (200, 170, 110), 3, 12)
        y = 12
        left = 12
        if ident in self.table.kit.rooms:  # its picture beside its name, as on its tile
            side = min(h // 2, w * 2 // 5)
            picture = pygame.Rect(12, 12, side, side)
            image.blit(assets.scaled(f"{self.table.kit.prefix}/rooms/{ident}", picture.size), picture)
            pygame.draw.rect(image, (200, 170, 110), picture, 2)
            left = picture.right + 10
        for line in assets.wrap(self.table.names.room(ident), 20, w - left - 12, bold=True)[:3]:
            image.blit(fit_text(assets, line, 20, w - left - 12, theme.ACCENT, bold=True, serif=True), (left, y))
            y += 26
        if left > 12:
            y = max(y, picture.bottom + 8)
        text = self.table.names.room_text(ident) or self.table.app.t("betrayal.ui.no_room_text")
        for line in assets.wrap(text, 15, w - 24):
            if y > h - 24:
                break
            image.blit(assets.text(line, 15, theme.TEXT), (12, y))
            y += 19
        return image

    # -- the decision's buttons ------------------------------------------------------------------------------

    def refresh_buttons(self) -> None:
        view = self.table.session.seen()
        state, app = self.table.session.state, self.table.app
        # a guided game's moves offered change with its step too (a note read), not only with a move
        lesson = getattr(self.table.session, "lesson", None)
        key = (len(state.history), id(state), app.size, app.t.language, self.table.read_only, self.mine(view),
               lesson and (lesson.index, lesson.done_mine))
        if key == self._buttons_key:
            return
        self._buttons_key = key
        self.table.buttons = []
        self.room_things = []
        if not self.mine(view):
            return

        for action in self.table.session.legal_actions():
            if type(action.source) is PileCard:
                self.room_things.append(PILE_CARD + action.source.card)
            elif type(action.source) is TakeToken:
                self.room_things.append(LYING + action.source.token)
            if action.source is not None:
                continue  # what has an object is done with it: moves, cards, tokens and attacks are drags
            label = self.button_label(action, view)
            button = Button(label, lambda a=action: self.do(a), primary=_primary(action))
            button.whole = self.whole_label(action, view)
            self.table.buttons.append((action, button))
        self.table.buttons.sort(key=lambda b: _primary(b[0]))
        self.place_buttons()

    def do(self, action) -> None:
        if self.table.read_only:
            return
        try:
            self.table.session.act(action)
        except IllegalAction as exc:
            self.table.app.refuse(exc)

    def buttons_area(self) -> pygame.Rect:
        box = self.table.L.actions
        hand = self.hand_area()
        top = hand.bottom + int(44 * self.table.L.type)
        return pygame.Rect(box.x + 8, top, box.width - 16, box.bottom - 6 - top)

    def place_buttons(self) -> None:
        area = self.buttons_area()
        n = len(self.table.buttons)
        if not n:
            return
        ty = self.table.L.type
        gap = 4
        p = self.table.session.seen().pending
        if p["kind"] in TURNS and self._place_in_slots(area, p):
            return
        columns, rows = _grid(n)
        bh = max(20, min(int(36 * ty), (area.height - gap * (rows - 1)) // rows))
        bw = (area.width - gap * (columns - 1)) // columns
        for i, (_, button) in enumerate(self.table.buttons):
            col, row = i % columns, i // columns
            button.rect = pygame.Rect(area.x + col * (bw + gap), area.y + row * (bh + gap), bw, bh)
            button.most = int(15 * ty)

    def _place_in_slots(self, area: pygame.Rect, p) -> bool:
        """A turn's buttons in fixed places (two columns, the primary one across the
        foot): a button keeps its place while the turn lasts, so none moves under the
        pointer when another comes or goes. False when they no longer fit."""
        ty = self.table.L.type
        gap = 4
        turn = (self.table.session.seen().turn, p["seat"], p["kind"])
        if turn != self._slots_for:
            self._slots, self._slots_for = {}, turn
        bh = max(20, min(int(36 * ty), (area.height - 2 * gap) // 3))
        rows = max(1, (area.height - bh) // (bh + gap))  # above the primary button's row
        others = [(a, b) for a, b in self.table.buttons if not _primary(a)]
        taken = {self._slots[str(a)] for a, _ in others if str(a) in self._slots}
        for action, _ in others:
            if str(action) not in self._slots:
                free = next(i for i in range(len(self._slots) + len(others) + 1) if i not in taken)
                self._slots[str(action)] = free
                taken.add(free)
        if max(taken, default=0) >= 2 * rows:
            self._slots_for = None  # too many to keep in place: laid out afresh, as a question's
            return False
        bw = (area.width - gap) // 2
        for action, button in self.table.buttons:
            button.most = int(15 * ty)
            if _primary(action):
                button.rect = pygame.Rect(area.x, area.bottom - bh, area.width, bh)
                continue
            row, col = divmod(self._slots[str(action)], 2)
            button.rect = pygame.Rect(area.x + col * (bw + gap), area.y + row * (bh + gap), bw, bh)
        return True

    def button_label(self, action, view: HouseView) -> str:
        t, n = self.table.app.t, self.table.names
        verb = action.verb
        if verb == "end":
            return t("betrayal.ui.end_turn")
        if verb == "use":
            return t("betrayal.ui.use", card=n.card(action.card))
        if verb == "attempt":
            return t("betrayal.ui.attempt", room=n.room(action.room))
        if verb == "cross":
            return t("betrayal.ui.cross", room=n.room(action.room))
        if verb == "drop":
            return t("betrayal.ui.drop_down", room=n.room(action.room))
        if verb == "attack":
            who = self.table.name(action.who) if action.kind == "seat" else \
                n.monster(view.monsters[action.who].kind) if action.who < len(view.monsters) else "?"
            return t("betrayal.ui.attack", who=who, trait=n.trait(action.trait))
        if verb == "act":
            return n.action(action.action)
        if verb == "take":
            return t("betrayal.ui.take", token=n.token(action.token))
        if verb == "put":
            return t("betrayal.ui.put", token=n.token(action.token))
        if verb == "leave":
            return t("betrayal.ui.leave")
        if verb == "give":
            return t("betrayal.ui.give", card=n.card(action.card), to=self.table.name(action.to))
        if verb == "hand":
            return t("betrayal.ui.give", card=n.token(action.token), to=self.table.name(action.to))
        if verb == "discard":
            return t("betrayal.ui.drop_item", card=n.card(action.card))
        if verb == "pick":
            return t("betrayal.ui.pick_item", card=n.card(action.card))
        if verb == "choose":
            return self.option_label(action.value, view)
        if verb == "orders":
            return t(f"betrayal.ui.orders_{action.mode}")
        if verb == "order":
            return self.order_label(action.value, view)
        return action.verb

    def whole_label(self, action, view: HouseView) -> str | None:
        """A button's words in full where its label is shortened (a damage split among
        several traits names them short): for its tooltip."""
        p = view.pending or {}
        if action.verb != "choose" or p.get("kind") != "damage":
            return None
        lowered = [(trait, a) for trait, a in zip(p.get("traits", []), action.value.split("-")) if a != "0"]
        names = self.table.names
        return ", ".join(f"{names.trait(trait)} −{a}" for trait, a in lowered) if len(lowered) > 1 else None

    def price_label(self, price) -> str:
        """What a card's use the explorer cannot pay for would cost, short (it is on the card)."""
        t = self.table.app.t
        parts = [f"{t(f'betrayal.ui.trait_short_{trait}').strip()} −{amount}"  # short: the card is small
                 for trait, amount in zip(TRAITS, price["lose"]) if amount]
        if price["damage"]:
            parts.append(t("betrayal.ui.price_damage", n=price["damage"]))
        return ", ".join(parts)

    def order_label(self, value: str, view: HouseView) -> str:
        """An order to a monster in words (BH-D.44): its name and number, what it does."""
        t, n = self.table.app.t, self.table.names
        order = choices.order(value)
        if isinstance(order, str):
            return t("betrayal.ui.order_auto_all" if order == "auto" else "betrayal.ui.order_done")
        monsters = view.monsters
        k = order.monster
        kind = monsters[k].kind if k < len(monsters) else ""
        monster = f"{n.monster(kind)} {k + 1}"
        match order:
            case choices.MonsterAttack(seat=seat):
                return t("betrayal.ui.order_attack", monster=monster, who=self.table.name(seat))
            case choices.MonsterLift(to=to):
                return t("betrayal.ui.order_lift", monster=monster, room=n.room(to.room),
                         side=t(f"betrayal.ui.side_{to.side}"))
            case choices.MonsterJump():
                return t("betrayal.ui.order_jump", monster=monster, room=n.room(monsters[k].room))
        return t(f"betrayal.ui.order_{order.verb}", monster=monster)

    def option_label(self, value: str, view: HouseView) -> str:
        t, n = self.table.app.t, self.table.names
        p = view.pending or {}
        kind = p.get("kind")
        if kind == "turn_tile":
            from tabletop.games.house.geometry import turned

            data = self.table.kit.rooms.get(p.get("tile"))
            doors = turned(data.doors, int(value)) if data else ()
            return t("betrayal.ui.turn_tile", doors=", ".join(t(f"betrayal.ui.side_{d}") for d in doors))
        if kind == "damage":  # what differs first: each trait lowered, its number before it
            lowered = [(trait, a) for trait, a in zip(p.get("traits", []), value.split("-")) if a != "0"]
            if len(lowered) == 1:
                return f"−{lowered[0][1]} {n.trait(lowered[0][0])}"
            return " · ".join(f"−{a} {n.trait_short(trait)}" for trait, a in lowered)
        if kind == "option":
            labels = p.get("labels") or []
            i = int(value) if value.isdigit() else -1
            return n.choice(p.get("source", ""), labels, i) if 0 <= i < len(labels) else value
        if kind in ("elevator", "doorway"):  # where the elevator stops; a forced discovery's doorway (BL-D.32)
            match choices.doorway(value):
                case choices.Doorway(room=room, side=side):
                    return t("betrayal.ui.elevator_to", room=n.room(room), side=t(f"betrayal.ui.side_{side}"))
            return t("betrayal.ui.elevator_stay")
        if kind in ("accept", "affect", "apply", "gain"):
            return t(f"betrayal.ui.{kind}_{value}")
        if kind in ("drop_more", "pick_more"):  # the rest of the turn's one drop or pick-up (BH-ITEM.4-5)
            match choices.carried(value):
                case choices.ItemCard(card=card):
                    return t(f"betrayal.ui.{kind}_one", thing=n.card(card))
                case choices.HauntToken(token=token):
                    return t(f"betrayal.ui.{kind}_one", thing=n.token(token))
            return t(f"betrayal.ui.{kind}_done")
        if kind == "secret":  # a room chosen in secret (BH-D.42)
            return n.room(value)
        if kind == "end_order":  # which end-of-turn text first (BL-TIME.4)
            text = choices.end_text(value)
            return n.room(text.ident) if text.kind == "room" else n.card(text.ident)
        if kind == "steal":
            if value in ("hurt", "damage"):
                return t("betrayal.ui.steal_hurt")
            what, _, thing = value.partition(":")
            return t("betrayal.ui.steal", token=n.card(thing) if what == "take_card" else n.token(thing))
        return value

    def prompt(self, view: HouseView) -> str:
        t = self.table.app.t
        p = view.pending
        waiting = self.table.waiting_words(p)
        if waiting is not None:
            return waiting
        seat = p["seat"]
        kind = p["kind"]
        values = {"name": self.table.name(seat), "count": view.moves_left}
        names = self.table.names
        if kind == "turn_tile":
            values["room"] = names.room(p.get("tile"))
        if kind == "damage":
            values["amount"] = p.get("amount", 0)
        if kind in ("affect", "apply", "gain"):
            values["source"] = names.source(p.get("source", ""))
        if kind == "gain":
            values["trait"] = names.trait(p.get("trait", ""))
            values["amount"] = p.get("amount", 0)
        if kind == "accept":
            values["card"] = names.token(p["token"]) if "token" in p else names.card(p.get("card", ""))
            values["giver"] = self.table.name(p.get("giver", 0))
        if kind == "secret":
            values["secret"] = names.secret(p.get("secret", ""))
        return t(DECISIONS[kind].prompt_key(p), **values)

    def draw_actions(self, surface, view: HouseView) -> None:
        assets, L, t = self.table.app.assets, self.table.L, self.table.app.t
        ty = L.type
        box = L.actions
        panel(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), theme.ACCENT_DARK, radius=10)
        seat = self.focus(view)
        head = pygame.Rect(box.x + 10, box.y + 2, box.width - 20, int(22 * ty))
        words = t("betrayal.ui.hand", name=self.table.name(seat), n=len(self.hand_things(view)))
        here = self.room_area(self.hand_area())
        if here is not None:  # over the room's cards, at the right, on the room's floor
            rounded(surface, here.inflate(8, 4), theme.mix(theme.PANEL, (70, 60, 40), 0.5), theme.PANEL_EDGE, 1, 8)
            left = min(here.x, box.centerx)
            label = pygame.Rect(left, head.y, box.right - 10 - left, head.height)
            put_text(surface, fit_text(assets, t("betrayal.ui.in_the_room"), int(14 * ty), label.width, theme.ACCENT,
                                       bold=True), label, "room cards head", "midright")
            head.width = left - head.x - 8
        put_text(surface, fit_text(assets, words, int(14 * ty), head.width, theme.TEXT_DIM, bold=True), head,
                 "hand head", "midleft")
        prompt = pygame.Rect(box.x + 10, self.hand_area().bottom + 2, box.width - 20, int(24 * ty))
        text = self.prompt(view)
        if text:  # whole: in smaller type when long
            height = self.buttons_area().y - prompt.y
            size, lines, step = fit_lines(assets, [text], int(14 * ty), prompt.width, height, 3, 9, bold=True)
            for k, line in enumerate(lines[:max(1, height // step)]):
                image = fit_text(assets, line, size, prompt.width, theme.HIGHLIGHT, bold=True, smallest=9)
                line_box = pygame.Rect(prompt.x, prompt.y + k * step, prompt.width, step)
                put_text(surface, image, line_box, "prompt", "midleft")
        for _, button in self.table.buttons:
            button.draw(surface, assets)
        self.draw_hand(surface, view)  # last: the raised card over the prompt


#: the decisions whose buttons keep fixed places: a turn's, and the monsters' orders
TURNS = ("explore", "monsters")


def _grid(count: int) -> tuple[int, int]:
    """(columns, rows) of `count` decision buttons."""
    columns = 1 if count <= 2 else 2 if count <= 8 else 3
    return columns, max(1, (count + columns - 1) // columns)


def _primary(action) -> bool:
    """The button Enter presses, placed last: End turn, or Auto on a monster turn."""
    return action.verb == "end" or action.verb == "order" and action.value == "auto"
