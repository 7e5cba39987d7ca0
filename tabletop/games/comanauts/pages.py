"""Adventure Book pages as data: a comazone's map and its numbered entries.

Maps are authored on a grid: each space is a rectangle (x, y, w, h in map units;
an L-shaped room is two spaces). The loader turns them into polygons, finds every stretch of border two
spaces share (dotted unless the page's `lines` say otherwise) and the map's outer
edge (solid white), and places standee points in each space. The geometry module
does the rest (moves, range, clear view).

Entries are what the book reads out: text, then effects from this vocabulary:
  encounter      hostiles: the hostile card ids to put in play (CO-ENC)
  encounter_id   code: a 7-digit ID code (CO-ID.1-2, CO-D.49)
  encounter_fear one of the two extra Fear cards, if one is left (CO-D.50)
  gain_insight   amount (CO-INSIGHT)
  reveal_clue, reveal_vital
  place_token    token (insight|objective|search|door|fire) on `space` (CO-SPOT.4)
  remove_token   token from `space`
  gain_item      items: the player takes one of them (CO-ACTION.28)
  add_status     status, who (CO-STATUS.2)
  lose_life, gain_life   amount, who
  attack         strength, who (ET-5)
  goto           entry: read that entry next
  go_page        page: leave for that page (CO-LEAVE, CO-D.40)
  nexus          go to the Nexus (CO-NEXUS)
  end_turn       the current player's turn ends
An entry may instead offer `choices` (each a label and an entry to read), a
`test` (a skill test: colour, target, success and fail entries, CO-ACTION.15-18),
a `task` (a group task: colour, target, success entry, CO-ACTION.20-24), or
`branches` on the inner child die (results -> entry, CO-D.38).
`who`: current (the current player's avatar), space (every avatar in its space),
all (every avatar on the map).

A space may carry a point-of-interest symbol (`poi`: its entry, read on arrival;
once only unless the entry is `repeatable`), and insight or objective tokens,
each read through the space's `insight_entry` / `objective_entry` and removed
after (CO-SPOT.6, CO-D.39).

Required and optional fields. Every field is required except these, whose
absence means what is said here:
  page       `rabbit_hole` (the page has none, CO-TURN.15), `environment` (none),
             `lines` (every shared border dotted), `special_rules` (no twist),
             `rules` (no limits)
  rules      each limit (-1: none; burn_damage 1, failed_test_clarity 0)
  space      `poi`, `search` (0), `insight`, `objective`, their entries (none)
  entry      `effects`, `choices`, `test`, `task`, `branches` (none), `repeatable` (false)
  effect     parameters its op does not use (`amount` 1, `who` current); the op's
             own must be given: see OP_NEEDS
Map rectangles lie within 0..MAP_SIZE, on a grid of at most MAX_CELLS cells.
"""

from __future__ import annotations

from pathlib import Path

import math

import attrs

from tabletop.engine.content import load, non_negative, one_of
from tabletop.engine.text import clip, clip_repr

from .geometry import EDGE, Border, Space, map_problems

PAGES = Path(__file__).parent / "data" / "pages"

OPS = ("encounter", "encounter_id", "encounter_fear", "gain_insight", "reveal_clue", "reveal_vital", "place_token",
       "remove_token", "gain_item", "add_status", "lose_life", "gain_life", "attack", "goto",
       "go_page", "nexus", "end_turn")
TOKENS = ("insight", "objective", "search", "door", "fire")
LINE_KINDS = ("dotted", "white", "red", "green", "yellow", "blue")
# What each op cannot do without: left out, it would silently do nothing.
OP_NEEDS = {"encounter": ("hostiles",), "encounter_id": ("code",), "place_token": ("token", "space"),
            "remove_token": ("token", "space"), "gain_item": ("items",), "add_status": ("status",),
            "attack": ("strength",), "goto": ("entry",), "go_page": ("page",)}
MAP_SIZE = 4800  # map units; the pages are 1200 across
MAX_CELLS = 10_000  # grid cells the map is cut into (the pages have about 400)


@attrs.frozen
class Effect:
    op: str = attrs.field(validator=one_of(*OPS))
    amount: int = attrs.field(default=1, validator=non_negative)
    who: str = attrs.field(default="current", validator=one_of("current", "space", "all"))
    hostiles: tuple[str, ...] = ()
    code: str = ""
    token: str = attrs.field(default="", validator=one_of("", *TOKENS))
    space: str = ""
    items: tuple[str, ...] = ()
    status: str = ""
    strength: int = 0
    entry: str = ""
    page: int = 0

    def __attrs_post_init__(self) -> None:
        for field in OP_NEEDS.get(self.op, ()):
            if not getattr(self, field):
                raise ValueError(f"{field}: required by op {self.op}")


@attrs.frozen
class Choice:
    label: str
    entry: str


@attrs.frozen
class Test:
    colour: str = attrs.field(validator=one_of("red", "green", "yellow", "blue"))
    target: int = attrs.field(validator=non_negative)
    success: str  # entry ids
    fail: str


@attrs.frozen
class Task:
    """A group task: it is worked at until it succeeds, so it has no fail entry."""

    colour: str = attrs.field(validator=one_of("red", "green", "yellow", "blue"))
    target: int = attrs.field(validator=non_negative)
    success: str


@attrs.frozen
class Branch:
    results: tuple[int, ...]
    entry: str


@attrs.frozen
class Entry:
    id: str
    text: str
    effects: tuple[Effect, ...] = ()
    choices: tuple[Choice, ...] = ()
    test: Test | None = None
    task: Task | None = None
    branches: tuple[Branch, ...] = ()
    repeatable: bool = False  # a POI that can be explored again (CO-SPOT.8)


def _rect(_instance, attribute, value: tuple[int, int, int, int]) -> None:
    x, y, w, h = value
    if min(x, y) < 0 or min(w, h) <= 0 or max(x + w, y + h) > MAP_SIZE:
        raise ValueError(f"{attribute.name}: x, y, width, height must lie within 0 to {MAP_SIZE}, "
                         f"with width and height above 0; got {list(value)}")


@attrs.frozen
class SpaceSpec:
    id: str
    name: str
    rect: tuple[int, int, int, int] = attrs.field(validator=_rect)
    poi: str = ""  # a point-of-interest symbol: the entry read on arrival (CO-SPOT.6-8)
    search: int = attrs.field(default=0, validator=non_negative)  # search tokens at setup
    insight: bool = False  # an insight token here at setup (CO-SPOT.4)
    objective: bool = False  # an objective token here at setup
    insight_entry: str = ""  # read when an avatar arrives while an insight token is here
    objective_entry: str = ""  # read when an avatar arrives while an objective token is here


@attrs.frozen
class Line:
    """The kind of the border between two spaces, where it is not dotted."""

    a: str
    b: str
    kind: str = attrs.field(validator=one_of(*LINE_KINDS))


def _limit(_instance, attribute, value: int) -> None:
    if value < -1:
        raise ValueError(f"{attribute.name} must be -1 (no limit) or more, got {value}")


@attrs.frozen
class PageRules:
    """A page's special rules as data, beside their prose in `special_rules`, so the
    rules model enforces them. -1 means no limit."""

    max_ranged_range: int = attrs.field(default=-1, validator=_limit)  # ranged attacks reach at most this far
    move_limit: int = attrs.field(default=-1, validator=_limit)  # Move actions an avatar may take on its turn
    move_limit_exempt: tuple[str, ...] = ()  # a Move starting here does not count
    burning: tuple[str, ...] = ()  # ending a Move here (or by a fire token) costs life
    burn_damage: int = attrs.field(default=1, validator=non_negative)
    failed_test_clarity: int = attrs.field(default=0, validator=non_negative)  # lost on a failed skill test


@attrs.frozen
class Page:
    page: int
    comazone: str
    setup: str
    avatar_start: str
    enemy_starts: tuple[str, ...]
    space: tuple[SpaceSpec, ...]
    entry: tuple[Entry, ...]
    threat_entry: str
    critical_entry: str
    inner_child_entry: str
    finale: str  # the entry with this comazone's ID encounter (CO-D.49)
    victory_entry: str  # read when this page's ID entity is defeated (when it is not the Prime ID)
    search_items: tuple[str, ...]  # the page's [search] entry: items a search may give
    rabbit_hole: str = ""
    environment: str = ""  # the environment card in play on this page, if any (CO-ACTION.19)
    lines: tuple[Line, ...] = ()
    special_rules: str = ""  # the page's twist in words for players
    rules: PageRules = PageRules()  # the same twist as data, for the rules model

    def __attrs_post_init__(self) -> None:
        # build_map walks every grid cell: rectangles on a fine grid would take minutes.
        unit = _grid_unit(self)
        cells = sum((s.rect[2] // unit) * (s.rect[3] // unit) for s in self.space)
        if cells > MAX_CELLS:
            raise ValueError(f"space: on a grid of {unit} map units, the rectangles make {cells:,} cells; "
                             f"at most {MAX_CELLS:,} (use coordinates with a larger common unit)")


def load_page(path: Path) -> Page:
    return load(path, Page)


def build_map(page: Page, points_per_space: int = 4) -> tuple[list[Space], list[Border]]:
    """Polygons, standee points and borders from the page's rectangles."""
    lines = {frozenset((ln.a, ln.b)): ln.kind for ln in page.lines}
    cells: dict[tuple[int, int], str] = {}
    unit = _grid_unit(page)
    for spec in page.space:
        x, y, w, h = spec.rect
        for cx in range(x, x + w, unit):
            for cy in range(y, y + h, unit):
                cells[(cx, cy)] = spec.id
    spaces = [Space(spec.id, _outline(spec.rect), _points(spec.rect, points_per_space)) for spec in page.space]
    borders: list[Border] = []
    for (cx, cy), sid in cells.items():
        for dx, dy, edge in ((unit, 0, ((cx + unit, cy), (cx + unit, cy + unit))),
                             (0, unit, ((cx, cy + unit), (cx + unit, cy + unit))),
                             (-unit, 0, ((cx, cy), (cx, cy + unit))),
                             (0, -unit, ((cx, cy), (cx + unit, cy)))):
            other = cells.get((cx + dx, cy + dy))
            if other is None:
                borders.append(Border(sid, EDGE, "white", edge))
            elif other != sid and (dx > 0 or dy > 0):
                borders.append(Border(sid, other, lines.get(frozenset((sid, other)), "dotted"), edge))
    return spaces, borders


def _grid_unit(page: Page) -> int:
    unit = 0
    for spec in page.space:
        for value in spec.rect:
            unit = math.gcd(unit, value)
    return max(unit, 1)


def _outline(rect) -> tuple[tuple[float, float], ...]:
    x, y, w, h = rect
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def _points(rect, count: int) -> tuple[tuple[float, float], ...]:
    x, y, w, h = rect
    spots = [(x + w * fx, y + h * fy) for fx, fy in ((0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7),
                                                      (0.5, 0.5), (0.5, 0.2))]
    return tuple(spots[:count])


def page_problems(page: Page, known: dict[str, set[str]]) -> list[str]:
    """What is wrong with a page, in words. `known` maps "items", "hostiles",
    "statuses", "environments", "codes" (ID codes), "pages" and the page's own "home_code" to ids."""
    problems: list[str] = []
    where = f"page {page.page} ({clip(page.comazone)})"
    entries = {e.id for e in page.entry}
    if len(entries) != len(page.entry):
        problems.append(f"{where}: two entries share an id")
    spaces_ids = {s.id for s in page.space}
    for name in ("threat_entry", "critical_entry", "inner_child_entry", "finale", "victory_entry"):
        if getattr(page, name) not in entries:
            problems.append(f"{where}: {name} {clip_repr(getattr(page, name))} is not an entry")
    placed = {(e.token, e.space) for entry in page.entry for e in entry.effects if e.op == "place_token"}
    for spec in page.space:
        for field in ("poi", "insight_entry", "objective_entry"):
            target = getattr(spec, field)
            if target and target not in entries:
                problems.append(f"{where}: space {clip(spec.id)}'s {field} {clip_repr(target)} is not an entry")
        for token in ("insight", "objective"):
            if (getattr(spec, token) or (token, spec.id) in placed) and not getattr(spec, f"{token}_entry"):
                problems.append(f"{where}: space {clip(spec.id)} can hold an {token} token but has no {token}_entry")
    for field in ("move_limit_exempt", "burning"):
        for sid in getattr(page.rules, field):
            if sid not in spaces_ids:
                problems.append(f"{where}: rules.{field} names missing space {clip_repr(sid)}")
    if page.environment and page.environment not in known["environments"]:
        problems.append(f"{where}: environment {clip_repr(page.environment)} does not exist")
    if page.rabbit_hole and page.rabbit_hole not in spaces_ids:
        problems.append(f"{where}: the rabbit hole {clip_repr(page.rabbit_hole)} is not a space")
    for item in page.search_items:
        if item not in known["items"]:
            problems.append(f"{where}: search item {clip_repr(item)} does not exist")
    for line in page.lines:
        if line.a not in spaces_ids or line.b not in spaces_ids:
            problems.append(f"{where}: line {clip(line.a)}|{clip(line.b)} names a missing space")
    for entry in page.entry:
        targets = [c.entry for c in entry.choices] + [b.entry for b in entry.branches]
        if entry.test is not None:
            targets += [t for t in (entry.test.success, entry.test.fail) if t]  # "": nothing follows
        if entry.task is not None and entry.task.success:
            targets.append(entry.task.success)
        for effect in entry.effects:
            if effect.op == "goto":
                targets.append(effect.entry)
            if effect.op == "encounter":
                problems += [f"{where}: entry {clip(entry.id)} meets unknown hostile {clip_repr(h)}"
                             for h in effect.hostiles if h not in known["hostiles"]]
            if effect.op == "encounter_id" and effect.code not in known["codes"]:
                problems.append(f"{where}: entry {clip(entry.id)} names unknown ID code {clip_repr(effect.code)}")
            if effect.op == "gain_item":
                problems += [f"{where}: entry {clip(entry.id)} gives unknown item {clip_repr(i)}"
                             for i in effect.items if i not in known["items"]]
            if effect.op == "add_status" and effect.status not in known["statuses"]:
                problems.append(f"{where}: entry {clip(entry.id)} gives unknown status {clip_repr(effect.status)}")
            if effect.op in ("place_token", "remove_token") and effect.space not in spaces_ids:
                problems.append(f"{where}: entry {clip(entry.id)} puts a token on missing space "
                                f"{clip_repr(effect.space)}")
            if effect.op == "go_page" and effect.page not in known["pages"]:
                problems.append(f"{where}: entry {clip(entry.id)} goes to missing page {effect.page}")
        for target in targets:
            if target not in entries:
                problems.append(f"{where}: entry {clip(entry.id)} leads to missing entry {clip_repr(target)}")
    finale = next((e for e in page.entry if e.id == page.finale), None)
    if finale is not None and not any(e.op == "encounter_id" and e.code == known["home_code"]
                                      for e in finale.effects):
        problems.append(f"{where}: finale effects: the finale must meet this comazone's own ID "
                        f"(code {known['home_code']}, CO-D.49)")
    unit = _grid_unit(page)
    claimed: dict[tuple[int, int], str] = {}
    for spec in page.space:
        x, y, w, h = spec.rect
        if w <= 0 or h <= 0:
            problems.append(f"{where}: space {clip(spec.id)} has an empty rectangle")
        for cx in range(x, x + w, unit):
            for cy in range(y, y + h, unit):
                if (cx, cy) in claimed and claimed[(cx, cy)] != spec.id:
                    problems.append(f"{where}: spaces {clip(claimed[(cx, cy)])} and {clip(spec.id)} overlap")
                    break
                claimed[(cx, cy)] = spec.id
    spaces, borders = build_map(page)
    problems += [f"{where}: {p}" for p in map_problems(spaces, borders, page.avatar_start, page.enemy_starts)]
    return sorted(set(problems), key=problems.index)
