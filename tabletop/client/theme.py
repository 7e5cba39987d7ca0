"""Colours and sizes in one place. The colour-blind palette (Okabe-Ito) swaps the
seat colours; every seat also has a symbol, so colour is never the only cue."""

from __future__ import annotations

Color = tuple[int, int, int]

BACKGROUND: Color = (22, 20, 28)
PANEL: Color = (36, 33, 44)
PANEL_EDGE: Color = (78, 70, 96)
TEXT: Color = (236, 230, 218)
TEXT_DIM: Color = (168, 160, 150)
ACCENT: Color = (214, 170, 84)
ACCENT_DARK: Color = (120, 92, 40)
DANGER: Color = (206, 72, 64)
GOOD: Color = (96, 186, 120)
HIGHLIGHT: Color = (255, 214, 102)
SHADOW: Color = (0, 0, 0)

SEATS = {  # five seats: Prophecy seats five (PR-D.1)
    False: [(196, 52, 60), (52, 104, 200), (40, 150, 110), (224, 164, 40), (150, 92, 200)],  # ... and violet
    True: [(213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66), (204, 121, 167)],  # Okabe-Ito
}


#: The player's Text size setting (1.0 is 100%), kept here by the app (App.set_text_size)
#: so that every scene, dialog and widget reads the same scale from `scale`.
text_size = 1.0


def scale(size: tuple[int, int]) -> float:
    """The one UI scale: how much larger than at 1280x720 dialogs, rows and type are
    drawn in a window of `size`: the window's share times the Text size."""
    return window_scale(size) * text_size


def window_scale(size: tuple[int, int]) -> float:
    """The window's share of the UI scale (1280x720 is 1.0), within 0.85..3.0: the app
    stays readable in its smallest window and fills one up to 3840x2160."""
    return max(0.85, min(3.0, min(size[0] / 1280, size[1] / 720)))


def seat_color(seat: int, colour_blind: bool) -> Color:
    return SEATS[colour_blind][seat % len(SEATS[colour_blind])]


def mix(a: Color, b: Color, t: float) -> Color:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))
