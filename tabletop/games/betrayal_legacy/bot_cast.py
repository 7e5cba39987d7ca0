"""How a bot's family casts its character for the next chapter (`bot_characters`): the
window casts bots' families this way (client/games/betrayal_legacy/cast.py), and so do
bots playing whole campaigns (controller/campaigns/betrayal_legacy.py)."""

from __future__ import annotations

from tabletop.engine.rng import Rng

from .campaign import Campaign
from .rules import CONTENT

#: names the bots give their characters (BL-SETUP.4), by family
FIRST_NAMES = {
    "carrow": ("Absalom", "Prudence", "Ezekiel", "Honora", "Jasper", "Lavinia", "Silas", "Clementine"),
    "vell": ("Tobias", "Mercy", "Ambrose", "Hester", "Gideon", "Rosalind", "Percival", "Edith"),
    "okafor": ("Chidi", "Ngozi", "Emeka", "Adaeze", "Obinna", "Ifeoma", "Kelechi", "Nneka"),
    "dunmore": ("Bartholomew", "Agnes", "Roderick", "Maud", "Cuthbert", "Winifred", "Oswin", "Beatrix"),
    "sable": ("Lucien", "Marisol", "Dorian", "Zelda", "Felix", "Odette", "Remy", "Vesna"),
}

#: a survivor older than this by the next chapter stays home and a descendant comes
OLDEST = 80


def bot_characters(campaign: Campaign, rng: Rng) -> dict[str, tuple[str, int, bool]]:
    """Each family's member for the next chapter, as a bot chooses (BL-D.42, BL-D.44): the
    survivor returns unless too old by then; the dead, or the old, are followed by a
    descendant with a name of the family."""
    story = CONTENT.chapters
    years = story[campaign.chapter].years if campaign.chapter < len(story) else 0
    chosen = {}
    for record in campaign.families:
        last = record.last
        if last is not None and not last.died and last.age + years <= OLDEST:
            chosen[record.family] = ("", 0, True)
            continue
        names = FIRST_NAMES.get(record.family, ("Ash",))
        name = f"{names[len(record.members) % len(names)]} {record.family.capitalize()}"
        chosen[record.family] = (name, 16 + rng.below(40), False)
    return chosen
