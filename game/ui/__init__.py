"""The pygame-ce window: a scene stack drawing the engine's state. Reads state, submits actions."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout
