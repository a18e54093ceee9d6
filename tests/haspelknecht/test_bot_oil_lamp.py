"""The bots use the Oil Lamp (R11): a swap is scored as the take it is for, and taken when that
take scores more than every plain one. The position comes from a game of two Normals (first-game
board), and every line is played to its end by the same Normals, all deterministic."""

import pytest

from game.haspelknecht.bots.hard import HardBot, take_now
from game.haspelknecht.bots.normal import NormalBot, lamp_take, score_takes
from game.haspelknecht.engine import apply_action, decision, legal_actions
from game.haspelknecht.hint import reason
from game.haspelknecht.options import Options
from game.haspelknecht.rules import COLOURS
from game.haspelknecht.setup import new_game

SEED, MOVES = 504, 132      # a game of two Normals: at its 132nd action seat 1 takes with a lamp


def normals():
    return [NormalBot(7 * (SEED - 500) + i) for i in range(2)]


@pytest.fixture(scope="module")
def position():
    """The position, reached once for the module (132 Normal moves); the tests only read it and
    play on copies."""
    s = new_game(Options(players=2), SEED)
    bots = normals()
    for _ in range(MOVES):
        who, _kind = decision(s)
        apply_action(s, bots[who].decide(s, legal_actions(s)))
    return s


def finish(state, first) -> list[int]:
    """Final scores if the player to move takes `first` (a lamp with its take), then Normals play."""
    s = state.clone()
    take_now(s, first)
    bots = normals()
    while s.stage != "over":
        who, _kind = decision(s)
        apply_action(s, bots[who].decide(s, legal_actions(s)))
    return s.result["scores"]


def test_normal_swaps_with_the_oil_lamp_when_the_take_it_is_for_ends_higher(position):
    state = position
    me, kind = decision(state)
    assert kind in ("take1", "take2")
    legal = legal_actions(state)
    bot = normals()[me]
    choice = bot.decide(state, legal)
    assert choice.kind == "oil_lamp"
    scored = score_takes(state, me, legal, bot.ctx(bot.bits(state)))
    # the swap is scored as its take in the swapped pools, the marker's end point gone
    swapped = state.clone()
    apply_action(swapped, choice)
    assert len(swapped.players[me].markers) == len(state.players[me].markers) - 1
    (as_take, _a), = score_takes(swapped, me, [lamp_take(choice)], bot.ctx(bot.bits(state)))
    assert dict((a, v) for v, a in scored)[choice] == as_take
    plain = max((t for t in scored if t[1].kind == "take"), key=lambda t: t[0])[1]
    with_lamp, without = finish(state, choice), finish(state, plain)
    assert with_lamp[me] > without[me]                              # it ends higher with the swap
    assert with_lamp[me] - with_lamp[1 - me] > without[me] - without[1 - me]   # and further ahead


def test_the_playouts_and_the_look_at_the_next_player_leave_the_lamp_alone(position):
    state = position
    me, _kind = decision(state)
    legal = legal_actions(state)
    bot = normals()[me]
    quick = score_takes(state, me, legal, bot.ctx(bot.bits(state)), follow_up=False)
    assert quick and all(a.kind != "oil_lamp" for _v, a in quick)


def test_hard_searches_the_swap_with_its_take(position):
    state = position
    me, _kind = decision(state)
    legal = legal_actions(state)
    lamp = next(a for a in legal if a.kind == "oil_lamp")
    s = state.clone()
    take_now(s, lamp)                  # as Hard's search and its look at the next player play it
    pool = s.rules.pools.index(lamp.args[0])
    colour = COLOURS.index(lamp.args[1])
    assert s.pools[pool][colour] == 0                                   # the swapped-in disks are taken
    assert len(s.players[me].markers) == len(state.players[me].markers) - 1
    assert HardBot(5, iterations=3).decide(state, legal).kind == "oil_lamp"


def test_the_hint_for_a_swap_says_what_follows_and_why(position):
    state = position
    me, _kind = decision(state)
    legal = legal_actions(state)
    choice = normals()[me].decide(state, legal)
    text = reason(state, me, choice)
    assert text.startswith("Then take the disks it swaps in")
