"""Betrayal at House on the Hill's rules model (../shared/rules/betrayal.md), on the
house core (tabletop/games/house/): set-up (BH-SETUP, BH-D.2-3), the exploring
turns (house/explore.py) and the haunt's start (BH-HAUNT, BH-REVEAL).

Seats are clockwise (BH-D.4). An explorer's traits are clip indexes on its tracks
(house/traits.py). Room tiles, cards and explorers are named by their ids in the
content (content.py); the house is the core's plain data (house/geometry.py).
"""

from __future__ import annotations

from datetime import date
from typing import Any, Mapping

from tabletop.engine.fields import Fields
from tabletop.games.house.content import TRAITS, ranged_cards
from tabletop.games.house.decisions import DECISIONS
from tabletop.games.house.explore import Exploration
from tabletop.games.house.ruleset import Ruleset
from tabletop.games.house.state import HOUSE_FIELDS, HouseState

from .content import load_content, load_haunts

CONTENT = load_content()
HAUNTS, CHART = load_haunts(CONTENT)
ROOMS = {r.id: r for r in CONTENT.rooms}
CARDS = {c.id: c for c in (*CONTENT.items, *CONTENT.omens, *CONTENT.events)}
EXPLORERS = CONTENT.explorers
EXPLORER_BY_ID: dict = {}
for _e in EXPLORERS:
    EXPLORER_BY_ID.setdefault(_e.id, _e)
TRACKS = {(ident, trait): getattr(e, trait) for ident, e in EXPLORER_BY_ID.items() for trait in TRAITS}

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


def _side_of(card: str, rng) -> str:
    """One of a character card's two explorers, at random (BH-D.2)."""
    return [e.id for e in EXPLORERS if e.card == card][rng.below(2)]


class BetrayalExploration(Exploration):
    """The house core's exploring, with the base game's own room texts."""

    def explore_actions(self, seat: int) -> list[tuple]:
        """The core's turn choices, with two room texts kept to the letter: the
        Gallery's jump is offered only once the room it lands in is placed ("Action,
        if the Ballroom is placed"), and anyone in the Collapsed Room may drop on
        purpose even before anybody fell (BH-SPECIAL.10; the first to drop finds the
        room below, BH-SPECIAL.12)."""
        state = self.state
        found = super().explore_actions(seat)  # the Gallery: see _action_offered
        here = state.room[seat]
        if state.room_data(here).special == "collapsed" and self.moves_left(seat) > 0 \
                and ("drop_down", here) not in found:
            found.insert(len(found) - 1, ("drop_down", here))  # before ("end",)
        return found

    def _action_offered(self, room: str) -> bool:
        """Whether a room's action that moves the explorer (the Gallery's jump) has
        its landing room placed; an action that moves nobody always is."""
        state = self.state
        lands = {leaf.room for step in state.room_data(room).action for band in step.bands for leaf in band.steps
                 if leaf.op == "move_to"}
        return not lands or any(r in state.house.placed for r in lands)


class BetrayalState(HouseState):
    ruleset = RULES
    COMPONENTS = {**HouseState.COMPONENTS, "exploration": BetrayalExploration}
    chart = CHART
    ranged_weapons = ranged_cards(CARDS.values())
    decisions = DECISIONS
    FIELDS = Fields(*HOUSE_FIELDS)

    # -- set-up (BH-SETUP) ----------------------------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "BetrayalState":
        state = cls(seed, options)
        rng = state.rng
        chosen = options.get("explorers")
        if chosen is None or chosen == "random":  # BH-D.2: one side of each card, cards dealt at random
            cards = sorted({e.card for e in EXPLORERS})
            rng.shuffle(cards)
            chosen = [_side_of(card, rng) for card in cards[:state.n]]
        elif "random" in chosen:  # some seats chose (BH-SETUP.2): the others are dealt from the cards left
            taken = {EXPLORER_BY_ID[e].card for e in chosen if e != "random"}
            cards = sorted({e.card for e in EXPLORERS} - taken)
            rng.shuffle(cards)
            dealt = iter(cards)
            chosen = [e if e != "random" else _side_of(next(dealt), rng) for e in chosen]
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
        state.exploration.lay_start_tiles()
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
        return EXPLORER_BY_ID[self.explorers[seat]]

    def room_data(self, ident: str):
        return ROOMS[ident]

    def card_data(self, ident: str):
        return CARDS[ident]

    def track(self, seat: int, trait: str):
        return TRACKS[self.explorers[seat], trait]

    def haunt_data_for(self, number: int):
        return HAUNTS[number]
