"""Where a list in a request is one thing and where it is several (session 26's fixes), fast.

Requests here are written for these tests; each case failed before its fix: "소프라노·알토·테너·베이스 파트별
연습 음원" had become four asks ("소프라노 만들기", …), a quoted class title gave its verbs as asks, and "the game
and practice schedule" gave "Set up the game"."""

from __future__ import annotations

import pytest

from graph.brains.own_asks import asks
from graph.plan_steps import categories_asked


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a middle dot between parts of one thing's name
        (
            "발표회 때마다 1·2·3학년 반별 합창 연습 음원을 만들어야 해요.",
            ["발표회 때마다 1·2·3학년 반별 합창 연습 음원 만들기"],
        ),
        ("학생마다 챕터 3·4 복습 문제 세트를 따로 만들고 싶어요.", ["학생마다 챕터 3·4 복습 문제 세트를 따로 만들기"]),
        ("매주 초급·중급·고급 반 과제를 정리해야 해요.", ["매주 초급·중급·고급 반 과제 정리하기"]),
        # a middle dot between things made, or between two sites
        ("행사 포스터·카드뉴스·현수막을 만들고 싶어요.", ["행사 포스터 만들기", "카드뉴스 만들기", "현수막 만들기"]),
        ("공고를 원티드·사람인에 올리고 싶어요.", ["공고를 원티드·사람인에 올리기"]),  # two places, one piece of work
    ],
)
def test_a_middle_dot_joins_things_only_when_a_side_is_a_thing_made(sentence: str, expected: list[str]) -> None:
    assert asks(sentence, "ko") == expected


def test_a_quoted_title_is_one_noun_whatever_verbs_it_holds() -> None:
    found = asks("주민센터에서 '휴대폰으로 영상 찍어서 손주에게 보내기' 6주 강좌를 열려고 해요.", "ko")
    assert found == ["주민센터에서 '휴대폰으로 영상 찍어서 손주에게 보내기' 6주 강좌 열기"]


def test_things_joined_before_ro_are_the_means_of_one_work() -> None:
    assert asks("설문 결과를 표랑 차트로 정리해서 보고서를 써야 해요.", "ko") == [
        "설문 결과를 표랑 차트로 정리하기",
        "보고서 쓰기",
    ]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        (
            "We need one place for the match and training calendar where players confirm, and a drinks and lift rota.",
            ["Set up the match and training calendar where players confirm", "Set up a drinks and lift rota"],
        ),
        # a made thing alone is its own ask; work said with its verb stays apart
        ("I need a poster and name badges.", ["Make a poster", "Name badges"]),
        (
            "I need to photograph the cakes and write menu descriptions.",
            ["Photograph the cakes", "Write menu descriptions"],
        ),
        # "and a way to" starts an ask of its own
        (
            "I need simple warm-up routines for the choir and a way to collect everyone's availability.",
            ["Get simple warm-up routines for the choir", "Collect everyone's availability"],
        ),
        # a printed program for an event is a thing made, not software "for" a use
        (
            "We also need a printed program for the graduation concert.",
            ["Make a printed program for the graduation concert"],
        ),
    ],
)
def test_english_lists_with_a_shared_head_and_things_made(sentence: str, expected: list[str]) -> None:
    assert asks(sentence, "en") == expected


def test_the_things_a_colon_lists_are_the_contents_of_one_thing() -> None:
    found = asks(
        "I want to cut the time I spend on weekly store reports: sales by day, stock counts, staff hours, plus a"
        " monthly letter to the owner.",
        "en",
    )
    assert len(found) == 2 and "staff hours" in found[0], found


@pytest.mark.parametrize(
    "text, kind",
    [
        ("수업 끝나고 만족도 조사 하기", "forms-surveys"),
        ("주민 의견 조사 받기", "forms-surveys"),
        ("Let families pay tuition online", "payments"),
        ("Make a stream overlay", "design"),
        ("Draw sub emotes", "design"),
        ("We need a printed program for the graduation concert", "design"),
    ],
)
def test_kind_words(text: str, kind: str) -> None:
    assert kind in categories_asked(text)


@pytest.mark.parametrize(
    "text, kind",
    [
        ("신고가 끝나면 고객마다 결과 안내문 보내기", "customer-support"),
        ("행사 끝나고 참가자별로 결과 안내문 발송하기", "customer-support"),
        ("안내문 만들기", "design"),
        ("안내문 쓰기", "writing"),
    ],
)
def test_a_notice_sent_to_each_person_is_a_message_not_a_design(text: str, kind: str) -> None:
    from graph.brains.ask_kinds import kind_of

    assert kind_of(text) == kind


def test_one_verb_takes_a_second_bare_thing() -> None:
    assert (
        asks("We need to collect RSVPs and dietary needs, and book a room.", "en")[0]
        == "Collect RSVPs and dietary needs"
    )
    assert asks("I want to borrow games and return them.", "en") == ["Borrow games", "Return them"]


def test_what_was_done_until_now_is_context() -> None:
    # "…팔다가, …신고를 마쳐서 …올려보려고 해요" had made the past selling and the finished report two asks
    found = asks(
        "집에서 조금씩 잼을 만들어서 이웃들한테만 팔다가, 이번에 영업 신고를 마쳐서 온라인 스토어에 올려보려고 해요.",
        "ko",
    )
    assert found == ["온라인 스토어에 올리기"]
