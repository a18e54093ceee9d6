"""Every word drawn on a player's board is one the catalogue translates: the winter storage's
slots named the goods they take by looking up "coal" without its context, a message the catalogue
does not have, so a French board read "céréale / bois / coal"."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core import i18n_catalogues as cat
from game.core.bots import RandomBot
from game.core.record import Game
from game.haspelknecht.options import Options
from game.haspelknecht.table import player_board
from game.haspelknecht.table.geo import View
from tests.haspelknecht.test_i18n_texts import english_left
from tests.marked_translation import NAMES


def _at_winter_storage(seed: int = 3) -> tuple[Game, int]:
    game = Game(Options(players=2), seed)
    bot = RandomBot(seed=seed)
    while not game.is_over:
        who, kind = game.decision()
        if kind == "storage":
            return game, who
        game.apply(bot.decide(game, game.legal_actions()))
    raise AssertionError("the game never reached a winter storage")


def test_the_winter_storage_names_its_goods_in_the_players_language(marked, monkeypatch):
    pygame.init()
    game, who = _at_winter_storage()
    drawn: list[str] = []
    label = player_board.board_label
    monkeypatch.setattr(player_board, "board_label",
                        lambda surface, text, *args, **kw: drawn.append(text) or label(surface, text, *args, **kw))
    seats = [SimpleNamespace(name=NAMES[i], colour=i) for i in range(2)]
    surface = pygame.Surface((1200, 700))
    player_board.draw_large(surface, surface.get_rect(), View(game.state, seats), who, 1.0)
    assert any("/" in text for text in drawn), "the storage slots say which goods they take"
    bad = [text for text in drawn if english_left(text)]
    assert not bad, bad
    template = {(m.context, m.id) for m in cat.read(cat.TEMPLATE) if isinstance(m.id, str)}
    plural = {(m.context, m.id[0]) for m in cat.read(cat.TEMPLATE) if isinstance(m.id, tuple)}
    missing = sorted(f"{c}|{m}" for c, m, is_plural in marked.asked if (c, m) not in (plural if is_plural else template))
    assert not missing, missing
