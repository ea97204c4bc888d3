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
