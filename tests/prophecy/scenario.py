"""Helpers that build Prophecy positions for the rules tests (test_*.py).

A test starts a real game (`new`), then arranges the situation by setting the
state's fields directly, always moving cards rather than creating them (a card
put on the board is taken out of the Adventure deck, an Item given to a seat is
taken out of its Item deck), so `state.components()` keeps every card exactly
once. Then it puts the active seat at the start of a step (`at_move` for step 2,
`at_turn` for a whole turn from step 1 with a chosen Chance card on top) and
drives the game through `apply` with legal actions.

Dice are controlled with `dice(state, *faces)`: the next die rolls give those
faces, in order (the light die first, then the dark die, PR-COMBAT.3).
"""

from __future__ import annotations

from typing import Any, Iterable

from tabletop.games.prophecy import GAME
from tabletop.engine import Rng
from tabletop.games.prophecy import library as lib

G = GAME
SPACE = {s.id: i for i, s in enumerate(lib.SPACES)}


class Scripted(Rng):
    """A seeded Rng whose next `below(6)` answers come from a queue of die faces."""

    __slots__ = ("faces",)

    def __init__(self, state: int, faces: Iterable[int] = ()) -> None:
        super().__init__(0)
        self.state = state
        self.faces = list(faces)

    def below(self, n: int) -> int:
        if self.faces and n == 6:
            return self.faces.pop(0) - 1
        return super().below(n)


def dice(state, *faces: int) -> Scripted:
    """The next die rolls of the game give `faces`, in order."""
    if not isinstance(state.rng, Scripted):
        state.rng = Scripted(state.rng.state)
    state.rng.faces.extend(faces)
    return state.rng


# -- starting games ----------------------------------------------------------------------

def new(seats: int = 3, seed: int = 1):
    return G.new_game(seats, seed, {})


def character_index(ident: str) -> int:
    return next(i for i, c in enumerate(lib.CHARACTERS) if c.id == ident)


def set_character(state, seat: int, ident: str) -> None:
    """Give the seat another character (one not dealt), with its printed cubes."""
    index = character_index(ident)
    assert index not in state.characters or state.characters[seat] == index
    state.characters[seat] = index
    ch = lib.CHARACTERS[index]
    state.red[seat], state.blue[seat] = ch.strength, ch.willpower
    state.red_lost[seat] = state.blue_lost[seat] = 0


def player(state, seat: int, *, space: int | str | None = None, red: int | None = None,
           red_lost: int | None = None, blue: int | None = None, blue_lost: int | None = None,
           gold: int | None = None, xp: int | None = None, certificates: list[str] | None = None) -> None:
    """Set a seat's place, cubes, gold, XP and Certificates."""
    if space is not None:
        state.space[seat] = SPACE[space] if isinstance(space, str) else space
    for name, value in (("red", red), ("red_lost", red_lost), ("blue", blue), ("blue_lost", blue_lost),
                        ("gold", gold), ("xp", xp)):
        if value is not None:
            getattr(state, name)[seat] = value
    if certificates is not None:
        state.certificates[seat] = list(certificates)


# -- moving cards ------------------------------------------------------------------------

def _take(state, deck: str, pred) -> int:
    for pile in (state.decks[deck], state.discards[deck]):
        for u in pile:
            if pred(u):
                pile.remove(u)
                return u
    raise AssertionError(f"no such card left in the {deck} deck")


def adventure_uid(state, card_id: str) -> int:
    """A copy of the Adventure card `card_id`, taken out of its deck or discard pile."""
    return _take(state, "adventure", lambda u: lib.ADVENTURE[u].id == card_id)


def clear_board(state) -> None:
    """Every Adventure card on the board back to the bottom of the deck."""
    for space, uid in enumerate(state.board):
        if uid is not None:
            state.decks["adventure"].insert(0, uid)
            state.board[space] = None


def put(state, space: int | str, card_id: str) -> int:
    """Lay the Adventure card `card_id` on a space (returning its uid)."""
    where = SPACE[space] if isinstance(space, str) else space
    if state.board[where] is not None:
        state.decks["adventure"].insert(0, state.board[where])
    uid = adventure_uid(state, card_id)
    state.board[where] = uid
    return uid


def item_uid(state, item_id: str) -> int:
    deck = next(i.deck for i in lib.CONTENT.items if i.id == item_id)
    return _take(state, deck, lambda u: lib.ITEMS[u].id == item_id)


def give(state, seat: int, *item_ids: str) -> list[int]:
    """Put Items from their decks into a seat's hands (returning their uids)."""
    uids = [item_uid(state, i) for i in item_ids]
    state.items[seat].extend(uids)
    return uids


def stock(state, town: str, *item_ids: str) -> list[int]:
    """Lay Items from their decks on the City or the Village."""
    uids = [item_uid(state, i) for i in item_ids]
    state.market[town].extend(uids)
    return uids


def chance_on_top(state, card_id: str) -> int:
    uid = _take(state, "chance", lambda u: lib.CHANCE[u].id == card_id)
    state.decks["chance"].append(uid)  # the last item is the top
    return uid


def adventure_on_top(state, *card_ids: str) -> list[int]:
    """The next Adventure draws give these cards, in this order."""
    uids = [adventure_uid(state, c) for c in card_ids]
    state.decks["adventure"].extend(reversed(uids))
    return uids


def items_on_top(state, deck: str, *item_ids: str) -> list[int]:
    uids = [item_uid(state, i) for i in item_ids]
    state.decks[deck].extend(reversed(uids))
    return uids


# -- putting the active seat at a step ------------------------------------------------------

def _reset_turn(state, seat: int) -> None:
    state.active = seat
    state.pending = None
    state.final = None
    state.battle = None
    state.chance_card = None
    state.extra = state.in_extra = False
    state.start = state.space[seat]
    state.moved = None
    state.used = []
    state._legal_cache = None


def calm(state) -> None:
    """The next Chance card drawn is a Merchant (it touches no player), so what
    follows the end of a turn does not blur a test's numbers."""
    top = state.decks["chance"][-1] if state.decks["chance"] else None
    if top is not None and lib.CHANCE[top].kind == "merchant":
        return
    for ident in ("city_merchant", "village_merchant"):
        try:
            chance_on_top(state, ident)
            return
        except AssertionError:
            continue


def at_move(state, seat: int = 0, space: int | str | None = None, quiet: bool = True):
    """The seat is about to move (step 2 of its turn, the Chance card done); with
    `quiet`, the next turn's Chance card is a Merchant (`calm`)."""
    if quiet:
        calm(state)
    if space is not None:
        player(state, seat, space=space)
    _reset_turn(state, seat)
    state.steps = [("finish",)]
    state._push(("move",))
    state._run()
    state._events = []
    state._legal_cache = None
    assert state.pending is not None and state.pending["kind"] == "move"
    return state


def at_turn(state, seat: int = 0, chance: str | None = None) -> list[dict[str, Any]]:
    """The seat starts a whole turn from step 1 (with the Chance card `chance` on
    top of the deck); the events of the turn so far are returned."""
    if chance is not None:
        chance_on_top(state, chance)
    _reset_turn(state, seat)
    state.steps = [("turn",)]
    state._events = []
    state._run()
    events, state._events = state._events, []
    state._legal_cache = None
    return events


def stay_here(state, seat: int, space: int | str) -> list[dict[str, Any]]:
    """The seat, on `space`, stays there (step 2) and meets what it holds."""
    at_move(state, seat, space)
    return state.apply("stay")


def names(events) -> list[str]:
    return [e["event"] for e in events]


def first(events, name: str) -> dict[str, Any]:
    return next(e for e in events if e["event"] == name)


def kind(state) -> str | None:
    return None if state.pending is None else state.pending["kind"]


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def cards_once(state) -> bool:
    """Every card of every deck is in exactly one place."""
    c = state.components()
    return (c["adventure"] == list(range(len(lib.ADVENTURE))) and c["items"] == list(range(len(lib.ITEMS)))
            and c["chance"] == list(range(len(lib.CHANCE))))
