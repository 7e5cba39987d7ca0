"""Comanauts: 1-4 comanauts (player sheets) dive into a comatose man's dreams to
find and defeat the Prime ID, with the enemies' turns run by the app.

Modules: content (story.py, cards.py, pages.py, content.py: the validator),
library.py (content as the model reads it), geometry.py (maps), dice.py, rolls.py,
equipment.py, steps.py, setup.py, sheet.py, enemy_turn.py (every choice of the
automated enemy turn), rules.py (the model), actions.py, validate.py (saves),
determinize.py (for bots).

Pages carry their special rules twice: in words (`special_rules`) and as data
(`[rules]`: max_ranged_range, move_limit with exempt spaces, burning spaces,
failed_test_clarity), which rules.py enforces.
"""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.game import Game, seat_names
from tabletop.games import Declaration

from .actions import KINDS
from .determinize import determinize
from .rules import ComanautsState

_SWITCHES = ("bookkeeper_decides", "auto_defend")


def normalize_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """CO-D.1 "Bookkeeper decides", CO-D.13 auto-defend, and the comanauts' names."""
    unknown = set(options) - {*_SWITCHES, "names"}
    if unknown:
        raise ValueError(f"Unknown option(s) for Comanauts: {', '.join(sorted(unknown))}.")
    result: dict[str, Any] = {}
    for name in _SWITCHES:
        value = options.get(name, False)
        if not isinstance(value, bool):
            raise ValueError(f"'{name}' must be true or false.")
        result[name] = value
    names = seat_names(seats, options)
    if names is not None:
        result["names"] = names
    return result


GAME = Game(
    name="comanauts",
    title="Comanauts",
    description="Dive into a comatose man's dreams, follow the clues and defeat the Prime ID.",
    min_seats=2,  # CO-D.19: the rulebook is for 2 to 4; a person alone plays two or more
    max_seats=4,
    state_class=ComanautsState,
    action_kinds=KINDS,
    normalize_options=normalize_options,
    determinize=determinize,
    private=False,  # CO-D.22: what the box hides, it hides from everyone
    default_seats=2,  # CO-D.19: solo is one person with two comanauts
    reveals=frozenset({"dice_drawn", "dice_rolled", "die_rerolled", "clarity_rolled", "clue_revealed",
                       "vital_sign_revealed", "enemy_activated", "inner_child_placed", "prime_id_revealed",
                       "enemy_entered", "avatar_revealed", "game_started"}),
)
ComanautsState.game = GAME

DECLARATION = Declaration(
    client="tabletop.client.games.comanauts",
    showcase="tabletop.client.games.comanauts.showcase",
    # Random play-outs teach a searcher nothing here: the strong bot is a planner.
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.comanauts_bot:ComanautsPlanner"},
    sprites="build_scripts.draw_comanauts",
)

__all__ = ["GAME", "DECLARATION", "ComanautsState"]
