"""Tools a person says they cannot or will not use (fast): named, but never given."""

from __future__ import annotations

import pytest

from graph.reading import reading_line
from graph.understanding import understand
from graph.unusable import tools_not_to_use


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("포토샵 같은 건 다룰 줄 몰라서 쉬운 걸로 사진 정리하고 싶어요", ["adobe-photoshop"]),
        ("엑셀은 너무 어려워요. 노션으로 정리하고 싶어요", ["microsoft-excel"]),
        ("노션에 정리하고 싶은데 엑셀은 못 써요", ["microsoft-excel"]),
        ("캔바 말고 다른 걸로 만들고 싶어요", ["canva"]),
        ("I can't use Photoshop, so something simple", ["adobe-photoshop"]),
        ("I don't know how to use tools like Premiere Pro", ["adobe-premiere-pro"]),
        ("Excel is too complicated for me; I use Google Sheets", ["microsoft-excel"]),
        ("네이버 스마트스토어는 수수료가 부담돼서 인스타 DM으로 받아요", ["naver-smart-store"]),
        ("캔바는 너무 비싸요", ["canva"]),
        # naming a tool one uses, or "besides X", is no refusal
        ("캔바 말고도 미리캔버스를 써요", []),
        ("I use Canva and Notion every day", []),
    ],
)
def test_tools_said_to_be_unusable(text, ids):
    assert tools_not_to_use(text) == ids


def test_an_unusable_tool_is_no_named_tool_and_the_reading_says_it_is_left_out():
    u = understand(
        "아이디어스에서 캔들을 팔아요. 포토샵 같은 건 다룰 줄 몰라서 쉬운 걸로 상품 사진을 정리하고 싶어요", "ko"
    )
    assert "adobe-photoshop" not in u["named_tools"]  # naming it had made Photoshop the photo step's pick
    assert u["constraints"]["avoid_tools"] == ["adobe-photoshop"]
    assert "빼고 고를 도구: Adobe Photoshop" in reading_line(u, None, "ko")


def test_an_unusable_tool_is_never_picked(session, user):
    result = session.start(
        "I sell candles on Etsy. I can't use Photoshop, so I need an easy way to clean up my product photos "
        "and write better listings.",
        user_id=user,
    )
    result = session.approve(result["thread_id"]) if result["status"] == "awaiting_approval" else result
    picked = [r.get("tool_id") for r in result["recommendations"]]
    assert picked and "adobe-photoshop" not in picked
    photo = [r for r in result["recommendations"] if r.get("category") == "photo-editing"]
    assert photo and photo[0]["tool_id"] != "adobe-photoshop"


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("작년에 받은 돈이랑 쓴 경비가 카톡, 통장, 영수증 사진에 다 흩어져 있어요.", ["kakaotalk-channel"]),
        (
            "Our receipts are scattered across Gmail, Google Drive and a shoebox.",
            ["google-drive", "gmail"],
        ),  # catalog order
        ("My invoices are in Gmail and receipts in a shoebox.", ["gmail"]),
        ("My store is on Shopify and I want better product photos.", []),  # the platform used, not a pile
    ],
)
def test_tools_that_only_hold_scattered_material(text, ids):
    from graph.unusable import tools_only_holding

    assert tools_only_holding(text) == ids


def test_a_tool_holding_scattered_records_takes_no_step(session, user):
    # KakaoTalk had become a customer-support step of a freelancer's tax return; Gmail had taken the receipts step
    result = session.start(
        "프리랜서 디자이너예요. 5월에 종합소득세 신고를 처음 해보려는데 받은 돈이랑 경비가 카톡, 통장에 다 흩어져 있어요.",
        user_id=user,
    )
    result = session.approve(result["thread_id"]) if result["status"] == "awaiting_approval" else result
    assert result["understanding"]["named_tools"] == []
    assert not any(r.get("tool_id", "").startswith("kakaotalk") for r in result["recommendations"])
    english = session.start(
        "I'm a freelance editor filing self-employed taxes for the first time. My invoices are in Gmail and "
        "receipts in a shoebox.",
        user_id=user,
    )
    english = session.approve(english["thread_id"]) if english["status"] == "awaiting_approval" else english
    assert "gmail" not in [r.get("tool_id") for r in english["recommendations"]]
