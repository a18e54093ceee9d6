"""The frozen app's network check (tests/net/frozen.py, run by make dist-check) passes on a program
that plays network games as this source does, and stops at once on one that tells another version."""

from __future__ import annotations

import sys

from tests.net import frozen

SOURCE = [sys.executable, "-m", "game.cli"]


def test_the_source_program_passes_the_frozen_network_check(capsys):
    assert frozen.check(SOURCE) == []
    out = capsys.readouterr().out
    assert out.count("as the source's and the local game") == len(frozen.GAMES)


def test_an_app_without_its_version_fails_before_any_game():
    told_unknown = [sys.executable, "-c", "print('haspelknecht unknown')"]
    problems = frozen.check(told_unknown)
    assert len(problems) == 1 and "'unknown'" in problems[0]
