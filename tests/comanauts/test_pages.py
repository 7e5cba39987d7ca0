"""Adventure Book pages: the grid map becomes spaces and borders, and the page
validator catches broken references, bad maps and a finale without its ID."""

import pytest

from tabletop.engine import ContentError
from tabletop.games.comanauts.geometry import EDGE, MapGeometry
from tabletop.games.comanauts.pages import build_map, load_page, page_problems

PAGE = '''
page = 1
comazone = "test_zone"
setup = "Put a search token in the shed."
avatar_start = "yard"
enemy_starts = ["barn"]
threat_entry = "threat"
critical_entry = "critical"
inner_child_entry = "child"
finale = "finale"
victory_entry = "critical"
rabbit_hole = "shed"
search_items = ["lantern"]
lines = [{ a = "yard", b = "shed", kind = "red" }, { a = "barn", b = "pond", kind = "white" }]

[[space]]
id = "yard"
name = "Yard"
rect = [0, 0, 200, 100]
poi = "well"

[[space]]
id = "shed"
name = "Shed"
rect = [200, 0, 100, 100]
search = 1

[[space]]
id = "barn"
name = "Barn"
rect = [0, 100, 100, 100]

[[space]]
id = "pond"
name = "Pond"
rect = [100, 100, 200, 100]

[[entry]]
id = "well"
text = "An old well."
choices = [{ label = "Look down", entry = "down" }, { label = "Walk on", entry = "threat" }]

[[entry]]
id = "down"
text = "Something looks back."
test = { colour = "blue", target = 8, success = "critical", fail = "child" }

[[entry]]
id = "threat"
text = "The ground shakes."
effects = [{ op = "encounter", hostiles = ["gnasher"] }]

[[entry]]
id = "critical"
text = "The sky flickers."
effects = [{ op = "gain_insight", amount = 1 }]

[[entry]]
id = "child"
text = "A boy runs past."
branches = [{ results = [1, 2, 3], entry = "threat" }, { results = [4, 5, 6], entry = "critical" }]

[[entry]]
id = "finale"
text = "It waits in the barn."
effects = [{ op = "encounter_id", code = "1234567" }]
'''

KNOWN = {"items": {"lantern"}, "hostiles": {"gnasher"}, "statuses": {"trapped"}, "codes": {"1234567"},
         "pages": {1}, "home_code": "1234567"}


@pytest.fixture
def page(tmp_path):
    path = tmp_path / "test_zone.toml"
    path.write_text(PAGE)
    return load_page(path)


def test_a_good_page_has_no_problems(page):
    assert page_problems(page, KNOWN) == []


def test_the_grid_map_becomes_spaces_and_typed_borders(page):
    """CO-PAGE.6, CO-ACTION.6: shared edges become borders of the page's kind,
    dotted by default; the outer edge is solid white."""
    spaces, borders = build_map(page)
    geo = MapGeometry(spaces, borders)
    assert [s.id for s in spaces] == ["yard", "shed", "barn", "pond"]
    assert geo.crossing_colours("yard", "shed") == {"red", "purple"}
    assert geo.move_distance("barn", "pond") == 2  # the white line: around through the yard
    assert geo.range_distance("barn", "pond") == 1
    assert geo.crossing_colours("yard", "pond") == {"red", "green", "yellow", "blue", "purple"}
    assert all(b.kind == "white" for b in borders if b.b == EDGE)
    assert geo.space_at((250, 50)) == "shed"


def test_broken_references_are_named(page):
    import attrs

    broken = attrs.evolve(page, finale="nowhere", search_items=("anvil",), rabbit_hole="loft")
    problems = page_problems(broken, KNOWN)
    assert "page 1 (test_zone): finale 'nowhere' is not an entry" in problems
    assert "page 1 (test_zone): search item 'anvil' does not exist" in problems
    assert "page 1 (test_zone): the rabbit hole 'loft' is not a space" in problems


def test_a_token_spot_needs_its_entry(tmp_path):
    """CO-SPOT.6, CO-D.39: a space that can hold an insight or objective token (at
    setup or placed by an entry) names the entry read there."""
    path = tmp_path / "spot.toml"
    path.write_text(PAGE.replace('search = 1', 'search = 1\ninsight = true'))
    problems = page_problems(load_page(path), KNOWN)
    assert "page 1 (test_zone): space shed can hold an insight token but has no insight_entry" in problems
    path.write_text(PAGE.replace('search = 1', 'search = 1\ninsight = true\ninsight_entry = "critical"'))
    assert page_problems(load_page(path), KNOWN) == []
    placed = PAGE.replace('effects = [{ op = "gain_insight", amount = 1 }]',
                          'effects = [{ op = "place_token", token = "objective", space = "barn" }]')
    path.write_text(placed)
    assert "page 1 (test_zone): space barn can hold an objective token but has no objective_entry" in \
        page_problems(load_page(path), KNOWN)


def test_page_rules_are_data_and_name_real_spaces(tmp_path):
    """A page's special rules as data: limits, burning spaces, costs."""
    path = tmp_path / "rules.toml"
    rules = '\n[rules]\nmove_limit = 2\nmove_limit_exempt = ["shed"]\nburning = ["attic"]\n'
    path.write_text(PAGE.replace("\n[[space]]", rules + "\n[[space]]", 1))
    page = load_page(path)
    assert page.rules.move_limit == 2 and page.rules.move_limit_exempt == ("shed",)
    assert page_problems(page, KNOWN) == ["page 1 (test_zone): rules.burning names missing space 'attic'"]


def test_the_finale_must_meet_its_own_id(page):
    """CO-D.49: each comazone's final encounter gives its own ID entity's code."""
    problems = page_problems(page, {**KNOWN, "codes": {"1234567", "7654321"}, "home_code": "7654321"})
    assert any("the finale must meet this comazone's own ID" in p for p in problems)


def test_unreachable_and_overlapping_spaces_are_found(tmp_path):
    """The validator: every space reachable from the avatar start; no overlaps."""
    walled = PAGE.replace('{ a = "yard", b = "shed", kind = "red" }',
                          '{ a = "yard", b = "shed", kind = "white" }, { a = "shed", b = "pond", kind = "white" }')
    path = tmp_path / "walled.toml"
    path.write_text(walled)
    assert "page 1 (test_zone): space shed cannot be reached from the avatar start" in page_problems(
        load_page(path), KNOWN)
    path.write_text(PAGE.replace('rect = [0, 100, 100, 100]', 'rect = [0, 50, 100, 100]'))
    assert any("overlap" in p for p in page_problems(load_page(path), KNOWN))


def test_a_malformed_page_file_names_the_field(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(PAGE.replace('kind = "red"', 'kind = "pink"'))
    with pytest.raises(ContentError, match="bad.toml: .*kind must be one of"):
        load_page(path)
