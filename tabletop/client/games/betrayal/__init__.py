"""Betrayal at House on the Hill in the window: its picture, its options and its table."""

from __future__ import annotations

import logging
from typing import Sequence

from tabletop.games.house.decisions import DECISIONS

from .logtext import WORDS
from .stats import STATS  # noqa: F401 - the results screen's statistics
from .table import BetrayalTable as TableScene

PICTURE = "betrayal/art/cover"

_LOG = logging.getLogger(__name__)

#: every event the log has words for (all of them)
LOGGED_EVENTS: frozenset[str] = frozenset(WORDS)

#: the sound of each event kind (tabletop/client/sound.py)
SOUNDS: dict[str, str] = {
    "room_discovered": "card_slide", "card_drawn": "card_flip", "moved": "step", "dice_rolled": "strike",
    "attack": "strike", "monster_attack": "strike", "haunt_revealed": "card_play", "token_taken": "token",
    "item_picked": "token", "game_over": "win",
}


def _played_before(skip: bool, people: Sequence[int]) -> list[int] | None:
    """The "Skip played haunts" answer (BH-HOPT, BH-D.38-40): when on, the haunts this app has seen
    revealed, read now from the history file (a file that cannot be read counts as
    empty, history.py); when off, None (haunts may repeat)."""
    if not skip:
        return None
    from tabletop.games.betrayal.rules import HAUNTS

    from .history import read_played

    played, problem = read_played(known=HAUNTS)
    if problem:
        _LOG.warning("%s", problem)
    return played


#: what the New game form's answers mean (options_form.py)
ANSWERS = {"skip_played": _played_before}


#: the rules' heading (English) for each kind of pending decision; "" when none is
RULES_AT = {"": "The haunt", **DECISIONS.sections()}

#: the help's legend: (picture, value, catalogue key)
LEGEND = (
    ("seats", "", "betrayal.help.seats"),
    ("sprite", "betrayal/icons/standee", "betrayal.help.standee"),
    ("sprite", "betrayal/icons/monster", "betrayal.help.monster"),
    ("sprite", ("betrayal/dice/die_0", "betrayal/dice/die_1", "betrayal/dice/die_2"), "betrayal.help.dice"),
    ("sprite", "betrayal/icons/door", "betrayal.help.door"),
    ("outline", "HIGHLIGHT", "betrayal.help.lit"),
)

#: the rules' heading (English) each kind of logged event belongs to
_HEADINGS = {
    "Set-up": ("game_started",),
    "Your turn": ("turn_started", "turn_ended", "moved", "slid", "fell"),
    "Discovering rooms": ("room_discovered", "tile_drawn", "tile_set_aside", "tile_buried", "ghosts_placed"),
    "Special rooms": ("elevator_roll", "elevator_moved", "elevator_stayed", "collapse_roll", "collapsed_below",
                      "barrier_roll", "vault_opened"),
    "Cards": ("card_drawn", "card_used", "card_discarded", "card_kept", "deck_empty", "card_let_go", "rooms_linked"),
    "Items": ("item_dropped", "item_picked", "item_given", "gift_refused", "companion_joined", "token_given"),
    "Traits and rolls": ("trait_changed", "dice_rolled", "damaged", "gain_declined"),
    "The haunt": ("haunt_roll", "haunt_skipped", "haunt_revealed", "round_started", "turned_traitor", "effect_ignored",
                  "traitor_transformed", "traitor_removed", "turn_skipped", "counter_changed", "haunt_action", "token_placed",
                  "token_removed", "token_taken", "token_dropped", "token_stolen", "card_stolen", "front_door_opened",
                  "explorer_exited", "game_over", "haunt_forced", "token_spent", "round_ended", "secret_chosen",
                  "secret_revealed", "room_drawn"),
    "Monsters": ("monster_placed", "monster_turn", "monster_speed", "monster_moved", "monster_attack",
                 "monster_stunned", "monster_killed", "monster_recovered", "monster_orders", "monster_rolled"),
    "Attacks": ("attack", "explorer_died"),
}
RULES_FOR_EVENT = {kind: heading for heading, kinds in _HEADINGS.items() for kind in kinds}

__all__ = ["ANSWERS", "LOGGED_EVENTS", "PICTURE", "TableScene"]
