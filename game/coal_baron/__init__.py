"""Coal Baron (Glück Auf, Kramer & Kiesling 2013): the rules engine, headless (never imports pygame).

Entry points: `engine` (the game protocol's functions), `definition.DEFINITION` (the registry's
GameDefinition), `play.play_random_game`. The rules as implemented: docs/rules_coal_baron.md.
"""
