"""The LLM brain: any OpenAI-compatible endpoint through langchain-openai, checked part by part.

The model decides what it is good at and the offline brain keeps what must be exact:
- routing: the model's call, unless it contradicts the request's form (a question routed as a job);
- planning: the model's steps, in the request's language, not identifiers, not duplicates; one retry
  with the reason, then the offline plan;
- choosing: per step, one of the candidates the retrieval found and the constraints allow (their catalog
  ids), validated against that list; a step the model leaves open or answers with anything else gets the
  offline choice, and each recommendation says which brain decided it;
- the guide: the offline writer composes it from validated facts; the model writes a short, streamed
  summary that is dropped if it names a tool or link that is not in the plan or is in the wrong language;
- memories: only what the person stated, in their language, never the task echoed back.
Every part that falls back says so (a notice and LLM_FALLBACK), in the same run.
"""

from __future__ import annotations

import dataclasses
import re

import httpx
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI
from langgraph.config import get_stream_writer
from pydantic import BaseModel, Field
from pydantic.json_schema import SkipJsonSchema

from graph.brains.base import GuideRequest, PlanRequest, RecommendRequest, RecommendStep, RouteDecision
from graph.brains.llm_io import stream_text, structured
from graph.brains.offline import OfflineBrain
from graph.brains.offline_recommender import ranked_candidates
from graph.context import MIN_TOOL_SCORE
from graph.understanding import understand
from knowledge.catalog import catalog_by_id, load_catalog
from knowledge.text import HANGUL, resolve_particles
from memory_store.store import KINDS
from prompts import load_prompt
from settings import LLMSettings

LANGUAGE_NAMES = {"ko": "Korean", "en": "English"}
CANDIDATES = 4  # a small local model reads the prompt at ~30 tokens/s: every candidate line costs time
MAX_TOKENS = {"route": 120, "plan": 300, "pick": 500, "summary": 120, "memories": 200, "answer": 220}
NOTICE = {
    "en": "The language model's {part} was not usable ({why}); the offline engine answered that part.",
    "ko": "언어 모델의 {part} 답변을 쓸 수 없어({why}) 그 부분은 오프라인 엔진이 답했습니다.",
}
PART_NAMES = {
    "plan": {"en": "plan", "ko": "계획"},
    "pick": {"en": "tool choice", "ko": "도구 선택"},
    "route": {"en": "routing", "ko": "요청 분류"},
    "summary": {"en": "guide summary", "ko": "가이드 요약"},
    "memories": {"en": "memory notes", "ko": "기억 정리"},
    "answer": {"en": "answer", "ko": "답변"},
}
ENUMERATION = re.compile(r"^\s*(?:\d+\s*[.)]|[-*•]|step\s*\d+\s*[:.)-]|\d+단계\s*[:.)]?)\s*", re.I)
WHY_KO = (
    ("a question routed as a job", "질문을 작업으로 분류"),
    ("a job routed as a question", "작업을 질문으로 분류"),
    ("steps written as identifiers", "코드 이름 같은 단계"),
    ("repeated steps", "중복된 단계"),
    ("too few steps", "단계 부족"),
    ("steps not in Korean", "한국어가 아닌 단계"),
    ("wrong language", "다른 언어"),
    ("checked and dropped", "검증 실패"),
    ("named ", "계획에 없는 도구 언급: "),
    ("steps ", "단계 "),
)
IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$|^[a-z]+(?:[A-Z][a-z0-9]+)+$|[{}<>\[\]]")


class RouterOutput(BaseModel):
    is_complex_task: bool
    confidence: float = Field(ge=0, le=1)
    clarification_question: str | None = None
    harmful: bool = False


class PlanOutput(BaseModel):
    sub_tasks: list[str] = Field(min_length=1, max_length=12)


class StepPick(BaseModel):
    step: int = Field(ge=1)
    tool_id: str | None = None
    # Not asked for (a small local model writes ~6 tokens/s: seven reasons cost ~20 s); the offline brain states
    # the reason from catalog facts. A reason the model gives anyway is still checked and used.
    reason: SkipJsonSchema[str] = ""


class StepPicks(BaseModel):
    picks: list[StepPick] = Field(default_factory=list)


class MemoryItem(BaseModel):
    kind: str
    key: str = ""
    value: str = ""
    text: str
    delete: bool = False


class MemoryItems(BaseModel):
    items: list[MemoryItem] = Field(default_factory=list)


def language_ok(text: str, language: str) -> bool:
    """Korean text must mostly be Hangul (names and acronyms aside); English text must have no Hangul."""
    if language != "ko":
        return not HANGUL.search(text or "")
    hangul = len(re.findall(r"[\uac00-\ud7a3]+", text or ""))
    latin = len([w for w in re.findall(r"[A-Za-z]{3,}", text or "") if not w.isupper()])
    return hangul > 0 and latin <= hangul // 2 + 2


def plan_problem(steps: list[str], language: str) -> str | None:
    """Why a plan from the model cannot be shown, or None."""
    cleaned = [" ".join(s.split()) for s in steps if s and s.strip()]
    if len(cleaned) < 2:
        return "too few steps"
    if len({s.lower() for s in cleaned}) < len(cleaned):
        return "repeated steps"
    if any(IDENTIFIER.search(s) for s in cleaned):
        return "steps written as identifiers"
    if not all(language_ok(s, language) for s in cleaned):
        return f"steps not in {LANGUAGE_NAMES.get(language, language)}"
    return None


def unknown_names(text: str, allowed: set[str]) -> list[str]:
    """Catalog tools, links and domain-like names in the text that are not among `allowed` tool names."""
    found = [
        m.group(0)
        for m in re.finditer(
            r"https?://\S+|www\.\S+|<\s*/?\s*[a-zA-Z][^>]*>|\b[\w-]+\.(?:com|io|ai|net|org|co|kr|app|dev|me)\b", text
        )
    ]
    low = text.lower()
    for entry in load_catalog():
        name = entry["name"].split(" (")[0].lower()
        if (
            len(name) >= 4
            and entry["name"] not in allowed
            and re.search(rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])", low)
        ):
            found.append(entry["name"])
    return found


class LLMBrain:
    def __init__(self, settings: LLMSettings, min_tool_score: float = MIN_TOOL_SCORE) -> None:
        self.name = settings.model
        self.endpoint = (settings.base_url or "openai", settings.model)
        self.settings = settings
        common = {"model": settings.model, "api_key": settings.api_key, "base_url": settings.base_url, "temperature": 0}
        self.chat = ChatOpenAI(**common, timeout=settings.call_timeout_s, max_retries=settings.max_retries)
        silence = httpx.Timeout(connect=15.0, read=settings.silence_s, write=30.0, pool=15.0)
        self.stream_chat = ChatOpenAI(**common, timeout=silence, max_retries=0, streaming=True, stream_usage=True)
        self.offline = OfflineBrain(min_tool_score)
        self.calls = 0
        self._notices: list[str] = []
        self.on_token = None  # set by a caller that shows the guide summary as it streams

    # --- plumbing -----------------------------------------------------------------------------------

    def _budget(self, part: str) -> int:
        return min(MAX_TOKENS[part], self.settings.max_tokens)

    def _structured(self, schema, messages, part: str):
        chat = self.chat.bind(max_tokens=self._budget(part))
        value, calls = structured(chat, schema, self._fit(messages), self.endpoint)
        self.calls += calls
        return value

    def _stream(self, messages, part: str) -> str:
        """A streamed answer; inside a graph run each token also goes to the run's custom stream, so the page
        can show the guide's text as it is written."""
        self.calls += 1
        on_token = self.on_token
        if on_token is None and part == "summary":
            try:
                writer = get_stream_writer()
                on_token = lambda text: writer({"guide_text": text})  # noqa: E731
            except RuntimeError:  # not inside a run
                on_token = None
        return stream_text(self.stream_chat.bind(max_tokens=self._budget(part)), self._fit(messages), on_token)

    def _fit(self, messages):
        """Messages within the prompt budget: the system text is cut from the end (it ends with the data)."""
        budget = self.settings.prompt_budget_chars
        out = []
        for m in messages:
            if isinstance(m, SystemMessage) and len(m.content) > budget:
                m = SystemMessage(content=m.content[:budget] + "\n(truncated)")
            out.append(m)
        return out

    def _fell_back(self, part: str, why: str, language: str) -> None:
        lang = "ko" if language == "ko" else "en"
        if lang == "ko":
            for en, ko in WHY_KO:
                why = why.replace(en, ko)
        note = NOTICE[lang].format(part=PART_NAMES[part][lang], why=why)
        if note not in self._notices:
            self._notices.append(resolve_particles(note))

    def drain_notices(self) -> list[str]:
        notices, self._notices = self._notices, []
        return notices

    # --- the parts ----------------------------------------------------------------------------------

    def route(self, task: str, language: str, workflows: list[tuple[dict, float]]) -> RouteDecision:
        offline = self.offline.route(task, language, workflows)
        if offline.confidence >= 0.85 and offline.is_complex_task != understand(task, language)["is_question"]:
            return offline  # a clear case by the request's own form and a strong job match: no call needed
        out = self._structured(
            RouterOutput, [SystemMessage(content=load_prompt("router")), HumanMessage(content=task)], "route"
        )
        decision = RouteDecision(
            out.is_complex_task, out.confidence, language, out.clarification_question, harmful=out.harmful
        )
        offline = self.offline.route(task, language, workflows)
        if decision.is_complex_task != offline.is_complex_task and understand(task, language)["is_question"]:
            self._fell_back(
                "route",
                "a question routed as a job" if decision.is_complex_task else "a job routed as a question",
                language,
            )
            return dataclasses.replace(offline, harmful=offline.harmful or decision.harmful)
        if decision.clarification_question and not language_ok(decision.clarification_question, language):
            decision.clarification_question = offline.clarification_question
        decision.choices = offline.choices
        return decision

    def plan(self, request: PlanRequest) -> list[str | dict]:
        fallback = self.offline.plan(request)
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
        messages = [SystemMessage(content=system), HumanMessage(content=request.task)]
        problem = "no answer"
        for _attempt in range(2):
            out = self._structured(PlanOutput, messages, "plan")
            steps = [ENUMERATION.sub("", " ".join(s.split())) for s in out.sub_tasks]
            problem = plan_problem(steps, request.language)
            if problem is None:
                return steps
            messages = messages + [
                HumanMessage(
                    content=f"That plan was rejected: {problem}. Write 3-8 short steps as plain "
                    f"{LANGUAGE_NAMES[request.language]} sentences, each a different action, no code names."
                )
            ]
        self._fell_back("plan", problem, request.language)
        return fallback

    def recommend(self, request: RecommendRequest) -> RecommendStep:
        """Round 1: the same searches as the offline brain (real tool calls). Then one question to the model:
        for each step, which of its candidates (catalog ids) fits; anything else becomes the offline choice."""
        if request.round == 1:
            return self.offline.recommend(request)
        final = self.offline.recommend(dataclasses.replace(request, round=request.max_rounds))
        candidates = {i: [c for _, c in ranked_candidates(request, i)[0][:CANDIDATES]] for i in request.pending}
        asked = [i for i in request.pending if candidates[i]]
        if not asked:
            return final
        lines = []
        for i in asked:
            lines.append(f"{i + 1}. {request.sub_tasks[i]}")
            for card in candidates[i]:
                entry = catalog_by_id()[card["tool_id"]]
                about = entry["description_ko" if request.language == "ko" else "description"].split(". ")[0][:70]
                lines.append(f"   - {card['tool_id']}: {entry['name']} ({entry['pricing_model']}) {about}")
        system = load_prompt("recommender").format(language_name=LANGUAGE_NAMES[request.language])
        human = f"Job: {request.task}\n\nSteps and their candidates (choose by id):\n" + "\n".join(lines)
        try:
            picks = self._structured(StepPicks, [SystemMessage(content=system), HumanMessage(content=human)], "pick")
        except Exception as exc:  # the offline choices stand for every step
            self._fell_back("pick", exc.__class__.__name__, request.language)
            return self._mark(final, "offline")
        chosen = {p.step - 1: p for p in picks.picks}
        rejected = []
        for i in request.pending:
            pick = chosen.get(i)
            ids = [c["tool_id"] for c in candidates.get(i, [])]
            decision = final.decisions.get(i)
            if decision is None:
                continue
            if pick is None or pick.tool_id not in ids:
                decision["decided_by"] = "offline"
                rejected.append(i + 1)
                continue
            if pick.tool_id != decision.get("tool"):
                alternatives = [
                    {"tool_id": c["tool_id"], "tool": c["name"], "url": c.get("url"), "beaten_because": "fit"}
                    for c in candidates[i]
                    if c["tool_id"] != pick.tool_id
                ][:2]
                decision.update(tool=pick.tool_id, sources=[f"catalog:{pick.tool_id}"], alternatives=alternatives)
            reason = " ".join(pick.reason.split())
            allowed = {catalog_by_id()[pick.tool_id]["name"]}
            if reason and language_ok(reason, request.language) and not unknown_names(reason, allowed):
                decision["reason"] = reason[:400]
            else:
                decision["reason"] = self.offline.reason(pick.tool_id, request.sub_tasks[i], request.language, decision)
            decision["decided_by"] = "llm"
        if rejected:
            self._fell_back("pick", "steps " + ", ".join(map(str, rejected)), request.language)
        return final

    @staticmethod
    def _mark(step: RecommendStep, by: str) -> RecommendStep:
        for decision in step.decisions.values():
            decision["decided_by"] = by
        return step

    def answer(self, question: str, language: str, docs: list[dict]) -> str:
        facts = self.offline.answer(question, language, docs)
        system = load_prompt("answer").format(language_name=LANGUAGE_NAMES[language], docs=facts)
        try:
            summary = self._stream([SystemMessage(content=system), HumanMessage(content=question)], "answer")
        except Exception as exc:
            self._fell_back("answer", exc.__class__.__name__, language)
            return facts
        allowed = {d.get("name") for d in docs if d.get("name")} | {
            e["name"] for e in load_catalog() if e["name"] in facts
        }
        if not summary or not language_ok(summary, language) or unknown_names(summary, allowed):
            self._fell_back("answer", "checked and dropped", language)
            return facts
        return summary + "\n\n" + facts

    def write_guide(self, request: GuideRequest) -> str:
        guide = self.offline.write_guide(request)
        tools = {r["tool"] for r in request.recommendations if r.get("tool")}
        facts = "\n".join(f"- {r['sub_task']}: {r.get('tool') or '-'}" for r in request.recommendations)
        system = load_prompt("guide").format(language_name=LANGUAGE_NAMES[request.language], data=facts)
        try:
            summary = self._stream([SystemMessage(content=system), HumanMessage(content=request.task)], "summary")
        except Exception as exc:
            self._fell_back("summary", exc.__class__.__name__, request.language)
            return guide
        bad = unknown_names(summary, tools)
        if not summary or not language_ok(summary, request.language) or bad:
            self._fell_back("summary", "named " + ", ".join(bad[:3]) if bad else "wrong language", request.language)
            return guide
        head, _, rest = guide.partition("\n## ")
        return f"{head.rstrip()}\n\n{summary.strip()}\n\n## {rest}" if rest else f"{guide}\n\n{summary}"

    def extract_memories(self, conversation: str, language: str) -> list[dict]:
        rules = self.offline.extract_memories(conversation, language)
        system = load_prompt("memory_extractor").format(
            language_name=LANGUAGE_NAMES[language], conversation=conversation
        )
        try:
            out = self._structured(
                MemoryItems, [SystemMessage(content=system), HumanMessage(content="Extract.")], "memories"
            )
        except Exception as exc:
            self._fell_back("memories", exc.__class__.__name__, language)
            return rules
        said = " ".join(conversation.split()).lower()
        keys = {m["key"] for m in rules}
        kept = []
        for item in out.items:
            text = " ".join(item.text.split())
            echoed = len(text) > 20 and (text.lower() in said or said in text.lower())
            if item.kind in KINDS and text and language_ok(text, language) and not echoed and item.key not in keys:
                kept.append(item.model_dump() | {"text": text})
        return rules + kept[:3]
