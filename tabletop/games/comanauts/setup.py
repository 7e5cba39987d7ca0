"""A Comanauts session's set-up, the parts done by the box (CO-SETUP.1-11, 12a):
everything random or hidden, drawn from a seeded random source. What the players
decide (their starting avatars, 12b) the rules model asks them afterwards.
"""

from __future__ import annotations

import attrs

from tabletop.engine.rng import Rng

from .cards import Cards
from .dice import load_bag
from .steps import vital_signs_deck
from .story import Story

REVEALED_ENTITIES = 5  # CO-SETUP.6c
FACE_DOWN_AVATARS = 2  # CO-SETUP.12a


@attrs.define
class Dealt:
    bag: list[str]  # every die (CO-SETUP.2)
    vitals: list[str]  # the vital signs deck, last item on top (CO-SETUP.3)
    revealed: list[str]  # the 5 ID entities revealed (CO-SETUP.6c)
    nexus: list[str]  # their comazones, in a row (CO-SETUP.8)
    start: str  # the starting comazone (CO-SETUP.7b)
    totems: list[str]  # the totem deck (CO-SETUP.9)
    prime: str  # the Prime ID: hidden (CO-SETUP.10b)
    clue_deck: list[int]  # its 5 clue cards, shuffled, last on top: hidden (CO-SETUP.10c)
    id_stack: list[str]  # the other revealed entities: hidden (CO-SETUP.11)
    face_down: list[list[str]]  # 2 avatars under each sheet's slot, unseen (CO-SETUP.12a)
    default_statuses: list[str]  # each sheet's default status, face down (CO-SETUP.1)


def deal(story: Story, cards: Cards, sheets: int, rng: Rng, excluded: frozenset[str] = frozenset()) -> Dealt:
    """Steps 1-11 and 12a for `sheets` comanauts. `excluded` are ID entities that a
    campaign has retired (CO-SETUP.6b, CO-D.51)."""
    defaults = sorted((s for s in cards.statuses if s.default_for_sheet >= 0), key=lambda s: s.default_for_sheet)
    entities = [e.id for e in story.entities if not e.extra_copy and e.id not in excluded]  # 6a, 6b
    if len(entities) < REVEALED_ENTITIES:  # CO-D.51: the campaign is won; no session can be set up
        raise ValueError(f"only {len(entities)} ID entities are left without stickers; setup needs "
                         f"{REVEALED_ENTITIES} (the campaign is won)")
    rng.shuffle(entities)
    revealed = entities[:REVEALED_ENTITIES]  # 6c
    home = {e.id: e.home for e in story.entities}
    nexus = [home[e] for e in revealed]  # 7a, 8
    start = nexus[rng.below(len(nexus))]  # 7b
    totems = [t.id for t in story.totems if t.comazone in nexus]  # 9
    start_entity = next(e for e in revealed if home[e] == start)  # 10a
    others = [e for e in revealed if e != start_entity]
    rng.shuffle(others)
    prime = others.pop()  # 10b
    code = story.entity(prime).code
    clue_deck = story.clues_for(code)  # 10c
    rng.shuffle(clue_deck)
    id_stack = [*others, start_entity]  # 11
    rng.shuffle(id_stack)
    pool = [a.id for a in cards.avatars]
    rng.shuffle(pool)
    face_down = [pool[i * FACE_DOWN_AVATARS:(i + 1) * FACE_DOWN_AVATARS] for i in range(sheets)]  # 12a
    v = cards.vitals
    return Dealt(
        bag=list(load_bag()), vitals=vital_signs_deck(v.stable, v.critical, v.flatline, rng),
        revealed=revealed, nexus=nexus, start=start, totems=totems, prime=prime, clue_deck=clue_deck,
        id_stack=id_stack, face_down=face_down, default_statuses=[s.id for s in defaults[:sheets]],
    )


def choosable_avatars(cards: Cards, dealt: Dealt, taken: list[str]) -> list[str]:
    """CO-SETUP.12b, CO-D.21: a sheet chooses among the avatars nobody holds face
    down and nobody has chosen yet."""
    hidden = {a for pile in dealt.face_down for a in pile}
    return [a.id for a in cards.avatars if a.id not in hidden and a.id not in taken]
