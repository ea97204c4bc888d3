"""Korean clauses of purpose ("…할 수 있게") say what a thing is for, not its kind; "아이폰으로 찍을 거예요" says
the device, not a step; a teacher's demonstration clips get the clips job; a platform the material is already on
("the recording is up on YouTube") holds it and gets no posting step (fast, two end-to-end plans slow).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

import pytest

from graph.brains.ask_kinds import kind_of
from graph.brains.en_leftovers import without_goals
from graph.brains.ko_leftovers import means_only_ko
from graph.plan_steps import categories_asked


def test_the_purpose_of_a_thing_is_not_its_kind():
    assert kind_of("수강생들이 집에서 복습할 수 있게 장단마다 짧은 시범 영상 만들기") == "video-editing"
    assert kind_of("손님이 예약할 수 있도록 예약 페이지 만들기") == "scheduling"


def test_filming_on_a_phone_is_the_means_not_a_step():
    assert means_only_ko("휴대폰으로 찍기")
    assert not means_only_ko("휴대폰으로 찍은 사진 보정하기")


def test_a_purpose_clause_adds_no_kind_of_work():
    said = without_goals("회원들이 집에서 복습할 수 있게 동작마다 영상을 만들고 싶어요")
    assert "learning" not in categories_asked(said.lower()), said


@pytest.mark.slow
def test_a_teachers_clips_for_review_at_home_get_the_clips_job(session, user):
    r = session.start(
        "장구를 가르치는데 수강생들이 집에서 복습할 수 있게 장단마다 짧은 시범 영상을 만들고 싶어요. 휴대폰으로 찍을 거예요.",
        user_id=user,
    )
    assert "lesson-demo-videos" in r["workflow_ids"], r["workflow_ids"]
    kinds = [step["category"] for step in r["plan"]]
    assert "learning" not in kinds and kinds.count("llm-assistant") <= 1, r["plan"]


def test_a_platform_the_material_is_already_on_holds_it():
    from graph.own_work import said_of_own_work

    assert "YouTube" in said_of_own_work("The school board meeting went long (the recording is up on YouTube).")
    assert "유튜브" in said_of_own_work("지난 설명회 영상은 유튜브에 올라와 있어요.")
    assert said_of_own_work("I want to post the recap on YouTube.") == ""


@pytest.mark.slow
def test_a_recording_already_on_youtube_gets_no_posting_step(session, user):
    r = session.start(
        "I write for a county paper. The zoning board hearing lasted four hours (the recording is up on YouTube). I need a "
        "600-word article by Friday.",
        user_id=user,
    )
    assert not any("youtube" in text.lower() for text in r["sub_tasks"]), r["sub_tasks"]
