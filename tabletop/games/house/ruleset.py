"""What differs between the two games on the house core, as objects a `Ruleset` holds.

House on the Hill and Legacy share the house, its turns and its haunts (explore.py,
haunt_play.py); where Legacy plays differently (BL-D.1 keeps House on the Hill's way
everywhere else), the state asks its ruleset's object for that part of the rules and
never tests which game it is:

- `movement`: how far an explorer may go in a turn and what leaving a tile costs
  (`SpeedMoves`, BH-D.12; `FixedMoves`, BL-TURN.1, BL-MOVE, BL-D.17-19);
- `leftovers`: where a tile that does not fit or an event carried out goes
  (`SetAside`, BH-ROOM.4, BH-D.16-17; `Bury`, BL-TILE.5, BL-D.12-15);
- `timing`: when an omen's haunt roll comes and who orders the end-of-turn texts
  (`AtTurnEnd`, BH-TURN.3; `AtOnce`, BL-TIME.2-4, BL-D.3-5);
- `traits`: who is hit first, and whether damage, gains and costs bend to the traits
  (`HouseTraits`; `LegacyTraits`, BL-DMG.5-7, BL-COST.1, BL-D.21-25).

Each object is stateless: its methods take the game state they act on.
"""

from __future__ import annotations

from typing import Any

import attrs

from .content import TRAIT_INDEX, TRAITS, Leaf, Step, leaf_of
from .geometry import House
from .traits import allowed_traits


class SpeedMoves:
    """BH-D.12: Speed less the spaces moved this turn; leaving a room costs 1, and more
    for the opponents in it (BH-SLOW), but never more than a first step can pay."""

    def start_turn(self, state: Any) -> None:
        pass

    def speed(self, state: Any, seat: int) -> int:
        return state.exploration.trait_value(seat, "speed")

    def leaves_anyway(self, state: Any, seat: int) -> bool:
        """Whether the explorer may leave its tile whatever the cost. BH-SLOW.3: with
        nothing moved yet this turn, any Speed always moves 1 space (`first_step`)."""
        return state.spaces_moved == 0 and not state.stopped and state.exploration.trait_value(seat, "speed") >= 1

    def monster_toll(self, state: Any, monster: dict[str, Any]) -> int:
        """What a monster that is not stunned adds to a hero's cost of leaving its room
        (BH-SLOW.2, BH-D.46: 1 each)."""
        return 1

    def first_step(self, state: Any, seat: int, cost: int) -> int:
        """The cost of leaving, as a first step pays it: BH-SLOW.3, with nothing moved
        yet this turn, at most the explorer's Speed (and at least 1)."""
        if state.spaces_moved == 0:
            return min(cost, max(1, state.exploration.trait_value(seat, "speed")))
        return cost

    def obstacles(self, state: Any, room: str) -> int:
        """The extra moves `room`'s obstacles cost a figure leaving it."""
        return 0

    def spend_leaving(self, state: Any, seat: int, cost: int) -> int:
        return cost

    def discovery_cost(self, state: Any, seat: int) -> int:
        """The moves exploring through a door spends (BH-D.13: 1 space)."""
        return 1


class FixedMoves(SpeedMoves):
    """BL-TURN.1, BL-D.18: the moves are fixed at the turn's start; leaving a tile costs
    its obstacles too (BL-MOVE.4-5, BL-D.19), and a first step off the starting tile is
    always possible (BL-MOVE.3, BL-D.17)."""

    def start_turn(self, state: Any) -> None:  # used items refreshed (state.used), then the moves
        state.moves, state.left_start = state.exploration.trait_value(state.active, "speed"), False

    def speed(self, state: Any, seat: int) -> int:
        return state.moves

    def leaves_anyway(self, state: Any, seat: int) -> bool:
        return not state.left_start and not state.stopped

    def monster_toll(self, state: Any, monster: dict[str, Any]) -> int:
        """BL-MOVE.6: a small Monster token 1, a large one 2."""
        return 2 if state.monster_rules.monster_kind(monster["kind"]).size == "large" else 1

    def first_step(self, state: Any, seat: int, cost: int) -> int:
        return cost  # BL-MOVE.3: the first step goes whatever it costs (`leaves_anyway`)

    def obstacles(self, state: Any, room: str) -> int:
        return state.exploration.obstacles(room)

    def spend_leaving(self, state: Any, seat: int, cost: int) -> int:
        state.left_start = True
        return min(cost, state.exploration.moves_left(seat))

    def discovery_cost(self, state: Any, seat: int) -> int:
        return state.exploration.spend_leaving(seat)


class SetAside:
    """House on the Hill: a tile that does not fit goes on the set-aside pile (BH-ROOM.4),
    taken back when the stack runs out (BH-D.16); events go to their discard pile, which
    is shuffled back when the deck runs out (BH-D.17); a card drawn ends movement even
    from an empty deck (BH-MOVE.2)."""

    def draw_stops(self, cards: list[str]) -> bool:
        return True

    def fitting_tile(self, state: Any, floor: str) -> str | None:
        """The top tile that fits `floor`, the others put aside."""
        for _ in range(2):
            while state.stack:
                tile = state.stack.pop()
                if floor in state.room_data(tile).floors:
                    return tile
                state.set_aside.append(tile)
                state._emit("tile_set_aside", None, floors=list(state.room_data(tile).floors))
            if not state.set_aside:
                return None
            state.stack, state.set_aside = state.set_aside, []
            state.rng.shuffle(state.stack)
        return None

    def tile_for(self, state: Any, house: House, floor: str, x: int, y: int,
                 entry: str) -> tuple[str | None, list[int]]:
        """The tile discovered at (x, y) of `floor` through `entry`, and its fitting turns."""
        tile = self.fitting_tile(state, floor)
        return tile, house.fitting_turns(state.room_data(tile).doors, floor, x, y, entry) if tile else []

    def event_done(self, state: Any, card: str) -> None:
        state.discards["event"].append(card)


class Bury(SetAside):
    """Legacy: a tile that does not fit, or that would close its region, is buried under
    the stack (BL-TILE.5, BL-D.12-13, BL-D.54); an event carried out is buried in its
    deck (BL-D.14); an empty deck draws nothing and does not end movement (BL-MOVE.7,
    BL-D.15)."""

    def draw_stops(self, cards: list[str]) -> bool:
        return bool(cards)

    def fitting_tile(self, state: Any, floor: str) -> str | None:
        for _ in range(len(state.stack)):
            tile = state.stack.pop()
            if floor in state.room_data(tile).floors:
                return tile
            state.stack.insert(0, tile)
            state._emit("tile_buried", None, floors=list(state.room_data(tile).floors))
        return None

    def tile_for(self, state: Any, house: House, floor: str, x: int, y: int,
                 entry: str) -> tuple[str | None, list[int]]:
        """A tile every turn of which would leave the region with no open doorway is
        buried too, and the drawing goes on; when no tile avoids it, the first that
        fitted the region is laid as usual."""
        first = None
        for _ in range(len(state.stack)):
            tile = state.stack.pop()
            if floor in state.room_data(tile).floors:
                doors = state.room_data(tile).doors
                good = house.fitting_turns(doors, floor, x, y, entry,
                                           keep=lambda q, t=tile: state.exploration._keeps_open(t, floor, x, y, q))
                if good:
                    return tile, good
                first = first or tile
            state.stack.insert(0, tile)
            state._emit("tile_buried", None, floors=list(state.room_data(tile).floors))
        if first is None:
            return None, []
        state.stack.remove(first)
        return first, house.fitting_turns(state.room_data(first).doors, floor, x, y, entry)

    def event_done(self, state: Any, card: str) -> None:
        state.decks["event"].insert(0, card)


class AtTurnEnd:
    """House on the Hill: the haunt rolls at the end of the turn, one per omen drawn
    (BH-TURN.3, BH-D.35); the room's end-of-turn text acts before the cards'."""

    def after_omen(self, state: Any) -> tuple[tuple, ...]:
        """The steps that follow an omen drawn outside an event."""
        return ()

    def after_event(self, state: Any) -> None:
        pass

    def orders_end_texts(self) -> bool:
        """Whether the player orders several end-of-turn texts (BL-TIME.4)."""
        return False


class AtOnce(AtTurnEnd):
    """Legacy: an omen's haunt roll as soon as it is drawn (BL-TIME.2, BL-D.3-5), or once
    the event that drew it is done (BL-D.5); the player orders end-of-turn texts (BL-TIME.4)."""

    def after_omen(self, state: Any) -> tuple[tuple, ...]:
        return ("haunt_rolls",),

    def after_event(self, state: Any) -> None:
        if state.omens_this_turn and not state.resolving:
            state._push(("haunt_rolls",))

    def orders_end_texts(self) -> bool:
        return True


class HouseTraits:
    """House on the Hill: seats hit at once in seat order; costs need not be payable,
    damage may be wasted, gains are taken."""

    def hit_order(self, state: Any) -> list[int]:
        return list(range(state.n))

    def payable(self, state: Any, seat: int, leaves: list) -> bool:
        return True

    def use_payable(self, state: Any, seat: int, card: str) -> bool:
        return self.use_unpaid(state, seat, card) is None

    def use_unpaid(self, state: Any, seat: int, card: str) -> Cost | None:
        """What using `card` costs the seat when it cannot pay that now; None when it can."""
        return None

    def fair_splits(self, state: Any, seat: int, traits: tuple[str, ...], options: list) -> list:
        return options

    def gain(self, state: Any, seat: int, kind: str, ident: str, key: list, leaf: Leaf) -> None:
        """A gain or a heal of a card or a room (`key`, the step's saved form)."""
        state.exploration._apply_gain(seat, leaf, f"{kind}:{ident}")


class LegacyTraits(HouseTraits):
    """Legacy: seats hit at once from the current player's left, clockwise (BL-DMG.5,
    BL-D.22); a cost must be payable (BL-COST.1, BL-D.25); no damage is wasted
    (BL-D.21); a gain or a heal may be declined (BL-DMG.6-7, BL-D.24)."""

    def hit_order(self, state: Any) -> list[int]:
        return [(state.active + k) % state.n for k in range(1, state.n + 1)]

    def payable(self, state: Any, seat: int, leaves: list) -> bool:
        """An option (or a card's use) that makes its taker lose a trait is offered only
        if each loss can be paid in full without going below the critical step (index 1),
        before the haunt and after it alike. `leaves` are steps, or their keys; a fixed
        amount of damage must fit in the traits its kind allows."""
        return _affordable(state.traits[seat], _cost_of(leaves))

    def use_unpaid(self, state: Any, seat: int, card: str) -> Cost | None:
        """The cost of the part of the card that would run on the seat's tile (its ghost
        text on a tile with ghosts), when the seat cannot pay it; a loss inside a roll's
        band is the roll's outcome, not a cost. Each part's cost is read once: every
        choice of a turn asks it of every card held."""
        part = state.exploration._card_part(card, "use", state.room[seat])
        steps = getattr(state.card_data(card), part)
        kept = _USE_COSTS.get(id(steps))
        if kept is None or kept[0] is not steps:  # the steps are kept with it: their id stays theirs
            kept = _USE_COSTS[id(steps)] = (steps, _cost_of(steps))
        return None if _affordable(state.traits[seat], kept[1]) else kept[1]

    def fair_splits(self, state: Any, seat: int, traits: tuple[str, ...], options: list) -> list:
        """No step of damage is lost while an allowed trait could still take it (before
        the haunt a trait stops at its critical step, index 1)."""
        floor = 0 if state.haunted else 1
        room = [max(0, state.traits[seat][TRAITS.index(t)] - floor) for t in traits]
        taken = min(sum(o for o in options[0]), sum(room))
        return [o for o in options if sum(min(a, r) for a, r in zip(o, room)) == taken]

    def gain(self, state: Any, seat: int, kind: str, ident: str, key: list, leaf: Leaf) -> None:
        if state.exploration._would_raise(seat, leaf):
            state._push(("gain_offer", seat, kind, ident, key))


SPEED_MOVES, FIXED_MOVES = SpeedMoves(), FixedMoves()
SET_ASIDE, BURY = SetAside(), Bury()
AT_TURN_END, AT_ONCE = AtTurnEnd(), AtOnce()
HOUSE_TRAITS, LEGACY_TRAITS = HouseTraits(), LegacyTraits()


@attrs.frozen
class Ruleset:
    floors: tuple[str, ...]
    # start tiles: room id -> (floor, x, y), and the links between them
    starts: tuple[tuple[str, str, int, int], ...]
    links: tuple[tuple[str, str], ...]
    # links made when a room is placed: room -> the room it joins (BH-ROOM.9)
    joins: tuple[tuple[str, str], ...] = ()
    locked: tuple[tuple[str, str], ...] = ()  # (room, side): the front door (BH-ROOM.6)
    start_room: str = "entrance_hall"
    landing_below: str = "basement_landing"  # where the Coal Chute and a lost fall lead (BH-D.21-22)
    least_dice: int = 0  # Legacy: a roll uses at least 1 die (BL-DICE.3)
    # the parts of the rules Legacy plays its own way (the module's description)
    movement: SpeedMoves = SPEED_MOVES
    leftovers: SetAside = SET_ASIDE
    timing: AtTurnEnd = AT_TURN_END
    traits: HouseTraits = HOUSE_TRAITS


#: What leaves cost (`_cost_of`): the steps lost of each trait, by TRAITS' order, and
#: each fixed amount of damage with the indexes of the traits its kind allows.
Cost = tuple[tuple[int, ...], tuple[tuple[tuple[int, ...], int], ...]]

#: a card part's steps (by id, kept with them) -> their cost
_USE_COSTS: dict[int, tuple[tuple, Cost]] = {}


def _cost_of(leaves) -> Cost:
    lost = [0] * len(TRAITS)
    damages = []
    for leaf in leaves:
        if not isinstance(leaf, (Leaf, Step)):
            leaf = leaf_of(leaf)
        if leaf.op == "lose" and leaf.amount:
            lost[TRAIT_INDEX[leaf.trait]] += leaf.amount
        elif leaf.op == "damage" and leaf.amount:
            damages.append((tuple(TRAIT_INDEX[t] for t in allowed_traits(leaf.kind)), leaf.amount))
    return tuple(lost), tuple(damages)


def _affordable(clips: list[int], cost: Cost) -> bool:
    """Whether a seat at `clips` pays `cost` without going below the critical step
    (index 1): each loss in full, each fixed damage within the traits it may lower."""
    lost, damages = cost
    if any(sum(clips[k] - 1 for k in indexes) < amount for indexes, amount in damages):
        return False
    return all(clips[k] - amount >= 1 for k, amount in enumerate(lost))
