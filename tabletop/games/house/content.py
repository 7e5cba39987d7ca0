"""The house's content types, shared by Betrayal at House on the Hill and Betrayal
Legacy: room tiles, explorers (Legacy's family members) with their trait tracks,
and the cards (items, omens, events), each loaded from TOML into validated classes.

Every card and tile text that changes play is data in one small vocabulary that
the house core (`tabletop/games/house/`) runs; nothing is left as prose.

Steps (what a card, a tile or an action does), run in order:

  gain / lose   `trait` (speed, might, sanity, knowledge) by `amount`; lose is damage
                of that trait's kind (physical: speed, might; mental: sanity,
                knowledge; BL-DMG.3); `amount` 0 with `dice` N rolls N dice for it
  damage        `kind` physical, mental or general, `amount` (or `dice` N); the
                damaged player splits it among the traits the kind allows (BH-D.11)
  heal          `trait` back up to its starting value (BL-DMG.7); "all" heals all four
  draw          a card from `deck` (item, omen, event); it ends movement (BH-MOVE.2)
  move_to       the explorer to the room `room` (a tile id), if it is placed
  end_movement  no more movement this turn
  place_token   a token of kind `token` in the explorer's room
  keep          the event stays with its drawer (a continuing effect, BH-D.30)
  let_go        a kept event ends: it leaves its holder's hand for the discard pile
  discover      a forced discovery: the player picks an open doorway of their region and
                discovers the tile beyond, spending no move (BL-RARE.1, BL-D.32, BL-D.51)
  link          stairs from the explorer's room to `room` (if placed and not the same
                room): the two are next to each other from now on, both ways, for
                everyone, monsters too (BH-MONSTER.11); a token of kind `token` marks
                each end
  roll          a roll (`roll`: a trait roll, or a number of dice, with its dice and
                result modifiers) and `bands`: the band whose [min, max] holds the
                result runs its steps
  choose        the player picks one of `options` (each a label and its steps)

A step inside a band or an option is a leaf: any of the above except roll and
choose (two levels are all the cards need, and the loader stays simple).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import attrs

from tabletop.engine.content import non_negative, one_of

TRAITS = ("speed", "might", "sanity", "knowledge")
TRAIT_INDEX = {trait: k for k, trait in enumerate(TRAITS)}  # a trait's place in a seat's clips
PHYSICAL, MENTAL = ("speed", "might"), ("sanity", "knowledge")
SIDES = ("n", "e", "s", "w")
DECKS = ("item", "omen", "event")
LEAF_OPS = ("gain", "lose", "damage", "heal", "draw", "move_to", "end_movement", "place_token", "keep", "let_go",
            "link", "discover")
STEP_OPS = LEAF_OPS + ("roll", "choose")
DAMAGE = ("physical", "mental", "general")
SPECIALS = ("", "elevator", "coal_chute", "collapsed", "vault", "basement_stairs", "landing", "entrance")
TRACK_LENGTH = 8  # BH-D.9: a skull at index 0 and 8 values


def one_of_int(low: int, high: int):
    def check(_i, attribute, value: int) -> None:
        if not low <= value <= high:
            raise ValueError(f"{attribute.name} must be from {low} to {high}, got {value}")
    return check


def _trait_or_empty(_i, attribute, value: str) -> None:
    if value and value not in TRAITS and value != "all":
        raise ValueError(f"{attribute.name} must be one of {', '.join(TRAITS)}, all or empty; got {value!r}")


def _one_of_or_empty(*choices: str):
    def check(_i, attribute, value: str) -> None:
        if value and value not in choices:
            raise ValueError(f"{attribute.name} must be one of {', '.join(choices)} or empty; got {value!r}")
    return check


@attrs.frozen
class Roll:
    """A trait roll (`trait`: dice equal to its current value, BH-ROLL.3) or a roll
    of `dice` dice (BL-DICE.8). `bonus` adds dice (a dice modifier: BH-D.8 caps a roll
    at 8 dice); `result` is added to the dots rolled (a result modifier, negative for
    a penalty; the result is never below 0, BL-D.27, BL-DICE.4)."""

    trait: str = attrs.field(default="", validator=_trait_or_empty)
    dice: int = attrs.field(default=0, validator=non_negative)
    bonus: int = 0
    result: int = 0


@attrs.frozen
class Leaf:
    op: str = attrs.field(validator=one_of(*LEAF_OPS))
    trait: str = attrs.field(default="", validator=_trait_or_empty)
    amount: int = attrs.field(default=0, validator=non_negative)
    dice: int = attrs.field(default=0, validator=non_negative)
    kind: str = attrs.field(default="", validator=_one_of_or_empty(*DAMAGE))
    deck: str = attrs.field(default="", validator=_one_of_or_empty(*DECKS))
    room: str = ""
    token: str = ""


def leaf_of(key: Sequence[Any]) -> Leaf:
    """The leaf a step's saved form names (its fields in order): made, and checked, the
    first time, and found again after; a card's effects run leaf by leaf."""
    found = _LEAVES.get(tuple(key))
    if found is None:
        found = Leaf(*key)
        if len(_LEAVES) < 10_000:  # a bound: the content's leaves are far fewer
            _LEAVES[tuple(key)] = found
    return found


_LEAVES: dict[tuple, Leaf] = {}


@attrs.frozen
class Band:
    """Results from `min` to `max` (inclusive) run `steps`."""

    min: int = attrs.field(validator=non_negative)
    max: int = attrs.field(default=99, validator=non_negative)
    steps: tuple[Leaf, ...] = ()
    text: str = ""


@attrs.frozen
class Option:
    label: str
    steps: tuple[Leaf, ...] = ()


@attrs.frozen
class Step:
    op: str = attrs.field(validator=one_of(*STEP_OPS))
    trait: str = attrs.field(default="", validator=_trait_or_empty)
    amount: int = attrs.field(default=0, validator=non_negative)
    dice: int = attrs.field(default=0, validator=non_negative)
    kind: str = attrs.field(default="", validator=_one_of_or_empty(*DAMAGE))
    deck: str = attrs.field(default="", validator=_one_of_or_empty(*DECKS))
    room: str = ""
    token: str = ""
    roll: Roll | None = None
    bands: tuple[Band, ...] = ()
    options: tuple[Option, ...] = ()


@attrs.frozen
class Track:
    """A trait track: 8 ascending values (index 1 to 8; 0 is the skull) and the
    index of the green starting value (BH-D.9)."""

    values: tuple[int, int, int, int, int, int, int, int]
    start: int = attrs.field(validator=one_of_int(1, TRACK_LENGTH))


@attrs.frozen
class Family:
    """A Betrayal Legacy family (BL-FAM): its name, its colour (its figure's base,
    BL-D.41) and its four trait tracks (BL-D.28); its members live in the campaign."""

    id: str
    name: str
    color: str
    speed: Track
    might: Track
    sanity: Track
    knowledge: Track
    motto: str = ""
    flavor: str = ""


@attrs.frozen
class Explorer:
    id: str
    name: str
    card: str  # the character card it shares with one other explorer (BH-SETUP.2)
    color: str
    birthday: str  # "MM-DD" (BH-SETUP.9)
    speed: Track
    might: Track
    sanity: Track
    knowledge: Track
    age: int = 0
    flavor: str = ""


@attrs.frozen
class Weapon:
    """An attack an item gives (BH-D.34): the trait rolled, extra dice, ranged."""

    trait: str = attrs.field(default="might", validator=_trait_or_empty)
    bonus: int = 0
    ranged: bool = False


#: where a card's passive modifier applies (Betrayal Legacy): anywhere, on a tile with
#: a runestone (BL-RUNE.1: a card may give runestones a meaning), on a tile with ghosts
BONUS_PLACES = ("runestone", "ghosts")


@attrs.frozen
class Bonus:
    """A passive modifier of the holder's rolls of `trait` (trait rolls only, never a
    "roll X dice", BL-DICE.8): `dice` extra dice and `result` added to the result (a
    result modifier, BL-D.27), anywhere or only `where` the holder stands."""

    trait: str = attrs.field(validator=_trait_or_empty)
    dice: int = 1
    result: int = 0
    where: str = attrs.field(default="", validator=_one_of_or_empty(*BONUS_PLACES))


@attrs.frozen
class Floor:
    """A band of the Mystic Elevator's 2-dice roll: results `min` to `max` go to `floor`."""

    min: int = attrs.field(validator=non_negative)
    max: int = attrs.field(validator=non_negative)
    floor: str


@attrs.frozen
class Card:
    """An item, an omen or an event. Items and item omens may be `use`d once per
    turn (BH-D.26); `bonus` gives extra dice to rolls of traits (passive, while held);
    `immediate` runs when drawn; an event's `steps` run when drawn; a kept event's
    `while_kept` runs at the end of each of its holder's turns, until a `let_go` step
    ends it (BH-D.30)."""

    id: str
    name: str
    text: str
    kind: str = attrs.field(default="item", validator=one_of("item", "companion", "non_item", "event"))
    tradable: bool = True
    weapon: Weapon | None = None
    bonus: tuple[Bonus, ...] = ()  # extra dice (or a result modifier) for rolls of a trait, while held
    use: tuple[Step, ...] = ()  # the action it grants, once per turn
    uses: int = attrs.field(default=0, validator=non_negative)  # 0: unlimited; else discarded after that many
    immediate: tuple[Step, ...] = ()  # on drawing it
    steps: tuple[Step, ...] = ()  # an event's
    while_kept: tuple[Step, ...] = ()  # a kept event's, at the end of each of its holder's turns
    damaging: bool = False  # BH-D.47: the traitor may not ignore it
    flavor: str = ""
    # Betrayal Legacy: what runs instead of `use` (an item or omen used), `steps` (an
    # event) or, for a card with no use, `immediate`, on a tile with ghosts (BL-GHOST.3-4);
    # and where the card waits before it enters play (BL-D.37)
    with_ghosts: tuple[Step, ...] = ()
    origin: str = "box"


@attrs.frozen
class Barrier:
    """A barrier room (BH-D.23): crossing between the two door groups needs a
    `trait` roll of at least `target`, once per turn."""

    trait: str = attrs.field(validator=_trait_or_empty)
    target: int = attrs.field(validator=non_negative)
    sides: tuple[tuple[str, ...], tuple[str, ...]] = (("n",), ("s",))


@attrs.frozen
class Room:
    id: str
    name: str
    floors: tuple[str, ...]  # where it may be placed (its back, BH-ROOM.11)
    doors: tuple[str, ...]  # sides with a door, as printed (rotated when placed)
    text: str = ""
    symbols: tuple[str, ...] = ()  # card symbols: item, omen, event
    outside: bool = False  # BH-ROOM.7
    monsters_ignore: bool = False  # BH-SPECIAL.13-14
    special: str = attrs.field(default="", validator=one_of(*SPECIALS))
    on_enter: tuple[Step, ...] = ()
    on_end_turn: tuple[Step, ...] = ()
    on_discover: tuple[Step, ...] = ()
    action: tuple[Step, ...] = ()  # a roll it offers (BH-D.19), once per turn
    barrier: Barrier | None = None
    elevator: tuple[Floor, ...] = ()  # the floor for each result of a 2-dice roll (BH-D.20)
    collapse: tuple[int, int] = (0, 0)  # (Speed target, fall damage dice) (BH-D.22)
    vault: tuple[Step, ...] = ()  # the reward for opening it (BH-D.24)
    damaging: bool = False  # BH-D.47
    flavor: str = ""
    # Betrayal Legacy's tiles (defaults: a House on the Hill room has none of these)
    obstacles: tuple[int, int] = (0, 0)  # printed (small, large) obstacles (BL-MOVE.4-5, BL-D.19)
    ghosts: int = attrs.field(default=0, validator=non_negative)  # ghost circles (BL-GHOST.1, BL-D.33)
    start_ghosts: int = attrs.field(default=0, validator=non_negative)  # placed with ghosts (BL-GHOST.2)
    runestones: int = attrs.field(default=0, validator=non_negative)  # BL-RUNE.1, BL-D.34
    passage: bool = False  # a secret passage: next to every other (BL-PASS.2-4)
    bumps: tuple[str, ...] = ()  # sides no tile may be laid against (BL-TILE.4)
    origin: str = "box"  # where it waits before play: box, plank:<n>, sealed (BL-D.37)


def ranged_cards(cards: Iterable[Card]) -> frozenset[str]:
    """The ids of the cards whose weapon shoots (BH-SPATK.1): a turn asks of every hand
    whether it holds one."""
    return frozenset(c.id for c in cards if c.weapon is not None and c.weapon.ranged)
