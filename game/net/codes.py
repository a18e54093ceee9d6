"""The join code and its challenge-response: the code is never sent, in clear or otherwise.

The host shows a short code (the invitation); a joining player types it. On a connection the host
sends a random nonce; the client answers with its own nonce and HMAC-SHA256(code, "join" + both
nonces + its name), the host checks it in constant time and proves in turn that it knows the code
(HMAC over "host" + both nonces), so a client also knows it reached the game it was invited to. A
captured exchange is worth nothing on another connection: the host's nonce is new each time.

Wrong codes slow down (`WrongCodes`): each address's wrong answers double the time before its next
try may be checked (up to a minute), and too many wrong answers from everywhere together pause all
checks for a while, so guessing a code of 8 letters from a 29-letter alphabet (about 5.0e11
codes) is hopeless.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import unicodedata
from collections.abc import Callable

# no 0/O, 1/I/L, U/V: a code read aloud over the phone or copied by hand
ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ"
CODE_LENGTH = 8


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def is_code(text: object) -> bool:
    """A code this program makes (a saved game's code is used again only if it is one)."""
    return isinstance(text, str) and len(text) == CODE_LENGTH and all(ch in ALPHABET for ch in text)


def normal_code(text: str) -> str:
    """What a player typed as the code it means: case, spaces and dashes do not matter."""
    text = unicodedata.normalize("NFKC", text).upper()
    return "".join(ch for ch in text if ch not in " -_\t")


def nonce() -> str:
    return secrets.token_hex(16)


def _mac(code: str, *parts: str) -> str:
    msg = "\x1f".join(parts).encode()
    return hmac.new(normal_code(code).encode(), msg, hashlib.sha256).hexdigest()


def client_proof(code: str, host_nonce: str, client_nonce: str, name: str) -> str:
    return _mac(code, "join", host_nonce, client_nonce, name)


def host_proof(code: str, host_nonce: str, client_nonce: str) -> str:
    return _mac(code, "host", host_nonce, client_nonce)


def check(expected: str, given: str) -> bool:
    return hmac.compare_digest(expected.encode(), given.encode())


class WrongCodes:
    """Slows down wrong codes: per address, and for everyone together."""

    FIRST_DELAY = 0.5         # seconds before the next check after one wrong code
    MAX_DELAY = 60.0
    GLOBAL_WINDOW = 60.0      # seconds over which every address's wrong codes are counted
    GLOBAL_LIMIT = 30         # wrong codes in that window before all checks pause
    GLOBAL_PAUSE = 30.0

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._by_address: dict[str, tuple[int, float]] = {}   # address -> (wrong codes, not before)
        self._recent: list[float] = []
        self._paused_until = 0.0

    def wait_before_check(self, address: str) -> float:
        """Seconds this address must wait before its answer is checked (0: check now)."""
        now = self.clock()
        _count, not_before = self._by_address.get(address, (0, 0.0))
        return max(0.0, not_before - now, self._paused_until - now)

    def wrong(self, address: str) -> None:
        now = self.clock()
        count, _nb = self._by_address.get(address, (0, 0.0))
        count += 1
        delay = min(self.MAX_DELAY, self.FIRST_DELAY * 2 ** (count - 1))
        self._by_address[address] = (count, now + delay)
        self._recent = [t for t in self._recent if now - t < self.GLOBAL_WINDOW] + [now]
        if len(self._recent) >= self.GLOBAL_LIMIT:
            self._paused_until = now + self.GLOBAL_PAUSE
            self._recent = []
        if len(self._by_address) > 10_000:      # an address flood: keep the table bounded
            self._by_address = dict(sorted(self._by_address.items(), key=lambda kv: -kv[1][1])[:5_000])

    def right(self, address: str) -> None:
        self._by_address.pop(address, None)

    def wrong_count(self, address: str) -> int:
        return self._by_address.get(address, (0, 0.0))[0]
