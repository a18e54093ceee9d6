"""The chronicle names what happened, from the engine's events: the order drafted, taken or kept
(the draft is public, C3; a kept card goes face up, C27), the tile bought (colour, side, lorries),
a delivery's VP, every worker ousted to the Canteen (a line per owner, C6), the cage at the Surface
by name; a count of one in the singular."""

from __future__ import annotations

import random

from game.coal_baron.actions import A
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE as engine
from game.coal_baron.options import Options
from game.coal_baron.words import card_text
from game.core.i18n import set_language
from game.core.record import Game

NAMES = ["Agnes", "Dietrich", "Gertrud", "Konrad"]


def _events(game: Game, action) -> list:
    n = len(game.log)
    game.apply(action)
    return [e[1] for e in game.log[n:] if len(e) == 2]


def test_the_draft_and_a_taken_order_name_the_card():
    set_language("en")
    game = Game(Options(players=3), seed=2, game="coal_baron")
    card = game.state.draft_pool[0]
    (ev,) = [e for e in _events(game, A("draft", card)) if e.kind == "draft"]
    assert ev.render(NAMES).endswith(f"drafts an order: {card_text(card)}.")
    assert card_text(card).startswith(("Barrow, ", "Carriage, ", "Motorcar, ", "Engine, "))
    rng = random.Random(2)
    while not any(a.kind == "place" and a.args[0].startswith("order_") and a.args[0] != "order_draw"
                  for a in game.legal_actions()):
        game.apply(rng.choice(game.legal_actions()))
    take = next(a for a in game.legal_actions() if a.kind == "place" and a.args[0].startswith("order_")
                and a.args[0] != "order_draw")
    taken = game.state.board[rules().space_index[take.args[0]]]
    (ev,) = [e for e in _events(game, take) if e.kind == "order"]
    assert ev.render(NAMES).endswith(f"takes an order: {card_text(taken)}.")


def test_every_ousted_worker_is_told_by_owner():
    set_language("en")
    state = engine.new_state(Options(players=3), 7)
    ru = rules()
    rng = random.Random(7)
    seen = 0
    for _ in range(3000):
        if state.stage == "over":
            break
        if state.stage == "place":
            before = list(state.space_workers)
            a = rng.choice(engine.legal_actions(state))
            sp = ru.space_index[a.args[0]]
            on = before[sp * state.n:sp * state.n + state.n]
            engine.apply(state, a)
            ousts = [e for e in engine.take_events(state) if e.kind == "oust"]
            expect = [(q, k) for q, k in enumerate(on) if k] if ru.space_ousts[sp] else []
            assert [(e.player, e.data["workers"]) for e in ousts] == expect
            for e in ousts:
                words = e.render(NAMES)
                assert words.startswith(f"{NAMES[e.player]}'s {e.data['workers']} worker") and "Canteen" in words
                seen += 1
        else:
            engine.apply(state, rng.choice(engine.legal_actions(state)))
            engine.take_events(state)
    assert seen > 5


def test_the_cage_at_the_surface_by_name_and_one_step_in_the_singular():
    set_language("en")
    state = engine.new_state(Options(players=2), 9)
    rng = random.Random(9)
    lines = []
    for _ in range(5000):
        if state.stage == "over":
            break
        engine.apply(state, rng.choice(engine.legal_actions(state)))
        lines += [e.render(NAMES) for e in engine.take_events(state) if e.kind == "mine"]
    assert any("brings the cage up to the Surface." in t for t in lines)
    assert not any("level 0" in t for t in lines)
    assert any("to level 4 (black)." in t for t in lines)
    assert not any("(1 steps unused)" in t for t in lines)
