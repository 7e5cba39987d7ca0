"""Between the rules and the window: a game at the table (session.py: its save, undo
and bots) and whole campaigns played by bots (campaigns/)."""
