"""The layers' boundaries, checked on the source (imports read by AST, so a lazy import inside a
function counts too, and so does one only for type checking: a circle of ideas is a circle even
where Python would not trip on it):

- nothing in game/core, no game's engine module and no bot imports pygame (the window's table of a
  game, game/<game>/table/, is the only game code that may);
- game/core imports no game's package, no part of the window (game.ui) and no command
  (game.commands): the games and the window are built on it, not the other way round;
- the shell (game/ui/**) never imports a game's package: it reaches a game only through the
  registry (game.core.registry) and the definition's `table`; nor does it name a game in its
  strings (the registry's names and the games' titles);
- no two modules of game/ import each other, directly or through others;
- no file in game/ is longer than 600 lines.

Each check is a function over a folder, tried on a small made-up tree with a planted offender too,
so that a check that could no longer fail would be noticed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

from game.core import registry

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
GAME_PACKAGES = sorted({entry.definition.split(":")[0].split(".")[1] for entry in registry.GAMES.values()}
                       | {"haspelknecht", "coal_baron"})
MAX_LINES = 600

# Files still longer than MAX_LINES, each with why (the list only shrinks).
LONG_FILES_ALLOWED: dict[str, str] = {}

# Files of game/ui whose strings still name a game; other changes in progress are taking the names
# out of the scenes, and then this list is to be empty.
GAME_NAMES_ALLOWED: dict[str, str] = {}

# Imports of game/core that break its boundary, each with why (the list only shrinks).
CORE_IMPORTS_ALLOWED = {
    "game/core/bench.py": "`python -m game.core.bench` borrows the command line's bounded flags "
                          "(game.commands.int_in/float_in); `haspelknecht bench` is the same command",
}


# ---------------------------------------------------------------------------- reading imports

def imports(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line, module) of every import in a file, relative ones resolved against its package."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = _from_module(node, package)
            out.append((node.lineno, module))
            out.extend((node.lineno, f"{module}.{alias.name}") for alias in node.names)
    return out


def _from_module(node: ast.ImportFrom, package: str) -> str:
    if not node.level:
        return node.module or ""
    base = package.split(".")
    base = base[:len(base) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _offenders(files, bad, root: Path = ROOT) -> list[str]:
    found = []
    for path in files:
        for line, module in imports(path, root):
            if bad(module):
                found.append(f"{path.relative_to(root)}:{line} imports {module}")
    return sorted(set(found))


def _engine_and_bot_files() -> list[Path]:
    """Every module of game/core and of each game's package except its window table."""
    files = list((GAME / "core").rglob("*.py"))
    for name in GAME_PACKAGES:
        files += [p for p in (GAME / name).rglob("*.py") if "table" not in p.relative_to(GAME / name).parts]
    return files


def _under(prefixes: Iterable[str]):
    """A test for a module name: is it one of these modules or inside one?"""
    prefixes = tuple(prefixes)
    return lambda m: m in prefixes or m.startswith(tuple(p + "." for p in prefixes))


def test_the_games_are_found():
    assert "haspelknecht" in GAME_PACKAGES and "coal_baron" in GAME_PACKAGES
    assert len(_engine_and_bot_files()) > 20


def test_the_import_reader_sees_lazy_and_relative_imports(tmp_path):
    probe = tmp_path / "game" / "core" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("def f():\n    import pygame\n    from . import rng\n", encoding="utf-8")
    found = {m: line for line, m in imports(probe, tmp_path)}
    assert "pygame" in found and "game.core.rng" in found


# ---------------------------------------------------------------------------- pygame, core, shell

def test_no_engine_bot_or_core_module_imports_pygame():
    offenders = _offenders(_engine_and_bot_files(), _under(["pygame"]))
    assert not offenders, "pygame imported outside the window:\n" + "\n".join(offenders)


def core_offenders(root: Path) -> list[str]:
    """Imports in root/game/core of a game's package, of the window or of a command."""
    bad = _under([*(f"game.{name}" for name in GAME_PACKAGES), "game.ui", "game.commands"])
    return _offenders((root / "game" / "core").rglob("*.py"), bad, root)


def test_core_imports_no_game_no_window_and_no_command():
    offenders = [o for o in core_offenders(ROOT) if o.split(":")[0] not in CORE_IMPORTS_ALLOWED]
    assert not offenders, "game/core imports what is built on it:\n" + "\n".join(offenders)


def test_the_core_allowlist_holds_only_present_offenders():
    present = {o.split(":")[0] for o in core_offenders(ROOT)}
    assert set(CORE_IMPORTS_ALLOWED) <= present, f"no longer offending: {set(CORE_IMPORTS_ALLOWED) - present}"


def test_the_core_check_finds_a_planted_import(tmp_path):
    probe = tmp_path / "game" / "core" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("import json\nfrom game.core import rng\n\n\ndef f():\n    from game.haspelknecht import engine\n"
                     "    import game.ui.app\n    from game.commands import int_in\n", encoding="utf-8")
    assert core_offenders(tmp_path) == ["game/core/probe.py:6 imports game.haspelknecht",
                                        "game/core/probe.py:6 imports game.haspelknecht.engine",
                                        "game/core/probe.py:7 imports game.ui.app",
                                        "game/core/probe.py:8 imports game.commands",
                                        "game/core/probe.py:8 imports game.commands.int_in"]


def test_the_shell_never_imports_a_games_package():
    offenders = _offenders((GAME / "ui").rglob("*.py"), _under(f"game.{name}" for name in GAME_PACKAGES))
    assert not offenders, "the shell imports a game directly:\n" + "\n".join(offenders)


# ---------------------------------------------------------------------------- game names in the shell

def game_names() -> list[str]:
    """Every game's registry name and title (what the shell must not spell out)."""
    return sorted({name for game in registry.names() for name in (game, registry.get(game).title)})


def names_in_strings(path: Path, names: Iterable[str]) -> list[tuple[int, str]]:
    """(line, name) for every string of the file that contains one of the names; docstrings are
    documentation and do not count."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found += [(node.lineno, name) for name in names if name in node.value]
    return sorted(set(found))


def shell_game_names(root: Path, names: Iterable[str]) -> dict[str, list[tuple[int, str]]]:
    """File (relative to root) -> the game names in its strings, for every file of root/game/ui."""
    names = list(names)
    out = {}
    for path in sorted((root / "game" / "ui").rglob("*.py")):
        found = names_in_strings(path, names)
        if found:
            out[path.relative_to(root).as_posix()] = found
    return out


def test_the_shell_names_no_game():
    found = shell_game_names(ROOT, game_names())
    offenders = [f"{path}:{line} names {name!r}" for path, hits in found.items() if path not in GAME_NAMES_ALLOWED
                 for line, name in hits]
    assert not offenders, "the shell spells out a game's name:\n" + "\n".join(offenders)


def test_the_game_names_allowlist_holds_only_present_offenders():
    present = set(shell_game_names(ROOT, game_names()))
    assert set(GAME_NAMES_ALLOWED) <= present, f"no longer offending: {set(GAME_NAMES_ALLOWED) - present}"


def test_the_names_check_finds_a_planted_name_but_not_in_a_docstring(tmp_path):
    assert {"haspelknecht", "Haspelknecht", "coal_baron", "Coal Baron"} <= set(game_names())
    probe = tmp_path / "game" / "ui" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text('"""Draws Haspelknecht\'s table."""\n\n\ndef f(who):\n    """For Coal Baron."""\n'
                     '    return {"coal_baron": 1}, f"{who} plays Coal Baron"\n', encoding="utf-8")
    assert shell_game_names(tmp_path, game_names()) == {"game/ui/probe.py": [(6, "Coal Baron"), (6, "coal_baron")]}


# ---------------------------------------------------------------------------- import circles

def _modules(root: Path) -> dict[str, Path]:
    """Module name -> file for every module of root/game (a package by its __init__.py)."""
    out = {}
    for path in (root / "game").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of root/game it imports (anywhere in the file). `from a.b import c`
    imports the module a.b.c if there is one, else a.b (a package only through its own names,
    so a table importing a sibling module is not an import of the package's __init__)."""
    modules = _modules(root)
    graph = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = _from_module(node, package)
                targets.update(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle [a, b, ..., a] for each group of modules that import each other (a strongly
    connected component of more than one module), the shortest through its first module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups = []

    def visit(v: str) -> None:        # Tarjan's algorithm, iterative over each node's edges
        index[v] = low[v] = len(index)
        stack.append(v)
        work = [(v, iter(sorted(graph[v])))]
        while work:
            node, edges = work[-1]
            for w in edges:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in stack:
                    low[node] = min(low[node], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        w = stack.pop()
                        group.append(w)
                        if w == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(_circle_through(group[0], set(group), graph) for group in groups)


def _circle_through(start: str, group: set[str], graph: dict[str, set[str]]) -> list[str]:
    """The shortest way from start back to itself inside the group (breadth first)."""
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & group):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start] if v != start else [start, start]
                if w not in came_from:
                    came_from[w] = v
                    nxt.append(w)
        frontier = nxt
    raise AssertionError(f"{start} is in no circle of {sorted(group)}")


def test_no_modules_import_each_other():
    cycles = import_cycles(import_graph(ROOT))
    assert not cycles, "modules that import each other:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_the_circle_check_finds_a_planted_circle_through_lazy_and_type_only_imports(tmp_path):
    files = {
        "game/__init__.py": "",
        "game/core/__init__.py": "",
        "game/core/a.py": "from game.core import b\n",
        "game/core/b.py": "def f():\n    from . import c\n",
        "game/core/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.core.a import X\n",
        "game/core/d.py": "import game.core.a\nfrom game.core import e\n",
        "game/core/e.py": "import json\n",
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path)
    assert graph["game.core.d"] == {"game.core.a", "game.core.e"}
    assert import_cycles(graph) == [["game.core.a", "game.core.b", "game.core.c", "game.core.a"]]


def test_a_package_importing_its_own_module_is_no_circle(tmp_path):
    files = {
        "game/__init__.py": "",
        "game/t/__init__.py": "from game.t.table import TABLE\n",
        "game/t/table.py": "from game.t import parts\nTABLE = 1\n",
        "game/t/parts.py": "",
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    assert import_graph(tmp_path)["game.t.table"] == {"game.t.parts"}
    assert import_cycles(import_graph(tmp_path)) == []


# ---------------------------------------------------------------------------- file lengths

def long_files(root: Path, limit: int = MAX_LINES) -> dict[str, int]:
    """File (relative to root) -> its number of lines, for every file of root/game over the limit."""
    out = {}
    for path in sorted((root / "game").rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > limit:
            out[path.relative_to(root).as_posix()] = lines
    return out


def test_no_file_is_longer_than_600_lines():
    offenders = {path: n for path, n in long_files(ROOT).items() if path not in LONG_FILES_ALLOWED}
    assert not offenders, f"files over {MAX_LINES} lines: {offenders}"


def test_the_long_files_allowlist_holds_only_present_offenders():
    present = set(long_files(ROOT))
    assert set(LONG_FILES_ALLOWED) <= present, f"no longer too long: {set(LONG_FILES_ALLOWED) - present}"


def test_the_length_check_finds_a_planted_long_file(tmp_path):
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "short.py").write_text("x = 1\n" * MAX_LINES, encoding="utf-8")
    (tmp_path / "game" / "long.py").write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    assert long_files(tmp_path) == {"game/long.py": MAX_LINES + 1}
