"""The game-independent engine: actions, errors, randomness, the rules-model API,
content loading. It imports no game and no pygame.

The names below are imported from their modules on first use (PEP 562), so that
importing one light module of the engine (errors, names, text), as the menu does,
does not load the rules-model API too: starting the app stays fast."""

from __future__ import annotations

import importlib
from typing import Any

# name -> the module of the engine that defines it
_HOMES = {
    "Action": "actions", "parse_action": "actions",
    "AmbiguousAction": "errors", "ContentError": "errors", "IllegalAction": "errors",
    "InvalidActionText": "errors", "RuleFault": "errors", "SaveError": "errors",
    "Event": "game", "Game": "game", "GameState": "game", "OlderRules": "game",
    "Rng": "rng",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
