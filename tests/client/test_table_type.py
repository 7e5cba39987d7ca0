"""The game tables follow the Text size setting, from the player's side: at 150% the
top bar's words and the prompt are larger than at 100% at every game's table, and
every busy table `tabletop shots` draws still keeps its texts whole and apart.

Type is measured with the text audit (widgets.note_text), as in test_ui_scale.py."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.client import widgets
from tabletop.client.games import showcase_for
from tabletop.client.scenes.tablebase import BaseTable
from tabletop.commands import shots

from test_ui_scale import drawn, text_size_150_from_the_table_menu, type_height


@pytest.mark.parametrize("name", games.names())
def test_text_size_150_makes_the_top_bar_and_the_prompt_larger(make_app, name):
    """Set from the table's own menu, the larger Text size reaches the top bar's
    heading and who acts, and the prompt, and they still fit."""
    app, drive = make_app(size=(1600, 900))
    session = next(iter(showcase_for(name).shot_tables(list(shots.PEOPLE["en"])).values()))
    app.open_table(session)
    drive.step(2)
    table = app.top
    before = drawn(app)
    text_size_150_from_the_table_menu(app, drive, table)
    after = drawn(app)
    for what in ("top bar", "prompt"):
        assert type_height(after, what) > type_height(before, what), what
    assert not widgets.outside(after)
    assert not widgets.overlapping(after)


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900), (2560, 1440)], ids=["1024x600", "1600x900", "2560x1440"])
def test_the_busy_tables_fit_at_text_size_150(make_app, size):
    """Every game's busy tables (with the recap and a card zoomed over them) at the
    largest Text size, in both languages: no text outside its box or over another."""
    problems = []
    for language in shots.LANGUAGES:
        app, drive = make_app(size=size, language=language)
        app.set_text_size(1.5)
        for scene, game in shots.screens(app, drive.step):
            if not isinstance(app.top, BaseTable):
                continue
            app.top.layout(app.size)
            records = drawn(app)
            name = f"{language} {scene} {game}"
            problems += [f"[{name}] {p}" for p in widgets.outside(records) + widgets.overlapping(records)]
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"


def test_the_comanauts_dresser_and_sheets_grow_with_the_window_and_the_text_size(make_app):
    """The dresser's counters and a sheet's status cards read larger in a large window
    than at 1280x720, and larger again at 150% Text size."""
    heights = []
    for size, text_size in (((1280, 720), 1.0), ((2560, 1440), 1.0), ((2560, 1440), 1.5)):
        app, drive = make_app(size=size)
        app.set_text_size(text_size)
        session = next(iter(showcase_for("comanauts").shot_tables(list(shots.PEOPLE["en"])).values()))
        app.open_table(session)
        drive.step(2)
        app.top.layout(app.size)  # painted afresh, not from the layers' cache
        records = drawn(app)
        heights.append((type_height(records, "counter"), type_height(records, "status")))
        assert not widgets.outside(records)
        assert not widgets.overlapping(records)
    small, large, larger = heights
    for what, (a, b, c) in zip(("dresser", "sheet"), zip(small, large, larger)):
        assert a < b < c, (what, a, b, c)
