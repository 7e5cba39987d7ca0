"""The game-independent engine: actions, errors, randomness, the rules-model API,
content loading. It imports no game and no pygame."""

from .actions import Action, parse_action
from .errors import (
    AmbiguousAction, ContentError, IllegalAction, InvalidActionText, RuleFault, SaveError,
)
from .game import Event, Game, GameState, OlderRules
from .rng import Rng

__all__ = [
    "Action", "AmbiguousAction", "ContentError", "Event", "Game", "GameState", "IllegalAction",
    "InvalidActionText", "OlderRules", "Rng", "RuleFault", "SaveError", "parse_action",
]
