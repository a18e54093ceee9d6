"""The game scene, headless: rendering, a whole game by mouse gestures, undo, resuming, bots."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.haspelknecht.actions import RETRACTIONS, A
from game.haspelknecht.options import Options
from game.ui.app import App
from game.ui.gestures import Driver
from game.ui.scenes.pass_cover import PassCover
from game.ui.scenes.table_scene import TableScene as GameScene
from game.ui.settings import Settings
from tests.ui.bot_helpers import wait_for_bots


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def make_app(size=(1280, 720), **settings) -> App:
    settings.setdefault("animation_speed", "off")
    return App(Settings(**settings), size=size, headless=True)


def make_session(players=2, seed=7, kinds=None, layout="first_game") -> Session:
    kinds = kinds or ["human"] * players
    names = ["Anna", "Bernd", "Clara", "Dora"]
    seats = [Seat(name=names[i], kind=kinds[i], colour=(i + 1) % 4) for i in range(players)]
    return Session(Game(Options(players=players, layout=layout), seed=seed), seats)


def start(home, session, size=(1280, 720), **settings):
    app = make_app(size, **settings)
    store = SaveStore(home / "saves")
    scene = GameScene(app, session, store)
    app.push(scene)
    return app, scene, store, Driver(app, scene)


def advance(game: Game, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        if game.is_over:
            return
        acts = [a for a in game.legal_actions() if a.kind not in RETRACTIONS]
        game.apply(rng.choice(acts))


def rect_of(scene, key: tuple) -> pygame.Rect | None:
    """Where a region is drawn now (the table laid out and drawn first)."""
    scene.ensure_layout()
    return scene.regions.get(key)


def state_json(game: Game) -> str:
    return json.dumps(game.state.to_json(), sort_keys=True)


# ------------------------------------------------------------------------------------ rendering

@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("colourblind", [False, True])
def test_renders(home, tmp_path, size, colourblind):
    session = make_session(players=3, seed=11)
    advance(session.game, 60)
    app, scene, store, drv = start(home, session, size, colourblind_markers=colourblind)
    drv.settle()
    app.invalidate()
    drv.frame()
    screen = app.screen
    assert screen.get_size() == size
    # the table is drawn: many distinct colours, the key regions exist and lie on the screen
    sample = {tuple(screen.get_at((x, y)))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
    assert len(sample) > 100
    me = scene.current()
    for key in [("pool", 1, "black"), ("worker", me, "farmer"), ("wood", me, "pinge"), ("wood", me, "tunnel"),
                ("tile", 11), ("cartarea", me), ("farm", me, "wood"), ("bag",), ("phase", 1), ("log",)]:
        r = rect_of(scene, key)
        assert r is not None, key
        assert screen.get_rect().contains(r), key
    pygame.image.save(screen, str(tmp_path / f"game_{size[0]}_{colourblind}.png"))


def test_renders_every_stage_and_4_players(home):
    """Draw the table at many points of a 4-player game (storage, exhausted Pinge, buildings...)."""
    session = make_session(players=4, seed=3, layout="random")
    app, scene, store, drv = start(home, session)
    game = session.game
    rng = random.Random(5)
    seen = set()
    while not game.is_over:
        acts = [a for a in game.legal_actions() if a.kind not in RETRACTIONS]
        game.apply(rng.choice(acts))
        seen.add(game.decision()[1])
        scene.layers.dirty = True
        if len(game.actions) % 7 == 0 or game.decision()[1] in ("storage", "reel", "tile_option"):
            scene._cover_for = scene.current()
            app.invalidate()
            drv.frame()
    assert {"take1", "plan", "execute", "storage"} <= seen


# ------------------------------------------------------------------------------------ a game by gestures

WEIGHTS = {"place": 8, "develop": 30, "place_wood": 4, "activate": 3, "store": 5, "dig": 2, "reel": 2,
           "tile_option": 2, "use_marker": 3, "burn_charcoal": 3, "oil_lamp": 1, "take": 2}


def choose(game: Game, rng: random.Random, retract_rate: float = 0.08):
    """A simple strategy that plays rich games: places its disks, develops, puts wood in, digs coal."""
    legal = game.legal_actions()
    back = [a for a in legal if a.kind in RETRACTIONS]
    if back and rng.random() < retract_rate:
        return rng.choice(back)
    forward = [a for a in legal if a.kind not in RETRACTIONS]
    if not forward:
        return rng.choice(back)
    weights = []
    for a in forward:
        w = WEIGHTS.get(a.kind, 1)
        if a.kind == "dig" and a.args[0] == "coal":
            w = 6
        if a.kind == "activate" and a.args[1] == "idle":
            w = 0.2
        weights.append(w)
    return rng.choices(forward, weights)[0]


def play_by_gestures(home, players=2, seed=7, strategy_seed=3, retract_rate=0.08, size=(1280, 720)):
    session = make_session(players=players, seed=seed)
    app, scene, store, drv = start(home, session, size)
    game = session.game
    reference = Game(game.options, game.seed)
    rng = random.Random(strategy_seed)
    drv.settle()
    gestures = 0
    while not game.is_over:
        assert isinstance(app.stack.top, GameScene)
        action = choose(game, rng, retract_rate)
        n = len(game.actions)
        drv.perform(action)
        gestures += 1
        assert len(game.actions) == n + 1 and game.actions[-1] == action, \
            f"gesture for {action} did {game.actions[n:]} (toast: {app.toast})"
        reference.apply(action)
        drv.settle()
        assert gestures < 3000
    return session, reference, gestures, app


def test_full_game_by_mouse(home):
    # seeds whose game uses every gesture below (the engine's R31-R33 changed the old ones' course)
    session, reference, gestures, app = play_by_gestures(home, players=2, seed=1, strategy_seed=1)
    assert session.game.is_over
    assert state_json(session.game) == state_json(reference)
    assert session.game.actions == reference.actions
    kinds = {a.kind for a in session.game.actions}
    assert {"take", "place", "confirm_plan", "activate", "end_turn", "confirm_storage"} <= kinds
    assert {"place_wood", "store", "develop", "dig", "retrieve", "reel"} <= kinds
    # the autosave holds the finished game
    saved = SaveStore(home / "saves").load_autosave()
    assert saved is not None and saved.game.actions == session.game.actions


def test_illegal_drop_is_refused_with_reason(home):
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    drv.settle()
    game = session.game
    # take disks so that the player has a cart, then reach planning
    while game.decision()[1] != "plan":
        drv.perform(next(a for a in game.legal_actions() if a.kind in ("take", "pass", "return_pit_water")))
        drv.settle()
    me = scene.current()
    p = game.state.players[me]
    colour = next(c for c, n in zip(("yellow", "brown", "black"), p.cart, strict=True) if n)
    # the Coal-miner is not open before the Pinge is exhausted
    before = state_json(game)
    drv.drag(drv.point(("cart", me, colour)), drv.point(("worker", me, "farmhand")))
    n = len(game.actions)
    assert n >= 1
    # a second disk of another colour on the farmhand is refused with the engine's reason
    other = next((c for c, k in zip(("yellow", "brown", "black"), p.cart, strict=True) if k and c != colour), None)
    if other is not None:
        before = state_json(game)
        drv.drag(drv.point(("cart", me, other)), drv.point(("worker", me, "farmhand")))
        assert state_json(game) == before
        assert app.toast is not None and "one colour" in app.toast[0]
    # dragging a pool colour while planning is refused too
    before = state_json(game)
    pool_key = next((("pool", pid, c) for pid in game.state.rules.pools for c in ("yellow", "brown", "black")
                     if rect_of(scene, ("pool", pid, c)) is not None
                     and game.state.pools[game.state.rules.pools.index(pid)][("yellow", "brown", "black").index(c)]),
                    None)
    if pool_key is not None:
        drv.drag(drv.point(pool_key), drv.point(("cartarea", me)))
        assert state_json(game) == before
        assert app.toast is not None


# ------------------------------------------------------------------------------------ undo

def test_undo_button_and_ctrl_z_restore_exact_state(home):
    session = make_session(players=2, seed=9)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.settle()
    while game.decision()[1] != "plan":
        drv.perform(next(a for a in game.legal_actions() if a.kind in ("take", "pass", "return_pit_water")))
        drv.settle()
    me = scene.current()
    s0 = state_json(game)
    place = next(a for a in game.legal_actions() if a.kind == "place")
    drv.perform(place)
    s1 = state_json(game)
    assert s1 != s0
    place2 = next(a for a in game.legal_actions() if a.kind == "place")
    drv.perform(place2)
    assert state_json(game) != s1
    # Ctrl+Z
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert state_json(game) == s1
    # the Undo button
    drv.click(scene.point(("button", "undo")))
    assert state_json(game) == s0
    assert scene.current() == me
    # nothing more of this player's to undo: the last action was a take that drew nothing... or another
    # player's; the refusal leaves the state alone
    while game.can_undo(me):
        drv.key(pygame.K_z, pygame.KMOD_CTRL)
    s2 = state_json(game)
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert state_json(game) == s2
    assert app.toast is not None
    # undo is autosaved too
    saved = store.load_autosave()
    assert json.dumps(saved.game.state.to_json(), sort_keys=True) == s2


def test_undo_execution_steps(home):
    session = make_session(players=2, seed=4)
    game = session.game
    rng = random.Random(2)
    # play to an execution with a planned worker
    while not (game.decision()[1] == "execute" and any(a.kind == "activate" for a in game.legal_actions())):
        acts = [a for a in game.legal_actions() if a.kind not in RETRACTIONS]
        places = [a for a in acts if a.kind == "place"]
        game.apply(rng.choice(places) if places and rng.random() < .7 else rng.choice(acts))
    app, scene, store, drv = start(home, session)
    drv.settle()
    s0 = state_json(game)
    act = next(a for a in game.legal_actions() if a.kind == "activate")
    drv.perform(act)
    assert state_json(game) != s0
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert state_json(game) == s0


# ------------------------------------------------------------------------------------ resume

def test_resumed_autosave_continues_the_same_game(home):
    session = make_session(players=2, seed=21)
    app, scene, store, drv = start(home, session)
    game = session.game
    rng = random.Random(8)
    drv.settle()
    for _ in range(40):
        action = rng.choice([a for a in game.legal_actions() if a.kind not in RETRACTIONS])
        drv.perform(action)
        drv.settle()
    saved = store.load_autosave()
    assert saved is not None
    assert state_json(saved.game) == state_json(game)
    assert saved.game.legal_actions() == game.legal_actions()
    assert [s.model_dump() for s in saved.seats] == [s.model_dump() for s in session.seats]
    # a new scene on the resumed session plays on exactly like the original
    app2, scene2, store2, drv2 = start(home, saved)
    drv2.settle()
    for _ in range(15):
        action = rng.choice([a for a in saved.game.legal_actions() if a.kind not in RETRACTIONS])
        game.apply(action)
        drv2.perform(action)
        drv2.settle()
        assert state_json(saved.game) == state_json(game)


# ------------------------------------------------------------------------------------ hot seat

def test_pass_cover_between_two_people(home):
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session, hotseat_cover=True)   # a setting, off by default
    drv.frame()
    assert isinstance(app.stack.top, PassCover)
    assert session.seats[scene.current()].name in app.stack.top.name
    drv.key(pygame.K_RETURN)
    assert app.stack.top is scene
    first = scene.current()
    drv.perform(next(a for a in session.game.legal_actions() if a.kind == "take"))
    drv.frame()
    assert scene.current() != first
    assert app.stack.top is scene                    # the finished turn waits for its confirmation first
    drv.click(scene.special_point("confirm"))
    assert isinstance(app.stack.top, PassCover)


# ------------------------------------------------------------------------------------ bots

def test_bot_thinks_off_the_drawing_loop(home, monkeypatch):
    """While a bot thinks, the window keeps drawing and answering: the bot is held mid-thought, frames
    keep returning with nothing applied; once it answers, its move is applied. (No timing involved:
    were decide() on the drawing loop, the first frame would not return until the bot was released.)"""
    import threading

    from game.haspelknecht.bots.random_bot import RandomBot

    thinking, release = threading.Event(), threading.Event()

    def held_decide(self, game, actions):
        thinking.set()
        release.wait(30)
        return self.rng.choice([a for a in actions if a.kind not in RETRACTIONS] or actions)

    monkeypatch.setattr(RandomBot, "decide", held_decide)
    session = make_session(players=2, seed=5, kinds=["random", "human"])
    app, scene, store, drv = start(home, session)
    scene.bot_pause = 0.0
    assert session.seats[scene.current()].is_bot
    n = len(session.game.actions)
    for _ in range(200):                 # until the bot has started thinking
        app.frame([], 1 / 60)
        if thinking.wait(0.05):
            break
    assert thinking.is_set()
    for _ in range(30):                  # the bot is still thinking: frames come, input is answered
        assert app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert len(session.game.actions) == n
    assert not release.is_set()
    release.set()
    assert wait_for_bots(scene, timeout=30)
    assert len(session.game.actions) > n


def test_bot_vs_bot_plays_itself_out(home):
    session = make_session(players=3, seed=13, kinds=["random", "random", "random"])
    app, scene, store, drv = start(home, session)
    scene.bot_pause = 0.0
    assert wait_for_bots(scene, timeout=60)
    assert session.game.is_over
    reference = Game.from_record(session.game.record())
    assert state_json(reference) == state_json(session.game)


def test_bots_and_a_person(home):
    session = make_session(players=3, seed=17, kinds=["human", "random", "random"])
    app, scene, store, drv = start(home, session, animation_speed="fast")
    scene.bot_pause = 0.0
    game = session.game
    rng = random.Random(4)
    for _ in range(300):
        assert wait_for_bots(scene, timeout=20)
        drv.settle()
        if game.is_over:
            break
        assert not session.seats[scene.current()].is_bot
        drv.perform(rng.choice([a for a in game.legal_actions() if a.kind not in RETRACTIONS]))
    assert game.is_over
    assert all(not isinstance(s, PassCover) for s in app.stack.scenes)  # one person: no covers


def test_keyboard_alternatives(home):
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    drv.settle()
    game = session.game
    # Tab selects a legal move, Enter plays it
    n = len(game.actions)
    drv.key(pygame.K_TAB)
    expected = game.legal_actions()[0]
    drv.key(pygame.K_RETURN)
    assert game.actions[n] == expected
    drv.settle()
    # clicking a pool colour takes it
    while game.decision()[1] in ("take1", "take2"):
        a = next(a for a in game.legal_actions() if a.kind == "take")
        drv.click(drv.point(("pool", a.args[0], a.args[1])))
        drv.settle()
        assert game.actions[-1] == a
        if game.decision()[1] == "take2":
            drv.key(pygame.K_RETURN)      # Enter: the primary button (take no more)
            drv.settle()
        if game.decision()[1] == "r10":
            drv.key(pygame.K_2)           # the second button: keep the pit water
            drv.settle()
    assert game.decision()[1] == "plan"
    me = scene.current()
    # click a disk, then click a worker
    p = game.state.players[me]
    colour = next(c for c, k in zip(("yellow", "brown", "black"), p.cart, strict=True) if k)
    n = len(game.actions)
    drv.click(drv.point(("cart", me, colour)))
    assert scene.held == ("cart", me, colour)
    drv.click(drv.point(("worker", me, "farmer")))
    assert game.actions[n] == A("place", "farmer", colour)


# ------------------------------------------------------------------------------------ every gesture

def _variant(a):
    k = a.kind
    if k == "place":
        item = a.args[1]
        return (k, "marker" if item.startswith("marker:") else item)
    if k == "activate":
        return (k, a.args[0])
    if k in ("dig", "reel", "place_wood"):
        return (k, a.args[0])
    if k == "develop":
        return (k, a.args[2] is not None)
    if k == "use_marker":
        return (k, a.args[0])
    return (k,)


WANTED = {("take",), ("oil_lamp",), ("return_pit_water",), ("pass",), ("retrieve",), ("confirm_plan",),
          ("place", "yellow"), ("place", "brown"), ("place", "black"), ("place", "food"), ("place", "thaler"),
          ("place", "marker"), ("activate", "farmer"), ("activate", "farmhand"), ("activate", "coal_digger"),
          ("activate", "coal_miner"), ("activate", "haspelknecht"), ("activate", "water_mill"),
          ("develop", False), ("develop", True), ("dig", "water"), ("dig", "coal"), ("reel", "coal"),
          ("reel", "water"), ("tile_option",), ("place_wood", "pinge"), ("place_wood", "tunnel"),
          ("use_marker", 14), ("use_marker", 25), ("burn_charcoal",), ("end_turn",), ("store",), ("unstore",),
          ("confirm_storage",)}


def find_positions(budget_games=300):
    """Random (weighted) playouts on the bare engine: a position where each kind of action is legal."""
    found = {}
    for g in range(budget_games):
        players = 2 + g % 3
        game = Game(Options(players=players, layout="random"), seed=100 + g, events=False)
        rng = random.Random(g)
        while not game.is_over:
            for a in game.legal_actions():
                v = _variant(a)
                if v in WANTED and v not in found:
                    found[v] = (game.record(), a)
            game.apply(choose(game, rng, 0.05))
        if len(found) == len(WANTED):
            break
    return found


def test_every_kind_of_action_by_gesture(home):
    found = find_positions()
    missing = WANTED - set(found)
    assert not missing, f"no position found for {sorted(missing)}"
    app = make_app()
    store = SaveStore(home / "saves")
    for variant, (record, action) in sorted(found.items(), key=lambda kv: repr(kv[0])):
        game = Game.from_record(record)
        names = ["Anna", "Bernd", "Clara", "Dora"]
        seats = [Seat(name=names[i], colour=i) for i in range(game.options.players)]
        session = Session(game, seats)
        scene = GameScene(app, session, store)
        app.stack.clear_to(scene)
        drv = Driver(app, scene)
        drv.settle()
        n = len(game.actions)
        drv.perform(action)
        assert game.actions[n:] == [action], f"{variant}: gesture for {action} gave {game.actions[n:]} ({app.toast})"


# ------------------------------------------------------------------------------------ monkey

def test_monkey(home):
    """Thousands of random clicks, drags, wheel turns and keys: nothing raises, the game stays sound."""
    session = make_session(players=3, seed=29, kinds=["human", "random", "human"])
    app, scene, store, drv = start(home, session, animation_speed="fast")
    scene.bot_pause = 0.0
    rng = random.Random(1234)
    W, H = app.size
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_5,
            pygame.K_z, pygame.K_ESCAPE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a]
    events = 0
    games = 0
    while events < 5000:  # a fixed, seeded campaign: no clock involved
        top = app.stack.top
        if top is not scene and not isinstance(top, PassCover):
            app.pop()          # the menu or the end scene: back to the table
            if session.game.is_over:
                games += 1
                session = make_session(players=3, seed=29 + games, kinds=["human", "random", "human"])
                scene = GameScene(app, session, store)
                scene.bot_pause = 0.0
                app.stack.clear_to(scene)
            continue
        roll = rng.random()
        regions = list(scene.regions.values())

        def somewhere(regions=regions):
            if regions and rng.random() < 0.7:
                r = rng.choice(regions)
                return (rng.randint(r.left, max(r.left, r.right - 1)), rng.randint(r.top, max(r.top, r.bottom - 1)))
            return (rng.randrange(W), rng.randrange(H))
        if roll < 0.45:
            drv.click(somewhere())
        elif roll < 0.75:
            drv.drag(somewhere(), somewhere(), steps=rng.randint(1, 5))
        elif roll < 0.85:
            drv.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)])
        elif roll < 0.97:
            mod = pygame.KMOD_CTRL if rng.random() < 0.2 else (pygame.KMOD_SHIFT if rng.random() < 0.2 else 0)
            drv.key(rng.choice(keys), mod)
        else:
            drv.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=somewhere(), button=3)])
        for _ in range(rng.randint(0, 3)):
            drv.frame()
        events += 1
        # the game stays sound: its record replays to the same state
        if events % 500 == 0:
            replay = Game.from_record(session.game.record())
            assert state_json(replay) == state_json(session.game)
    print("monkey:", events, "events,", games, "games finished,", len(session.game.actions), "actions")


def test_resize_and_ui_scale(home):
    """The table is laid out again on a resize; a large UI scale still keeps it inside the window."""
    session = make_session(players=4, seed=2)
    advance(session.game, 50)
    app, scene, store, drv = start(home, session)
    drv.settle()
    for size, ui in (((1600, 900), 1.0), ((2560, 1080), 1.0), ((1280, 1024), 1.0), ((1280, 720), 1.6),
                     ((1280, 720), 0.6)):
        app.settings.ui_scale = ui
        app.screen = pygame.display.set_mode(size)
        drv.frame([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        drv.settle()
        assert app.screen.get_size() == size
        me = scene.current()
        for key in [("worker", me, "farmer"), ("tile", 11), ("pool", 1, "black"), ("log",), ("cartarea", me)]:
            r = rect_of(scene, key)
            assert r is not None and app.screen.get_rect().contains(r), (size, ui, key, r)
        # gestures still work after the resize
        action = choose(session.game, random.Random(1), 0)
        n = len(session.game.actions)
        drv.perform(action)
        assert session.game.actions[n:] == [action]


def test_tooltips_for_every_region(home):
    """Every region of the table at many positions has a tooltip that renders (and names things)."""
    found = find_positions()
    app = make_app()
    store = SaveStore(home / "saves")
    silent = {"board", "mine", "log", "farmyard", "cartarea"}
    count = 0
    for _variant, (record, _action) in sorted(found.items(), key=lambda kv: repr(kv[0]))[::3]:
        game = Game.from_record(record)
        seats = [Seat(name=f"P{i}", colour=i) for i in range(game.options.players)]
        scene = GameScene(app, Session(game, seats), store)
        app.stack.clear_to(scene)
        scene.ensure_layout()
        for key in list(scene.regions):
            text = scene._tooltip_text(key)
            if key[0] not in silent:
                assert text, key
            if text:
                from game.ui.widgets import draw_tooltip
                draw_tooltip(app.screen, text, scene.regions[key].center, scene.sc, title=True)
                count += 1
    assert count > 300
