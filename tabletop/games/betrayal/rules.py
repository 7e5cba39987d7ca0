"""Betrayal at House on the Hill's rules model (../shared/rules/betrayal.md), on the
house core (tabletop/games/house/): set-up (BH-SETUP, BH-D.2-3), the exploring
turns (house/explore.py) and the haunt's start (BH-HAUNT, BH-REVEAL).

Seats are clockwise (BH-D.4). An explorer's traits are clip indexes on its tracks
(house/traits.py). Room tiles, cards and explorers are named by their ids in the
content (content.py); the house is the core's plain data (house/geometry.py).
"""

from __future__ import annotations

from datetime import date
from typing import Any, Iterator, Mapping

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.fields import DeclaredState, Fields, field, plain
from tabletop.engine.steps import StepState, pending_field, steps_field
from tabletop.games.house.actions import Choose, Explore, MoveTo, Order, turn_action, turn_choice
from tabletop.games.house.content import TRAITS
from tabletop.games.house.explore import ExploreRules, Ruleset
from tabletop.games.house.haunt_play import HauntRules

from .content import load_content, load_haunts

CONTENT = load_content()
HAUNTS, CHART = load_haunts(CONTENT)
ROOMS = {r.id: r for r in CONTENT.rooms}
CARDS = {c.id: c for c in (*CONTENT.items, *CONTENT.omens, *CONTENT.events)}
EXPLORERS = CONTENT.explorers

RULES = Ruleset(
    floors=("basement", "ground", "upper"),
    # BH-SETUP.5, BH-D.5, BH-D.7: the three start tiles on their own floors; the
    # Entrance Hall tile's three rooms in a row (BH-SPECIAL.2)
    starts=(("basement_landing", "basement", 0, 0), ("entrance_hall", "ground", 0, 0), ("foyer", "ground", 1, 0),
            ("grand_staircase", "ground", 2, 0), ("upper_landing", "upper", 0, 0)),
    links=(("entrance_hall", "foyer"), ("foyer", "grand_staircase"),
           ("grand_staircase", "upper_landing")),  # BH-ROOM.8
    joins=(("basement_stairs", "foyer"),),  # BH-ROOM.9: a secret door to the Foyer once it is found
    locked=(("entrance_hall", "w"),),  # BH-ROOM.6, BH-D.25: the front door
)


# What every seat may know of the state: all but the order of the decks and the
# room stack, the face-down set-aside tiles, and a side's secret counters (BH-D.42).
PUBLIC = ("explorers", "room", "traits", "alive", "hand", "discards", "resolving", "kept", "spent", "tile_in_hand",
          "house_data", "tokens", "piles", "companions", "omens_drawn", "omens_this_turn", "omen_order", "last_omen",
          "active", "spaces_moved", "stopped", "used", "barrier_side", "collapse_landing", "haunt", "side", "monsters",
          "carried", "exited", "front_door", "attacked", "acted", "turn", "final")


def _per_seat(value):
    return lambda s: [value() if callable(value) else value for _ in range(s.n)]


def _empty(s) -> list:
    return []


def _none(s) -> None:
    return None


class BetrayalState(HauntRules, ExploreRules, DeclaredState, StepState):
    ruleset = RULES
    FIELDS = Fields(
        field("explorers", list[str], default=_empty),  # each seat's explorer id
        field("room", list[str], default=_empty),
        field("traits", list[list[int]], default=_empty),  # clip indexes, in TRAITS order
        field("alive", list[bool], default=_per_seat(True)),
        field("hand", list[list[str]], default=_per_seat(list)),  # items and omens held (companions too)
        field("decks", dict[str, list[str]], default=lambda s: {"item": [], "omen": [], "event": []}),
        field("discards", dict[str, list[str]], default=lambda s: {"event": [], "spent": []}),
        field("resolving", list[str], default=_empty),  # an event being carried out
        field("kept", list[str], default=_empty),  # events with a continuing effect (BH-D.30), in a hand
        field("spent", dict[str, int], default=lambda s: {}),  # uses of limited-use cards
        field("stack", list[str], default=_empty),  # room tiles, last is the top
        field("set_aside", list[str], default=_empty),
        field("tile_in_hand", str | None, default=_none),
        field("house_data", dict, default=lambda s: {"placed": [], "links": []}),
        field("tokens", dict[str, list[str]], default=lambda s: {}),
        field("piles", dict[str, list[str]], default=lambda s: {}),  # Item Piles: room -> cards (BH-ITEM.4)
        field("companions", dict[str, list[str]], default=lambda s: {}),  # left where their explorer died
        field("omens_drawn", int, default=lambda s: 0),
        field("omens_this_turn", list[list[str]], default=_empty),
        field("omen_order", list[str], default=_empty),  # every omen drawn, in order (BH-D.40)
        field("last_omen", list | None, default=_none),  # [omen, room, seat] of the latest omen drawn (BH-D.53)
        field("active", int, default=lambda s: 0),
        field("spaces_moved", int, default=lambda s: 0),
        field("stopped", bool, default=lambda s: False),
        field("used", list[str], default=_empty),
        field("barrier_side", list[int], default=_per_seat(0)),  # the side of a barrier room stood on
        field("collapse_landing", str | None, default=_none),  # the Collapsed Room Below token's room
        field("haunt", dict | None, default=_none),  # number, id, revealer, traitor, omen, room, round
        field("side", list[str], default=lambda s: ["" for _ in range(s.n)]),  # heroes or traitor, once haunted
        field("counters", dict[str, int], default=lambda s: {}),
        field("monsters", list[dict], default=_empty),  # kind, room, stunned, alive
        field("carried", list[list[str]], default=_per_seat(list)),  # haunt tokens carried
        field("exited", list[int], default=_empty),  # left by the front door
        field("front_door", bool, default=lambda s: False),
        field("attacked", bool, default=lambda s: False),  # this turn (BH-ATTACK.1)
        field("acted", dict[str, int], default=lambda s: {}),  # the haunt's actions this turn
        field("turn", int),
        steps_field(),
        pending_field(),
        field("final", dict | None, default=_none),
    )

    def __init__(self, seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seed, options)
        self._house = None
        self._house_data = None

    # -- set-up (BH-SETUP) ----------------------------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "BetrayalState":
        state = cls(seed, options)
        rng = state.rng
        chosen = options.get("explorers")
        if chosen is None:  # BH-D.2: one side of each card, cards dealt at random
            cards = sorted({e.card for e in EXPLORERS})
            rng.shuffle(cards)
            chosen = []
            for card in cards[:state.n]:
                sides = [e.id for e in EXPLORERS if e.card == card]
                chosen.append(sides[rng.below(2)])
        state.explorers = list(chosen)
        for seat, ident in enumerate(state.explorers):
            explorer = state.explorer(seat)
            state.traits.append([getattr(explorer, t).start for t in TRAITS])  # BH-SETUP.3
            state.room.append(RULES.start_room)  # BH-SETUP.7
        for deck, cards in (("item", CONTENT.items), ("omen", CONTENT.omens), ("event", CONTENT.events)):
            ids = [c.id for c in cards]
            rng.shuffle(ids)
            state.decks[deck] = ids  # BH-SETUP.4
        starts = {r for r, *_ in RULES.starts}
        stack = [r.id for r in CONTENT.rooms if r.id not in starts]
        rng.shuffle(stack)
        state.stack = stack  # BH-SETUP.6
        state.lay_start_tiles()
        state.active = state.first_player(options["today"])
        state._emit("game_started", None, explorers=list(state.explorers), first=state.active)
        state._push(("turn",))
        state._open()
        return state

    def first_player(self, today: str) -> int:
        """BH-SETUP.9, BH-D.3: the birthday soonest on or after `today` (MM-DD)."""
        def days(birthday: str) -> int:
            month, day = (int(p) for p in birthday.split("-"))
            now_m, now_d = (int(p) for p in today.split("-"))
            this = date(2001, month, min(day, 28) if month == 2 else day)
            ref = date(2001, now_m, min(now_d, 28) if now_m == 2 else now_d)
            return (this - ref).days % 365
        return min(range(self.n), key=lambda s: (days(self.explorer(s).birthday), s))

    # -- what the house core asks ----------------------------------------------------------------

    def explorer(self, seat: int):
        return next(e for e in EXPLORERS if e.id == self.explorers[seat])

    def room_data(self, ident: str):
        return ROOMS[ident]

    def card_data(self, ident: str):
        return CARDS[ident]

    def track(self, seat: int, trait: str):
        return getattr(self.explorer(seat), trait)

    @property
    def haunted(self) -> bool:
        return self.haunt is not None

    def explorer_dies(self, seat: int) -> None:
        self.haunt_death(seat)  # before the haunt nobody dies (BH-ATTACK.8): traits stop at index 1

    def haunt_begins(self, revealer: int, omen: str, room: str) -> None:
        """BH-REVEAL.1-3, BH-D.36: the chart's cell for the omen and the room it was
        drawn in (the "other room" row for a room without the omen symbol); with the
        "skip played haunts" option, a haunt played before is passed over (BH-HOPT,
        BH-D.38-40) and the log says which and why."""
        number = self.chart_cell(omen, room)
        played = self.played_haunts()
        if played is not None and number in played:
            chosen, by_omen, by_room = self.next_unplayed_haunt(number, revealer, omen, room, played)
            self._emit("haunt_skipped", revealer, **{"from": number, "to": chosen, "omen": by_omen, "room": by_room})
            number = chosen
        self.start_haunt(number, revealer, omen, room)

    @staticmethod
    def chart_cell(omen: str, room: str) -> int:
        """The haunt number in the chart's cell for `omen` and `room`."""
        row = CHART["rows"].get(room, CHART["rows"]["other"])
        return row[CHART["omens"].index(omen)]

    def played_haunts(self) -> frozenset[int] | None:
        """The haunts played before, given in the "skip_played" option (BH-D.38: the
        history is kept outside the game); None when the option is off."""
        played = self.options.get("skip_played")
        if not isinstance(played, (list, tuple)):
            return None
        return frozenset(n for n in played if type(n) is int)

    def next_unplayed_haunt(self, number: int, revealer: int, omen: str, room: str,
                            played: frozenset[int]) -> tuple[int, str, str]:
        """BH-HOPT.1-4, BH-D.39-40: (haunt, omen, room) of the first chart cell not
        played before, trying the placed omen-symbol rooms closest to the revealer
        (fewest spaces by legal adjacency, ties to the earlier-placed tile) with the
        same omen; then, room by room again (the omen's own room first), the
        revealer's other held omens, then the other omens in play in the order drawn.
        When every cell has been played, the original cell."""
        rooms = [r for r in self.omen_rooms_by_distance(self.room[revealer]) if r != room]
        for k, each in enumerate(self.omens_to_try(revealer, omen)):
            for where in (rooms if k == 0 else [room, *rooms]):
                cell = self.chart_cell(each, where)
                if cell not in played:
                    return cell, each, where
        return number, omen, room

    def omen_rooms_by_distance(self, start: str) -> list[str]:
        """The placed rooms with the omen symbol, nearest `start` first (BH-D.39);
        rooms no path reaches come last, each kind in the order placed."""
        house = self.house
        far = house.distances(start) if start in house.placed else {}
        order = {r: i for i, r in enumerate(house.order)}
        rooms = [r for r in house.order if "omen" in self.room_data(r).symbols]
        return sorted(rooms, key=lambda r: (far.get(r, float("inf")), order[r]))

    def omens_to_try(self, revealer: int, omen: str) -> Iterator[str]:
        """The omen drawn, then the revealer's other held omens, then every other
        omen in play (held, in a pile or left by the dead) in the order drawn
        (BH-D.40), each once."""
        omens = set(CHART["omens"])
        tried = {omen}
        yield omen
        for card in list(self.hand[revealer]):
            if card in omens and card not in tried:
                tried.add(card)
                yield card
        for card in self.omen_order:  # then the other omens in play, in the order drawn
            if card not in tried and any(card in pile for pile in (*self.hand, *self.piles.values(),
                                                                    *self.companions.values())):
                tried.add(card)
                yield card

    def haunt_data_for(self, number: int):
        return HAUNTS[number]

    def haunt_data(self):
        return HAUNTS[self.haunt["number"]]

    def entered(self, seat: int, room: str) -> None:
        if self.haunted:  # a move may meet a side's objective too (BH-D.49: after every action)
            self._push(("haunt_rules", "enter_room", self.side[seat], seat), ("check_win",))

    def ignores_rooms(self, seat: int) -> bool:
        return self.haunted and self.side[seat] == "traitor"  # BH-TRAITOR.2, BH-D.23

    def explore_actions(self, seat: int) -> list[tuple]:
        """The core's turn choices, with two room texts kept to the letter: the
        Gallery's jump is offered only once the room it lands in is placed ("Action,
        if the Ballroom is placed"), and anyone in the Collapsed Room may drop on
        purpose even before anybody fell (BH-SPECIAL.10; the first to drop finds the
        room below, BH-SPECIAL.12)."""
        found = [a for a in super().explore_actions(seat) if not (a[0] == "action" and not self._lands_placed(a[1]))]
        here = self.room[seat]
        if self.room_data(here).special == "collapsed" and self.moves_left(seat) > 0 \
                and ("drop_down", here) not in found:
            found.insert(len(found) - 1, ("drop_down", here))  # before ("end",)
        return found

    def _lands_placed(self, room: str) -> bool:
        """Whether a room's action that moves the explorer (the Gallery's jump) has
        its landing room placed; an action that moves nobody always is."""
        lands = {leaf.room for step in self.room_data(room).action for band in step.bands for leaf in band.steps
                 if leaf.op == "move_to"}
        return not lands or any(r in self.house.placed for r in lands)

    def extra_actions(self, seat: int) -> list[tuple]:
        return self.haunt_actions(seat) if self.haunted else []

    def do_extra(self, seat: int, choice: list) -> None:
        self.do_haunt_action(seat, choice)

    def leave_cost(self, seat: int) -> int:
        """BH-SLOW.1-4, BH-D.46: 1, plus 1 for each opponent in the room that is not a
        stunned monster; with nothing moved yet, 1 space can always be moved."""
        if not self.haunted:
            return 1
        here = self.room[seat]
        cost = 1 + sum(1 for s in self.opponents(seat) if self.room[s] == here)
        if self.side[seat] == "heroes":
            cost += sum(1 for m in self.monsters if m["alive"] and not m["stunned"] and m["room"] == here)
        if self.spaces_moved == 0:
            cost = min(cost, max(1, self.trait_value(seat, "speed")))
        return cost

    # -- the turn ----------------------------------------------------------------------------------

    def _step_turn(self) -> None:
        self.start_explore_turn()
        self._push(("explore_turn",))

    def _step_next_turn(self) -> None:
        self._emit("turn_ended", self.active)
        if self.haunted:
            return  # the haunt's rounds decide who is next (haunt_play.py)
        for step in range(1, self.n + 1):  # BH-SETUP.10: clockwise
            nxt = (self.active + step) % self.n
            if self.alive[nxt]:
                self.active = nxt
                break
        self.turn += 1
        self._push(("turn",))

    # -- the engine's API ----------------------------------------------------------------------------

    def seat_name(self, seat: int | None) -> str:
        names = self.options.get("names")
        if seat is None:
            return "nobody"
        return names[seat] if names else self.explorer(seat).name

    def components(self) -> dict[str, Any]:
        cards = [*self.decks["item"], *self.decks["omen"], *self.decks["event"], *self.discards["event"],
                 *self.discards["spent"], *self.resolving, *(c for hand in self.hand for c in hand),
                 *(c for pile in self.piles.values() for c in pile), *(c for left in self.companions.values() for c in left)]
        tiles = [*self.stack, *self.set_aside, *(r for r, *_ in self.house_data["placed"])]
        if self.tile_in_hand is not None:
            tiles.append(self.tile_in_hand)
        return {"cards": sorted(cards), "tiles": sorted(tiles)}

    def _legal(self) -> list[Action]:
        p = self.pending
        if p is None:
            return []
        if p["kind"] == "explore":
            return [turn_action(option) for option in p["options"]]
        if p["kind"] == "monsters":
            return [Order(str(o)) for o in p["options"]]
        return [Choose(str(o)) for o in p["options"]]

    def explain_illegal(self, action: Action) -> IllegalAction:
        p = self.pending
        if p is None:
            return IllegalAction("The game is over.", "error.game_over")
        who = self.seat_name(p["seat"])
        if p["kind"] == "explore":
            if isinstance(action, MoveTo):
                return IllegalAction(f"{who} cannot reach that room now: it is not next to theirs through a door, "
                                     "or no movement is left.", "betrayal.error.cannot_move", name=who)
            if isinstance(action, Explore):
                return IllegalAction(f"{who} cannot explore through that side: no open door there, no movement "
                                     "left, or no tile left for this floor.", "betrayal.error.cannot_explore",
                                     name=who)
            return IllegalAction(f"{who} cannot do that now.", "betrayal.error.not_now", name=who)
        if p["kind"] == "monsters":
            return IllegalAction(f"{who} cannot give that order: the monster cannot go there or do that now.",
                                 "betrayal.error.bad_order", name=who)
        return IllegalAction(f"{who} must answer the question on the table first.", "betrayal.error.must_choose",
                             name=who)

    def _resolve(self, action: Action) -> None:
        p = self.pending
        self.pending = None
        choice = turn_choice(action) if p["kind"] == "explore" else action.value
        self._answer(p, choice)
        self._run()

    def view(self, seat: int | None) -> dict[str, Any]:
        pending = None
        if self.pending is not None:
            pending = plain(self.pending)
            if "step" in pending:
                pending["step"] = self._redact(pending["step"], seat)
        top = self.stack[-1] if self.stack else None
        public = {name: plain(getattr(self, name)) for name in PUBLIC}
        public["counters"] = {k: v for k, v in self.counters.items() if self._sees_counter(k, seat)}
        return {
            "public": public,  # every field a seat may know, as saved (determinize.py rebuilds a state from it)
            "steps": [self._redact(step, seat) for step in self.steps],
            "set_aside": len(self.set_aside),
            "seat": seat, "seats": self.n, "active": self.active, "turn": self.turn,
            "options": plain(self.options),  # the set-up everyone agreed on (skip played, open play...)
            "names": [self.seat_name(s) for s in range(self.n)],
            "explorers": list(self.explorers), "room": list(self.room),
            "traits": [[self.trait_value(s, t) for t in TRAITS] for s in range(self.n)],
            "clips": [list(t) for t in self.traits], "alive": list(self.alive),
            "hand": [list(h) for h in self.hand], "house": {"placed": [list(p) for p in self.house_data["placed"]],
                                                           "links": [list(x) for x in self.house_data["links"]]},
            "tokens": {k: list(v) for k, v in self.tokens.items()},
            "piles": {k: list(v) for k, v in self.piles.items()},
            "companions": {k: list(v) for k, v in self.companions.items()},
            "stack": len(self.stack), "top_floors": list(ROOMS[top].floors) if top else [],  # BH-D.42
            "decks": {k: len(v) for k, v in self.decks.items()}, "kept": list(self.kept),
            "omens_drawn": self.omens_drawn, "moves_left": self.moves_left(self.active),
            "pending": pending, "result": self.final,
            **self._haunt_view(seat),
        }

    @property
    def open_play(self) -> bool:
        """The "open play" option: both sides' texts and every counter are shown to
        everyone, for groups who know the haunts (BH-D.42, BH-SECRET.2)."""
        return self.options.get("open_play") is True

    def counter_visibility(self, ident: str) -> str:
        """Who sees a counter (BH-D.42): as the haunt says, or everyone in open play
        (the log then tells the values too)."""
        return "everyone" if self.open_play else super().counter_visibility(ident)

    def _sees_counter(self, counter: str, seat: int | None) -> bool:
        """A haunt's counter shows to everyone or to its side only (BH-D.42)."""
        seen_by = self.counter_visibility(counter)
        return seen_by == "everyone" or (seat is not None and self.side[seat] == seen_by)

    def _redact(self, step, seat: int | None) -> list:
        """A step as `seat` may see it: a change of a counter it may not see keeps
        its place in the stack without saying which counter or by how much."""
        step = plain(step)
        if step and step[0] == "effect" and step[2][0].get("op") == "counter" \
                and not self._sees_counter(step[2][0]["counter"], seat):
            step[2][0] = {**step[2][0], "counter": "", "amount": 0}
        return step

    def _haunt_view(self, seat: int | None) -> dict[str, Any]:
        """What the haunt shows `seat`: the public state, and its own side's text and
        hidden counters only (BH-D.41-42); a spectator sees neither side's. In open
        play (BH-D.42, BH-SECRET.2) every seat and spectator sees both texts, in
        "side_texts", and every counter."""
        if self.haunt is None:
            return {"haunt": None, "side": list(self.side), "open_play": self.open_play}
        haunt = self.haunt_data()
        mine = self.side[seat] if seat is not None else None
        counters = {k: v for k, v in self.counters.items() if self._sees_counter(k, seat)}

        def text(spec) -> dict[str, str]:
            return {"text": spec.text, "goal": spec.goal, "if_you_win": spec.if_you_win}

        own = None
        if mine is not None:
            own = text(haunt.heroes if mine == "heroes" else haunt.traitor_side)
        both = {"heroes": text(haunt.heroes), "traitor": text(haunt.traitor_side)} if self.open_play else None
        return {"haunt": dict(self.haunt), "side": list(self.side), "counters": counters,
                "monsters": [dict(m) for m in self.monsters], "carried": [list(c) for c in self.carried],
                "exited": list(self.exited), "front_door": self.front_door, "my_side_text": own,
                "open_play": self.open_play, "side_texts": both}
