"""What the app says to people, in English and Korean (the plan's language decides)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "review": {
        "en": "Here is the plan ({n} steps). Edit the steps (click one to change its text; select it to move or "
        "delete it), then press **Approve and find tools**, or write what should change and **Revise the plan**.",
        "ko": "계획을 만들었어요 ({n}단계). 단계를 눌러 문장을 고치거나 선택해 옮기고 지운 뒤 **승인하고 도구 찾기**를 "
        "누르세요. 바꿀 점을 적고 **계획 다시 세우기**를 눌러도 돼요.",
    },
    "done_complex": {
        "en": "Done: your guide, with one tool per step and its sources, is below the plan.",
        "ko": "완료했어요. 단계별 도구와 출처가 담긴 가이드를 계획 아래에서 확인하세요.",
    },
    "cancelled": {
        "en": "Cancelled: this plan will not be run. Pick an earlier version to restore it, or start a new task.",
        "ko": "취소했어요. 이 계획은 실행되지 않아요. 이전 버전을 복원하거나 새 작업을 입력하세요.",
    },
    "working": {"en": "Working on it…", "ko": "진행 중…"},
    "running": {"en": "{node}", "ko": "{node}"},
    "recommended": {"en": "{sub_task} → **{tool}**", "ko": "{sub_task} → **{tool}**"},
    "no_tool": {"en": "(no fitting tool)", "ko": "(맞는 도구 없음)"},
    "resumed": {
        "en": "Reopened your plan ({status}).",
        "ko": "내 계획을 다시 열었어요 ({status}).",
    },
    "interrupted": {
        "en": "This run stopped midway. Press **Approve and find tools** to continue it.",
        "ko": "이 실행은 중간에 멈췄어요. **승인하고 도구 찾기**를 눌러 이어서 진행하세요.",
    },
    "restored": {
        "en": "Restored plan version {n}. Review it, then Approve or Revise.",
        "ko": "계획 버전 {n} 을(를) 복원했어요. 확인한 뒤 승인하거나 수정 요청하세요.",
    },
    "refused": {"en": "I can't help with that request.", "ko": "그 요청은 도와드릴 수 없어요."},
    "planning": {"en": "⏳ Making a plan…", "ko": "⏳ 계획 세우는 중…"},
    "no_plan": {
        "en": "There is no plan yet: write what you want to do and press Make a plan.",
        "ko": "아직 계획이 없어요. 하고 싶은 일을 적고 '계획 세우기'를 누르세요.",
    },
    "nothing_to_cancel": {"en": "There is nothing to cancel.", "ko": "취소할 계획이 없어요."},
    "paste_id": {"en": "Paste a plan id first.", "ko": "계획 ID를 먼저 붙여 넣으세요."},
    "unknown_thread": {"en": "No plan of yours has that id.", "ko": "그 ID의 내 계획이 없어요."},
    "pick_version": {"en": "Pick a version first.", "ko": "되돌릴 버전을 먼저 고르세요."},
    "pick_row": {"en": "Select a step first (click it).", "ko": "단계를 먼저 누르세요."},
    "type_step": {"en": "Write the new step first.", "ko": "새 단계 내용을 먼저 적으세요."},
    "added_step": {"en": "Added step {n}.", "ko": "{n}단계를 추가했어요."},
    "deleted_step": {"en": "Deleted step {n}.", "ko": "{n}단계를 지웠어요."},
    "moved_step": {"en": "Moved step {a} to {b}.", "ko": "{a}단계를 {b}번째로 옮겼어요."},
    "cannot_move": {"en": "That step cannot move further.", "ko": "더 옮길 수 없어요."},
    "empty_plan": {"en": "The plan is empty.", "ko": "계획이 비어 있어요."},
    "pick_swap": {"en": "Pick a step's alternative first.", "ko": "바꿀 후보를 먼저 고르세요."},
    "swapped": {"en": "Step {n} now uses {tool}.", "ko": "{n}단계 도구를 {tool}(으)로 바꿨어요."},
    "mem_saved": {"en": "Saved.", "ko": "저장했어요."},
    "mem_deleted": {"en": "Deleted.", "ko": "지웠어요."},
    "pick_memory": {"en": "Click a memory first.", "ko": "기억을 먼저 누르세요."},
    "mem_count": {"en": "Memories: {n}.", "ko": "기억 {n}개."},
    "mem_none": {"en": "No memories yet.", "ko": "아직 기억한 것이 없어요."},
    "tick_box": {
        "en": "Tick the box to confirm that every memory, uploaded document, plan and guide of yours should be "
        "deleted.",
        "ko": "내 기억·자료·계획·가이드를 모두 지우려면 확인란을 먼저 체크하세요.",
    },
    "forgot": {
        "en": "Forgot {memories} memories, {documents} uploaded documents, {plans} plans and {guides} "
        "downloaded guides.",
        "ko": "기억 {memories}개, 올린 자료 {documents}개, 계획 {plans}개, 내려받은 가이드 {guides}개를 지웠어요.",
    },
    "doc_added": {
        "en": "✅ Added **{name}** ({chunks} parts indexed). Only you can search it.",
        "ko": "✅ **{name}** 을(를) 추가했어요 (색인 {chunks}조각). 나만 검색할 수 있어요.",
    },
    "doc_refused": {"en": "⚠️ Refused: {why}", "ko": "⚠️ 추가하지 못했어요: {why}"},
    "doc_removed": {"en": "Removed {name}.", "ko": "{name} 을(를) 지웠어요."},
    "pick_doc": {"en": "Pick one of your documents first.", "ko": "내 자료를 먼저 고르세요."},
    "doc_missing": {"en": "You have no document with that name.", "ko": "그 이름의 내 자료가 없어요."},
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
