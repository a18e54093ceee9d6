"""Coal Baron's bots: legal moves only, blind to hidden information, deterministic, registered for
the window and the command line (docs/bots.md)."""

from __future__ import annotations

import json
import pickle
import random
import sys

import pytest

from game.coal_baron.bots import BOT_KINDS, make_bot
from game.coal_baron.bots.base import public_key
from game.coal_baron.bots.features import seat_view
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from game.coal_baron.play import new_game, play
from game.core import registry

FAST = {"samples": 1, "candidates": 2, "horizon": 1}   # Hard, small: the tests check behaviour


def strict(kind: str, seed: int, **kw):
    bot = make_bot(kind, seed, **kw)
    bot.strict = True          # a thinking error or an illegal answer fails the test
    return bot


class Checked:
    """Wraps a bot: every answer must be in the legal list the engine gave."""

    def __init__(self, bot) -> None:
        self.bot = bot

    def decide(self, state, actions):
        a = self.bot.decide(state, actions)
        assert a in actions, (self.bot.name, a)
        return a


def test_kinds_registered():
    d = registry.get("coal_baron")
    assert set(d.bots) == {"random", "easy", "normal", "hard"}
    assert d.bot_labels["hard"] == "Bot: Hard"
    assert d.window_bot_settings["hard"]["seconds"] <= 2.0
    bot = d.bots["hard"](3, **d.window_bot_settings["hard"])
    assert bot.seconds == d.window_bot_settings["hard"]["seconds"]
    with pytest.raises(ValueError):
        make_bot("genius", 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_and_normal_play_only_legal_moves(players):
    for g in range(4):
        kinds = ["easy", "normal", "easy", "normal"][g % 2:][:players] + ["normal"] * 4
        game = play(new_game(players, 40 + g), [Checked(strict(kinds[i], g * 10 + i)) for i in range(players)])
        assert game.is_over


@pytest.mark.parametrize("players", [2, 4])
def test_hard_plays_only_legal_moves(players):
    bots = [Checked(strict("hard", 1, **FAST))] + [Checked(strict("normal", i)) for i in range(1, players)]
    assert play(new_game(players, 7), bots).is_over


def test_good_bots_beat_random():
    for g in range(4):
        game = play(new_game(2, 90 + g), [strict("normal", g), make_bot("random", g)] if g % 2 == 0
                    else [make_bot("random", g), strict("easy", g)])
        res = game.result()
        assert res["winner"] == g % 2     # the thinking bot's seat


def _positions(players: int, seed: int, every: int = 9):
    """Positions along a Normal game, one every few decisions."""
    state = ENGINE.new_state(Options(players=players), seed)
    bots = [make_bot("normal", seed * 5 + i) for i in range(players)]
    k = 0
    while not ENGINE.is_over(state):
        if k % every == 0:
            yield state.clone()
        state_acts = ENGINE.legal_actions(state)
        ENGINE.apply(state, bots[state.current].decide(state, state_acts))
        k += 1


def _hidden_variant(state, rnd: random.Random):
    """The same position for the seat to move with the hidden parts dealt differently: the stack
    positions it does not know shuffled among themselves (another player's draw included)."""
    s = state.clone()
    me = s.current
    bit = 1 << me
    for stack, known in ((s.tile_stack, s.tile_known), (s.order_stack, s.order_known)):
        slots = [i for i, m in enumerate(known) if not m & bit]
        items = [stack[i] for i in slots]
        rnd.shuffle(items)
        for i, x in zip(slots, items, strict=True):
            stack[i] = x
    s.rng = rnd.getrandbits(32)
    return s


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_decisions_do_not_change_with_hidden_information(kind):
    rnd = random.Random(5)
    kw = FAST if kind == "hard" else {}
    checked = 0
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for pos in _positions(players, seed, every=11 if kind != "hard" else 23):
            acts = ENGINE.legal_actions(pos)
            if len(acts) < 2:
                continue
            other = _hidden_variant(pos, rnd)
            if other.tile_stack == pos.tile_stack and other.order_stack == pos.order_stack:
                continue
            assert public_key(other) == public_key(pos)
            a = strict(kind, 9, **kw).decide(pos, acts)
            b = strict(kind, 9, **kw).decide(other, ENGINE.legal_actions(other))
            assert a == b, (kind, players, pos.stage)
            checked += 1
    assert checked >= 5


def test_seat_view_keeps_the_public_and_hides_the_rest():
    state = next(p for p in _positions(3, 8) if p.stage == "place" and p.shift >= 2)
    v = seat_view(state, state.current, 1)
    for field in ("marks", "pit", "orders", "fills", "board", "supply", "space_workers", "delivered"):
        assert getattr(v, field) == getattr(state, field)
    assert sorted(v.tile_stack) == sorted(state.tile_stack)
    variant = _hidden_variant(state, random.Random(2))
    assert seat_view(variant, state.current, 1).to_json() == v.to_json()


def test_deciding_leaves_the_state_unchanged_and_is_deterministic():
    for pos in list(_positions(2, 6, every=17))[:8]:
        before = json.dumps(pos.to_json())
        acts = ENGINE.legal_actions(pos)
        for kind in ("easy", "normal", "hard"):
            kw = FAST if kind == "hard" else {}
            a = strict(kind, 4, **kw).decide(pos, acts)
            assert strict(kind, 4, **kw).decide(pos, acts) == a
            copy = pickle.loads(pickle.dumps(strict(kind, 4, **kw)))
            assert copy.decide(pos, acts) == a
        assert json.dumps(pos.to_json()) == before


def test_hard_with_a_deadline_still_answers_legally():
    state = ENGINE.new_state(Options(players=4), 2)
    bot = strict("hard", 1, seconds=0.01)
    for _ in range(30):
        acts = ENGINE.legal_actions(state)
        a = bot.decide(state, acts) if state.current == 0 else acts[0]
        assert a in acts
        ENGINE.apply(state, a)


def test_bots_do_not_import_pygame():
    for kind in BOT_KINDS:
        make_bot(kind, 1)
    assert "pygame" not in sys.modules or all(
        not getattr(m, "__name__", "").startswith("game.coal_baron.bots") or "pygame" not in vars(m)
        for m in list(sys.modules.values()) if m is not None)


def test_tournament_command_json(capsys):
    from game.cli import main
    code = main(["tournament", "--game", "coal_baron", "--bots", "normal,easy", "--games", "2",
                 "--seed", "3", "--json"])
    assert code in (0, None)
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and set(out["results"]) == {"normal", "easy"}
    assert {"wins", "win_rate", "ci95", "mean_score", "ms_per_decision"} <= set(out["results"]["normal"])
