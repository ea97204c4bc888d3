"""ui.api_info_cache: what it keeps and what it must not (the app-level check is in test_ui_client.py)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from ui.api_info_cache import CachedApiInfo


class CountingApp:
    """A minimal ASGI app: answers every request with its call number, or a status that the test sets."""

    def __init__(self) -> None:
        self.calls = 0
        self.status = 200

    async def __call__(self, scope, receive, send) -> None:
        self.calls += 1
        body = f"{scope['path']} #{self.calls} host={dict(scope['headers']).get(b'host', b'').decode()}".encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": self.status, "headers": headers})
        # in two parts, as a streaming response would send it
        await send({"type": "http.response.body", "body": body[:5], "more_body": True})
        await send({"type": "http.response.body", "body": body[5:], "more_body": False})


@pytest.fixture
def served():
    inner = CountingApp()
    client = TestClient(CachedApiInfo(inner), base_url="http://a.test")
    return inner, client


def test_info_is_rendered_once_and_then_sent_as_kept(served):
    inner, client = served
    first = client.get("/gradio_api/info", params={"serialize": "False"})
    second = client.get("/gradio_api/info", params={"serialize": "False"})
    assert first.status_code == second.status_code == 200
    assert first.content == second.content == b"/gradio_api/info #1 host=a.test"
    assert second.headers["content-type"] == "application/json"
    assert inner.calls == 1


def test_query_string_and_host_are_part_of_the_key(served):
    inner, client = served
    client.get("/gradio_api/info")
    other_query = client.get("/gradio_api/info", params={"all_endpoints": "True"})
    other_host = client.get("/gradio_api/info", headers={"host": "b.test"})
    assert other_query.content.endswith(b"#2 host=a.test")
    assert other_host.content.endswith(b"#3 host=b.test")
    assert client.get("/gradio_api/info", headers={"host": "b.test"}).content == other_host.content
    assert inner.calls == 3


def test_a_failed_rendering_is_not_kept(served):
    inner, client = served
    inner.status = 500
    assert client.get("/gradio_api/info").status_code == 500
    inner.status = 200
    assert client.get("/gradio_api/info").status_code == 200
    assert client.get("/gradio_api/info").content.endswith(b"#2 host=a.test")
    assert inner.calls == 2


def test_other_routes_and_methods_pass_through(served):
    inner, client = served
    for _ in range(2):
        client.get("/gradio_api/queue/data")
        client.post("/gradio_api/info")
        client.get("/config")
    assert inner.calls == 6


def test_entries_are_bounded():
    inner = CountingApp()
    client = TestClient(CachedApiInfo(inner, max_entries=2), base_url="http://a.test")
    for host in ("h1", "h2", "h3", "h1"):
        client.get("/gradio_api/info", headers={"host": host})
    assert inner.calls == 4  # h1 was the oldest and made way for h3
