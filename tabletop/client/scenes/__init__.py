"""The app's screens and what they share. A screen opens another through the app, by
name (`app.open("rules", ...)`, app.py's `_screens`), never by importing it; the
modules here import only the scene base, the shared parts (common.py, widgets) and
helpers below them."""
