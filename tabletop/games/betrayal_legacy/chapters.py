"""The campaign's scripts (data/chapters.toml): what each chapter's Legacy card does at
set-up, which haunt the chapter plays, and what each outcome changes for good; and the
pure functions between a campaign (campaign.py) and one chapter's game (rules.py).

A chapter runs (BL-D.52):
1. `chapter_setup`: the chapter's card of the first Legacy deck is read (BL-SETUP.7,
   BL-D.38, BL-D.53); its operations change the components in play.
2. `game_options`: the game's options from that campaign: the families and their
   members' names, the stack, the decks, the stickers, the fixed haunt (BL-D.6).
3. The game is played (rules.py).
4. `chapter_result`: the fates (pre-filled from the game, BL-D.43), the set-up
   operations and the winning side's operations (the second Legacy deck's cards for
   that outcome), with their selectors resolved from the finished game; campaign.py's
   `fold_chapter` then makes the next campaign. Until then nothing is committed: a
   chapter abandoned or replayed never applies half its changes (BL-D.37).

Selectors a script's operation may target, resolved when the chapter ends:
`family:traitor` (the traitor's family), `family:heroes` (each hero's), `tile:haunt`
(the tile where the haunt began: a hotbed of evil, BL-LEG.3), `card:haunt_omen` (the
omen that began it); and, in a card of the second Legacy deck read during the game
(data/legacy_deck2.toml), `family:reader` and `tile:reader` (whose moment read it, and
where).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from tabletop.engine.content import load
from tabletop.engine.errors import ContentError

from .campaign import PLACES, Campaign, ChapterResult, GameRecord, Operation, apply
from .content import CHAPTERS, DATA, FAMILY_STICKERS, PLANKS, STARTS, TILE_STICKERS, Content
from .rules import CONTENT

LEGACY = {card.id: card for card in CONTENT.legacy}  # the second Legacy deck

SELECTORS = ("family:traitor", "family:heroes", "tile:haunt", "card:haunt_omen", "family:reader", "tile:reader")
READER = ("family:reader", "tile:reader")  # only a card of the second Legacy deck has a reader
DECK2 = "2"  # the second Legacy deck's name in the campaign's read pointers (BL-D.53)
FOLIO = "folio:"  # the campaign flag that opens a page of the Black Folio


@attrs.frozen
class Script:
    """One chapter's script: its haunt, its Legacy card's set-up operations, and the
    operations of each outcome (`heroes`, `traitor`; BL-CAMP.4)."""

    index: int
    haunt: int
    setup: tuple[Operation, ...] = ()
    heroes: tuple[Operation, ...] = ()
    traitor: tuple[Operation, ...] = ()


@attrs.frozen
class ScriptFile:
    chapter: tuple[Script, ...]


def deck_of(content: Content) -> dict[str, str]:
    """Each card's deck: item, event or omen."""
    return {**{c.id: "item" for c in content.items}, **{c.id: "event" for c in content.events},
            **{c.id: "omen" for c in content.omens}}


def load_scripts(content: Content, folder: Path = DATA) -> tuple[Script, ...]:
    file = "chapters.toml"
    scripts = load(folder / file, ScriptFile).chapter
    if [s.index for s in scripts] != list(range(CHAPTERS)):
        raise ContentError(f"{file}: chapter.index: the prologue (0) and chapters 1 to {CHAPTERS - 1}, in order")
    tiles = {t.id for t in content.tiles}
    cards = set(deck_of(content))
    families = {f.id for f in content.families}
    pages = {page.id for page in content.folio}
    passages = {t.id for t in content.tiles if t.passage}
    for script in scripts:
        if script.haunt != script.index:
            raise ContentError(f"{file}: chapter {script.index}: haunt: a chapter plays its own haunt (BL-D.6)")
        for part in ("setup", "heroes", "traitor"):
            for k, op in enumerate(getattr(script, part)):
                problem = _problem(op, tiles, cards, families, part == "setup", pages, passages) or (
                    f"{op.target} names the reader of a Legacy card" if op.target in READER else "")
                if problem:
                    raise ContentError(f"{file}: chapter {script.index}: {part}[{k}] ({op.op}): {problem}")
    for card in content.legacy:
        for k, op in enumerate(card.lasting):
            problem = _problem(op, tiles, cards, families, False, pages, passages)
            if problem:
                raise ContentError(f"legacy_deck2.toml: card {card.id!r}: lasting[{k}] ({op.op}): {problem}")
    return scripts


#: operations whose campaign state no rule of the game reads (a standing rule, a mark, a
#: counter flag, a journal entry, a read pointer): content may not use them, so that
#: every outcome changes play (the campaign keeps them for its own bookkeeping)
UNREAD = ("standing", "end_standing", "mark", "add_flag", "unlock_journal", "read_legacy")
#: the campaign flags a rule reads: folio:<page> opens a page of the Black Folio
#: (open_pages); legacy2:<card> (a card read, unread_cards) is written by the game itself
READ_FLAGS = (FOLIO,)


def _problem(op: Operation, tiles, cards, families, setup: bool, pages=frozenset(), passages=frozenset()) -> str:
    """What is wrong with one operation of a script, or ""."""
    target = op.target
    if setup and target in SELECTORS:
        return f"{target} names the finished game's people or places: only an outcome may use it"
    if op.op in UNREAD:
        return f"op: no rule of the game reads what {op.op!r} writes; an outcome must change play"
    if op.op == "add":
        if target not in tiles | cards or target in STARTS:
            return f"target: {target!r} is not a card or a tile that can move"
        if op.value not in PLACES:
            return f"value: one of {', '.join(PLACES)}"
        if op.value == "stack" and target not in tiles:
            return "value: only tiles go in the stack"
        if op.value.startswith("deck:") and target not in cards:
            return "value: only cards go in a deck"
    elif op.op == "destroy":
        if target not in tiles | cards | {"card:haunt_omen"} or target in STARTS:
            return f"target: {target!r} is not a card or a tile that can be destroyed"
    elif op.op == "release_plank":
        if not target.isdigit() or not 1 <= int(target) <= PLANKS:
            return f"target: a plank from 1 to {PLANKS}"
    elif op.op == "sticker":
        if target in tiles or target in ("tile:haunt", "tile:reader"):
            if op.value not in TILE_STICKERS:
                return f"value: a tile takes one of {', '.join(TILE_STICKERS)}"
            if op.value == "passage" and target in passages:
                return f"target: {target!r} has a secret passage printed: a passage sticker goes on a tile without one"
        elif target in families or target in ("family:traitor", "family:heroes", "family:reader"):
            if op.value not in FAMILY_STICKERS:
                return f"value: a family takes one of {', '.join(FAMILY_STICKERS)}"
        else:
            return f"target: {target!r} is not a tile or a family"
    elif op.op == "flag" and not target.startswith(READ_FLAGS):
        return f"target: no rule reads the flag {target!r}; a flag an outcome sets is folio:<page>"
    elif op.op == "flag" and target[len(FOLIO):] not in pages:
        return f"target: {target!r} is not a page of the Black Folio (folio.toml)"
    return ""


def initial_places(content: Content) -> dict[str, str]:
    """Where every component is before the prologue (BL-D.37): the tiles out of the box
    in the stack, the planks' tiles on their planks, the sealed ones in the Iron Chest;
    the box's cards in their decks, the others waiting in the Legacy or Purgatory decks."""
    places: dict[str, str] = {}
    for tile in content.tiles:
        if tile.id not in STARTS:
            places[tile.id] = "stack" if tile.origin == "box" else tile.origin
    for card, deck in deck_of(content).items():
        origin = next(c.origin for c in (*content.items, *content.events, *content.omens) if c.id == card)
        places[card] = f"deck:{deck}" if origin == "box" else origin
    return places


def chapter_setup(campaign: Campaign, script: Script) -> Campaign:
    """The campaign as the chapter's game sees it: its Legacy card's operations done
    (kept in memory; committed only when the chapter ends)."""
    for op in script.setup:
        campaign = apply(campaign, op)
    return campaign


def game_options(campaign: Campaign, script: Script | None, names: list[str] | None = None) -> dict[str, Any]:
    """The game's options from a campaign (after `chapter_setup`): the families in seat
    order (those at the table), the tiles in the stack, the cards in each deck, the stickers, and, for a
    chapter, its index and its haunt (free play, `script` None, goes by the chart)."""
    places = campaign.places
    options: dict[str, Any] = {
        "families": list(campaign.playing),
        "tiles": sorted(c for c, p in places.items() if p == "stack"),
        "cards": {deck: sorted(c for c, p in places.items() if p == f"deck:{deck}") for deck in ("item", "event", "omen")},
        "stickers": [[s.sticker, s.target] for s in campaign.stickers],
    }
    pages = open_pages(campaign)
    if pages:
        options["folio"] = pages
    if script is not None:
        options["chapter"] = script.index
        options["haunt"] = script.haunt
        options["legacy"] = unread_cards(campaign, script.index)
    if names:
        options["names"] = list(names)
    return options


def unread_cards(campaign: Campaign, chapter: int) -> list[str]:
    """The second Legacy deck's cards a chapter may read (BL-D.53): those from this
    chapter on that no chapter has read yet, in the deck's order."""
    return [c.id for c in CONTENT.legacy if c.from_chapter <= chapter and not campaign.flags.get(read_flag(c.id))]


def open_pages(campaign: Campaign) -> list[str]:
    """The Black Folio's pages a campaign has opened, in the book's order."""
    return [page.id for page in CONTENT.folio if campaign.flags.get(FOLIO + page.id)]


def read_flag(card: str) -> str:
    """The campaign flag that says a card of the second Legacy deck was read."""
    return f"legacy2:{card}"


def member_names(campaign: Campaign) -> list[str]:
    """Each seat's name at the table (the families playing): its family's member, "Name (age)"."""
    names = []
    for family in campaign.playing:
        last = campaign.family(family).last
        names.append(f"{last.name} ({last.age})" if last else family)
    return names


def prefilled_fate(state, seat: int) -> tuple[str, bool, bool]:
    """BL-D.43: a fate pre-filled from the game: died and traitor from its state, and a
    short text the players may rewrite (at most 80 characters)."""
    died = not state.alive[seat]
    traitor = state.side[seat] == "traitor"
    won = state.final is not None and seat in state.final["winners"]
    room = state.room_data(state.room[seat]).name
    if died:
        text = f"Died in the {room}" + (", a traitor" if traitor else "")
    elif traitor:
        text = f"Turned traitor and {'won' if won else 'was beaten'}, last seen in the {room}"
    else:
        text = f"{'Survived and won' if won else 'Survived, but lost'}, last seen in the {room}"
    return text[:80], died, traitor


def chapter_result(campaign: Campaign, script: Script, state, years_to_next: int,
                   fates: dict[str, str] | None = None) -> ChapterResult:
    """What the finished chapter hands to `fold_chapter`: the record, each family's fate
    (the players' text where given, else the pre-filled one), and the set-up and outcome
    operations with their selectors resolved from the game."""
    if state.final is None:
        raise ValueError("The chapter's game is not over yet.")
    side = state.final["side"]
    traitors = tuple(s for s in range(state.n) if state.side[s] == "traitor")
    record = GameRecord(chapter=script.index, seed=state.seed, haunt=state.final["haunt"], winner=side,
                        traitors=traitors)
    written = {}
    for seat, family in enumerate(state.explorers):
        text, died, traitor = prefilled_fate(state, seat)
        given = (fates or {}).get(family)
        written[family] = ((given.strip() or text)[:80] if given else text, died, traitor)
    outcome = script.heroes if side == "heroes" else script.traitor
    operations = [*script.setup, *(x for op in outcome for x in resolve(op, state))]
    for card, seat, room in state.legacy_read:  # the second deck's cards the game read
        operations += [x for op in LEGACY[card].lasting for x in resolve(op, state, seat, room)]
        operations += [Operation("read_legacy", DECK2, amount=1), Operation("flag", read_flag(card), amount=1)]
    return ChapterResult(record, written, tuple(_changing(campaign, operations)), years_to_next)


def _changing(campaign: Campaign, operations: list[Operation]) -> list[Operation]:
    """The operations less a secret passage stuck on a tile that has one already
    (printed, stuck before, or stuck by an earlier operation): it would change nothing
    (BL-PASS.3: a passage sticker goes on a tile without a passage)."""
    printed = {t.id for t in CONTENT.tiles if t.passage}
    stuck = {s.target for s in campaign.stickers if s.sticker == "passage"}
    kept = []
    for op in operations:
        if op.op == "sticker" and op.value == "passage":
            if op.target in printed | stuck:
                continue
            stuck.add(op.target)
        kept.append(op)
    return kept


def resolve(op: Operation, state, reader: int | None = None, where: str = "") -> list[Operation]:
    """An outcome's (or a read card's) operation with its selector replaced by the
    game's people or places; none when the game has nothing to name (no omen began the
    haunt). `reader` and `where`: whose moment read a Legacy card, and where."""
    if op.target == "family:reader":
        return [attrs.evolve(op, target=state.explorers[reader])] if reader is not None else []
    if op.target == "tile:reader":
        return [attrs.evolve(op, target=where)] if where and (op.op == "sticker" or where not in STARTS) else []
    haunt = state.haunt or {}
    if op.target == "family:traitor":
        return [attrs.evolve(op, target=state.explorers[s]) for s in range(state.n) if state.side[s] == "traitor"]
    if op.target == "family:heroes":
        return [attrs.evolve(op, target=state.explorers[s]) for s in range(state.n) if state.side[s] == "heroes"]
    if op.target == "tile:haunt":
        room = haunt.get("room")
        return [attrs.evolve(op, target=room)] if room and (op.op == "sticker" or room not in STARTS) else []
    if op.target == "card:haunt_omen":
        return [attrs.evolve(op, target=haunt["omen"])] if haunt.get("omen") else []
    return [op]
