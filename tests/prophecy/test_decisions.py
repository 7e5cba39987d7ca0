"""Every decision Prophecy asks is declared once (games/prophecy/decisions.py, issue 23
§1): in seeded bot games each kind met is declared, and a wrong answer is refused with
the very words and catalogue key the rules gave before the declarations (listed here
as the old `explain_illegal` worded them), so the Spanish catalogue still matches; a
Possibility or a way to move the seat cannot pay for says what is short (issue 24)."""

from __future__ import annotations

from pathlib import Path

import pytest

from catalogues import read_catalogue
from tabletop.engine import IllegalAction, Rng
from tabletop.engine.actions import Choose
from tabletop.games.prophecy.actions import (Buy, Certificate, Declare, EndTurn, Move, Repair, Sell, Service,
                                             Stay, Withdraw)
from tabletop.games.prophecy.decisions import DECISIONS, SHORT

from .scenario import new

I18N = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "prophecy" / "i18n"

# What each kind asks of its player, in the words of the refusal of any other action.
MUST = {
    "move": "move (drag the standee) or stay",
    "declare": "declare Items for the battle, then roll",
    "roll": "roll again or throw a weapon",
    "space": "use the space or end the turn",
    "battle_type": "choose the kind of battle",
    "special": "pay for the Creature's rule or decline",
    "opportunity": "use the Opportunity or leave it",
    "wind": "choose to heal or to recharge",
    "damage": "choose the Item to damage",
}
# The refusals more precise than MUST's: (kind, kinds of action) -> text, key, whether it names the seat.
PRECISE = {
    ("move", (Move,)): ("{name} cannot reach that space that way this turn.", "prophecy.error.cannot_reach", True),
    ("declare", (Declare,)): ("That Item cannot be used in this battle (damaged, of no use here, no free hand or "
                              "head, or not enough Magic).", "prophecy.error.cannot_declare", False),
    ("space", (Buy, Sell, Repair, Certificate, Service)): (
        "That cannot be done here now (not offered on this space, already used this turn, or not enough to pay).",
        "prophecy.error.not_offered", False),
}
# The rules' heading the help opens at for each kind, as the client listed them.
SECTIONS = {
    "wind": "Step 1: the Chance card", "move": "Step 2: movement", "opportunity": "Opportunities",
    "battle_type": "Battles", "special": "Special rules and three lives", "declare": "Items",
    "roll": "Special rules and three lives", "damage": "Damage and repair", "space": "Special spaces",
}
# The seeded games that, played by a random bot, meet every kind of decision.
GAMES = ((3, 3), (5, 7))
PROBES = (Move(0, "portal"), Move(5, "foot"), Stay(), Declare(0), Declare(999), Withdraw(999), Choose("roll"),
          Choose("nonsense"), Buy(999), Sell(999), Repair(999), Certificate(), Service("tavern", 1), EndTurn())


def _refusal_before(kind: str, name: str, action) -> tuple[str, str, dict]:
    for (asked, classes), (text, key, named) in PRECISE.items():
        if asked == kind and isinstance(action, classes):
            return text.format(name=name), key, {"name": name} if named else {}
    return f"{name} must {MUST[kind]} now.", f"prophecy.error.must_{kind}", {"name": name}


def _positions():
    """(state, kind) at every decision of the seeded games, before it is answered."""
    for seats, seed in GAMES:
        state = new(seats, seed)
        rng = Rng(seed)
        for _ in range(600):
            if state.is_over:
                break
            yield state, state.pending["kind"]
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])


def test_each_kind_is_declared_with_its_prompt_and_section():
    assert DECISIONS.sections() == SECTIONS
    for language in ("en", "es"):
        catalogue = read_catalogue(I18N / f"{language}.toml")
        for decision in DECISIONS:
            key = decision.prompt_key({"kind": decision.kind})
            assert key == f"prophecy.ui.prompt_{decision.kind}" and key.removeprefix("prophecy.") in catalogue
            assert decision.refusal.key.removeprefix("prophecy.") in catalogue


def test_every_kind_met_is_declared_and_refused_as_before():
    met = set()
    for state, kind in _positions():
        met.add(kind)
        assert kind in DECISIONS
        legal = state.legal_actions()
        seat = state.pending["seat"]
        before = state.to_dict()
        for action in PROBES:
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(action, seat=seat)
            text, key, values = _refusal_before(kind, state.seat_name(seat), action)
            dear = {"space": state.priced_out, "move": state.moves_priced_out}.get(kind, lambda seat: [])(seat)
            short = next((o for o in dear if o["action"] == str(action)), None)
            if short is not None:  # issue 24: what is short, said since
                values = {"name": state.seat_name(seat), "has": short["has"], "need": short["need"]}
                text, key = SHORT[short["short"]].text.format(**values), SHORT[short["short"]].key
            assert (str(refused.value), refused.value.key, refused.value.values) == (text, key, values), kind
        assert state.to_dict() == before
    assert met == set(MUST)
