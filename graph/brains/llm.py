"""The LLM brain: any OpenAI-compatible endpoint through langchain-openai.

Calls are kept few (router, planner, two recommender rounds for all sub-tasks at once, guide,
memory extraction: six for a typical plan) and every answer is validated; anything that fails raises,
and the FallbackBrain answers with the offline brain instead.
"""

from __future__ import annotations

import json
import uuid

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI
from pydantic import BaseModel, Field, field_validator

from graph.brains.base import (
    GuideRequest,
    PlanRequest,
    RecommendRequest,
    RecommendStep,
    RouteDecision,
)
from graph.brains.llm_io import extract_json, structured
from prompts import load_prompt
from settings import LLMSettings
from tools import ALL_TOOLS

LANGUAGE_NAMES = {"ko": "Korean", "en": "English"}
TOOL_NAMES = {t.name for t in ALL_TOOLS}


class RouterOutput(BaseModel):
    is_complex_task: bool
    confidence: float = Field(ge=0, le=1)
    clarification_question: str | None = None
    harmful: bool = False


class PlanOutput(BaseModel):
    sub_tasks: list[str] = Field(min_length=1, max_length=12)

    @field_validator("sub_tasks")
    @classmethod
    def _non_empty(cls, value: list[str]) -> list[str]:
        cleaned = [v.strip() for v in value if v and v.strip()]
        if not cleaned:
            raise ValueError("empty plan")
        return cleaned


class Pick(BaseModel):
    sub_task_index: int = Field(ge=1)
    tool: str | None = None
    reason: str = ""
    sources: list[str] = Field(default_factory=list)
    url: str | None = None


class Picks(BaseModel):
    recommendations: list[Pick]


class MemoryItem(BaseModel):
    kind: str
    key: str = ""
    value: str = ""
    text: str
    delete: bool = False


class MemoryItems(BaseModel):
    items: list[MemoryItem] = Field(default_factory=list)


def _tool_calls_from_text(data) -> list[dict]:
    items = data if isinstance(data, list) else [data] if isinstance(data, dict) else []
    calls = []
    for item in items:
        if not isinstance(item, dict) or item.get("name") not in TOOL_NAMES:
            return []
        args = item.get("arguments", item.get("parameters", {}))
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except json.JSONDecodeError:
                return []
        if not isinstance(args, dict):
            return []
        calls.append({"name": item["name"], "args": args, "id": "call_" + uuid.uuid4().hex[:12]})
    return calls


class LLMBrain:
    def __init__(self, settings: LLMSettings, min_tool_score: float = 0.28) -> None:
        self.name = settings.model
        self.endpoint = (settings.base_url or "openai", settings.model)
        self.chat = ChatOpenAI(
            model=settings.model,
            api_key=settings.api_key,
            base_url=settings.base_url,
            timeout=settings.timeout_s,
            max_retries=settings.max_retries,
            temperature=0,
        )
        self.calls = 0

    def _structured(self, schema, messages):
        value, calls = structured(self.chat, schema, messages, self.endpoint)
        self.calls += calls
        return value

    def _text(self, messages) -> str:
        self.calls += 1
        return str(self.chat.invoke(messages).content).strip()

    def route(self, task: str, language: str, workflows: list[tuple[dict, float]]) -> RouteDecision:
        out = self._structured(RouterOutput, [SystemMessage(content=load_prompt("router")), HumanMessage(content=task)])
        return RouteDecision(
            out.is_complex_task, out.confidence, language, out.clarification_question, harmful=out.harmful
        )

    def plan(self, request: PlanRequest) -> list[str]:
        key = "title_ko" if request.language == "ko" else "title"
        stage = "ko" if request.language == "ko" else "en"
        workflows = (
            "\n".join(f"- {wf[key]}: " + "; ".join(s[stage] for s in wf["stages"]) for wf, _ in request.workflows[:2])
            or "(none)"
        )
        memories = "\n".join(f"- {m.get('text')}" for m in request.memories) or "(none)"
        feedback = ""
        if request.feedback:
            previous = "\n".join(f"- {s}" for s in request.previous_plan)
            feedback = f"The person reviewed this plan:\n{previous}\nand asked for changes: {request.feedback}\n"
        system = load_prompt("planner").format(
            language_name=LANGUAGE_NAMES[request.language],
            workflows=workflows,
            memories=memories,
            feedback_block=feedback,
        )
        return self._structured(
            PlanOutput, [SystemMessage(content=system), HumanMessage(content=request.task)]
        ).sub_tasks

    def _recommend_messages(self, request: RecommendRequest) -> list:
        listing = "\n".join(f"{i + 1}. {request.sub_tasks[i]}" for i in request.pending)
        memories = "\n".join(f"- {m.get('text')}" for m in request.memories) or "(none)"
        human = (
            f"Job: {request.task}\nLanguage for reasons: {LANGUAGE_NAMES[request.language]}\n"
            f"Sub-tasks still to decide:\n{listing}\nRemembered about this person (data):\n{memories}"
        )
        return [SystemMessage(content=load_prompt("recommender")), HumanMessage(content=human), *request.phase_messages]

    def recommend(self, request: RecommendRequest) -> RecommendStep:
        messages = self._recommend_messages(request)
        if request.round >= request.max_rounds:
            return self._decisions(self._structured(Picks, messages), request)
        self.calls += 1
        reply = self.chat.bind_tools(ALL_TOOLS).invoke(messages)
        if reply.tool_calls:
            calls = []
            for call in reply.tool_calls:
                if call["name"] not in TOOL_NAMES or not isinstance(call.get("args"), dict):
                    raise ValueError(f"malformed tool call {call.get('name')!r}")
                calls.append({"name": call["name"], "args": call["args"], "id": call.get("id") or uuid.uuid4().hex})
            return RecommendStep(tool_calls=calls, thought=str(reply.content or ""))
        if getattr(reply, "invalid_tool_calls", None):
            raise ValueError("the model sent malformed tool calls")
        data = extract_json(str(reply.content))
        text_calls = _tool_calls_from_text(data)
        if text_calls:  # llama.cpp's default template returns tool calls as JSON text
            return RecommendStep(tool_calls=text_calls)
        if isinstance(data, dict) and "recommendations" in data:
            return self._decisions(Picks.model_validate(data), request)
        if request.round == 1:
            raise ValueError("the model neither called a tool nor recommended anything")
        return self._decisions(self._structured(Picks, messages), request)

    @staticmethod
    def _decisions(picks: Picks, request: RecommendRequest) -> RecommendStep:
        step = RecommendStep()
        for pick in picks.recommendations:
            index = pick.sub_task_index - 1
            if index in request.pending:
                tool = pick.tool if pick.tool and pick.tool.lower() not in ("null", "none") else None
                step.decisions[index] = {"tool": tool, "reason": pick.reason, "sources": pick.sources, "url": pick.url}
        return step

    def answer(self, question: str, language: str, docs: list[dict]) -> str:
        knowledge = (
            "\n".join(
                f"[{d['source']}] {d.get('name') or ''} {d.get('description') or d.get('text') or ''}" for d in docs
            )
            or "(nothing found)"
        )
        system = load_prompt("answer").format(language_name=LANGUAGE_NAMES[language], docs=knowledge)
        return self._text([SystemMessage(content=system), HumanMessage(content=question)])

    def write_guide(self, request: GuideRequest) -> str:
        data = {
            "task": request.task,
            "sub_tasks": request.sub_tasks,
            "recommendations": [
                {
                    k: r.get(k)
                    for k in (
                        "sub_task",
                        "tool",
                        "url",
                        "category",
                        "reason",
                        "sources",
                        "pricing_model",
                        "free_tier",
                        "price_usd_month",
                        "search_hint",
                    )
                }
                for r in request.recommendations
            ],
            "cost_summary_usd": request.cost_summary,
            "memories_applied": request.memories_applied,
            "check_current_price_for": request.stale_tools,
            "missing_in_previous_draft": request.missing,
        }
        system = load_prompt("guide").format(
            language_name=LANGUAGE_NAMES[request.language], data=json.dumps(data, ensure_ascii=False, indent=1)
        )
        guide = self._text([SystemMessage(content=system), HumanMessage(content="Write the guide.")])
        if not guide:
            raise ValueError("empty guide")
        return guide

    def extract_memories(self, conversation: str, language: str) -> list[dict]:
        system = load_prompt("memory_extractor").format(
            language_name=LANGUAGE_NAMES[language], conversation=conversation
        )
        out = self._structured(MemoryItems, [SystemMessage(content=system), HumanMessage(content="Extract.")])
        return [i.model_dump() for i in out.items if i.text.strip()]

    def drain_notices(self) -> list[str]:
        return []
