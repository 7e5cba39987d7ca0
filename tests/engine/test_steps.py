"""The engine's step kit (tabletop/engine/steps.py): a turn run as a stack of
small steps that stops when a seat must decide."""

from __future__ import annotations

import copy
import json

import pytest

from tabletop import games
from tabletop.engine.errors import SaveError
from tabletop.engine.fields import DeclaredState, Fields, field
from tabletop.engine.steps import Component, StepRegistry, StepState, pending_field, steps_field


class Counter(DeclaredState, StepState):
    """A toy game: steps add to a total; `pick` asks seat 0 for a number."""

    FIELDS = Fields(field("total", int, default=lambda state: 0), steps_field(), pending_field(),
                    field("final", dict | None, default=lambda state: None))

    def __init__(self) -> None:
        super().__init__(0, {"seats": 1})

    def _step_add(self, amount: int) -> None:
        self.total += amount

    def _step_pick(self, low: int, high: int, choice: int | None = None) -> None:
        if choice is None:
            self._ask("number", 0, [*range(low, high + 1), low], ("pick", low, high), why="a test")
            return
        self.total += choice

    def _step_stop(self) -> None:
        self.final = {"winners": [0]}

    # the abstract API a real game fills in; not needed here
    seats = to_act = is_over = result = None  # type: ignore[assignment]
    _legal = _resolve = view = components = None  # type: ignore[assignment]


def test_the_registry_reads_each_steps_arity_from_its_signature_leaving_out_choice():
    registry = Counter.step_registry
    assert set(registry.calls) == {"add", "pick", "stop"}
    assert registry.params == {"add": ("amount",), "pick": ("low", "high"), "stop": ()}
    assert registry.arity("pick") == 2
    assert registry.args(("pick", 1, 3)) == {"low": 1, "high": 3}
    assert registry.args(None) == {}


def test_a_step_with_a_default_other_than_choice_is_refused_when_the_class_is_made():
    class Bad:
        def _step_odd(self, k: int, extra: int = 0) -> None: ...

    with pytest.raises(TypeError, match="only 'choice' may have a default"):
        StepRegistry(Bad)


def test_push_runs_steps_in_the_order_given_before_older_ones_and_stops_at_a_question():
    state = Counter()
    state.steps.append(("add", 100))
    state._push(("add", 1), ("pick", 2, 4), ("add", 10))
    state._run()
    assert state.total == 1
    assert state.pending == {"kind": "number", "seat": 0, "options": [2, 3, 4], "step": ("pick", 2, 4),
                             "why": "a test"}  # repeated options dropped
    assert state.pending_args(state.pending) == {"low": 2, "high": 4}
    pending, state.pending = state.pending, None
    state._answer(pending, 3)
    state._run()
    assert state.total == 114 and state.steps == []


class Doubler(Component):
    """A part a state owns, with steps of its own."""

    def _step_double(self, times: int, choice: int | None = None) -> None:
        if choice is None:
            self.state._ask("number", 0, [1, 2], ("double", times))
            return
        self.state.total *= times * choice


class Composed(Counter):
    """Counter with a component: `double` is a step of the state's, run on `doubler`."""

    COMPONENTS = {"doubler": Doubler}


def test_a_components_steps_are_the_states_steps_run_on_the_component():
    assert Composed.step_registry.params["double"] == ("times",)
    assert set(Composed.step_registry.params) == {"add", "pick", "stop", "double"}
    state = Composed()
    state._push(("add", 3), ("double", 2), ("add", 1))
    state._run()
    assert state.total == 3 and state.pending["step"] == ("double", 2)
    pending, state.pending = state.pending, None
    state._answer(pending, 2)  # the answer reaches the component's step too
    state._run()
    assert state.total == 13
    assert state.doubler.state is state and Composed().doubler == state.doubler  # alike: no data of its own
    Composed.check_steps([["double", 2]])
    with pytest.raises(SaveError, match="takes 1 argument"):
        Composed.check_steps([["double"]])


def test_a_step_name_on_the_state_and_on_a_component_is_refused_when_the_class_is_made():
    class Adder(Component):
        def _step_add(self, amount: int) -> None: ...

    with pytest.raises(TypeError, match="step 'add' is written twice"):
        class Clash(Counter):
            COMPONENTS = {"adder": Adder}


def test_running_an_empty_stack_stops_instead_of_failing():
    state = Counter()
    state._run()
    assert state.steps == [] and state.pending is None


def test_the_game_ending_stops_the_stack():
    state = Counter()
    state._push(("stop",), ("add", 5))
    state._run()
    assert state.final == {"winners": [0]} and state.steps == [("add", 5)]


def test_the_stack_and_the_decision_round_trip_through_plain_data():
    state = Counter()
    state._push(("add", 1), ("pick", 2, 4), ("add", 10))
    state._run()
    data = json.loads(json.dumps(state._state_dict()))
    assert data["steps"] == [["add", 10]] and data["pending"]["step"] == ["pick", 2, 4]
    loaded = Counter()
    loaded._load_state_dict(copy.deepcopy(data))
    assert loaded.steps == state.steps and loaded.pending == state.pending
    assert loaded._state_dict() == data


@pytest.mark.parametrize("steps, message", [
    ("add", "must be a list of steps"),
    ([[]], "'steps\\[0\\]' holds \\[\\], which is not a step"),
    ([["fly", 1]], "a step of unknown kind 'fly'"),
    ([["add", 1], ["add"]], "'add' takes 1 argument\\(s\\), not 0"),
    ([["pick", 1, 2, 3]], "'pick' takes 2 argument\\(s\\), not 3"),
])
def test_a_malformed_stack_is_refused_naming_the_step_and_what_is_wrong(steps, message):
    with pytest.raises(SaveError, match=message):
        Counter.check_steps(steps)


def test_a_malformed_pending_decision_is_refused():
    Counter.check_pending(None, 1)
    Counter.check_pending({"kind": "number", "seat": 0, "step": ["pick", 1, 2]}, 1)
    for bad in ({"kind": "number", "seat": 1}, {"seat": 0}, [0], {"kind": "x", "seat": 0}):
        with pytest.raises(SaveError, match="'pending' is malformed"):
            Counter.check_pending(bad, 1, kinds=("number",))
    with pytest.raises(SaveError, match="'pending.step'.*'pick' takes 2"):
        Counter.check_pending({"kind": "number", "seat": 0, "step": ["pick", 1]}, 1)


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_a_save_with_a_malformed_stack_is_refused_with_a_clear_save_error(name):
    state = games.get(name).new_game(2, 7)
    data = json.loads(json.dumps(state.to_dict()))
    bad = copy.deepcopy(data)
    bad["state"]["steps"].append(["no_such_step", 1])
    with pytest.raises(SaveError, match="unknown kind 'no_such_step'"):
        games.get(name).from_dict(bad)
    step = data["state"]["steps"][0]
    bad = copy.deepcopy(data)
    bad["state"]["steps"][0] = [*step, 99]
    with pytest.raises(SaveError, match=f"'{step[0]}' takes {len(step) - 1} argument"):
        games.get(name).from_dict(bad)


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_both_games_run_on_the_kit_and_their_views_name_the_pending_steps_arguments(name):
    game = games.get(name)
    assert issubclass(game.state_class, StepState)
    state = game.new_game(2, 3)
    seen = 0
    for _ in range(400):
        if state.is_over:
            break
        pending = state.view(state.to_act)["pending"]
        step = pending.get("step")
        assert pending["args"] == (dict(zip(game.state_class.step_registry.params[step[0]], step[1:]))
                                   if step else {})
        seen += bool(step)
        state.apply(state.legal_actions()[0])
    assert "args" not in (state.pending or {})  # a view's, never saved
