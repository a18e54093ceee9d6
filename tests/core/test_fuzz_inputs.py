"""A seeded campaign of damaged inputs through the same code the window uses, so that no damaged
file can end in a traceback.

Saves (SaveStore.list and .load, the autosave, Session.from_json), settings (Settings.load) and the
game data (the component loader) get files that are truncated, have flipped bytes, extreme values,
deep nesting, duplicate keys, aliases, links, folders and FIFOs in their place. Each must end in a
message (SaveError, DataError, the settings' reset message) or a good load: never another exception,
and no file is changed by reading it.

The normal suite runs a few dozen of each (a few seconds); `make fuzz` runs a longer campaign
(HASPELKNECHT_FUZZ=<trials per kind>) and prints the counts.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.core.data_files import DataError
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import SaveError, Seat, Session
from game.haspelknecht.components import load_components
from game.haspelknecht.options import Options
from game.resources import data_dir

TRIALS = int(os.environ.get("HASPELKNECHT_FUZZ", "30"))
SEED = int(os.environ.get("HASPELKNECHT_FUZZ_SEED", "2015"))

EXTREME_JSON = ["Infinity", "-Infinity", "NaN", "1e400", "-1e400", "9" * 5000, str(2**64), "-1", "0",
                "null", "true", "[]", "{}", '"\\u0000"', '"\\ud800"', '""', '"' + "x" * 5000 + '"', "1.5",
                "[" * 3000 + "]" * 3000, "2147483648", "-9223372036854775809"]
EXTREME_YAML = ["100000000", "-1", "0", ".inf", ".nan", "null", "[]", "{}", "'\\0'", "9" * 5000,
                "1e400", "*nowhere", "&a x", "x", "[" * 50 + "]" * 50, '"\\x00"', "!!python/object:os.system x"]

TALLY: Counter = Counter()


@pytest.fixture(scope="module", autouse=True)
def report():
    yield
    lines = [f"  {kind:<9} tried {TALLY[kind, 'tried']:>5}, refused cleanly {TALLY[kind, 'refused']:>5}, "
             f"accepted {TALLY[kind, 'accepted']:>5}" for kind in ("saves", "sessions", "settings", "data")]
    print(f"\nfuzz campaign (seed {SEED}, {TRIALS} trials per kind):\n" + "\n".join(lines))


def digest(folder: Path) -> dict[str, str]:
    """Every entry below folder: its kind and, for regular files, a hash of the bytes."""
    out = {}
    for p in sorted(folder.rglob("*")):
        if p.is_symlink():
            out[str(p)] = "link:" + os.readlink(p)
        elif p.is_file():
            out[str(p)] = hashlib.sha256(p.read_bytes()).hexdigest()
        else:
            out[str(p)] = "dir" if p.is_dir() else "other"
    return out


# --- mutations --------------------------------------------------------------------------------

def truncate(rnd: random.Random, data: bytes) -> bytes:
    return data[:rnd.randrange(len(data) + 1)]


def flip(rnd: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rnd.randint(1, 6)):
        if b:
            b[rnd.randrange(len(b))] = rnd.randrange(256)
    return bytes(b)


def replace_json_value(rnd: random.Random, data: bytes) -> bytes:
    text = data.decode("utf-8", "replace")
    spots = [m.span() for m in re.finditer(r'-?\d+(\.\d+)?|"[^"\\]*"|true|false|null', text)]
    if not spots:
        return data
    a, b = rnd.choice(spots)
    return (text[:a] + rnd.choice(EXTREME_JSON) + text[b:]).encode("utf-8", "surrogatepass")


def nest_deep(rnd: random.Random, data: bytes, open_: str = "[", close: str = "]") -> bytes:
    depth = rnd.choice([40, 1000, 100_000])
    text = data.decode("utf-8", "replace")
    i = rnd.randrange(len(text) + 1)
    return (text[:i] + open_ * depth + close * depth + text[i:]).encode()


def replace_yaml_value(rnd: random.Random, data: bytes) -> bytes:
    lines = data.decode("utf-8", "replace").split("\n")
    spots = [i for i, line in enumerate(lines) if re.match(r"^\s*[-\w]+:\s*\S", line)]
    if not spots:
        return data
    i = rnd.choice(spots)
    key = lines[i].split(":", 1)[0]
    lines[i] = f"{key}: {rnd.choice(EXTREME_YAML)}"
    return "\n".join(lines).encode()


def duplicate_yaml_key(rnd: random.Random, data: bytes) -> bytes:
    lines = data.decode("utf-8", "replace").split("\n")
    spots = [i for i, line in enumerate(lines) if re.match(r"^\s*\w+:", line)]
    if not spots:
        return data
    i = rnd.choice(spots)
    lines.insert(i, lines[i])
    return "\n".join(lines).encode()


def alias_bomb(rnd: random.Random, data: bytes) -> bytes:
    lines = ['bomb0: &b0 "lol"'] + [f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 9) + "]" for i in range(1, 9)]
    return data + b"\n" + "\n".join(lines).encode() + b"\n"


JSON_MUTATIONS = [truncate, flip, replace_json_value, replace_json_value, nest_deep,
                  lambda r, d: nest_deep(r, d, "{\"a\":", "}")]
YAML_MUTATIONS = [truncate, flip, replace_yaml_value, replace_yaml_value, duplicate_yaml_key, alias_bomb,
                  lambda r, d: nest_deep(r, d)]
ENTRY_KINDS = ["file"] * 12 + ["dangling", "loop", "folder", "fifo", "empty", "not-utf8"]


def place(rnd: random.Random, path: Path, data: bytes, kind: str | None = None) -> str:
    """Put damaged content at path: usually a mutated file, sometimes a link, folder or FIFO."""
    kind = kind or rnd.choice(ENTRY_KINDS)
    if kind == "dangling":
        path.symlink_to(path.with_name("nowhere-" + path.name))
    elif kind == "loop":
        path.symlink_to(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "not-utf8":
        path.write_bytes(data[: len(data) // 2] + b"\xff\xfe\xc3" + data[len(data) // 2:])
    else:
        path.write_bytes(data)
    return kind


def remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


# --- the good files the damage starts from ----------------------------------------------------

def sessions() -> list[Session]:
    out = []
    for players, moves, seed in ((2, 0, 1), (3, 25, 2), (4, 60, 3)):
        game = Game(Options(players=players), seed)
        rnd = random.Random(seed)
        for _ in range(moves):
            game.apply(rnd.choice([a for a in game.legal_actions() if a.kind != "retract"]))
        seats = [Seat(name=f"Seat {i}", kind="human" if i == 0 else "easy", colour=i) for i in range(players)]
        out.append(Session(game, seats))
    return out


# --- the campaign -----------------------------------------------------------------------------

def test_damaged_saves_are_listed_and_refused_cleanly(tmp_path):
    rnd = random.Random(SEED)
    store = SaveStore(tmp_path / "saves")
    originals = [json.dumps(s.to_json(), separators=(",", ":")).encode() for s in sessions()]
    store.save(sessions()[1], "good one")
    for trial in range(TRIALS):
        name = f"trial {trial}" if rnd.random() < 0.8 else "autosave"
        path = store.folder / f"{name}.json"
        data = rnd.choice(JSON_MUTATIONS)(rnd, rnd.choice(originals))
        place(rnd, path, data)
        before = digest(tmp_path)
        TALLY["saves", "tried"] += 1
        listed = {i.name for i in store.list()}
        assert "good one" in listed and (name == "autosave" or name in listed)
        try:
            session = store.load_autosave() if name == "autosave" else store.load(path)
            session.score_history()
            TALLY["saves", "accepted"] += 1
        except SaveError as exc:
            assert str(exc).isprintable()
            TALLY["saves", "refused"] += 1
        assert digest(tmp_path) == before, "reading a save changed a file"
        remove(path)


def _poke(rnd: random.Random, obj):
    """Replace one random node of a parsed save with an extreme or wrong-typed value."""
    nodes = []
    stack = [(obj, None, None)]
    while stack:
        v, parent, key = stack.pop()
        if parent is not None:
            nodes.append((parent, key))
        if isinstance(v, dict):
            stack.extend((item, v, k) for k, item in v.items())
        elif isinstance(v, list):
            stack.extend((item, v, i) for i, item in enumerate(v))
    parent, key = rnd.choice(nodes)
    parent[key] = rnd.choice([None, True, -1, 0, 2**64, 10**18, 1.5, float("inf"), float("nan"), "", "x" * 1000,
                              "\x00", [], {}, [[[]]], {"kind": "take"}, "start", 99])
    return obj


def test_damaged_sessions_are_refused_cleanly():
    rnd = random.Random(SEED + 1)
    originals = [s.to_json() for s in sessions()]
    for _ in range(TRIALS):
        obj = copy.deepcopy(rnd.choice(originals))
        for _ in range(rnd.randint(1, 3)):
            obj = _poke(rnd, obj)
        if rnd.random() < 0.1 and isinstance(obj.get("record"), dict):
            obj["record"]["start"] = {"stage": "bogus"}
        TALLY["sessions", "tried"] += 1
        try:
            Session.from_json(obj).score_history()
            TALLY["sessions", "accepted"] += 1
        except SaveError as exc:
            assert str(exc).isprintable()
            TALLY["sessions", "refused"] += 1


def test_damaged_settings_give_defaults_and_a_message(tmp_path, monkeypatch):
    from game.ui.settings import Settings

    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    rnd = random.Random(SEED + 2)
    path = Settings.path()
    path.parent.mkdir(parents=True)
    original = Settings(window_width=1600, window_height=900, ui_scale=1.2).to_dict()
    original = json.dumps(original, indent=2).encode()
    for _ in range(TRIALS):
        place(rnd, path, rnd.choice(JSON_MUTATIONS)(rnd, original))
        before = digest(tmp_path)
        TALLY["settings", "tried"] += 1
        settings, message = Settings.load()
        assert isinstance(settings, Settings)
        if message:
            assert settings == Settings()
            TALLY["settings", "refused"] += 1
        else:
            TALLY["settings", "accepted"] += 1
        assert digest(tmp_path) == before
        remove(path)


def test_damaged_data_files_name_the_file(tmp_path):
    rnd = random.Random(SEED + 3)
    folder = tmp_path / "haspelknecht"
    shutil.copytree(data_dir() / "haspelknecht", folder)
    names = sorted(p.name for p in folder.glob("*.yaml") if p.name != "rules_reference.yaml")
    originals = {n: (folder / n).read_bytes() for n in names}
    shipped = digest(data_dir() / "haspelknecht")
    for _ in range(TRIALS):
        name = rnd.choice(names)
        path = folder / name
        remove(path)
        place(rnd, path, rnd.choice(YAML_MUTATIONS)(rnd, originals[name]))
        before = digest(tmp_path)
        TALLY["data", "tried"] += 1
        try:
            load_components(folder)
            TALLY["data", "accepted"] += 1
        except DataError as exc:
            assert name in str(exc), str(exc)
            TALLY["data", "refused"] += 1
        assert digest(tmp_path) == before
        remove(path)
        path.write_bytes(originals[name])
    assert digest(data_dir() / "haspelknecht") == shipped
