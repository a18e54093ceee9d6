"""The read-only engine queries the window uses: the projected result and the plan-waste warnings."""

from __future__ import annotations

from game.core.record import Game
from game.haspelknecht.actions import A
from game.haspelknecht.bots.random_bot import RandomBot
from game.haspelknecht.engine import plan_waste
from game.haspelknecht.options import Options
from game.haspelknecht.rules import CAT, WOOD
from game.haspelknecht.scoring import end_breakdown, final_result, projected_result
from tests.haspelknecht.positions import at_execution, at_planning, give_tile, set_plan

# ============================================================================ projected_result


def test_projected_result_is_the_score_if_the_game_ended_now():
    state = at_execution(phase=4)
    p = state.players[0]
    p.vp, p.breakdown[CAT["developments"]] = 5, 5
    p.thalers, p.debts, p.shaft_water, p.exhausted, p.pinge_taken = 2, 3, 4, True, 7
    p.farm = [0, 0, 5]                                   # farm coal scores only in winter
    res = projected_result(state)
    row = res["players"][0]
    end = end_breakdown(state, p)
    assert end["thalers"] == state.rules.thaler_table[2]
    assert end["debts"] < 0 and end["pit_water"] < 0
    assert row["score"] == 5 + sum(end.values()) == sum(row["breakdown"].values())
    assert res["scores"][0] == row["score"]
    assert set(res) == {"scores", "players", "winner", "ranking", "tiebreak"}
    assert row["breakdown"]["coal"] == 0
    assert state.result is None and state.stage == "execute"  # a query: nothing changed


def test_projected_result_equals_the_final_result_at_the_end():
    game = Game(Options(players=2), 5)
    bot = RandomBot(seed=5)
    mid = None
    while not game.state.is_over:
        if game.state.phase == 4 and mid is None:
            mid = projected_result(game.state)
            assert len(mid["scores"]) == 2
        game.apply(bot.decide(game, game.legal_actions()))
    assert projected_result(game.state) == game.state.result == final_result(game.state)


# ============================================================================ plan_waste


def test_plan_waste_nothing_for_a_sensible_plan():
    state = at_planning({"yellow": 2, "brown": 1})
    set_plan(state, 0, {"farmer": {"yellow": 2}, "farmhand": {"brown": 1}})
    state.players[0].cart = [0, 0, 0]
    assert plan_waste(state, 0) == []


def test_plan_waste_names_unplaced_disks():
    state = at_planning({"yellow": 2, "brown": 1})
    set_plan(state, 0, {"farmer": {"yellow": 2}})
    state.players[0].cart = [0, 1, 0]
    warnings = plan_waste(state, 0)
    assert len(warnings) == 1 and "1 disk " in warnings[0] and "lost" in warnings[0]


def test_plan_waste_mixed_disks_with_no_development_in_reach():
    # yellow + brown + black fit only the level-2 tiles 21 and 22, which the first player (nobody
    # runs before) cannot reach: no tile of their own next to them, nobody owns them
    state = at_planning({"yellow": 1, "brown": 1, "black": 1})
    set_plan(state, 0, {"farmer": {"yellow": 1, "brown": 1, "black": 1}})
    state.players[0].cart = [0, 0, 0]
    warnings = plan_waste(state, 0)
    assert len(warnings) == 1 and "farmer" in warnings[0] and "development" in warnings[0]
    # owning a level-1 tile next to them opens them: no warning
    give_tile(state, 0, 11)
    assert plan_waste(state, 0) == []


def test_plan_waste_mixed_disks_after_the_ninth_development():
    state = at_planning({"yellow": 1, "black": 1})
    set_plan(state, 0, {"farmer": {"yellow": 1, "black": 1}})
    state.players[0].cart = [0, 0, 0]
    others = [t for t in state.board.tiles if t != 11]   # 11 would match, but R30 says no more
    for tile in others[: state.rules.max_developments]:
        give_tile(state, 0, tile)
    warnings = plan_waste(state, 0)
    assert len(warnings) == 1 and "farmer" in warnings[0]


def test_plan_waste_mixed_disks_when_a_tile_matches():
    state = at_planning({"yellow": 1, "black": 1})
    set_plan(state, 0, {"farmer": {"yellow": 1, "black": 1}})   # 11 Carrying Pole: Y + any
    state.players[0].cart = [0, 0, 0]
    assert plan_waste(state, 0) == []


def test_plan_waste_black_disks_with_nothing_to_dig():
    # no pit water, no wood: only the first 2 Pinge coal are reachable
    state = at_planning({"black": 3})
    set_plan(state, 0, {"farmhand": {"black": 3}})
    state.players[0].cart = [0, 0, 0]
    warnings = plan_waste(state, 0)
    assert len(warnings) == 1 and warnings[0].startswith("1 black disk ")
    # a wood in the farm opens the next 3 coal: nothing is wasted
    state.players[0].farm[WOOD] = 1
    assert plan_waste(state, 0) == []


def test_plan_waste_is_empty_outside_planning():
    state = at_execution({"farmhand": {"black": 3}})
    assert plan_waste(state, 0) == []


def test_plan_waste_does_not_change_the_state():
    game = Game(Options(players=2), 3)
    bot = RandomBot(seed=3)
    while game.state.stage != "plan":
        game.apply(bot.decide(game, game.legal_actions()))
    before = game.state.to_json()
    plan_waste(game.state, game.state.current)
    assert game.state.to_json() == before
    assert A("confirm_plan") in game.legal_actions()
