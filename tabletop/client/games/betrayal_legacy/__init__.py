"""Betrayal Legacy in the window: the house table with Legacy's kit, the campaign's
screens (its families, its changes, its ledger; the casting of each chapter and its
end), and the New game form for a campaign or free play."""

from __future__ import annotations

from tabletop.games.betrayal_legacy.decisions import DECISIONS, SECTION

from ..betrayal import LEGEND as _BETRAYAL_LEGEND
from ..betrayal import LOGGED_EVENTS, SOUNDS  # noqa: F401 - the same table
from ..betrayal import RULES_AT as _BETRAYAL_AT
from ..betrayal import RULES_FOR_EVENT as _BETRAYAL_FOR_EVENT
from ..betrayal.stats import STATS  # noqa: F401 - the results screen's statistics
from .options import FORM_PART
from .table import LegacyTable as TableScene

PICTURE = "betrayal/art/legacy_cover"

#: the help's legend (F1): the house table's, then what only Legacy has, each with the
#: mark the tiles draw for it (house.py's stickers: arrows, squares, circles, diamonds)
LEGEND = (*_BETRAYAL_LEGEND,
          ("label", "TEXT:○ ○", "betrayal_legacy.help.ghost"),
          ("label", "HIGHLIGHT:⇄", "betrayal_legacy.help.passage"),
          ("label", "TEXT:▪ ■", "betrayal_legacy.help.obstacle"),
          ("label", "ACCENT:◆", "betrayal_legacy.help.runestone"),
          ("label", "ACCENT:+1 / −1", "betrayal_legacy.help.stickers"),
          ("label", "TEXT_DIM:↧", "betrayal_legacy.help.bury"),
          ("label", "GOOD:⌂", "betrayal_legacy.help.exterior"),
          ("label", "DANGER:☠", "betrayal_legacy.help.markers"))

#: the section of Legacy's rules text (rules_text/en.md) for each kind of pending decision
RULES_AT = {"": SECTION[_BETRAYAL_AT[""]], **DECISIONS.sections()}
RULES_FOR_EVENT = {kind: SECTION[heading] for kind, heading in _BETRAYAL_FOR_EVENT.items()}


def campaign_scene():
    """The campaign screen's class (campaign_screen.py), for Continue and Load to open a
    campaign's game in progress (scenes/campaign_base.py's continue_campaign)."""
    from .campaign_screen import CampaignScene

    return CampaignScene


__all__ = ["LEGEND", "FORM_PART", "LOGGED_EVENTS", "PICTURE", "RULES_AT", "RULES_FOR_EVENT", "SOUNDS", "STATS",
           "TableScene", "campaign_scene"]
