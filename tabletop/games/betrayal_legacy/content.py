"""Betrayal Legacy's content: the tiles of the four regions, the five families, the
Item, Event and Omen cards, and the story of the campaign (a prologue and 13
chapters), loaded from data/*.toml into the house core's types and checked against
what the digest fixes (BL-REGION, BL-SETUP, BL-D.9, BL-D.16, "Original content to
author"). Every problem is a ContentError naming the file, the thing and the field.

Where a tile or a card waits before it is in play is its `origin`: "box" (in play
from the prologue), "plank:<n>" (released from tile plank n), "sealed" (in the sealed
box), "legacy" or "purgatory" (a card a Legacy or Purgatory instruction adds)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import attrs

from tabletop.engine.content import load
from tabletop.engine.errors import ContentError
from tabletop.games.house.checks import check_haunt, check_step, every_step
from tabletop.games.house.content import SIDES, TRAITS, Card, Family, Room, Step
from tabletop.games.house.haunt import Haunt

from .campaign import Operation

DATA = Path(__file__).parent / "data"
REGIONS = ("exterior", "basement", "ground", "upper")  # BL-REGION.1
# BL-SETUP.2, BL-D.9: one start tile per region; the Ground Floor's has two spaces
STARTS = {"front_steps": "exterior", "entrance_hall": "ground", "ground_floor_staircase": "ground",
          "upper_landing": "upper", "basement_landing": "basement"}
BOX_TILES = 8  # besides the four start tiles, the Crawl Space among them
PLANKS = 20
BOX_CARDS = {"items.toml": 7, "events.toml": 11, "omens.toml": 0}  # BL components, BL-D.16
LEAST_OMENS = 13  # enough omens over the campaign to start its haunts (BL-D.16)
FAMILIES = 5  # BL-FAM.1
CHAPTERS = 14  # the prologue (0) and 13 chapters (BL-INTRO.5)
#: what a tile sticker does to the tile (BL-PASS.3; the other kinds are ours, BL-D.37)
TILE_STICKERS = ("passage", "ghost", "obstacle", "runestone")
#: a family sticker: "blessing:<trait>" raises the trait's green start one step, "scar:<trait>" lowers it
FAMILY_STICKERS = tuple(f"{kind}:{t}" for kind in ("blessing", "scar") for t in TRAITS)
ORIGIN = re.compile(r"^(box|sealed|legacy|purgatory|plank:([1-9]|1[0-9]|20))$")


@attrs.frozen
class TileFile:
    tile: tuple[Room, ...]


@attrs.frozen
class FamilyFile:
    family: tuple[Family, ...]


@attrs.frozen
class CardFile:
    card: tuple[Card, ...]


@attrs.frozen
class Chapter:
    """One game of the campaign (BL-CAMP.1): its place, its title, the years since the
    chapter before (BL-D.42), the story read before it and after it (by the side that
    won), and the page it adds to the house's journal."""

    index: int
    title: str
    years: int
    intro: str
    outro_heroes: str
    outro_traitor: str
    journal: str


@attrs.frozen
class StoryFile:
    chapter: tuple[Chapter, ...]


#: what reads a card of the second Legacy deck: a tile discovered, a family member's
#: death, the haunt's beginning, an omen drawn (BL-D.53: read when an instruction says)
TRIGGERS = re.compile(r"^(discover:[a-z_]+|died|haunt|omen:[a-z_]+)$")


@attrs.frozen
class LegacyCard:
    """A card of the second Legacy deck (BL-D.53): read in a campaign chapter the
    first time its `trigger` happens there, from chapter `from_chapter` on, and never
    again. Its `now` steps happen at once to the explorer it is about (the "reader":
    who discovered the tile, died, began the haunt or drew the omen); its `lasting`
    operations are written into the campaign when the chapter is committed."""

    number: int
    id: str
    title: str
    text: str
    trigger: str
    from_chapter: int = 0
    now: tuple[Step, ...] = ()
    lasting: tuple[Operation, ...] = ()


@attrs.frozen
class Letter:
    """The Wax-Sealed Letter (the sealed envelope): what it says once a card opens it."""

    title: str
    text: str


@attrs.frozen
class LegacyDeckFile:
    card: tuple[LegacyCard, ...]
    letter: Letter


@attrs.frozen
class FolioPage:
    """A page of the Black Folio (our grimoire, the digest's Folium Infernum): once a
    chapter's outcome or a Legacy card opens it (the campaign flag `folio:<id>`), it
    stands in every later game: at each game's start its steps happen to the first
    player (`who` "first") or to every explorer ("each": all at once, so from the first
    player's left, clockwise, the first player last, BL-DMG.5, BL-D.22)."""

    id: str
    title: str
    text: str
    who: str = attrs.field(validator=attrs.validators.in_(("first", "each")))
    steps: tuple[Step, ...] = ()


@attrs.frozen
class FolioFile:
    page: tuple[FolioPage, ...]


@attrs.frozen
class Content:
    tiles: tuple[Room, ...]
    families: tuple[Family, ...]
    items: tuple[Card, ...]
    events: tuple[Card, ...]
    omens: tuple[Card, ...]
    chapters: tuple[Chapter, ...]
    legacy: tuple[LegacyCard, ...] = ()  # the second Legacy deck, in its order
    letter: Letter = Letter("", "")
    folio: tuple[FolioPage, ...] = ()  # the Black Folio's pages


def load_content(folder: Path = DATA) -> Content:
    content = Content(
        tiles=load(folder / "tiles.toml", TileFile).tile,
        families=load(folder / "families.toml", FamilyFile).family,
        items=load(folder / "items.toml", CardFile).card,
        events=load(folder / "events.toml", CardFile).card,
        omens=load(folder / "omens.toml", CardFile).card,
        chapters=load(folder / "story.toml", StoryFile).chapter,
    )
    deck = load(folder / "legacy_deck2.toml", LegacyDeckFile)
    content = attrs.evolve(content, legacy=deck.card, letter=deck.letter,
                           folio=load(folder / "folio.toml", FolioFile).page)
    check_content(content)
    return content


def _fail(file: str, message: str) -> None:
    raise ContentError(f"{file}: {message}")


def check_content(c: Content) -> None:
    _check_tiles(c.tiles)
    _check_families(c.families)
    rooms = {t.id for t in c.tiles}
    ids: Counter = Counter()
    for file, cards in (("items.toml", c.items), ("events.toml", c.events), ("omens.toml", c.omens)):
        kind = {"items.toml": ("item",), "events.toml": ("event",), "omens.toml": ("item", "companion", "non_item")}
        for card in cards:
            ids[card.id] += 1
            where = f"card {card.id!r}"
            if card.kind not in kind[file]:
                _fail(file, f"{where}: kind: {card.kind!r} does not belong in {file}")
            if not ORIGIN.match(card.origin) or card.origin.startswith("plank"):
                _fail(file, f"{where}: origin: box, sealed, legacy or purgatory, not {card.origin!r}")
            for step in every_step(card):
                check_step(file, card.id, step, rooms)
            for k, bonus in enumerate(card.bonus):
                if not (bonus.dice or bonus.result):
                    _fail(file, f"{where}: bonus[{k}]: extra dice or a result modifier (BL-D.27)")
        boxed = sum(1 for card in cards if card.origin == "box")
        if boxed != BOX_CARDS[file]:
            _fail(file, f"origin: {BOX_CARDS[file]} cards come in the box, not {boxed}")
    if len(c.omens) < LEAST_OMENS:
        _fail("omens.toml", f"card: at least {LEAST_OMENS} omens enter play over the campaign (BL-D.16), "
                            f"not {len(c.omens)}")
    doubled = sorted(k for k, n in ids.items() if n > 1 or k in rooms)
    if doubled:
        _fail("cards", f"id: every card and tile has its own id; {doubled} do not")
    _check_story(c.chapters)
    _check_legacy(c, rooms)


def _check_legacy(c: Content, rooms) -> None:
    """The second Legacy deck: numbered 1, 2, 3... in order, each card's trigger names
    a tile or an omen that exists, and its steps what they need (its operations are
    checked with the chapter scripts, chapters.py)."""
    file = "legacy_deck2.toml"
    if [card.number for card in c.legacy] != list(range(1, len(c.legacy) + 1)):
        _fail(file, "card.number: the deck's cards are numbered 1, 2, 3... in order")
    if len({card.id for card in c.legacy}) != len(c.legacy):
        _fail(file, "card.id: every card its own id")
    omens = {o.id for o in c.omens}
    for card in c.legacy:
        where = f"card {card.id!r}"
        kind, _, ident = card.trigger.partition(":")
        if not TRIGGERS.match(card.trigger) or (kind == "discover" and ident not in rooms) \
                or (kind == "omen" and ident not in omens):
            _fail(file, f"{where}: trigger: discover:<tile>, died, haunt or omen:<omen>, not {card.trigger!r}")
        if not 0 <= card.from_chapter < CHAPTERS:
            _fail(file, f"{where}: from_chapter: a chapter from 0 to {CHAPTERS - 1}")
        if not card.title.strip() or not card.text.strip():
            _fail(file, f"{where}: title and text are written")
        if kind == "died" and card.now:
            _fail(file, f"{where}: now: the reader of a death is dead; the card has no steps for it")
        for step in card.now:
            check_step(file, card.id, step, rooms)
    if not c.letter.title.strip() or not c.letter.text.strip():
        _fail(file, "letter: the Wax-Sealed Letter's title and text are written")
    file = "folio.toml"
    if not c.folio or len({page.id for page in c.folio}) != len(c.folio):
        _fail(file, "page.id: the Black Folio has pages, each with its own id")
    for page in c.folio:
        if not page.title.strip() or not page.text.strip() or not page.steps:
            _fail(file, f"page {page.id!r}: title, text and steps: a page says and does something")
        for step in page.steps:
            check_step(file, page.id, step, rooms)


def _check_tiles(tiles) -> None:
    file = "tiles.toml"
    ids = Counter(t.id for t in tiles)
    if any(n > 1 for n in ids.values()):
        _fail(file, f"id: every tile its own id; {sorted(k for k, n in ids.items() if n > 1)} are not")
    by_id = {t.id: t for t in tiles}
    for ident, region in STARTS.items():
        tile = by_id.get(ident)
        if tile is None or tuple(tile.floors) != (region,):
            _fail(file, f"tile {ident!r}: floors: the {region} region's start tile (BL-SETUP.2, BL-D.9)")
    for ident in ("front_steps", "entrance_hall"):
        if not by_id[ident].bumps:
            _fail(file, f"tile {ident!r}: bumps: it has a bump on one side (BL-TILE.4)")
    crawl = by_id.get("crawl_space")
    if crawl is None or not crawl.passage or crawl.origin != "box":
        _fail(file, "tile 'crawl_space': passage: the Crawl Space comes in the box with a secret passage (BL-PASS.2)")
    boxed = [t for t in tiles if t.origin == "box" and t.id not in STARTS]
    if len(boxed) != BOX_TILES:
        _fail(file, f"origin: {BOX_TILES} tiles besides the start tiles come in the box, not {len(boxed)}")
    planks = Counter(t.origin for t in tiles if t.origin.startswith("plank:"))
    if len(planks) != PLANKS or any(not 1 <= n <= 3 for n in planks.values()):
        _fail(file, f"origin: each of the {PLANKS} planks holds 1 to 3 tiles")
    for t in tiles:
        where = f"tile {t.id!r}"
        if not t.floors or any(f not in REGIONS for f in t.floors):
            _fail(file, f"{where}: floors: regions are some of {', '.join(REGIONS)}")
        if not t.doors or len(set(t.doors)) != len(t.doors):
            _fail(file, f"{where}: doors: each side once, at least one")
        if not set(t.bumps) <= set(SIDES) or set(t.bumps) & set(t.doors):
            _fail(file, f"{where}: bumps: sides without a doorway")
        if not ORIGIN.match(t.origin) or t.origin in ("legacy", "purgatory"):
            _fail(file, f"{where}: origin: box, plank:1-20 or sealed, not {t.origin!r}")
        if t.start_ghosts > t.ghosts or any(n < 0 for n in t.obstacles):
            _fail(file, f"{where}: start_ghosts: no more ghosts than circles; obstacles are counts")
        if any(s not in ("item", "omen", "event") for s in t.symbols):
            _fail(file, f"{where}: symbols: item, omen or event, left to right (BL-TILE.6, BL-TILE.9)")
        for step in every_step(t):
            check_step(file, t.id, step, by_id)
    for region in REGIONS:
        if not any(region in t.floors and "omen" in t.symbols for t in tiles):
            _fail(file, f"symbols: the {region} region has tiles with the omen symbol")


def _check_families(families) -> None:
    file = "families.toml"
    if len(families) != FAMILIES or len({f.id for f in families}) != FAMILIES:
        _fail(file, f"family: {FAMILIES} families, each with its own id (BL-FAM.1)")
    if len({f.color for f in families}) != FAMILIES:
        _fail(file, "color: each family its own colour (BL-D.41)")
    for f in families:
        for trait in TRAITS:
            track = getattr(f, trait)
            if list(track.values) != sorted(track.values) or track.values[0] < 1:
                _fail(file, f"family {f.id!r}: {trait}.values: 8 ascending values from 1 (BL-D.28)")


def _check_story(chapters) -> None:
    file = "story.toml"
    if [c.index for c in chapters] != list(range(CHAPTERS)):
        _fail(file, f"chapter.index: the prologue (0) and chapters 1 to {CHAPTERS - 1}, in order")
    for c in chapters:
        if not all((c.title, c.intro, c.outro_heroes, c.outro_traitor, c.journal)):
            _fail(file, f"chapter {c.index}: title, intro, outro_heroes, outro_traitor and journal are all written")
        if c.years < 0 or (c.index == 0 and c.years):
            _fail(file, f"chapter {c.index}: years: the years since the chapter before, 0 for the prologue")


def content_texts(c: Content) -> list[str]:
    """The catalogue keys the Spanish (any language but English) needs for the content."""
    keys: list[str] = []
    for t in c.tiles:
        keys += [f"tile.{t.id}.{part}" for part in ("name", "text", "flavor") if getattr(t, part)]
    for f in c.families:
        keys += [f"family.{f.id}.{part}" for part in ("name", "motto", "flavor") if getattr(f, part)]
    for card in (*c.items, *c.events, *c.omens):
        keys += [f"card.{card.id}.{part}" for part in ("name", "text", "flavor") if getattr(card, part)]
        steps = [s for part in ("use", "immediate", "steps", "while_kept", "with_ghosts") for s in getattr(card, part)]
        keys += [f"card.{card.id}.option.{i}.{k}" for i, s in enumerate(steps) if s.op == "choose"
                 for k, _ in enumerate(s.options)]
    for ch in c.chapters:
        keys += [f"chapter.{ch.index}.{part}"
                 for part in ("title", "intro", "outro_heroes", "outro_traitor", "journal")]
    keys += [f"legacy_card.{card.id}.{part}" for card in c.legacy for part in ("title", "text")]
    keys += ["letter.title", "letter.text"]
    keys += [f"folio.{page.id}.{part}" for page in c.folio for part in ("title", "text")]
    return keys


def load_haunts(content: Content, folder: Path = DATA) -> dict[int, Haunt]:
    """The chapters' haunts (data/haunts/*.toml) by number: haunt n is chapter n's (the
    prologue's is 0, BL-D.6); free play draws from all of them by the chart."""
    haunts: dict[int, Haunt] = {}
    rooms = {t.id for t in content.tiles}
    cards = {c.id for c in (*content.items, *content.omens)}
    for path in sorted((folder / "haunts").glob("*.toml")):
        haunt = load(path, Haunt)
        if haunt.number in haunts:
            _fail(path.name, f"number: haunt {haunt.number} is numbered twice")
        check_haunt(path.name, haunt, rooms, cards)
        haunts[haunt.number] = haunt
    if sorted(haunts) != list(range(CHAPTERS)):
        _fail("haunts", f"number: one haunt for each chapter, 0 to {CHAPTERS - 1}; found {sorted(haunts)}")
    return haunts


@attrs.frozen
class ChartRow:
    room: str  # a tile with the omen symbol, or "other"
    haunts: tuple[int, ...]  # one haunt number per omen column


@attrs.frozen
class ChartFile:
    omens: tuple[str, ...]
    row: tuple[ChartRow, ...]


def load_chart(content: Content, haunts: dict[int, Haunt], folder: Path = DATA) -> dict:
    """Free play's haunt chart (BL-D.6, BL-D.40): the omen drawn crossed with the tile it
    was drawn on, as {"omens": [...], "rows": {tile: [haunt per omen]}}."""
    chart = load(folder / "chart.toml", ChartFile)
    if sorted(chart.omens) != sorted(o.id for o in content.omens):
        _fail("chart.toml", "omens: the columns are every omen, each once")
    rooms = [r.room for r in chart.row]
    wanted = {t.id for t in content.tiles if "omen" in t.symbols} | {"other"}
    if set(rooms) != wanted or len(rooms) != len(wanted):
        _fail("chart.toml", "row.room: a row for every tile with the omen symbol and one for 'other'")
    for row in chart.row:
        if len(row.haunts) != len(chart.omens) or any(h not in haunts for h in row.haunts):
            _fail("chart.toml", f"row {row.room!r}: haunts: one known haunt number per omen column")
    used = {h for row in chart.row for h in row.haunts}
    if used != set(haunts):
        _fail("chart.toml", f"haunts: every haunt is in the chart; {sorted(set(haunts) - used)} are not")
    return {"omens": list(chart.omens), "rows": {r.room: list(r.haunts) for r in chart.row}}
