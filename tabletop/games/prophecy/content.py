"""Prophecy's content: the ring of the land, characters, Adventure, Chance and Item
cards and the guilds, loaded from TOML (data/*.toml) into validated classes and
checked across files and cards (the counts and shapes PR-D.32 to PR-D.35 fix).

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

from collections import Counter
from itertools import combinations
from pathlib import Path

import attrs

from tabletop.engine.content import field_values, load, non_negative, one_of
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
        return any(field_values(self))


@attrs.frozen
class Cost:
    """What a '?' rule or an Opportunity asks for (PR-D.16, PR-D.31)."""

    gold: int = attrs.field(default=0, validator=non_negative)
    magic: int = attrs.field(default=0, validator=non_negative)
    health: int = attrs.field(default=0, validator=non_negative)
    xp: int = attrs.field(default=0, validator=non_negative)

    def __bool__(self) -> bool:
        return any(field_values(self))


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
    """The six data files, each checked by its classes and then all of them across
    files and cards (`check_content`); errors name the file and the field or card."""
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
    check_content(content)
    return content


# -- the checks across files and cards ----------------------------------------------------------------
# The counts and shapes the digest's decisions fix (PR-D.32 to PR-D.35) and the card
# patterns the rules need, beyond what each field's type says. A failed check is a
# `ContentError` that names the file and the card.

BOARD_SIZE = 24  # PR-D.33
TERRAIN_COUNTS = {"plains": 6, "forest": 5, "mountains": 5}
PORTS, PORTALS = 4, 3
ADVENTURE_CREATURES, ADVENTURE_OPPORTUNITIES = 45, 15  # PR-D.34
COMMON_ITEMS, RARE_ITEMS = 25, 15
CHANCE_COUNTS = {  # PR-D.34: kind (and terrain or town) -> copies
    ("terrain", "mountains"): 5, ("terrain", "forest"): 5, ("terrain", "plains"): 5,
    ("merchant", "city"): 2, ("merchant", "village"): 2,
    ("wind", ""): 6, ("good_times", ""): 2, ("charity", ""): 1, ("peaceful_times", ""): 2,
}
MERCHANTS = {"village": ("common", 3), "city": ("rare", 2)}  # PR-D.32
VOCABULARY = ", ".join(("heal", "recharge", "gain_gold", "gain_xp", "lose_gold", "lose_magic", "lose_health",
                        "draw_common", "draw_rare", "strength_up", "will_up", "damage_item"))


def _fail(file: str, message: str) -> None:
    raise ContentError(f"{file}: {message}")


def check_content(c: Content) -> None:
    _board(c)
    _characters(c)
    _adventure(c)
    _chance(c)
    _items(c)
    _guilds(c)


def _unique(file: str, kind: str, ids: list[str]) -> None:
    twice = [i for i, n in Counter(ids).items() if n > 1]
    if twice:
        _fail(file, f"{kind} id {twice[0]!r} is used twice")


def _board(c: Content) -> None:
    f = "board.toml"
    spaces = c.spaces
    _unique(f, "space", [s.id for s in spaces])
    if len(spaces) != BOARD_SIZE:
        _fail(f, f"the ring has {BOARD_SIZE} spaces (PR-D.33), not {len(spaces)}")
    kinds = Counter(s.kind for s in spaces)
    for kind in (*GUILDS, "city", "village", "wilderness"):
        if kinds[kind] != 1:
            _fail(f, f"the ring holds exactly one space of kind {kind!r}, not {kinds[kind]}")
    for terrain, count in TERRAIN_COUNTS.items():
        if kinds[terrain] != count:
            _fail(f, f"the ring holds {count} {terrain} spaces (PR-D.33), not {kinds[terrain]}")
    for i, s in enumerate(spaces):
        after = spaces[(i + 1) % len(spaces)]
        if s.kind in GUILDS and after.kind in GUILDS:
            _fail(f, f"space {s.id!r} and {after.id!r} are guilds side by side (PR-D.33)")
        if s.kind not in TERRAINS and s.kind not in GUILDS and s.kind not in ("city", "village", "wilderness"):
            _fail(f, f"space {s.id!r} has an unknown kind")
    ports = [i for i, s in enumerate(spaces) if s.port]
    if len(ports) != PORTS or sorted(c.sea_route) != ports or len(set(c.sea_route)) != PORTS:
        _fail(f, f"port, sea_route: the sea route joins exactly the {PORTS} ports, each once")
    if sum(s.portal for s in spaces) != PORTALS:
        _fail(f, f"portal: the ring has {PORTALS} Magic Portals")


def _characters(c: Content) -> None:
    f = "characters.toml"
    chars = c.characters
    _unique(f, "character", [ch.id for ch in chars])
    if len(chars) != 10:
        _fail(f, f"there are 10 characters (PR-D.35), not {len(chars)}")
    pairs = set()
    firsts: Counter[str] = Counter()
    for ch in chars:
        a, b = ch.guilds
        if a not in GUILDS or b not in GUILDS or a == b:
            _fail(f, f"character {ch.id!r}: guilds must be two different guilds of {', '.join(GUILDS)}")
        pairs.add(frozenset((a, b)))
        firsts[a] += 1
        if ch.strength + ch.willpower != 7 or not (2 <= ch.strength <= 5 and 2 <= ch.willpower <= 5):
            _fail(f, f"character {ch.id!r}: Strength + Willpower is 7, each from 2 to 5 (PR-D.35)")
    if pairs != {frozenset(p) for p in combinations(GUILDS, 2)}:
        _fail(f, "the 10 characters have the 10 different pairs of guilds (PR-D.35)")
    if any(firsts[g] != 2 for g in GUILDS):
        _fail(f, "each guild is listed first on exactly 2 characters (PR-D.35)")


def _adventure(c: Content) -> None:
    f = "adventure.toml"
    _unique(f, "adventure card", [x.id for x in c.creatures] + [x.id for x in c.opportunities])
    creatures = sum(x.copies for x in c.creatures)
    opportunities = sum(x.copies for x in c.opportunities)
    if creatures != ADVENTURE_CREATURES or opportunities != ADVENTURE_OPPORTUNITIES:
        _fail(f, f"copies: the Adventure deck has {ADVENTURE_CREATURES} Creatures and {ADVENTURE_OPPORTUNITIES} "
                 f"Opportunities (PR-D.34), not {creatures} and {opportunities}")
    spiders = [x for x in c.creatures if x.on_leave]
    if len(spiders) != 1 or spiders[0].copies != 1:
        _fail(f, f"on_leave: exactly one card (the Giant Spider, 1 copy) has an effect ({VOCABULARY}) when left "
                 "(PR-D.30)")
    for x in c.creatures:
        where = f"creature {x.id!r}"
        if not x.strength and not x.willpower:
            _fail(f, f"{where}: strength and willpower: a Creature has at least one of them")
        if x.order == "wills_first":
            if not (x.strength and x.willpower):
                _fail(f, f"{where}: Willpower first needs both stats")
            if x.special is None or x.special.marker != "!" or not x.special.battle or x.special.cost:
                _fail(f, f"{where}: a Creature showing Willpower first carries a '!' rule that names its battle "
                         "(PR-D.29)")
        if x.special is not None and x.special.marker == "?" and not x.special.cost:
            _fail(f, f"{where}: special.cost: a '?' rule asks gold, magic, health or xp")
        if x.special is not None and x.special.battle == "wills" and not x.willpower:
            _fail(f, f"{where}: a Battle of Wills needs the Creature's Willpower")
        if x.special is not None and x.special.battle == "strength" and not x.strength:
            _fail(f, f"{where}: a Battle of Strength needs the Creature's Strength")
        if x.defeat and not _worse_than_a_life(x.defeat):
            _fail(f, f"{where}: defeat: worse than losing 1 Health (PR-ADV.9): lose_health 2, or 1 with lose_magic, "
                     "lose_gold or damage_item")
        if bool(x.defeat) != bool(x.defeat_text) or bool(x.reward) != bool(x.reward_text):
            _fail(f, f"{where}: reward/reward_text, defeat/defeat_text: an effect ({VOCABULARY}) comes with its "
                     "text, and a text with its effect")
        if x.defeat.damage_item > 1 or x.reward.damage_item:
            _fail(f, f"{where}: damage_item is at most 1, and only on a defeat")
    lives = sum(x.copies for x in c.creatures if x.lives == 3)
    wills_first = sum(x.copies for x in c.creatures if x.order == "wills_first")
    optional = sum(x.copies for x in c.creatures if x.special is not None and x.special.marker == "?")
    if lives < 4 or wills_first < 3 or optional < 2:
        _fail(f, "the deck needs at least 4 three-life Creatures, 3 showing Willpower first and 2 with '?' "
                 "rules (PR-D.34)")
    patterns = {(bool(x.strength), bool(x.willpower), x.order) for x in c.creatures}
    for pattern in ((True, False, "strength_first"), (False, True, "strength_first"), (True, True, "strength_first"),
                    (True, True, "wills_first")):
        if pattern not in patterns:
            _fail(f, "every stat pattern is in the deck: Strength only, Willpower only, Strength then Willpower, "
                     "Willpower then Strength")
    for x in c.opportunities:
        if not x.effect:
            _fail(f, f"opportunity {x.id!r}: effect: does nothing (give one of {VOCABULARY})")
        if x.effect.damage_item:
            _fail(f, f"opportunity {x.id!r}: damage_item only on a defeat")
    used = set()
    for effect in [x.reward for x in c.creatures] + [x.defeat for x in c.creatures] + [x.effect for x in c.opportunities]:
        used |= {k for k, v in attrs.asdict(effect).items() if v}
    missing = set(attrs.fields_dict(type(c.creatures[0].reward))) - used
    if missing:
        _fail(f, f"every effect of the vocabulary is on a card; missing: {', '.join(sorted(missing))}")


def _worse_than_a_life(effect) -> bool:
    losses = effect.lose_health + effect.lose_magic + effect.lose_gold + effect.damage_item
    return effect.lose_health >= 1 and losses >= 2


def _chance(c: Content) -> None:
    f = "chance.toml"
    _unique(f, "chance card", [x.id for x in c.chances])
    counts: Counter[tuple[str, str]] = Counter()
    for x in c.chances:
        where = f"chance card {x.id!r}"
        key = (x.kind, x.terrain if x.kind == "terrain" else x.town if x.kind == "merchant" else "")
        counts[key] += x.copies
        if x.kind == "terrain" and not x.terrain:
            _fail(f, f"{where}: a terrain card names its terrain")
        if x.kind == "merchant":
            if x.town not in MERCHANTS or (x.deck, x.count) != MERCHANTS[x.town]:
                _fail(f, f"{where}: town, deck, count: the Village Merchant draws 3 Common Items, the City Merchant "
                         "2 Rare (PR-D.32)")
        if x.kind == "wind" and not (x.heal or x.recharge):
            _fail(f, f"{where}: heal or recharge: a wind does one of them")
        if x.kind == "wind" and x.choice and not (x.heal and x.recharge):
            _fail(f, f"{where}: a wind with a choice offers both healing and recharging")
        if x.kind == "good_times" and not x.gold:
            _fail(f, f"{where}: Good Times gives gold")
        if x.kind == "charity" and not (x.heal and x.recharge and x.gold):
            _fail(f, f"{where}: Charity heals, recharges and gives gold (PR-CHANCE.6)")
    if dict(counts) != CHANCE_COUNTS:
        _fail(f, "copies: the Chance deck's counts are those of PR-D.34 (5 of each terrain, 2 of each merchant, "
                 "6 winds, 2 Good Times, 1 Charity, 2 Peaceful Times)")


def _items(c: Content) -> None:
    f = "items.toml"
    _unique(f, "item", [x.id for x in c.items])
    common = sum(x.copies for x in c.items if x.deck == "common")
    rare = sum(x.copies for x in c.items if x.deck == "rare")
    if (common, rare) != (COMMON_ITEMS, RARE_ITEMS):
        _fail(f, f"copies: there are {COMMON_ITEMS} Common and {RARE_ITEMS} Rare Items (PR-D.34), not {common} and {rare}")
    for x in c.items:
        where = f"item {x.id!r}"
        hands = {"weapon": (1, 2), "shield": (1,), "hand": (1,), "headgear": (0,), "other": (0,)}[x.slot]
        if x.hands not in hands:
            _fail(f, f"{where}: hands: a {x.slot} takes {' or '.join(map(str, hands))}")
        if x.throw_bonus and x.slot != "weapon":
            _fail(f, f"{where}: only weapons are thrown (PR-ITEM.6)")
        if not (x.strength_bonus or x.will_bonus):
            _fail(f, f"{where}: strength_bonus or will_bonus: an Item gives a bonus in some battle (PR-D.39)")
    kinds = {(x.slot, x.hands) for x in c.items}
    for need in (("weapon", 1), ("weapon", 2), ("shield", 1), ("hand", 1), ("headgear", 0), ("other", 0)):
        if need not in kinds:
            _fail(f, f"the Items include a {need[0]} with {need[1]} hand(s)")
    if not any(x.throw_bonus and x.breaks_on_throw for x in c.items) or not any(x.will_bonus for x in c.items):
        _fail(f, "the Items include thrown weapons that break and Items with Willpower bonuses")


def _guilds(c: Content) -> None:
    if sorted(g.id for g in c.guilds) != sorted(GUILDS):
        _fail("guilds.toml", f"the five guilds are {', '.join(GUILDS)}, each once")
