"""Korean clauses of purpose ("…할 수 있게") say what a thing is for, not its kind; "아이폰으로 찍을 거예요" says
the device, not a step; a teacher's demonstration clips get the clips job (fast, one end-to-end plan slow).

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
