"""Helpers that build Comanauts positions for the rules tests (test_rules_*.py).

A test starts a real game (`at_actions`), then arranges the situation by setting
the state's fields directly, always moving components rather than creating them
(a die given to a sheet is taken out of the bag, an enemy put in a slot is taken
out of the hostile supply), so `state.components()` stays the same. Randomness is
controlled with `script(state, *faces)`: the next die rolls give those faces.
Then the test drives the game through `apply` with legal actions.
"""

from __future__ import annotations

from typing import Any, Iterable

import pytest

from tabletop.engine import IllegalAction, Rng
from tabletop.games.comanauts import GAME
from tabletop.games.comanauts.actions import Choose, Clarity, EndActions
from tabletop.games.comanauts.dice import kind
from tabletop.games.comanauts.library import (AVATARS, ENTITIES, HOSTILES, ITEMS, STORY, TOTEMS, ZONES,
                                               enemy_card, entries_of, geometry_of, page_of)

OPTIONS = {"auto_defend": False, "bookkeeper_decides": False}


class Scripted(Rng):
    """A seeded Rng whose die rolls come from a queue first (then from the seed)."""

    __slots__ = ("faces", "rolled")

    def __init__(self, state: int, faces: Iterable[int] = ()) -> None:
        super().__init__(0)
        self.state = state
        self.faces = list(faces)
        self.rolled = 0

    def die(self, sides: int = 6) -> int:
        self.rolled += 1
        if self.faces:
            return self.faces.pop(0)
        return super().die(sides)


def script(state, *faces: int) -> Scripted:
    """The next die rolls of the game give `faces`, in order."""
    if not isinstance(state.rng, Scripted):
        state.rng = Scripted(state.rng.state)
    state.rng.faces.extend(faces)
    return state.rng


# -- starting games ----------------------------------------------------------------------

def choosable(seats: int, seed: int, **options: Any) -> list[str]:
    state = GAME.new_game(seats, seed, {**OPTIONS, **options})
    return list(state.pending["options"])


def new(seats: int = 2, seed: int = 1, avatars: list[str] | None = None, **options: Any):
    """A game after every sheet chose its starting avatar (the first on offer, or
    those named in `avatars`, which must be on offer)."""
    state = GAME.new_game(seats, seed, {**OPTIONS, **options})
    for k in range(seats):
        assert state.pending["kind"] == "avatar" and state.pending["seat"] == k
        choice = avatars[k] if avatars else state.pending["options"][0]
        state.apply(Choose(choice))
    return state


def _plain_opening(state) -> bool:
    p = state.pending
    return (p is not None and p["seat"] == 0 and p["kind"] in ("clarity", "actions") and not state.vitals_seen
            and not state.slots and all(not s.statuses and not s.default_up for s in state.sheets))


def find_seed(seats: int, avatars: list[str] | None = None, start: int = 1, zone: str | None = None,
              **options: Any) -> int:
    """The first seed from `start` on where the named avatars can be chosen, the
    opening turn draws no inner child die, and (if given) the game starts in `zone`."""
    for seed in range(start, start + 400):
        offered = choosable(seats, seed, **options)
        if avatars and not all(a in offered for a in avatars):
            continue
        state = new(seats, seed, avatars, **options)
        if zone is not None and state.start_zone != zone:
            continue
        if _plain_opening(state):
            return seed
    raise AssertionError("no seed fits")


def at_actions(seats: int = 2, zone: str | None = None, avatars: list[str] | None = None, seed: int | None = None,
               start_zone: str | None = None, **options: Any):
    """A game at sheet 0's first Perform actions step, with every die back in the bag
    (nobody holds a die; track and discard pool empty), the team on `zone`'s avatar
    start space (default: the starting comazone), and the rest of the turn (Discard
    dice, Check threat, end of turn) still to come."""
    if seed is None:
        seed = find_seed(seats, avatars, zone=start_zone, **options)
    state = new(seats, seed, avatars, **options)
    assert _plain_opening(state)
    for sheet in state.sheets:
        state.bag.extend(sheet.dice)
        sheet.dice = []
        if sheet.stored:
            state.bag.append(sheet.stored)
            sheet.stored = None
    state.bag.extend(state.discard + state.track)
    state.discard, state.track = [], []
    state.bag.sort()
    state.pending = {"kind": "actions", "seat": 0}
    state.steps = [("end_turn", 0), ("check_threat", 0), ("discard", 0)]
    state.flags = {"moves": 0, "used": [], "stored_now": False, "over": False}
    if zone is not None and zone != state.zone:
        state._step_enter(zone)
    state._events = []
    state._legal_cache = None
    return state


def fresh(state) -> None:
    """Call after changing fields by hand: the legal actions are listed anew."""
    state._legal_cache = None


# -- moving components --------------------------------------------------------------------

def take_die(state, die_kind: str) -> str:
    """A die of `die_kind` out of the bag (else the discard pool)."""
    for pile in (state.bag, state.discard):
        for die in pile:
            if kind(die) == die_kind:
                pile.remove(die)
                return die
    raise AssertionError(f"no {die_kind} die left in the bag or the discard pool")


def give(state, k: int, *kinds: str) -> list[str]:
    """Put dice of these kinds in front of sheet k."""
    dice = [take_die(state, c) for c in kinds]
    state.sheets[k].dice.extend(dice)
    fresh(state)
    return dice


def store(state, k: int, die_kind: str) -> str:
    """Put a die of this kind on sheet k's stored-die space."""
    assert state.sheets[k].stored is None
    die = state.sheets[k].stored = take_die(state, die_kind)
    fresh(state)
    return die


def to_track(state, *kinds: str) -> list[str]:
    dice = [take_die(state, c) for c in kinds]
    state.track.extend(dice)
    fresh(state)
    return dice


def to_discard(state, *kinds: str) -> list[str]:
    dice = []
    for c in kinds:
        die = next(d for d in state.bag if kind(d) == c)
        state.bag.remove(die)
        dice.append(die)
    state.discard.extend(dice)
    fresh(state)
    return dice


def put(state, piece: str, space: str, point: int | None = None) -> None:
    """Stand a piece ("a:<sheet>", an enemy card, "child") on a space's free point."""
    if point is None:
        point = state._free_points(space, ignore=piece)[0]
    state.pos[piece] = [space, point]
    fresh(state)


def enemy(state, card: str, space: str, point: int | None = None) -> None:
    """Bring an enemy into play: its card from the supply into the first empty slot,
    its standee on `space`; the situation turns hostile."""
    if card in state.hostile_supply:
        state.hostile_supply.remove(card)
    elif card in state.id_stack:
        state.id_stack.remove(card)
    elif card in state.entity_box:
        state.entity_box.remove(card)
    else:
        assert card == state.prime, f"{card} is not available"
    for i, held in enumerate(state.slots):
        if held is None:
            state.slots[i] = card
            break
    else:
        state.slots.append(card)
    put(state, card, space, point)
    state.situation = "hostile"


def give_item(state, k: int, item: str, where: str = "inventory") -> None:
    """Move an item from the supply (or totem deck) to sheet k's inventory, or into
    the named equipment slot(s) ("hand+hand_accessory")."""
    (state.totems if item in TOTEMS else state.supply).remove(item)
    sheet = state.sheets[k]
    if where == "inventory":
        sheet.inventory.append(item)
    else:
        for slot in where.split("+"):
            assert sheet.equipped[slot] is None, f"{slot} is taken"
            sheet.equipped[slot] = item
    fresh(state)


def strip(state, k: int) -> None:
    """Every item sheet k holds goes back to the supply (no bonuses in the way)."""
    sheet = state.sheets[k]
    for item in list(state._held(sheet)):
        state._remove_held(sheet, item)
        state._return_item(item)
    fresh(state)


def hostiles_with(defense: int | None = None) -> list[str]:
    return [h for h, card in HOSTILES.items() if defense is None or card.defense == defense]


def plain_avatar(colour: str | None = None) -> str:
    """An avatar whose only die bonus is not for `colour`."""
    for a in AVATARS.values():
        bonus = {m.colour for m in a.mods if m.kind == "die_bonus"}
        if colour not in bonus:
            return a.id
    raise AssertionError


# -- driving -------------------------------------------------------------------------------

def refused(state, action) -> None:
    """`action` is illegal now, and trying it changes nothing."""
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_dict() == before


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def kinds_of(events: list[dict]) -> list[str]:
    return [e["event"] for e in events]


def of_kind(events: list[dict], name: str) -> list[dict]:
    return [e for e in events if e["event"] == name]


def choose(state, value: str) -> list[dict]:
    return state.apply(Choose(value))


def settle(state, until: tuple[str, ...] = ("actions",), seat: int | None = None, limit: int = 200,
           defend: str = "take") -> list[dict]:
    """Answer the game's questions plainly (roll white dice one by one, keep rolls,
    take hits or defend, first option otherwise) until the pending decision is one
    of `until` (for `seat`, if given). Returns every event."""
    events: list[dict] = []
    for _ in range(limit):
        p = state.pending
        if p is None:
            return events
        if p["kind"] in until and (seat is None or p["seat"] == seat):
            return events
        if p["kind"] == "clarity":
            events += state.apply(Clarity(1))
        elif p["kind"] == "actions":
            events += state.apply(EndActions())
        elif p["kind"] == "reroll":
            events += choose(state, "keep")
        elif p["kind"] == "defend":
            events += choose(state, defend)
        elif p["kind"] in ("ability", "totem"):
            events += choose(state, p["options"][-1])  # pass / none
        elif p["kind"] == "entry_test":
            events += state.apply(state.legal_actions()[0])
        else:
            events += choose(state, p["options"][0])
    raise AssertionError(f"still not at {until}: {state.pending}")


def end_turn(state) -> list[dict]:
    """End sheet `current`'s actions and run on to the next pending decision."""
    assert state.pending["kind"] == "actions"
    return state.apply(EndActions())


__all__ = [
    "AVATARS", "ENTITIES", "HOSTILES", "ITEMS", "STORY", "TOTEMS", "ZONES", "at_actions", "choose",
    "enemy", "enemy_card", "end_turn", "entries_of", "find_seed", "fresh", "geometry_of", "give", "give_item",
    "hostiles_with", "kind", "kinds_of", "legal", "new", "of_kind", "page_of", "plain_avatar", "put",
    "refused", "script", "settle", "store", "strip", "take_die", "to_discard", "to_track", "Scripted",
]


def rig_draw(monkeypatch, state, *draws: tuple[str, ...]) -> None:
    """The next draws from the bag (one tuple of die kinds per draw) give dice of
    those kinds, taken from the bag (else the discard pool); later draws are random."""
    from tabletop.games.comanauts import rules

    real = rules.draw
    queue = [list(d) for d in draws]

    def rigged(bag, discard, count, rng):
        if queue:
            return [take_die(state, c) for c in queue.pop(0)]
        return real(bag, discard, count, rng)

    monkeypatch.setattr(rules, "draw", rigged)


def top_vital(state, *cards: str) -> None:
    """Put vital signs cards of these types on top of the deck, the first on top (each
    taken from as high in the deck as possible)."""
    taken = []
    for card in cards:
        i = max(i for i, v in enumerate(state.vitals) if v == card)
        taken.append(state.vitals.pop(i))
    state.vitals.extend(reversed(taken))


def in_order(names: list[str], expected: list[str]) -> bool:
    """`expected` appears in `names` as a subsequence."""
    it = iter(names)
    return all(any(n == e for n in it) for e in expected)


def run_steps(state, *steps: tuple) -> list[dict]:
    """Carry out model steps now (e.g. ("attack", 1, 4, "test")), as if an effect had
    queued them, then go on to the next decision. When a sheet is in its actions step,
    it gets that step back afterwards."""
    p = state.pending
    if p is not None and p["kind"] == "actions":
        state.steps.append(("actions", p["seat"]))
    else:
        assert p is None, f"cannot interject while {p['kind']} is pending"
    state.pending = None
    state._events = []
    state._push(*steps)
    state._run()
    fresh(state)
    events, state._events = state._events, []
    return events


def reveal_vital(state) -> list[dict]:
    """Reveal the top vital signs card now (as an entry would) and resolve what follows."""
    p = state.pending
    if p is not None and p["kind"] == "actions":
        state.steps.append(("actions", p["seat"]))
    state.pending = None
    state._events = []
    state._reveal_vital()
    state._run()
    fresh(state)
    events, state._events = state._events, []
    return events
