"""Every word the page itself shows, one table per language (the chat's sentences are in ui/text.py).

The first paint follows the browser's language through Gradio's own `gr.I18n` (which also translates
Gradio's built-in strings); the 한국어 / English switch re-labels every component from the same table
(`relabel`). A Korean task on an English page still gets a Korean plan and guide: the plan's language is the
request's, the page's is the person's choice.
"""

from __future__ import annotations

import gradio as gr

PAGE: dict[str, dict[str, str]] = {
    "en": {
        "intro": "Describe what you want to do. You get a plan to check and edit, then one AI tool per step "
        "and a step-by-step guide.",
        "tab_planner": "Planner",
        "tab_memory": "What I remember",
        "tab_knowledge": "Your documents",
        "task": "What do you want to do?",
        "task_placeholder": "e.g. Launch a podcast on a small budget",
        "task_info": "Enter sends · Shift+Enter adds a line",
        "plan_btn": "Make a plan",
        "new_btn": "Start over",
        "examples": "Try one",
        "chat": "Conversation",
        "plan_head": "### Your plan",
        "plan_hint": "Your plan will appear here: steps you can check, edit and approve.",
        "plan_table": "Steps (click a step to edit its text or to select it)",
        "col_step": "Step",
        "col_kind": "Kind of tool",
        "selected_none": "Select a step to move or delete it.",
        "selected": "Selected: step {n}",
        "up": "↑ Move up",
        "down": "↓ Move down",
        "delete": "✕ Delete step",
        "new_step": "New step",
        "new_step_placeholder": "e.g. Write show notes for each episode",
        "add": "＋ Add step",
        "approve": "Approve and find tools",
        "cancel": "Cancel this plan",
        "feedback": "What should change?",
        "feedback_placeholder": "e.g. skip the thumbnail step, keep it free",
        "revise": "Revise the plan",
        "versions": "Earlier versions of this plan",
        "version_pick": "Version",
        "restore": "Restore this version",
        "progress": "Progress",
        "guide_head": "### Your guide",
        "download": "⬇ Download the guide (.md)",
        "swap_pick": "Use another tool for a step",
        "swap": "Swap",
        "my_plans": "My plans",
        "open": "Open",
        "details": "Details",
        "thread": "Plan id",
        "resume": "Open by id",
        "lang": "Language",
        "mem_intro": "What the planner remembers about you (preferences, tools you avoid, limits). Click a row "
        "to edit or delete it.",
        "mem_table": "Memories",
        "col_mem_text": "What I remember",
        "col_mem_kind": "Kind",
        "col_mem_when": "Learned",
        "mem_text": "Text",
        "mem_refresh": "Refresh",
        "mem_save": "Save",
        "mem_delete": "Delete",
        "forget_ok": "Yes, delete every memory, document, plan and guide of mine",
        "forget": "Forget me",
        "kb_intro": "Add PDF reports for the recommender to cite (at most {mb} MB each). Only you can search "
        "your documents.",
        "upload": "Add a PDF",
        "doc_table": "Documents",
        "col_doc_file": "File",
        "col_doc_size": "Size",
        "col_doc_parts": "Indexed parts",
        "col_doc_whose": "Whose",
        "doc_choice": "Your documents",
        "doc_remove": "Remove",
        "doc_refresh": "Refresh",
        "whose_builtin": "built-in",
        "whose_mine": "yours",
        "whose_shared": "shared",
    },
    "ko": {
        "intro": "하고 싶은 일을 적어 주세요. 확인하고 고칠 수 있는 계획을 먼저 보여 드리고, 승인하면 단계마다 AI 도구 "
        "하나와 단계별 가이드를 드려요.",
        "tab_planner": "계획 세우기",
        "tab_memory": "기억",
        "tab_knowledge": "내 자료",
        "task": "무엇을 하고 싶으세요?",
        "task_placeholder": "예: 적은 예산으로 팟캐스트 시작하기",
        "task_info": "Enter로 보내기 · Shift+Enter로 줄바꿈",
        "plan_btn": "계획 세우기",
        "new_btn": "새로 시작",
        "examples": "예시로 시작하기",
        "chat": "대화",
        "plan_head": "### 계획",
        "plan_hint": "여기에 계획이 나타나요. 단계를 확인하고 고친 뒤 승인하면 돼요.",
        "plan_table": "단계 (단계를 누르면 문장을 고치거나 선택할 수 있어요)",
        "col_step": "단계",
        "col_kind": "도구 종류",
        "selected_none": "옮기거나 지울 단계를 먼저 누르세요.",
        "selected": "선택한 단계: {n}단계",
        "up": "↑ 위로",
        "down": "↓ 아래로",
        "delete": "✕ 단계 삭제",
        "new_step": "새 단계",
        "new_step_placeholder": "예: 에피소드마다 소개 글 쓰기",
        "add": "＋ 단계 추가",
        "approve": "승인하고 도구 찾기",
        "cancel": "이 계획 취소",
        "feedback": "무엇을 바꿀까요?",
        "feedback_placeholder": "예: 썸네일 단계는 빼고, 무료로만",
        "revise": "계획 다시 세우기",
        "versions": "이 계획의 이전 버전",
        "version_pick": "버전",
        "restore": "이 버전으로 되돌리기",
        "progress": "진행 상황",
        "guide_head": "### 가이드",
        "download": "⬇ 가이드 내려받기 (.md)",
        "swap_pick": "단계의 도구를 다른 후보로 바꾸기",
        "swap": "바꾸기",
        "my_plans": "내 계획",
        "open": "열기",
        "details": "자세히",
        "thread": "계획 ID",
        "resume": "ID로 열기",
        "lang": "언어",
        "mem_intro": "플래너가 기억하는 내 선호, 피하는 도구, 조건이에요. 줄을 누르면 고치거나 지울 수 있어요.",
        "mem_table": "기억",
        "col_mem_text": "기억한 내용",
        "col_mem_kind": "종류",
        "col_mem_when": "배운 때",
        "mem_text": "내용",
        "mem_refresh": "새로고침",
        "mem_save": "저장",
        "mem_delete": "삭제",
        "forget_ok": "네, 내 기억·자료·계획·가이드를 모두 지웁니다",
        "forget": "나를 잊어 주세요",
        "kb_intro": "추천할 때 인용할 PDF 보고서를 추가하세요 (파일당 최대 {mb}MB). 내 자료는 나만 검색할 수 있어요.",
        "upload": "PDF 추가",
        "doc_table": "자료",
        "col_doc_file": "파일",
        "col_doc_size": "크기",
        "col_doc_parts": "색인된 조각",
        "col_doc_whose": "누구의 것",
        "doc_choice": "내 자료",
        "doc_remove": "삭제",
        "doc_refresh": "새로고침",
        "whose_builtin": "기본 제공",
        "whose_mine": "내 것",
        "whose_shared": "공유",
    },
}

EXAMPLES: dict[str, list[str]] = {
    "en": [
        "Make YouTube Shorts with AI",
        "Launch a podcast on a $30 monthly budget",
        "Write a weekly company newsletter with free tools only",
        "Turn meeting recordings into notes in Notion",
        "Open an online store for handmade candles",
    ],
    "ko": [
        "유튜브 쇼츠 영상을 AI로 만들고 싶어",
        "월 3만 원 예산으로 팟캐스트 시작하기",
        "무료 도구만으로 회사 뉴스레터 매주 보내기",
        "회의 녹음을 노션에 회의록으로 정리하고 싶어요",
        "스마트스토어에 수제 캔들 쇼핑몰 열기",
    ],
}

LANGUAGES = [("한국어", "ko"), ("English", "en")]


def t(key: str, language: str | None, **values) -> str:
    table = PAGE["ko" if language == "ko" else "en"]
    return table[key].format(**values) if values else table[key]


def i18n() -> gr.I18n:
    """Gradio's translations for the first paint (the browser's language; English when it is neither)."""
    return gr.I18n(en=PAGE["en"], ko=PAGE["ko"])


def page_language(accept_language: str | None) -> str:
    """The page's language from the browser's Accept-Language: Korean when Korean comes before English."""
    text = (accept_language or "").lower()
    ko, en = text.find("ko"), text.find("en")
    if ko >= 0 and (en < 0 or ko < en):
        return "ko"
    return "en"
