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
  to the cart), else the rooms of its actions and tokens, the opposing side, the
  front door.
- Questions: damage goes to the trait that has most to lose; a tile is turned the
  first legal way; a card's choice is its first option; the elevator stops nearest
  the side's goals. The traitor lets an event or a room or card text it may ignore
  (BH-TRAITOR.2-3, BH-D.47) affect it only when every outcome is a gain (gain, heal,
  draw a card); it ignores all else.
"""

from __future__ import annotations

import importlib
from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.rng import Rng

from .base import Bot

TRAITS = ("speed", "might", "sanity", "knowledge")


class BetrayalBot(Bot):
    name = "strong"

    def __init__(self, game: Game, seed: int, **_settings: Any) -> None:
        super().__init__(game, seed)
        self.rng = Rng(seed)
        self.rules = importlib.import_module(game.state_class.__module__)  # ROOMS, CARDS, HAUNTS

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("The Betrayal bot was asked to act with no legal action.")
        if len(legal) == 1:
            return legal[0]
        kind = view["pending"]["kind"]
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
            value = str(getattr(action, "value", ""))
            start, extra = (view["room"][view["seat"]], 0) if value == "stay" else (value.partition(":")[0], 1)
            distances = _distances(view, start)
            return extra + min((distances.get(g, 99) for g in goals), default=99)
        return min(legal, key=far)

    # -- a turn's choices -----------------------------------------------------------------------

    def _score(self, view, action: Action) -> float:
        verb = action.verb
        haunted = view.get("haunt") is not None
        if verb == "end":
            return 0.0
        if verb == "orders":  # its monsters go by Auto (BH-D.44)
            return -20.0
        if verb == "explore":
            return 5.0 if not haunted or self._missing(view) else 1.0
        if verb == "use":  # never a use whose cost could kill it
            return 2.0 if self._affordable(view, action.card) else -1.0
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
        seat = view["seat"]
        mine = view["traits"][seat][TRAITS.index("might")]
        if action.kind == "seat":
            theirs = view["traits"][action.who][TRAITS.index("might")]
        else:
            theirs = 3
        return 30.0 + (mine - theirs) * 3 if mine >= theirs - 1 else -1.0

    def _drop_wins(self, view, token: str) -> bool:
        """Whether its side wins by tokens of this kind lying in this room."""
        haunt = self.rules.HAUNTS[view["haunt"]["number"]]
        side = haunt.heroes if view["side"][view["seat"]] == "heroes" else haunt.traitor_side
        here = view["room"][view["seat"]]
        return any(c.kind == "tokens_in_room" and c.token == token and c.room == here for c in side.win)

    def _missing(self, view) -> bool:
        """Whether a room the side's haunt actions need is not in the house yet."""
        if view.get("haunt") is None:
            return False
        side = view["side"][view["seat"]]
        placed = _placed(view)
        return any(a.side == side and a.where.startswith("room:") and a.where[5:] not in placed
                   for a in self.rules.HAUNTS[view["haunt"]["number"]].actions)

    def _move_score(self, view, room: str) -> float:
        """Toward open doors before the haunt; toward the side's goals after it."""
        goals = self._goals(view)
        if not goals:
            return 0.5 + self.rng.below(10) / 100
        distances = _distances(view, room)
        best = min((distances.get(g, 99) for g in goals), default=99)
        here = _distances(view, view["room"][view["seat"]])
        now = min((here.get(g, 99) for g in goals), default=99)
        return 3.0 + (now - best) * 2.0 - best * 0.01

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
        winning = [c.room for c in mine.win if c.room in placed and (
            c.kind == "explorer_in_room" or (c.kind in ("tokens_in_room", "holder_in_room") and c.token in held))]
        winning += [a.where[5:] for a in haunt.actions if a.side == side and a.needs in held
                    and a.where.startswith("room:") and a.where[5:] in placed]
        if winning:  # it carries what wins (or scores) there, or standing there wins
            return winning
        rooms: list[str] = []
        if self._missing(view):  # the room the objective needs is still to be found: open the house
            rooms += [r for r in placed if _open_doors(view, r)]
        for action in haunt.actions:
            if action.side == side and action.where.startswith("room:") and action.where[5:] in placed:
                rooms.append(action.where[5:])
            if action.side == side and action.where.startswith("token:"):
                rooms += [r for r, kinds in view["tokens"].items() if action.where[6:] in kinds]
        carried = {t.id for t in haunt.tokens if t.carried}
        rooms += [r for r, kinds in view["tokens"].items() if carried & set(kinds)]
        if side == "heroes" and view["front_door"]:
            rooms.append("entrance_hall")
        rooms += [view["room"][s] for s in range(view["seats"]) if view["alive"][s] and view["side"][s] != side
                  and s not in view["exited"]]
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


def _distances(view, start: str) -> dict[str, int]:
    from tabletop.games.house.geometry import House

    house = House.from_data(view["house"])
    return house.distances(start)
