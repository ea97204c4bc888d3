"""The tool catalog and the workflow knowledge: loading and validation.

The catalog is the recommender's ground truth: a tool it names must exist here (or in cited search
results), so a broken or duplicated entry is rejected loudly at load time rather than silently skipped.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import jsonschema

KNOWLEDGE_DIR = Path(__file__).resolve().parent
CATALOG_DIR = KNOWLEDGE_DIR / "catalog"
SCHEMA_PATH = KNOWLEDGE_DIR / "catalog_schema.json"
WORKFLOWS_PATH = KNOWLEDGE_DIR / "workflows.json"
CATEGORIES_PATH = KNOWLEDGE_DIR / "categories.json"


class CatalogError(ValueError):
    """A catalog file that cannot be used as it is; the message names the file and the entry."""


def validate_entries(entries: list[dict], origin: str) -> None:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(entries), key=lambda e: list(e.path))
    if errors:
        err = errors[0]
        where = "/".join(str(p) for p in err.path)
        entry = entries[err.path[0]] if err.path and isinstance(err.path[0], int) else None
        label = f" (id {entry.get('id')!r})" if isinstance(entry, dict) else ""
        raise CatalogError(f"{origin}: entry {where}{label}: {err.message}")


def load_catalog_files(paths: list[Path]) -> list[dict]:
    """Load and validate catalog files; duplicate ids or names across files are an error."""
    entries: list[dict] = []
    seen_ids: dict[str, str] = {}
    seen_names: dict[str, str] = {}
    for path in paths:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise CatalogError(f"{path.name}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc
        if not isinstance(data, list):
            raise CatalogError(f"{path.name}: expected a JSON array of entries")
        validate_entries(data, path.name)
        for entry in data:
            key_id, key_name = entry["id"], entry["name"].strip().lower()
            if key_id in seen_ids:
                raise CatalogError(f"{path.name}: duplicate id {key_id!r} (also in {seen_ids[key_id]})")
            if key_name in seen_names:
                raise CatalogError(f"{path.name}: duplicate name {entry['name']!r} (also in {seen_names[key_name]})")
            seen_ids[key_id], seen_names[key_name] = path.name, path.name
            entries.append(entry)
    return entries


@lru_cache(maxsize=1)
def load_catalog() -> tuple[dict, ...]:
    return tuple(load_catalog_files(sorted(CATALOG_DIR.glob("*.json"))))


@lru_cache(maxsize=1)
def catalog_by_id() -> dict[str, dict]:
    return {e["id"]: e for e in load_catalog()}


def find_tool(name_or_id: str) -> dict | None:
    """Exact id or case-insensitive name match: how free-text tool names are checked against the catalog."""
    key = (name_or_id or "").strip().lower()
    if not key:
        return None
    by_id = catalog_by_id()
    if key in by_id:
        return by_id[key]
    for entry in by_id.values():
        if entry["name"].lower() == key:
            return entry
    return None


@lru_cache(maxsize=1)
def load_workflows() -> tuple[dict, ...]:
    data = json.loads(WORKFLOWS_PATH.read_text(encoding="utf-8"))
    categories = load_categories()
    for wf in data:
        for stage in wf["stages"]:
            if stage["category"] not in categories:
                raise CatalogError(f"workflows.json: {wf['id']}: unknown category {stage['category']!r}")
    return tuple(data)


@lru_cache(maxsize=1)
def load_categories() -> dict[str, dict]:
    return json.loads(CATEGORIES_PATH.read_text(encoding="utf-8"))
