"""One place declares a game: its line in `tabletop/games/__init__.py` (`_MODULES`)
and, in its own package, `GAME` (the rules) and `DECLARATION` (its client, showcase,
bots, sprites). Everything else (the menu, the command line, `--smoke`, the
benchmarks, the catalogue tests) reads the registry. These checks tell the author
of a new game, game by game, what is still missing."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tabletop import games
from tabletop.engine.rng import Rng

from catalogues import read_catalogue

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop"
LANGS = ("en", "es")
NAMES = games.names()


def _catalogue(name, lang):
    return read_catalogue(PACKAGE / "games" / name / "i18n" / f"{lang}.toml")


def _declaration(name):
    try:
        return games.declaration(name)
    except LookupError as exc:
        pytest.fail(str(exc))


def _client(name):
    path = _declaration(name).client
    try:
        return importlib.import_module(path)
    except ImportError as exc:
        pytest.fail(f"{name}: its declared client {path} cannot be imported: {exc}")


def _showcase(name):
    path = _declaration(name).showcase
    try:
        return importlib.import_module(path)
    except ImportError as exc:
        pytest.fail(f"{name}: its declared showcase {path} cannot be imported: {exc}")


# -- the registry is the one list ----------------------------------------------------


def test_every_game_folder_is_registered():
    """A game package (one exposing GAME) or a game's client folder that the registry
    does not list is a forgotten registry line."""
    rules = sorted(p.parent.name for p in (PACKAGE / "games").glob("*/__init__.py")
                   if "\nGAME = " in p.read_text(encoding="utf-8"))
    clients = sorted(p.parent.name for p in (PACKAGE / "client" / "games").glob("*/__init__.py"))
    assert [n for n in rules if n not in NAMES] == [], \
        "game packages not in tabletop/games/__init__.py _MODULES (add the registry line)"
    assert [n for n in clients if n not in NAMES] == [], "client folders of games the registry does not list"


@pytest.mark.parametrize("name", NAMES)
def test_the_game_declares_itself(name):
    game = games.get(name)
    assert game.name == name, f"{name}: its GAME is called {game.name!r}"
    declared = _declaration(name)
    for field in ("client", "showcase"):
        assert getattr(declared, field), f"{name}: DECLARATION.{field} is empty"


# -- the client ----------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_game_has_a_client(name):
    client = _client(name)
    missing = [attr for attr in ("TableScene", "PICTURE", "LOGGED_EVENTS")
               if not hasattr(client, attr)]
    assert missing == [], f"{name}: its client {client.__name__} lacks {', '.join(missing)}"
    scene = client.TableScene
    lacking = [m for m in ("handle", "update", "draw") if not callable(getattr(scene, m, None))]
    assert isinstance(scene, type) and lacking == [], \
        f"{name}: {client.__name__}.TableScene is not a scene class (it lacks {', '.join(lacking) or 'a class'})"
    picture = ROOT / "sprites" / f"{client.PICTURE}.png"
    assert picture.exists(), f"{name}: its PICTURE {client.PICTURE!r} has no sprites/{client.PICTURE}.png"


@pytest.mark.parametrize("name", NAMES)
def test_the_game_has_a_showcase(name, tmp_path):
    """What `--smoke` draws and `bench frame` measures: sessions made headless."""
    from tabletop.persistence import SaveStore

    showcase = _showcase(name)
    missing = [attr for attr in ("smoke_session", "busy_session", "BUSY") if not hasattr(showcase, attr)]
    assert missing == [], f"{name}: its showcase {showcase.__name__} lacks {', '.join(missing)}"
    smoke = showcase.smoke_session(SaveStore(tmp_path))
    try:
        assert smoke.state.game is games.get(name), f"{name}: smoke_session() opens another game"
        assert smoke.humans(), f"{name}: smoke_session() seats nobody at the window"
    finally:
        smoke.close()
    busy = showcase.busy_session()
    try:
        assert busy.state.game is games.get(name), f"{name}: busy_session() opens another game"
        assert not busy.state.is_over, f"{name}: busy_session() is a finished game"
        assert sorted(busy.bots) == list(range(busy.state.seats)), f"{name}: busy_session() needs a bot in every seat"
    finally:
        busy.close()


# -- bots ------------------------------------------------------------------------------


@pytest.mark.parametrize("bot", ["random", "strong"])
@pytest.mark.parametrize("name", NAMES)
def test_the_game_has_bots_that_play(name, bot):
    from tabletop.ai import Bot, bot_class, make_bot

    declared = _declaration(name).bots
    assert bot in declared, f"{name}: DECLARATION.bots has no {bot!r} bot (it has: {', '.join(declared) or 'none'})"
    try:
        cls = bot_class(bot, name)
    except (ImportError, AttributeError, TypeError) as exc:
        pytest.fail(f"{name}: its {bot} bot {declared[bot]} does not resolve to a Bot class: {exc}")
    assert issubclass(cls, Bot)
    game = games.get(name)
    state = game.new_game(game.default_seats or game.min_seats, 3)
    bots = [make_bot(bot, game, 10 + seat, **({"think_ms": 5} if bot == "strong" else {}))
            for seat in range(state.seats)]
    for _ in range(6):
        if state.is_over:
            break
        seat = state.to_act
        legal = state.legal_actions()
        choice = bots[seat].choose(state.view(seat), legal)
        assert choice in legal, f"{name}: the {bot} bot chose {choice}, which is not legal"
        state.apply(choice)


# -- the command line -----------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_what_the_command_line_offers_the_game_resolves(name):
    """What a game offers `tabletop simulate` and `tabletop bench` beyond plain bot games
    (none of it required): a campaign module above the bots with `simulate` and `totals`, a free-play
    start of the rules, haunt numbers to choose from, benchmarks of its own."""
    declared = _declaration(name)
    if declared.campaign is not None:
        assert declared.campaign.startswith("tabletop.controller.campaigns."), \
            f"{name}: its campaign module {declared.campaign} is not among the bot-played campaigns"
        module = games.resolve(declared.campaign)
        for function in ("simulate", "totals"):
            assert callable(getattr(module, function, None)), \
                f"{name}: its campaign module {declared.campaign} has no {function}()"
    if declared.free_play is not None:
        assert declared.free_play.startswith(f"tabletop.games.{name}."), f"{name}: free_play is not its rules'"
        options, words = games.resolve(declared.free_play)(games.get(name).min_seats, fresh_box=True)
        assert options is None and words, f"{name}: free play on a fresh box starts from the game's defaults"
    assert all(type(n) is int for n in declared.haunts), f"{name}: DECLARATION.haunts are haunt numbers"
    if declared.bench is not None:
        assert callable(getattr(games.resolve(declared.bench), "enemy_turn", None)), \
            f"{name}: its bench module {declared.bench} has no enemy_turn()"


# -- texts -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_the_game_has_rules_text(name, lang):
    path = PACKAGE / "games" / name / "rules_text" / f"{lang}.md"
    assert path.exists(), f"{name}: no rules text in {lang} (tabletop/games/{name}/rules_text/{lang}.md)"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# "), f"{name}: rules_text/{lang}.md must start with its title (# ...)"


def _emitted(name):
    """The kinds of event a few seeded random games to the end emit."""
    game = games.get(name)
    kinds = set()
    tables = [(game.min_seats, seed) for seed in (1, 2, 3)] + [(game.max_seats, seed) for seed in (4, 5)]
    for seats, seed in tables:
        state = game.new_game(seats, seed)
        rng = Rng(seed)
        kinds |= {e["event"] for e in getattr(state, "opening_events", [])}
        for _ in range(20_000):
            if state.is_over:
                break
            legal = state.legal_actions()
            kinds |= {e["event"] for e in state.apply(legal[rng.below(len(legal))])}
        assert state.is_over, f"{name}: a random game (seed {seed}, {seats} seats) did not end"
    return kinds


@pytest.mark.parametrize("name", NAMES)
def test_every_event_has_a_log_text_in_every_language(name):
    cats = {lang: _catalogue(name, lang) for lang in LANGS}
    for lang, cat in cats.items():
        assert cat is not None, f"{name}: no catalogue tabletop/games/{name}/i18n/{lang}.toml"
    logs = {lang: {k for k in cat if k.startswith("log.")} for lang, cat in cats.items()}
    for lang in LANGS:
        for other in LANGS:
            missing = sorted(logs[lang] - logs[other])
            assert missing == [], f"{name}: log texts in {lang}.toml missing in {other}.toml: " \
                                  f"{', '.join(f'{name}.{k}' for k in missing)}"
    client = _client(name)
    emitted = _emitted(name)
    logged = getattr(client, "LOGGED_EVENTS", None)
    assert logged is not None, f"{name}: its client {client.__name__} exports no LOGGED_EVENTS"
    unlogged = sorted(emitted - logged)
    assert unlogged == [], \
        f"{name}: events emitted in seeded random games but not in {client.__name__}.LOGGED_EVENTS " \
        f"(give each a log line, or list it as too small for one): {', '.join(unlogged)}"


# -- sprites ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_game_sprites_are_drawn_by_a_build_script(name):
    """`python -m build_scripts.sprites` draws every game's sprites through its
    DECLARATION.sprites (a module of build_scripts with `main(argv)`)."""
    path = _declaration(name).sprites
    assert path, f"{name}: DECLARATION.sprites names no drawing module"
    assert path.startswith("build_scripts."), f"{name}: its sprites module {path} is not under build_scripts/"
    file = ROOT.joinpath(*path.split(".")).with_suffix(".py")
    assert file.exists(), f"{name}: its sprites module {path} does not exist ({file.relative_to(ROOT)})"
    assert "\ndef main(" in file.read_text(encoding="utf-8"), f"{name}: {path} has no main(argv)"
