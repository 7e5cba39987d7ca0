"""Betrayal Legacy with nobody at the window: the table `tabletop --smoke` draws (a
free-play game on the bundled finished campaign's house) and the busy table `tabletop
bench frame --game betrayal_legacy` measures."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore, SeatInfo

BUSY = "busy 5-player Betrayal Legacy table (free play on the finished house, the haunt on, monsters moving)"


def _options(seats: int) -> dict:
    from tabletop.games.betrayal_legacy.chapters import game_options

    from .options import bundled_campaign

    options = game_options(bundled_campaign(), None)
    options["families"] = options["families"][:seats] if len(options["families"]) >= seats else \
        ["carrow", "vell", "okafor", "dunmore", "sable"][:seats]
    return options


def smoke_session(store: SaveStore) -> Session:
    state = games.get("betrayal_legacy").new_game(3, 1, _options(3))
    seats = [SeatInfo("Ada"), SeatInfo("Bot 1", "random"), SeatInfo("Bot 2", "random")]
    return Session(state, seats, store.create(state, seats))


def busy_session() -> Session:
    """Five random bots played on until the haunt is on with monsters in the house and
    the most tiles laid of a few seeds; the bots play on."""
    best = None
    for seed in (3, 7, 11, 19):
        state = games.get("betrayal_legacy").new_game(5, seed, _options(5))
        rng = Rng(seed)
        for _ in range(900):
            view = state.view(None)
            if view.get("haunt") and any(m["alive"] for m in view.get("monsters") or []) \
                    and len(view["house"]["placed"]) >= 20:
                break
            legal = state.legal_actions()
            if not legal or state.is_over:
                break
            state.apply(legal[rng.below(len(legal))])
        if state.is_over:
            continue
        size = len(state.view(None)["house"]["placed"]) + (50 if state.view(None).get("monsters") else 0)
        if best is None or size > best[0]:
            best = (size, state)
    state = best[1] if best else games.get("betrayal_legacy").new_game(5, 3, _options(5))
    return Session(state, [SeatInfo(f"Bot {i + 1}", "random") for i in range(5)], None)
