"""Reading a haunt's texts the way tests/betrayal/test_haunt_texts.py and
tests/betrayal_legacy/test_haunt_texts.py check them: each text in English (the data)
and in Spanish (the game's catalogue), the rounds a text names as ordinals, and the
numbers and traits both languages must share (BH-D.51)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

from tabletop.games.house.haunt import haunt_texts

ORDINALS = {
    "en": "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth".split(),
    "es": ("primera segunda tercera cuarta quinta sexta séptima octava novena décima undécima duodécima "
           "decimotercera decimocuarta").split(),
}
ROUND = {"en": "round", "es": "ronda"}
TRAITS = {"en": ("speed", "might", "sanity", "knowledge"), "es": ("velocidad", "poder", "cordura", "conocimiento")}


class Wording:
    """One game's haunts in both languages: its Spanish catalogue beside the English data."""

    def __init__(self, spanish_catalogue: Path) -> None:
        self.es = tomllib.loads(spanish_catalogue.read_text(encoding="utf-8"))

    def spanish(self, key: str) -> str:
        value = self.es
        for part in key.split("."):
            value = value[part]
        return value

    def side_texts(self, h, lang: str) -> list[str]:
        """The heroes' and the traitor's texts, in `lang`."""
        if lang == "en":
            return [h.heroes.text, h.traitor_side.text]
        return [self.spanish(f"haunt.{h.id}.heroes.text"), self.spanish(f"haunt.{h.id}.traitor.text")]

    def assert_round_rules_name_their_round(self, h, lang: str) -> None:
        """Each rule of haunt `h` on a round's end names that round, and no other, in `lang`."""
        for k, rule in enumerate(h.rules):
            if rule.trigger == "round_end" and rule.round:
                text = rule.text if lang == "en" else self.spanish(f"haunt.{h.id}.rule.{k}.text")
                assert rounds_named(text, lang) == {rule.round}, (h.number, lang, k)

    def assert_same_numbers_and_traits(self, h) -> None:
        """Every text of haunt `h` gives the same numbers (counts, targets, thresholds),
        the same rounds and the same traits in English and in Spanish."""
        for key in haunt_texts([h]):
            en, es = english(h, key).lower(), self.spanish(key).lower()
            assert Counter(re.findall(r"\d+", en)) == Counter(re.findall(r"\d+", es)), key
            assert rounds_named(en, "en") == rounds_named(es, "es"), key
            for a, b in zip(*TRAITS.values()):
                assert len(re.findall(rf"\b{a}\b", en)) == len(re.findall(rf"\b{b}\b", es)), (key, a)


def english(h, key: str) -> str:
    """The English text of a catalogue key (`haunt.<id>.<part>...`), from the data."""
    parts = key.split(".")[2:]
    if parts[0] == "title":
        return h.title
    if parts[0] in ("heroes", "traitor"):
        return getattr(h.heroes if parts[0] == "heroes" else h.traitor_side, parts[1])
    kind, ident, part = parts
    if kind == "rule":
        return h.rules[int(ident)].text
    things = {"monster": h.monsters, "token": h.tokens, "counter": h.counters, "secret": h.secrets,
              "action": h.actions}[kind]
    return getattr(next(t for t in things if t.id == ident), part)


def rounds_named(text: str, lang: str) -> set[int]:
    """The round numbers a text names as ordinals ("when the third, sixth and ninth rounds
    end", "al terminar la tercera, la sexta y la novena ronda")."""
    words = ORDINALS[lang]
    one = "(?:%s)" % "|".join(words)
    joint = r"(?:,|,? and|,? or|,? y|,? o)\s+(?:the\s+|la\s+)?"
    found: set[int] = set()
    for chain in re.findall(rf"\b({one}(?:{joint}{one})*)\s+{ROUND[lang]}", text.lower()):
        found |= {words.index(w) + 1 for w in re.findall(one, chain)}
    return found


def values(count) -> set[int]:
    """The numbers a per-table-size count holds."""
    return {v for v in (count.all, count.p3, count.p4, count.p5, getattr(count, "p6", None)) if v}
