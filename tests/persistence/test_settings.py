"""Settings (tabletop/persistence/settings.py): a small validated JSON file. A
missing, unreadable or partly wrong file never stops the app; every value that does
not validate falls back to its default and `problems` says what was wrong."""

from __future__ import annotations

import json

import attrs
import pytest

from tabletop.persistence import Settings, config_dir, load_settings, save_settings
from tabletop.persistence.settings import settings_path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


DEFAULTS = {
    "window": (1280, 720), "fullscreen": False, "animation_speed": 1.0, "bot_pace_ms": 700,
    "colour_blind": False, "sound": True, "volume": 80, "language": "en", "text_size": 1.0,
    "save_folders": (), "last_setup": None, "lessons": {},
}


def values(settings: Settings) -> dict:
    return {f.name: getattr(settings, f.name) for f in attrs.fields(Settings) if f.name not in ("problems", "set_aside")}


def write(data) -> None:
    text = data if isinstance(data, str) else json.dumps(data)
    settings_path().write_text(text, encoding="utf-8")


def test_the_settings_file_lives_under_tabletop_home(home):
    assert settings_path() == config_dir() / "settings.json"
    assert str(settings_path()).startswith(str(home))


def test_defaults_without_a_file():
    assert not settings_path().exists()
    settings = load_settings()
    assert values(settings) == DEFAULTS
    assert settings.problems == []
    assert values(Settings()) == DEFAULTS


def test_round_trip():
    chosen = Settings(window=(1600, 900), fullscreen=True, animation_speed=0.5, bot_pace_ms=300,
                      colour_blind=True, sound=False, language="es")
    save_settings(chosen)
    assert settings_path().exists()
    assert not settings_path().with_suffix(".tmp").exists()
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["window"] == [1600, 900] and stored["language"] == "es"
    loaded = load_settings()
    assert loaded.problems == []
    assert loaded == chosen
    assert values(loaded) == values(chosen)
    assert isinstance(loaded.window, tuple)


def test_round_trip_of_every_allowed_value():
    from tabletop.persistence.settings import ANIMATION_SPEEDS, BOT_PACES, LANGUAGES, TEXT_SIZES

    for factor in TEXT_SIZES:
        save_settings(Settings(text_size=factor))
        loaded = load_settings()
        assert loaded.problems == [] and loaded.text_size == factor
    for speed in ANIMATION_SPEEDS:
        for pace in BOT_PACES:
            for language in LANGUAGES:
                chosen = Settings(animation_speed=speed, bot_pace_ms=pace, language=language)
                save_settings(chosen)
                loaded = load_settings()
                assert loaded.problems == [] and loaded == chosen


def test_an_explicit_path_is_used(tmp_path):
    path = tmp_path / "elsewhere.json"
    save_settings(Settings(language="es"), path)
    assert path.exists() and not settings_path().exists()
    assert load_settings(path).language == "es"


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2, 3]", "\"just a string\"", "null", "42"])
def test_a_corrupt_file_gives_the_defaults_and_says_so(text):
    write(text)
    settings = load_settings()
    assert values(settings) == DEFAULTS
    assert len(settings.problems) == 1
    assert "could not be read" in settings.problems[0]
    assert "defaults" in settings.problems[0]


def test_a_file_that_is_not_text_gives_the_defaults():
    settings_path().write_bytes(b"\xff\xfe\x00\x81garbage")
    settings = load_settings()
    assert values(settings) == DEFAULTS
    assert len(settings.problems) == 1


def test_bad_values_fall_back_one_by_one():
    write({
        "window": [10, 10],  # too small
        "fullscreen": 1,  # not a bool
        "animation_speed": 3.0,  # not offered
        "bot_pace_ms": "fast",
        "colour_blind": True,  # good
        "sound": "yes",
        "language": "fr",  # not offered
    })
    settings = load_settings()
    expected = dict(DEFAULTS, colour_blind=True)
    assert values(settings) == expected
    assert len(settings.problems) == 6
    for name in ("window", "fullscreen", "animation_speed", "bot_pace_ms", "sound", "language"):
        assert sum(f"'{name}'" in p for p in settings.problems) == 1, name
    assert not any("colour_blind" in p for p in settings.problems)


@pytest.mark.parametrize("name,value", [
    ("window", [1280.0, 720]), ("window", [1280]), ("window", "1280x720"), ("window", [9000, 720]),
    ("window", [1280, True]), ("animation_speed", True), ("animation_speed", "1.0"),
    ("bot_pace_ms", 700.0), ("bot_pace_ms", 500), ("language", None), ("fullscreen", None),
    ("text_size", 2.0), ("text_size", "150%"), ("text_size", True),
])
def test_each_kind_of_bad_value_is_refused(name, value):
    write({name: value})
    settings = load_settings()
    assert getattr(settings, name) == DEFAULTS[name]
    assert settings.problems == [f"The setting '{name}' had a bad value and was reset."]


def test_whole_numbers_are_good_animation_speeds():
    write({"animation_speed": 2, "window": [1920, 1080]})
    settings = load_settings()
    assert settings.problems == []
    assert settings.animation_speed == 2.0 and settings.window == (1920, 1080)


def test_unknown_keys_are_reported_and_the_rest_is_kept():
    write({"language": "es", "brightness": 11, "problems": ["x"], "bot_pace_ms": 0})
    settings = load_settings()
    assert settings.language == "es" and settings.bot_pace_ms == 0
    assert sorted(settings.problems) == sorted([
        "Unknown setting 'brightness' was ignored.",
        "Unknown setting 'problems' was ignored.",
    ])
    assert settings.problems != ["x"]


def test_problems_are_not_saved():
    settings = Settings(language="es")
    settings.problems.append("something went wrong")
    save_settings(settings)
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert "problems" not in stored
    assert load_settings().problems == []


def test_saving_replaces_the_file_whole():
    write("{broken")
    save_settings(Settings(bot_pace_ms=1200))
    loaded = load_settings()
    assert loaded.problems == [] and loaded.bot_pace_ms == 1200


# -- damaged files are set aside, never overwritten (issue 8 §1) ---------------------------


@pytest.mark.parametrize("content", [
    "[" * 100_000 + "]" * 100_000,  # nested past Python's stack: RecursionError
    '{"a":' * 100_000 + "1" + "}" * 100_000,
    json.dumps({"language": "es", "pad": "x" * 200_000}),  # far too large for settings
    "\udcff not utf-8",
])
def test_a_broken_file_is_kept_beside_and_the_defaults_used(content):
    path = settings_path()
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    original = path.read_bytes()
    settings = load_settings()
    assert values(settings) == DEFAULTS and settings.problems
    assert settings.set_aside is not None and settings.set_aside.parent == path.parent
    assert settings.set_aside.read_bytes() == original  # kept whole, under a new name
    assert not path.exists()
    save_settings(settings)  # writing the defaults cannot destroy what was kept
    assert settings.set_aside.read_bytes() == original


def test_setting_aside_never_overwrites_an_earlier_damaged_file():
    path = settings_path()
    kept = []
    for n in range(3):
        path.write_text("{broken " + str(n), encoding="utf-8")
        settings = load_settings()
        kept.append(settings.set_aside)
    assert len(set(kept)) == 3
    assert [p.read_text(encoding="utf-8") for p in kept] == ["{broken 0", "{broken 1", "{broken 2"]


def test_a_folder_in_place_of_the_file_is_not_fatal():
    settings_path().mkdir()
    settings = load_settings()
    assert values(settings) == DEFAULTS and settings.problems


@pytest.mark.parametrize("name,value", [
    ("window", [2**80, 720]), ("window", ["1280", 720]), ("window", [[1280], 720]),
    ("language", ["es"]), ("language", {"es": 1}), ("animation_speed", float("nan")),
    ("animation_speed", "fast"), ("bot_pace_ms", 700.0), ("sound", 1), ("save_folders", "C:\\"),
    ("save_folders", ["ok", 3]), ("save_folders", ["x" * 5000]), ("save_folders", ["a"] * 50),
])
def test_each_value_is_checked_for_type_and_range(name, value):
    write({name: value, "colour_blind": True})
    settings = load_settings()
    assert getattr(settings, name) == DEFAULTS[name]
    assert settings.colour_blind is True  # the good values are kept
    assert any(name in p for p in settings.problems)


# -- the sound: on or muted, and its volume -----------------------------------------------


def test_volume_and_mute_round_trip():
    from tabletop.persistence.settings import VOLUMES

    assert VOLUMES[0] == 0 and VOLUMES[-1] == 100 and Settings().volume in VOLUMES
    for volume in VOLUMES:
        for sound in (True, False):
            save_settings(Settings(volume=volume, sound=sound))
            stored = json.loads(settings_path().read_text(encoding="utf-8"))
            assert stored["volume"] == volume and stored["sound"] is sound
            loaded = load_settings()
            assert loaded.problems == [] and (loaded.volume, loaded.sound) == (volume, sound)


@pytest.mark.parametrize("value", [55, 110, -10, 50.0, "50", True, None, [50], {"v": 50}])
def test_a_bad_volume_is_reset(value):
    write({"volume": value, "sound": False})
    settings = load_settings()
    assert settings.volume == DEFAULTS["volume"]
    assert settings.sound is False  # the rest is kept
    assert settings.problems == ["The setting 'volume' had a bad value and was reset."]


@pytest.mark.parametrize("value", [0, 1, "off", None, "false"])
def test_a_bad_mute_is_reset(value):
    write({"sound": value, "volume": 30})
    settings = load_settings()
    assert settings.sound is True and settings.volume == 30
    assert settings.problems == ["The setting 'sound' had a bad value and was reset."]


def test_a_file_from_before_the_volume_still_loads():
    """Older files have the on/off `sound` but no `volume`: they load as they were,
    with the default volume, and nothing is reported or set aside."""
    old = dict(DEFAULTS, window=[1600, 900], sound=False, save_folders=[])
    del old["volume"]
    write(old)
    settings = load_settings()
    assert settings.problems == [] and settings.set_aside is None
    assert settings.sound is False and settings.volume == DEFAULTS["volume"]
    assert settings.window == (1600, 900) and settings_path().exists()


def test_the_last_setup_round_trips_and_an_older_file_without_it_loads():
    setup = {"game": "darkmoor", "seats": 3, "people": ["Ann", "Bot 2", "Bot 3"],
             "kinds": ["human", "random", "strong"], "options": {"first": 1, "sides": "random"}}
    save_settings(Settings(last_setup=setup))
    assert load_settings().last_setup == setup
    old = dict(DEFAULTS, window=[1600, 900], save_folders=[])
    del old["last_setup"]
    write(old)
    settings = load_settings()
    assert settings.problems == [] and settings.last_setup is None


@pytest.mark.parametrize("value", [[1, 2], "darkmoor", {"game": "darkmoor", "stranger": 1},
                                   {"people": [["deep", ["deeper", ["deepest"]]]]}, {"people": ["x" * 500]}])
def test_a_bad_last_setup_is_reset(value):
    write(dict(DEFAULTS, window=[1280, 720], save_folders=[], last_setup=value))
    settings = load_settings()
    assert settings.last_setup is None and settings.problems


def test_a_file_from_before_the_text_size_still_loads():
    """Older files have no `text_size`: they load as they were, at 100%, and nothing is
    reported or set aside."""
    old = dict(DEFAULTS, window=[1600, 900], language="es", save_folders=[])
    del old["text_size"]
    write(old)
    settings = load_settings()
    assert settings.problems == [] and settings.set_aside is None
    assert settings.text_size == 1.0 and settings.language == "es" and settings.window == (1600, 900)


def test_the_guided_games_kept_round_trip_the_newest_eight_and_an_older_file_without_them_loads():
    settings = Settings()
    for n in range(10):
        settings.remember_lesson(f"darkmoor-{n}", "first_game")
    save_settings(settings)
    assert list(load_settings().lessons) == [f"darkmoor-{n}" for n in range(2, 10)]
    old = dict(DEFAULTS, window=[1600, 900], save_folders=[])
    del old["lessons"]
    write(old)
    assert load_settings().problems == [] and load_settings().lessons == {}


@pytest.mark.parametrize("value", [["darkmoor-1"], {"darkmoor-1": 3}, {str(n): "x" for n in range(9)}])
def test_a_bad_list_of_guided_games_is_reset(value):
    write(dict(DEFAULTS, window=[1280, 720], save_folders=[], lessons=value))
    settings = load_settings()
    assert settings.lessons == {} and settings.problems
