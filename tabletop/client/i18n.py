"""Every text the app shows comes from a catalogue: the app's own
(tabletop/i18n/<lang>.toml) and each game's (games/<game>/i18n/<lang>.toml, with
card names and texts for languages other than the content files' English).
Adding a language is adding files. A missing key falls back to English, then to
the key itself, so a gap shows up on screen instead of crashing.

A text that counts something is written once per plural form, as a table of the
forms the language has (CLDR's names: `one`, `other`):

    minions_escaped = { one = "One minion escapes.", other = "{count} minions escape." }

and asked for with its count as `count` (`t("darkmoor.log.minions_escaped", count=n)`):
the catalogue picks the form (`plural_form`), so "1 omen" never reads "1 omens".
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from . import kept

APP_CATALOGUES = Path(__file__).resolve().parents[1] / "i18n"
GAMES = Path(__file__).resolve().parents[1] / "games"
FALLBACK = "en"  # the language every key has


#: the plural forms of each language: the name of the form a count takes (CLDR's
#: cardinal rules); a language not named here counts like English
PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": lambda n: "one" if n == 1 else "other",
    "es": lambda n: "one" if n == 1 else "other",
}


def plural_form(language: str, count: int) -> str:
    """The name of the plural form `count` takes in `language`."""
    return PLURAL_RULES.get(language, PLURAL_RULES[FALLBACK])(count)


def _flatten(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flatten(value, name + "."))
        elif isinstance(value, str):
            flat[name] = value
    return flat


def _load(path: Path) -> dict[str, str]:
    """The catalogue at `path`, flattened; as kept by an earlier start (JSON) while
    the file is unchanged: parsing TOML is most of what reading a catalogue costs."""
    try:
        source = path.read_bytes()
    except FileNotFoundError:
        return {}
    name = f"catalogue-{path.parent.parent.name}-{path.stem}"  # catalogue-tabletop-en, catalogue-darkmoor-en
    key = kept.fingerprint(source)
    data = kept.read(name, key)
    if data is not None:
        try:
            strings = json.loads(data)
        except ValueError:  # damaged
            strings = None
        if isinstance(strings, dict) and all(isinstance(v, str) for v in strings.values()):
            return strings
    import tomllib  # only when the catalogue changed since it was kept

    strings = _flatten(tomllib.loads(source.decode("utf-8")))
    kept.keep(name, key, json.dumps(strings, ensure_ascii=False).encode())
    return strings


class Catalogue:
    """The app's texts at once; a game's the first time one of its keys ("<game>.…") is
    asked for, so the menu's first frame does not wait for every game's words."""

    def __init__(self, language: str) -> None:
        self.language = language
        self._strings: dict[str, str] = _load(APP_CATALOGUES / f"{language}.toml")
        # English is the fallback: read once when it is the language too
        self._fallback: dict[str, str] = (self._strings if language == FALLBACK
                                          else _load(APP_CATALOGUES / f"{FALLBACK}.toml"))
        self._unread = {p.name for p in GAMES.iterdir() if (p / "i18n").is_dir()}

    def _read_game_of(self, key: str) -> None:
        game = key.partition(".")[0]
        if game in self._unread:
            self._unread.discard(game)
            folder = GAMES / game / "i18n"
            self._strings.update(_prefixed(game, _load(folder / f"{self.language}.toml")))
            if self._fallback is not self._strings:
                self._fallback.update(_prefixed(game, _load(folder / f"{FALLBACK}.toml")))

    def has(self, key: str) -> bool:
        self._read_game_of(key)
        return key in self._strings or key in self._fallback or f"{key}.other" in self._fallback

    def get(self, key: str, default: str | None = None) -> str:
        self._read_game_of(key)
        if key in self._strings:
            return self._strings[key]
        if key in self._fallback:
            return self._fallback[key]
        return key if default is None else default

    def _counted(self, key: str, count: Any) -> str:
        """`key` itself, or its plural form for `count` when it is a table of forms."""
        other = f"{key}.other"
        if not self.has(other):
            return key
        form = f"{key}.{plural_form(self.language, count)}" if type(count) is int else other
        return form if self.has(form) else other

    def __call__(self, key: str, **values: Any) -> str:
        text = self.get(self._counted(key, values.get("count")))
        if values:
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return text
        return text


def _prefixed(game: str, strings: dict[str, str]) -> dict[str, str]:
    return {f"{game}.{key}": value for key, value in strings.items()}
