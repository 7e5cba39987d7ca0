"""Every decision the house asks is declared once (games/house/decisions.py, issue 23
§1): in seeded bot games of both Betrayals each kind met is declared, and a wrong
answer is refused with the very words and catalogue key the rules gave before the
declarations (listed here as the old `explain_illegal` worded them), so the Spanish
catalogue still matches; a move with no movement left says so (issue 24)."""

from __future__ import annotations

from pathlib import Path

import pytest

from catalogues import read_catalogue
from tabletop import games
from tabletop.engine import IllegalAction, Rng
from tabletop.engine.actions import Choose
from tabletop.games.house.actions import (Attack, Cross, DropDown, EndTurn, Explore, HauntAct, Leave, MoveTo, Order,
                                          Orders, RoomAction, Take, Use)

I18N = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "betrayal" / "i18n"

# The refusals of the explore turn more precise than "cannot do that now", by the class of action.
EXPLORE = {
    MoveTo: ("{name} cannot reach that room now: it is not next to theirs through a door, or no movement is left.",
             "betrayal.error.cannot_move"),
    Explore: ("{name} cannot explore through that side: no open door there, no movement left, or no tile left for "
              "this floor.", "betrayal.error.cannot_explore"),
}
# A move or an exploration with no movement left says so (issue 24: a drag of the held standee).
NO_MOVES = ("{name} has no movement left this turn: use a card or the room, or end the turn.",
            "betrayal.error.no_moves")
CANNOT_PAY = ("{name} cannot pay that card's cost in full now: a trait it lowers would go below its critical step.",
              "betrayal.error.cannot_pay")
NOT_NOW = ("{name} cannot do that now.", "betrayal.error.not_now")
BAD_ORDER = ("{name} cannot give that order: the monster cannot go there or do that now.", "betrayal.error.bad_order")
MUST_CHOOSE = ("{name} must answer the question on the table first.", "betrayal.error.must_choose")
# The kinds the seeded games below meet, in each game.
MET = {
    "betrayal": {"accept", "affect", "apply", "damage", "drop_more", "elevator", "explore", "monsters", "option",
                 "pick_more", "secret", "steal", "turn_tile"},
    "betrayal_legacy": {"accept", "affect", "apply", "damage", "drop_more", "explore", "gain", "monsters",
                        "pick_more", "turn_tile"},
}
PROBES = (MoveTo("nowhere"), Explore("north"), Explore("up"), RoomAction("nowhere"), Cross("nowhere"),
          DropDown("nowhere"), EndTurn(), Attack("seat", 0), Attack("monster", 7, "sanity"), HauntAct("nonsense"),
          Orders("hand"), Take("nonsense"), Leave(), Choose("nonsense"), Choose("yes"), Choose("0"), Choose("done"),
          Order("nonsense"), Order("auto"), Order("done"))


def _refusal_before(state, kind: str, action) -> tuple[str, str]:
    seat = state.pending["seat"]
    if kind == "explore":
        if type(action) in EXPLORE and state.exploration.moves_left(seat) <= 0:
            return NO_MOVES
        if type(action) in EXPLORE:
            return EXPLORE[type(action)]
        if isinstance(action, Use) and action.card in state.hand[seat] and action.card not in state.used \
                and not state.ruleset.traits.use_payable(state, seat, action.card):
            return CANNOT_PAY
        return NOT_NOW
    return BAD_ORDER if kind == "monsters" else MUST_CHOOSE


def _positions(name: str):
    """(state, kind) at every decision of the seeded games, before it is answered."""
    game = games.get(name)
    for seed in range(8):
        state = game.new_game(game.max_seats if seed % 2 else game.min_seats, 500 + seed)
        rng = Rng(seed)
        while not state.is_over and len(state.history) < 1500:
            yield state, state.pending["kind"]
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("name", sorted(MET))
def test_every_kind_met_is_refused_as_before(name):
    met = set()
    for state, kind in _positions(name):
        met.add(kind)
        legal = state.legal_actions()
        seat = state.pending["seat"]
        before = state.to_dict()
        probes = [*PROBES, *(Use(card) for card in state.hand[seat]), Use("nonsense")]
        for action in probes:
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(action, seat=seat)
            text, key = _refusal_before(state, kind, action)
            who = state.seat_name(seat)
            assert (str(refused.value), refused.value.key, refused.value.values) == (
                text.format(name=who), key, {"name": who}), kind
        assert state.to_dict() == before
    assert met == MET[name]


def test_the_refusals_are_in_both_catalogues():
    keys = {key for _, key in (*EXPLORE.values(), NO_MOVES, CANNOT_PAY, NOT_NOW, BAD_ORDER, MUST_CHOOSE)}
    for language in ("en", "es"):
        catalogue = read_catalogue(I18N / f"{language}.toml")
        assert {key.removeprefix("betrayal.") for key in keys} <= set(catalogue)


# The rules' heading the help opens at for each kind, as the client listed them (a gain,
# which it did not list, opens at traits and rolls).
SECTIONS = {
    "explore": "Your turn", "turn_tile": "Discovering rooms", "damage": "Damage", "option": "Cards",
    "elevator": "Special rooms", "accept": "Items", "steal": "Attacks", "monsters": "Monsters", "affect": "The haunt",
    "apply": "The haunt", "doorway": "Discovering rooms", "end_order": "Your turn", "drop_more": "Items",
    "pick_more": "Items", "secret": "The haunt", "gain": "Traits and rolls",
}


@pytest.mark.parametrize("name", sorted(MET))
def test_each_kind_has_its_section_and_its_prompt(name):
    decisions = games.get(name).state_class.decisions
    headings = {line[3:] for line in (I18N.parent.parent / name / "rules_text" / "en.md").read_text().splitlines()
                if line.startswith("## ")}
    assert set(decisions.sections()) == set(SECTIONS) and set(decisions.sections().values()) <= headings
    prompts = {d.prompt_key(p) for d in decisions for p in ({"kind": d.kind}, {"for_side": "traitor", "heal": True})}
    for language in ("en", "es"):
        catalogue = read_catalogue(I18N / f"{language}.toml")
        assert {key.removeprefix("betrayal.") for key in prompts} <= set(catalogue)
