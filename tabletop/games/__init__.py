"""The registry of games: `tabletop.games.get(name)`, `tabletop.games.names()` and
`tabletop.games.declaration(name)`.

Each game lives in its own subpackage, which exposes a `GAME` (an engine `Game`: its
rules) and a `DECLARATION` (everything else the app needs of it, named by dotted
paths that the layers above resolve when they need them: its client, its bots, what
`--smoke` and `bench frame` show of it, its sprite drawing, its campaign played by
bots and what else the command line offers for it). A rules package never imports
the client or the bots; it only names them.

Adding a game is adding its folders and ONE line to `_MODULES` below.
`tests/test_declarations.py` then says, game by game, what is still missing.
Subpackages are imported on first use so that starting the app stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

import attrs

if TYPE_CHECKING:  # the menu lists the games without loading the rules-model API
    from tabletop.engine.game import Game

# name -> module holding GAME and DECLARATION, in the order the menu shows them.
# Add a game by adding a line here.
_MODULES: dict[str, str] = {
    "darkmoor": "tabletop.games.darkmoor",
    "comanauts": "tabletop.games.comanauts",
    "prophecy": "tabletop.games.prophecy",
    "betrayal": "tabletop.games.betrayal",
    "betrayal_legacy": "tabletop.games.betrayal_legacy",
}


def _mapping(value: Mapping[str, str]) -> dict[str, str]:
    return dict(value)


def _numbers(value: Iterable[int]) -> tuple[int, ...]:
    # not `converter=tuple`: attrs reads a builtin's signature by compiling the
    # tokenizer's patterns, about 10 ms of every start
    return tuple(value)


@attrs.frozen
class Declaration:
    """What a game declares besides its rules, as dotted paths resolved lazily by the
    layer that uses them (the rules package imports none of them).

    client     the client package: exports TableScene, PICTURE and LOGGED_EVENTS
               (tabletop/client/games/<game>/__init__.py), and for the New game form
               (built from the rules' options class, Game.options_class) may export
               ANSWERS and FORM_PART (tabletop/client/scenes/options_form.py)
    showcase   a client module with `smoke_session(store)` (the table `--smoke`
               draws), `busy_session()` (the table `bench frame` measures, bots
               playing), `BUSY` (its words for the benchmark's report),
               `shot_tables(names)` (the busy tables `tabletop shots` draws, by
               scene name) and optionally `shot_campaign(app)` (its campaign screen)
    bots       bot name -> "module:Class"; every game has at least "random" and
               "strong", which the command line and the seats offer
    sprites    a build-time module (build_scripts/...) whose `main(argv)` draws the
               game's sprites; `python -m build_scripts.sprites` runs every game's
    content_prefixes  catalogue key prefixes whose English lives in the content
               files (card names and texts), so only other languages carry them
    content_texts     the catalogue keys every language but English must have to
               translate the content (a function, called only by the checks)

    What the command line offers a game beyond plain bot games (None or empty: nothing):

    campaign   a module above the bots (tabletop/controller/campaigns/<game>.py) for
               `tabletop simulate --campaign`: `simulate(index, seed, players, bots,
               think_ms, log)` plays one whole campaign with bots, handing its events
               to `log(events)`, and gives the lines to print and what `totals(ends,
               seconds)` sums up in the last line
    free_play  "module:function" of the rules, `(players, fresh_box) -> (options,
               words)`: the options every game of `tabletop simulate` starts from (a
               finished campaign's house) and the words the summary says them in;
               with `fresh_box`, free play on a fresh box instead (`--fresh-box`)
    haunts     the haunt numbers `tabletop simulate --haunt` may choose, to play that
               one haunt in every game
    bench      a module of the game's own benchmarks: `enemy_turn(turns)` gives the
               lines `tabletop bench enemy-turn` prints; `bench sessions` plays the
               first game with one unless told which
    """

    client: str
    showcase: str
    bots: Mapping[str, str] = attrs.field(converter=_mapping)
    sprites: str | None = None
    content_prefixes: tuple[str, ...] = ()
    content_texts: Callable[[], Iterable[str]] | None = None
    campaign: str | None = None
    free_play: str | None = None
    haunts: tuple[int, ...] = attrs.field(default=(), converter=_numbers)
    bench: str | None = None


_loaded: dict[str, Any] = {}


def names() -> list[str]:
    """The games in the order the app lists them."""
    return list(_MODULES)


def _module(name: str) -> Any:
    if name not in _MODULES:
        raise KeyError(f"There is no game called '{name}'. Known games: {', '.join(names())}.")
    if name not in _loaded:
        _loaded[name] = importlib.import_module(_MODULES[name])
    return _loaded[name]


def get(name: str) -> Game:
    """The game called `name`. Raises KeyError with the known names if there is none."""
    return _module(name).GAME


def declaration(name: str) -> Declaration:
    """What the game called `name` declares besides its rules (see `Declaration`)."""
    module = _module(name)
    found = getattr(module, "DECLARATION", None)
    if not isinstance(found, Declaration):
        raise LookupError(f"The game '{name}' ({_MODULES[name]}) exposes no DECLARATION "
                          f"(a tabletop.games.Declaration naming its client, showcase and bots).")
    return found


def resolve(path: str) -> Any:
    """The object a declaration names: "package.module" is the module,
    "package.module:Name" an attribute of it. Only the layer allowed to import the
    named module should call this for it (the client for client paths, ai for bots)."""
    module_name, _, attribute = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module
