"""The Retreat to Darkmoor table: draws the view, turns gestures into actions
through the session, and animates the events. It holds no rule: what is legal
comes from the session's legal actions, what happened from its events."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.controller.session import Session
from tabletop.engine.places import END_TURN, Place
from tabletop.games.darkmoor.actions import EndTurn, Play
from tabletop.games.darkmoor.decisions import DECISIONS
from tabletop.games.darkmoor.places import Hand, Location, Minion, Slot
from tabletop.games.darkmoor.rules import FACES, HEROES, design, owner

from ... import theme
from ...scene import Scene
from ...scenes.common import background
from ...scenes.table_parts.card_reveal import CardFace
from ...scenes.table_parts.seats import away_words, kind_tag
from ...scenes.tablebase import BaseTable
from ...tween import ease_out, lerp_rect
from ...widgets import Button, fit_in, fit_text, note_text, panel, put_text, tip
from .cards import KIND_ICONS, CardPainter
from .layout import TableLayout
from .logtext import STRONG, describe


class DarkmoorTable(BaseTable):
    title_key = "darkmoor.ui.title"
    # Enter ends a confirmed turn only while one waits (key() below), so it is only listed
    game_keys = (("Enter", "help.darkmoor.key_end_turn", lambda g: False, None),)
    title_gap = 24

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.drag_targets: set[Place] = set()
        self.selected: int | None = None  # a hand card chosen by click or key
        self.hand_rects: dict[int, pygame.Rect] = {}

    # -- set-up ---------------------------------------------------------------------------

    def make_widgets(self) -> None:
        self.cards = CardPainter(self.app.assets, self.app.t, self.app.settings.colour_blind)
        self.end_turn = Button(self.app.t("darkmoor.ui.end_turn"), self._end_turn, primary=True)

    def layout(self, size: tuple[int, int]) -> None:
        self.L = TableLayout(size, self.session.seen())
        s, k = self.L.scale, self.L.type
        self.top_bar.geometry = (12, int(118 * k), int(110 * k), max(5, int(7 * k)))
        for button in self.top_bar.buttons:
            button.most = int(18 * k)
        self.log_panel.scroll.size = max(12, int(14 * s))  # the log adds the Text size itself
        self.layout_top(self.L.top, self.L.log(self.session.state.seats))
        self.end_turn.rect = self.L.end_turn
        self.end_turn.most = int(20 * k)

    # -- the log ---------------------------------------------------------------------------

    def describe(self, event: dict[str, Any]) -> str | None:
        # the locations are public: the viewer's cached view has them, no spectator's view is built
        return describe(event, self.session.seen().locations, self.name, self.cards)

    def log_style(self, event: dict[str, Any]) -> tuple[tuple[int, int, int], bool]:
        strong = event["event"] in STRONG
        return (theme.ACCENT if event["event"] == "turn_started" else (theme.TEXT if strong else theme.TEXT_DIM)), strong

    # -- the frame -----------------------------------------------------------------------------

    def show_events(self, events: list[dict[str, Any]]) -> None:
        self.layout(self.app.size)
        for event in events:
            self.log_panel.add(event)
            self._animate(event)

    def card_face(self, event: dict[str, Any]) -> CardFace | None:
        return self.cards.hero_face(event)

    def results(self) -> Scene:
        t = self.app.t
        parts = [("escaped", t("darkmoor.ui.escaped")), ("locations", t("darkmoor.ui.locations")),
                 ("tokens", t("darkmoor.ui.tokens"))]
        return self.app.scene("results", self.session, parts, self._location_lines())

    # -- animations of events -----------------------------------------------------------------

    def _animate(self, e: dict[str, Any]) -> None:
        kind, L, add = e["event"], self.L, self.playback.tween
        if kind == "card_played":
            uid = e["card"]
            start = self.hand_rects.get(uid) or self.L.seat_row(owner(uid)).copy()
            end = L.slot(e["loc"], e["slot"])
            add(0.35, lambda s, t, a=start, b=end, u=uid: self._paint_minion(s, u, lerp_rect(a, b, t)), frozenset({uid}))
        elif kind == "minion_moved":
            uid = e["card"]
            a, b = L.slot(e["loc"], e["from_slot"]), L.slot(e["loc"], e["to_slot"])
            add(0.3, lambda s, t, u=uid: self._paint_minion(s, u, lerp_rect(a, b, t)), frozenset({uid}))
        elif kind == "token_placed":
            where = self._minion_rect(e["card"])
            icon = "tokens/vp1" if e["token"] == "vp" else "tokens/peril"
            start = pygame.Rect(L.hero_deck.centerx, L.hero_deck.bottom, 34, 34)
            end = pygame.Rect(where.x + 4, where.y + where.h // 3, 30, 30)
            add(0.3, lambda s, t: s.blit(self.app.assets.scaled(icon, (34, 34)), lerp_rect(start, end, ease_out(t))))
        elif kind == "hero_attack":
            column = L.column(e["loc"])
            add(0.55, lambda s, t: self._paint_strike(s, column, t), frozenset({"hero"}))
        elif kind == "minion_defeated":
            uid = e["card"]
            start = L.slot(e["loc"], e["slot"])
            end = L.seat_row(owner(uid)).inflate(-L.seat_row(owner(uid)).width + 40, -10)
            add(0.4, lambda s, t, u=uid: self._paint_minion(s, u, lerp_rect(start, end, t), fade=t), frozenset({uid}))
            if e["award"]:  # the 2-VP token flies to the player who scored it
                self._fly_token("tokens/vp2", start, L.seat_row(e["to"]))
        elif kind == "gap_closed":  # the minions behind slide up toward the location
            moves = [(uid, L.slot(e["loc"], e["from_slot"] + i), L.slot(e["loc"], e["from_slot"] + i - 1))
                     for i, uid in enumerate(e["cards"])]
            add(0.22, lambda s, t: [self._paint_minion(s, u, lerp_rect(a, b, t)) for u, a, b in moves],
                frozenset(uid for uid, _, _ in moves))
        elif kind == "minions_escaped":
            moves = [(uid, L.slot(e["loc"], slot)) for slot, uid in enumerate(e["cards"])]
            haven = L.haven(e["loc"])
            add(0.45, lambda s, t: [self._paint_minion(s, u, lerp_rect(r, haven.inflate(-haven.w + 30, 0), t), fade=t * 0.6)
                                     for u, r in moves], frozenset(uid for uid, _ in moves))
            for seat, vp in enumerate(e["vp_tokens"]):  # their VP tokens fly home to their owners
                if vp:
                    self._fly_token("tokens/vp1", haven, L.seat_row(seat))
        elif kind == "hero_removed":
            hid = next(i for i, h in enumerate(HEROES) if h.id == e["hero"])
            start = L.hero.copy()
            end = start.move(0, -start.height - 60)
            add(0.35, lambda s, t: s.blit(self.cards.hero(hid, start.size), lerp_rect(start, end, t)))
        elif kind == "hero_revealed":
            hid = next(i for i, h in enumerate(HEROES) if h.id == e["hero"])
            add(0.5, lambda s, t: self._paint_flip(s, hid, t), frozenset({"hero"}))
        elif kind == "cards_drawn" and e["seat"] == self.session.viewer:
            hand = self.session.seen().hand or []
            drawn = hand[-e["count"]:]
            rects = self.L.hand(len(hand))[-e["count"]:]
            add(0.3, lambda s, t: [s.blit(self.cards.back("minion", r.size), lerp_rect(L.deck, r, t)) for r in rects],
                frozenset(drawn))

    def _fly_token(self, icon: str, start: pygame.Rect, row: pygame.Rect) -> None:
        a = pygame.Rect(0, 0, 36, 36)
        a.center = start.center
        b = pygame.Rect(0, 0, 28, 28)
        b.center = (row.right - 40, row.centery)
        self.playback.tween(0.35, lambda s, t: s.blit(self.app.assets.scaled(icon, (36, 36)), lerp_rect(a, b, ease_out(t))))

    def _location_lines(self) -> list[str]:
        """Who took each location at the end (DM-END.3), in words."""
        t, view = self.app.t, self.session.seen()  # locations and the result are public
        lines = []
        for loc, face in enumerate(view.locations):
            who = (view.result or {}).get("controllers", [None] * len(view.locations))[loc]
            values = {"location": self.cards.face_name(face), "vp": FACES[face].vp}
            if who is None:
                lines.append(t("darkmoor.ui.location_tied", **values))
            else:
                lines.append(t("darkmoor.ui.location_won", name=self.name(who), **values))
        return lines

    def _minion_rect(self, uid: int) -> pygame.Rect:
        for loc, horde in enumerate(self.session.seen().hordes):
            if uid in horde:
                return self.L.slot(loc, horde.index(uid))
        return self.L.hero.copy()

    def _paint_minion(self, surface, uid: int, rect: pygame.Rect, fade: float = 0.0) -> None:
        image = self.cards.minion(uid, self.L.minion_card)
        if rect.size != image.get_size():
            image = pygame.transform.smoothscale(image, (max(1, rect.w), max(1, rect.h)))
        if fade:
            image = image.copy()
            image.set_alpha(int(255 * (1 - fade)))
        surface.blit(image, rect)

    def _paint_strike(self, surface, column: pygame.Rect, t: float) -> None:
        view = self.session.seen()
        alpha = int(110 * (1 - abs(0.5 - t) * 2)) // 10 * 10  # a few steps, so they cache
        surface.blit(self.app.assets.glow(column.size, (220, 40, 30, alpha)), column)
        hero_rect = self.L.hero.copy()
        target = hero_rect.move((column.centerx - hero_rect.centerx) * 0.35, 40)
        lunge = lerp_rect(hero_rect, target, 1 - abs(0.5 - t) * 2)
        hid = view.hero if view.hero is not None else None
        if hid is None:
            hid = view.heroes_out[-1] if view.heroes_out else 0
        surface.blit(self.cards.hero(hid, hero_rect.size), lunge)
        pygame.draw.line(surface, theme.HIGHLIGHT, lunge.midbottom, column.midtop, max(1, int(6 * (1 - t))))

    def _paint_flip(self, surface, hid: int, t: float) -> None:
        rect = self.L.hero
        if t < 0.5:
            width = max(1, int(rect.width * (1 - t * 2)))
            image = pygame.transform.smoothscale(self.cards.back("hero", rect.size), (width, rect.height))
        else:
            width = max(1, int(rect.width * (t * 2 - 1)))
            image = pygame.transform.smoothscale(self.cards.hero(hid, rect.size), (width, rect.height))
        surface.blit(image, image.get_rect(center=rect.center))

    # -- input -------------------------------------------------------------------------------

    def _can_play(self) -> bool:
        view = self.session.seen()
        pending = view.pending
        return (not self.playback.busy and self.session.human_to_act() and not self.session.needs_handover()
                and pending is not None and pending["kind"] == "play" and pending["seat"] == self.session.viewer)

    def act(self, source: Place | None, target: Place) -> bool:
        done = super().act(source, target)
        self.selected = None
        return done

    def rewound(self) -> None:
        self.layout(self.app.size)

    def has_selection(self) -> bool:
        return self.selected is not None

    def drop_selection(self) -> None:
        self.selected = None

    def place_rect(self, place: Place) -> pygame.Rect | None:
        if isinstance(place, Hand):
            return self.hand_rects.get(place.card)
        if isinstance(place, Location):
            return self.L.column(place.loc)
        if isinstance(place, Minion):
            for loc, horde in enumerate(self.session.seen().hordes):
                if place.card in horde:
                    return self.L.slot(loc, horde.index(place.card))
        return None

    def _hand_card_at(self, pos) -> int | None:
        for uid, rect in sorted(self.hand_rects.items(), key=lambda item: -item[1].x):
            if rect.collidepoint(pos):
                return uid
        return None

    def start_drag(self, g) -> None:
        uid = self._hand_card_at(g.start)
        if uid is not None and self._can_play():
            self.drag_drop.drag = uid
            self.drag_targets = self.drag_drop.lit(Hand(uid))
        elif uid is not None:
            self._hand_refused(uid)

    def _hand_refused(self, uid: int) -> None:
        """A hand card picked up when no card may be played (a second card after the
        play, a question waiting): the model says why."""
        if not self.playback.busy:
            self.refuse(Play(uid, 0))

    def drop(self, uid: int, pos) -> None:
        loc = self.L.loc_at(pos)
        self.drag_drop.drop_on(Hand(uid), None if loc is None else Location(loc), self.drag_targets,
                               self.app.t("table.drop_on_location"), lambda: self._slide_back(uid, pos))

    def _slide_back(self, uid: int, pos) -> None:
        home = self.hand_rects.get(uid)
        if home is None:
            return
        start = home.copy()
        start.center = pos
        self.slides.tween(0.25, lambda s, t: s.blit(self.cards.minion(uid, home.size), lerp_rect(start, home, ease_out(t))),
                          frozenset({uid}))

    # -- ending a confirmed turn (the `confirm` option: Undo works until then) -----

    def _confirming(self) -> bool:
        pending = self.session.seen().pending
        return (pending is not None and pending["kind"] == "confirm" and pending["seat"] == self.session.viewer
                and self.session.human_to_act() and not self.playback.busy)

    def _end_turn(self) -> None:
        if self._confirming():
            self.act(None, END_TURN)

    def key(self, g) -> bool:
        if g.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self._confirming():
            self._end_turn()
            return True
        if g.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.session.human_to_act() and not self.playback.busy:
            self.refuse(EndTurn())  # Enter with no turn to end (a forced extra play): why not
            return True
        return super().key(g)

    def click(self, pos) -> None:
        self.zoom.pinned = None
        if self._confirming() and self.end_turn.rect.collidepoint(pos):
            self._end_turn()
            return
        pending = self.session.seen().pending
        mine = pending is not None and pending["seat"] == self.session.viewer and self.session.human_to_act()
        if self._can_play():
            uid = self._hand_card_at(pos)
            if uid is not None:
                self.selected = None if self.selected == uid else uid
                return
            loc = self.L.loc_at(pos)
            if self.selected is not None and loc is not None:
                self.act(Hand(self.selected), Location(loc))
            return
        uid = self._hand_card_at(pos)
        if uid is not None and mine:
            self._hand_refused(uid)
            return
        if not mine:
            return
        answers = self.drag_drop.lit(None)
        place = next((p for p in self._places_at(pos) if p in answers), None)
        if place is not None:
            self.act(None, place)

    def _places_at(self, pos) -> list[Place]:
        """What lies under the pointer that a click may answer a question with,
        topmost first: a slot button, a minion, its location."""
        places: list[Place] = [Slot(slot) for slot, rect in self._slot_buttons() if rect.collidepoint(pos)]
        uid = self.L.minion_at(pos, self.session.seen().hordes)
        if uid is not None:
            places.append(Minion(uid))
        loc = self.L.loc_at(pos)
        if loc is not None:
            places.append(Location(loc))
        return places

    def number(self, index: int) -> None:
        """Keyboard play: a number picks a hand card, then a number picks a location;
        for a decision, a number picks among the lit-up choices, left to right."""
        view = self.session.seen()
        pending = view.pending
        if self._can_play():
            hand = view.hand or []
            if self.selected is None:
                if index < len(hand):
                    self.selected = hand[index]
            elif index < len(view.locations):
                self.act(Hand(self.selected), Location(index))
            return
        if pending and pending["seat"] == self.session.viewer and pending["kind"] != "confirm":
            # the answers in the order asked (End turn is Enter, not a number)
            answers = [action.target for action in self.session.legal_actions()]
            if index < len(answers):
                self.act(None, answers[index])

    def thing_at(self, pos) -> tuple[str, int] | None:
        uid = self._hand_card_at(pos)
        if uid is not None:
            return ("minion", uid)
        view = self.session.seen()
        uid = self.L.minion_at(pos, view.hordes)
        if uid is not None:
            return ("minion", uid)
        if self.L.hero.collidepoint(pos) and view.hero is not None:
            return ("hero", view.hero)
        for loc in range(len(view.locations)):
            if self.L.location(loc).collidepoint(pos):
                return ("location", view.locations[loc])
        return None

    def _slot_buttons(self) -> list[tuple[int, pygame.Rect]]:
        pending = self.session.seen().pending
        if not pending or pending["kind"] != "slot" or not pending.get("options"):
            return []
        args = pending.get("args") or {}
        loc = args.get("loc", 0)
        uid = args.get("sid")
        for i, horde in enumerate(self.session.seen().hordes):
            if uid in horde:
                loc = i
        buttons = []
        for slot in pending["options"]:
            card = self.L.slot(loc, slot)
            rect = pygame.Rect(0, 0, int(34 * self.L.type), int(28 * self.L.type))
            rect.midright = (card.left - 4, card.bottom - self.L.step // 2 - 4)
            buttons.append((slot, rect))
        return buttons

    # -- drawing ----------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.session.seen()
        hidden = self.hidden()
        background(surface, self.app.assets)
        self._draw_top(surface, view)
        self._draw_hero(surface, view, hidden)
        self._draw_columns(surface, view, hidden)
        self._draw_hand(surface, view, hidden)
        self._draw_side(surface, view)
        if self._confirming():
            self.end_turn.draw(surface, self.app.assets)
        self.playback.draw(surface)
        self.slides.draw(surface)
        if self.drag_drop.drag is not None:
            image = self.cards.minion(self.drag_drop.drag, self.L.hand_card)
            rect = image.get_rect(center=self.drag_drop.pos)
            pygame.draw.rect(surface, (0, 0, 0), rect.move(6, 8), border_radius=8)
            surface.blit(image, rect)
        self.zoom.draw(surface)

    def _draw_top(self, surface, view) -> None:
        t = self.app.t
        head = f"{t(self.title_key)}  ·  {t('table.turn', turn=view.turn)}"
        active = view.active
        who = None if self.session.state.is_over else (
            theme.seat_color(active, self.app.settings.colour_blind), t("table.active", name=self.name(active)))
        s = self.L.type
        self.top_bar.draw(surface, self.L.top, [(head, int(20 * s), theme.ACCENT)], who, words_size=int(17 * s))

    def _draw_hero(self, surface, view, hidden) -> None:
        assets, t, L = self.app.assets, self.app.t, self.L
        if view.hero is not None and "hero" not in hidden:
            surface.blit(self.cards.hero(view.hero, L.hero.size), L.hero)
            label = t("darkmoor.ui.threshold") + f" {view.threshold}"
            room = pygame.Rect(4, L.top.bottom + 2, L.main.x - 8, L.hero.top - 4 - L.top.bottom - 2)
            fit_in(surface, assets, label, int(16 * L.type), room, theme.HIGHLIGHT, "threshold", bold=True,
                   align="midbottom")
        elif view.hero is None:
            pygame.draw.rect(surface, theme.PANEL_EDGE, L.hero, 2, border_radius=8)
        if view.hero_deck_size:
            surface.blit(self.cards.back("hero", L.hero_deck.size), L.hero_deck)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, L.hero_deck, 2, border_radius=8)
        room = pygame.Rect(4, L.hero_deck.bottom + 4, L.main.x - 8, int(22 * L.type))
        fit_in(surface, assets, t("darkmoor.ui.hero_deck") + f": {view.hero_deck_size}", int(15 * L.type),
               room, theme.TEXT, "hero deck", align="midtop")

    def _draw_columns(self, surface, view, hidden) -> None:
        assets, L = self.app.assets, self.L
        pending = view.pending
        mine = pending is not None and pending["seat"] == self.session.viewer and self.session.human_to_act()
        answers = self.drag_drop.lit(None) if mine else set()
        colour_blind = self.app.settings.colour_blind
        for loc, face in enumerate(view.locations):
            column = L.column(loc)
            lit = (self.drag_drop.drag is not None and Location(loc) in self.drag_targets) or (
                self.selected is not None and self._can_play()) or Location(loc) in answers
            if lit:
                surface.blit(assets.glow(column.size, (255, 214, 102, 38)), column)
                pygame.draw.rect(surface, theme.HIGHLIGHT, column, 2, border_radius=10)
            card = L.location(loc)
            surface.blit(self.cards.location(face, card.size), card)
            horde = view.hordes[loc]
            for slot in range(len(horde) - 1, -1, -1):  # the back first, so each card's top shows
                uid = horde[slot]
                if uid in hidden:
                    continue
                rect = L.slot(loc, slot)
                surface.blit(self.cards.minion(uid, rect.size), rect)
                self._draw_tokens(surface, rect, view.vp_on.get(uid, 0), view.peril_on.get(uid, 0))
                if Minion(uid) in answers:
                    # Only the part of the card that shows: the card in front covers the rest.
                    shown = rect if slot == 0 else pygame.Rect(rect.x, rect.y, rect.w, L.step)
                    pygame.draw.rect(surface, theme.HIGHLIGHT, shown.inflate(6, 6), 3, border_radius=8)
            if horde:
                top = L.slot(loc, len(horde) - 1)
                peril = view.horde_peril[loc]
                threshold = view.threshold or 0
                color = theme.DANGER if threshold and peril >= threshold - 1 else theme.TEXT
                text = f"{self.app.t('darkmoor.ui.peril')} {peril}/{threshold}"
                # DM-TURN.1: peril is checked in step 2, after a play, so a horde at its
                # threshold now (a new hero, a lower threshold) is attacked then: a sword
                # on the chip, and the words under the pointer (the column has no room)
                attacked = bool(threshold) and peril >= threshold
                icon = int(15 * L.type) * 6 // 5 if attacked else 0
                label = fit_text(assets, text, int(15 * L.type), L.col_w - 20 - icon, color, bold=True,
                                 smallest=10)
                box = pygame.Rect(0, 0, label.get_width() + 12 + icon, label.get_height() + 6)
                box.midbottom = (top.centerx, top.top - 4)
                pygame.draw.rect(surface, (0, 0, 0, 170), box, border_radius=6)
                put_text(surface, label, box.inflate(-icon, 0).move(-icon // 2, 0), "peril", "center")
                if attacked:
                    sword = assets.scaled(KIND_ICONS["attack"], (icon, icon))
                    surface.blit(sword, sword.get_rect(midright=(box.right - 5, box.centery)))
                    tip(box, f"{text} · {self.app.t('darkmoor.ui.attacked_next')}")
                note_text("peril", box, L.column(loc).inflate(8, 0))
            haven = L.haven(loc)
            pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.5), haven, border_radius=6)
            x = haven.x + 4
            for uid in view.havens[loc]:
                if uid in hidden:
                    continue
                chip = pygame.Rect(x, haven.y + 3, 16, haven.height - 6)
                pygame.draw.rect(surface, theme.seat_color(owner(uid), colour_blind), chip, border_radius=3)
                chip.width = max(16, int(16 * L.type))
                digit = assets.text(str(design(uid).vp), max(11, int(12 * L.type)), (0, 0, 0), bold=True)
                put_text(surface, digit, chip.inflate(4, 4), "haven chip", "center")
                x += chip.width + 2
                if x > haven.right - chip.width - 2:
                    break
        for slot, rect in self._slot_buttons():
            panel(surface, rect, theme.ACCENT, theme.HIGHLIGHT, radius=6)
            image = assets.text(str(slot + 1), int(15 * L.type), (20, 16, 10), bold=True)
            put_text(surface, image, rect, "slot button", "center")

    def _draw_tokens(self, surface, rect: pygame.Rect, vp: int, peril: int) -> None:
        size = max(16, rect.width // 5)
        y = rect.y + rect.height // 3
        for icon, count in (("tokens/vp1", vp), ("tokens/peril", peril)):
            if count:
                surface.blit(self.app.assets.scaled(icon, (size, size)), (rect.x - size // 3, y))
                if count > 1:
                    digit = self.app.assets.text(f"x{count}", 12, theme.TEXT, bold=True)
                    put_text(surface, digit, pygame.Rect(rect.x - size // 3 + size, y, rect.width, size),
                             "token count", "topleft", (rect.x - size // 3 + size, y + size // 4))
                y += size + 2

    def _draw_hand(self, surface, view, hidden) -> None:
        assets, t, L = self.app.assets, self.app.t, self.L
        if self.session.viewer is None:  # a spectator (a replay) has no hand nor deck: none shows, not an empty one
            self.hand_rects = {}
            return
        hand, deck = view.hand, view.deck_sizes[self.session.viewer]
        if deck:
            surface.blit(self.cards.back("minion", L.deck.size), L.deck)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, L.deck, 2, border_radius=8)
        room = pygame.Rect(0, L.deck.bottom + 2, L.deck.width + 24, L.hand_y + L.hand_card[1] - L.deck.bottom - 2)
        room.centerx = L.deck.centerx
        fit_in(surface, assets, t("darkmoor.ui.deck") + f": {deck}", int(15 * L.type), room, theme.TEXT, "deck",
               align="midtop")
        rects = L.hand(len(hand or []))
        self.hand_rects = {}
        playable = self._can_play()
        for uid, rect in zip(hand or [], rects):
            self.hand_rects[uid] = rect
            if uid in hidden or uid == self.drag_drop.drag:
                continue
            shown = rect.move(0, -18) if uid == self.selected else rect
            surface.blit(self.cards.minion(uid, rect.size), shown)
            if playable:
                pygame.draw.rect(surface, theme.HIGHLIGHT if uid == self.selected else theme.ACCENT_DARK,
                                 shown.inflate(4, 4), 2, border_radius=8)

    def _draw_side(self, surface, view) -> None:
        assets, t, L = self.app.assets, self.app.t, self.L
        panel(surface, L.side)
        for seat in range(view.seats):
            row = L.seat_row(seat)
            acting = view.to_act == seat
            pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.45 if acting else 0.1), row,
                             border_radius=8)
            s = L.type
            color = theme.seat_color(seat, self.app.settings.colour_blind)
            icon = int(22 * s)
            surface.blit(assets.tinted(f"icons/seat_{seat}", (icon, icon), color), (row.x + 8, row.y + int(6 * s)))
            tag = kind_tag(self.app, self.session, seat)
            name = self.name(seat) + (f"  ({tag})" if tag else "")
            upper = pygame.Rect(row.x + icon + 16, row.y + int(4 * s), row.width - icon - 26, int(24 * s))
            score = fit_in(surface, assets, t("table.vp", vp=view.scores[seat]), int(18 * s),
                           upper, theme.ACCENT, "seat score", bold=True, align="midright")
            # the name takes what the score leaves (a long one is cut; the log and
            # the top bar say it whole)
            fit_in(surface, assets, name, int(16 * s), pygame.Rect(upper.x, upper.y, score.x - 10 - upper.x,
                                                                   upper.height),
                   theme.TEXT, "seat name", bold=True)
            detail = t("table.seat_detail", hand=view.hand_sizes[seat],
                       deck=view.deck_sizes[seat], discard=len(view.discards[seat]))
            fit_in(surface, assets, detail, int(13 * s),
                   pygame.Rect(upper.x, upper.bottom + int(2 * s), upper.width, row.bottom - upper.bottom - int(4 * s)),
                   theme.TEXT_DIM, "seat detail")
        box = L.prompt(view.seats)
        panel(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), theme.ACCENT_DARK, radius=8)
        inner = box.inflate(-20, -12)
        size = int(15 * L.type)
        lines = assets.wrap(self._prompt(view), size, inner.width)
        while len(lines) * size * 4 // 3 > inner.height and size > 11:  # a long prompt: smaller type
            size -= 1
            lines = assets.wrap(self._prompt(view), size, inner.width)
        y = inner.y
        for line in lines[:max(1, inner.height // (size * 4 // 3))]:
            put_text(surface, assets.text(line, size, theme.HIGHLIGHT), inner, "prompt", "topleft", (inner.x, y))
            y += size * 4 // 3
        self.log_panel.scroll.draw(surface, assets)

    def _prompt(self, view) -> str:
        t = self.app.t
        pending = view.pending
        if pending is None:
            return ""
        seat = pending["seat"]
        away = away_words(self.app, self.session, seat, self.name(seat))  # a bot thinking, a remote player awaited
        if away is not None and not self.read_only:  # a replay: nobody is thinking or awaited
            return away
        if seat != self.session.viewer:
            return t("table.waiting", name=self.name(seat))
        hero = self.cards.hero_name(view.hero) if view.hero is not None else ""
        # the model's `why` is the English name: the ability's owner named in the player's language
        args = pending.get("args") or {}
        kind, sid = args.get("kind"), args.get("sid")
        if sid is None:
            source = pending.get("why") or ""
        elif kind == "m":
            source = self.cards.minion_name(sid)
        elif kind == "h":
            source = self.cards.hero_name(sid)
        else:  # a location's ability
            source = self.cards.face_name(view.locations[sid])
        return t(DECISIONS[pending["kind"]].prompt_key(pending), hero=hero, source=source)

    def zoom_area(self) -> pygame.Rect:
        """The zoom shows over the play area, never over the side panel (the log)."""
        return pygame.Rect(0, self.L.top.bottom, self.L.side.x - 6, self.app.size[1] - self.L.top.bottom)

    def zoom_paused(self) -> bool:
        """No hover zoom while a decision asks for a horde position (the slot
        buttons): the pointer is choosing, not looking."""
        return bool(self._slot_buttons())

    def zoom_image(self, thing: tuple[str, int]) -> pygame.Surface:
        kind, ident = thing
        w = min(int(max(240, self.app.size[1] // 3) * theme.text_size), self.zoom_area().width * 5 // 12)
        if kind == "location":
            return self.cards.location(ident, (int(w * 1.3), int(w * 1.3 * 0.72)))
        if kind == "hero":
            return self.cards.hero(ident, (w, int(w * 1.4)))
        return self.cards.minion(ident, (w, int(w * 1.4)))
