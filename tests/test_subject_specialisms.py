"""A learning tool made for one subject fits only a step about that subject (fast): Duolingo had taken
"모의 면접으로 답변 연습", flashcard apps a coach's practice plans."""

from __future__ import annotations

import pytest

from graph.brains.purpose import off_specialism


@pytest.mark.parametrize(
    "tool, step",
    [
        ("duolingo", "모의 면접으로 답변 연습"),
        ("speak", "Write weekly practice plans for the team"),
        ("anki", "Plan 60-minute practice sessions for the team"),
        ("inflearn", "Practise Spanish conversation twice a week"),
        ("qanda", "Practice answers for the job interview"),
    ],
)
def test_a_subject_tool_is_off_for_another_subject(tool: str, step: str) -> None:
    assert off_specialism(tool, step)


@pytest.mark.parametrize(
    "tool, step",
    [
        ("duolingo", "Practise Spanish every day"),
        ("speak", "영어 회화 연습하기"),
        ("anki", "Make flashcards for key formulas"),
        ("quizlet", "매주 단어 시험 보기"),
        ("inflearn", "파이썬 강의 듣기"),
        ("google-interview-warmup", "Practice answers for the job interview"),
    ],
)
def test_a_subject_tool_fits_its_subject(tool: str, step: str) -> None:
    assert not off_specialism(tool, step)


def test_what_a_step_is_for_is_not_what_it_does():
    # a copywriting tool tagged "social-posts", already in the plan, had made a card news's illustrations
    from graph.brains.pick_scores import in_use_does

    step = {
        "text": "카드에 들어갈 일러스트·이미지 생성",
        "category": "image-generation",
        "query": "illustration generation for social posts",
    }
    assert not in_use_does("copy-ai", step)


def test_a_booking_tool_sends_its_own_reminders():
    # a two-person salon's "get a reminder text the day before" had gone to a help desk beside online booking
    from graph.brains.pick_scores import in_use_does

    assert in_use_does(
        "acuity-scheduling", {"text": "Get a reminder text the day before", "category": "customer-support"}
    )
    assert not in_use_does("calendly", {"text": "Get a reminder text the day before", "category": "customer-support"})


def test_a_small_shop_is_small_with_words_between():
    from graph.understanding import understand

    found = understand("I run a small family bike repair shop with two mechanics. I need a booking page.", "en")
    assert found["constraints"]["small_scale"]
    assert understand("Our salon has three stylists and I want online booking.", "en")["constraints"]["small_scale"]


def test_splitting_a_bill_among_people_is_no_card_terminals_work():
    # Square (a card terminal tagged "restaurant") had taken "split the restaurant bill between the two of us"
    assert off_specialism("square", "Split the restaurant bill fairly between the two of us")
    assert not off_specialism("splitwise", "Split the restaurant bill fairly between the two of us")
    assert not off_specialism("square", "Take card payments at the market stall")


def test_the_jobs_own_names_ask_for_no_optional_stage():
    # "회의" of a meeting-notes request had brought back the optional AI bot that joins every meeting
    from graph.brains.stage_words import asked_for
    from knowledge.catalog import load_workflows

    wf = next(w for w in load_workflows() if w["id"] == "meeting-notes")
    bot = next(s for s in wf["stages"] if s["id"] == "set-up-meeting")
    assert bot.get("optional")
    assert not asked_for(bot, "매주 회의 녹음해서 회의록 정리하고 공지하고 싶어요", wf)


def test_a_weekly_word_test_is_no_language_apps_work():
    assert off_specialism("duolingo", "매주 단어 시험 보기")
    assert not off_specialism("quizlet", "매주 단어 시험 보기")
