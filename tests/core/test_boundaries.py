"""The layers' boundaries, checked on the source (imports read by AST, so a lazy import inside a
function counts too):

- nothing in game/core, no game's engine module and no bot imports pygame (the window's table of a
  game, game/<game>/table/, is the only game code that may);
- the shell (game/ui/**) never imports a game's package: it reaches a game only through the
  registry (game.core.registry) and the definition's `table`.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.core import registry

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
GAME_PACKAGES = sorted({entry.definition.split(":")[0].split(".")[1] for entry in registry.GAMES.values()})


def imports(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line, module) of every import in a file, relative ones resolved against its package."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.append((node.lineno, module))
            out.extend((node.lineno, f"{module}.{alias.name}") for alias in node.names)
    return out


def _offenders(files, bad) -> list[str]:
    found = []
    for path in files:
        for line, module in imports(path):
            if bad(module):
                found.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return sorted(set(found))


def _engine_and_bot_files() -> list[Path]:
    """Every module of game/core and of each game's package except its window table."""
    files = list((GAME / "core").rglob("*.py"))
    for name in GAME_PACKAGES:
        files += [p for p in (GAME / name).rglob("*.py") if "table" not in p.relative_to(GAME / name).parts]
    return files


def test_the_games_are_found():
    assert "haspelknecht" in GAME_PACKAGES
    assert len(_engine_and_bot_files()) > 20


def test_no_engine_bot_or_core_module_imports_pygame():
    offenders = _offenders(_engine_and_bot_files(), lambda m: m == "pygame" or m.startswith("pygame."))
    assert not offenders, "pygame imported outside the window:\n" + "\n".join(offenders)


def test_the_shell_never_imports_a_games_package():
    prefixes = tuple(f"game.{name}" for name in GAME_PACKAGES)
    offenders = _offenders((GAME / "ui").rglob("*.py"),
                           lambda m: m in prefixes or m.startswith(tuple(p + "." for p in prefixes)))
    assert not offenders, "the shell imports a game directly:\n" + "\n".join(offenders)


def test_the_import_reader_sees_lazy_and_relative_imports(tmp_path):
    probe = tmp_path / "game" / "core" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("def f():\n    import pygame\n    from . import rng\n", encoding="utf-8")
    found = {m: line for line, m in imports(probe, tmp_path)}
    assert "pygame" in found and "game.core.rng" in found
