"""Betrayal Legacy with nobody at the window: the table `tabletop --smoke` draws (a
free-play game on the bundled finished campaign's house) and the busy table `tabletop
bench frame --game betrayal_legacy` measures."""

from __future__ import annotations

from tabletop.controller.session import Session
from tabletop.persistence import SaveStore

from ..showcases import bots_at, person_and_bots

BUSY = "busy 5-player Betrayal Legacy table (free play on the finished house, the haunt on, monsters moving)"


def _options(seats: int) -> dict:
    from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options

    return free_play_options(finished_campaign(), seats=seats)


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "betrayal_legacy", 3, _options(3))


def busy_session() -> Session:
    """Five random bots on the finished house until the haunt is on with monsters about
    (betrayal/showcase.py)."""
    from ..betrayal.showcase import busy_house

    return bots_at(busy_house("betrayal_legacy", 5, _options(5), least_tiles=20))


def shot_tables(names: list[str]) -> dict[str, Session]:
    """The busy tables `tabletop shots` draws and the text-fit test measures, as the
    person to act sees them: the haunt with its monsters, and a damage split."""
    from ..betrayal.showcase import house_shots

    return house_shots("betrayal_legacy", 5, _options(5), 20, names)


def shot_rooms(app):
    """The screen `tabletop shots` draws as "rooms": every tile at once, the grounds'
    too."""
    from ..betrayal.rooms_sheet import RoomsSheet
    from .kit import LEGACY

    return RoomsSheet(app, LEGACY)


def shot_campaign(app):
    """The campaign screen `tabletop shots` draws: the finished campaign that ships
    with the game, written to the app's campaigns folder."""
    from tabletop.games.betrayal_legacy.campaign import VERSION, to_data
    from tabletop.games.betrayal_legacy.free_play import finished_campaign
    from tabletop.persistence.campaigns import CampaignStore
    from tabletop.persistence.paths import campaigns_dir

    from .campaign_screen import CampaignScene

    store = CampaignStore(campaigns_dir())
    return CampaignScene(app, store, store.create("betrayal_legacy", "Blackwood", to_data(finished_campaign()), VERSION))
