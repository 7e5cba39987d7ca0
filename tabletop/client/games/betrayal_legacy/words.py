"""The campaign's words in the player's language: chapter texts from the story (English
in data/story.toml, other languages in the catalogue), and one sentence for each change
a Legacy card or an outcome makes (BL-D.55: every change is an operation, so every
change can be said)."""

from __future__ import annotations

from tabletop.games.betrayal_legacy.chapters import deck_of
from tabletop.games.betrayal_legacy.rules import CONTENT, TILES

from ..betrayal.names import Names
from .kit import LEGACY, P, legacy_text

DECK_OF = deck_of(CONTENT)


def names(t) -> Names:
    return Names(t, LEGACY)


def chapter_text(t, index: int, part: str) -> str:
    """A chapter's title, intro, outro_heroes, outro_traitor or journal."""
    chapter = CONTENT.chapters[index]
    key = f"{P}.chapter.{index}.{part}"
    if getattr(t, "language", "en") != "en" and t.has(key):
        return t(key)
    return getattr(chapter, part)


def thing(t, ident: str) -> str:
    """A tile's, a card's or a family's name."""
    n = names(t)
    if ident in TILES:
        return n.room(ident)
    if ident in DECK_OF:
        return n.card(ident)
    return n.explorer(ident)


def change(t, op) -> str | None:
    """One operation as a sentence; None for the bookkeeping nobody needs to read
    (a flag, a Legacy deck's read pointer)."""
    if op.op == "add":
        where = op.value
        if where.startswith("deck:"):
            return t(f"{P}.legacy.add_deck", thing=thing(t, op.target), deck=names(t).deck(where[5:]))
        if where == "stack":
            return t(f"{P}.legacy.add_stack", thing=thing(t, op.target))
        return t(f"{P}.legacy.add_away", thing=thing(t, op.target))
    if op.op == "destroy":
        return t(f"{P}.legacy.destroy", thing=thing(t, op.target))
    if op.op == "release_plank":
        tiles = [names(t).room(x.id) for x in CONTENT.tiles if x.origin == f"plank:{op.target}"]
        return t(f"{P}.legacy.release", n=op.target, tiles=", ".join(tiles))
    if op.op == "open_chest":
        return t(f"{P}.legacy.open_chest")
    if op.op == "open_letter":
        return t(f"{P}.legacy.open_letter")
    if op.op == "sticker":
        kind, _, trait = op.value.partition(":")
        if trait:
            return t(f"{P}.legacy.sticker_{kind}", family=thing(t, op.target), trait=names(t).trait(trait))
        return t(f"{P}.legacy.sticker_{kind}", tile=thing(t, op.target))
    if op.op == "unlock_journal":
        return t(f"{P}.legacy.journal")
    if op.op == "flag" and op.target.startswith("folio:"):
        return t(f"{P}.legacy.folio_page", title=legacy_text(t, op.target, "title"))
    return None


def changes(t, ops) -> list[str]:
    return [line for line in (change(t, op) for op in ops) if line]
