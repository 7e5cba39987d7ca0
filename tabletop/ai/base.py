"""What every bot is: given its seat's view and its legal actions, choose one."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.rng import Rng


class Bot(ABC):
    name = "bot"

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)  # the bot's own randomness: the same seed, the same choices

    @abstractmethod
    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Pick one of `legal` knowing only `view` (what this seat may see)."""
