"""The tool catalog as the recommender sees it: files plus the signal and guide overlays, schema-valid."""

import json
import re

import jsonschema

from knowledge.catalog import SCHEMA_PATH, load_catalog
from knowledge.text import HANGUL


def test_at_least_500_tools_and_every_merged_entry_is_schema_valid():
    catalog = load_catalog()
    assert len(catalog) >= 500
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.validate(list(catalog), schema)


def test_signals_are_filled_for_every_tool():
    for entry in load_catalog():
        assert entry["adoption"] in (1, 2, 3) and entry["market"] and isinstance(entry["needs_coding"], bool)


def test_korean_texts_read_as_korean():
    """A Korean how-to or free plan with English sentences in it would leak into Korean guides."""
    for entry in load_catalog():
        for text in filter(None, [entry.get("free_tier_ko"), (entry.get("how_to") or {}).get("ko")]):
            latin = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text) if not (w.isupper() and len(w) <= 5)]
            hangul = re.findall(r"[\uac00-\ud7a3]+", text)
            assert HANGUL.search(text) and len(latin) <= max(3, len(hangul) // 3), (entry["id"], text)


def test_a_korea_only_service_is_marked_and_speaks_korean():
    korea = [e for e in load_catalog() if e["market"] == "korea"]
    assert len(korea) >= 60
    assert all(e["supports_korean"] for e in korea), [e["id"] for e in korea if not e["supports_korean"]]
