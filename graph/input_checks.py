"""What a person may send the planner: a task and an edited plan. Checked before anything is stored.

Used by graph.session (and through it the UI, the CLI and the notebook), so every entry point refuses the
same input with the same message.
"""

from __future__ import annotations

from typing import Any

from graph.limits import MAX_SUB_TASK_CHARS, MAX_SUB_TASKS, MAX_TASK_CHARS
from knowledge.text import strip_invisible


class PlanEditError(ValueError):
    """An edited plan that cannot be approved; the stored plan is left unchanged."""


def validate_edit(sub_tasks: Any) -> list[str]:
    if not isinstance(sub_tasks, list) or not all(isinstance(s, str) for s in sub_tasks):
        raise PlanEditError("the plan must be a list of sub-task texts")
    cleaned = [" ".join(strip_invisible(s).split()) for s in sub_tasks]
    cleaned = [s for s in cleaned if s]
    if not cleaned:
        raise PlanEditError("the plan is empty: keep at least one sub-task")
    if len(cleaned) > MAX_SUB_TASKS:
        raise PlanEditError(f"the plan has {len(cleaned)} sub-tasks; at most {MAX_SUB_TASKS} are allowed")
    too_long = [s[:40] for s in cleaned if len(s) > MAX_SUB_TASK_CHARS]
    if too_long:
        raise PlanEditError(f"a sub-task is limited to {MAX_SUB_TASK_CHARS} characters: {too_long[0]}...")
    if len({s.lower() for s in cleaned}) != len(cleaned):
        raise PlanEditError("the plan lists the same sub-task twice")
    return cleaned


def check_task(task: Any) -> str | None:
    """The error message for a task we will not start, or None."""
    if not isinstance(task, str) or not strip_invisible(task).strip():
        return "please enter a task"
    if len(task) > MAX_TASK_CHARS:
        return f"the task is {len(task):,} characters long; the limit is {MAX_TASK_CHARS:,}. Please shorten it."
    return None
