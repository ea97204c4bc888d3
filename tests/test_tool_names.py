"""Names people write for tools are found, and a tool's name says no kind of work of its own (fast).

Each case failed before its fix: "OBS", "클립 스튜디오" and "Seller Central" named no tool, and "클립" inside Clip
Studio Paint's name had asked for a video-editing step."""

from __future__ import annotations

import pytest

from graph.brains.own_asks import asks
from graph.plan_steps import categories_asked
from knowledge.catalog import tools_named_in


@pytest.mark.parametrize(
    "text, tool",
    [
        ("I set up my scenes in OBS every night", "obs-studio"),
        ("그림은 클립 스튜디오로 그려요", "clip-studio-paint"),
        ("We list on Seller Central next month", "amazon-seller-central"),
        ("만개의레시피에서 레시피를 찾아요", "10000recipe"),
        ("Our books are in QuickBooks", "quickbooks"),
    ],
)
def test_a_name_people_write_finds_its_tool(text: str, tool: str) -> None:
    assert tool in tools_named_in(text)


@pytest.mark.parametrize(
    "text",
    [
        "줌인해서 사진을 크게 보고",
        "노트에 적어 두고",
        "스튜디오를 빌려서 촬영해요",
        "make a plan for the week",
        "빨간 파프리카를 샀어요",
    ],
)
def test_an_ordinary_sentence_names_no_tool(text: str) -> None:
    assert tools_named_in(text) == ()


def test_a_tools_name_asks_for_no_other_kind_of_work() -> None:
    assert "video-editing" not in categories_asked("그림은 클립 스튜디오로 그리는데 배경이 오래 걸려요")
    assert "forms-surveys" in categories_asked("Google Forms로 신청 받기")  # a name of its own kind still says it


def test_things_parted_by_a_comma_after_the_join_are_two_asks_of_help() -> None:
    found = asks("포스터 작업을 AI로 줄일 방법이랑, 동아리 홍보용 인스타 계정 운영도 같이 도와주세요.", "ko")
    assert found == ["포스터 작업을 AI로 줄일 방법 찾기", "동아리 홍보용 인스타 계정 운영하기"]


def test_a_wish_said_before_more_work_ends_at_its_own_ending() -> None:
    # "쉬운 앱이면 좋겠고, 썸네일이랑 제목도 …" had skipped everything to the sentence's end
    assert asks("처음이라 쉬운 앱이면 좋겠고, 포스터랑 현수막도 만들고 싶어요.", "ko") == [
        "포스터 만들기",
        "현수막 만들기",
    ]


def test_the_device_the_work_is_done_on_is_no_step() -> None:
    assert asks("아이폰으로만 작업할 거예요.", "ko") == []
    assert asks("아이폰으로 영상 편집할 거예요.", "ko") == ["아이폰으로 영상 편집하기"]


def test_a_restaurant_is_no_home_to_rent() -> None:
    from graph.brains.purpose import off_specialism

    assert off_specialism("naver-real-estate", "동네 맛집 리뷰 영상의 주제 조사")
    assert not off_specialism("naver-real-estate", "이사 갈 집 시세 조사")


def test_a_keyword_tool_made_for_another_platform_is_no_pick_nor_alternative() -> None:
    from graph.brains.purpose import made_for_other_work

    step = {"text": "검색 잘 되는 제목·설명·태그 작성", "category": "seo"}
    assert made_for_other_work({"tool_id": "itemscout", "category": "seo"}, step, "유튜브 채널", {"youtube-studio"})
    assert not made_for_other_work({"tool_id": "vidiq", "category": "seo"}, step, "유튜브 채널", {"youtube-studio"})
