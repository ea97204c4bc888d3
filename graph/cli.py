"""Command line: `python -m graph.cli run "TASK" --auto-approve --json` and plan / approve / revise.

With --json, exactly one JSON object goes to stdout (logs go to stderr), the contract other tools use.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

import store_health
from graph import result as result_contract
from graph.result import error_result
from knowledge.text import strip_invisible
from settings import env, os_user

CONTRACT_KEYS = ("status", "thread_id", "is_complex_task", "sub_tasks", "recommendations", "guide", "memories_written")
EXTRA_KEYS = (
    "language",
    "clarification_question",
    "choices",
    "assumption",
    "understanding",
    "plan",
    "notices",
    "errors",
    "brain",
    "failure_tags",
)
REC_KEYS = (*result_contract.REC_KEYS, "tool_id", "alternatives", "decided_by")


def public_result(result: dict) -> dict:
    """The CLI's JSON object: the contract keys first, then what later versions added."""
    out = {k: result.get(k) for k in CONTRACT_KEYS}
    out["recommendations"] = [
        {k: r.get(k) for k in REC_KEYS if k in r or k in result_contract.REC_KEYS}
        for r in result.get("recommendations") or []
    ]
    out.update({k: result.get(k) for k in EXTRA_KEYS if k in result})
    return out


def _print(result: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(public_result(result), ensure_ascii=False))
        return
    out = _terminal_print  # text mode: nothing a task, a PDF or a model wrote can drive the terminal
    out(f"[{result['status']}] thread {result.get('thread_id')}")
    for e in result.get("errors") or []:
        out(f"error: {e}")
    for n in result.get("notices") or []:
        out(f"notice: {n}")
    if result.get("clarification_question"):
        out(result["clarification_question"])
    if result["status"] == "awaiting_approval":
        for i, s in enumerate(result["sub_tasks"], 1):
            out(f"  {i}. {s}")
        out(f"approve: python -m graph.cli approve --thread {result['thread_id']}")
    if result.get("guide"):
        out(result["guide"])


def _terminal_print(text: str = "") -> None:
    sys.stdout.write(strip_invisible(str(text)) + "\n")


MAX_EDIT_BYTES = 256 * 1024


def _read_edit(path: str) -> list[str]:
    """An edit file: a JSON list of sub-tasks (or {"sub_tasks": [...]}) or plain text, one per line."""
    if Path(path).stat().st_size > MAX_EDIT_BYTES:
        raise ValueError(f"{path}: larger than {MAX_EDIT_BYTES // 1024} KB")
    text = Path(path).read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError(f"{path}: the JSON is nested too deeply") from None
    except json.JSONDecodeError:
        if text.lstrip().startswith(("[", "{")):
            raise ValueError(f"{path}: looks like JSON but does not parse") from None
        return [line for line in text.splitlines() if line.strip()]
    if isinstance(data, dict):
        data = data.get("sub_tasks")
    if not isinstance(data, list) or not all(isinstance(item, str) for item in data):
        raise ValueError(f"{path}: expected a JSON list of sub-task texts")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m graph.cli", description="AI workflow planner")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("run", "plan"):
        p = sub.add_parser(name, help="plan a task" + (" and (with --auto-approve) finish it" if name == "run" else ""))
        p.add_argument("task")
        p.add_argument("--user", default=None, help="whose memories and threads (default: the OS user)")
        p.add_argument("--lang", choices=["ko", "en"], default=None)
        p.add_argument("--thread", default=None)
        p.add_argument("--json", action="store_true")
        if name == "run":
            p.add_argument("--auto-approve", action="store_true")
    p = sub.add_parser("approve", help="approve a paused plan, optionally edited")
    p.add_argument("--thread", required=True)
    p.add_argument("--edit-file", default=None)
    p.add_argument("--user", default=None, help="the thread's owner (default: the OS user)")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("revise", help="re-plan with feedback")
    p.add_argument("--thread", required=True)
    p.add_argument("--feedback", required=True)
    p.add_argument("--user", default=None, help="the thread's owner (default: the OS user)")
    p.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    user = args.user or os_user()

    logging.basicConfig(level=env("PLANNER_LOG_LEVEL", "WARNING"), stream=sys.stderr)
    from graph.session import PlannerSession  # heavy: the graph loads once the arguments parse

    session = PlannerSession()
    if args.command in ("run", "plan"):
        result = session.start(args.task, user_id=user, language=args.lang, thread_id=args.thread)
        if args.command == "run" and args.auto_approve and result["status"] == "awaiting_approval":
            result = session.approve(result["thread_id"], owner=user)
    elif args.command == "approve":
        try:
            edit = _read_edit(args.edit_file) if args.edit_file else None
        except (OSError, ValueError) as exc:
            result = error_result(args.thread, f"cannot read the edit file: {exc}")
        else:
            result = session.approve(args.thread, edit, owner=user)
    else:
        result = session.revise(args.thread, args.feedback, owner=user)
    for problem in store_health.problems():  # a store kept aside or found missing: say which file
        print(f"store problem: {problem}", file=sys.stderr)
    _print(result, args.json)
    return 1 if result["status"] == "error" or result.get("errors") else 0


if __name__ == "__main__":
    sys.exit(main())
