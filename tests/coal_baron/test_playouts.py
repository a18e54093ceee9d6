"""Random playouts over 2, 3 and 4 players with the invariants checked after every action."""


import pytest

from game.coal_baron.bots.random_bot import RandomBot
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from game.coal_baron.play import new_game, play, play_random_game
from game.coal_baron.queries import TILE_DRAW_STAGES
from game.coal_baron.state import State
from tests.coal_baron.invariants import check_invariants


def _checked_game(players: int, seed: int, deep: bool) -> State:
    game = new_game(players, seed)
    check_invariants(game.state, deep)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    return play(game, bots, on_step=lambda s, a: check_invariants(s, deep)).state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_hold_every_invariant(players):
    for seed in range(2):
        state = _checked_game(players, seed, deep=True)
        assert ENGINE.is_over(state)
    for seed in range(2, 6):
        assert ENGINE.is_over(_checked_game(players, seed, deep=False))


def test_play_random_game_result_keys():
    r = play_random_game(3, 5)
    assert set(r) == {"seed", "players", "winner", "tiebreak", "state"}
    assert all(set(p) == {"name", "score", "breakdown"} for p in r["players"])
    assert r == play_random_game(3, 5), "a seeded game is reproducible"


def test_public_view_keeps_what_the_seat_knows():
    state = ENGINE.new_state(Options(players=4), 3)
    bots = [RandomBot(i) for i in range(4)]
    seen_draw = 0
    for _ in range(400):
        if ENGINE.is_over(state):
            break
        for seat in range(4):
            view = ENGINE.public_view(state, seat, 11)
            assert view.to_json().keys() == state.to_json().keys()
            # public parts equal; the stacks hold the same items
            for f in ("board", "marks", "orders", "fills", "delivered", "pit", "cage", "storage", "space_workers"):
                assert getattr(view, f) == getattr(state, f)
            tiles = state.stage in TILE_DRAW_STAGES
            for t, st, v in ((True, state.tile_stack, view.tile_stack), (False, state.order_stack, view.order_stack)):
                hand_s = state.drawn + state.ret_items if tiles == t else []
                hand_v = view.drawn + view.ret_items if tiles == t else []
                assert sorted(st + hand_s) == sorted(v + hand_v)
            if seat == state.current:
                assert view.drawn == state.drawn
            elif state.drawn:
                seen_draw += 1
            # what this seat put back itself it still knows
            for stack, vstack, known in ((state.tile_stack, view.tile_stack, state.tile_known),
                                         (state.order_stack, view.order_stack, state.order_known)):
                for i, m in enumerate(known):
                    if m >> seat & 1:
                        assert vstack[i] == stack[i]
        ENGINE.apply(state, bots[state.current].decide(state, ENGINE.legal_actions(state)))
    assert seen_draw > 0


@pytest.mark.slow
def test_random_campaign_10000_games():
    """The long campaign (pytest -m slow): 10,000 random games over 2/3/4 players, every invariant
    (the cheap ones after every action, the deep ones every 50th game)."""
    for seed in range(10_000):
        players = 2 + seed % 3
        state = _checked_game(players, 100_000 + seed, deep=(seed % 50 == 0))
        assert ENGINE.is_over(state)


def test_random_bot_is_deterministic_from_its_seed():
    state = ENGINE.new_state(Options(players=4), 2)
    acts = ENGINE.legal_actions(state)
    picks = [RandomBot(9).decide(state, acts) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2] and picks[0] in acts
    assert play_random_game(4, 8)["state"] == play_random_game(4, 8)["state"]


def test_core_record_plays_saves_and_undoes_coal_baron():
    from game.core.record import Game

    g = Game(Options(players=3), 5, game="coal_baron")
    bot = RandomBot(3)
    for _ in range(150):
        g.apply(bot.decide(g, g.legal_actions()))
    again = Game.loads(g.dumps())
    assert again.engine.state_to_json(again.state) == g.engine.state_to_json(g.state)
