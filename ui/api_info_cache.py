"""Serve Gradio's API description (`/gradio_api/info`) from memory after its first rendering.

Why: every gradio_client connection (and the "Use via API" page) fetches `/gradio_api/info`. Gradio keeps
the description as a dict for the life of the server, but returns it as a plain dict, so FastAPI walks the
whole ~110 KB structure through `jsonable_encoder` again on every request: ~15 ms of the app's one GIL per
connection here, 13% of the app's CPU under `bench.load` (gradio-app/gradio#7169 describes the same
overload). The rendered bytes are the same every time, so they are kept and sent as they are.

The key holds everything Gradio reads to render it (path, query string, and the host / forwarded headers
its code snippets are built from). Only a complete 200 response is kept. The app has no login; with one,
Gradio's login check would have to run per request, so this middleware must not be installed then.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

Scope = dict[str, Any]
Message = dict[str, Any]

_KEY_HEADERS = (b"host", b"x-forwarded-host", b"x-forwarded-proto", b"x-forwarded-prefix", b"x-forwarded-port")


def _is_info_request(scope: Scope) -> bool:
    return (
        scope.get("type") == "http"
        and scope.get("method") == "GET"
        and scope.get("path", "").rstrip("/").endswith("/gradio_api/info")
    )


def _key(scope: Scope) -> tuple:
    headers = {k: v for k, v in scope.get("headers", []) if k in _KEY_HEADERS}
    return (scope.get("root_path", ""), scope["path"], scope.get("query_string", b""), tuple(sorted(headers.items())))


class CachedApiInfo:
    """Pure ASGI middleware (no request body, no streaming involved), so it adds nothing to other routes."""

    def __init__(self, app: Any, max_entries: int = 32) -> None:
        self.app = app
        self.max_entries = max_entries
        self._responses: OrderedDict[tuple, tuple[Message, bytes]] = OrderedDict()

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if not _is_info_request(scope):
            await self.app(scope, receive, send)
            return
        key = _key(scope)
        kept = self._responses.get(key)
        if kept is not None:
            start, body = kept
            await send(start)
            await send({"type": "http.response.body", "body": body, "more_body": False})
            return

        start: Message = {}
        chunks: list[bytes] = []

        async def capture(message: Message) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
                if not message.get("more_body") and start.get("status") == 200:
                    self._keep(key, start, b"".join(chunks))
            await send(message)

        await self.app(scope, receive, capture)

    def _keep(self, key: tuple, start: Message, body: bytes) -> None:
        self._responses[key] = (dict(start), body)
        while len(self._responses) > self.max_entries:
            self._responses.popitem(last=False)
