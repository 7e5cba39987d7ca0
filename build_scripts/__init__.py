"""Build-time tools (not shipped): the sprite drawings and the executable build.

Each game's sprites are drawn by the module its declaration names
(`tabletop.games.declaration(name).sprites`); `python -m build_scripts.sprites`
draws them all, game by game, from the registry.
"""
