"""Betrayal at House on the Hill in the window: its picture, its options and its table."""

from __future__ import annotations

import logging
from typing import Any, Callable, Sequence

import pygame

from ...widgets import Cycler
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


class OptionsForm:
    """The New game screen's two set-up toggles, both off by default: "Skip played
    haunts" (BH-HOPT, BH-D.38-40) and "Open play" (BH-D.42, BH-SECRET.2). The
    explorers are dealt at random (BH-D.2) and the first player is the one whose
    birthday comes next (BH-D.3)."""

    def __init__(self, t: Callable[..., str], seats: int, names: list[str]) -> None:
        self.skip_played = 0
        self.open_play = 0
        answers = [t("betrayal.options.no"), t("betrayal.options.yes")]
        self.widgets: list[Any] = [
            Cycler(t("betrayal.options.skip_played"), answers, 0, self._set_skip),
            Cycler(t("betrayal.options.open_play"), answers, 0, self._set_open),
        ]

    def _set_skip(self, index: int) -> None:
        self.skip_played = index

    def _set_open(self, index: int) -> None:
        self.open_play = index

    def layout(self, x: int, y: int, width: int, row_h: int) -> int:
        for widget in self.widgets:
            widget.rect = pygame.Rect(x, y, width, row_h)
            y += row_h + 8
        return y

    def options(self, people: Sequence[int] = ()) -> dict[str, Any]:
        """The game's options; with "Skip played haunts" on, the haunts this app has
        seen revealed, read now from the history file (BH-D.38): a file that cannot
        be read counts as empty (history.py)."""
        found: dict[str, Any] = {}
        if self.skip_played == 1:
            from tabletop.games.betrayal.rules import HAUNTS

            from .history import read_played

            found["skip_played"], problem = read_played(known=HAUNTS)
            if problem:
                _LOG.warning("%s", problem)
        if self.open_play == 1:
            found["open_play"] = True
        return found


#: the rules' heading (English) for each kind of pending decision
RULES_AT = {
    "": "The haunt", "explore": "Your turn", "turn_tile": "Discovering rooms", "damage": "Damage",
    "option": "Cards", "elevator": "Special rooms", "accept": "Items", "steal": "Attacks", "monsters": "Monsters",
    "affect": "The haunt", "apply": "The haunt", "doorway": "Discovering rooms", "end_order": "Your turn",
    "drop_more": "Items", "pick_more": "Items", "secret": "The haunt",
}

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

__all__ = ["LOGGED_EVENTS", "OptionsForm", "PICTURE", "TableScene"]
