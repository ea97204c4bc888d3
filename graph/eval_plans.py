"""`python -m graph.eval_plans DIR [--json] [--ids d01,d02] [--out OUT]`: plan quality on annotated requests.

Each request of DIR/tasks.json goes through the same session API as `python -m graph.cli run TASK
--auto-approve --json` (offline brain unless an endpoint is configured, a fresh user per request, so no
request learns from another). The CLI-shaped outputs are kept under the data directory (one <id>.json each,
the reference scorer's input) and scored by graph.plan_scoring with the rules of DIR's README.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import uuid
from pathlib import Path

from graph.cli import public_result
from graph.plan_scoring import Resolver, load_catalog, score_task, summarize
from knowledge.catalog import CATALOG_DIR
from settings import data_dir


def run_requests(tasks: list[dict], out_dir: Path, progress=None) -> dict[str, dict]:
    """Run every request to its end (auto-approving the plan) and keep each CLI-shaped output."""
    from graph.session import PlannerSession  # heavy: only running requests needs the graph (not --rescore)

    session = PlannerSession()
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs: dict[str, dict] = {}
    for task in tasks:
        started = time.perf_counter()
        user = f"eval-{uuid.uuid4().hex[:12]}"
        result = session.start(task["task"], user_id=user, language=task.get("lang"))
        if result["status"] == "awaiting_approval":
            result = session.approve(result["thread_id"])
        out = public_result(result)
        out["seconds"] = round(time.perf_counter() - started, 2)
        outputs[task["id"]] = out
        (out_dir / f"{task['id']}.json").write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
        if progress:
            progress(task["id"], out)
    return outputs


def score(tasks: list[dict], outputs: dict[str, dict | None], catalog_dir: Path = CATALOG_DIR) -> dict:
    resolver = Resolver(load_catalog(catalog_dir))
    results = {t["id"]: score_task(t, outputs.get(t["id"]), resolver) for t in tasks}
    return {
        "total": summarize(results),
        "by_lang": {
            lang: summarize({k: v for k, v in results.items() if v["lang"] == lang})
            for lang in sorted({v["lang"] for v in results.values()})
        },
        "tasks": results,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m graph.eval_plans", description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", type=Path, help="a folder with tasks.json (format of ../shared/eval/plans-dev)")
    parser.add_argument("--json", action="store_true", help="print one JSON object (default: a short table)")
    parser.add_argument("--ids", default="", help="comma-separated request ids to run (default: all)")
    parser.add_argument("--out", type=Path, default=None, help="where the outputs go (default: DATA/eval/<dir>)")
    parser.add_argument("--rescore", action="store_true", help="score the kept outputs without running again")
    args = parser.parse_args(argv)

    tasks = json.loads((args.dir / "tasks.json").read_text(encoding="utf-8"))
    if args.ids:
        wanted = {i.strip() for i in args.ids.split(",") if i.strip()}
        tasks = [t for t in tasks if t["id"] in wanted]
    out_dir = args.out or data_dir() / "eval" / args.dir.resolve().name
    if args.rescore:
        outputs = {}
        for t in tasks:
            path = out_dir / f"{t['id']}.json"
            outputs[t["id"]] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
    else:
        outputs = run_requests(
            tasks, out_dir, None if args.json else lambda i, o: print(i, o["status"], file=sys.stderr)
        )
    report = score(tasks, outputs)
    report["outputs"] = str(out_dir)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    total = report["total"]
    for key in (
        "stage_coverage_pct",
        "stage_coverage_strict_pct",
        "good_pick_pct",
        "acceptable_pick_pct",
        "wrong_pick_pct",
        "off_job_plans",
        "plans_with_off_job_steps",
        "constraint_adherence_pct",
        "korean_guide_purity_pct",
        "question_handling_pct",
    ):
        print(f"{key:32} {total.get(key)}")
    print(f"outputs: {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
