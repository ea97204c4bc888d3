"""The adapter between people and the graph: used by the CLI, the notebook
and the UI, so that validation, thread handling and the shape of results live in one place.

Every call returns a status dict: `awaiting_approval`, `done`, `needs_clarification`, `refused` or
`error`, with the plan, the recommendations, the guide, notices and errors. Bad input is refused here,
before anything is stored, and a refused edit leaves the stored plan as it was.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import uuid

from langchain_core.messages import HumanMessage

from graph.builder import build_graph
from graph.checkpoints import get_checkpointer, run_durability
from graph.context import Context
from graph.input_checks import PlanEditError, check_task, validate_edit
from graph.limits import MAX_FEEDBACK_CHARS
from graph.plan_steps import removed_steps
from graph.plan_versions import PlanVersions
from graph.result import RunResult, Status, error_result, failed, from_state, status_of
from knowledge.text import strip_invisible
from memory_store.store import MemoryRefused, check_user
from settings import os_user

log = logging.getLogger(__name__)
APPROVAL_NODE = "recommend_tool_node"
CLAIM_WAIT_S = 3.0  # how long a second call on a busy thread waits before it is refused


def _pending(snapshot) -> tuple[str, ...]:
    """The nodes still to run. A step whose tasks all saved their writes before the process died is not
    in `snapshot.next` (LangGraph lists only tasks without writes), yet the run has not finished: on resume
    LangGraph applies those writes and goes on. With durability "async" a kill right after a node is the
    usual way to get there."""
    return tuple(snapshot.next) or tuple(task.name for task in snapshot.tasks)


def _first_request(values: dict) -> str:
    for message in values.get("messages") or []:
        if getattr(message, "type", "") == "human":
            return str(message.content)[:200]
    return ""


def _unknown(thread_id: str | None) -> RunResult:
    """The answer for a thread that does not exist or is someone else's: the same words for both."""
    return error_result(thread_id, f"unknown thread {thread_id!r}")


def _busy(thread_id: str) -> RunResult:
    return error_result(thread_id, "this plan is already being worked on (another tab or a second click); wait for it")


class PlannerSession:
    def __init__(self, checkpointer=None, brain: str | None = None, durability: str | None = None) -> None:
        self.graph = build_graph(checkpointer or get_checkpointer())
        self.brain = brain
        self.durability = run_durability(durability)  # "sync" unless PLANNER_DURABILITY says otherwise
        self._reflections: dict[str, threading.Thread] = {}
        self._versions = PlanVersions(self.graph, APPROVAL_NODE)
        self._busy: set[str] = set()
        self._busy_lock = threading.Condition()

    @contextlib.contextmanager
    def _claim(self, thread_id: str, wait_s: float = CLAIM_WAIT_S):
        """Yields True when this call may change the thread, False when another call still does after
        `wait_s` (one approval, revision, restore, cancel or swap at a time per thread in this process). The
        short wait lets a call that follows a stopped run (its generator closing) go through."""
        with self._busy_lock:
            free = self._busy_lock.wait_for(lambda: thread_id not in self._busy, timeout=wait_s)
            if free:
                self._busy.add(thread_id)
        try:
            yield free
        finally:
            if free:
                with self._busy_lock:
                    self._busy.discard(thread_id)
                    self._busy_lock.notify_all()

    def _config(self, thread_id: str, user_id: str) -> dict:
        """Who and which thread: kept by the checkpointer (`user_id` is the metadata ownership is checked on)."""
        return {"configurable": {"thread_id": thread_id, "user_id": user_id}, "recursion_limit": 60}

    def _context(self) -> Context:
        """What the run is given (LangGraph's runtime context): passed again on every call that runs nodes."""
        return Context(brain=self.brain or "")

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

    def _run(self, payload, thread_id: str, user_id: str) -> RunResult:
        """Run until the graph pauses or ends."""
        config = self._config(thread_id, user_id)
        try:
            self.graph.invoke(payload, config, context=self._context(), durability=self.durability)
        except Exception as exc:  # the thread's last checkpoint stays; the person can retry
            log.exception("graph run failed on thread %s", thread_id)
            return failed(self.status(thread_id), exc)
        return self.status(thread_id)

    def wait_for_reflection(self, thread_id: str, timeout: float = 60.0) -> RunResult:
        """Block until a background reflection of this thread has written its memories."""
        worker = self._reflections.pop(thread_id, None)
        if worker is not None:
            worker.join(timeout)
        return self.status(thread_id)

    # --- the turns -------------------------------------------------------------------------------

    def start(
        self, task: str, user_id: str | None = None, language: str | None = None, thread_id: str | None = None
    ) -> RunResult:
        """A new request (or a reply to a clarifying question on the same thread)."""
        problem = check_task(task)
        if problem:
            return error_result(thread_id, problem)
        try:
            user_id = check_user(user_id or os_user())
        except MemoryRefused as exc:
            return error_result(thread_id, str(exc))
        if language not in (None, "ko", "en"):
            return error_result(thread_id, "language must be 'ko' or 'en'")
        if thread_id:
            snapshot = self._stored(thread_id)
            if snapshot is not None and snapshot.values.get("user_id") != user_id:
                return _unknown(thread_id)  # never add a message to someone else's thread
        thread_id = thread_id or uuid.uuid4().hex
        payload = {
            "messages": [HumanMessage(content=strip_invisible(task).strip())],
            "user_id": user_id,
            "language": language,
        }
        return self._run(payload, thread_id, user_id)

    def reply(self, thread_id: str, message: str, owner: str | None = None) -> RunResult:
        """Answer to a clarifying question: continues the same request."""
        snapshot = self._stored(thread_id, owner)
        if snapshot is None:
            return _unknown(thread_id)
        return self.start(message, snapshot.values.get("user_id", "local"), None, thread_id)

    def approve(
        self,
        thread_id: str,
        sub_tasks: list[str] | None = None,
        background_reflection: bool = False,
        owner: str | None = None,
    ) -> RunResult:
        """Approve the plan, optionally edited (the edit is applied as if planning_node wrote it): stream_approve()
        read to its end. With background_reflection the result comes as soon as the guide is written and the
        memory writer finishes on a background thread (the thread stays claimed until it has).

        A run that stopped mid-way (the process died after approval) is resumed from its last checkpoint.
        """
        events = self.stream_approve(thread_id, sub_tasks, owner, _values=background_reflection)
        for event in events:
            if event["event"] == "result":
                return event["result"]
            values = event.get("values") or {}
            if values.get("final_guide") and values.get("status") == Status.DONE:
                result = self._result(values, ("reflection_node",), thread_id)  # flags memory_pending
                worker = threading.Thread(target=_drain, args=(events,), name=f"reflect-{thread_id}", daemon=True)
                self._reflections[thread_id] = worker
                worker.start()
                return result
        return error_result(thread_id, "the run ended without a result")

    def _apply_edit(self, snapshot, thread_id: str, user_id: str, sub_tasks: list[str] | None) -> RunResult | None:
        """Store an edited plan as if planning_node wrote it; a refused edit returns the status with the
        error and leaves the stored plan unchanged."""
        if sub_tasks is None:
            return None
        try:
            cleaned = validate_edit(sub_tasks)
        except PlanEditError as exc:
            result = self._status_of(snapshot, thread_id)
            result["errors"] = [str(exc)]
            return result
        old = snapshot.values.get("sub_tasks") or []
        if cleaned != old:
            removed = removed_steps(old, cleaned)
            self.graph.update_state(
                self._config(thread_id, user_id),
                {"sub_tasks": cleaned, "removed_sub_tasks": removed},
                as_node="planning_node",
            )
        return None

    def revise(self, thread_id: str, feedback: str, owner: str | None = None) -> RunResult:
        """Re-plan with the person's feedback; the thread pauses again on the new plan."""
        with self._claim(thread_id) as free:
            return self._revise(thread_id, feedback, owner) if free else _busy(thread_id)

    def _revise(self, thread_id: str, feedback: str, owner: str | None) -> RunResult:
        snapshot = self._stored(thread_id, owner)
        if snapshot is None:
            return _unknown(thread_id)
        if APPROVAL_NODE not in _pending(snapshot):
            return error_result(thread_id, f"thread {thread_id} is not waiting for plan approval")
        feedback = strip_invisible(feedback or "").strip()
        if not feedback:
            result = self._status_of(snapshot, thread_id)
            result["errors"] = ["please write what to change in the plan"]
            return result
        if len(feedback) > MAX_FEEDBACK_CHARS:
            result = self._status_of(snapshot, thread_id)
            result["errors"] = [f"feedback is limited to {MAX_FEEDBACK_CHARS} characters"]
            return result
        user_id = snapshot.values.get("user_id", "local")
        config = self._config(thread_id, user_id)
        self.graph.update_state(
            config,
            {
                "user_feedback": feedback,
                "feedback_log": [*(snapshot.values.get("feedback_log") or []), feedback],
                "messages": [HumanMessage(content=feedback)],
            },
            as_node="llm_router",
        )
        return self._run(None, thread_id, user_id)

    # --- reading ---------------------------------------------------------------------------------

    def status(self, thread_id: str, owner: str | None = None) -> RunResult:
        return self._status_of(self._stored(thread_id, owner), thread_id)

    def language(self, thread_id: str, owner: str | None = None) -> str | None:
        """The thread's reply language ("ko" / "en"; None for an unknown thread): one checkpoint read."""
        snapshot = self._stored(thread_id, owner)
        return snapshot.values.get("language") if snapshot else None

    def _status_of(self, snapshot, thread_id: str) -> RunResult:
        if snapshot is None:
            return _unknown(thread_id)
        result = self._result(snapshot.values, _pending(snapshot), thread_id)
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

    # --- added for the UI: plan versions, streaming approval, cancel, resume --------------------------

    def exists(self, thread_id: str, owner: str | None = None) -> bool:
        """Whether this thread id has anything stored (for `owner`, when given)."""
        return self._stored(thread_id, owner) is not None

    def threads(self, owner: str, limit: int = 30) -> list[dict]:
        """The owner's threads for "My plans", newest first: thread id, task, status, time of the last step."""
        from graph.threads import thread_ids

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

    def forget(self, owner: str) -> int:
        """Delete every thread of `owner` (checkpoints, plan versions): part of "forget me"."""
        from graph.threads import forget_threads

        return forget_threads(self.graph.checkpointer, owner)

    def plan_versions(self, thread_id: str, owner: str | None = None) -> list[dict]:
        """Every distinct plan this thread has paused on, oldest first (see graph/plan_versions.py).

        Each item: {"n" (1-based), "sub_tasks", "checkpoint_id", "created_at", "origin": "planned"|"edited"}.
        """
        if owner is not None and self._stored(thread_id, owner) is None:
            return []
        return self._versions.list(thread_id)

    def restore_version(self, thread_id: str, n: int, owner: str | None = None) -> RunResult:
        """Make plan version n (from plan_versions) the plan awaiting approval again.

        The thread is forked from that version's checkpoint (history stays), so this also works on a
        finished or cancelled thread: the restored plan waits for approval and recommendations start anew.
        """
        if self._stored(thread_id, owner) is None:
            return _unknown(thread_id)
        with self._claim(thread_id) as free:
            return self._restore(thread_id, n) if free else _busy(thread_id)

    def _restore(self, thread_id: str, n) -> RunResult:
        versions = self.plan_versions(thread_id)
        if not versions:
            return error_result(thread_id, f"thread {thread_id} has no plan versions")
        try:
            n = int(n)
        except (TypeError, ValueError):
            n = 0
        if not 1 <= n <= len(versions):
            result = self.status(thread_id)
            result["errors"] = [f"there is no plan version {n}; this thread has versions 1-{len(versions)}"]
            return result
        version = versions[n - 1]
        config = {
            "configurable": {"thread_id": thread_id, "checkpoint_ns": "", "checkpoint_id": version["checkpoint_id"]}
        }
        self.graph.update_state(config, {"sub_tasks": version["sub_tasks"]}, as_node="planning_node")
        return self.status(thread_id)

    def stream_approve(
        self, thread_id: str, sub_tasks: list[str] | None = None, owner: str | None = None, _values: bool = False
    ):
        """approve(), step by step: yields events while the graph runs, the status dict last.

        Events: {"event": "start", "language": "ko" | "en" | None} once the run is accepted (the thread is
        read once, here), {"event": "node", "node": name, "path": "recommend_tool_node/recommend"} when a node has
        run, {"event": "recommendation", "recommendation": {...}} for each recommendation as it is made, and
        finally {"event": "result", "result": <the status dict approve() would return>}.
        An edit that cannot be approved yields only the result (errors set, stored plan unchanged).
        A thread stopped mid-run ("interrupted", or a guide whose memories were not written) is continued when
        no edit is given. While one approval of a thread runs, a second one (another tab, a double click) is
        refused. `_values` (for approve()) adds {"event": "values", "values": {...}} after each top-level step.
        """
        with self._claim(thread_id) as free:
            if not free:
                yield {"event": "result", "result": _busy(thread_id)}
                return
            yield from self._stream_approve(thread_id, sub_tasks, owner, _values)

    def _stream_approve(self, thread_id: str, sub_tasks, owner: str | None, with_values: bool = False):
        snapshot = self._stored(thread_id, owner)
        if snapshot is None:
            yield {"event": "result", "result": _unknown(thread_id)}
            return
        pending = _pending(snapshot)
        if APPROVAL_NODE not in pending and not (pending and sub_tasks is None):
            message = f"thread {thread_id} is not waiting for plan approval"
            yield {"event": "result", "result": error_result(thread_id, message, snapshot.values.get("language"))}
            return
        user_id = snapshot.values.get("user_id", "local")
        config = self._config(thread_id, user_id)
        refused = self._apply_edit(snapshot, thread_id, user_id, sub_tasks)
        if refused:
            yield {"event": "result", "result": refused}
            return
        yield {"event": "start", "language": snapshot.values.get("language")}
        seen: set[tuple] = set()
        try:
            events = self.graph.stream(
                None,
                config,
                context=self._context(),
                stream_mode=["updates", "custom", "values"] if with_values else ["updates", "custom"],
                subgraphs=True,
                durability=self.durability,
            )
            for namespace, mode, chunk in events:
                if mode == "values":
                    if not namespace:
                        yield {"event": "values", "values": chunk}
                    continue
                if mode == "custom":  # text a node streams while it writes (the LLM's guide summary)
                    if isinstance(chunk, dict) and chunk.get("guide_text"):
                        yield {"event": "guide_text", "text": str(chunk["guide_text"])}
                    continue
                parents = [part.split(":", 1)[0] for part in namespace]
                for node, update in (chunk or {}).items():
                    if node.startswith("__"):
                        continue
                    yield {"event": "node", "node": node, "path": "/".join([*parents, node])}
                    for rec in (update or {}).get("tool_recommendations") or []:
                        key = (rec.get("index"), rec.get("sub_task"), rec.get("tool"))
                        if key in seen:
                            continue
                        seen.add(key)
                        yield {
                            "event": "recommendation",
                            "recommendation": {
                                k: rec.get(k) for k in ("sub_task", "tool", "category", "url", "reason", "sources")
                            },
                        }
        except Exception as exc:  # as in _run: the last checkpoint stays and the person can retry
            log.exception("graph run failed on thread %s", thread_id)
            yield {"event": "result", "result": failed(self.status(thread_id), exc)}
            return
        yield {"event": "result", "result": self.status(thread_id)}

    def cancel(self, thread_id: str, owner: str | None = None) -> RunResult:
        """Drop the plan waiting for approval (or a run stopped midway): the thread ends as "cancelled".

        Nothing is recommended or remembered; plan_versions() still lists the plans and restore_version()
        can bring one back.
        """
        if self._stored(thread_id, owner) is None:
            return _unknown(thread_id)
        with self._claim(thread_id) as free:
            return self._cancel(thread_id) if free else _busy(thread_id)

    def _cancel(self, thread_id: str) -> RunResult:
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _unknown(thread_id)
        result = self._status_of(snapshot, thread_id)
        if result["status"] not in (Status.AWAITING_APPROVAL, Status.INTERRUPTED, Status.NEEDS_CLARIFICATION):
            result["errors"] = [f"thread {thread_id} has already finished ({result['status']})"]
            return result
        user_id = snapshot.values.get("user_id", "local")
        self.graph.update_state(
            self._config(thread_id, user_id), {"status": Status.CANCELLED.value}, as_node="reflection_node"
        )
        return self.status(thread_id)

    def swap_tool(
        self, thread_id: str, step: int, tool_id: str, dislike: bool = False, owner: str | None = None
    ) -> RunResult:
        """Use one of step `step`'s alternatives (1-based) instead of its pick; that step of the guide is
        written again and the cost recomputed. The replaced tool becomes a dislike only with `dislike`."""
        if self._stored(thread_id, owner) is None:
            return _unknown(thread_id)
        with self._claim(thread_id) as free:
            return self._swap(thread_id, step, tool_id, dislike) if free else _busy(thread_id)

    def _swap(self, thread_id: str, step: int, tool_id: str, dislike: bool) -> RunResult:
        from graph.nodes.guide import guide_request
        from graph.swap import SwapRefused, rewrite_step, swapped_recommendations

        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _unknown(thread_id)
        values = snapshot.values
        result = self._status_of(snapshot, thread_id)
        if result["status"] != Status.DONE or not values.get("tool_recommendations"):
            result["errors"] = [f"thread {thread_id} has no finished plan to change ({result['status']})"]
            return result
        language = values.get("language") or "en"
        user_id = values.get("user_id", "local")
        config = self._config(thread_id, user_id)
        try:
            recs, old = swapped_recommendations(list(values["tool_recommendations"]), step, tool_id, language)
        except SwapRefused as exc:
            result["errors"] = [str(exc)]
            return result
        request = guide_request(values, recs, config)
        guide = rewrite_step(values.get("final_guide") or "", step, recs[step - 1], language, request)
        update = {"tool_recommendations": recs, "final_guide": guide, "cost_summary": request.cost_summary}
        self.graph.update_state(config, update, as_node="reflection_node")
        if dislike and old.get("tool_id"):
            from memory_store.store import get_memory_store

            text = f"{old['tool']} 사용을 원하지 않음" if language == "ko" else f"Does not want {old['tool']}"
            get_memory_store().upsert(user_id, text, "dislike", f"tool:{old['tool_id']}", thread_id)
        return self.status(thread_id)

    def resume(self, thread_id: str, owner: str | None = None) -> RunResult:
        """Continue a run that stopped midway (status "interrupted"); a paused plan needs approve() instead."""
        if self._stored(thread_id, owner) is None:
            return _unknown(thread_id)
        with self._claim(thread_id) as free:
            return self._resume(thread_id) if free else _busy(thread_id)

    def _resume(self, thread_id: str) -> RunResult:
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _unknown(thread_id)
        pending = _pending(snapshot)
        if not pending or (APPROVAL_NODE in pending and not self._recommender_started(snapshot)):
            result = self._status_of(snapshot, thread_id)
            result["errors"] = [f"thread {thread_id} has no interrupted run to continue ({result['status']})"]
            return result
        return self._run(None, thread_id, snapshot.values.get("user_id", "local"))


def _drain(stream) -> None:
    try:
        for _ in stream:
            pass
    except Exception:  # logged; the checkpoint before reflection stays and the guide was already returned
        log.exception("background reflection failed")
