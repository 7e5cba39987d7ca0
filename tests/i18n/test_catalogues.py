"""Every text the app shows comes from a catalogue, in English and Spanish: both
languages have the same keys with the same placeholders, and every key the code
asks for exists."""

import re
import string
import tomllib
from pathlib import Path

import pytest

from tabletop.games.darkmoor.content import CONTENT

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
LANGS = ("en", "es")


def flatten(table, prefix=""):
    out = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out.update(flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def catalogue(path):
    with open(path, "rb") as handle:
        return flatten(tomllib.load(handle))


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


APP = {lang: catalogue(PACKAGE / "i18n" / f"{lang}.toml") for lang in LANGS}
GAME_NAMES = sorted(p.parent.name for p in (PACKAGE / "games").glob("*/i18n"))
GAMES = {name: {lang: catalogue(PACKAGE / "games" / name / "i18n" / f"{lang}.toml") for lang in LANGS}
         for name in GAME_NAMES}
DARKMOOR = GAMES["darkmoor"]


@pytest.mark.parametrize("name, cats", [("app", APP), *GAMES.items()])
def test_languages_have_the_same_texts(name, cats):
    en, es = cats["en"], cats["es"]
    shared = {k for k in en if not k.startswith(("minion.", "hero.", "face."))}
    assert shared - set(es) == set(), f"{name}: missing in Spanish"
    assert {k for k in es if not k.startswith(("minion.", "hero.", "face."))} - set(en) == set(), \
        f"{name}: missing in English"
    for key in shared:
        assert placeholders(en[key]) == placeholders(es[key]), key


def test_every_card_has_spanish_text():
    es = DARKMOOR["es"]
    for m in CONTENT.minions:
        assert es[f"minion.{m.id}.name"] and es[f"minion.{m.id}.flavor"]
        if m.ability.text:
            assert es[f"minion.{m.id}.text"]
    for h in CONTENT.heroes:
        assert es[f"hero.{h.id}.name"]
    for f in CONTENT.faces:
        assert es[f"face.{f.id}.name"]
        if f.ability.text:
            assert es[f"face.{f.id}.text"]


def test_every_key_the_code_uses_exists():
    known = set(APP["en"]) | {f"{name}.{k}" for name, cats in GAMES.items() for k in cats["en"]}
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
