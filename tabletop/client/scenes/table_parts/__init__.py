"""The parts every game's table is made of (scenes/tablebase.py composes them):
the top bar, the log panel, the recap card, the card zoom, the card reveal,
drag and drop, and what the game's client package says about its table (legend,
rules links).
Each part is handed what it needs when it is made; none looks anything up on
the game."""
