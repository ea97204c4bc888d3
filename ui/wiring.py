"""Connect name-keyed handler results to an event's outputs (in that event's order)."""

from __future__ import annotations

import functools
import inspect
import logging

import gradio as gr

from server.session_worker import WorkerGone

log = logging.getLogger(__name__)


def bind(fn, names: list[str]):
    """Wrap a handler returning/yielding {name: value} so that it returns a tuple in `names` order.

    A name the handler leaves out becomes gr.skip() (the component keeps its value); a name the event does not
    list is an error (a value set for a component that would never show it). The wrapper keeps
    the handler's signature (functools.wraps), so Gradio still sees gr.Progress / gr.SelectData parameters.
    A worker process that stopped mid-call (WorkerGone) is shown to the person as a message (gr.Error is
    shown even when Python errors are not); the next call starts a new worker.
    """

    def pack(result: dict) -> tuple:
        unknown = set(result) - set(names)
        if unknown:  # a handler set a component its event does not update: a wiring mistake, never dropped quietly
            message = f"{fn.__name__} returned {sorted(unknown)}, which its event does not list as outputs"
            log.error(message)
            raise ValueError(message)
        values = tuple(result[n] if n in result else gr.skip() for n in names)
        return values[0] if len(values) == 1 else values  # Gradio takes one output's value as is, not a 1-tuple

    if inspect.isgeneratorfunction(fn):

        @functools.wraps(fn)
        def streaming(*args, **kwargs):
            try:
                for result in fn(*args, **kwargs):
                    yield pack(result)
            except WorkerGone as exc:
                raise gr.Error(str(exc)) from exc

        return streaming

    @functools.wraps(fn)
    def single(*args, **kwargs):
        try:
            return pack(fn(*args, **kwargs))
        except WorkerGone as exc:
            raise gr.Error(str(exc)) from exc

    return single
