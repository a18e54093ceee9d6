"""The program as a process: with no display it says "could not open its window" and exits (it
no longer runs unseen on SDL's off-screen fallback, holding the lock); a crash inside SDL or a
driver leaves its stack in the log (faulthandler); `haspelknecht --version` names the version the
installed package has."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def no_display_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY", "HASPELKNECHT_EXIT_AFTER_FIRST_FRAME")}
    return {**env, "HASPELKNECHT_HOME": str(home), "PYTHONPATH": str(ROOT), "SDL_AUDIODRIVER": "dummy"}


@pytest.mark.skipif(sys.platform != "linux", reason="a machine without a display is made here by unsetting DISPLAY")
def test_no_display_says_so_and_exits_without_holding_the_lock(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "game.cli"], env=no_display_env(tmp_path), cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1, proc.stderr
    assert "could not open its window" in proc.stderr and "Traceback" not in proc.stderr
    log = (tmp_path / "logs" / "haspelknecht.log").read_text(encoding="utf-8")
    assert "no display" in log
    from game.core.instance_lock import InstanceLock
    lock = InstanceLock(tmp_path / "data" / "running.lock")
    assert lock.acquire()          # the lock went with the process
    lock.release()


def test_a_crash_inside_native_code_leaves_its_stack_in_the_log(tmp_path):
    code = "from game.ui import main as m\nm.setup_logging()\nimport faulthandler\nfaulthandler._sigsegv()\n"
    env = {**os.environ, "HASPELKNECHT_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    log = (tmp_path / "logs" / "haspelknecht.log").read_text(encoding="utf-8", errors="replace")
    assert "Fatal Python error" in log and "Segmentation fault" in log


def test_faults_follow_the_log_when_it_is_moved_aside(tmp_path):
    code = ("from game.ui import main as m\nimport logging\npath = m.setup_logging()\nm._handler.max_bytes = 10\n"
            "logging.getLogger('x').warning('one line to fill the log')\n"
            "logging.getLogger('x').warning('another: the log is moved aside first')\n"
            "import faulthandler\nfaulthandler._sigsegv()\n")
    env = {**os.environ, "HASPELKNECHT_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    log = (tmp_path / "logs" / "haspelknecht.log").read_text(encoding="utf-8", errors="replace")
    assert "Fatal Python error" in log


def test_version_names_the_installed_version(capsys):
    from game import cli

    expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"haspelknecht {expected}"


def test_version_without_package_metadata_says_so(monkeypatch, capsys):
    from importlib import metadata

    from game import cli

    def missing(_name):
        raise metadata.PackageNotFoundError("haspelknecht")

    monkeypatch.setattr(metadata, "version", missing)
    assert cli.version() == "unknown"
    with pytest.raises(SystemExit):
        cli.main(["--version"])
    assert capsys.readouterr().out.strip() == "haspelknecht unknown"
