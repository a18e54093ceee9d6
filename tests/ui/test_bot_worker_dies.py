"""The bots' worker process dying under the window (killed by the system mid-thought, or gone
while idle): the bot's move is thought in the window's thread instead, the game goes on, and the
only word of it is one log line, never a traceback on stderr. Run in a child process of its own,
so its worker and its stderr are this test's alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import json, os, signal, sys, time
    from game.core.record import Game
    from game.core.registry import get
    from game.core.session import Seat
    from game.ui import bot_runner

    definition = get("haspelknecht")
    game = Game(definition.options(players=2), 4, game=definition)
    seats = [Seat(name=n, kind="hard", colour=i) for i, n in enumerate("AB")]
    out = {}
    worker = bot_runner.worker_pid("haspelknecht")
    runner = bot_runner.BotRunner(seats, seed=4, game="haspelknecht")
    if sys.argv[1] == "mid-thought":
        runner.request(game, game.decision()[0])
        time.sleep(0.3)
        out["thinking when killed"] = runner.busy
        os.kill(worker, signal.SIGKILL)
    else:
        os.kill(worker, signal.SIGKILL)
        time.sleep(0.5)
        runner.request(game, game.decision()[0])
    assert runner.wait(120)
    token, action, error = runner.poll()
    out["legal"] = error is None and action in game.legal_actions()
    game.apply(action)
    runner.request(game, game.decision()[0])       # the next thought: in the thread from now on
    assert runner.wait(120)
    token, action, error = runner.poll()
    out["next legal"] = error is None and action in game.legal_actions()
    out["processes off"] = bot_runner.thinking_pool() is None
    print(json.dumps(out), flush=True)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("when", ["mid-thought", "while idle"])
def test_a_killed_worker_leaves_one_log_line_and_the_bots_play_on_in_a_thread(when):
    done = subprocess.run([sys.executable, "-c", CHILD, when], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["legal"] and out["next legal"] and out["processes off"]
    if when == "mid-thought":
        assert out["thinking when killed"], "the worker answered before it was killed: nothing was tested"
    err = [line for line in done.stderr.splitlines() if line.strip() and "pygame" not in line]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert len(err) <= 1 and all("bot process" in line for line in err), err
