"""Betrayal Legacy: a campaign of a prologue and 13 chapters on the house core of
Betrayal at House on the Hill (../shared/rules/betrayal_legacy.md), then free play.

Built as the second ruleset of tabletop/games/house/. Not in the game registry yet:
its content (content.py, data/) and its ruleset come first; the campaign, the table
and the registry entry follow.

The campaign's own story (all our writing): Carrow House on Thornback Hill above the
town of Hallowmere, built in 1667 by the glassmaker Absalom Carrow over a well where
"the Tenant" sleeps, which lends luck and years and collects every generation. Five
families (carrow red, vell blue, okafor green, dunmore white, sable orange) come and
go over 14 games, 1667 to 1997. The publisher's branded books are ours: The Turncoat's
Book and The Survivors' Book (the haunts), The Black Folio, The House Ledger (the
journal), the Iron Chest and the Wax-Sealed Letter."""
