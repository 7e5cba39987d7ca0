"""Prophecy (Basic Version) in the window: its picture, its options and its table."""

from __future__ import annotations

from tabletop.games.prophecy.decisions import DECISIONS

from .logtext import WORDS
from .stats import STATS  # noqa: F401 - the results screen's statistics
from .table import ProphecyTable as TableScene

PICTURE = "prophecy/art/cover"

#: every event the log has words for (all of them: none is kept quiet)
LOGGED_EVENTS: frozenset[str] = frozenset(WORDS)

#: the sound of each event kind (tabletop/client/sound.py); an event not named here is silent
SOUNDS: dict[str, str] = {
    "game_started": "card_slide", "chance_drawn": "card_flip", "adventure_placed": "card_slide",
    "merchant_stocked": "card_slide", "moved": "step", "battle_started": "card_play", "battle_roll": "strike",
    "battle_won": "card_flip", "item_bought": "token", "item_sold": "token", "certificate_gained": "token",
    "game_over": "win",
}


#: the rules' heading (English, rules_text/en.md) for each kind of pending decision,
#: for the help's "Rules: ..." button ("" when nothing is pending)
RULES_AT = {**DECISIONS.sections(), "": "The end of the game"}

#: the help's legend of this table: (picture, value, catalogue key), see scenes/help.py
LEGEND = (
    ("seats", "", "prophecy.help.seats"),
    ("sprite", ("prophecy/terrain/mountains", "prophecy/terrain/forest", "prophecy/terrain/plains"),
     "prophecy.help.terrain"),
    ("sprite", "prophecy/icons/anchor", "prophecy.help.port"),
    ("sprite", "prophecy/icons/portal", "prophecy.help.portal"),
    ("sprite", "prophecy/icons/dove", "prophecy.help.dove"),
    ("sprite", ("prophecy/icons/strength", "prophecy/icons/will"), "prophecy.help.stats"),
    ("sprite", ("prophecy/icons/gold", "prophecy/icons/xp"), "prophecy.help.gold_xp"),
    ("sprite", ("prophecy/dice/light_6", "prophecy/dice/dark_6"), "prophecy.help.dice"),
    ("outline", "HIGHLIGHT", "prophecy.help.lit"),
)

#: the rules' heading (English) each kind of logged event belongs to: a click on its
#: log line opens the rules there (scenes/tablebase.py)
RULES_FOR_EVENT = {
    "game_started": "Set-up", "first_roll": "Set-up", "turn_started": "Your turn", "turn_ended": "Your turn",
    "chance_drawn": "Step 1: the Chance card", "adventure_placed": "Step 1: the Chance card",
    "merchant_stocked": "Step 1: the Chance card", "extra_turn": "Step 1: the Chance card",
    "moved": "Step 2: movement", "stayed": "Step 2: movement", "spider_bites": "Step 3: Adventure cards",
    "opportunity_used": "Opportunities", "opportunity_left": "Opportunities", "battle_started": "Battles",
    "battle_changed": "Battles", "special_applied": "Special rules and three lives", "items_declared": "Items",
    "weapon_thrown": "Items", "battle_roll": "Battles", "battle_won": "Battles", "battle_tied": "Battles",
    "battle_lost": "Battles", "item_damaged": "Damage and repair", "item_repaired": "Damage and repair",
    "item_bought": "Special spaces", "item_sold": "Special spaces", "service_used": "Special spaces",
    "certificate_gained": "Certificates", "character_died": "Death", "game_over": "The end of the game",
}

__all__ = ["LOGGED_EVENTS", "PICTURE", "TableScene"]
