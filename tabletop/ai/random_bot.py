"""A bot that picks uniformly among the legal actions: the baseline to beat."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.rng import Rng

from .base import Bot


class RandomBot(Bot):
    name = "random"

    def __init__(self, game: Game, seed: int) -> None:
        super().__init__(game, seed)
        self.rng = Rng(seed)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("The random bot was asked to act with no legal action.")
        return legal[self.rng.below(len(legal))]
