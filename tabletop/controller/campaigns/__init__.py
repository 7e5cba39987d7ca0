"""Whole campaigns played by bots, one module for each game that has a campaign (its
`Declaration.campaign` names it): chapter after chapter, or session after session,
through the same steps the window takes and, when given one, the campaign store. They
live above the bots, which play the seats, and the rules, which keep the campaign.
Used by `tabletop simulate <game> --campaign`, the tests and the build scripts."""

from __future__ import annotations

from typing import Any, Callable, Sequence


def play_out(state, bots: Sequence[Any], store=None, ident: str | None = None,
             log: Callable[[list], None] | None = None, stop_after: int | None = None) -> bool:
    """Play a campaign's game on with `bots` (one for each seat) until it is over; each
    move is recorded in the campaign `store` as it is made (when given), and `log`
    gets the opening events and then each move's. With `stop_after`, stop once the
    game has that many moves (a crash, for tests): False when it stopped there."""
    if log:
        log(getattr(state, "opening_events", []))
    while not state.is_over:
        if stop_after is not None and len(state.history) >= stop_after:
            return False
        seat = state.to_act
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        events = state.apply(action)
        if store is not None:
            store.record_move(ident, len(state.history) - 1, str(action))
        if log:
            log(events)
    return True


def committed(store, ident: str | None, index: int, after: Any, game: str, kind: Any) -> Any:
    """The campaign after its game `index`, committed to `store` and read back as the
    window reads it (`kind`: the game's campaign module, with `to_data`, `from_data` and
    `VERSION`); without a store, `after` as it is."""
    if store is None:
        return after
    store.commit_chapter(ident, index, kind.to_data(after), kind.VERSION)
    return kind.from_data(store.load(ident, game, kind.VERSION).doc)
