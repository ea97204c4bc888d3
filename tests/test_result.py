"""The result contract (graph/result.py): one shape for every outcome, one list of statuses."""

from __future__ import annotations

import json
import re
from pathlib import Path

from graph.result import Status, error_result, failed, from_state, recommendation, status_of

ROOT = Path(__file__).resolve().parent.parent
APPROVAL = "recommend_tool_node"


def test_an_error_result_has_every_key_a_normal_result_has():
    normal = from_state({"sub_tasks": ["a"], "status": "done", "final_guide": "# g"}, Status.DONE, "t1")
    error = error_result("t2", "unknown thread 't2'", language="ko")
    assert set(error) == set(normal)
    assert error["status"] == "error" and error["errors"] == ["unknown thread 't2'"] and error["language"] == "ko"


def test_statuses_are_plain_strings_in_json():
    result = from_state({"status": "done"}, Status.DONE, "t")
    assert json.loads(json.dumps(result))["status"] == "done"
    assert Status.AWAITING_APPROVAL == "awaiting_approval"


def test_status_from_what_would_run_next():
    assert status_of({"status": "planning"}, (APPROVAL,), APPROVAL) == Status.AWAITING_APPROVAL
    assert status_of({"status": "done"}, ("reflection_node",), APPROVAL) == Status.DONE
    assert status_of({"status": "recommending"}, ("guide_generation_node",), APPROVAL) == Status.INTERRUPTED
    assert status_of({"status": "refused"}, (), APPROVAL) == Status.REFUSED
    assert status_of({}, (), APPROVAL) == Status.DONE


def test_a_failed_run_keeps_its_errors_and_says_why():
    result = failed(error_result("t", "first"), RuntimeError("boom"))
    assert result["status"] == Status.ERROR and result["errors"] == ["first", "run failed: RuntimeError: boom"]


def test_a_recommendation_shows_public_keys_only():
    rec = recommendation({"sub_task": "s", "tool": "T", "index": 3, "tool_id": "t", "decided_by": "offline"})
    assert rec["tool_id"] == "t" and rec["decided_by"] == "offline" and "index" not in rec
    assert {"sub_task", "tool", "category", "url", "reason", "sources"} <= set(rec)


def test_every_status_the_code_writes_or_compares_is_in_the_list():
    """A status spelled anywhere in the app (nodes, session, UI) must be a Status value: no private statuses."""
    known = {s.value for s in Status}
    pattern = re.compile(r'"status"\]?\s*(?:==|!=|=|:)\s*"([a-z_]+)"')
    found = set()
    for folder in ("graph", "ui"):
        for path in (ROOT / folder).rglob("*.py"):
            found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    found |= set(re.findall(r'"status"\] = "([a-z_]+)"', (ROOT / "app.py").read_text(encoding="utf-8")))
    assert found, "the scan found no statuses at all"
    assert found <= known, found - known
