"""Footage the person has, said as cutting long videos into shorts or filming on a phone and editing, so no stage
generates it; and the kinds of work a few Korean words say: a detail page is designed, its copy written; a photo
of a design is a photo; practising answers is done with an assistant (fast).

Sentences here are written for these tests; most failed before the fix, the rest guard what it must not change.
"""

from __future__ import annotations

import pytest

from graph.own_work import own_work
from graph.plan_steps import derive_step


@pytest.mark.parametrize(
    "text",
    [
        "I teach pottery on YouTube and plan to trim every long tutorial video into a few shorts.",
        "Our church wants to turn each Sunday sermon into 3 vertical clips for Instagram.",
        "요가 라이브 방송을 쇼츠로 잘라서 올리고 싶어요",
        "매장 영상을 핸드폰으로 찍고 캡컷으로 대충 편집해서 올려요",
    ],
)
def test_footage_the_person_has_or_films_is_not_generated(text):
    assert own_work(text).get("filming") in ("done", "self"), own_work(text)


def test_photos_retouched_on_the_phone_are_no_footage():
    assert "filming" not in own_work("폰으로 찍어서 사진 편집 앱으로 보정해요")


@pytest.mark.parametrize(
    ("step", "kind"),
    [
        ("입점할 때 쓸 상세페이지 준비하기", "design"),
        ("상세페이지 문구 쓰기", "writing"),
        ("케이크 디자인 사진을 더 밝게 올리기", None),  # a photo of a design: no design tool
        ("면접 답변 연습하기", "llm-assistant"),
        ("영어 말하기 연습", "learning"),
    ],
)
def test_what_kind_of_work_a_korean_step_says(step, kind):
    found = derive_step(step, "ko")["category"]
    assert found == kind if kind else found != "design", found
