"""Comanauts' rules model (../shared/rules/comanauts.md).

Like Darkmoor's, the game runs as a stack of small steps (plain tuples, so a game
saved in the middle of an enemy turn or an entry resumes exactly). `_run` pops and
carries out steps until one needs a decision; it then records `pending` (who
decides, what kind of decision, the options) and stops. Steps that ask a question
store themselves in `pending["step"]`; the answer re-runs that step with it.

Seats are comanauts (player sheets, CO-D.19-20): a person playing solo holds
several seats. Nothing is private to one seat: what the box hides (CO-D.22) is
hidden from everyone, so every seat's view is the same.

Places: avatars are the pieces "a:<sheet>", enemies are named by their card id, the
inner child is "child". A piece stands on (space, point index) of the page's map.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import GameState

from . import enemy_turn as et
from . import equipment, sheet as sheets_mod
from .actions import (Ability, Choose, Clarity, EndActions, Encourage, Equip, Focus, Melee, Move, Ranged,
                      Reserve, Search, Task, Test, Travel, UseItem)
from .dice import ATTRIBUTES, THREAT_KINDS, draw, kind
from .library import (AVATARS, CARDS, ENTITIES, ENVIRONMENTS, FEAR_COPIES, HOSTILES, ID_STATS, ITEMS,
                      STATUSES, STORY, TOTEMS, ZONES, enemy_card, enemy_name, entries_of, geometry_of,
                      geometry_with_doors, page_of, shape)
from .rolls import roll_result
from .setup import FACE_DOWN_AVATARS, choosable_avatars, deal
from .sheet import Sheet

DRAW = 5  # CO-TURN.2
INSIGHT_PER_CLUE = 3  # CO-INSIGHT.3
SAFE_THREAT = 4  # CO-THREAT.2
SEARCH_TARGET = 4  # CO-ACTION.36
BOOKKEEPER = 0  # CO-D.21: the token starts on sheet 1 and never passes
COLOUR_ROLLS = {"melee": ("red", "purple"), "ranged": ("green", "purple"), "search": ("yellow", "purple")}


def avatar_piece(k: int) -> str:
    return f"a:{k}"


class ComanautsState(GameState):
    def __init__(self, seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seed, options)
        self.n: int = int(options["seats"])
        self.sheets: list[Sheet] = []
        self.bag: list[str] = []
        self.discard: list[str] = []
        self.track: list[str] = []  # the threat track, top first (CO-D.3)
        self.child_die: str | None = None  # on the dresser's inner child slot (CO-D.38)
        self.child_value = 0
        self.in_hand: str | None = None  # an item or totem gained, until it is placed (CO-ACTION.28)
        self.enemy_die: str | None = None  # the threat die of the enemy activating now (ET-4.1)
        self.vitals: list[str] = []  # last item on top (hidden order)
        self.vitals_seen: list[str] = []
        self.nexus: list[str] = []
        self.start_zone = ""
        self.zone = ""
        self.totems: list[str] = []  # the totem deck (open)
        self.prime = ""  # hidden until it enters play (CO-D.22)
        self.prime_life: int | None = None  # set when it enters play (CO-ID.3)
        self.clue_deck: list[int] = []  # hidden; last on top
        self.clues: list[int] = []  # revealed, in order
        self.id_stack: list[str] = []  # hidden
        self.revealed: list[str] = []  # the 5 ID entities revealed at set-up (CO-SETUP.6c)
        self.met: list[str] = []  # ID entities encountered this game (CO-COMA.2c)
        self.entity_box: list[str] = []  # ID entities out of the game (incl. the spare Fears)
        self.avatar_box: list[str] = []  # avatars nobody holds (public: everyone looked, CO-SETUP.12b)
        self.supply: list[str] = [i.id for i in CARDS.items]  # open item supply (CO-D.30)
        self.hostile_supply: list[str] = [h.id for h in CARDS.hostiles]
        self.status_supply: dict[str, int] = {s.id: s.copies for s in CARDS.statuses if s.default_for_sheet < 0}
        self.slots: list[str | None] = []  # enemy slots, top first (CO-D.3)
        self.defeated: list[str] = []  # hostiles defeated on this page, set aside (CO-ACTION.26)
        self.pos: dict[str, list] = {}  # piece -> [space, point]
        self.situation = "safe"
        self.insight = 0
        self.tokens: dict[str, list[str]] = {}  # space -> tokens
        self.explored: list[str] = []  # once-only POIs read (CO-SPOT.7)
        self.critical_done = False  # CO-VITAL.4, CO-D.43
        self.tests_done: list[str] = []  # CO-ACTION.18, CO-D.35
        self.task: dict[str, Any] | None = None  # the group task on the register (CO-D.36)
        self.environment = ""
        self.current = 0
        self.flags: dict[str, Any] = {}  # this turn: moves, used items, stored, actions over
        self.leaving = ""  # "" or a comazone id or "nexus" (CO-D.40)
        self.roll: dict[str, Any] | None = None  # a roll waiting for re-roll decisions
        self.read: list[str] = []  # entries read on this page (the rest are unread, CO-D.22)
        self.steps: list[tuple] = []
        self.pending: dict[str, Any] | None = None
        self.final: dict[str, Any] | None = None
        self.opening_events: list[dict[str, Any]] = []

    # -- set-up (CO-SETUP) ------------------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "ComanautsState":
        state = cls(seed, options)
        dealt = deal(STORY, CARDS, state.n, state.rng)
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
        state._run()
        state.opening_events, state._events = state._events, []
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
            sheets_mod.bring_in(sheet, CARDS, self.supply, self.start_zone)
        self.current = BOOKKEEPER
        self._push(("enter", self.start_zone), ("begin_turn", BOOKKEEPER))

    # -- the engine's API ------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.n

    @property
    def to_act(self) -> int | None:
        return None if self.pending is None else self.pending["seat"]

    @property
    def is_over(self) -> bool:
        return self.final is not None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.final

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if self.sheets and self.sheets[seat].avatars and self.pending and self.pending["kind"] != "avatar":
            return AVATARS[self.sheets[seat].avatar].name
        names = self.options.get("names")
        return names[seat] if names else f"Comanaut {seat + 1}"

    def _legal(self) -> list[Action]:
        p = self.pending
        if p is None:
            return []
        if p["kind"] == "clarity":
            return [Clarity(c) for c in p["options"]]
        if p["kind"] in ("actions", "entry_test"):
            return list(self._action_list(p))
        return [Choose(v) for v in p["options"]]

    def explain_illegal(self, action: Action) -> IllegalAction:
        p = self.pending
        if p is None:
            return IllegalAction("The game is over.", "error.game_over")
        who = self.seat_name(p["seat"])
        return IllegalAction(_REFUSALS.get(p["kind"], "{who} must answer the question on the table first.")
                             .format(who=who), f"comanauts.error.{p['kind']}", name=who)

    def _resolve(self, action: Action) -> None:
        p = self.pending
        self.pending = None
        if isinstance(action, Choose):
            step = p["step"]
            _STEPS[step[0]](self, *step[1:], choice=action.value)
        elif isinstance(action, Clarity):
            self._clarity_roll(p["seat"], action.count)
        else:
            self._perform(p["seat"], action, p["kind"])
        self._run()

    # -- the step machine ---------------------------------------------------------------

    def _run(self) -> None:
        while self.pending is None and self.final is None and self.steps:
            step = self.steps.pop()
            _STEPS[step[0]](self, *step[1:])

    def _push(self, *sequence: tuple) -> None:
        """Queue steps to run in the order given, before anything queued earlier."""
        self.steps.extend(reversed(sequence))

    def _ask(self, kind: str, seat: int, options: list[str], step: tuple, **info: Any) -> None:
        self.pending = {"kind": kind, "seat": seat, "options": list(dict.fromkeys(options)), "step": list(step),
                        **info}

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

    def _step_morass_return(self, k: int, choice: str | None = None) -> None:
        """CO-MORASS.9-10: an avatar in the Morass returns to a space holding an avatar."""
        sheet = self.sheets[k]
        if not sheet.in_morass:
            return
        if choice is None:
            options = [f"{s}:{i}" for s in self._avatar_spaces() for i in self._free_points(s)]
            self._ask("return", k, options, ("morass_return", k))
            return
        space, point = choice.split(":")
        sheet.in_morass = False
        self.pos[avatar_piece(k)] = [space, int(point)]
        self._set_suspicious(k)
        self._emit("avatar_returned", k, avatar=sheet.avatar, space=space)

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

    def _clarity_roll(self, k: int, count: int) -> None:
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
            self.pos["child"] = [page.rabbit_hole, 0]
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
        self._refresh()

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

    def _action_list(self, p: dict[str, Any]) -> list[Action]:
        k = p["seat"]
        if p["kind"] == "entry_test":
            colour = p["colour"]
            return [Test(use, "entry") for use in self._roll_sets(k, (colour, "purple"))]
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

    def _perform(self, k: int, action: Action, kind_of: str) -> None:
        sheet = self.sheets[k]
        if kind_of == "actions":
            self.steps.append(("actions", k))  # ask again after this action
        if isinstance(action, EndActions):
            self.steps.pop()
            self._emit("actions_ended", k)
            return
        if isinstance(action, Ability):
            self._use_ability(k)
            return
        if isinstance(action, Move):
            self._spend(k, action.use)
            self._move_avatar(k, action.space, action.point)
        elif isinstance(action, Focus):
            a, b = action.use.split("+")
            self._spend(k, a)
            self._spend(k, b)
            die = next(d for d in self.discard if kind(d) == action.take)
            self.discard.remove(die)
            sheet.dice.append(die)
            self._emit("focused", k, took=die)
        elif isinstance(action, Reserve):
            die = self._take_die(k, action.use)
            sheets_mod.store(sheet, die, self.discard)
            self.flags["stored_now"] = True
            self._emit("die_stored", k, die=die, sheet=k)
        elif isinstance(action, Encourage):
            die = self._take_die(k, action.use)
            other = self.sheets[action.sheet]
            if action.mode == "die":
                sheets_mod.store(other, die, self.discard, encouraged=True)
                self._emit("die_stored", k, die=die, sheet=action.sheet)
            else:
                self.discard.append(die)
                sheet.clarity -= 1
                other.clarity += 1
                self._emit("clarity_given", k, to=action.sheet)
        elif isinstance(action, Equip):
            self._spend(k, action.use)
            self._emit("equip_started", k)
            self.steps.append(("equip", k))
        elif isinstance(action, UseItem):
            self._spend(k, action.use)
            self.flags["used"].append(action.item)
            self._emit("item_used", k, item=action.item)
            self._push_effects(k, f"item:{action.item}")
        elif isinstance(action, Travel):
            self._spend(k, action.use)
            self.leaving = TOTEMS[action.totem].comazone
            self._emit("totem_used", k, totem=action.totem, to=self.leaving)
        else:
            self._start_roll(k, action)

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

    def _start_roll(self, k: int, action: Action) -> None:
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

    def _step_reroll(self, k: int, choice: str | None = None) -> None:
        """CO-CLARITY.4-5, CO-D.33: each die may be re-rolled for 1 clarity."""
        sheet = self.sheets[k]
        timing = "defense" if self.roll["purpose"] == "defend" else "any_roll"
        if choice is None:
            options = ["keep"]
            if sheet.clarity or sheet.free_rerolls:
                options += [f"reroll:{i}" for i in range(len(self.roll["dice"]))]
            if self._ability_ready(k, timing) or self._ability_ready(k, "any_roll"):
                options.append("ability")
            if len(options) > 1:
                self._ask("reroll", k, options, ("reroll", k), total=self._roll_total(),
                          purpose=self.roll["purpose"], need=self._roll_need())
                return
            choice = "keep"
        if choice == "keep":
            self._roll_done()
            return
        if choice == "ability":
            self.steps.append(("reroll", k))
            self._use_ability(k)
            return
        index = int(choice.split(":")[1])
        if sheet.free_rerolls:
            sheet.free_rerolls -= 1
        else:
            sheet.clarity -= 1
        self.roll["dice"][index][1] = self.rng.die(6)
        self._emit("die_rerolled", k, index=index, die=self.roll["dice"][index][0],
                   face=self.roll["dice"][index][1], total=self._roll_total(), clarity=sheet.clarity)
        self.steps.append(("reroll", k))

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

    def _step_entry_choice(self, entry_id: str, choice: str | None = None) -> None:
        entry = entries_of(self.zone)[entry_id]
        if choice is None:
            self._ask("entry_choice", self.current, [str(i) for i in range(len(entry.choices))],
                      ("entry_choice", entry_id), entry=entry_id,
                      labels=[c.label for c in entry.choices])
            return
        self._push(("entry", entry.choices[int(choice)].entry))

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

    def _step_place_item(self, k: int, item: str, choice: str | None = None) -> None:
        """A gained item is equipped for free, put in the inventory, given to a comanaut
        in your space, or discarded (CO-ACTION.28, CO-ITEM.3)."""
        sheet = self.sheets[k]
        if choice is None:
            options = [f"wear:{'+'.join(p)}" for p in self._wearable(sheet, item)]
            if len(sheet.inventory) < equipment.INVENTORY_SIZE:
                options.append("inventory")
            for j in self._companions(k):
                if self._receives(self.sheets[j], item):
                    options.append(f"give:{j}")
            options.append("discard")
            self._ask("place_item", k, options, ("place_item", k, item), item=item)
            return
        self.in_hand = None
        self._put_item(k, item, choice)

    def _put_item(self, k: int, item: str, how: str) -> None:
        sheet = self.sheets[k]
        if how == "discard":
            self._return_item(item)
            self._emit("item_discarded", k, item=item)
        elif how == "inventory":
            sheet.inventory.append(item)
            self._emit("item_stowed", k, item=item)
        elif how.startswith("wear:"):
            slot, hands = shape(item)
            equipment.equip(sheet.equipped, sheet.inventory, item, slot, hands, tuple(how[5:].split("+")))
            self._emit("item_equipped", k, item=item, slots=how[5:].split("+"))
        else:
            j = int(how.split(":")[1])
            other = self.sheets[j]
            free = self._wearable(other, item, free_only=True)
            self._emit("item_given", k, item=item, to=j)
            self._put_item(j, item, f"wear:{'+'.join(free[0])}" if free else "inventory")

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

    def _step_equip(self, k: int, choice: str | None = None) -> None:
        """Equip/Trade: any number of moves for one die (CO-ACTION.12-13, CO-D.29)."""
        sheet = self.sheets[k]
        if choice is None:
            self._ask("equip", k, self._equip_options(k), ("equip", k))
            return
        if choice == "done":
            return
        verb, item, *rest = choice.split(":")
        if verb == "wear":
            slot, hands = shape(item)
            equipment.equip(sheet.equipped, sheet.inventory, item, slot, hands, tuple(rest[0].split("+")))
            self._emit("item_equipped", k, item=item, slots=rest[0].split("+"))
        elif verb == "stow":
            self._unequip(sheet, item)
            sheet.inventory.append(item)
            self._emit("item_stowed", k, item=item)
        elif verb == "drop":
            self._remove_held(sheet, item)
            self._return_item(item)
            self._emit("item_discarded", k, item=item)
        elif verb == "give":
            self._remove_held(sheet, item)
            self._emit("item_given", k, item=item, to=int(rest[0]))
            free = self._wearable(self.sheets[int(rest[0])], item, free_only=True)
            self._put_item(int(rest[0]), item, f"wear:{'+'.join(free[0])}" if free else "inventory")
        elif verb == "take":
            self._remove_held(self.sheets[int(rest[0])], item)
            sheet.inventory.append(item)
            self._emit("item_given", int(rest[0]), item=item, to=k)
        self.steps.append(("equip", k))

    def _equip_options(self, k: int) -> list[str]:
        sheet = self.sheets[k]
        options = []
        held = self._held(sheet)
        for item in held:
            options += [f"wear:{item}:{'+'.join(p)}" for p in self._wearable(sheet, item)]
            if item in sheet.equipped.values() and len(sheet.inventory) < equipment.INVENTORY_SIZE:
                options.append(f"stow:{item}")
            options.append(f"drop:{item}")
        for j in self._companions(k):
            other = self.sheets[j]
            options += [f"give:{item}:{j}" for item in held if self._receives(other, item)]
            if len(sheet.inventory) < equipment.INVENTORY_SIZE:
                options += [f"take:{item}:{j}" for item in self._held(other)]
        return options + ["done"]

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

    def _step_card_effect(self, k: int, source: str, index: int, target: int, choice: str | None = None) -> None:
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
            self._push(("card_effect", k, source, index, int(choice)))
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
            _CHOICE_EFFECTS[op](self, k, effect, who, step, choice)
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
                    options += [f"{enemy}:{s}" for s in geo.order if 0 < reach.get(s, 99) <= effect.amount]
            if options:
                self._ask("push", k, options + ["none"], step)
            return
        if choice == "none":
            return
        enemy, space = choice.split(":")
        self.pos[enemy] = [space, self._free_points(space)[0]]
        self._emit("enemy_pushed", k, enemy=enemy, to=space)

    def _effect_move_free(self, k, effect, who, step, choice) -> None:
        """Move up to `amount` spaces, ignoring line colours but never white lines."""
        if not self._on_map(k):
            return
        geo = self._geo()
        here = self._space_of(k)
        if choice is None:
            options = [f"{s}:{p}" for s in sorted(geo.move_edges[here])
                       for p in self._free_points(s)[:1]]
            if options:
                self._ask("free_move", k, options + ["stop"], ("free_move", k, effect.amount))
            return

    def _step_free_move(self, k: int, left: int, choice: str | None = None) -> None:
        if choice is None or choice == "stop":
            if choice == "stop" and k == self.current:
                self._arrive(k, self._space_of(k))
            return
        space, point = choice.split(":")
        frm = self._space_of(k)
        self.pos[avatar_piece(k)] = [space, int(point)]
        self._emit("avatar_moved", k, frm=frm, to=space, point=int(point))
        if left > 1:
            geo = self._geo()
            options = [f"{s}:{p}" for s in sorted(geo.move_edges[space])
                       for p in self._free_points(s)[:1]]
            self._ask("free_move", k, options + ["stop"], ("free_move", k, left - 1))
        elif k == self.current:
            self._arrive(k, space)

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
        sheets_mod.bring_in(sheet, CARDS, self.supply, self.zone)
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

    def _step_enemy_move(self, card: str, face: int, choice: str | None = None) -> None:
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
        if choice is not None and choice.startswith("stop:"):
            goal = None
            stop = choice[5:]
        else:
            goal = next(a for a in tied if str(a.sheet) == choice) if choice else \
                et.tie_order(tied, self.current, self.n)[0]
            stops = geo.steps_toward(here, goal.piece.space, row.speed)
            if self.options.get("bookkeeper_decides") and len(stops) > 1:
                self._ask("tie_stop", BOOKKEEPER, [f"stop:{s}" for s in stops], ("enemy_move", card, face),
                          enemy=card)
                return
            stop = et.choose_stop(geo, self._enemy_piece(card), goal, row.speed,
                                  lambda s: self._targets_from(card, s, None, row.range))
        points = page_geometry_points(self.zone, stop)
        occupied = [self._point(*self.pos[p]) for p in self.pos if p != card and self.pos[p][0] == stop]
        best = et.choose_point(points, occupied, lambda pt: self._targets_from(card, stop, pt, row.range))
        path = _path(geo, here, stop)
        self.pos[card] = [stop, points.index(best)]
        self._emit("enemy_moved", None, enemy=card, name=enemy_name(card), frm=here, to=stop, path=path)

    def _targets_from(self, card: str, space: str, point, reach: int) -> int:
        pt = point or self._point(space, 0)
        piece = et.Piece(card, space, pt, enemy_card(card).base_radius)
        return sum(1 for a in self._avatar_infos() if et.in_range(self._geo(), piece, a.piece, reach))

    def _step_enemy_target(self, card: str, face: int, choice: str | None = None) -> None:
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
        target = next(a for a in tied if str(a.sheet) == choice) if choice else \
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
                self.prime_life = None  # it slips back into hiding
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
        return page_geometry_points(self.zone, space)[index]

    def _free_points(self, space: str, ignore: str | None = None) -> list[int]:
        """The standee points of `space` nobody stands on; when all are taken, the
        first, which is shared (a space never refuses a standee, CO-D.10)."""
        taken = {p[1] for piece, p in self.pos.items() if p[0] == space and piece != ignore}
        count = len(page_geometry_points(self.zone, space))
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
        data.update(seat=seat, seats=self.n, to_act=self.to_act, game="comanauts",
                    names=[self.seat_name(s) for s in range(self.n)])
        return data

    def _state_dict(self) -> dict[str, Any]:
        return {
            "sheets": [s.to_dict() for s in self.sheets],
            **{name: _plain(getattr(self, name)) for name in _FIELDS},
            "steps": [list(s) for s in self.steps],
        }

    def _load_state_dict(self, data: Mapping[str, Any]) -> None:
        from .validate import check_state_dict

        check_state_dict(data, self.n)
        self.sheets = [Sheet.from_dict(dict(s)) for s in data["sheets"]]
        for name in _FIELDS:
            setattr(self, name, _plain(data[name]))
        self.steps = [tuple(s) for s in data["steps"]]

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


def page_geometry_points(zone: str, space: str) -> tuple:
    return geometry_of(zone).spaces[space].points


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


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


# Fields saved as they are (sheets and steps are converted on their own).
_FIELDS = ("bag", "discard", "track", "child_die", "child_value", "enemy_die", "in_hand", "vitals", "vitals_seen", "nexus", "start_zone",
           "zone", "totems", "prime", "prime_life", "clue_deck", "clues", "id_stack", "revealed", "met",
           "entity_box", "avatar_box", "supply", "hostile_supply", "status_supply", "slots", "defeated", "pos",
           "situation", "insight", "tokens", "explored", "critical_done", "tests_done", "task", "environment",
           "current", "flags", "leaving", "roll", "read", "pending", "final", "turn")
# What the box hides from everyone (CO-D.22); the view gives counts instead.
_HIDDEN = ("prime", "clue_deck", "id_stack", "vitals", "bag")

# Every kind of decision the model asks for (the client and the catalogues key on them).
PENDING_KINDS = ("avatar", "clarity", "actions", "entry_test", "reroll", "defend", "equip", "return", "ability",
                 "entry_choice", "item", "place_item", "totem", "nexus", "pick_comanaut", "take_die", "heal",
                 "push", "free_move", "tie_goal", "tie_stop", "tie_target")

_REFUSALS = {
    "avatar": "{who} must choose a starting avatar.",
    "clarity": "{who} must roll their white dice to gain clarity.",
    "actions": "{who} cannot do that: it needs a suitable die, or the target is out of reach.",
    "entry_test": "{who} must roll dice of the test's colour for the skill test.",
    "reroll": "{who} must keep the roll or re-roll a die.",
    "defend": "{who} must decide whether to defend with the stored die.",
    "equip": "{who} is moving items: finish with Done.",
}

_STEPS = {name[len("_step_"):]: fn for name, fn in vars(ComanautsState).items() if name.startswith("_step_")}
_CHOICE_EFFECTS = {
    "take_die": ComanautsState._effect_take_die,
    "heal_status": ComanautsState._effect_heal_status,
    "push_enemy": ComanautsState._effect_push_enemy,
    "move_free": ComanautsState._effect_move_free,
}
