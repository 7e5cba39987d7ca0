"""Opening a game's table scene for a session."""

from __future__ import annotations

from tabletop.controller.session import Session

from ..games import client_of


def table_scene_for(app, session: Session):
    return client_of(session.state.game.name).table_scene(app, session)
