"""Session 44: what is left of a limit once its amount is out, wants joined by "and", list items said with their
verb, and places where things get lost. Each request here is written for the test (none is an eval request)."""

from __future__ import annotations

import pytest

from graph.brains.ask_kinds import kind_of
from graph.brains.en_lists import en_parts
from graph.brains.own_asks import asks
from graph.understanding import understand
from graph.unusable import tools_only_holding


@pytest.mark.parametrize(
    "request_text, gone",
    [
        # the sentence only set the budget: what is left of it is no step
        ("I plan to list my pottery online. Hoping to stay around $40/month in total.", "stay"),
        ("My students should reserve lessons on the web. Can't go over $25 a month for all of it.", "over"),
        # "without paying for an app" is free only, not an app to make
        ("Lunch pre-orders by text would help, without paying for an app.", "app"),
        # a sentence about what the tools must be like is no work ("breach" had made it a hacked-account job)
        ("A portal for client files would help. It must be something an auditor accepts after a breach.", "breach"),
        # the limit's clause, its words taken out: "We're broke, so ." is nothing
        ("Our match highlights should go on TikTok. We're broke, so only free apps.", "broke"),
    ],
)
def test_what_a_limit_leaves_is_no_job(request_text: str, gone: str) -> None:
    reading = understand(request_text, "en")
    assert gone not in reading["job_text"].lower()
    assert reading["job_text"].split(".")[0].strip() in request_text


def test_a_free_limit_and_a_budget_are_still_read() -> None:
    assert understand("Lunch pre-orders by text would help, without paying for an app.", "en")["constraints"][
        "free_only"
    ]
    assert understand("We're broke, so only free apps. A club page is the goal.", "en")["constraints"]["free_only"]
    budget = understand("I plan to list candles online. Hoping to stay around $40/month in total.", "en")["constraints"]
    assert budget["budget_usd_month"] == 40.0


@pytest.mark.parametrize(
    "request_text, job_starts",
    [
        # the rest of a "… here," sentence is more of who the person is ("cover" had matched an e-book cover)
        ("Dog groomer here, solo, I cover two suburbs. Clients should reserve a slot on the web.", "clients"),
        ("I'm one of three owners of a small bike shop. We want to sell used bikes online.", "we want"),
    ],
)
def test_who_the_person_is_is_not_the_job(request_text: str, job_starts: str) -> None:
    assert understand(request_text, "en")["job_text"].lower().startswith(job_starts)


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Let customers book themselves online", "scheduling"),
        ("Set up practice games with other clubs", "scheduling"),
        ("Start selling handmade soap and candle wicks online", "ecommerce"),
        ("Set up reminder nudges for yearly check-ups", "automation"),
        ("Extract data from the scanned invoices", "automation"),
        ("Set up one place to keep game vod review notes", "productivity"),
        ("주문을 한 곳으로 모으기", "forms-surveys"),
        ("택배 송장번호 보내기", "customer-support"),
    ],
)
def test_kinds_of_booking_selling_and_keeping(text: str, kind: str) -> None:
    assert kind_of(text) == kind


def test_list_parts_that_go_with_the_ask_before() -> None:
    # a want without its "I" keeps its "to"; "start" says when, and the second thing is sold too
    assert en_parts("to start selling houseplants and potting soil online") == [
        "to start selling houseplants and potting soil online"
    ]
    # where, said as a guess, is no ask of its own
    assert en_parts("sell my prints online, probably on Etsy") == ["sell my prints online, probably on Etsy"]
    # "and something that …" starts a second ask, even after a where-clause
    assert en_parts("a page where patients send their forms and something that reads the totals") == [
        "a page where patients send their forms",
        "something that reads the totals",
    ]


def test_two_wants_joined_by_and_are_two_asks() -> None:
    found = asks("We want members to sign up for classes online and we'd like a text when a spot opens.", "en")
    assert len(found) == 2 and "sign up for classes online" in found[0]


def test_a_reason_clause_and_a_place_things_get_lost() -> None:
    found = asks("I need somewhere to keep the board minutes so nothing slips through in Slack.", "en")
    assert found and "Slack" not in found[0] and found[0].lower().startswith("set up one place to keep")
    assert tools_only_holding("the forms keep getting buried in Slack, and I post reels on TikTok") == ["slack"]


@pytest.mark.parametrize(
    "item, work",
    [
        ("입금 확인하고", "입금 확인하기"),
        ("사진을 한 곳으로 모으고", "사진을 한 곳으로 모으기"),
        ("택배 번호 알려주는 것", "택배 번호 알려주기"),
        ("보도자료", None),
        ("광고", None),
    ],
)
def test_a_korean_list_item_said_with_its_verb_is_that_work(item: str, work: str | None) -> None:
    from graph.brains.ko_leftovers import work_said_with_verb

    assert work_said_with_verb(item) == work


def test_a_korean_list_of_work_said_with_verbs() -> None:
    found = asks(
        "예약 문의가 여기저기 섞여요. 문의를 한 곳으로 모으고, 입금 확인하고, 안내 문자 돌리는 것까지 편하게 하고 싶어요.",
        "ko",
    )
    assert "입금 확인하기" in found and not any("준비하기" in a for a in found)
    # the want of a limit, its limit taken out, leaves nothing
    assert "싶고요" not in understand("주문을 모으고 싶어요. 돈 드는 건 안 쓰고 싶고요.", "ko")["job_text"]
    assert understand("내레이션은 AI 목소리로 넣고 싶어요.", "ko")["job_text"].endswith("넣고 싶어요.")


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Get the menus (in Spanish) turned into English", "translation"),
        ("Make a capabilities deck to show a new buyer", "presentation"),
        ("Make sell sheets for each of our teas", "design"),
        ("매달 회비 안내·미납 확인하기", "spreadsheet"),
    ],
)
def test_kinds_of_languages_decks_and_unpaid_fees(text: str, kind: str) -> None:
    assert kind_of(text) == kind


def test_work_wanted_by_a_time_is_no_step() -> None:
    found = asks(
        "I need to write care instructions for five procedures. Need them all finished before the board meets.", "en"
    )
    assert found and not any("finished before" in a for a in found)


def test_a_korean_to_do_list_that_would_be_good_to_get_done() -> None:
    found = asks(
        "공지 채널을 따로 만들고 싶어요. 시합 일정 공지, 회비 안내랑 미납 확인, 사진 앨범 공유까지 되면 좋겠어요.", "ko"
    )
    assert "시합 일정 공지하기" in found and any("공유하기" in a for a in found)
    # "돈은 안 들었으면 좋겠어요": all of it is the free limit
    reading = understand("회원 사진을 공유하고 싶어요. 돈은 안 들었으면 좋겠어요.", "ko")
    assert reading["constraints"]["free_only"] and "었으면" not in reading["job_text"]


def test_said_aloud_is_heard_not_read_from_a_page() -> None:
    from graph.brains.own_asks import ask_steps

    steps = ask_steps("점검표를 종이에 적고 저녁마다 엑셀로 다시 입력해요. 말로 하면 정리해 주는 방법 없을까요?", "ko")
    assert steps and steps[0]["category"] == "transcription"
    # a self-introduction of some length is who the person is, not the job
    assert understand("동네 주간보호센터에서 근무하는 사회복지사예요. 기록 정리를 빨리 하고 싶어요.", "ko")[
        "job_text"
    ].startswith("기록")


def test_one_verbs_things_and_an_idea_weighed_up() -> None:
    # "find the X, Y and Z in …": the things one verb finds, not asks of their own
    assert en_parts("find the goals, saves and penalties in two hours of match video") == [
        "find the goals, saves and penalties in two hours of match video"
    ]
    found = asks("I want to take orders by phone, send receipts, and I'm considering opening a Shopify store.", "en")
    assert any("shopify store" in a.lower() for a in found)


def test_a_limit_sentence_leaves_nothing_in_either_language() -> None:
    assert understand("I want a booking page. We can't code and won't learn to.", "en")["job_text"] == (
        "I want a booking page."
    )
    reading = understand("쇼츠도 올리고 싶어요. 편집 앱은 월 1만원 이하로요.", "ko")
    assert reading["job_text"] == "쇼츠도 올리고 싶어요." and reading["constraints"]["budget_usd_month"]


def test_delivering_finished_work_to_clients_is_a_client_gallery() -> None:
    assert kind_of("Set up a nicer way for us to deliver photos to each family") == "website-builder"


@pytest.mark.parametrize(
    "request_text, job",
    [
        ("상품을 팔고 싶어요. 도구 값은 한 달에 3만원 넘으면 안 돼요.", "상품을 팔고 싶어요."),
        ("포스터를 만들고 싶어요. 비용은 월 2만원을 넘지 않게 해 주세요.", "포스터를 만들고 싶어요."),
        ("월 2만원으로 홍보 영상을 만들어 주세요.", "홍보 영상을 만들어 주세요."),
        ("카페 홍보를 월 5만원으로 하고 싶어요.", "카페 홍보를 하고 싶어요."),
    ],
)
def test_a_korean_budget_leaves_no_particle_or_limit_words(request_text: str, job: str) -> None:
    reading = understand(request_text, "ko")
    assert reading["job_text"] == job and reading["constraints"]["budget_usd_month"]


@pytest.mark.parametrize(
    "text, kind",
    [
        ("현장 사진을 모아서 앨범 만들기", "photo-editing"),
        ("신메뉴 홍보글 쓰기", "writing"),
        ("가을 세일 홍보글 만들기", "writing"),
    ],
)
def test_kinds_of_korean_photo_collections_and_promo_posts(text: str, kind: str) -> None:
    assert kind_of(text) == kind


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Online booking with deposits", "scheduling"),  # the booking tool takes the deposit
        ("Set up a client portal where they drop receipts", "productivity"),
        ("Set up a monthly summary email for each client", "email-marketing"),
    ],
)
def test_kinds_of_bookings_with_deposits_portals_and_summaries(text: str, kind: str) -> None:
    assert kind_of(text) == kind


@pytest.mark.parametrize(
    "part, step",
    [
        ("opening a Shopify store", "open a Shopify store"),
        ("Recording a podcast", "Record a podcast"),
        ("Building permits for the shed", "Building permits for the shed"),  # a thing, not work
        ("Booking page for clients", "Booking page for clients"),
    ],
)
def test_a_gerund_with_an_object_is_work_said_with_its_verb(part: str, step: str) -> None:
    from graph.brains.en_steps import _gerund_as_verb

    assert _gerund_as_verb(part) == step
