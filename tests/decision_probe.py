"""What the step that asked a question receives when a word answers it: a decision's
`take` given a stand-in for the state (tests of the games' typed answers share it)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision


class _Asker:
    """Stands for the state: keeps what the step that asked would receive."""

    def __init__(self) -> None:
        self.got: list = []

    def _answer(self, pending, choice) -> None:
        self.got.append(choice)


def step_gets(decision: Decision, word: str, answer: Action) -> Any:
    """What the step receives when `answer` (offering `word`) answers `decision`."""
    asker = _Asker()
    decision.take(asker, {"kind": decision.kind, "seat": 0, "options": [word]}, answer)
    return asker.got[0]
