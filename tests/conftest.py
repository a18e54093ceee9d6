import os

# The whole suite runs headless.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.marked_translation import marked  # noqa: E402,F401  (the games' i18n tests' fixture)
