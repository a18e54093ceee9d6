"""The windowed Windows app has no console (sys.stdout and sys.stderr are None): what a command
prints, a failing selftest's report among it, goes to a file instead of nowhere."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.packaging.recipes import BUILD

# the frozen entry point as the windowed exe runs it: no console streams
PROBE = """
import runpy, sys
sys.stdout = None
sys.stderr = None
sys.argv = ["haspelknecht"] + sys.argv[1:]
runpy.run_path({entry!r}, run_name="__main__")
"""


def run(tmp_path, *args, **env):
    environ = {k: v for k, v in os.environ.items() if k != "HASPELKNECHT_OUTPUT"}
    environ.update(HASPELKNECHT_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", **env)
    code = PROBE.format(entry=str(BUILD / "entry.py"))
    return subprocess.run([sys.executable, "-c", code, *args], cwd=tmp_path, env=environ,
                          capture_output=True, text=True, timeout=60)


def test_a_commands_output_goes_to_the_file_named(tmp_path):
    report = tmp_path / "selftest.txt"
    out = run(tmp_path, "inspect", str(tmp_path / "missing.json"), HASPELKNECHT_OUTPUT=str(report))
    assert out.returncode == 1
    assert "missing" in report.read_text(encoding="utf-8")


def test_without_a_name_it_goes_to_the_log_folder(tmp_path):
    out = run(tmp_path, "inspect", str(tmp_path / "missing.json"))
    assert out.returncode == 1
    assert "missing" in (tmp_path / "home" / "logs" / "output.txt").read_text(encoding="utf-8")


def test_with_a_console_nothing_is_redirected(tmp_path):
    code = f"import runpy, sys; sys.argv = ['haspelknecht', 'inspect', 'missing.json']; " \
           f"runpy.run_path({str(BUILD / 'entry.py')!r}, run_name='__main__')"
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, HASPELKNECHT_HOME=str(tmp_path / "home")))
    assert out.returncode == 1 and "missing" in out.stderr
    assert not (tmp_path / "home" / "logs" / "output.txt").exists()
