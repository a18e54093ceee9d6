"""No message sent to a seat holds what that seat may not see: checked on every frame two Coal Baron
clients received in a whole game, against the host's true game at the same moment."""

from __future__ import annotations

import random

from game.coal_baron.network import HIDDEN, SEAT_VIEWS
from game.coal_baron.queries import ORDER_DRAW_STAGES, TILE_DRAW_STAGES
from game.core.record import Game
from game.net import wire
from tests.net.inproc import start_client, start_host


def _truths(record: dict) -> list:
    """The host's true state after each number of actions."""
    game = Game.from_record({**record, "actions": []}, events=False)
    states = [game.state.clone()]
    engine = game.engine
    for a in record["actions"]:
        game.apply(engine.action_from_json(a))
        states.append(game.state.clone())
    return states


def _shuffled_hidden(state, me: int, rng: random.Random):
    """The same position with what seat `me` cannot see dealt again at random."""
    s = state.clone()
    bit = 1 << me
    other = bool(s.drawn) and s.current != me
    for stack, known, stages in ((s.tile_stack, s.tile_known, TILE_DRAW_STAGES),
                                 (s.order_stack, s.order_known, ORDER_DRAW_STAGES)):
        hands = [s.drawn, s.ret_items] if other and s.stage in stages else []
        slots = [i for i, m in enumerate(known) if not m & bit]
        pool = [stack[i] for i in slots] + [x for h in hands for x in h]
        rng.shuffle(pool)
        for i, item in zip(slots, pool, strict=False):
            stack[i] = item
        at = len(slots)
        for h in hands:
            h[:] = pool[at:at + len(h)]
            at += len(h)
    s.rng = rng.randrange(2**31)
    return s


def test_no_coal_baron_message_tells_a_seat_what_it_may_not_see() -> None:
    host, running, port, code = start_host("coal_baron", 3, 23, ["normal", "remote", "remote"])
    clients = [start_client(port, code, bot=kind, bot_seed=7 + seat, seat=seat, keep_frames=True, name=f"P{seat}")
               for seat, kind in ((1, "normal"), (2, "random"))]
    try:
        for _client, run in clients:
            run.join()
        running.join()
    finally:
        for client, _run in clients:
            client.client.stop()
        host.server.stop()
    record = host.session.game.record()
    truths = _truths(record)
    assert truths[-1].to_json() == host.session.game.state.to_json()
    rng = random.Random(5)
    checked = draws_seen = deliveries = 0
    for client, _run in clients:
        me = client.game.seat
        frames = client.client.frames
        assert frames, "the client kept what it received"
        for frame in frames:
            message = wire.read_host(frame)
            if isinstance(message, wire.Welcome):
                assert "seed" not in frame, "the game's seed would tell every stack"
            if not isinstance(message, wire.Update):
                continue
            truth = truths[len(message.serials)]
            sent = message.state
            assert "seed" not in sent
            assert sent["rng"] == 0, "no generator: the stacks' future is not told"
            # the message is the same whatever the hidden parts are: it carries nothing of them
            assert sent == SEAT_VIEWS.seat_view(_shuffled_hidden(truth, me, rng), me)
            if truth.drawn and truth.current != me:
                draws_seen += 1
                assert sent["drawn"] == sorted(sent["drawn"]), "another's draw is not told"
            for p, cards in enumerate(sent["delivered"]):
                if p != me:
                    assert set(cards) <= {HIDDEN}, "another's delivered orders stay face down"
            for event in message.events:
                if event.type == "said" and event.fields["player"] != me and event.fields["kind"] == "deliver":
                    assert "cards" not in event.fields["data"]["$map"], "a delivery by another names no card"
                    deliveries += 1
            checked += 1
    assert checked > 200 and draws_seen > 0 and deliveries > 0
