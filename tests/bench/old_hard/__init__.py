"""Benchmark-only copy of Haspelknecht's Hard bot as it was before issue 17 (git tag
hard-before-issue17, commit 2dade49): `git archive hard-before-issue17 game/haspelknecht/bots`
with the imports pointed here. Not part of the app: nothing under game/ imports it and the bundle
(build/haspelknecht.spec collects only the `game` package) leaves it out. Used by
bench/bots_measure.py for "Hard against the previous Hard"."""

from tests.bench.old_hard.hard import HardBot as OldHardBot
from tests.bench.old_hard.normal import NormalBot as OldNormalBot

__all__ = ["OldHardBot", "OldNormalBot"]
