"""Talking to OpenAI-compatible servers that differ: structured output with fallbacks, JSON repair.

OpenAI answers `response_format=json_schema`; llama.cpp's server answers it with HTTP 500 while
function calling and json_mode work; some servers return JSON as text instead of tool calls. So we try
methods in order, remember per endpoint which one worked, and validate every answer with pydantic.
"""

from __future__ import annotations

import json
import threading
from typing import TypeVar

import openai
from langchain_core.messages import BaseMessage, SystemMessage
from pydantic import BaseModel, ValidationError

from settings import data_dir

T = TypeVar("T", bound=BaseModel)
METHODS = ("json_schema", "function_calling", "json_mode")
_working: dict[tuple[str, str], str] = {}
_loaded: set[str] = set()
_lock = threading.Lock()
METHODS_FILE = "llm_methods.json"  # in the data directory: which method each endpoint and model answered
# Errors that say "this server cannot do that method", worth trying the next one; anything else
# (timeouts, connection refused, auth) fails the same way for every method and is raised at once.
METHOD_ERRORS = (
    openai.BadRequestError,
    openai.UnprocessableEntityError,
    openai.NotFoundError,
    openai.InternalServerError,
    ValidationError,
    ValueError,
    json.JSONDecodeError,
)


def extract_json(text: str) -> dict | list | None:
    """The JSON a model wrote in prose, code fences or <tool_call> blocks: one value, or a list when it
    wrote several objects one after another (two tool calls must not be read as one broken object)."""
    if not text:
        return None
    decoder = json.JSONDecoder()
    found: list = []
    i = 0
    while i < len(text):
        if text[i] in "{[":
            try:
                value, end = decoder.raw_decode(text, i)
            except json.JSONDecodeError:
                i += 1
                continue
            found.append(value)
            i = end
        else:
            i += 1
    if not found:
        return None
    return found[0] if len(found) == 1 else found


def _methods_path():
    return data_dir() / METHODS_FILE


def remembered_method(endpoint: tuple[str, str]) -> str | None:
    """The structured-output method that worked for this endpoint and model, in this or an earlier process
    (llama.cpp refuses json_schema with HTTP 500 in every new process: asking again costs a call each time)."""
    path = _methods_path()
    with _lock:
        if str(path) not in _loaded:
            _loaded.add(str(path))
            try:
                for row in json.loads(path.read_text(encoding="utf-8")):
                    if row.get("method") in METHODS:
                        _working.setdefault((row["endpoint"], row["model"]), row["method"])
            except (OSError, ValueError, TypeError, KeyError):
                pass
        return _working.get(endpoint)


def remember_method(endpoint: tuple[str, str], method: str) -> None:
    with _lock:
        if _working.get(endpoint) == method:
            return
        _working[endpoint] = method
        rows = [{"endpoint": e, "model": m, "method": v} for (e, m), v in _working.items()]
        path = _methods_path()
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(rows, indent=1), encoding="utf-8")
        tmp.replace(path)


def stream_text(chat, messages: list[BaseMessage], on_token=None) -> str:
    """A streamed answer: the client's read timeout bounds the silence between tokens, not the whole call,
    so a slow local model that keeps writing is not cut off, and a stalled one is given up on."""
    parts = []
    for chunk in chat.stream(messages):
        text = chunk.content if isinstance(chunk.content, str) else ""
        if text:
            parts.append(text)
            if on_token:
                on_token(text)
    return "".join(parts).strip()


def structured(chat, schema: type[T], messages: list[BaseMessage], endpoint: tuple[str, str]) -> tuple[T, int]:
    """A validated `schema` instance and the number of HTTP calls it took."""
    first = remembered_method(endpoint)
    order = ([first] if first else []) + [m for m in METHODS if m != first]
    calls, last_error = 0, None
    for method in order:
        calls += 1
        try:
            prompt = messages
            if method == "json_mode":
                hint = (
                    f"Answer with one JSON object matching this JSON Schema:\n{json.dumps(schema.model_json_schema())}"
                )
                prompt = [SystemMessage(content=hint), *messages]
            result = chat.with_structured_output(schema, method=method).invoke(prompt)
            if result is None:
                raise ValueError("empty structured output")
            value = result if isinstance(result, schema) else schema.model_validate(result)
        except METHOD_ERRORS as exc:
            last_error = exc
            continue
        remember_method(endpoint, method)
        return value, calls
    # Last resort: plain text, JSON pulled out of it.
    calls += 1
    reply = chat.invoke(messages)
    data = extract_json(str(reply.content))
    try:
        return schema.model_validate(data), calls
    except ValidationError as exc:
        raise ValueError(f"no valid {schema.__name__} from the model ({last_error or exc})") from exc
