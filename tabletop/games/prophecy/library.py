"""Prophecy's content as the rules use it: the decks expanded by copies (a card's
uid is its index here), and lookups by uid."""

from __future__ import annotations

from .content import Chance, Creature, Item, Opportunity, load_content

CONTENT = load_content()
SPACES = CONTENT.spaces
RING = len(SPACES)
CHARACTERS = CONTENT.characters
GUILD_SPACE = {s.kind: i for i, s in enumerate(SPACES) if s.kind in ("fortress", "thieves_guild", "magic_tower",
                                                                        "forest_camp", "monastery")}
TOWN_SPACE = {s.kind: i for i, s in enumerate(SPACES) if s.kind in ("city", "village")}
PORTALS = tuple(i for i, s in enumerate(SPACES) if s.portal)
SEA_ROUTE = CONTENT.sea_route

ADVENTURE: tuple[Creature | Opportunity, ...] = tuple(
    card for card in (*CONTENT.creatures, *CONTENT.opportunities) for _ in range(card.copies))
CHANCE: tuple[Chance, ...] = tuple(card for card in CONTENT.chances for _ in range(card.copies))
ITEMS: tuple[Item, ...] = tuple(card for card in CONTENT.items for _ in range(card.copies))
COMMON = tuple(i for i, item in enumerate(ITEMS) if item.deck == "common")
RARE = tuple(i for i, item in enumerate(ITEMS) if item.deck == "rare")


def adventure(uid: int) -> Creature | Opportunity:
    return ADVENTURE[uid]


def is_creature(uid: int) -> bool:
    return isinstance(ADVENTURE[uid], Creature)


def chance(uid: int) -> Chance:
    return CHANCE[uid]


def item(uid: int) -> Item:
    return ITEMS[uid]


def character(ident: str):
    return next(c for c in CHARACTERS if c.id == ident)


def sea_neighbours(space: int) -> tuple[int, ...]:
    """The next port each way along the sea route (PR-MOVE.3, PR-D.33)."""
    if space not in SEA_ROUTE:
        return ()
    k = SEA_ROUTE.index(space)
    n = len(SEA_ROUTE)
    return tuple(dict.fromkeys((SEA_ROUTE[(k - 1) % n], SEA_ROUTE[(k + 1) % n])))
