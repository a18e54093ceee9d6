"""The chronicle's rows: a group's header never paints over the bottom of the line above it (the
serif's descenders reach below its line size: 15 px of ink on a 13 px line)."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import Event
from game.ui.board.log_view import LogView

WIDTH, HEIGHT = 260, 300


class _Headed:
    """A chronicle whose "phase" events open a group (a header row), every other event a line."""

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def feed(self, event: Event) -> list[tuple[str, int | None, str]]:
        kind = "header" if event.kind == "phase" else "line"
        return [(kind, event.player, event.render(self.names))]


def _drawn(log: list, scale: float) -> pygame.Surface:
    surf = pygame.Surface((WIDTH, HEIGHT))
    LogView(_Headed).draw(surf, surf.get_rect(), log, ["Agnes", "Dietrich"], ["owner:0", "owner:1"], scale)
    return surf


def _rows_differing(a: pygame.Surface, b: pygame.Surface) -> list[int]:
    return [y for y in range(HEIGHT) if any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(WIDTH))]


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.mark.parametrize("scale", [0.75, 1.0, 1.5])
def test_a_header_leaves_the_line_above_it_whole(scale):
    spring = (0, Event("phase", None, "Year 1 · spring"))
    line = (1, Event("place", 0, "Agnes places wood in the Pinge"))
    summer = (1, Event("phase", None, "Year 1 · summer"))     # the same move ended the season
    header_only = _drawn([spring], scale)
    with_line = _drawn([spring, line], scale)
    with_header = _drawn([spring, line, summer], scale)
    line_ink = _rows_differing(header_only, with_line)
    header_paint = _rows_differing(with_line, with_header)
    assert line_ink and header_paint
    assert min(header_paint) > max(line_ink), (max(line_ink), min(header_paint))
