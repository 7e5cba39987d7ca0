"""Every decision Retreat to Darkmoor asks, declared once (engine/decisions.py): what
answers it, what is legal, what a refusal says, what the answer does, the prompt and
the rules section the help opens."""

from __future__ import annotations

from typing import Any

from tabletop.engine.decisions import Decision, Decisions, Pending, Refusal

from .abilities import _PLAYS
from .actions import ChooseHorde, ChooseMinion, ChooseSlot, EndTurn, Play

END_TURN = EndTurn()
STEP_1 = "Step 1: play a card"  # rules_text/en.md's headings
STEP_2 = "Step 2: peril and attack"


def _words(state: Any, p: Pending) -> dict[str, Any]:
    return {"name": state.seat_name(p["seat"]), "hero": state.hero_name(), "source": p.get("why", "an ability")}


def _play_refused(state: Any, p: Pending, action: Play):
    name = state.seat_name(p["seat"])
    if action.card not in state.hands[p["seat"]]:
        return Refusal("That card is not in {name}'s hand.", "darkmoor.error.not_in_hand").said({"name": name})
    return Refusal("There is no such location.", "darkmoor.error.no_location").said({})


PLAY = Decision(  # DM-PLAY.1; also an ability's extra play (DM-D.10)
    kind="play", answers=(Play,), section=STEP_1,
    prompt=lambda p: "darkmoor.ui.play_another" if p.get("extra") else "darkmoor.ui.drag_hint",
    offer=lambda s, p: [_PLAYS[c][loc] for c in s.hands[p["seat"]] for loc in p["options"]],
    allows=lambda s, p, a: a.card in s.hands[p["seat"]] and a.loc in p["options"],
    why_not=_play_refused,
    take=lambda s, p, a: s.play(p["seat"], a.card, a.loc, extra=p.get("extra", False)),
    refusal=Refusal("{name} must play a minion from their hand at a location.", "darkmoor.error.must_play"))

CONFIRM = Decision(  # the `confirm` option: the turn ends when its player says so
    kind="confirm", answers=(EndTurn,), section=STEP_1, prompt="darkmoor.ui.confirm_turn",
    offer=lambda s, p: [END_TURN], allows=lambda s, p, a: True,
    take=lambda s, p, a: s._answer(p, "end"),
    refusal=Refusal("{name} must end the turn (or undo the play).", "darkmoor.error.must_end_turn"))

HORDE = Decision(  # DM-PERIL.5: the active player chooses the horde attacked
    kind="horde", answers=(ChooseHorde,), section=STEP_2, prompt="darkmoor.ui.choose_horde",
    offer=lambda s, p: [ChooseHorde(loc) for loc in p["options"]],
    allows=lambda s, p, a: a.loc in p["options"],
    take=lambda s, p, a: s.push_attack(a.loc),
    refusal=Refusal("{name} must choose which horde {hero} attacks.", "darkmoor.error.must_choose_horde"))

MINION = Decision(  # DM-D.10, DM-D.11: the minion an ability acts on
    kind="minion", answers=(ChooseMinion,), section=STEP_1, prompt="darkmoor.ui.choose_minion",
    offer=lambda s, p: [ChooseMinion(c) for c in p["options"]],
    allows=lambda s, p, a: a.card in p["options"],
    take=lambda s, p, a: s._answer(p, a.card),
    refusal=Refusal("{name} must choose a minion for {source}.", "darkmoor.error.must_choose_minion"))

SLOT = Decision(  # DM-D.14: where in its horde a minion places itself
    kind="slot", answers=(ChooseSlot,), section=STEP_1, prompt="darkmoor.ui.choose_slot",
    offer=lambda s, p: [ChooseSlot(slot) for slot in p["options"]],
    allows=lambda s, p, a: a.slot in p["options"],
    take=lambda s, p, a: s._answer(p, a.slot),
    refusal=Refusal("{name} must choose where in the horde the minion goes.", "darkmoor.error.must_choose_slot"))

DECISIONS = Decisions(PLAY, CONFIRM, HORDE, MINION, SLOT, words=_words)
