"""The gate against our own bugs: when a rule raises while an action resolves,
the state is put back and RuleFault reports it (engine; played on Darkmoor). The
same is checked for every game in the conformance suite."""

import json

import pytest

import tabletop.games
from tabletop.engine import IllegalAction, RuleFault
from tabletop.engine.game import GameState

GAME = tabletop.games.get("darkmoor")


class Halt(BaseException):
    """Not an Exception: like KeyboardInterrupt, it is not the rule's fault."""


def faulty(monkeypatch, error):
    """Make the next action raise `error` after the rules have done their work."""
    real = GAME.state_class._resolve
    armed = {"on": True}

    def resolve(self, action):
        real(self, action)
        if armed["on"]:
            armed["on"] = False
            raise error

    monkeypatch.setattr(GAME.state_class, "_resolve", resolve)


def started(actions=4):
    state = GAME.new_game(3, 12)
    for _ in range(actions):
        state.apply(state.legal_actions()[-1])
    return state


def test_rule_fault_is_an_illegal_action_with_its_own_key():
    """The client's `except IllegalAction` shows it, in the player's language."""
    assert issubclass(RuleFault, IllegalAction)
    fault = RuleFault("message", {"seed": 1})
    assert fault.key == "error.rule_fault" and fault.report == {"seed": 1}


def test_a_long_error_is_clipped_in_the_message_and_report(monkeypatch):
    """The player's message stays one line; the report keeps a clipped error text."""
    state = started()
    before = state.to_dict()
    faulty(monkeypatch, ValueError("x" * 50_000))
    with pytest.raises(RuleFault) as caught:
        state.apply(state.legal_actions()[0])
    assert len(str(caught.value)) < 200 and "taken back" in str(caught.value)
    assert len(caught.value.report["error"]["message"]) < 1100
    assert state.to_dict() == before


def test_an_interrupt_during_a_rule_is_rolled_back_and_passed_on(monkeypatch):
    """KeyboardInterrupt and the like are not turned into RuleFault, but the state
    is still put back before they propagate."""
    state = started()
    before = state.to_dict()
    faulty(monkeypatch, Halt())
    with pytest.raises(Halt):
        state.apply(state.legal_actions()[0])
    assert state.to_dict() == before


def test_a_rebuild_that_disagrees_is_not_swapped_in(monkeypatch):
    """A new_game state is rebuilt by replaying its seed; changed by hand since,
    it cannot be, and the report says it was not restored rather than swapping in
    a different game."""
    state = started()
    state.rng.state += 1  # a change no action made
    faulty(monkeypatch, ValueError("bug"))
    with pytest.raises(RuleFault, match="could not be put back") as caught:
        state.apply(state.legal_actions()[0])
    assert caught.value.report["restored"] is False
    assert caught.value.key == "error.rule_fault_unrestored"
    json.dumps(caught.value.report)


def test_the_happy_path_takes_no_snapshot_of_a_new_game(monkeypatch):
    """Rollback costs nothing until needed: a state made by new_game is replayed
    from its seed; a loaded one is snapshot once, at its first action."""
    calls = []
    real = GameState.to_dict
    monkeypatch.setattr(GameState, "to_dict", lambda self: calls.append(1) or real(self))
    state = started(actions=8)
    assert calls == []
    loaded = GAME.from_dict(real(state))
    for _ in range(3):
        loaded.apply(loaded.legal_actions()[0])
    assert len(calls) == 1
