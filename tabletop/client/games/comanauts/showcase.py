"""Comanauts with nobody at the window: the table `tabletop --smoke` draws and the
busy table `tabletop bench frame --game comanauts` measures. Reached through the
game's declaration (`DECLARATION.showcase`); sessions only, so it draws nothing
itself and needs no window.

The busy table is the busiest enemy turn (positions.py: Downstairs, 4 comanauts,
6 enemies), arranged rather than played to, so it is handed to the session as it
is; strong bots then play on, drawing and rolling dice while the enemies walk and
attack."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.games.comanauts.positions import BUSIEST, ENEMIES, busy_turn_position
from tabletop.persistence import SaveStore, SeatInfo

from ..showcases import seated

#: What `bench frame` says it measured.
BUSY = f"Comanauts on {BUSIEST}, its busiest map (4 comanauts, {ENEMIES} enemies, strong bots rolling dice)"


def smoke_session(store: SaveStore) -> Session:
    """One person with two comanauts (CO-D.19) at a new table, saved in `store`."""
    state = games.get("comanauts").new_game(2, 1, {"names": ["Ada", "Ada"]})
    seats = [SeatInfo("Ada"), SeatInfo("Ada")]
    return Session(state, seats, store.create(state, seats))


def busy_session() -> Session:
    """Four strong bots at the busiest enemy turn, from the start of a turn."""
    return Session.arranged(busy_turn_position(), [SeatInfo(f"Bot {i + 1}", "strong") for i in range(4)])


def shot_tables(names: list[str]) -> dict[str, Session]:
    """The busy tables `tabletop shots` draws and the text-fit test measures: the
    busiest enemy turn's map as the person to act sees it, their white dice rolled
    for clarity (the last choice: all at once), the action step's dice before them."""
    state = busy_turn_position()
    state.apply(state.legal_actions()[-1])
    return {"table": seated(state, names, arranged=True)}


def shot_campaign(app):
    """The campaign screen `tabletop shots` draws: a team of two long names with four
    sessions played, written to the app's campaigns folder."""
    from tabletop.games.comanauts.campaign import VERSION, Seat, SessionRecord, fold_session, new_campaign, to_data
    from tabletop.games.comanauts.library import STORY
    from tabletop.persistence.campaigns import CampaignStore
    from tabletop.persistence.paths import campaigns_dir

    from .campaign_screen import CampaignScene

    campaign = new_campaign([Seat("Maximiliana Peña", "human"), Seat("Bartholomew Quix", "strong")])
    primes = [entity.id for entity in STORY.entities if not entity.extra_copy]
    for k, prime in enumerate(primes[:4]):
        campaign = fold_session(campaign, SessionRecord(k, k, prime, k % 2 == 0))
    store = CampaignStore(campaigns_dir())
    return CampaignScene(app, store, store.create("comanauts", "The long night", to_data(campaign), VERSION))
