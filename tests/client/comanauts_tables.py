"""Comanauts tables for the client tests: a game played to a point by the strong
bot, opened at a table with its opening played back, and the showcase's busiest
table."""

from __future__ import annotations

from tabletop import games
from tabletop.ai import make_bot
from tabletop.client.games.comanauts.table import ComanautsTable
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

G = games.get("comanauts")


def played(until, seed: int = 3, limit: int = 3000):
    """A two-comanaut game played by the strong bot until `until(state)`."""
    state = G.new_game(2, seed, {"auto_defend": False, "revision": 2})
    bot = make_bot("strong", G, seed)
    for _ in range(limit):
        if until(state):
            return state
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
    raise AssertionError("the game never got there")


def at_actions(state) -> bool:
    """A comanaut chooses its actions, past the opening turns."""
    return state.pending is not None and state.pending["kind"] == "actions" and state.turn > 2


def open_table(app, drive, state) -> ComanautsTable:
    """`state` at a table of people, once its opening has played back (the
    book's pages turned)."""
    people = [SeatInfo(f"P{s + 1}") for s in range(state.seats)]
    app.open_table(Session(state, people, app.store.create(state, people)))
    table = app.top
    assert isinstance(table, ComanautsTable)
    for _ in range(200):
        page = table.playback.page or table.reader
        if page is not None:
            drive.click(page.buttons[0].center)
        elif not table.playback.busy:
            break
        drive.step()
    drive.step(2)
    return table


def busy_table(app, drive) -> ComanautsTable:
    """The showcase's busiest table: four comanauts, six enemies, bots playing on."""
    from tabletop.client.games.comanauts.showcase import busy_session

    app.open_table(busy_session())
    drive.step(3)
    assert isinstance(app.top, ComanautsTable)
    return app.top
