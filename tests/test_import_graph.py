"""No import circles in the game package: a static graph of every `import` between game modules (at the
top of a module and inside functions alike, since an import inside a function is how a circle used to
be hidden), read with `ast`, has no cycle. Imports by name at run time (the registry's rules modules,
the kits, the router's scenes) are not statements and are not in the graph."""
import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def module_names() -> dict[str, Path]:
    names = {}
    for path in GAME.rglob("*.py"):
        parts = path.relative_to(GAME.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def imports_of(name: str, path: Path, known: dict) -> set[str]:
    """The game modules `name` imports, wherever the statement is."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            # `from pkg import sub` is an edge to the submodule; `from pkg import name` to pkg itself (a
            # parent package, imported first by any import of its submodules, is no edge of its own)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index, low, on_stack, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def test_the_graph_sees_imports_inside_functions_and_relative_ones():
    known = module_names()
    assert "game.ui.kits" in imports_of("game.ui.launcher", known["game.ui.launcher"], known)
    assert "game.ui.gui_theme" in imports_of("game.ui.launcher", known["game.ui.launcher"], known)  # in build_gui
    assert "game.ai.clock" in imports_of("game.ai.bots", known["game.ai.bots"], known)  # from game.ai import clock
    assert "game.ai" not in imports_of("game.ai.bots", known["game.ai.bots"], known)
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles_in_the_game_package():
    known = module_names()
    graph = {name: imports_of(name, path, known) for name, path in known.items()}
    assert cycles(graph) == []
