"""Comanauts' cards as data: avatars, items, hostiles and ID entities (their action
rows drive the automated enemy turn), status, vital signs and environment cards.

Every card has a text for players and, where it does something, effects in the
vocabulary below, so the rules model interprets data and no card has code of its
own. Files live in data/*.toml; errors name the file, the entry and the field.

Modifiers (always on while the card applies; `mods`):
  die_bonus      +amount to every die of `colour` rolled (CO-BONUS.2, CO-D.32)
  melee_bonus, ranged_bonus, defense_bonus
                 +amount once per roll of that type (CO-BONUS.3, CO-D.32)
  life_bonus     +amount starting life force (avatars, CO-SETUP.12b)
  range          a ranged weapon's reach in spaces (CO-ACTION.31)
  no_move, no_encourage, no_clarity, no_reserve, no_search
                 the avatar cannot do that (status cards)
  roll_penalty   -amount to every die of `colour` rolled (status cards)

Effects (done once when triggered; `effects`):
  gain_life, lose_life, gain_clarity, lose_clarity   amount, `who`
  gain_insight   amount (CO-INSIGHT.2)
  reveal_clue, reveal_vital
  take_die       take an attribute die of `colour` ("any" allowed) from the discard
  draw_dice      draw `amount` extra dice from the bag
  reroll_free    the next `amount` re-rolls this turn cost no clarity
  heal_status    remove one status card from `who`
  push_enemy     move an enemy in your space up to `amount` spaces away
  attack         an attack of strength `amount` on `who` (ET-5)
  add_status     give status `status` to `who`
  move_free      move your avatar `amount` spaces ignoring line colours (not white)
`who`: self, space (every avatar in your space), all, target (a chosen comanaut).
Effect parameters a given op does not use are left out; when left out, `amount`
is 1 and `who` is self. add_status needs `status`, take_die needs `colour`; a
modifier that adds or takes away needs a non-zero `amount`, and die_bonus and
roll_penalty need a `colour`.

Required and optional fields. Every field is required except these, which a
card without them leaves out: an item's `hands` (0; hand items say 1 or 2),
`mods` and `effects`; an enemy row's `special` and `effects`; a hostile's
`standee` (its own); a status card's `default_for_sheet` (-1: on no sheet).
"""

from __future__ import annotations

from pathlib import Path

import attrs

from tabletop.engine.content import join, load, non_negative, one_of
from tabletop.engine.errors import ContentError
from tabletop.engine.text import clip, clip_repr

DATA = Path(__file__).parent / "data"

COLOURS = ("red", "green", "yellow", "blue", "purple")
SLOTS = ("head", "body", "hand", "accessory")
MODS = ("die_bonus", "melee_bonus", "ranged_bonus", "defense_bonus", "life_bonus", "range",
        "no_move", "no_encourage", "no_clarity", "no_reserve", "no_search", "roll_penalty")
OPS = ("gain_life", "lose_life", "gain_clarity", "lose_clarity", "gain_insight", "reveal_clue",
       "reveal_vital", "take_die", "draw_dice", "reroll_free", "heal_status", "push_enemy",
       "attack", "add_status", "move_free")
WHO = ("self", "space", "all", "target")
TIMINGS = ("actions", "any_roll", "defense", "turn_start", "enemy_turn")


def one_of_int(*choices: int):
    def check(_instance, attribute, value) -> None:
        if value not in choices:
            raise ValueError(f"{attribute.name} must be one of {choices}; got {clip_repr(value)}")

    return check


def _colour_or_blank(_i, attribute, value: str) -> None:
    if value and value not in (*COLOURS, "any"):
        raise ValueError(f"{attribute.name} must be a die colour, 'any' or empty; got {clip_repr(value)}")


AMOUNT_MODS = ("die_bonus", "melee_bonus", "ranged_bonus", "defense_bonus", "life_bonus", "range", "roll_penalty")
COLOUR_MODS = ("die_bonus", "roll_penalty")


@attrs.frozen
class Mod:
    kind: str = attrs.field(validator=one_of(*MODS))
    amount: int = 0
    colour: str = attrs.field(default="", validator=_colour_or_blank)

    def __attrs_post_init__(self) -> None:  # a bonus left without its size would silently be +0
        if self.kind in AMOUNT_MODS and self.amount == 0:
            raise ValueError(f"amount: {self.kind} needs a non-zero amount")
        if self.kind in COLOUR_MODS and not self.colour:
            raise ValueError(f"colour: {self.kind} needs a die colour")


@attrs.frozen
class Effect:
    op: str = attrs.field(validator=one_of(*OPS))
    amount: int = attrs.field(default=1, validator=non_negative)
    who: str = attrs.field(default="self", validator=one_of(*WHO))
    colour: str = attrs.field(default="", validator=_colour_or_blank)
    status: str = ""

    def __attrs_post_init__(self) -> None:
        for op, field in (("add_status", "status"), ("take_die", "colour")):
            if self.op == op and not getattr(self, field):
                raise ValueError(f"{field}: required by op {op}")


@attrs.frozen
class Ability:
    """An avatar's clarity ability (CO-CLARITY.1-3)."""

    name: str
    text: str
    cost: int = attrs.field(validator=non_negative)
    timing: str = attrs.field(validator=one_of(*TIMINGS))
    effects: tuple[Effect, ...]


@attrs.frozen
class Avatar:
    id: str
    name: str
    art_ref: str
    bio: str
    ability: Ability
    mods: tuple[Mod, ...]
    starting_items: tuple[str, ...]
    suspicious: tuple[str, ...]  # comazone ids where this avatar does not belong
    base_radius: float = attrs.field(validator=non_negative)


@attrs.frozen
class Item:
    id: str
    name: str
    art_ref: str
    slot: str = attrs.field(validator=one_of(*SLOTS))
    text: str
    flavor: str
    hands: int = attrs.field(default=0, validator=one_of_int(0, 1, 2))  # hand items: 1 or 2 (CO-D.31)
    mods: tuple[Mod, ...] = ()
    effects: tuple[Effect, ...] = ()  # a once-per-turn use (spend any attribute die), if any


@attrs.frozen
class Row:
    """One action row of an enemy card: the die results it covers (CO-D.6)."""

    results: tuple[int, ...]
    speed: int = attrs.field(validator=non_negative)
    range: int = attrs.field(validator=non_negative)
    strength: int = attrs.field(validator=non_negative)
    special: str = ""
    effects: tuple[Effect, ...] = ()


@attrs.frozen
class Enemy:
    id: str
    name: str
    art_ref: str
    defense: int = attrs.field(validator=non_negative)
    rows: tuple[Row, ...]
    loot: str  # an item id, or "" for none
    text: str
    base_radius: float = attrs.field(validator=non_negative)
    standee: str = ""  # the standee it uses when it shares one (CO-D.56); default its own id


@attrs.frozen
class Status:
    id: str
    name: str
    text: str
    removal_colour: str = attrs.field(validator=_colour_or_blank)
    removal_target: int = attrs.field(validator=non_negative)
    copies: int = attrs.field(validator=non_negative)
    mods: tuple[Mod, ...]
    default_for_sheet: int = -1  # 0-3: the default status printed on that player sheet


@attrs.frozen
class Environment:
    id: str
    name: str
    text: str
    test_colour: str = attrs.field(validator=_colour_or_blank)
    test_target: int = attrs.field(validator=non_negative)
    success: tuple[Effect, ...]
    fail: tuple[Effect, ...]


@attrs.frozen
class EnemyStats:
    """The fighting side of an ID entity card (its story side is id_entities.toml)."""

    id: str
    defense: int = attrs.field(validator=non_negative)
    rows: tuple[Row, ...]
    loot: str
    base_radius: float = attrs.field(validator=non_negative)


@attrs.frozen
class Vitals:
    stable: int = attrs.field(validator=non_negative)
    critical: int = attrs.field(validator=non_negative)
    flatline: int = attrs.field(validator=non_negative)


@attrs.frozen
class AvatarFile:
    avatar: tuple[Avatar, ...]


@attrs.frozen
class ItemFile:
    item: tuple[Item, ...]


@attrs.frozen
class HostileFile:
    hostile: tuple[Enemy, ...]


@attrs.frozen
class EnemyStatsFile:
    id_entity: tuple[EnemyStats, ...]


@attrs.frozen
class StatusFile:
    status: tuple[Status, ...]


@attrs.frozen
class EnvironmentFile:
    environment: tuple[Environment, ...]


@attrs.frozen
class Cards:
    avatars: tuple[Avatar, ...]
    items: tuple[Item, ...]
    hostiles: tuple[Enemy, ...]
    id_stats: tuple[EnemyStats, ...]
    statuses: tuple[Status, ...]
    environments: tuple[Environment, ...]
    vitals: Vitals


# The box's counts (Components) and our decisions where the box is unclear.
COUNTS = {"avatars": 22, "items": 60, "hostiles": 32, "status cards": 24, "environments": 6,
          "vital signs": 10}
COUNTED_IN = {"avatars": "avatars.toml", "items": "items.toml", "hostiles": "hostiles.toml",
              "status cards": "statuses.toml", "environments": "environments.toml", "vital signs": "vitals.toml"}


def load_cards(folder: Path = DATA, comazones: set[str] | None = None) -> Cards:
    """Load and cross-check the card files. `comazones` (ids) checks avatars'
    suspicious lists when given."""
    avatars = load(folder / "avatars.toml", AvatarFile).avatar
    items = load(folder / "items.toml", ItemFile).item
    hostiles = load(folder / "hostiles.toml", HostileFile).hostile
    id_stats = load(folder / "id_entity_stats.toml", EnemyStatsFile).id_entity
    statuses = load(folder / "statuses.toml", StatusFile).status
    environments = load(folder / "environments.toml", EnvironmentFile).environment
    vitals = load(folder / "vitals.toml", Vitals)
    cards = Cards(avatars, items, hostiles, id_stats, statuses, environments, vitals)
    problems = card_problems(cards, comazones)
    if problems:
        raise ContentError(join(problems))
    return cards


def card_problems(cards: Cards, comazones: set[str] | None = None) -> list[str]:
    """Everything wrong with a set of cards, in words naming the file, card and field."""
    problems: list[str] = []
    found = {
        "avatars": len(cards.avatars), "items": len(cards.items), "hostiles": len(cards.hostiles),
        "status cards": sum(s.copies for s in cards.statuses), "environments": len(cards.environments),
        "vital signs": cards.vitals.stable + cards.vitals.critical + cards.vitals.flatline,
    }
    for what, want in COUNTS.items():
        if found[what] != want:
            problems.append(f"{COUNTED_IN[what]}: the box has {want} {what}, the file has {found[what]}")
    if cards.vitals.flatline != 1 or cards.vitals.stable < 2:
        problems.append("vitals.toml: flatline, stable: one Flatline and at least two stable cards are needed "
                        "(CO-SETUP.3a)")
    for file, entries in (("avatars.toml", cards.avatars), ("items.toml", cards.items),
                          ("hostiles.toml", cards.hostiles), ("statuses.toml", cards.statuses),
                          ("environments.toml", cards.environments), ("id_entity_stats.toml", cards.id_stats)):
        seen: set[str] = set()
        for entry in entries:
            if entry.id in seen:
                problems.append(f"{file}: id {clip_repr(entry.id)} is used twice")
            seen.add(entry.id)
    item_ids = {i.id for i in cards.items}
    status_ids = {s.id for s in cards.statuses}
    for avatar in cards.avatars:
        for item in avatar.starting_items:
            if item not in item_ids:
                problems.append(f"avatars.toml: {clip(avatar.id)}.starting_items: unknown item {clip_repr(item)}")
        if comazones is not None:
            for zone in avatar.suspicious:
                if zone not in comazones:
                    problems.append(f"avatars.toml: {clip(avatar.id)}.suspicious: unknown comazone {clip_repr(zone)}")
    for item in cards.items:
        if (item.slot == "hand") != (item.hands in (1, 2)):
            problems.append(f"items.toml: {clip(item.id)}.hands: hand items take 1 or 2 hands, others 0")
    for file, enemies in (("hostiles.toml", cards.hostiles), ("id_entity_stats.toml", cards.id_stats)):
        for enemy in enemies:
            covered = sorted(r for row in enemy.rows for r in row.results)
            if covered != [1, 2, 3, 4, 5, 6]:
                problems.append(f"{file}: {clip(enemy.id)}.rows: must cover die results 1-6 once each (CO-D.6)")
            if enemy.loot and enemy.loot not in item_ids:
                problems.append(f"{file}: {clip(enemy.id)}.loot: unknown item {clip_repr(enemy.loot)}")
    standees = {h.standee or h.id for h in cards.hostiles}
    if cards.hostiles and len(standees) != 30:
        problems.append(f"hostiles.toml: standee: the box has 30 hostile standees; the cards use {len(standees)} "
                        "(CO-D.56)")
    defaults = sorted(s.default_for_sheet for s in cards.statuses if s.default_for_sheet >= 0)
    if defaults != [0, 1, 2, 3]:
        problems.append("statuses.toml: default_for_sheet: each of the 4 player sheets needs exactly one default status")
    effects = [("avatars.toml", a.id, e) for a in cards.avatars for e in a.ability.effects] + \
        [("items.toml", i.id, e) for i in cards.items for e in i.effects] + \
        [("hostiles.toml", h.id, e) for h in cards.hostiles for row in h.rows for e in row.effects] + \
        [("id_entity_stats.toml", h.id, e) for h in cards.id_stats for row in h.rows for e in row.effects] + \
        [("environments.toml", env.id, e) for env in cards.environments for e in (*env.success, *env.fail)]
    for file, card, effect in effects:
        if effect.op == "add_status" and effect.status not in status_ids:
            problems.append(f"{file}: {clip(card)}: an effect's status {clip_repr(effect.status)} is not a status card")
    return problems
