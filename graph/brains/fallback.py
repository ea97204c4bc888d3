"""Run the LLM brain, and when it fails, answer with the offline brain and tell the person.

Retries with backoff happen inside the OpenAI client (max_retries); by the time an error reaches us
the endpoint has had its chances.
"""

from __future__ import annotations

import logging

from graph.brains.base import Brain

log = logging.getLogger(__name__)
NOTICE = {
    "en": "The language model ({model}) failed ({error}); this part was answered by the offline engine.",
    "ko": "언어 모델({model}) 호출에 실패해({error}) 이 부분은 오프라인 엔진이 답했습니다.",
}


class FallbackBrain:
    def __init__(self, primary: Brain, fallback: Brain) -> None:
        self.primary, self.fallback = primary, fallback
        self.name = primary.name
        self._notices: list[str] = []
        self.failed = False  # the endpoint itself failed (not one checked answer): offline for the rest of the run

    def _try(self, method: str, language: str, *args):
        try:
            return getattr(self.primary, method)(*args)
        except Exception as exc:
            log.warning("LLM %s failed: %r; using the offline brain", method, exc)
            note = NOTICE.get(language, NOTICE["en"]).format(model=self.primary.name, error=exc.__class__.__name__)
            if note not in self._notices:
                self._notices.append(note)
            self.failed = True
            return getattr(self.fallback, method)(*args)

    def route(self, task, language, workflows):
        return self._try("route", language, task, language, workflows)

    def plan(self, request):
        return self._try("plan", request.language, request)

    def recommend(self, request):
        return self._try("recommend", request.language, request)

    def answer(self, question, language, docs):
        return self._try("answer", language, question, language, docs)

    def write_guide(self, request):
        return self._try("write_guide", request.language, request)

    def extract_memories(self, conversation, language):
        return self._try("extract_memories", language, conversation, language)

    def drain_notices(self) -> list[str]:
        """The primary's notices about parts it answered offline, then this wrapper's about failed calls."""
        primary = getattr(self.primary, "drain_notices", lambda: [])()
        notices = list(primary) + self._notices
        self._notices = []
        return notices
