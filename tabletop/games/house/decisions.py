"""Every decision the house asks, for both Betrayals, declared once (engine/decisions.py):
what answers it, what is legal, what a refusal says, the prompt and the rules section
the help opens.

The explore turn is answered with the turn's actions themselves, which go, typed, to
the step that asked (explore.py's explore turn, haunt_play.py's side turn), which
matches them. A monster's order is an `Order`; every other question is a pick among
its options (`Choose`). The step that asked gets the word chosen, read once into a
typed value where it carries more than a word (choices.py), never a string to split.
The two games word their rules apart: `house_decisions` takes the section each of
Betrayal's headings is in, in the game's own rules text."""

from __future__ import annotations

from typing import Any, Callable

import attrs

from tabletop.engine.actions import Action, Choose
from tabletop.engine.decisions import Decision, Decisions, Pending, Refusal, one_of_options, to_step
from tabletop.engine.errors import IllegalAction

from . import choices
from .actions import TURN, Explore, MoveTo, Order, Use, order_action, turn_action

# Betrayal at House on the Hill's rules_text/en.md headings
YOUR_TURN = "Your turn"
DISCOVERING = "Discovering rooms"
THE_HAUNT = "The haunt"
ITEMS = "Items"

CANNOT_MOVE = Refusal("{name} cannot reach that room now: it is not next to theirs through a door, or no movement "
                      "is left.", "betrayal.error.cannot_move")
CANNOT_EXPLORE = Refusal("{name} cannot explore through that side: no open door there, no movement left, or no "
                         "tile left for this floor.", "betrayal.error.cannot_explore")
#: BH-ROOM.2, BL-TILE.5: an open door onto a floor (a region) no tile left fits, one key per floor
NO_TILE = {floor: Refusal(f"{{name}} cannot explore through that door: no tile is left for the {words}.",
                          f"betrayal.error.no_tile_{floor}")
           for floor, words in (("upper", "upper floor"), ("ground", "ground floor"), ("basement", "basement"),
                                ("exterior", "exterior"))}
CANNOT_PAY = Refusal("{name} cannot pay that card's cost in full now: a trait it lowers would go below its "
                     "critical step.", "betrayal.error.cannot_pay")
NO_MOVES = Refusal("{name} has no movement left this turn: use a card or the room, or end the turn.",
                   "betrayal.error.no_moves")
MUST_CHOOSE = Refusal("{name} must answer the question on the table first.", "betrayal.error.must_choose")


def _words(state: Any, p: Pending) -> dict[str, Any]:
    return {"name": state.seat_name(p["seat"])}


def _explore_why_not(state: Any, p: Pending, action: Action) -> IllegalAction | None:
    """The explore turn's refusals more precise than "cannot do that now"."""
    match action:
        case MoveTo() | Explore() if state.exploration.moves_left(p["seat"]) <= 0:
            return NO_MOVES.said(_words(state, p))
        case MoveTo():
            return CANNOT_MOVE.said(_words(state, p))
        case Explore(side=side) if (floor := state.exploration.no_tile_for(p["seat"], side)) in NO_TILE:
            return NO_TILE[floor].said(_words(state, p))
        case Explore():
            return CANNOT_EXPLORE.said(_words(state, p))
        case Use(card=card) if card in state.hand[p["seat"]] and card not in state.used \
                and not state.ruleset.traits.use_payable(state, p["seat"], card):  # BL-COST.1, BL-D.25
            return CANNOT_PAY.said(_words(state, p))
    return None


def _explore_prompt(p: Pending) -> str:
    """A traitor whose figure is gone still decides for its side (BH-HTURN.9-10, BH-TRAITOR.5)."""
    return "betrayal.ui.prompt_side_turn" if p.get("for_side") else "betrayal.ui.prompt_explore"


def _gain_prompt(p: Pending) -> str:
    """BL-D.24: a gain or a heal may be declined, whole."""
    return "betrayal.ui.prompt_heal" if p.get("heal") else "betrayal.ui.prompt_gain"


def _pick(kind: str, section: str, prompt: str | Callable[[Pending], str] | None = None,
          read: Callable[[str], Any] = str) -> Decision:
    """A pick among the options, offered as words (a tile's quarter turns and a card's
    options are numbers): the step that asked gets the word chosen, read by `read`
    (choices.py; a plain word is its own value)."""
    decision = one_of_options(read, kind=kind, section=section, prompt=prompt or f"betrayal.ui.prompt_{kind}",
                              refusal=MUST_CHOOSE)
    return attrs.evolve(decision, offer=lambda s, p: [Choose(str(o)) for o in p["options"]],
                        allows=lambda s, p, a: a.value in map(str, p["options"]))


def house_decisions(section: Callable[[str], str]) -> Decisions:
    """The house's decisions, each opening the help at `section` of Betrayal's heading."""
    return Decisions(
        Decision(  # BH-TURN, BH-D.13-19: move, explore, use, attack... until End turn
            kind="explore", answers=tuple(TURN.values()), section=section(YOUR_TURN), prompt=_explore_prompt,
            offer=lambda s, p: [turn_action(option) for option in p["options"]],
            why_not=_explore_why_not, take=to_step,
            refusal=Refusal("{name} cannot do that now.", "betrayal.error.not_now")),
        Decision(  # BH-D.44: the traitor's orders to the monsters, one at a time
            kind="monsters", answers=(Order,), section=section("Monsters"), prompt="betrayal.ui.prompt_monsters",
            offer=lambda s, p: [order_action(str(o)) for o in p["options"]],
            allows=lambda s, p, a: a.value in map(str, p["options"]),
            take=lambda s, p, a: s._answer(p, choices.order(a.value)),
            refusal=Refusal("{name} cannot give that order: the monster cannot go there or do that now.",
                            "betrayal.error.bad_order")),
        _pick("turn_tile", section(DISCOVERING)),  # BH-D.15
        _pick("doorway", section(DISCOVERING), read=choices.doorway),
        _pick("damage", section("Damage")),
        _pick("option", section("Cards")),
        _pick("elevator", section("Special rooms"), read=choices.doorway),  # BH-SPECIAL.3-5, BH-D.20
        _pick("accept", section(ITEMS)),  # BH-ITEM.3, BH-D.27
        _pick("drop_more", section(ITEMS), read=choices.carried),
        _pick("pick_more", section(ITEMS), read=choices.carried),
        _pick("steal", section("Attacks")),  # BH-SPATK.4, BH-D.33
        _pick("affect", section(THE_HAUNT)),
        _pick("apply", section(THE_HAUNT)),
        _pick("secret", section(THE_HAUNT)),  # BH-D.42
        _pick("end_order", section(YOUR_TURN), read=choices.end_text),  # BL-TIME.4
        _pick("gain", section("Traits and rolls"), _gain_prompt),  # BL-DMG.6-7
        words=_words)


#: Betrayal at House on the Hill's decisions, each opening its own rules at the heading
DECISIONS = house_decisions(str)
