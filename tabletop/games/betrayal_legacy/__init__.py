"""Betrayal Legacy: a campaign of a prologue and 13 chapters on the house core of
Betrayal at House on the Hill (../shared/rules/betrayal_legacy.md), then free play.

Built as the second ruleset of tabletop/games/house/. Not in the game registry yet:
its content (content.py, data/) and its ruleset come first; the campaign, the table
and the registry entry follow."""
