"""Helpers that build Betrayal positions for the rules tests (test_*.py).

A test starts a real game (`new`), then arranges the situation by editing the
state's fields, always moving tiles and cards rather than creating them (a tile
laid in the house is taken out of the room stack, a card given to a seat is taken
out of its deck), so `state.components()` keeps every tile and card exactly once.
Then it puts a seat at the start of its turn (`at_turn`) or starts a haunt
(`haunt`) and drives the game through `apply` with legal actions.

Dice are forced with `dice(state, *pips)`: the next dice rolled show those pips
(0, 1 or 2; BH-D.8), in order. Only die rolls are scripted: a shuffle of six
cards or tiles would also draw from the queue, so tests queue dice only right
before the action that rolls them.
"""

from __future__ import annotations

from typing import Iterable

from tabletop.engine.rng import Rng
from tabletop.games.betrayal import GAME
from tabletop.games.betrayal.rules import CARDS, EXPLORERS, HAUNTS, RULES, ROOMS
from tabletop.games.house.content import TRAITS
from tabletop.games.house.geometry import House

G = GAME
PIP_INDEX = {0: 0, 1: 2, 2: 4}  # faces 0, 0, 1, 1, 2, 2 (BH-D.8)
# four explorers from four cards, with their birthdays: 03-14, 07-21, 09-08, 12-05
FOUR = ["tobias_crane", "eli_navarro", "hank_doyle", "june_abernathy"]


class Scripted(Rng):
    """A seeded Rng whose next `below(6)` answers come from a queue of pips."""

    __slots__ = ("faces",)

    def __init__(self, state: int) -> None:
        super().__init__(0)
        self.state = state
        self.faces: list[int] = []

    def below(self, n: int) -> int:
        if self.faces and n == 6:
            return PIP_INDEX[self.faces.pop(0)]
        return super().below(n)


def dice(state, *pips: int) -> Scripted:
    """The next dice the game rolls show `pips`, in order."""
    if not isinstance(state.rng, Scripted):
        state.rng = Scripted(state.rng.state)
    state.rng.faces.extend(pips)
    return state.rng


def unused(state) -> list[int]:
    return list(state.rng.faces) if isinstance(state.rng, Scripted) else []


# -- games --------------------------------------------------------------------------------

def new(seats: int = 4, seed: int = 1, today: str = "06-01", explorers: list[str] | None = None):
    options = {"today": today}
    if explorers is not None:
        options["explorers"] = explorers
    return G.new_game(seats, seed, options)


def fresh(seats: int = 4, seed: int = 1):
    """A game with the FOUR explorers (or the first `seats` of them plus more)."""
    chosen = (FOUR + ["vera_sokol", "samuel_okafor"])[:seats]
    return new(seats, seed, explorers=chosen)


def at_turn(state, seat: int) -> None:
    """Start `seat`'s turn afresh (before the haunt, or as a haunt turn)."""
    state.steps.clear()
    state.pending = None
    state.active = seat
    if state.haunted:
        state._push(("haunt_turn", seat))
    else:
        state._push(("turn",))
    state._run()
    state._legal_cache = None


def acts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def events_of(events: Iterable[dict], name: str) -> list[dict]:
    return [e for e in events if e["event"] == name]


# -- the house --------------------------------------------------------------------------------

def take_tile(state, tile: str) -> None:
    for pile in (state.stack, state.set_aside):
        if tile in pile:
            pile.remove(tile)
            return
    raise AssertionError(f"{tile} is not in the stack or the set-aside pile")


def top_tile(state, *tiles: str) -> None:
    """Put `tiles` on top of the room stack (the last one given is drawn first)."""
    for tile in tiles:
        take_tile(state, tile)
        state.stack.append(tile)


def lay(state, tile: str, floor: str, x: int, y: int, quarters: int = 0) -> None:
    """Lay `tile` in the house (taken out of the stack), with its joins (BH-ROOM.9)."""
    take_tile(state, tile)
    house = House.from_data(state.house_data)
    house.place(tile, floor, x, y, quarters, ROOMS[tile].doors)
    for room, other in RULES.joins:
        if room == tile:
            house.link(tile, other)
    state._save_house(house)


def doors(state, room: str) -> list[str]:
    return list(state.house.doors(room))


# -- explorers and cards ------------------------------------------------------------------------

def put(state, seat: int, room: str) -> None:
    state.room[seat] = room


def clip(state, seat: int, trait: str, index: int) -> None:
    """Set the clip of `trait` to `index` on its track (0: skull, 1-8)."""
    state.traits[seat][TRAITS.index(trait)] = index


def index_for(state, seat: int, trait: str, value: int) -> int:
    """The lowest track index showing `value` for the seat's explorer."""
    return list(state.track(seat, trait).values).index(value) + 1


def set_value(state, seat: int, trait: str, value: int) -> None:
    clip(state, seat, trait, index_for(state, seat, trait, value))


def take_card(state, card: str) -> None:
    deck = state.decks[_deck(card)]
    if card in deck:
        deck.remove(card)
        return
    for pile in state.discards.values():
        if card in pile:
            pile.remove(card)
            return
    for hand in state.hand:
        if card in hand:
            hand.remove(card)
            return
    raise AssertionError(f"{card} is nowhere to take it from")


def _deck(card: str) -> str:
    kind = CARDS[card].kind
    if kind == "event":
        return "event"
    from tabletop.games.betrayal.rules import CONTENT
    return "item" if any(c.id == card for c in CONTENT.items) else "omen"


def hold(state, seat: int, *cards: str) -> None:
    for card in cards:
        take_card(state, card)
        state.hand[seat].append(card)


def top_card(state, *cards: str) -> None:
    """Put `cards` on top of their decks (the last given for a deck is drawn first)."""
    for card in cards:
        take_card(state, card)
        state.decks[_deck(card)].append(card)


def draw(state, seat: int, deck: str, card: str) -> None:
    """`seat` draws `card` from `deck` where it stands, as a discovery would, at a
    moment with nothing else under way."""
    top_card(state, card)
    state.steps.clear()
    state.pending = None
    state._push(("draw", seat, deck, state.room[seat]))
    state._run()
    state._legal_cache = None


# -- the haunt ---------------------------------------------------------------------------------

def haunt(state, number: int, revealer: int = 0, omen: str = "bite", room: str | None = None) -> None:
    """Start haunt `number` as the chart would, the revealer's turn being over."""
    state.steps.clear()
    state.pending = None
    state.haunting.start_haunt(number, revealer, omen, room or state.room[revealer])
    state._run()
    state._legal_cache = None


def answer_damage(state, split: str | None = None):
    """Answer a pending damage split (the first option, or `split`)."""
    assert state.pending["kind"] == "damage", state.pending
    return state.apply(f"choose value={split or state.pending['options'][0]}")


__all__ = ["G", "FOUR", "HAUNTS", "EXPLORERS", "CARDS", "ROOMS", "dice", "new", "fresh", "at_turn", "acts",
           "events_of", "top_tile", "lay", "put", "clip", "set_value", "hold", "top_card", "haunt", "answer_damage",
           "unused", "doors", "index_for", "take_tile", "refresh", "draw"]


def refresh(state) -> None:
    """Ask the turn's choices again after a test edited the state's fields (or its
    content: what the house's memo worked out from a tile's data is dropped too)."""
    state.house.forget_derived()
    if state.pending is not None and state.pending["kind"] == "explore":
        state.pending = None
        state._push(("explore_turn",))
        state._run()
    state._legal_cache = None
