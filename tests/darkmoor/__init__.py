"""Rule tests for Retreat to Darkmoor (../shared/rules/darkmoor.md)."""
