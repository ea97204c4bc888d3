"""The adapter between people and the graph: used by the CLI, the notebook
and the UI, so that validation, thread handling and the shape of results live in one place.

Every call returns a status dict: `awaiting_approval`, `done`, `needs_clarification`, `refused` or
`error`, with the plan, the recommendations, the guide, notices and errors. Bad input is refused here,
before anything is stored, and a refused edit leaves the stored plan as it was.

Reading a thread (its status, language, plan versions, the owner's list) is in graph/session_read.py, and the
events of a streamed approval in graph/session_stream.py; PlannerSession here has the whole public API.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import uuid

from langchain_core.messages import HumanMessage

from core.rules import InvalidUserId, check_user
from graph.builder import build_graph
from graph.checkpoints import get_checkpointer, run_durability
from graph.context import Context
from graph.input_checks import PlanEditError, check_task, validate_edit
from graph.limits import MAX_FEEDBACK_CHARS
from graph.nodes.guide import guide_request
from graph.plan_steps import removed_steps
from graph.result import RunResult, Status, error_result, failed
from graph.session_read import APPROVAL_NODE, ThreadReader, pending_nodes, unknown_thread
from graph.session_stream import run_events, stream_modes
from graph.swap import SwapRefused, rewrite_step, swapped_recommendations
from graph.threads import forget_threads
from knowledge.service import KnowledgeBase
from knowledge.text import strip_invisible
from memory_store.store import MemoryStore
from settings import os_user

log = logging.getLogger(__name__)
# APPROVAL_NODE (graph/session_read.py), PlanEditError and validate_edit (graph/input_checks.py) stay importable here
__all__ = ["APPROVAL_NODE", "CLAIM_WAIT_S", "PlanEditError", "PlannerSession", "validate_edit"]
CLAIM_WAIT_S = 3.0  # how long a second call on a busy thread waits before it is refused


def _busy(thread_id: str) -> RunResult:
    return error_result(thread_id, "this plan is already being worked on (another tab or a second click); wait for it")


class PlannerSession(ThreadReader):
    def __init__(
        self,
        checkpointer=None,
        brain: str | None = None,
        durability: str | None = None,
        knowledge: KnowledgeBase | None = None,
        memory: MemoryStore | None = None,
    ) -> None:
        """`knowledge` and `memory` default to the process's stores under PLANNER_DATA_DIR (built on first use);
        a test or an embedding application may give its own, and every run of this session uses them."""
        super().__init__(build_graph(checkpointer or get_checkpointer()))
        self.brain = brain
        self.knowledge = knowledge
        self.memory = memory
        self.durability = run_durability(durability)  # "sync" unless PLANNER_DURABILITY says otherwise
        self._reflections: dict[str, threading.Thread] = {}
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
        return Context(brain=self.brain or "", knowledge=self.knowledge, memory=self.memory)

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
        except InvalidUserId as exc:
            return error_result(thread_id, str(exc))
        if language not in (None, "ko", "en"):
            return error_result(thread_id, "language must be 'ko' or 'en'")
        if thread_id:
            snapshot = self._stored(thread_id)
            if snapshot is not None and snapshot.values.get("user_id") != user_id:
                return unknown_thread(thread_id)  # never add a message to someone else's thread
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
            return unknown_thread(thread_id)
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
            return unknown_thread(thread_id)
        if APPROVAL_NODE not in pending_nodes(snapshot):
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

    # --- added for the UI: forget, restore a plan version, streaming approval, cancel, swap, resume ------

    def forget(self, owner: str) -> int:
        """Delete every thread of `owner` (checkpoints, plan versions): part of "forget me"."""
        return forget_threads(self.graph.checkpointer, owner)

    def restore_version(self, thread_id: str, n: int, owner: str | None = None) -> RunResult:
        """Make plan version n (from plan_versions) the plan awaiting approval again.

        The thread is forked from that version's checkpoint (history stays), so this also works on a
        finished or cancelled thread: the restored plan waits for approval and recommendations start anew.
        """
        if self._stored(thread_id, owner) is None:
            return unknown_thread(thread_id)
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
            yield {"event": "result", "result": unknown_thread(thread_id)}
            return
        pending = pending_nodes(snapshot)
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
        try:
            events = self.graph.stream(
                None,
                config,
                context=self._context(),
                stream_mode=stream_modes(with_values),
                subgraphs=True,
                durability=self.durability,
            )
            yield from run_events(events)
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
            return unknown_thread(thread_id)
        with self._claim(thread_id) as free:
            return self._cancel(thread_id) if free else _busy(thread_id)

    def _cancel(self, thread_id: str) -> RunResult:
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return unknown_thread(thread_id)
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
            return unknown_thread(thread_id)
        with self._claim(thread_id) as free:
            return self._swap(thread_id, step, tool_id, dislike) if free else _busy(thread_id)

    def _swap(self, thread_id: str, step: int, tool_id: str, dislike: bool) -> RunResult:
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return unknown_thread(thread_id)
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
            text = f"{old['tool']} 사용을 원하지 않음" if language == "ko" else f"Does not want {old['tool']}"
            self._context().memory_store().upsert(user_id, text, "dislike", f"tool:{old['tool_id']}", thread_id)
        return self.status(thread_id)

    def resume(self, thread_id: str, owner: str | None = None) -> RunResult:
        """Continue a run that stopped midway (status "interrupted"); a paused plan needs approve() instead."""
        if self._stored(thread_id, owner) is None:
            return unknown_thread(thread_id)
        with self._claim(thread_id) as free:
            return self._resume(thread_id) if free else _busy(thread_id)

    def _resume(self, thread_id: str) -> RunResult:
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return unknown_thread(thread_id)
        pending = pending_nodes(snapshot)
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
