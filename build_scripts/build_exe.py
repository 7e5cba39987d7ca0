"""Build the double-click app: a one-folder PyInstaller bundle in dist/Tabletop/.

    python build_scripts/build_exe.py

One folder, not one file: a one-file app unpacks itself to a temporary folder at
every start, which makes starting slow. For the same reason the Python modules lie
in the folder as compiled files (PyInstaller's "noarchive"), not in its archive,
where each would be decompressed at every start. The bundle carries the sprites,
sounds, fonts, content files, catalogues and rules texts; the app finds them
through tabletop.client.resources (sys._MEIPASS when frozen).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
NAME = "Tabletop"

# Nothing in the app uses these; leaving them out keeps the folder small. Without
# multiprocessing, PyInstaller's start-up hook for it (an import and a patch at every
# start) is left out too. (ssl stays: joining a host behind a TLS proxy is wss://.)
EXCLUDED = ["tkinter", "numpy", "unittest", "pydoc", "doctest", "pytest", "hypothesis",
            "setuptools", "pip", "_pytest", "IPython", "test", "multiprocessing"]


def build() -> Path:
    import PyInstaller.__main__

    # PyInstaller finds package data by importing the package in a subprocess,
    # which must see the source tree even when the project is not installed.
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    sys.path.insert(0, str(ROOT))
    icon = ROOT / "sprites" / "icon.ico"
    args = [
        str(ROOT / "build_scripts" / "launcher.py"),
        "--name", NAME,
        "--onedir",
        "--debug", "noarchive",  # modules as files: none is decompressed at start
        "--strip",
        "--noconfirm",
        "--clean",
        "--log-level", "WARN",
        "--distpath", str(DIST),
        "--workpath", str(ROOT / "build" / "pyinstaller"),
        "--specpath", str(ROOT / "build"),
        "--paths", str(ROOT),
        *_sprite_data(),
        "--collect-data", "tabletop",
        "--collect-submodules", "tabletop",
    ]
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")  # no console window behind the game
    if icon.exists():
        args += ["--icon", str(icon)]
    for module in EXCLUDED:
        args += ["--exclude-module", module]
    PyInstaller.__main__.run(args)
    folder = DIST / NAME
    # Licences of what we ship that need them beside the binary.
    shutil.copy(ROOT / "sprites" / "fonts" / "LICENSE-DejaVu.txt", folder / "LICENSE-DejaVu.txt")
    return folder


def _sprite_data() -> list[str]:
    """Everything under sprites/ goes in the bundle (the sound effects of
    sprites/sounds/ too), but the README's screenshots."""
    args = []
    for item in sorted((ROOT / "sprites").iterdir()):
        if item.name in ("screenshots", "README.md"):
            continue
        target = "sprites" if item.is_file() else f"sprites/{item.name}"
        args += ["--add-data", f"{item}{os.pathsep}{target}"]
    return args


def folder_size(folder: Path) -> int:
    """Bytes on disk, counting each file once (the bundle links some libraries)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


if __name__ == "__main__":
    out = build()
    print(f"built {out} ({folder_size(out) / 1e6:.1f} MB)")
