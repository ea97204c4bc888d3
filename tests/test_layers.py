"""The layout shows the architecture: a layer imports only the layers below it (anywhere in a file, lazy
imports included), so that a store or a tool can be used and tested without the graph or the page.

    app.py, ui/, server/   the page and its process plumbing
    graph/                 state, nodes, brains, builder, the session adapter
    tools/                 what the recommender may call
    memory_store/          (uses the embedders and Chroma client of knowledge/)
    knowledge/
    core/, settings.py     shared rules and settings
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# layer -> the project packages it must never import
FORBIDDEN = {
    "core": {"settings", "knowledge", "memory_store", "tools", "graph", "ui", "server", "app", "prompts"},
    "knowledge": {"graph", "ui", "server", "app", "tools", "memory_store"},  # the memory store uses its embedders
    "memory_store": {"graph", "ui", "server", "app", "tools"},
    "tools": {"graph", "ui", "server", "app"},
    "graph": {"ui", "server", "app"},
}


def _imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_never_imports_a_layer_above_it(layer):
    offenders = [
        f"{path.relative_to(ROOT)} imports {sorted(_imported(path) & FORBIDDEN[layer])}"
        for path in sorted((ROOT / layer).rglob("*.py"))
        if _imported(path) & FORBIDDEN[layer]
    ]
    assert offenders == []
