"""Comanauts' Adventure Book and cards: entries and their effects, insight, clues,
totems and vital signs, items and equipment, statuses and modifiers, clarity
abilities and card effects. A part of ComanautsState (rules.py)."""

from __future__ import annotations

from . import enemy_turn as et
from . import equipment, sheet as sheets_mod
from .choices import GiveTo, Handling, Point, PushTo, TakeFrom, Wear
from .dice import ATTRIBUTES, THREAT_KINDS, draw, kind
from .library import (AVATARS, ENVIRONMENTS, FEAR_COPIES, ITEMS, STATUSES, STORY, TOTEMS, avatar_piece,
                      enemy_card, entries_of, page_of, shape)
from .sheet import Sheet

INSIGHT_PER_CLUE = 3  # CO-INSIGHT.3


class BookRules:
    """Entries, items, statuses and card effects; mixed into ComanautsState."""

    # -- entries (the Adventure Book) -----------------------------------------------------

    def _step_entry(self, entry_id: str) -> None:
        entry = entries_of(self.zone)[entry_id]
        if entry_id not in self.read:
            self.read.append(entry_id)
        self._emit("entry_read", self.current, zone=self.zone, entry=entry_id)
        sequence: list[tuple] = [("effect", entry_id, i) for i in range(len(entry.effects))]
        if entry.choices:
            sequence.append(("entry_choice", entry_id))
        if entry.test is not None:
            sequence.append(("entry_test", entry_id))
        if entry.task is not None:
            sequence.append(("entry_task", entry_id))
        if entry.branches:
            sequence.append(("entry_branch", entry_id))
        self._push(*sequence)

    def _step_entry_choice(self, entry_id: str, choice: int | None = None) -> None:
        entry = entries_of(self.zone)[entry_id]
        if choice is None:
            self._ask("entry_choice", self.current, [str(i) for i in range(len(entry.choices))],
                      ("entry_choice", entry_id), entry=entry_id,
                      labels=[c.label for c in entry.choices])
            return
        self._push(("entry", entry.choices[choice].entry))

    def _step_entry_test(self, entry_id: str) -> None:
        """CO-ACTION.16-18: the book asks for a test now; with no dice of its colour the
        test fails at once (CO-ACTION.17). Once per visit (CO-D.35)."""
        test = entries_of(self.zone)[entry_id].test
        k = self.current
        if f"entry:{entry_id}" in self.tests_done:
            self._emit("test_already_tried", k, entry=entry_id)
            return
        ctx = {"entry": entry_id, "target": test.target, "success": test.success, "fail": test.fail,
               "colour": test.colour}
        if not self._on_map(k) or not self._roll_sets(k, (test.colour, "purple")):
            self._test_result(k, {**ctx, "key": "entry"}, 0, False)
            return
        self.flags["entry_test"] = ctx
        self.pending = {"kind": "entry_test", "seat": k, "colour": test.colour, "target": test.target,
                        "entry": entry_id}

    def _step_entry_task(self, entry_id: str) -> None:
        task = entries_of(self.zone)[entry_id].task
        if self.task is None or self.task["entry"] != entry_id:
            if self.task is not None:
                self.discard.extend(d for d, _ in self.task["dice"])
            self.task = {"entry": entry_id, "colour": task.colour, "target": task.target,
                         "success": task.success, "dice": []}
            self._emit("task_opened", None, entry=entry_id, colour=task.colour, target=task.target)

    def _step_entry_branch(self, entry_id: str) -> None:
        """CO-D.38: the inner child entry may branch on the inner child die's value."""
        entry = entries_of(self.zone)[entry_id]
        for branch in entry.branches:
            if self.child_value in branch.results:
                self._push(("entry", branch.entry))
                return

    def _step_effect(self, entry_id: str, index: int) -> None:
        effect = entries_of(self.zone)[entry_id].effects[index]
        op = effect.op
        k = self.current
        if op == "encounter":
            self._encounter([h for h in effect.hostiles if h in self.hostile_supply])
        elif op == "encounter_id":
            self._encounter_id(effect.code)
        elif op == "encounter_fear":
            spare = [f for f in FEAR_COPIES if f in self.entity_box and f not in self.met]  # never twice
            if spare:
                self.entity_box.remove(spare[0])
                self.met.append(spare[0])
                self._encounter([spare[0]])
        elif op == "gain_insight":
            self._gain_insight(effect.amount)
        elif op == "reveal_clue":
            self._push(("reveal_clue",))
        elif op == "reveal_vital":
            self._reveal_vital()
        elif op == "place_token":
            self.tokens.setdefault(effect.space, []).append(effect.token)
        elif op == "remove_token":
            self._step_remove_token(effect.token, effect.space)
        elif op == "gain_item":
            self._offer_items(k, [i for i in effect.items if i in self.supply])
        elif op == "add_status":
            for j in self._who(k, effect.who):
                self._add_status(j, effect.status)
        elif op == "lose_life":
            self._push(*[("lose_life", j, effect.amount, f"entry:{entry_id}") for j in self._who(k, effect.who)])
        elif op == "gain_life":
            for j in self._who(k, effect.who):
                self.sheets[j].life += effect.amount
                self._emit("life_gained", j, amount=effect.amount, life=self.sheets[j].life)
        elif op == "attack":  # ET-5
            self._push(*[("attack", j, effect.strength, f"entry:{entry_id}") for j in self._who(k, effect.who)])
        elif op == "goto":
            self._push(("entry", effect.entry))
        elif op == "go_page":
            self.leaving = next(z.id for z in STORY.comazones if z.page == effect.page)
        elif op == "nexus":
            self.leaving = "nexus"
        elif op == "end_turn":
            self.flags["over"] = True

    def _who(self, k: int, who: str) -> list[int]:
        on_map = [j for j in range(self.n) if self._on_map(j)]
        if who == "all":
            return on_map
        if who == "space":
            here = self._space_of(k) if self._on_map(k) else None
            return [j for j in on_map if self._space_of(j) == here]
        return [k] if self._on_map(k) else []

    # -- insight, clues, totems, vital signs --------------------------------------------------

    def _gain_insight(self, amount: int) -> None:
        """CO-INSIGHT.2-3."""
        self.insight += amount
        self._emit("insight_gained", None, amount=amount, insight=self.insight)
        while self.insight >= INSIGHT_PER_CLUE:
            self.insight -= INSIGHT_PER_CLUE
            self._push(("reveal_clue",))

    def _step_reveal_clue(self) -> None:
        """CO-CLUE.1, CO-TOTEM.1, CO-D.52-53."""
        if not self.clue_deck:
            self._emit("clue_none_left", None)
            return
        clue = self.clue_deck.pop()
        self.clues.append(clue)
        self._emit("clue_revealed", self.current, clue=clue, text=STORY.clues[clue].text)
        if self.totems:
            self.steps.append(("choose_totem",))

    def _step_choose_totem(self, choice: str | None = None) -> None:
        k = self.current
        if choice is None:
            self._ask("totem", k, [*self.totems, "none"], ("choose_totem",))
            return
        if choice != "none":
            self.totems.remove(choice)
            self.in_hand = choice
            self._emit("totem_taken", k, totem=choice)
            self._push(("place_item", k, choice))

    def _reveal_vital(self) -> None:
        """CO-VITAL.1-5, CO-D.43, CO-D.46."""
        if not self.vitals:
            return
        card = self.vitals.pop()
        self.vitals_seen.append(card)
        self._emit("vital_sign_revealed", self.current, card=card, left=len(self.vitals))
        if card == "flatline":
            self._finish(False, "flatline")
        elif card == "critical" and not self.critical_done:
            self.critical_done = True
            self._push(("entry", page_of(self.zone).critical_entry))

    # -- items (CO-ACTION.28, CO-ITEM, CO-D.29-31) ------------------------------------------

    def _offer_items(self, k: int, options: list[str]) -> None:
        if not options or not self._in_game(k):
            if not options:
                self._emit("no_item_left", k)
            return
        self._push(("pick_item", k, options))

    def _step_pick_item(self, k: int, options: list[str], choice: str | None = None) -> None:
        if choice is None and len(options) > 1:
            self._ask("item", k, options, ("pick_item", k, options))
            return
        item = self.in_hand = choice or options[0]
        self.supply.remove(item)
        self._emit("item_gained", k, item=item)
        self._push(("place_item", k, item))

    def _step_place_item(self, k: int, item: str, choice: Wear | GiveTo | str | None = None) -> None:
        """A gained item is equipped for free, put in the inventory, given to a comanaut
        in your space, or discarded (CO-ACTION.28, CO-ITEM.3)."""
        sheet = self.sheets[k]
        if choice is None:
            options = [str(Wear(p)) for p in self._wearable(sheet, item)]
            if len(sheet.inventory) < equipment.INVENTORY_SIZE:
                options.append("inventory")
            for j in self._companions(k):
                if self._receives(self.sheets[j], item):
                    options.append(str(GiveTo(j)))
            options.append("discard")
            self._ask("place_item", k, options, ("place_item", k, item), item=item)
            return
        self.in_hand = None
        self._put_item(k, item, choice)

    def _put_item(self, k: int, item: str, how: Wear | GiveTo | str) -> None:
        sheet = self.sheets[k]
        match how:
            case "discard":
                self._return_item(item)
                self._emit("item_discarded", k, item=item)
            case "inventory":
                sheet.inventory.append(item)
                self._emit("item_stowed", k, item=item)
            case Wear(slots):
                self._wear(k, item, slots)
            case GiveTo(j):
                self._emit("item_given", k, item=item, to=j)
                self._hand_over(j, item)

    def _wear(self, k: int, item: str, slots: tuple[str, ...]) -> None:
        sheet = self.sheets[k]
        slot, hands = shape(item)
        equipment.equip(sheet.equipped, sheet.inventory, item, slot, hands, slots)
        self._emit("item_equipped", k, item=item, slots=list(slots))

    def _hand_over(self, j: int, item: str) -> None:
        """An item given to sheet j goes into a free slot that fits it, or else into
        its inventory (CO-ITEM.3)."""
        free = self._wearable(self.sheets[j], item, free_only=True)
        self._put_item(j, item, Wear(free[0]) if free else "inventory")

    def _wearable(self, sheet: Sheet, item: str, free_only: bool = False) -> list[tuple[str, ...]]:
        slot, hands = shape(item)
        current = tuple(s for s, held in sheet.equipped.items() if held == item)
        found = []
        room = equipment.INVENTORY_SIZE - len([i for i in sheet.inventory if i != item])
        for placement in equipment.placements(slot, hands):
            if placement == current:
                continue
            moving = [b for b in equipment.blockers(slot, hands, sheet.equipped, placement) if b != item]
            if (not moving) if free_only else len(moving) <= room:
                found.append(placement)
        return found

    def _receives(self, sheet: Sheet, item: str) -> bool:
        return bool(self._wearable(sheet, item, free_only=True)) or len(sheet.inventory) < equipment.INVENTORY_SIZE

    def _return_item(self, item: str) -> None:
        (self.totems if item in TOTEMS else self.supply).append(item)

    def _step_equip(self, k: int, choice: Handling | str | None = None) -> None:
        """Equip/Trade: any number of moves for one die (CO-ACTION.12-13, CO-D.29)."""
        sheet = self.sheets[k]
        if choice is None:
            self._ask("equip", k, self._equip_options(k), ("equip", k))
            return
        match choice:
            case "done":
                return
            case Handling(item, Wear(slots)):
                self._wear(k, item, slots)
            case Handling(item, "stow"):
                self._unequip(sheet, item)
                sheet.inventory.append(item)
                self._emit("item_stowed", k, item=item)
            case Handling(item, "drop"):
                self._remove_held(sheet, item)
                self._return_item(item)
                self._emit("item_discarded", k, item=item)
            case Handling(item, GiveTo(j)):
                self._remove_held(sheet, item)
                self._emit("item_given", k, item=item, to=j)
                self._hand_over(j, item)
            case Handling(item, TakeFrom(j)):
                self._remove_held(self.sheets[j], item)
                sheet.inventory.append(item)
                self._emit("item_given", j, item=item, to=k)
        self.steps.append(("equip", k))

    def _equip_options(self, k: int) -> list[str]:
        sheet = self.sheets[k]
        moves = []
        held = self._held(sheet)
        for item in held:
            moves += [Handling(item, Wear(p)) for p in self._wearable(sheet, item)]
            if item in sheet.equipped.values() and len(sheet.inventory) < equipment.INVENTORY_SIZE:
                moves.append(Handling(item, "stow"))
            moves.append(Handling(item, "drop"))
        for j in self._companions(k):
            other = self.sheets[j]
            moves += [Handling(item, GiveTo(j)) for item in held if self._receives(other, item)]
            if len(sheet.inventory) < equipment.INVENTORY_SIZE:
                moves += [Handling(item, TakeFrom(j)) for item in self._held(other)]
        return [str(move) for move in moves] + ["done"]

    @staticmethod
    def _held(sheet: Sheet) -> list[str]:
        found = []
        for item in [*sheet.equipped.values(), *sheet.inventory]:
            if item is not None and item not in found:
                found.append(item)
        return found

    @staticmethod
    def _unequip(sheet: Sheet, item: str) -> None:
        for slot, held in sheet.equipped.items():
            if held == item:
                sheet.equipped[slot] = None

    def _remove_held(self, sheet: Sheet, item: str) -> None:
        self._unequip(sheet, item)
        if item in sheet.inventory:
            sheet.inventory.remove(item)

    def _equipped(self, k: int) -> list[str]:
        return self._held_equipped(self.sheets[k])

    @staticmethod
    def _held_equipped(sheet: Sheet) -> list[str]:
        found = []
        for item in sheet.equipped.values():
            if item is not None and item not in found:
                found.append(item)
        return found

    def _usable_items(self, k: int) -> list[str]:
        return [i for i in self._equipped(k) if i in ITEMS and ITEMS[i].effects and i not in self.flags["used"]]

    # -- statuses and modifiers (CO-STATUS, CO-BONUS) ----------------------------------------

    def _statuses(self, k: int) -> list[str]:
        sheet = self.sheets[k]
        return [*sheet.statuses, *([sheet.default_status] if sheet.default_up else [])]

    def _mods(self, k: int):
        sheet = self.sheets[k]
        yield from AVATARS[sheet.avatar].mods
        for item in self._equipped(k):
            if item in ITEMS:
                yield from ITEMS[item].mods
        for status in self._statuses(k):
            yield from STATUSES[status].mods

    def _has_mod(self, k: int, name: str) -> bool:
        return any(m.kind == name for m in self._mods(k))

    def _colour_bonus(self, k: int) -> dict[str, int]:
        bonus: dict[str, int] = {}
        for mod in self._mods(k):
            if mod.kind == "die_bonus":
                bonus[mod.colour] = bonus.get(mod.colour, 0) + mod.amount
            elif mod.kind == "roll_penalty":
                bonus[mod.colour] = bonus.get(mod.colour, 0) - mod.amount
        return bonus

    def _kind_bonus(self, k: int) -> dict[str, int]:
        bonus: dict[str, int] = {}
        for mod in self._mods(k):
            if mod.kind in ("melee_bonus", "ranged_bonus", "defense_bonus"):
                name = mod.kind[:-len("_bonus")]
                bonus[name] = bonus.get(name, 0) + mod.amount
        return bonus

    def _add_status(self, k: int, status: str) -> None:
        """CO-STATUS.2-4: the default status turns up; others come from the supply."""
        sheet = self.sheets[k]
        if status != sheet.default_status:
            if self.status_supply.get(status, 0) <= 0 or status in sheet.statuses:
                return
            self.status_supply[status] -= 1
        if sheets_mod.add_status(sheet, status):
            self._emit("status_added", k, status=status)

    def _set_suspicious(self, k: int) -> None:
        """CO-D.47."""
        sheet = self.sheets[k]
        sheet.suspicious = self.zone in AVATARS[sheet.avatar].suspicious

    def _lose_clarity(self, k: int, amount: int) -> None:
        sheet = self.sheets[k]
        lost = min(amount, sheet.clarity)
        sheet.clarity -= lost
        if lost:
            self._emit("clarity_lost", k, amount=lost, clarity=sheet.clarity)

    # -- clarity abilities and card effects (CO-CLARITY.1-3) -------------------------------

    def _ability_ready(self, k: int, timing: str) -> bool:
        ability = AVATARS[self.sheets[k].avatar].ability
        return ability.timing == timing and self.sheets[k].clarity >= ability.cost and self._on_map(k)

    def _offer_ability(self, k: int, timing: str, choice: str | None) -> None:
        if not self._ability_ready(k, timing):
            return
        if choice is None:
            self._ask("ability", k, ["use", "pass"], (f"{timing}_ability", k),
                      ability=AVATARS[self.sheets[k].avatar].ability.name)
            return
        if choice == "use":
            self._use_ability(k)

    def _use_ability(self, k: int) -> None:
        sheet = self.sheets[k]
        ability = AVATARS[sheet.avatar].ability
        sheet.clarity -= ability.cost
        self._emit("ability_used", k, ability=ability.name, cost=ability.cost)
        self._push_effects(k, f"ability:{sheet.avatar}")

    def _effects_of(self, source: str):
        kind_of, _, name = source.partition(":")
        if kind_of == "ability":
            return AVATARS[name].ability.effects
        if kind_of == "item":
            return ITEMS[name].effects
        if kind_of == "env":
            card = ENVIRONMENTS[self.environment]
            return card.success if name == "success" else card.fail
        enemy, face = name.rsplit(":", 1)
        return et.row_for(enemy_card(enemy).rows, int(face)).effects

    def _push_effects(self, k: int, source: str, target: int = -1) -> None:
        self._push(*[("card_effect", k, source, i, target) for i in range(len(self._effects_of(source)))])

    def _step_card_effect(self, k: int, source: str, index: int, target: int,
                          choice: int | PushTo | str | None = None) -> None:
        effect = self._effects_of(source)[index]
        step = ("card_effect", k, source, index, target)
        if effect.who == "target" and target < 0:
            # a comanaut of the user's choice (abilities, items) or the one attacked (rows)
            if source.startswith("row:"):
                return
            if choice is None:
                options = [str(j) for j in range(self.n) if self._on_map(j)]
                if not options:
                    return
                self._ask("pick_comanaut", k, options, step, why=source)
                return
            self._push(("card_effect", k, source, index, choice))
            return
        if effect.who == "target":
            who = [target] if self._on_map(target) else []
        elif effect.who == "self" and source.startswith("row:"):
            who = [target] if target >= 0 and self._on_map(target) else []
        elif effect.who == "space" and source.startswith("row:"):
            enemy = source.split(":")[1]
            here = self._space_of_piece(enemy)
            who = [j for j in range(self.n) if self._on_map(j) and self._space_of(j) == here]
        else:
            who = self._who(k, {"self": "current"}.get(effect.who, effect.who)) if effect.who != "self" else [k]
        op = effect.op
        if op in ("take_die", "heal_status", "push_enemy", "move_free"):
            getattr(self, f"_effect_{op}")(k, effect, who, step, choice)
            return
        for j in who:
            sheet = self.sheets[j]
            if op == "gain_life":
                sheet.life += effect.amount
                self._emit("life_gained", j, amount=effect.amount, life=sheet.life)
            elif op == "lose_life":
                self._push(("lose_life", j, effect.amount, source))
            elif op == "gain_clarity":
                if not self._has_mod(j, "no_clarity"):
                    sheet.clarity += effect.amount
                    self._emit("clarity_gained", j, amount=effect.amount, clarity=sheet.clarity)
            elif op == "lose_clarity":
                self._lose_clarity(j, effect.amount)
            elif op == "reroll_free":
                sheet.free_rerolls += effect.amount
            elif op == "draw_dice":
                self._draw_extra(j, effect.amount)
            elif op == "attack":
                self._push(("attack", j, effect.amount, source))
            elif op == "add_status":
                self._add_status(j, effect.status)
        if op == "gain_insight":
            self._gain_insight(effect.amount)
        elif op == "reveal_clue":
            self._push(("reveal_clue",))
        elif op == "reveal_vital":
            self._reveal_vital()

    def _draw_extra(self, k: int, amount: int) -> None:
        """Extra dice from the bag: attribute dice join the player's; threat dice go on
        the track; white dice are spent; the inner child die comes out (CO-TURN.14)."""
        sheet = self.sheets[k]
        for die in draw(self.bag, self.discard, amount, self.rng):
            what = kind(die)
            if what in ATTRIBUTES:
                sheet.dice.append(die)
            elif what in THREAT_KINDS:
                self.track.append(die)
            elif what == "white":
                self.discard.append(die)
            else:
                self._child_out(die, k)
            self._emit("dice_drawn", k, dice=[die])
            if what in THREAT_KINDS:
                self._track_changed()

    def _effect_take_die(self, k, effect, who, step, choice) -> None:
        colours = sorted({kind(d) for d in self.discard if kind(d) in ATTRIBUTES})
        if effect.colour != "any":
            colours = [c for c in colours if c == effect.colour]
        for _ in range(effect.amount if effect.colour != "any" else 1):
            if not colours:
                return
            if effect.colour == "any" and choice is None and len(colours) > 1:
                self._ask("take_die", k, colours, step)
                return
            colour = choice or colours[0]
            die = next(d for d in self.discard if kind(d) == colour)
            self.discard.remove(die)
            self.sheets[k].dice.append(die)
            self._emit("die_taken", k, die=die)
            colours = sorted({kind(d) for d in self.discard if kind(d) == colour})

    def _effect_heal_status(self, k, effect, who, step, choice) -> None:
        for j in who:
            statuses = self._statuses(j)
            if not statuses:
                continue
            if choice is None and len(statuses) > 1:
                self._ask("heal", k, statuses, step, sheet=j)
                return
            status = choice or statuses[0]
            sheets_mod.remove_status(self.sheets[j], status)
            if status in self.status_supply:
                self.status_supply[status] += 1
            self._emit("status_removed", j, status=status)

    def _effect_push_enemy(self, k, effect, who, step, choice) -> None:
        here = self._space_of(k) if self._on_map(k) else None
        geo = self._geo()
        if choice is None:
            options = []
            for enemy in self._enemies():
                if self._space_of_piece(enemy) == here:
                    reach = geo.move_distances(here)
                    options += [str(PushTo(enemy, s)) for s in geo.order if 0 < reach.get(s, 99) <= effect.amount]
            if options:
                self._ask("push", k, options + ["none"], step)
            return
        match choice:
            case PushTo(enemy, space):
                self.pos[enemy] = [space, self._free_points(space)[0]]
                self._emit("enemy_pushed", k, enemy=enemy, to=space)

    def _effect_move_free(self, k, effect, who, step, choice) -> None:
        """Move up to `amount` spaces, ignoring line colours but never white lines."""
        if not self._on_map(k):
            return
        options = self._free_move_options(self._space_of(k))
        if options:  # the answer goes to the free_move step, which moves on from there
            self._ask("free_move", k, options + ["stop"], ("free_move", k, effect.amount))

    def _free_move_options(self, space: str) -> list[str]:
        """The first free point of each space next to `space` (white lines aside)."""
        return [str(Point(s, p)) for s in sorted(self._geo().move_edges[space]) for p in self._free_points(s)[:1]]

    def _step_free_move(self, k: int, left: int, choice: Point | str | None = None) -> None:
        match choice:
            case "stop":
                if k == self.current:
                    self._arrive(k, self._space_of(k))
            case Point(space, point):
                frm = self._space_of(k)
                self.pos[avatar_piece(k)] = [space, point]
                self._emit("avatar_moved", k, frm=frm, to=space, point=point)
                if left > 1:
                    self._ask("free_move", k, self._free_move_options(space) + ["stop"], ("free_move", k, left - 1))
                elif k == self.current:
                    self._arrive(k, space)
