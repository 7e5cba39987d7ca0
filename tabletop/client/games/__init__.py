"""Each game's client side, found through the game's own declaration
(`tabletop.games.declaration(name)`): its client package, read once into a
`GameClient` (its table scene, picture, log, sounds, statistics, help and options
form), and its showcase (the tables `--smoke` and `bench frame` open). Nothing here
names a game."""

from __future__ import annotations

from functools import cache
from types import ModuleType
from typing import Any, Callable, Mapping

import attrs

from tabletop import games


@attrs.frozen
class GameClient:
    """What a game's client package declares; the optional parts take their default."""

    table_scene: type  # TableScene: the game's table
    picture: str  # PICTURE: the New game screen's art, a sprite name
    logged_events: frozenset[str]  # LOGGED_EVENTS: the event kinds its log tells
    #: SOUNDS: event kind -> sound effect (client/sound.py)
    sounds: Mapping[str, str] = attrs.field(factory=dict)
    #: STATS: the results screen's statistics (client/stats.py)
    stats: Mapping[str, Any] = attrs.field(factory=dict)
    #: LEGEND: the help's legend, (picture kind, value, catalogue key)
    legend: tuple[tuple[str, Any, str], ...] = ()
    #: RULES_AT: pending decision kind -> rules heading (English); "" when nothing is pending
    rules_at: Mapping[str, str] = attrs.field(factory=dict)
    #: RULES_FOR_EVENT: logged event kind -> rules heading (English): the log's links
    rules_for_event: Mapping[str, str] = attrs.field(factory=dict)
    #: ANSWERS: option key -> (answer, people) -> value, for an option the New game
    #: form asks in words of its own (scenes/options_form.py)
    answers: Mapping[str, Callable[..., Any]] = attrs.field(factory=dict)
    #: FORM_PART: what the New game form asks that is not an option (a campaign)
    form_part: type | None = None
    #: campaign_scene(): the campaign screen's class, for a game with a campaign
    campaign_scene: Callable[[], type] | None = None

    def rules_heading(self, pending: Any) -> str | None:
        """The rules heading for the decision `pending` (a view's), or the game's
        general one."""
        kind = pending.get("kind") if isinstance(pending, Mapping) else ""
        return self.rules_at.get(kind) or self.rules_at.get("")


@cache
def client_of(name: str) -> GameClient:
    """The client side of the game called `name`, read once from its package."""
    package = vars(games.resolve(games.declaration(name).client))
    return GameClient(
        table_scene=package["TableScene"], picture=package["PICTURE"],
        logged_events=frozenset(package["LOGGED_EVENTS"]), sounds=package.get("SOUNDS") or {},
        stats=package.get("STATS") or {}, legend=tuple(package.get("LEGEND", ())),
        rules_at=package.get("RULES_AT") or {}, rules_for_event=package.get("RULES_FOR_EVENT") or {},
        answers=package.get("ANSWERS") or {}, form_part=package.get("FORM_PART"),
        campaign_scene=package.get("campaign_scene"))


def showcase_for(name: str) -> ModuleType:
    """The showcase module of the game called `name`: `smoke_session(store)`,
    `busy_session()`, `BUSY`, `shot_tables(names)` and optionally
    `shot_campaign(app)`."""
    return games.resolve(games.declaration(name).showcase)
