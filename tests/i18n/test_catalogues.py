"""Every text the app shows comes from a catalogue, in English and Spanish: both
languages have the same keys with the same placeholders, and every key the code
asks for exists."""

import re
import string
from pathlib import Path

import pytest

from tabletop import games

from catalogues import read_catalogue

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
LANGS = ("en", "es")


def catalogue(path):
    """The flattened catalogue at `path`; empty when there is none (a game that
    lacks one is named by test_every_game_has_its_catalogues)."""
    return read_catalogue(path) or {}


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


APP = {lang: catalogue(PACKAGE / "i18n" / f"{lang}.toml") for lang in LANGS}
# Every registered game (the registry, not the folders, says which games there are).
GAME_NAMES = games.names()
GAMES = {name: {lang: catalogue(PACKAGE / "games" / name / "i18n" / f"{lang}.toml") for lang in LANGS}
         for name in GAME_NAMES}
# Keys whose English is in a game's content files (its declaration says which):
# only the other languages carry them.
def content_prefixes(name):
    try:
        return games.declaration(name).content_prefixes
    except LookupError:  # tests/test_declarations.py names the missing declaration
        return ()


CONTENT_PREFIXES = {"app": (), **{name: content_prefixes(name) for name in GAME_NAMES}}


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_has_its_catalogues(name):
    for lang in LANGS:
        path = PACKAGE / "games" / name / "i18n" / f"{lang}.toml"
        assert path.exists(), f"{name}: no catalogue tabletop/games/{name}/i18n/{lang}.toml"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_describes_itself_on_the_new_game_screen(name):
    """The New game screen reads `<game>.ui.description` (scenes/newgame.py): a key
    made at run time, so the scan of literal keys below cannot see it."""
    for lang in LANGS:
        assert GAMES[name][lang].get("ui.description"), f"{name}: no ui.description in {lang}.toml"


@pytest.mark.parametrize("name, cats", [("app", APP), *GAMES.items()])
def test_languages_have_the_same_texts(name, cats):
    en, es = cats["en"], cats["es"]
    content = CONTENT_PREFIXES[name]
    shared = {k for k in en if not k.startswith(content)}
    assert sorted(shared - set(es)) == [], f"{name}: missing in Spanish"
    assert sorted({k for k in es if not k.startswith(content)} - set(en)) == [], f"{name}: missing in English"
    for key in shared:
        assert placeholders(en[key]) == placeholders(es[key]), f"{name}: {key}"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_content_is_translated(name):
    """Every text of the content files (card names and texts...) has a translation
    in every language but English, as the game's declaration lists them."""
    try:
        declared = games.declaration(name)
    except LookupError as exc:
        pytest.fail(str(exc))
    needed = set(declared.content_texts()) if declared.content_texts else set()
    for key in needed:
        assert key.startswith(declared.content_prefixes), \
            f"{name}: content key {key} is not under the declared content_prefixes {declared.content_prefixes}"
    for lang in LANGS[1:]:
        cats = GAMES[name][lang]
        missing = sorted(k for k in needed if not cats.get(k))
        assert missing == [], f"{name}: content texts missing in {lang}.toml ({len(missing)}): {', '.join(missing)}"
        # a translation of content that is gone (a haunt's renamed action...) is stale
        stale = sorted(k for k in cats if k.startswith(declared.content_prefixes) and k not in needed
                       and k not in GAMES[name]["en"])
        assert stale == [], f"{name}: {lang}.toml translates content that no longer exists: {', '.join(stale)}"


def test_every_key_the_code_uses_exists():
    known = set(APP["en"]) | {f"{name}.{k}" for name, cats in GAMES.items() for k in cats["en"]}
    known |= {k.removesuffix(".other") for k in known if k.endswith(".other")}  # a text with plural forms
    used = set()
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text()
        used |= set(re.findall(r'\bt\(\s*"([a-z_]+\.[a-z_.]+)"', text))
        # Every literal shaped like an error or save key, whatever raises it
        # (IllegalAction, InvalidActionText, RuleFault, SaveError, MoveNotSaved...).
        used |= set(re.findall(r'"((?:[a-z]+\.)?(?:error|save)\.[a-z_]+(?:\.[a-z_]+)*)"', text))
    # Keys made at run time: one per reason a disk can refuse a save.
    from tabletop.persistence.faults import REASONS

    used |= {f"save.fault.{kind}" for kind in REASONS}
    assert used, "the scan found no keys at all"
    assert sorted(used - known) == []


@pytest.mark.parametrize("name", GAME_NAMES)
def test_rules_text_exists_in_both_languages(name):
    for lang in LANGS:
        text = (PACKAGE / "games" / name / "rules_text" / f"{lang}.md").read_text(encoding="utf-8")
        assert text.startswith("# ") and len(text.split()) > 400


def test_every_refusal_of_comanauts_has_a_text():
    """The model refuses with the key comanauts.error.<kind of the pending decision>."""
    from tabletop.games.comanauts.rules import PENDING_KINDS

    for kind in PENDING_KINDS:
        assert f"error.{kind}" in GAMES["comanauts"]["en"], kind


@pytest.mark.parametrize("game", ["betrayal", "betrayal_legacy"])
def test_every_marker_a_room_or_card_places_has_a_name(game):
    """The markers rooms, tiles and cards put on the board (and the ghosts a Legacy tile
    brings) are drawn with their names: each has one in English and Spanish."""
    import importlib

    from tabletop.games.house.checks import every_step

    rules = importlib.import_module(f"tabletop.games.{game}.rules")
    markers = {"ghost", "small_obstacle", "large_obstacle"} if game == "betrayal_legacy" else set()
    for thing in (*rules.ROOMS.values(), *rules.CARDS.values()):
        markers |= {step.token for step in every_step(thing) if getattr(step, "token", "")}
    haunt_tokens = {t.id for h in rules.HAUNTS.values() for t in h.tokens}
    for lang in LANGS:
        named = {k[len("ui.token_"):] for k in GAMES["betrayal"][lang] if k.startswith("ui.token_")}
        assert sorted(markers - named - haunt_tokens) == [], f"{game}: markers without a name in {lang}"


@pytest.mark.parametrize("name, cats", [("app", APP), *GAMES.items()])
def test_a_text_that_counts_has_every_plural_form(name, cats):
    """A text with plural forms (client/i18n.py) is a table of the forms English and
    Spanish have, `one` and `other`, nothing else; the `other` form shows the count."""
    for lang in LANGS:
        bases = {k.rpartition(".")[0] for k in cats[lang] if k.endswith((".one", ".other"))}
        for base in bases:
            forms = sorted(k.rpartition(".")[2] for k in cats[lang] if k.rpartition(".")[0] == base)
            assert forms == ["one", "other"], f"{name} {lang}: {base} has the forms {forms}"
            assert "count" in placeholders(cats[lang][f"{base}.other"]), f"{name} {lang}: {base}.other"


def test_the_catalogue_picks_the_plural_form_by_the_count():
    from tabletop.client.i18n import Catalogue

    for lang, one, many in (("en", "Not saved (1 move)", "Not saved (3 moves)"),
                            ("es", "Sin guardar (1 jugada)", "Sin guardar (3 jugadas)")):
        t = Catalogue(lang)
        assert t("save.unsaved_banner", count=1).startswith(one)
        assert t("save.unsaved_banner", count=3).startswith(many)
        assert t.has("save.unsaved_banner")
