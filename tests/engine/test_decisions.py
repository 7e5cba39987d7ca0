"""Decisions declared once (engine/decisions.py, issue 23 §1): a kind's answers, offers,
refusals and effect come from its one object, for any game."""

from types import SimpleNamespace

import pytest

from tabletop.engine.actions import Choose
from tabletop.engine.decisions import Decision, Decisions, Refusal
from tabletop.games.darkmoor.actions import ChooseSlot, Play
from tabletop.games.darkmoor.decisions import DECISIONS


def _pick(taken: list) -> Decision:
    return Decision(
        kind="pick", answers=(Choose,), section="Picking", prompt="game.pick",
        offer=lambda s, p: [Choose(v) for v in p["options"]],
        take=lambda s, p, a: taken.append(a.value),
        refusal=Refusal("{name} must pick one of the offers.", "game.error.must_pick"))


def test_a_decision_offers_refuses_and_takes_its_answer():
    taken: list = []
    book = Decisions(_pick(taken), words=lambda s, p: {"name": f"Seat {p['seat'] + 1}"})
    state = SimpleNamespace(pending={"kind": "pick", "seat": 1, "options": ["a", "b"]})
    assert book.legal(state) == [Choose("a"), Choose("b")]
    assert book.allows(state, Play(0, 0)) is False  # not an answer of this kind
    assert book.allows(state, Choose("a")) is None  # no quick check: the offers decide
    refusal = book.explain(state, Play(0, 0))
    assert str(refusal) == "Seat 2 must pick one of the offers." and refusal.key == "game.error.must_pick"
    book.take(state, state.pending, Choose("b"))
    assert taken == ["b"]
    assert book.sections() == {"pick": "Picking"} and "pick" in book


def test_nothing_is_legal_once_nothing_is_asked():
    book = Decisions(_pick([]), words=lambda s, p: {})
    state = SimpleNamespace(pending=None)
    assert book.legal(state) == [] and book.allows(state, Choose("a")) is False
    assert book.explain(state, Choose("a")).key == "error.game_over"


def test_a_kind_is_declared_once():
    with pytest.raises(ValueError, match="twice"):
        Decisions(_pick([]), _pick([]), words=lambda s, p: {})


def test_darkmoor_declares_every_kind_it_asks_with_a_rules_section():
    """DM-PLAY.1, DM-PERIL.5, DM-D.10, DM-D.14: each question Darkmoor asks has one
    declaration, with a prompt and a section of the rules."""
    assert {d.kind for d in DECISIONS} == {"play", "confirm", "horde", "minion", "slot"}
    for decision in DECISIONS:
        assert decision.section and decision.prompt_key({"extra": False}).startswith("darkmoor.ui.")
    assert DECISIONS["play"].prompt_key({"extra": True}) == "darkmoor.ui.play_another"
    assert DECISIONS["slot"].answers == (ChooseSlot,)
