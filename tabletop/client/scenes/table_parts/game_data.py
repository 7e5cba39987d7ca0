"""What a game's client package says about its table, read once: the help's
legend and where the rules open (by pending decision, by logged event)."""

from __future__ import annotations

from functools import cache
from typing import Any, Mapping

import attrs

from ...games import client_for


@attrs.frozen
class TableData:
    #: the help's legend: (picture kind, value, catalogue key)
    legend: tuple[tuple[str, Any, str], ...] = ()
    #: pending decision kind -> rules heading (English); "" for nothing pending
    rules_at: Mapping[str, str] = attrs.field(factory=dict)
    #: logged event kind -> rules heading (English): the log's links
    rules_for_event: Mapping[str, str] = attrs.field(factory=dict)

    def rules_heading(self, pending: Any) -> str | None:
        """The rules heading for the decision `pending` (a view's), or the game's
        general one."""
        kind = pending.get("kind") if isinstance(pending, dict) else ""
        return self.rules_at.get(kind) or self.rules_at.get("")


@cache
def table_data(game: str) -> TableData:
    """The table data of the game called `game`: the only place its client
    package's LEGEND, RULES_AT and RULES_FOR_EVENT are read (each optional)."""
    client = vars(client_for(game))
    return TableData(legend=tuple(client.get("LEGEND", ())), rules_at=client.get("RULES_AT") or {},
                     rules_for_event=client.get("RULES_FOR_EVENT") or {})
