"""The words players read: seeded games of every game played to the end in a real
window, in English and Spanish, with every text the app draws noted as it is drawn
(log lines, prompts, buttons, panels, the recap, the curtain, the results). None
shows an internal id (a snake_case name, a catalogue key) or an unfilled
"{placeholder}", and a Spanish question or exclamation opens with ¿ or ¡."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

from catalogues import read_catalogue

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
SPANISH = [PACKAGE / "i18n" / "es.toml", *sorted(PACKAGE.glob("games/*/i18n/es.toml"))]

NAMES = ["Ana", "Bruno", "Clara", "Dario"]
#: an internal id: snake_case (names_of_the_dead), a catalogue key (betrayal.ui.omen)
SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
KEY = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")
PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}")
#: one of something, counted as many ("1 Certificates", "1 jugadas"); the words after a 1
#: that end in s and are no plural are let through
ONE_MANY = re.compile(r"(?<![\d.,:/+-])\b1 (?:(?!(?:goes|ends|suspicious|más|gratis)\b)[A-Za-záéíóúñ]*[^\Ws]s|dice)\b")


def words_of_a_game(make_app, name: str, language: str, seed: int, moves: int = 3000) -> set[str]:
    """Every text drawn while people at every seat play `name` from `seed` with random
    legal moves, a frame after each, to its end, then its results: whole texts (a
    text wrapped to its box counts once, unwrapped)."""
    app, drive = make_app(size=(1280, 720), language=language)
    drawn: set[str] = set()
    wrapped: set[str] = set()  # the lines wrapping made: pieces of texts, not texts
    assets = app.assets
    draw_text, wrap = assets.text, assets.wrap

    def noting(text, *args, **kwargs):
        drawn.add(text)
        return draw_text(text, *args, **kwargs)

    def noting_wrap(text, *args, **kwargs):
        lines = wrap(text, *args, **kwargs)
        drawn.add(text)
        wrapped.update(line for line in lines if line != text)
        return lines

    assets.text, assets.wrap = noting, noting_wrap
    english: set[str] = set()  # content names (asked with their English) that this language words otherwise
    catalogue_get = app.t.get

    def noting_get(key, default=None):
        text = catalogue_get(key, default)
        if default and text != default and key.endswith("name"):
            english.add(default)
        return text

    app.t.get = noting_get
    game = games.get(name)
    seats = max(game.min_seats, 3 if name != "comanauts" else 2)
    options = {"first": 0} if name == "darkmoor" else {}
    state = game.new_game(seats, seed, {**options, "names": NAMES[:seats]})
    session = Session(state, [SeatInfo(n) for n in NAMES[:seats]], None)
    app.open_table(session)
    table = app.top
    rng = random.Random(seed)
    for _ in range(moves):
        for _ in range(30):  # the frames until the next person may act
            drive.step(1)
            if type(app.top).__name__ == "CurtainScene":  # pass the device
                drive.key(pygame.K_RETURN, frames=1)
            drive.read_card()  # a card drawn waits to be read
            if session.state.is_over or session.legal_actions():
                break
        if session.state.is_over:
            break
        drawn.update(table.recap_card.lines())  # the whole recap, its scrolled-off lines too
        session.act(rng.choice(session.legal_actions()))
    assert session.state.is_over, f"{name} did not end in {moves} moves"
    drawn.update(table.log_panel.said.values())
    for _ in range(200):  # the last moves play back, an end page may wait to be read
        drive.step(1)
        if type(app.top).__name__ == "ResultsScene":
            break
        drive.key(pygame.K_RETURN, frames=1)
    assert type(app.top).__name__ == "ResultsScene"
    drive.step(2)
    return drawn - wrapped, english


def unopened(text: str) -> list[str]:
    """The Spanish question and exclamation marks of `text` that were not opened
    (a mark shown as itself, '?' or a lone ?, is no question)."""
    text = re.sub(r"'[?!]'|«[?!]»|(?<!\S)[?!](?!\S)", "", text)
    return [mark for mark, opening in (("?", "¿"), ("!", "¡")) if text.count(mark) > text.count(opening)]


def problems_in(texts: set[str], language: str, english: set[str] = frozenset()) -> list[str]:
    """What is wrong with `texts`: ids, keys, placeholders, an unopened Spanish
    question, or a name left in English (one of `english`) where the player's
    language has its own."""
    names = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(english, key=len, reverse=True)) + r")\b") \
        if english else None
    found = []
    for text in sorted(texts):
        match = names.search(text) if names else None
        if match:
            found.append(f"the English name {match.group()!r} in {text!r}")
        for pattern, what in ((SNAKE, "an internal id"), (KEY, "a catalogue key"), (PLACEHOLDER, "a placeholder"),
                              (ONE_MANY, "one counted as many")):
            match = pattern.search(text)
            if match:
                found.append(f"{what} {match.group()!r} in {text!r}")
        if language == "es":
            found += [f"{mark} not opened in {text!r}" for mark in unopened(text)]
    return found


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("name", games.names())
def test_a_whole_game_shows_no_id_and_asks_in_good_spanish(make_app, name, language):
    texts, english = words_of_a_game(make_app, name, language, seed=11)
    assert len(texts) > 50
    problems = problems_in(texts, language, english)
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"


def test_every_spanish_question_and_exclamation_opens():
    """Spanish opens what it asks with ¿ and what it exclaims with ¡, in every text
    of every catalogue (a text split into sentences has one of each per sentence)."""
    bad = []
    for path in SPANISH:
        for key, text in (read_catalogue(path) or {}).items():
            if isinstance(text, str) and unopened(text):
                bad.append(f"{path.parent.parent.name}: {key}: {text}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("language", ["en", "es"])
def test_what_an_effect_comes_from_is_named(language):
    """A gain, a heal or an ignored effect names its source (a room, a card, a haunt or
    its action, a Legacy card, a page of the Black Folio) by its name, never its id
    (it said "names_of_the_dead gives 1 Sanity")."""
    from tabletop.client.games.betrayal.names import BETRAYAL, Names
    from tabletop.client.games.betrayal_legacy.kit import LEGACY
    from tabletop.client.i18n import Catalogue
    from tabletop.games.betrayal_legacy.rules import CONTENT

    t = Catalogue(language)
    for kit, extra in ((BETRAYAL, []), (LEGACY, [f"legacy:{c.id}" for c in CONTENT.legacy]
                                        + [f"folio:{p.id}" for p in CONTENT.folio])):
        n = Names(t, kit)
        sources = ([f"room:{r}" for r in kit.rooms] + [f"card:{c}" for c in kit.cards]
                   + [f"haunt:{h.id}" for h in kit.haunts.values()]
                   + [f"haunt:{a.id}" for h in kit.haunts.values() for a in h.actions] + extra)
        for source in sources:
            words = n.source(source)
            assert words and not SNAKE.search(words) and words != source.partition(":")[2], (source, words)


def test_darkmoor_asks_for_a_minion_in_the_name_of_the_heros_ability_in_spanish(make_app):
    """A hero's ability that has its player choose a minion names the hero in the
    player's language ("Elige un esbirro para Torvald Matagigantes"), as a minion's
    does: the rules' reason is the English name."""
    app, drive = make_app(size=(1600, 900), language="es")
    state = games.get("darkmoor").new_game(3, 1, {"first": 0, "names": NAMES[:3]})
    rng = random.Random(1)
    while not ((state.view(None)["pending"] or {}).get("args") or {}).get("kind") == "h":
        state.apply(rng.choice(state.legal_actions()))
    pending = state.view(None)["pending"]
    assert pending["kind"] == "minion" and pending["why"] == "Torvald Giantsbane"
    session = Session(state, [SeatInfo(n) for n in NAMES[:3]], None)
    session.hand_over(state.to_act)
    app.open_table(session)
    drive.step(2)
    assert app.top._prompt(session.seen()) == "Elige un esbirro para Torvald Matagigantes"
