"""The network's parts without a connection: the code's challenge-response and slowdown, the
messages' limits, addresses as players write them, the chronicle's events on the wire, what the
local network's list keeps of an announcement."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from game.core.i18n import Term
from game.haspelknecht.chronicle import HaspelEvent
from game.net import codes, wire
from game.net.client import parse_address, uri
from game.net.discovery import Browser
from game.net.seat_feed import event_from_wire, event_to_wire, safe_template


def test_the_code_is_proved_without_being_sent_and_only_for_this_challenge() -> None:
    code = codes.new_code()
    assert len(code) == codes.CODE_LENGTH and set(code) <= set(codes.ALPHABET)
    host_nonce, mine = codes.nonce(), codes.nonce()
    proof = codes.client_proof(code, host_nonce, mine, "Anna")
    assert code not in proof and codes.normal_code(code) not in proof
    assert codes.check(codes.client_proof(f" {code[:4].lower()}-{code[4:]} ", host_nonce, mine, "Anna"), proof), \
        "case, spaces and a dash do not matter"
    assert not codes.check(codes.client_proof(code, codes.nonce(), mine, "Anna"), proof), "another challenge"
    assert not codes.check(codes.client_proof(code, host_nonce, mine, "Bernd"), proof), "another name"
    assert codes.host_proof(code, host_nonce, mine) != proof


def test_wrong_codes_slow_down_each_address_and_everyone_after_many() -> None:
    now = [0.0]
    limiter = codes.WrongCodes(clock=lambda: now[0])
    assert limiter.wait_before_check("a") == 0
    limiter.wrong("a")
    limiter.wrong("a")
    limiter.wrong("a")
    assert limiter.wait_before_check("a") == pytest.approx(codes.WrongCodes.FIRST_DELAY * 4)
    assert limiter.wait_before_check("b") == 0, "another address is not slowed"
    now[0] += 100
    for i in range(codes.WrongCodes.GLOBAL_LIMIT):
        limiter.wrong(f"x{i}")
    assert limiter.wait_before_check("fresh") == pytest.approx(codes.WrongCodes.GLOBAL_PAUSE)
    limiter.right("a")
    assert limiter.wrong_count("a") == 0


@pytest.mark.parametrize(("frame", "why"), [
    (b"\x00binary", "binary"),
    ("x" * (wire.MAX_CLIENT_FRAME + 1), "characters"),
    ("{", "not JSON"),
    ("[" * 2000 + "]" * 2000, "not JSON|nested"),
    (json.dumps({"t": "chat", "text": "x" * (wire.MAX_CHAT + 1)}), "text"),
    (json.dumps({"t": "act", "at": -1, "action": {}}), "at"),
    (json.dumps({"t": "act", "at": "3", "action": {}}), "at"),
    (json.dumps({"t": "bye", "extra": 1}), "extra"),
    (json.dumps({"t": "__class__"}), "t"),
    (json.dumps({"t": "hello", "app": "../../x", "protocol": 1, "nonce": "a" * 32, "proof": "b" * 64,
                 "name": "n"}), "app"),
])
def test_a_frame_outside_the_protocol_is_refused_with_a_reason(frame, why: str) -> None:
    with pytest.raises(wire.Violation, match=why):
        wire.read_client(frame)


def test_the_protocol_s_messages_are_read() -> None:
    act = wire.read_client(json.dumps({"t": "act", "at": 3, "action": {"kind": "take", "args": [1]}}))
    assert isinstance(act, wire.Act) and act.at == 3
    said = wire.read_host(wire.dump(wire.ChatLine(t="said", seat=1, text="hello")))
    assert isinstance(said, wire.ChatLine) and said.text == "hello"


@pytest.mark.parametrize(("text", "host", "port"), [
    ("192.168.1.20", "192.168.1.20", wire.DEFAULT_PORT),
    ("192.168.1.20:5000", "192.168.1.20", 5000),
    ("friend.example.org:7", "friend.example.org", 7),
    ("[2001:db8::1]:4000", "2001:db8::1", 4000),
    ("2001:db8::1", "2001:db8::1", wire.DEFAULT_PORT),
    (" ::1 ", "::1", wire.DEFAULT_PORT),
])
def test_addresses_as_players_write_them(text: str, host: str, port: int) -> None:
    assert parse_address(text) == (host, port)


@pytest.mark.parametrize("text", ["", "host:0", "host:99999", "host:x", "http://host/", "a b", "[::1]x", ":5"])
def test_what_is_no_address_is_said_so(text: str) -> None:
    with pytest.raises(ValueError):
        parse_address(text)


def test_an_ipv6_address_is_bracketed_in_the_uri() -> None:
    assert uri("::1", 5) == "ws://[::1]:5/" and uri("127.0.0.1", 5) == "ws://127.0.0.1:5/"


def test_a_chronicle_event_crosses_the_wire_and_no_template_is_more_than_plain() -> None:
    types = {"haspel": HaspelEvent}
    event = HaspelEvent("take", 1, "{player} takes {n:+d} {what}.", {"n": 2, "what": Term("coal", "disk"),
                                                                      "pair": (1, 2)})
    back = event_from_wire(wire.WireEvent.model_validate_json(event_to_wire(event, 4, types).model_dump_json()),
                           types, players=2)
    assert back == (4, event)
    assert safe_template("{player} takes {n:+d} disks")
    for bad in ("{player.__class__}", "{player[0]}", "{n!r}", "{n:>99999}", "{0}"):
        assert not safe_template(bad), bad
    evil = event_to_wire(event, 4, types).model_dump()
    evil["fields"]["text"] = "{player.__init__.__globals__}"
    with pytest.raises(wire.Violation):
        event_from_wire(wire.WireEvent.model_validate(evil), types, players=2)
    evil["fields"]["text"], evil["fields"]["player"] = "{player}", 7
    with pytest.raises(wire.Violation, match="seat"):
        event_from_wire(wire.WireEvent.model_validate(evil), types, players=2)


def test_the_local_network_list_keeps_printable_bounded_text_and_never_a_code() -> None:
    info = SimpleNamespace(port=42715, properties={b"host": "Anna\x1b[2J\u202e".encode() + b"x" * 200,
                                                   b"game": b"coal_baron", b"version": b"0.1.0"},
                           parsed_scoped_addresses=lambda: ["192.168.1.20"])
    zc = SimpleNamespace(get_service_info=lambda *_a, **_k: info)
    browser = Browser()
    browser._changed(zc, "_haspelknecht._tcp.local.", "Anna._haspelknecht._tcp.local.", "Added")
    (found,) = browser.games()
    assert found.address == "192.168.1.20:42715" and found.game == "coal_baron"
    assert found.host_name.startswith("Anna") and found.host_name.isprintable() and len(found.host_name) <= 24
    browser._changed(zc, "_haspelknecht._tcp.local.", "Anna._haspelknecht._tcp.local.", "Removed")
    assert browser.games() == []
