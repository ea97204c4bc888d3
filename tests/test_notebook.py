"""notebooks/quickstart.ipynb runs top to bottom (plan, edit, approve, guide) on the offline brain."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def test_quickstart_notebook_executes():
    nb = nbformat.read(ROOT / "notebooks" / "quickstart.ipynb", as_version=4)
    env_before = os.environ.get("PLANNER_DATA_DIR")
    assert env_before, "conftest sets a throw-away data directory; the kernel inherits it"
    client = NotebookClient(
        nb, timeout=240, kernel_name="python3", resources={"metadata": {"path": str(ROOT / "notebooks")}}
    )
    client.execute()
    outputs = "".join(
        out.get("text", "") for cell in nb.cells if cell.cell_type == "code" for out in cell.get("outputs", [])
    )
    assert "awaiting_approval" in outputs
    assert "영어 자막 번역하기 ->" in outputs
    assert "catalog:" in outputs
