"""Shared set-up for the whole suite.

One throw-away data directory for the session, set before any project module is imported, so that every
test (and every `python -m graph.cli` subprocess) shares one SQLite checkpoint file, one Chroma directory
and one built knowledge base. Tests are kept apart by unique user ids and thread ids, not by new data dirs.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import uuid
from pathlib import Path

import pytest

from settings import scratch_dir
from tests.helpers import ISOLATED_ENV, REPO_ROOT, run_graph_cli

DATA_DIR = str(scratch_dir("planner-tests-"))
os.environ["PLANNER_DATA_DIR"] = DATA_DIR
# The offline brain and an embedded Chroma directory (tests.helpers.ISOLATED_ENV says why).
for _name in ISOLATED_ENV:
    os.environ.pop(_name, None)
atexit.register(shutil.rmtree, DATA_DIR, ignore_errors=True)
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))


@pytest.fixture(scope="session")
def data_dir() -> Path:
    return Path(DATA_DIR)


@pytest.fixture(scope="session")
def kb():
    """The session's knowledge base, built once in this process (~15 s) before anything uses it."""
    from knowledge.service import get_knowledge_base

    return get_knowledge_base()


@pytest.fixture(scope="session")
def session(kb):
    """One PlannerSession on the offline brain for the whole run (real SQLite checkpointer)."""
    from graph.session import PlannerSession

    return PlannerSession(brain="offline")


@pytest.fixture()
def user() -> str:
    """A user id no other test uses."""
    return f"t-{uuid.uuid4().hex[:12]}"


@pytest.fixture()
def state_of(session):
    """The raw graph state of a thread (what the checkpointer stored)."""

    def read(thread_id: str) -> dict:
        return session.graph.get_state({"configurable": {"thread_id": thread_id}}).values

    return read


@pytest.fixture()
def run_cli(kb):
    """Run `python -m graph.cli ARGS` in a new process on the same data directory.

    Returns (exit code, parsed stdout JSON or None, raw stdout, stderr). Depends on `kb` so that the
    knowledge base is built in this process first and the subprocesses only open it.
    """

    def run(*args: str, timeout: float = 300):
        proc, payload = run_graph_cli(*args, timeout=timeout)
        return proc.returncode, payload, proc.stdout, proc.stderr

    return run


# --- two tiers: `bash test.sh --fast` runs what needs no built knowledge base, browser, server or process ---
SLOW_FIXTURES = {"kb", "session", "run_cli", "state_of"}
SLOW_MODULES = {
    "test_ui_browser",
    "test_ui_client",
    "test_durability",
    "test_shared_services",
    "test_session_worker",
    "test_notebook",
    "test_retrieval_eval",
    "test_caches",
    "test_knowledge",
    "test_crosslingual",
    "test_memory_graph",
    "test_llm_brain",  # graph runs on the real knowledge base against the loopback model server
    "test_injection",  # indexes a PDF into the real knowledge base
}


def pytest_collection_modifyitems(config, items):
    for item in items:
        module = item.module.__name__.rsplit(".", 1)[-1]
        if module in SLOW_MODULES or SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
