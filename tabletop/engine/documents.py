"""A game's own records as plain data, and back: what a game keeps between its games
(a campaign: Betrayal Legacy's chapters, Comanauts' sessions) is attrs classes in the
game's package, and the campaign store (persistence/campaigns.py) keeps it as a JSON
document without looking inside. The game turns its records into that document and
reads them back, checked against its classes, with this converter: it lives here, in
the engine, because the games may import nothing above them.

Unlike content files (content.py), a document is only ever written by the game
itself, so the converter is cattrs' own with one strictness: a key the classes do not
know is refused.
"""

from __future__ import annotations

from typing import Any

import cattrs

_documents = cattrs.Converter(forbid_extra_keys=True)


def to_document(record: Any) -> dict[str, Any]:
    """A game's record (attrs classes) as the plain data a store keeps."""
    return _documents.unstructure(record)


def from_document(data: Any, kind: type) -> Any:
    """A game's record read back from a store's plain data, checked against its
    classes; ValueError names the first thing wrong."""
    try:
        return _documents.structure(data, kind)
    except Exception as exc:  # noqa: BLE001 - cattrs' grouped errors, said once
        raise ValueError(f"the campaign's data is malformed ({cattrs.transform_error(exc)[:1]})") from None
