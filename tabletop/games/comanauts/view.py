"""What a seat sees of a Comanauts table (`ComanautsState.view`), read through typed
fields (engine/views.py). Every seat sees the same: what the box hides (CO-D.22) is
hidden from everyone, given as counts. Cards, entities, zones, spaces and entries
are named by their content ids, dice by kind and number ("red.3"), seats count from
0; a piece on the map is "a:<seat>" (an avatar), an enemy's card id or "child"."""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

import attrs

from tabletop.engine.views import View


@attrs.frozen(slots=True)
class SheetView(View):
    """A comanaut's player sheet (sheet.py)."""

    seat: int
    avatars: list[str]  # the avatars shown: the lost ones, then the one in play (none before the choice)
    face_down: int  # the avatars still face down
    current: int  # the index in `avatars` of the avatar in play
    life: int
    clarity: int
    stored: str | None  # the stored die (CO-ACTION.7-10)
    statuses: list[str]  # status card ids, the default status apart
    default_status: str  # its default status card's id
    default_up: bool  # the default status is face up (active, CO-STATUS.8-9)
    suspicious: bool  # the suspicious token is set (CO-D.47)
    in_morass: bool  # the avatar in play waits in the Morass
    equipped: dict[str, str | None]  # each sheet slot ("head", "hand", ...) -> the item in it
    inventory: list[str]  # item ids
    dice: list[str]  # the dice in front of the player this turn
    free_rerolls: int  # re-rolls that cost no clarity this turn


@attrs.frozen(slots=True)
class TaskView(View):
    """The group task on the register (CO-D.36): worked at until it succeeds."""

    entry: str  # the entry that set it
    colour: str  # the dice that work at it
    target: int  # the pips that complete it
    success: str  # the entry read when it is completed
    dice: list[list[str | int]]  # the dice put to it so far: [die, face]


@attrs.frozen(slots=True)
class RollView(View):
    """A roll waiting for re-roll decisions (CO-CLARITY.4-5)."""

    sheet: int  # the seat that rolled
    purpose: str  # the action's verb ("melee", "test", ...) or "defend"
    dice: list[list[str | int]]  # [die, face]
    ctx: dict[str, Any]  # what the roll is for: its "enemy", test "key", entry test's "target", ...


@attrs.frozen(slots=True)
class ComanautsView(View):
    internal: ClassVar[frozenset[str]] = frozenset({"steps"})

    game: str
    seat: int | None  # whose view it is (None: a spectator)
    seats: int
    names: list[str]
    to_act: int | None  # who decides now
    turn: int  # the engine's turn counter
    current: int  # the seat whose turn it is (the bookkeeper's during set-up)
    sheets: list[SheetView]  # by seat
    bag: list[str]  # the dice in the bag, sorted: their order is hidden
    discard: list[str]  # the dice discard pool
    track: list[str]  # the threat track's dice, top first (CO-D.3)
    child_die: str | None  # the die on the dresser's inner child slot (CO-D.38)
    child_value: int  # its face
    enemy_die: str | None  # the threat die of the enemy activating now (ET-4.1)
    in_hand: str | None  # an item or totem gained, until it is placed (CO-ACTION.28)
    vitals: int  # the vital signs cards left in their deck
    vitals_seen: list[str]  # the vital signs cards drawn, in order
    nexus: list[str]  # the Nexus' comazones
    start_zone: str
    zone: str  # the comazone the comanauts are in
    totems: list[str]  # the totem deck (open)
    prime: str | None  # the Prime ID's entity, once it has entered play or the game is over
    prime_life: int | None  # its life, once it has entered play (CO-ID.3)
    clue_deck: int  # the clues left in their deck
    clues: list[int]  # the clues revealed, in order: indexes into the story's clues
    id_stack: int  # the ID entities left in the stack
    revealed: list[str]  # the ID entities revealed at set-up (CO-SETUP.6c)
    met: list[str]  # the ID entities encountered this game (CO-COMA.2c)
    entity_box: list[str]  # the ID entities out of the game
    avatar_box: list[str]  # the avatars nobody holds
    supply: list[str]  # the item supply (CO-D.30)
    hostile_supply: list[str]  # the hostile cards not in play
    status_supply: dict[str, int]  # each status card id -> the copies left
    slots: list[str | None]  # the enemy slots, top first: an enemy's card id or None (empty)
    defeated: list[str]  # the hostiles defeated on this page, set aside (CO-ACTION.26)
    pos: dict[str, list[str | int]]  # each piece on the map -> [space id, point index]
    situation: str  # "safe" or "hostile"
    insight: int
    tokens: dict[str, list[str]]  # each space id -> the tokens on it
    explored: list[str]  # the once-only points of interest read (CO-SPOT.7)
    critical_done: bool  # a critical vital sign took effect on this page: later ones do not (CO-VITAL.4)
    tests_done: list[str]  # the tests taken on this page: "env" or "entry:<entry id>" (CO-ACTION.18)
    task: TaskView | None
    environment: str  # the environment card's id ("": none)
    flags: dict[str, Any]  # this turn's: "moves", "used" items, "stored_now", "over", "encounter", "entry_test"
    enemy_turn: bool  # the enemies' turn is under way (CO-ENEMY), though a comanaut may be deciding
    leaving: str  # the comazone id or "nexus" the comanauts leave for ("": none, CO-D.40)
    roll: RollView | None
    read: list[str]  # the entries read on this page (CO-D.22)
    pending: Mapping[str, Any] | None
    final: Mapping[str, Any] | None  # the result, once the game is over
