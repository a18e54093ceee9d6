"""The wheel pip installs: the game, its data and art, the compiled catalogues only (no .po/.pot
sources, no catalogue builder that needs Babel), a console and a windowed entry point, the licence
as an SPDX expression and the classifier that keeps it off PyPI. Installed from the wheel, the game
finds its data and reads its catalogues."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from email.parser import Parser

import pytest

from tests.packaging.recipes import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    from hatchling.builders.wheel import WheelBuilder

    folder = tmp_path_factory.mktemp("wheel")
    path = next(iter(WheelBuilder(str(ROOT)).build(directory=str(folder), versions=["standard"])))
    return zipfile.ZipFile(path)


def test_the_wheel_ships_the_game_and_the_compiled_catalogues_only(wheel):
    names = set(wheel.namelist())
    assert "game/cli.py" in names and "game/_data/coal_baron/orders.yaml" in names
    assert "game/_art/fonts/EBGaramond12-Regular.ttf" in names and "game/_art/fonts/OFL-EBGaramond.txt" in names
    assert {f"game/_data/locale/{lang}/LC_MESSAGES/game.mo" for lang in ("fr", "pl", "de")} <= names
    assert "game/core/i18n_catalogues.py" not in names, "it needs Babel, which the game does not depend on"
    assert not [n for n in names if n.endswith((".po", ".pot"))]
    assert not [n for n in names if n.startswith(("tests/", "build/", "docs/"))]


def test_the_wheel_offers_a_windowed_entry_point_and_its_metadata_is_current(wheel):
    info = next(n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt"))
    entry_points = wheel.read(info).decode()
    assert "[console_scripts]\nhaspelknecht = game.cli:main" in entry_points
    assert "[gui_scripts]\nhaspelknecht-gui = game.cli:main" in entry_points
    meta = Parser().parsestr(wheel.read(info.replace("entry_points.txt", "METADATA")).decode())
    assert meta["License-Expression"] == "LicenseRef-Proprietary"
    classifiers = meta.get_all("Classifier")
    assert "Private :: Do Not Upload" in classifiers
    assert not [c for c in classifiers if c.startswith("License ::")], "the expression replaces them"
    assert meta["Author-email"] and meta.get_all("Project-URL")


def test_installed_from_the_wheel_the_game_finds_its_data_and_catalogues(wheel, tmp_path):
    wheel.extractall(tmp_path)
    probe = ("from game import resources; from game.core import i18n; from game.collection import DESCRIPTION\n"
             "i18n.set_language('fr'); print(resources.data_dir()); print(i18n._(DESCRIPTION))")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))        # before the editable install's source tree
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    data, description = out.stdout.splitlines()
    assert data == str(tmp_path / "game" / "_data")
    assert description.startswith("Deux jeux de plateau")
