"""A loopback OpenAI-compatible server for tests: real HTTP, spoken to by the real ChatOpenAI client.

It answers /v1/chat/completions for the three structured-output methods (json_schema, function
calling, json_mode), tool calling, and plain text, from what the request itself contains (sub-tasks
listed in the prompt, tool results in the conversation), and it can misbehave on demand:
`mode` = "ok" | "500" | "timeout" | "malformed_tool_call" | "429" | "no_json_schema" (llama.cpp-like:
HTTP 500 for response_format=json_schema) | "tool_json_as_text" (tool calls returned as JSON text).
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def _last(messages, role):
    for m in reversed(messages):
        if m.get("role") == role:
            return m
    return None


def _text(message) -> str:
    content = (message or {}).get("content") or ""
    if isinstance(content, list):
        return " ".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content


def structured_answer(name: str, messages: list[dict]) -> dict:
    system = " ".join(_text(m) for m in messages if m.get("role") == "system")
    user = _text(_last(messages, "user"))
    if name == "RouterOutput":
        vague = len(user.split()) < 2 and not re.search(r"[\uac00-\ud7a3]{4,}", user)
        question = user.strip().endswith("?") or user.strip().endswith("뭐야")
        return {
            "is_complex_task": not question,
            "confidence": 0.4 if vague else 0.92,
            "clarification_question": "What would you like to make?" if vague else None,
            "harmful": "ransomware" in user.lower(),
        }
    if name == "PlanOutput":
        stages = re.findall(r"^- [^:\n]+: (.+)$", system, re.MULTILINE)
        sub_tasks = (
            [s.strip() for s in stages[0].split(";")] if stages else ["Research the topic", "Draft it", "Publish it"]
        )
        if MODE["value"] == "english_steps" and "Korean" in system and "rejected" not in user:
            return {"sub_tasks": ["PlanOutput", "CreateMeetingRecord", "UploadToNotion"]}
        feedback = re.search(r"asked for changes: (.+)", system)
        if feedback and "thumbnail" in feedback.group(1).lower():
            sub_tasks = [s for s in sub_tasks if "thumbnail" not in s.lower() and "cover" not in s.lower()]
        return {"sub_tasks": sub_tasks}
    if name == "Picks":
        return {"recommendations": picks_from_tool_results(messages)}
    if name == "StepPicks":
        return {"picks": picks_from_candidates(user)}
    if name == "MemoryItems":
        items = []
        if re.search(r"\bfree\b|무료", system + user, re.IGNORECASE):
            items.append({"kind": "preference", "key": "pricing", "value": "free", "text": "Prefers free tools"})
        return {"items": items}
    return {}


MODE = {"value": "ok"}  # the server's current mode, for the answer builders


def picks_from_candidates(user: str) -> list[dict]:
    """The first candidate id of each step; in mode "bad_pick" step 1 gets a function name instead."""
    picks, step = [], None
    for line in user.splitlines():
        head = re.match(r"^(\d+)\. ", line)
        if head:
            step = int(head.group(1))
            continue
        cand = re.match(r"^\s+- ([a-z0-9-]+): ", line)
        if cand and step is not None and all(p["step"] != step for p in picks):
            tool = "web_search" if MODE["value"] == "bad_pick" and not picks else cand.group(1)
            picks.append({"step": step, "tool_id": tool, "reason": "It does this step's work directly."})
    return picks


def picks_from_tool_results(messages: list[dict]) -> list[dict]:
    """Pick the first catalog tool of each retrieve_docs result, in call order."""
    order = {}
    for m in messages:
        for call in m.get("tool_calls") or []:
            if call["function"]["name"] == "retrieve_docs":
                args = json.loads(call["function"]["arguments"] or "{}")
                order[call["id"]] = int(args.get("sub_task_index") or len(order) + 1)
    picks = []
    for m in messages:
        if m.get("role") == "tool" and m.get("tool_call_id") in order:
            first = next((json.loads(line) for line in _text(m).splitlines() if line.startswith("{")), None)
            picks.append(
                {
                    "sub_task_index": order[m["tool_call_id"]],
                    "tool": first["name"] if first else None,
                    "reason": "Best match in the knowledge base.",
                    "sources": [first["source"]] if first else [],
                }
            )
    return picks


def tool_call_round(messages: list[dict]) -> list[dict]:
    user = _text(_last(messages, "user"))
    calls = []
    for number, text in re.findall(r"^(\d+)\. (.+)$", user, re.MULTILINE):
        calls.append(
            {
                "id": f"call_{uuid.uuid4().hex[:8]}",
                "type": "function",
                "function": {
                    "name": "retrieve_docs",
                    "arguments": json.dumps({"query": text, "sub_task_index": int(number)}),
                },
            }
        )
    return calls


class FakeOpenAI:
    def __init__(self) -> None:
        self.mode = "ok"
        self.requests: list[dict] = []
        self.delay_s = 3.0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                server.requests.append(body)
                if body.get("stream"):
                    self.stream(body)
                    return
                status, payload = server.respond(body)
                if status == "sleep":
                    time.sleep(server.delay_s)
                    status = 200
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(data)

            def stream(self, body):
                """Server-sent events, one chunk per word; "stall" stops sending after the first chunk,
                "slow_stream" sends every word after a pause shorter than the client's silence limit."""
                status, payload = server.respond({k: v for k, v in body.items() if k != "stream"})
                if status not in (200, "sleep"):
                    data = json.dumps(payload).encode()
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                    return
                text = payload["choices"][0]["message"].get("content") or ""
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                words = re.findall(r"\S+\s*", text) or [""]
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    for n, word in enumerate(words):
                        if server.mode == "stall" and n == 1:
                            time.sleep(server.delay_s)
                            return
                        if server.mode == "slow_stream":
                            time.sleep(server.word_pause_s)
                        chunk = {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": "fake",
                                 "choices": [{"index": 0, "delta": {"role": "assistant", "content": word}, "finish_reason": None}]}  # fmt: skip
                        self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                        self.wfile.flush()
                    end = {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": "fake",
                           "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}  # fmt: skip
                    self.wfile.write(f"data: {json.dumps(end)}\n\ndata: [DONE]\n\n".encode())
                    self.wfile.flush()

        self.word_pause_s = 0.3
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()

    @staticmethod
    def _completion(message: dict, finish: str = "stop") -> dict:
        return {
            "id": "chatcmpl-" + uuid.uuid4().hex[:8],
            "object": "chat.completion",
            "created": int(time.time()),
            "model": "fake",
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }

    def respond(self, body: dict):
        MODE["value"] = self.mode
        if self.mode == "500":
            return 500, {"error": {"message": "internal error", "type": "server_error"}}
        if self.mode == "429":
            return 429, {"error": {"message": "rate limited", "type": "rate_limit_error"}}
        if self.mode == "timeout":
            return "sleep", self._completion({"role": "assistant", "content": "too late"})
        messages = body.get("messages", [])
        fmt = body.get("response_format") or {}
        if fmt.get("type") == "json_schema":
            if self.mode == "no_json_schema":
                return 500, {"error": {"message": "json_schema unsupported", "type": "server_error"}}
            content = json.dumps(structured_answer(fmt["json_schema"]["name"], messages), ensure_ascii=False)
            return 200, self._completion({"role": "assistant", "content": content})
        choice = body.get("tool_choice")
        if isinstance(choice, dict) or (body.get("tools") and len(body["tools"]) == 1 and choice not in (None, "auto")):
            name = choice["function"]["name"] if isinstance(choice, dict) else body["tools"][0]["function"]["name"]
            args = json.dumps(structured_answer(name, messages), ensure_ascii=False)
            call = {
                "id": "call_" + uuid.uuid4().hex[:8],
                "type": "function",
                "function": {"name": name, "arguments": args},
            }
            return 200, self._completion({"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls")
        if fmt.get("type") == "json_object":
            schema_hint = " ".join(_text(m) for m in messages if m.get("role") == "system")
            name = next((n for n in ("RouterOutput", "PlanOutput", "Picks", "MemoryItems") if n in schema_hint), "")
            return 200, self._completion(
                {"role": "assistant", "content": json.dumps(structured_answer(name, messages))}
            )
        if body.get("tools"):
            if messages and messages[-1].get("role") == "tool":
                content = json.dumps({"recommendations": picks_from_tool_results(messages)}, ensure_ascii=False)
                return 200, self._completion({"role": "assistant", "content": content})
            calls = tool_call_round(messages)
            if self.mode == "malformed_tool_call":
                for call in calls:
                    call["function"]["arguments"] = '{"query": "unterminated'
            if self.mode == "tool_json_as_text":
                text = json.dumps(
                    [{"name": c["function"]["name"], "arguments": c["function"]["arguments"]} for c in calls]
                )
                return 200, self._completion({"role": "assistant", "content": text})
            return 200, self._completion({"role": "assistant", "content": "", "tool_calls": calls}, "tool_calls")
        return 200, self._completion({"role": "assistant", "content": plain_answer(messages)})


def plain_answer(messages: list[dict]) -> str:
    system = " ".join(_text(m) for m in messages if m.get("role") == "system")
    korean = "in Korean" in system
    if system.startswith("Write a short summary"):
        if MODE["value"] == "invented_names":
            return "Start with Topic Generator (topicgenerator.com) and then follow the plan."
        if korean:
            return "계획한 순서대로 단계를 하나씩 진행하면 됩니다. 결과물은 올리기 전에 꼭 직접 확인하세요."
        return "You will work through the steps in order. Check each result yourself before you publish it."
    if system.startswith("Answer the person's question"):
        return "카탈로그 정보로 두 도구를 비교했습니다." if korean else "Here is what the facts say about it."
    match = re.search(r"Data \(JSON.*?\):\s*(\{.*\})\s*$", system, re.DOTALL)
    if not match:
        return "Answer from the knowledge base [catalog:chatgpt]."
    data = json.loads(match.group(1))
    lines = [f"# Guide: {data['task']}", "", "## Steps"]
    for i, rec in enumerate(data["recommendations"], 1):
        lines.append(
            f"{i}. **{rec['sub_task']}**: {rec.get('tool') or 'no fitting tool'} - {rec.get('reason')}"
            f" Sources: {', '.join(rec.get('sources') or [])}"
        )
    cost = data.get("cost_summary_usd") or {}
    lines += ["", f"Cost: about ${cost.get('monthly', 0)}/month."]
    return "\n".join(lines)
