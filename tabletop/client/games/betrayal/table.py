"""The Betrayal table and the parts it owns: the house floor by floor (house.py),
the explorer's sheet, the hand and the decision's buttons (sheet.py), the
reveal's gates and pages (reveal.py) and the playback of the events (playback.py).
It holds no rule: what may be done comes from the session's legal actions, what
happened from its events."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from tabletop.engine.places import Place
from tabletop.games.house import choices
from tabletop.games.house.actions import Attack, Drop, DropItem, Explore, Give, GiveToken, MoveTo, PickItem, Take, Use
from tabletop.games.house.geometry import STEP
from tabletop.games.house.places import (HAND, PILE, STANDEE, Card, Door, Explorer, Monster, Opponent, PileCard, Room,
                                         TakeToken, Token)
from tabletop.games.house.routes import Route, goes_on, read_routes
from tabletop.games.house.view import HouseView

from ... import theme
from ...backdrop import Backdrop
from ...scene import Scene
from ...scenes.table_parts.card_reveal import CardFace
from ...scenes.tablebase import BaseTable
from ...tween import Beat
from ...widgets import new_layer, put_text, rounded
from .duel import Duel
from .house import HouseBoard, placed_map
from .haunt_panel import HauntPanel
from .layout import TableLayout
from .logtext import STRONG, describe
from .menu import ChoiceMenu
from .names import BETRAYAL, Names
from .notice import DeathNotice
from .playback import EventPlayback
from .reveal import Reveal
from .sheet import CARD_TONES, TOKEN, Sheet, _primary


class BetrayalTable(BaseTable):
    title_key = "betrayal.ui.title"
    game_keys = (("Enter", "betrayal.help.key_end_turn", lambda g: False, None),
                 ("Tab", "betrayal.help.key_floor", lambda g: False, None),
                 ("Home", "betrayal.help.key_fit", lambda g: False, None))
    title_gap = 24
    kit = BETRAYAL  # the content it shows and the floors of its tabs (names.py)
    keeps_played_haunts = True  # the app's list of haunts played (BH-D.38, history.py)
    #: the classes of the parts a game of the family tells its own way (Betrayal
    #: Legacy: its stickered tiles, its haunts list, its cards read aloud)
    beats_part: type[EventPlayback] = EventPlayback
    reveal_part: type[Reveal] = Reveal
    house_part: type[HouseBoard] = HouseBoard

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.beats = self.beats_part(self)
        self.reveal = self.reveal_part(self)
        self.sheet = Sheet(self)
        self.house = self.house_part(self)
        self.haunt_panel = HauntPanel(self)
        self.duel = Duel(self)
        self.menu = ChoiceMenu(self)
        #: the last walk, as (history length before, after): one drag, so one undo; and
        #: the steps of a walk undone, redone together
        self._walked: tuple[int, int] | None = None
        self._unwalked = 0
        self._routes_for: tuple[int, int] | None = None  # the position self._routes was read at
        self._routes: dict[str, Route] = {}
        self.buttons: list[tuple[Any, Any]] = []
        self.drag_targets: set[Place] = set()
        self.turn_preview: int | None = None
        self.lift_preview: choices.Doorway | None = None  # the elevator option hovered
        self._lift_shown: int | None = None  # the move at which the elevator's floor was shown
        self._secret_gated: int | None = None  # the move at which a secret choice's gate was shown
        self.notice = DeathNotice(self)
        self.by_hand = False  # the person chose the floor or moved the map this turn: moves shown do not change it
        self.panels = Backdrop(margin=1)
        self.L = TableLayout(app.size, len(self.kit.floors), self.lesson_panel is not None)
        view = session.seen()
        seat = view.pending["seat"] if view.pending else view.active
        self.floor = self.house.room_floor(view, view.room[seat]) or "ground"

    # -- set-up -----------------------------------------------------------------------------------

    def make_widgets(self) -> None:
        self.names = Names(self.app.t, self.kit)
        self.house.forget_tiles()
        self.sheet.forget_buttons()
        self.reveal.reread_buttons = []
        self.panels.forget()
        self.haunt_panel.forget()

    def layout(self, size) -> None:
        self.L = TableLayout(size, len(self.kit.floors), self.lesson_panel is not None)
        s, k = self.L.scale, self.L.type
        self.top_bar.geometry = (12, int(118 * k), int(110 * k), max(5, int(7 * s)))
        for button in self.top_bar.buttons:
            button.most = int(18 * k)
        self.log_panel.scroll.size = max(12, int(14 * s))  # the log adds the Text size itself
        self.layout_top(self.L.top, self.L.log)
        self.sheet.forget_buttons()
        self.house.forget()
        self.panels.forget()
        self.haunt_panel.forget()
        self.reveal.page_widgets()

    def lesson_area(self) -> pygame.Rect:
        return self.L.lesson  # a band under the map: the log's corner is too short for a step's words

    # -- the log ----------------------------------------------------------------------------------

    def describe(self, event) -> str | None:
        if not hasattr(self, "names"):
            self.names = Names(self.app.t, self.kit)
        said = describe(event, self.name, self.names)
        if event["event"] == "explorer_died" and said:  # and what became of their things (notice.py)
            said = " ".join([said, *self.notice.sentences(event)])
        return said

    def log_style(self, event):
        kind = event["event"]
        if kind == "turn_started":
            return theme.ACCENT, True
        if kind in ("haunt_revealed", "explorer_died", "attack", "monster_attack", "game_over"):
            return theme.DANGER if kind != "game_over" else theme.HIGHLIGHT, True
        return (theme.TEXT if kind in STRONG else theme.TEXT_DIM), kind in STRONG

    def show_events(self, events) -> None:
        duelled = _attack_rolls(events)  # the duel rolls these itself
        for i, event in enumerate(events):
            if event["event"] == "explorer_died":
                self.notice.died(event)
            self.log_panel.add(event)
            if i not in duelled:
                self.beats.animate(event)
            self._follow_figures(event)
        if not self.read_only:
            self.duel.watch(events)

    def _follow_figures(self, event) -> None:
        """A new turn shows the floor of the explorer whose turn it is; a figure that
        moved is marked once its move has played."""
        kind, seat = event["event"], event.get("seat")
        if kind == "turn_started" and isinstance(seat, int):
            self.playback.add(Beat(0.0, start=lambda s=seat: self._turn_floor(s)))
        elif kind in ("moved", "slid", "fell") and isinstance(seat, int):
            self.playback.add(Beat(0.0, start=lambda s=seat: self.house.figures.moved_now(("seat", s))))
        elif kind == "monster_moved":
            self.playback.add(Beat(0.0, start=lambda k=event["monster"]: self.house.figures.moved_now(("monster", k))))

    def _turn_floor(self, seat: int) -> None:
        self.by_hand = False
        view = self.session.seen()
        if 0 <= seat < len(view.room) and view.alive[seat]:
            self.beats.follow(self.house.room_floor(view, view.room[seat]))

    def card_face(self, event) -> CardFace | None:
        """An event, omen or item drawn: the cards are public (BL-D.35), so shown to all."""
        if event["event"] != "card_drawn":
            return None
        card, names = event["card"], self.names
        kind = names.card_kind(card)
        return CardFace(self.app.t(f"betrayal.ui.deck_{kind}"), names.card(card), names.card_text(card),
                        CARD_TONES.get(kind, (90, 90, 90)), event.get("seat"), ident=card)

    def card_choices(self, face: CardFace):
        """The question the card asks ("Drink / Leave it", "be affected?"), on the card:
        the decision's buttons while the pending decision names the card."""
        view = self.session.seen()
        source = (view.pending or {}).get("source")
        if source not in (face.ident, f"card:{face.ident}") or not self.sheet.mine(view):
            return []
        self.sheet.refresh_buttons()
        return [(button.label, button.on_click) for _, button in self.buttons]

    def after_update(self) -> None:
        if any(f not in self.house.panned for f in self.kit.floors):
            self.house.refit()
        self._show_elevator_floor()
        self._gate_secret_choice()
        if not self.playback.busy:  # the turn's ways searched once it shows, not when the standee is picked up
            self.routes(self.session.seen())

    def _gate_secret_choice(self) -> None:
        """BH-D.42: a side's secret choice made at a shared screen comes behind its side's
        gate ("Pass to the traitor, everyone else look away"), as its text does; with
        one person at the table, or in open play, there is nobody to hide it from."""
        view = self.session.seen()
        p = view.pending
        key = len(self.session.state.history)
        if p is None or p["kind"] != "secret" or self.playback.busy or self._secret_gated == key \
                or not self.sheet.mine(view) or len(self.session.humans()) < 2 or self.reveal.open_play(view):
            return
        self._secret_gated = key
        self.reveal.pages = [("choice", p.get("for_side") or view.side[p["seat"]])]
        self.reveal.page_widgets()

    def _show_elevator_floor(self) -> None:
        """Once the events have played, a rider choosing the elevator's stop sees the
        floor the roll named (where all the choices are)."""
        view = self.session.seen()
        p = view.pending
        key = len(self.session.state.history)
        if p is None or p["kind"] != "elevator" or self.playback.busy or self._lift_shown == key \
                or not self.sheet.mine(view):
            return
        self._lift_shown = key
        floors = {self.house.room_floor(view, spot.room) for o in p["options"]
                  if isinstance(spot := choices.doorway(o), choices.Doorway)}
        if len(floors) == 1:
            self.beats.follow(floors.pop())

    def rewound(self) -> None:
        self.sheet.forget_buttons()
        self.reveal.pages = []

    def update(self, dt: float) -> None:
        self.notice.update(dt)
        self.house.figures.clock += dt
        self.duel.update(dt)
        if self.reveal.pages or self.duel.open:  # a page of the reveal or a duel is open: the game waits
            self.playback.update(dt)
            self.slides.update(dt)
            return
        super().update(dt)

    def recap_waits(self) -> bool:
        return bool(self.reveal.pages) or self.duel.open

    def results(self) -> Scene:
        t = self.app.t
        result = self.session.state.result or {}
        winners = result.get("winners") or []
        side = result.get("side") or ""
        key = f"betrayal.ui.won_{side}" if side in ("heroes", "traitor") else "betrayal.ui.no_winner"
        headline = t(key, names=", ".join(self.name(s) for s in winners))
        view = self.session.seen()
        lines = []
        for seat in range(view.seats):
            words = t("betrayal.ui.result_line", name=self.name(seat),
                      explorer=self.names.explorer(view.explorers[seat]),
                      side=t(f"betrayal.ui.side_{view.side[seat] or 'none'}"),
                      fate=t("betrayal.ui.won") if seat in winners else t("betrayal.ui.lost"))
            lines.append(words)
        lines += self._epilogue(view, result)
        colours = [self.kit.colour(e) for e in view.explorers]
        return self.app.scene("results", self.session, [], lines, headline=headline,
                              won=True if winners else None, colours=colours)

    def _epilogue(self, view: HouseView, result) -> list[str]:
        """The haunt, why it ended, and the winning side's "If you win" text: read
        aloud at the end of the game (BH-END.5), so no longer a secret."""
        haunt = view.haunt
        if not haunt:
            return []
        t = self.app.t
        data = self.kit.haunts.get(haunt["number"])
        reason = result.get("reason") or ""
        why = t(f"betrayal.ui.reason_{reason}") if t.has(f"betrayal.ui.reason_{reason}") else reason
        head = t("betrayal.ui.haunt_head", n=haunt["number"], title=self.names.haunt_title(haunt["id"]))
        lines = ["", f"{head}: {why}" if why else head]
        side = result.get("side")
        if data is not None and side in ("heroes", "traitor"):
            spec = data.heroes if side == "heroes" else data.traitor_side
            if spec.if_you_win:
                lines.append(self.names.side_text(haunt["id"], side, "if_you_win", spec.if_you_win))
        return lines

    # -- input ---------------------------------------------------------------------------------------

    def before(self, g) -> bool:
        if self.reveal.reveal_gesture(g) or self.duel.handle(g):
            return True
        if g.kind == "click" and self.notice.click(g.pos) or self.menu.handle(g):
            return True
        if g.kind == "context" and not self.playback.busy:  # a card's or a figure's choices, and a look
            view = self.session.seen()
            found = self.menu_at(g.pos, view)
            if found:
                items = [(self.gesture_label(x, view), lambda x=x: self.perform(*x)) for x in found]
                items.append((self.app.t("betrayal.ui.look_closer"), lambda p=g.pos: self.zoom.toggle(p)))
                self.menu.show(g.pos, items)
                return True
        return False

    def view_control(self, g) -> bool:
        """The floors' tabs and the map's wheel, pan and Home key: how the house is shown."""
        if self.reveal.pages:
            return False
        if g.kind == "click":
            for i, floor in enumerate(self.kit.floors):
                if self.L.tab(i).collidepoint(g.pos):
                    self.floor = floor
                    self.by_hand = True
                    return True
        if g.kind == "wheel" and self.L.map.collidepoint(getattr(g, "pos", self.zoom.hover_pos)):
            self.by_hand = True
            dy = getattr(g, "dy", 0) or getattr(g, "y", 0)
            self.house.zoom_map(getattr(g, "pos", self.zoom.hover_pos), 1.15 if dy > 0 else 1 / 1.15)
            return True
        if g.kind == "drag_move" and self.drag_drop.drag is not None and self.drag_drop.drag[0] == "standee":
            for i, floor in enumerate(self.kit.floors):  # over a floor's tab: that floor shows, to drop on
                if self.L.tab(i).collidepoint(g.pos):
                    self.floor = floor
        if g.kind == "key" and g.key == pygame.K_TAB:
            floors = self.kit.floors
            self.floor = floors[(floors.index(self.floor) + 1) % len(floors)]
            self.by_hand = True
            return True
        if g.kind == "key" and g.key == pygame.K_HOME:
            self.house.panned.discard(self.floor)
            self.house.cams.pop(self.floor, None)
            return True
        if self.house.pan_from is not None:
            if g.kind == "drag_move":
                self.by_hand = True
                self.house.pan(g.pos[0] - self.house.pan_from[0], g.pos[1] - self.house.pan_from[1])
                self.house.pan_from = g.pos
                return True
            if g.kind == "drop":
                self.house.pan_from = None
                return True
        return False

    def choose(self, g) -> bool:
        if self.haunt_panel.handle(g):
            return True
        self.sheet.refresh_buttons()
        view = self.session.seen()
        for _, button in self.reveal.reread_widgets(view):
            if button.handle(g) and g.kind == "click":
                return True
        if g.kind == "hover":
            self.turn_preview = self.lift_preview = None
        for action, button in self.buttons:
            if button.handle(g) and g.kind == "click":
                if not button.enabled:
                    button.on_click()  # a card's use priced out: says why not
                return True
            if g.kind == "hover" and button.hover and action.verb == "choose" and view.pending \
                    and view.pending["kind"] == "turn_tile":
                self.turn_preview = int(action.value)
            if g.kind == "hover" and button.hover and action.verb == "choose" and view.pending \
                    and view.pending["kind"] == "elevator" \
                    and isinstance(spot := choices.doorway(action.value), choices.Doorway):
                self.lift_preview = spot
        return False

    def key(self, g) -> bool:
        if super().key(g):
            return True
        if g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for action, button in self.buttons:
                if _primary(action):
                    button.on_click()
                    return True
        return False

    def number(self, index: int) -> None:
        self.sheet.refresh_buttons()
        if 0 <= index < len(self.buttons):
            self.buttons[index][1].on_click()

    def start_drag(self, g) -> None:
        view = self.session.seen()
        start = g.start if getattr(g, "start", None) else g.pos
        if self.sheet.mine(view) and view.pending["kind"] == "explore":
            seat = view.pending["seat"]
            rect = self.house.standee_rect(view, seat)
            if rect is not None and self.house.room_floor(view, view.room[seat]) == self.floor \
                    and rect.inflate(8, 8).collidepoint(start):
                lit = self.standee_lit(view)
                if lit:
                    self.drag_drop.drag, self.drag_targets = ("standee", seat), lit
                else:  # the standee held fast: say why (no movement left), not pan the map
                    self.refuse(MoveTo(view.room[seat]))
                return
        card = self.sheet.card_at(start, view)
        if card is not None and self.sheet.mine(view):
            if view.pending["kind"] != "explore":
                self.refuse(self._meant(card))  # a question waits: it comes first
                return
            source = self.sheet.source_of(card)
            lit = self.drag_drop.lit(source)
            if type(source) not in (PileCard, TakeToken):  # what is held may strike an opponent too
                lit |= {x for x in self.drag_drop.lit(STANDEE) if type(x) is Opponent}
            self.drag_drop.drag, self.drag_targets = ("card", card), lit
            return
        if self.sheet.mine(view) and view.pending["kind"] == "monsters":
            for k, m in enumerate(view.monsters):
                rect = self.house.piece_rect(view, m.room, ("monster", k))
                if m.alive and rect is not None and self.house.room_floor(view, m.room) == self.floor \
                        and rect.inflate(6, 6).collidepoint(start):
                    lit = self.drag_drop.lit(Monster(k))
                    if lit:
                        self.drag_drop.drag, self.drag_targets = ("monster", k), lit
                        return
        if self.L.map.collidepoint(start):
            self.house.pan_from = g.pos

    def routes(self, view: HouseView) -> dict[str, Route]:
        """The rooms the person's explorer can reach this turn and how (the rules'
        search, made once per position); none while it is not the person's turn."""
        if self.read_only or not self.sheet.mine(view) or view.pending["kind"] != "explore":
            return {}
        key = (len(self.session.state.history), id(self.session.state))
        if self._routes_for != key:  # the session's aids, read once per position
            self._routes_for = key
            self._routes = read_routes(self.session.aids().get("routes", {}), self.session.state.game)
        routes = self._routes
        lesson = getattr(self.session, "lesson", None)
        if lesson is not None and not lesson.open:  # a guided step lights only the room it asks for
            legal = self.session.legal_actions()
            routes = {room: route for room, route in routes.items() if list(route.steps) == legal}
        return routes

    def standee_lit(self, view: HouseView) -> set[Place]:
        """Where the standee may be dropped: every room reachable this turn, the open
        doors of its room, the opponents it may attack."""
        return self.drag_drop.lit(STANDEE) | {Room(room) for room in self.routes(view)}

    def _target_at(self, pos, view: HouseView) -> Room | Door | None:
        """The room or door under `pos`; on a floor's tab, the floor's room reachable
        the cheapest way (the stairs, most often)."""
        for i, floor in enumerate(self.kit.floors):
            if self.L.tab(i).collidepoint(pos):
                there = [r for r in self.routes(view).values() if self.house.room_floor(view, r.room) == floor]
                if there:
                    return Room(min(there, key=lambda r: (r.cost, len(r.steps), r.room)).room)
                rooms = [x for x in self.drag_targets
                         if type(x) is Room and self.house.room_floor(view, x.room) == floor]
                return rooms[0] if len(rooms) == 1 else None
        room = self.house.room_at(pos, view)
        if room is not None:
            return Room(room)
        cell = self.house.cell_at(pos)
        if cell is None:
            return None
        here = placed_map(view).get(view.room[view.active])
        if here is not None and here[0] == self.floor:
            for side, (dx, dy) in STEP.items():
                if (here[1] + dx, here[2] + dy) == cell:
                    return Door(side)
        return None

    def figure_at(self, pos, view: HouseView) -> tuple[str, int] | None:
        """The standee ("seat", s) or monster ("monster", k) under `pos` on the floor shown."""
        room = self.house.room_at(pos, view)
        if room is None:
            return None
        for thing in reversed(self.house._things_in(view, room)):
            rect = self.house.piece_rect(view, room, thing)
            if rect is not None and rect.inflate(6, 6).collidepoint(pos):
                return thing
        return None

    def _foes(self, figure: tuple[str, int] | None) -> list[tuple[Place, Place]]:
        """The attacks on `figure` the explorer may make now, one per trait (BH-ATTACK.9)."""
        if figure is None:
            return []
        return sorted(((STANDEE, x) for x in self.drag_drop.lit(STANDEE)
                       if type(x) is Opponent and (x.foe, x.who) == figure), key=lambda g: str(g[1]))

    def _gestures_at(self, drag, pos, view: HouseView, lit: set[Place],
                     target: Room | Door | None) -> list[tuple[Place, Place]]:
        """The legal gestures (source, target) that dropping `drag` at `pos` may mean:
        several when the person must say which (an attack's trait, a gift or an attack)."""
        seat = view.pending["seat"]
        figure = self.figure_at(pos, view)
        if drag[0] == "card":
            card = self.sheet.source_of(drag[1])
            held = self.drag_drop.lit(card)
            if type(card) in (PileCard, TakeToken):  # picked up: into the hand, or onto the standee
                into_hand = figure == ("seat", seat) or self.sheet.hand_area().collidepoint(pos)
                return [(card, HAND)] if into_hand and HAND in held else []
            if figure == ("seat", seat):
                return [(card, STANDEE)] if STANDEE in held else []
            found = [(card, Explorer(figure[1]))] if figure and figure[0] == "seat" and Explorer(figure[1]) in held \
                else []
            found += self._foes(figure)
            if not found and figure is None and self.house.room_at(pos, view) == view.room[seat] and PILE in held:
                found = [(card, PILE)]
            return found
        foes = self._foes(figure)
        if foes:
            return foes
        if target == Room(view.room[seat]):  # the stairs it stands on: taken to the floor they lead to
            target = self._stairs_end(view)
        return [(STANDEE, target)] if target is not None and target in lit else []

    def _stairs_end(self, view: HouseView) -> Room | None:
        """Where the stairs of the explorer's room lead, when it can go there this turn."""
        here = view.room[view.pending["seat"]]
        routes = self.routes(view)
        ends = [a if b == here else b for a, b in view.house.links if here in (a, b)]
        ends = [r for r in ends if r in routes and self.house.room_floor(view, r) != self.house.room_floor(view, here)]
        return Room(ends[0]) if ends else None

    def _refusal(self, drag, pos, view: HouseView, target: Room | Door | None):
        """What a drop that means nothing legal would have meant, for the model to say why not."""
        seat = view.pending["seat"]
        figure = self.figure_at(pos, view)
        if drag[0] == "card":
            source = self.sheet.source_of(drag[1])
            if type(source) in (PileCard, TakeToken):
                return self._meant(drag[1]) if self.sheet.hand_area().collidepoint(pos) else None
            token = type(source) is Token
            kind = drag[1][len(TOKEN):]
            if figure == ("seat", seat):
                return None if token else Use(drag[1])
            other = figure is not None and figure[0] == "seat" and figure[1] != seat
            if other and view.room[figure[1]] == view.room[seat]:
                return GiveToken(kind, figure[1]) if token else Give(drag[1], figure[1])
            if figure is not None:
                return Attack(figure[0], figure[1])
            if self.house.room_at(pos, view) == view.room[seat]:
                return Drop(kind) if token else DropItem(drag[1])
            return None
        if figure is not None and figure[0] == "monster" or figure is not None and figure[1] != seat:
            return Attack(figure[0], figure[1])
        if type(target) is Door:
            return Explore(target.side)
        return MoveTo(target.room) if type(target) is Room and target.room != view.room[seat] else None

    def drop(self, drag, pos) -> None:
        view = self.session.seen()
        lit = self.drag_targets
        target = self._target_at(pos, view)  # reads the lit targets (a floor's tab)
        self.drag_targets = set()
        if drag[0] == "monster":
            figure = self.figure_at(pos, view)
            if figure is not None and figure[0] == "seat" and Explorer(figure[1]) in lit:
                target = Explorer(figure[1])  # an attack ordered (BH-D.44)
            self.drag_drop.drop_on(Monster(drag[1]), target, lit, self.app.t("betrayal.ui.hint_monster"), lambda: None)
            return
        if not self.sheet.mine(view) or view.pending["kind"] != "explore":
            return
        found = self._gestures_at(drag, pos, view, lit, target)
        if len(found) == 1:
            self.perform(*found[0])
        elif found:
            self.menu.show(pos, [(self.gesture_label(g, view), lambda g=g: self.perform(*g)) for g in found])
        else:
            action = self._refusal(drag, pos, view, target)
            step = self.session.step_refusal()
            if action is not None:
                self.refuse(action)
            elif step is not None:  # a guided game says what its step asks
                self.app.refuse(step)
            else:
                self.app.notify(self.app.t("betrayal.ui.hint_card" if drag[0] == "card" else
                                           "betrayal.ui.hint_standee"))

    def gesture_label(self, gesture: tuple[Place, Place], view: HouseView) -> str:
        return self.sheet.button_label(self.session.state.find_gesture_action(*gesture), view)

    def perform(self, source: Place, target: Place) -> None:
        """A gesture the person made: a drop on a room farther than the next is walked
        there step by step."""
        view = self.session.seen()
        route = self.routes(view).get(target.room) if source == STANDEE and type(target) is Room else None
        if route is not None and len(route.steps) > 1:
            self.walk(route)
        else:
            self.act(source, target)

    def walk(self, route: Route) -> None:
        """The route's moves, one by one through the session, each checked as a move made
        by hand; a step that does more than move (a card drawn, a roll, the haunt) stops
        the walk there (BH-MOVE.2)."""
        if self.read_only:
            return
        seat = self.session.seen().pending["seat"]
        start = len(self.session.state.history)
        for step in route.steps:
            try:
                events = self.session.act(step)
            except IllegalAction as exc:
                self.app.refuse(exc)
                break
            if not goes_on(events, seat, self.session.state):
                break
        self._walked = (start, len(self.session.state.history))

    def undo(self) -> None:
        """A walk made by one drag is taken back whole, as it was made."""
        walked, self._walked = self._walked, None
        steps = walked[1] - walked[0] if walked and walked[1] == len(self.session.state.history) else 1
        for k in range(steps):
            before = len(self.session.state.history)
            super().undo()
            if len(self.session.state.history) == before:  # refused, and said why
                return
            self._unwalked = k + 1 if steps > 1 else 0

    def redo(self) -> None:
        steps, self._unwalked = max(1, self._unwalked), 0
        start = len(self.session.state.history)
        for _ in range(steps):
            if not self.session.redo_stack:
                break
            super().redo()
        if steps > 1:
            self._walked = (start, len(self.session.state.history))

    def _meant(self, ident: str):
        """What a card the hand shows picked up most often means (a card used, a token put
        down, a card or token of the room picked up): for the model to say why not, while a
        question waits."""
        source = self.sheet.source_of(ident)
        match source:
            case Token(token=token):
                return Drop(token)
            case PileCard(card=card):
                return PickItem(card)
            case TakeToken(token=token):
                return Take(token)
        return Use(ident)

    def click(self, pos) -> None:
        view = self.session.seen()
        card = self.sheet.card_at(pos, view)
        if card is not None and self.sheet.mine(view) and view.pending["kind"] != "explore":
            self.refuse(self._meant(card))  # a hand card clicked while a question waits: the question first
            return
        if not self.sheet.mine(view) or view.pending["kind"] != "explore":
            return
        self.drag_targets = self.drag_drop.lit(STANDEE)
        target = self._target_at(pos, view)
        lit, self.drag_targets = self.drag_targets, set()
        if target is not None and target in lit:
            self.act(STANDEE, target)

    def menu_at(self, pos, view: HouseView) -> list[tuple[Place, Place]]:
        """What a right-click on a card of the hand or a figure offers: the card used,
        given, dropped or attacked with; the figure given a card or attacked."""
        if not self.sheet.mine(view) or view.pending["kind"] != "explore":
            return []
        card = self.sheet.card_at(pos, view)
        if card is None:  # a figure: what may be given to it, and the attacks on it
            figure = self.figure_at(pos, view)
            gifts = [] if figure is None or figure[0] != "seat" else [
                (source, Explorer(figure[1])) for source in map(self.sheet.source_of, self.sheet.hand_things(view))
                if Explorer(figure[1]) in self.drag_drop.lit(source)]
            return gifts + self._foes(figure)
        source = self.sheet.source_of(card)
        lit = self.drag_drop.lit(source)
        if type(source) in (PileCard, TakeToken):
            return [(source, HAND)] if HAND in lit else []
        found = [(source, STANDEE)] if STANDEE in lit else []
        found += sorted(((source, x) for x in lit if type(x) is Explorer), key=lambda g: g[1].seat)
        found += [(source, PILE)] if PILE in lit else []
        return found + sorted(((STANDEE, x) for x in self.drag_drop.lit(STANDEE) if type(x) is Opponent),
                              key=lambda g: str(g[1]))

    # -- where a place lies (a guided game's rings) --------------------------------------------------

    def place_rect(self, place: Place) -> pygame.Rect | None:
        """The rect a player drags from or to, or clicks, for `place`: the standee, a
        room, an open door's doorway, a figure (an explorer, an opponent), a card of
        the hand, or the button of a move with nothing to drag. None when it is not
        shown (on another floor, not offered now, or under a page of the reveal or a duel)."""
        if self.reveal.pages or self.duel.open:
            return None
        view = self.session.seen()
        seat = view.pending["seat"] if view.pending else view.active
        match place:
            case _ if place == STANDEE:
                return self._figure_rect(view, view.room[seat], ("seat", seat))
            case Room(room=room):
                return self._cell_rect(view, room)
            case Door(side=side):
                doorway = self._cell_rect(view, view.room[seat], STEP[side])  # its "?" mark, on the map
                return doorway.inflate(-doorway.width // 3, -doorway.height // 3).clip(self.L.map) if doorway else None
            case Explorer(seat=who):
                return self._figure_rect(view, view.room[who], ("seat", who))
            case Opponent(foe=foe, who=who):
                room = view.room[who] if foe == "seat" else view.monsters[who].room
                return self._figure_rect(view, room, (foe, who))
            case Card() | Token() | PileCard() | TakeToken():
                ident = next((i for i in self.sheet.hand_things(view) + self.sheet.room_things
                              if self.sheet.source_of(i) == place), None)
                return next((r for i, r in self.sheet.hand_rects(view) if i == ident), None)
        self.sheet.refresh_buttons()
        return next((b.rect for a, b in self.buttons if a.target == place), None)

    def _cell_rect(self, view: HouseView, room: str, step: tuple[int, int] = (0, 0)) -> pygame.Rect | None:
        """The map's cell of `room` (or the cell `step` away from it) on the floor shown."""
        p = placed_map(view).get(room)
        if p is None or p[0] != self.floor:
            return None
        return self.house.cell_rect(p[1] + step[0], p[2] + step[1])

    def _figure_rect(self, view: HouseView, room: str, thing: tuple[str, int]) -> pygame.Rect | None:
        if self.house.room_floor(view, room) != self.floor:
            return None
        return self.house.piece_rect(view, room, thing)

    # -- zoom -----------------------------------------------------------------------------------------

    def thing_at(self, pos):
        if self.haunt_panel.covers(pos):
            return None
        view = self.session.seen()
        for ident, rect in reversed(self.sheet.hand_rects(view)):
            if rect.collidepoint(pos):
                return ("card", ident)
        figure = self.house.figures.figure_at(view, pos)
        if figure is not None:
            return figure
        room = self.house.room_at(pos, view)
        if room is not None:
            return ("room", room)
        return None

    def zoom_area(self) -> pygame.Rect:
        return pygame.Rect(0, self.L.top.bottom, self.app.size[0], self.app.size[1] - self.L.top.bottom)

    def zoom_paused(self) -> bool:
        """No zoom while dragging, panning or a menu is open, nor over a room or one's own
        standee while the standee may move (the lit rooms are what the pointer is after)."""
        if self.drag_drop.drag is not None or self.house.pan_from is not None or self.menu.open:
            return True
        thing = self.thing_at(self.zoom.hover_pos) or ("", "")
        own = thing[0] == "seat" and thing[1] == (self.session.seen().pending or {}).get("seat")
        return (thing[0] == "room" or own) and bool(self.house.targets())

    def zoom_image(self, thing):
        kind, ident = thing
        w = max(240, min(int(320 * self.L.type), self.app.size[0] // 3))
        if kind == "card":
            return self.sheet.card_image(ident, (w, int(w * 1.35)))
        if kind == "room":
            return self.sheet.room_image(ident, (w, int(w * 0.9)))
        if kind == "monster":
            return self.house.figures.monster_card(self.session.seen(), ident, w)
        if kind == "seat":
            return self.house.figures.explorer_card(self.session.seen(), ident, w)
        return None

    # -- drawing -----------------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.session.seen()
        self.sheet.refresh_buttons()
        self.panels.draw(surface, self.app.assets, [self.house.map_panel(), self.sheet.sheet_panel(view)])
        self._draw_top(surface, view)
        self.sheet.draw_tabs(surface, view)
        self.house.draw_house(surface, view)
        self.haunt_panel.draw(surface, view)
        self.sheet.draw_strip(surface, view)
        for _, button in self.reveal.reread_widgets(view):
            button.draw(surface, self.app.assets)
        self.sheet.draw_actions(surface, view)
        self.log_panel.scroll.draw(surface, self.app.assets)
        self.playback.draw(surface)
        self.slides.draw(surface)
        if self.drag_drop.drag is not None and self.drag_drop.drag[0] == "monster":
            m = view.monsters[self.drag_drop.drag[1]]
            rect = (self.house.piece_rect(view, m.room, self.drag_drop.drag) or pygame.Rect(0, 0, 30, 30)).copy()
            rect.center = self.drag_drop.pos
            self.house.paint_monster(surface, view, self.drag_drop.drag[1], rect)
        elif self.drag_drop.drag is not None and self.drag_drop.drag[0] == "card":
            self._draw_drop_places(surface, view)
            self.sheet.draw_dragged_card(surface, self.drag_drop.drag[1], self.drag_drop.pos)
        elif self.drag_drop.drag is not None:
            self._draw_drop_places(surface, view)
            self._draw_path(surface, view)
            rect = self.house.standee_rect(view, self.drag_drop.drag[1]) or pygame.Rect(0, 0, 30, 30)
            rect = rect.copy()
            rect.center = self.drag_drop.pos
            self.house.paint_standee(surface, view, self.drag_drop.drag[1], rect, lit=True)
        self.zoom.draw(surface)
        self.notice.draw(surface)
        self.duel.draw(surface)
        self.menu.draw(surface)
        self.reveal.draw_reveal(surface)

    def _draw_drop_places(self, surface, view: HouseView) -> None:
        """While a card or the standee is dragged, the figures and places it may be
        dropped on ringed: oneself (a use), another explorer (a gift), an opponent (an
        attack), the room (a drop), the hand (a pick-up)."""
        seat = view.pending["seat"] if view.pending else view.active
        width = max(2, int(3 * self.L.scale))
        clip = surface.get_clip()
        surface.set_clip(self.L.map.inflate(-4, -4))
        for place in self.drag_targets:
            match place:
                case Opponent(foe=foe, who=who):
                    room = view.room[who] if foe == "seat" else view.monsters[who].room
                    thing = ("seat" if foe == "seat" else "monster", who)
                case Explorer(seat=who):
                    room, thing = view.room[who], ("seat", who)
                case _ if place == STANDEE:
                    room, thing = view.room[seat], ("seat", seat)
                case _ if place == PILE:
                    p = placed_map(view).get(view.room[seat])
                    if p is not None and p[0] == self.floor:
                        cell = self.house.cell_rect(p[1], p[2])
                        pygame.draw.rect(surface, theme.HIGHLIGHT, cell.inflate(-4, -4), width, border_radius=8)
                    continue
                case _:
                    continue
            rect = self.house.piece_rect(view, room, thing) if self.house.room_floor(view, room) == self.floor \
                else None
            if rect is not None:
                colour = theme.DANGER if type(place) is Opponent else theme.HIGHLIGHT
                pygame.draw.circle(surface, colour, rect.center, rect.width // 2 + width + 2, width)
        surface.set_clip(clip)
        if HAND in self.drag_targets:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.sheet.hand_area().inflate(6, 6), width, border_radius=8)

    def _draw_path(self, surface, view: HouseView) -> None:
        """While the standee is dragged: the way to the room under the pointer, drawn
        room by room on the floor shown, and what it costs by the pointer."""
        pos = self.drag_drop.pos
        target = self._target_at(pos, view)
        route = self.routes(view).get(target.room) if type(target) is Room else None
        if route is None:
            return
        placed = placed_map(view)
        s = self.L.scale
        points = []
        for room in (view.room[view.pending["seat"]], *(step.room for step in route.steps)):
            p = placed.get(room)
            if p is not None and p[0] == self.floor:
                points.append(self.house.cell_rect(p[1], p[2]).center)
        clip = surface.get_clip()
        surface.set_clip(self.L.map.inflate(-4, -4))
        width = max(3, int(6 * s))
        if len(points) > 1:
            pygame.draw.lines(surface, (20, 16, 12), False, points, width + 4)
            pygame.draw.lines(surface, theme.HIGHLIGHT, False, points, width)
        for point in points[1:]:
            pygame.draw.circle(surface, theme.HIGHLIGHT, point, width + 2)
        surface.set_clip(clip)
        words = self.app.t("betrayal.ui.path_cost", count=route.cost)
        image = self.app.assets.text(words, int(16 * self.L.type), (28, 22, 14), bold=True)
        box = image.get_rect().inflate(16, 8)
        box.midleft = (pos[0] + int(26 * s), pos[1] - int(22 * s))
        box.clamp_ip(surface.get_rect())
        new_layer()  # over the rooms' names
        rounded(surface, box, theme.HIGHLIGHT, (28, 22, 14), 2, 8)
        put_text(surface, image, box, "path cost", "center")

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour of the seat's explorer card, as its standee and sheet show it."""
        explorers = self.session.seen().explorers
        fallback = super().seat_colour(seat)
        return self.kit.colour(explorers[seat], fallback) if seat < len(explorers) else fallback

    def _draw_top(self, surface, view: HouseView) -> None:
        t = self.app.t
        s = self.L.type
        head = f"{t(self.title_key)}  ·  {t('table.turn', turn=view.turn)}"
        who = None
        if not self.session.state.is_over and view.pending is not None:
            seat = view.pending["seat"]
            colour, words = self.top_bar.who_acts(seat, t("table.active", name=self.name(seat)))
            who = (colour, words, self.name(seat))
        self.top_bar.draw(surface, self.L.top, [(head, int(20 * s), theme.ACCENT)], who, words_size=int(17 * s))


def _attack_rolls(events) -> set[int]:
    """The indexes of the dice rolls an attack made (those just before it, of its trait):
    its duel shows them, not the dice tray."""
    found: set[int] = set()
    for i, e in enumerate(events):
        if e["event"] in ("attack", "monster_attack"):
            k = i - 1
            while k >= 0 and events[k]["event"] == "dice_rolled" and events[k].get("trait") == e["trait"] \
                    and k >= i - 2:
                found.add(k)
                k -= 1
    return found
