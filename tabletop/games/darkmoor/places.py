"""The places of Retreat to Darkmoor's table that a gesture starts from or ends on,
used alike by the actions (their source and target) and the table (what lies under
the pointer). Cards are named by their uid; locations and slots count from 0."""

from tabletop.engine.places import place

Hand = place("hand", "card", doc="A minion card in the hand of the seat deciding.")
Location = place("loc", "loc", doc="A location of the table, with the horde gathered at it.")
Minion = place("minion", "card", doc="A minion in a horde.")
Slot = place("slot", "slot", doc="A position in a horde (0 is the front), offered as a row of buttons.")
