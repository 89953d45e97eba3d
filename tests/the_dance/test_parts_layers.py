"""The Dance's rules as parts (game/the_dance/rules.py and the modules of plain functions beside it):
no import circles and no imports hidden inside functions; no part imports rules.py, pygame or the UI;
and each part's docstring declares exactly the state fields its own code reads and writes, checked here
against its source: an attribute of the state read or assigned, and the fields game.the_dance.draft's
small changes (say, reveal, put, moved, mark, release) write for it. What it asks of other parts
(facts, refreshments, rounds, ...) those parts declare.

A part's functions take the state as `s` (a draft they may change) or `state` (one they only read);
they call the other parts' functions, never the state's methods, so what a part depends on is what it
imports and what it declares.
"""
from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.the_dance.rules import DanceState

PACKAGE = Path(importlib.import_module("game.the_dance").__file__).parent
# The rules' modules: the parts that declare their fields, and the plain data and loaders under them.
PARTS = ("facts", "draft", "refreshments", "end", "rounds", "plans", "setup", "choices", "influence",
         "attempts", "dance_step", "chance", "notation", "state_json")
RULES_MODULES = PARTS + ("rules", "phases", "waltz", "floor", "counters", "ballroom", "datafile")
STATE_NAMES = {"s", "state", "new"}
CACHES = {"_legal", "_legal_set", "_occ", "_board"}
FIELDS = set(DanceState._fields()) | CACHES


def _tree(module: str) -> ast.Module:
    return ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))


def _package_imports(node) -> list[str]:
    """The game.the_dance modules an import statement names."""
    if isinstance(node, ast.ImportFrom) and node.module:
        if node.module == "game.the_dance":
            return [a.name for a in node.names]
        if node.module.startswith("game.the_dance."):
            return [node.module.split(".")[2]]
    if isinstance(node, ast.Import):
        return [a.name.split(".")[2] for a in node.names if a.name.startswith("game.the_dance.")]
    return []


def _graph() -> dict[str, set[str]]:
    graph = {}
    for path in PACKAGE.glob("*.py"):
        deps = set()
        for node in _tree(path.stem).body:
            deps.update(m for m in _package_imports(node) if (PACKAGE / f"{m}.py").exists())
        graph[path.stem] = deps
    return graph


def _circle_through(graph: dict, start: str) -> list[str] | None:
    """A path start -> ... -> start along module-level imports, if there is one."""
    stack = [(start, [start])]
    seen = set()
    while stack:
        here, path = stack.pop()
        for nxt in sorted(graph.get(here, ())):
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + [nxt]))
    return None


def test_no_import_circle_in_the_dance():
    graph = _graph()
    circles = [c for m in sorted(graph) if (c := _circle_through(graph, m))]
    assert not circles, f"import circles: {circles}"


@pytest.mark.parametrize("module", RULES_MODULES)
def test_a_rules_module_imports_at_the_top_only_and_never_rules_pygame_or_the_ui(module):
    tree = _tree(module)
    inside = [ast.unparse(node) for fn in ast.walk(tree) if isinstance(fn, (ast.FunctionDef, ast.Lambda))
              for node in ast.walk(fn) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert not inside, f"{module} imports inside a function: {inside}"
    names = [a.name for node in tree.body if isinstance(node, ast.Import) for a in node.names]
    names += [node.module or "" for node in tree.body if isinstance(node, ast.ImportFrom)]
    assert not [n for n in names if n.split(".")[0] == "pygame" or n.startswith("game.ui")], names
    if module != "rules":
        assert "rules" not in {m for node in tree.body for m in _package_imports(node)}


def declared(module: str) -> tuple[set[str], set[str]]:
    """The fields a part's docstring lists after 'Reads:' and 'Writes:' ('nothing' for none)."""
    doc = ast.get_docstring(_tree(module)) or ""
    match = re.search(r"^Reads:(.*?)^Writes:(.*)\Z", doc, re.S | re.M)
    assert match, f"{module}'s docstring ends without 'Reads: ...' and 'Writes: ...'"

    def names(text: str) -> set[str]:
        words = {w for w in re.split(r"[,\s]+", text) if w}
        return set() if words == {"nothing"} else words
    return names(match.group(1)), names(match.group(2))


def _accesses(tree: ast.AST) -> tuple[set[str], set[str], set[str], set[str]]:
    """(fields read, fields written, other attributes asked of a state, names of functions called)."""
    reads, writes, other, calls = set(), set(), set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in STATE_NAMES:
            if node.attr not in FIELDS:
                other.add(node.attr)
            elif isinstance(node.ctx, ast.Load):
                reads.add(node.attr)
            else:
                writes.add(node.attr)
        if isinstance(node, ast.Call):
            called = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            calls.add(called)
            if called == "put" and isinstance(node.args[1], ast.Constant):
                writes.add(node.args[1].value)
    return reads, writes, other, calls


def _draft_effects() -> dict[str, tuple[set, set]]:
    """What each of game.the_dance.draft's small changes reads and writes (they call one another)."""
    tree = _tree("draft")
    direct = {fn.name: _accesses(fn) for fn in tree.body if isinstance(fn, ast.FunctionDef)}
    effects = {name: (set(r), set(w)) for name, (r, w, _, _) in direct.items()}
    for _ in range(len(effects)):
        for name, (_, _, _, calls) in direct.items():
            for callee in calls & set(effects):
                effects[name][0].update(effects[callee][0])
                effects[name][1].update(effects[callee][1])
    return effects


def used(module: str) -> tuple[set[str], set[str], set[str]]:
    """(fields read, fields written, other attributes asked of a state) by a part's own code, with the
    fields written by the draft's small changes it makes (game.the_dance.draft: say, reveal, moved, mark,
    release, ...)."""
    reads, writes, other, calls = _accesses(_tree(module))
    if module != "draft":
        effects = _draft_effects()
        for callee in calls & (set(effects) - {"copy"}):
            writes |= effects[callee][1]
    return reads, writes, other


@pytest.mark.parametrize("module", PARTS)
def test_a_part_declares_exactly_the_fields_it_reads_and_writes(module):
    want_reads, want_writes = declared(module)
    reads, writes, other = used(module)
    assert not other, f"{module} asks the state for {sorted(other)}: call the parts' functions instead"
    assert not (want_reads | want_writes) - FIELDS, f"{module} declares unknown fields"
    assert reads == want_reads, (f"{module} reads {sorted(reads - want_reads)} undeclared; "
                                 f"declares {sorted(want_reads - reads)} it does not read")
    assert writes == want_writes, (f"{module} writes {sorted(writes - want_writes)} undeclared; "
                                   f"declares {sorted(want_writes - writes)} it does not write")


def test_every_module_the_rules_load_is_checked_here():
    """A new module the rules import joins the checks above (views and log_words are the table's)."""
    graph = _graph()
    loaded, todo = set(), ["rules"]
    while todo:
        for dep in graph[todo.pop()] - loaded:
            loaded.add(dep)
            todo.append(dep)
    assert not loaded - set(RULES_MODULES) - {"views", "log_words"}, sorted(loaded)


def test_each_part_loads_without_the_rules_module():
    """The parts stand alone: importing all of them never loads game.the_dance.rules (nor pygame)."""
    code = ("import sys\n"
            f"for part in {list(PARTS)!r}:\n"
            "    __import__('game.the_dance.' + part)\n"
            "print(sorted(m for m in ('game.the_dance.rules', 'pygame') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=PACKAGE.parents[1])
    assert out.stdout.strip() == "[]", out.stdout + out.stderr
