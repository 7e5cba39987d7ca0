"""One rule for the text a player types that the app keeps: player and character names,
campaign names, fates. The text field, New game, the games' "names" option, the save
writer and the loaders all use it, so a name that can be typed can be saved and loaded.

The rule: Unicode NFC; whitespace of any kind is one space, with none at the ends;
what cannot be shown is dropped (control characters, unassigned and private-use code
points, and format characters such as a BOM, zero-width spaces and direction marks),
but a joiner between two characters (emoji joined by ZWJ, Persian and Indic scripts)
and the tags of a flag are kept; any script is kept. The length is counted in code
points of that text, and a text past its limit is cut at the end of a whole character
(an emoji sequence, a letter with its accents) rather than in the middle of one."""

from __future__ import annotations

import unicodedata
from typing import Any

import attrs

#: a player's name: the text field, New game, the games' "names" option, the saves (code points)
NAME_LIMIT = 16
#: a Betrayal Legacy family member's name, typed at the casting (BL-SETUP.4)
CHARACTER_LIMIT = 24
#: a seat's name as a game shows it and a save keeps it: a player's, or a Legacy
#: character's with their age ("Name (79)")
SEAT_NAME_LIMIT = CHARACTER_LIMIT + len(" (999)")

ZWJ, ZWNJ = "\u200d", "\u200c"
_JOINERS = (ZWJ, ZWNJ)
_BLACK_FLAG = "\U0001F3F4"  # a flag of tags (England, Scotland, Wales) starts with it


def _is_tag(ch: str) -> bool:
    return 0xE0020 <= ord(ch) <= 0xE007F


def _is_regional(ch: str) -> bool:
    return 0x1F1E6 <= ord(ch) <= 0x1F1FF


def _extends(ch: str, before: str) -> bool:
    """Whether `ch` belongs to the character before it (a grapheme-like cluster): a
    combining mark or variation selector, a joiner or what a ZWJ joins, a skin tone,
    a flag's tag."""
    return (unicodedata.category(ch).startswith("M") or ch in _JOINERS or before == ZWJ
            or 0x1F3FB <= ord(ch) <= 0x1F3FF or _is_tag(ch))


def characters(text: str) -> list[str]:
    """`text` as the characters a reader sees: clusters of code points (a flag of two
    regional indicators is one)."""
    clusters: list[str] = []
    for ch in text:
        if clusters and (_extends(ch, clusters[-1][-1]) or (
                _is_regional(ch) and len(clusters[-1]) == 1 and _is_regional(clusters[-1]))):
            clusters[-1] += ch
        else:
            clusters.append(ch)
    return clusters


def clean_text(text: str, limit: int, typing: bool = False) -> str:
    """`text` by the rule above, at most `limit` code points. With `typing` (a text field
    as it is typed), a space or a joiner at the end is kept for what comes next."""
    kept: list[str] = []
    for ch in unicodedata.normalize("NFC", text):
        category = unicodedata.category(ch)
        if ch.isspace() or category in ("Zs", "Zl", "Zp"):
            while kept and kept[-1] in _JOINERS:  # a joiner joins nothing to a space
                kept.pop()
            if kept and kept[-1] != " ":
                kept.append(" ")
            continue
        if category in ("Cc", "Cs", "Co", "Cn"):
            continue
        if category == "Cf":
            if ch in _JOINERS and kept and kept[-1] != " " and kept[-1] not in _JOINERS:
                kept.append(ch)
            elif _is_tag(ch) and kept and (kept[-1] == _BLACK_FLAG or _is_tag(kept[-1])):
                kept.append(ch)
            continue
        kept.append(ch)
    cleaned = unicodedata.normalize("NFC", "".join(kept))  # what was dropped may have parted a letter and its accent
    out, used = "", 0
    for cluster in characters(cleaned):
        if used + len(cluster) > limit:
            break
        out, used = out + cluster, used + len(cluster)
    if typing:
        return out.lstrip(" ")
    out = out.strip(" ")
    while out and out[-1] in _JOINERS:
        out = out[:-1].rstrip(" ")
    return out


def valid_text(text: object, limit: int) -> bool:
    """Whether `text` is a non-empty text the rule keeps as it is (what a loader accepts)."""
    return isinstance(text, str) and bool(text) and clean_text(text, limit) == text


def name_field(limit: int) -> Any:
    """An attrs field for a name kept in a document (a campaign's seats and members): a
    text is kept by the rule (so a campaign written before the rule still opens, its
    names cleaned and cut), and what is not a text, or nothing once cleaned, is refused."""

    def keep(value: object) -> object:
        return clean_text(value, limit) if isinstance(value, str) else value

    def check(_instance: object, attribute: Any, value: object) -> None:
        if not valid_text(value, limit):
            raise ValueError(f"'{attribute.name}' is not a name that can be shown")

    return attrs.field(converter=keep, validator=check)
