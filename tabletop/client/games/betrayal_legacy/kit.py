"""Betrayal Legacy's kit for the house table (betrayal/names.py): its tiles, cards,
families and haunts, its catalogue prefix, and the four regions as the table's tabs,
from the roof down to the grounds (BL-REGION.1, BL-D.47)."""

from __future__ import annotations

from tabletop.games.betrayal_legacy.rules import CARDS, FAMILIES, HAUNTS, TILES

from ..betrayal.names import HouseKit

LEGACY = HouseKit("betrayal_legacy", TILES, CARDS, FAMILIES, HAUNTS, ("upper", "ground", "basement", "exterior"),
                  explorer_key="family", room_key="tile")
