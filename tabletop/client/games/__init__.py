"""Each game's client side, found through the game's own declaration
(`tabletop.games.declaration(name)`): its client package (picture, options form,
table scene, the events its log tells) and its showcase (the tables `--smoke` and
`bench frame` open). Nothing here names a game."""

from __future__ import annotations

from types import ModuleType

from tabletop import games


def client_for(name: str) -> ModuleType:
    """The client package of the game called `name`."""
    return games.resolve(games.declaration(name).client)


def showcase_for(name: str) -> ModuleType:
    """The showcase module of the game called `name`: `smoke_table(app)`,
    `busy_table(app)` and `BUSY`."""
    return games.resolve(games.declaration(name).showcase)
