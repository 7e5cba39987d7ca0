"""The haunt, played: the traitor named by the haunt's rule, the sides, "Right Now",
rounds of hero turns, the traitor turn and the monster turn, attacks, deaths,
the haunt's actions and rules, and the win checked after every action. All of it
is driven by a haunt's data (haunt.py); nothing of a haunt is left as prose.

`HauntRules` is a mixin next to `ExploreRules` (explore.py) on a game state that
keeps the fields this module names (side, haunt, counters, monsters, carried,
exited, front_door, attacked, acted).
"""

from __future__ import annotations


from typing import Any

import attrs

from .content import MENTAL, TRAITS
from .haunt import Condition, Effect, Haunt
from .traits import roll as roll_dice

NOBODY = -1


class HauntRules:
    # -- what the game supplies --------------------------------------------------------------

    def haunt_data(self) -> Haunt:
        raise NotImplementedError

    # -- naming the traitor (BH-REVEAL, BH-D.37) ------------------------------------------

    def choose_traitor(self, rule, revealer: int) -> int:
        living = [s for s in range(self.n) if self.alive[s]]
        candidates: list[int] = []
        if rule.rule == "revealer":
            candidates = [revealer]
        elif rule.rule == "left_of_revealer":
            candidates = [self.left_of(revealer)]
        elif rule.rule in ("highest", "lowest"):
            pool = [s for s in living if not (rule.exclude_revealer and s == revealer)] or living
            values = {s: self.trait_value(s, rule.trait) for s in pool}
            best = (max if rule.rule == "highest" else min)(values.values())
            candidates = [s for s in pool if values[s] == best]
        elif rule.rule == "holder":
            candidates = [s for s in living if rule.card in self.hand[s]]
        elif rule.rule == "nearest":
            if rule.room in self.house.placed:
                far = {s: self.house.distances(self.room[s]).get(rule.room, 999) for s in living}
                best = min(far.values())
                candidates = [s for s in living if far[s] == best and best < 999]
        if not candidates:  # the rule selects nobody: the revealer (BH-D.37)
            return revealer
        if revealer in candidates:  # BH-REVEAL.6
            return revealer
        for k in range(1, self.n + 1):  # BH-REVEAL.7: the nearest to the revealer's left
            seat = (revealer + k) % self.n
            if seat in candidates:
                return seat
        return candidates[0]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.n  # BH-D.4

    # -- the start (BH-HSETUP, BH-D.41-43) ----------------------------------------------------

    def start_haunt(self, number: int, revealer: int, omen: str, room: str) -> None:
        haunt = self.haunt_data_for(number)
        traitor = self.choose_traitor(haunt.traitor, revealer)
        self.haunt = {"number": number, "id": haunt.id, "revealer": revealer, "traitor": traitor, "omen": omen,
                      "room": room, "round": 0}
        self.side = ["traitor" if s == traitor else "heroes" for s in range(self.n)]
        self.counters = {c.id: c.start for c in haunt.counters}
        self.front_door = haunt.front_door_open
        self._emit("haunt_revealed", revealer, haunt=haunt.id, number=number, traitor=traitor, omen=omen, room=room)
        for kind in haunt.monsters:  # each kind's starting count where it starts (BH-HSETUP.3)
            rooms = self.places(kind.start, traitor)
            for i in range(kind.count.at(self.n)):
                self.monsters.append({"kind": kind.id, "room": rooms[i % len(rooms)], "stunned": False, "alive": True})
                self._emit("monster_placed", traitor, kind=kind.id, room=rooms[i % len(rooms)],
                           monster=len(self.monsters) - 1)
        steps: list[tuple] = [("effects", "traitor", i, "right_now") for i in range(len(haunt.traitor_side.right_now))]
        steps += [("effects", "heroes", i, "right_now") for i in range(len(haunt.heroes.right_now))]
        if haunt.traitor_removed or haunt.traitor_monster:
            steps.append(("remove_traitor",))
        steps += [("haunt_rules", "haunt_start", "", NOBODY), ("check_win",), ("round",)]
        self._push(*steps)

    def _step_remove_traitor(self) -> None:
        """BH-HTURN.9: the traitor eliminated at the start, or turned into a monster
        (its figure gives way to the monster, which its player moves on the monster
        turn); the traitor turn stays in the round."""
        seat = self.haunt["traitor"]
        haunt = self.haunt_data()
        if haunt.traitor_monster:
            self.monsters.append({"kind": haunt.traitor_monster, "room": self.room[seat], "stunned": False,
                                  "alive": True})
            self._emit("traitor_transformed", seat, kind=haunt.traitor_monster, monster=len(self.monsters) - 1)
        else:
            self._emit("traitor_removed", seat)
        self.alive[seat] = False

    # -- rounds (BH-HTURN, BH-D.43, BH-D.55) ---------------------------------------------------

    def _step_round(self) -> None:
        self.haunt["round"] += 1
        self._emit("round_started", None, round=self.haunt["round"])
        traitor = self.haunt["traitor"]
        order = [(traitor + k) % self.n for k in range(1, self.n)]
        steps: list[tuple] = [("haunt_turn", s) for s in order if self.side[s] == "heroes"]
        steps.append(("haunt_turn", traitor))  # the traitor turn, even for a dead traitor (BH-HTURN.9)
        steps += [("haunt_turn", s) for s in order if self.side[s] == "traitor"]  # turncoats (BH-D.54)
        steps += [("monster_turn",), ("round_end",)]
        self._push(*steps)

    def _step_haunt_turn(self, seat: int) -> None:
        if not self.alive[seat] and self.final is None:
            if seat == self.haunt["traitor"]:
                self._emit("turn_skipped", seat, why="traitor_dead")
            return
        if self.side[seat] == "heroes" and seat in self.exited:
            return
        self.active = seat
        self.attacked, self.acted = False, {}
        self.start_explore_turn()
        side = self.side[seat]
        self._push(("haunt_rules", "turn_start", side, seat), ("explore_turn",),
                   ("haunt_rules", "turn_end", side, seat), ("check_win",))

    def _step_round_end(self) -> None:
        self.turn += 1
        self._push(("haunt_rules", "round_end", "", NOBODY), ("check_win",), ("round",))

    # -- the haunt's actions on a turn ----------------------------------------------------------

    def haunt_actions(self, seat: int) -> list[tuple]:
        if self.haunt is None or not self.alive[seat]:
            return []
        found: list[tuple] = []
        haunt = self.haunt_data()
        here = self.room[seat]
        if not self.attacked:
            traits = ("might", "sanity", "knowledge") if haunt.sanity_knowledge_attacks else ("might",)
            weapon = self.weapon(seat)
            if weapon is not None and weapon.trait not in traits:
                traits = (*traits, weapon.trait)
            for kind, who in self.attack_targets(seat):
                for trait in traits:  # not with a trait the opponent lacks (BH-ATTACK.12)
                    if kind == "monster" and self.monster_trait(who, trait) == 0:
                        continue
                    found.append(("attack", kind, who, trait))
        for action in haunt.actions:
            if action.side != self.side[seat] or self.acted.get(action.id, 0) >= action.per_turn:
                continue
            if action.where.startswith("room:") and here != action.where[5:]:
                continue
            if action.where.startswith("token:") and action.where[6:] not in self.tokens.get(here, []):
                continue
            if action.needs and action.needs not in self.hand[seat] and action.needs not in self.carried[seat]:
                continue
            if action.cost and self.traits[seat][TRAITS.index(action.cost_trait)] <= action.cost:
                continue  # the cost must be payable without reaching the skull (BL-COST.1)
            found.append(("haunt_action", action.id))
        for kind in dict.fromkeys(self.tokens.get(here, [])):
            token = self.token_kind(kind)
            if token is not None and token.carried:
                found.append(("take", kind))
        for kind in dict.fromkeys(self.carried[seat]):
            found.append(("drop", kind))
        if self.front_door and here == self.ruleset.start_room and self.side[seat] == "heroes" \
                and seat not in self.exited:
            found.append(("exit",))
        return found

    def token_kind(self, kind: str):
        """The haunt's token kind (None for the markers cards and rooms place)."""
        return next((t for t in self.haunt_data().tokens if t.id == kind), None)

    def do_haunt_action(self, seat: int, choice: list) -> None:
        kind = choice[0]
        if kind == "attack":
            self.attacked = True
            self._push(("attack", seat, choice[1], int(choice[2]), choice[3]))
        elif kind == "haunt_action":
            self._push(("haunt_action", seat, choice[1]))
        elif kind == "take":
            self.tokens[self.room[seat]].remove(choice[1])
            self.carried[seat].append(choice[1])
            self._emit("token_taken", seat, token=choice[1], room=self.room[seat])
        elif kind == "drop":
            self.carried[seat].remove(choice[1])
            self.tokens.setdefault(self.room[seat], []).append(choice[1])
            self._emit("token_dropped", seat, token=choice[1], room=self.room[seat])
        elif kind == "exit":  # out of the house: its turn is over, and it takes no more (BH-D.25)
            self.exited.append(seat)
            self.stopped = True
            self._emit("explorer_exited", seat)
            if self.steps and self.steps[-1] == ("explore_turn",):
                self.steps[-1] = ("end_of_turn",)
            self._push(("check_win",))

    def _step_haunt_action(self, seat: int, ident: str) -> None:
        action = next(a for a in self.haunt_data().actions if a.id == ident)
        self.acted[ident] = self.acted.get(ident, 0) + 1
        if action.cost:
            self.change_trait(seat, action.cost_trait, -action.cost, f"haunt:{ident}")
        success = True
        if action.roll_trait:
            _faces, total = self.roll_dice(seat, self.trait_value(seat, action.roll_trait), action.roll_trait)
            success = total >= action.target.at(self.n)
        self._emit("haunt_action", seat, action=ident, success=success)
        effects = action.success if success else action.failure
        self._push(*[("effect", seat, _key(e)) for e in effects], ("check_win",))

    # -- attacks (BH-ATTACK, BH-SPATK, BH-D.31-34) ------------------------------------------

    def opponents(self, seat: int) -> list[int]:
        return [s for s in range(self.n) if self.alive[s] and s not in self.exited
                and self.side[s] != self.side[seat]]

    def attack_targets(self, seat: int) -> list[tuple[str, int]]:
        """Opponents in the room, and in line of sight with a ranged weapon."""
        here = self.room[seat]
        found = [("seat", s) for s in self.opponents(seat) if self.room[s] == here]
        if self.side[seat] == "heroes":
            found += [("monster", k) for k, m in enumerate(self.monsters) if m["room"] == here and m["alive"]]
        ranged = any(self.card_data(c).weapon is not None and self.card_data(c).weapon.ranged for c in self.hand[seat])
        if ranged:  # BH-SPATK.1, BH-D.34: in line of sight, not in one's own room
            seen = set(self.house.line_of_sight(here))
            found += [("seat", s) for s in self.opponents(seat) if self.room[s] in seen]
            if self.side[seat] == "heroes":
                found += [("monster", k) for k, m in enumerate(self.monsters) if m["room"] in seen and m["alive"]]
        return list(dict.fromkeys(found))

    def weapon(self, seat: int):
        """The attacker's best weapon (the most extra dice), or None (BH-D.34)."""
        weapons = [self.card_data(c).weapon for c in self.hand[seat] if self.card_data(c).weapon is not None]
        return max(weapons, key=lambda w: w.bonus, default=None)

    def _step_attack(self, seat: int, kind: str, target: int, trait: str) -> None:
        """Both roll the attack's trait (BH-ATTACK.3, BH-ATTACK.9, BH-D.32); a weapon of
        that trait adds its dice (BH-D.34)."""
        weapon = self.weapon(seat)
        bonus = weapon.bonus if weapon is not None and weapon.trait == trait else 0
        ranged = kind == "seat" and self.room[target] != self.room[seat] or \
            kind == "monster" and self.monsters[target]["room"] != self.room[seat]
        mine = self.roll_dice(seat, self.trait_value(seat, trait) + bonus, trait)[1]
        theirs = (self.roll_dice(target, self.trait_value(target, trait), trait)[1] if kind == "seat"
                  else roll_dice(self.rng, self.monster_trait(target, trait))[1])
        self._emit("attack", seat, target_kind=kind, target=target, trait=trait, rolled=mine, defended=theirs,
                   ranged=ranged)
        damage_kind = "mental" if trait in MENTAL else "physical"
        if mine > theirs:
            hurt = ("hurt", kind, target, damage_kind, mine - theirs, seat)
            if (kind == "seat" and damage_kind == "physical" and mine - theirs >= 2 and not ranged
                    and (self.carried[target] or self._stealable(target))):
                hurt = ("steal_or_hurt", seat, target, mine - theirs)
            self._push(hurt, ("haunt_rules", "attack_won", self.side[seat], seat), ("check_win",))
        elif theirs > mine and not ranged:  # BH-D.32; a ranged attacker is not hurt (BH-SPATK.2)
            self._push(("hurt", "seat", seat, damage_kind, theirs - mine, NOBODY), ("check_win",))

    def _step_steal_or_hurt(self, seat: int, target: int, amount: int, choice: Any = None) -> None:
        """BH-SPATK.4, BH-D.33: with 2 or more physical damage the attacker may take
        one of the loser's carried tokens instead of hurting them."""
        if choice is None:
            options = ["hurt", *(f"steal:{t}" for t in dict.fromkeys(self.carried[target])),
                       *(f"take_card:{c}" for c in self._stealable(target))]
            self._ask("steal", seat, options, ("steal_or_hurt", seat, target, amount), target=target)
            return
        if choice == "hurt":
            self._push(("hurt", "seat", target, "physical", amount, seat))
            return
        what, thing = choice.split(":", 1)
        if what == "take_card":  # a tradable item or item omen (BH-D.33)
            self.hand[target].remove(thing)
            self.hand[seat].append(thing)
            self._emit("card_stolen", seat, card=thing, victim=target)
            return
        self.carried[target].remove(thing)
        self.carried[seat].append(thing)
        self._emit("token_stolen", seat, token=thing, victim=target)

    def _stealable(self, seat: int) -> list[str]:
        """The cards an attack may steal from `seat`: tradable items and item omens."""
        return [c for c in self.hand[seat] if self.card_data(c).kind == "item" and self.card_data(c).tradable]

    def _step_hurt(self, kind: str, target: int, damage: str, amount: int, by: int) -> None:
        if kind == "seat":
            self._push(("damage", target, damage, amount, f"attack:{by}"))
            return
        monster = self.monsters[target]
        spec = self.monster_kind(monster["kind"])
        if spec.killable:  # BH-D.45
            monster["alive"] = False
            self._emit("monster_killed", by, monster=target, kind=monster["kind"])
        else:  # BH-MONSTER.4-5
            monster["stunned"] = True
            self._emit("monster_stunned", by, monster=target, kind=monster["kind"])
        for t in monster.pop("carried", []):  # BH-MONSTER.15: it drops what it carries
            self.tokens.setdefault(monster["room"], []).append(t)
            self._emit("token_dropped", None, token=t, room=monster["room"], monster=target)

    def monster_kind(self, kind: str):
        return next(m for m in self.haunt_data().monsters if m.id == kind)

    def monster_trait(self, index: int, trait: str) -> int:
        return getattr(self.monster_kind(self.monsters[index]["kind"]), trait)

    # -- the monster turn (BH-MONSTER, BH-D.44-45, BH-D.52) ----------------------------------------

    def _step_monster_turn(self) -> None:
        haunt = self.haunt_data()
        if not self.monsters:
            return
        traitor_side_alive = any(self.alive[s] and self.side[s] == "traitor" for s in range(self.n))
        if not traitor_side_alive and not haunt.monsters_outlive_traitor:
            return  # BH-D.43: the monsters stay where they are
        self._emit("monster_turn", self.haunt["traitor"])
        rolled: dict[str, int] = {}
        for k, monster in enumerate(self.monsters):
            if not monster["alive"]:
                continue
            if monster["stunned"]:  # it skips this turn and unflips at its end (BH-MONSTER.5)
                monster["stunned"] = False
                self._emit("monster_recovered", None, monster=k, kind=monster["kind"])
                continue
            spec = self.monster_kind(monster["kind"])
            group = spec.group or spec.id
            if group not in rolled:  # BH-MONSTER.2-3: one roll per group
                rolled[group] = roll_dice(self.rng, spec.speed)[1]
                self._emit("monster_speed", None, group=group, total=rolled[group])
            self._move_monster(k, rolled[group])
            self._monster_attack(k)
        self._push(("haunt_rules", "monster_turn_end", "traitor", NOBODY), ("check_win",))

    def _monster_goal(self, k: int) -> list[str]:
        spec = self.monster_kind(self.monsters[k]["kind"])
        if spec.target.startswith("room:") and spec.target[5:] in self.house.placed:
            return [spec.target[5:]]
        if spec.target.startswith("token:"):
            return [r for r, kinds in self.tokens.items() if spec.target[6:] in kinds] or \
                [self.room[s] for s in range(self.n) if self.side[s] == "heroes" and self.alive[s]]
        return [self.room[s] for s in range(self.n) if self.side[s] == "heroes" and self.alive[s]
                and s not in self.exited]

    def _move_monster(self, k: int, moves: int) -> None:
        monster = self.monsters[k]
        goals = set(self._monster_goal(k))
        if not goals or monster["room"] in goals:
            return
        path = self._path(monster["room"], goals)
        for room in path[1:moves + 1]:
            before = monster["room"]
            monster["room"] = room
            self._emit("monster_moved", None, monster=k, kind=monster["kind"], **{"from": before, "to": room})
            if room in goals:
                break

    def _path(self, start: str, goals: set[str]) -> list[str]:
        previous = {start: None}
        frontier = [start]
        while frontier:
            nxt = []
            for room in frontier:
                for other in self.house.adjacent(room):
                    blocked = any(self.token_kind(t) is not None and self.token_kind(t).blocks
                                  for t in self.tokens.get(other, []))
                    if other not in previous and not blocked:  # a blocking token keeps monsters out
                        previous[other] = room
                        if other in goals:
                            path = [other]
                            while previous[path[-1]] is not None:
                                path.append(previous[path[-1]])
                            return path[::-1]
                        nxt.append(other)
            frontier = nxt
        return [start]

    def _monster_attack(self, k: int) -> None:
        monster = self.monsters[k]
        spec = self.monster_kind(monster["kind"])
        if spec.carries:  # BH-MONSTER.14-16: it picks up the haunt's carried tokens where it stands
            lying = self.tokens.get(monster["room"], [])
            taken = [t for t in lying if (self.token_kind(t) is not None and self.token_kind(t).carried)]
            for t in taken:
                lying.remove(t)
                monster.setdefault("carried", []).append(t)
                self._emit("token_taken", None, token=t, room=monster["room"], monster=k)
        reach = {monster["room"]} | (set(self.house.line_of_sight(monster["room"])) if spec.ranged else set())
        heroes = [s for s in range(self.n) if self.side[s] == "heroes" and self.alive[s] and s not in self.exited
                  and self.room[s] in reach]
        if not heroes:
            return
        target = min(heroes, key=lambda s: (self.trait_value(s, self.monster_kind(monster["kind"]).attack), s))
        trait = self.monster_kind(monster["kind"]).attack
        mine = roll_dice(self.rng, self.monster_trait(k, trait))[1]
        theirs = self.roll_dice(target, self.trait_value(target, trait), trait)[1]
        self._emit("monster_attack", None, monster=k, kind=monster["kind"], target=target, trait=trait,
                   rolled=mine, defended=theirs)
        damage = "mental" if trait in MENTAL else "physical"
        if mine > theirs:
            self._push(("damage", target, damage, mine - theirs, f"monster:{k}"))
        elif theirs > mine and self.room[target] == monster["room"]:  # from afar it is not hurt (BH-SPATK.2)
            self._push(("hurt", "monster", k, damage, theirs - mine, target))

    # -- effects and rules ---------------------------------------------------------------------------

    def _step_effects(self, side: str, index: int, part: str) -> None:
        haunt = self.haunt_data()
        effect = getattr(haunt.heroes if side == "heroes" else haunt.traitor_side, part)[index]
        actor = self.haunt["traitor"] if side == "traitor" else self.left_of(self.haunt["traitor"])
        self._push(("effect", actor, _key(effect)))

    def _step_haunt_rules(self, trigger: str, side: str, seat: int) -> None:
        haunt = self.haunt_data()
        for rule in haunt.rules:
            if rule.trigger != trigger or (rule.side and side and rule.side != side):
                continue
            if rule.trigger == "enter_room" and self.room[seat] != rule.room:
                continue
            if rule.round and self.haunt["round"] != rule.round:
                continue
            if all(self.condition_met(c) for c in rule.conditions):
                actor = seat if seat != NOBODY else self.haunt["traitor"]
                self._push(*[("effect", actor, _key(e)) for e in rule.effects])

    def select(self, who: str, actor: int) -> list[int]:
        """The seats an effect is about (haunt.py's selectors)."""
        living = [s for s in range(self.n) if self.alive[s]]
        if who == "active":
            return [actor] if self.alive[actor] else []
        if who == "everyone":
            return living
        if who in ("heroes", "traitor"):
            return [s for s in living if self.side[s] == who]
        if who == "revealer":
            return [self.haunt["revealer"]]
        if who == "left_of_revealer":
            return [self.left_of(self.haunt["revealer"])]
        if who.startswith("holder:"):
            thing = who[7:]
            return [s for s in living if thing in self.hand[s] or thing in self.carried[s]]
        if who.startswith(("highest:", "lowest:")):
            trait = who.split(":")[1]
            if not living:
                return []
            pick = max if who.startswith("highest") else min
            best = pick(self.trait_value(s, trait) for s in living)
            return [s for s in living if self.trait_value(s, trait) == best][:1]
        if who.startswith("in:"):
            return [s for s in living if self.room[s] == who[3:]]
        return []

    def places(self, where: str, actor: int) -> list[str]:
        placed = self.house.placed
        if where == "here":
            return [self.room[actor]]
        if where == "traitor_room":
            return [self.room[self.haunt["traitor"]]]
        if where.startswith("room:"):
            return [where[5:]] if where[5:] in placed else [self.ruleset.start_room]
        if where.startswith("each:"):
            return [r for r in self.house.order if where[5:] in self.room_data(r).symbols] or [self.ruleset.start_room]
        if where.startswith("random:"):
            rooms = [r for r in self.house.order if self.house.floor_of(r) == where[7:]]
            return [rooms[self.rng.below(len(rooms))]] if rooms else [self.ruleset.start_room]
        return [self.room[actor]]

    def _step_effect(self, actor: int, key: list) -> None:
        e = _effect(key)
        op = e.op
        source = f"haunt:{self.haunt['id']}"
        if op in ("gain", "lose", "damage", "heal", "draw", "move_to"):
            for seat in self.select(e.who, actor):
                if op == "damage":
                    amount = e.amount or roll_dice(self.rng, e.dice)[1]
                    if amount:
                        self._push(("damage", seat, e.kind, amount, source))
                elif op == "draw":
                    self._push(("draw", seat, e.deck, self.room[seat]))
                elif op == "move_to":
                    if e.room in self.house.placed:
                        self.room[seat] = e.room
                        self._emit("moved", seat, **{"from": None, "to": e.room, "cost": 0})
                elif op == "heal":
                    self._push(("leaf", seat, "haunt", self.haunt["id"], ["heal", e.trait, 0, 0, "", "", "", ""]))
                else:
                    amount = e.amount or roll_dice(self.rng, e.dice)[1]
                    self.change_trait(seat, e.trait, amount if op == "gain" else -amount, source)
        elif op == "roll":
            for seat in self.select(e.who, actor):
                dice = self.trait_value(seat, e.roll_trait) if e.roll_trait else e.dice
                _faces, total = self.roll_dice(seat, dice, e.roll_trait)
                band = next((b for b in e.bands if b.min <= total <= b.max), None)
                if band is not None:
                    self._push(*[("effect", seat, _key(x)) for x in band.effects])
        elif op in ("place_token", "remove_token"):
            count = 1 if e.count == type(e.count)() else e.count.at(self.n)  # no count given: one
            for room in self.places(e.where, actor):
                for _ in range(count):
                    if op == "place_token":
                        self.tokens.setdefault(room, []).append(e.token)
                        self._emit("token_placed", actor, token=e.token, room=room)
                    elif e.token in self.tokens.get(room, []):
                        self.tokens[room].remove(e.token)
                        self._emit("token_removed", actor, token=e.token, room=room)
        elif op == "give_token":
            for seat in self.select(e.who, actor):
                self.carried[seat].append(e.token)
                self._emit("token_taken", seat, token=e.token, room=self.room[seat])
        elif op == "spawn":
            rooms = self.places(e.where, actor)
            for i in range(e.count.at(self.n)):
                room = rooms[i % len(rooms)]
                self.monsters.append({"kind": e.monster, "room": room, "stunned": False, "alive": True})
                self._emit("monster_placed", actor, kind=e.monster, room=room, monster=len(self.monsters) - 1)
        elif op == "counter":
            self.counters[e.counter] = self.counters.get(e.counter, 0) + e.amount
            seen_by = self.counter_visibility(e.counter)
            if seen_by == "everyone":
                self._emit("counter_changed", actor, counter=e.counter, value=self.counters[e.counter])
            else:  # the log is public: a hidden counter's change is told, not its value (BH-D.42)
                self._emit("counter_changed", actor, counter=e.counter, hidden=seen_by)
        elif op == "open_front_door":
            self.front_door = True
            self._emit("front_door_opened", actor)
        elif op == "win":
            self.side_wins(e.side, "effect")
        elif op == "turn_traitor":
            for seat in self.select(e.who, actor):
                self.side[seat] = "traitor"
                self._emit("turned_traitor", seat)
        elif op in ("stun_monsters", "kill_monsters"):
            for k, monster in enumerate(self.monsters):
                if monster["alive"] and (not e.monster or monster["kind"] == e.monster):
                    if op == "kill_monsters":
                        monster["alive"] = False
                    else:
                        monster["stunned"] = True
                    self._emit("monster_killed" if op == "kill_monsters" else "monster_stunned", actor, monster=k,
                               kind=monster["kind"])

    def counter_visibility(self, ident: str) -> str:
        return next((c.visible_to for c in self.haunt_data().counters if c.id == ident), "everyone")

    # -- deaths (BH-HTURN.7-8, BH-DEATH, BH-D.48, BH-D.54) --------------------------------------

    def haunt_death(self, seat: int) -> None:
        haunt = self.haunt_data()
        room = self.room[seat]
        for kind in self.carried[seat]:
            self.tokens.setdefault(room, []).append(kind)
        self.carried[seat] = []
        if not (self.side[seat] == "heroes" and haunt.heroes_turn_on_death and "items" in haunt.turncoat_keeps):
            for card in list(self.hand[seat]):  # BH-DEATH.1-4: companions stay, items fall in a pile
                kind = self.card_data(card).kind
                if kind == "companion":
                    self.companions.setdefault(room, []).append(card)
                elif kind == "item":
                    self.piles.setdefault(room, []).append(card)
                else:
                    continue
                self.hand[seat].remove(card)
        if self.side[seat] == "heroes" and haunt.heroes_turn_on_death:
            self.side[seat] = "traitor"
            if "traits" in haunt.turncoat_keeps:
                self.traits[seat] = [max(1, k) for k in self.traits[seat]]
            else:
                self.traits[seat] = [getattr(self.explorer(seat), t).start for t in TRAITS]
            self._emit("turned_traitor", seat)
            return
        self.alive[seat] = False
        self._emit("explorer_died", seat, room=room)
        self._push(("haunt_rules", "death", self.side[seat], seat), ("check_win",))
        if seat == self.active:
            self.stopped = True

    # -- winning (BH-END, BH-D.49) -----------------------------------------------------------------------

    def condition_met(self, c: Condition) -> bool:
        n = self.n
        heroes = [s for s in range(n) if self.side[s] == "heroes"]
        if c.kind == "heroes_dead":
            return not any(self.alive[s] and s not in self.exited for s in heroes)
        if c.kind == "traitor_dead":
            return not self.alive[self.haunt["traitor"]]
        if c.kind == "traitor_side_dead":
            side_dead = not any(self.alive[s] for s in range(n) if self.side[s] == "traitor")
            return side_dead and not any(m["alive"] for m in self.monsters)
        if c.kind == "monsters_dead":
            return bool(self.monsters) and not any(m["alive"] for m in self.monsters)
        if c.kind == "counter_at_least":
            return self.counters.get(c.counter, 0) >= c.value.at(n)
        if c.kind == "round_at_least":
            return self.haunt["round"] >= c.value.at(n)
        if c.kind == "tokens_held":
            side = c.side or "heroes"
            return sum(self.carried[s].count(c.token) for s in range(n) if self.side[s] == side) >= c.value.at(n)
        if c.kind == "tokens_in_room":
            return self.tokens.get(c.room, []).count(c.token) >= c.value.at(n)
        if c.kind == "exited":
            return sum(1 for s in self.exited if self.side[s] == (c.side or "heroes")) >= c.value.at(n)
        if c.kind == "explorer_in_room":
            return any(self.alive[s] and self.room[s] == c.room and self.side[s] == (c.side or "heroes")
                       for s in range(n))
        if c.kind == "holder_in_room":
            return any(self.alive[s] and self.room[s] == c.room and c.token in self.carried[s] for s in range(n))
        return False

    def _step_check_win(self) -> None:
        if self.final is not None or self.haunt is None:
            return
        haunt = self.haunt_data()
        active_side = self.side[self.active] if 0 <= self.active < self.n else "heroes"
        order = [active_side, "traitor" if active_side == "heroes" else "heroes"]  # both at once: the active's
        for side in order:
            spec = haunt.heroes if side == "heroes" else haunt.traitor_side
            if any(self.condition_met(c) for c in spec.win):
                if side == "heroes" and not any(self.alive[s] for s in range(self.n) if self.side[s] == "heroes"):
                    continue  # BH-END.2
                self.side_wins(side, "objective")
                return
        heroes = [s for s in range(self.n) if self.side[s] == "heroes"]
        if not any(self.alive[s] and s not in self.exited for s in heroes):
            self.side_wins("traitor", "heroes_gone")  # BH-D.49

    def side_wins(self, side: str, reason: str) -> None:
        if self.final is not None:
            return
        winners = [s for s in range(self.n) if self.side[s] == side]
        self.pending = None
        self.steps.clear()
        self.final = {"winners": winners, "side": side, "reason": reason, "haunt": self.haunt["id"],
                      "rounds": self.haunt["round"], "turns": self.turn}
        self._emit("game_over", None, side=side, winners=winners, reason=reason, haunt=self.haunt["id"])


def _key(effect) -> list:
    """An effect as a step argument: plain data (it is saved with the stack)."""
    data = attrs.asdict(effect)
    return [data]


def _effect(key: list) -> Effect:
    from tabletop.engine.content import structure

    return structure(key[0], Effect, "haunt step")
