"""The bots' worker process ends when the window's process dies without a word (kill -9, a hard
crash in a driver), and so does multiprocessing's resource tracker: nothing is left running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PARENT = textwrap.dedent("""
    import sys, time
    from multiprocessing import resource_tracker
    from game.ui import bot_runner

    worker = bot_runner.worker_pid()
    print(worker, resource_tracker._resource_tracker._pid, flush=True)
    time.sleep(600)
""")


def alive(pid: int) -> bool:
    """Is the process running (a zombie nobody reaped has ended)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    status = Path(f"/proc/{pid}/status")
    if status.exists():
        try:
            return "\nState:\tZ" not in status.read_text()
        except OSError:
            return False
    return True


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 and process checks are POSIX here")
def test_the_worker_and_the_resource_tracker_end_when_the_window_is_killed():
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    left: list[int] = []
    try:
        line = parent.stdout.readline()
        worker, tracker = (int(x) for x in line.split())
        assert worker != parent.pid and alive(worker) and alive(tracker)
        parent.send_signal(signal.SIGKILL)
        parent.wait(10)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and (alive(worker) or alive(tracker)):
            time.sleep(0.2)
        left = [pid for pid in (worker, tracker) if alive(pid)]
        assert not left, f"still running after their parent was killed: {left} (worker {worker}, tracker {tracker})"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(10)
        for pid in left:        # the test's own leftovers, ended by their id
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
