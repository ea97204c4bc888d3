"""Connect name-keyed handler results to an event's outputs (in that event's order)."""

from __future__ import annotations

import functools
import inspect

import gradio as gr


def bind(fn, names: list[str]):
    """Wrap a handler returning/yielding {name: value} so that it returns a tuple in `names` order.

    A name the handler leaves out becomes gr.skip() (the component keeps its value). The wrapper keeps
    the handler's signature (functools.wraps), so Gradio still sees gr.Progress / gr.SelectData parameters.
    """

    def pack(result: dict) -> tuple:
        unknown = set(result) - set(names)
        if unknown:
            result = {k: v for k, v in result.items() if k in names}
        return tuple(result[n] if n in result else gr.skip() for n in names)

    if inspect.isgeneratorfunction(fn):

        @functools.wraps(fn)
        def streaming(*args, **kwargs):
            for result in fn(*args, **kwargs):
                yield pack(result)

        return streaming

    @functools.wraps(fn)
    def single(*args, **kwargs):
        return pack(fn(*args, **kwargs))

    return single
