"""Fault injection for the crash-safety tests: kill the process on entering a chosen node.

`PLANNER_CRASH_AT=<node>` makes that node send SIGKILL to its own process the first time it is entered;
`<node>@N` waits for the N-th entry (e.g. `tool_executor@2`, the second ReAct round). Several points may be
given, comma-separated. Node names are the graph's own: llm_router, planning_node, recommend,
tool_executor (the two inside recommend_tool_node), guide_generation_node, reflection_node.

Nothing is wrapped when the variable is unset at graph build time, so the normal graph is unchanged.
SIGKILL is the point: no `finally`, no atexit, no flush, exactly like a killed container or an OOM kill.
"""

from __future__ import annotations

import functools
import os
import signal
import threading
from collections import Counter

from settings import env

ENV = "PLANNER_CRASH_AT"
_entries: Counter[str] = Counter()
_lock = threading.Lock()


def crash_points() -> dict[str, int]:
    """{node name: the entry number that kills}, from PLANNER_CRASH_AT."""
    points: dict[str, int] = {}
    for part in (env(ENV) or "").split(","):
        name, _, nth = part.strip().partition("@")
        if name:
            points[name] = int(nth) if nth.strip().isdigit() and int(nth) > 0 else 1
    return points


def enter(name: str) -> None:
    """Count an entry into `name`; SIGKILL this process if it is a configured crash point."""
    nth = crash_points().get(name)
    if nth is None:
        return
    with _lock:
        _entries[name] += 1
        count = _entries[name]
    if count == nth:
        os.kill(os.getpid(), signal.SIGKILL)


def wrap(name: str, node):
    """`node` as given when no crash point is configured; else the same node with `enter(name)` first.

    A plain function keeps its signature (LangGraph injects `config` by parameter name); a runnable such
    as ToolNode is called with the state and config it would have received.
    """
    if name not in crash_points():
        return node
    if hasattr(node, "invoke"):

        def run(state, config):
            enter(name)
            return node.invoke(state, config)

        run.__name__ = name
        return run

    @functools.wraps(node)
    def wrapped(*args, **kwargs):
        enter(name)
        return node(*args, **kwargs)

    return wrapped
