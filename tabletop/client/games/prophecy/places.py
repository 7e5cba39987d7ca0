"""Where things are on the Prophecy table: the standees, the Items on the acting
character's card, in the towns, in the battle and in the seat rows, the Chance
card of the turn, and what a drag may start from and drop on. Drawing, hit tests,
drops and the zoom all use these, so they agree. A part of the table scene."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.places import Place
from tabletop.games.prophecy.places import BANK, BATTLE, CARD, STANDEE, Declared, ForSale, Item, Space
from tabletop.games.prophecy.view import PlayerView, ProphecyView

from .cards import chance_uid

HOW_ORDER = {"foot": 0, "horse": 1, "boat": 2, "portal": 3}


def uid_at(placed: list[tuple[int, pygame.Rect]], pos) -> int | None:
    """The first of the placed things (uid, rect) under `pos`."""
    for uid, rect in placed:
        if rect.collidepoint(pos):
            return uid
    return None


class Places:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part
        self.drag_source: Place | None = None  # what the drag under way picked up
        self.drag_targets: set[Place] = set()  # where it may be dropped
        self._sources: set[Place] = set()
        self._sources_key: Any = None  # what may be picked up, worked out once per position
        self._last_chance: tuple[int, int | None] = (-1, None)

    def forget(self) -> None:
        """An undo replaced the state: work out again what may be picked up."""
        self._sources_key = None

    def standees(self, view: ProphecyView) -> dict[int, list[int]]:
        """The living characters on each space, in seat order."""
        found: dict[int, list[int]] = {}
        for seat, player in enumerate(view.players):
            if player.alive:
                found.setdefault(player.space, []).append(seat)
        return found

    def standee_rect(self, seat: int, space: int) -> pygame.Rect:
        view = self.table.session.seen()
        here = [s for s, p in enumerate(view.players) if p.alive and p.space == space]
        if seat not in here:
            here = sorted(here + [seat])
        return self.table.L.standee(space, here.index(seat), len(here))

    def focus(self, view: ProphecyView) -> int:
        """The seat whose card the middle shows: the one deciding, else the active one."""
        pending = view.pending
        return pending["seat"] if pending is not None else view.active

    def mine(self, view: ProphecyView) -> bool:
        """Whether a person at this window decides now."""
        pending = view.pending
        return pending is not None and self.table.session.human_to_act() and not self.table.read_only

    def chance_shown(self, view: ProphecyView) -> int | None:
        """The Chance card of this turn: the one drawn now, else the last one drawn."""
        if view.chance is not None:
            return view.chance
        log = self.table.session.log
        if self._last_chance[0] != len(log):
            found = None
            for e in reversed(log):
                if e["event"] == "chance_drawn":
                    found = chance_uid(e["card"])
                    break
            self._last_chance = (len(log), found)
        return self._last_chance[1]

    def item_rects(self, view: ProphecyView) -> list[tuple[int, pygame.Rect]]:
        """The focused character's Items on its card (declared ones are in the battle)."""
        player = view.players[self.focus(view)]
        battle = self.table.beats.shown_battle(view)
        items = [u for u in player.items if battle is None or u not in battle.declared]
        return list(zip(items, self.table.L.card_items(len(items))))

    def market_rects(self, view: ProphecyView) -> list[tuple[int, pygame.Rect]]:
        if self.table.beats.shown_battle(view) is not None:
            return []
        found = []
        for town in ("city", "village"):
            lying = view.market[town]
            found += [(u, self.table.L.town_item(town, k, len(lying))) for k, u in enumerate(lying)]
        return found

    def declared_rects(self, view: ProphecyView) -> list[tuple[int, pygame.Rect]]:
        battle = self.table.beats.shown_battle(view)
        if battle is None:
            return []
        declared = battle.declared
        return [(u, self.table.L.declared_item(k, len(declared))) for k, u in enumerate(declared)]

    def row_item_rects(self, seat: int, player: PlayerView, start: int | None = None) -> list[tuple[int, pygame.Rect]]:
        """The Items of a seat's row, as small chips at the row's right (hover: zoom)."""
        row = self.table.L.seat_row(seat)
        line_h = row.height // 2
        h = max(8, row.height - line_h - 8)
        w = max(8, int(h * 0.75))
        count = len(player.items)
        right = row.right - 8
        left = start if start is not None else row.x + row.width // 2
        step = min(w + 3, (right - left - w) // max(1, count - 1)) if count > 1 else 0
        step = max(3, step)
        x0 = right - (step * (count - 1) + w)
        return [(u, pygame.Rect(x0 + k * step, row.y + line_h + 2, w, h)) for k, u in enumerate(player.items)]

    def carried(self, source: Place) -> bool:
        """Whether `source` is being dragged (then it is drawn at the pointer, not
        in its place)."""
        return self.table.drag_drop.drag is not None and self.drag_source == source

    def drop_lit(self, target: Place) -> bool:
        """Whether the drag under way may drop on `target` (then it lights up)."""
        return self.table.drag_drop.drag is not None and target in self.drag_targets

    def lit_sources(self) -> set[Place]:
        """The drag sources of the legal actions (what may be picked up)."""
        if self.table.drag_drop.drag is not None:
            return set()
        key = (len(self.table.session.state.history), id(self.table.session.state))
        if self._sources_key != key:
            self._sources_key = key
            legal = self.table.session.legal_actions()
            self._sources = {a.source for a in legal if a.source} if not self.table.read_only \
                else set()
        return self._sources

    def source_at(self, pos, view: ProphecyView) -> tuple[Place, Any] | None:
        """What a drag may start from at `pos`: the standee, an Item, a town's Item."""
        pending = view.pending
        if pending is None:
            return None
        if pending["kind"] == "move":
            seat = pending["seat"]
            if self.standee_rect(seat, view.players[seat].space).collidepoint(pos):
                return STANDEE, seat
        for kind, placed in ((Declared, self.declared_rects(view)), (Item, self.item_rects(view)[::-1]),
                             (ForSale, self.market_rects(view))):
            uid = uid_at(placed, pos)
            if uid is not None:
                return kind(uid), uid
        return None

    def target_at(self, source: Place, pos, view: ProphecyView) -> Place | None:
        L = self.table.L
        if source == STANDEE:
            space = L.space_at(pos)
            return self.best_way(space) if space is not None else None
        if isinstance(source, Item):
            if view.battle is not None and L.battle.collidepoint(pos):
                return BATTLE
            if view.battle is None and L.bank().collidepoint(pos):
                return BANK
            return None
        if isinstance(source, (ForSale, Declared)):
            focus = self.focus(view)
            if L.card.collidepoint(pos) or L.seat_row(focus).collidepoint(pos):
                return CARD
        return None

    def best_way(self, space: int) -> Place | None:
        """The cheapest lit way to `space` (on foot before horse, boat, portal)."""
        ways = self.ways().get(space) or []
        return Space(space, ways[0]["how"]) if ways else None

    def ways(self) -> dict[int, list[dict]]:
        view = self.table.session.seen()
        pending = view.pending
        if pending is None or pending["kind"] != "move" or not self.mine(view):
            return {}
        found: dict[int, list[dict]] = {}
        for option in pending["options"]:
            found.setdefault(option["space"], []).append(option)
        for ways in found.values():
            ways.sort(key=lambda o: (o["cost"], HOW_ORDER.get(o["how"], 9)))
        return found

    def lit_ways(self) -> dict[int, list[dict]]:
        """The ways lit on the ring: those the session lets the standee take now (in a
        guided game, only the one its step asks for; while a note is read, none)."""
        ways = self.ways()
        if not ways:
            return ways
        allowed = self.table.drag_drop.lit(STANDEE)
        lit = {space: [o for o in options if Space(space, o["how"]) in allowed] for space, options in ways.items()}
        return {space: options for space, options in lit.items() if options}

    def dear_ways(self) -> dict[int, dict]:
        """The spaces a move would reach only by a way the seat cannot pay for, with
        that way and its price (the model's `priced_out`): drawn greyed, refused with why."""
        view = self.table.session.seen()
        pending = view.pending
        if pending is None or pending["kind"] != "move" or not self.mine(view):
            return {}
        return {offer["space"]: offer for offer in view.priced_out if "space" in offer}
