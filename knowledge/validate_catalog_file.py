"""Validate one catalog JSON file against the schema (helper script for data authors)."""

import json
import sys
from pathlib import Path

import jsonschema

here = Path(__file__).parent
schema = json.loads((here / "catalog_schema.json").read_text())
for f in sys.argv[1:]:
    data = json.loads(Path(f).read_text())
    jsonschema.validate(data, schema)
    ids = [e["id"] for e in data]
    names = [e["name"].lower() for e in data]
    dup = {i for i in ids if ids.count(i) > 1} | {n for n in names if names.count(n) > 1}
    if dup:
        sys.exit(f"{f}: duplicates {sorted(dup)}")
    print(f"{f}: {len(data)} entries OK")
