"""A damaged campaign is named, never a crash (issue 22 §2): a campaign file of each
kind (Betrayal Legacy, Comanauts) is truncated, its bytes flipped, its columns dropped
or given hostile values; listing the campaigns never raises (a damaged one is listed,
unreadable, so its backups stay within reach), and opening it is refused with a
reason at once (a text of 100,000 characters is not picked over for seconds), or it
opens and its document is checked."""

from __future__ import annotations

import pytest

from campaignfiles import damage_copy, damages, kinds
from tabletop.engine.errors import SaveError
from tabletop.persistence.campaigns import CampaignStore

@pytest.mark.parametrize("kind", ["betrayal_legacy", "comanauts"])
def test_every_damaged_campaign_is_listed_and_refused_with_a_reason(tmp_path, kind):
    module, doc = kinds()[kind]
    good_store = CampaignStore(tmp_path / "good")
    ident = good_store.create(kind, "Good", doc, module.VERSION)
    good = good_store._path(ident)
    raw = good.read_bytes()
    tried = refused = opened = 0
    for n, (label, damage) in enumerate(damages(raw)):
        folder = tmp_path / f"case{n}"
        folder.mkdir()
        if not damage_copy(good, damage, folder / good.name):  # SQLite itself refuses this damage
            continue
        tried += 1
        store = CampaignStore(folder)
        for game in ("betrayal_legacy", "comanauts"):
            listed = store.entries(game)  # never raises
            assert all(isinstance(name, str) for _, name, _ in listed), label
        assert any(i == ident for i, _, _ in store.entries(kind)) or any(
            i == ident for i, _, _ in store.entries("comanauts" if kind == "betrayal_legacy" else "betrayal_legacy")), \
            f"{label}: the damaged campaign is listed nowhere"
        try:
            loaded = store.load(ident, kind, module.VERSION, module.MIGRATIONS)
            module.from_data(loaded.doc)
            opened += 1
        except (SaveError, ValueError) as refusal:
            assert str(refusal), label
            refused += 1
    assert tried > 100 and refused > 50 and refused + opened == tried


def test_a_campaigns_names_are_kept_by_the_rule_for_names():
    """Issue 22 §1-2: a seat's or a family member's name read back from a campaign is kept
    by the rule for names, as a save's seats are: a campaign written before the rule
    still opens, its names cleaned and cut to the limit; a name that is nothing once
    cleaned, or not a text, is damage."""
    from tabletop.engine.names import CHARACTER_LIMIT, NAME_LIMIT

    for kind, (module, doc) in kinds().items():
        for typed, kept in (("Ada\u200b", "Ada"), (" Ada\t", "Ada"), ("A" * 30, "A" * NAME_LIMIT)):
            older = {**doc, "seats": [{**doc["seats"][0], "name": typed}, *doc["seats"][1:]]}
            assert module.from_data(older).seats[0].name == kept, kind
        for bad in ("", "\u200b\u200e", "\x00"):
            hostile = {**doc, "seats": [{**doc["seats"][0], "name": bad}, *doc["seats"][1:]]}
            with pytest.raises(ValueError, match="malformed"):
                module.from_data(hostile)
    legacy, doc = kinds()["betrayal_legacy"]
    family = doc["families"][0]
    member = family["members"][0]
    older = {**doc, "families": [{**family, "members": [{**member, "name": "\ufeffAbsalom" + "b" * 30}]},
                                 *doc["families"][1:]]}
    assert legacy.from_data(older).families[0].members[0].name == ("Absalom" + "b" * 30)[:CHARACTER_LIMIT]
    hostile = {**doc, "families": [{**family, "members": [{**member, "name": "\u2066"}]}, *doc["families"][1:]]}
    with pytest.raises(ValueError, match="malformed"):
        legacy.from_data(hostile)
