"""The places of the house's table that a gesture starts from or ends on, for both
Betrayals, used alike by the actions (their source and target) and the table (what
lies under the pointer). Rooms, cards and tokens are named by their content ids;
seats and monsters count from 0."""

from tabletop.engine.places import Button, place

Standee = place("standee", doc="The deciding explorer's standee, dragged to a room, through a door or onto an "
                "opponent; a card of the hand dragged onto it is used.")
Room = place("room", "room", doc="A room of the house: a standee or a monster is moved into it.")
Door = place("door", "side", doc="An open door of the standee's room, on one side: the room beyond is discovered.")
Monster = place("monster", "number", doc="A monster on the map, dragged to a room or onto an explorer by the "
                "traitor's orders.")
Attempt = place("attempt", "room", doc="The roll a room offers, as a button.")
Barrier = place("cross", "room", doc="The barrier's roll to cross it, as a button.")
Fall = place("fall", "room", doc="The Collapsed Room, dropped through on purpose, as a button.")
Opponent = place("opponent", "foe", "who", "trait",  # foe: "seat" or "monster" (a place's kind is its class's)
                 doc="An opponent (a seat's explorer or a monster) attacked with a trait: its figure, "
                     "the standee or a card dragged onto it.")
HauntAction = place("haunt", "action", doc="One of the haunt's actions for the actor's side, as a button.")
OrdersMode = place("orders", "mode", doc="How the monsters move from now on (by themselves or by hand), as a button.")
MonsterOrder = place("order", "value", doc="An order to the monsters other than a move, as a button.")
TakeToken = place("take", "token", doc="A haunt token lying in the room, dragged into the hand to pick it up.")
Card = place("card", "card", doc="An item or omen in the hand, used, given or dropped.")
Token = place("token", "token", doc="A carried haunt item token, in the hand: given or put down.")
Explorer = place("explorer", "seat", doc="An explorer: given something in the same room, or attacked by a monster.")
Pile = place("pile", doc="The room the explorer stands in, its floor and Item Pile: an item or token dropped there.")
PileCard = place("pile_card", "card", doc="An item on the room's Item Pile, dragged into the hand to pick it up.")
Hand = place("hand", doc="The deciding explorer's hand (or standee): an item or token picked up into it.")

STANDEE = Standee()
PILE = Pile()
HAND = Hand()
FRONT_DOOR = Button("front_door")
