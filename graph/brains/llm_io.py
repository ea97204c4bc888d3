"""Talking to OpenAI-compatible servers that differ: structured output with fallbacks, JSON repair.

OpenAI answers `response_format=json_schema`; llama.cpp's server answers it with HTTP 500 while
function calling and json_mode work; some servers return JSON as text instead of tool calls. So we try
methods in order, remember per endpoint which one worked, and validate every answer with pydantic.
"""

from __future__ import annotations

import json
import re
import threading
from typing import TypeVar

import openai
from langchain_core.messages import BaseMessage, SystemMessage
from pydantic import BaseModel, ValidationError

T = TypeVar("T", bound=BaseModel)
METHODS = ("json_schema", "function_calling", "json_mode")
_working: dict[tuple[str, str], str] = {}
_lock = threading.Lock()
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
    """The first JSON object or array in a text (models wrap JSON in prose or code fences)."""
    if not text:
        return None
    fenced = re.search(r"```(?:json)?\s*(.+?)```", text, re.DOTALL)
    candidates = [fenced.group(1)] if fenced else []
    candidates.append(text)
    for candidate in candidates:
        for opener, closer in (("{", "}"), ("[", "]")):
            start, end = candidate.find(opener), candidate.rfind(closer)
            if start != -1 and end > start:
                try:
                    return json.loads(candidate[start : end + 1])
                except json.JSONDecodeError:
                    continue
    return None


def structured(chat, schema: type[T], messages: list[BaseMessage], endpoint: tuple[str, str]) -> tuple[T, int]:
    """A validated `schema` instance and the number of HTTP calls it took."""
    with _lock:
        first = _working.get(endpoint)
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
        with _lock:
            _working[endpoint] = method
        return value, calls
    # Last resort: plain text, JSON pulled out of it.
    calls += 1
    reply = chat.invoke(messages)
    data = extract_json(str(reply.content))
    try:
        return schema.model_validate(data), calls
    except ValidationError as exc:
        raise ValueError(f"no valid {schema.__name__} from the model ({last_error or exc})") from exc
