"""A worker on an order space stands as large as on any other space: under a card that takes the
space's height it was a speck (a few pixels at 1280x720, a third of its size at 3840x2160); it now
stands in the margin beside the card."""

from __future__ import annotations

import pytest

from game.coal_baron.components import rules
from game.coal_baron.table import board_view
from tests.ui.coal_baron.helpers import advance, make_session, start


def _worker_on_an_order(game) -> int:
    """Played on until a worker stands on an order card and another on a space of another kind."""
    ru, n = rules(), game.state.n
    for k in range(2000):
        state = game.state
        taken = [sp for sp in range(len(ru.space_kind)) if sum(state.space_workers[sp * n:sp * n + n])]
        order = next((sp for sp in taken if ru.space_kind[sp] == "order" and state.board[sp] >= 0), None)
        if order is not None and any(ru.space_kind[sp] not in ("order", "order_draw") for sp in taken):
            return order
        advance(game, 1, seed=k)
    pytest.fail("no worker went onto an order space")


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_a_worker_on_an_order_card_is_as_large_as_elsewhere(home, monkeypatch, size):
    session = make_session(players=3, seed=5)
    sp = _worker_on_an_order(session.game)
    drawn: list[tuple[int, float]] = []        # (the space drawn, a worker's size)
    now: list[int] = []
    real_piece, real_space = board_view.sprites.blit_piece, board_view._draw_space

    def piece(surf, kind, pos, piece_size, *args, **kwargs):
        if now and kind.startswith("miner") and kind != board_view.COST_KIND:
            drawn.append((now[-1], piece_size))
        return real_piece(surf, kind, pos, piece_size, *args, **kwargs)

    def space(surf, cell, view, at, sc):
        now.append(at)
        real_space(surf, cell, view, at, sc)
        now.pop()
    monkeypatch.setattr(board_view.sprites, "blit_piece", piece)
    monkeypatch.setattr(board_view, "_draw_space", space)
    monkeypatch.setattr(board_view.textures, "cached", lambda key: None)    # every space drawn here
    app, _scene, _store, _drv = start(home, session, size)
    for _ in range(5):
        app.frame([], 0.0)
    on_order = [s for at, s in drawn if at == sp]
    elsewhere = [s for at, s in drawn if at != sp]
    assert on_order and elsewhere
    assert min(on_order) >= 0.8 * max(elsewhere), (on_order, max(elsewhere))
