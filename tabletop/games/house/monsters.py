"""The monsters of a haunt, played (BH-MONSTER, BH-D.43-45, BH-D.52): their kinds and
traits, what damage does to them, and the monster turn, by Auto or by the traitor's
player's orders. `MonsterRules` is an object the house state owns (`state.monster_rules`,
state.py); its steps are the state's steps (engine/steps.py's COMPONENTS). It keeps no
data of its own: the monsters are the state's saved field `monsters`, the turn's
bookkeeping is in the state's `haunt`.
"""

from __future__ import annotations

from tabletop.engine.steps import Component

from .choices import AutoOne, MonsterAttack, MonsterCommand, MonsterDrop, MonsterJump, MonsterLift, MonsterMove
from .content import MENTAL
from .haunt_play import NOBODY
from .traits import roll as roll_dice


class MonsterRules(Component):
    """The monsters of the haunt being played in `state` (see the module's description)."""

    def monsters_act(self) -> bool:
        """Whether the monster turn will run: living monsters, and a traitor side alive
        or monsters that can win without it (BH-HTURN.10, BH-D.43)."""
        state = self.state
        if not any(m["alive"] for m in state.monsters):
            return False
        side_alive = any(state.alive[s] and state.side[s] == "traitor" for s in range(state.n))
        return side_alive or state.haunting.haunt_data().monsters_outlive_traitor

    def hurt(self, k: int, by: int) -> None:
        """Damage kills a killable monster (BH-D.45) and stuns any other (BH-MONSTER.4-5);
        either way it drops what it carries (BH-MONSTER.15)."""
        state = self.state
        monster = state.monsters[k]
        who = by if by != NOBODY else None
        if self.monster_kind(monster["kind"]).killable:
            monster["alive"] = False
            state._emit("monster_killed", who, monster=k, kind=monster["kind"])
        else:
            monster["stunned"] = True
            state._emit("monster_stunned", who, monster=k, kind=monster["kind"])
        for t in monster.pop("carried", []):
            state.tokens.setdefault(monster["room"], []).append(t)
            state._emit("token_dropped", None, token=t, room=monster["room"], monster=k)

    def kinds_seen(self) -> list[dict]:
        """Each kind of monster on the map as every player may know it (its card in the
        haunt's book, read by both sides): its traits, the trait it attacks with, whether
        damage kills it (BH-D.45) or only stuns it (BH-MONSTER.4), and the traits an
        explorer may attack it with (BH-ATTACK.9, never one it lacks: BH-ATTACK.12;
        a weapon of another trait adds that one for its holder)."""
        state = self.state
        if state.haunt is None or not state.monsters:
            return []
        haunt = state.haunting.haunt_data()
        traits = ("might", "sanity", "knowledge") if haunt.sanity_knowledge_attacks else ("might",)
        seen = {}
        for monster in state.monsters:
            spec = self.monster_kind(monster["kind"])
            seen[spec.id] = {"kind": spec.id, "speed": spec.speed, "might": spec.might, "sanity": spec.sanity,
                             "knowledge": spec.knowledge, "attack": spec.attack, "killable": spec.killable,
                             "ranged": spec.ranged, "carries": spec.carries, "large": spec.size == "large",
                             "attacked_with": [t for t in traits if getattr(spec, t)]}
        return list(seen.values())

    def monster_kind(self, kind: str):
        return self.state.haunting._playing().index.monsters[kind]

    def monster_trait(self, index: int, trait: str) -> int:
        return getattr(self.monster_kind(self.state.monsters[index]["kind"]), trait)

    # -- the monster turn (BH-MONSTER, BH-D.44-45, BH-D.52) ----------------------------------------
    #
    # Speed is rolled per group at the start; then the monsters act by themselves, one
    # after another (Auto), unless the traitor's player has chosen to give orders
    # (`haunt["by_hand"]`, set on the traitor's turn): then the player is asked, one
    # order at a time, which monster moves where, attacks whom, rides the elevator or
    # drops down, and may hand any monster (or all of them) back to Auto.

    def _step_monster_turn(self) -> None:
        state = self.state
        if not self.monsters_act():
            return  # BH-D.43: the monsters stay where they are
        state._emit("monster_turn", state.haunt["traitor"])
        acting: dict[str, int | None] = {}
        resting: list[int] = []
        for k, monster in enumerate(state.monsters):
            if not monster["alive"]:
                continue
            if monster["stunned"]:  # it skips this turn and unflips at its end (BH-MONSTER.5)
                resting.append(k)
                continue
            acting[str(k)] = None  # its spaces, once its group has rolled
        # the monsters still to act with their spaces left, the groups' rolls, who has
        # attacked, who rode the elevator: the turn's bookkeeping (BH-D.44)
        state.haunt.update(monster_moves=acting, monster_rolls={}, monster_attacked=[], monster_lift=[])
        if state.haunt.get("by_hand"):  # orders need every monster's spaces first
            for key in acting:
                self._monster_speed(int(key))
        state._push(("monster_orders",), ("monsters_recover", resting),
                    ("haunt_rules", "monster_turn_end", "traitor", NOBODY), ("check_win",))

    def _step_monsters_recover(self, monsters: list) -> None:
        """The monsters that skipped this turn stunned turn back up at its end (BH-MONSTER.5, BH-D.45)."""
        state = self.state
        for k in monsters:
            monster = state.monsters[k]
            if monster["alive"] and monster["stunned"]:
                monster["stunned"] = False
                state._emit("monster_recovered", None, monster=k, kind=monster["kind"])

    def _monster_speed(self, k: int) -> int:
        """BH-MONSTER.2-3: one Speed roll per group, made when its first monster acts."""
        state = self.state
        spec = self.monster_kind(state.monsters[k]["kind"])
        group = spec.group or spec.id
        rolls = state.haunt["monster_rolls"]
        if group not in rolls:
            rolls[group] = roll_dice(state.rng, spec.speed)[1]
            state._emit("monster_speed", None, group=group, kind=spec.id, total=rolls[group])
        moves = state.haunt["monster_moves"]
        if moves.get(str(k)) is None:
            moves[str(k)] = rolls[group]
        return moves[str(k)]

    def monster_orders(self) -> list[str]:
        """The orders the traitor's player may give now (BH-D.44): `auto` (every monster
        still to act, by itself), `done` (the turn ends; unused moves are lost,
        BH-D.45), and for monster k: `auto:k`, `move:k:room`, `attack:k:seat`,
        `lift:k:room:side` (the Mystic Elevator to an open door of any floor, BH-D.20),
        `drop:k` (through the Collapsed Room, BH-D.22), `jump:k` (a room's jump, such
        as the Gallery's, BH-MONSTER.11)."""
        state = self.state
        found = ["auto", "done"]
        attacked = state.haunt["monster_attacked"]
        blocked = self._blocked_rooms()
        for key, left in state.haunt["monster_moves"].items():
            k = int(key)
            monster = state.monsters[k]
            if not monster["alive"] or monster["stunned"]:
                continue
            here = monster["room"]
            found.append(f"auto:{k}")
            if left >= self.monster_leave_cost(here):
                found += [f"move:{k}:{room}" for room in self._monster_steps(here, blocked)]
                if state.room_data(here).special == "collapsed" and state.collapse_landing is not None:
                    found.append(f"drop:{k}")
                if self._jump_to(here) is not None:
                    found.append(f"jump:{k}")
            if state.room_data(here).special == "elevator" and key not in state.haunt["monster_lift"]:
                found += [f"lift:{k}:{room}:{side}" for room, side in state.exploration._lift_spots(here)]
            if key not in attacked:
                found += [f"attack:{k}:{s}" for s in self._monster_targets(k)]
        return found

    def _step_monster_orders(self, choice: MonsterCommand | str | None = None) -> None:
        state = self.state
        acting = state.haunt.get("monster_moves") or {}
        if not acting:
            return
        if choice is None and not state.haunt.get("by_hand"):
            choice = "auto"
        if choice is None:  # the traitor's player, even with the traitor dead (BH-TRAITOR.5)
            state._ask_distinct("monsters", state.haunt["traitor"], self.monster_orders(), ("monster_orders",),
                                for_side="traitor")  # each order once by construction
            return
        if choice == "done":
            state.haunt["monster_moves"] = {}
            return
        # the order's own steps (a hero's damage, say) run first, then the win is
        # checked and the next order asked
        state._push(("check_win",), ("monster_orders",))
        match choice:
            case "auto":  # one monster after another, each attack resolved before the next rolls
                state._push(*[("monster_auto", int(key)) for key in acting])
            case AutoOne(monster=k):
                state._push(("monster_auto", k))
            case MonsterMove(monster=k, room=room):
                acting[str(k)] -= self.monster_leave_cost(state.monsters[k]["room"])
                self._monster_enters(k, room)
                self._monster_picks_up(k)
            case MonsterAttack(monster=k, seat=seat):
                state.haunt["monster_attacked"].append(str(k))
                self._monster_strike(k, seat)
            case MonsterLift(monster=k, to=to):
                state.haunt["monster_lift"].append(str(k))
                state.exploration._ride_lift(state.monsters[k]["room"], to.room, to.side, None, monster=k)
            case MonsterDrop(monster=k):
                room = state.monsters[k]["room"]
                self._monster_falls(k, room, state.collapse_landing, state.room_data(room).collapse[1])
            case MonsterJump(monster=k):
                self._monster_jumps(k)

    def _step_monster_auto(self, monster: int) -> None:
        """One monster by itself; its attack's damage (a split, a death) is resolved
        before the next monster moves or rolls (BH-ATTACK.7, BH-D.48)."""
        self._auto_monster(monster)
        self.state.haunt["monster_moves"].pop(str(monster), None)

    def _auto_monster(self, k: int) -> None:
        """Auto (BH-D.44): along a shortest path to its target, then an attack if it can."""
        state = self.state
        if not state.monsters[k]["alive"] or state.monsters[k]["stunned"]:
            return  # stunned during its own turn, it stops acting (BH-D.45)
        self._move_monster(k, self._monster_speed(k))
        if str(k) not in state.haunt["monster_attacked"] and state.monsters[k]["alive"] \
                and not state.monsters[k]["stunned"]:
            self._monster_attack(k)

    def _monster_goal(self, k: int) -> list[str]:
        state = self.state
        target = self.monster_kind(state.monsters[k]["kind"]).target
        if target.kind == "room" and target.name in state.house.placed:
            return [target.name]
        if target.kind == "token":
            return [r for r, kinds in state.tokens.items() if target.name in kinds] or \
                [state.room[s] for s in range(state.n) if state.side[s] == "heroes" and state.alive[s]]
        return [state.room[s] for s in range(state.n) if state.side[s] == "heroes" and state.alive[s]
                and s not in state.exited]

    def _move_monster(self, k: int, moves: int) -> None:
        state = self.state
        monster = state.monsters[k]
        goals = set(self._monster_goal(k))
        if moves > 0 and goals and state.room_data(monster["room"]).special == "elevator":
            self._auto_lift(k, goals)
        if monster["room"] in goals:
            path = [monster["room"]]  # there already: it does not move, no way is sought
        else:
            path = self._path(monster["room"], goals) if goals else [monster["room"]]
            if len(path) < 2 and str(k) not in state.haunt["monster_lift"]:  # no way there: to a lift, if any
                path = self._path(monster["room"], self._special_rooms("elevator"))
        step = 1
        while moves >= self.monster_leave_cost(monster["room"]) > 0 and monster["room"] not in goals \
                and step < len(path):
            moves -= self.monster_leave_cost(monster["room"])
            self._monster_enters(k, path[step])
            step += 1
            if moves > 0 and state.room_data(monster["room"]).special == "elevator" and self._auto_lift(k, goals):
                path, step = self._path(monster["room"], goals), 1
        state.haunt["monster_moves"][str(k)] = 0

    def monster_leave_cost(self, room: str) -> int:
        """The spaces a monster spends to leave `room`: 1, and in Legacy its obstacles too
        (BL-D.19: a monster pays only for obstacles)."""
        return 1 + self.state.ruleset.movement.obstacles(self.state, room)

    def _monster_steps(self, room: str, blocked: set[str] | None = None) -> list[str]:
        """The rooms a monster may step into from `room`: through doors and links, not
        into a room a blocking token holds (`blocked`, when the caller has them),
        barriers ignored (BH-MONSTER.10-13)."""
        if blocked is None:
            blocked = self._blocked_rooms()
        return [other for other in self.state.house.neighbours(room) if other not in blocked]

    def _blocked_rooms(self) -> set[str]:
        """The rooms holding a token that monsters cannot enter (BH-MONSTER.13)."""
        state = self.state
        blocks = state.haunting._playing().index.blocking
        if not blocks:
            return set()
        return {room for room, kinds in state.tokens.items() if not blocks.isdisjoint(kinds)}

    def _special_rooms(self, special: str) -> set[str]:
        """The placed rooms of a special kind (the Coal Chute, the Mystic Elevator); each
        floor's kept in its memo."""
        state = self.state
        house = state.house
        found: set[str] = set()
        for floor in state.ruleset.floors:
            memo = house.floor_memo(floor)
            kinds = memo.get("special")
            if kinds is None:
                kinds = memo["special"] = {}
                for room, where in house.placed.items():  # where: (floor, x, y, quarters, doors)
                    if where[0] == floor and (kind := state.room_data(room).special):
                        kinds.setdefault(kind, []).append(room)
            found.update(kinds.get(special, ()))
        return found

    def _monster_enters(self, k: int, room: str) -> None:
        """One space; the Coal Chute slides it on to the landing below (BH-D.21)."""
        state = self.state
        monster = state.monsters[k]
        before = monster["room"]
        monster["room"] = room
        state._emit("monster_moved", None, monster=k, kind=monster["kind"], **{"from": before, "to": room})
        if state.room_data(room).special == "coal_chute":
            monster["room"] = state.ruleset.landing_below
            state._emit("monster_moved", None, monster=k, kind=monster["kind"],
                        **{"from": room, "to": monster["room"]})

    def _path(self, start: str, goals: set[str]) -> list[str]:
        """A shortest way for a monster (the Coal Chute counts as the landing it leads to).
        Kept in the house's memo by where it starts, where it goes and the rooms it may
        not enter: monsters of a kind often set out from one room for the same heroes."""
        blocked = self._blocked_rooms()
        paths = self.state.house.memo.setdefault("paths", {})
        key = (start, frozenset(goals), frozenset(blocked))
        found = paths.get(key)
        if found is None:
            found = paths[key] = self._seek_path(start, goals, blocked)
        return list(found)

    def _seek_path(self, start: str, goals: set[str], blocked: set[str]) -> list[str]:
        """`_path`, sought breadth first."""
        state = self.state
        chute = self._special_rooms("coal_chute")
        neighbours, landing = state.house.neighbours, state.ruleset.landing_below
        previous: dict[str, str | None] = {start: None}
        frontier = [start]
        while frontier:
            nxt = []
            for room in frontier:
                for other in neighbours(room):  # _monster_steps, with `blocked` worked out once
                    if other in blocked:
                        continue
                    if other in chute:
                        other = landing
                    if other in previous:
                        continue
                    previous[other] = room
                    if other in goals:
                        path = [other]
                        while previous[path[-1]] is not None:
                            path.append(previous[path[-1]])
                        path = path[::-1]
                        # the step into a chute is written as the chute itself (the slide follows)
                        return [path[0], *(self._chute_between(a, b, chute, blocked)
                                           for a, b in zip(path, path[1:]))]
                    nxt.append(other)
            frontier = nxt
        return [start]

    def _chute_between(self, a: str, b: str, chute: set[str], blocked: set[str]) -> str:
        steps = self._monster_steps(a, blocked)
        if b in steps:
            return b
        return next((c for c in chute if c in steps), b)

    # -- the Mystic Elevator, the Collapsed Room and jumps, for monsters ---------------------------

    def _auto_lift(self, k: int, goals: set[str]) -> bool:
        """Auto rides the elevator when that brings the monster nearer its target."""
        state = self.state
        key = str(k)
        if key in state.haunt["monster_lift"]:
            return False
        car = state.monsters[k]["room"]
        best, best_far = None, self._distance(car, goals)
        far_from: dict[str, int] = {}  # a room with several open doors is measured once
        for room, side in state.exploration._lift_spots(car):
            if room not in far_from:
                far_from[room] = self._distance(room, goals) + 1
            far = far_from[room]
            if far < best_far:
                best, best_far = (room, side), far
        if best is None:
            return False
        state.haunt["monster_lift"].append(key)
        state.exploration._ride_lift(car, best[0], best[1], None, monster=k)
        return True

    def _distance(self, start: str, goals: set[str]) -> int:
        path = self._path(start, goals)
        return len(path) - 1 if path[-1] in goals else 999

    def _jump_to(self, room: str) -> str | None:
        """The room a room's roll lands a figure in (the Gallery to the Ballroom), if placed."""
        state = self.state
        for step in state.room_data(room).action:
            for band in getattr(step, "bands", ()):
                for leaf in band.steps:
                    if leaf.op == "move_to" and leaf.room in state.house.placed:
                        return leaf.room
        return None

    def _monster_jumps(self, k: int) -> None:
        """The room's roll with the monster's own trait dice; where it says to move, the
        monster moves; any damage stuns it (BH-MONSTER.4, BH-MONSTER.10-11)."""
        state = self.state
        monster = state.monsters[k]
        here = monster["room"]
        for step in state.room_data(here).action:
            if step.op != "roll":
                continue
            trait = step.roll.trait
            dice = (self.monster_trait(k, trait) if trait else step.roll.dice) + step.roll.bonus
            total = roll_dice(state.rng, dice)[1]
            state._emit("monster_rolled", None, monster=k, kind=monster["kind"], room=here, total=total)
            band = next((b for b in step.bands if b.min <= total <= b.max), None)
            hurt = 0
            for leaf in band.steps if band is not None else ():
                if leaf.op == "move_to" and leaf.room in state.house.placed:
                    monster["room"] = leaf.room
                    state._emit("monster_moved", None, monster=k, kind=monster["kind"],
                                **{"from": here, "to": leaf.room})
                elif leaf.op == "damage":
                    hurt += leaf.amount or roll_dice(state.rng, leaf.dice)[1]
            state.haunt["monster_moves"][str(k)] = 0  # the jump ends its movement
            if hurt:
                self.hurt(k, NOBODY)
            return

    def _monster_falls(self, k: int, room: str, landing: str, dice: int) -> None:
        """BH-D.22: through the Collapsed Room onto its token; the fall's damage, any at
        all, stuns it (BH-MONSTER.4); falling costs no space."""
        state = self.state
        monster = state.monsters[k]
        monster["room"] = landing
        state._emit("monster_moved", None, monster=k, kind=monster["kind"], **{"from": room, "to": landing})
        total = roll_dice(state.rng, dice)[1]
        state._emit("monster_rolled", None, monster=k, kind=monster["kind"], room=room, total=total)
        if total:
            self.hurt(k, NOBODY)
            state.haunt["monster_moves"][str(k)] = 0

    # -- monsters' attacks --------------------------------------------------------------------------

    def _monster_targets(self, k: int) -> list[int]:
        state = self.state
        monster = state.monsters[k]
        spec = self.monster_kind(monster["kind"])
        reach = {monster["room"]} | (set(state.house.line_of_sight(monster["room"])) if spec.ranged else set())
        # the seats' lists read once, the room first (mostly nobody is there): the
        # orders by hand ask this of every monster after every order
        rooms, side, alive, exited = state.room, state.side, state.alive, state.exited
        return [s for s in range(state.n) if rooms[s] in reach and side[s] == "heroes" and alive[s]
                and s not in exited]

    def _monster_attack(self, k: int) -> None:
        """Auto: pick up the carried tokens where it stands, then strike the hero weakest
        in its attack trait."""
        state = self.state
        monster = state.monsters[k]
        spec = self.monster_kind(monster["kind"])
        self._monster_picks_up(k)
        heroes = self._monster_targets(k)
        if not heroes:
            return
        target = min(heroes, key=lambda s: (state.exploration.trait_value(s, spec.attack), s))
        state.haunt["monster_attacked"].append(str(k))
        self._monster_strike(k, target)

    def _monster_picks_up(self, k: int) -> None:
        """BH-MONSTER.14-16: a carrying monster picks up the haunt's carried tokens where it
        stands (Auto: where its move ends; by orders: in each room it enters)."""
        state = self.state
        monster = state.monsters[k]
        if not self.monster_kind(monster["kind"]).carries:
            return
        lying = state.tokens.get(monster["room"], [])
        kinds = state.haunting.token_kind
        for t in [t for t in lying if kinds(t) is not None and kinds(t).carried]:
            lying.remove(t)
            monster.setdefault("carried", []).append(t)
            state._emit("token_taken", None, token=t, room=monster["room"], monster=k)

    def _monster_strike(self, k: int, target: int) -> None:
        state = self.state
        if not state.alive[target]:
            return
        monster = state.monsters[k]
        trait = self.monster_kind(monster["kind"]).attack
        mine = roll_dice(state.rng, self.monster_trait(k, trait))[1]
        theirs = state.exploration.roll_dice(target, state.exploration.trait_value(target, trait), trait)[1]
        state._emit("monster_attack", None, monster=k, kind=monster["kind"], target=target, trait=trait,
                    rolled=mine, defended=theirs)
        damage = "mental" if trait in MENTAL else "physical"
        if mine > theirs:
            state._push(("damage", target, damage, mine - theirs, f"monster:{k}"))
        elif theirs > mine and state.room[target] == monster["room"]:  # from afar it is not hurt (BH-SPATK.2)
            state._push(("hurt", "monster", k, damage, theirs - mine, target))
