"""The haunt, played: the traitor named by the haunt's rule, the sides, "Right Now",
rounds of hero turns, the traitor turn, attacks, deaths, the haunt's actions and
rules (their effects: haunt_effects.py), and the win checked after every action;
the monsters and their turn are the state's `monster_rules` (monsters.py). All of
it is driven by a haunt's data (haunt.py); nothing of a haunt is left as prose.

`Haunting` is an object the house state owns (`state.haunting`, state.py), next to
its exploration (`state.exploration`, explore.py); its steps are the state's steps (engine/steps.py's
COMPONENTS). It keeps no data of its own but the haunt as read for the table: the
haunt's data are the state's saved fields (side, haunt, counters, monsters, carried,
exited, front_door, attacked, acted).
"""

from __future__ import annotations


from typing import Any, NamedTuple

import attrs

from tabletop.engine.actions import Action
from tabletop.engine.content import structure
from tabletop.engine.steps import Component

from . import haunt_effects
from .actions import Attack, Drop, EndTurn, GiveToken, HauntAct, Leave, Orders, Take
from .content import MENTAL, TRAITS
from .haunt import CONDITIONS, BandEffect, Condition, Effect, Haunt, Place, RoomRef, Selector, saved_form
from .traits import roll as roll_dice

NOBODY = -1


class Haunting(Component):
    """The haunt being played in `state` (see the module's description)."""

    _kept_haunt: "Playing | None" = None  # the haunt being played, as read once (`_playing`)

    def haunt_data(self) -> Haunt:
        return self._playing().haunt

    def _playing(self) -> "Playing":
        """The haunt being played as read for this table, kept on the state while its
        number is the same: the haunt is read at nearly every step."""
        state = self.state
        number = state.haunt["number"]
        kept = self._kept_haunt
        if kept is None or kept.number != number:
            haunt = state.haunt_data_for(number)
            index = haunt_index(haunt)
            heroes = tuple(("heroes", test, c, c.value.at(state.n)) for test, c in index.heroes_win)
            traitor = tuple(("traitor", test, c, c.value.at(state.n)) for test, c in index.traitor_win)
            kept = self._kept_haunt = Playing(number, haunt, index,
                                              {"heroes": heroes + traitor, "traitor": traitor + heroes})
        return kept

    # -- naming the traitor (BH-REVEAL, BH-D.37) ------------------------------------------

    def choose_traitor(self, rule, revealer: int) -> int:
        state = self.state
        living = [s for s in range(state.n) if state.alive[s]]
        candidates: list[int] = []
        if rule.rule == "revealer":
            candidates = [revealer]
        elif rule.rule == "left_of_revealer":
            candidates = [self.left_of(revealer)]
        elif rule.rule in ("highest", "lowest"):
            pool = [s for s in living if not (rule.exclude_revealer and s == revealer)] or living
            values = {s: state.exploration.trait_value(s, rule.trait) for s in pool}
            best = (max if rule.rule == "highest" else min)(values.values())
            candidates = [s for s in pool if values[s] == best]
        elif rule.rule == "holder":
            candidates = [s for s in living if rule.card in state.hand[s]]
        elif rule.rule == "nearest":
            if rule.room in state.house.placed:
                far = {s: state.house.distances(state.room[s]).get(rule.room, 999) for s in living}
                best = min(far.values())
                candidates = [s for s in living if far[s] == best and best < 999]
        if not candidates:  # the rule selects nobody: the revealer (BH-D.37)
            return revealer
        if revealer in candidates:  # BH-REVEAL.6
            return revealer
        for k in range(1, state.n + 1):  # BH-REVEAL.7: the nearest to the revealer's left
            seat = (revealer + k) % state.n
            if seat in candidates:
                return seat
        return candidates[0]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.state.n  # BH-D.4

    # -- the start (BH-HSETUP, BH-D.41-43) ----------------------------------------------------

    def start_haunt(self, number: int, revealer: int, omen: str, room: str) -> None:
        state = self.state
        haunt = state.haunt_data_for(number)
        traitor = self.choose_traitor(haunt.traitor, revealer)
        state.haunt = {"number": number, "id": haunt.id, "revealer": revealer, "traitor": traitor, "omen": omen,
                       "room": room, "round": 0}
        state.side = ["traitor" if s == traitor else "heroes" for s in range(state.n)]
        state.counters = {c.id: c.start for c in haunt.counters}
        state.front_door = haunt.front_door_open
        state._emit("haunt_revealed", revealer, haunt=haunt.id, number=number, traitor=traitor, omen=omen, room=room)
        for kind in haunt.monsters:  # each kind's starting count where it starts (BH-HSETUP.3)
            rooms = self.places(kind.start, traitor)
            for i in range(kind.count.at(state.n)):
                state.monsters.append({"kind": kind.id, "room": rooms[i % len(rooms)], "stunned": False, "alive": True})
                state._emit("monster_placed", traitor, kind=kind.id, room=rooms[i % len(rooms)],
                            monster=len(state.monsters) - 1)
        steps: list[tuple] = [("effects", "traitor", i, "right_now") for i in range(len(haunt.traitor_side.right_now))]
        steps += [("effects", "heroes", i, "right_now") for i in range(len(haunt.heroes.right_now))]
        if haunt.traitor_removed or haunt.traitor_monster:
            steps.append(("remove_traitor",))
        steps += [("haunt_rules", "haunt_start", "", NOBODY), ("check_win",), ("round",)]
        state._push(*steps)

    def _step_remove_traitor(self) -> None:
        """BH-HTURN.9: the traitor eliminated at the start, or turned into a monster
        (its figure gives way to the monster, which its player moves on the monster
        turn); the traitor turn stays in the round."""
        state = self.state
        seat = state.haunt["traitor"]
        haunt = self.haunt_data()
        self._let_fall(seat, keep_items=False)  # its cards and tokens stay in the room it left
        if haunt.traitor_monster:
            state.monsters.append({"kind": haunt.traitor_monster, "room": state.room[seat], "stunned": False,
                                   "alive": True})
            state._emit("traitor_transformed", seat, kind=haunt.traitor_monster, monster=len(state.monsters) - 1)
        else:
            state._emit("traitor_removed", seat)
        state.alive[seat] = False

    # -- rounds (BH-HTURN, BH-D.43, BH-D.55) ---------------------------------------------------

    def _step_round(self) -> None:
        state = self.state
        state.haunt["round"] += 1
        state._emit("round_started", None, round=state.haunt["round"])
        traitor = state.haunt["traitor"]
        order = [(traitor + k) % state.n for k in range(1, state.n)]
        steps: list[tuple] = [("haunt_turn", s) for s in order if state.side[s] == "heroes"]
        steps.append(("haunt_turn", traitor))  # the traitor turn, even for a dead traitor (BH-HTURN.9)
        steps += [("haunt_turn", s) for s in order if state.side[s] == "traitor"]  # turncoats (BH-D.54)
        steps += [("monster_turn",), ("round_end",)]
        state._push(*steps)

    def _step_haunt_turn(self, seat: int) -> None:
        state = self.state
        if not state.alive[seat] and state.final is None:
            if seat == state.haunt["traitor"] and state.monster_rules.monsters_act():
                state.active = seat
                state._push(("side_turn", seat))  # BH-HTURN.9-10, BH-TRAITOR.5
            elif seat == state.haunt["traitor"]:
                state._emit("turn_skipped", seat, why="traitor_dead")
            return
        if state.side[seat] == "heroes" and seat in state.exited:
            return
        state.active = seat
        state.attacked, state.acted = False, {}
        state.exploration.start_explore_turn()
        side = state.side[seat]
        state._push(("haunt_rules", "turn_start", side, seat), ("explore_turn",),
                    ("haunt_rules", "turn_end", side, seat), ("check_win",))

    def _step_side_turn(self, seat: int, choice: Orders | EndTurn | None = None) -> None:
        """The traitor turn of a traitor whose figure is gone (dead, removed at the start
        or turned into a monster): its player still decides for its side (BH-HTURN.9-10,
        BH-TRAITOR.5), here whether the monsters go by Auto or by orders (BH-D.44)."""
        state = self.state
        if choice is None:
            mode = "auto" if state.haunt.get("by_hand") else "hand"
            state._ask("explore", seat, [["orders", mode], ["end"]], ("side_turn", seat), for_side="traitor")
            return
        if type(choice) is Orders:
            self._set_orders(seat, choice.mode)
            state._push(("side_turn", seat))
            return
        state._emit("turn_ended", seat)

    def _step_round_end(self) -> None:
        state = self.state
        state.turn += 1
        state._push(("haunt_rules", "round_end", "", NOBODY), ("round_closed",), ("round",))

    def _step_round_closed(self) -> None:
        """The round is over (BH-D.55): a limit "when the Nth round ends" is met now,
        before anyone acts in the next round (the win is checked after every step)."""
        state = self.state
        state.haunt["ended"] = state.haunt["round"]
        state._emit("round_ended", None, round=state.haunt["round"])

    # -- the haunt's actions on a turn ----------------------------------------------------------

    def haunt_actions(self, seat: int) -> list[tuple]:
        state = self.state
        if state.haunt is None or not state.alive[seat]:
            return []
        found: list[tuple] = []
        playing = self._playing()
        haunt = playing.haunt
        here = state.room[seat]
        targets = [] if state.attacked else self.attack_targets(seat)
        if targets:
            traits = ("might", "sanity", "knowledge") if haunt.sanity_knowledge_attacks else ("might",)
            weapon = self.weapon(seat)
            if weapon is not None and weapon.trait not in traits:
                traits = (*traits, weapon.trait)
            for kind, who in targets:
                for trait in traits:  # not with a trait the opponent lacks (BH-ATTACK.12)
                    if kind == "monster" and state.monster_rules.monster_trait(who, trait) == 0:
                        continue
                    found.append(("attack", kind, who, trait))
        for action in playing.index.actions_of.get(state.side[seat], ()):
            if state.acted.get(action.id, 0) >= action.per_turn:
                continue
            where = action.where
            if where.kind == "room" and here != where.name:
                continue
            if where.kind == "token" and where.name not in state.tokens.get(here, []):
                continue
            if action.needs and action.needs not in state.hand[seat] and action.needs not in state.carried[seat]:
                continue
            if action.cost and state.traits[seat][TRAITS.index(action.cost_trait)] <= action.cost:
                continue  # the cost must be payable without reaching the skull (BL-COST.1)
            found.append(("haunt_action", action.id))
        if "picked" not in state.used and state.tokens.get(here):  # BH-ITEM.5: a haunt's item tokens as items
            found += [("take", kind) for kind in self._lying_tokens(here)]
        carried = state.carried[seat]
        if carried:  # asked at every choice: no list is built for empty hands
            if "dropped" not in state.used:  # BH-ITEM.4
                found += [("drop", kind) for kind in dict.fromkeys(carried)]
            if "gave" not in state.used:  # BH-ITEM.3
                others = state.exploration.others_here(seat)
                found += [("give_token", kind, other) for kind in dict.fromkeys(carried)
                          if self._tradable_token(kind) for other in others]
        if seat == state.haunt["traitor"] and any(m["alive"] for m in state.monsters):  # BH-D.44
            found.append(("orders", "auto" if state.haunt.get("by_hand") else "hand"))
        if state.front_door and here == state.ruleset.start_room and state.side[seat] == "heroes" \
                and seat not in state.exited:
            found.append(("exit",))
        return found

    def _lying_tokens(self, room: str) -> list[str]:
        """The kinds of the haunt's item tokens lying in `room`, each once."""
        lying = self.state.tokens.get(room)
        if not lying:
            return []
        kinds = self._playing().index.tokens
        return [kind for kind in dict.fromkeys(lying) if (token := kinds.get(kind)) is not None and token.carried]

    def droppable_tokens(self, seat: int) -> list[str]:
        """The haunt's tokens `seat` may drop, as the drop's choices name them."""
        state = self.state
        return [f"token:{t}" for t in dict.fromkeys(state.carried[seat])] if state.haunt is not None else []

    def pickable_tokens(self, seat: int) -> list[str]:
        """The haunt's item tokens `seat` may pick up where it stands."""
        state = self.state
        return [f"token:{t}" for t in self._lying_tokens(state.room[seat])] if state.haunt is not None else []

    def take_token(self, seat: int, token: str) -> None:
        state = self.state
        state.tokens[state.room[seat]].remove(token)
        state.carried[seat].append(token)
        state._emit("token_taken", seat, token=token, room=state.room[seat])

    def drop_token(self, seat: int, token: str) -> None:
        state = self.state
        state.carried[seat].remove(token)
        state.tokens.setdefault(state.room[seat], []).append(token)
        state._emit("token_dropped", seat, token=token, room=state.room[seat])

    def _tradable_token(self, kind: str) -> bool:
        token = self.token_kind(kind)
        return token is not None and token.tradable

    def _set_orders(self, seat: int, mode: str) -> None:
        """How the monsters move from the next monster turn on (BH-D.44)."""
        state = self.state
        state.haunt["by_hand"] = mode == "hand"
        state._emit("monster_orders", seat, by_hand=state.haunt["by_hand"])

    def _step_token_gift(self, giver: int, token: str, taker: int, choice: Any = None) -> None:
        """A haunt's item token given like an item: the receiver agrees (BH-ITEM.3, BH-D.27)."""
        state = self.state
        if choice is None:
            state._ask("accept", taker, ["yes", "no"], ("token_gift", giver, token, taker), token=token, giver=giver)
            return
        if choice == "yes" and token in state.carried[giver] and state.alive[taker]:
            state.carried[giver].remove(token)
            state.carried[taker].append(token)
            state._emit("token_given", giver, token=token, to=taker)
        else:
            state._emit("gift_refused", taker, token=token, giver=giver)

    def token_kind(self, kind: str):
        """The haunt's token kind (None for the markers cards and rooms place)."""
        return self._playing().index.tokens.get(kind)

    def do_haunt_action(self, seat: int, action: Action) -> None:
        state = self.state
        match action:
            case Attack(kind=kind, who=who, trait=trait):
                state.attacked = True
                state._push(("attack", seat, kind, who, trait))
            case HauntAct(action=ident):
                state._push(("haunt_action", seat, ident))
            case Orders(mode=mode):
                self._set_orders(seat, mode)
            case Take(token=token):  # the turn's one pick-up (BH-ITEM.5): any more follow
                state.used.append("picked")
                self.take_token(seat, token)
                state._push(("pick_more", seat))
            case Drop(token=token):  # the turn's one drop (BH-ITEM.4)
                state.used.append("dropped")
                self.drop_token(seat, token)
                state._push(("drop_more", seat))
            case GiveToken(token=token, to=to):  # the turn's one gift (BH-ITEM.3)
                state.used.append("gave")
                state._push(("token_gift", seat, token, to))
            case Leave():  # out of the house: its turn is over, and it takes no more (BH-D.25)
                state.exited.append(seat)
                state.stopped = True
                state._emit("explorer_exited", seat)
                if state.steps and state.steps[-1] == ("explore_turn",):
                    state.steps[-1] = ("end_of_turn",)
                state._push(("check_win",))

    def _step_haunt_action(self, seat: int, ident: str) -> None:
        state = self.state
        action = self._playing().index.actions[ident]
        state.acted[ident] = state.acted.get(ident, 0) + 1
        if action.cost:
            state.exploration.change_trait(seat, action.cost_trait, -action.cost, f"haunt:{ident}")
            if not state.alive[seat]:
                return
        success = True
        if action.roll_trait:
            exploration, trait = state.exploration, action.roll_trait
            _faces, total = exploration.roll_dice(seat, exploration.trait_value(seat, trait), trait)
            success = total >= action.target.at(state.n)
        if self._secret_outcome(action):  # the other side learns only that it was done (BH-D.42)
            state._emit("haunt_action", seat, action=ident)
        else:
            state._emit("haunt_action", seat, action=ident, success=success)
        effects = action.success if success else action.failure
        key = self._playing().index.key
        state._push(*[("effect", seat, key(e)) for e in effects], ("check_win",))

    def _secret_outcome(self, action) -> bool:
        """Whether an action's outcome is its side's secret: it changes a counter the
        other side may not see (haunt 16's lessons), so its success is not told."""
        return any(e.op == "counter" and self.counter_visibility(e.counter) != "everyone"
                   for e in (*action.success, *action.failure))

    # -- attacks (BH-ATTACK, BH-SPATK, BH-D.31-34) ------------------------------------------

    def opponents(self, seat: int) -> list[int]:
        state = self.state
        mine, sides, alive, exited = state.side[seat], state.side, state.alive, state.exited
        return [s for s in range(state.n) if alive[s] and s not in exited and sides[s] != mine]

    def opponents_in(self, seat: int, room: str) -> list[int]:
        """The seat's `opponents` whose explorers stand in `room` (the turn's choices ask it
        often: the room first, the rest only for those there)."""
        state = self.state
        mine, sides, alive, exited, rooms = state.side[seat], state.side, state.alive, state.exited, state.room
        if rooms.count(room) == (rooms[seat] == room):  # the usual answer, without the loop: nobody else there
            return []
        return [s for s in range(state.n) if rooms[s] == room and alive[s] and s not in exited and sides[s] != mine]

    def attack_targets(self, seat: int) -> list[tuple[str, int]]:
        """Opponents in the room, and in line of sight with a ranged weapon."""
        state = self.state
        here = state.room[seat]
        found = [("seat", s) for s in self.opponents_in(seat, here)]
        if state.side[seat] == "heroes":
            found += [("monster", k) for k, m in enumerate(state.monsters) if m["room"] == here and m["alive"]]
        if state.ranged_weapons.isdisjoint(state.hand[seat]):
            return found  # each seat and monster once already
        # BH-SPATK.1, BH-D.34: with a ranged weapon, in line of sight too, not in one's own room
        seen = set(state.house.line_of_sight(here))
        found += [("seat", s) for s in self.opponents(seat) if state.room[s] in seen]
        if state.side[seat] == "heroes":
            found += [("monster", k) for k, m in enumerate(state.monsters) if m["room"] in seen and m["alive"]]
        return list(dict.fromkeys(found))

    def weapon(self, seat: int, ranged: bool = False):
        """The attacker's best weapon (the most extra dice), or None (BH-D.34); for a
        shot from afar, the best weapon that can shoot (BH-SPATK.1)."""
        state = self.state
        weapons = [w for c in state.hand[seat]
                   if (w := state.card_data(c).weapon) is not None and (w.ranged or not ranged)]
        return max(weapons, key=lambda w: w.bonus, default=None)

    def _step_attack(self, seat: int, kind: str, target: int, trait: str) -> None:
        """Both roll the attack's trait (BH-ATTACK.3, BH-ATTACK.9, BH-D.32); a weapon of
        that trait adds its dice (BH-D.34)."""
        state = self.state
        ranged = kind == "seat" and state.room[target] != state.room[seat] or \
            kind == "monster" and state.monsters[target]["room"] != state.room[seat]
        weapon = self.weapon(seat, ranged)
        bonus = weapon.bonus if weapon is not None and weapon.trait == trait else 0
        exploration = state.exploration
        mine = exploration.roll_dice(seat, exploration.trait_value(seat, trait) + bonus, trait)[1]
        theirs = (exploration.roll_dice(target, exploration.trait_value(target, trait), trait)[1] if kind == "seat"
                  else roll_dice(state.rng, state.monster_rules.monster_trait(target, trait))[1])
        state._emit("attack", seat, target_kind=kind, target=target, trait=trait, rolled=mine, defended=theirs,
                    ranged=ranged)
        damage_kind = "mental" if trait in MENTAL else "physical"
        if mine > theirs:
            hurt = ("hurt", kind, target, damage_kind, mine - theirs, seat)
            if (kind == "seat" and damage_kind == "physical" and mine - theirs >= 2 and not ranged
                    and (self._stealable_tokens(target) or self._stealable(target))):
                hurt = ("steal_or_hurt", seat, target, mine - theirs)
            state._push(hurt, ("haunt_rules", "attack_won", state.side[seat], seat), ("check_win",))
        elif theirs > mine and not ranged:  # BH-D.32; a ranged attacker is not hurt (BH-SPATK.2)
            state._push(("hurt", "seat", seat, damage_kind, theirs - mine, NOBODY), ("check_win",))

    def _step_steal_or_hurt(self, seat: int, target: int, amount: int, choice: Any = None) -> None:
        """BH-SPATK.4, BH-D.33: with 2 or more physical damage the attacker may take
        one of the loser's carried tokens instead of hurting them."""
        state = self.state
        if choice is None:
            options = ["hurt", *(f"steal:{t}" for t in self._stealable_tokens(target)),
                       *(f"take_card:{c}" for c in self._stealable(target))]
            state._ask("steal", seat, options, ("steal_or_hurt", seat, target, amount), target=target)
            return
        if choice == "hurt":
            state._push(("hurt", "seat", target, "physical", amount, seat))
            return
        what, thing = choice.split(":", 1)
        if what == "take_card":  # a tradable item or item omen (BH-D.33)
            state.hand[target].remove(thing)
            state.hand[seat].append(thing)
            state._emit("card_stolen", seat, card=thing, victim=target)
            return
        state.carried[target].remove(thing)
        state.carried[seat].append(thing)
        state._emit("token_stolen", seat, token=thing, victim=target)

    def _stealable_tokens(self, seat: int) -> list[str]:
        """The haunt's tradable item tokens `seat` carries, each kind once (BH-SPATK.4)."""
        return [t for t in dict.fromkeys(self.state.carried[seat]) if self._tradable_token(t)]

    def _stealable(self, seat: int) -> list[str]:
        """The cards an attack may steal from `seat`: tradable items and item omens."""
        state = self.state
        return [c for c in state.hand[seat] if state.card_data(c).kind == "item" and state.card_data(c).tradable]

    def _step_hurt(self, kind: str, target: int, damage: str, amount: int, by: int) -> None:
        state = self.state
        if kind == "seat":
            state._push(("damage", target, damage, amount, f"attack:{by}"))
            return
        state.monster_rules.hurt(target, by)

    # -- effects and rules ---------------------------------------------------------------------------

    def _step_effects(self, side: str, index: int, part: str) -> None:
        state = self.state
        haunt = self.haunt_data()
        effect = getattr(haunt.heroes if side == "heroes" else haunt.traitor_side, part)[index]
        actor = state.haunt["traitor"] if side == "traitor" else self.left_of(state.haunt["traitor"])
        state._push(("effect", actor, self._playing().index.key(effect)))

    def _step_haunt_rules(self, trigger: str, side: str, seat: int) -> None:
        state = self.state
        for rule in self._playing().index.rules.get(trigger, ()):
            if rule.side and side and rule.side != side:
                continue
            if rule.trigger == "enter_room" and state.room[seat] != rule.room:
                continue
            if rule.round and state.haunt["round"] != rule.round:
                continue
            if all(self.condition_met(c) for c in rule.conditions):
                actor = seat if seat != NOBODY else state.haunt["traitor"]
                key = self._playing().index.key
                state._push(*[("effect", actor, key(e)) for e in rule.effects])

    def select(self, who: Selector, actor: int) -> list[int]:
        """The seats an effect is about (haunt_effects.py)."""
        return haunt_effects.select(self.state, who, actor)

    def places(self, where: Place, actor: int) -> list[str]:
        """The rooms an effect acts in (haunt_effects.py)."""
        return haunt_effects.places(self.state, where, actor)

    def _step_effect(self, actor: int, key: list) -> None:
        """One of the haunt's effects, by its kind (haunt_effects.py's EFFECTS)."""
        effect = self._playing().index.effect(key)
        haunt_effects.EFFECTS[effect.op](self.state, effect, actor)

    # -- secret choices (BH-D.42) ---------------------------------------------------------------

    def secret_chooser(self, side: str) -> int:
        """Who makes a side's secret choice: the traitor's player (even with the traitor
        dead, BH-TRAITOR.5), or the first living hero from the traitor's left."""
        state = self.state
        traitor = state.haunt["traitor"]
        if side == "traitor":
            return traitor
        order = [(traitor + k) % state.n for k in range(1, state.n)]
        return next((s for s in order if state.side[s] == "heroes" and state.alive[s]), order[0])

    def _secret_choices(self, ident: str) -> list[str]:
        state = self.state
        choices = self._playing().index.secrets[ident].choices
        if choices.kind == "each":
            return [r for r in state.house.order if choices.name in state.room_data(r).symbols]
        return [r for r in state.house.order if state.house.floor_of(r) == choices.name]

    def _step_secret_choice(self, ident: str, choice: Any = None) -> None:
        """A side chooses a room in secret: the log says only that it chose (BH-D.42)."""
        state = self.state
        spec = self._playing().index.secrets[ident]
        options = self._secret_choices(ident) or [state.ruleset.start_room]
        seat = self.secret_chooser(spec.chosen_by)
        if choice is None and len(options) > 1:
            state._ask("secret", seat, options, ("secret_choice", ident), secret=ident, for_side=spec.chosen_by)
            return
        value = choice if choice in options else options[0]
        state.secrets[ident] = {"value": value, "options": options, "side": spec.chosen_by, "revealed": False}
        state._emit("secret_chosen", seat, secret=ident, side=spec.chosen_by)

    def _reveal_secret(self, ident: str) -> None:
        state = self.state
        secret = state.secrets.get(ident)
        if secret is not None and not secret["revealed"]:
            secret["revealed"] = True
            state._emit("secret_revealed", None, secret=ident, room=secret["value"])

    def room_ref(self, ref: RoomRef) -> str | None:
        """The room a condition names: a room, or a side's secret room (read, not revealed)."""
        if ref.kind == "secret":
            secret = self.state.secrets.get(ref.name)
            return None if secret is None else secret["value"]
        return ref.name

    def sees_secret(self, ident: str, seat: int | None) -> bool:
        state = self.state
        secret = state.secrets[ident]
        return secret["revealed"] or state.open_play or (seat is not None and state.side[seat] == secret["side"])

    def counter_visibility(self, ident: str) -> str:
        """Who sees a counter (BH-D.42): as the haunt says, or everyone in open play
        (the log then tells the values too)."""
        if self.state.open_play:
            return "everyone"
        return self._playing().index.visible_to.get(ident, "everyone")

    # -- what a side can follow (the haunt panel) ----------------------------------------------------

    def progress(self, side: str, seat: int | None) -> list[dict[str, Any]]:
        """How far `side` is toward each of its win conditions that can be counted, as
        `seat` may know it: a counter it may not see (BH-D.42) or a secret room it does
        not know is left out; a condition met or not at once (a traitor dead, a hero in
        a room) is its side's goal line alone."""
        state = self.state
        spec = self.haunt_data().heroes if side == "heroes" else self.haunt_data().traitor_side
        found: list[dict[str, Any]] = []
        for c in spec.win:
            need = c.value.at(state.n)
            if c.kind == "counter_at_least" and state._sees_counter(c.counter, seat):
                found.append({"kind": "counter", "name": c.counter, "have": state.counters.get(c.counter, 0),
                              "need": need})
            elif c.kind == "tokens_held":
                holders = c.side or "heroes"
                have = sum(state.carried[s].count(c.token) for s in range(state.n) if state.side[s] == holders)
                found.append({"kind": "tokens_held", "name": c.token, "have": have, "need": need})
            elif c.kind == "tokens_in_room" and (c.room.kind != "secret" or self.sees_secret(c.room.name, seat)):
                room = self.room_ref(c.room)
                found.append({"kind": "tokens_in_room", "name": c.token, "room": room,
                              "have": state.tokens.get(room, []).count(c.token), "need": need})
            elif c.kind == "exited":
                have = sum(1 for s in state.exited if state.side[s] == (c.side or "heroes"))
                found.append({"kind": "exited", "name": "", "have": have, "need": need})
            elif c.kind == "monsters_dead" and state.monsters:
                found.append({"kind": "monsters_dead", "name": "", "need": len(state.monsters),
                              "have": sum(1 for m in state.monsters if not m["alive"])})
            elif c.kind == "heroes_dead":
                found.append({"kind": "heroes_left", "name": "", "need": 0, "have": sum(
                    1 for s in range(state.n) if state.side[s] == "heroes" and state.alive[s]
                    and s not in state.exited)})
            elif c.kind in ("round_at_least", "round_ended"):
                found.append({"kind": "round", "name": "", "have": state.haunt["round"], "need": need})
        return found

    def round_limit(self) -> int | None:
        """The round at which the Turn/Damage Track ends the haunt (BH-D.55), for everyone
        to see: the haunt's limit, else the round a side's win names."""
        haunt = self.haunt_data()
        limit = haunt.turn_limit.at(self.state.n)
        if limit:
            return limit
        rounds = [c.value.at(self.state.n) for c in (*haunt.heroes.win, *haunt.traitor_side.win)
                  if c.kind in ("round_at_least", "round_ended")]
        return min(rounds) if rounds else None

    # -- deaths (BH-HTURN.7-8, BH-DEATH, BH-D.48, BH-D.54) --------------------------------------

    def haunt_death(self, seat: int) -> None:
        """An explorer at the skull dies, once (BH-ATTACK.7, BH-D.48): what it carries
        falls (BH-DEATH), nothing it was about to do happens, its turn ends at once if
        it was its own, and the haunt's rules on a death run once. A hero whose haunt
        turns the dead rises on the traitor's side instead (BH-HTURN.8, BH-D.54)."""
        state = self.state
        if not state.alive[seat]:
            return
        haunt = self.haunt_data()
        turns = state.side[seat] == "heroes" and haunt.heroes_turn_on_death
        self._let_fall(seat, keep_items=turns and "items" in haunt.turncoat_keeps)
        self._forget(seat)
        if turns:
            state.side[seat] = "traitor"
            if "traits" in haunt.turncoat_keeps:
                state.traits[seat] = [max(1, k) for k in state.traits[seat]]
            else:
                state.traits[seat] = [state.track(seat, t).start for t in TRAITS]
            state._emit("turned_traitor", seat)
            return
        state.alive[seat] = False
        state._emit("explorer_died", seat, room=state.room[seat])
        state._push(("haunt_rules", "death", state.side[seat], seat), ("check_win",))

    def _let_fall(self, seat: int, keep_items: bool) -> None:
        """BH-DEATH.1-4: carried tokens fall where the explorer was; companions stay
        there; items and item omens fall in an Item Pile (unless `keep_items`)."""
        state = self.state
        room = state.room[seat]
        for kind in state.carried[seat]:
            state.tokens.setdefault(room, []).append(kind)
        state.carried[seat] = []
        if keep_items:
            return
        for card in list(state.hand[seat]):
            kind = state.card_data(card).kind
            if kind == "companion":
                state.companions.setdefault(room, []).append(card)
            elif kind == "item":
                state.piles.setdefault(room, []).append(card)
            else:
                continue
            state.hand[seat].remove(card)

    #: steps that go on after their explorer died: a card finishing its way to the
    #: discards, a Legacy card already read (its lasting part still happens)
    _OUTLIVE = frozenset({"event_done", "used_up", "legacy_card", "haunt_turn"})
    #: the steps of the active explorer's own turn
    _TURN = frozenset({"explore_turn", "end_of_turn", "end_effects", "discover", "haunt_rolls", "next_turn"})

    def _forget(self, seat: int) -> None:
        """Drop every step still waiting that `seat`'s explorer would take or suffer (a
        card's next lines, a split of more damage, its turn's next choice), so the dead
        are asked nothing and die once; if it was its turn, the turn ends here."""
        state = self.state
        args = state.step_registry.args

        def about(step) -> bool:
            name = step[0]
            if name in self._OUTLIVE:
                return False
            if name in self._TURN:
                return seat == state.active
            named = args(step)
            if name == "hurt":
                return named["kind"] == "seat" and named["target"] == seat
            if name in ("gift", "token_gift"):
                return seat in (named["giver"], named["taker"])
            return named.get("seat") == seat
        state.steps[:] = [step for step in state.steps if not about(step)]
        if seat == state.active:
            state.stopped = True
            state._emit("turn_ended", seat, why="died")

    # -- winning (BH-END, BH-D.49) -----------------------------------------------------------------------

    def condition_met(self, c: Condition) -> bool:
        test = _CONDITIONS.get(c.kind)
        return test is not None and test(self, c, c.value.at(self.state.n))

    # Each kind of condition (haunt.py's CONDITIONS) is one function, found by its kind
    # in _CONDITIONS, given the condition and its number for this table (`value`, read
    # once per haunt and table: the win is checked after every step, `_step_check_win`).

    def _met_heroes_dead(self, c: Condition, value: int) -> bool:
        return not self._heroes_inside()

    def _met_traitor_dead(self, c: Condition, value: int) -> bool:
        state = self.state
        return not state.alive[state.haunt["traitor"]]

    def _met_traitor_side_dead(self, c: Condition, value: int) -> bool:
        state = self.state
        side_dead = not any(state.alive[s] for s in range(state.n) if state.side[s] == "traitor")
        return side_dead and not any(m["alive"] for m in state.monsters)

    def _met_monsters_dead(self, c: Condition, value: int) -> bool:
        state = self.state
        return bool(state.monsters) and not any(m["alive"] for m in state.monsters)

    def _met_counter_at_least(self, c: Condition, value: int) -> bool:
        return self.state.counters.get(c.counter, 0) >= value

    def _met_round_at_least(self, c: Condition, value: int) -> bool:
        return self.state.haunt["round"] >= value

    def _met_round_ended(self, c: Condition, value: int) -> bool:  # BH-D.55: "when the Nth round ends"
        state = self.state
        return state.haunt.get("ended", state.haunt["round"] - 1) >= value

    def _met_tokens_held(self, c: Condition, value: int) -> bool:
        state = self.state
        side = c.side or "heroes"
        return sum(state.carried[s].count(c.token) for s in range(state.n) if state.side[s] == side) >= value

    def _met_tokens_in_room(self, c: Condition, value: int) -> bool:
        return self.state.tokens.get(self.room_ref(c.room), []).count(c.token) >= value

    def _met_exited(self, c: Condition, value: int) -> bool:
        state = self.state
        return sum(1 for s in state.exited if state.side[s] == (c.side or "heroes")) >= value

    def _met_explorer_in_room(self, c: Condition, value: int) -> bool:
        state = self.state
        room = self.room_ref(c.room)
        return any(state.alive[s] and state.room[s] == room and state.side[s] == (c.side or "heroes")
                   for s in range(state.n))

    def _met_holder_in_room(self, c: Condition, value: int) -> bool:  # of `side` (any, none named), holding it there
        state = self.state
        room = self.room_ref(c.room)
        return any(state.alive[s] and state.room[s] == room and c.token in state.carried[s]
                   and (not c.side or state.side[s] == c.side) for s in range(state.n))

    def _heroes_inside(self) -> bool:
        """Whether a hero is alive and still in the house."""
        state = self.state
        side, alive, exited = state.side, state.alive, state.exited
        for s in range(state.n):
            if side[s] == "heroes" and alive[s] and s not in exited:
                return True
        return False

    def _step_check_win(self) -> None:
        """BH-END, BH-D.49: run after every step (state.py's `_run`), so it is kept cheap."""
        state = self.state
        if state.final is not None or state.haunt is None:
            return
        playing = self._kept_haunt  # _playing()'s kept answer, read inline: this runs after most steps
        if playing is None or playing.number != state.haunt["number"]:
            playing = self._playing()
        active_side = state.side[state.active] if 0 <= state.active < state.n else "heroes"
        inside = self._heroes_inside()  # heroes_dead's question, and the last one below: asked once
        for side, test, c, value in playing.checks["heroes" if active_side == "heroes" else "traitor"]:
            if (not inside) if test is _MET_HEROES_DEAD else test(self, c, value):
                if side == "heroes" and not any(state.alive[s] for s in range(state.n) if state.side[s] == "heroes"):
                    continue  # BH-END.2 (so no other of theirs counts either: the tests only read)
                self.side_wins(side, "objective")
                return
        if not inside:
            self.side_wins("traitor", "heroes_gone")  # BH-D.49

    def side_wins(self, side: str, reason: str) -> None:
        state = self.state
        if state.final is not None:
            return
        winners = [s for s in range(state.n) if state.side[s] == side]
        state.pending = None
        state.steps.clear()
        state.final = {"winners": winners, "side": side, "reason": reason, "haunt": state.haunt["id"],
                       "title": self.haunt_data().title, "rounds": state.haunt["round"], "turns": state.turn}
        state._emit("game_over", None, side=side, winners=winners, reason=reason, haunt=state.haunt["id"])


#: each kind of condition's test (haunt.py's CONDITIONS), by kind
_CONDITIONS = {kind: getattr(Haunting, f"_met_{kind}") for kind in CONDITIONS}
_MET_HEROES_DEAD = _CONDITIONS["heroes_dead"]


@attrs.frozen
class HauntIndex:
    """What the house core looks up in a haunt, read once per haunt (`haunt_index`):
    its kinds of token, monster and secret, its actions, who sees each counter, the
    tokens that block monsters, each side's win conditions with their tests, its
    rules by the moment that triggers them, its actions by side, and each of its
    effects' saved form. The first of two alike ids is the one found, as a search in
    order would find it.

    A step carries an effect as its saved form (`key`): the one list kept here for
    that effect, not a copy, so that running the step finds the typed effect again
    by that list (`effect`) and reads nothing from text. A step read from a save
    holds a list of its own, read back into an effect then."""

    tokens: dict[str, Any]
    monsters: dict[str, Any]
    secrets: dict[str, Any]
    actions: dict[str, Any]
    visible_to: dict[str, str]
    blocking: frozenset[str]
    heroes_win: tuple[tuple[Any, Condition], ...]
    traitor_win: tuple[tuple[Any, Condition], ...]
    rules: dict[str, tuple[Any, ...]]  # by trigger, in the haunt's order
    actions_of: dict[str, tuple[Any, ...]]  # each side's actions, in the haunt's order
    keys: dict[int, list]  # id(effect) -> its saved form, [plain data]
    effects: dict[int, tuple[list, Effect]]  # id(saved form) -> (that form, its effect)

    def key(self, effect: Effect | BandEffect) -> list:
        """The effect as a step argument: its saved form (the stack is saved)."""
        return self.keys[id(effect)]

    def effect(self, key: list) -> Effect:
        """The effect a step's argument stands for (a band's effect as an Effect)."""
        found = self.effects.get(id(key))
        if found is not None and found[0] is key:
            return found[1]
        return structure(key[0], Effect, "haunt step")  # a step read from a save


def _every_effect(haunt: Haunt):
    """Every effect of a haunt, a roll's bands' effects too."""
    def within(effects):
        for e in effects:
            yield e
            for band in getattr(e, "bands", ()):
                yield from within(band.effects)
    yield from within(haunt.heroes.right_now)
    yield from within(haunt.traitor_side.right_now)
    for action in haunt.actions:
        yield from within(action.success)
        yield from within(action.failure)
    for rule in haunt.rules:
        yield from within(rule.effects)


def _as_effect(e: Effect | BandEffect) -> Effect:
    if isinstance(e, Effect):
        return e
    return Effect(**{f.name: getattr(e, f.name) for f in attrs.fields(BandEffect)})


def _by_id(things) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for thing in things:
        found.setdefault(thing.id, thing)
    return found


def _tests(conditions) -> tuple[tuple[Any, Condition], ...]:
    return tuple((_CONDITIONS[c.kind], c) for c in conditions if c.kind in _CONDITIONS)


class Playing(NamedTuple):
    """The haunt being played, as a state reads it (Haunting._playing): its number, its
    data, its index, and both sides' win conditions as (side, test, condition, its number
    for the table) in the order they are checked, by the active explorer's side: its own
    first, as both sides may meet theirs at once (one flat list: checked after most
    steps)."""

    number: int
    haunt: Haunt
    index: HauntIndex
    checks: dict[str, tuple[tuple[str, Any, Condition, int], ...]]


_INDEXES: dict[int, tuple[Haunt, HauntIndex]] = {}  # by id(haunt), the haunt kept so its id is not reused


def haunt_index(haunt: Haunt) -> HauntIndex:
    entry = _INDEXES.get(id(haunt))
    if entry is None or entry[0] is not haunt:
        tokens = _by_id(haunt.tokens)
        keys = {id(e): [saved_form(e)] for e in _every_effect(haunt)}
        effects = {id(keys[id(e)]): (keys[id(e)], _as_effect(e)) for e in _every_effect(haunt)}
        index = HauntIndex(tokens=tokens, monsters=_by_id(haunt.monsters), secrets=_by_id(haunt.secrets),
                           actions=_by_id(haunt.actions),
                           visible_to={k: c.visible_to for k, c in _by_id(haunt.counters).items()},
                           blocking=frozenset(k for k, t in tokens.items() if t.blocks),
                           heroes_win=_tests(haunt.heroes.win), traitor_win=_tests(haunt.traitor_side.win),
                           rules={trigger: tuple(r for r in haunt.rules if r.trigger == trigger)
                                  for trigger in dict.fromkeys(r.trigger for r in haunt.rules)},
                           actions_of={side: tuple(a for a in haunt.actions if a.side == side)
                                       for side in dict.fromkeys(a.side for a in haunt.actions)},
                           keys=keys, effects=effects)
        entry = _INDEXES[id(haunt)] = (haunt, index)
    return entry[1]
