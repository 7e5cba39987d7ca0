"""Betrayal at House on the Hill (../shared/rules/betrayal.md), on the house core
shared with Betrayal Legacy (tabletop/games/house/).

Its rules model, content, haunts and bot are here and tested; the game is not yet
in the registry (tabletop/games/__init__.py) because its table is still to come.
Its `GAME` is in game.py until then; the registry line and a DECLARATION land with
the table.
"""
