"""Whole campaigns played by bots, one module for each game that has a campaign (its
`Declaration.campaign` names it): chapter after chapter, or session after session,
through the same steps the window takes and, when given one, the campaign store. They
live above the bots, which play the seats, and the rules, which keep the campaign.
Used by `tabletop simulate <game> --campaign`, the tests and the build scripts."""
