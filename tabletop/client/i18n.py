"""Every text the app shows comes from a catalogue: the app's own
(tabletop/i18n/<lang>.toml) and each game's (games/<game>/i18n/<lang>.toml, with
card names and texts for languages other than the content files' English).
Adding a language is adding files. A missing key falls back to English, then to
the key itself, so a gap shows up on screen instead of crashing.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

APP_CATALOGUES = Path(__file__).resolve().parents[1] / "i18n"
GAMES = Path(__file__).resolve().parents[1] / "games"


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
    if not path.exists():
        return {}
    with open(path, "rb") as handle:
        return _flatten(tomllib.load(handle))


class Catalogue:
    def __init__(self, language: str) -> None:
        self.language = language
        self._strings: dict[str, str] = {}
        self._fallback: dict[str, str] = {}
        self._strings.update(_load(APP_CATALOGUES / f"{language}.toml"))
        self._fallback.update(_load(APP_CATALOGUES / "en.toml"))
        for game in sorted(p for p in GAMES.iterdir() if (p / "i18n").is_dir()):
            self._strings.update(_prefixed(game.name, _load(game / "i18n" / f"{language}.toml")))
            self._fallback.update(_prefixed(game.name, _load(game / "i18n" / "en.toml")))

    def has(self, key: str) -> bool:
        return key in self._strings or key in self._fallback

    def get(self, key: str, default: str | None = None) -> str:
        if key in self._strings:
            return self._strings[key]
        if key in self._fallback:
            return self._fallback[key]
        return key if default is None else default

    def __call__(self, key: str, **values: Any) -> str:
        text = self.get(key)
        if values:
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return text
        return text


def _prefixed(game: str, strings: dict[str, str]) -> dict[str, str]:
    return {f"{game}.{key}": value for key, value in strings.items()}
