"""The explorer's sheet (its four trait tracks with their clips), the hand, the
floors' tabs with the haunt's round track, the explorers' strip and the decision's
buttons. A part of the table scene."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.errors import IllegalAction
from tabletop.games.house import choices
from tabletop.games.house.decisions import DECISIONS  # both Betrayals prompt alike
from tabletop.games.house.actions import Use
from tabletop.games.house.places import Monster, Room, Standee
from tabletop.games.house.view import HouseView

from ... import theme
from ...widgets import Button, fit_lines, fit_text, panel, put_text, rounded
from .names import TRAITS

SIDE_WORDS = {"n": "north", "e": "east", "s": "south", "w": "west"}
#: A card's colour in the hand and on the card overlay, by its deck.
CARD_TONES = {"omen": (96, 60, 116), "item": (130, 100, 50), "event": (50, 104, 100)}


class Sheet:
    def __init__(self, table) -> None:
        self.table = table  # the Betrayal table that owns this part
        self._buttons_key: Any = None  # the position and look the buttons were made for

    def forget_buttons(self) -> None:
        self._buttons_key = None

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
        key = (view, seat, self.hidden_clips(), self.table.app.t.language)
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
        hidden = self.hidden_clips()
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
            clip = view.clips[seat][i]
            for k, value in enumerate(track.values):
                r = self.box_rect(i, k)
                start = k + 1 == track.start  # box k shows clip index k + 1
                rounded(surface, r, (60, 54, 46) if not start else (74, 66, 40), (110, 100, 86), 1, 4)
                image = assets.text(str(value), max(9, min(int(15 * ty), r.height - 4)), theme.TEXT, bold=start)
                put_text(surface, image, r, "trait value", "center")
            if (seat, trait) not in hidden:
                self.paint_clip(surface, i, float(clip))

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
        seat = self.focus(view)
        cards = list(view.hand[seat])
        area = self.hand_area()
        if not cards:
            return []
        w = min(int(area.height * 0.72), (area.width - 4) // max(1, len(cards)) - 4)
        w = max(28, w)
        step = min(w + 4, (area.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        return [(c, pygame.Rect(area.x + i * step, area.y, w, area.height)) for i, c in enumerate(cards)]

    def hand_area(self) -> pygame.Rect:
        """The hand, under its heading: 30% of the panel, less when the decision's
        buttons need the room to keep a readable height (a damage split in large type)."""
        box, ty = self.table.L.actions, self.table.L.type
        top = box.y + int(24 * ty)
        _, rows = _grid(len(self.table.buttons))
        buttons = rows * int(30 * ty) + 4 * (rows - 1)
        high = min(int(box.height * 0.30), box.bottom - 6 - buttons - int(44 * ty) - top)
        return pygame.Rect(box.x + 8, top, box.width - 16, max(int(box.height * 0.15), high))

    def paint_card_small(self, surface, ident: str, rect: pygame.Rect) -> None:
        kind = self.table.names.card_kind(ident)
        fill = CARD_TONES.get(kind, (90, 90, 90))
        rounded(surface, rect, fill, (230, 214, 170), 2, 6)
        size = max(8, min(int(13 * self.table.L.type), rect.width // 5))
        y = rect.y + 4
        for line in self.table.app.assets.wrap(self.table.names.card(ident), size, rect.width - 6, bold=True)[:4]:
            image = fit_text(self.table.app.assets, line, size, rect.width - 6, theme.TEXT, bold=True, smallest=7)
            put_text(surface, image, rect, "hand card", "midtop", (rect.centerx, y))
            y += size + 2

    def card_image(self, ident: str, size: tuple[int, int]) -> pygame.Surface:
        """A card large: its kind, name and text (the zoom)."""
        assets = self.table.app.assets
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        kind = self.table.names.card_kind(ident)
        fill = {"omen": (70, 44, 86), "item": (96, 74, 38), "event": (36, 78, 76)}.get(kind, (70, 70, 70))
        rounded(image, image.get_rect(), fill, (230, 214, 170), 3, 12)
        y = 12
        head = fit_text(assets, self.table.app.t(f"betrayal.ui.deck_{kind}"), 14, w - 24, theme.ACCENT, bold=True)
        image.blit(head, (12, y))
        y += 22
        for line in assets.wrap(self.table.names.card(ident), 20, w - 24, bold=True)[:2]:
            image.blit(assets.text(line, 20, theme.TEXT, bold=True, serif=True), (12, y))
            y += 26
        y += 6
        for line in assets.wrap(self.table.names.card_text(ident), 15, w - 24):
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
        key = (len(state.history), id(state), app.size, app.t.language, self.table.read_only, self.mine(view))
        if key == self._buttons_key:
            return
        self._buttons_key = key
        self.table.buttons = []
        if not self.mine(view):
            return

        for action in self.table.session.legal_actions():
            if isinstance(action.source, (Standee, Monster)):
                continue  # moves are drags
            label = self.button_label(action, view)
            button = Button(label, lambda a=action: self.do(a), primary=_primary(action))
            button.whole = self.whole_label(action, view)
            self.table.buttons.append((action, button))
        for price in view.unpayable:  # BL-COST.1: greyed with its price; a click says why not
            use = Use(price["card"])
            self.table.buttons.append((use, Button(self.price_label(price), lambda a=use: self.table.refuse(a),
                                                   enabled=False)))
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
        columns, rows = _grid(n)
        bh = max(20, min(int(36 * ty), (area.height - gap * (rows - 1)) // rows))
        bw = (area.width - gap * (columns - 1)) // columns
        for i, (_, button) in enumerate(self.table.buttons):
            col, row = i % columns, i // columns
            button.rect = pygame.Rect(area.x + col * (bw + gap), area.y + row * (bh + gap), bw, bh)
            button.most = int(15 * ty)

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
        """A card's use the explorer cannot pay for, with what it costs."""
        t, n = self.table.app.t, self.table.names
        parts = [f"{t(f'betrayal.ui.trait_short_{trait}').strip()} −{amount}"  # short: the button is narrow
                 for trait, amount in zip(TRAITS, price["lose"]) if amount]
        if price["damage"]:
            parts.append(t("betrayal.ui.price_damage", n=price["damage"]))
        return t("betrayal.ui.use_priced", card=n.card(price["card"]), cost=", ".join(parts))

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
        cards = view.hand[seat]
        words = t("betrayal.ui.hand", name=self.table.name(seat), n=len(cards))
        put_text(surface, fit_text(assets, words, int(14 * ty), head.width, theme.TEXT_DIM, bold=True), head,
                 "hand head", "midleft")
        hidden = self.table.hidden()
        for ident, rect in self.hand_rects(view):
            if f"card:{ident}" in hidden:
                continue
            self.paint_card_small(surface, ident, rect)
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


def _grid(count: int) -> tuple[int, int]:
    """(columns, rows) of `count` decision buttons."""
    columns = 1 if count <= 2 else 2 if count <= 8 else 3
    return columns, max(1, (count + columns - 1) // columns)


def _primary(action) -> bool:
    """The button Enter presses, placed last: End turn, or Auto on a monster turn."""
    return action.verb == "end" or action.verb == "order" and action.value == "auto"
