"""Sound (tabletop/client/sound.py, build_scripts/make_sounds.py): the effects are
made by our own script, the same bytes every run; every sound a game's table asks
for exists; without an audio device the app is silent and nothing raises; the
volume and mute of the settings are heard; the shared table sounds the events it
takes from the session; Settings offers mute and volume and says once that there
is no sound device."""

from __future__ import annotations

import json
import wave
from pathlib import Path

import pygame
import pytest

from build_scripts import make_sounds
from tabletop import games
from tabletop.client import sound as sound_module
from tabletop.client.games import client_of
from tabletop.client.scenes.settings import SettingsScene
from tabletop.client.sound import Sound, names_in, pick, sound_for
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo, Settings
from tabletop.persistence.settings import VOLUMES, settings_path

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "sprites" / "sounds"


# -- the build script ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """The sounds made twice, into two folders."""
    first, second = tmp_path_factory.mktemp("first"), tmp_path_factory.mktemp("second")
    make_sounds.write_all(first)
    make_sounds.write_all(second)
    return first, second


def test_the_sounds_are_the_same_bytes_every_run_and_as_committed(made):
    first, second = made
    names = sorted(make_sounds.SOUNDS)
    assert sorted(p.stem for p in first.glob("*.wav")) == names
    for name in names:
        data = (first / f"{name}.wav").read_bytes()
        assert data == (second / f"{name}.wav").read_bytes(), name
        assert data == (COMMITTED / f"{name}.wav").read_bytes(), \
            f"sprites/sounds/{name}.wav is not what build_scripts/make_sounds.py makes: run it"


def test_the_sounds_are_short_small_16_bit_mono_and_start_and_end_silent():
    total = 0
    for name in make_sounds.SOUNDS:
        path = COMMITTED / f"{name}.wav"
        total += path.stat().st_size
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, make_sounds.RATE)
            assert w.getframerate() in (22050, 44100)
            seconds = w.getnframes() / w.getframerate()
            assert 0.1 <= seconds <= 1.5, (name, seconds)
            frames = w.readframes(w.getnframes())
        samples = memoryview(frames).cast("h")
        assert samples[0] == 0 and samples[-1] == 0, name  # no click at either end
        peak = max(abs(v) for v in samples)
        assert 3000 < peak < 32767, (name, peak)  # heard, and never clipped
    assert total < 1_000_000


@pytest.mark.parametrize("name", games.names())
def test_every_sound_a_game_asks_for_exists(name):
    client = client_of(name)
    table = client.sounds
    assert table, f"{name}: its client package maps no event to a sound"
    asked = names_in(table)
    assert asked <= set(make_sounds.SOUNDS), asked - set(make_sounds.SOUNDS)
    for sound in asked:
        assert (COMMITTED / f"{sound}.wav").exists(), sound
    unknown = set(table) - set(client.logged_events)
    assert not unknown, f"{name}: SOUNDS names event kinds the game does not have: {sorted(unknown)}"
    for entry in table.values():
        assert isinstance(entry, str) or (isinstance(entry, tuple) and len(entry) == 3), entry


def test_a_won_or_lost_game_picks_its_sound():
    table = {"game_over": ("won", "win", "loss"), "card_played": "card_play"}
    assert sound_for(table, {"event": "game_over", "won": True}) == "win"
    assert sound_for(table, {"event": "game_over", "won": False}) == "loss"
    assert sound_for(table, {"event": "card_played"}) == "card_play"
    assert sound_for(table, {"event": "turn_started"}) is None
    assert names_in(table) == {"win", "loss", "card_play"}


def test_a_batch_sounds_its_two_strongest_sounds_in_order():
    assert pick(["card_play", "card_slide", "strike", "card_play"]) == ["card_play", "strike"]
    assert pick(["token", "token"]) == ["token"]
    assert pick(["dice", "step", "win"]) == ["step", "win"]
    assert pick([]) == []


# -- silence without a device ------------------------------------------------------------


@pytest.fixture
def no_device(monkeypatch):
    """A machine without audio: the mixer cannot start. Returns the calls to init."""
    calls = []

    def init(*args, **kwargs):
        calls.append((args, kwargs))
        raise pygame.error("Couldn't open audio device: No such file or directory")

    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", init)
    return calls


def test_no_audio_device_is_silence_never_an_error(no_device):
    service = Sound(Settings())
    assert service.ready is None  # nothing tried before a first sound
    assert service.play("click") is False
    assert service.play("win", then="loss") is False
    assert service.events("darkmoor", [{"event": "card_played"}, {"event": "hero_attack"}]) == \
        ["card_play", "strike"]
    assert service.ready is False
    assert len(no_device) == 2  # tried once (then with the device's own format), never again
    assert "no sound" in service.problem and "audio device" in service.problem
    assert service.tell_once() == service.problem
    assert service.tell_once() is None  # said once only


def test_the_dummy_audio_driver_is_silence_without_trying(monkeypatch):
    calls = []
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(a))
    service = Sound(Settings())
    assert service.play("dice") is False and calls == []
    assert "dummy" in service.problem


def test_a_missing_mixer_module_is_silence(monkeypatch):
    class Missing:
        def __getattr__(self, name):
            raise NotImplementedError("mixer module not available")

    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setattr(pygame, "mixer", Missing())
    service = Sound(Settings())
    assert service.play("click") is False
    assert service.events("comanauts", [{"event": "dice_rolled"}]) == ["dice"]
    assert "mixer module" in service.problem


def test_muted_or_at_zero_the_mixer_is_not_even_started(no_device):
    settings = Settings(sound=False)
    service = Sound(settings)
    assert service.play("click") is False and no_device == [] and service.ready is None
    settings.sound, settings.volume = True, 0
    assert not service.audible and service.play("click") is False and no_device == []


def test_nothing_the_service_is_given_makes_it_raise(no_device):
    service = Sound(Settings())
    assert service.events("no such game", [{"event": "card_played"}]) == []
    assert service.events("darkmoor", [{}, {"event": None}, {"event": "nothing"}]) == []
    assert service.events("darkmoor", None) == []  # type: ignore[arg-type]
    assert service.play(None) is False and service.play("") is False


# -- with a (fake) device: the files, the volume, one after the other -------------------------


class FakeChannel:
    def __init__(self) -> None:
        self.queued = []

    def queue(self, sound) -> None:
        self.queued.append(sound)


class FakeMixerSound:
    played: list = []

    def __init__(self, path: str) -> None:
        if not Path(path).exists():
            raise FileNotFoundError(path)
        self.name = Path(path).stem
        self.volume = None
        self.channel = FakeChannel()

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self):
        FakeMixerSound.played.append((self.name, self.volume))
        return self.channel


@pytest.fixture
def device(monkeypatch):
    FakeMixerSound.played = []
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))
    monkeypatch.setattr(pygame.mixer, "get_num_channels", lambda: 8)
    monkeypatch.setattr(pygame.mixer, "set_num_channels", lambda n: None)
    monkeypatch.setattr(pygame.mixer, "Sound", FakeMixerSound)
    return FakeMixerSound.played


def test_sounds_play_at_the_settings_volume_and_the_second_follows_the_first(device):
    settings = Settings(volume=50)
    service = Sound(settings)
    assert service.events("darkmoor", [{"event": "card_played"}, {"event": "hero_attack"},
                                       {"event": "minion_defeated"}]) == ["card_play", "strike"]
    assert device == [("card_play", 0.25)]  # half the volume: a quarter of the power
    first = service._cache["card_play"]
    assert [s.name for s in first.channel.queued] == ["strike"]
    assert service._cache["strike"].volume == 0.25
    settings.volume = 100
    assert service.play("click") and device[-1] == ("click", 1.0)
    settings.sound = False  # muted: nothing, at once
    assert service.play("click") is False and len(device) == 2
    assert service.problem is None and service.tell_once() is None


def test_a_missing_file_is_a_silent_sound(device, tmp_path):
    service = Sound(Settings(), where=tmp_path)
    assert service.play("click") is False
    assert "click" in service.problem
    assert device == []


def test_the_app_finds_the_committed_sounds():
    assert sound_module.folder() == COMMITTED
    assert sorted(p.stem for p in COMMITTED.glob("*.wav")) == sorted(make_sounds.SOUNDS)


# -- the table sounds what it plays -------------------------------------------------------------


class FakeSound:
    """Stands for app.sound: records what the table asks for."""

    def __init__(self) -> None:
        self.batches: list[tuple[str, list[dict]]] = []

    def events(self, game, events) -> list[str]:
        self.batches.append((game, [dict(e) for e in events]))
        return []

    def play(self, name, then=None) -> bool:
        return False


def darkmoor_session(app, seats=("Ada", "Bob")) -> Session:
    G = games.get("darkmoor")
    infos = [SeatInfo(n) for n in seats]
    state = G.new_game(len(infos), 3, {"first": 0, "names": list(seats)})
    return Session(state, infos, app.store.create(state, infos))


def test_the_table_sounds_each_batch_of_new_events(make_app):
    app, drive = make_app()
    assert isinstance(app.sound, Sound)
    fake = app.sound = FakeSound()
    session = darkmoor_session(app)
    app.open_table(session)
    drive.step(3)
    table = app.table
    before = len(fake.batches)
    session.hand_over(session.to_act)  # as the curtain would
    legal = session.legal_actions()
    action = next((a for a in legal if type(a).__name__ == "Play"), legal[0])
    emitted = [dict(e) for e in session.act(action)]
    assert emitted and session.fresh
    table.update(1 / 60)  # the table takes the new events from the session
    assert fake.batches[before:] == [("darkmoor", emitted)]
    assert not session.fresh
    table.update(1 / 60)
    assert len(fake.batches) == before + 1  # each batch once
    table_of_sounds = client_of("darkmoor").sounds
    assert [n for n in (sound_for(table_of_sounds, e) for e in emitted) if n]  # a move is heard


def test_a_whole_game_at_the_table_without_a_device_never_raises(make_app):
    """The real service on the dummy audio driver, through a game played by bots."""
    app, drive = make_app()
    seats = [SeatInfo("Bot A", "random"), SeatInfo("Bot B", "random")]
    G = games.get("darkmoor")
    state = G.new_game(2, 5, {"first": 0, "names": [s.name for s in seats]})
    app.open_table(Session(state, seats, app.store.create(state, seats)))
    for _ in range(400):
        drive.step()
        if app.table.session.state.is_over:
            break
        app.table.session.wait_for_bot()
    assert app.table.session.state.is_over
    assert app.sound.ready is False and "dummy" in app.sound.problem


# -- Settings: mute and volume --------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1600, 900)])
def test_settings_mute_and_volume_are_kept_and_no_device_is_said_once(make_app, size):
    app, drive = make_app(size)
    drive.click(app.top.buttons[3].rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    mute, volume = scene.widgets[7], scene.widgets[8]
    assert (mute.label, volume.label) == ("Mute sound", "Sound volume")
    assert mute.value is False and volume.options[volume.index] == "80%"
    assert scene.back.rect.bottom <= size[1] and scene.box.bottom <= scene.back.rect.top
    drive.click(mute.rect.center)
    assert app.settings.sound is False
    assert json.loads(settings_path().read_text(encoding="utf-8"))["sound"] is False
    assert app.toast is None  # muted: nothing is played, nothing said
    drive.click(mute.rect.center)
    assert app.settings.sound is True
    assert drive.toast() == "No sound device was found: the game stays silent."
    app.toast = None
    drive.click(volume.rect.move(-4, 0).midright)  # its right arrow
    assert app.settings.volume == 90 and volume.options[volume.index] == "90%"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["volume"] == 90
    assert app.toast is None  # said once only
    drive.click(volume._arrows()[0].center)  # its left arrow, twice
    drive.click(volume._arrows()[0].center)
    assert app.settings.volume == 70


def test_settings_sound_rows_speak_spanish(make_app):
    app, drive = make_app(language="es")
    drive.click(app.top.buttons[3].rect.center)
    scene = app.top
    assert (scene.widgets[7].label, scene.widgets[8].label) == ("Silenciar el sonido", "Volumen del sonido")
    assert [f"{v}%" for v in VOLUMES] == scene.widgets[8].options
