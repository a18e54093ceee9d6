"""Every drawing the kit keeps, forgotten at once: textures, panel shadows and glows, sprites and
rendered texts are cached by size, so after a resize (or a change of scale or language) the old
ones would only take memory."""

from __future__ import annotations

from game.ui.board import sprites, text, textures


def clear_caches() -> None:
    textures.clear()
    sprites.clear()
    text.clear_text_images()
