"""The executable's entry point (PyInstaller runs this file)."""

import sys

from tabletop.cli import main

if __name__ == "__main__":
    sys.exit(main())
