"""Pieces shared by every game of the collection: seeded randomness, records, player seats."""
