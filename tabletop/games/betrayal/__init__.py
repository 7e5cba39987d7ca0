"""Betrayal at House on the Hill: 3-6 explorers build a haunted house room by room
until a haunt turns one of them against the others (../shared/rules/betrayal.md)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games import Declaration

from tabletop.games.house.actions import KINDS, REVEALS
from tabletop.games.house.haunt import haunt_texts
from tabletop.games.house.view import HouseView

from .determinize import determinize
from .options import BetrayalOptions
from .rules import CONTENT, HAUNTS, BetrayalState


GAME = Game(
    name="betrayal",
    title="Betrayal at House on the Hill",
    description="Explore a house that builds itself, until a haunt turns one of you against the rest.",
    min_seats=3,  # BH-D.1
    max_seats=6,
    state_class=BetrayalState,
    action_kinds=KINDS,
    options_class=BetrayalOptions,
    determinize=determinize,
    view_type=HouseView,
    reveals=REVEALS,
    once_per_seat=frozenset({"explorer_died"}),  # BH-D.48: the dead stay dead
    # BH-D.42: the board, the cards held and the rolls are public; only a side's haunt
    # text is not, and the table shows it behind its own gates (BH-D.41)
    private=False,
    # 2: the house core's fixes of issue 21 (a death resolved once and ending the turn, one
    # drop and one pick-up a turn, monsters one by one, objectives after every step...)
    rules_revision=2,
)
BetrayalState.game = GAME

def content_texts() -> list[str]:
    """The catalogue keys a language other than English needs for the content (its
    English is in data/*.toml and data/haunts/*.toml)."""
    from .rules import HAUNTS

    keys: list[str] = []
    for r in CONTENT.rooms:
        keys += [f"room.{r.id}.{part}" for part in ("name", "text", "flavor") if getattr(r, part)]
        keys += _option_keys(f"room.{r.id}", (*r.on_enter, *r.on_end_turn, *r.on_discover, *r.action))
    for e in CONTENT.explorers:
        keys += [f"explorer.{e.id}.{part}" for part in ("name", "flavor") if getattr(e, part)]
    for c in (*CONTENT.items, *CONTENT.omens, *CONTENT.events):
        keys += [f"card.{c.id}.{part}" for part in ("name", "text", "flavor") if getattr(c, part)]
        keys += _option_keys(f"card.{c.id}", (*c.use, *c.immediate, *c.steps, *c.while_kept))
    return keys + haunt_texts(HAUNTS.values())


def _option_keys(prefix: str, steps) -> list[str]:
    """A choice's option labels, by step and option number."""
    return [f"{prefix}.option.{i}.{k}" for i, step in enumerate(steps) if step.op == "choose"
            for k, _ in enumerate(step.options)]


DECLARATION = Declaration(
    client="tabletop.client.games.betrayal",
    showcase="tabletop.client.games.betrayal.showcase",
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.betrayal_bot:BetrayalBot"},
    sprites="build_scripts.draw_betrayal",
    content_prefixes=("room.", "card.", "explorer.", "haunt."),
    content_texts=content_texts,
    haunts=sorted(HAUNTS),
)

__all__ = ["GAME", "CONTENT", "DECLARATION", "BetrayalState", "content_texts"]
