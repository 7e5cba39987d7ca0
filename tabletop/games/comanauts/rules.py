"""Comanauts' rules model (../shared/rules/comanauts.md).

The game runs as a stack of small steps on the engine's step kit
(tabletop/engine/steps.py): plain tuples, so a game saved in the middle of an
enemy turn or an entry resumes exactly. `_run` pops and
carries out steps until one needs a decision; it then records `pending` (who
decides, what kind of decision, the options) and stops. Steps that ask a question
store themselves in `pending["step"]`; the answer re-runs that step with it. Each
kind of decision is declared once in decisions.py (its answers, offers, refusal and
effect); the options that say more than a word are written and read in choices.py,
so a step gets its answer typed.

Seats are comanauts (player sheets, CO-D.19-20): a person playing solo holds
several seats. Nothing is private to one seat: what the box hides (CO-D.22) is
hidden from everyone, so every seat's view is the same.

Places: avatars are the pieces "a:<sheet>", enemies are named by their card id, the
inner child is "child". A piece stands on (space, point index) of the page's map.

The state is one class in four modules: this one (set-up, the turn, places, plain
data), rules_actions.py (Perform actions, rolls, tests), rules_book.py (entries,
items, statuses, card effects) and rules_enemies.py (the Morass, enemies, the enemy
turn, pages).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from tabletop.engine.fields import DeclaredState, Fields, field, plain
from tabletop.engine.steps import StepState, pending_field, steps_field

from . import enemy_turn as et
from . import sheet as sheets_mod
from .choices import Point
from .decisions import DECISIONS
from .dice import THREAT_KINDS, draw, kind
from .library import (AVATARS, BOOKKEEPER, CARDS, HOSTILES, STORY, TOTEMS, avatar_piece, enemy_card,
                      enemy_name, page_of, standee_points)
from .setup import FACE_DOWN_AVATARS, choosable_avatars, deal
from .sheet import Sheet
from .rules_actions import ActionRules
from .rules_book import BookRules
from .rules_enemies import EnemyRules

DRAW = 5  # CO-TURN.2
SAFE_THREAT = 4  # CO-THREAT.2


def _empty(state: Any) -> list:
    return []


def _nothing(state: Any) -> None:
    return None


def _text(state: Any) -> str:
    return ""


def _zero(state: Any) -> int:
    return 0


# The saved fields, in the order a save holds them (validate.py adds the checks no
# type can say: every die exactly once, known cards, a seat in range).
FIELDS = Fields(
    field("sheets", list, default=_empty, save=lambda sheets: [s.to_dict() for s in sheets],
          load=lambda data: [Sheet.from_dict(plain(dict(s))) for s in data]),
    field("bag", list, default=_empty),
    field("discard", list, default=_empty),
    field("track", list, default=_empty),  # the threat track, top first (CO-D.3)
    field("child_die", str | None, default=_nothing),  # on the dresser's inner child slot (CO-D.38)
    field("child_value", int, default=_zero),
    field("enemy_die", str | None, default=_nothing),  # the threat die of the enemy activating now (ET-4.1)
    field("in_hand", str | None, default=_nothing),  # an item or totem gained, until it is placed (CO-ACTION.28)
    field("vitals", list, default=_empty),  # last item on top (hidden order)
    field("vitals_seen", list, default=_empty),
    field("nexus", list, default=_empty),
    field("start_zone", str, default=_text),
    field("zone", str, default=_text),
    field("totems", list, default=_empty),  # the totem deck (open)
    field("prime", str, default=_text),  # hidden until it enters play (CO-D.22)
    field("prime_life", int | None, default=_nothing),  # set when it enters play (CO-ID.3)
    field("clue_deck", list, default=_empty),  # hidden; last on top
    field("clues", list, default=_empty),  # revealed, in order
    field("id_stack", list, default=_empty),  # hidden
    field("revealed", list, default=_empty),  # the 5 ID entities revealed at set-up (CO-SETUP.6c)
    field("met", list, default=_empty),  # ID entities encountered this game (CO-COMA.2c)
    field("entity_box", list, default=_empty),  # ID entities out of the game (incl. the spare Fears)
    field("avatar_box", list, default=_empty),  # avatars nobody holds (public: everyone looked, CO-SETUP.12b)
    field("supply", list, default=lambda state: [i.id for i in CARDS.items]),  # open item supply (CO-D.30)
    field("hostile_supply", list, default=lambda state: [h.id for h in CARDS.hostiles]),
    field("status_supply", dict,
          default=lambda state: {s.id: s.copies for s in CARDS.statuses if s.default_for_sheet < 0}),
    field("slots", list, default=_empty),  # enemy slots, top first (CO-D.3)
    field("defeated", list, default=_empty),  # hostiles defeated on this page, set aside (CO-ACTION.26)
    field("pos", dict, default=lambda state: {}),  # piece -> [space, point]
    field("situation", str, default=lambda state: "safe"),
    field("insight", int, default=_zero),
    field("tokens", dict, default=lambda state: {}),  # space -> tokens
    field("explored", list, default=_empty),  # once-only POIs read (CO-SPOT.7)
    field("critical_done", bool, default=lambda state: False),  # CO-VITAL.4, CO-D.43
    field("tests_done", list, default=_empty),  # CO-ACTION.18, CO-D.35
    field("task", dict | None, default=_nothing),  # the group task on the register (CO-D.36)
    field("environment", str, default=_text),
    field("current", int, default=_zero),
    field("flags", dict, default=lambda state: {}),  # this turn: moves, used items, stored, actions over
    field("leaving", str, default=_text),  # "" or a comazone id or "nexus" (CO-D.40)
    field("roll", dict | None, default=_nothing),  # a roll waiting for re-roll decisions
    field("read", list, default=_empty),  # entries read on this page (the rest are unread, CO-D.22)
    pending_field(),
    field("final", dict | None, default=_nothing),
    field("turn", int),  # the engine's turn counter
    steps_field(),
)


class ComanautsState(ActionRules, BookRules, EnemyRules, DeclaredState, StepState):
    FIELDS = FIELDS
    decisions = DECISIONS

    # -- set-up (CO-SETUP) ------------------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "ComanautsState":
        state = cls(seed, options)
        dealt = deal(STORY, CARDS, state.n, state.rng, frozenset(options.get("retired", ())))
        state.bag, state.vitals = dealt.bag, dealt.vitals
        state.revealed, state.nexus, state.start_zone = dealt.revealed, dealt.nexus, dealt.start
        state.totems, state.prime, state.clue_deck = dealt.totems, dealt.prime, dealt.clue_deck
        state.id_stack = dealt.id_stack
        state.entity_box = [e.id for e in STORY.entities if e.id not in dealt.revealed]
        state.sheets = [Sheet(seat=k, avatars=list(dealt.face_down[k]), default_status=dealt.default_statuses[k])
                        for k in range(state.n)]
        state.avatar_box = choosable_avatars(CARDS, dealt, [])
        state._emit("game_started", None, nexus=list(state.nexus), start=state.start_zone,
                    revealed=list(state.revealed))
        state.steps.append(("setup_done",))
        for k in reversed(range(state.n)):
            state.steps.append(("choose_avatar", k))
        state._open()
        return state

    def _step_choose_avatar(self, k: int, choice: str | None = None) -> None:
        """CO-SETUP.12b, CO-D.21: sheets choose in order; no avatar twice."""
        if choice is None:
            self._ask("avatar", k, sorted(self.avatar_box), ("choose_avatar", k))
            return
        self.avatar_box.remove(choice)
        self.sheets[k].avatars.insert(0, choice)
        self._emit("avatar_chosen", k, avatar=choice)

    def _step_setup_done(self) -> None:
        """CO-SETUP.12c-16: remaining avatars to the box, avatars brought in with their
        items, the starting page entered, the bookkeeper takes the first turn."""
        for sheet in self.sheets:
            sheets_mod.bring_in(sheet, CARDS, self.supply, self.start_zone, self._return_item)
        self.current = BOOKKEEPER
        self._push(("enter", self.start_zone), ("begin_turn", BOOKKEEPER))

    # -- the engine's API (seats, to_act, is_over, result: PendingState) -----------

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if self.sheets and self.sheets[seat].avatars and self.pending and self.pending["kind"] != "avatar":
            return AVATARS[self.sheets[seat].avatar].name
        names = self.options.get("names")
        return names[seat] if names else f"Comanaut {seat + 1}"

    def _finish(self, winners: bool, reason: str) -> None:
        if self.final is not None:
            return
        self.final = {"winners": list(range(self.n)) if winners else [], "reason": reason,
                      "turns": self.turn, "prime": self.prime, "clues": len(self.clues)}
        self.pending = None
        self._emit("game_over", None, won=winners, reason=reason, prime=self.prime, result=dict(self.final))

    # -- the turn (CO-TURN) ---------------------------------------------------------------

    def _step_begin_turn(self, k: int) -> None:
        self.current = k
        self.flags = {"moves": 0, "used": [], "stored_now": False, "over": False}
        self.sheets[k].free_rerolls = 0
        self._emit("turn_started", k, avatar=self.sheets[k].avatar)
        self._push(("morass_return", k), ("turn_start_ability", k), ("draw", k), ("clarity", k),
                   ("place_threat", k), ("inner_child", k), ("actions", k), ("discard", k),
                   ("check_threat", k), ("end_turn", k))

    def _step_morass_return(self, k: int, choice: Point | None = None) -> None:
        """CO-MORASS.9-10: an avatar in the Morass returns to a space holding an avatar."""
        sheet = self.sheets[k]
        if not sheet.in_morass:
            return
        if choice is None:
            options = [str(Point(s, i)) for s in self._avatar_spaces() for i in self._free_points(s)]
            self._ask("return", k, options, ("morass_return", k))
            return
        sheet.in_morass = False
        self.pos[avatar_piece(k)] = [choice.space, choice.point]
        self._set_suspicious(k)
        self._emit("avatar_returned", k, avatar=sheet.avatar, space=choice.space)

    def _step_turn_start_ability(self, k: int, choice: str | None = None) -> None:
        self._offer_ability(k, "turn_start", choice)

    def _step_draw(self, k: int) -> None:
        drawn = draw(self.bag, self.discard, DRAW, self.rng)
        self.sheets[k].dice.extend(drawn)
        self._emit("dice_drawn", k, dice=list(drawn))

    def _step_clarity(self, k: int) -> None:
        """CO-TURN.4-7, CO-D.25: every white die is rolled, in groups of the player's choosing."""
        sheet = self.sheets[k]
        whites = [d for d in sheet.dice if kind(d) == "white"]
        if not whites:
            return
        if self._has_mod(k, "no_clarity"):  # a status forbids gaining clarity: the dice just go
            for die in whites:
                sheet.dice.remove(die)
                self.discard.append(die)
            self._emit("clarity_blocked", k, dice=len(whites))
            return
        self.pending = {"kind": "clarity", "seat": k, "options": list(range(1, len(whites) + 1))}

    def clarity_roll(self, k: int, count: int) -> None:
        """Roll `count` white dice together; clarity is gained when they reach it."""
        sheet = self.sheets[k]
        dice = [d for d in sheet.dice if kind(d) == "white"][:count]
        faces = [self.rng.die(6) for _ in dice]
        gained = sum(faces) >= sheet.clarity
        for die in dice:
            sheet.dice.remove(die)
            self.discard.append(die)
        if gained:
            sheet.clarity += 1
        self._emit("clarity_rolled", k, dice=dice, faces=faces, total=sum(faces), gained=gained,
                   clarity=sheet.clarity)
        self.steps.append(("clarity", k))

    def _step_place_threat(self, k: int) -> None:
        """CO-TURN.8-12."""
        sheet = self.sheets[k]
        placed, returned = [], []
        for die in [d for d in sheet.dice if kind(d) in THREAT_KINDS]:
            sheet.dice.remove(die)
            if kind(die) == "threat" or sheet.suspicious:
                self.track.append(die)
                placed.append(die)
            else:
                self.bag.append(die)
                returned.append(die)
        if placed or returned:
            self._emit("threat_placed", k, dice=placed, returned=returned, track=len(self.track))
        if placed:
            self._track_changed()
        if self.situation == "hostile" and len(self.track) > self._enemy_count() and self.defeated:
            self._return_hostile()

    def _return_hostile(self) -> None:
        """CO-TURN.11, CO-D.17: the most recently defeated hostile of this page returns."""
        card = self.defeated.pop()
        geo = self._geo()
        space = et.return_space(geo, list(page_of(self.zone).enemy_starts), self._avatar_spaces())
        self._place_enemy(card, space)
        self._emit("enemy_returned", None, enemy=card, name=enemy_name(card), space=space)

    def _step_inner_child(self, k: int) -> None:
        """CO-TURN.14-15, CO-D.38."""
        sheet = self.sheets[k]
        found = [d for d in sheet.dice if kind(d) == "inner_child"]
        if not found:
            return
        sheet.dice.remove(found[0])
        self._child_out(found[0], k)

    def _child_out(self, die: str, k: int) -> None:
        self.child_die = die
        self.child_value = self.rng.die(6)
        page = page_of(self.zone)
        if page.rabbit_hole:
            self.pos["child"] = [page.rabbit_hole, self._free_points(page.rabbit_hole)[0]]
        self._emit("inner_child_placed", k, value=self.child_value, space=page.rabbit_hole or None)
        self._reveal_vital()

    def _step_actions(self, k: int) -> None:
        if self.flags.get("over") or self.leaving or not self._on_map(k):
            return
        self.pending = {"kind": "actions", "seat": k}  # End is always among the actions

    def _step_discard(self, k: int) -> None:
        """CO-DISCARD.1; the stored die stays (CO-D.26)."""
        sheet = self.sheets[k]
        if sheet.dice:
            self._emit("dice_discarded", k, dice=list(sheet.dice))
        self.discard.extend(sheet.dice)
        sheet.dice = []

    def _step_check_threat(self, k: int) -> None:
        """CO-THREAT.1-5, ET-1, ET-2, CO-D.41."""
        enemies = self._enemy_count()
        if self.situation == "hostile" and enemies and len(self.track) >= enemies:
            self._push(("enemy_turn",))
        elif self.situation == "safe" and len(self.track) >= SAFE_THREAT:
            self.flags["encounter"] = False
            self._emit("threat_check", None, track=len(self.track))
            self._push(("entry", page_of(self.zone).threat_entry), ("threat_after",))

    def _step_threat_after(self) -> None:
        if self.flags.get("encounter") and self._enemy_count():
            self._push(("enemy_turn",), ("threat_clear",))
        else:
            self._step_threat_clear()

    def _step_threat_clear(self) -> None:
        self.discard.extend(self.track)
        self.track = []
        self._track_changed()
        self._refresh()

    def _track_changed(self) -> None:
        """The threat track as it is now: the table shows each step's track while it
        plays the events back (the view has only the last)."""
        self._emit("track_changed", None, dice=list(self.track))

    def _refresh(self) -> None:
        self.bag.extend(self.discard)
        self.discard = []
        self._emit("bag_refreshed", None, bag=len(self.bag))

    def _step_end_turn(self, k: int) -> None:
        if self.leaving:
            target, self.leaving = self.leaving, ""
            self._leave_page()
            self._push(("arrive", target), ("next_turn", k))
        else:
            self._step_next_turn(k)

    def _step_next_turn(self, k: int) -> None:
        self.turn += 1
        self.steps.append(("begin_turn", (k + 1) % self.n))  # CO-THREAT.6, CO-D.57

    # -- places ------------------------------------------------------------------------

    def _on_map(self, k: int) -> bool:
        return avatar_piece(k) in self.pos

    def _in_game(self, k: int) -> bool:
        return self.sheets[k].current < len(self.sheets[k].avatars)

    def _space_of(self, k: int) -> str:
        return self.pos[avatar_piece(k)][0]

    def _space_of_piece(self, piece: str) -> str | None:
        return self.pos[piece][0] if piece in self.pos else None

    def _avatar_spaces(self) -> list[str]:
        return [self._space_of(j) for j in range(self.n) if self._on_map(j)]

    def _companions(self, k: int) -> list[int]:
        if not self._on_map(k):
            return []
        here = self._space_of(k)
        return [j for j in range(self.n) if j != k and self._on_map(j) and self._space_of(j) == here]

    def _point(self, space: str, index: int) -> tuple[float, float]:
        return standee_points(self.zone, space)[index]

    def _free_points(self, space: str, ignore: str | None = None) -> list[int]:
        """The standee points of `space` nobody stands on; when all are taken, the
        first, which is shared (a space never refuses a standee, CO-D.10)."""
        taken = {p[1] for piece, p in self.pos.items() if p[0] == space and piece != ignore}
        count = len(standee_points(self.zone, space))
        return [i for i in range(count) if i not in taken] or [0]

    def _ranged_ok(self, k: int, enemy: str) -> bool:
        """CO-ACTION.30-33, CO-D.11: adjacent, or as far as an equipped weapon's range,
        capped by the page; in clear view."""
        reach = max([1] + [m.amount for m in self._mods(k) if m.kind == "range"])
        cap = page_of(self.zone).rules.max_ranged_range
        if cap >= 0:
            reach = min(reach, cap)
        geo = self._geo()
        me = self.pos[avatar_piece(k)]
        them = self.pos[enemy]
        distance = geo.range_distance(me[0], them[0])
        if distance is None or distance > reach:
            return False
        return geo.clear_view(self._point(*me), AVATARS[self.sheets[k].avatar].base_radius,
                              self._point(*them), enemy_card(enemy).base_radius)

    # -- views and plain data -------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        data = self._state_dict()
        for name in _HIDDEN:
            data.pop(name)
        prime_known = self.prime_life is not None or self.final is not None
        data["prime"] = self.prime if prime_known else None
        data["clue_deck"] = len(self.clue_deck)
        data["id_stack"] = len(self.id_stack)
        data["vitals"] = len(self.vitals)
        data["bag"] = sorted(self.bag)
        for k, sheet in enumerate(data["sheets"]):
            chosen = len(sheet["avatars"]) > FACE_DOWN_AVATARS
            shown = min(self.sheets[k].current + 1, len(sheet["avatars"])) if chosen else 0
            sheet["face_down"] = len(sheet["avatars"]) - shown
            sheet["avatars"] = sheet["avatars"][:shown]
        if data["pending"] is not None:
            data["pending"]["args"] = self.pending_args(self.pending)
        data.update(seat=seat, seats=self.n, to_act=self.to_act, game="comanauts",
                    names=[self.seat_name(s) for s in range(self.n)],
                    enemy_turn=any(step and step[0] == "enemy_turn_end" for step in data["steps"]))
        return data

    def _check_loaded(self, data: Mapping[str, Any]) -> None:
        from .validate import check_state_dict

        check_state_dict(data, self)

    def components(self) -> dict[str, Any]:
        dice = [*self.bag, *self.discard, *self.track]
        items: list[str] = list(self.supply)
        totems = list(self.totems)
        avatars = list(self.avatar_box)
        statuses = Counter({s: c for s, c in self.status_supply.items()})
        for sheet in self.sheets:
            dice += sheet.dice + ([sheet.stored] if sheet.stored else [])
            for item in self._held(sheet):
                (totems if item in TOTEMS else items).append(item)
            avatars += sheet.avatars
            statuses.update(sheet.statuses)
        dice += [d for d in (self.child_die, self.enemy_die) if d]
        if self.in_hand:
            (totems if self.in_hand in TOTEMS else items).append(self.in_hand)
        if self.roll:
            dice += [d for d, _ in self.roll["dice"]]
        if self.task:
            dice += [d for d, _ in self.task["dice"]]
        entities = [*self.id_stack, *self.entity_box, *self._enemies_of_kind(False)]
        if self.prime not in entities:
            entities.append(self.prime)
        return {
            "dice": sorted(dice), "items": sorted(items),
            "avatars": sorted(avatars), "statuses": dict(sorted(statuses.items())), "totems": sorted(totems),
            "hostiles": sorted([*self.hostile_supply, *self.defeated, *self._enemies_of_kind(True)]),
            "entities": sorted(entities), "vitals": len(self.vitals) + len(self.vitals_seen),
            "clues": len(self.clue_deck) + len(self.clues),
        }

    def _enemies_of_kind(self, hostile: bool) -> list[str]:
        return [c for c in self._enemies() if (c in HOSTILES) == hostile]


# What the box hides from everyone (CO-D.22); the view gives counts instead.
_HIDDEN = ("prime", "clue_deck", "id_stack", "vitals", "bag")

# Every kind of decision the model asks for (the client and the catalogues key on them).
PENDING_KINDS = tuple(decision.kind for decision in DECISIONS)
