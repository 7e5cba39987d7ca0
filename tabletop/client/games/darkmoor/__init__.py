"""Retreat to Darkmoor in the window: its picture, its options and its table."""

from __future__ import annotations

from tabletop.games.darkmoor.decisions import DECISIONS

from .logtext import WORDS
from .stats import STATS  # noqa: F401 - the results screen's statistics
from .table import DarkmoorTable as TableScene

PICTURE = "darkmoor/art/valley_of_teeth"

#: every event the log has words for (all of them: none is kept quiet)
LOGGED_EVENTS: frozenset[str] = frozenset(WORDS)

#: the sound of each event kind (tabletop/client/sound.py; the sounds are made by
#: build_scripts/make_sounds.py); an event not named here is silent
SOUNDS: dict[str, str] = {
    "game_started": "card_slide", "cards_drawn": "card_slide", "card_played": "card_play",
    "hero_revealed": "card_flip", "hero_attack": "strike", "minion_defeated": "card_flip",
    "hero_removed": "card_slide", "minion_moved": "step", "minions_escaped": "step",
    "gap_closed": "card_slide", "location_scored": "card_flip", "token_placed": "token",
    "tokens_removed": "token", "game_over": "win",
}


#: the New game form asks whether the people (the seats a person plays) confirm their
#: turns, or nobody does (bots never need to): the seats that confirm (options_form.py)
ANSWERS = {"confirm": lambda answer, people: list(people) if answer == "people" else []}


#: the rules' heading (English, rules_text/en.md) for each kind of pending decision,
#: for the help's "Rules: ..." button ("" when nothing is pending)
RULES_AT = {**DECISIONS.sections(), "": "End of the game"}

#: the help's legend of this table: (picture, value, catalogue key), see scenes/help.py
LEGEND = (
    ("seats", "", "help.darkmoor.seats"),
    ("sprite", ("icons/type_beast", "icons/type_humanoid", "icons/type_undead"), "help.darkmoor.types"),
    ("sprite", ("icons/ability_immediate", "icons/ability_ongoing"), "help.darkmoor.abilities"),
    ("sprite", ("icons/ability_attack", "icons/ability_scoring"), "help.darkmoor.hero_location"),
    ("sprite", "icons/peril", "help.darkmoor.peril"),
    ("sprite", "icons/vp", "help.darkmoor.vp"),
    ("sprite", "tokens/vp1", "help.darkmoor.vp_token"),
    ("sprite", "tokens/vp2", "help.darkmoor.vp2_token"),
    ("sprite", "tokens/peril", "help.darkmoor.peril_token"),
    ("label", "DANGER:4/5", "help.darkmoor.horde_peril"),
    ("outline", "HIGHLIGHT", "help.darkmoor.lit"),
    ("badge", "1", "help.darkmoor.slot"),
    ("chip", "2", "help.darkmoor.haven"),
)


__all__ = ["ANSWERS", "LOGGED_EVENTS", "PICTURE", "TableScene"]

#: the rules' heading (English, rules_text/en.md) each kind of logged event belongs
#: to: a click on its log line opens the rules there (scenes/tablebase.py)
RULES_FOR_EVENT = {
    "game_started": "Setup", "turn_started": "Step 1: play a card", "card_played": "Step 1: play a card",
    "token_placed": "The cards", "tokens_removed": "The cards", "minion_moved": "Hordes", "gap_closed": "Hordes",
    "hero_attack": "Step 2: peril and attack", "minion_defeated": "Step 2: peril and attack",
    "minions_escaped": "Step 2: peril and attack", "hero_removed": "Step 2: peril and attack",
    "hero_revealed": "Steps 3 and 4: new hero and draw", "cards_drawn": "Steps 3 and 4: new hero and draw",
    "location_scored": "End of the game", "game_over": "End of the game",
}
