"""The pygame-ce window: a scene stack drawing the engine's state. Reads state, submits actions."""
