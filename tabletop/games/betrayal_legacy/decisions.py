"""Betrayal Legacy asks the house's decisions (games/house/decisions.py); its rules text
(rules_text/en.md) has its own headings, so each opens the help at Legacy's section."""

from __future__ import annotations

from tabletop.games.house.decisions import house_decisions

#: Betrayal's rules headings -> the section of Legacy's rules text that says it
SECTION = {"Set-up": "The campaign", "Your turn": "A turn", "Discovering rooms": "The house",
           "Special rooms": "The house", "Cards": "The house", "Items": "A turn", "Traits and rolls":
           "Traits, damage and dice", "Damage": "Traits, damage and dice", "The haunt": "The haunt",
           "Monsters": "The haunt", "Attacks": "The haunt"}

DECISIONS = house_decisions(SECTION.__getitem__)
