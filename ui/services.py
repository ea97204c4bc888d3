"""The services behind the page: the planner session, the knowledge base, the memory store.

In the launched app they live in a worker process (graph/session_worker.py explains why) and the handlers
get `Remote` stand-ins with the same methods; `use_worker()` switches that on (app.main does, unless
PLANNER_SESSION_WORKER=0). Without it (handlers called in-process, as some tests do) they are the
process's own objects, created on first use: creating them imports the graph and the encoders.
"""

from __future__ import annotations

import logging
import threading
import time

log = logging.getLogger(__name__)
_lock = threading.Lock()
_session = None
_worker = None


def use_worker() -> None:
    """Serve the session and the stores from a worker process from now on (started by the first call)."""
    global _worker
    from graph.session_worker import SessionWorker

    with _lock:
        if _worker is None:
            _worker = SessionWorker()


def stop_worker() -> None:
    global _worker
    with _lock:
        worker, _worker = _worker, None
    if worker is not None:
        worker.close()


def _remote(target: str):
    from graph.session_worker import Remote

    return Remote(_worker, target) if _worker is not None else None


def planner():
    """The one PlannerSession of the app (in-process: created on first use)."""
    global _session
    remote = _remote("session")
    if remote is not None:
        return remote
    if _session is None:
        with _lock:
            if _session is None:
                from graph.session import PlannerSession

                _session = PlannerSession()
    return _session


def knowledge_base():
    remote = _remote("knowledge")
    if remote is not None:
        return remote
    from knowledge.service import get_knowledge_base

    return get_knowledge_base()


def memory_store():
    remote = _remote("memory")
    if remote is not None:
        return remote
    from memory_store.store import get_memory_store

    return get_memory_store()


def brain_label() -> str:
    from graph.brains import active_brain_label

    return active_brain_label()


def warm_up(delay_s: float = 0.0) -> None:
    """Build the session and the stores so the first plan does not wait (in the worker when there is one).

    Started right after launch; `delay_s` leaves the first page a head start (the worker's start-up takes a
    core for several seconds; in-process, the imports would hold the page's GIL)."""
    from graph.session_worker import warm_up as warm_services

    time.sleep(delay_s)
    try:
        worker = _remote("worker")
        if worker is not None:
            worker.warm_up()
        else:
            services = {"session": planner, "knowledge": knowledge_base, "memory": memory_store}
            warm_services(lambda name: services[name]())
        log.info("warm-up done")
    except Exception:  # the first request will try again and show the error to the person
        log.exception("warm-up failed")
