"""The services behind the page: the planner session, the knowledge base, the memory store.

In the launched app they live in a worker process (server/session_worker.py explains why) and the handlers
get `Remote` stand-ins with the same methods; `use_worker()` switches that on (app.main does, unless
PLANNER_SESSION_WORKER=0). Without it (handlers called in-process, as some tests do) they are the
process's own objects, created on first use: creating them imports the graph and the encoders.
"""

from __future__ import annotations

import logging
import threading
import time

import store_health
from server.session_worker import FACTORIES, Remote, SessionWorker
from server.session_worker import warm_up as warm_services

log = logging.getLogger(__name__)
_lock = threading.Lock()
_local: dict = {}  # name -> this process's own object, when there is no worker
_worker = None


def use_worker() -> None:
    """Serve the session and the stores from a worker process from now on (started by the first call)."""
    global _worker
    with _lock:
        if _worker is None:
            _worker = SessionWorker()


def stop_worker() -> None:
    global _worker
    with _lock:
        worker, _worker = _worker, None
    if worker is not None:
        worker.close()


def _service(name: str):
    """The worker's stand-in for `name`, or (without a worker) this process's own object, made once by the
    same factory the worker uses (server.session_worker.FACTORIES)."""
    if _worker is not None:
        return Remote(_worker, name)
    if name not in _local:
        with _lock:
            if name not in _local:
                _local[name] = FACTORIES[name]()
    return _local[name]


def planner():
    """The one PlannerSession of the app."""
    return _service("session")


def knowledge_base():
    return _service("knowledge")


def memory_store():
    return _service("memory")


def store_problems() -> list[str]:
    """Stores found corrupted (kept aside) or missing when they were opened, in whichever process opened them."""
    if _worker is not None:
        return store_health.problems() + _service("worker").store_problems()
    return store_health.problems()


def brain_label() -> str:
    from graph.brains import active_brain_label  # heavy: graph.brains takes ~1 s; the page comes up first

    return active_brain_label()


def warm_up(delay_s: float = 0.0) -> None:
    """Build the session and the stores so the first plan does not wait (in the worker when there is one).

    Started right after launch; `delay_s` leaves the first page a head start (the worker's start-up takes a
    core for several seconds; in-process, the imports would hold the page's GIL)."""
    time.sleep(delay_s)
    try:
        if _worker is not None:
            _service("worker").warm_up()
        else:
            warm_services(_service)
        log.info("warm-up done")
    except Exception:  # the first request will try again and show the error to the person
        log.exception("warm-up failed")
