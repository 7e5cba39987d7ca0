"""Comanauts' Perform actions step: the actions a comanaut may take, moving and
arriving, rolls and re-rolls, and skill tests (CO-TURN.16-25, CO-ACTION, CO-CLARITY.4-5).
A part of ComanautsState (rules.py), kept in its own module to stay readable."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine.actions import Action

from . import sheet as sheets_mod
from .actions import (Ability, EndActions, Encourage, Equip, Focus, Melee, Move, Ranged, Reserve, Search, Task,
                      Test, Travel, UseItem)
from .choices import Reroll
from .dice import ATTRIBUTES, kind
from .library import (ENVIRONMENTS, STATUSES, TOTEMS, avatar_piece, enemy_card, entries_of, geometry_of,
                      geometry_with_doors, page_of)
from .rolls import roll_result

SEARCH_TARGET = 4  # CO-ACTION.36
COLOUR_ROLLS = {"melee": ("red", "purple"), "ranged": ("green", "purple"), "search": ("yellow", "purple")}


class ActionRules:
    """Perform actions, rolls and tests; mixed into ComanautsState."""

    # -- Perform actions (CO-TURN.16-25, CO-ACTION) ------------------------------------------

    def _tokens_of(self, k: int, allowed: tuple[str, ...] = ATTRIBUTES) -> list[str]:
        """The kinds of die sheet k can spend now: colours of its attribute dice, and
        "stored" for its stored die unless stored this turn (CO-D.26). A purple die
        stands in for any colour (CO-TURN.25)."""
        sheet = self.sheets[k]
        found = sorted({kind(d) for d in sheet.dice if kind(d) in ATTRIBUTES and kind(d) in allowed})
        if sheet.stored is not None and not self.flags.get("stored_now") and kind(sheet.stored) in allowed \
                and k == self.current:
            found.append("stored")
        return found

    def _token_colour(self, k: int, token: str) -> str:
        return kind(self.sheets[k].stored) if token == "stored" else token

    def _roll_sets(self, k: int, allowed: tuple[str, ...]) -> list[str]:
        """Every non-empty set of dice sheet k could roll together, as "+"-joined tokens."""
        sheet = self.sheets[k]
        counts = Counter(kind(d) for d in sheet.dice if kind(d) in allowed)
        if sheet.stored is not None and not self.flags.get("stored_now") and kind(sheet.stored) in allowed \
                and k == self.current:
            counts["stored"] = 1
        sets = [[]]
        for token in sorted(counts):
            sets = [s + [token] * c for s in sets for c in range(counts[token] + 1)]
        return ["+".join(s) for s in sets if s]

    def offer_entry_test(self, k: int, colour: str) -> list[Action]:
        """The rolls sheet k may make for the test the book asks for (CO-ACTION.16-18)."""
        return [Test(use, "entry") for use in self._roll_sets(k, (colour, "purple"))]

    def offer_actions(self, k: int) -> list[Action]:
        """Every Perform action sheet k may take now, End among them (CO-TURN.16-25)."""
        found: list[Action] = []
        sheet = self.sheets[k]
        tokens = self._tokens_of(k)
        here = self._space_of(k)
        geo = self._geo()
        if tokens and not self._has_mod(k, "no_move") and self._may_move(here):
            enemy_here = any(self._space_of_piece(e) == here for e in self._enemies())
            for token in tokens:
                colour = self._token_colour(k, token)
                for space in geo.order:
                    if space == here or colour in geo.crossing_colours(here, space, enemy_here):
                        for point in self._free_points(space, ignore=avatar_piece(k)):
                            if space != here or point != self.pos[avatar_piece(k)][1]:
                                found.append(Move(token, space, point))
        if len(tokens) >= 1:
            pairs = self._pairs(k)
            takes = sorted({kind(d) for d in self.discard if kind(d) in ATTRIBUTES})
            found += [Focus(pair, take) for pair in pairs for take in takes]
        for token in tokens:
            if token != "stored":
                if sheet.stored is None and not self._has_mod(k, "no_reserve"):
                    found.append(Reserve(token, k))
                if not self._has_mod(k, "no_encourage"):
                    for j in range(self.n):
                        if j != k and self._in_game(j):
                            found.append(Encourage(token, j, "die"))
                            if sheet.clarity:
                                found.append(Encourage(token, j, "clarity"))
            found.append(Equip(token))
            for item in self._usable_items(k):
                found.append(UseItem(token, item))
            for totem in self._equipped(k):
                if totem in TOTEMS:
                    found.append(Travel(token, totem))
        for key, colour in self._tests_available(k):
            found += [Test(use, key) for use in self._roll_sets(k, (colour, "purple"))]
        if self.task is not None:
            found += [Task(use) for use in self._roll_sets(k, (self.task["colour"], "purple"))]
        for enemy in self._enemies():
            if self._space_of_piece(enemy) == here:
                found += [Melee(use, enemy) for use in self._roll_sets(k, COLOUR_ROLLS["melee"])]
            if self._ranged_ok(k, enemy):
                found += [Ranged(use, enemy) for use in self._roll_sets(k, COLOUR_ROLLS["ranged"])]
        if self.tokens.get(here, []).count("search") and not self._has_mod(k, "no_search"):
            found += [Search(use) for use in self._roll_sets(k, COLOUR_ROLLS["search"])]
        if self._ability_ready(k, "actions"):
            found.append(Ability())
        found.append(EndActions())
        return found

    def _pairs(self, k: int) -> list[str]:
        sheet = self.sheets[k]
        counts = Counter(kind(d) for d in sheet.dice if kind(d) in ATTRIBUTES)
        if "stored" in self._tokens_of(k):
            counts["stored"] = 1
        names = sorted(counts)
        pairs = []
        for i, a in enumerate(names):
            for b in names[i:]:
                if a != b or counts[a] >= 2:
                    pairs.append(f"{a}+{b}")
        return pairs

    def act(self, k: int, action: Action) -> None:
        """Carry out one Perform action; sheet k is asked for the next one after it,
        until it ends them."""
        if type(action) is EndActions:
            self._emit("actions_ended", k)
            return
        self.steps.append(("actions", k))  # ask again after this action
        sheet = self.sheets[k]
        match action:
            case Ability():
                self._use_ability(k)
            case Move(use, space, point):
                self._spend(k, use)
                self._move_avatar(k, space, point)
            case Focus(use, take):
                a, b = use.split("+")
                self._spend(k, a)
                self._spend(k, b)
                die = next(d for d in self.discard if kind(d) == take)
                self.discard.remove(die)
                sheet.dice.append(die)
                self._emit("focused", k, took=die)
            case Reserve(use):
                die = self._take_die(k, use)
                sheets_mod.store(sheet, die, self.discard)
                self.flags["stored_now"] = True
                self._emit("die_stored", k, die=die, sheet=k)
            case Encourage(use, j, "die"):
                die = self._take_die(k, use)
                sheets_mod.store(self.sheets[j], die, self.discard, encouraged=True)
                self._emit("die_stored", k, die=die, sheet=j)
            case Encourage(use, j):  # a clarity token instead
                self.discard.append(self._take_die(k, use))
                sheet.clarity -= 1
                self.sheets[j].clarity += 1
                self._emit("clarity_given", k, to=j)
            case Equip(use):
                self._spend(k, use)
                self._emit("equip_started", k)
                self.steps.append(("equip", k))
            case UseItem(use, item):
                self._spend(k, use)
                self.flags["used"].append(item)
                self._emit("item_used", k, item=item)
                self._push_effects(k, f"item:{item}")
            case Travel(use, totem):
                self._spend(k, use)
                self.leaving = TOTEMS[totem].comazone
                self._emit("totem_used", k, totem=totem, to=self.leaving)
            case _:  # a roll: Test, Task, Melee, Ranged, Search
                self.start_roll(k, action)

    def _spend(self, k: int, token: str) -> None:
        self.discard.append(self._take_die(k, token))

    def _take_die(self, k: int, token: str) -> str:
        sheet = self.sheets[k]
        if token == "stored":
            die, sheet.stored = sheet.stored, None
            return die
        die = next(d for d in sheet.dice if kind(d) == token)
        sheet.dice.remove(die)
        return die

    # -- moving (CO-ACTION.2-6) and arriving (CO-SPOT.6, CO-PAGE.9, CO-D.39) ---------------

    def _may_move(self, here: str) -> bool:
        rules = page_of(self.zone).rules
        return rules.move_limit < 0 or self.flags.get("moves", 0) < rules.move_limit \
            or here in rules.move_limit_exempt

    def _geo(self):
        """This page's map; door tokens wall their spaces in (CO-D.55)."""
        doors = frozenset(space for space, tokens in self.tokens.items() if "door" in tokens)
        return geometry_with_doors(self.zone, doors) if doors else geometry_of(self.zone)

    def _move_avatar(self, k: int, space: str, point: int) -> None:
        here = self._space_of(k)
        rules = page_of(self.zone).rules
        if here not in rules.move_limit_exempt:
            self.flags["moves"] = self.flags.get("moves", 0) + 1
        self.pos[avatar_piece(k)] = [space, point]
        self._emit("avatar_moved", k, frm=here, to=space, point=point)
        self._arrive(k, space)

    def _arrive(self, k: int, space: str) -> None:
        page = page_of(self.zone)
        rules = page.rules
        if space in rules.burning or "fire" in self.tokens.get(space, []):
            self._push(("lose_life", k, rules.burn_damage, "burning"))
        spec = next(s for s in page.space if s.id == space)
        sequence: list[tuple] = []
        if self.pos.get("child", [None])[0] == space:
            sequence += [("entry", page.inner_child_entry), ("child_done",)]
        if spec.poi and (spec.poi not in self.explored or entries_of(self.zone)[spec.poi].repeatable):
            sequence += [("explored", spec.poi), ("entry", spec.poi)]
        for token in ("insight", "objective"):
            if token in self.tokens.get(space, []):
                sequence += [("entry", getattr(spec, f"{token}_entry")), ("remove_token", token, space)]
        self._push(*sequence)

    def _step_explored(self, entry: str) -> None:
        if entry not in self.explored:
            self.explored.append(entry)

    def _step_child_done(self) -> None:
        """CO-D.38: the die goes to the discard pool and the standee leaves."""
        if self.child_die is not None:
            self.discard.append(self.child_die)
            self.child_die = None
        self.pos.pop("child", None)

    def _step_remove_token(self, token: str, space: str) -> None:
        if token in self.tokens.get(space, []):
            self.tokens[space].remove(token)

    # -- rolls, re-rolls and their results (CO-CLARITY.4-5, CO-BONUS, CO-D.32-34) ---------

    def start_roll(self, k: int, action: Action) -> None:
        """Roll the dice a rolling action names (Test, Task, Melee, Ranged, Search)."""
        tokens = action.use.split("+")  # type: ignore[attr-defined]
        dice = [self._take_die(k, t) for t in tokens]
        purpose = action.verb
        ctx: dict[str, Any] = {}
        if isinstance(action, (Melee, Ranged)):
            ctx["enemy"] = action.enemy
        if isinstance(action, Test):
            ctx["key"] = action.key
            if action.key == "entry":
                ctx.update(self.flags.pop("entry_test"))
        self._roll_dice(k, dice, purpose, ctx)

    def _roll_dice(self, k: int, dice: list[str], purpose: str, ctx: dict[str, Any]) -> None:
        self.roll = {"sheet": k, "dice": [[d, self.rng.die(6)] for d in dice], "purpose": purpose, "ctx": ctx}
        self._emit("dice_rolled", k, purpose=purpose, dice=[d for d, _ in self.roll["dice"]],
                   faces=[f for _, f in self.roll["dice"]], total=self._roll_total())
        self.steps.append(("reroll", k))

    def _roll_total(self) -> int:
        roll = self.roll
        k = roll["sheet"]
        kind_of = {"melee": "melee", "ranged": "ranged", "defend": "defense", "task": "group_task"}.get(
            roll["purpose"], "plain")
        return roll_result([(kind(d), f) for d, f in roll["dice"]], self._colour_bonus(k),
                           self._kind_bonus(k), kind_of)

    def _step_reroll(self, k: int, choice: Reroll | str | None = None) -> None:
        """CO-CLARITY.4-5, CO-D.33: each die may be re-rolled for 1 clarity."""
        sheet = self.sheets[k]
        timing = "defense" if self.roll["purpose"] == "defend" else "any_roll"
        if choice is None:
            options = ["keep"]
            useful = self.options.get("revision", 1) < 2 or self._reroll_can_matter(sheet)
            if useful and (sheet.clarity or sheet.free_rerolls):
                options += [str(Reroll(i)) for i in range(len(self.roll["dice"]))]
            if useful and (self._ability_ready(k, timing) or self._ability_ready(k, "any_roll")):
                options.append("ability")
            if len(options) > 1:
                self._ask("reroll", k, options, ("reroll", k), total=self._roll_total(),
                          purpose=self.roll["purpose"], need=self._roll_need())
                return
            choice = "keep"
        match choice:
            case "keep":
                self._roll_done()
            case "ability":
                self.steps.append(("reroll", k))
                self._use_ability(k)
            case Reroll(index):
                if sheet.free_rerolls:
                    sheet.free_rerolls -= 1
                else:
                    sheet.clarity -= 1
                die = self.roll["dice"][index]
                die[1] = self.rng.die(6)
                self._emit("die_rerolled", k, index=index, die=die[0], face=die[1], total=self._roll_total(),
                           clarity=sheet.clarity)
                self.steps.append(("reroll", k))

    def _reroll_can_matter(self, sheet: Any) -> bool:
        """Revision 2: whether re-rolling could change the roll's outcome. Not when
        the roll already succeeds, nor when even a 6 on every die the player can
        pay to re-roll (CO-CLARITY.4-5: 1 clarity, or a free re-roll, per re-roll;
        a die may be re-rolled again) falls short of the result needed. A roll with
        no result to reach (none today) keeps the question. Bonuses are per die
        colour or per roll (CO-BONUS), so a re-roll changes the total by exactly
        the change of its die's face."""
        total, need = self._roll_total(), self._roll_need()
        if need is None:
            return True
        if total >= need:
            return False
        budget = sheet.clarity + sheet.free_rerolls
        gains = sorted((6 - face for _, face in self.roll["dice"]), reverse=True)[:budget]
        return total + sum(gains) >= need

    def _roll_need(self) -> int | None:
        """The result that succeeds, for the player's information."""
        roll = self.roll
        purpose, ctx = roll["purpose"], roll["ctx"]
        if purpose in ("melee", "ranged"):
            return enemy_card(ctx["enemy"]).defense
        if purpose == "search":
            return SEARCH_TARGET
        if purpose == "test":
            return ctx["target"] if "target" in ctx else self._test_target(ctx["key"])
        if purpose == "task":
            return self.task["target"] - sum(f for _, f in self.task["dice"])
        if purpose == "defend":
            return ctx["strength"]
        return None

    def _roll_done(self) -> None:
        total, need = self._roll_total(), self._roll_need()
        roll, self.roll = self.roll, None
        k, purpose, ctx = roll["sheet"], roll["purpose"], roll["ctx"]
        dice = [d for d, _ in roll["dice"]]
        success = need is not None and total >= need
        if purpose == "task":
            self.task["dice"] += roll["dice"]
            done = sum(f for _, f in self.task["dice"]) >= self.task["target"]
            self._emit("task_contributed", k, total=total, progress=sum(f for _, f in self.task["dice"]),
                       target=self.task["target"], done=done)
            if done:
                self.discard.extend(d for d, _ in self.task["dice"])
                entry, self.task = self.task["success"], None
                self._push(("entry", entry))
            return
        if purpose == "defend":
            if success:
                self.sheets[k].stored = dice[0]
                self._emit("defended", k, total=total, strength=need, blocked=True, enemy=ctx.get("source"))
            else:
                self.discard.append(dice[0])
                self._emit("defended", k, total=total, strength=need, blocked=False, enemy=ctx.get("source"))
                self._push(("lose_life", k, 1, ctx.get("source") or "attack"))
            return
        self.discard.extend(dice)
        if purpose in ("melee", "ranged"):
            self._emit("attack_rolled", k, enemy=ctx["enemy"], total=total, defense=need, hit=success)
            if success:
                self._defeat(ctx["enemy"], k)
        elif purpose == "search":
            self._emit("searched", k, total=total, found=success)
            if success:
                space = self._space_of(k)
                self.tokens[space].remove("search")
                self._offer_items(k, [i for i in page_of(self.zone).search_items if i in self.supply])
        else:
            self._test_result(k, ctx, total, success)

    # -- skill tests (CO-ACTION.15-19, CO-STATUS.5-7, CO-D.35) --------------------------------

    def _tests_available(self, k: int) -> list[tuple[str, str]]:
        found = []
        if self.environment and "env" not in self.tests_done:
            found.append(("env", ENVIRONMENTS[self.environment].test_colour))
        here = self._space_of(k)
        for j in range(self.n):
            if self._on_map(j) and self._space_of(j) == here:
                for status in self._statuses(j):
                    found.append((f"status:{j}:{status}", STATUSES[status].removal_colour))
        return found

    def _test_target(self, key: str) -> int:
        if key == "env":
            return ENVIRONMENTS[self.environment].test_target
        return STATUSES[key.split(":")[2]].removal_target

    def _test_result(self, k: int, ctx: dict[str, Any], total: int, success: bool) -> None:
        key = ctx["key"]
        self._emit("test_rolled", k, key=key, total=total, target=self._roll_need_for(ctx), passed=success)
        if key.startswith("status:"):
            _, j, status = key.split(":")
            if success:
                sheets_mod.remove_status(self.sheets[int(j)], status)
                if status in self.status_supply:
                    self.status_supply[status] += 1
                self._emit("status_removed", int(j), status=status)
            return
        if not success and page_of(self.zone).rules.failed_test_clarity:
            self._lose_clarity(k, page_of(self.zone).rules.failed_test_clarity)
        if key == "env":
            self.tests_done.append("env")
            self._push_effects(k, f"env:{'success' if success else 'fail'}")
            return
        self.tests_done.append(f"entry:{ctx['entry']}")
        follow = ctx["success"] if success else ctx["fail"]
        if follow:
            self._push(("entry", follow))

    def _roll_need_for(self, ctx: dict[str, Any]) -> int:
        return ctx["target"] if "target" in ctx else self._test_target(ctx["key"])
