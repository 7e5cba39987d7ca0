"""Who plays a seat away from this screen, in the table's words: a bot (thinking), or a
remote player (awaited; played by a bot while the host has handed the seat to one)."""

from __future__ import annotations


def away_words(app, session, seat: int, name: str) -> str | None:
    """What the table says while `seat` decides away from this screen; None when a
    person here decides."""
    kind = session.seats[seat].kind
    hosting = app.hosting
    handed = hosting is not None and hosting.session is session and hosting.state(seat) == "bot"
    if kind == "remote" and not handed:
        return app.t("net.waiting_for", name=name)
    if kind != "human":
        return app.t("table.thinking", name=name)
    return None


def kind_tag(app, session, seat: int) -> str:
    """The word after a seat's name in the players' list: "bot", "remote"; "" for a
    person here."""
    kind = session.seats[seat].kind
    return "" if kind == "human" else app.t("net.remote_tag" if kind == "remote" else "table.bot")
