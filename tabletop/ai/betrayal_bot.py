"""The Betrayal bot (both Betrayals: it reads the content of the game it plays, from its
rules module's ROOMS, CARDS and HAUNTS): an explorer before the haunt, then a hero or a traitor who
pursues its own side's objectives as the haunt's data states them. It reads its
view and its own side of the haunt (the other side's data stays unread, as a
player who never opens the other book).

- Exploring: open the house (a door leads somewhere new), head for open doors,
  use items and room rolls when they cannot hurt, end the turn when stuck.
- Haunted: take the haunt's actions that are offered (they are the objectives),
  pick up the haunt's tokens, leave by the front door when that wins, attack when
  it may win the roll, and otherwise walk toward what the side's goal names: first
  the room where what it carries wins or scores (the deeds to the Front Steps, a cask
  to the cart), else the rooms of its actions and tokens, a monster carrying tokens
  that it likely beats (struck, it drops them), the opposing side, the front door.
- Monsters (BH-D.44): the traitor's player gives its monsters orders by hand, one at
  a time. Each monster goes where its turn is worth most: an attack on the hero it
  most likely kills or hurts (worth more on a hero who carries the haunt's tokens or
  stands near its side's work, house_outlook.threat), the loose tokens a carrying
  monster can take, the room its haunt names; a killable monster weighs the heroes'
  blows against it and stays out of their reach once it has struck, and so does a
  monster carrying tokens (a blow makes it drop them); an unkillable one strikes
  whenever it may hurt (stunned, it is only up again a turn later); a monster with no
  way on foot to anything goes by Auto (which rides the elevator). With nothing left
  worth an order, "done".
- Questions: damage goes to the trait that has most to lose; a tile is turned the
  first legal way; a card's choice is its first option; the elevator stops nearest
  the side's goals. The traitor lets an event or a room or card text it may ignore
  (BH-TRAITOR.2-3, BH-D.47) affect it only when every outcome is a gain (gain, heal,
  draw a card); it ignores all else. A winning attack steals a token when that
  matters more than the damage (the lamp, a page, the key); the rest of a drop or
  pick-up (drop_more, pick_more) lets go only of what wins where it falls and takes
  all else; a secret room is the one farthest from the heroes; a traitor whose figure
  is gone still turns its monsters over to orders on its side turn.
- Secrets (BH-D.42): a hero whose side's rule needs a hero in a room the other side
  chose in secret searches the rooms it may be, nearest first, and remembers the
  ones where a hero ended a turn without it being found.

Every decision is a few breadth-first searches over the house and exact dice odds:
well inside the `think_ms` budget, and the same for a seed.
"""

from __future__ import annotations

import importlib
from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.games.house import choices

from . import house_outlook as outlook
from .base import Bot

TRAITS = ("speed", "might", "sanity", "knowledge")


class BetrayalBot(Bot):
    name = "strong"

    def __init__(self, game: Game, seed: int, **_settings: Any) -> None:
        super().__init__(game, seed)
        self.rules = importlib.import_module(game.state_class.__module__)  # ROOMS, CARDS, HAUNTS
        self._searched: dict[str, set[str]] = {}  # secret -> rooms a hero ended a turn in, unfound
        self._haunt_key: tuple | None = None
        self._house: tuple[Any, Any] | None = None  # (the view it was built from, the House)
        self._far: dict[str, dict[str, int]] = {}
        self._acted: tuple[Any, dict[str, int]] = (None, {})  # (the turn, its haunt actions used)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("The Betrayal bot was asked to act with no legal action.")
        self._far = {}
        self._remember(view)
        choice = self._choose(view, legal)
        if choice.verb == "end":
            self._ended_turn(view)
        if choice.verb == "act":
            used = self._used(view)
            used[choice.action] = used.get(choice.action, 0) + 1
        return choice

    def _choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = view["pending"]["kind"]
        if kind == "monsters":
            return self._order(view, legal)
        if kind == "secret":
            return self._secret(view, legal)
        if kind == "steal":
            return self._steal(view, legal)
        if kind in ("drop_more", "pick_more"):
            return self._more(view, legal, kind)
        if kind == "damage":
            return self._split(view, legal)
        if kind in ("affect", "apply"):  # the traitor takes only a pure gain (BH-TRAITOR.2-3, BH-D.47)
            wanted = "yes" if _pure_gain(view["pending"], self.rules) else "no"
            return next((a for a in legal if getattr(a, "value", None) == wanted), legal[0])
        if kind == "elevator":
            return self._lift(view, legal)
        if kind != "explore":
            return legal[0]
        scored = [(self._score(view, a), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        ties = [i for s, i in scored if s >= best - 1e-9]
        return legal[ties[self.rng.below(len(ties))]]

    def _used(self, view) -> dict[str, int]:
        """The haunt actions this explorer has done this turn (by its own choices)."""
        turn = (view["turn"], view["seat"])
        if self._acted[0] != turn:
            self._acted = (turn, {})
        return self._acted[1]

    def _split(self, view, legal: Sequence[Action]) -> Action:
        """Take the damage from the traits that stand highest."""
        seat = view["seat"]
        traits = view["pending"]["traits"]
        values = [view["traits"][seat][TRAITS.index(t)] for t in traits]

        def after(action) -> tuple:
            parts = [int(n) for n in action.value.split("-")]
            left = [v - p for v, p in zip(values, parts)]
            return (min(left), sum(left))
        return max(legal, key=after)

    def _lift(self, view, legal: Sequence[Action]) -> Action:
        """The elevator's stop nearest the side's goals (the traitor is offered every
        floor, BH-D.20); with no goals, or a tie, the first offered (staying put)."""
        goals = self._goals(view)
        if not goals:
            return legal[0]

        def far(action) -> int:
            match choices.doorway(str(getattr(action, "value", ""))):
                case choices.Doorway(room=room):
                    start, extra = room, 1
                case _:  # "stay"
                    start, extra = view["room"][view["seat"]], 0
            distances = self._house_of(view).distances(start)
            return extra + min((distances.get(g, 99) for g in goals), default=99)
        return min(legal, key=far)

    # -- a turn's choices -----------------------------------------------------------------------

    def _score(self, view, action: Action) -> float:
        verb = action.verb
        haunted = view.get("haunt") is not None
        if verb == "end":
            return 0.0
        if verb == "orders":  # its monsters go by its orders, not Auto (BH-D.44)
            return 70.0 if action.mode == "hand" else -20.0
        if verb == "hand":  # a haunt token is kept: never handed to the other side
            return self._give_score(view, action)
        if verb == "explore":
            if haunted and self._searching_here(view):
                return -1.0
            return 5.0 if not haunted or self._missing(view) else 1.0
        if verb == "use":  # never a use whose cost could kill it
            return 2.0 if self._affordable(view, action.card) else -1.0
        if verb == "cross":  # a barrier's roll, once a turn, costs nothing but the try (BH-SPECIAL.16-19)
            return 2.5 if haunted and self._goals(view) else 0.3
        if verb == "attempt":
            return 0.5 if not haunted else 0.2
        if verb == "act":
            return 50.0
        if verb == "take":  # not from where its side wins by them lying there
            return -10.0 if self._drop_wins(view, action.token) else 40.0
        if verb == "leave":
            return 60.0 if view["side"][view["seat"]] == "heroes" else -5.0
        if verb == "put" and self._drop_wins(view, action.token):
            return 55.0
        if verb in ("put", "discard", "give", "drop"):  # keep what it carries; no jumping through floors
            return -10.0
        if verb == "pick":
            return 3.0
        if verb == "attack":
            return self._attack_score(view, action)
        if verb == "move":
            return self._move_score(view, action.room)
        return 0.0

    def _affordable(self, view, card: str) -> bool:
        """Whether every loss the card's use may cost (its worst roll band included)
        leaves each trait it touches two steps above the skull, so one more blow cannot kill."""
        data = self.rules.CARDS.get(card)
        clips = view["clips"][view["seat"]]
        for leaf in _leaves(getattr(data, "use", ()) if data is not None else ()):
            if leaf.op == "lose" and leaf.trait:
                traits = (leaf.trait,)
            elif leaf.op == "damage":
                traits = {"physical": ("speed", "might"), "mental": ("sanity", "knowledge")}.get(leaf.kind, TRAITS)
            else:
                continue
            if min(clips[TRAITS.index(t)] for t in traits) - leaf.amount < 2:
                return False
        return True

    def _attack_score(self, view, action) -> float:
        """An attack worth making: its odds with the trait it uses (and a weapon of that
        trait), and what a win is worth to the side (the traitor dead wins; a killable
        monster gone is one fewer, or the last; every won attack may score)."""
        seat = view["seat"]
        trait = getattr(action, "trait", "might") or "might"
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        mine_side = view["side"][seat]
        spec = haunt.heroes if mine_side == "heroes" else haunt.traitor_side
        dice = view["traits"][seat][TRAITS.index(trait)] + self._weapon_bonus(view, seat, trait)
        worth = 1.0
        if action.kind == "seat":
            theirs = view["traits"][action.who][TRAITS.index(trait)]
            lethal = _lethal(view, action.who, trait)
            if any(c.kind == "traitor_dead" for c in spec.win) and view["side"][action.who] == "traitor" \
                    and action.who == view["haunt"]["traitor"]:
                worth += 4.0 * _beat(dice, theirs, lethal)
            worth += 1.5 * len(view["carried"][action.who])  # a steal may take what it carries
        else:
            monster = view["monsters"][action.who]
            kind = next(m for m in haunt.monsters if m.id == monster["kind"])
            theirs = getattr(kind, trait)
            if kind.killable:
                worth += 1.0 + (2.0 if any(c.kind == "monsters_dead" for c in spec.win) else 0.0)
            if monster["stunned"]:
                worth -= 0.5  # a stunned monster is no threat this round
            worth += 1.5 * len(monster["carried"])  # hurt, it drops what it carries (BH-MONSTER.15)
        if any(r.trigger == "attack_won" and r.side == mine_side for r in haunt.rules):
            worth += 2.0  # a won attack scores (a touch, a wound)
        win, lose = _beat(dice, theirs, 1), _beat(theirs, dice, 1)
        if win < 0.3 or win < lose - 0.05:
            return -1.0
        return 28.0 + 12.0 * (win - lose) * worth

    def _drop_wins(self, view, token: str) -> bool:
        """Whether its side wins by tokens of this kind lying in this room."""
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        side = haunt.heroes if view["side"][view["seat"]] == "heroes" else haunt.traitor_side
        here = view["room"][view["seat"]]
        return any(c.kind == "tokens_in_room" and c.token == token and c.room.kind == "room"
                   and c.room.name == here for c in side.win)

    def _missing(self, view) -> bool:
        """Whether a room the side's haunt actions need is not in the house yet."""
        if view.get("haunt") is None:
            return False
        side = view["side"][view["seat"]]
        placed = _placed(view)
        return any(a.side == side and a.where.kind == "room" and a.where.name not in placed
                   for a in self.rules.HAUNTS[view["haunt"]["number"]].actions)

    def _move_score(self, view, room: str) -> float:
        """Toward open doors before the haunt; toward the side's goals after it, ending
        the turn rather than pacing; a traitor whose life matters keeps clear of heroes
        who would likely beat it."""
        goals = self._goals(view)
        danger = self._danger(view, room) if self._exposed(view) else 0.0
        if self._searching_here(view):
            return -1.0  # a room to search is searched by ending the turn in it (BH-D.42)
        if not goals:
            return 0.5 + self.rng.below(10) / 100 - danger
        distances = self._house_of(view).distances(room)
        best = min((distances.get(g, 99) for g in goals), default=99)
        here = self._house_of(view).distances(view["room"][view["seat"]])
        now = min((here.get(g, 99) for g in goals), default=99)
        if best >= now and view.get("haunt") is not None:  # no nearer: rather end the turn than pace
            return -0.5 - danger
        return 3.0 + (now - best) * 2.0 - best * 0.01 - danger

    def _searching_here(self, view) -> bool:
        """It stands in a room chosen in secret that its side searches by ending a turn there."""
        return view.get("haunt") is not None and view["room"][view["seat"]] in self._secret_rooms(
            view, self.rules.HAUNTS[view["haunt"]["number"]], view["side"][view["seat"]])

    def _has_work(self, view) -> bool:
        """A traitor whose side wins by actions of its own (a count it raises: trace,
        chant, teach, tear): its life is worth more than a blow at a hero."""
        if view.get("haunt") is None or view["side"][view["seat"]] != "traitor":
            return False
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        counted = {c.counter for c in haunt.traitor_side.win if c.kind == "counter_at_least"}
        return any(e.op == "counter" and e.counter in counted
                   for a in haunt.actions if a.side == "traitor" for e in a.success)

    def _exposed(self, view) -> bool:
        """A traitor whose life matters: its monsters stop when it dies (BH-D.43), or it
        wins by a count of its own; it weighs the heroes' blows before it moves."""
        if view.get("haunt") is None or view["side"][view["seat"]] != "traitor":
            return False
        return not self.rules.HAUNTS[view["haunt"]["number"]].monsters_outlive_traitor or self._has_work(view)

    def _danger(self, view, room: str) -> float:
        """How likely the heroes who could step into `room` next are to beat this explorer
        in Might there (each counted by its odds; nearer counts more)."""
        seat = view["seat"]
        mine = view["traits"][seat][TRAITS.index("might")]
        house = self._house_of(view)
        total = 0.0
        for s in range(view["seats"]):
            if not view["alive"][s] or view["side"][s] == view["side"][seat] or s in view["exited"]:
                continue
            gap = house.distances(view["room"][s]).get(room, 99)
            if gap <= max(1, view["traits"][s][0]):
                odds = _beat(view["traits"][s][TRAITS.index("might")], mine, 1)
                total += odds * (4.0 if gap == 0 else 2.5)
        return total

    def _goals(self, view) -> list[str]:
        seat = view["seat"]
        if view.get("haunt") is None:
            if "explorable" in view:  # the doors a discovery can go through now
                return sorted({door.split(":")[0] for door in view["explorable"]})
            placed = {p[0]: p for p in view["house"]["placed"]}
            return [r for r in placed if _open_doors(view, r)]
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        side = view["side"][seat]
        placed = {p[0] for p in view["house"]["placed"]}
        mine = haunt.heroes if side == "heroes" else haunt.traitor_side
        held = set(view["carried"][seat])
        winning = [c.room.name for c in mine.win if c.room.kind == "room" and c.room.name in placed and (
            c.kind == "explorer_in_room" or (c.kind in ("tokens_in_room", "holder_in_room") and c.token in held))]
        winning += [a.where.name for a in haunt.actions if a.side == side and a.needs in held
                    and a.where.kind == "room" and a.where.name in placed]
        if winning:  # it carries what wins (or scores) there, or standing there wins
            return winning
        hidden = self._secret_rooms(view, haunt, side)
        if hidden:  # a room chosen in secret to search (BH-D.42)
            return hidden
        rooms: list[str] = []
        if self._missing(view):  # the room the objective needs is still to be found: open the house
            rooms += [r for r in placed if _open_doors(view, r)]
        used = self._used(view)
        for action in haunt.actions:
            if action.needs and action.needs not in held:
                continue  # its room is no goal without the token it needs: fetch that first (below)
            if used.get(action.id, 0) >= action.per_turn:
                continue  # done for this turn: go where the side has other work, not stand by
            if action.side == side and action.where.kind == "room" and action.where.name in placed:
                rooms.append(action.where.name)
            if action.side == side and action.where.kind == "token":
                rooms += [r for r, kinds in view["tokens"].items() if action.where.name in kinds]
        carried = {t.id for t in haunt.tokens if t.carried}
        rooms += [r for r, kinds in view["tokens"].items() if carried & set(kinds)]
        if side == "heroes":  # a carrier it may well beat: a blow makes it drop what it carries (BH-MONSTER.15)
            rooms += [m["room"] for m in view.get("monsters") or [] if m["alive"] and m["carried"]
                      and self._beats(view, next(k for k in haunt.monsters if k.id == m["kind"]))]
        if side == "heroes" and view["front_door"]:
            rooms.append("entrance_hall")
        if not self._has_work(view):  # a traitor with work of its own does not go hunting
            rooms += [view["room"][s] for s in range(view["seats"]) if view["alive"][s] and view["side"][s] != side
                      and s not in view["exited"]]
        if side == "heroes" and any(c.kind in ("monsters_dead", "traitor_side_dead") for c in mine.win):
            rooms += [m["room"] for m in view.get("monsters") or [] if m["alive"]]  # to destroy them all
        return rooms

    def _beats(self, view, kind) -> bool:
        """Whether this explorer's attack (Might and its best weapon) on a monster of this
        kind is likelier won than lost."""
        seat = view["seat"]
        dice = view["traits"][seat][TRAITS.index("might")] + self._weapon_bonus(view, seat, "might")
        return _beat(dice, kind.might, 1) > _beat(kind.might, dice, 1)

    def _weapon_bonus(self, view, seat: int, trait: str) -> int:
        bonus = 0
        for card in view["hand"][seat]:
            data = self.rules.CARDS.get(card)
            weapon = getattr(data, "weapon", None)
            if weapon is not None and weapon.trait == trait:
                bonus = max(bonus, weapon.bonus)
        return bonus

    def _give_score(self, view, action) -> float:
        """A haunt token stays with its carrier: handing it to the other side loses it,
        and to an ally only spends the turn's one gift."""
        seat = view["seat"]
        if view["side"][action.to] != view["side"][seat]:
            return -30.0
        return -10.0

    # -- the house, as the view shows it ------------------------------------------------------------

    def _house_of(self, view):
        if self._house is None or self._house[0] is not view:
            from tabletop.games.house.geometry import House

            self._house = (view, House.from_data(view["house"]))
            self._far = {}
        return self._house[1]

    def _walk(self, view, start: str, blocked: frozenset = frozenset()) -> dict[str, int]:
        """Spaces from `start` for a monster: through doors and stairs, not into a room a
        blocking token holds; the Coal Chute leads on to the landing below (BH-D.21)."""
        key = start + "|" + ",".join(sorted(blocked))
        if key in self._far:
            return self._far[key]
        house = self._house_of(view)
        below = getattr(getattr(self.rules, "RULES", None), "landing_below", None)
        found = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for room in frontier:
                for other in house.adjacent(room):
                    if other in blocked:
                        continue
                    data = self.rules.ROOMS.get(other)
                    if below and data is not None and getattr(data, "special", "") == "coal_chute":
                        other = below
                    if other not in found:
                        found[other] = found[room] + 1
                        nxt.append(other)
            frontier = nxt
        self._far[key] = found
        return found

    # -- monsters, by hand (BH-D.44) -------------------------------------------------------------------

    def _order(self, view, legal: Sequence[Action]) -> Action:
        """One order: the monster whose best plan is worth most acts on it (an attack
        where it stands, or the next step toward the room its plan picked); a monster
        that cannot reach anything on foot goes by Auto; with nothing left worth
        doing, "done" (BH-D.44-45)."""
        offered = {str(getattr(a, "value", "")): a for a in legal}
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        state = view["haunt"]
        moves = state.get("monster_moves") or {}
        attacked = set(state.get("monster_attacked") or [])
        blocked = frozenset(r for r, kinds in view["tokens"].items()
                            if any(t.blocks and t.id in kinds for t in haunt.tokens))
        best: tuple[float, str] | None = None
        for key, left in sorted(moves.items(), key=lambda kv: int(kv[0])):
            k = int(key)
            if f"auto:{k}" not in offered:
                continue
            monster = view["monsters"][k]
            spec = next(m for m in haunt.monsters if m.id == monster["kind"])
            here = monster["room"]
            far = self._walk(view, here, blocked)
            can_attack = key not in attacked
            reach = [r for r, d in far.items() if d <= (left or 0)]
            plans = [(self._room_worth(view, haunt, k, spec, r, can_attack) - 0.01 * far[r], r) for r in reach]
            value, room = max(plans, key=lambda p: (p[0], p[1] == here))
            strike = self._best_strike(view, k, spec, here) if can_attack else None
            if strike is not None and strike[0] > 0.0 and f"attack:{k}:{strike[1]}" in offered \
                    and (room == here or strike[0] >= 0.8 * value):
                choice = (strike[0] + 1.0, f"attack:{k}:{strike[1]}")  # strike first, then go on
            elif room != here:
                step = self._step_toward(view, here, room, k, offered, blocked)
                if step is None:
                    continue
                choice = (value, step)
            elif self._stranded(view, haunt, k, spec, far) and left:
                choice = (0.1, f"auto:{k}")
            else:
                continue
            if best is None or choice[0] > best[0]:
                best = choice
        if best is None:
            return offered.get("done", legal[0])
        return offered[best[1]]

    def _step_toward(self, view, here: str, room: str, k: int, offered, blocked) -> str | None:
        """The move order one step along a shortest way from `here` to `room`."""
        goal = self._walk(view, room, blocked)
        steps = {o: move.room for o in offered
                 if isinstance(move := choices.order(o), choices.MonsterMove) and move.monster == k}
        below = getattr(getattr(self.rules, "RULES", None), "landing_below", "")

        def left_after(order: str) -> int:
            to = steps[order]
            data = self.rules.ROOMS.get(to)
            if data is not None and getattr(data, "special", "") == "coal_chute":
                to = below
            return goal.get(to, 99)
        now = goal.get(here, 99)
        better = [o for o in steps if left_after(o) < now]
        return min(better, key=lambda o: (left_after(o), o)) if better else None

    def _stranded(self, view, haunt, k: int, spec, far: dict[str, int]) -> bool:
        """No hero can be reached on foot (another floor with no stairs found yet): Auto
        may still ride the elevator there."""
        heroes = [view["room"][s] for s in range(view["seats"]) if view["alive"][s]
                  and view["side"][s] == "heroes" and s not in view["exited"]]
        return bool(heroes) and not any(r in far for r in heroes)

    def _best_strike(self, view, k: int, spec, room: str) -> tuple[float, int] | None:
        """The hero this monster's attack is worth most against, from `room` (in the room,
        or down a line of sight for a ranged monster)."""
        reach = {room}
        if spec.ranged:
            reach |= set(self._house_of(view).line_of_sight(room))
        best = None
        for s in range(view["seats"]):
            if not view["alive"][s] or view["side"][s] != "heroes" or s in view["exited"] \
                    or view["room"][s] not in reach:
                continue
            worth = self._strike_worth(view, spec, s, view["room"][s] == room)
            if best is None or worth > best[0]:
                best = (worth, s)
        return best

    def _strike_worth(self, view, spec, hero: int, close: bool) -> float:
        """A monster's attack on `hero`: the odds it kills (worth most), the damage it may
        do, a hero who advances its side more (by the tokens it carries, its nearness to its
        side's work: `outlook.threat`) worth more; less, for a killable monster, the odds
        it loses in the hero's room and is gone."""
        trait = spec.attack
        mine = getattr(spec, trait)
        theirs = view["traits"][hero][TRAITS.index(trait)]
        lethal = _lethal(view, hero, trait)
        kill = _beat(mine, theirs, lethal)
        hurt = sum(_beat(mine, theirs, d) for d in range(1, lethal))  # expected damage below lethal
        value = 1.0 + outlook.threat(view, self.rules.HAUNTS[view["haunt"]["number"]], hero,
                                     lambda room: self._walk(view, room))
        # a killable monster that loses in the hero's room is gone; another is only stunned,
        # which the bot's games show costs less than any blow it may land
        loss = _beat(theirs, mine, 1) if close and spec.killable else 0.0
        return value * (5.0 * kill + 0.8 * hurt) - 3.0 * loss

    def _room_worth(self, view, haunt, k: int, spec, room: str, can_attack: bool) -> float:
        """What ending this monster's move in `room` is worth: its best attack from there,
        loose tokens it can carry off, the room its haunt sends it to; for a killable
        monster or one carrying tokens, the heroes who could strike it there; else
        nearness to the heroes."""
        worth = 0.0
        if can_attack:
            strike = self._best_strike(view, k, spec, room)
            if strike is not None:
                worth += max(0.0, strike[0])
        lying = view["tokens"].get(room, [])
        carried = {t.id for t in haunt.tokens if t.carried}
        if spec.carries:
            worth += 3.0 * sum(1 for t in lying if t in carried)
        if spec.target.kind == "room" and room == spec.target.name:
            worth += 1.0
        if spec.target.kind == "token" and spec.target.name in lying:
            worth += 1.0
        heroes = [s for s in range(view["seats"]) if view["alive"][s] and view["side"][s] == "heroes"
                  and s not in view["exited"]]
        gap = {s: self._walk(view, view["room"][s]).get(room, 30) for s in heroes}  # each hero's way here
        nearest = min(gap.values(), default=30)
        holding = bool(view["monsters"][k]["carried"])
        if spec.killable or holding:  # the heroes' blows next turn: the nearer, the surer
            trait = spec.attack if getattr(spec, "might", 0) == 0 else "might"
            defence = getattr(spec, trait)
            danger = 0.0
            for s in heroes:
                speed = max(1, view["traits"][s][0])
                if gap[s] <= speed:
                    danger += _beat(view["traits"][s][TRAITS.index(trait)], defence, 1) * (1 - gap[s] / (speed + 2))
            if can_attack and not holding:
                worth -= 0.5 * danger + 0.05 * nearest
            else:  # it has struck, or carries what a blow would make it drop: away from them
                worth -= 1.5 * danger - 0.02 * nearest
        else:
            here = sum(1 for s in heroes if view["room"][s] == room)
            worth += 0.3 * here - 0.1 * nearest  # in their way (BH-SLOW), or close for next turn
        return worth

    # -- the other questions ---------------------------------------------------------------------------

    def _secret(self, view, legal: Sequence[Action]) -> Action:
        """A room chosen in secret (BH-D.42): the one the heroes are farthest from (by the
        sum of their distances, the nearest counting most)."""
        seat = view["seat"]
        mine = view["side"][seat]
        others = [view["room"][s] for s in range(view["seats"]) if view["alive"][s]
                  and view["side"][s] != mine and s not in view["exited"]]

        def far(action) -> tuple:
            room = str(action.value)
            walk = self._walk(view, room)
            gaps = sorted(walk.get(r, 30) for r in others) or [0]
            return (gaps[0], sum(gaps), room)
        return max(legal, key=far)

    def _steal(self, view, legal: Sequence[Action]) -> Action:
        """Steal instead of hurting (BH-SPATK.4) when the token matters: one its side wins
        by holding (the lamp, pages), one the other side needs; else hurt, above all when
        the damage may kill."""
        seat = view["seat"]
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        side = view["side"][seat]
        spec = haunt.heroes if side == "heroes" else haunt.traitor_side
        wins = {c.token for c in spec.win if c.token}
        needs = {a.needs for a in haunt.actions if a.side == side and a.needs}

        step = (view["pending"] or {}).get("step") or []
        target = (view["pending"] or {}).get("target")
        amount = step[3] if len(step) > 3 and isinstance(step[3], int) else 0
        deadly = target is not None and amount >= _lethal(view, target, "might") \
            and (any(c.kind == "heroes_dead" for c in spec.win) or target == view["haunt"]["traitor"]
                 and any(c.kind == "traitor_dead" for c in spec.win))

        def worth(action) -> float:
            value = str(action.value)
            if value == "hurt":
                return 20.0 if deadly else 1.0
            what, _, thing = value.partition(":")
            if what == "steal":
                return 10.0 if thing in wins else 6.0 if thing in needs else 4.0
            data = self.rules.CARDS.get(thing)
            return 2.0 if getattr(data, "weapon", None) is not None else 0.5
        return max(legal, key=lambda a: (worth(a), str(a.value)))

    def _more(self, view, legal: Sequence[Action], kind: str) -> Action:
        """The rest of the turn's drop or pick-up (BH-ITEM.4-5): drop more only of what
        wins where it lies; pick up everything else there is."""
        for action in legal:
            match choices.carried(str(getattr(action, "value", ""))):
                case choices.HauntToken(token=token):
                    wins_here = self._drop_wins(view, token)
                case choices.ItemCard():
                    wins_here = False
                case _:  # "done"
                    continue
            if (kind == "drop_more") == wins_here:
                return action
        return next((a for a in legal if str(getattr(a, "value", "")) == "done"), legal[0])

    # -- searching a room chosen in secret (BH-D.42) -----------------------------------------------------

    def _remember(self, view) -> None:
        """Note the rooms of a secret where a hero has ended a turn and nothing was found:
        the heroes who already took their turn this round stand where they ended it."""
        haunt = view.get("haunt")
        if haunt is None:
            return
        key = (haunt.get("number"), haunt.get("traitor"), haunt.get("revealer"))
        if key != self._haunt_key:
            self._haunt_key, self._searched = key, {}
        if view["side"][view["seat"]] != "heroes" or not view.get("secrets"):
            return
        traitor, n = haunt["traitor"], view["seats"]
        order = [(traitor + k) % n for k in range(1, n)]
        active = view["active"]
        done = order[:order.index(active)] if active in order else order
        if haunt.get("round", 0) > 1:
            done = order
        for ident, secret in view["secrets"].items():
            if secret.get("value") is None:
                for s in done:
                    if s != active and view["alive"][s] and view["side"][s] == "heroes" \
                            and view["room"][s] in secret.get("options", []):
                        self._searched.setdefault(ident, set()).add(view["room"][s])

    def _ended_turn(self, view) -> None:
        if view.get("haunt") is None or view["side"][view["seat"]] != "heroes":
            return
        for ident, secret in (view.get("secrets") or {}).items():
            if secret.get("value") is None and view["room"][view["seat"]] in secret.get("options", []):
                self._searched.setdefault(ident, set()).add(view["room"][view["seat"]])

    def _secret_rooms(self, view, haunt, side: str) -> list[str]:
        """The rooms still to search: a rule of its side needs one of its explorers in a
        room the other side chose in secret, while that rule's counters still allow it."""
        rooms: list[str] = []
        for rule in haunt.rules:
            if rule.side != side:
                continue
            wanted = [c.room.name for c in rule.conditions if c.room.kind == "secret"]
            if not wanted or not all(view["counters"].get(c.counter, c.value.at(view["seats"])) >= c.value.at(view["seats"])
                                     for c in rule.conditions if c.kind == "counter_at_least"):
                continue
            for ident in wanted:
                secret = (view.get("secrets") or {}).get(ident)
                if secret is None:
                    continue
                if secret.get("value") is not None:
                    rooms.append(secret["value"])
                else:
                    rooms += [r for r in secret.get("options", []) if r not in self._searched.get(ident, set())]
        return rooms


GAINS = ("gain", "heal", "draw")  # leaves that only help whoever they happen to


def _pure_gain(pending: Mapping[str, Any], rules) -> bool:
    """Whether the room's or card's text the traitor is asked about can only help it:
    every outcome (of every roll band and choice) gains, heals or draws a card. The
    traitor bot ignores everything else it may ignore: no move, no lost turn."""
    kind, _, ident = str(pending.get("source", "")).partition(":")
    data = rules.ROOMS.get(ident) if kind == "room" else rules.CARDS.get(ident)
    steps = getattr(data, str(pending.get("part", "")), ()) if data is not None else ()
    if pending.get("damaging") or not steps:
        return False
    return all(leaf.op in GAINS for leaf in _leaves(steps))


def _leaves(steps) -> list:
    """The operations a text's steps may end in: every roll band's and every choice's."""
    leaves = []
    for step in steps:
        if step.op == "roll":
            leaves += [leaf for band in step.bands for leaf in band.steps]
        elif step.op == "choose":
            leaves += [leaf for option in step.options for leaf in option.steps]
        else:
            leaves.append(step)
    return leaves


def _placed(view) -> set[str]:
    return {p[0] for p in view["house"]["placed"]}


def _open_doors(view, room: str) -> bool:
    placed = {p[0]: p for p in view["house"]["placed"]}
    floor, x, y, _q, doors = placed[room][1:]
    cells = {(p[1], p[2], p[3]) for p in view["house"]["placed"]}
    step = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
    return any((floor, x + step[d][0], y + step[d][1]) not in cells for d in doors)


_SUMS: dict[int, list[float]] = {}


def _sums(dice: int) -> list[float]:
    """The chance of each total of `dice` dice with faces 0, 0, 1, 1, 2, 2 (BH-D.8)."""
    dice = max(0, min(8, dice))
    if dice not in _SUMS:
        odds = [1.0]
        for _ in range(dice):
            nxt = [0.0] * (len(odds) + 2)
            for total, p in enumerate(odds):
                for face in (0, 1, 2):
                    nxt[total + face] += p / 3
            odds = nxt
        _SUMS[dice] = odds
    return _SUMS[dice]


def _beat(mine: int, theirs: int, by: int) -> float:
    """The chance that `mine` dice roll at least `by` more than `theirs` dice."""
    a, b = _sums(mine), _sums(theirs)
    return sum(pa * pb for x, pa in enumerate(a) for y, pb in enumerate(b) if x - y >= by)


def _lethal(view, seat: int, trait: str) -> int:
    """The damage that kills `seat` in an attack with `trait`: enough to bring one of the
    two traits it falls on to the skull however it is split (BH-ATTACK.6-7, BH-D.11)."""
    pair = ("sanity", "knowledge") if trait in ("sanity", "knowledge") else ("speed", "might")
    clips = view["clips"][seat]
    return max(1, sum(clips[TRAITS.index(t)] for t in pair) - 1)
