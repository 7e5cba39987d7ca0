"""Prophecy's content: the ring of the land, characters, Adventure, Chance and Item
cards and the guilds, loaded from TOML (data/*.toml) into validated classes.

Every card text is data written with one small vocabulary (../shared/rules/
prophecy.md, "Effect vocabulary"); the rules model (`rules.py`) interprets it and
no card has code of its own.

An `Effect` is a table of optional amounts, each 0 when absent, applied in this
order: heal, recharge, gain_gold, gain_xp, lose_gold, lose_magic, lose_health,
draw_common, draw_rare, strength_up, will_up, damage_item. Losses take what there
is (PR-D.17); losing Health with none left kills (PR-LOSS.3).

A Creature's `special` rule ('!' mandatory, '?' optional, PR-COMBAT.7-9) is a
`Special`: "you (may) pay `cost` to `battle`/`bonus`/`creature_bonus`". A '!' rule
with no cost always applies; a '!' rule with a cost is paid when it can be, and
otherwise not applied; a '?' rule is offered to the player when the cost can be
paid. Every Creature that shows Willpower first carries a '!' rule whose `battle`
says which battle it is (PR-D.29).

Uids: each deck is expanded by `copies` into one list (`ADVENTURE`, `CHANCE`,
`ITEMS`), and a card in a game is its index in that list, so two copies of one
card are two cards.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from tabletop.engine.content import load, non_negative, one_of
from tabletop.engine.errors import ContentError

DATA = Path(__file__).parent / "data"

GUILDS = ("fortress", "thieves_guild", "magic_tower", "forest_camp", "monastery")
TERRAINS = ("mountains", "forest", "plains")
TOWNS = ("city", "village")
SPACE_KINDS = TERRAINS + GUILDS + TOWNS + ("wilderness",)
# The Possibilities of special spaces (PR-SPACE), by space kind.
POSSIBILITIES = {
    "fortress": ("certificate", "repair", "fortress_trade"),
    "thieves_guild": ("certificate", "repair", "thieves_trade"),
    "magic_tower": ("certificate", "repair", "tower_recharge"),
    "forest_camp": ("certificate", "repair", "camp_heal"),
    "monastery": ("certificate", "repair", "monastery_heal"),
    "city": ("buy", "sell", "repair", "city_trade"),
    "village": ("buy", "sell", "repair", "tavern"),
    "wilderness": ("wilderness_recharge",),
}
BATTLES = ("strength", "wills")
CHANCE_KINDS = ("terrain", "merchant", "wind", "good_times", "charity", "peaceful_times")
SLOTS = ("weapon", "shield", "hand", "headgear", "other")
STAT_ORDERS = ("strength_first", "wills_first")


def _positive(_instance, attribute, value: int) -> None:
    if value < 1:
        raise ValueError(f"{attribute.name} must be at least 1, got {value}")


def _terrain_or_none(_instance, attribute, value: str) -> None:
    if value and value not in TERRAINS:
        raise ValueError(f"{attribute.name} must be one of {', '.join(TERRAINS)} or empty; got {value!r}")


def _battle_or_none(_instance, attribute, value: str) -> None:
    if value and value not in BATTLES:
        raise ValueError(f"{attribute.name} must be strength, wills or empty; got {value!r}")


def _lives(attribute, value: int) -> None:
    if value not in (1, 3):  # PR-COMBAT.10
        raise ValueError(f"{attribute.name} must be 1 or 3, got {value}")


@attrs.frozen
class Effect:
    """Amounts of the vocabulary's effects (see the module's description)."""

    heal: int = attrs.field(default=0, validator=non_negative)
    recharge: int = attrs.field(default=0, validator=non_negative)
    gain_gold: int = attrs.field(default=0, validator=non_negative)
    gain_xp: int = attrs.field(default=0, validator=non_negative)
    lose_gold: int = attrs.field(default=0, validator=non_negative)
    lose_magic: int = attrs.field(default=0, validator=non_negative)
    lose_health: int = attrs.field(default=0, validator=non_negative)
    draw_common: int = attrs.field(default=0, validator=non_negative)
    draw_rare: int = attrs.field(default=0, validator=non_negative)
    strength_up: int = attrs.field(default=0, validator=non_negative)
    will_up: int = attrs.field(default=0, validator=non_negative)
    damage_item: int = attrs.field(default=0, validator=non_negative)

    def __bool__(self) -> bool:
        return any(attrs.astuple(self))


@attrs.frozen
class Cost:
    """What a '?' rule or an Opportunity asks for (PR-D.16, PR-D.31)."""

    gold: int = attrs.field(default=0, validator=non_negative)
    magic: int = attrs.field(default=0, validator=non_negative)
    health: int = attrs.field(default=0, validator=non_negative)
    xp: int = attrs.field(default=0, validator=non_negative)

    def __bool__(self) -> bool:
        return any(attrs.astuple(self))


@attrs.frozen
class Special:
    """A Creature's '!' or '?' rule: (pay `cost` to) fight the battle `battle`
    instead, with `bonus` for the player and `creature_bonus` for the Creature."""

    marker: str = attrs.field(validator=one_of("!", "?"))
    text: str
    cost: Cost = Cost()
    battle: str = attrs.field(default="", validator=_battle_or_none)
    bonus: int = 0
    creature_bonus: int = 0


@attrs.frozen
class Space:
    id: str
    name: str
    kind: str = attrs.field(validator=one_of(*SPACE_KINDS))
    port: bool = False
    portal: bool = False
    dove: bool = False  # PR-SPACE.11: drawn, no effect in the Basic Version

    @property
    def terrain(self) -> bool:
        return self.kind in TERRAINS

    @property
    def civilization(self) -> bool:  # PR-D.24
        return self.kind in GUILDS or self.kind in TOWNS

    @property
    def possibilities(self) -> tuple[str, ...]:
        return POSSIBILITIES.get(self.kind, ())


@attrs.frozen
class Character:
    id: str
    name: str
    guilds: tuple[str, str]  # the first is where the character starts (PR-SETUP.10)
    strength: int = attrs.field(validator=_positive)
    willpower: int = attrs.field(validator=_positive)
    flavor: str = ""


@attrs.frozen
class Creature:
    id: str
    name: str
    xp: int = attrs.field(validator=non_negative)  # the upper-right number (PR-ADV.7)
    strength: int = attrs.field(default=0, validator=non_negative)  # 0: none printed
    willpower: int = attrs.field(default=0, validator=non_negative)
    order: str = attrs.field(default="strength_first", validator=one_of(*STAT_ORDERS))
    lives: int = attrs.field(default=1, validator=lambda _i, a, v: _lives(a, v))
    reward: Effect = Effect()
    reward_text: str = ""
    defeat: Effect = Effect()  # replaces losing 1 life when it is not empty (PR-ADV.9)
    defeat_text: str = ""
    special: Special | None = None
    on_leave: Effect = Effect()  # the Giant Spider's: starting here and moving away (PR-D.30)
    on_leave_text: str = ""
    flavor: str = ""
    copies: int = attrs.field(default=1, validator=_positive)


@attrs.frozen
class Opportunity:
    id: str
    name: str
    text: str
    effect: Effect
    cost: Cost = Cost()
    min_strength: int = attrs.field(default=0, validator=non_negative)  # a condition (PR-D.31)
    min_willpower: int = attrs.field(default=0, validator=non_negative)
    flavor: str = ""
    copies: int = attrs.field(default=1, validator=_positive)


@attrs.frozen
class Chance:
    id: str
    name: str
    kind: str = attrs.field(validator=one_of(*CHANCE_KINDS))
    text: str
    terrain: str = attrs.field(default="", validator=_terrain_or_none)
    town: str = ""  # a merchant's space: city or village
    deck: str = ""  # a merchant's deck: common or rare
    count: int = attrs.field(default=0, validator=non_negative)  # a merchant's Items
    heal: int = attrs.field(default=0, validator=non_negative)
    recharge: int = attrs.field(default=0, validator=non_negative)
    choice: bool = False  # a wind that heals OR recharges: each player chooses (PR-D.10)
    gold: int = attrs.field(default=0, validator=non_negative)
    copies: int = attrs.field(default=1, validator=_positive)


@attrs.frozen
class Item:
    id: str
    name: str
    deck: str = attrs.field(validator=one_of("common", "rare"))
    cost: int = attrs.field(validator=_positive)
    slot: str = attrs.field(validator=one_of(*SLOTS))
    hands: int = attrs.field(default=0)
    strength_bonus: int = attrs.field(default=0, validator=non_negative)  # in Battles of Strength (PR-D.21)
    will_bonus: int = attrs.field(default=0, validator=non_negative)  # in Battles of Wills
    throw_bonus: int = attrs.field(default=0, validator=non_negative)  # 0: cannot be thrown (PR-ITEM.6)
    breaks_on_throw: bool = False
    magic_cost: int = attrs.field(default=0, validator=non_negative)  # per battle, when declared (PR-D.39)
    text: str = ""
    copies: int = attrs.field(default=1, validator=_positive)

    @property
    def throwable(self) -> bool:
        return self.throw_bonus > 0


@attrs.frozen
class Guild:
    id: str = attrs.field(validator=one_of(*GUILDS))
    name: str
    symbol: str  # the picture on its Certificates' backs
    text: str = ""


@attrs.frozen
class BoardFile:
    space: tuple[Space, ...]
    sea_route: tuple[str, ...]  # the ports in the order the dashed line joins them (closed)


@attrs.frozen
class CharacterFile:
    character: tuple[Character, ...]


@attrs.frozen
class AdventureFile:
    creature: tuple[Creature, ...]
    opportunity: tuple[Opportunity, ...]


@attrs.frozen
class ChanceFile:
    chance: tuple[Chance, ...]


@attrs.frozen
class ItemFile:
    item: tuple[Item, ...]


@attrs.frozen
class GuildFile:
    guild: tuple[Guild, ...]


@attrs.frozen
class Content:
    spaces: tuple[Space, ...]
    sea_route: tuple[int, ...]  # space indexes of the ports, in route order
    characters: tuple[Character, ...]
    creatures: tuple[Creature, ...]
    opportunities: tuple[Opportunity, ...]
    chances: tuple[Chance, ...]
    items: tuple[Item, ...]
    guilds: tuple[Guild, ...]

    def space_index(self, ident: str) -> int:
        return next(i for i, s in enumerate(self.spaces) if s.id == ident)


def load_content(folder: Path = DATA) -> Content:
    board = load(folder / "board.toml", BoardFile)
    characters = load(folder / "characters.toml", CharacterFile)
    adventure = load(folder / "adventure.toml", AdventureFile)
    chances = load(folder / "chance.toml", ChanceFile)
    items = load(folder / "items.toml", ItemFile)
    guilds = load(folder / "guilds.toml", GuildFile)
    ids = [s.id for s in board.space]
    for route in board.sea_route:
        if route not in ids:
            raise ContentError(f"board.toml: sea_route names {route!r}, which is not a space")
    content = Content(
        spaces=board.space,
        sea_route=tuple(ids.index(r) for r in board.sea_route),
        characters=characters.character,
        creatures=adventure.creature,
        opportunities=adventure.opportunity,
        chances=chances.chance,
        items=items.item,
        guilds=guilds.guild,
    )
    from .validate import check_content  # the checks across files and cards

    check_content(content)
    return content
