"""Retreat to Darkmoor's abilities and the horde zone (DM-ABIL, DM-D.7-23): facts
about every card, resolving one effect of an ability (the `fx` step), targets,
movement, defeat and peril. One part of `DarkmoorState` (rules.py), as a mixin."""

from __future__ import annotations

from .actions import Play
from .content import COLORS, CONTENT, Ability, Effect

DECK = CONTENT.deck
DECK_SIZE = len(DECK)
FACES = CONTENT.faces
HEROES = CONTENT.heroes

# The ability kinds whose minion must still be in the horde zone to resolve (DM-PLAY.7).
_OUTSIDE_TRIGGERS = frozenset({"self_defeated", "escaped"})

# Facts about every card id, made once: the rules ask for them on every step.
_DESIGN = [DECK[uid % DECK_SIZE] for uid in range(len(COLORS) * DECK_SIZE)]
_PLAYS = [[Play(uid, loc) for loc in range(len(CONTENT.locations))] for uid in range(len(_DESIGN))]
_PERIL = [d.peril for d in _DESIGN]
_BONUS = [tuple(s for s in d.ability.static if s.kind == "peril_bonus") for d in _DESIGN]
_TRIGGER = [d.ability.trigger for d in _DESIGN]
_IMMEDIATE = [len(d.ability.effects) if d.ability.kind == "immediate" else 0 for d in _DESIGN]
_ELUSIVE = [next((s.condition for s in d.ability.static if s.kind == "elusive"), None) for d in _DESIGN]
_FACE_ON_PLAY = [len(f.ability.effects) if f.ability.trigger == "played_here" else 0 for f in FACES]
_HERO_ON_PLAY = [len(h.ability.effects) if h.ability.trigger == "played" else 0 for h in HEROES]
_HERO_MOD = [{s.type: s.amount for s in h.ability.static if s.kind == "peril_mod"} for h in HEROES]


def design(uid: int):
    return _DESIGN[uid]


def owner(uid: int) -> int:
    return uid // DECK_SIZE


class AbilityRules:
    # -- abilities ------------------------------------------------------------------

    def _ability(self, kind: str, sid: int) -> Ability:
        if kind == "m":
            return design(sid).ability
        if kind == "h":
            return HEROES[sid].ability
        return FACES[self.faces[sid]].ability

    def _step_fx(self, kind: str, sid: int, index: int, loc: int, other: int, choice: int | None = None) -> None:
        """Resolve one effect of an ability. With several ways to resolve it, ask the
        controller (DM-D.10, D.11); with none, the ability does nothing."""
        step = ("fx", kind, sid, index, loc, other)
        ability = self._ability(kind, sid)
        effect = ability.effects[index]
        controller = owner(sid) if kind == "m" else self.active
        if kind == "m":
            where = self.find(sid)
            if where is None and ability.trigger not in _OUTSIDE_TRIGGERS:
                return  # it left the horde zone before its turn came (DM-PLAY.7)
            if where is not None:
                loc = where[0]
        op = effect.op
        if op == "play_extra":
            if self.hands[controller]:
                self._ask("play", controller, list(range(len(self.faces))), extra=True)
            return
        if op == "draw":
            seat = owner(other) if effect.target == "played" else controller
            self._draw(seat, effect.amount)
            return
        if op == "place_self":
            if self.find(sid) is None or self._immovable(sid, loc):
                return
            slots = list(range(len(self.hordes[loc])))
            if choice is None and len(slots) > 1:
                self._ask("slot", controller, slots, step=step, why=design(sid).name)
                return
            self._move(sid, loc, slots[0] if choice is None else choice)
            return
        if choice is None:
            targets = self._targets(effect, kind, sid, loc, other, controller)
            if effect.pick == "all":
                for uid in targets:
                    self._apply_op(effect, uid, kind)
                return
            options = self._narrow(targets, effect.pick)
            if not options:
                return
            if len(options) > 1:
                source = design(sid).name if kind == "m" else (
                    HEROES[sid].name if kind == "h" else FACES[self.faces[sid]].name)
                self._ask("minion", controller, options, step=step, why=source)
                return
            choice = options[0]
        self._apply_op(effect, choice, kind)

    def _targets(self, effect: Effect, kind: str, sid: int, loc: int, other: int,
                 controller: int) -> list[int]:
        target = effect.target
        if target == "played":
            found = [other] if self.find(other) is not None else []
        elif target == "self":
            found = [sid] if self.find(sid) is not None else []
        elif target == "adjacent":
            where = self.find(sid)
            found = self.adjacent(*where) if where else []
        else:
            horde = [u for u in self.hordes[loc] if not (kind == "m" and u == sid)]
            if target == "horde_back":
                found = horde[-1:]
            elif target == "horde_front":
                found = horde[:1]
            else:
                found = horde
        chooses = effect.pick != "all" and target in ("adjacent", "horde")
        result = []
        for uid in found:
            d = design(uid)
            if effect.type and d.type != effect.type:
                continue
            if effect.owner == "own" and owner(uid) != controller:
                continue
            if effect.owner == "opponent" and owner(uid) == controller:
                continue
            if chooses and uid != sid and self._has_static(uid, "ward"):
                continue
            if effect.op == "move_to_back" and self._immovable(uid, self.find(uid)[0]):
                continue
            if effect.op == "defeat" and kind == "h" and self._elusive(uid, self.find(uid)[0]):
                continue
            result.append(uid)
        return result

    def _narrow(self, targets: list[int], pick: str) -> list[int]:
        if pick == "choose" or len(targets) < 2:
            return targets
        if pick == "highest_vp":
            values = [design(u).vp for u in targets]
        else:  # highest_peril
            values = [self.peril_of(u) for u in targets]
        best = max(values)
        return [u for u, v in zip(targets, values) if v == best]

    def _apply_op(self, effect: Effect, uid: int, kind: str) -> None:
        op = effect.op
        if op == "defeat":
            self._defeat(uid, by="ability", award=0, triggers=True)  # DM-D.18
        elif op == "move_to_back":
            loc, slot = self.find(uid)
            self._move(uid, loc, len(self.hordes[loc]) - 1)
        elif op == "vp_token":
            self.vp_on[uid] = self.vp_on.get(uid, 0) + effect.amount
            self._emit("token_placed", owner(uid), card=uid, token="vp", amount=effect.amount)
        elif op == "peril_token":
            amount = min(effect.amount, self.peril_supply)  # DM-D.23
            if amount:
                self.peril_supply -= amount
                self.peril_on[uid] = self.peril_on.get(uid, 0) + amount
                self._emit("token_placed", owner(uid), card=uid, token="peril", amount=amount)
        elif op == "clear_tokens":
            removed = self.vp_on.pop(uid, 0)
            peril = self.peril_on.pop(uid, 0)
            self.peril_supply += peril
            if removed or peril:
                self._emit("tokens_removed", owner(uid), card=uid, vp=removed, peril=peril)
        else:  # pragma: no cover - content validation keeps ops to the vocabulary
            raise AssertionError(f"unknown op {op}")

    def _move(self, uid: int, loc: int, slot: int) -> None:
        """An ability moves a minion within its horde: this is movement (DM-D.15)."""
        horde = self.hordes[loc]
        before = horde.index(uid)
        if before == slot:
            return
        horde.remove(uid)
        horde.insert(slot, uid)
        self._emit("minion_moved", owner(uid), card=uid, loc=loc, from_slot=before, to_slot=slot)

    def _defeat(self, uid: int, by: str, award: int, triggers: bool) -> None:
        """DM-D.19: out of the horde at once (the gap closes, DM-ABIL.3), tokens back
        to the supply; held aside during an attack, else straight to the discard."""
        loc, slot = self.find(uid)
        horde = self.hordes[loc]
        horde.pop(slot)
        self.vp_on.pop(uid, None)  # DM-ATTACK.8
        self.peril_supply += self.peril_on.pop(uid, 0)
        if self.attacking is not None:
            self.limbo.append(uid)
        else:
            self.discards[owner(uid)].append(uid)
        self._emit("minion_defeated", owner(uid), card=uid, name=design(uid).id, loc=loc,
                   slot=slot, by=by, award=award, to=self.active if award else None)
        if slot < len(horde):  # DM-ABIL.3: the minions behind close up; not movement (D.15)
            self._emit("gap_closed", None, loc=loc, from_slot=slot + 1, cards=horde[slot:])
        ability = design(uid).ability
        if triggers and ability.trigger == "self_defeated":  # DM-D.20
            self._push(*self._fx_steps("m", uid, ability, loc, uid))

    # -- the horde zone ---------------------------------------------------------------

    def find(self, uid: int) -> tuple[int, int] | None:
        """(location, slot) of a minion in the horde zone, or None."""
        for loc, horde in enumerate(self.hordes):
            if uid in horde:
                return loc, horde.index(uid)
        return None

    def adjacent(self, loc: int, slot: int) -> list[int]:
        """DM-ABIL.1, D.7: the slots before and after in the horde, and the same slot
        in the hordes of the neighbouring locations; never diagonal, no wrapping."""
        horde = self.hordes[loc]
        found = []
        if slot > 0:
            found.append(horde[slot - 1])
        if slot + 1 < len(horde):
            found.append(horde[slot + 1])
        for side in (loc - 1, loc + 1):
            if 0 <= side < len(self.hordes) and slot < len(self.hordes[side]):
                found.append(self.hordes[side][slot])
        return found

    def peril_of(self, uid: int, where: tuple[int, int] | None = None) -> int:
        """A minion's peril in the horde zone: printed value, peril tokens, its own
        static bonus and the revealed hero's (DM-CARD.4, D.23)."""
        d = _DESIGN[uid]
        value = d.peril + self.peril_on.get(uid, 0)
        for static in _BONUS[uid]:
            where = where or self.find(uid)
            for near in self.adjacent(*where):
                if not static.type or design(near).type == static.type:
                    value += static.amount
        if self.hero is not None:
            mods = _HERO_MOD[self.hero]
            if mods:
                value += mods.get(d.type, 0) + mods.get("", 0)
        return max(0, value)

    def horde_peril(self, loc: int) -> int:
        horde = self.hordes[loc]
        if self.hero is not None and _HERO_MOD[self.hero]:
            return sum([self.peril_of(uid, (loc, slot)) for slot, uid in enumerate(horde)])
        # The common case, made fast (it runs for every horde on every turn): with no
        # hero modifier, only the minions with a peril bonus need the general rule.
        total = 0
        peril_on = self.peril_on
        for uid in horde:
            if _BONUS[uid]:
                total += self.peril_of(uid, (loc, horde.index(uid)))
            else:
                total += _PERIL[uid]
                if peril_on:
                    total += peril_on.get(uid, 0)
        return total

    def _has_static(self, uid: int, kind: str) -> bool:
        return any(s.kind == kind for s in design(uid).ability.static)

    def _immovable(self, uid: int, loc: int) -> bool:
        if self._has_static(uid, "immovable"):
            return True
        return any(s.kind == "immovable" for s in FACES[self.faces[loc]].ability.static)

    def _elusive(self, uid: int, loc: int) -> bool:
        condition = _ELUSIVE[uid]
        if condition is None:
            return False
        return condition != "not_alone" or len(self.hordes[loc]) > 1
