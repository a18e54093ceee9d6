"""Every text drawn on Coal Baron's table is a translated message or a number (drawn beside its
symbol: a coin, a worker, a VP seal, a lantern...), never a raw abbreviation ("L0 D0", "14 M", "B"):
with a fake translation that marks every message (tests/marked_translation.py), whatever the table,
the shift's moment and the large pit draw must hold no ASCII letter outside a marked message.
And each seat's pit keeps its place through a whole game: whose turn it is is lit, the pits never
move."""

from __future__ import annotations

import random

import pygame
import pytest

from game.coal_baron.table.pit_viewer import PitViewer
from game.coal_baron.table.shift_moment import ShiftMoment
from game.core import i18n
from game.ui.board import caches
from game.ui.board import text as board_text
from game.ui.table_loader import table_for
from tests.marked_translation import NAMES, marked  # noqa: F401 (the fixture)
from tests.ui.coal_baron.helpers import make_session, start

NUMBER = set("0123456789 ×+-−/→.,:%()")


def _unmarked(text: str) -> str:
    """What is left of a drawn text outside the fake translation's «» marks and the seats' names."""
    out, depth = [], 0
    for ch in text:
        if ch == "\u00ab":
            depth += 1
        elif ch == "\u00bb":
            depth = max(0, depth - 1)
        elif not depth:
            out.append(ch)
    left = "".join(out)
    for name in NAMES:
        left = left.replace(name, "")
    return left


class Drawn(list):
    """The texts drawn while `on`: the game's table, its moment and its large pit (the shell's own
    parts, the prompt and the chronicle, are tested by the shell's i18n tests)."""

    on = True


@pytest.fixture
def drawn(monkeypatch):
    texts = Drawn()
    real = board_text.text

    def spy(surface, txt, *args, **kwargs):
        if texts.on:
            texts.append(txt)
        return real(surface, txt, *args, **kwargs)

    monkeypatch.setattr(board_text, "text", spy)
    table = table_for("coal_baron")
    real_draw = table.draw

    def table_only(surf, ctx):
        texts.on = True
        try:
            return real_draw(surf, ctx)
        finally:
            texts.on = False

    monkeypatch.setattr(table, "draw", table_only)
    return texts


def _to(game, stage: str, rng) -> bool:
    for _ in range(3000):
        if game.decision()[1] == stage:
            return True
        if game.is_over:
            return False
        game.apply(rng.choice(game.legal_actions()))
    return False


def _named(session):
    """Seats named with no letters; one person (the one to move), the others bots: no pass cover."""
    who = session.game.decision()[0] or 0
    session.seats = [s.model_copy(update={"name": NAMES[i], "kind": "human" if i == who else "random"})
                     for i, s in enumerate(session.seats)]


def _start(tmp_path, session, monkeypatch, fake):
    app, scene, store, drv = start(tmp_path, session)
    monkeypatch.setattr(i18n, "_translation", fake)     # the window set its language: mark it again
    caches.clear_caches()
    scene.layers.clear()
    return app, scene, store, drv


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_text_drawn_is_a_message_or_a_number(tmp_path, monkeypatch, marked, drawn, players):  # noqa: F811
    bad = []
    for stage, seed in (("draft", 1), ("place", 2), ("mine", 3), ("keep_tile", 4), ("arrange_orders", 5),
                        ("keep_order", 6), ("place", 7)):
        session = make_session(players, seed=seed)
        rng = random.Random(seed)
        if not _to(session.game, stage, rng):
            continue
        if seed == 7:          # late in the game: the tunnels full of tiles, orders delivered
            for _ in range(260):
                if session.game.is_over:
                    break
                session.game.apply(rng.choice(session.game.legal_actions()))
        _named(session)
        app, scene, store, drv = _start(tmp_path, session, monkeypatch, marked)
        drawn.clear()
        scene.ensure_layout()
        seen = list(drawn)
        # another player's pit, large
        other = (scene.active_player() + 1) % players
        app.push(PitViewer(app, scene.ctx, other, None))
        drawn.clear()
        drawn.on = True
        app.stack.top.draw(app.screen)
        drawn.on = False
        seen += drawn
        assert sum("\u00ab" in t for t in seen) >= 5, (stage, seen[:10])     # the table drew its words
        bad += [f"{stage}: {t!r}" for t in seen if set(_unmarked(t)) - NUMBER]
    assert not bad, "texts drawn without a translated message:\n" + "\n".join(sorted(set(bad))[:20])


def test_the_shift_moment_draws_only_messages_and_numbers(tmp_path, monkeypatch, marked, drawn):  # noqa: F811
    session = make_session(3, seed=4)
    game = session.game
    rng = random.Random(4)
    while True:
        action = rng.choice(game.legal_actions())
        copy = game.clone()
        copy.apply(action)
        if copy.state.shift == 2:
            break
        game.apply(action)
    _named(session)
    app, scene, store, drv = _start(tmp_path, session, monkeypatch, marked)
    app.settings.animation_speed = "normal"          # the elements one by one
    scene._bot_wait = 1e6
    assert scene.do(action)
    assert isinstance(app.stack.top, ShiftMoment)
    for _ in range(2):                    # the elements one by one, then the summary
        drawn.clear()
        drawn.on = True
        app.stack.top.draw(app.screen)
        drawn.on = False
        assert isinstance(app.stack.top, ShiftMoment) and any("\u00ab" in t for t in drawn)
        bad = [t for t in drawn if set(_unmarked(t)) - NUMBER]
        assert not bad, bad[:10]
        drv.key(pygame.K_SPACE)


def test_each_seat_keeps_its_pit_all_game(tmp_path):
    """Through a whole 4-player game (every seat a person: hot-seat), each seat's pit is drawn in the
    same place at every turn; only the lit frame says whose turn it is."""
    session = make_session(4, seed=21)
    app, scene, store, drv = start(tmp_path, session)
    game = session.game
    rng = random.Random(21)
    places: dict[int, set] = {p: set() for p in range(4)}
    whose = set()
    step = 0
    while not game.is_over:
        if step % 3 == 0:
            scene.layers.dirty = True
            scene.ensure_layout()
            for p in range(4):
                places[p].add(tuple(scene.regions[("pit", p)]))
            whose.add(game.decision()[0])
        game.apply(rng.choice(game.legal_actions()))
        step += 1
    assert whose >= {0, 1, 2, 3}, "every seat had turns while the table was drawn"
    assert all(len(v) == 1 for v in places.values()), places
    # four different places, side by side in seat order
    xs = [next(iter(places[p]))[0] for p in range(4)]
    assert xs == sorted(xs) and len(set(xs)) == 4


def test_many_tiles_on_one_side_fit_inside_the_pit(tmp_path):
    """Ten Light tiles on one level (more than any real game reaches): squeezed into the pit, every
    tile and lorry drawn, none past the pit's edge or into the shaft."""
    from game.coal_baron.components import rules
    ru = rules()
    session = make_session(4, seed=3)
    _to(session.game, "place", random.Random(3))
    state = session.game.state
    kinds = len(ru.tile_type)
    # yellow Light tiles: 1 and 2 lorries, five of each, their lorries full
    light = [k for k in range(kinds) if ru.tile_colour[k] == 0 and ru.tile_light[k]]
    for k in light:
        state.owned[0 * kinds + k] = 5
    lorries = sum(5 * ru.tile_lorries[k] for k in light) + ru.printed_lorries
    state.pit[0:4] = [lorries, 0, 0, 0]
    state.empty[0] = 0
    app, scene, store, drv = start(tmp_path, session)
    scene.layers.clear()
    scene.ensure_layout()
    pit = scene.regions[("pit", 0)]
    tiles = [r for k, r in scene.regions.items() if len(k) == 5 and k[:4] == ("tile", 0, 1, "light")]
    assert len(tiles) == 10
    cage = scene.regions.get(("cage", 0)) or scene.regions[("xcage", 0)]
    assert all(pit.contains(r) and r.right <= cage.x + 2 for r in tiles)
    assert len([k for k in scene.regions if k[:3] == ("lorry", 0, 1)]) == lorries
