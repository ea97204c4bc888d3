"""A plan in the request's own words for a job the knowledge does not cover (graph/brains/own_asks.py), fast.

Requests here are written for these tests."""

from __future__ import annotations

import pytest

from graph.brains.own_asks import ask_steps, asks


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "We run a seed swap at the library. Need a way to list the seeds, let members reserve them and log returns.",
            "en",
            [("List the seeds", None), ("Let members reserve them", "scheduling"), ("Log returns", "spreadsheet")],
        ),
        (
            "동네 합창단 총무인데요 연습 출석 받는 거랑 단원 회비 기록 정리하는 거 좀 편하게 하고 싶어요",
            "ko",
            [("연습 출석 받기", "forms-surveys"), ("단원 회비 기록 정리하기", "spreadsheet")],
        ),
        (
            "구민회관 강사인데 노인 컴퓨터 교실 교재랑 수료증 만들어야 돼요. 미리캔버스 써도 되나요?",
            "ko",
            [("노인 컴퓨터 교실 교재 만들기", "design"), ("수료증 만들기", "design")],
        ),
    ],
)
def test_the_asks_are_steps_in_the_persons_words_with_the_kind_their_words_need(text, language, expected):
    steps = ask_steps(text, language)
    assert [s["text"] for s in steps] == [t for t, _ in expected]
    for step, (_, kind) in zip(steps, expected, strict=True):
        assert kind is None or step["category"] == kind, step


def test_what_is_to_be_done_to_the_persons_material_is_an_ask():
    steps = ask_steps("I have 12 hours of taped lectures. I only need them transcribed and searchable.", "en")
    assert [(s["text"], s["category"]) for s in steps] == [("Get them transcribed and searchable", "transcription")]


def test_context_questions_and_wishes_are_not_asks():
    assert asks("We're opening a bike co-op. Which app is best?", "en") == []
    assert asks("교회 청년부 총무예요. 글씨 크게요", "ko") == []
