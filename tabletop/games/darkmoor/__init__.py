"""Retreat to Darkmoor: 2-4 dark overlords race their minions home."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.game import Game, seat_names
from tabletop.games import Declaration

from .actions import KINDS
from .determinize import determinize
from .rules import CONTENT, DarkmoorState
from .view import DarkmoorView


def normalize_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """Validate the host's options (DM-D.2 sides, DM-D.4 first player, names, and
    the seats that confirm their turns: an app option, not a rule)."""
    known = {"sides", "first", "names", "confirm"}
    unknown = set(options) - known
    if unknown:
        raise ValueError(f"Unknown option(s) for Retreat to Darkmoor: {', '.join(sorted(unknown))}.")
    sides = options.get("sides", "random")
    if sides != "random":
        if (not isinstance(sides, (list, tuple)) or len(sides) != seats + 1
                or any(s not in (0, 1, "random") or isinstance(s, bool) for s in sides)):
            raise ValueError(f"'sides' must be 'random' or {seats + 1} choices of 0 (front), 1 (back) or 'random'.")
        sides = list(sides)
    first = options.get("first", "random")
    if first != "random" and (type(first) is not int or not 0 <= first < seats):
        raise ValueError(f"'first' must be 'random' or a seat from 0 to {seats - 1}.")
    result: dict[str, Any] = {"sides": sides, "first": first}
    confirm = options.get("confirm", [])
    if (not isinstance(confirm, (list, tuple)) or len(set(confirm)) != len(confirm)
            or any(type(s) is not int or not 0 <= s < seats for s in confirm)):
        raise ValueError(f"'confirm' must list distinct seats from 0 to {seats - 1}.")
    if confirm:  # absent when empty, so games made before the option replay as they were
        result["confirm"] = sorted(confirm)
    names = seat_names(seats, options)
    if names is not None:
        result["names"] = names
    return result


GAME = Game(
    name="darkmoor",
    title="Retreat to Darkmoor",
    description="Play minions into hordes, flee the heroes, and bring the most home.",
    min_seats=2,
    max_seats=4,
    state_class=DarkmoorState,
    action_kinds=KINDS,
    normalize_options=normalize_options,
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
