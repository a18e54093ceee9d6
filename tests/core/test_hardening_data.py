"""A damaged data file says "the installation is damaged: FILE, FIELD" and never
ends in a traceback, a hang or a silently accepted value."""

from __future__ import annotations

import shutil
import time

import pytest

import game.haspelknecht.components as comps_module
from game.cli import main
from game.haspelknecht.components import DataError, load_components
from game.resources import data_dir


@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "haspelknecht"
    shutil.copytree(data_dir() / "haspelknecht", folder)
    return folder


def refused(folder, *words: str) -> str:
    started = time.monotonic()
    with pytest.raises(DataError) as err:
        load_components(folder)
    assert time.monotonic() - started < 5, "refusing a broken file must not take long"
    message = str(err.value)
    for w in words:
        assert w in message, message
    return message


def test_a_folder_in_place_of_a_data_file(data_copy):
    (data_copy / "scoring.yaml").unlink()
    (data_copy / "scoring.yaml").mkdir()
    refused(data_copy, "scoring.yaml", "not a regular file")


def test_a_file_that_is_not_utf8(data_copy):
    path = data_copy / "tiles.yaml"
    path.write_bytes(path.read_bytes() + b"\n# \xff\xfe broken\n")
    refused(data_copy, "tiles.yaml", "UTF-8")


def test_deep_nesting(data_copy):
    (data_copy / "scoring.yaml").write_text("source: designed\nthalers: " + "[" * 20000 + "]" * 20000 + "\n")
    refused(data_copy, "scoring.yaml", "nested")


def test_a_duplicate_key_is_not_silently_accepted(data_copy):
    path = data_copy / "year_wheel.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "\nyears: 3\n", encoding="utf-8")
    refused(data_copy, "year_wheel.yaml", "years", "twice")


def test_a_huge_year_count_is_refused_quickly(data_copy):
    path = data_copy / "year_wheel.yaml"
    text = path.read_text(encoding="utf-8")
    assert "years: 3" in text
    path.write_text(text.replace("years: 3", "years: 100000000"), encoding="utf-8")
    refused(data_copy, "year_wheel.yaml", "years")


def test_an_alias_bomb_is_refused(data_copy):
    lines = ['a0: &a0 "lol"']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    path = data_copy / "scoring.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "\n" + "\n".join(lines) + "\n", encoding="utf-8")
    refused(data_copy, "scoring.yaml", "aliases")


def test_a_huge_integer_is_refused(data_copy):
    path = data_copy / "scoring.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("unused_marker:", "unused_marker: " + "9" * 5000 + "\nx_unused:"),
                    encoding="utf-8")
    refused(data_copy, "scoring.yaml")


def test_the_rules_text_alias_bomb_gives_the_apology_page(tmp_path, monkeypatch):
    from game.ui.scenes import rules_ref

    folder = tmp_path / "haspelknecht"
    folder.mkdir()
    lines = ['title: "x"', 'a0: &a0 "lol lol lol lol lol lol lol lol"']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    lines.append("sections: [{title: t, paragraphs: *a9}]")
    (folder / "rules_reference.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.setattr(rules_ref, "data_dir", lambda: tmp_path)
    rules_ref.load_reference.cache_clear()
    try:
        started = time.monotonic()
        _title, sections = rules_ref.load_reference()
        assert time.monotonic() - started < 5
        assert sections[0].title == "The rules are missing"
    finally:
        rules_ref.load_reference.cache_clear()


@pytest.fixture
def broken_install(data_copy, monkeypatch):
    (data_copy / "resources.yaml").unlink()
    (data_copy / "resources.yaml").mkdir()
    monkeypatch.setattr(comps_module, "data_dir", lambda: data_copy.parent)
    comps_module.components.cache_clear()
    yield data_copy
    comps_module.components.cache_clear()


def test_cli_says_the_installation_is_damaged(broken_install, capsys):
    assert main(["simulate", "--players", "2", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "installation is damaged" in err and "resources.yaml" in err
    assert "Traceback" not in err


def test_a_check_that_trips_over_odd_data_still_names_the_file(data_copy):
    # found by `make fuzz FUZZ_SEED=9`: an empty phases list made a model check raise IndexError
    path = data_copy / "year_wheel.yaml"
    lines = path.read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("phases:"))
    end = start + 1
    while end < len(lines) and lines[end].startswith((" ", "-")):
        end += 1
    lines[start:end] = ["phases: []"]
    path.write_text("\n".join(lines), encoding="utf-8")
    refused(data_copy, "year_wheel.yaml")
