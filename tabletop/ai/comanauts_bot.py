"""The strong bot for Comanauts: a planner that plays like a careful team.

Random play-outs of Comanauts almost always end in a loss, so the Monte Carlo
bot learns nothing there. This bot follows a plan instead, reading only its view
(CO-D.22 hides the same things from it as from a person):

- Fight when a roll is likely to beat the enemy's defense; defend when the
  stored die is likely to block or the avatar is down to its last life force.
- Otherwise head for what moves the story: the inner child, unread points of
  interest, insight and objective tokens, search tokens; add dice to a group
  task; store a die for defence; take tests it is likely to pass.
- Deduce the Prime ID from the clues (what a careful reader of them would do),
  travel there by totem or through the Nexus, and avoid comazones already ruled
  out (CO-COMA.2).
- Focus (two dice for one from the discard) when the colour the moment needs (red
  for an enemy here, yellow for a search token, the task's colour) is missing and
  two dice of no use for it can pay; Equip/Trade (one die) when an item in the
  inventory fits a free slot, or a teammate in the space can wear one it cannot.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.games.comanauts import choices

from .base import Bot

_MEAN = 3.5  # one d6


class ComanautsPlanner(Bot):
    name = "strong"

    def __init__(self, game: Game, seed: int, **_settings: Any) -> None:
        super().__init__(game, seed)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        from tabletop.games.comanauts import library as lib

        self.lib = lib
        pending = view["pending"] or {}
        kind = pending.get("kind")
        by_verb: dict[str, list[Action]] = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        if kind == "clarity":
            return self._clarity(view, legal)
        if kind in ("actions", "entry_test"):
            return self._act(view, by_verb, legal)
        values = [a.value for a in legal]  # type: ignore[attr-defined]
        pick = getattr(self, f"_pick_{kind}", None)
        value = pick(view, pending, values) if pick else values[0]
        return next(a for a in legal if a.value == value)  # type: ignore[attr-defined]

    # -- picks -----------------------------------------------------------------------

    def _pick_avatar(self, view, pending, values) -> str:
        def worth(avatar_id: str) -> tuple:
            avatar = self.lib.AVATARS[avatar_id]
            life = sum(m.amount for m in avatar.mods if m.kind == "life_bonus")
            return (view["start_zone"] in avatar.suspicious, -life, avatar_id)
        return min(values, key=worth)

    def _pick_reroll(self, view, pending, values) -> str:
        need, total = pending.get("need"), pending.get("total", 0)
        if need is None or total >= need or len(values) == 1:
            return "keep"
        roll = view["roll"]
        sheet = view["sheets"][roll["sheet"]]
        if "ability" in values:
            return "ability"
        low = min(range(len(roll["dice"])), key=lambda i: roll["dice"][i][1])
        gain = _MEAN - roll["dice"][low][1]
        if gain > 0 and total + gain + 1.5 >= need and (sheet["clarity"] > 1 or sheet["free_rerolls"]
                                                        or roll["purpose"] == "defend"):
            return f"reroll:{low}"
        return "keep"

    def _pick_defend(self, view, pending, values) -> str:
        num, den = (int(x) for x in pending["chance"].split("/"))
        life = view["sheets"][pending["seat"]]["life"]
        return "defend" if life <= 1 or num * 2 >= den else "take"

    def _pick_place_item(self, view, pending, values) -> str:
        for value in values:
            if isinstance(choices.placing(value), choices.Wear):
                return value
        return "inventory" if "inventory" in values else values[0]

    def _pick_totem(self, view, pending, values) -> str:
        home = self._suspect_home(view)
        for value in values:
            if value != "none" and self.lib.TOTEMS[value].comazone == home:
                return value
        return "none" if "none" in values else values[0]

    def _pick_nexus(self, view, pending, values) -> str:
        home = self._suspect_home(view)
        if home in values:
            return home
        ruled_out = {view["start_zone"], view["zone"]}
        ruled_out |= {self.lib.ENTITIES[e].home for e in view["met"]}
        fresh = [z for z in values if z not in ruled_out]
        return fresh[self.rng.below(len(fresh))] if fresh else values[0]

    def _pick_ability(self, view, pending, values) -> str:
        return "use"

    def _pick_pick_comanaut(self, view, pending, values) -> str:
        return min(values, key=lambda v: view["sheets"][int(v)]["life"])

    def _pick_push(self, view, pending, values) -> str:
        return next((v for v in values if v != "none"), values[0])

    def _pick_free_move(self, view, pending, values) -> str:
        goal = self._goals(view, pending["seat"])
        dist = self._distances(view["zone"], goal)
        options = [v for v in values if v != "stop"]
        here = view["pos"][f"a:{pending['seat']}"][0]
        best = min(options, key=lambda v: dist.get(choices.point(v).space, 99), default="stop")
        if best == "stop" or dist.get(choices.point(best).space, 99) >= dist.get(here, 99):
            return "stop"
        return best

    def _pick_equip(self, view, pending, values) -> str:
        """Wear what sits in the inventory and fits a free slot; hand a teammate here
        an item they can wear and this sheet cannot; then done."""
        k = pending["seat"]
        sheet = view["sheets"][k]
        moves = [(value, choices.handling(value)) for value in values if value != "done"]
        for value, move in moves:
            if isinstance(move.how, choices.Wear) and move.item in sheet["inventory"] \
                    and move.how.slots in self._free_slots(sheet, move.item):
                return value
        for value, move in moves:
            if isinstance(move.how, choices.GiveTo) and move.item in sheet["inventory"] \
                    and not self._free_slots(sheet, move.item) \
                    and self._free_slots(view["sheets"][move.how.sheet], move.item):
                return value
        return "done"

    def _free_slots(self, sheet, item: str) -> list:
        """Where a worth-wearing item would fit now: only an item whose worth is
        passive (its bonuses) or a totem to travel by; an item with effects to use
        would only tempt the plan to spend dice on it."""
        from tabletop.games.comanauts.equipment import free_placements

        card = self.lib.ITEMS.get(item)
        if card is not None and (card.effects or not card.mods):
            return []
        slot, hands = self.lib.shape(item)
        return free_placements(slot, hands, sheet["equipped"])

    def _equip_helps(self, view, k) -> bool:
        """Whether one Equip/Trade would put an item to use (see _pick_equip)."""
        sheet = view["sheets"][k]
        if any(self._free_slots(sheet, item) for item in sheet["inventory"]):
            return True
        here = view["pos"][f"a:{k}"][0]
        mates = [j for j in range(view["seats"]) if j != k and view["pos"].get(f"a:{j}", [None])[0] == here]
        return any(self._free_slots(view["sheets"][j], item) for item in sheet["inventory"] for j in mates)

    def _focus(self, view, by_verb, k) -> Action | None:
        """Two dice for the colour this moment needs, when it is missing."""
        options = by_verb.get("focus", [])
        if not options:
            return None
        here = view["pos"][f"a:{k}"][0]
        need = None
        enemies_here = [e for e in view["slots"] if e and view["pos"].get(e, [None])[0] == here]
        # one red die must then be likely to beat the enemy's defense, as _best_attack asks
        beatable = [e for e in enemies_here
                    if _MEAN + self._bonus(view, k, ["red"]) + (e == view["prime"]) >= self.lib.enemy_card(e).defense - 0.5]
        if beatable and not by_verb.get("melee"):
            need = "red"
        elif view.get("task") and not by_verb.get("task"):
            need = view["task"]["colour"]
        if need is None:
            return None
        useful = {need, "purple", "stored"}
        for action in sorted(options, key=lambda a: a.use):  # type: ignore[attr-defined]
            if action.take == need and not set(action.use.split("+")) & useful:  # type: ignore[attr-defined]
                return action
        return None

    def _pick_entry_choice(self, view, pending, values) -> str:
        return values[self.rng.below(len(values))]

    # -- gain clarity (CO-TURN.4-7) ------------------------------------------------------

    def _clarity(self, view, legal) -> Action:
        clarity = view["sheets"][view["pending"]["seat"]]["clarity"]
        best = min(legal, key=lambda a: abs(a.count * _MEAN - (clarity + 1)))  # type: ignore[attr-defined]
        return best

    # -- perform actions ----------------------------------------------------------------------

    def _act(self, view, by_verb: dict[str, list[Action]], legal) -> Action:
        k = view["pending"]["seat"]
        if view["pending"]["kind"] == "entry_test":
            return max(legal, key=lambda a: len(a.use.split("+")))  # type: ignore[attr-defined]
        for verb in ("melee", "ranged"):
            options = by_verb.get(verb, [])
            if options:
                best = self._best_attack(view, options, k)
                if best is not None:
                    return best
        for verb in ("search", "task"):
            if by_verb.get(verb):
                return max(by_verb[verb], key=lambda a: len(a.use.split("+")))  # type: ignore[attr-defined]
        focus = self._focus(view, by_verb, k)
        if focus is not None:
            return focus
        tests = [a for a in by_verb.get("test", []) if a.key.startswith("status:") or a.key == "env"]
        for action in sorted(tests, key=lambda a: -len(a.use.split("+"))):
            if len(action.use.split("+")) * _MEAN + 1 >= self._test_target(view, action.key):
                return action
        travel = self._travel(view, by_verb.get("travel", []))
        if travel is not None:
            return travel
        if by_verb.get("use"):
            return by_verb["use"][0]
        if by_verb.get("ability"):
            return by_verb["ability"][0]
        move = self._move(view, by_verb.get("move", []), k)
        if move is not None:
            return move
        stored = view["sheets"][k]["stored"]
        if stored is None and by_verb.get("reserve"):
            return max(by_verb["reserve"], key=lambda a: _colour_rank(a.use))  # type: ignore[attr-defined]
        for action in by_verb.get("encourage", []):
            other = view["sheets"][action.sheet]  # type: ignore[attr-defined]
            if action.mode == "die" and other["stored"] is None:  # type: ignore[attr-defined]
                return action
        spare = [a for a in by_verb.get("equip", []) if a.use not in ("stored", "purple")]  # type: ignore[attr-defined]
        if spare and self._equip_helps(view, k):  # a die nothing else needs (never the stored one)
            return spare[0]
        return by_verb["end"][0]

    def _best_attack(self, view, options, k) -> Action | None:
        best, best_margin = None, -99.0
        for action in options:
            defense = self.lib.enemy_card(action.enemy).defense
            dice = action.use.split("+")
            expected = len(dice) * _MEAN + self._bonus(view, k, dice)
            margin = expected - defense
            prime = action.enemy == view["prime"]
            if prime:
                margin += 1
            if margin > best_margin:
                best, best_margin = action, margin
        return best if best_margin >= -0.5 else None

    def _bonus(self, view, k, dice) -> float:
        avatar = self.lib.AVATARS[view["sheets"][k]["avatars"][-1]]
        bonus = 0.0
        for mod in avatar.mods:
            if mod.kind == "die_bonus":
                bonus += mod.amount * sum(1 for d in dice if d == mod.colour)
        return bonus

    def _test_target(self, view, key: str) -> int:
        if key == "env":
            return self.lib.ENVIRONMENTS[view["environment"]].test_target
        return self.lib.STATUSES[key.split(":")[2]].removal_target

    def _travel(self, view, options) -> Action | None:
        home = self._suspect_home(view)
        for action in options:
            if self.lib.TOTEMS[action.totem].comazone == home and view["zone"] != home:
                return action
        return None

    def _move(self, view, options, k) -> Action | None:
        if not options:
            return None
        here = view["pos"][f"a:{k}"][0]
        if self._waiting_here(view, here):
            # Arrival triggers fire on moving, even within the space (CO-D.39).
            within = [a for a in options if a.space == here]
            if within:
                return min(within, key=lambda a: _colour_rank(a.use))
        goals = self._goals(view, k)
        if not goals:
            return None
        dist = self._distances(view["zone"], goals)
        best = min(options, key=lambda a: (dist.get(a.space, 99), _colour_rank(a.use)))
        if dist.get(best.space, 99) < dist.get(here, 99):
            return best
        return None

    def _waiting_here(self, view, space: str) -> bool:
        """Whether moving within `space` would read an entry: the inner child, an
        unread point of interest, an insight or objective token."""
        if view["pos"].get("child", [None])[0] == space:
            return True
        spec = next(s for s in self.lib.page_of(view["zone"]).space if s.id == space)
        if spec.poi and spec.poi not in view["explored"]:
            return True
        return bool({"insight", "objective"} & set(view["tokens"].get(space, [])))

    def _goals(self, view, k) -> set[str]:
        """Spaces worth reaching: the inner child, unread points of interest, insight
        and objective tokens, search tokens, and enemies to fight."""
        page = self.lib.page_of(view["zone"])
        goals = set()
        if "child" in view["pos"]:
            goals.add(view["pos"]["child"][0])
        for spec in page.space:
            if spec.poi and (spec.poi not in view["explored"]):
                goals.add(spec.id)
        for space, tokens in view["tokens"].items():
            if {"insight", "objective", "search"} & set(tokens):
                goals.add(space)
        if not goals:
            goals |= {view["pos"][e][0] for e in view["slots"] if e and e in view["pos"]}
        here = view["pos"][f"a:{k}"][0]
        goals.discard(here) if len(goals) > 1 else None
        return goals

    def _distances(self, zone: str, goals: set[str]) -> dict[str, int]:
        geo = self.lib.geometry_of(zone)
        seen = {g: 0 for g in goals if g in geo.move_edges}
        queue = deque(seen)
        while queue:
            here = queue.popleft()
            for there in geo.move_edges[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return seen

    def _suspect_home(self, view) -> str | None:
        """The Prime ID's home, once a clue points at it (CO-CLUE, CO-COMA.2)."""
        if view["prime"]:
            return self.lib.ENTITIES[view["prime"]].home
        if view["clues"]:
            code = self.lib.STORY.clues[view["clues"][0]].code
            entity = next(e for e in self.lib.STORY.entities if e.code == code and not e.extra_copy)
            return entity.home
        return None


def _colour_rank(token: str) -> int:
    """Which die to part with first: common colours before purple and the stored die."""
    return {"purple": 5, "stored": 6}.get(token, 0)
