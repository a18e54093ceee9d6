"""A golden playthrough: a seeded game's full transcript, diffed against the stored copy.

After a deliberate rules change, regenerate with: UPDATE_GOLDEN=1 make test
"""

import difflib
import os
from pathlib import Path

from game.core.record import Game
from game.haspelknecht.bots.random_bot import RandomBot
from game.haspelknecht.options import Options
from game.haspelknecht.transcript import transcript

GOLDEN = Path(__file__).parent / "golden" / "haspelknecht_3p_seed7.txt"


def _make():
    return Game(Options(players=3), 7)


def test_golden_playthrough():
    bot = RandomBot(seed=7)
    lines = transcript(_make, bot.decide)
    text = "\n".join(lines) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    expected = GOLDEN.read_text()
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                            "golden", "now", n=2))
        raise AssertionError("the playthrough differs from the golden transcript:\n" + diff[:6000])
