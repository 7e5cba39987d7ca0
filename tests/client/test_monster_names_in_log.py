"""A monster whose name begins with an article is not given a second one by the log's
sentence: "The Nursemaid moves ...", never "The The Nursemaid moves ..."; in Spanish
the sentence gives none and the name reads as written."""

from __future__ import annotations

from tabletop.client.games import showcase_for
from tabletop.commands import shots


def _log_line(make_app, language: str, kind: str) -> str:
    app, drive = make_app(language=language)
    app.open_table(next(iter(showcase_for("betrayal").shot_tables(list(shots.PEOPLE[language])).values())))
    drive.step(2)
    table = app.top
    room = next(iter(table.session.seen().house.placed))[0]
    event = {"event": "monster_moved", "seat": None, "kind": kind, "number": 0, "from": room, "to": room}
    return table.describe(event), table.names.monster(kind)


def test_a_monster_named_with_the_article_gets_it_once_in_english(make_app):
    line, name = _log_line(make_app, "en", "nursemaid")
    assert name == "The Nursemaid"
    assert line.startswith("The Nursemaid moves") and "The The" not in line


def test_a_monster_named_without_it_gets_the_sentences_article(make_app):
    line, name = _log_line(make_app, "en", "bat")
    assert name == "Bat" and line.startswith("The Bat moves")


def test_in_spanish_the_name_reads_as_written(make_app):
    line, name = _log_line(make_app, "es", "nursemaid")
    assert line.startswith(name)
