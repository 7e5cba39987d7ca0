"""Each game's client side: its picture, its options form and its table scene.
Add a game's client by adding a line here."""

from __future__ import annotations

import importlib
from types import ModuleType

_CLIENTS = {"darkmoor": "tabletop.client.games.darkmoor", "comanauts": "tabletop.client.games.comanauts"}


def client_for(name: str) -> ModuleType:
    return importlib.import_module(_CLIENTS[name])
