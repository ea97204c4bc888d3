"""The session adapter, the knowledge base and the memory store in a process of their own, for the app.

Why a second process: Python runs one thread at a time per process (the GIL). Under load the app's one
process spent most of its time in the graph (LangGraph's loop and checkpointer, the tools, our nodes) and
the rest in Gradio (queue, HTTP, server-sent events, postprocessing), all on one core of two. With the
graph here, the page process and this one run in parallel. `python -m bench.load` figures are in the README.

Only this process opens the checkpoints, the knowledge base and the memories (a local Chroma directory
wants a single writer process). The page calls them through `Remote` proxies: a call is one pickled message
on a socket pair, run on a thread of the worker (sessions still run side by side), and its result or exception comes
back; a streaming method (stream_approve) sends its items one by one and is closed when the caller stops
reading, as a generator in the same process would be. If the worker dies, the calls in flight raise
WorkerGone and the next call starts a new worker; every thread resumes from its checkpoints as after any
crash. The CLI, the notebook and the tests use PlannerSession in their own process, as before.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import pickle
import queue
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from typing import Any

import store_health
from settings import REPO_ROOT, env

log = logging.getLogger(__name__)

STREAMING = frozenset({("session", "stream_approve")})  # methods that return a generator
WORKER_THREADS = 32  # calls run at once in the worker; the page's queue admits fewer (PLANNER_CONCURRENCY)


class WorkerGone(RuntimeError):
    """The worker process stopped while a call was in flight (the next call starts a new one)."""


def _session():
    from graph.session import PlannerSession  # lazy: built where the session lives (the worker), not at page start-up

    return PlannerSession()


def _knowledge():
    from knowledge.service import get_knowledge_base  # lazy: as the session above

    return get_knowledge_base()


def _memory():
    from memory_store.store import get_memory_store  # lazy: as the session above

    return get_memory_store()


FACTORIES: dict[str, Callable[[], Any]] = {"session": _session, "knowledge": _knowledge, "memory": _memory}
TARGETS = frozenset({*FACTORIES, "worker"})  # what a Remote can stand for ("worker": WorkerOps)


def warm_up(get: Callable[[str], Any]) -> None:
    """Build the session, the knowledge base and the memory store (`get(name)`) so that the first plan
    does not wait. Korean queries load what a first Korean request would wait for: Kiwi (~2 s; the index
    itself comes from the token cache) and the English word vectors of the cross-lingual expansion."""
    get("session")
    kb = get("knowledge")
    kb.search_workflows("유튜브 쇼츠 영상 만들기", k=1)
    kb.search("쇼츠 영상 편집", k=1)
    get("memory")


class WorkerOps:
    """What the page can ask of the worker process itself (Remote(worker, "worker"))."""

    def __init__(self, get: Callable[[str], Any]) -> None:
        self._get = get

    def warm_up(self) -> None:
        warm_up(self._get)

    def pid(self) -> int:
        return os.getpid()

    def store_problems(self) -> list[str]:
        """Stores this process found corrupted or missing when it opened them (store_health)."""
        return store_health.problems()


def _portable(exc: BaseException) -> BaseException:
    """The exception itself when it survives pickling (the page catches UploadRefused, MemoryRefused...)."""
    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:
        return RuntimeError(f"{exc.__class__.__name__}: {exc}")


def serve(conn) -> None:
    """The worker's main loop: read calls until the socket closes or None arrives."""
    logging.basicConfig(level=env("PLANNER_LOG_LEVEL"))
    made: dict[str, Any] = {}
    made_lock, send_lock, state_lock = threading.Lock(), threading.Lock(), threading.Lock()
    active: set[int] = set()
    cancelled: set[int] = set()

    def send(message) -> None:
        try:
            with send_lock:
                conn.send(message)
        except (OSError, EOFError):  # the page is gone; nothing to report to
            pass

    def target(name: str):
        with made_lock:
            if name not in made:
                made[name] = WorkerOps(target) if name == "worker" else FACTORIES[name]()
            return made[name]

    def run(call_id: int, name: str, method: str, args: tuple, kwargs: dict) -> None:
        try:
            result = getattr(target(name), method)(*args, **kwargs)
            if (name, method) not in STREAMING:
                send(("ok", call_id, result))
                return
            try:
                for item in result:
                    if call_id in cancelled:
                        break
                    send(("item", call_id, item))
            finally:
                result.close()  # a cancelled stream stops its graph run here, as in one process
            send(("end", call_id, None))
        except BaseException as exc:  # sent to the caller, who raises it
            send(("err", call_id, _portable(exc)))
        finally:
            with state_lock:
                active.discard(call_id)
                cancelled.discard(call_id)

    with ThreadPoolExecutor(WORKER_THREADS, thread_name_prefix="session-worker") as pool:
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                break
            if message is None:
                break
            kind, call_id, *rest = message
            with state_lock:
                if kind == "cancel":
                    if call_id in active:
                        cancelled.add(call_id)
                    continue
                active.add(call_id)
            pool.submit(run, call_id, *rest)


class SessionWorker:
    """The page's side: starts the worker process on first use and routes calls and replies."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._send_lock = threading.Lock()
        self._proc = None
        self._conn = None
        self._ids = itertools.count(1)
        self._pending: dict[int, tuple[Any, queue.SimpleQueue]] = {}
        self._closed: set = set()  # the connections whose worker has stopped (kept: a few per worker death)

    def _connection(self):
        with self._lock:
            if self._proc is not None:
                if self._proc.poll() is None and self._conn not in self._closed:
                    return self._conn
                self._proc.kill()  # its socket closed first (it is exiting) or it is gone: never reuse it
                self._proc.wait(10)
            # A new interpreter running this module (not multiprocessing's spawn, which would re-run the
            # app's script, Gradio layout included, in the child), talking over a socket pair.
            ours, theirs = socket.socketpair()
            with theirs:
                proc = subprocess.Popen(
                    [sys.executable, "-m", "server.session_worker", str(theirs.fileno())],
                    pass_fds=[theirs.fileno()],
                    cwd=REPO_ROOT,
                )
            parent = Connection(ours.detach())
            self._proc, self._conn = proc, parent
            threading.Thread(target=self._read, args=(parent,), name="session-worker-replies", daemon=True).start()
            log.info("session worker started (pid %s)", proc.pid)
            return parent

    def _read(self, conn) -> None:
        while True:
            try:
                kind, call_id, payload = conn.recv()
            except (EOFError, OSError):
                break
            entry = self._pending.get(call_id)
            if entry is not None:
                entry[1].put((kind, payload))
        self._closed.add(conn)
        gone = WorkerGone("the planner's worker process stopped; try again (the thread resumes where it was)")
        for owner, replies in list(self._pending.values()):
            if owner is conn:
                replies.put(("err", gone))

    def _send(self, conn, message) -> None:
        try:
            with self._send_lock:
                conn.send(message)
        except (OSError, EOFError) as exc:
            raise WorkerGone("the planner's worker process is not running; try again") from exc

    def _start(self, target: str, method: str, args: tuple, kwargs: dict) -> tuple[int, Any, queue.SimpleQueue]:
        for attempt in (1, 2):
            conn = self._connection()
            call_id, replies = next(self._ids), queue.SimpleQueue()
            self._pending[call_id] = (conn, replies)
            try:
                self._send(conn, ("call", call_id, target, method, args, kwargs))
            except WorkerGone:  # not delivered (a worker that died since the last call): once more, on a new one
                self._pending.pop(call_id, None)
                self._closed.add(conn)
                if attempt == 2:
                    raise
                continue
            if conn in self._closed:  # the worker stopped before the reply reader could see this call
                self._pending.pop(call_id, None)
                raise WorkerGone("the planner's worker process stopped; try again")
            return call_id, conn, replies
        raise AssertionError("unreachable")

    def call(self, target: str, method: str, *args, **kwargs):
        call_id, _, replies = self._start(target, method, args, kwargs)
        try:
            kind, payload = replies.get()
        finally:
            self._pending.pop(call_id, None)
        if kind == "err":
            raise payload
        return payload

    def stream(self, target: str, method: str, *args, **kwargs) -> Iterator:
        call_id, conn, replies = self._start(target, method, args, kwargs)
        finished = False
        try:
            while True:
                kind, payload = replies.get()
                if kind == "item":
                    yield payload
                    continue
                finished = True
                if kind == "err":
                    raise payload
                return
        finally:
            self._pending.pop(call_id, None)
            if not finished:  # the caller stopped reading (a cancelled Gradio event): stop the run too
                with contextlib.suppress(WorkerGone):
                    self._send(conn, ("cancel", call_id, None))

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def close(self, timeout: float = 10.0) -> None:
        with self._lock:
            proc, conn, self._proc, self._conn = self._proc, self._conn, None, None
        if proc is None:
            return
        with contextlib.suppress(WorkerGone):  # already gone: nothing to tell it
            self._send(conn, None)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        conn.close()


class Remote:
    """A stand-in for one object of the worker ("session", "knowledge", "memory" or "worker"): same methods."""

    def __init__(self, worker: SessionWorker, target: str) -> None:
        if target not in TARGETS:
            raise ValueError(f"unknown worker object {target!r}")
        self._worker, self._target = worker, target

    def __getattr__(self, method: str):
        if method.startswith("_"):
            raise AttributeError(method)
        if (self._target, method) in STREAMING:
            return lambda *args, **kwargs: self._worker.stream(self._target, method, *args, **kwargs)
        return lambda *args, **kwargs: self._worker.call(self._target, method, *args, **kwargs)


if __name__ == "__main__":  # started by SessionWorker with the file descriptor of its end of the socket pair
    serve(Connection(int(sys.argv[1])))
