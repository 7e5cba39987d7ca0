"""Comanauts (issue 4), being built. It is not in the game registry yet, so players
cannot start it; everything here is tested on its own.

Done, with tests:
  content   story.py (11 comazones, 13 ID entity cards, 55 clues, 11 totems),
            cards.py (22 avatars, 60 items, 32 hostiles, ID fighting stats, 24
            statuses, 6 environments, 10 vital signs), pages.py (Adventure Book
            pages: grid maps and entries), content.py (the validator over all of it)
  rules     geometry.py (move/range graphs, clear view), dice.py (the bag),
            rolls.py (bonuses), equipment.py (slots, the Ransom example),
            steps.py (vital signs deck, gaining clarity), setup.py (CO-SETUP by
            the box), sheet.py (a player sheet, the Morass), enemy_turn.py (every
            choice of the automated enemy turn, CO-D.2-18)

Pages carry their special rules twice: in words (`special_rules`) and as data
(`[rules]`: max_ranged_range, move_limit with exempt spaces, burning spaces,
failed_test_clarity), which the rules model must enforce.

Still to build, in this order:
  1. rules.py: ComanautsState(GameState), a step stack like Darkmoor's, so a game
     saved in the middle of an enemy turn or an entry resumes exactly. Set-up asks
     each sheet for its starting avatar (CO-SETUP.12b). A turn pushes the seven
     steps of CO-TURN.1; Gain clarity asks how to group the white dice; Perform
     actions asks for actions until the player ends them. Actions: focus, move
     (crossing_colours), reserve, encourage, equip/trade, skill test, group task,
     melee, ranged (range + clear view), search, clarity ability, re-roll (a
     decision after each attribute roll: keep or pay 1 clarity), totem travel.
  2. Entries: an entry's effects run as steps; choices, tests, tasks and
     inner-child branches are decisions or dice; encounters place enemies with
     enemy_turn.deal_to_starts and choose_point(entering_play=True).
  3. The enemy turn as steps (ET-3 to ET-6): one step per activation, so the
     defend decision (CO-D.13) can pause it; the "Bookkeeper decides" and
     "auto-defend" options in the game's options.
  4. Hidden information in view(seat) per CO-D.22, and determinize() for bots;
     register the game; conformance suite; a cooperative bot.
  5. The table (client/games/comanauts/): map with zoom and pan, standees, the
     dresser, the sheets, dice rolled with animation, drag-a-die gestures, entries
     as readable pages, the enemy turn step by step.
"""
