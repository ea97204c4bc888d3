"""Lines of the offline guide a person reads for each step: what to ask a chat assistant for this step, a cost line
that ends cleanly, and a text written for a chat room being writing (fast).

Each failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.offline_writer import _how, _step_lines


def _rec(tool_id: str, tool: str, sub_task: str, category: str, **extra) -> dict:
    return {"tool_id": tool_id, "tool": tool, "sub_task": sub_task, "category": category, **extra}


def test_a_chat_assistant_is_told_what_to_ask_for_this_step():
    # Claude's own how-to ("Upload the long document …, use Projects") had been the how of every step it took,
    # a short pickup message included
    rec = _rec("claude", "Claude", "Write a short ready-for-pickup message", "llm-assistant")
    how = _how(rec, "en", "writing")
    assert "ready-for-pickup message" in how, how
    assert "Projects" not in how
    ko = _how(_rec("claude", "Claude", "학부모 안내문 쓰기", "llm-assistant"), "ko", "writing")
    assert "학부모 안내문 쓰기" in ko and ko.startswith("Claude에"), ko


def test_a_tool_made_for_the_step_keeps_its_own_how():
    how = _how(_rec("canva", "Canva", "Make a poster", "design"), "en", "design")
    assert "template" in how.lower()


def test_a_free_tools_cost_line_ends_without_a_dangling_space():
    rec = _rec("kakao-openchat", "KakaoTalk Open Chat", "단톡방 만들기", "customer-support", pricing_model="free")
    cost = next(line for line in _step_lines(1, rec, "ko") if "**비용:**" in line)
    assert cost == cost.rstrip(), repr(cost)


def test_a_text_written_for_a_chat_room_is_writing():
    # "학부모 단톡방 공지 문구 쓰기" had gone to a chat-room app: the room is where the words go
    assert kind_of("학원 단톡방 공지 문구 쓰기") == "writing"
    assert kind_of("인스타에 올릴 이벤트 문구 작성하기") == "writing"
    assert kind_of("단톡방 만들기") == "customer-support"
