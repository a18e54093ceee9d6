"""The table scene's base (game/ui/scenes/table_base.py) declares the methods one part of the scene
calls on another; the scene itself must define every one of them, or a part calls a stub."""

from __future__ import annotations

import inspect

from game.ui.scenes.table_base import TableSceneBase
from game.ui.scenes.table_scene import TableScene


def declared_only() -> list[str]:
    """The base's methods whose body only raises NotImplementedError."""
    out = []
    for name, member in vars(TableSceneBase).items():
        if inspect.isfunction(member) and "raise NotImplementedError" in inspect.getsource(member):
            out.append(name)
    return out


def test_the_base_declares_what_the_parts_ask_of_each_other():
    assert {"do", "ensure_layout", "ask_hint", "_cancel"} <= set(declared_only())


def test_the_scene_defines_every_method_the_base_only_declares():
    missing = [name for name in declared_only() if getattr(TableScene, name) is getattr(TableSceneBase, name)]
    assert missing == []
