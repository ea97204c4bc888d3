"""A yes/no question about one named tool is answered first, from the catalog's facts, with tools of the same
kind for which the answer is yes; a tool named only as context is not compared (fast)."""

from __future__ import annotations

from core.rules import FREE_PRICING
from graph.brains.offline_writer import answer
from knowledge.catalog import catalog_by_id, tools_named_in


def _instead(text: str) -> list[dict]:
    line = next(x for x in text.splitlines() if x.startswith(("Tools of the same kind", "같은 종류에서")))
    names = line.split(":", 1)[1].rstrip(".").split(", ")
    return [catalog_by_id()[tools_named_in(f"use {n} now")[0]] for n in names]


def test_a_language_question_is_answered_no_with_tools_that_do_it():
    text = answer(
        "Can Otter.ai transcribe Korean? My Zoom calls mix Korean and English and I need searchable notes.", "en", []
    )
    assert text.startswith("Korean: no, Otter.ai does not support Korean.")
    assert "Zoom" not in text  # named as context, not asked about
    others = _instead(text)
    assert others and all(e["supports_korean"] and e["category"] == "transcription" for e in others)
    assert not others[0].get("needs_coding")  # an app first, not a model to self-host


def test_a_free_question_in_korean_is_answered_with_free_tools_of_the_kind():
    text = answer("미드저니 무료로 쓸 수 있어요?", "ko", [])
    assert text.startswith("Midjourney는 계속 쓸 수 있는 무료 플랜이 없어요")
    assert all(e["pricing_model"] in FREE_PRICING for e in _instead(text))


def test_a_device_question_says_where_the_tool_runs():
    text = answer("Does Procreate run on Mac?", "en", [])
    assert text.startswith("Mac: no, Procreate does not run there")
    assert all("macos" in e["platforms"] or "web" in e["platforms"] for e in _instead(text))


def test_a_yes_needs_nothing_instead():
    text = answer("Notion 한국어 되나요?", "ko", [])
    assert text.startswith("Notion은 한국어를 지원해요.")
    assert "같은 종류에서" not in text


def test_a_licence_question_gets_the_tools_licence_note_or_says_the_catalog_has_none():
    from graph.brains.tool_answer import direct_answer
    from knowledge.catalog import catalog_by_id

    lines = direct_answer("캔바 무료로 만든 로고 상표 등록해도 되나요?", catalog_by_id()["canva"], "ko")
    assert any("상표로 등록할 수 없어요" in line for line in lines)
    lines = direct_answer("Can I use Notion pages commercially?", catalog_by_id()["notion"], "en")
    assert any("holds no licence facts on Notion" in line for line in lines)
