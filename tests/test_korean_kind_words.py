"""Korean words and the kinds of work they ask for (fast): recording a meeting is taken down by a recorder that
transcribes, a handout's template is designed, and a handout is no parents' newsletter unless parents are said.

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.plan_steps import names_the_job
from knowledge.catalog import load_workflows


def test_recording_a_meeting_is_transcription_not_a_video_call():
    # an apartment board's monthly meeting, recorded in the room, had gone to Zoom
    assert kind_of("매주 운영위원회 회의 녹음하기") == "transcription"


def test_a_template_made_once_is_design():
    assert kind_of("안내문 틀 만들기") == "design"
    assert kind_of("신청서 양식을 만들기") == "design"
    assert kind_of("틀린 부분 고치기") != "design"  # 틀리다 is no template


def test_a_handout_is_no_parents_newsletter_unless_parents_are_said():
    # a pharmacist's large-print medicine handouts had got "translate for parents" and "send to parents"
    letters = next(w for w in load_workflows() if w["id"] == "parent-class-newsletter")
    assert not names_the_job(letters, "한의원 접수 데스크에서 쓸 큰 글씨 침 치료 후 주의사항 안내문을 만들고 싶어요")
    assert names_the_job(letters, "이번 달 학부모 안내문 좀 써 주세요")


def test_coding_interviews_by_theme_is_no_programming_and_no_cloud_is_a_local_limit():
    # a grad student's thematic coding had gone to Cursor, and "클라우드에 올리면 안 돼요" was not read as a limit
    from graph.understanding import understand

    assert kind_of("응답을 주제별로 코딩하기") != "coding"
    reading = understand("상담 녹음 파일은 개인정보라 클라우드에 올리면 안 돼요. 받아쓰기만 하고 싶어요.", "ko")
    assert reading["constraints"]["local_only"]
    assert understand("These tapes must not be uploaded to the cloud.", "en")["constraints"]["local_only"]
    assert not understand("I cannot upload long videos to my channel yet.", "en")["constraints"]["local_only"]
