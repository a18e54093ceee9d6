"""The former name of the table scene (table_scene.py), kept for callers not yet moved."""

from game.ui.scenes.table_scene import TOOLTIP_DELAY, TableScene

GameScene = TableScene

__all__ = ["GameScene", "TableScene", "TOOLTIP_DELAY"]
