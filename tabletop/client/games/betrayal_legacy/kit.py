"""Betrayal Legacy's kit for the house table (betrayal/names.py): its tiles, cards,
families and haunts, its catalogue prefix, and the four regions as the table's tabs,
from the roof down to the grounds (BL-REGION.1, BL-D.47)."""

from __future__ import annotations

from tabletop.games.betrayal_legacy.rules import CARDS, CONTENT, FAMILIES, HAUNTS, TILES

from ..betrayal.names import HouseKit

P = "betrayal_legacy"


def legacy_text(t, card: str, part: str) -> str:
    """A card of the second Legacy deck: its title or text (or the Wax-Sealed Letter's,
    `card` "letter"; or a page of the Black Folio's, `card` "folio:<page>")."""
    if card == "letter":
        data, key = CONTENT.letter, f"{P}.letter.{part}"
    elif card.startswith("folio:"):
        data = next(p for p in CONTENT.folio if p.id == card[6:])
        key = f"{P}.folio.{data.id}.{part}"
    else:
        data = next(c for c in CONTENT.legacy if c.id == card)
        key = f"{P}.legacy_card.{card}.{part}"
    if getattr(t, "language", "en") != "en" and t.has(key):
        return t(key)
    return getattr(data, part)


def _source_name(t, kind: str, ident: str) -> str | None:
    """What an effect of Legacy's own comes from: a card of the second Legacy deck, or
    a page of the Black Folio (BL-D.55), by its title."""
    if kind == "legacy":
        return legacy_text(t, ident, "title")
    if kind == "folio":
        return legacy_text(t, f"folio:{ident}", "title")
    return None


LEGACY = HouseKit("betrayal_legacy", TILES, CARDS, FAMILIES, HAUNTS, ("upper", "ground", "basement", "exterior"),
                  explorer_key="family", room_key="tile", source_name=_source_name,
                  omens=frozenset(c.id for c in CONTENT.omens))
