"""A near job kept for a setting the request does not name lends a plan of asks no context stage (session 44)."""

from __future__ import annotations

import pytest


@pytest.mark.slow
def test_an_old_documents_job_lends_no_stage_to_a_care_workers_notes(session) -> None:
    result = session.start(
        "주간보호센터 사회복지사예요. 하루 관찰 기록을 수첩에 적었다가 저녁에 컴퓨터로 다시 옮겨 적어요. "
        "말로 하면 정리해 주는 방법 없을까요? 그리고 가족분들께 드리는 월간 소식 편지도 쓰고 싶어요.",
        user_id="setting-1",
        language="ko",
    )
    steps = result["plan"]
    assert not any(s["category"] == "translation" for s in steps)
    assert any(s["category"] == "transcription" for s in steps)


def test_an_agencys_screening_job_is_for_agencies() -> None:
    from graph.workflow_ranking import in_its_setting
    from knowledge.catalog import load_workflows

    jobs = {w["id"]: w for w in load_workflows()}
    agency = jobs["staffing-agency-candidate-screening"]
    assert not in_its_setting(
        agency, "I run people ops at a 40-person company; we need to shortlist applicants faster."
    )
    assert in_its_setting(agency, "We're a small recruitment firm placing nurses with hospitals.")


def test_a_vlogs_synthetic_narration_is_asked_for_not_assumed() -> None:
    from knowledge.catalog import load_workflows

    vlog = next(w for w in load_workflows() if w["id"] == "travel-vlog")
    assert all(s.get("optional") for s in vlog["stages"] if s["category"] == "text-to-speech")
