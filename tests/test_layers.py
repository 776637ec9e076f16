"""The house's layers (docs/architecture.md): each package imports only the layers below it,
and the import graph has no cycle.

From the bottom (``LAYERS``): the data (``characters``, ``script`` and their helpers), the
engine (``game/``), the characters' behaviour (``abilities/``), presentation (``present/``)
and the solver, the deciders (``agents/``), then everything that drives or shows games
(scenarios, simulation, the API, the environment, the web, the command line). The engine owns
its contract: it imports neither the characters nor the bots nor presentation; it finds
characters and bots by name.

How imports are counted:

- the layering counts every import in a module, at its top, inside a function or under
  ``if TYPE_CHECKING:``: a type-only or a deferred import from above is still an arrow
  pointing the wrong way;
- the cycle check counts the imports that run: those at a module's top and those inside
  functions (a function-local import runs when the function is first called, and a cycle
  through one is a real dependency both ways, only hidden from import time), but not those
  under ``if TYPE_CHECKING:``, which never run. An import names the module it reaches
  (``from .game import views`` reaches ``clocktower.game.views``); the package
  ``__init__`` modules Python runs on the way are not counted as edges.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "clocktower"

LAYERS: list[set[str]] = [
    {"errors", "text", "data"},  # errors, words, the bundled data files
    {"jsonio", "characters"},  # reading JSON; the characters as data
    {"script"},  # scripts
    {"game"},  # the engine
    {"abilities"},  # the characters' behaviour
    {"present", "solver"},  # presentation; one seat's worlds
    {"agents"},  # the deciders (bots, scripted answers, a person at the terminal)
    {"scenario", "sim", "api"},  # scenarios; many games; the step-by-step API
    {"env", "web"},  # the PettingZoo environment; the web grimoire
    {"cli"},
    {"launch"},
    {"__main__"},
]
"""The house from the bottom up (docs/architecture.md): each top-level module or package of
``clocktower`` imports only from its own package and the layers below its own."""
RANK = {name: rank for rank, layer in enumerate(LAYERS) for name in layer}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool, known: set[str]) -> set[str]:
    """The modules of ``clocktower`` an import statement in ``module`` reaches."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            here = module.split(".") if is_package else module.split(".")[:-1]
            here = here[: len(here) - (node.level - 1)]
            base = ".".join(here + ([node.module] if node.module else []))
        names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
    found = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name:
            found.add(name)
    return found


def _imports(path: Path, known: set[str], *, typing_too: bool) -> set[str]:
    """The ``clocktower`` modules ``path`` imports anywhere in it; those under
    ``if TYPE_CHECKING:`` only when ``typing_too``."""
    module, is_package = _module_name(path), path.name == "__init__.py"
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child.test) and not typing_too:
                for other in child.orelse:
                    visit_one(other)
            else:
                visit_one(child)

    def visit_one(node: ast.AST) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.update(_targets(node, module, is_package, known))
        else:
            visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(module)
    return found


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    part.append(top)
                    if top == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


def test_every_package_has_a_layer() -> None:
    assert {_layer(m) for m in _modules()} - {"clocktower"} <= set(RANK)


def test_each_layer_imports_only_the_layers_below_it() -> None:
    modules = _modules()
    offenders = {}
    for module, path in modules.items():
        layer = _layer(module)
        if layer not in RANK:
            continue
        bad = {m for m in _imports(path, set(modules), typing_too=True)
               if m != "clocktower" and _layer(m) != layer and RANK.get(_layer(m), len(LAYERS)) >= RANK[layer]}
        if bad:
            offenders[module] = sorted(bad)
    assert not offenders


def test_the_engine_imports_neither_the_characters_nor_the_bots_nor_presentation() -> None:
    modules = _modules()
    engine = {m: p for m, p in modules.items() if m == "clocktower.game" or m.startswith("clocktower.game.")}
    assert "clocktower.game.views" in engine and "clocktower.game.engine" in engine
    offenders = {m: sorted(bad) for m, p in engine.items()
                 if (bad := {t for t in _imports(p, set(modules), typing_too=True)
                             if _layer(t) in ("abilities", "agents", "present", "scenario", "api", "cli", "web")})}
    assert not offenders


def test_the_import_graph_has_no_runtime_cycle() -> None:
    modules = _modules()
    graph = {m: _imports(p, set(modules), typing_too=False) for m, p in modules.items()}
    assert sum(len(v) for v in graph.values()) > 500  # the walk finds the imports at all
    assert not _cycles(graph)


def test_the_cycle_check_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_engine_finds_characters_and_bots_by_name() -> None:
    from clocktower.game.ability import CHARACTER_PACKAGES, ability_class
    from clocktower.game.decisions import DEFAULT_BOTS, default_deciders

    assert CHARACTER_PACKAGES == ["clocktower.abilities"] and ability_class("monk") is not None
    storyteller, player = default_deciders(3)
    assert DEFAULT_BOTS == "clocktower.agents.random" and storyteller.is_bot and player.is_bot
