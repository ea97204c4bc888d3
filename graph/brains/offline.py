"""The offline brain: deterministic and knowledge-driven, the default when no API key is set."""

from __future__ import annotations

from graph.brains import offline_planner, offline_recommender, offline_writer
from graph.brains.base import (
    GuideRequest,
    PlanRequest,
    RecommendRequest,
    RecommendStep,
    RouteDecision,
)
from graph.context import MIN_TOOL_SCORE
from memory_store.reflection import extract_preferences


class OfflineBrain:
    name = "offline"

    def __init__(self, min_tool_score: float = MIN_TOOL_SCORE) -> None:
        self.min_tool_score = min_tool_score

    def route(self, task: str, language: str, workflows: list[tuple[dict, float]]) -> RouteDecision:
        is_complex, confidence, question, assumption, choices = offline_planner.route(task, language, workflows)
        return RouteDecision(is_complex, confidence, language, question, assumption, choices=choices)

    def plan(self, request: PlanRequest) -> list[dict]:
        remembered = [m.get("value", "") for m in request.memories if str(m.get("key", "")).startswith("feedback:")]
        steps, _ = offline_planner.plan(request, remembered)
        return steps

    def recommend(self, request: RecommendRequest) -> RecommendStep:
        step = offline_recommender.recommend(request, self.min_tool_score)
        for index, dec in step.decisions.items():
            dec["decided_by"] = "offline"
            if dec.get("tool"):
                dec["reason"] = self.reason(dec["tool"], request.sub_tasks[index], request.language, dec)
        return step

    @staticmethod
    def reason(tool_id: str, sub_task: str, language: str, decision: dict) -> str:
        """Why this tool for this step, from catalog facts and what decided it."""
        return offline_writer.reason_for(
            tool_id,
            sub_task,
            language,
            decision.get("applied", []),
            decision.get("reused_from"),
            decision.get("alternatives"),
        )

    def answer(self, question: str, language: str, docs: list[dict]) -> str:
        return offline_writer.answer(question, language, docs)

    def write_guide(self, request: GuideRequest) -> str:
        return offline_writer.write_guide(request)

    def extract_memories(self, conversation: str, language: str) -> list[dict]:
        return [vars(e) for e in extract_preferences(conversation, language)]

    def drain_notices(self) -> list[str]:
        return []
