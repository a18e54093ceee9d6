"""Coal Baron's moves animate as pieces on the table: the cage runs straight up or down its shaft
(and is not seen at its new level before it gets there), a cube flies from its lorry into the
cage, a bought tile slides from the factory into its tunnel, delivered orders fly to the pile with
their VP, workers go to the Canteen. And the prompt's "Keep their order" puts a draw back as drawn,
in one press."""

from __future__ import annotations

import random

from game.coal_baron.actions import A
from tests.ui.coal_baron.helpers import make_session, start


def _to(game, rng, want, limit=4000):
    """Random moves until an action `want(game, action)` accepts is legal; returns it."""
    for _ in range(limit):
        if game.is_over:
            return None
        found = [a for a in game.legal_actions() if want(game, a)]
        if found:
            return found[0]
        moves = [a for a in game.legal_actions() if a.kind != "stop"] or game.legal_actions()
        game.apply(rng.choice(moves))
    return None


def _one_person(session):
    who = session.game.decision()[0]
    session.seats = [s.model_copy(update={"kind": "human" if i == who else "random"})
                     for i, s in enumerate(session.seats)]
    return who


def _animated(tmp_path, session, action):
    me = _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    app.settings.animation_speed = "normal"
    scene._bot_wait = 1e6
    scene.ensure_layout()
    before = dict(scene.regions)
    assert scene.do(action)
    app.frame([], 0.0)                  # the flights start with the next frame
    return app, scene, me, before


def _near(point, rect, slack=3):
    return rect.inflate(2 * slack, 2 * slack).collidepoint(point)


def test_the_cage_runs_straight_in_its_shaft(tmp_path):
    session = make_session(2, seed=9)
    game = session.game
    action = _to(game, random.Random(9), lambda g, a: a.kind == "cage" and abs(a.args[0] - g.state.cage_level[
        g.state.current]) >= 2)
    assert action is not None
    old = game.state.cage_level[game.state.current]
    app, scene, me, before = _animated(tmp_path, session, action)
    cage = [f for f in scene.anim.items if f.kind == "cage"]
    assert len(cage) == 1
    f = cage[0]
    assert not f.arc and f.a[0] == f.b[0], "straight down or up its shaft"
    assert _near(f.a, before[("level", me, old)]) and _near(f.b, scene.regions[("level", me, action.args[0])])
    # until it arrives its new level shows the table as it was there
    assert f.cover is not None and f.cover[1] == scene.regions[("level", me, action.args[0])]


def test_a_cube_flies_from_its_lorry_into_the_cage(tmp_path):
    session = make_session(2, seed=9)
    game = session.game
    action = _to(game, random.Random(9), lambda g, a: a.kind == "load")
    assert action is not None
    app, scene, me, before = _animated(tmp_path, session, action)
    cubes = [f for f in scene.anim.items if f.kind == f"cube:{action.args[0]}"]
    assert len(cubes) == 1
    lorries = [r for k, r in before.items() if k[0] == "lorry" and k[1] == me]
    assert any(_near(cubes[0].a, r) for r in lorries), "from a lorry of the pit"
    assert _near(cubes[0].b, scene.regions[("cage", me)])


def test_a_bought_tile_slides_into_its_tunnel(tmp_path):
    session = make_session(3, seed=5)
    game = session.game
    action = _to(game, random.Random(5), lambda g, a: a.kind == "place" and a.args[0].startswith("factory_")
                 and a.args[0] != "factory_draw")
    assert action is not None
    space = action.args[0]
    from game.coal_baron.components import rules
    kind = game.state.board[rules().space_index[space]]
    app, scene, me, before = _animated(tmp_path, session, action)
    tiles = [f for f in scene.anim.items if f.kind == f"tile:{kind}"]
    assert tiles and not tiles[0].arc
    assert _near(tiles[0].a, before[("space", space)])
    dest = [r for k, r in scene.regions.items() if k[0] == "tile" and k[1] == me]
    assert any(_near(tiles[0].b, r) for r in dest)


def test_delivered_orders_fly_to_the_pile_with_their_vp(tmp_path):
    session = make_session(2, seed=3)
    game = session.game
    action = _to(game, random.Random(3), lambda g, a: a.kind == "place" and a.args[0].startswith("delivery_"))
    assert action is not None
    from game.coal_baron.components import rules
    ru = rules()
    p = game.state.current
    vehicle = ru.space_value[ru.space_index[action.args[0]]]
    done = [c for c, f in zip(game.state.orders[p], game.state.fills[p], strict=True)
            if ru.card_vehicle[c] == vehicle and -1 not in f]
    app, scene, me, before = _animated(tmp_path, session, action)
    cards = [f for f in scene.anim.items if f.kind.startswith("ordercard:")]
    assert sorted(f.kind for f in cards) == sorted(f"ordercard:{ru.card_vp[c]}" for c in done)
    assert all(_near(f.b, scene.regions[("delivered", me)]) for f in cards)


def test_keep_their_order_puts_a_draw_back_as_drawn(tmp_path):
    session = make_session(2, seed=6)
    game = session.game
    rng = random.Random(6)
    for _ in range(4000):
        if game.decision()[1] in ("arrange_tiles", "arrange_orders") and len(game.state.drawn) > 2:
            break
        if game.is_over:
            break
        moves = [a for a in game.legal_actions() if a.kind != "return" or a.args[0] == "top"]
        game.apply(rng.choice(moves))
    assert game.decision()[1] in ("arrange_tiles", "arrange_orders")
    drawn = list(game.state.drawn)
    tiles = game.decision()[1] == "arrange_tiles"
    _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    scene._bot_wait = 1e6
    scene.ensure_layout()
    button = next(b for b in scene.prompt.buttons if b.then or (b.action is not None and b.action.kind == "put"))
    n = len(game.actions)
    drv.click(button.rect.center)
    assert [a for a in game.actions[n:]] == [A("put", x) for x in drawn[:-1]]
    stack = game.state.tile_stack if tiles else game.state.order_stack
    # on top, the first drawn at the very top (the end of the list)
    assert stack[-len(drawn):] == drawn[::-1]
