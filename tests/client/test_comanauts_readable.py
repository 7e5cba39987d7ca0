"""The Comanauts table as a new player reads it (issue: tooltips through dialogs,
refusals without reasons, the enemies' turn shown as a comanaut's, cut labels):
each defect as it shows on the real table, on SDL's dummy driver."""

from __future__ import annotations

import sys

import pygame
import pytest

from tabletop.client.games.comanauts import drawing as drawing_mod
from tabletop.client.games.comanauts.panels import ChoicePanel, Option
from tabletop.client.games.comanauts.refusals import moving_inside, refusal
from tabletop.engine.places import Option as Answer
from tabletop.engine.views import read
from tabletop.games.comanauts.places import EQUIP, SEARCH, TASK, ClarityPile, Discard, SkillTest, Stored
from tabletop.games.comanauts.view import ComanautsView

from comanauts_tables import at_actions, busy_table, open_table, played



# -- tooltips stay under dialogs -----------------------------------------------------------


def test_the_map_tooltips_do_not_show_through_a_dialog(make_app, monkeypatch):
    app, drive = make_app((1280, 720))
    table = open_table(app, drive, played(at_actions))
    view = table.view()
    here = view.pos[f"a:{view.current}"][0]
    point = table.map.to_screen(table.map.spaces[here].points[0])
    point = (round(point[0]), round(point[1]))
    shown = []
    monkeypatch.setattr(drawing_mod, "draw_tooltip", lambda surface, assets, pos, *tip: shown.append(tip))
    table.zoom.hover_pos, table.zoom.hover_time = point, 5.0
    table.draw(app.window)
    assert shown, "the map has a tooltip there"
    # an item choice over the same place: its own text, never the map's
    panel = ChoicePanel("Finds items", "Take one of them.",
                        [Option("Riot Vest", Answer("riot_vest"), detail="+1 to defense rolls. The whole text.")])
    panel.layout(table.L.map, app.assets)
    panel.rect.center = point
    panel.buttons = [pygame.Rect(0, 0, 200, 56)]
    panel.buttons[0].center = point
    table.focus_panel = panel
    shown.clear()
    table.draw(app.window)
    assert shown == [("Riot Vest", "+1 to defense rolls. The whole text.")]
    panel.options[0].detail = ""
    shown.clear()
    table.draw(app.window)
    assert shown == []


# -- every refusal says why ------------------------------------------------------------------


def _view_with_search_here(state):
    view = state.view(state.to_act)
    here = view["pos"][f"a:{view['current']}"][0]
    view["tokens"] = dict(view["tokens"], **{here: ["search"]})
    return view


def _seen(view):
    return read(ComanautsView, view)


def test_each_refusal_has_its_own_reason_key():
    state = played(at_actions)
    t = lambda key, **values: key  # noqa: E731
    view = state.view(state.to_act)
    here = view["pos"][f"a:{view['current']}"][0]
    view["tokens"] = {k: v for k, v in view["tokens"].items() if k != here}
    assert refusal(t, _seen(view), "Ada", SEARCH, ["blue"]).key == "comanauts.ui.why_search_token"
    view = _view_with_search_here(state)
    error = refusal(t, _seen(view), "Ada", SEARCH, ["blue"])
    assert error.key == "comanauts.ui.why_search_colour" and "yellow" in str(error)
    view["sheets"][view["current"]]["dice"] = ["blue.1"]
    view["sheets"][view["current"]]["stored"] = None
    view = _seen(view)
    assert refusal(t, view, "Ada", SEARCH, []).key == "comanauts.ui.why_search_dice"
    assert refusal(t, view, "Ada", EQUIP, ["red", "red"]).key == "comanauts.ui.why_one_die"
    assert refusal(t, view, "Ada", TASK, []).key in ("comanauts.ui.why_task_none", "comanauts.ui.why_task_dice")
    assert refusal(t, view, "Ada", Discard("red"), ["red"]).key == "comanauts.ui.why_focus"
    assert moving_inside("Ada").key == "comanauts.ui.why_move_inside"
    keys = {refusal(t, view, "Ada", target, ["blue"]).key
            for target in (SEARCH, SkillTest("env"), TASK, EQUIP, Discard("red"), Stored(view.current),
                           ClarityPile(1 - view.current))}
    assert "comanauts.ui.cannot_now" not in keys and "comanauts.ui.cannot_use" not in keys


def test_the_search_button_with_a_blue_die_says_a_yellow_one_is_needed(make_app):
    app, drive = make_app((1280, 720))
    table = open_table(app, drive, played(at_actions))
    state = table.session.state  # arranged after opening: a search token here, no yellow or purple die
    k = state.current
    here = state.pos[f"a:{k}"][0]
    state.tokens.setdefault(here, []).append("search")
    sheet = state.sheets[k]
    keep = [d for d in sheet.dice if d.split(".")[0] not in ("yellow", "purple")]
    state.bag.extend(d for d in sheet.dice if d not in keep)
    sheet.dice = keep or [state.bag.pop(state.bag.index(next(d for d in state.bag if d.startswith("blue"))))]
    if sheet.stored and sheet.stored.split(".")[0] in ("yellow", "purple"):
        state.bag.append(sheet.stored)
        sheet.stored = None
    table._decision_key = table.session._view_key = None  # read the arranged position
    drive.step(2)
    drive.click(table.action_buttons["search"].rect.center)
    assert drive.toast() is not None and "yellow" in drive.toast()
    # a die dropped on the search token is a search (refused), never a move within the space
    token = table.places.search_token_rect(here)
    assert token is not None
    assert table.places.target_at(token.center, table.drag_drop.lit(table.places.source_of([("tray", 0)]))) == SEARCH
    before = state.to_dict()
    drive.drag(table.places.die_point(sheet.dice[0].split(".")[0]), token.center, frames=2)
    assert table.session.state.to_dict() == before
    assert "yellow" in (drive.toast() or "")


# -- the enemies' turn is nobody's turn ----------------------------------------------------------


def test_the_header_during_the_enemies_turn(make_app):
    app, drive = make_app((1280, 720))
    state = played(lambda s: s.pending is not None and s.pending["kind"] == "defend")
    table = open_table(app, drive, state)
    view = table.view()
    assert table.drawing.in_enemy_turn(view)
    colour, text, *_ = table.drawing._who_acts(view)
    assert text.startswith("The enemies' turn")
    table.draw(app.window)
    assert not any(b.enabled for b in table.action_buttons.values())
    state2 = played(at_actions)
    table2 = open_table(app, drive, state2)
    assert not table2.drawing.in_enemy_turn(table2.view())
    assert "performs actions" in table2.drawing._who_acts(table2.view())[1]


# -- text fits its box -------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_tables_words_fit_their_boxes(make_app, monkeypatch, size, language):
    """Rendered widths against their boxes: the texts fit_text had to cut are
    recorded; the dresser's counters, the sheets' names, the panel's header and the
    instruction line are whole at the smallest and largest supported windows."""
    from tabletop.client import widgets
    from tabletop.client.games.comanauts import dresser, sheets

    cut: list[str] = []
    original = widgets.fit_text

    def recording(assets, text, size_, width, colour, bold=False, smallest=9, serif=False):
        image = original(assets, text, size_, width, colour, bold=bold, smallest=smallest, serif=serif)
        if image.get_width() > width or (text and not text.endswith("…") and assets.font(smallest, bold, serif)
                                         .size(text)[0] > width):
            cut.append(text)
        return image
    for module in (drawing_mod, dresser, sheets):
        monkeypatch.setattr(module, "fit_text", recording)
    app, drive = make_app(size, language=language)
    table = open_table(app, drive, played(at_actions))
    cut.clear()
    table.draw(app.window)
    t, view = app.t, table.view()
    for key in ("comanauts.ui.vitals", "comanauts.ui.child", "comanauts.ui.clues"):
        text = t(key)
        if " " in text:  # several words wrap onto two lines rather than being cut
            assert text not in cut, (key, text)
    for k in range(view.seats):
        assert table.name(k) not in cut
    header = t("comanauts.ui.panel_header", name=table.name(view.current), player=table.session.name(view.current))
    assert header not in cut
    lines, room = table.drawing.prompt_lines
    if size[0] >= 1280:
        assert len(lines) <= room, lines  # the instruction is whole


# -- no cut or overflowing text anywhere on the table ------------------------------------------

SIZES = [(1024, 600), (1280, 720), (1600, 900), (2560, 1440)]


def _recorder(monkeypatch) -> list[str]:
    """Every text fit_text had to cut (too wide even at its smallest type), from
    any part of the Comanauts table, the shared top bar and the widgets."""
    import importlib
    import pkgutil

    from tabletop.client import widgets
    from tabletop.client.games import comanauts as package
    from tabletop.client.scenes import tablebase

    cut: list[str] = []
    original = widgets.fit_text

    def recording(assets, text, size_, width, colour, bold=False, smallest=9, serif=False):
        if text and assets.font(min(size_, smallest), bold, serif).size(text)[0] > width:
            where = sys._getframe(1).f_globals["__name__"].rsplit(".", 1)[-1]
            cut.append(f"{where}: {text!r} in {width}px")
        return original(assets, text, size_, width, colour, bold=bold, smallest=smallest, serif=serif)

    modules = [widgets, tablebase] + [importlib.import_module(f"{package.__name__}.{m.name}")
                                      for m in pkgutil.iter_modules(package.__path__)]
    for module in modules:
        if getattr(module, "fit_text", None) is original:
            monkeypatch.setattr(module, "fit_text", recording)
    return cut


def _problems(app, table, cut, skip=()) -> list[str]:
    """One frame of `table`: the texts cut (in it, and in the frames before it:
    parts of the table drawn once are kept as pictures), the texts drawn outside
    their boxes, and an instruction line that does not fit whole."""
    from tabletop.client import widgets

    widgets.audit_text()
    try:
        table.draw(app.window)
    finally:
        records = widgets.audit_text(False)
    found = [f"cut: {c}" for c in dict.fromkeys(cut) if c.split(":")[0] not in skip] + widgets.outside(records)
    cut.clear()
    lines, room = table.drawing.prompt_lines
    if len(lines) > room:
        found.append(f"instruction cut: {lines}")
    return found


def _sweep(make_app, monkeypatch, size, language, skip=()) -> list[str]:
    """A mid-game table (with a roll on the mat) and the showcase's busiest table:
    what is cut or outside its box (`skip`: modules left out)."""
    cut = _recorder(monkeypatch)
    app, drive = make_app(size, language=language)
    table = open_table(app, drive, played(at_actions))
    problems = [f"[mid-game] {p}" for p in _problems(app, table, cut, skip)]
    # a roll on the mat: a long title beside the total
    t, view = app.t, table.view()
    title = t("comanauts.ui.mat_melee", name=table.name(view.current), enemy="Maximiliana Wolfenstein")
    table.mat.throw(title, ["red.1", "purple.1", "red.2"], [3, 5, 6], 14, 7, [])
    table.mat.resolve(t("comanauts.ui.total_need", total=14, need=7), True)
    problems += [f"[roll mat] {p}" for p in _problems(app, table, cut, skip)]
    table.mat.clear()
    # the busiest table: four comanauts, six enemies on the dresser; then its large map
    table = busy_table(app, drive)
    problems += [f"[busy] {p}" for p in _problems(app, table, cut, skip)]
    table.toggle_large_map()
    problems += [f"[busy, large map] {p}" for p in _problems(app, table, cut, skip)]
    return problems


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_panel_top_bar_and_roll_mat_cut_nothing(make_app, monkeypatch, size, language):
    """From 1024x600 to 2560x1440, in English and Spanish: the action panel (its
    header, instruction and buttons), the top bar (the words whole, or the name
    alone when the bar is narrow), the roll mat (title beside the total) and the
    map's texts are whole and inside their boxes."""
    problems = _sweep(make_app, monkeypatch, size, language, skip=("dresser", "sheets"))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_comanauts_text_is_cut(make_app, monkeypatch, size, language):
    """The whole table, dresser and sheets too: nothing cut, nothing outside its box."""
    problems = _sweep(make_app, monkeypatch, size, language)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", ["en", "es"])
def test_each_die_in_the_tray_says_what_its_colour_does(make_app, language):
    """CO-TURN.20-25: hovering a die in the tray tells what its colour is for."""
    app, drive = make_app((1024, 600), language=language)
    table = open_table(app, drive, played(at_actions))
    view = table.view()
    dice = table.places.tray_dice(view)
    assert dice
    for die, centre in zip(dice, table.L.tray_dice(len(dice))):
        colour = die.split(".")[0]
        tip = table.drawing._die_tip(centre, view)
        if colour not in ("red", "green", "yellow", "blue", "purple"):
            continue
        assert tip is not None
        assert tip[1].startswith(app.t(f"comanauts.ui.die_tip_{colour}"))
        assert app.t("comanauts.ui.die_tip_any") in tip[1]
    assert app.t("comanauts.ui.die_tip_red") != app.t("comanauts.ui.die_tip_green")
