"""The avatars waiting face down under a Comanauts sheet are counted in words that
read naturally, singular for one (the catalogue's plural forms), in English and
Spanish (issue 24 §5)."""

from __future__ import annotations

import pytest

from comanauts_tables import at_actions, open_table, played

WORDS = {"en": ("1 more avatar waits face down", "2 more avatars wait face down"),
         "es": ("Queda 1 avatar boca abajo", "Quedan 2 avatares boca abajo")}


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_avatars_face_down_read_naturally(make_app, language):
    app, drive = make_app(size=(1600, 900), language=language)
    one, two = WORDS[language]
    assert app.t("comanauts.ui.face_down", count=1) == one
    assert app.t("comanauts.ui.face_down", count=2) == two
    for count in (1, 2, 3):
        tip = app.t("comanauts.ui.face_down_tip", count=count)
        assert "(" not in tip and str(count) in tip
    drawn: list[str] = []  # the sheets are drawn once and kept: every text from the table's opening
    make = app.assets.text
    app.assets.text = lambda words, *args, **kwargs: drawn.append(words) or make(words, *args, **kwargs)
    table = open_table(app, drive, played(at_actions))
    counts = [sheet.face_down for sheet in table.view().sheets if sheet.face_down]
    assert counts
    said = " ".join(drawn)
    for count in counts:  # each sheet's words, as wrapped into its box
        words = app.t("comanauts.ui.face_down", count=count)
        assert all(piece in said for piece in words.split())
    assert "(s)" not in said and "(es)" not in said
