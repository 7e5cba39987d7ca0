"""What a seat sees of a house table (`HouseState.view`), read through typed fields
(engine/views.py); both Betrayals share it (Legacy adds its own, betrayal_legacy/view.py).

The fields are the state's public ones as saved (state.PUBLIC; three under the name
the table reads, state.VIEWED_AS), the counters and secret choices as far as the seat
may know them (BH-D.42), and what the table shows that no field holds as such: the
traits' values, the counts of the hidden piles, the turn's moves left. Seats count
from 0; explorers, rooms, cards and tiles are ids; per-seat fields are lists in seat
order."""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

import attrs

from tabletop.engine.views import View


@attrs.frozen(slots=True)
class HouseMapView(View):
    placed: list[list[str | int | list[str]]]  # [tile, floor, x, y, rotation, open doors], in the order placed
    links: list[list[str]]  # extra adjacencies: pairs of tiles, sorted


@attrs.frozen(slots=True)
class MonsterView(View):
    kind: str
    room: str
    stunned: bool
    alive: bool
    carried: list[str]  # haunt tokens it picked up


@attrs.frozen(slots=True)
class MonsterKindView(View):
    """A kind of monster on the map, as its card in the haunt's book says."""

    kind: str
    speed: int
    might: int
    sanity: int
    knowledge: int
    attack: str  # the trait it attacks with
    killable: bool  # damage kills it (otherwise it only stuns it)
    ranged: bool  # it attacks from afar, down straight halls
    carries: bool  # it picks up the haunt's tokens it finds
    large: bool  # Legacy: a large monster token
    attacked_with: list[str]  # the traits an explorer may attack it with (a weapon may add its own)


@attrs.frozen(slots=True)
class SideTextView(View):
    text: str
    goal: str
    if_you_win: str


@attrs.frozen(slots=True)
class SideTextsView(View):
    heroes: SideTextView
    traitor: SideTextView


@attrs.frozen(slots=True)
class HouseView(View):
    internal: ClassVar[frozenset[str]] = frozenset({"steps"})

    # -- the explorers, per seat
    explorers: list[str]
    room: list[str]
    clips: list[list[int]]  # each trait's clip index, in TRAITS order (0: the skull)
    alive: list[bool]
    hand: list[list[str]]  # items and omens held
    barrier_side: list[int]  # the side of a barrier room stood on
    # -- cards
    discards: dict[str, list[str]]
    resolving: list[str]  # an event being carried out
    kept: list[str]  # events with a continuing effect, in a hand
    spent: dict[str, int]  # uses of limited-use cards
    omens_drawn: int
    omens_this_turn: list[list[str]]  # [omen, room]
    omen_order: list[str]
    last_omen: list[str | int] | None  # [omen, room, seat]
    # -- the house
    tile_in_hand: str | None  # the tile being placed
    house: HouseMapView
    tokens: dict[str, list[str]]  # room -> tokens
    piles: dict[str, list[str]]  # room -> cards dropped
    companions: dict[str, list[str]]  # room -> companions left
    collapse_landing: str | None
    # -- the turn
    active: int
    turn: int
    spaces_moved: int
    stopped: bool
    used: list[str]  # once-a-turn uses made
    attacked: bool
    acted: dict[str, int]  # the haunt's actions taken this turn
    # -- the haunt (all empty or None before it)
    haunt: Mapping[str, Any] | None  # number, id, revealer, traitor, omen, room, round (and ended, by_hand, monster_moves)
    side: list[str]  # "heroes" or "traitor" ("" before the haunt)
    monsters: list[MonsterView]
    monster_kinds: list[MonsterKindView]  # each kind on the map, once, in the order first placed
    carried: list[list[str]]  # haunt tokens carried
    exited: list[int]  # seats gone by the front door
    front_door: bool
    counters: dict[str, int]  # those the seat may see
    secrets: dict[str, dict[str, str | list[str] | bool | None]]  # value (None: not for this seat), options, side, revealed
    my_side_text: SideTextView | None  # the seat's own side's (None: a spectator, or before the haunt)
    side_texts: SideTextsView | None  # both, in open play only
    open_play: bool
    round_limit: int | None  # the round the Turn/Damage Track ends the haunt at (None: no limit)
    # each side's progress toward its win conditions, for the sides whose text the seat reads:
    # [{kind, name (a counter or token), have, need, and room for tokens_in_room}]
    progress: dict[str, list[Mapping[str, Any]]]
    result: Mapping[str, Any] | None  # winners, side, reason, haunt... once over
    # -- who looks, and what the table shows of the rest
    seat: int | None  # whose view it is (None: a spectator)
    seats: int
    names: list[str]
    options: Mapping[str, Any]  # the set-up everyone agreed on
    traits: list[list[int]]  # each trait's value now, in TRAITS order
    moves_left: int  # the active explorer's
    explorable: list[str]  # "room:door" doors open onto nothing yet
    closed_doors: list[str]  # "room:door" open doors no tile left fits the floor of: shut for good
    # while the active explorer's turn asks: its hand cards whose use it cannot pay for now, with
    # the price (Exploration.unpayable, BL-COST.1)
    unpayable: list[Mapping[str, Any]]
    decks: dict[str, int]  # cards left in each deck
    stack: int  # room tiles left
    top_floors: list[str]  # the floors the top tile's back shows
    set_aside: int  # face-down tiles set aside
    pending: Mapping[str, Any] | None  # the decision waited for
