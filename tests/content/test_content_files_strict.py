"""Every content file of every game, broken one key at a time.

The files are found by globbing, so a new one is covered (or fails for want of a
loader). For each distinct key of a file (list items collapsed, `entry[].test`),
a copy of the game's data folder gets that key deleted, its value replaced by a
wrong type, by a number too big for any field (2**63 - 1, the largest TOML
allows) and by a number of 10,000 digits, and is loaded through the loader the
game uses. Each must be refused with a short ContentError that starts with the
file's name and names the key; only a deleted key that the data format documents
as optional may load.
"""

from __future__ import annotations

import fnmatch
import functools
import io
import json
import re
import shutil
import tomllib
import typing
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Iterator

import attrs
import pytest

import tabletop
from tabletop.engine import ContentError
from tabletop.games.comanauts.story import load_campaign_story
from tabletop.games.comanauts.cards import load_cards
from tabletop.games.comanauts.content import known_ids, page_file_problems
from tabletop.games.comanauts.dice import load_bag
from tabletop.games.comanauts.story import load_story
from tabletop.games.darkmoor.content import load_content
from tabletop.games.prophecy.content import load_content as load_prophecy
from tabletop.games.betrayal import content as betrayal_content
from tabletop.games.betrayal_legacy import content as legacy_content
from tabletop.games.betrayal_legacy.campaign import Operation
from tabletop.games.betrayal_legacy.chapters import Script, load_scripts
from tabletop.games.house import content as house_content
from tabletop.engine.content import load
from tabletop.games.house.checks import check_haunt
from tabletop.games.house.haunt import Haunt

GAMES = Path(tabletop.__file__).parent / "games"
FILES = sorted(path.relative_to(GAMES).as_posix() for path in GAMES.glob("*/data/**/*.toml"))


def under(prefix: str, keys: set[str]) -> set[str]:
    return {f"{prefix}.{key}" for key in keys}


# Keys documented as optional: darkmoor/content.py, comanauts/cards.py,
# comanauts/pages.py and prophecy/content.py say what their absence means.
DM_ABILITY = {"trigger", "effects", "static", "scoring"} | under("effects[]", {"target", "type", "owner", "pick", "amount"}) \
    | under("static[]", {"amount", "type", "condition"}) | under("scoring", {"double_type", "tiebreak"})
CO_EFFECT = {"amount", "who", "colour", "status"}
CO_MOD = {"amount", "colour"}
OPTIONAL = {
    "darkmoor/data/minions.toml": {"minion[].ability"} | under("minion[].ability", DM_ABILITY),
    "darkmoor/data/heroes.toml": {"hero[].ability"} | under("hero[].ability", DM_ABILITY),
    "darkmoor/data/locations.toml": {"location[].faces[].ability"} | under("location[].faces[].ability", DM_ABILITY),
    "comanauts/data/avatars.toml": under("avatar[].mods[]", CO_MOD) | under("avatar[].ability.effects[]", CO_EFFECT),
    "comanauts/data/items.toml": {"item[].hands", "item[].mods", "item[].effects"} | under("item[].mods[]", CO_MOD)
    | under("item[].effects[]", CO_EFFECT),
    "comanauts/data/hostiles.toml": {"hostile[].standee", "hostile[].rows[].special", "hostile[].rows[].effects"}
    | under("hostile[].rows[].effects[]", CO_EFFECT),
    "comanauts/data/id_entity_stats.toml": {"id_entity[].rows[].special", "id_entity[].rows[].effects"}
    | under("id_entity[].rows[].effects[]", CO_EFFECT),
    "comanauts/data/statuses.toml": {"status[].default_for_sheet"} | under("status[].mods[]", CO_MOD),
    "comanauts/data/environments.toml": under("environment[].success[]", CO_EFFECT)
    | under("environment[].fail[]", CO_EFFECT),
    "comanauts/data/pages/*.toml": {"rabbit_hole", "environment", "lines", "special_rules", "rules"}
    | under("rules", {"max_ranged_range", "move_limit", "move_limit_exempt", "burning", "burn_damage",
                      "failed_test_clarity"})
    | under("space[]", {"poi", "search", "insight", "objective", "insight_entry", "objective_entry"})
    | under("entry[]", {"effects", "choices", "test", "task", "branches", "repeatable"})
    | under("entry[].effects[]", {"amount", "who", "hostiles", "code", "token", "space", "items", "status",
                                  "strength", "entry", "page"}),
}


PR_EFFECT = {"heal", "recharge", "gain_gold", "gain_xp", "lose_gold", "lose_magic", "lose_health", "draw_common",
             "draw_rare", "strength_up", "will_up", "damage_item"}
PR_COST = {"gold", "magic", "health", "xp"}
OPTIONAL.update({
    "prophecy/data/board.toml": under("space[]", {"port", "portal", "dove"}),
    "prophecy/data/characters.toml": {"character[].flavor"},
    "prophecy/data/adventure.toml": under("creature[]", {"strength", "willpower", "order", "lives", "reward",
                                                         "reward_text", "defeat", "defeat_text", "special",
                                                         "on_leave", "on_leave_text", "flavor", "copies"})
    | under("creature[].reward", PR_EFFECT) | under("creature[].defeat", PR_EFFECT)
    | under("creature[].on_leave", PR_EFFECT)
    | under("creature[].special", {"cost", "battle", "bonus", "creature_bonus"}) | under("creature[].special.cost", PR_COST)
    | under("opportunity[]", {"cost", "min_strength", "min_willpower", "flavor", "copies"})
    | under("opportunity[].effect", PR_EFFECT) | under("opportunity[].cost", PR_COST),
    "prophecy/data/chance.toml": under("chance[]", {"terrain", "town", "deck", "count", "heal", "recharge", "choice",
                                                    "gold", "copies"}),
    "prophecy/data/items.toml": under("item[]", {"hands", "strength_bonus", "will_bonus", "throw_bonus",
                                                 "breaks_on_throw", "magic_cost", "text", "copies"}),
    "prophecy/data/guilds.toml": {"guild[].text"},
})


def defaults(cls, prefix: str) -> set[str]:
    """The keys of an attrs class (and of the classes in it) that have a default:
    the class says what their absence means (tabletop/games/house/*.py)."""
    found: set[str] = set()
    for f in attrs.fields(cls):
        key = f"{prefix}.{f.name}"
        if f.default is not attrs.NOTHING:
            found.add(key)
        for inner in _classes(f.type):
            found |= defaults(inner, f"{key}[]" if _is_many(f.type) else key)
    return found


def _classes(kind) -> list:
    args = typing.get_args(kind) or (kind,)
    found = []
    for arg in args:
        if attrs.has(arg):
            found.append(arg)
        else:
            found += [a for a in typing.get_args(arg) if attrs.has(a)]
    return found


def _is_many(kind) -> bool:
    return typing.get_origin(kind) is tuple


OPTIONAL.update({
    "betrayal/data/rooms.toml": defaults(house_content.Room, "room[]"),
    "betrayal/data/explorers.toml": defaults(house_content.Explorer, "explorer[]"),
    "betrayal/data/items.toml": defaults(house_content.Card, "card[]"),
    "betrayal/data/omens.toml": defaults(house_content.Card, "card[]"),
    "betrayal/data/events.toml": defaults(house_content.Card, "card[]"),
    "betrayal/data/haunts/*.toml": {k.split(".", 1)[1] for k in defaults(Haunt, "x")},
    "betrayal_legacy/data/tiles.toml": defaults(house_content.Room, "tile[]"),
    "betrayal_legacy/data/families.toml": defaults(house_content.Family, "family[]"),
    "betrayal_legacy/data/items.toml": defaults(house_content.Card, "card[]"),
    "betrayal_legacy/data/omens.toml": defaults(house_content.Card, "card[]"),
    "betrayal_legacy/data/events.toml": defaults(house_content.Card, "card[]"),
    "betrayal_legacy/data/story.toml": defaults(legacy_content.Chapter, "chapter[]"),
    "betrayal_legacy/data/chapters.toml": defaults(Script, "chapter[]")
    | {f"chapter[].{part}[].{key}" for part in ("setup", "heroes", "traitor") for key in defaults(Operation, "x")
       for key in [key.split(".", 1)[1]]},
    "betrayal_legacy/data/legacy_deck2.toml": defaults(legacy_content.LegacyCard, "card[]"),
    "betrayal_legacy/data/folio.toml": defaults(legacy_content.FolioPage, "page[]"),
    "betrayal_legacy/data/haunts/*.toml": {k.split(".", 1)[1] for k in defaults(Haunt, "x")},
})


def _betrayal(path: Path) -> None:
    if path.parent.name == "haunts":
        content = betrayal_content.load_content(path.parent.parent)
        check_haunt(path.name, load(path, Haunt), {r.id for r in content.rooms},
                    {c.id for c in (*content.items, *content.omens)})
    elif path.name == "chart.toml":
        betrayal_content.load_haunts(betrayal_content.load_content(path.parent), path.parent)
    else:
        betrayal_content.load_content(path.parent)


def optional_keys(file: str) -> set[str]:
    return set().union(*(keys for pattern, keys in OPTIONAL.items() if fnmatch.fnmatch(file, pattern)))


# -- the loaders the games use, pointed at a copy of the data folder -------------

STORY_FILES = {"comazones.toml", "id_entities.toml", "clues.toml", "totems.toml"}


@functools.cache
def _shipped():
    """The shipped story and cards, that a page is checked against."""
    story = load_story()
    return story, known_ids(story, load_cards()), {z.id for z in story.comazones}


def _comanauts(path: Path) -> None:
    story, known, zones = _shipped()
    if path.parent.name == "pages":
        problems = page_file_problems(path, story, known)
        if problems:
            raise ContentError("; ".join(problems))
    elif path.name in STORY_FILES:
        load_story(path.parent)
    elif path.name == "dice.toml":
        load_bag(path)
    elif path.name == "campaign.toml":
        load_campaign_story(story, path.parent)
    else:
        load_cards(path.parent, comazones=zones)


def _legacy(path: Path) -> None:
    """Betrayal Legacy's content, haunts, chart and chapter scripts, all from one folder."""
    folder = path.parent.parent if path.parent.name == "haunts" else path.parent
    content = legacy_content.load_content(folder)
    haunts = legacy_content.load_haunts(content, folder)
    legacy_content.load_chart(content, haunts, folder)
    load_scripts(content, folder)


LOADERS: dict[str, Callable[[Path], Any]] = {
    "darkmoor": lambda path: load_content(path.parent),
    "comanauts": _comanauts,
    "prophecy": lambda path: load_prophecy(path.parent),
    "betrayal": lambda path: _betrayal(path),
    "betrayal_legacy": lambda path: _legacy(path),
}


# -- writing data back as TOML ---------------------------------------------------

class Digits(str):
    """A number written out digit by digit: Python will not print 10,000 of them."""


def toml_value(value: Any) -> str:
    if isinstance(value, Digits):
        return str.__str__(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return "{ " + ", ".join(f"{toml_key(k)} = {toml_value(v)}" for k, v in value.items()) + " }"


def toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key)


def toml_text(data: dict[str, Any]) -> str:
    """One line per top-level key, everything inline."""
    return "".join(f"{toml_key(key)} = {toml_value(value)}\n" for key, value in data.items())


# -- the keys and their breakages -------------------------------------------------

def keys(data: Any, path: str = "") -> Iterator[tuple[str, dict, str]]:
    """(key path with [] for list items, the table holding it, the key)."""
    if isinstance(data, dict):
        for key, value in list(data.items()):
            here = f"{path}.{key}" if path else key
            yield here, data, key
            yield from keys(value, here)
    elif isinstance(data, list):
        for item in data:
            yield from keys(item, f"{path}[]")


def wrong_type(value: Any) -> Any:
    if isinstance(value, str):
        return 7
    if isinstance(value, (bool, int, float)):
        return "7"
    return "seven"  # a text for a list would otherwise be read letter by letter


BREAKAGES = {
    "deleted": None,
    "wrong type": wrong_type,
    "too big": lambda _value: 2**63 - 1,
    "10,000 digits": lambda _value: Digits("9" * 10_000),
}
COUNTS: Counter = Counter()


@pytest.fixture
def parse_once(monkeypatch):
    """A loader reads every file of its group each time; the files not broken are
    the same bytes every time, so their parse is kept (tomllib is pure Python and
    this test's main cost). The broken file is new bytes and is parsed afresh."""
    parsed: dict[bytes, Any] = {}
    real = tomllib.load

    def load(handle):
        raw = handle.read()
        if raw not in parsed:
            parsed[raw] = real(io.BytesIO(raw))
        return parsed[raw]  # loaders only read it

    monkeypatch.setattr(tomllib, "load", load)


@pytest.fixture(scope="module")
def copies(tmp_path_factory):
    folder = tmp_path_factory.mktemp("games")
    for game in {f.split("/")[0] for f in FILES}:
        shutil.copytree(GAMES / game / "data", folder / game / "data")
    return folder


def test_every_game_file_is_found_and_has_a_loader():
    assert {f.split("/")[0] for f in FILES} == set(LOADERS)
    assert len(FILES) >= 26 and "comanauts/data/pages/downstairs.toml" in FILES


def test_the_shipped_files_load_and_write_back_the_same(copies):
    for file in FILES:
        data = tomllib.loads((GAMES / file).read_text())
        assert tomllib.loads(toml_text(data)) == data
        LOADERS[file.split("/")[0]](copies / file)


@pytest.mark.parametrize("file", FILES)
def test_each_key_broken_is_refused_with_the_file_and_key_named(file, copies, parse_once):
    target = copies / file
    load = LOADERS[file.split("/")[0]]
    original = target.read_text()
    data = tomllib.loads(original)
    optional = optional_keys(file)
    first: dict[str, tuple[dict, str]] = {}
    for path, table, key in keys(data):
        first.setdefault(path, (table, key))  # every distinct key, in its first record
    failures = []
    try:
        for path, (table, key) in first.items():
            for breakage, change in BREAKAGES.items():
                value = table[key]
                if change is None:
                    del table[key]
                else:
                    table[key] = change(value)
                target.write_text(toml_text(data))
                failure = _check(load, target, file, path, key, breakage, path in optional and change is None)
                if failure:
                    failures.append(failure)
                table[key] = value
                COUNTS[breakage] += 1
    finally:
        target.write_text(original)
    assert not failures, f"{len(failures)} problems:\n" + "\n".join(failures[:15])


def _check(load, target: Path, file: str, path: str, key: str, breakage: str, may_load: bool) -> str | None:
    what = f"{file}: {path} {breakage}"
    try:
        load(target)
    except ContentError as exc:
        message = str(exc)
        if not message.startswith(target.name + ":"):
            return f"{what}: the message does not start with the file's name: {message[:200]}"
        if not re.search(rf"\b{re.escape(key)}\b", message):
            return f"{what}: the message does not name {key}: {message[:200]}"
        if len(message) >= 300:
            return f"{what}: the message is {len(message)} characters long: {message[:200]}"
        return None
    except Exception as exc:  # noqa: BLE001 - anything else is a crash the player would see
        return f"{what}: {type(exc).__name__}: {str(exc)[:200]}"
    return None if may_load else f"{what}: loaded without complaint"
