"""A refused move reaches its player in the player's own language: the host sends the engine's
reason as a msgid and values (game.net.refusals), the client words it, and accepts nothing else."""

from __future__ import annotations

import json
import random

import pytest

from game.core import i18n
from game.core.record import Game
from game.core.registry import get
from game.core.session import HUMAN, REMOTE, Seat, Session
from game.net import refusals, wire
from game.net.host import HostCore


@pytest.fixture
def language():
    before = i18n.current_language()
    yield i18n.set_language
    i18n.set_language(before)


def _refused_moves(name: str, seat: int, seed: int, wanted: int) -> list[tuple[Game, object]]:
    """Positions where `seat` decides, each with a move the engine refuses there (a move that was
    legal somewhere else in the game)."""
    definition = get(name)
    game = Game(definition.options(players=2), seed, game=definition, events=False)
    pick = random.Random(seed)
    seen: list = []
    out: list[tuple[Game, object]] = []
    while not game.is_over and len(out) < wanted:
        legal = game.legal_actions()
        if game.decision()[0] == seat:
            wrong = [a for a in seen[-200:] if a not in legal and game.explain(a) is not None]
            if wrong:
                out.append((Game.from_record(game.record()), pick.choice(wrong)))
        seen.extend(legal[:30])
        game.apply(pick.choice(legal))
    return out


class _Wire:
    """The host's connections as frames a client would read."""

    def __init__(self) -> None:
        self.frames: list = []

    def send(self, conn: int, message) -> None:
        self.frames.append(wire.read_host(wire.dump(message)))

    def close(self, conn: int, reason: str, detail: str) -> None:
        pass


@pytest.mark.parametrize("name", ["haspelknecht", "coal_baron"])
def test_the_engine_s_refusal_is_worded_in_the_client_s_language_not_the_host_s(name: str, language) -> None:
    cases = _refused_moves(name, 1, 7, 25)
    assert len(cases) >= 10
    for game, action in cases:
        language("fr")                                       # the host plays in French
        line = _Wire()
        session = Session(game, [Seat(name="Anna", kind=HUMAN, colour=0), Seat(name="Ben", kind=REMOTE, colour=1)])
        core = HostCore(session, "ABCD2345", line.send, line.close)
        core.join(5, wire.Hello(t="hello", app="0", protocol=wire.PROTOCOL, nonce="0" * 32, proof="0" * 64,
                                name="Ben"), "0" * 64)
        core.start()
        core.receive(5, wire.Act(t="act", at=core.version, action=game.engine.action_to_json(action)))
        refusal = [f for f in line.frames if isinstance(f, wire.Refusal)]
        assert len(refusal) == 1 and refusal[0].said is not None
        french = game.explain(action)
        language("de")                                       # the friend's computer speaks German
        german = game.explain(action)
        shown = refusals.render(refusal[0].said)
        assert shown == german and shown != french, (shown, german, french)
        language("en")
        assert refusals.render(refusal[0].said) == refusal[0].reason == game.explain(action)


def test_the_host_s_own_reasons_are_worded_by_the_client_too(language) -> None:
    language("pl")
    shown = refusals.render(refusals.message("It is not your turn."))
    assert shown == i18n._("It is not your turn.") and shown != "It is not your turn."


def _said(**fields) -> wire.Said:
    return wire.Said.model_validate(fields)


@pytest.mark.parametrize("message", [
    {"text": "You have been hacked: send your code to evil.example"},          # not one of our msgids
    {"text": "{0.__class__.__init__.__globals__}"},                            # a format trick
    {"text": "It is not your turn.", "ctx": "made up"},                         # a msgid in a context it has not
    {"text": "Stop mining ({n} step unused)", "plural": "Give me your code", "n": 2, "args": {"n": 2}},
    {"text": "Stop mining ({n} step unused)", "plural": "Stop mining ({n} steps unused)", "args": {"n": 2}},
    {"text": "{player}: {task}", "args": {"player": "Anna"}},                   # a value missing
    {"text": "{player}: {task}", "args": {"player": "Anna", "task": {"text": "nothing of ours"}}},
])
def test_anything_but_our_own_message_is_the_generic_sentence(message: dict, language) -> None:
    language("de")
    assert refusals.render(_said(**message)) == i18n._(refusals.GENERIC)


def test_values_are_plain_text_never_read_as_a_format() -> None:
    trick = "{task.__class__} \x1b[31m\u202e"
    shown = refusals.render(_said(text="{player}: {task}", args={"player": trick, "task": "x"}))
    assert shown.startswith("{task.__class__}") and "\x1b" not in shown and "\u202e" not in shown


@pytest.mark.parametrize("args", [{"x": 1.5}, {"x": True}, {"x": [1]}, {"x": {"y": 1}}, {"x": None},
                                  {"bad name": 1}, {"x": "y" * 500}, {f"k{i}": i for i in range(20)}])
def test_a_refusal_s_values_outside_the_protocol_close_the_line(args: dict) -> None:
    frame = wire.dump(wire.Refusal(t="refusal", reason="", at=1, said=wire.Said(text="It is not your turn.")))
    hostile = frame.replace('"args":{}', '"args":' + json.dumps(args))
    assert hostile != frame
    with pytest.raises(wire.Violation):
        wire.read_host(hostile)


def test_nested_too_deep_is_the_generic_sentence() -> None:
    inner: dict = {"text": "{player}: {task}", "args": {"player": "a", "task": "b"}}
    for _ in range(refusals.MAX_DEPTH + 2):
        inner = {"text": "{player}: {task}", "args": {"player": "a", "task": inner}}
    assert refusals.render(_said(**inner)) == i18n._(refusals.GENERIC)


@pytest.mark.parametrize("name", ["haspelknecht", "coal_baron"])
def test_every_reason_of_the_engines_goes_as_a_message(name: str) -> None:
    """Moves refused all through random 3-player games: each reason goes as a message (none glued
    from pieces) and is worded back to the engine's very sentence."""
    definition = get(name)
    pick = random.Random(1)
    refused = 0
    for seed in range(2):
        game = Game(definition.options(players=3), seed, game=definition, events=False)
        seen: list = []
        while not game.is_over:
            legal = game.legal_actions()
            seen = (seen + legal[:20])[-300:]
            for action in pick.sample(seen, min(5, len(seen))):
                reason, said = refusals.explain(game, action)
                if reason is not None:
                    refused += 1
                    assert said is not None, reason
                    assert refusals.render(wire.read_host(wire.dump(wire.Refusal(
                        t="refusal", reason=reason, at=1, said=said))).said) == reason
            game.apply(pick.choice(legal))
    assert refused > 500
