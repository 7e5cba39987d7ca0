"""Retreat to Darkmoor's rules model (../shared/rules/darkmoor.md).

The turn (DM-TURN.1) runs as a stack of small steps, on the engine's step kit
(tabletop/engine/steps.py). `_run` pops and carries out steps until one needs a
player's decision; it then records `pending` (who decides
and among what) and stops. The decision arrives as an action through the engine's
gate, and `_run` carries on. Steps are plain tuples, so a game saved in the middle
of a chain of abilities resumes exactly.

Places: locations are numbered 0.. from the left (DM-D.6). A horde is a list of
card ids, index 0 at the location (the front) and the last item at the back,
nearest the hero (DM-PLAY.2). Minions are numbered 0..71: seat s owns
s*18 .. s*18+17 (DM-CARD.2).
"""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.fields import DeclaredState, Fields, field
from tabletop.engine.steps import StepState, pending_field, steps_field

from .decisions import DECISIONS
# DECK, FACES, HEROES, design and owner are read from here by the client and the bots.
from .abilities import (_DESIGN, _FACE_ON_PLAY, _HERO_ON_PLAY, _IMMEDIATE, _TRIGGER, DECK, DECK_SIZE,
                        FACES, HEROES, AbilityRules, design, owner)
from .content import COLORS, CONTENT, Ability


HAND_SIZE = 5  # DM-SETUP.7, DM-DRAW.1
PERIL_TOKENS = 10  # components; the supply is capped (DM-D.23)
DEFEAT_AWARD = 2  # DM-ATTACK.2
HERO_DECK_SIZE = {2: 5, 3: 6, 4: 7}  # DM-SETUP.4

def _seat_lists(state: "DarkmoorState") -> list[list[int]]:
    return [[] for _ in range(state.n)]


def _no_list(state: "DarkmoorState") -> list:
    return []


def _nothing(state: "DarkmoorState") -> None:
    return None


def _pairs(tokens: dict[int, int]) -> list[list[int]]:
    return [[k, v] for k, v in sorted(tokens.items())]


def _tokens(pairs: list[list[int]]) -> dict[int, int]:
    return {int(k): int(v) for k, v in pairs}


class DarkmoorState(AbilityRules, DeclaredState, StepState):
    decisions = DECISIONS
    # The saved fields, in the order a save holds them (validate.py adds the checks
    # that no type can say: every card exactly once, the tokens add up).
    FIELDS = Fields(
        field("faces", list[int], default=_no_list),  # face index (into FACES) of each location, left to right
        field("hands", list[list[int]], default=_seat_lists),
        field("decks", list[list[int]], default=_seat_lists),  # last item is the top
        field("discards", list[list[int]], default=_seat_lists),
        field("hordes", list[list[int]], default=_no_list),
        field("havens", list[list[int]], default=_no_list),
        field("token_vp", list[int], default=lambda state: [0] * state.n),  # VP a player holds as tokens
        field("hero_deck", list[int], default=_no_list),  # last item is the top
        field("heroes_out", list[int], default=_no_list),  # attacked and put in the box (DM-ATTACK.7)
        field("heroes_unused", list[int], default=_no_list),  # never dealt (DM-D.3), unseen
        field("limbo", list[int], default=_no_list),  # defeated during an attack, held aside (DM-D.19)
        # Tokens on minions in the horde zone, saved as sorted [card, count] pairs.
        field("vp_on", list[list[int]], default=lambda state: {}, save=_pairs, load=_tokens),
        field("peril_on", list[list[int]], default=lambda state: {}, save=_pairs, load=_tokens),
        field("peril_supply", int, default=lambda state: PERIL_TOKENS),
        field("hero", int | None, default=_nothing),
        field("attacking", int | None, default=_nothing),
        field("active", int, default=lambda state: 0),
        field("turn", int),  # the engine's turn counter
        steps_field(),
        pending_field(),
        field("final", dict | None, default=_nothing),
    )

    # -- set-up (DM-SETUP) ----------------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "DarkmoorState":
        state = cls(seed, options)
        rng = state.rng
        n = state.n
        cards = list(range(len(CONTENT.locations)))
        rng.shuffle(cards)
        sides = options["sides"]
        for i, card in enumerate(cards[: n + 1]):  # DM-SETUP.1, DM-D.2
            choice = sides if sides == "random" else sides[i]
            side = rng.below(2) if choice == "random" else choice
            state.faces.append(card * 2 + side)
        state.hordes = [[] for _ in state.faces]
        state.havens = [[] for _ in state.faces]
        heroes = list(range(len(HEROES)))
        rng.shuffle(heroes)
        size = HERO_DECK_SIZE[n]
        state.hero_deck, state.heroes_unused = heroes[:size], heroes[size:]  # DM-D.3
        state.hero = state.hero_deck.pop()  # DM-SETUP.5
        for seat in range(n):  # DM-SETUP.7
            deck = list(range(seat * DECK_SIZE, (seat + 1) * DECK_SIZE))
            rng.shuffle(deck)
            state.decks[seat] = deck
            state._draw(seat, HAND_SIZE, emit=False)
        first = options["first"]
        state.active = rng.below(n) if first == "random" else first  # DM-D.4
        state._emit("game_started", None, locations=[FACES[f].id for f in state.faces],
                    first=state.active)
        state._emit("hero_revealed", None, hero=HEROES[state.hero].id,
                    threshold=HEROES[state.hero].threshold)
        state._begin_turn()
        state._open()
        return state

    # -- the engine's API (seats, to_act, is_over, result: PendingState) -----------

    def seat_name(self, seat: int | None) -> str:
        names = self.options.get("names")
        if names and seat is not None:
            return names[seat]
        return "nobody" if seat is None else COLORS[seat].title()

    # -- the step machine -----------------------------------------------------------

    def _begin_turn(self) -> None:
        if not any(self.hands) and not any(self.decks):  # DM-D.26: this turn is not taken
            self.turn -= 1
            self._final_scoring(last=(self.active - 1) % self.n)
            return
        self._emit("turn_started", self.active)
        self.steps.append(("end",))  # runs last: the stack pops the newest step first
        self.steps.append(("peril",))
        if self.hands[self.active]:  # DM-D.9: play if you can, else skip step 1
            if self.active in self.options.get("confirm", ()):
                self.steps.append(("confirm",))  # after the play and its abilities
            self.pending = {"kind": "play", "seat": self.active, "options": list(range(len(self.faces)))}

    def _step_confirm(self, choice: str | None = None) -> None:
        """The `confirm` option (an app setting, not a rule: the turn is the same,
        only the moment it becomes final moves): a seat that confirms its turns ends
        it itself, after its play and that play's abilities and before anything is
        revealed (the peril check, the draw), so until then Undo can take it back."""
        if choice is None:
            self._ask("confirm", self.active, ["end"], ("confirm",))

    def _step_end(self) -> None:
        """Step 4, Draw (DM-DRAW.1); then the next player's turn (DM-TURN.2, DM-D.5)."""
        self._draw(self.active, HAND_SIZE - len(self.hands[self.active]))
        self.active = (self.active + 1) % self.n
        self.turn += 1
        self._begin_turn()

    # -- step 1: play a card (DM-PLAY) ------------------------------------------------

    def play(self, seat: int, uid: int, loc: int, extra: bool) -> None:
        self.hands[seat].remove(uid)
        horde = self.hordes[loc]
        horde.append(uid)  # the back of the horde, or a new horde (DM-PLAY.1, DM-PLAY.3)
        self._emit("card_played", seat, card=uid, name=_DESIGN[uid].id, loc=loc,
                   slot=len(horde) - 1, new_horde=len(horde) == 1, extra=extra)
        self.steps.append(("after_play", uid, loc))

    def _step_after_play(self, uid: int, loc: int) -> None:
        """DM-D.12: the location, the hero's 'played' ability, the minion's Immediate
        ability, then other minions of that horde, from the back. Which minions react
        is fixed now: one that arrives later (by an extra play) was not there when
        this minion was played, so it does not react to it."""
        # Most plays trigger nothing, so each source is checked before any list is built.
        sequence: list[tuple] = []
        if _FACE_ON_PLAY[self.faces[loc]]:
            sequence += [("fx", "l", loc, i, loc, uid) for i in range(_FACE_ON_PLAY[self.faces[loc]])]
        if self.hero is not None and _HERO_ON_PLAY[self.hero]:
            sequence += [("fx", "h", self.hero, i, loc, uid) for i in range(_HERO_ON_PLAY[self.hero])]
        if _IMMEDIATE[uid]:
            sequence += [("fx", "m", uid, i, loc, -1) for i in range(_IMMEDIATE[uid])]
        for other in reversed(self.hordes[loc]):
            if _TRIGGER[other] == "played_here" and other != uid:
                sequence += self._fx_steps("m", other, _DESIGN[other].ability, loc, uid)
        if sequence:
            self.steps.extend(reversed(sequence))

    @staticmethod
    def _fx_steps(kind: str, sid: int, ability: Ability, loc: int, other: int) -> list[tuple]:
        return [("fx", kind, sid, i, loc, other) for i in range(len(ability.effects))]

    def _step_trigger_horde(self, loc: int, trigger: str, other: int) -> None:
        """Triggered Ongoing abilities of one horde, from the back (DM-ATTACK.5)."""
        sequence: list[tuple] = []
        for uid in reversed(self.hordes[loc]):
            if _TRIGGER[uid] == trigger and uid != other:
                sequence += self._fx_steps("m", uid, _DESIGN[uid].ability, loc, other)
        if sequence:
            self.steps.extend(reversed(sequence))

    def _step_trigger_others(self, loc: int, trigger: str) -> None:
        """Every other horde from the leftmost, each from the back (DM-ATTACK.6, D.21)."""
        self._push(*[("trigger_horde", other, trigger, -1)
                     for other, horde in enumerate(self.hordes)
                     if other != loc and any(_TRIGGER[u] == trigger for u in horde)])

    # -- step 2: peril resolution (DM-PERIL, DM-ATTACK, DM-ESCAPE) ---------------------

    def _step_peril(self) -> None:
        if self.hero is None:
            return
        threshold = HEROES[self.hero].threshold
        ready = []
        for loc, horde in enumerate(self.hordes):  # DM-PERIL.2
            if horde and self.horde_peril(loc) >= threshold:
                ready.append(loc)
        if len(ready) == 1:
            self.push_attack(ready[0])
        elif ready:  # DM-PERIL.5: the active player chooses
            self._ask("horde", self.active, ready)
        # No attack: go on to the draw; step 3 does not happen (DM-PERIL.3).

    def push_attack(self, loc: int) -> None:
        self._push(("attack", loc), ("escape", loc), ("reveal",))

    def _step_attack(self, loc: int) -> None:
        hero = HEROES[self.hero]
        self.attacking = loc
        self._emit("hero_attack", self.active, hero=hero.id, loc=loc,
                   peril=self.horde_peril(loc), threshold=hero.threshold)
        horde = self.hordes[loc]
        victim = next((u for u in reversed(horde) if not self._elusive(u, loc)), None)  # DM-ATTACK.1
        sequence: list[tuple] = []
        if victim is not None:
            award = DEFEAT_AWARD if owner(victim) != self.active else 0  # DM-ATTACK.2
            self.token_vp[self.active] += award
            self._defeat(victim, by="hero", award=award, triggers=False)
        # DM-ATTACK.3 to .6, in this order; then .7.
        if hero.ability.kind == "attack":
            sequence += self._fx_steps("h", self.hero, hero.ability, loc, -1 if victim is None else victim)
        if victim is not None and design(victim).ability.trigger == "self_defeated":
            sequence += self._fx_steps("m", victim, design(victim).ability, loc, victim)
        sequence.append(("trigger_horde", loc, "horde_attacked", -1))
        sequence.append(("trigger_others", loc, "hero_attack"))
        sequence.append(("attack_end",))
        self._push(*sequence)

    def _step_attack_end(self) -> None:
        """DM-ATTACK.7: the hero goes to the box, the defeated to their discard piles."""
        self.heroes_out.append(self.hero)
        self._emit("hero_removed", None, hero=HEROES[self.hero].id)
        self.hero = None
        for uid in self.limbo:
            self.discards[owner(uid)].append(uid)
        self.limbo = []
        self.attacking = None

    def _step_escape(self, loc: int) -> None:
        """DM-ESCAPE.1-4: the rest of the horde reaches its safe haven."""
        escaping = self.hordes[loc]
        self.hordes[loc] = []
        gained = self._to_haven(loc, escaping)
        self._emit("minions_escaped", self.active, loc=loc, cards=list(escaping), vp_tokens=gained)
        sequence: list[tuple] = []
        for uid in reversed(escaping):  # DM-D.22
            ability = design(uid).ability
            if ability.trigger == "escaped":
                sequence += self._fx_steps("m", uid, ability, loc, uid)
        self._push(*sequence)

    def _to_haven(self, loc: int, minions: list[int]) -> list[int]:
        """Move minions to a safe haven: VP tokens to their owners, peril tokens back
        to the supply (DM-ESCAPE.3). Returns the VP each seat gained."""
        gained = [0] * self.n
        for uid in minions:
            vp = self.vp_on.pop(uid, 0)
            gained[owner(uid)] += vp
            self.token_vp[owner(uid)] += vp
            self.peril_supply += self.peril_on.pop(uid, 0)
        self.havens[loc].extend(minions)
        return gained

    # -- steps 3 and 4 (DM-REVEAL, DM-DRAW) --------------------------------------------

    def _step_reveal(self) -> None:
        if self.hero is not None:
            return
        if not self.hero_deck:  # DM-REVEAL.2, DM-D.27: scoring at once, no draw
            self._final_scoring(last=self.active)
            return
        self.hero = self.hero_deck.pop()
        hero = HEROES[self.hero]
        self._emit("hero_revealed", None, hero=hero.id, threshold=hero.threshold)

    def _draw(self, seat: int, count: int, emit: bool = True) -> None:
        """Draw up to `count` cards; an empty deck draws what is left (DM-D.25)."""
        deck, hand = self.decks[seat], self.hands[seat]
        drawn = 0
        while drawn < count and deck:
            hand.append(deck.pop())
            drawn += 1
        if emit and drawn:
            self._emit("cards_drawn", seat, count=drawn, deck_left=len(deck))

    def hero_name(self) -> str:
        return HEROES[self.hero].name if self.hero is not None else "the hero"

    # -- the end (DM-END) ---------------------------------------------------------------

    def _final_scoring(self, last: int) -> None:
        """`last` is the seat that took the final turn (for DM-END.6)."""
        for loc, horde in enumerate(self.hordes):  # DM-END.1, D.28: no triggers
            self._to_haven(loc, horde)
            self.hordes[loc] = []
        self.steps = []
        self.pending = None
        escaped = self._escaped_vp()
        located = [0] * self.n
        controllers = []
        for loc, haven in enumerate(self.havens):
            face = FACES[self.faces[loc]]
            who = control(face.ability, haven, self.n)
            controllers.append(who)
            if who is not None:
                located[who] += face.vp
            self._emit("location_scored", who, loc=loc, location=face.id, vp=face.vp)
        scores = [escaped[s] + located[s] + self.token_vp[s] for s in range(self.n)]
        order = [(last + k) % self.n for k in range(1, self.n + 1)]  # DM-END.6
        best = max(scores)
        winner = next(s for s in order if scores[s] == best)
        self.final = {
            "scores": scores,
            "breakdown": [
                {"escaped": escaped[s], "locations": located[s], "tokens": self.token_vp[s],
                 "total": scores[s]} for s in range(self.n)
            ],
            "controllers": controllers,
            "winner": winner,
            "winners": [winner],
            "turns": self.turn,
        }
        self._emit("game_over", None, scores=scores, breakdown=self.final["breakdown"],
                   controllers=controllers, winner=winner)

    def scores(self) -> list[int]:
        """Each player's VP as it stands: the VP tokens and the minions in the safe
        havens, and at the end the final scores (locations included, DM-END)."""
        if self.final is not None:
            return list(self.final["scores"])
        escaped = self._escaped_vp()
        return [escaped[s] + self.token_vp[s] for s in range(self.n)]

    def _escaped_vp(self) -> list[int]:
        """The VP of each player's minions in the safe havens."""
        escaped = [0] * self.n
        for haven in self.havens:
            for uid in haven:
                escaped[owner(uid)] += design(uid).vp
        return escaped

    # -- views and plain data -----------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        p = self.pending
        pending = None
        if p is not None:
            pending = {"kind": p["kind"], "seat": p["seat"], "why": p.get("why"),
                       "extra": p.get("extra", False), "step": p.get("step"),
                       "args": self.pending_args(p)}
            if p["seat"] == seat:
                pending["options"] = list(p["options"])
        return {
            "game": "darkmoor",
            "seat": seat,
            "seats": self.n,
            "names": [self.seat_name(s) for s in range(self.n)],
            "active": self.active,
            "to_act": self.to_act,
            "turn": self.turn,
            "locations": list(self.faces),
            "hordes": [list(h) for h in self.hordes],
            "havens": [list(h) for h in self.havens],
            "horde_peril": [self.horde_peril(loc) for loc in range(len(self.hordes))],
            "vp_on": dict(self.vp_on),
            "peril_on": dict(self.peril_on),
            "peril_supply": self.peril_supply,
            "token_vp": list(self.token_vp),
            "scores": self.scores(),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_sizes": [len(d) for d in self.decks],
            "discards": [list(d) for d in self.discards],
            "limbo": list(self.limbo),
            "hero": self.hero,
            "threshold": HEROES[self.hero].threshold if self.hero is not None else None,
            "hero_deck_size": len(self.hero_deck),
            "heroes_out": list(self.heroes_out),
            "attacking": self.attacking,
            "steps": [list(s) for s in self.steps],
            "pending": pending,
            "result": self.final,
        }

    def _check_loaded(self, data: Mapping[str, Any]) -> None:
        from .validate import check_state_dict

        check_state_dict(data, self)

    def components(self) -> dict[str, Any]:
        """Every component by kind, wherever it is: for the conservation checks."""
        minions = [u for zone in (*self.hands, *self.decks, *self.discards, *self.hordes,
                                  *self.havens, self.limbo) for u in zone]
        heroes = [*self.hero_deck, *self.heroes_out, *self.heroes_unused]
        if self.hero is not None:
            heroes.append(self.hero)
        return {
            "minions": sorted(minions),
            "heroes": sorted(heroes),
            "locations": len(self.faces),
            "peril_tokens": self.peril_supply + sum(self.peril_on.values()),
        }


def control(ability: Ability, haven: list[int], seats: int) -> int | None:
    """Who controls a location at final scoring (DM-END.2-4, D.29), or None on a tie."""
    rule = ability.scoring if ability.kind == "scoring" else None
    mode = rule.control if rule else "most_peril"
    peril = [0] * seats
    count = [0] * seats
    vp = [0] * seats
    for uid in haven:
        d = design(uid)
        seat = owner(uid)
        peril[seat] += d.peril * (2 if rule and rule.double_type == d.type else 1)
        count[seat] += 1
        vp[seat] += d.vp
    if mode == "lowest_peril":
        present = [s for s in range(seats) if count[s]]
        if not present:
            return None
        low = min(peril[s] for s in present)
        tied = [s for s in present if peril[s] == low]
    else:
        values = {"most_peril": peril, "most_minions": count, "most_vp": vp}[mode]
        high = max(values)
        if high == 0:
            return None
        tied = [s for s in range(seats) if values[s] == high]
    if len(tied) > 1 and rule and rule.tiebreak == "most_minions":
        most = max(count[s] for s in tied)
        tied = [s for s in tied if count[s] == most]
    return tied[0] if len(tied) == 1 else None
