"""Tabletop: five board games on one table, with the rules enforced."""

__version__ = "0.1.0"
