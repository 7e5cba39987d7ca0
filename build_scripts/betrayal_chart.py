"""Write tabletop/games/betrayal/data/chart.toml: the haunt chart (BH-D.36), a row
for each room with the omen symbol plus "other", a column for each omen, every
cell a haunt number. Cells run through the haunts so that each haunt sits in many
cells across different omen columns (the same omen in a different room gives a
different haunt). Run it again when rooms, omens or haunts are added; the result
is data, checked by the loader."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    import tomllib

    import importlib.util

    from tabletop.engine.content import load
    from tabletop.games.house.haunt import Haunt

    # content.py alone: the package would load the haunts against the chart being rewritten
    spec = importlib.util.spec_from_file_location("betrayal_content", ROOT / "tabletop/games/betrayal/content.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its type hints are resolved through it
    spec.loader.exec_module(module)
    DATA = module.DATA
    content = module.load_content()
    numbers = sorted(load(p, Haunt).number for p in (DATA / "haunts").glob("*.toml"))
    omens = [o.id for o in content.omens]
    rooms = [r.id for r in content.rooms if "omen" in r.symbols] + ["other"]
    lines = ["# The haunt chart (BH-REVEAL.1-3, BH-D.36), written by build_scripts/betrayal_chart.py:",
             "# a row per room with the omen symbol and one for any other room; a haunt number per omen.",
             f"omens = [{', '.join(repr(o).replace(chr(39), chr(34)) for o in omens)}]", ""]
    for r, room in enumerate(rooms):
        cells = [numbers[(r * 7 + c * 3) % len(numbers)] for c in range(len(omens))]
        lines += ["[[row]]", f'room = "{room}"', f"haunts = [{', '.join(map(str, cells))}]", ""]
    text = "\n".join(lines)
    tomllib.loads(text)
    (DATA / "chart.toml").write_text(text, encoding="utf-8")
    print(f"chart.toml: {len(rooms)} rows x {len(omens)} omens, haunts {numbers}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
