"""The pygame client: the only package that imports pygame."""

import os

# pygame prints a banner on import unless told not to; the app has its own.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
