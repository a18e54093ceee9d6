"""Haspelknecht, a digital edition: rules engine, bots, window and tools."""
