"""The Prophecy table: the ring of the land with its cards and standees, the
Chance card, the towns' Items and the bank, a battle when one is fought, the
acting character's card with its cubes and Items, and the decision's buttons.

It holds no rule: what may be done comes from the session's legal actions (their
gesture targets light the table up), what happened from its events.

This module keeps the scene: its set-up, the log and the results, the input and
the zoom. The rest are parts the table owns: where things are (places.py), the
event playback (playback.py), the decision's buttons (choices.py), and the
drawing of the ring (board.py), the battle (battle.py), the character's card and
the seat rows (sheet.py) and the towns with the bank (market.py)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.controller.session import Session
from tabletop.engine.places import END_TURN, Place
from tabletop.games.prophecy.actions import Buy, Move
from tabletop.games.prophecy.places import BANK, BATTLE, CARD, STANDEE, Declared, ForSale, Item, Space
from tabletop.games.prophecy.view import PlayerView, ProphecyView

from ... import theme
from ...backdrop import Backdrop
from ...scene import Scene
from ...scenes.table_parts.card_reveal import CardFace
from ...scenes.tablebase import BaseTable
from ...tween import Beat
from .battle import BattlePanel
from .board import Board
from .cards import CardPainter
from .choices import Choices
from .layout import TableLayout
from .logtext import STRONG, describe
from .market import Market
from .places import Places, uid_at
from .playback import EventPlayback
from .sheet import Sheet


class ProphecyTable(BaseTable):
    title_key = "prophecy.ui.title"
    game_keys = (("Enter", "prophecy.help.key_end_turn", lambda g: False, None),)
    title_gap = 24

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.places = Places(self)
        self.beats = EventPlayback(self)
        self.choices = Choices(self)
        self.board = Board(self)
        self.battle_panel = BattlePanel(self)
        self.sheet = Sheet(self)
        self.market = Market(self)
        self.panels = Backdrop(margin=1)  # the cloth, the spaces and the seats' rows, painted when they change

    # -- set-up -------------------------------------------------------------------------------

    def make_widgets(self) -> None:
        self.cards = CardPainter(self.app.assets, self.app.t, self.app.settings.colour_blind)
        if hasattr(self, "panels"):
            self.panels.forget()  # new words or colours: everything is painted again
        self._characters = [self.cards.character_name(p.character) for p in self.session.seen().players]
        self.choices.forget()

    def card_face(self, event: dict[str, Any]) -> CardFace | None:
        return self.cards.face(event)

    def card_choices(self, face: CardFace):
        """The question a card asks, on it: a Chance wind's heal or recharge, an
        Opportunity's use or leave."""
        view = self.session.seen()
        pending = view.pending or {}
        kind, uid = face.ident
        asks = (kind == "chance" and pending.get("kind") == "wind") or \
            (kind == "adventure" and pending.get("card") == uid and pending.get("kind") in ("opportunity", "special"))
        if not asks or not self.places.mine(view):
            return []
        self.choices.refresh()
        return [(button.label, button.on_click) for _, button in self.choices.buttons if button.enabled]

    def layout(self, size: tuple[int, int]) -> None:
        self.L = TableLayout(size, self.session.state.seats)
        s, k = self.L.scale, self.L.type
        self.top_bar.geometry = (12, int(118 * k), int(110 * k), max(5, int(7 * k)))
        for button in self.top_bar.buttons:
            button.most = int(18 * k)
        self.log_panel.scroll.size = max(12, int(14 * s))  # the log adds the Text size itself
        self.layout_top(self.L.top, self.L.log())
        self.choices.forget()
        self.panels.forget()

    def name(self, seat: int) -> str:
        """The seat's name; its character's when one person plays several seats
        under one name (nothing is private, so the New game screen allows it)."""
        names = [self.session.name(s) for s in range(self.session.state.seats)]
        if names.count(names[seat]) > 1:
            return self._characters[seat]
        return names[seat]

    def who(self, seat: int, player: PlayerView) -> str:
        """The seat's name and its character's (once, when they are the same)."""
        character = self.cards.character_name(player.character)
        name = self.name(seat)
        return name if name == character else f"{name} · {character}"

    # -- the log ----------------------------------------------------------------------------------

    def describe(self, event: dict[str, Any]) -> str | None:
        return describe(event, self.name, self.cards)

    def log_style(self, event: dict[str, Any]) -> tuple[tuple[int, int, int], bool]:
        kind = event["event"]
        if kind == "turn_started":
            return theme.ACCENT, True
        return (theme.TEXT if kind in STRONG else theme.TEXT_DIM), kind in STRONG

    def show_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            self.log_panel.add(event)
            self.beats.animate(event)
            if event["event"] == "priced_out" and self.session.seats[event["seat"]].kind == "human":
                self.playback.add(Beat(0.0, start=lambda e=event: self._say_priced_out(e)))

    def _say_priced_out(self, event: dict[str, Any]) -> None:
        """A person's turn ended by itself on a space they could not pay for: why, said
        over their standee once it has arrived."""
        seat = event["seat"]
        at = self.places.standee_rect(seat, self.session.seen().players[seat].space).midtop
        self.app.notify(self.describe(event) or "", seconds=6, at=at)

    def rewound(self) -> None:
        self.choices.forget()
        self.places.forget()
        self.beats.memo = None

    def results(self) -> Scene:
        t = self.app.t
        result = self.session.state.result or {}
        winners = result.get("winners") or []
        reason = result.get("reason", "")
        if winners:
            headline = t(f"prophecy.ui.won_{reason}" if t.has(f"prophecy.ui.won_{reason}") else
                         "prophecy.ui.won_certificates", name=self.name(winners[0]))
        else:
            headline = t("prophecy.ui.no_winner")
        view = self.session.seen()  # everything is public (PR-D.6): the viewer's view is everyone's
        lines = []
        for rank, group in enumerate(result.get("ranking") or [], start=1):
            for seat in group:
                player = view.players[seat]
                key = "prophecy.ui.rank_line" if player.alive else "prophecy.ui.rank_line_dead"
                lines.append(t(key, rank=rank, name=self.name(seat),
                               character=self.cards.character_name(player.character),
                               count=len(player.certificates), xp=player.xp, gold=player.gold))
        return self.app.scene("results", self.session, [], lines, headline=headline, won=True if winners else None)

    # -- input ----------------------------------------------------------------------------------------

    def choose(self, g) -> bool:
        self.choices.refresh()
        for _, button in self.choices.buttons:
            if button.handle(g) and g.kind == "click":
                if not button.enabled:
                    button.on_click()  # a Possibility priced out: says what is short
                return True
        return False

    def key(self, g) -> bool:
        if super().key(g):
            return True
        if g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for target, button in self.choices.buttons:
                if target == END_TURN:
                    button.on_click()
                    return True
        return False

    def number(self, index: int) -> None:
        """A number picks among the answers in the order offered: the buttons'."""
        self.choices.refresh()
        if 0 <= index < len(self.choices.buttons):
            self.choices.buttons[index][1].on_click()

    def start_drag(self, g) -> None:
        view = self.session.seen()
        if not self.places.mine(view):
            return
        found = self.places.source_at(g.start if getattr(g, "start", None) else g.pos, view)
        if found is None:
            return
        source, thing = found
        lit = self.drag_drop.lit(source)
        if not lit:
            if isinstance(source, ForSale) and any(o["action"] == str(Buy(source.item)) for o in view.priced_out):
                self.refuse(Buy(source.item))  # an Item too dear: what is short
            return
        self.drag_drop.drag, self.places.drag_source, self.places.drag_targets = (source, thing), source, lit

    def drop(self, drag, pos) -> None:
        source, _ = drag
        self.places.drag_source = None
        view = self.session.seen()
        target = self.places.target_at(source, pos, view)
        if source == STANDEE and target is None and self._refuse_dear(pos):
            self.places.drag_targets = set()
            return
        hint = self.app.t(f"prophecy.ui.hint_{source.kind}")
        self.drag_drop.drop_on(source, target, self.places.drag_targets, hint, lambda: None)
        self.places.drag_targets = set()

    def _refuse_dear(self, pos) -> bool:
        """A move to a space only a way the seat cannot pay for reaches: say what is
        short (True), or nothing (False)."""
        space = self.L.space_at(pos)
        offer = self.places.dear_ways().get(space) if space is not None else None
        if offer is None:
            return False
        self.refuse(Move(offer["space"], offer["how"]))
        return True

    def click(self, pos) -> None:
        view = self.session.seen()
        if not self.places.mine(view):
            return
        pending = view.pending
        if pending["kind"] == "move":
            space = self.L.space_at(pos)
            way = self.places.best_way(space) if space is not None else None
            if way is not None:
                self.act(STANDEE, way)
            else:
                self._refuse_dear(pos)
            return
        found = self.places.source_at(pos, view)
        if found is None:
            return
        source, _ = found
        lit = self.drag_drop.lit(source)
        if len(lit) == 1:  # one thing it can do: a click does it
            self.act(source, next(iter(lit)))
        elif lit:
            self.app.notify(self.app.t(f"prophecy.ui.hint_{source.kind}"))

    def place_rect(self, place: Place) -> pygame.Rect | None:
        """Where a place lies (a guided game rings it there): the same rect a drag
        starts from or a click or a drop lands on."""
        view = self.session.seen()
        L = self.L
        if place == STANDEE:
            seat = self.places.focus(view)
            return self.places.standee_rect(seat, view.players[seat].space)
        if isinstance(place, Space):
            return L.space(place.space)
        if place == BATTLE:
            return L.battle if self.beats.shown_battle(view) is not None else None
        if place == CARD:
            return L.card
        if place == BANK:
            return L.bank() if self.beats.shown_battle(view) is None else None
        if isinstance(place, Item):  # the card's Items overlap: the part of each not under the next
            placed = self.places.item_rects(view)
            for k, (uid, rect) in enumerate(placed):
                if uid == place.item:
                    right = placed[k + 1][1].x if k + 1 < len(placed) else rect.right
                    return pygame.Rect(rect.x, rect.y, max(8, right - rect.x), rect.height)
            return None
        for kind, placed in ((Declared, self.places.declared_rects(view)), (ForSale, self.places.market_rects(view))):
            if isinstance(place, kind):
                return next((rect for uid, rect in placed if uid == place.item), None)
        self.choices.refresh()  # an option, Stay, End turn, a Certificate, a repair or a service: its button
        return next((button.rect for target, button in self.choices.buttons if target == place), None)

    # -- zoom -------------------------------------------------------------------------------------

    def thing_at(self, pos) -> tuple[str, int] | None:
        view = self.session.seen()
        # the card's Items fan out overlapping: the topmost (last drawn) first, as a drag picks
        places = self.places
        uid = uid_at(places.declared_rects(view) + places.item_rects(view)[::-1] + places.market_rects(view), pos)
        if uid is not None:
            return ("item", uid)
        shown = self.beats.shown_battle(view)
        if shown is not None and self.L.battle_parts()["creature"].collidepoint(pos):
            return ("adventure", shown.card)
        chance = self.places.chance_shown(view)
        if chance is not None and self.L.chance_card.collidepoint(pos):
            return ("chance", chance)
        for seat, player in enumerate(view.players):
            if self.L.seat_row(seat).collidepoint(pos):
                uid = uid_at(self.places.row_item_rects(seat, player), pos)
                if uid is not None:
                    return ("item", uid)
        space = self.L.space_at(pos)
        if space is not None and view.board[space] is not None and \
                self.L.adventure_card(space).collidepoint(pos):
            return ("adventure", view.board[space])
        return None

    def zoom_area(self) -> pygame.Rect:
        return pygame.Rect(0, self.L.top.bottom, self.L.side.x - 4, self.app.size[1] - self.L.top.bottom)

    def zoom_paused(self) -> bool:
        view = self.session.seen()
        return self.drag_drop.drag is not None or (view.pending is not None and view.pending["kind"] == "move"
                                                   and self.places.mine(view) and self.L.space_at(self.zoom.hover_pos) is not None
                                                   and self.L.space_at(self.zoom.hover_pos) in self.places.ways())

    def zoom_image(self, thing) -> pygame.Surface | None:
        kind, ident = thing
        w = min(int(max(230, self.app.size[1] * 2 // 5) * theme.text_size), self.zoom_area().width * 2 // 5)
        size = (w, int(w * 1.4))
        if kind == "adventure":
            return self.cards.adventure(ident, size, full=True)
        if kind == "item":
            return self.cards.item(ident, size, full=True)
        if kind == "chance":
            return self.cards.chance(ident, size, full=True)
        return None

    # -- drawing ----------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.session.seen()
        hidden = self.hidden()
        self.choices.refresh()
        self.panels.draw(surface, self.app.assets, [*self.board.ring_panels(view, hidden), self.sheet.side_panel(view)])
        self._draw_top(surface, view)
        self.board.draw_ring(surface, view, hidden)
        self.board.draw_chance(surface, view, hidden)
        if self.beats.shown_battle(view) is not None:
            self.battle_panel.draw(surface, view, hidden)
        elif view.pending is not None and view.pending["kind"] == "opportunity":
            self.battle_panel.draw_opportunity(surface, view.pending["card"])
        else:
            self.market.draw(surface, view)
        self.sheet.draw_card(surface, view)
        self.choices.draw(surface, view)
        self.log_panel.scroll.draw(surface, self.app.assets)
        self.playback.draw(surface)
        self.slides.draw(surface)
        self._draw_drag(surface)
        self.zoom.draw(surface)

    def _draw_top(self, surface, view: ProphecyView) -> None:
        t = self.app.t
        head = f"{t(self.title_key)}  ·  {t('table.turn', turn=view.turn)}"
        active = view.active
        who = None
        if not self.session.state.is_over and view.pending is not None:
            seat = view.pending["seat"]
            words = t("table.active", name=self.name(seat))
            if view.extra_turn:
                words += " · " + t("prophecy.ui.extra_turn")
            colour, words = self.top_bar.who_acts(seat, words)
            who = (colour, words, self.name(seat))
        elif not self.session.state.is_over:
            who = (self.seat_colour(active), t("table.active", name=self.name(active)), self.name(active))
        s = self.L.type
        self.top_bar.draw(surface, self.L.top, [(head, int(20 * s), theme.ACCENT)], who, words_size=int(17 * s))

    def _draw_drag(self, surface) -> None:
        if self.drag_drop.drag is None:
            return
        source, thing = self.drag_drop.drag
        if source == STANDEE:
            rect = self.L.standee(0, 0, 1)
            rect.center = self.drag_drop.pos
            self.board.paint_standee(surface, thing, rect)
            return
        rect = self.L.card_items(1)[0]
        image = self.cards.item(thing, rect.size)
        rect = image.get_rect(center=self.drag_drop.pos)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(5, 6), border_radius=6)
        surface.blit(image, rect)
