"""Prompt and phrase files, loaded by name so text lives apart from code."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

PROMPTS_DIR = Path(__file__).resolve().parent


@cache
def load_prompt(name: str) -> str:
    return (PROMPTS_DIR / f"{name}.md").read_text(encoding="utf-8").strip()


@cache
def load_json(name: str) -> dict:
    return json.loads((PROMPTS_DIR / f"{name}.json").read_text(encoding="utf-8"))


def phrase(key: str, lang: str, **values) -> str:
    """A phrase of the offline brain in the person's language, with values filled in."""
    entry = load_json("offline_phrases")[key]
    text = entry.get(lang) or entry["en"]
    return text.format(**values) if values else text
