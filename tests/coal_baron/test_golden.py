"""A golden playthrough: the transcript of one seeded 3-player random game, diffed against the
stored copy (seed 29: its game has deliveries, pair moves and draws put back).

After a deliberate rules change, regenerate with:
UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/coal_baron/test_golden.py
"""

import difflib
import os
from pathlib import Path

from game.coal_baron.play import transcript

GOLDEN = Path(__file__).parent / "golden" / "coal_baron_3p_seed29.txt"


def test_golden_playthrough():
    text = "\n".join(transcript(3, 29)) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    expected = GOLDEN.read_text()
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), "golden", "now", n=2))
        raise AssertionError("the playthrough differs from the golden transcript:\n" + diff[:6000])
