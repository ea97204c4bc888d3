"""Tools named in Hangul: the spellings people write are found, and a short Hangul name that only starts a longer
word is that word (크레아틴 is creatine, 슬랙스 slacks, 워드 클라우드 a word cloud), not the tool (fast).

Sentences here are written for these tests; most failed before the fix, the rest guard what it must not change.
"""

from __future__ import annotations

import pytest

from knowledge.catalog import tools_named_loosely


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("렌더 이미지는 미드저니랑 크레아 중에 어디가 나아요?", "krea"),
        ("크레아로 스케치를 렌더링해요", "krea"),
        ("팀 공지는 슬랙으로 공유해요", "slack"),
        ("데모는 스팀이랑 다른 곳 중 어디에 올릴까요?", "steam"),
        ("보고서는 워드로 써요", "microsoft-word"),
        ("수업은 줌이랑 구글 미트 중에 뭐가 편해요?", "zoom"),
        ("유튜브 스튜디오에서 예약 업로드", "youtube-studio"),
        ("구글코랩에서 돌려 봤어요", "google-colab"),
    ],
)
def test_a_tool_written_in_hangul_is_named(text, tool):
    assert tool in tools_named_loosely(text)


@pytest.mark.parametrize(
    "text",
    [
        "크레아틴 섭취 기록을 남기고 싶어요",
        "슬랙스 사진을 올려서 팔아요",
        "레지던스 예약 문의가 많아요",
        "워드 클라우드로 설문 결과 보여주기",
        "키워드로 검색해서 찾기",
        "스팀 청소기 후기 영상",
        "로버트 선생님 수업 자료",
        "카본 파이버 자전거 판매",
    ],
)
def test_a_word_that_only_starts_like_a_tool_names_none(text):
    assert tools_named_loosely(text) == ()
