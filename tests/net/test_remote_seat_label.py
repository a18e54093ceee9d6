"""A seat played at another computer is a person's: its Haspelknecht board said "(remote bot)" on
the host (the joined player's seat) and on the joined computer (the host's own seat), as if a bot
played it. A bot's board names its strength; a person's board, here or elsewhere, names nothing."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.core.record import Game
from game.haspelknecht.options import Options
from game.haspelknecht.table import player_board
from game.haspelknecht.table.geo import View


def _drawn(monkeypatch, kinds: list[str], who: int) -> list[str]:
    pygame.init()
    game = Game(Options(players=2), 3)
    drawn: list[str] = []
    label = player_board.board_label
    monkeypatch.setattr(player_board, "board_label",
                        lambda surface, text, *args, **kw: drawn.append(text) or label(surface, text, *args, **kw))
    seats = [SimpleNamespace(name=name, colour=i, kind=kind)
             for i, (name, kind) in enumerate(zip(("Agnes", "Berta"), kinds, strict=True))]
    surface = pygame.Surface((1200, 700))
    player_board.draw_large(surface, surface.get_rect(), View(game.state, seats), who, 1.0)
    return drawn


@pytest.mark.parametrize("kind", ["remote", "human"])
def test_a_persons_board_names_no_bot(monkeypatch, kind):
    drawn = _drawn(monkeypatch, ["human", kind], 1)
    assert "Berta" in drawn
    assert not [text for text in drawn if "bot" in text], drawn


def test_a_bots_board_names_its_strength(monkeypatch):
    drawn = _drawn(monkeypatch, ["human", "hard"], 1)
    assert "(hard bot)" in drawn
