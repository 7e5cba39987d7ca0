"""Betrayal at House on the Hill's content: the room tiles, the explorers and the
cards, loaded from data/*.toml into the house core's types (games/house/content.py)
and checked against the counts and shapes the digest fixes (BH-D.6, BH-D.51,
BH-D.53). Every problem is a ContentError naming the file and the card."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import attrs

from tabletop.engine.content import load
from tabletop.engine.errors import ContentError
from tabletop.games.house.checks import check_haunt
from tabletop.games.house.checks import check_step as _check_step
from tabletop.games.house.checks import every_step as _steps
from tabletop.games.house.content import TRAITS, Card, Explorer, Room

DATA = Path(__file__).parent / "data"
FLOORS = ("basement", "ground", "upper")  # BH-D.5
ROOM_TILES = 44  # BH-D.6: the two landings among them, besides the Entrance Hall tile
NAMED_ROOMS = ("basement_landing", "upper_landing", "basement_stairs", "mystic_elevator", "coal_chute", "vault",
               "collapsed_room", "crypt", "furnace_room", "chasm", "catacombs", "tower", "patio", "gallery",
               "junk_room")
ENTRANCE = ("entrance_hall", "foyer", "grand_staircase")  # one tile, three rooms (BH-SPECIAL.2)


@attrs.frozen
class RoomFile:
    room: tuple[Room, ...]


@attrs.frozen
class ExplorerFile:
    explorer: tuple[Explorer, ...]


@attrs.frozen
class CardFile:
    card: tuple[Card, ...]


@attrs.frozen
class Content:
    rooms: tuple[Room, ...]
    explorers: tuple[Explorer, ...]
    items: tuple[Card, ...]
    omens: tuple[Card, ...]
    events: tuple[Card, ...]

    def room(self, ident: str) -> Room:
        return next(r for r in self.rooms if r.id == ident)


def load_content(folder: Path = DATA) -> Content:
    content = Content(
        rooms=load(folder / "rooms.toml", RoomFile).room,
        explorers=load(folder / "explorers.toml", ExplorerFile).explorer,
        items=load(folder / "items.toml", CardFile).card,
        omens=load(folder / "omens.toml", CardFile).card,
        events=load(folder / "events.toml", CardFile).card,
    )
    check_content(content)
    return content


def _fail(file: str, message: str) -> None:
    raise ContentError(f"{file}: {message}")


def check_content(c: Content) -> None:
    rooms = {r.id: r for r in c.rooms}
    if len(rooms) != len(c.rooms):
        _fail("rooms.toml", "id: every room has its own id")
    tiles = [r for r in c.rooms if r.id not in ENTRANCE]
    if len(tiles) != ROOM_TILES:
        _fail("rooms.toml", f"id: there are {ROOM_TILES} room tiles besides the Entrance Hall tile (BH-D.6), not {len(tiles)}")
    for ident in (*NAMED_ROOMS, *ENTRANCE):
        if ident not in rooms:
            _fail("rooms.toml", f"id: the room {ident!r} named by the rules is missing")
    for r in c.rooms:
        where = f"room {r.id!r}"
        if not r.floors or any(f not in FLOORS for f in r.floors):
            _fail("rooms.toml", f"{where}: floors are some of {', '.join(FLOORS)}")
        if len(set(r.doors)) != len(r.doors):
            _fail("rooms.toml", f"{where}: doors: each side once")
        if r.barrier is not None and not set(r.barrier.sides[0] + r.barrier.sides[1]) <= set(r.doors):
            _fail("rooms.toml", f"{where}: barrier.sides: only the room's doors")
        if r.special == "elevator" and not r.elevator:
            _fail("rooms.toml", f"{where}: elevator: the Mystic Elevator has its table of floors (BH-D.20)")
        if r.special == "collapsed" and not r.collapse[0]:
            _fail("rooms.toml", f"{where}: collapse: the Collapsed Room has its Speed target (BH-D.22)")
        if r.special == "vault" and not r.vault:
            _fail("rooms.toml", f"{where}: vault: the Vault has its reward (BH-D.24)")
    omen_rooms = [r for r in tiles if "omen" in r.symbols]
    if len(omen_rooms) < 13:
        _fail("rooms.toml", f"symbols: at least 13 rooms show the omen symbol (BH-D.53), not {len(omen_rooms)}")
    for floor in FLOORS:
        if not any(floor in r.floors and "omen" in r.symbols for r in tiles):
            _fail("rooms.toml", f"symbols: every floor has omen rooms; {floor} has none")
    # the explorers: 12 on 6 cards, each card two explorers of one colour (BH-SETUP.2)
    cards = Counter(e.card for e in c.explorers)
    if len(c.explorers) != 12 or len(cards) != 6 or set(cards.values()) != {2}:
        _fail("explorers.toml", "card: 12 explorers on 6 two-sided character cards")
    if len({e.birthday for e in c.explorers}) != 12:
        _fail("explorers.toml", "birthday: every explorer's birthday is its own (BH-D.3)")
    for e in c.explorers:
        for trait in TRAITS:
            track = getattr(e, trait)
            if list(track.values) != sorted(track.values) or track.values[0] < 1:
                _fail("explorers.toml", f"explorer {e.id!r}: {trait}.values: 8 ascending values from 1")
    for file, cards_, count in (("items.toml", c.items, 22), ("omens.toml", c.omens, 13), ("events.toml", c.events, 45)):
        if len(cards_) != count or len({x.id for x in cards_}) != count:
            _fail(file, f"id: {count} cards, each with its own id (BH components)")
    for ident, kind in (("bite", "non_item"), ("dog", "companion"), ("girl", "companion"), ("madman", "companion")):
        omen = next((o for o in c.omens if o.id == ident), None)
        if omen is None or omen.kind != kind:
            _fail("omens.toml", f"kind: the omen {ident!r} is a {kind} (BH-ITEM.2, BH-ITEM.7, BH-D.28)")
    for ident in ("revolver", "armor"):
        if not any(i.id == ident for i in c.items):
            _fail("items.toml", f"id: the item {ident!r} named by the rules is missing")
    revolver = next(i for i in c.items if i.id == "revolver")
    if revolver.weapon is None or not revolver.weapon.ranged:
        _fail("items.toml", "weapon.ranged: the Revolver makes ranged attacks (BH-SPATK.1)")
    if next(i for i in c.items if i.id == "armor").tradable:
        _fail("items.toml", "tradable: Armor cannot be traded (BH-ITEM.6)")
    for file, group in (("rooms.toml", c.rooms), ("items.toml", c.items), ("omens.toml", c.omens),
                        ("events.toml", c.events)):
        for card in group:
            for step in _steps(card):
                _check_step(file, card.id, step, rooms)
            if getattr(card, "while_kept", ()) and not any(s.op == "keep" for s in _steps(card)):
                _fail(file, f"{card.id!r}: while_kept: only a card that is kept has steps while kept")
            if any(s.op == "let_go" for s in _steps(card)) and not getattr(card, "while_kept", ()):
                _fail(file, f"{card.id!r}: let_go: only a kept card's while_kept steps end it")


@attrs.frozen
class ChartRow:
    room: str  # a room with the omen symbol, or "other" (BH-D.36)
    haunts: tuple[int, ...]  # one haunt number per omen column


@attrs.frozen
class ChartFile:
    omens: tuple[str, ...]  # the 13 columns
    row: tuple[ChartRow, ...]


def load_haunts(content: Content, folder: Path = DATA):
    """The haunts (data/haunts/*.toml) by number, and the haunt chart
    (data/chart.toml) as {"omens": [...], "rows": {room: [haunt per omen]}}."""
    from tabletop.games.house.haunt import Haunt

    haunts = {}
    for path in sorted((folder / "haunts").glob("*.toml")):
        haunt = load(path, Haunt)
        if haunt.number in haunts:
            _fail(path.name, f"number: haunt {haunt.number} is numbered twice")
        check_haunt(path.name, haunt, {r.id for r in content.rooms}, {c.id for c in (*content.items, *content.omens)})
        haunts[haunt.number] = haunt
    chart = load(folder / "chart.toml", ChartFile)
    omens = [o.id for o in content.omens]
    if sorted(chart.omens) != sorted(omens):
        _fail("chart.toml", "omens: the chart's columns are the 13 omens, each once (BH-D.36)")
    rooms = {r.room for r in chart.row}
    wanted = {r.id for r in content.rooms if "omen" in r.symbols} | {"other"}
    if rooms != wanted or len(rooms) != len(chart.row):
        _fail("chart.toml", "row.room: a row for every room with the omen symbol and one for 'other' (BH-D.36)")
    cells: Counter[int] = Counter()
    for row in chart.row:
        if len(row.haunts) != len(chart.omens) or any(h not in haunts for h in row.haunts):
            _fail("chart.toml", f"row {row.room!r}: haunts: one known haunt number per omen column")
        cells.update(row.haunts)
    if any(cells[h] < 2 for h in haunts):
        _fail("chart.toml", "haunts: every haunt is in several cells of the chart (BH-D.36)")
    return haunts, {"omens": list(chart.omens), "rows": {r.room: list(r.haunts) for r in chart.row}}
