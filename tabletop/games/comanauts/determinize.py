"""Build a full Comanauts state from a view, sampling what the box hides (CO-D.22).

Hidden from everyone: which revealed ID entity is the Prime ID (and so the clue
deck and the ID stack), the face-down avatars, and the order of the vital signs
deck. The Prime ID is drawn among the candidates the players could still suspect
(CO-COMA.2): revealed, not the starting comazone's, not met; a revealed clue names
it through its code, as the clue's story would to a careful reader.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from tabletop.engine.rng import Rng

from .library import CARDS, ENTITIES, STORY, ZONES
from .rules import ComanautsState


def determinize(view: Mapping[str, Any], rng: Rng) -> ComanautsState:
    n = view["seats"]
    state = ComanautsState(0, {"seats": n})
    data = {k: v for k, v in view.items() if k not in ("seat", "seats", "to_act", "game", "names")}
    start_entity = ZONES[view["start_zone"]].id_entity
    if view["prime"] is not None:
        prime = view["prime"]
    elif view["clues"]:
        prime = next(e.id for e in STORY.entities
                     if e.code == STORY.clues[view["clues"][0]].code and not e.extra_copy)
    else:
        candidates = [e for e in view["revealed"] if e != start_entity and e not in view["met"]]
        prime = candidates[rng.below(len(candidates))]
    data["prime"] = prime
    clue_deck = [c for c in STORY.clues_for(ENTITIES[prime].code) if c not in view["clues"]]
    rng.shuffle(clue_deck)
    data["clue_deck"] = clue_deck[:view["clue_deck"]]
    stack = [e for e in view["revealed"] if e != prime and e not in view["met"] and e not in view["entity_box"]]
    rng.shuffle(stack)
    data["id_stack"] = stack
    data["vitals"] = _vitals(view["vitals_seen"], view["vitals"], rng)
    data["bag"] = list(view["bag"])
    visible = set(view["avatar_box"]) | {a for s in view["sheets"] for a in s["avatars"]}
    hidden = [a.id for a in CARDS.avatars if a.id not in visible]
    rng.shuffle(hidden)
    sheets = []
    for sheet in view["sheets"]:
        sheet = dict(sheet)
        count = sheet.pop("face_down")
        sheet["avatars"] = list(sheet["avatars"]) + hidden[:count]
        hidden = hidden[count:]
        sheets.append(sheet)
    data["sheets"] = sheets
    if data["pending"] is not None:
        data["pending"] = {k: v for k, v in data["pending"].items() if k != "args"}  # the view's, not saved
    state._load_state_dict(data)
    state.rng = rng.fork()
    return state


def _vitals(seen: list[str], left: int, rng: Rng) -> list[str]:
    """The unseen vital signs cards in an order the set-up could have made: the
    bottom three are the Flatline and two stable cards (CO-SETUP.3, CO-D.42)."""
    v = CARDS.vitals
    top = Counter({"stable": v.stable - 2, "critical": v.critical})
    bottom = Counter({"flatline": 1, "stable": 2})
    top_size = sum(top.values())
    top.subtract(Counter(seen[:top_size]))
    bottom.subtract(Counter(seen[top_size:]))
    upper = [c for c, k in top.items() for _ in range(max(k, 0))]
    lower = [c for c, k in bottom.items() for _ in range(max(k, 0))]
    rng.shuffle(upper)
    rng.shuffle(lower)
    deck = lower + upper
    return deck[len(deck) - left:] if left < len(deck) else deck
