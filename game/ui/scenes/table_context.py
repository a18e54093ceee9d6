"""The read-only context the table scene hands a game's table (game/ui/table_api.TableContext).

A table reads the game, the seats and the layout through it and draws through the scene's layer
cache; it holds no other way into the scene, so nothing a table does can change the scene's state.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Protocol

import pygame

from game.ui.scenes.table_layers import LayerCache
from game.ui.table_api import DrawPart, GameRecordView, Regions, SeatView


class _Scene(Protocol):
    """What the context reads of the table scene (game/ui/scenes/table_scene.py)."""

    @property
    def game(self) -> GameRecordView: ...
    @property
    def seats(self) -> Sequence[SeatView]: ...
    @property
    def rects(self) -> dict[str, pygame.Rect]: ...
    @property
    def settings(self) -> Any: ...
    @property
    def coach(self) -> Any: ...
    @property
    def layers(self) -> LayerCache: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def sc(self) -> float: ...
    def s(self, value: float) -> int: ...
    def current(self) -> int | None: ...
    def active_player(self) -> int: ...
    def owner_kinds(self) -> list[str]: ...


class SceneContext:
    """game.ui.table_api.TableContext over a TableScene."""

    __slots__ = ("_scene",)

    def __init__(self, scene: _Scene) -> None:
        self._scene = scene

    @property
    def game(self) -> GameRecordView:
        return self._scene.game

    @property
    def seats(self) -> Sequence[SeatView]:
        return tuple(self._scene.seats)

    @property
    def names(self) -> list[str]:
        return self._scene.names

    @property
    def sc(self) -> float:
        return self._scene.sc

    def s(self, value: float) -> int:
        return self._scene.s(value)

    @property
    def rects(self) -> Mapping[str, pygame.Rect]:
        return MappingProxyType(self._scene.rects)

    @property
    def colourblind(self) -> bool:
        return bool(self._scene.settings.colourblind_markers)

    @property
    def in_tutorial(self) -> bool:
        return self._scene.coach is not None

    def current(self) -> int | None:
        return self._scene.current()

    def active_player(self) -> int:
        return self._scene.active_player()

    def owner_kinds(self) -> list[str]:
        return self._scene.owner_kinds()

    def layer(self, surf: pygame.Surface, name: Hashable, area: pygame.Rect, key: Hashable, draw: DrawPart,
              regions: Regions) -> None:
        self._scene.layers.layer(surf, name, area, key, draw, regions)

    def prebuild(self, name: Hashable, area: pygame.Rect, key: Hashable, draw: DrawPart, regions: Regions) -> bool:
        return self._scene.layers.prebuild(name, area, key, draw, regions)

    def has_layer(self, name: Hashable) -> bool:
        return self._scene.layers.has_layer(name)
