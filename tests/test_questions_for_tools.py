"""Questions about which tool to use are answered, not planned: a choice said as a doubt or as two "나아요", a
difference asked with "뭐가 달라요", and "which tool is best for X?" naming no tool at all; and a request that says
work takes too long and asks for a faster way is a job, planned without a "do it faster" step (fast; the last
test class runs the session on the real knowledge base, slow).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

import re

import pytest

from graph.brains.ko_leftovers import means_only_ko
from graph.brains.offline_writer import answer
from graph.plan_steps import derive_step
from graph.tool_questions import asks_for_the_best_tool, best_tool_subject
from graph.understanding import asks_how_to_do_a_job, asks_which_tool
from knowledge.catalog import find_tool


def _shown(guide: str) -> list[dict]:
    """The catalog entries an answer lists ("- **Canva**: …")."""
    return [find_tool(m) for m in re.findall(r"^- \*\*(.+?)\*\*", guide, re.M)]


@pytest.mark.parametrize(
    "text",
    [
        "노션이랑 에버노트 중에 어떤 걸 써야 할지 고민이에요.",  # a doubt, with no question mark
        "가계부 정리하려는데 엑셀이 나아요 구글 시트가 나아요?",
        "쇼츠 편집은 캡컷이 좋다던데 브루랑 뭐가 달라요?",
        "노션이 에버노트보다 메모 정리에 나아요?",  # one named against the other
        "포스터용으로 캔바 vs 미리캔버스 추천 부탁드려요",  # a recommendation asked for
        "중고 그릇을 번개장터에 팔고 있는데 중고나라도 해볼까 해요. 둘 중 어디가 나아요?",  # the two said before
    ],
)
def test_a_choice_between_named_tools_is_a_question_however_it_is_said(text):
    assert asks_which_tool(text)


@pytest.mark.parametrize(
    "text",
    [
        "블로그 썸네일 만들 때 어떤 툴이 제일 좋아요?",
        "무료 사진 보정 앱 중에 제일 괜찮은 게 뭐예요?",
        "강의 녹음 받아쓰기 해 주는 앱 추천해 주세요",
        "윈도우에서 쓸 수 있는 무료 녹음 편집 프로그램 있나요?",
        "손님 상담 내용 녹음해서 정리해 주는 앱 뭐가 제일 괜찮아요?",
        "What's the best free app for cutting podcast clips?",
        "Which scheduling tool should a solo tutor use?",
    ],
)
def test_which_tool_is_best_for_one_thing_is_a_question(text):
    assert asks_for_the_best_tool(text)


@pytest.mark.parametrize(
    "text",
    [
        "요가 유튜브 채널을 시작하고 싶은데 어떤 툴이 좋을까요?",  # a job wanted: its tools are its plan
        "동네 빵집 인스타 운영하려는데 어떤 앱이 좋아요?",  # a job the person is setting out on
        "I want to start a podcast about hiking. Which app is best?",
        "Make me a logo for my bakery.",
    ],
)
def test_a_job_with_a_question_about_its_tools_is_still_a_job(text):
    assert not asks_for_the_best_tool(text)


def test_what_the_tool_is_for_is_the_question_without_its_question_words():
    assert best_tool_subject("블로그 썸네일 만들 때 어떤 툴이 제일 좋아요?") == "블로그 썸네일 만들 때"
    assert "podcast clips" in best_tool_subject("What's the best free app for cutting podcast clips?")
    assert "best" not in best_tool_subject("What's the best free app for cutting podcast clips?").lower()


def test_the_sides_of_a_choice_are_the_tools_before_its_question_not_the_jobs_platform():
    text = answer("여행 유튜브 하려는데 브루랑 캡컷 중 어떤 게 자막 달기에 편해요?", "ko", [])
    first = text.splitlines()[0]
    assert "CapCut" in first and "Vrew" in first and "YouTube" not in first, first


def test_editing_a_recording_is_audio_work_and_summing_one_up_is_transcription():
    assert derive_step("녹음 편집 프로그램 고르기", "ko")["category"] == "audio-editing"
    assert derive_step("상담 내용 녹음해서 정리하기", "ko")["category"] == "transcription"


def test_a_faster_way_to_do_the_work_described_asks_for_its_plan():
    assert asks_how_to_do_a_job("꽃 사진마다 설명 쓰는 데 시간이 너무 걸려요. 더 빠르게 할 방법 있을까요?")
    assert asks_how_to_do_a_job("Writing each listing takes me hours. Is there a faster way to do this?")
    assert means_only_ko("더 빠르게 하기")  # how it should go, no step of its own
    assert not means_only_ko("설명 빠르게 쓰기")


@pytest.mark.slow
class TestAnswers:
    def test_a_best_tool_question_gets_the_tools_of_its_kind_not_the_platform_it_names(self, session, user):
        result = session.start("스마트스토어 상세페이지 만들 때 어떤 툴이 제일 좋아요?", user_id=user, language="ko")
        assert result["status"] == "done" and not result["sub_tasks"]
        shown = _shown(result["guide"])
        assert shown and all(e["category"] == "design" for e in shown), result["guide"]
        assert "MiriCanvas" in result["guide"]

    def test_a_best_free_tool_question_offers_only_tools_with_a_free_plan(self, session, user):
        result = session.start("What's the best free app for removing photo backgrounds?", user_id=user, language="en")
        shown = _shown(result["guide"])
        assert len(shown) == 3 and all(e["pricing_model"] != "paid" and e["category"] == "photo-editing" for e in shown)
        assert not any(e.get("needs_coding") for e in shown)

    def test_work_that_takes_too_long_is_planned_without_a_faster_step(self, session, user):
        result = session.start(
            "당근에 중고 책을 올리는데 책마다 사진 찍고 설명 쓰는 데 시간이 너무 걸려요. 더 빠르게 할 방법 있을까요?",
            user_id=user,
            language="ko",
        )
        assert result["status"] == "awaiting_approval", result.get("guide")
        assert not any("빠르게" in s for s in result["sub_tasks"]), result["sub_tasks"]
        assert any("설명" in s or "판매글" in s for s in result["sub_tasks"]), result["sub_tasks"]
