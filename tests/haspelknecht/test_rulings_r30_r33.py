"""Tests for the rulings R30-R33 of shared/haspelknecht/rulings.md, and for the chronicle order.

R30 at most 9 developments; R31 the Haspelknecht's actions are chosen and he may stop; R32 the
Windlass not in the phase the Pinge is exhausted; R33 no tunnel wood before the Pinge is exhausted.
Positions come from tests/positions.py; moves go through Game.apply (checked).
"""

from __future__ import annotations

from game.core.simulate import play_game
from game.haspelknecht.actions import A
from game.haspelknecht.components import DataError, load_components
from game.haspelknecht.engine import decision
from game.haspelknecht.options import Options
from game.haspelknecht.rules import COAL, WOOD
from tests.haspelknecht.positions import at_execution, at_last_turn, game_at, give_tile, refused, set_plan
from tests.haspelknecht.test_data import _edit, data_copy  # noqa: F401 - data_copy is a fixture

# ============================================================================ R30 developments per player

R30_MOST = 9  # the ruling's figure: 11 player disks less the score and turn-order markers


def test_r30_the_limit_comes_from_the_player_disks_in_the_data():
    state = at_execution(None)
    start = state.rules.comps.player_board.start
    assert start.source == "rulebook"
    assert state.rules.max_developments == start.player_disks - start.track_disks == R30_MOST


def test_r30_track_disks_must_leave_disks_for_developments(data_copy):  # noqa: F811
    _edit(data_copy, "player_board", lambda o: o["start"].update(track_disks=11))
    try:
        load_components(data_copy)
    except DataError as exc:
        assert "player_board.yaml" in str(exc) and "start" in str(exc)
    else:
        raise AssertionError("a player board without disks for developments was accepted")


def _owning(n: int):
    """The farmer holds yellow + black (they pay 11 Carrying Pole) and the player owns n other tiles."""
    state = at_execution({"farmer": {"yellow": 1, "black": 1}})
    others = [t for t in state.board.tiles if t != 11]
    for tile in others[:n]:
        give_tile(state, 0, tile)
    return game_at(state)


def test_r30_a_player_with_nine_developments_cannot_develop():
    game = _owning(R30_MOST)
    assert not any(a.kind == "develop" for a in game.legal_actions())
    reason = refused(game, A("develop", "farmer", 11, None))
    assert "developments" in reason and "the most" in reason
    # the mixed disks can do nothing else: the farmer runs idle
    assert A("activate", "farmer", "idle") in game.legal_actions()


def test_r30_the_ninth_development_is_still_allowed():
    game = _owning(R30_MOST - 1)
    game.apply(A("develop", "farmer", 11, None))
    assert len(game.state.players[0].owned) == R30_MOST


def test_r30_bots_never_pass_nine_developments():
    # `simulate --players 2 --seed 3 --bots normal,easy`: this game used to give Normal a tenth tile
    game = play_game(Options(players=2), 3, ["normal", "easy"])
    assert max(len(p.owned) for p in game.state.players) <= R30_MOST


# ============================================================================ R31 the Haspelknecht is optional


def _haspel(shaft_coal: int, shaft_water: int = 0, phase: int = 3, windlass: bool = False):
    state = at_execution({"haspelknecht": {"thaler": 1}}, phase=phase, players=4)  # 25 Windlass: 4p
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 3
    p.shaft_coal, p.shaft_water = shaft_coal, shaft_water
    if windlass:
        give_tile(state, 0, 25)
    return game_at(state)


def reel_choices(game) -> set:
    return {a.args[0] for a in game.legal_actions() if a.kind == "reel"}


def test_r31_every_action_is_a_choice_even_when_only_coal_is_there():
    game = _haspel(shaft_coal=3)
    game.apply(A("activate", "haspelknecht", None))
    assert decision(game.state) == (0, "reel")
    assert reel_choices(game) == {"coal", "stop"}
    assert game.state.players[0].farm[COAL] == 0     # nothing was reeled by itself


def test_r31_he_may_stop_early_and_the_coal_stays_in_the_shaft_over_winter():
    state = at_last_turn(phase=5)                     # the autumn of year 2: winter follows
    me = state.current
    set_plan(state, me, {"haspelknecht": {"thaler": 1}})
    p = state.players[me]
    p.pinge_taken, p.exhausted, p.tunnel_wood, p.shaft_coal = 7, True, 3, 3
    game = game_at(state)
    game.apply(A("activate", "haspelknecht", None))
    game.apply(A("reel", "coal"))
    game.apply(A("reel", "stop"))
    assert game.state.pending is None
    p = game.state.players[me]
    assert p.farm[COAL] == 1 and p.shaft_coal == 2
    assert A("end_turn") in game.legal_actions()
    game.apply(A("end_turn"))                          # winter
    while game.state.stage == "storage":
        game.apply(A("confirm_storage"))
    assert game.state.year == 3 and game.state.players[me].shaft_coal == 2


def test_r31_only_the_order_is_forced_water_first_while_two_or_more():
    game = _haspel(shaft_coal=2, shaft_water=3)
    game.apply(A("activate", "haspelknecht", None))
    assert reel_choices(game) == {"water", "stop"}    # he need not bail, but he may not reel yet
    assert "before he reels" in refused(game, A("reel", "coal"))
    game.apply(A("reel", "water"))
    assert game.state.players[0].shaft_water == 1
    assert reel_choices(game) == {"coal", "water", "stop"}
    game.apply(A("reel", "stop"))
    p = game.state.players[0]
    assert p.shaft_water == 1 and p.shaft_coal == 2 and game.state.pending is None


def test_r31_stop_is_refused_outside_a_haspelknecht_decision():
    game = _haspel(shaft_coal=2)
    assert "no reel decision" in refused(game, A("reel", "stop"))


def test_r31_the_windlass_actions_are_optional_too():
    game = _haspel(shaft_coal=2, windlass=True)
    game.apply(A("use_marker", 25))
    assert reel_choices(game) == {"coal", "stop"}
    game.apply(A("reel", "stop"))
    assert game.state.players[0].shaft_coal == 2 and game.state.pending is None


def test_r31_the_coal_digger_stays_automatic():
    state = at_execution({"coal_digger": {"yellow": 1}})
    state.players[0].pinge_water = 2
    game = game_at(state)
    game.apply(A("activate", "coal_digger", None))
    p = game.state.players[0]
    assert game.state.pending is None and p.pinge_water == 0 and p.pinge_taken == 1


# ============================================================================ R32 Windlass timing


def _exhausting_with_windlass():
    """Year 2: the farmer's black disk digs the last coal of the Pinge; the Windlass was gained before."""
    state = at_execution({"farmer": {"black": 1}}, phase=4, players=4)  # 25 Windlass: 4p board
    p = state.players[0]
    p.pinge_taken, p.pinge_wood = 6, 2
    p.shaft_coal = 2                                  # e.g. from a Lorry
    give_tile(state, 0, 25, phase=1)
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    assert game.state.players[0].exhausted
    return game


def test_r32_no_windlass_in_the_phase_the_pinge_is_exhausted():
    game = _exhausting_with_windlass()
    assert A("use_marker", 25) not in game.legal_actions()
    reason = refused(game, A("use_marker", 25))
    assert "exhausted in this action phase" in reason


def test_r32_the_windlass_works_from_the_next_action_phase():
    game = _exhausting_with_windlass()
    state = game.state.clone()
    state.phase += 1                                   # the next action phase, at execution again
    p = state.players[0]
    p.done, p.kinds = 0, [None, None]
    for plan in p.plan:
        plan[:] = [0] * len(plan)
    game = game_at(state)
    assert A("use_marker", 25) in game.legal_actions()
    game.apply(A("use_marker", 25))
    assert decision(game.state) == (0, "reel")


# ============================================================================ R33 tunnel wood


def test_r33_no_wood_in_the_tunnel_before_the_pinge_is_exhausted():
    state = at_execution({"farmer": {"brown": 1}})
    state.players[0].farm[WOOD] = 2
    game = game_at(state)
    assert A("place_wood", "tunnel") not in game.legal_actions()
    assert A("place_wood", "pinge") in game.legal_actions()
    reason = refused(game, A("place_wood", "tunnel"))
    assert "only once the Pinge is exhausted" in reason


def test_r33_tunnel_wood_as_soon_as_the_pinge_is_exhausted_and_no_pinge_wood_after():
    state = at_execution({"farmer": {"black": 1}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood, p.farm[WOOD] = 6, 2, 1
    game = game_at(state)
    assert A("place_wood", "tunnel") not in game.legal_actions()
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))                       # the Pinge is exhausted (and its wood gone)
    assert A("place_wood", "tunnel") in game.legal_actions()
    assert "tunnel now" in refused(game, A("place_wood", "pinge"))
    game.apply(A("place_wood", "tunnel"))
    assert game.state.players[0].tunnel_wood == 1


# ============================================================================ the chronicle order


def _texts(events) -> list[str]:
    return [e.render(["P1", "P2", "P3", "P4"]) for e in events]


def test_chronicle_the_coal_comes_before_the_exhaustion_it_causes():
    state = at_execution({"farmer": {"black": 2}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood = 6, 2
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    texts = _texts(game.apply(A("dig", "coal")))
    assert texts[0] == "P1's farmer digs 1 coal from the Pinge"
    assert texts[1].startswith("P1's Pinge is exhausted")
    assert "loses 1 black disk" in texts[2]            # R12: its last disk cannot go on in the tunnel
    assert len(texts) == 3


def test_chronicle_the_coal_digger_says_what_he_dug():
    state = at_execution({"coal_digger": {"yellow": 1}})
    p = state.players[0]
    p.pinge_water = 2
    game = game_at(state)
    texts = _texts(game.apply(A("activate", "coal_digger", None)))
    assert texts == ["P1's Coal-digger removes 2 pit water from the Pinge",
                     "P1's Coal-digger digs 1 coal from the Pinge"]


def test_chronicle_the_coal_digger_exhausting_the_pinge():
    state = at_execution({"coal_digger": {"yellow": 1}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood = 6, 2
    game = game_at(state)
    texts = _texts(game.apply(A("activate", "coal_digger", None)))
    assert texts[0] == "P1's Coal-digger digs 1 coal from the Pinge"
    assert texts[1].startswith("P1's Pinge is exhausted")
    assert "no Pinge left" in texts[2]


def test_chronicle_the_haspelknecht_logs_each_action_and_the_stop():
    game = _haspel(shaft_coal=2, shaft_water=2)
    texts = _texts(game.apply(A("activate", "haspelknecht", None)))
    texts += _texts(game.apply(A("reel", "water")))
    texts += _texts(game.apply(A("reel", "coal")))
    texts += _texts(game.apply(A("reel", "stop")))
    assert texts == ["P1's Haspelknecht starts work",
                     "P1's Haspelknecht removes 2 pit water from the shaft",
                     "P1's Haspelknecht reels 1 coal up to the farm",
                     "P1's Haspelknecht stops, leaving 1 action unused and 1 coal in the shaft"]


def test_chronicle_view_keeps_the_order_under_the_phase_header():
    from game.haspelknecht.table.chronicle import YearChronicle
    from game.ui.board.log_view import group_log

    state = at_execution({"farmer": {"black": 1}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood = 6, 2
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    lines = [text for kind, _who, text, _idx in group_log(game.log, YearChronicle) if kind == "line"]
    dug = lines.index("P1's farmer digs 1 coal from the Pinge")
    assert lines[dug + 1].startswith("P1's Pinge is exhausted")


def test_r31_the_reel_prompt_offers_stop():
    from game.haspelknecht.table.prompts import build_prompt
    from game.ui.prompt_bar import PERSON

    game = _haspel(shaft_coal=2, shaft_water=1)
    game.apply(A("activate", "haspelknecht", None))
    prompt = build_prompt(game, ["Anna", "Ben", "Cleo", "Dora"], PERSON)
    by_action = {b.action: b.label for b in prompt.buttons if b.action is not None}
    assert by_action[A("reel", "stop")] == "Stop here"
    assert {A("reel", "coal"), A("reel", "water")} <= set(by_action)
