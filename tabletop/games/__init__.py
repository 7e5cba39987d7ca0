"""The registry of games: `tabletop.games.get(name)` and `tabletop.games.names()`.

Each game lives in its own subpackage, which exposes a `GAME` (an engine `Game`).
Subpackages are imported on first use so that starting the app stays fast.
"""

from __future__ import annotations

import importlib

from tabletop.engine.game import Game

# name -> module holding GAME, in the order the menu shows them. Add a game by adding a line here.
_MODULES: dict[str, str] = {
    "darkmoor": "tabletop.games.darkmoor",
    "comanauts": "tabletop.games.comanauts",
}

_loaded: dict[str, Game] = {}


def names() -> list[str]:
    """The games in the order the app lists them."""
    return list(_MODULES)


def get(name: str) -> Game:
    """The game called `name`. Raises KeyError with the known names if there is none."""
    if name not in _MODULES:
        raise KeyError(f"There is no game called '{name}'. Known games: {', '.join(names())}.")
    if name not in _loaded:
        _loaded[name] = importlib.import_module(_MODULES[name]).GAME
    return _loaded[name]
