"""Rewrite knowledge/workflows/*.json in the house layout: one job a block, one stage a line (readable diffs)."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "knowledge" / "workflows"


def dump(jobs: list[dict]) -> str:
    blocks = []
    for job in jobs:
        lines = []
        for key, value in job.items():
            if key in ("stages", "cautions"):
                items = ",\n".join("      " + json.dumps(v, ensure_ascii=False) for v in value)
                lines.append(f'    "{key}": [\n{items}\n    ]')
            else:
                lines.append(f"    {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
        blocks.append("  {\n" + ",\n".join(lines) + "\n  }")
    return "[\n" + ",\n".join(blocks) + "\n]\n"


if __name__ == "__main__":
    for path in [Path(p) for p in sys.argv[1:]] or sorted(ROOT.glob("*.json")):
        path.write_text(dump(json.loads(path.read_text(encoding="utf-8"))), encoding="utf-8")
        print(path.name)
