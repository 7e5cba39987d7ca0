"""The rules-model API every game shares (see DESIGN.md).

A `Game` is the registry entry: it makes, loads and replays states. A `GameState`
is one game in progress. `GameState.apply` is the one gate every action goes
through; it checks, in order, that the game is not over, that the right seat is
acting, and that the action is among the legal ones, and only then changes anything.
A game implements `_legal()` and `_resolve()`; the gate is written once, here.

The gate's promise (a refused action changes nothing) holds even against a bug in
a rule: if `_resolve` raises, the state is rebuilt as it was and `RuleFault` says
what happened. Rebuilding costs nothing until it is needed: a state made by
`new_game` is replayed from its seed; any other (loaded by `from_dict`, sampled by a
game's `determinize`) is snapshot with `to_dict` before its first action, and
replayed from there.

A game's rules have a revision (`Game.rules_revision`), raised whenever a fix changes
what recorded moves lead to. A state's `to_dict` records it; a game recorded under an
earlier one is replayed under today's rules as far as its moves are still legal
(`Game.replay_recorded`), since replaying it exactly is no longer possible.
"""

from __future__ import annotations

import copy
import traceback
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Mapping, Sequence

import attrs

from .actions import Action, parse_action
from .decisions import Decisions
from .errors import IllegalAction, InvalidActionText, RuleFault, SaveError
from .options import GameOptions
from .places import Gestures, Place
from .rng import Rng
from .views import View
from .text import clip, clip_repr

Event = dict[str, Any]

_FROM_SEED = "seed"  # a state's origin when new_game made it: replaying its seed rebuilds it


class GameState(ABC):
    """One game in progress. Subclasses hold the game's own fields."""

    game: ClassVar["Game"]
    # The legal actions indexed by gesture, with the list they were made from
    # (see gestures()); a class default, so states made without __init__ have it too.
    _gestures: tuple[list[Action], Gestures] | None = None

    def __init__(self, seed: int, options: Mapping[str, Any]) -> None:
        self.seed = seed
        self.options = dict(options)
        self.rng = Rng(seed)
        self.history: list[Action] = []  # every applied action; text only in to_dict
        self.turn = 1  # the game's turn counter, stamped on every event
        self._legal_cache: list[Action] | None = None
        self._events: list[Event] = []
        # Where a rule fault rebuilds this state from: _FROM_SEED, or (to_dict(), the
        # history's length then); None until the first action takes the snapshot.
        self._origin: str | tuple[dict[str, Any], int] | None = None

    # -- what every game provides -------------------------------------------------

    @property
    @abstractmethod
    def seats(self) -> int: ...

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """Once the game is over: at least "winners" (a list of seats, empty when
        everybody lost) and, where the game keeps score, "scores" (one per seat)."""

    @abstractmethod
    def _legal(self) -> list[Action]: ...

    @abstractmethod
    def _resolve(self, action: Action) -> None:
        """Carry out a legal action, emitting events with `_emit`."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Hidden information is removed."""

    @abstractmethod
    def _state_dict(self) -> dict[str, Any]:
        """The game's own fields as plain data (the base adds seed, rng and history)."""

    @abstractmethod
    def _load_state_dict(self, data: Mapping[str, Any]) -> None:
        """Restore the game's own fields from `_state_dict` output, validating it."""

    def _took_over(self) -> None:
        """This state now holds another's fields (a copy rebuilt after a rule's fault):
        a state whose parts point back at it gives itself new ones."""

    @abstractmethod
    def components(self) -> dict[str, Any]:
        """Every physical component by kind, wherever it is, for conservation checks:
        a game's components never appear or vanish."""

    def seat_name(self, seat: int) -> str:
        return f"Seat {seat + 1}"

    def aids(self, seat: int) -> dict[str, Any]:
        """What `seat`'s table needs worked out from the whole state to let its player
        play by hand (the rooms a drag may reach), as plain data: only what the legal
        moves already tell that seat, never hidden information. A remote seat's table,
        which holds only the view, is sent it with the view."""
        return {}

    def seat_out(self, seat: int) -> bool:
        """Whether the seat's own figure is out of the game (a dead explorer): such a
        seat is never asked anything about it (the conformance suite checks this)."""
        return False

    def deciding_for_side(self) -> bool:
        """Whether the decision asked now is a side's rather than a figure's (a dead
        traitor's player giving its monsters orders): a seat that is out still makes
        those."""
        return False

    # -- the gate -----------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        if self._legal_cache is None:
            self._legal_cache = self._legal()
        return list(self._legal_cache)

    def apply(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Apply one action and return the events it caused.

        `seat`, when given, is who is trying to act; acting out of turn is refused.
        On any refusal `IllegalAction` is raised and the state is exactly as before.
        """
        if self.is_over:
            raise IllegalAction("The game is over; no more moves can be made.", "error.game_over")
        if isinstance(action, str):
            action = self.game.parse_action(action)
        elif not isinstance(action, Action):
            raise IllegalAction(f"{clip_repr(action)} is not an action.", "error.not_allowed")
        if seat is not None:
            actor = self.to_act
            if type(seat) is not int or not 0 <= seat < self.seats:
                raise IllegalAction(f"{clip_repr(seat)} is not a seat at this table.", "error.not_allowed")
            if seat != actor:
                raise IllegalAction(
                    f"It is {self.seat_name(actor)}'s turn to decide, not {self.seat_name(seat)}'s.",
                    "error.not_your_turn", actor=self.seat_name(actor), seat=self.seat_name(seat),
                )
        if not self._is_legal(action):
            raise self.explain_illegal(action)
        if self._origin is None:
            self._origin = (self.to_dict(), len(self.history))
        before = (self._legal_cache, self.history, len(self.history), self.rng, self.rng.state)
        self._legal_cache = None
        self._events = []
        self.history.append(action)
        try:
            self._resolve(action)
        except BaseException as exc:  # a bug in a rule: put everything back
            fault = self._rule_fault(action, exc, *before)
            if not isinstance(exc, Exception):
                raise  # KeyboardInterrupt and the like: restored, but not a rule's fault
            raise fault from exc
        events, self._events = self._events, []
        return events

    def _rule_fault(self, action: Action, exc: BaseException, legal: list[Action] | None,
                    history: list[Action], length: int, rng: Rng, rng_state: int) -> RuleFault:
        """Rebuild the state as it was before `action` (whose `_resolve` raised `exc`)
        and describe the fault. The rebuilt copy must agree with what the gate saw
        (history, random state, legal actions) before it replaces this state."""
        del history[length:]  # the faulty action
        origin = self._origin
        try:
            if origin is _FROM_SEED:
                rebuilt = self.game.replay(self.seed, self.options, history)
            else:
                snapshot, start = origin  # type: ignore[misc]
                # A copy: a loaded state may share lists with the data it came from.
                rebuilt = self.game.from_dict(copy.deepcopy(snapshot))
                for done in history[start:]:
                    rebuilt.apply(done)
            restored = (rebuilt.history == history and rebuilt.rng.state == rng_state
                        and (legal is None or rebuilt.legal_actions() == legal))
        except Exception:
            restored = False
        if restored:
            self.__dict__.clear()
            self.__dict__.update(rebuilt.__dict__)
            self._took_over()
            rng.state = rebuilt.rng.state  # the very objects the state held before
            self.rng, self.history, self._legal_cache, self._origin = rng, history, legal, origin
        report = {
            "game": self.game.name,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(a) for a in history],
            # Not made by new_game: the state (to_dict) that the last actions followed.
            "snapshot": None if origin is _FROM_SEED else copy.deepcopy(origin[0]),  # type: ignore[index]
            "action": str(action),
            "error": {"type": type(exc).__name__, "message": clip(exc, 1000)},
            "traceback": "".join(traceback.format_exception(exc)),
            "restored": restored,
        }
        outcome = ("The move was taken back: the game is as it was." if restored else
                   "The game could not be put back as it was; please report it.")
        return RuleFault(f"A rule failed while making '{clip(action, 100)}' (a bug in Tabletop, not "
                         f"your mistake). {outcome}", report)

    def _is_legal(self, action: Action) -> bool:
        """Whether `action` is among the legal ones. Games may answer faster than by
        listing them all, as long as the answer is the same (a conformance test
        compares the two)."""
        if self._legal_cache is None:
            self._legal_cache = self._legal()
        legal = self._legal_cache
        for offered in legal:  # most often the very action legal_actions() gave: no comparing needed
            if offered is action:
                return True
        return action in legal

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why `action` is not legal now, in a player's words. Games refine this."""
        return IllegalAction(f"'{clip(action, 100)}' is not allowed now.", "error.not_allowed")

    def gestures(self) -> Gestures:
        """The legal actions indexed by gesture (source place, target place), made
        once per position."""
        if self.is_over:
            return Gestures(())
        if self._legal_cache is None:
            self._legal_cache = self._legal()
        legal, cached = self._legal_cache, self._gestures
        if cached is None or cached[0] is not legal:
            cached = self._gestures = (legal, Gestures(legal))
        return cached[1]

    def find_gesture_action(self, source: Place | None, target: Place) -> Action:
        return self.gestures().action(source, target)

    def _emit(self, event: str, seat: int | None = None, **fields: Any) -> None:
        self._events.append({"event": event, "turn": self.turn, "seat": seat, **fields})

    # -- plain data ---------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game.name,
            "format": self.game.format_version,
            "rules": self.game.rules_revision,
            "seed": self.seed,
            "options": dict(self.options),
            "rng": self.rng.state,
            "history": [str(a) for a in self.history],
            "state": self._state_dict(),
        }


class PendingState(GameState):
    """A game that records the decision it waits for in `self.pending` (a dict with
    the deciding "seat") and its end in `self.final` (the result), for `self.n`
    seats: the engine's questions about whose turn it is are answered from those."""

    n: int
    pending: dict[str, Any] | None
    final: dict[str, Any] | None

    @property
    def seats(self) -> int:
        return self.n

    @property
    def to_act(self) -> int | None:
        return None if self.pending is None else self.pending["seat"]

    @property
    def is_over(self) -> bool:
        return self.final is not None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.final

    # -- the gate, from the game's decisions (engine/decisions.py) ---------------------

    #: Every kind of decision the game asks, declared once: what answers it, what is
    #: legal, why not, and what an answer does.
    decisions: ClassVar[Decisions]

    def _legal(self) -> list[Action]:
        return self.decisions.legal(self)

    def _is_legal(self, action: Action) -> bool:
        legal = self._legal_cache
        if legal is not None:  # most often the very action legal_actions() gave: no asking
            for offered in legal:
                if offered is action:
                    return True
        quick = self.decisions.allows(self, action)
        return super()._is_legal(action) if quick is None else quick

    def explain_illegal(self, action: Action) -> IllegalAction:
        return self.decisions.explain(self, action)

    def _resolve(self, action: Action) -> None:
        pending = self.pending
        self.pending = None
        self.decisions.take(self, pending, action)
        self._resume(action)

    def _resume(self, answer: Action) -> None:
        """Go on after `answer` was taken (a game of steps runs its stack on)."""


@attrs.frozen
class OlderRules:
    """How a game recorded under an earlier revision of its rules was replayed under
    today's: the revision it was recorded under, and how many of its last moves today's
    rules no longer allow (from the first refused on, every one was left out)."""

    revision: int
    dropped: int


@attrs.frozen
class Game:
    """A registered game: how to make, load, replay and parse its states."""

    name: str
    title: str
    description: str
    min_seats: int
    max_seats: int
    state_class: type[GameState]
    action_kinds: Mapping[str, type[Action]]
    # The game's options class (engine/options.py): it checks the options a game is
    # started with and gives the plain dict its state and its saves keep.
    options_class: type[GameOptions]
    # How a client reads view(seat): the game's typed view (engine/views.py).
    view_type: type[View]
    # Builds a full state from view(seat), sampling what that seat cannot see, so
    # bots can search ahead without ever reading the real hidden information.
    determinize: Callable[[Mapping[str, Any], Rng], GameState] | None = None
    # Events that reveal hidden or random information; undo stops at them.
    reveals: frozenset[str] = frozenset()
    # Events that happen at most once to a seat in a game (an explorer's death): the
    # conformance suite and `simulate` count any repeat as a fault.
    once_per_seat: frozenset[str] = frozenset()
    # Whether a seat sees what others may not (a hand of cards). A game that hides
    # things from everyone alike needs no pass-the-device curtain between people.
    private: bool = True
    # The table size a new game offers first (None: the smallest).
    default_seats: int | None = None
    # One team against the game (Comanauts): one person may play every seat, so the
    # New game screen starts every seat under one name.
    cooperative: bool = False
    format_version: int = 1
    # The revision of the game's rules: raised when a fix changes what recorded moves
    # lead to (a move refused now, a roll made elsewhere), so that a game recorded
    # before is known as such and replayed by `replay_recorded` rather than refused.
    rules_revision: int = 1

    def new_game(self, seats: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
        if type(seats) is not int or not self.min_seats <= seats <= self.max_seats:
            raise ValueError(
                f"{self.title} is played by {self.min_seats} to {self.max_seats} players, not {clip(seats)}."
            )
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"The seed must be a whole number, not {clip_repr(seed)}.")
        normalized = self.options_class.read(seats, options or {}).to_dict()
        normalized["seats"] = seats
        state = self.state_class.start(seed, normalized)  # type: ignore[attr-defined]
        state._origin = _FROM_SEED
        return state

    def replay(self, seed: int, options: Mapping[str, Any], actions: Sequence[Action | str]) -> GameState:
        """Same seed + options + actions gives the same state, exactly."""
        opts = dict(options)
        seats = opts.pop("seats", None)
        if seats is None:
            raise ValueError("The options of a replay must include 'seats'.")
        state = self.new_game(seats, seed, opts)
        for action in actions:
            state.apply(action)
        return state

    def replay_recorded(self, seed: int, options: Mapping[str, Any], actions: Sequence[Action | str],
                        revision: int) -> tuple[GameState, OlderRules | None]:
        """A game recorded under rules `revision` (see `recorded_rules`), replayed under
        today's rules. Recorded under today's, it replays exactly as `replay` does (an
        action refused raises IllegalAction: the record is damaged) and the second value
        is None. Recorded under an earlier revision, each action is applied while it is
        still legal; the game stops at the first one refused, and OlderRules says how many
        were left out from there."""
        if revision == self.rules_revision:
            return self.replay(seed, options, actions), None
        actions = list(actions)
        state = self.replay(seed, options, [])
        for index, action in enumerate(actions):
            try:
                state.apply(action)
            except IllegalAction as refused:
                if isinstance(refused, RuleFault) and not refused.report.get("restored", True):
                    state = self.replay(seed, options, actions[:index])  # a rule's bug left it half-made
                return state, OlderRules(revision, len(actions) - index)
        return state, OlderRules(revision, 0)

    def recorded_rules(self, data: Mapping[str, Any]) -> int:
        """The revision of the rules recorded in `data` (a `to_dict`, or a record of a
        game that keeps one under "rules"): 1 when it has none, from before revisions
        were recorded. SaveError when it is not a whole number from 1 to this game's
        revision."""
        revision = data.get("rules", 1)
        if type(revision) is not int or revision < 1:
            raise SaveError(f"The save's revision of the rules of {self.title} is malformed "
                            f"({clip_repr(revision)}).", "save.unreadable")
        if revision > self.rules_revision:
            raise SaveError(f"This save was made under a newer revision of the rules of {self.title} "
                            f"({revision}) than this version of Tabletop has ({self.rules_revision}).",
                            "save.newer")
        return revision

    def parse_action(self, text: str) -> Action:
        return parse_action(text, self.action_kinds)

    def from_dict(self, data: Mapping[str, Any]) -> GameState:
        """Load a state from `to_dict` output. Malformed data raises SaveError. A
        position recorded under an earlier revision of the rules loads as it is, and
        plays on under today's."""
        try:
            if data.get("game") != self.name:
                raise SaveError(f"This is a save of '{data.get('game')}', not of {self.title}.")
            if data.get("format") != self.format_version:
                raise SaveError(
                    f"This save has format {data.get('format')!r}; this version of Tabletop reads "
                    f"format {self.format_version}."
                )
            self.recorded_rules(data)
            seed, options = data["seed"], data["options"]
            if not isinstance(seed, int) or not isinstance(options, Mapping):
                raise SaveError("The save's seed or options are malformed.")
            state = self.state_class(seed, options)
            if not isinstance(data["rng"], int):
                raise SaveError("The save's random state is malformed.")
            state.rng.state = data["rng"]
            history = data["history"]
            if not isinstance(history, list) or not all(isinstance(h, str) for h in history):
                raise SaveError("The save's action history is malformed.")
            state.history = [self.parse_action(text) for text in history]
            state._load_state_dict(data["state"])
            return state
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            if isinstance(exc, InvalidActionText):
                raise SaveError(f"The save's history has a bad action: {exc}") from None
            raise SaveError(
                f"The save is corrupt or incomplete ({type(exc).__name__}: {clip(exc, 200)})."
            ) from None
