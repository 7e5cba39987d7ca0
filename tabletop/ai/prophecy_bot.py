"""The strong bot for Prophecy: an adventurer with a plan, reading only its view.

Random play-outs of Prophecy run for hundreds of turns and say little, so this bot
weighs its options instead:

- Battles by their exact odds: one roll is the light die against the dark die, so
  the chance of winning at a given difference of totals is counted over the 36
  throws; a three-life Creature needs three wins in a row.
- A move by what waits where it ends (a Creature worth fighting, an Opportunity,
  a guild whose Certificate it can pay for, a town with a useful Item, healing
  when hurt) less its price; failing that, the way to the nearest guild it still
  needs.
- On a space: a Certificate first, then healing when hurt, the Items that add
  most for their price while the gold for the next Certificate stays, repairs,
  then the trades that turn a spare cube into what it lacks.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.games.prophecy import choices

from .base import Bot

_CERT = 5
_AHEAD = 0.8  # what a good space one turn further away is worth, against one here now


@lru_cache(maxsize=None)
def roll_odds(diff: int) -> tuple[float, float]:
    """(win, tie) of one roll when your total before the dice exceeds the
    Creature's by `diff`."""
    win = tie = 0
    for light in range(1, 7):
        for dark in range(1, 7):
            d = diff + light - dark
            win += d > 0
            tie += d == 0
    return win / 36, tie / 36


class ProphecyBot(Bot):
    name = "strong"

    def __init__(self, game: Game, seed: int, **_settings: Any) -> None:
        super().__init__(game, seed)

    # -- the decision ---------------------------------------------------------------------------

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("The Prophecy bot was asked to act with no legal action.")
        if len(legal) == 1:
            return legal[0]
        from tabletop.games.prophecy import library as lib

        self.lib = lib
        self.view = view
        self.seat = view["seat"]
        self.me = view["players"][self.seat]
        self._landings: dict[int, float] = {}
        kind = view["pending"]["kind"]
        scored = [(self._score(kind, a), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        ties = [i for s, i in scored if s >= best - 1e-9]
        return legal[ties[self.rng.below(len(ties))]]

    def _score(self, kind: str, action: Action) -> float:
        if kind == "move":
            return self._move_score(action)
        if kind == "wind":
            lost = self.me["health_lost"] * 1.2 if action.value == "heal" else self.me["magic_lost"]
            return lost
        if kind == "opportunity":
            return self._opportunity_value(self.view["pending"]["card"]) if action.value == "use" else 0.0
        if kind == "battle_type":
            return self._battle_type_score(action.value)
        if kind == "special":
            return self._special_score(action.value == "pay")
        if kind in ("declare", "roll"):
            return self._declare_score(action)
        if kind == "damage":
            return -self.lib.item(choices.damage(action.value).item).cost
        if kind == "space":
            return self._space_score(action)
        return 0.0

    # -- values ------------------------------------------------------------------------------------

    def _needed(self) -> list[str]:
        return [g for g in ("fortress", "thieves_guild", "magic_tower", "forest_camp", "monastery")
                if g not in self.me["certificates"]]

    def _guilds(self) -> tuple[str, ...]:
        return self.lib.character(self.me["character"]).guilds

    def _cert_gold(self, guild: str) -> int:
        return 0 if guild in self._guilds() else _CERT

    def _health_worth(self) -> float:
        """What one Health is worth now: much more when it is nearly all gone."""
        red = self.me["strength"]
        return 1.5 if red >= 3 else 3.0 if red == 2 else 8.0 if red == 1 else 40.0

    def _effect_value(self, e) -> float:
        me = self.me
        value = min(e.heal, me["health_lost"]) * self._health_worth() * 0.6
        value += min(e.recharge, me["magic_lost"]) * 0.8
        value += e.gain_gold * 0.9 + e.gain_xp * 1.0
        value -= min(e.lose_gold, me["gold"]) * 0.9 + min(e.lose_magic, me["willpower"]) * 0.8
        value -= e.lose_health * self._health_worth()
        value += e.draw_common * 2.0 + e.draw_rare * 4.0 + e.strength_up * 4.0 + e.will_up * 3.0
        value -= e.damage_item * 2.0
        return value

    def _battle_odds(self, card, kind: str, you_extra: int = 0, it_extra: int = 0) -> tuple[float, float]:
        """(win, loss) of a whole battle against `card` of `kind` with the bot's best
        declaration."""
        me = self.me
        you = (me["strength"] if kind == "strength" else me["willpower"]) + you_extra + self._best_bonus(kind)
        it = (card.strength if kind == "strength" else card.willpower) + it_extra
        win, tie = roll_odds(you - it)
        if card.lives == 3:
            total_win = win ** 3
            return total_win, (1 - win - tie) * (1 + win + win * win)
        return win, 1 - win - tie

    def _best_bonus(self, kind: str) -> int:
        """The bonus of the best declaration the bot could make (greedy by bonus)."""
        lib = self.lib
        items = [lib.item(u) for u in self.me["items"] if u not in self.me["damaged"]]
        items.sort(key=lambda it: -(it.strength_bonus if kind == "strength" else it.will_bonus))
        chosen: list = []
        magic = 0
        for it in items:
            bonus = it.strength_bonus if kind == "strength" else it.will_bonus
            if bonus <= 0:
                continue
            if it.slot == "weapon" and any(c.slot == "weapon" for c in chosen):
                continue
            if it.slot == "headgear" and any(c.slot == "headgear" for c in chosen):
                continue
            if it.hands + sum(c.hands for c in chosen) > 2 or magic + it.magic_cost > self.me["willpower"]:
                continue
            chosen.append(it)
            magic += it.magic_cost
        return sum(c.strength_bonus if kind == "strength" else c.will_bonus for c in chosen)

    def _creature_value(self, card) -> float:
        """What fighting `card` is worth: its XP and reward if won, its cost if lost."""
        kinds = ["strength" if card.strength else "wills"]
        if card.special is not None and card.special.marker == "!" and card.special.battle:
            kinds = [card.special.battle]
        elif card.strength and card.willpower and card.order == "strength_first" and self.me["willpower"] >= 2:
            kinds.append("wills")
        best = -1e9
        for kind in kinds:
            extra, it_extra, pay = 0, 0, 0.0
            if card.special is not None and card.special.marker == "!":
                extra, it_extra = card.special.bonus, card.special.creature_bonus
            if kind == "wills" and "wills" not in (card.special.battle if card.special else "") and card.strength:
                extra -= 2  # the 2 Magic paid lower the Willpower
                pay = 1.6
            win, loss = self._battle_odds(card, kind, extra, it_extra)
            lose_cost = self._effect_value(card.defeat) if card.defeat else -self._health_worth()
            hungry = 1.0 if self.me["xp"] < _CERT else 0.0  # Experience is what it lacks
            value = win * (card.xp * 1.3 + hungry + max(0.0, self._effect_value(card.reward))) + loss * lose_cost - pay
            best = max(best, value)
        return best

    def _opportunity_value(self, uid: int) -> float:
        """Its effect less its price; nothing when it cannot be used (PR-D.31)."""
        card = self.lib.adventure(uid)
        cost, me = card.cost, self.me
        if (me["gold"] < cost.gold or me["willpower"] < cost.magic or me["xp"] < cost.xp
                or me["strength"] < cost.health or me["strength"] < card.min_strength
                or me["willpower"] < card.min_willpower):
            return 0.0
        price = cost.gold * 0.9 + cost.magic * 0.8 + cost.health * self._health_worth() + cost.xp * 1.0
        return self._effect_value(card.effect) - price

    def _space_value(self, space: int) -> float:
        """What ending a move on `space` is worth."""
        lib, me, view = self.lib, self.me, self.view
        spec = lib.SPACES[space]
        if spec.terrain:
            uid = view["board"][space]
            if uid is None:
                return 0.0
            if lib.is_creature(uid):
                return self._creature_value(lib.adventure(uid))
            return max(0.0, self._opportunity_value(uid))
        value = 0.0
        if spec.kind in self._needed():
            if me["xp"] >= _CERT and me["gold"] >= self._cert_gold(spec.kind):
                value += 30.0
            elif spec.kind == "fortress" and me["xp"] + 2 >= _CERT and me["strength"] >= 2:
                value += 3.0  # the Fortress's trade (after a turn's stay) makes up the Experience
        hurt = me["health_lost"]
        if spec.kind == "monastery" and hurt:
            value += self._health_worth() * 0.8
        if spec.kind == "forest_camp" and hurt and me["gold"]:
            value += min(hurt, me["gold"]) * self._health_worth() * 0.5
        if spec.kind == "village" and (hurt or me["magic_lost"]) and me["gold"]:
            value += 1.5
        if spec.kind == "wilderness" and me["magic_lost"]:
            value += min(3, me["magic_lost"]) * 0.8
        if spec.kind in ("city", "village"):
            for uid in view["market"][spec.kind]:
                if lib.item(uid).cost <= me["gold"] - self._gold_reserve():
                    value += self._item_worth(uid) * 0.5
        if me["damaged"] and me["gold"] and spec.civilization:
            value += 1.0
        return value

    def _gold_reserve(self) -> int:
        """Gold kept for the next Certificate outside the bot's guilds."""
        others = [g for g in self._needed() if g not in self._guilds()]
        return _CERT if others and self.me["xp"] >= 3 else 0

    def _item_worth(self, uid: int) -> float:
        """How much an Item adds over what the bot already carries."""
        it = self.lib.item(uid)
        gain = 0.0
        for kind in ("strength", "wills"):
            before = self._best_bonus(kind)
            self.me = {**self.me, "items": [*self.me["items"], uid]}
            after = self._best_bonus(kind)
            self.me = self.view["players"][self.seat]
            gain += (after - before) * 3.0
        return gain - it.cost * 0.4

    # -- decisions ---------------------------------------------------------------------------------

    def _move_score(self, action: Action) -> float:
        """What waits where the move ends, less its price, plus the best of what can
        be reached from there in the next turns (discounted by the turns it takes)."""
        here = self.me["space"]
        if action.verb == "stay":
            return self._landing(here) + _AHEAD * self._future(here) - 0.2
        cost = {"foot": 0, "horse": 1, "boat": 1, "portal": 2}[action.how]
        value = self._landing(action.space) + _AHEAD * self._future(action.space) - cost * 0.9
        leaving = self.view["board"][here]
        if leaving is not None and self.lib.is_creature(leaving) and self.lib.adventure(leaving).on_leave:
            value += self._effect_value(self.lib.adventure(leaving).on_leave)
        return value

    def _landing(self, space: int) -> float:
        if space not in self._landings:
            self._landings[space] = self._space_value(space)
        return self._landings[space]

    def _future(self, start: int) -> float:
        """The best landing value reachable from `start`, discounted per turn."""
        ring = self.lib.RING
        fast = self.me["gold"] >= 2
        best = 0.0
        for space in range(ring):
            if space == start:
                continue
            dist = min((space - start) % ring, (start - space) % ring)
            turns = (dist + 1) // 2 if fast else dist
            best = max(best, self._landing(space) * _AHEAD ** max(0, turns - 1))
        return best

    def _battle_type_score(self, value: str) -> float:
        card = self.lib.adventure(self.view["battle"]["card"])
        if value == "strength":
            win, loss = self._battle_odds(card, "strength")
            return win - loss
        win, loss = self._battle_odds(card, "wills", -2)
        return win - loss - 0.1

    def _special_score(self, pay: bool) -> float:
        card = self.lib.adventure(self.view["battle"]["card"])
        battle = self.view["battle"]
        kind = battle["battle"]
        if not pay:
            win, loss = self._battle_odds(card, kind, battle["bonus"], battle["creature_bonus"])
            return win - loss
        rule = card.special
        kind = rule.battle or kind
        win, loss = self._battle_odds(card, kind, battle["bonus"] + rule.bonus - (rule.cost.magic if kind == "wills" else 0),
                                      battle["creature_bonus"] + rule.creature_bonus)
        cost = rule.cost.gold * 0.15 + rule.cost.magic * 0.1 + rule.cost.health * 0.3
        return win - loss - cost

    def _declare_score(self, action: Action) -> float:
        lib, battle = self.lib, self.view["battle"]
        kind = battle["battle"]
        if action.verb == "declare":
            it = lib.item(action.item)
            return 10.0 + (it.strength_bonus if kind == "strength" else it.will_bonus)
        if action.verb == "withdraw":
            return -10.0
        match choices.roll(action.value):
            case choices.Throw(item=uid):
                it = lib.item(uid)
            case _:
                return 0.0  # roll
        card = lib.adventure(battle["card"])
        left = card.lives - battle["wins"]
        gain = it.throw_bonus - it.strength_bonus
        # throw on the last roll needed, when it adds something
        return 1.0 if gain > 0 and left == 1 else -1.0

    def _space_score(self, action: Action) -> float:
        lib, me = self.lib, self.me
        verb = action.verb
        if verb == "certificate":
            return 100.0
        if verb == "end":
            return 0.0
        if verb == "buy":
            it = lib.item(action.item)
            if it.cost > me["gold"] - self._gold_reserve():
                return -1.0
            return self._item_worth(action.item)
        if verb == "sell":
            it = lib.item(action.item)
            worth = self._item_worth_kept(action.item)
            short = self._gold_reserve() + 1 > me["gold"] and me["xp"] >= _CERT
            return (it.cost // 2) * (1.5 if short else 0.3) - worth
        if verb == "repair":
            return 2.0 if me["gold"] > self._gold_reserve() else -1.0
        name, amount = action.name, action.amount
        if name in ("camp_heal", "monastery_heal", "tavern"):
            cost = {"camp_heal": amount, "monastery_heal": 0, "tavern": 1}[name]
            spare = me["gold"] - cost >= self._gold_reserve() or cost == 0
            return amount * self._health_worth() * 0.5 - cost * 0.9 if spare else -1.0
        if name in ("tower_recharge", "wilderness_recharge"):
            cost = (amount + 1) // 2 if name == "tower_recharge" else 0
            spare = me["gold"] - cost >= self._gold_reserve() or cost == 0
            return amount * 0.6 - cost * 0.9 if spare else -1.0
        if name == "city_trade":
            return 1.0 if me["willpower"] >= 3 else -1.0
        if name == "thieves_trade":
            return 1.5 if me["strength"] >= 4 else -1.0
        if name == "fortress_trade":
            completes = me["xp"] < _CERT <= me["xp"] + 2 and me["strength"] >= 2
            return 1.5 if (me["strength"] >= 4 and me["xp"] < _CERT) or completes else -1.0
        return 0.0

    def _item_worth_kept(self, uid: int) -> float:
        lib = self.lib
        items = [u for u in self.me["items"] if u != uid]
        saved = self.me
        self.me = {**saved, "items": items}
        without = self._best_bonus("strength") + self._best_bonus("wills")
        self.me = saved
        with_it = self._best_bonus("strength") + self._best_bonus("wills")
        return (with_it - without) * 3.0 + (0 if lib.item(uid).cost else 0)
