"""The places of Prophecy's table that a gesture starts from or ends on, used alike
by the actions (their source and target) and the table (what lies under the
pointer). Items are named by their uid, spaces by their index on the ring."""

from tabletop.engine.places import Button, place

Standee = place("standee", doc="The standee of the character moving: dragged to a space.")
Space = place("space", "space", "how", doc="A space of the ring reached one way (foot, horse, boat, portal).")
Item = place("item", "item", doc="An Item on the character card of the seat deciding.")
Declared = place("declared", "item", doc="An Item declared for the battle, lying in it.")
ForSale = place("market", "item", doc="An Item for sale in the City or the Village.")
Battle = place("battle", doc="The battle under way: Items are declared by dropping them on it.")
Card = place("card", doc="The deciding seat's character card: Items bought or withdrawn go to it.")
Bank = place("bank", doc="The bank an Item is sold to.")
RepairButton = place("repair", "item", doc="The button that repairs one damaged Item.")
ServiceButton = place("service", "name", "amount", doc="The button of a Possibility of the space with an amount.")

STANDEE, BATTLE, CARD, BANK = Standee(), Battle(), Card(), Bank()
STAY = Button("stay")
CERTIFICATE = Button("certificate")
