"""Bots that play a seat from what that seat may see (`view(seat)`), never the state.

`make_bot(name, game, seed, **settings)` builds one by name: "random" or "strong".
Which class plays a game is the game's own declaration (`DECLARATION.bots` in its
package, "module:Class" paths resolved here): a game whose random play-outs teach a
searcher nothing declares its own strong bot (Comanauts: a planner).
"""

from __future__ import annotations

from typing import Any

from tabletop import games
from tabletop.engine.game import Game

from .base import Bot
from .random_bot import RandomBot
from .search_bot import SearchBot

# The bots every game offers, and the classes a game not in the registry gets.
BOTS: dict[str, type[Bot]] = {"random": RandomBot, "strong": SearchBot}


def bot_names() -> list[str]:
    return list(BOTS)


def bot_class(name: str, game_name: str) -> type[Bot]:
    """The class the game called `game_name` declares for the bot `name`."""
    if game_name not in games.names():
        return BOTS[name]
    declared = games.declaration(game_name).bots
    if name not in declared:
        raise KeyError(f"The game '{game_name}' declares no bot called '{name}' "
                       f"(its DECLARATION.bots has: {', '.join(declared) or 'none'}).")
    found = games.resolve(declared[name])
    if not (isinstance(found, type) and issubclass(found, Bot)):
        raise TypeError(f"The game '{game_name}' declares bot '{name}' as {declared[name]}, which is not a Bot class.")
    return found


def make_bot(name: str, game: Game, seed: int, **settings: Any) -> Bot:
    if name not in BOTS:
        raise KeyError(f"There is no bot called '{name}'. Known bots: {', '.join(BOTS)}.")
    return bot_class(name, game.name)(game, seed, **settings)


__all__ = ["BOTS", "Bot", "RandomBot", "SearchBot", "bot_class", "bot_names", "make_bot"]
