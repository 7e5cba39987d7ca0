"""Opening a game left off, from the menu's Continue and from Load: a saved game by its
id, or a campaign's chapter (or session) in progress through its campaign screen.
What cannot be opened says why: a save where the player stands, a campaign's game on
the campaign's screen."""

from __future__ import annotations

from tabletop.engine.errors import SaveError
from tabletop.persistence.campaigns import CampaignStore, Unfinished
from tabletop.persistence.paths import campaigns_dir

from ..games import client_of
from .campaign_base import continue_campaign
from .common import OLDER_RULES_SECONDS, older_rules_text


def campaign_part(t, game: Unfinished) -> str:
    """The campaign's game in progress as players know it ("Chapter 3", "Session 2")."""
    return client_of(game.game).campaign_scene().part(t, game.chapter)


def open_unfinished(app, game: Unfinished) -> bool:
    """The campaign's game in progress at the table (or its screen, saying why not)."""
    screen = client_of(game.game).campaign_scene()
    return continue_campaign(app, screen(app, CampaignStore(campaigns_dir()), game.id))


def _guided(app, entry_id: str, state, seats, save):
    """A guided game's save opened again as one, at the step its moves reached; None
    for any other save, or when its tutorial is gone or changed since (it then plays
    on as an ordinary game)."""
    from tabletop.controller import tutorial
    from tabletop.controller.guided import GuidedSession

    name = app.settings.lessons.get(entry_id)
    found = [t for t in tutorial.tutorials(state.game.name) if t.name == name and t.seed == state.seed] if name else []
    try:
        return GuidedSession(found[0], state, seats, app.settings.language, save) if found else None
    except ValueError:
        return None


def resume(app, entry_id: str) -> bool:
    """Load a save and open its table; on any failure say why and stay put. A save made
    under an earlier revision of its game's rules is said to be one as it opens, with
    the moves dropped (none is dropped silently)."""
    from tabletop.controller.session import Session  # loaded with the first game, not for the menu

    save = None
    try:
        state, seats, save = app.store.load(entry_id)
        session = _guided(app, entry_id, state, seats, save) or Session(state, seats, save)
    except SaveError as exc:
        app.refuse(exc)
        return False
    except Exception:  # noqa: BLE001 - a save that loads but will not open is damaged too
        if save is not None:
            save.close()
        app.refuse(SaveError("This save is damaged: its details are unreadable.", "save.unreadable"))
        return False
    app.open_table(session)
    if save.older_rules is not None:
        app.notify(older_rules_text(app.t, save.older_rules, opening=True), seconds=OLDER_RULES_SECONDS, calm=True)
    return True
