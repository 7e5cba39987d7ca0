"""Helpers that build Retreat to Darkmoor positions by card name.

Cards are named by their design id ("dire_bear"); a seat's copies of a design are
told apart by `copy` (0, 1, ...). Card ids are always computed from rules.DECK,
never hard-coded. Every helper keeps each component accounted for exactly once:
a card is taken out of the pool of its owner's 18 before it is placed anywhere,
and the cards that no test names go to the owner's deck (or discard pile).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

import tabletop.games
from tabletop.games.darkmoor import rules
from tabletop.games.darkmoor.rules import DECK, DECK_SIZE, FACES, HERO_DECK_SIZE, HEROES

G = tabletop.games.get("darkmoor")

# Faces with no ability at all or only a Scoring one: positions built on them are
# not disturbed by location abilities during play. Each is on a different card.
PLAIN_FACES = ("darkmoor_keep", "blackspire", "sunken_crypt", "drowned_chapel", "ashen_gate")
# A hero with no ability (threshold 8), for attacks that only the rules drive.
PLAIN_HERO = "old_garrick"


# -- names and ids --------------------------------------------------------------------

def design_indices(name: str) -> list[int]:
    found = [i for i, m in enumerate(DECK) if m.id == name]
    if not found:
        raise KeyError(f"no minion design called {name!r}")
    return found


def uid(seat: int, name: str, copy: int = 0) -> int:
    """The card id of `seat`'s copy number `copy` of the design `name`."""
    return seat * DECK_SIZE + design_indices(name)[copy]


def minion(name: str):
    return DECK[design_indices(name)[0]]


def name_of(card: int) -> str:
    return DECK[card % DECK_SIZE].id


def owner(card: int) -> int:
    return card // DECK_SIZE


def face(face_id: str) -> int:
    """Index into rules.FACES of a location face."""
    for i, f in enumerate(FACES):
        if f.id == face_id:
            return i
    raise KeyError(f"no location face called {face_id!r}")


def hero(hero_id: str) -> int:
    for i, h in enumerate(HEROES):
        if h.id == hero_id:
            return i
    raise KeyError(f"no hero called {hero_id!r}")


def hero_data(hero_id: str):
    return HEROES[hero(hero_id)]


def face_data(face_id: str):
    return FACES[face(face_id)]


def names(cards: Iterable[int]) -> list[tuple[int, str]]:
    """(owner, design id) of each card, in order: readable horde contents."""
    return [(owner(c), name_of(c)) for c in cards]


def horde(s, loc: int) -> list[tuple[int, str]]:
    return names(s.hordes[loc])


def haven(s, loc: int) -> list[tuple[int, str]]:
    return names(s.havens[loc])


# -- events -------------------------------------------------------------------------------

def of_kind(events: Sequence[Mapping[str, Any]], kind: str) -> list[Mapping[str, Any]]:
    return [e for e in events if e["event"] == kind]


def kinds(events: Sequence[Mapping[str, Any]]) -> list[str]:
    return [e["event"] for e in events]


# -- building positions ----------------------------------------------------------------

class _Pool:
    """The cards not yet placed, per seat; hands out named cards exactly once."""

    def __init__(self, seats: int) -> None:
        self.free = [set(range(s * DECK_SIZE, (s + 1) * DECK_SIZE)) for s in range(seats)]

    def take(self, seat: int, spec: Any) -> int:
        """spec: a design name, (name, copy), or a card id."""
        if isinstance(spec, int):
            card = spec
            if owner(card) != seat:
                raise ValueError(f"card {card} is not seat {seat}'s")
        else:
            if isinstance(spec, tuple):
                name, copy = spec
                card = uid(seat, name, copy)
            else:
                name = spec
                card = next((seat * DECK_SIZE + i for i in design_indices(name)
                             if seat * DECK_SIZE + i in self.free[seat]), None)
                if card is None:
                    raise ValueError(f"seat {seat} has no unplaced {name} left")
        if card not in self.free[seat]:
            raise ValueError(f"card {card} ({name_of(card)}) of seat {seat} is placed twice")
        self.free[seat].remove(card)
        return card

    def take_placed(self, item: Any) -> int:
        """item: (seat, name), (seat, name, copy) or (seat, card id)."""
        if isinstance(item, int):
            return self.take(owner(item), item)
        seat, *rest = item
        spec = rest[0] if len(rest) == 1 else (rest[0], rest[1])
        return self.take(seat, spec)


def _card_key(key: Any) -> int:
    if isinstance(key, int):
        return key
    seat, name, *copy = key
    return uid(seat, name, copy[0] if copy else 0)


def setup(
    seats: int = 3,
    *,
    faces: Sequence[str] | None = None,
    hero: str | None = PLAIN_HERO,
    hero_deck: Sequence[str] | None = None,
    heroes_out: Sequence[str] = (),
    hands: Mapping[int, Sequence[Any]] | None = None,
    decks: Mapping[int, Sequence[Any]] | None = None,
    discards: Mapping[int, Sequence[Any]] | None = None,
    hordes: Mapping[int, Sequence[Any]] | None = None,
    havens: Mapping[int, Sequence[Any]] | None = None,
    vp_on: Mapping[Any, int] | None = None,
    peril_on: Mapping[Any, int] | None = None,
    token_vp: Sequence[int] | None = None,
    active: int = 0,
    turn: int = 1,
    rest: str = "deck",
    seed: int = 0,
    names: Sequence[str] | None = None,
):
    """A Darkmoor state at the start of `active`'s turn, built by name.

    hands/decks/discards: {seat: [name | (name, copy) | card id]}; decks top last.
    hordes/havens: {loc: [(seat, name) | (seat, name, copy) | card id]}; hordes front
    first (index 0 next to the location), back last.
    hero_deck: hero ids, top last; by default the remaining heroes (in content order)
    up to the deck size for `seats`; the heroes left over are unused.
    vp_on/peril_on: {(seat, name[, copy]) | card id: count}.
    rest: where cards that are named nowhere go: "deck" (under the named deck cards,
    in card-id order) or "discard".
    A seat missing from `hands` draws up to 5 cards from the top of its deck.
    """
    options: dict[str, Any] = {"first": active, "sides": [0] * (seats + 1)}
    if names is not None:
        options["names"] = list(names)
    s = G.new_game(seats, seed, options)
    pool = _Pool(seats)

    face_ids = list(faces) if faces is not None else list(PLAIN_FACES[: seats + 1])
    if len(face_ids) != seats + 1:
        raise ValueError(f"{seats} players use {seats + 1} locations, not {len(face_ids)}")
    s.faces = [globals()["face"](f) for f in face_ids]
    if len({f // 2 for f in s.faces}) != len(s.faces):
        raise ValueError("two faces of the same location card were asked for")
    n_loc = len(s.faces)
    s.hordes = [[] for _ in range(n_loc)]
    s.havens = [[] for _ in range(n_loc)]
    for loc, items in (hordes or {}).items():
        s.hordes[loc] = [pool.take_placed(item) for item in items]
    for loc, items in (havens or {}).items():
        s.havens[loc] = [pool.take_placed(item) for item in items]

    s.hands = [[] for _ in range(seats)]
    s.decks = [[] for _ in range(seats)]
    s.discards = [[] for _ in range(seats)]
    for seat, items in (hands or {}).items():
        s.hands[seat] = [pool.take(seat, item) for item in items]
    for seat, items in (decks or {}).items():
        s.decks[seat] = [pool.take(seat, item) for item in items]
    for seat, items in (discards or {}).items():
        s.discards[seat] = [pool.take(seat, item) for item in items]
    for seat in range(seats):
        leftover = sorted(pool.free[seat])
        pool.free[seat].clear()
        if rest == "deck":
            s.decks[seat] = leftover + s.decks[seat]
        elif rest == "discard":
            s.discards[seat] = s.discards[seat] + leftover
        else:
            raise ValueError("rest must be 'deck' or 'discard'")
    for seat in range(seats):
        if hands is None or seat not in hands:
            while len(s.hands[seat]) < rules.HAND_SIZE and s.decks[seat]:
                s.hands[seat].append(s.decks[seat].pop())

    # heroes
    hero_index = globals()["hero"]
    s.hero = None if hero is None else hero_index(hero)
    s.heroes_out = [hero_index(h) for h in heroes_out]
    used = set(s.heroes_out) | ({s.hero} if s.hero is not None else set())
    if hero_deck is None:
        size = HERO_DECK_SIZE[seats] - 1 - len(s.heroes_out)
        deck = [h for h in range(len(HEROES)) if h not in used][:max(0, size)]
    else:
        deck = [hero_index(h) for h in hero_deck]
    if used & set(deck) or len(set(deck)) != len(deck):
        raise ValueError("a hero is placed twice")
    s.hero_deck = deck
    s.heroes_unused = [h for h in range(len(HEROES)) if h not in used and h not in deck]

    # tokens
    s.vp_on = {_card_key(k): v for k, v in (vp_on or {}).items() if v}
    s.peril_on = {_card_key(k): v for k, v in (peril_on or {}).items() if v}
    s.peril_supply = rules.PERIL_TOKENS - sum(s.peril_on.values())
    if s.peril_supply < 0:
        raise ValueError("more than 10 peril tokens placed")
    s.token_vp = list(token_vp) if token_vp is not None else [0] * seats

    # the turn
    if not s.hands[active]:
        raise ValueError("the active seat needs a card in hand at the start of a fixture turn")
    s.limbo = []
    s.attacking = None
    s.final = None
    s.active = active
    s.turn = turn
    s.steps = [("end",), ("peril",)]
    s.pending = {"kind": "play", "seat": active, "options": list(range(n_loc))}
    s._legal_cache = None
    s._events = []
    assert_conserved(s)
    return s


# -- checks ----------------------------------------------------------------------------

def assert_conserved(s) -> None:
    """Every minion and hero exactly once, 10 peril tokens, n+1 locations; and the
    state survives its own save validation unchanged."""
    comps = s.components()
    assert comps["minions"] == list(range(s.n * DECK_SIZE)), "a minion card is missing or doubled"
    assert comps["heroes"] == list(range(len(HEROES))), "a hero card is missing or doubled"
    assert comps["peril_tokens"] == rules.PERIL_TOKENS, "peril tokens appeared or vanished"
    assert comps["locations"] == s.n + 1
    for card in list(s.vp_on) + list(s.peril_on):
        assert any(card in h for h in s.hordes), "tokens on a minion outside the horde zone"
    data = s.to_dict()
    assert G.from_dict(data).to_dict() == data


def act(s, text: str, seat: int | None = None):
    """Apply one action by its text and check conservation afterwards."""
    events = s.apply(text, seat=seat)
    assert_conserved(s)
    return events


def play(s, seat: int, name: str, loc: int, copy: int = 0):
    """The active (or asked) seat plays its named card at `loc`."""
    return act(s, f"play card={uid(seat, name, copy)} loc={loc}", seat=seat)
