"""Comanauts (issue 4), being built: the map geometry and the dice bag are here and
tested; the rules model, content and table are still to come. It is not in the
game registry yet, so players cannot start it."""
