"""Every decision Prophecy asks, declared once (engine/decisions.py): what answers it,
what is legal, what a refusal says, the prompt and the rules section the help opens.
Each answer goes, typed, to the step that asked (`StepState._answer`), which matches it:
a word that carries an Item ("throw:<uid>", "item:<uid>") read once (choices.py)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action, Choose
from tabletop.engine.decisions import Decision, Decisions, Pending, Refusal, one_of_options, to_step

from . import choices
from .actions import Buy, Certificate, Declare, EndTurn, Move, Repair, Sell, Service, Stay, Withdraw

STAY = Stay()
SPECIAL_RULES = "Special rules and three lives"  # sections are rules_text/en.md's headings

CANNOT_REACH = Refusal("{name} cannot reach that space that way this turn.", "prophecy.error.cannot_reach")
CANNOT_DECLARE = Refusal("That Item cannot be used in this battle (damaged, of no use here, no free hand or head, "
                         "or not enough Magic).", "prophecy.error.cannot_declare")
NOT_OFFERED = Refusal("That cannot be done here now (not offered on this space, already used this turn, or not "
                      "enough to pay).", "prophecy.error.not_offered")


#: What a Possibility priced out says, by what is short (ProphecyState.priced_out).
SHORT = {"xp": Refusal("{name} has {has} XP: a Certificate takes {need}.", "prophecy.error.short_xp"),
         "cert_gold": Refusal("{name} has {has} gold: a Certificate of another guild costs {need}.",
                              "prophecy.error.short_cert_gold"),
         "gold": Refusal("{name} has {has} gold: that costs {need}.", "prophecy.error.short_gold"),
         "magic": Refusal("{name} has no Magic to trade.", "prophecy.error.short_magic"),
         "magic_cost": Refusal("{name} has {has} Magic: that costs {need}.", "prophecy.error.short_magic_cost"),
         "xp_cost": Refusal("{name} has {has} XP: that costs {need}.", "prophecy.error.short_xp_cost"),
         "health": Refusal("{name} has {has} Health: that costs {need}.", "prophecy.error.short_health"),
         "strength": Refusal("{name} has Strength {has}: this card asks for at least {need}.",
                             "prophecy.error.short_strength"),
         "willpower": Refusal("{name} has Willpower {has}: this card asks for at least {need}.",
                              "prophecy.error.short_willpower")}


def _space_why_not(s: Any, p: Pending, a: Action):
    """A Possibility the seat cannot pay for says what is short; anything else, that it
    is not offered."""
    if type(a) is EndTurn:
        return None
    for offer in s.priced_out(p["seat"]):
        if offer["action"] == str(a):
            return SHORT[offer["short"]].said({**_words(s, p), "has": offer["has"], "need": offer["need"]})
    return NOT_OFFERED.said({})


def _words(state: Any, p: Pending) -> dict[str, Any]:
    return {"name": state.seat_name(p["seat"])}


def _reaches(p: Pending, action: Move) -> bool:
    return any(o["space"] == action.space and o["how"] == action.how for o in p["options"])


def _move_why_not(s: Any, p: Pending, a: Action):
    """A way the seat cannot pay for says what is short; anything else, that it does not reach."""
    for offer in s.moves_priced_out(p["seat"]):
        if offer["action"] == str(a):
            return SHORT["gold"].said({**_words(s, p), "has": offer["has"], "need": offer["need"]})
    return CANNOT_REACH.said(_words(s, p))


MOVE = Decision(  # PR-MOVE.1-6
    kind="move", answers=(Move, Stay), section="Step 2: movement", prompt="prophecy.ui.prompt_move",
    offer=lambda s, p: [*(Move(o["space"], o["how"]) for o in p["options"]), STAY],
    allows=lambda s, p, a: type(a) is Stay or _reaches(p, a),
    why_not=lambda s, p, a: _move_why_not(s, p, a),  # a Move: staying is always allowed
    take=to_step,
    refusal=Refusal("{name} must move (drag the standee) or stay now.", "prophecy.error.must_move"))


def _declare_offers(s: Any, p: Pending) -> list[Action]:
    return [*(Declare(u) for u in p["options"]), *(Withdraw(u) for u in s.battle["declared"]),
            *(Choose(v) for v in s.roll_options())]


def _declare_allows(s: Any, p: Pending, a: Action) -> bool:
    match a:
        case Declare(item=uid):
            return uid in p["options"]
        case Withdraw(item=uid):
            return uid in s.battle["declared"]
    return a.value in s.roll_options()  # a Choose: roll, or throw a weapon


def _declare_take(s: Any, p: Pending, a: Action) -> None:
    """An Item declared or withdrawn goes as it is; the roll that ends the declaration, read."""
    s._answer(p, choices.roll(a.value) if type(a) is Choose else a)


DECLARE = Decision(  # PR-ITEM.1-5, PR-D.18-19, PR-D.39: the Items for the battle, then the first roll
    kind="declare", answers=(Declare, Withdraw, Choose), section="Items", prompt="prophecy.ui.prompt_declare",
    offer=_declare_offers, allows=_declare_allows,
    why_not=lambda s, p, a: CANNOT_DECLARE.said({}) if type(a) is Declare else None,
    take=_declare_take,
    refusal=Refusal("{name} must declare Items for the battle, then roll now.", "prophecy.error.must_declare"))

SPACE = Decision(  # PR-SPACE, PR-CERT: the space's Possibilities, until the turn is ended
    kind="space", answers=(Buy, Sell, Repair, Certificate, Service, EndTurn), section="Special spaces",
    prompt="prophecy.ui.prompt_space",
    offer=lambda s, p: s.space_actions(p["seat"]),
    why_not=_space_why_not,
    take=to_step,
    refusal=Refusal("{name} must use the space or end the turn now.", "prophecy.error.must_space"))


ROLL = one_of_options(  # PR-COMBAT.10, PR-ITEM.6, PR-D.20: the next roll of a three-life battle
    choices.roll, kind="roll", section=SPECIAL_RULES, prompt="prophecy.ui.prompt_roll",
    refusal=Refusal("{name} must roll again or throw a weapon now.", "prophecy.error.must_roll"))

BATTLE_TYPE = one_of_options(  # PR-COMBAT.6, PR-D.16
    kind="battle_type", section="Battles", prompt="prophecy.ui.prompt_battle_type",
    refusal=Refusal("{name} must choose the kind of battle now.", "prophecy.error.must_battle_type"))

SPECIAL = one_of_options(  # PR-COMBAT.9, PR-D.29: a '?' rule
    kind="special", section=SPECIAL_RULES, prompt="prophecy.ui.prompt_special",
    refusal=Refusal("{name} must pay for the Creature's rule or decline now.", "prophecy.error.must_special"))

def _opportunity_why_not(s: Any, p: Pending, a: Action):
    """Using an Opportunity the seat cannot pay for or does not qualify for says what is short."""
    for offer in s.priced_out_now():
        if offer["action"] == str(a):
            return SHORT[offer["short"]].said({**_words(s, p), "has": offer["has"], "need": offer["need"]})
    return None


OPPORTUNITY = one_of_options(  # PR-ADV.5, PR-D.31
    kind="opportunity", section="Opportunities", prompt="prophecy.ui.prompt_opportunity",
    why_not=_opportunity_why_not,
    refusal=Refusal("{name} must use the Opportunity or leave it now.", "prophecy.error.must_opportunity"))

WIND = one_of_options(  # PR-CHANCE.4, PR-D.10
    kind="wind", section="Step 1: the Chance card", prompt="prophecy.ui.prompt_wind",
    refusal=Refusal("{name} must choose to heal or to recharge now.", "prophecy.error.must_wind"))

DAMAGE = one_of_options(  # "Damage an Item" (PR-ITEM.6-7): which of the seat's undamaged Items
    choices.damage, kind="damage", section="Damage and repair", prompt="prophecy.ui.prompt_damage",
    refusal=Refusal("{name} must choose the Item to damage now.", "prophecy.error.must_damage"))

DECISIONS = Decisions(MOVE, DECLARE, SPACE, ROLL, BATTLE_TYPE, SPECIAL, OPPORTUNITY, WIND, DAMAGE, words=_words)
