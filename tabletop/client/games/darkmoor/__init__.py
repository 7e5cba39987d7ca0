"""Retreat to Darkmoor in the window: its picture, its options and its table."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from tabletop.games.darkmoor.decisions import DECISIONS

from ...widgets import Cycler
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


class OptionsForm:
    """DM-D.4: who goes first (random, or a chosen player); whether people confirm
    each turn (on by default: the play can be undone until then); DM-D.2: the side
    of each dealt location card (random by default, or front or back)."""

    def __init__(self, t: Callable[..., str], seats: int, names: list[str]) -> None:
        self.first = 0
        self.confirm = 0  # 0: people confirm their turns, 1: nobody does
        self.sides = [0] * (seats + 1)
        first_options = [t("darkmoor.options.random")] + names
        side_options = [t("darkmoor.options.random"), t("darkmoor.options.front"), t("darkmoor.options.back")]
        confirm_options = [t("darkmoor.options.confirm_people"), t("darkmoor.options.confirm_nobody")]
        self.widgets = [Cycler(t("darkmoor.options.first"), first_options, 0, self._set_first),
                        Cycler(t("darkmoor.options.confirm"), confirm_options, 0, self._set_confirm)]
        for i in range(seats + 1):
            self.widgets.append(Cycler(t("darkmoor.options.side", n=i + 1), side_options, 0,
                                       lambda v, i=i: self._set_side(i, v)))

    def _set_first(self, index: int) -> None:
        self.first = index

    def _set_side(self, i: int, value: int) -> None:
        self.sides[i] = value

    def _set_confirm(self, value: int) -> None:
        self.confirm = value

    def layout(self, x: int, y: int, width: int, row_h: int) -> int:
        for widget in self.widgets[:2]:  # who goes first, who confirms: a row each
            widget.rect = pygame.Rect(x, y, width, row_h)
            y += row_h + 8
        half = (width - 12) // 2
        for i, widget in enumerate(self.widgets[2:]):
            widget.rect = pygame.Rect(x + (0 if i % 2 == 0 else half + 12), y, half, row_h)
            if i % 2 == 1:
                y += row_h + 6
        return y + row_h + 6

    def options(self, people: Sequence[int] = ()) -> dict[str, Any]:
        """The game's options; `people` are the seats a person plays (they confirm
        their turns unless "Nobody" is chosen; bots never need to)."""
        sides = ["random" if s == 0 else s - 1 for s in self.sides]
        return {
            "first": "random" if self.first == 0 else self.first - 1,
            "sides": "random" if all(s == "random" for s in sides) else sides,
            "confirm": list(people) if self.confirm == 0 else [],
        }


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


__all__ = ["LOGGED_EVENTS", "OptionsForm", "PICTURE", "TableScene"]

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
