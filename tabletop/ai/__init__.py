"""Bots that play a seat from what that seat may see (`view(seat)`), never the state.

`make_bot(name, game, seed, **settings)` builds one by name: "random" or "strong".
A game whose random play-outs teach a searcher nothing has its own strong bot
(Comanauts: a planner).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game

from .base import Bot
from .comanauts_bot import ComanautsPlanner
from .random_bot import RandomBot
from .search_bot import SearchBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "strong": SearchBot}
_GAME_BOTS: dict[tuple[str, str], type[Bot]] = {("comanauts", "strong"): ComanautsPlanner}


def bot_names() -> list[str]:
    return list(BOTS)


def make_bot(name: str, game: Game, seed: int, **settings: Any) -> Bot:
    if name not in BOTS:
        raise KeyError(f"There is no bot called '{name}'. Known bots: {', '.join(BOTS)}.")
    return _GAME_BOTS.get((game.name, name), BOTS[name])(game, seed, **settings)


__all__ = ["BOTS", "Bot", "ComanautsPlanner", "RandomBot", "SearchBot", "bot_names", "make_bot"]
