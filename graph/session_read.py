"""The reading half of PlannerSession (graph/session.py): what a stored thread is, without changing it.

Every status dict the session returns is made here from the thread's last checkpoint: which nodes are still
to run, whether an approved run was stopped inside recommend_tool_node ("interrupted"), whether a finished
guide still has its memories to write, and the owner check that answers someone else's thread exactly like
an unknown one. It is a module of its own because these rules decide what every caller (CLI, notebook, page)
is told about a thread; kept apart from the code that runs the graph and changes threads, they can be read
and checked in one place. Nothing here writes a checkpoint.
"""

from __future__ import annotations

from graph.plan_versions import PlanVersions
from graph.result import RunResult, Status, error_result, from_state, status_of
from graph.threads import thread_ids

APPROVAL_NODE = "recommend_tool_node"


def pending_nodes(snapshot) -> tuple[str, ...]:
    """The nodes still to run. A step whose tasks all saved their writes before the process died is not
    in `snapshot.next` (LangGraph lists only tasks without writes), yet the run has not finished: on resume
    LangGraph applies those writes and goes on. With durability "async" a kill right after a node is the
    usual way to get there."""
    return tuple(snapshot.next) or tuple(task.name for task in snapshot.tasks)


def unknown_thread(thread_id: str | None) -> RunResult:
    """The answer for a thread that does not exist or is someone else's: the same words for both."""
    return error_result(thread_id, f"unknown thread {thread_id!r}")


def _first_request(values: dict) -> str:
    for message in values.get("messages") or []:
        if getattr(message, "type", "") == "human":
            return str(message.content)[:200]
    return ""


class ThreadReader:
    """Reads of the compiled graph's threads; PlannerSession adds the turns that run and change them."""

    def __init__(self, graph) -> None:
        self.graph = graph
        self._versions = PlanVersions(graph, APPROVAL_NODE)

    def _stored(self, thread_id: str, owner: str | None = None):
        """The thread's last snapshot, or None when it has nothing stored or belongs to someone other than
        `owner` (None: no check, for the CLI and tests acting as the operator). A thread of another owner
        is answered exactly like an unknown one, so a guessed id learns nothing."""
        if not thread_id:
            return None
        snapshot = self.graph.get_state({"configurable": {"thread_id": thread_id}})
        if not snapshot.values:
            return None
        if owner is not None and snapshot.values.get("user_id") != owner:
            return None
        return snapshot

    def status(self, thread_id: str, owner: str | None = None) -> RunResult:
        return self._status_of(self._stored(thread_id, owner), thread_id)

    def language(self, thread_id: str, owner: str | None = None) -> str | None:
        """The thread's reply language ("ko" / "en"; None for an unknown thread): one checkpoint read."""
        snapshot = self._stored(thread_id, owner)
        return snapshot.values.get("language") if snapshot else None

    def _status_of(self, snapshot, thread_id: str) -> RunResult:
        if snapshot is None:
            return unknown_thread(thread_id)
        result = self._result(snapshot.values, pending_nodes(snapshot), thread_id)
        if result["status"] == Status.AWAITING_APPROVAL and self._recommender_started(snapshot):
            result["status"] = Status.INTERRUPTED  # approved, then stopped inside recommend_tool_node (a crash)
        return result

    def _recommender_started(self, snapshot) -> bool:
        """Whether recommend_tool_node began and was stopped: its subgraph has a checkpoint of its own.

        The paused task's `state` is the config of that subgraph's namespace; one checkpoint read answers it
        (get_state(subgraphs=True) read the parent again and built a second snapshot, twice per session)."""
        for task in snapshot.tasks:
            if task.name == APPROVAL_NODE and isinstance(task.state, dict):
                found = self.graph.checkpointer.get_tuple(task.state)
                if found is not None and found.checkpoint.get("channel_values"):
                    return True
        return False

    @staticmethod
    def _result(v: dict, next_nodes: tuple, thread_id: str) -> RunResult:
        """The result every caller gets, from a state's values and what would run next."""
        status = status_of(v, next_nodes, APPROVAL_NODE)
        result = from_state(v, status, thread_id)
        if status == Status.DONE and "reflection_node" in next_nodes:
            # the guide is final; its memories are being written (background) or their writer died:
            # resume() (or approve() with no edit) writes them
            result["memory_pending"] = True
        return result

    def exists(self, thread_id: str, owner: str | None = None) -> bool:
        """Whether this thread id has anything stored (for `owner`, when given)."""
        return self._stored(thread_id, owner) is not None

    def threads(self, owner: str, limit: int = 30) -> list[dict]:
        """The owner's threads for "My plans", newest first: thread id, task, status, time of the last step."""
        rows = []
        for thread in thread_ids(self.graph.checkpointer, owner, limit):
            snapshot = self._stored(thread, owner)
            if snapshot is None:
                continue
            result = self._status_of(snapshot, thread)
            rows.append(
                {
                    "thread_id": thread,
                    "task": _first_request(snapshot.values),
                    "status": result["status"],
                    "updated_at": snapshot.created_at or "",
                    "language": result.get("language"),
                }
            )
        return rows

    def plan_versions(self, thread_id: str, owner: str | None = None) -> list[dict]:
        """Every distinct plan this thread has paused on, oldest first (see graph/plan_versions.py).

        Each item: {"n" (1-based), "sub_tasks", "checkpoint_id", "created_at", "origin": "planned"|"edited"}.
        """
        if owner is not None and self._stored(thread_id, owner) is None:
            return []
        return self._versions.list(thread_id)
