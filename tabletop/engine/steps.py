"""A turn that runs as a stack of small steps and stops when a seat must decide.

A game whose state derives from `StepState` writes each step as a method named
`_step_<name>(self, *args, choice=None)`; a step is then the plain tuple
`("<name>", *args)`, so a game saved in the middle of a chain of effects resumes
exactly. The registry of steps (`StepRegistry`) is read from those methods when the
class is made: a step's arity is the number of its parameters other than `self`
and `choice`, taken from its signature, never kept by hand.

A state made of parts keeps some of its steps on the objects it owns: the class
names them in COMPONENTS (attribute -> a `Component` class, made with the state),
and each component class's `_step_<name>` methods are steps too, run on
`getattr(state, attribute)`. A step's name is one name in the whole state: the same
name on two of them is refused when the class is made.

- `_push(*steps)` queues steps to run in the order given, before anything queued
  earlier; `self.steps` is the stack itself (its last item runs next).
- `_run()` pops and carries out steps until a seat must decide (`self.pending` is
  set), the game is over (`self.final` is set) or the stack is empty.
- `_ask(kind, seat, options, step, **info)` records the decision the game waits
  for (a `Pending`). A step that asks passes itself as `step`; the answer re-runs
  it with `choice=` (`_answer`). `_ask_distinct` is the same for options known to
  hold no repeat.
- `steps_field()` and `pending_field()` declare the stack and the decision as
  saved fields (engine/fields.py); `check_steps` and `check_pending` refuse a malformed stack or decision in a save
  with a `SaveError` that says what is wrong.
- `pending_args(pending)` names the arguments of the step a decision belongs to,
  for views: the client reads `pending["args"]["loc"]`, not `pending["step"][4]`.
"""

from __future__ import annotations

import inspect
from operator import attrgetter
from typing import Any, Callable, ClassVar, Mapping, Sequence, TypedDict

from .errors import SaveError
from .fields import Field, field, plain
from .game import PendingState
from .text import clip_repr

STEP_PREFIX = "_step_"
CHOICE = "choice"  # the parameter through which a step that asked gets its answer

Step = tuple  # ("name", *args)


class Pending(TypedDict, total=False):
    """The decision a game waits for, as the state keeps it (and saves it)."""

    kind: str  # what sort of decision: the game's own vocabulary
    seat: int  # who decides
    options: list  # what they may choose among
    step: Step  # the step that asked, re-run with the answer (absent: the game resolves it)


class StepRegistry:
    """The steps of one state class and of its COMPONENTS: name -> (function, parameter
    names). `calls[name]` is (function, owner): the function takes the object that
    carries the step out, which is the state (owner None) or `owner(state)`, one of its
    components. Written out so, a step costs no wrapper's call: the loop runs them all."""

    def __init__(self, cls: type) -> None:
        self.calls: dict[str, tuple[Callable[..., None], Callable[[Any], Any] | None]] = {}
        self.params: dict[str, tuple[str, ...]] = {}
        owners: dict[str, str] = {}
        for owner, source in (("", cls), *getattr(cls, "COMPONENTS", {}).items()):
            for attr in dir(source):
                if not attr.startswith(STEP_PREFIX):
                    continue
                function = getattr(source, attr)
                name = attr[len(STEP_PREFIX):]
                params = list(inspect.signature(function).parameters.values())[1:]  # not self
                for p in params:
                    if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                        raise TypeError(f"step {source.__name__}.{attr} takes only plain parameters, not {p.name}")
                named = tuple(p.name for p in params if p.name != CHOICE)
                if any(p.default is not p.empty for p in params if p.name != CHOICE):
                    raise TypeError(f"step {source.__name__}.{attr}: only '{CHOICE}' may have a default")
                if name in owners:
                    raise TypeError(f"step '{name}' is written twice: on {owners[name] or cls.__name__} "
                                    f"and on {owner}")
                owners[name] = owner
                self.calls[name] = (function, attrgetter(owner) if owner else None)
                self.params[name] = named

    def arity(self, name: str) -> int:
        return len(self.params[name])

    def args(self, step: Sequence[Any] | None) -> dict[str, Any]:
        """A step's arguments by parameter name ({} for no step)."""
        if not step:
            return {}
        return dict(zip(self.params[step[0]], step[1:]))

    def check(self, step: Any, where: str) -> None:
        """Refuse a malformed step read from a save, saying what is wrong."""
        if not isinstance(step, (list, tuple)) or not step:
            raise SaveError(f"Save field '{where}' holds {clip_repr(step)}, which is not a step.")
        name = step[0]
        if not isinstance(name, str) or name not in self.params:
            raise SaveError(f"Save field '{where}' holds a step of unknown kind {clip_repr(name)}.")
        if len(step) - 1 != len(self.params[name]):
            raise SaveError(f"Save field '{where}' holds the step {clip_repr(step)}: '{name}' takes "
                            f"{len(self.params[name])} argument(s), not {len(step) - 1}.")


class Component:
    """A part of a state (StepState.COMPONENTS) with some of its rules and steps. It
    holds the state it belongs to and no data of its own (the state's saved fields are
    the data), so two of one kind are alike."""

    def __init__(self, state: Any) -> None:
        self.state = state

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    __hash__ = None  # type: ignore[assignment]


class StepState(PendingState):
    """A game run by a stack of steps; see the module's description."""

    #: the parts the state is made of, whose `_step_` methods are steps too: attribute -> class
    COMPONENTS: ClassVar[Mapping[str, type[Component]]] = {}
    step_registry: StepRegistry
    steps: list[Step]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.step_registry = StepRegistry(cls)

    def __init__(self, seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seed, options)
        self.n: int = int(options["seats"])
        self.opening_events: list[dict[str, Any]] = []  # set-up's events, no action's consequence
        self._took_over()

    def _took_over(self) -> None:
        """Its components, made for this state (at its making, and when it took over
        the fields of a copy, whose components point at the copy)."""
        for attribute, component in self.COMPONENTS.items():
            setattr(self, attribute, component(self))

    def _open(self) -> None:
        """Run the set-up's steps up to the first decision; keep its events apart
        (in `opening_events`) for logs."""
        self._run()
        self.opening_events, self._events = self._events, []

    def _resume(self, answer: Any) -> None:
        self._run()

    def _run(self) -> None:
        steps = self.steps
        calls = self.step_registry.calls
        while self.pending is None and self.final is None and steps:
            step = steps.pop()
            function, owner = calls[step[0]]
            function(self if owner is None else owner(self), *step[1:])

    def _push(self, *sequence: Step) -> None:
        """Queue steps to run in the order given, before anything queued earlier."""
        self.steps.extend(sequence[::-1])  # a reversed copy of the tuple: quicker than reversed()

    def _ask(self, kind: str, seat: int, options: Sequence[Any], step: Step | None = None, **info: Any) -> None:
        """Stop and wait for `seat` to choose among `options` (repeats dropped)."""
        unique: list[Any] = []  # options may be tables (a move's space, way and cost): no set
        for option in options:
            if option not in unique:
                unique.append(option)
        pending: dict[str, Any] = {"kind": kind, "seat": seat, "options": unique}
        if step is not None:
            pending["step"] = tuple(step)
        pending.update(info)
        self.pending = pending

    def _ask_distinct(self, kind: str, seat: int, options: list, step: Step | None = None, **info: Any) -> None:
        """`_ask` for options the caller knows hold no repeat (a turn's many choices, made
        distinct where they are hashable): kept as given, not compared pair by pair."""
        pending: dict[str, Any] = {"kind": kind, "seat": seat, "options": options}
        if step is not None:
            pending["step"] = tuple(step)
        pending.update(info)
        self.pending = pending

    def _answer(self, pending: Mapping[str, Any], choice: Any) -> None:
        """Re-run the step that asked `pending` with the seat's `choice`."""
        step = pending["step"]
        function, owner = self.step_registry.calls[step[0]]
        if len(step) == 1:  # a plain call: cheaper than unpacking no arguments
            function(self if owner is None else owner(self), choice=choice)
        else:
            function(self if owner is None else owner(self), *step[1:], choice=choice)

    def pending_args(self, pending: Mapping[str, Any] | None) -> dict[str, Any]:
        """The arguments of the step a decision belongs to, by name, for views."""
        return self.step_registry.args(pending.get("step")) if pending else {}

    # -- plain data ------------------------------------------------------------------

    @classmethod
    def check_steps(cls, steps: Any, where: str = "steps") -> None:
        if not isinstance(steps, list):
            raise SaveError(f"Save field '{where}' must be a list of steps.")
        for i, step in enumerate(steps):
            cls.step_registry.check(step, f"{where}[{i}]")

    @classmethod
    def check_pending(cls, pending: Any, seats: int, kinds: Sequence[str] | None = None,
                      where: str = "pending") -> None:
        """A saved decision: None, or who decides (a seat of the game), a kind of
        decision (one of `kinds`, when given) and, if present, a well-formed step."""
        if pending is None:
            return
        if (not isinstance(pending, Mapping) or type(pending.get("seat")) is not int
                or not 0 <= pending["seat"] < seats or not isinstance(pending.get("kind"), str)
                or (kinds is not None and pending["kind"] not in kinds)):
            raise SaveError(f"Save field '{where}' is malformed.")
        if "step" in pending:
            cls.step_registry.check(pending["step"], f"{where}.step")


def _load_pending(data: Any) -> Any:
    pending = plain(data)
    if pending and "step" in pending:
        pending["step"] = tuple(pending["step"])
    return pending


def steps_field() -> Field:
    """The stack as a saved field: each step a list (a deep copy: a step's argument may
    be content's own data, which a save must not share), loaded back as a tuple."""
    return field("steps", list, default=lambda state: [],
                 save=plain, load=lambda data: [tuple(s) for s in data])


def pending_field() -> Field:
    """The pending decision as a saved field (its step loaded back as a tuple)."""
    return field("pending", dict | None, default=lambda state: None, load=_load_pending)
