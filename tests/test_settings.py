"""One settings module: every variable declared once, typed, and the README's table generated from it."""

import re
from pathlib import Path

import settings

ROOT = Path(__file__).resolve().parent.parent


def test_the_readme_table_is_the_generated_one():
    assert settings.markdown_table() in (ROOT / "README.md").read_text(encoding="utf-8")


def test_env_reads_typed_values_with_defaults(monkeypatch):
    monkeypatch.setenv("PLANNER_CONCURRENCY", "7")
    monkeypatch.setenv("PLANNER_WARMUP", "0")
    monkeypatch.delenv("PLANNER_LLM_TIMEOUT", raising=False)
    assert settings.env("PLANNER_CONCURRENCY") == 7
    assert settings.env("PLANNER_WARMUP") is False
    assert settings.env("PLANNER_LLM_TIMEOUT") == 60.0


def test_the_layers_below_the_app_read_the_environment_only_through_settings():
    """graph/, knowledge/, memory_store/, tools/, prompts/, ui/, server/ and app.py never read os.environ directly."""
    offenders = []
    paths = [ROOT / "app.py"] + [
        p
        for f in ("graph", "knowledge", "memory_store", "tools", "prompts", "ui", "server")
        for p in (ROOT / f).rglob("*.py")
    ]
    for path in paths:
        if True:
            text = path.read_text(encoding="utf-8")
            for m in re.finditer(r"os\.environ(?:\.get)?\(\s*\"([A-Z_]+)\"|os\.getenv\(", text):
                name = m.group(1) or ""
                if name not in ("HF_HUB_OFFLINE",):  # set for a third-party library, not read
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == [], offenders
