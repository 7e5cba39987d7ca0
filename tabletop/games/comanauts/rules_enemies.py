"""Comanauts' enemies and pages: life force and the Morass, encounters and defeat,
the automated enemy turn (ET-3 to ET-6) and entering and leaving pages. A part
of ComanautsState (rules.py)."""

from __future__ import annotations

from . import enemy_turn as et
from . import sheet as sheets_mod
from .choices import StopAt
from .dice import kind
from .library import (AVATARS, BOOKKEEPER, CARDS, ENTITIES, HOSTILES, ZONES, avatar_piece, enemy_card,
                      enemy_name, page_of, standee_points)


class EnemyRules:
    """Enemies, the Morass and pages; mixed into ComanautsState."""

    # -- life force and the Morass (CO-MORASS, CO-D.44-46) -----------------------------------

    def _step_lose_life(self, k: int, amount: int, source: str) -> None:
        sheet = self.sheets[k]
        if not self._on_map(k):
            return
        sheet.life = max(0, sheet.life - amount)
        self._emit("life_lost", k, amount=amount, life=sheet.life, source=source)
        if sheet.life == 0:
            self._to_morass(k)

    def _to_morass(self, k: int) -> None:
        sheet = self.sheets[k]
        fallen = sheet.avatar
        self.pos.pop(avatar_piece(k), None)
        taken_statuses = list(sheet.statuses)
        sheets_mod.fall(sheet, CARDS, self.supply, self.discard)
        for status in taken_statuses:
            self.status_supply[status] += 1
        self._emit("avatar_to_morass", k, avatar=fallen, left=sheet.avatars_left)
        self._reveal_vital()  # CO-MORASS.2
        if self.final:
            return
        if sheet.current >= len(sheet.avatars):
            self._finish(False, "third_avatar")  # CO-MORASS.8
            return
        sheets_mod.bring_in(sheet, CARDS, self.supply, self.zone, self._return_item)
        sheet.suspicious = False  # set when it returns (CO-MORASS.10)
        self._emit("avatar_revealed", k, avatar=sheet.avatar)
        if not any(self._on_map(j) for j in range(self.n)):
            self._finish(False, "all_in_morass")

    # -- enemies: encounters, defeat (CO-ENC, CO-ID, CO-ACTION.25-29) -----------------------

    def _enemies(self) -> list[str]:
        return [c for c in self.slots if c is not None]

    def _enemy_count(self) -> int:
        return len(self._enemies())

    def _place_enemy(self, card: str, space: str, entering: bool = True) -> None:
        for i, held in enumerate(self.slots):
            if held is None:
                self.slots[i] = card
                break
        else:
            self.slots.append(card)
        self.pos[card] = [space, self._free_points(space)[0]]
        self.situation = "hostile"
        self.flags["encounter"] = True

    def _encounter(self, cards: list[str]) -> None:
        """CO-ENC.1-6, CO-D.18."""
        if not cards:
            return
        for card in cards:
            if card in self.hostile_supply:
                self.hostile_supply.remove(card)
        self.rng.shuffle(cards)
        for card, space in et.deal_to_starts(cards, list(page_of(self.zone).enemy_starts)):
            self._place_enemy(card, space)
            self._emit("enemy_entered", None, enemy=card, name=enemy_name(card), space=space,
                       prime=card == self.prime and self.prime_life is not None)

    def _encounter_id(self, code: str) -> None:
        """CO-ID.1-3, CO-D.49."""
        match = next((e for e in self.id_stack if ENTITIES[e].code == code), None)
        if match is not None:
            self.id_stack.remove(match)
            self.met.append(match)
            self._encounter([match])
            return
        if self.prime_life is None and self.prime not in self.slots:
            self.prime_life = self.n
            self.met.append(self.prime)
            self._emit("prime_id_revealed", None, enemy=self.prime, name=enemy_name(self.prime),
                       life=self.prime_life)
            self._encounter([self.prime])

    def _defeat(self, card: str, k: int) -> None:
        """CO-ACTION.26-29, CO-ID.4-6."""
        if card == self.prime and self.prime_life is not None:
            self.prime_life -= 1
            self._emit("prime_id_damaged", k, life=self.prime_life)
            if self.prime_life > 0:
                return
            self._remove_enemy(card)
            self._emit("enemy_defeated", k, enemy=card, name=enemy_name(card))
            self._finish(True, "prime_defeated")
            return
        self._remove_enemy(card)
        self._emit("enemy_defeated", k, enemy=card, name=enemy_name(card))
        if card in HOSTILES:
            self.defeated.append(card)
        else:
            self.entity_box.append(card)
            if ENTITIES[card].home == self.zone and not ENTITIES[card].extra_copy:
                self._push(("entry", page_of(self.zone).victory_entry))
        loot = enemy_card(card).loot
        if loot and loot in self.supply:  # CO-ACTION.27
            self._offer_items(k, [loot])

    def _remove_enemy(self, card: str) -> None:
        self.slots[self.slots.index(card)] = None
        self.pos.pop(card, None)
        if not self._enemies():  # ET-9, CO-ACTION.29
            self.situation = "safe"
            self.slots = []

    # -- the enemy turn (CO-ENEMY, ET-3 to ET-6) --------------------------------------------

    def _step_enemy_turn(self) -> None:
        order = self._enemies()  # CO-D.2: fixed now
        self._emit("enemy_turn_started", None, order=order, track=len(self.track))
        offers = [("enemy_turn_ability", j) for j in range(self.n) if self._ability_ready(j, "enemy_turn")]
        self._push(*offers, *[("activate", c) for c in order], ("enemy_turn_end",))

    def _step_enemy_turn_ability(self, k: int, choice: str | None = None) -> None:
        self._offer_ability(k, "enemy_turn", choice)

    def _step_activate(self, card: str) -> None:
        if card not in self.slots:
            return  # removed before its activation (CO-D.2)
        if not self.track:
            self._emit("enemy_idle", None, enemy=card, name=enemy_name(card))  # CO-D.5
            return
        die = self.enemy_die = self.track.pop(0)
        self._track_changed()
        face = self.rng.die(6)
        row = et.row_for(enemy_card(card).rows, face)
        self._emit("enemy_activated", None, enemy=card, name=enemy_name(card), die=die, face=face,
                   speed=row.speed if row else 0, range=row.range if row else 0,
                   strength=row.strength if row else 0, special=row.special if row else "")
        if row is None:
            self._step_enemy_done()
            return
        self._push(("enemy_move", card, face), ("enemy_target", card, face), ("enemy_done",))

    def _avatar_infos(self) -> list[et.AvatarInfo]:
        found = []
        for j in range(self.n):
            if self._on_map(j):
                space, point = self.pos[avatar_piece(j)]
                piece = et.Piece(avatar_piece(j), space, self._point(space, point),
                                 AVATARS[self.sheets[j].avatar].base_radius)
                found.append(et.AvatarInfo(piece, j, self.sheets[j].life, self.sheets[j].stored is not None))
        return found

    def _enemy_piece(self, card: str, space: str | None = None, point: tuple | None = None) -> et.Piece:
        here, index = self.pos[card]
        space = space or here
        return et.Piece(card, space, point or self._point(here, index), enemy_card(card).base_radius)

    def _tied(self, candidates: list[et.AvatarInfo], distance) -> list[et.AvatarInfo]:
        nearest = min(distance(a) for a in candidates)
        return [a for a in candidates if distance(a) == nearest]

    def _step_enemy_move(self, card: str, face: int, choice: int | StopAt | None = None) -> None:
        """ET-4.2, CO-D.7-10; with "Bookkeeper decides", ties are asked (CO-D.1)."""
        if card not in self.slots:
            return
        row = et.row_for(enemy_card(card).rows, face)
        geo = self._geo()
        here = self._space_of_piece(card)
        avatars = self._avatar_infos()
        if row.speed == 0 or not avatars or any(a.piece.space == here for a in avatars):
            return
        distances = geo.move_distances(here)
        reachable = [a for a in avatars if a.piece.space in distances]
        if not reachable:
            return
        tied = self._tied(reachable, lambda a: distances[a.piece.space])
        if choice is None and self.options.get("bookkeeper_decides") and len(tied) > 1:
            self._ask("tie_goal", BOOKKEEPER, [str(a.sheet) for a in et.tie_order(tied, self.current, self.n)],
                      ("enemy_move", card, face), enemy=card)
            return
        if isinstance(choice, StopAt):
            stop = choice.space
        else:  # the avatar it goes after: the bookkeeper's choice (a sheet), or by the tie order
            goal = next(a for a in tied if a.sheet == choice) if choice is not None else \
                et.tie_order(tied, self.current, self.n)[0]
            stops = geo.steps_toward(here, goal.piece.space, row.speed)
            if self.options.get("bookkeeper_decides") and len(stops) > 1:
                self._ask("tie_stop", BOOKKEEPER, [str(StopAt(s)) for s in stops], ("enemy_move", card, face),
                          enemy=card)
                return
            stop = et.choose_stop(geo, self._enemy_piece(card), goal, row.speed,
                                  lambda s: self._targets_from(card, s, None, row.range))
        points = standee_points(self.zone, stop)
        occupied = [self._point(*self.pos[p]) for p in self.pos if p != card and self.pos[p][0] == stop]
        best = et.choose_point(points, occupied, lambda pt: self._targets_from(card, stop, pt, row.range))
        path = _path(geo, here, stop)
        self.pos[card] = [stop, points.index(best)]
        self._emit("enemy_moved", None, enemy=card, name=enemy_name(card), frm=here, to=stop, path=path)

    def _targets_from(self, card: str, space: str, point, reach: int) -> int:
        pt = point or self._point(space, 0)
        piece = et.Piece(card, space, pt, enemy_card(card).base_radius)
        return sum(1 for a in self._avatar_infos() if et.in_range(self._geo(), piece, a.piece, reach))

    def _step_enemy_target(self, card: str, face: int, choice: int | None = None) -> None:
        """ET-4.3-4.5."""
        if card not in self.slots:
            return
        row = et.row_for(enemy_card(card).rows, face)
        geo = self._geo()
        piece = self._enemy_piece(card)
        candidates = [a for a in self._avatar_infos() if et.in_range(geo, piece, a.piece, row.range)]
        if not candidates:
            self._emit("enemy_no_target", None, enemy=card, name=enemy_name(card))
            if row.effects:
                self._push_effects(-1, f"row:{card}:{face}", -1)
            return
        tied = self._tied(candidates, lambda a: geo.range_distance(piece.space, a.piece.space))
        if choice is None and self.options.get("bookkeeper_decides") and len(tied) > 1:
            self._ask("tie_target", BOOKKEEPER, [str(a.sheet) for a in et.tie_order(tied, self.current, self.n)],
                      ("enemy_target", card, face), enemy=card)
            return
        target = next(a for a in tied if a.sheet == choice) if choice is not None else \
            et.tie_order(tied, self.current, self.n)[0]
        self._emit("enemy_attack", target.sheet, enemy=card, name=enemy_name(card), strength=row.strength,
                   target=target.sheet)
        # ET-4.5, CO-D.16: a special with no timing resolves after the attack.
        self._push(("attack", target.sheet, row.strength, card),
                   *[("card_effect", target.sheet, f"row:{card}:{face}", i, target.sheet)
                     for i in range(len(row.effects))])

    def _step_enemy_done(self) -> None:
        self.discard.append(self.enemy_die)  # ET-4.6
        self.enemy_die = None

    def _step_enemy_turn_end(self) -> None:
        """ET-6, CO-ENEMY.18."""
        self.discard.extend(self.track)
        self.track = []
        self._track_changed()
        self._emit("enemy_turn_ended", None)
        self._refresh()

    def _step_attack(self, k: int, strength: int, source: str, choice: str | None = None) -> None:
        """CO-ENEMY.13-15, ET-4.4, CO-D.13-14."""
        sheet = self.sheets[k]
        if not self._on_map(k):
            return
        if sheet.stored is None:
            self._emit("hit", k, strength=strength, source=source)
            self._push(("lose_life", k, 1, source))
            return
        if choice is None:
            chance = et.block_chance(strength, self._defense_bonus(k))
            if self.options.get("auto_defend"):
                choice = "defend" if et.auto_defend(sheet.life, chance) else "take"
            else:
                self._ask("defend", k, ["defend", "take"], ("attack", k, strength, source), strength=strength,
                          chance=f"{chance.numerator}/{chance.denominator}", source=source)
                return
        if choice == "take":
            self._emit("hit", k, strength=strength, source=source)
            self._push(("lose_life", k, 1, source))
            return
        die, sheet.stored = sheet.stored, None
        self._roll_dice(k, [die], "defend", {"strength": strength, "source": source})

    def _defense_bonus(self, k: int) -> int:
        """What one stored die adds when defending: its colour bonus and the defense
        bonus; a purple die takes neither (CO-BONUS.7, CO-D.32)."""
        colour = kind(self.sheets[k].stored)
        if colour == "purple":
            return self._colour_bonus(k).get("purple", 0)
        return self._colour_bonus(k).get(colour, 0) + self._kind_bonus(k).get("defense", 0)

    # -- pages: entering, leaving, the Nexus (CO-LEAVE, CO-NEXUS, CO-D.40, CO-D.47-48) -----

    def _step_enter(self, zone: str) -> None:
        self.zone = zone
        page = page_of(zone)
        self.tokens = {}
        for spec in page.space:
            found = ["search"] * spec.search + (["insight"] if spec.insight else []) + \
                (["objective"] if spec.objective else [])
            if found:
                self.tokens[spec.id] = found
        self.explored, self.tests_done, self.read = [], [], []
        self.critical_done = False
        self.task = None
        self.environment = page.environment
        for k, sheet in enumerate(self.sheets):
            if sheet.current < len(sheet.avatars):
                sheet.in_morass = False
                self.pos[avatar_piece(k)] = [page.avatar_start, self._free_points(page.avatar_start)[0]]
                self._set_suspicious(k)
        self._emit("page_entered", None, zone=zone, page=page.page, name=ZONES[zone].name)

    def _leave_page(self) -> None:
        for card in self._enemies():
            self.pos.pop(card, None)
            if card in HOSTILES:
                self.hostile_supply.append(card)
            elif card == self.prime:
                # DECISION (ours, issue 9): leaving the page heals the Prime ID; it
                # enters again with full life (CO-ID.3). Every enemy left behind on a
                # page goes back whole (CO-D.40) and the source keeps no tokens on an
                # enemy off its page, so carrying damage over would be a rule of ours.
                self.prime_life = None
            else:
                self.entity_box.append(card)
        self.slots = []
        self.hostile_supply.extend(self.defeated)
        self.defeated = []
        self.situation = "safe"
        self._step_child_done()
        if self.task is not None:
            self.discard.extend(d for d, _ in self.task["dice"])
            self.task = None
        for k in range(self.n):
            self.pos.pop(avatar_piece(k), None)
        self.tokens = {}
        self._emit("page_left", None, zone=self.zone)

    def _step_arrive(self, target: str, choice: str | None = None) -> None:
        if target == "nexus":
            if choice is None:
                self._ask("nexus", BOOKKEEPER, list(self.nexus), ("arrive", target))
                return
            target = choice
        self._push(("enter", target))

def _path(geo, start: str, stop: str) -> list[str]:
    """One shortest path of spaces from start to stop, for showing the move."""
    if start == stop:
        return [start]
    to_stop = geo.move_distances(stop)
    path = [start]
    here = start
    while here != stop:
        here = min((s for s in geo.move_edges[here] if to_stop.get(s, 99) == to_stop[here] - 1),
                   key=geo.order.index)
        path.append(here)
    return path
