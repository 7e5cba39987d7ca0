"""A bot that picks uniformly among the legal actions: the baseline to beat."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action

from .base import Bot


class RandomBot(Bot):
    name = "random"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("The random bot was asked to act with no legal action.")
        return legal[self.rng.below(len(legal))]
