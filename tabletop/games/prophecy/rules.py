"""Prophecy (Basic Version)'s rules model (../shared/rules/prophecy.md).

A player's turn (PR-TURN) runs on the engine's step stack (engine/steps.py): the
Chance card, then the move, then the encounter (a Creature fought, an Opportunity
used or left, or the space's Possibilities), then the next living player. A step
that needs a player's decision records `pending` and stops; the decision comes
back as an action through the engine's gate (each kind declared in decisions.py) and
`_answer` re-runs the step with the typed action, which the step matches.

Places: spaces are numbered 0..23 around the ring; "left" is -1 and "right" +1
(PR-MOVE.1). Cards are uids into the expanded decks (library.py). A character's
cubes are two numbers per colour: on the right side (its Health and Strength, its
Magic and Willpower) and on the left side (lost or spent), PR-CUBE.
"""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.actions import Action
from tabletop.engine.content import field_values
from tabletop.engine.fields import DeclaredState, Fields, field
from tabletop.engine.steps import StepState, pending_field, steps_field

from . import library as lib
from .actions import Buy, Certificate, Choose, Declare, EndTurn, Move, Repair, Sell, Service, Stay, Withdraw
from .choices import ItemToDamage, Throw
from .content import GUILDS, Cost, Creature, Effect, Opportunity
from .decisions import DECISIONS

START_GOLD = START_XP = 3  # PR-SETUP.9
CERT_XP = CERT_GOLD = 5  # PR-CERT.1
WILLS_COST = 2  # PR-COMBAT.6
HORSE_COST, BOAT_COST, PORTAL_COST = 1, 1, 2  # PR-MOVE.2-4
WILDERNESS_MOST = 3  # PR-SPACE.8
TRADES = {"city_trade": ("magic", 1, "gold", 2), "thieves_trade": ("health", 1, "gold", 3),
          "fortress_trade": ("health", 1, "xp", 2)}  # PR-SPACE.12-14: pay, amount, gain, amount
ONCE_PER_TURN = ("monastery_heal", "wilderness_recharge", "tavern", *TRADES)  # PR-SPACE.6, .8, .10, .15
DECKS = ("adventure", "chance", "common", "rare")


def _per_seat(value: Any):
    return lambda state: [value] * state.n


def _seat_lists(state) -> list[list]:
    return [[] for _ in range(state.n)]


def _empty(state) -> list:
    return []


def _none(state) -> None:
    return None


class ProphecyState(DeclaredState, StepState):
    decisions = DECISIONS
    FIELDS = Fields(
        field("characters", list[int], default=_empty),  # index into library.CHARACTERS, per seat
        field("space", list[int], default=_empty),
        field("red", list[int], default=_empty),  # red cubes on the right side: Health and Strength
        field("red_lost", list[int], default=_per_seat(0)),  # on the left side
        field("blue", list[int], default=_empty),  # blue cubes on the right side: Magic and Willpower
        field("blue_lost", list[int], default=_per_seat(0)),
        field("gold", list[int], default=_per_seat(START_GOLD)),
        field("xp", list[int], default=_per_seat(START_XP)),
        field("items", list[list[int]], default=_seat_lists),
        field("damaged", list[int], default=_empty),  # item uids turned face down (PR-ITEM.6-7)
        field("certificates", list[list[str]], default=_seat_lists),
        field("alive", list[bool], default=_per_seat(True)),
        field("decks", dict[str, list[int]], default=lambda s: {d: [] for d in DECKS}),  # last item is the top
        field("discards", dict[str, list[int]], default=lambda s: {d: [] for d in DECKS}),
        field("board", list[int | None], default=lambda s: [None] * lib.RING),  # an Adventure card per space
        field("market", dict[str, list[int]], default=lambda s: {"city": [], "village": []}),
        field("active", int, default=lambda s: 0),
        field("extra", bool, default=lambda s: False),  # a Peaceful Times extra turn is owed (PR-D.12)
        field("in_extra", bool, default=lambda s: False),
        field("chance_card", int | None, default=_none),
        field("start", int, default=lambda s: 0),  # where this turn's movement started
        field("moved", str | None, default=_none),  # "stay" or how the character moved this turn
        field("used", list[str], default=_empty),  # once-per-turn Possibilities used this turn
        field("battle", dict | None, default=_none),
        field("deaths", list[int], default=_empty),  # seats in the order their characters died
        field("turn", int),
        steps_field(),
        pending_field(),
        field("final", dict | None, default=_none),
    )

    # -- set-up (PR-SETUP) ------------------------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "ProphecyState":
        state = cls(seed, options)
        rng = state.rng
        for deck, uids in (("adventure", range(len(lib.ADVENTURE))), ("chance", range(len(lib.CHANCE))),
                           ("common", lib.COMMON), ("rare", lib.RARE)):  # PR-SETUP.1-4
            cards = list(uids)
            rng.shuffle(cards)
            state.decks[deck] = cards
        dealt = list(range(len(lib.CHARACTERS)))
        rng.shuffle(dealt)
        state.characters = dealt[:state.n]  # PR-SETUP.7, PR-D.2
        for seat, index in enumerate(state.characters):
            ch = lib.CHARACTERS[index]
            state.red.append(ch.strength)  # PR-SETUP.8
            state.blue.append(ch.willpower)
            state.space.append(lib.GUILD_SPACE[ch.guilds[0]])  # PR-SETUP.10
        state._emit("game_started", None, characters=[lib.CHARACTERS[i].id for i in state.characters],
                    seats=state.n)
        state.active = state._first_player()  # PR-SETUP.12
        state._push(("turn",))
        state._open()
        return state

    def _first_player(self) -> int:
        """PR-SETUP.12, PR-D.3: the sum of both dice; the highest tied re-roll."""
        rolling = list(range(self.n))
        round_ = 1
        while True:
            rolls: list[int | None] = [None] * self.n
            for seat in rolling:
                rolls[seat] = self.rng.below(6) + self.rng.below(6) + 2
            self._emit("first_roll", None, rolls=rolls, round=round_)
            best = max(r for r in rolls if r is not None)
            rolling = [s for s in rolling if rolls[s] == best]
            if len(rolling) == 1:
                return rolling[0]
            round_ += 1

    # -- the engine's API -------------------------------------------------------------------

    def seat_name(self, seat: int | None) -> str:
        names = self.options.get("names")
        if seat is None:
            return "nobody"
        return names[seat] if names else lib.CHARACTERS[self.characters[seat]].name

    def components(self) -> dict[str, Any]:
        """Every card wherever it is (each exactly once): for the conformance checks."""
        adventure = [*self.decks["adventure"], *self.discards["adventure"], *(c for c in self.board if c is not None)]
        items = [*self.decks["common"], *self.decks["rare"], *self.discards["common"], *self.discards["rare"],
                 *self.market["city"], *self.market["village"], *(u for hand in self.items for u in hand)]
        chance = [*self.decks["chance"], *self.discards["chance"]]
        if self.chance_card is not None:
            chance.append(self.chance_card)
        return {"adventure": sorted(adventure), "items": sorted(items), "chance": sorted(chance),
                "characters": sorted(self.characters)}

    # -- the turn (PR-TURN) ---------------------------------------------------------------------

    def _step_turn(self) -> None:
        seat = self.active
        self.start, self.moved, self.used, self.battle = self.space[seat], None, [], None
        self._emit("turn_started", seat, extra=self.in_extra)
        if self.in_extra:  # PR-D.12: steps 2 and 3 only
            self._push(("move",), ("finish",))
        else:
            self._push(("chance",), ("move",), ("finish",))

    def _step_finish(self) -> None:
        """PR-TURN.4, PR-D.4: the next living player; first an owed extra turn (PR-D.12)."""
        seat = self.active
        self._emit("turn_ended", seat)
        self.battle = None
        if self.extra and self.alive[seat]:
            self.extra, self.in_extra = False, True
        else:
            self.extra = self.in_extra = False
            for step in range(1, self.n + 1):
                nxt = (seat + step) % self.n
                if self.alive[nxt]:
                    self.active = nxt
                    break
        self.turn += 1
        self._push(("turn",))

    # -- step 1: the Chance card (PR-CHANCE) --------------------------------------------------------

    def _step_chance(self) -> None:
        uid = self._draw("chance")
        if uid is None:
            return
        card = lib.chance(uid)
        seat = self.active
        self.chance_card = uid
        self._emit("chance_drawn", seat, card=card.id, kind=card.kind)
        if card.kind == "terrain":  # PR-CHANCE.2, PR-D.7: in board order from space 0
            for space, spec in enumerate(lib.SPACES):
                if spec.kind == card.terrain and self.board[space] is None:
                    placed = self._draw("adventure")
                    if placed is None:
                        break
                    self.board[space] = placed
                    self._emit("adventure_placed", None, space=space, card=lib.adventure(placed).id)
        elif card.kind == "merchant":  # PR-CHANCE.3
            lying = self.market[card.town]
            for u in lying:
                self.discards[lib.item(u).deck].append(u)
            drawn = [u for u in (self._draw(card.deck) for _ in range(card.count)) if u is not None]
            self.market[card.town] = drawn
            self._emit("merchant_stocked", None, town=card.town, items=[lib.item(u).id for u in drawn],
                       discarded=[lib.item(u).id for u in lying])
        elif card.kind == "wind":  # PR-CHANCE.4, PR-D.10
            if card.choice:  # each player's choice, the card still face up; then it is discarded
                self._push(*[("wind", s, card.heal, card.recharge) for s in self._turn_order()],
                           ("discard_chance", uid))
                return
            else:
                for s in self._turn_order():
                    self._heal(s, card.heal, "chance")
                    self._recharge(s, card.recharge, "chance")
        elif card.kind == "good_times":  # PR-CHANCE.5
            for s in self._turn_order():
                self._gain(s, "gold", card.gold, "chance")
        elif card.kind == "charity":  # PR-CHANCE.6, PR-D.11: each resource to whoever has least of it
            living = self._turn_order()
            # "the least" as the card finds the players, before anyone is healed by it
            low_red = min(self.red[x] for x in living)
            low_blue = min(self.blue[x] for x in living)
            low_gold = min(self.gold[x] for x in living)
            for s in living:
                if self.red[s] == low_red:
                    self._heal(s, card.heal, "chance")
                if self.blue[s] == low_blue:
                    self._recharge(s, card.recharge, "chance")
                if self.gold[s] == low_gold:
                    self._gain(s, "gold", card.gold, "chance")
        elif card.kind == "peaceful_times":  # PR-CHANCE.7
            self.extra = True
            self._emit("extra_turn", seat)
        self._push(("discard_chance", uid))

    def _step_discard_chance(self, uid: int) -> None:
        self.discards["chance"].append(uid)
        self.chance_card = None

    def _step_wind(self, seat: int, heal: int, recharge: int, choice: Choose | None = None) -> None:
        """A wind that heals or recharges: each player chooses (PR-D.10); with only one
        of them of use, it is taken without asking."""
        if choice is None:
            useful = [c for c, lost in (("heal", self.red_lost[seat]), ("recharge", self.blue_lost[seat])) if lost]
            if len(useful) == 2:
                self._ask("wind", seat, useful, ("wind", seat, heal, recharge))
                return
            if not useful:
                return
            chosen = useful[0]
        else:
            chosen = choice.value
        if chosen == "heal":
            self._heal(seat, heal, "chance")
        else:
            self._recharge(seat, recharge, "chance")

    def _turn_order(self) -> list[int]:
        """The living players from the active one, clockwise (PR-D.4, PR-D.10)."""
        return [s for s in ((self.active + k) % self.n for k in range(self.n)) if self.alive[s]]

    # -- step 2: the move (PR-MOVE) -------------------------------------------------------------------

    def move_options(self, seat: int) -> list[dict[str, Any]]:
        """Every way to move from the seat's space: on foot, by horse, by boat or
        through a portal (PR-MOVE.1-4), with its cost, if the seat can pay it."""
        here, gold = self.space[seat], self.gold[seat]
        found = [{"space": (here + d) % lib.RING, "how": "foot", "cost": 0} for d in (-1, 1)]
        if gold >= HORSE_COST:
            found += [{"space": (here + d) % lib.RING, "how": "horse", "cost": HORSE_COST} for d in (-2, 2)]
        if gold >= BOAT_COST:
            found += [{"space": s, "how": "boat", "cost": BOAT_COST} for s in lib.sea_neighbours(here)]
        if gold >= PORTAL_COST and here in lib.PORTALS:
            found += [{"space": s, "how": "portal", "cost": PORTAL_COST} for s in lib.PORTALS if s != here]
        unique: dict[tuple, dict] = {}
        for option in found:
            unique.setdefault((option["space"], option["how"]), option)
        return list(unique.values())

    def moves_priced_out(self, seat: int) -> list[dict[str, Any]]:
        """The horse, boat and portal moves the seat cannot pay for (PR-MOVE.2-4), to
        spaces no move it can pay for reaches: {"action", "space", "how", "short": "gold",
        "need", "has"}, in the shape of `priced_out`."""
        here, gold = self.space[seat], self.gold[seat]
        ways = [((here + d) % lib.RING, "horse", HORSE_COST) for d in (-2, 2)]
        ways += [(s, "boat", BOAT_COST) for s in lib.sea_neighbours(here)]
        if here in lib.PORTALS:
            ways += [(s, "portal", PORTAL_COST) for s in lib.PORTALS if s != here]
        reached = {o["space"] for o in self.move_options(seat)}
        found: dict[int, dict[str, Any]] = {}
        for space, how, cost in ways:
            if cost > gold and space not in reached and space not in found:
                found[space] = {"action": str(Move(space, how)), "space": space, "how": how, "short": "gold",
                                "need": cost, "has": gold}
        return list(found.values())

    def _step_move(self, choice: Move | Stay | None = None) -> None:
        seat = self.active
        if choice is None:
            self._ask("move", seat, self.move_options(seat), ("move",))
            return
        here = self.space[seat]
        match choice:
            case Stay():  # PR-MOVE.6, PR-D.14
                self.moved = "stay"
                self._emit("stayed", seat, space=here)
            case Move(space=to, how=how):
                cost = {"foot": 0, "horse": HORSE_COST, "boat": BOAT_COST, "portal": PORTAL_COST}[how]
                self.gold[seat] -= cost
                self.space[seat] = to
                self.moved = how
                self._emit("moved", seat, **{"from": here, "to": to, "how": how, "cost": cost})
                spider = self.board[here]
                card = None if spider is None else lib.adventure(spider)
                if isinstance(card, Creature) and card.on_leave:  # PR-ADV.3's exception, PR-D.30
                    self._emit("spider_bites", seat, card=card.id, space=here)
                    self._push(("effect", seat, "spider", _effect_key(card.on_leave)), ("encounter",))
                    return  # the bite first, then what waits where the move ends
        self._push(("encounter",))

    # -- step 3: the encounter (PR-ADV, PR-SPACE) ----------------------------------------------------

    def _step_encounter(self) -> None:
        seat = self.active
        if not self.alive[seat]:
            return
        here = self.space[seat]
        if not lib.SPACES[here].terrain:
            self._push(("possibilities",))
            return
        uid = self.board[here]  # PR-ADV.2
        if uid is None:
            return
        if lib.is_creature(uid):
            self._push(("battle_begin", uid))
        else:
            self._push(("opportunity", uid))

    def _step_opportunity(self, uid: int, choice: Choose | None = None) -> None:
        """PR-ADV.5, PR-D.31: use it (if every cost and condition can be met) or leave it."""
        seat = self.active
        card = lib.adventure(uid)
        assert isinstance(card, Opportunity)
        if choice is None:
            can = self._can_pay(seat, card.cost) and self.red[seat] >= card.min_strength \
                and self.blue[seat] >= card.min_willpower
            self._ask("opportunity", seat, ["use", "leave"] if can else ["leave"], ("opportunity", uid), card=uid)
            return
        here = self.space[seat]
        if choice.value == "leave":
            self._emit("opportunity_left", seat, card=card.id, space=here)
            return
        self._pay(seat, card.cost, "opportunity")
        self.board[here] = None
        self.discards["adventure"].append(uid)
        self._emit("opportunity_used", seat, card=card.id, space=here)
        self._push(("effect", seat, "opportunity", _effect_key(card.effect)))

    # -- battles (PR-COMBAT, PR-ITEM) ----------------------------------------------------------------

    def _step_battle_begin(self, uid: int) -> None:
        seat = self.active
        card = lib.adventure(uid)
        assert isinstance(card, Creature)
        battle = "strength" if card.strength else "wills"  # PR-COMBAT.2, .5
        self.battle = {"seat": seat, "card": uid, "battle": battle, "lives": card.lives, "wins": 0,
                       "declared": [], "thrown": None, "rolls": [], "bonus": 0, "creature_bonus": 0,
                       "paid": False}
        self._emit("battle_started", seat, card=card.id, battle=battle, lives=card.lives, space=self.space[seat])
        special = card.special
        steps: list[tuple] = []
        if special is not None and special.marker == "!":  # PR-COMBAT.8, PR-D.29
            steps.append(("special_rule", uid, "apply"))
        elif card.strength and card.willpower and card.order == "strength_first":
            steps.append(("battle_type",))  # PR-COMBAT.6
        if special is not None and special.marker == "?":  # PR-COMBAT.9
            steps.append(("special_rule", uid, "ask"))
        steps.append(("declare",))
        self._push(*steps)

    def _step_battle_type(self, choice: Choose | None = None) -> None:
        seat = self.active
        if choice is None:
            if self.blue[seat] >= WILLS_COST:  # PR-D.16
                self._ask("battle_type", seat, ["strength", "wills"], ("battle_type",))
            return
        if choice.value == "wills":
            self._lose(seat, "magic", WILLS_COST, "wills")
            self.battle["battle"] = "wills"
            self._emit("battle_changed", seat, battle="wills", paid=WILLS_COST)

    def _step_special_rule(self, uid: int, mode: str, choice: Choose | None = None) -> None:
        """A '!' rule applies (its cost paid when it can be); a '?' rule is offered when
        its cost can be paid (PR-COMBAT.8-9, PR-D.29)."""
        seat = self.active
        card = lib.adventure(uid)
        rule = card.special
        if mode == "ask" and choice is None:
            if not self._special_changes(rule):
                return
            if self._can_pay(seat, rule.cost):
                self._ask("special", seat, ["pay", "decline"], ("special_rule", uid, mode), card=uid)
            else:  # not asked: the seat is told what it was short of
                short = self._shortfall(seat, Choose("pay"), rule.cost)
                self._emit("priced_out", seat, card=card.id, offers=[short])
            return
        if choice is not None and choice.value == "decline":
            return
        if rule.cost:
            if not self._can_pay(seat, rule.cost):
                return
            self._pay(seat, rule.cost, "special")
        if rule.battle and rule.battle != self.battle["battle"]:
            self.battle["battle"] = rule.battle
        self.battle["bonus"] += rule.bonus
        self.battle["creature_bonus"] += rule.creature_bonus
        self._emit("special_applied", seat, card=card.id, marker=rule.marker, paid=bool(rule.cost),
                   battle=self.battle["battle"])

    def _special_changes(self, rule) -> bool:
        return bool(rule.bonus or rule.creature_bonus or (rule.battle and rule.battle != self.battle["battle"]))

    def declarable(self, seat: int) -> list[int]:
        """The Items the seat may add to its declaration now (PR-ITEM.1-5, PR-D.19,
        PR-D.21, PR-D.39): undamaged, of use in this battle, fitting the hands and
        the head, and with Magic left to pay for them."""
        battle = self.battle
        if battle is None or battle["rolls"]:
            return []
        declared = battle["declared"]
        magic = sum(lib.item(u).magic_cost for u in declared)
        found = []
        for u in self.items[seat]:
            if u in declared or u in self.damaged:
                continue
            item = lib.item(u)
            if _bonus(item, battle["battle"]) == 0 and not (item.throwable and battle["battle"] == "strength"):
                continue
            if not _fits(item, [lib.item(d) for d in declared]):
                continue
            if magic + item.magic_cost > self.blue[seat]:
                continue
            found.append(u)
        return found

    def roll_options(self) -> list[str]:
        """Roll the dice, or throw one of the declared weapons that may be thrown on
        this roll (PR-ITEM.6, PR-D.20): "roll" or "throw:<uid>"."""
        battle = self.battle
        if battle is None or battle["battle"] != "strength" or battle["thrown"] is not None:
            return ["roll"]
        return ["roll", *(f"throw:{u}" for u in battle["declared"] if lib.item(u).throwable)]

    def _step_declare(self, choice: Declare | Withdraw | Throw | str | None = None) -> None:
        seat = self.active
        if choice is None:
            self._ask("declare", seat, self.declarable(seat), ("declare",), card=self.battle["card"])
            return
        battle = self.battle
        match choice:
            case Declare(item=uid):
                battle["declared"].append(uid)
                self._push(("declare",))
            case Withdraw(item=uid):
                battle["declared"].remove(uid)
                self._push(("declare",))
            case Throw() | "roll":  # the first roll: the declaration is final (PR-D.18), its Magic paid (PR-D.39)
                declared = battle["declared"]
                magic = sum(lib.item(u).magic_cost for u in declared)
                self._emit("items_declared", seat, items=[lib.item(u).id for u in declared], magic=magic)
                if magic:
                    self._lose(seat, "magic", magic, "items")
                self._push(("roll", _thrown(choice)))

    def _step_roll(self, throw: int) -> None:
        """One roll of both dice (PR-COMBAT.3-4): the light die yours, the dark die the
        Creature's; a thrown weapon's bonus replaces its own on this roll (PR-D.20)."""
        seat = self.active
        battle = self.battle
        card = lib.adventure(battle["card"])
        kind = battle["battle"]
        you = (self.red[seat] if kind == "strength" else self.blue[seat]) + battle["bonus"]
        for u in battle["declared"]:
            item = lib.item(u)
            you += item.throw_bonus if u == throw else _bonus(item, kind)
        it = (card.strength if kind == "strength" else card.willpower) + battle["creature_bonus"]
        if throw >= 0:
            item = lib.item(throw)
            battle["thrown"] = throw
            self._emit("weapon_thrown", seat, item=item.id, bonus=item.throw_bonus, broke=item.breaks_on_throw)
        light, dark = self.rng.below(6) + 1, self.rng.below(6) + 1
        mine, theirs = you + light, it + dark
        outcome = "win" if mine > theirs else "tie" if mine == theirs else "loss"
        battle["rolls"].append([light, dark, mine, theirs, outcome])
        self._emit("battle_roll", seat, light=light, dark=dark, you=mine, it=theirs, outcome=outcome,
                   roll=len(battle["rolls"]))
        if throw >= 0 and lib.item(throw).breaks_on_throw:  # damaged at once: no bonus on later rolls
            battle["declared"].remove(throw)
            self._damage(seat, throw)
        if outcome == "win":
            battle["wins"] += 1
            if battle["wins"] < battle["lives"]:  # PR-COMBAT.10: three wins in a row, one battle
                self._push(("next_roll",))
                return
            self._push(("battle_end", "win"))
        else:
            self._push(("battle_end", outcome))  # PR-COMBAT.11

    def _step_next_roll(self, choice: Throw | str | None = None) -> None:
        seat = self.active
        options = self.roll_options()
        if choice is None and len(options) > 1:
            self._ask("roll", seat, options, ("next_roll",), card=self.battle["card"])
            return
        self._push(("roll", -1 if choice is None else _thrown(choice)))

    def _step_battle_end(self, outcome: str) -> None:
        seat = self.active
        uid = self.battle["card"]
        card = lib.adventure(uid)
        if outcome == "win":  # PR-ADV.7
            self.board[self.space[seat]] = None
            self.discards["adventure"].append(uid)
            self._emit("battle_won", seat, card=card.id, xp=card.xp)
            self._gain(seat, "xp", card.xp, "battle")
            if card.reward:
                self._push(("effect", seat, "reward", _effect_key(card.reward)))
        elif outcome == "tie":  # PR-ADV.8, PR-ADV.10
            self._emit("battle_tied", seat, card=card.id)
        else:  # PR-ADV.9, PR-LOSS.1
            self._emit("battle_lost", seat, card=card.id)
            if card.defeat:
                self._push(("effect", seat, "defeat", _effect_key(card.defeat)))
            else:
                self._lose_health(seat, 1, "battle")

    # -- effects (the vocabulary of content.py) ------------------------------------------------------

    def _step_effect(self, seat: int, source: str, key: list) -> None:
        """An effect in the vocabulary's order; a death stops it (PR-LOSS.3)."""
        e = Effect(*key)
        self._heal(seat, e.heal, source)
        self._recharge(seat, e.recharge, source)
        self._gain(seat, "gold", e.gain_gold, source)
        self._gain(seat, "xp", e.gain_xp, source)
        self._lose(seat, "gold", e.lose_gold, source)
        self._lose(seat, "magic", e.lose_magic, source)
        if e.lose_health and not self._lose_health(seat, e.lose_health, source):
            return
        for deck, count in (("common", e.draw_common), ("rare", e.draw_rare)):
            for _ in range(count):
                u = self._draw(deck)
                if u is not None:
                    self.items[seat].append(u)
                    self._emit("item_found", seat, item=lib.item(u).id, deck=deck, uid=u)
        for _ in range(e.strength_up):  # PR-GAIN.6-7: a cube from the bank
            self.red[seat] += 1
            self._emit("strength_up", seat, source=source)
        for _ in range(e.will_up):
            self.blue[seat] += 1
            self._emit("will_up", seat, source=source)
        if e.damage_item:
            self._push(("damage", seat))

    def _step_damage(self, seat: int, choice: ItemToDamage | None = None) -> None:
        """"Damage an Item": the player picks which of their undamaged Items."""
        whole = [u for u in self.items[seat] if u not in self.damaged]
        if not whole:
            return
        if choice is None and len(whole) > 1:
            self._ask("damage", seat, [f"item:{u}" for u in whole], ("damage", seat))
            return
        self._damage(seat, whole[0] if choice is None else choice.item)

    def _damage(self, seat: int, uid: int) -> None:
        self.damaged.append(uid)
        self._emit("item_damaged", seat, item=lib.item(uid).id, uid=uid)

    def _heal(self, seat: int, amount: int, source: str) -> int:
        moved = min(amount, self.red_lost[seat])  # PR-GAIN.2, PR-CUBE.5
        if moved:
            self.red_lost[seat] -= moved
            self.red[seat] += moved
            self._emit("healed", seat, amount=moved, source=source)
        return moved

    def _recharge(self, seat: int, amount: int, source: str) -> int:
        moved = min(amount, self.blue_lost[seat])  # PR-GAIN.3
        if moved:
            self.blue_lost[seat] -= moved
            self.blue[seat] += moved
            self._emit("recharged", seat, amount=moved, source=source)
        return moved

    def _gain(self, seat: int, what: str, amount: int, source: str) -> None:
        if amount:
            getattr(self, what)[seat] += amount  # PR-GAIN.4, PR-D.27
            self._emit(f"{what}_gained", seat, amount=amount, source=source)

    def _lose(self, seat: int, what: str, amount: int, source: str) -> None:
        """Gold or Magic: all there is, at most (PR-D.17); never Health (_lose_health)."""
        have = self.gold[seat] if what == "gold" else self.blue[seat]
        moved = min(amount, have)
        if not moved:
            return
        if what == "gold":
            self.gold[seat] -= moved
        else:  # PR-LOSS.5: right to left
            self.blue[seat] -= moved
            self.blue_lost[seat] += moved
        self._emit(f"{what}_lost", seat, amount=moved, source=source)

    def _lose_health(self, seat: int, amount: int, source: str) -> bool:
        """One cube at a time; with none on the right the character dies (PR-LOSS.3,
        PR-D.17). Whether it lives."""
        lost = 0
        for _ in range(amount):
            if self.red[seat] == 0:
                if lost:
                    self._emit("health_lost", seat, amount=lost, source=source)
                self._die(seat)
                return False
            self.red[seat] -= 1
            self.red_lost[seat] += 1
            lost += 1
        if lost:
            self._emit("health_lost", seat, amount=lost, source=source)
        return True

    def _die(self, seat: int) -> None:
        """PR-D.25: the turn ends; the character's Items go to the discard piles."""
        self.alive[seat] = False
        self.deaths.append(seat)
        for u in self.items[seat]:
            self.discards[lib.item(u).deck].append(u)
            if u in self.damaged:
                self.damaged.remove(u)
        self.items[seat] = []
        self.battle = None
        self._emit("character_died", seat)
        living = [s for s in range(self.n) if self.alive[s]]
        if len(living) <= 1:
            self._game_over(living[0] if living else None, "last_alive")
            return
        if seat == self.active:
            self.extra = False
            self.steps[:] = [("finish",)]  # in place: _run holds this very list

    def _shortfall(self, seat: int, action: Action, cost: Cost, strength: int = 0,
                   willpower: int = 0) -> dict[str, Any] | None:
        """The first thing the seat is short of to pay `cost` or meet the least
        Strength and Willpower asked, in the shape of `priced_out`; None if nothing."""
        for short, need, has in (("gold", cost.gold, self.gold[seat]), ("magic_cost", cost.magic, self.blue[seat]),
                                 ("xp_cost", cost.xp, self.xp[seat]), ("health", cost.health, self.red[seat]),
                                 ("strength", strength, self.red[seat]), ("willpower", willpower, self.blue[seat])):
            if has < need:
                return {"action": str(action), "short": short, "need": need, "has": has}
        return None

    def _can_pay(self, seat: int, cost: Cost) -> bool:
        """PR-D.16: the full amount of each; Health only if a cube stays... on the
        card (paying never kills)."""
        return (self.gold[seat] >= cost.gold and self.blue[seat] >= cost.magic and self.xp[seat] >= cost.xp
                and self.red[seat] >= cost.health)

    def _pay(self, seat: int, cost: Cost, source: str) -> None:
        self._lose(seat, "gold", cost.gold, source)
        self._lose(seat, "magic", cost.magic, source)
        if cost.xp:
            self.xp[seat] -= cost.xp
            self._emit("xp_lost", seat, amount=cost.xp, source=source)
        if cost.health:
            self._lose_health(seat, cost.health, source)

    def _draw(self, deck: str) -> int | None:
        """The top card; an empty deck is its discard pile shuffled (PR-D.9)."""
        cards = self.decks[deck]
        if not cards:
            pile = self.discards[deck]
            if not pile:
                return None
            self.rng.shuffle(pile)
            self.decks[deck], self.discards[deck] = pile, []
            cards = self.decks[deck]
            self._emit("deck_shuffled", None, deck=deck)
        return cards.pop()

    # -- the space's Possibilities (PR-SPACE, PR-CERT) ------------------------------------------------

    def _step_possibilities(self, choice: Action | None = None) -> None:
        seat = self.active
        if choice is None:
            offered = self.possibilities(seat)
            if offered:  # nothing to do but end: the turn ends by itself
                self._ask("space", seat, offered, ("possibilities",))
            # ...saying what the space offered that cost too much (the Items for sale lie in sight, priced)
            elif priced := [o for o in self.priced_out(seat) if not o["action"].startswith(Buy.verb)]:
                self._emit("priced_out", seat, offers=priced)
            return
        here = lib.SPACES[self.space[seat]]
        match choice:
            case EndTurn():
                return
            case Buy(item=uid):
                self.market[here.kind].remove(uid)
                cost = lib.item(uid).cost
                self.gold[seat] -= cost
                self.items[seat].append(uid)
                self._emit("item_bought", seat, item=lib.item(uid).id, cost=cost, uid=uid)
            case Sell(item=uid):
                price = lib.item(uid).cost // 2  # PR-D.23
                self.items[seat].remove(uid)
                self.discards[lib.item(uid).deck].append(uid)
                self.gold[seat] += price
                self._emit("item_sold", seat, item=lib.item(uid).id, price=price, uid=uid)
            case Repair(item=uid):
                self.gold[seat] -= 1
                self.damaged.remove(uid)
                self._emit("item_repaired", seat, item=lib.item(uid).id, uid=uid)
            case Certificate():
                self._certificate(seat, here.kind)
                if self.final is not None:
                    return
            case Service(name=name, amount=amount):
                self._service(seat, name, amount)
                if self.final is not None or not self.alive[seat]:
                    return
        self._push(("possibilities",))

    def possibilities(self, seat: int) -> list[str]:
        """What the seat may do on its space now (PR-SPACE), as action targets; [] when
        there is nothing but ending the turn."""
        return [str(a) for a in self.space_actions(seat) if not isinstance(a, EndTurn)]

    def space_actions(self, seat: int) -> list[Action]:
        """What the seat may do on its space now, ending the turn included when there is
        anything else."""
        here = lib.SPACES[self.space[seat]]
        offers = here.possibilities
        gold = self.gold[seat]
        found: list[Action] = []
        if "buy" in offers:
            found += [Buy(u) for u in self.market[here.kind] if lib.item(u).cost <= gold]
        if "sell" in offers:
            found += [Sell(u) for u in self.items[seat] if u not in self.damaged]
        if "repair" in offers and gold >= 1:
            found += [Repair(u) for u in self.items[seat] if u in self.damaged]
        if "certificate" in offers and self._certificate_cost(seat, here.kind) is not None:
            found.append(Certificate())
        for name in offers:
            if name in ONCE_PER_TURN and name in self.used:
                continue
            found += [Service(name, n) for n in self._service_amounts(seat, name)]
        if found:
            found.append(EndTurn())
        return found

    def priced_out(self, seat: int) -> list[dict[str, Any]]:
        """What the seat's space offers that it cannot pay for now (PR-SPACE, PR-CERT),
        each with the action it would be and what is short: {"action": its text,
        "short": "xp", "cert_gold", "gold" or "magic", "need": the price, "has": what the seat has}."""
        here = lib.SPACES[self.space[seat]]
        offers, gold = here.possibilities, self.gold[seat]
        found: list[dict[str, Any]] = []

        def short(action: Action, what: str, need: int, has: int) -> None:
            found.append({"action": str(action), "short": what, "need": need, "has": has})

        if "certificate" in offers and here.kind not in self.certificates[seat]:  # PR-CERT.1-3
            price = 0 if here.kind in lib.CHARACTERS[self.characters[seat]].guilds else CERT_GOLD
            if self.xp[seat] < CERT_XP:
                short(Certificate(), "xp", CERT_XP, self.xp[seat])
            elif gold < price:
                short(Certificate(), "cert_gold", price, gold)
        if "buy" in offers:  # PR-SPACE.3
            for u in self.market[here.kind]:
                if lib.item(u).cost > gold:
                    short(Buy(u), "gold", lib.item(u).cost, gold)
        if "repair" in offers and not gold:
            for u in self.items[seat]:
                if u in self.damaged:
                    short(Repair(u), "gold", 1, gold)
        wanted = {"camp_heal": self.red_lost[seat], "tower_recharge": self.blue_lost[seat],
                  "tavern": self.red_lost[seat] or self.blue_lost[seat]}  # a service paid in gold, if of use
        for name in offers:
            if name in ONCE_PER_TURN and name in self.used:
                continue
            if wanted.get(name) and gold < service_cost(name, 1):
                short(Service(name, 1), "gold", service_cost(name, 1), gold)
            if name == "city_trade" and self.moved == "stay" and self.start == self.space[seat] \
                    and self.blue[seat] < 1:  # PR-SPACE.12: 1 Magic to pay
                short(Service(name, 1), "magic", 1, self.blue[seat])
        return found

    def priced_out_now(self) -> list[dict[str, Any]]:
        """What the decision being asked offers that the seat cannot pay for: the
        space's Possibilities, or the ways to move."""
        kind = (self.pending or {}).get("kind")
        if kind == "space":
            return self.priced_out(self.active)
        if kind == "move":
            return self.moves_priced_out(self.active)
        if kind == "opportunity" and "use" not in self.pending["options"]:  # PR-ADV.5, PR-D.31
            card = lib.adventure(self.pending["card"])
            short = self._shortfall(self.active, Choose("use"), card.cost, card.min_strength, card.min_willpower)
            return [short] if short else []
        return []

    def _service_amounts(self, seat: int, name: str) -> list[int]:
        gold, red_lost, blue_lost = self.gold[seat], self.red_lost[seat], self.blue_lost[seat]
        if name == "camp_heal":  # PR-SPACE.7
            return list(range(1, min(red_lost, gold) + 1))
        if name == "tower_recharge":  # PR-SPACE.9: 1 gold per 2 Magic, rounded up
            return [n for n in range(1, blue_lost + 1) if (n + 1) // 2 <= gold]
        if name == "monastery_heal":  # PR-SPACE.6
            return [1] if red_lost else []
        if name == "wilderness_recharge":  # PR-SPACE.8
            return [min(WILDERNESS_MOST, blue_lost)] if blue_lost else []
        if name == "tavern":  # PR-SPACE.10
            return [1] if gold >= 1 and (red_lost or blue_lost) else []
        if name in TRADES:  # PR-SPACE.12-15: only after staying put
            if self.moved != "stay" or self.start != self.space[seat]:
                return []
            pay = TRADES[name][0]
            return [1] if (self.blue[seat] if pay == "magic" else self.red[seat]) >= 1 else []
        return []

    def _service(self, seat: int, name: str, amount: int) -> None:
        cost = service_cost(name, amount)
        self.gold[seat] -= cost
        if name in ONCE_PER_TURN:
            self.used.append(name)
        self._emit("service_used", seat, name=name, amount=amount, cost=cost)
        if name in ("camp_heal", "monastery_heal"):
            self._heal(seat, amount, "service")
        elif name in ("tower_recharge", "wilderness_recharge"):
            self._recharge(seat, amount, "service")
        elif name == "tavern":
            self._heal(seat, 1, "service")
            self._recharge(seat, 1, "service")
        else:
            pay, n, gain, m = TRADES[name]
            if pay == "magic":
                self._lose(seat, "magic", n, "trade")
            else:
                self._lose_health(seat, n, "trade")
            self._gain(seat, gain, m, "trade")

    def _certificate_cost(self, seat: int, guild: str) -> int | None:
        """The gold a Certificate costs (PR-CERT.1-3), or None when it cannot be had."""
        if guild in self.certificates[seat] or self.xp[seat] < CERT_XP:
            return None
        gold = 0 if guild in lib.CHARACTERS[self.characters[seat]].guilds else CERT_GOLD
        return gold if self.gold[seat] >= gold else None

    def _certificate(self, seat: int, guild: str) -> None:
        gold = self._certificate_cost(seat, guild)
        self.xp[seat] -= CERT_XP
        self.gold[seat] -= gold
        self.certificates[seat].append(guild)
        self._emit("certificate_gained", seat, guild=guild, xp=CERT_XP, gold=gold)
        if len(self.certificates[seat]) == len(GUILDS):  # PR-END.2
            self._game_over(seat, "certificates")

    # -- the end (PR-END) -------------------------------------------------------------------------------

    def ranking(self, winner: int | None) -> list[list[int]]:
        """PR-D.26: the winner; the living by Certificates (ties share a rank); the dead
        by Certificates."""
        ranks: list[list[int]] = [[winner]] if winner is not None else []
        for group in ([s for s in range(self.n) if self.alive[s] and s != winner],
                      [s for s in range(self.n) if not self.alive[s] and s != winner]):
            for count in sorted({len(self.certificates[s]) for s in group}, reverse=True):
                ranks.append([s for s in group if len(self.certificates[s]) == count])
        return ranks

    def _game_over(self, winner: int | None, reason: str) -> None:
        ranking = self.ranking(winner)
        self.pending = None
        self.steps.clear()
        self.final = {"winners": [winner] if winner is not None else [], "ranking": ranking, "reason": reason,
                      "scores": [len(c) for c in self.certificates], "turns": self.turn}
        self._emit("game_over", winner, winners=self.final["winners"], ranking=ranking, reason=reason)

    # -- what a seat sees (everything: PR-D.6) ----------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        battle = None
        if self.battle is not None:
            b = self.battle
            card = lib.adventure(b["card"])
            kind = b["battle"]
            s = b["seat"]
            you = (self.red[s] if kind == "strength" else self.blue[s]) + b["bonus"] + \
                sum(_bonus(lib.item(u), kind) for u in b["declared"])
            it = (card.strength if kind == "strength" else card.willpower) + b["creature_bonus"]
            battle = {**{k: (list(v) if isinstance(v, list) else v) for k, v in b.items()},
                      "rolls": [list(r) for r in b["rolls"]], "you": you, "it": it}
        pending = None
        if self.pending is not None:
            pending = dict(self.pending)
            pending["options"] = [dict(o) if isinstance(o, dict) else o for o in self.pending["options"]]
            pending["args"] = self.pending_args(self.pending)
        return {
            "seat": seat,
            "seats": self.n,
            "names": [self.seat_name(s) for s in range(self.n)],
            "active": self.active,
            "turn": self.turn,
            "extra_turn": self.in_extra,
            "extra_owed": self.extra,
            "players": [{
                "character": lib.CHARACTERS[self.characters[s]].id, "space": self.space[s],
                "strength": self.red[s], "health_lost": self.red_lost[s],
                "willpower": self.blue[s], "magic_lost": self.blue_lost[s],
                "gold": self.gold[s], "xp": self.xp[s], "items": list(self.items[s]),
                "damaged": [u for u in self.items[s] if u in self.damaged],
                "certificates": list(self.certificates[s]), "alive": self.alive[s],
            } for s in range(self.n)],
            "board": list(self.board),
            "market": {k: list(v) for k, v in self.market.items()},
            "decks": {**{d: len(self.decks[d]) for d in DECKS}, **{f"{d}_discard": len(self.discards[d]) for d in DECKS}},
            "discards": {d: list(self.discards[d]) for d in DECKS},  # face up: public (the decks' order is not)
            "steps": [list(step) for step in self.steps],
            "chance": self.chance_card,
            "battle": battle,
            "moved": self.moved,
            "start": self.start,
            "used": list(self.used),
            "priced_out": self.priced_out_now(),
            "pending": pending,
            "result": self.final,
        }

    # -- saves ----------------------------------------------------------------------------------------------

    def _check_loaded(self, data: Mapping[str, Any]) -> None:
        from .validate import check_save

        check_save(self, data)


def service_cost(name: str, amount: int) -> int:
    """The gold a Possibility costs for `amount` (PR-SPACE.7, .9, .10; the rest are free)."""
    return {"camp_heal": amount, "tower_recharge": (amount + 1) // 2, "tavern": 1}.get(name, 0)


def _bonus(item, kind: str) -> int:
    """An Item's bonus in a battle of `kind` (PR-D.21)."""
    return item.strength_bonus if kind == "strength" else item.will_bonus


def _fits(item, declared: list) -> bool:
    """PR-ITEM.2-5, PR-D.19: one weapon, two hands, one headgear, any other Items."""
    if item.slot == "weapon" and any(d.slot == "weapon" for d in declared):
        return False
    if item.slot == "headgear" and any(d.slot == "headgear" for d in declared):
        return False
    return item.hands + sum(d.hands for d in declared) <= 2


def _thrown(roll: Throw | str) -> int:
    """The weapon a roll answer throws, as the roll step's argument; -1 for a plain "roll"."""
    match roll:
        case Throw(item=uid):
            return uid
    return -1


def _effect_key(effect: Effect) -> list[int]:
    """An effect as a step argument (plain numbers, in the field order)."""
    return field_values(effect)
