"""Comanauts' content in Spanish: every text of the content files (room and space
names, items, avatars, statuses, enemies, environments, totems, comazones, clues,
entries and their choices) has its translation in i18n/es.toml, and the client
shows it when the language is Spanish."""

from pathlib import Path

from tabletop.client.i18n import Catalogue
from tabletop.games import comanauts
from tabletop.games.comanauts import library as lib

from catalogues import read_catalogue

ES = Path(comanauts.__file__).parent / "i18n" / "es.toml"


def spanish():
    return read_catalogue(ES)


def test_every_content_text_has_its_spanish():
    """Lists every missing text by its key and its English, not just the first few."""
    english = comanauts.content_english()
    es = spanish()
    missing = [f"{key} = {text[:60]!r}" for key, text in english.items() if not str(es.get(key, "")).strip()]
    assert missing == [], f"{len(missing)} of {len(english)} content texts have no Spanish:\n" + "\n".join(missing)


def test_the_content_keys_cover_every_kind_of_text():
    """The enumeration reaches every record of the content files, so a new card,
    space or entry cannot slip past the test above."""
    keys = set(comanauts.content_english())
    for zone in lib.ZONES:
        page = lib.page_of(zone)
        assert {f"page.{zone}.space.{s.id}" for s in page.space} <= keys
        assert {f"page.{zone}.entry.{e.id}.text" for e in page.entry} <= keys
        assert {f"page.{zone}.entry.{e.id}.choice_{n}" for e in page.entry for n in range(len(e.choices))} <= keys
        assert f"zone.{zone}.intro" in keys
    assert sum(k.startswith("clue.") for k in keys) == len(lib.STORY.clues)
    for kind, ids in (("item", lib.ITEMS), ("avatar", lib.AVATARS), ("hostile", lib.HOSTILES),
                      ("entity", lib.ENTITIES), ("status", lib.STATUSES), ("environment", lib.ENVIRONMENTS),
                      ("totem", lib.TOTEMS)):
        assert {f"{kind}.{i}.name" for i in ids} <= keys, kind


def test_no_stale_content_key_in_spanish():
    """A Spanish text whose key the content no longer has (a typo, a renamed id) is
    never shown: name it."""
    english = comanauts.content_english()
    prefixes = comanauts.DECLARATION.content_prefixes
    stale = sorted(k for k in spanish() if k.startswith(prefixes) and k not in english)
    assert stale == []


def test_the_translation_is_not_the_english():
    """Descriptive texts are translated, not copied (proper names may stay as they are)."""
    english = comanauts.content_english()
    es = spanish()
    copied = sorted(k for k, text in english.items() if len(text) > 40 and es.get(k) == text)
    assert copied == []


def test_the_client_shows_the_spanish():
    from tabletop.client.games.comanauts import pieces
    from tabletop.client.games.comanauts.logtext import LogWriter

    try:
        t = Catalogue("es")
        log = LogWriter(t, ["Ana", "Luis"])  # it hands its catalogue to the content lookups
        assert pieces.space_name("halvard_station", "snow_porch") == "El porche nevado"
        assert pieces.zone_name("ward_seven") == "La Sala Siete"
        assert pieces.item_name("flashlight") == "Linterna"
        assert pieces.status_name("trapped") == "Atrapado"
        assert pieces.enemy_name("fear") == "Miedo"
        assert pieces.entry_text("downstairs", "night_light").startswith("El dormitorio de Martin")
        assert pieces.clue_text(0).startswith("Contaba los escalones")
        log.zone = "halvard_station"
        line = log.describe({"event": "avatar_moved", "seat": 0, "frm": "drop_zone", "to": "snow_porch"})
        assert line == "Ana se mueve al porche nevado."
        assert pieces.sentence(t, "Empujar a El Revisor hasta La sala de lectura") == \
            "Empujar al Revisor hasta la sala de lectura"
        assert pieces.sentence(t, "¡La Identidad Principal es El Adjunto!") == "¡La Identidad Principal es el Adjunto!"
        pieces.use_catalogue(Catalogue("en"))
        assert pieces.space_name("halvard_station", "snow_porch") == "The Snow Porch"
    finally:
        pieces.use_catalogue(None)
