"""Catalog gaps: tools and platforms people name that the catalog does not have.

`record(names)` counts each name (never the request it came from) in `<data dir>/catalog_gaps.json`;
`python -m knowledge.gaps [--json]` prints them for the maintainer, most asked first, with when each was
last asked. Names are trimmed, control characters removed and lengths bounded: they are a person's text.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import threading
from datetime import UTC, datetime
from pathlib import Path

from settings import data_dir

_LOCK = threading.Lock()
MAX_NAME = 40


def _path() -> Path:
    return data_dir() / "catalog_gaps.json"


def _clean(name: str) -> str:
    name = re.sub(r"[\x00-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]", "", str(name))
    return " ".join(name.split())[:MAX_NAME]


def load() -> dict[str, dict]:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def record(names: list[str]) -> None:
    """Count each named-but-missing tool once more; the file is replaced atomically."""
    names = [n for n in (_clean(n) for n in names) if len(n) >= 2]
    if not names:
        return
    now = datetime.now(UTC).isoformat(timespec="seconds")
    with _LOCK:
        data = load()
        for name in names:
            entry = data.setdefault(name.lower(), {"name": name, "count": 0, "last_asked": now})
            entry["count"] += 1
            entry["last_asked"] = now
        tmp = _path().with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, _path())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m knowledge.gaps", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = sorted(load().values(), key=lambda e: (-e["count"], e["name"].lower()))
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    if not rows:
        print("no catalog gaps recorded")
    for row in rows:
        print(f"{row['count']:5d}  {row['name']:<40}  last asked {row['last_asked']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
