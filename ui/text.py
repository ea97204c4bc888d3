"""What the app says to people, in English and Korean (the plan's language decides)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "review": {
        "en": "Here is the plan ({n} steps). Edit it on the right (change text, add, delete, move rows), "
        "then **Approve**, or describe a change and **Revise**.",
        "ko": "계획을 만들었어요 ({n}단계). 오른쪽 표에서 수정(텍스트 변경, 추가, 삭제, 순서 이동)한 뒤 "
        "**Approve(승인)** 를 누르거나, 바꿀 점을 적고 **Revise(수정 요청)** 를 누르세요.",
    },
    "done_complex": {
        "en": "Done: the guide with one tool per step and its sources is on the right.",
        "ko": "완료했어요. 단계별 도구와 출처가 담긴 가이드를 오른쪽에서 확인하세요.",
    },
    "cancelled": {
        "en": "Cancelled: this plan will not be run. Pick an earlier version to restore it, or start a new task.",
        "ko": "취소했어요. 이 계획은 실행되지 않아요. 이전 버전을 복원하거나 새 작업을 입력하세요.",
    },
    "working": {"en": "Working on it…", "ko": "진행 중…"},
    "running": {"en": "Running: {node}", "ko": "실행 중: {node}"},
    "recommended": {"en": "{sub_task} → **{tool}**", "ko": "{sub_task} → **{tool}**"},
    "no_tool": {"en": "(no fitting tool)", "ko": "(맞는 도구 없음)"},
    "resumed": {
        "en": "Resumed thread `{thread}` ({status}).",
        "ko": "스레드 `{thread}` 를 이어서 엽니다 ({status}).",
    },
    "interrupted": {
        "en": "This run stopped midway. Press **Approve** to continue it.",
        "ko": "이 실행은 중간에 멈췄어요. **Approve** 를 눌러 이어서 진행하세요.",
    },
    "restored": {
        "en": "Restored plan version {n}. Review it, then Approve or Revise.",
        "ko": "계획 버전 {n} 을(를) 복원했어요. 확인한 뒤 승인하거나 수정 요청하세요.",
    },
    "refused": {"en": "I can't help with that request.", "ko": "그 요청은 도와드릴 수 없어요."},
}

STATUS_NAMES = {
    "awaiting_approval": {"en": "waiting for your approval", "ko": "승인 대기"},
    "done": {"en": "done", "ko": "완료"},
    "needs_clarification": {"en": "needs one more detail", "ko": "추가 정보 필요"},
    "refused": {"en": "refused", "ko": "거절됨"},
    "error": {"en": "error", "ko": "오류"},
    "interrupted": {"en": "stopped midway", "ko": "중간에 멈춤"},
    "cancelled": {"en": "cancelled", "ko": "취소됨"},
    "new": {"en": "new", "ko": "새 작업"},
    "running": {"en": "running…", "ko": "진행 중…"},
}

NODE_NAMES = {
    "llm_router": {"en": "understanding the request", "ko": "요청 이해"},
    "planning_node": {"en": "planning", "ko": "계획 세우기"},
    "recommend_tool_node": {"en": "recommending tools", "ko": "도구 추천"},
    "recommend": {"en": "choosing tools", "ko": "도구 고르기"},
    "tool_executor": {"en": "searching the knowledge base", "ko": "지식 베이스 검색"},
    "guide_generation_node": {"en": "writing the guide", "ko": "가이드 작성"},
    "reflection_node": {"en": "remembering your preferences", "ko": "선호 기억하기"},
}


def lang_of(value: str | None) -> str:
    return "ko" if value == "ko" else "en"


def say(key: str, language: str | None = None, **values) -> str:
    return MESSAGES[key][lang_of(language)].format(**values)


def status_name(status: str, language: str | None = None) -> str:
    return STATUS_NAMES.get(status, {}).get(lang_of(language), status)


def node_name(node: str, language: str | None = None) -> str:
    return NODE_NAMES.get(node, {}).get(lang_of(language), node)
