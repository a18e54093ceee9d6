"""The Haspelknecht rules engine. It never imports pygame."""
