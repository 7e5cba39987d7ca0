"""The places of the Comanauts table that a gesture starts from or ends on, used
alike by the actions (their source and target) and the table (what lies under the
pointer). Sheets count from 0 by seat; cards, items, spaces and colours are named
by their content ids."""

from tabletop.engine.places import Button, place

Dice = place("dice", "use", doc="The dice a player spends, named by what spends them: a colour, \"stored\", "
             "or several joined by \"+\" (actions.py).")
ClarityRoll = place("clarity_roll", "count", doc="The button that rolls this many white dice together.")
Point = place("point", "space", "point", doc="A standee point of a space of the map.")
Discard = place("discard", "colour", doc="A colour of the dice discard pool (Focus takes one).")
Stored = place("stored", "sheet", doc="The stored-die slot of a sheet.")
ClarityPile = place("clarity", "sheet", doc="The clarity tokens and life of a sheet (encourage with clarity).")
SkillTest = place("test", "key", doc="What a skill test is taken on: \"entry\", \"env\" or a status card "
                "(\"status:<sheet>:<status>\"), the test action's key.")
MeleeOn = place("melee", "card", doc="An enemy, its standee or its card, as the target of a melee attack.")
RangedOn = place("ranged", "card", doc="An enemy, its standee or its card, as the target of a ranged attack.")
Item = place("item", "item", doc="An equipped item of a sheet (its use).")
Totem = place("totem", "totem", doc="An equipped totem of a sheet (travel to its comazone).")

SEARCH = Button("search")  # the action panel's button and the search token of the map
TASK = Button("task")  # the action panel's button and the group task register
EQUIP = Button("equip")
ABILITY = Button("ability")
