"""A haunt as data: what each side knows, does at once, may do, and must achieve,
in a vocabulary the house core runs (haunt_play.py). Nothing in a haunt is prose
for the players to apply: every sentence that changes play is one of these.

A haunt file holds:

  number, title; `traitor` (the rule that names the traitor, BH-D.37);
  `heroes` and `traitor_side`: each a Side with its story `text` (hidden from the
  other side, BH-D.41-42), `right_now` effects, `win` conditions (any one met
  wins, checked after every action, BH-D.49) and `if_you_win` text;
  `monsters` (kinds, counts per player count, stats, what they may do),
  `tokens` (kinds, and what a token does where it lies), `counters`,
  `actions` (what a side may do on its turn: where, with what roll and cost),
  `rules` (a trigger, conditions, a selector and effects), a `turn_limit` per
  player count (the Turn/Damage Track, BH-D.55), and flags: the front door opens,
  the monsters go on after the traitor dies (BH-END.3), a hero who dies turns
  (BH-D.54) and what it keeps.

Selectors (who an effect is about): revealer, left_of_revealer, traitor, heroes
(each living hero), everyone, active (whoever's turn it is), holder:<card or
token>, highest:<trait>, lowest:<trait>, in:<room>.
Places (where): here (the active explorer's room), traitor_room, room:<id>,
each:<symbol> (every placed room with that card symbol), random:<floor>, and
secret:<id> (the room a side chose in secret; using it in an effect reveals it).
A monster heads for (`target`) a hero, room:<id> or token:<kind>; a haunt action is
taken anywhere, in room:<id> or where a token:<kind> lies.

These are written as text and read once, when the haunt is loaded, into typed
values (`Selector`, `Place`, `Goal`, `Spot`, `RoomRef`): a misspelt one is refused
then, naming the file and the field, and play never takes text apart.

Secret choices (`secrets`): a side chooses a room among those a place names
(`choose_secret`); the other side learns only that a choice was made, until an
effect uses it or `reveal_secret` shows it. A condition may name the secret room
(room = "secret:<id>") without revealing it.

Time: `round_at_least` N is met once round N has begun (the Turn/Damage Track
reaches N); `round_ended` N once round N has ended: both are checked before anyone
acts in the next round (BH-D.55).
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.content import distinct_ids, non_negative, one_of

from .content import TRAITS

TRAITOR_RULES = ("revealer", "left_of_revealer", "highest", "lowest", "holder", "nearest")
EFFECT_OPS = ("gain", "lose", "damage", "heal", "roll", "draw", "place_token", "remove_token", "spawn", "counter",
              "open_front_door", "move_to", "win", "turn_traitor", "stun_monsters", "kill_monsters", "give_token",
              "spend_token", "choose_secret", "reveal_secret")
BAND_OPS = tuple(op for op in EFFECT_OPS if op != "roll")
TRIGGERS = ("haunt_start", "turn_start", "turn_end", "round_end", "enter_room", "death", "attack_won",
            "monster_turn_end")
CONDITIONS = ("heroes_dead", "traitor_dead", "monsters_dead", "counter_at_least", "round_at_least", "tokens_held",
              "tokens_in_room", "exited", "explorer_in_room", "holder_in_room", "traitor_side_dead", "round_ended")
SIDES = ("heroes", "traitor")


class Term:
    """A word of the haunts' vocabulary and what it names ("holder:knife" is the kind
    holder naming knife; "here" names nothing). A subclass lists its plain WORDS and
    the NAMED kinds, each written kind:name."""

    WORDS: ClassVar[tuple[str, ...]] = ()
    NAMED: ClassVar[tuple[str, ...]] = ()
    WHAT: ClassVar[str] = ""  # what it is, for messages

    kind: str
    name: str

    @classmethod
    def from_text(cls, text: str):
        kind, colon, name = text.partition(":")
        if (kind in cls.NAMED and name) if colon else kind in cls.WORDS:
            return cls(kind, name)
        forms = [*(w or '""' for w in cls.WORDS), *(f"{k}:<name>" for k in cls.NAMED)]
        raise ValueError(f"{text!r} is not {cls.WHAT} ({', '.join(forms)})")

    @property
    def text(self) -> str:
        """As a haunt file writes it (and a saved step keeps it)."""
        return f"{self.kind}:{self.name}" if self.name else self.kind


@attrs.frozen
class Selector(Term):
    """Who an effect is about."""

    WORDS = ("active", "everyone", "heroes", "traitor", "revealer", "left_of_revealer")
    NAMED = ("holder", "highest", "lowest", "in")
    WHAT = "a selector"

    kind: str
    name: str = ""


@attrs.frozen
class Place(Term):
    """Where an effect acts, a monster starts or a secret is chosen among."""

    WORDS = ("here", "traitor_room")
    NAMED = ("room", "each", "random", "secret")
    WHAT = "a place"

    kind: str
    name: str = ""


@attrs.frozen
class Goal(Term):
    """What a monster's Auto move heads for (BH-D.44)."""

    WORDS = ("hero",)
    NAMED = ("room", "token")
    WHAT = "a monster's target"

    kind: str
    name: str = ""


@attrs.frozen
class Spot(Term):
    """Where a haunt action may be taken: anywhere (""), in a room, or where a token lies."""

    WORDS = ("",)
    NAMED = ("room", "token")
    WHAT = "an action's place"

    kind: str = ""
    name: str = ""


@attrs.frozen
class RoomRef(Term):
    """The room a condition names: none (""), a room id, or secret:<id> (the room a side
    chose, read without revealing it)."""

    WHAT = "a room"

    kind: str = ""  # "", room, secret
    name: str = ""

    @classmethod
    def from_text(cls, text: str) -> "RoomRef":
        kind, colon, name = text.partition(":")
        if not colon:
            return cls("room" if text else "", text)
        if kind == "secret" and name:
            return cls(kind, name)
        raise ValueError(f"{text!r} is not a room id nor secret:<name>")

    @property
    def text(self) -> str:
        return self.name if self.kind == "room" else super().text


def saved_form(value) -> dict:
    """An effect (or a band's) as plain data, its terms written as text: how a step
    saves it."""
    return attrs.asdict(value, value_serializer=_text_of)


def _text_of(_instance, _attribute, value):
    return value.text if isinstance(value, Term) else value


@attrs.frozen
class Count:
    """A number given per player count (BH-D.36), or one for all counts (`all`)."""

    all: int = 0
    p3: int = 0
    p4: int = 0
    p5: int = 0
    p6: int = 0

    def at(self, players: int) -> int:
        given = (self.p3, self.p4, self.p5, self.p6)[players - 3] if 3 <= players <= 6 else 0
        return given or self.all


@attrs.frozen
class TraitorRule:
    rule: str = attrs.field(validator=one_of(*TRAITOR_RULES))
    trait: str = ""  # highest, lowest
    exclude_revealer: bool = False
    card: str = ""  # holder
    room: str = ""  # nearest


@attrs.frozen
class BandEffect:
    """An effect inside a roll's band (no roll within a roll)."""

    op: str = attrs.field(validator=one_of(*BAND_OPS))
    who: Selector = Selector("active")
    trait: str = ""
    amount: int = 0
    dice: int = 0
    kind: str = ""
    deck: str = ""
    token: str = ""
    where: Place = Place("here")
    monster: str = ""
    count: Count = Count()
    counter: str = ""
    side: str = ""
    room: str = ""


@attrs.frozen
class Band:
    min: int = attrs.field(validator=non_negative)
    max: int = 99
    effects: tuple[BandEffect, ...] = ()


@attrs.frozen
class Effect:
    op: str = attrs.field(validator=one_of(*EFFECT_OPS))
    who: Selector = Selector("active")
    trait: str = ""
    amount: int = 0
    dice: int = 0
    kind: str = ""
    deck: str = ""
    token: str = ""
    where: Place = Place("here")
    monster: str = ""
    count: Count = Count()
    counter: str = ""
    side: str = ""
    room: str = ""
    roll_trait: str = ""  # a roll: the trait rolled (or `dice`), and its bands
    bands: tuple[Band, ...] = ()


@attrs.frozen
class Condition:
    kind: str = attrs.field(validator=one_of(*CONDITIONS))
    counter: str = ""
    value: Count = Count()
    token: str = ""
    room: RoomRef = RoomRef()
    side: str = ""


@attrs.frozen
class Side:
    text: str
    win: tuple[Condition, ...]
    if_you_win: str
    right_now: tuple[Effect, ...] = ()
    goal: str = ""  # the objective in one line (what the bots and the table show that side)


@attrs.frozen
class Monster:
    id: str
    name: str
    count: Count
    speed: int = 0
    might: int = 0
    sanity: int = 0
    knowledge: int = 0
    attack: str = attrs.field(default="might", validator=one_of(*TRAITS))
    group: str = ""  # monsters of one group roll their Speed once (BH-MONSTER.3)
    start: Place = Place("traitor_room")
    killable: bool = False
    ranged: bool = False
    carries: bool = False
    target: Goal = Goal("hero")  # what its Auto move heads for (BH-D.44)
    text: str = ""
    # Betrayal Legacy: a small or large Monster token, a small or large obstacle to a
    # hero leaving its tile (BL-MOVE.6, BL-D.19)
    size: str = attrs.field(default="small", validator=one_of("small", "large"))


@attrs.frozen
class TokenKind:
    id: str
    name: str
    text: str
    carried: bool = False  # an item token: carried, dropped, picked up (BH-ITEM, BH-DEATH)
    tradable: bool = True  # a carried token may also be given and stolen, as a tradable item (BH-ITEM.3, BH-SPATK.4)
    blocks: bool = False  # monsters cannot enter its room


@attrs.frozen
class Counter:
    id: str
    name: str
    start: int = 0
    visible_to: str = "everyone"  # everyone, heroes, traitor (BH-D.42)


@attrs.frozen
class Secret:
    """A choice one side makes in secret (BH-D.42): a room among those `choices` names
    (a place: each:<symbol>, random:<floor> reads as every placed room of that floor)."""

    id: str
    name: str
    chosen_by: str = attrs.field(validator=one_of(*SIDES))
    choices: Place = Place("each", "omen")


@attrs.frozen
class HauntAction:
    """Something a side may do on its turn (BH-HTURN.5 and the haunt's own)."""

    id: str
    label: str
    side: str = attrs.field(validator=one_of(*SIDES))
    where: Spot = Spot()
    needs: str = ""  # a card or token the actor must hold
    roll_trait: str = ""
    target: Count = Count()  # the result needed (0: no roll)
    cost_trait: str = ""
    cost: int = 0
    per_turn: int = 1
    success: tuple[Effect, ...] = ()
    failure: tuple[Effect, ...] = ()


@attrs.frozen
class HauntRule:
    trigger: str = attrs.field(validator=one_of(*TRIGGERS))
    side: str = ""  # whose turn (turn_start, turn_end) or who died
    room: str = ""  # enter_room
    round: int = 0  # round_end: that round only (0: every round)
    conditions: tuple[Condition, ...] = ()
    effects: tuple[Effect, ...] = ()
    text: str = ""


def haunt_texts(haunts) -> list[str]:
    """The catalogue keys (under the game's prefix) a language other than English needs
    for `haunts`: titles, both sides' texts, and the names of what they use."""
    keys: list[str] = []
    for h in haunts:
        keys.append(f"haunt.{h.id}.title")
        for side_name, side in (("heroes", h.heroes), ("traitor", h.traitor_side)):
            keys += [f"haunt.{h.id}.{side_name}.{part}" for part in ("text", "goal", "if_you_win") if getattr(side, part)]
        keys += [f"haunt.{h.id}.monster.{m.id}.{part}" for m in h.monsters for part in ("name", "text") if getattr(m, part)]
        keys += [f"haunt.{h.id}.token.{t.id}.{part}" for t in h.tokens for part in ("name", "text") if getattr(t, part)]
        keys += [f"haunt.{h.id}.counter.{c.id}.name" for c in h.counters]
        keys += [f"haunt.{h.id}.secret.{c.id}.name" for c in h.secrets]
        keys += [f"haunt.{h.id}.action.{a.id}.label" for a in h.actions]
        keys += [f"haunt.{h.id}.rule.{k}.text" for k, rule in enumerate(h.rules) if rule.text]
    return keys


@attrs.frozen
class Haunt:
    number: int = attrs.field(validator=non_negative)
    id: str
    title: str
    traitor: TraitorRule
    heroes: Side
    traitor_side: Side
    # each kind once: its texts are found by its id, and a turn offers each action once
    monsters: tuple[Monster, ...] = attrs.field(default=(), validator=distinct_ids)
    tokens: tuple[TokenKind, ...] = attrs.field(default=(), validator=distinct_ids)
    counters: tuple[Counter, ...] = attrs.field(default=(), validator=distinct_ids)
    secrets: tuple[Secret, ...] = attrs.field(default=(), validator=distinct_ids)
    actions: tuple[HauntAction, ...] = attrs.field(default=(), validator=distinct_ids)
    rules: tuple[HauntRule, ...] = ()
    turn_limit: Count = Count()
    front_door_open: bool = False
    monsters_outlive_traitor: bool = False  # BH-END.3, BH-D.43
    heroes_turn_on_death: bool = False  # BH-HTURN.8, BH-D.54
    turncoat_keeps: tuple[str, ...] = ()  # what a hero who turns keeps: figure, traits, items
    traitor_removed: bool = False  # BH-HTURN.9: eliminated at the start (keeps the traitor turn)
    traitor_monster: str = ""  # BH-HTURN.9: transformed into this monster kind at the start
    sanity_knowledge_attacks: bool = False  # explorers may attack with Sanity or Knowledge (BH-ATTACK.9)
