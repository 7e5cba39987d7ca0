"""Retreat to Darkmoor: 2-4 dark overlords race their minions home."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games import Declaration

from .actions import KINDS
from .determinize import determinize
from .options import DarkmoorOptions
from .rules import CONTENT, DarkmoorState
from .view import DarkmoorView


GAME = Game(
    name="darkmoor",
    title="Retreat to Darkmoor",
    description="Play minions into hordes, flee the heroes, and bring the most home.",
    min_seats=2,
    max_seats=4,
    state_class=DarkmoorState,
    action_kinds=KINDS,
    options_class=DarkmoorOptions,
    determinize=determinize,
    view_type=DarkmoorView,
    reveals=frozenset({"cards_drawn", "hero_revealed"}),
)
DarkmoorState.game = GAME


def content_texts() -> list[str]:
    """The catalogue keys a language other than English needs for the cards (their
    English is in data/*.toml)."""
    keys = []
    for m in CONTENT.minions:
        keys += [f"minion.{m.id}.name", f"minion.{m.id}.flavor"] + ([f"minion.{m.id}.text"] if m.ability.text else [])
    for h in CONTENT.heroes:
        keys += [f"hero.{h.id}.{part}" for part in ("name", "flavor", "hero_type")]
        keys += [f"hero.{h.id}.text"] if h.ability.text else []
    for f in CONTENT.faces:
        keys += [f"face.{f.id}.name", f"face.{f.id}.flavor"] + ([f"face.{f.id}.text"] if f.ability.text else [])
    return keys


DECLARATION = Declaration(
    client="tabletop.client.games.darkmoor",
    showcase="tabletop.client.games.darkmoor.showcase",
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.search_bot:SearchBot"},
    sprites="build_scripts.draw_sprites",
    content_prefixes=("minion.", "hero.", "face."),
    content_texts=content_texts,
)

__all__ = ["GAME", "CONTENT", "DECLARATION", "DarkmoorState"]
