"""The state both Betrayals share on the house core: the saved fields of a game in a
house, the turn's passing, what each seat may see, and the engine's API (legal
actions, refusals, answers), the house (`house`) and the content the rules read
(`room_data`, `card_data`, `track`). It owns the parts that play the game:
`exploration` (explore.py), `haunting` (haunt_play.py) and `monster_rules`
(monsters.py), whose steps are its own (engine/steps.py's COMPONENTS). A game adds
its content, its ruleset, its set-up and its own parts where it plays otherwise:
Betrayal at House on the Hill (games/betrayal/rules.py) and Betrayal Legacy
(games/betrayal_legacy/rules.py).

Seats are clockwise (BH-D.4, BL-D.8). An explorer's traits are clip indexes on its
tracks (traits.py); rooms (tiles) and cards are named by their content ids.
"""

from __future__ import annotations

from typing import Any, Iterator

from tabletop.engine.actions import Action
from tabletop.engine.fields import DeclaredState, field, plain
from tabletop.engine.steps import StepState, pending_field, steps_field

from .actions import Attack, EndTurn, Explore, RoomAction
from .content import TRAITS
from .explore import Exploration
from .geometry import House
from .haunt_play import Haunting
from .monsters import MonsterRules
from .routes import Route, routes, routes_data
from .ruleset import Ruleset

# What every seat may know of the state: all but the order of the decks and the
# room stack, the face-down set-aside tiles, and a side's secret counters (BH-D.42).
PUBLIC = ("explorers", "room", "traits", "alive", "hand", "discards", "resolving", "kept", "spent", "tile_in_hand",
          "house_data", "tokens", "piles", "companions", "omens_drawn", "omens_this_turn", "omen_order", "last_omen",
          "active", "spaces_moved", "stopped", "used", "barrier_side", "collapse_landing", "haunt", "side", "monsters",
          "carried", "exited", "front_door", "attacked", "acted", "turn", "final")
# The public fields a view shows under another name, the one the table reads:
# "traits" in a view are the values the clips (the saved "traits") stand at.
VIEWED_AS = {"traits": "clips", "house_data": "house", "final": "result"}


def _per_seat(value):
    return lambda s: [value() if callable(value) else value for _ in range(s.n)]


def _empty(s) -> list:
    return []


def _none(s) -> None:
    return None


HOUSE_FIELDS = (
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
    field("secrets", dict[str, dict], default=lambda s: {}),  # a side's secret choices (BH-D.42)
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


class HouseState(DeclaredState, StepState):
    """A game in the house: the fields above and the engine's API. A subclass sets
    `ruleset` and FIELDS (HOUSE_FIELDS and any of its own) and supplies `explorer`,
    `room_data`, `card_data`, `track`, `haunt_data_for` and `haunt_begins`, and its
    `chart` and `ranged_weapons`."""

    PUBLIC: tuple[str, ...] = PUBLIC
    COMPONENTS = {"exploration": Exploration, "haunting": Haunting, "monster_rules": MonsterRules}
    ruleset: Ruleset
    #: the haunt chart: {"omens": [column...], "rows": {room or "other": [haunt per omen]}}
    chart: dict[str, Any]
    #: the cards whose weapon shoots (content.ranged_cards)
    ranged_weapons: frozenset[str]

    # -- what the house core asks ----------------------------------------------------------------

    def explorer(self, seat: int):
        raise NotImplementedError

    def haunt_data_for(self, number: int):
        raise NotImplementedError

    def room_data(self, ident: str):
        raise NotImplementedError

    def card_data(self, ident: str):
        raise NotImplementedError

    def track(self, seat: int, trait: str):
        raise NotImplementedError

    # -- the house ------------------------------------------------------------------------

    # The house is kept two ways: as a House, which the rules read, and as plain data,
    # the saved field `house_data`. Each is made from the other only when it is asked
    # for after the other changed (a House is laid tile by tile while plain data is
    # read only by saves and views).
    _house: House | None = None
    _house_plain: dict[str, Any] | None = None

    @property
    def house(self) -> House:
        if self._house is None:
            self._house = House.from_data(self._house_plain)
        return self._house

    @property
    def house_data(self) -> dict[str, Any]:
        if self._house_plain is None:
            self._house_plain = self._house.to_data()
        return self._house_plain

    @house_data.setter
    def house_data(self, data: dict[str, Any]) -> None:
        self._house_plain, self._house = data, None

    def _save_house(self, house: House) -> None:
        """`house` (changed, or new) is the state's house from now on."""
        self._house, self._house_plain = house, None

    # -- which haunt: the chart, and skipping the haunts played before (BH-REVEAL, BH-HOPT) --

    def haunt_begins(self, revealer: int, omen: str, room: str) -> None:
        """BH-REVEAL.1-3, BH-D.36: the chart's cell for the omen and the room it was
        drawn in (the "other room" row for a room without the omen symbol); with the
        "skip played haunts" option, a haunt played before is passed over (BH-HOPT,
        BH-D.38-40) and the log says which and why."""
        chosen = self.options.get("haunt")
        if chosen is not None:  # the group chose its haunt: the chart is not read
            self.haunting.start_haunt(chosen, revealer, omen, room)
            return
        number = self.chart_cell(omen, room)
        played = self.played_haunts()
        if played is not None and number in played:
            chosen, by_omen, by_room = self.next_unplayed_haunt(number, revealer, omen, room, played)
            self._emit("haunt_skipped", revealer, **{"from": number, "to": chosen, "omen": by_omen, "room": by_room})
            number = chosen
        self.haunting.start_haunt(number, revealer, omen, room)

    def chart_cell(self, omen: str, room: str) -> int:
        """The haunt number in the chart's cell for `omen` and `room`."""
        row = self.chart["rows"].get(room, self.chart["rows"]["other"])
        return row[self.chart["omens"].index(omen)]

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
        omens = set(self.chart["omens"])
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


    @property
    def haunted(self) -> bool:
        return self.haunt is not None

    _routes: tuple[list, dict] | None = None

    def aids(self, seat: int) -> dict[str, Any]:
        """The deciding explorer's routes this turn, for its own table only."""
        p = self.pending
        if p is None or p["kind"] != "explore" or p["seat"] != seat or self.is_over:
            return {}
        return {"routes": routes_data(self.routes())}

    def routes(self) -> dict[str, Route]:
        """Every room the deciding explorer can reach this turn, with its cheapest path
        and cost (routes.py): searched once per position, as the gestures are."""
        if self._legal_cache is None:
            self.legal_actions()  # fills the legal cache, whose identity marks the position
        legal = self._legal_cache
        if self._routes is None or self._routes[0] is not legal:
            self._routes = (legal, routes(self))
        return self._routes[1]

    def _step_turn(self) -> None:
        self.exploration.start_explore_turn()
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

    def _resume(self, answer: Action) -> None:
        """After an answer: the objectives are checked, then the steps run on (BH-D.49).
        A quiet answer changed nothing they read: the check made when it was asked holds."""
        if type(answer) not in self.QUIET_ANSWERS:
            self._objectives()
        self._run(checked=True)

    #: Steps that change nothing a side's objective reads, so the check made after the
    #: step before them still holds: the check itself, and steps that only queue other
    #: steps or ask a question (a step the loop runs is never given an answer). A test
    #: (tests/house/test_win_check.py) plays games to hold every one of them to it.
    UNCHANGING = frozenset({"check_win", "haunt_rules", "explore_turn", "end_of_turn", "end_effects", "drop_more",
                            "pick_more", "monster_orders"})
    #: Steps that, run once the haunt has begun, change nothing an objective reads either
    #: (the same test holds them to it): the haunt roll (there is none then), the passing
    #: of the turn (the haunt's rounds decide who is next), and a haunt turn's start,
    #: which sets only whose turn it is and the turn's own bookkeeping. Whose turn it is
    #: orders the two sides' checks, which matters only when both meet their objectives,
    #: and the check before would then have ended the game.
    QUIET_IN_HAUNT = frozenset({"haunt_rolls", "next_turn", "haunt_turn"})
    #: Answers after which no objective needs checking before the steps run on: ending
    #: the turn only queues its end (or, for a side's turn, says it ended); exploring,
    #: an attack and a room's action only queue the steps that carry them out (and mark
    #: the turn's bookkeeping). The state was checked when the question was asked
    #: (every loop ends checked in the haunt), and the same test holds them to it.
    QUIET_ANSWERS = frozenset({EndTurn, Explore, Attack, RoomAction})

    def _run(self, checked: bool = False) -> None:
        """The engine's loop, with the haunt's objectives checked after every step, so
        a side wins as soon as it meets them (BH-END.4, BH-D.49). `checked`: they were
        checked on the state as it is (`_resume` checks them before the loop). After a
        step of UNCHANGING (or of QUIET_IN_HAUNT, in the haunt) the check made before
        still holds, and a queued check_win step finds the state checked already:
        neither checks again."""
        steps = self.steps
        calls = self.step_registry.calls
        unchanging, quiet = self.UNCHANGING, self.QUIET_IN_HAUNT
        check_win = self.haunting._step_check_win  # _objectives, inline: it runs after most steps
        while self.pending is None and self.final is None and steps:
            step = steps.pop()
            name = step[0]
            if name in unchanging:
                if name == "check_win":
                    if checked:
                        continue  # nothing has changed since the last check
                    checked = True
                quiet_now = True
            else:
                quiet_now = name in quiet and self.haunt is not None
            function, owner = calls[name]
            target = self if owner is None else owner(self)
            if len(step) == 1:
                function(target)  # most steps take no argument: a plain call costs less than unpacking
            else:
                function(target, *step[1:])
            if not quiet_now and self.haunt is not None:
                check_win()
                checked = True

    def _objectives(self) -> None:
        if self.haunt is not None and self.final is None:
            self.haunting._step_check_win()

    def seat_out(self, seat: int) -> bool:
        """A dead explorer, or a hero who left the house (BH-D.25, BH-D.48)."""
        return not self.alive[seat] or seat in self.exited

    def deciding_for_side(self) -> bool:
        return self.pending is not None and self.pending.get("for_side") is not None

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) may know: every public field, under its saved
        name or its VIEWED_AS name, once (determinize.py rebuilds a state from them),
        and what the table shows that no field holds as such (house/view.py)."""
        pending = None
        if self.pending is not None:
            pending = plain(self.pending)
            if "step" in pending:
                pending["step"] = self._redact(pending["step"], seat)
        top = self.stack[-1] if self.stack else None
        return {
            **{VIEWED_AS.get(name, name): plain(getattr(self, name)) for name in self.PUBLIC},
            "monsters": [{"carried": [], **plain(m)} for m in self.monsters],  # saved only once one carries
            "monster_kinds": self.monster_rules.kinds_seen(),
            "counters": {k: v for k, v in self.counters.items() if self._sees_counter(k, seat)},
            "secrets": self._secrets_view(seat),
            "steps": [self._redact(step, seat) for step in self.steps],  # internal: for determinize only
            "set_aside": len(self.set_aside),
            "seat": seat, "seats": self.n,
            "options": plain(self.options),  # the set-up everyone agreed on (skip played, open play...)
            "names": [self.seat_name(s) for s in range(self.n)],
            "traits": [[self.exploration.trait_value(s, t) for t in TRAITS] for s in range(self.n)],
            "stack": len(self.stack), "top_floors": list(self.room_data(top).floors) if top else [],  # BH-D.42
            "decks": {k: len(v) for k, v in self.decks.items()},
            "moves_left": self.exploration.moves_left(self.active), "explorable": self.exploration.explorable(),
            "closed_doors": self.exploration.closed_doors(),
            "unpayable": self.exploration.unpayable(self.active) if (self.pending or {}).get("kind") == "explore"
            else [],
            "pending": pending, "open_play": self.open_play,
            **self._side_texts(seat),
            **self._followed(seat),
        }

    @property
    def open_play(self) -> bool:
        """The "open play" option: both sides' texts and every counter are shown to
        everyone, for groups who know the haunts (BH-D.42, BH-SECRET.2)."""
        return self.options.get("open_play") is True

    def _sees_counter(self, counter: str, seat: int | None) -> bool:
        """A haunt's counter shows to everyone or to its side only (BH-D.42)."""
        seen_by = self.haunting.counter_visibility(counter)
        return seen_by == "everyone" or (seat is not None and self.side[seat] == seen_by)

    def _secrets_view(self, seat: int | None) -> dict[str, dict]:
        """The secret choices as `seat` may know them: that a choice was made and among
        what; which room, only for the side that chose, or once revealed (BH-D.42)."""
        sees = self.haunting.sees_secret
        return {k: {**v, "value": v["value"] if sees(k, seat) else None} for k, v in self.secrets.items()}

    def _redact(self, step, seat: int | None) -> list:
        """A step as `seat` may see it: a change of a counter it may not see keeps
        its place in the stack without saying which counter or by how much."""
        step = plain(step)
        if step and step[0] == "effect" and step[2][0].get("op") == "counter" \
                and not self._sees_counter(step[2][0]["counter"], seat):
            step[2][0] = {**step[2][0], "counter": "", "amount": 0}
        return step

    def _followed(self, seat: int | None) -> dict[str, Any]:
        """What the haunt panel shows: the round the track ends at (public), and each
        side's progress toward its goals for the sides whose text `seat` reads (its
        own; both in open play)."""
        if self.haunt is None:
            return {"round_limit": None, "progress": {}}
        mine = self.side[seat] if seat is not None else None
        sides = ("heroes", "traitor") if self.open_play else (mine,) if mine else ()
        return {"round_limit": self.haunting.round_limit(),
                "progress": {side: self.haunting.progress(side, seat) for side in sides}}

    def _side_texts(self, seat: int | None) -> dict[str, Any]:
        """The haunt's texts `seat` may read: its own side's only (BH-D.41-42); a
        spectator reads neither. In open play (BH-D.42, BH-SECRET.2) every seat and
        spectator reads both, in "side_texts"."""
        if self.haunt is None:
            return {"my_side_text": None, "side_texts": None}
        haunt = self.haunting.haunt_data()
        mine = self.side[seat] if seat is not None else None

        def text(spec) -> dict[str, str]:
            return {"text": spec.text, "goal": spec.goal, "if_you_win": spec.if_you_win}

        own = None
        if mine is not None:
            own = text(haunt.heroes if mine == "heroes" else haunt.traitor_side)
        both = {"heroes": text(haunt.heroes), "traitor": text(haunt.traitor_side)} if self.open_play else None
        return {"my_side_text": own, "side_texts": both}
