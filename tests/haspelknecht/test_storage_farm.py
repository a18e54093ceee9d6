"""While a player stores in winter, a good put on a storage slot has left the farm: the farm's bin,
its tooltip, the compact board and the drop rows count what is left (queries.farm_left), and the
animation's snapshot has the good on its slot. Before, the farm kept counting it, so a board with
one wood stored read as holding one wood more than it did."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.i18n import _
from game.haspelknecht import queries
from game.haspelknecht.rules import RESOURCES
from game.haspelknecht.table import player_board
from game.haspelknecht.table.geo import View
from game.haspelknecht.table.snapshot import snapshot
from game.haspelknecht.table.tooltips import region_text
from tests.haspelknecht.test_board_words import _at_winter_storage


def _stored_one(seed: int):
    for s in range(seed, seed + 40):
        game, who = _at_winter_storage(s)
        store = next((a for a in game.legal_actions() if a.kind == "store"), None)
        if store is not None:
            return game, who, store
    raise AssertionError("no storage with a good to store came up")


def test_a_stored_good_has_left_the_farm(monkeypatch):
    pygame.init()
    game, who, store = _stored_one(3)
    res = store.args[1]
    i = RESOURCES.index(res)
    before = game.state.players[who].farm[i]
    game.apply(store)
    p = game.state.players[who]
    assert p.farm[i] == before                          # the engine keeps it until storage is confirmed
    assert queries.farm_left(p)[i] == before - 1
    shot = snapshot(game.state)
    assert shot.get((("farm", who, res), res), 0) == before - 1
    assert shot[(("slot", who, store.args[0]), res)] == 1
    assert str(before - 1) in region_text(("farm", who, res), game.state, ["A", "B"])
    drawn: list[str] = []
    label = player_board.board_label
    monkeypatch.setattr(player_board, "board_label",
                        lambda surface, text, *args, **kw: drawn.append(text) or label(surface, text, *args, **kw))
    seats = [SimpleNamespace(name=n, colour=c) for c, n in enumerate(["A", "B"])]
    surface = pygame.Surface((1200, 700))
    player_board.draw_large(surface, surface.get_rect(), View(game.state, seats), who, 1.0)
    word = _(player_board.RES_LABEL[res])
    assert f"{word} {before - 1}" in drawn and f"{word} {before}" not in drawn, drawn
