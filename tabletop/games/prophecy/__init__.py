"""Prophecy (Basic Version): 2-5 adventurers race for the Certificates of the five
guilds (../shared/rules/prophecy.md)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games import Declaration

from .actions import KINDS
from .determinize import determinize
from .options import ProphecyOptions
from .library import CONTENT
from .rules import ProphecyState
from .view import ProphecyView


GAME = Game(
    name="prophecy",
    title="Prophecy",
    description="Travel the land, fight its creatures and earn the Certificates of all five guilds first.",
    min_seats=2,
    max_seats=5,  # PR-D.1
    state_class=ProphecyState,
    action_kinds=KINDS,
    options_class=ProphecyOptions,
    determinize=determinize,
    view_type=ProphecyView,
    reveals=frozenset({"chance_drawn", "battle_roll", "first_roll", "item_found", "deck_shuffled"}),
    private=False,  # PR-D.6: nothing is hidden from one player only
    # 2: Charity finds "the least" of each resource before it heals anyone (it healed a
    # second player who had more, once the first was healed)
    rules_revision=2,
)
ProphecyState.game = GAME


def content_texts() -> list[str]:
    """The catalogue keys a language other than English needs for the content (its
    English is in data/*.toml)."""
    keys: list[str] = []
    for s in CONTENT.spaces:
        keys.append(f"space.{s.id}.name")
    for c in CONTENT.characters:
        keys += [f"character.{c.id}.name"] + ([f"character.{c.id}.flavor"] if c.flavor else [])
    for c in CONTENT.creatures:
        keys.append(f"creature.{c.id}.name")
        for part in ("reward_text", "defeat_text", "on_leave_text", "flavor"):
            if getattr(c, part):
                keys.append(f"creature.{c.id}.{part}")
        if c.special is not None:
            keys.append(f"creature.{c.id}.special")
    for o in CONTENT.opportunities:
        keys += [f"opportunity.{o.id}.name", f"opportunity.{o.id}.text"] + \
            ([f"opportunity.{o.id}.flavor"] if o.flavor else [])
    for ch in CONTENT.chances:
        keys += [f"chance.{ch.id}.name", f"chance.{ch.id}.text"]
    for it in CONTENT.items:
        keys += [f"item.{it.id}.name"] + ([f"item.{it.id}.text"] if it.text else [])
    for g in CONTENT.guilds:
        keys += [f"guild.{g.id}.name"] + ([f"guild.{g.id}.text"] if g.text else [])
    return keys


DECLARATION = Declaration(
    client="tabletop.client.games.prophecy",
    showcase="tabletop.client.games.prophecy.showcase",
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.prophecy_bot:ProphecyBot"},
    sprites="build_scripts.draw_prophecy",
    content_prefixes=("space.", "character.", "creature.", "opportunity.", "chance.", "item.", "guild."),
    content_texts=content_texts,
)

__all__ = ["GAME", "CONTENT", "DECLARATION", "ProphecyState"]
