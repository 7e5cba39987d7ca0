"""Comanauts' content as the rules model reads it: loaded once, looked up by id.

Pages are loaded on first use (a session visits a few of the eleven), and each
page's map geometry is built once.
"""

from __future__ import annotations

import functools

import attrs

from tabletop.engine.errors import ContentError
from tabletop.engine.text import clip_repr

from .cards import Avatar, Enemy, EnemyStats, Item, load_cards
from .geometry import MapGeometry
from .pages import PAGES, Entry, Page, build_map, load_page
from .story import load_campaign_story, load_story

STORY = load_story()
CARDS = load_cards(comazones={z.id for z in STORY.comazones})

AVATARS: dict[str, Avatar] = {a.id: a for a in CARDS.avatars}
ITEMS: dict[str, Item] = {i.id: i for i in CARDS.items}
HOSTILES: dict[str, Enemy] = {h.id: h for h in CARDS.hostiles}
ID_STATS: dict[str, EnemyStats] = {s.id: s for s in CARDS.id_stats}
ENTITIES = {e.id: e for e in STORY.entities}
CAMPAIGN_STORY = load_campaign_story(STORY)  # the campaign's intro, revelations and ending
STATUSES = {s.id: s for s in CARDS.statuses}
ENVIRONMENTS = {e.id: e for e in CARDS.environments}
TOTEMS = {t.id: t for t in STORY.totems}
ZONES = {z.id: z for z in STORY.comazones}
FEAR_COPIES = tuple(e.id for e in STORY.entities if e.extra_copy)
BOOKKEEPER = 0  # CO-D.21: the bookkeeper token starts on sheet 1 and never passes


def avatar_piece(k: int) -> str:
    """The name of sheet k's avatar standee on the map."""
    return f"a:{k}"


@functools.cache
def page_of(zone: str) -> Page:
    page = load_page(PAGES / f"{zone}.toml")
    if page.comazone != zone:  # not an assert: `python -O` would let it through
        raise ContentError(f"{zone}.toml: comazone: the file holds the page of {clip_repr(page.comazone)}")
    return page


@functools.cache
def geometry_of(zone: str) -> MapGeometry:
    return MapGeometry(*build_map(page_of(zone)))


@functools.cache
def geometry_with_doors(zone: str, doors: frozenset[str]) -> MapGeometry:
    """The map with a door token's space walled in: its lines count as solid white
    for everyone, avatars and enemies alike, and for sight (CO-D.55)."""
    spaces, borders = build_map(page_of(zone))
    walled = [attrs.evolve(b, kind="white") if b.b and (b.a in doors or b.b in doors) else b for b in borders]
    return MapGeometry(spaces, walled)


@functools.cache
def entries_of(zone: str) -> dict[str, Entry]:
    return {e.id: e for e in page_of(zone).entry}


def standee_points(zone: str, space: str) -> tuple:
    """Where standees may stand in a space (CO-D.10)."""
    return geometry_of(zone).spaces[space].points


def shape(item: str) -> tuple[str, int]:
    """An item's slot kind and hands; totems are accessories (CO-D.53)."""
    if item in TOTEMS:
        return "accessory", 0
    card = ITEMS[item]
    return card.slot, card.hands


def enemy_card(card: str):
    """A hostile card, or an ID entity's fighting side."""
    return HOSTILES.get(card) or ID_STATS[card]


def enemy_name(card: str) -> str:
    if card in HOSTILES:
        return HOSTILES[card].name
    return ENTITIES[card].name


def radius(piece: str) -> float:
    if piece.startswith("a:"):
        return 14.0
    return enemy_card(piece).base_radius
