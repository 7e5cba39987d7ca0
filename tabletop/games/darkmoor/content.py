"""Retreat to Darkmoor's content: minions, heroes and locations, loaded from TOML.

Every ability is data: a kind (DM-CARD.5/9/12), an optional trigger, a text for
players, and a list of effects drawn from the small vocabulary below. The rules
model (`rules.py`) interprets the vocabulary; no card has code of its own.

Effect ops (each names what it acts on with `target`, filtered by `type` and
`owner`, and narrowed by `pick`):
  play_extra     the controller plays another minion from hand (DM-PLAY.6)
  place_self     the minion moves itself to any slot of its horde (D.14)
  move_to_back   move the target to the back of its horde
  defeat         defeat the target (DM-D.19, D.20)
  vp_token       put `amount` 1-VP tokens on the target
  peril_token    put `amount` peril tokens on the target (supply permitting, D.23)
  clear_tokens   remove every VP and peril token from the target
  draw           the controller draws `amount` cards; with target "played", the
                 played minion's owner draws

Targets: self, played (the minion just played), adjacent (DM-ABIL.1, D.7), horde
(the other minions of the horde in question), horde_back, horde_front.
Picks: all, choose, highest_vp, highest_peril; ties and "choose" are decided by
the controller (D.10, D.11).

Triggers of ongoing abilities: played_here (a minion is played into this horde),
played (a hero's: any minion is played), horde_attacked (DM-ATTACK.5),
hero_attack (a hero attacks another horde, DM-ATTACK.6), self_defeated
(DM-ATTACK.4, D.20), escaped (DM-ESCAPE.4, D.22).

Static ongoing abilities (`static`): peril_bonus (+amount for each adjacent minion
of `type`), elusive (heroes cannot defeat it, D.17; with condition "not_alone",
only while another minion shares its horde), immovable (abilities cannot move it,
D.15), ward (other cards' abilities cannot choose it), peril_mod (a hero's:
minions of `type` get +amount peril while it is revealed; peril_bonus and
peril_mod need a non-zero amount).

Required and optional fields. Every field is required except these, whose
absence means what is said here:
  a card's `ability`   the card has none (kind "none")
  ability: `trigger` (none), `effects` and `static` (none); `scoring` is given
           exactly when the kind is "scoring"
  effect: `target` self, `type` any, `owner` any, `pick` all, `amount` 1
  static: `amount` 0, `type` any, `condition` none
  scoring: `double_type` none, `tiebreak` none
"""

from __future__ import annotations

from pathlib import Path

import attrs

from tabletop.engine.content import IN_FILES, load, non_negative, one_of
from tabletop.engine.errors import ContentError
from tabletop.engine.text import clip, clip_repr

DATA = Path(__file__).parent / "data"

TYPES = ("beast", "humanoid", "undead")
COLORS = ("crimson", "cobalt", "viridian", "amber")
OPS = (
    "play_extra", "place_self", "move_to_back", "defeat", "vp_token", "peril_token",
    "clear_tokens", "draw",
)
TARGETS = ("self", "played", "adjacent", "horde", "horde_back", "horde_front")
PICKS = ("all", "choose", "highest_vp", "highest_peril")
TRIGGERS = ("", "played_here", "played", "horde_attacked", "hero_attack", "self_defeated", "escaped")
STATICS = ("peril_bonus", "elusive", "immovable", "ward", "peril_mod")
CONTROL = ("most_peril", "most_minions", "lowest_peril", "most_vp")


def _type_or_any(_i, attribute, value: str) -> None:
    if value and value not in TYPES:
        raise ValueError(f"{attribute.name} must be one of {', '.join(TYPES)} or empty; got {clip_repr(value)}")


@attrs.frozen
class Effect:
    op: str = attrs.field(validator=one_of(*OPS))
    target: str = attrs.field(default="self", validator=one_of(*TARGETS))
    type: str = attrs.field(default="", validator=_type_or_any)
    owner: str = attrs.field(default="any", validator=one_of("any", "own", "opponent"))
    pick: str = attrs.field(default="all", validator=one_of(*PICKS))
    amount: int = attrs.field(default=1, validator=non_negative)


def _static_amount(instance: "Static", _attribute, value: int) -> None:
    if value == 0 and instance.kind in ("peril_bonus", "peril_mod"):
        raise ValueError(f"amount: {instance.kind} needs a non-zero amount")


@attrs.frozen
class Static:
    kind: str = attrs.field(validator=one_of(*STATICS))
    amount: int = attrs.field(default=0, validator=_static_amount)
    type: str = attrs.field(default="", validator=_type_or_any)
    condition: str = attrs.field(default="", validator=one_of("", "not_alone"))


@attrs.frozen
class Scoring:
    """How control of a location is decided at final scoring (DM-END.3, DM-END.4)."""

    control: str = attrs.field(validator=one_of(*CONTROL))
    double_type: str = attrs.field(default="", validator=_type_or_any)
    tiebreak: str = attrs.field(default="", validator=one_of("", "most_minions"))


@attrs.frozen
class Ability:
    # Ability() is "no ability" in code; an ability table in a file must give both.
    kind: str = attrs.field(default="none", metadata=IN_FILES,
                            validator=one_of("none", "immediate", "ongoing", "attack", "scoring"))
    text: str = attrs.field(default="", metadata=IN_FILES)
    trigger: str = attrs.field(default="", validator=one_of(*TRIGGERS))
    effects: tuple[Effect, ...] = ()
    static: tuple[Static, ...] = ()
    scoring: Scoring | None = None  # exactly for kind "scoring"


NO_ABILITY = Ability()  # a card without an ability table


@attrs.frozen
class Minion:
    id: str
    name: str
    art_ref: str  # the sprite drawn for this card
    type: str = attrs.field(validator=one_of(*TYPES))
    peril: int = attrs.field(validator=non_negative)
    vp: int = attrs.field(validator=non_negative)
    copies: int = attrs.field(validator=non_negative)
    flavor: str
    ability: Ability = NO_ABILITY


@attrs.frozen
class Hero:
    id: str
    name: str
    art_ref: str
    hero_type: str
    threshold: int = attrs.field(validator=non_negative)
    flavor: str
    ability: Ability = NO_ABILITY


@attrs.frozen
class Face:
    id: str
    name: str
    art_ref: str
    vp: int = attrs.field(validator=non_negative)
    flavor: str
    ability: Ability = NO_ABILITY


@attrs.frozen
class LocationCard:
    id: str
    faces: tuple[Face, Face]


@attrs.frozen
class MinionFile:
    deck_size: int
    minion: tuple[Minion, ...]


@attrs.frozen
class HeroFile:
    hero: tuple[Hero, ...]


@attrs.frozen
class LocationFile:
    location: tuple[LocationCard, ...]


@attrs.frozen
class Content:
    minions: tuple[Minion, ...]  # one entry per design
    deck: tuple[Minion, ...]  # one colour's deck, card by card (design repeated per copy)
    heroes: tuple[Hero, ...]
    locations: tuple[LocationCard, ...]

    @property
    def faces(self) -> tuple[Face, ...]:
        return tuple(face for card in self.locations for face in card.faces)


def load_content(folder: Path = DATA) -> Content:
    """Load and cross-check the three data files. Errors name the file and field."""
    minions = load(folder / "minions.toml", MinionFile)
    heroes = load(folder / "heroes.toml", HeroFile)
    locations = load(folder / "locations.toml", LocationFile)

    copies = sum(m.copies for m in minions.minion)  # counted before the deck is built
    if copies != minions.deck_size:
        raise ContentError(f"minions.toml: deck_size is {minions.deck_size} but the copies add up to {copies}")
    deck = tuple(m for m in minions.minion for _ in range(m.copies))
    for file, items in (
        ("minions.toml", minions.minion), ("heroes.toml", heroes.hero),
        ("locations.toml", locations.location),
    ):
        seen: set[str] = set()
        for item in items:
            if item.id in seen:
                raise ContentError(f"{file}: id {clip_repr(item.id)} is used twice")
            seen.add(item.id)
    for m in minions.minion:
        _check_ability("minions.toml", m.id, m.ability, ("none", "immediate", "ongoing"))
    for h in heroes.hero:
        _check_ability("heroes.toml", h.id, h.ability, ("none", "attack", "ongoing"))
    for card in locations.location:
        for face in card.faces:
            _check_ability("locations.toml", face.id, face.ability, ("none", "ongoing", "scoring"))
    return Content(minions.minion, deck, heroes.hero, locations.location)


def _check_ability(file: str, ident: str, ability: Ability, kinds: tuple[str, ...]) -> None:
    where = f"{file}: {clip(ident)}.ability"
    if ability.kind not in kinds:
        raise ContentError(f"{where}.kind: must be one of {', '.join(kinds)} here; got {clip_repr(ability.kind)}")
    if (ability.kind == "scoring") != (ability.scoring is not None):
        raise ContentError(f"{where}.scoring: a scoring ability needs one, and only a scoring ability has one")
    if ability.kind != "none" and not ability.text:
        raise ContentError(f"{where}.text: an ability needs text for the players")
    if ability.kind == "immediate" and ability.trigger:
        raise ContentError(f"{where}.trigger: an immediate ability has no trigger")
    if ability.kind == "ongoing" and not ability.trigger and not ability.static:
        raise ContentError(f"{where}: an ongoing ability needs a trigger or a static effect")
    if ability.trigger and not ability.effects:
        raise ContentError(f"{where}.effects: a triggered ability needs effects")
    if ability.kind in ("immediate", "attack") and not ability.effects:
        raise ContentError(f"{where}.effects: this ability needs effects")


CONTENT = load_content()
