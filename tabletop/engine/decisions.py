"""Decisions: each kind of question a game asks, declared once.

A game waiting for a seat records the kind of decision in `pending["kind"]`. What
belongs to that kind used to be spread over parallel switches: the legal actions
(`_legal`), the quick legality check (`_is_legal`), the refusal (`explain_illegal`),
the answer's effect (`_resolve`) in the rules, and the prompt, the click handling and
the rules section in each client. A `Decision` holds all of it for one kind, and a
game's `Decisions` is the one table the gate (engine/game.py, `PendingState`) and the
client read:

- `answers`: the action classes that answer it; any other is refused with `refusal`;
- `offer(state, pending)`: the legal actions now;
- `allows(state, pending, action)`: optional, the same answer as `action in offer(...)`
  found faster (a conformance test compares the two);
- `why_not(state, pending, action)`: optional, a refusal more precise than
  `refusal` for an action of the right class that is not legal now;
- `take(state, pending, action)`: carry out the typed answer (step handlers receive
  the action and `match` it, never a string split again);
- `prompt`: the catalogue key of what the deciding player is told (a function of the
  pending decision where it depends on it), and `section`: the heading of the rules
  (rules_text/en.md) that the help opens while it is asked.

Refusals are worded once per game too: `Decisions(words=...)` gives the names a
refusal's text may use (who decides, ...), from the state and the pending decision.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping

import attrs

from .actions import Action, Choose
from .errors import IllegalAction

Pending = Mapping[str, Any]


@attrs.frozen
class Refusal:
    """What a player is told when they try something a decision does not accept:
    the English text (a `str.format` template over the game's words) and its
    catalogue key, for the client to say it in the player's language."""

    text: str
    key: str

    def said(self, words: Mapping[str, Any]) -> IllegalAction:
        return IllegalAction(self.text.format(**words), self.key, **words)


@attrs.frozen(kw_only=True)
class Decision:
    kind: str
    answers: tuple[type[Action], ...]
    offer: Callable[[Any, Pending], list[Action]]
    take: Callable[[Any, Pending, Action], None]
    refusal: Refusal
    prompt: str | Callable[[Pending], str]
    section: str
    allows: Callable[[Any, Pending, Action], bool] | None = None
    why_not: Callable[[Any, Pending, Action], IllegalAction | None] | None = None

    def prompt_key(self, pending: Pending) -> str:
        """The catalogue key of the prompt for this pending decision."""
        return self.prompt if isinstance(self.prompt, str) else self.prompt(pending)


def to_step(state: Any, pending: Pending, action: Action) -> None:
    """The usual `take`: the typed answer goes to the step that asked, which matches it."""
    state._answer(pending, action)


def one_of_options(read: Callable[[str], Any] | None = None, **declared: Any) -> Decision:
    """A question answered by choosing one of the words in its options (a `Choose`):
    the step that asked gets the `Choose`, or the word as `read` reads it once (into a
    typed value). `declared` gives the rest (kind, prompt, section, refusal)."""
    take = to_step if read is None else (lambda s, p, a: s._answer(p, read(a.value)))
    return Decision(answers=(Choose,), offer=lambda s, p: [Choose(v) for v in p["options"]],
                    allows=lambda s, p, a: a.value in p["options"], **{"take": take, **declared})


class Decisions:
    """One game's decisions by kind, with the words its refusals may use."""

    def __init__(self, *decisions: Decision, words: Callable[[Any, Pending], dict[str, Any]]) -> None:
        self._by_kind: dict[str, Decision] = {}
        for decision in decisions:
            if decision.kind in self._by_kind:
                raise ValueError(f"the decision '{decision.kind}' is declared twice")
            self._by_kind[decision.kind] = decision
        self._words = words

    def __getitem__(self, kind: str) -> Decision:
        return self._by_kind[kind]

    def __iter__(self) -> Iterator[Decision]:
        return iter(self._by_kind.values())

    def __contains__(self, kind: object) -> bool:
        return kind in self._by_kind

    def sections(self) -> dict[str, str]:
        """The rules heading of each kind (what the help opens while it is asked)."""
        return {d.kind: d.section for d in self}

    # -- what the gate asks (PendingState) -------------------------------------------

    def legal(self, state: Any) -> list[Action]:
        pending = state.pending
        return [] if pending is None else self._by_kind[pending["kind"]].offer(state, pending)

    def allows(self, state: Any, action: Action) -> bool | None:
        """Whether the pending decision accepts `action`: True or False when the
        decision can tell quickly, None when only its list of offers can."""
        pending = state.pending
        if pending is None:
            return False
        decision = self._by_kind[pending["kind"]]
        if type(action) not in decision.answers:
            return False
        return None if decision.allows is None else decision.allows(state, pending, action)

    def explain(self, state: Any, action: Action) -> IllegalAction:
        pending = state.pending
        if pending is None:
            return IllegalAction("The game is over.", "error.game_over")
        decision = self._by_kind[pending["kind"]]
        if type(action) in decision.answers and decision.why_not is not None:
            precise = decision.why_not(state, pending, action)
            if precise is not None:
                return precise
        return decision.refusal.said(self._words(state, pending))

    def take(self, state: Any, pending: Pending, action: Action) -> None:
        self._by_kind[pending["kind"]].take(state, pending, action)
