"""Coal Baron at the table by hand: a worker dragged onto a space (lit places are the engine's legal
ones; a refused drop says the engine's reason), a cube by drag during mining, Tab/Enter, Ctrl+Z to
the engine's boundary, the Choose list, and the autosave's Continue naming its game."""

from __future__ import annotations

import random

import pygame

from game.ui.scenes.title import describe_progress
from tests.ui.coal_baron.helpers import make_session, start


def _to_stage(session, stage: str, seed: int = 4) -> None:
    rng = random.Random(seed)
    game = session.game
    while game.decision()[1] != stage:
        game.apply(rng.choice(game.legal_actions()))


def _one_person(session):
    who = session.game.decision()[0]
    session.seats = [s.model_copy(update={"kind": "human" if i == who else "random"})
                     for i, s in enumerate(session.seats)]
    return who


def test_a_worker_dragged_lights_the_legal_spaces_and_places(tmp_path):
    session = make_session(2, seed=4)
    _to_stage(session, "place")
    me = _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    lit = scene.lit_targets(("workers", me))
    legal = {a.args[0] for a in session.game.legal_actions() if a.kind == "place"}
    assert {k[1] for k in lit} == legal
    target = sorted(lit)[0]
    drv.drag(drv.point(("workers", me)), drv.point(target))
    assert session.game.actions[-1].kind == "place" and session.game.actions[-1].args[0] == target[1]


def test_a_drop_on_a_closed_space_is_refused_with_the_engines_reason(tmp_path):
    session = make_session(2, seed=4)
    _to_stage(session, "place")
    me = _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    before = len(session.game.actions)
    drv.drag(drv.point(("workers", me)), drv.point(("space", "factory_8")))   # covered with 2 players
    assert len(session.game.actions) == before
    assert app.toast is not None and "lock tile" in str(app.toast)


def test_tab_and_enter_play_the_chosen_move_and_ctrl_z_takes_it_back(tmp_path):
    session = make_session(2, seed=9)
    _to_stage(session, "mine", seed=9)      # mining: the same player goes on, so Ctrl+Z may take it back
    _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    scene._bot_wait = 1e6          # the bot waits: the move stays the last one, and undoable
    before = len(session.game.actions)
    acts = scene._kbd_actions()
    want = next(i for i, a in enumerate(acts) if a.kind == "cage")
    for _ in range(want + 1):
        drv.key(pygame.K_TAB)
    assert scene.kbd_index == want
    drv.key(pygame.K_RETURN)
    assert session.game.actions[-1] == acts[want]
    assert len(session.game.actions) == before + 1
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.game.actions) == before


def test_mining_by_drags_cage_then_cube(tmp_path):
    session = make_session(2, seed=9)
    _to_stage(session, "mine", seed=9)
    me = _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    legal = session.game.legal_actions()
    move = next(a for a in legal if a.kind == "cage")
    drv.perform(move)
    assert session.game.actions[-1] == move
    assert session.game.state.cage_level[me] == move.args[0]


def test_the_choose_list_holds_the_choices_no_drag_makes(tmp_path):
    session = make_session(2, seed=4)
    _to_stage(session, "keep_order")
    _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    keep = next(a for a in session.game.legal_actions() if a.kind == "keep_order" and a.args[0] is not None)
    drv.perform(keep)
    assert session.game.actions[-1] == keep


def test_continue_names_the_game_of_the_autosave(tmp_path):
    session = make_session(2, seed=4)
    _to_stage(session, "place")
    app, scene, store, drv = start(tmp_path, session)
    store.autosave(session)
    loaded = store.load_autosave()
    assert loaded.game_name == "coal_baron"
    assert describe_progress(loaded).startswith("Coal Baron \u00b7 2 players \u00b7 shift 1")
    path = store.save(session, "pit talk")
    assert store.load(path).game.state.to_json() == session.game.state.to_json()


def test_a_shift_end_is_a_moment_the_player_closes(tmp_path):
    """The shift's scoring is played out over the table, element by element, and waits for the
    player (the next shift does not start under it); Space shows the rest, then closes."""
    from game.coal_baron.table.shift_moment import ShiftMoment
    session = make_session(2, seed=4)
    game = session.game
    rng = random.Random(4)
    # play on until the next action ends shift 1 (tried on a copy)
    while True:
        action = rng.choice(game.legal_actions())
        copy = game.clone()
        copy.apply(action)
        if copy.state.shift == 2:
            break
        game.apply(action)
    _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    app.settings.animation_speed = "normal"
    scene._bot_wait = 0.0
    assert scene.do(action)
    moment = app.stack.top
    assert isinstance(moment, ShiftMoment)
    assert [num for num, _c, _v in moment.results] == [1, 2, 3, 4]      # shift 1 scores elements 1-4
    assert moment.shown == 0
    before = len(game.actions)
    for _ in range(100):         # over a second and a half: the first elements are shown, the bots wait
        drv.frame()
    assert 0 < moment.shown < 4 and app.stack.top is moment and len(game.actions) == before
    drv.key(pygame.K_SPACE)
    assert moment.done and app.stack.top is moment
    drv.key(pygame.K_SPACE)
    assert app.stack.top is scene
    # the chronicle has each element's line
    lines = [e for _i, e in game.log if e.kind == "score"]
    assert len(lines) == 4


def test_a_drawn_tile_clicked_is_kept(tmp_path):
    session = make_session(2, seed=4)
    _to_stage(session, "keep_tile")
    _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    scene._bot_wait = 1e6
    legal = [a for a in session.game.legal_actions() if a.kind == "keep_tile" and a.args[0] is not None]
    assert legal, "nothing affordable in this draw"
    key = next(k for k in scene.regions if k[0] == "drawn" and k[1] == legal[0].args[0])
    drv.click(drv.point(key))
    assert session.game.actions[-1] == legal[0]


def test_a_shift_end_waits_for_its_turns_confirmation(tmp_path):
    """A person's move that ends the shift: the turn waits for Confirm (Undo may still take it
    back), and the shift's moment comes once it is confirmed; undone, it never comes."""
    from game.coal_baron.table.shift_moment import ShiftMoment
    session = make_session(2, seed=4)
    game = session.game
    rng = random.Random(4)
    while True:
        action = rng.choice(game.legal_actions())
        copy = game.clone()
        copy.apply(action)
        if copy.state.shift == 2 and copy.decision()[0] != game.decision()[0]:
            break
        if copy.state.shift == 2:        # the same seat starts shift 2: no confirmation; try another line
            action = None
        if action is None:
            game = session.game = type(game)(game.options, game.seed + 1, game="coal_baron")
            rng = random.Random(game.seed)
            continue
        game.apply(action)
    who = game.decision()[0]
    session.seats = [s.model_copy(update={"kind": "human" if i == who else "random"})
                     for i, s in enumerate(session.seats)]
    app, scene, store, drv = start(tmp_path, session)
    app.settings.turn_confirmation = "always"
    assert scene.do(action)
    assert scene.turn_confirm.pending and app.stack.top is scene      # no moment while the turn waits
    if game.can_undo(who):           # (a move that turned a tile or card face up cannot be undone)
        scene.undo()
        assert not scene.turn_confirm.pending and app.stack.top is scene
        assert scene.do(action)
    scene.confirm_turn()
    assert isinstance(app.stack.top, ShiftMoment)


def test_coal_clicked_or_dragged_before_mining_says_what_lets_it_move(tmp_path):
    """A new player's first try is to drag coal into the cage while placing workers: it cannot move
    then, and the table says why (it once did nothing at all)."""
    session = make_session(2, seed=4)
    _to_stage(session, "place")
    me = _one_person(session)
    app, scene, store, drv = start(tmp_path, session)
    cube = next(k for k in scene.regions if k[0] == "cube" and k[1] == me and k[2] == "lorry")
    before = len(session.game.actions)
    drv.click(drv.point(cube))
    assert app.toast is not None and "Mining space" in str(app.toast)
    app.toast = None
    drv.drag(drv.point(cube), drv.point(("cage", me)))
    assert app.toast is not None and "Mining space" in str(app.toast)
    app.toast = None
    lorry = next(k for k in scene.regions if k[0] == "lorry" and k[1] == me)     # the lorry, not its cube
    drv.drag(drv.point(lorry), drv.point(("cage", me)))
    assert app.toast is not None and "Mining space" in str(app.toast)
    app.toast = None
    drv.drag(drv.point(("cage", me)), drv.point(("level", me, 4)))
    assert app.toast is not None and "Mining space" in str(app.toast)
    assert len(session.game.actions) == before
