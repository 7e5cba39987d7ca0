"""The pygame client: the only package that imports pygame."""

import os

# pygame prints a banner on import unless told not to; the app has its own.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The app draws every frame in software. Without this hint SDL probes OpenGL to
# decide how to present the window surface, which on Linux loads Mesa and LLVM:
# about 100 MB of memory and a slower start, for nothing the app uses.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
