"""Write tabletop/games/betrayal_legacy/data/finished_campaign.json: the finished
campaign that ships with the app for free play without a campaign of one's own
(BL-D.40). It is a whole campaign of the five families played by the strong bots from
a fixed seed (controller/campaigns/betrayal_legacy.py), its seats then handed to people. Run it again when the
campaign's content changes; the result is data, checked when it is read
(campaign.py's from_data) and by tests/betrayal_legacy/test_playthrough.py."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SEED = 1667  # the year Carrow House was built


def main(argv: list[str] | None = None) -> int:
    import attrs

    from tabletop.games.betrayal_legacy.campaign import Seat, to_data
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign
    from tabletop.games.betrayal_legacy.rules import CONTENT

    families = [f.id for f in CONTENT.families]
    campaign, _reports = play_campaign(families, ["strong"], SEED, think_ms=5)
    campaign = attrs.evolve(campaign, seats=tuple(Seat(f"Player {k + 1}") for k in range(len(families))))
    out = ROOT / "tabletop" / "games" / "betrayal_legacy" / "data" / "finished_campaign.json"
    out.write_text(json.dumps(to_data(campaign), indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                   encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}: chapter {campaign.chapter}, {len(campaign.stickers)} stickers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
