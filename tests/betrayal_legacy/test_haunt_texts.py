"""What Legacy's haunts say is what their data runs (issue 21 §2): the time limits, the
item tokens' uses, the traitor's win when every hero is dead, the numbers in English
and in Spanish; and the deeds of "The Drowned Orchard" win only in a hero's hands.
The haunt rules of House on the Hill apply to Legacy (BL-D.1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tabletop.games.betrayal_legacy as legacy_package
from haunt_wording import Wording, rounds_named, values
from tabletop.games.betrayal_legacy.rules import HAUNTS

from .test_rules import game

WORDING = Wording(Path(legacy_package.__file__).parent / "i18n" / "es.toml")
spanish, side_texts = WORDING.spanish, WORDING.side_texts


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_time_limits_are_what_the_texts_say(number):
    """BH-D.55, BH-END.4, BL-D.46: "when the Nth round ends" is `round_ended` N in both
    sides' texts, in English and in Spanish, and the round track shows it (`turn_limit`);
    a rule on a round's end names that round; no text names a round the data does not
    use. A haunt without a last round (a counter that rises every round instead) shows
    none."""
    h = HAUNTS[number]
    limits = [c for side in (h.heroes, h.traitor_side) for c in side.win if c.kind in ("round_ended", "round_at_least")]
    assert all(c.kind == "round_ended" and c.value == limits[0].value for c in limits)
    assert h.turn_limit == (limits[0].value if limits else type(h.turn_limit)()), number
    used = {r.round for r in h.rules if r.trigger == "round_end" and r.round}
    ended = {v for c in limits for v in values(c.value)}
    for lang in ("en", "es"):
        for text in side_texts(h, lang):
            assert ended <= rounds_named(text, lang), (number, lang)
            assert rounds_named(text, lang) <= used | ended, (number, lang, rounds_named(text, lang))
        WORDING.assert_round_rules_name_their_round(h, lang)


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_an_item_tokens_texts_say_what_may_be_done_with_it(number):
    """BH-ITEM.3-5, BH-SPATK.4, BH-DEATH.3, BL-TERM.8: a haunt's item token (Legacy's
    Object) is picked up, carried and dropped, given and stolen as it is tradable; its
    own text says exactly that, and so does each side's text, in English and Spanish."""
    h = HAUNTS[number]
    for token in (t for t in h.tokens if t.carried):
        assert token.tradable, (number, token.id)  # every Legacy haunt's Objects may be given and stolen
        en, es = token.text, spanish(f"haunt.{h.id}.token.{token.id}.text")
        assert "it can be picked up, carried, given, dropped and stolen" in en, (number, token.id)
        assert "se puede recoger, llevar, dar, soltar y robar" in es, (number, token.id)
        for text in side_texts(h, "en"):
            assert re.search(r"\bgiven\b|hand them over", text), (number, "en")
            assert re.search(r"\bstolen\b|\bsteal\b", text), (number, "en")
        for text in side_texts(h, "es"):
            assert re.search(r"\bdar\b|\bdalo\b", text), (number, "es")
            assert re.search(r"\brobar(?:la|lo|las|los)?\b", text), (number, "es")


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_the_traitors_side_wins_when_every_hero_is_dead_and_says_so(number):
    """BH-END.2, BH-D.49: with every hero dead the heroes can no longer win, so the
    traitor's side wins; every haunt states it, in its data and in both sides' texts."""
    h = HAUNTS[number]
    assert any(c.kind == "heroes_dead" for c in h.traitor_side.win), number
    en_heroes, en_traitor = side_texts(h, "en")
    es_heroes, es_traitor = side_texts(h, "es")
    assert re.search(r"every hero (?:is dead|dies)", en_traitor) and "every hero dies" in en_heroes, number
    assert "todos los héroes" in es_traitor and "todos los héroes" in es_heroes, number


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_english_and_spanish_give_the_same_numbers_and_traits(number):
    """BL-D.35, BH-D.51: every text of a haunt in English and in Spanish gives the same
    numbers (counts, targets, thresholds), the same rounds and the same traits."""
    WORDING.assert_same_numbers_and_traits(HAUNTS[number])


def test_the_deeds_save_the_house_only_in_a_heros_hands():
    """BH-END.1, BH-END.4, BL-D.1: "The Drowned Orchard": the heroes win as soon as a hero
    holding the deeds stands on the Front Steps; the traitor holding them there wins
    nothing for the heroes."""
    s = game(chapter=4, haunt=4)
    s.haunting.start_haunt(4, 0, "glass_eye", "entrance_hall")
    s._run()
    traitor = s.haunt["traitor"]
    hero = next(x for x in range(s.n) if x != traitor)
    s.room[traitor] = "front_steps"
    s.carried[traitor].append("deeds")
    s.haunting._step_check_win()
    assert s.final is None
    s.carried[traitor].remove("deeds")
    s.room[hero] = "front_steps"
    s.carried[hero].append("deeds")
    s.haunting._step_check_win()
    assert s.final is not None and s.final["side"] == "heroes"
