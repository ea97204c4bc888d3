"""Work said around other words (fast): a want of someone the person works for, a wish that says only how, examples
before 같은, two things made of two kinds, people found rather than made, when and where said among the asks, a
company's bare name, a capitalised place, a relative clause and a source that say no kind.

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

import pytest

from graph.brains.ask_kinds import kind_of
from graph.brains.ask_plan import _does
from graph.brains.en_lists import en_parts
from graph.brains.ko_asks import ko_asks
from graph.brains.own_asks import asks
from graph.plan_steps import categories_asked
from graph.unknown_names import named_unknown
from knowledge.catalog import tools_named_in


def test_what_the_person_s_boss_wants_listed_is_the_work():
    # "The director wants …" had given no asks at all, and the request was answered as a question about tools
    found = asks(
        "I coordinate volunteers at a food bank. The director wants quicker sign-in at the door, a shared FAQ for "
        "new volunteers, and a way for drivers to book pickup times. What should I use?",
        "en",
    )
    assert found == [
        "Get quicker sign-in at the door",
        "Set up a shared FAQ for new volunteers",
        "Let drivers book pickup times",
    ]
    assert [kind_of(a) for a in found[1:]] == ["productivity", "scheduling"]


def test_booking_time_with_a_person_is_scheduling():
    assert kind_of("Let parents book conference slots online") == "scheduling"
    assert kind_of("Let students book office hours") == "scheduling"
    assert kind_of("Let clients book paid 45-minute calls") == "scheduling"


def test_a_wish_of_only_how_wants_the_work_said_before_it_done_that_way():
    # "…보내드리는데, 폰 하나로 더 빨리 하고 싶어요": the 는데 clause is the work, not who the person is
    assert ko_asks("매일 반찬 사진을 찍어서 단골손님들께 보내드리는데, 휴대폰 하나로 더 빨리 하고 싶어요.") == [
        "매일 반찬 사진 찍기",
        "단골손님들께 보내기",
    ]
    # the thing toiled over, with the new verb: "좀 편하게 짜기" alone had been a step
    assert ko_asks("강사 다섯 명 시간표도 매번 문자로 맞추느라 힘든데 좀 편하게 짜고 싶어요.") == [
        "강사 다섯 명 시간표 짜기"
    ]
    # who the person is, with a wish of how, is still no work
    assert ko_asks("세탁소 하는데 좀 쉽게 하고 싶어요.") == []


def test_things_listed_before_같은_are_examples_of_one_thing():
    assert ko_asks("주차 안내, 택배 보관 규칙 같은 안내문을 세 가지 언어로 만들고 싶어요.") == [
        "주차 안내, 택배 보관 규칙 같은 안내문을 세 가지 언어로 만들기"
    ]


def test_two_things_of_two_kinds_joined_by_랑_are_made_apart():
    # "카드뉴스랑": Kiwi reads 카드 + 뉴스, and the word, not its last morpheme, says the kind
    assert ko_asks("블로그에 올릴 카드뉴스랑 30초짜리 신메뉴 소개 영상도 만들고 싶어요.") == [
        "블로그에 올릴 카드뉴스 만들기",
        "30초짜리 신메뉴 소개 영상 만들기",
    ]


def test_an_item_that_says_its_own_verb_keeps_it():
    assert ko_asks("출석 여부 받는 거랑 간식비 걷어서 정리하는 걸 하고 싶어요.")[0] == "출석 여부 받기"


@pytest.mark.parametrize(
    ("request_text", "step"),
    [
        ("I need a reliable pet sitter for my cat, weekends only, in Denver.", "Find a reliable pet sitter for my cat"),
        ("Looking for a chemistry tutor for my son, twice a week.", "Find a chemistry tutor for my son, twice a week"),
    ],
)
def test_a_person_needed_is_found_on_a_marketplace(request_text, step):
    found = asks(request_text, "en")
    assert found[0].startswith(step)
    assert len(found) == 1  # "weekends only", "in Denver", "twice a week" are when and where, kept with the ask
    assert kind_of(found[0]) == "ecommerce"
    assert kind_of("피아노 레슨 선생님을 구하기") == "ecommerce"
    assert kind_of("Find and vet someone") == "ecommerce"


def test_a_software_kind_said_with_need_is_still_software():
    assert kind_of("Make a video editor that runs on Mac") == "video-editing"


def test_a_place_after_in_is_no_tool_the_catalog_lacks():
    # "in Chicago. How do I …": the sentence's dot had been read as part of a name
    assert named_unknown("We need a cleaner on Fridays, in Boston. How do I pick one?") == []
    assert named_unknown("I edit everything in Clipforge and post it.") == ["Clipforge"]


def test_a_company_s_bare_name_is_the_service_its_words_say():
    assert tools_named_in("I want to self-publish my poetry as a paperback on Amazon") == ("kindle-direct-publishing",)
    assert tools_named_in("아마존에 전자책으로 출판하고 싶어요") == ("kindle-direct-publishing",)
    assert tools_named_in("I sell phone cases on Amazon") == ("amazon-seller-central",)


def test_what_a_thing_shows_or_comes_from_is_no_kind():
    assert kind_of("Get short clips that show the presentation of our new sneakers") == "video-editing"
    assert kind_of("Make flashcards of the terms from the speakers' slide decks") != "presentation"
    assert kind_of("Make a video from my photos") == "video-editing"


def test_several_languages_of_one_notice_is_translation_and_of_audio_is_audio():
    assert kind_of("분리수거 안내문을 한국어·베트남어·영어로 같이 붙이기") == "translation"
    assert kind_of("Record a short audio tour in English and Spanish") != "translation"


def test_the_object_of_a_prepositional_phrase_stays_whole():
    assert en_parts("short clips that show the action of our handmade flies and soft lures") == [
        "short clips that show the action of our handmade flies and soft lures"
    ]
    assert en_parts("a Slack workspace set up for questions and team matching, and a pitch deck")[0].endswith(
        "team matching"
    )


def test_when_work_is_done_is_no_work_shared():
    # "score entries on the day" is not done by "send reminders the day before"
    step = {"text": "Send reminder texts the day before", "category": "customer-support"}
    ask = {"text": "Set up a scoring sheet so judges can score entries on the day", "category": "forms-surveys"}
    assert not _does(step, ask)
    assert "forms-surveys" in categories_asked("a judging setup so judges can score projects")


def test_the_whole_job_said_faster_is_no_step():
    found = asks("I deliver edited photos and a slideshow to each client, and I need a faster turnaround.", "en")
    assert not any("turnaround" in a for a in found)


def test_things_listed_for_a_verb_inside_the_thing_made_stay_one_ask():
    # "A랑 B의 차이, 기간, 비용을 설명할 때 보여줄 자료": the things are what 설명할 works on, not things made
    assert ko_asks(
        "원룸이랑 투룸의 차이, 관리비, 계약 기간을 손님께 설명할 때 보여드릴 안내 자료를 만들고 싶어요."
    ) == ["원룸이랑 투룸의 차이, 관리비, 계약 기간을 손님께 설명할 때 보여드릴 안내 자료 만들기"]
    assert ko_asks("메뉴판이랑 전단지, 인스타 게시물을 만들고 싶어요") == [
        "메뉴판 만들기",
        "전단지 만들기",
        "인스타 게시물 만들기",
    ]


def test_how_alone_whose_thing_was_said_only_as_a_reason_is_no_step():
    assert ko_asks("블로그에 올라간 가게 소개도 가격이 다 옛날 거라 새로 바꾸고 싶고요.") == []


def test_the_polite_요_after_a_context_clause_is_no_word_of_the_ask():
    # Kiwi reads "하는데요" as 는 + 데 + 이 + 요 here
    assert ko_asks("피시방 하는데요, 매달 새 게임 들어오는 걸 손님들한테 알리고 싶어요.") == [
        "매달 새 게임 들어오는 걸 손님들한테 알리기"
    ]


@pytest.mark.parametrize(
    ("ask", "kind"),
    [
        ("Turn each recital recording into a guitar tab PDF", "music-generation"),
        ("Open the call for papers and collect abstracts", "forms-surveys"),
        ("동호회 월 회비 정리하기", "spreadsheet"),
    ],
)
def test_what_a_thing_is_turned_into_and_a_club_s_books_say_the_kind(ask, kind):
    assert kind_of(ask) == kind


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("미대 입시 준비하는 고2예요. 작품 사진 정리하고 면접 연습도 하고 싶어요.", "student"),
        ("I'm applying to film schools this winter and need my reel and an interview plan.", "student"),
        ("중2 딸 입시 설명회 자료를 찾아보고 싶어요.", "parent"),
        ("이직 준비 중이라 면접 연습을 하고 싶어요.", "job-seeker"),
    ],
)
def test_school_admission_is_the_student_s_and_its_interview_no_job_interview(text, role):
    from graph.roles import detect_role

    assert detect_role(text) == role


def test_interviews_said_as_recorded_are_material_to_transcribe():
    from graph.own_work import material_work, own_work

    text = "I have 12 recorded user interviews in Teams and want to turn them into a findings doc"
    assert own_work(text) == {"recording": "done"}
    assert material_work("12 recorded user interviews in Teams")["recording"] == "done"


@pytest.mark.parametrize(
    ("ask", "kind"),
    [
        ("Set up a simple shop where a print lab ships the orders", "ecommerce"),
        ("Make the photos big enough for large prints", "photo-editing"),
        ("정기배송 구독자 배송 일정 관리하기", "spreadsheet"),
    ],
)
def test_a_shop_a_print_size_and_a_delivery_schedule_say_their_kinds(ask, kind):
    assert kind_of(ask) == kind


def test_signs_agreed_between_interpreters_are_no_design():
    assert kind_of("Agree on signs with my co-interpreter before the talk") != "design"
    assert kind_of("Design signs for the shop window") == "design"


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("a chat for the parents that isn't Facebook", "meta-business-suite"),
        ("something other than Excel for the budget", "microsoft-excel"),
        ("I'd use Canva instead of Photoshop", "adobe-photoshop"),
    ],
)
def test_a_tool_turned_down_is_no_tool_to_use(text, tool):
    from graph.unusable import tools_not_to_use

    assert tool in tools_not_to_use(text)


def test_deadline_work_is_no_deadline():
    from graph.understanding import DEADLINE

    assert not DEADLINE.search("마감 일정도 거래처별로 헷갈려서 정리하고 싶어요")
    assert DEADLINE.search("마감이 코앞이라 급해요")
    assert DEADLINE.search("다음 달 20일 마감이에요")


def test_work_said_as_its_own_verb_before_랑_is_its_own_ask_and_photos_taken_are_photos():
    found = ko_asks("주문 받는 거랑 입금 확인을 한 번에 정리하고 싶고, 케이크 사진도 좀 예쁘게 찍고 싶어요.")
    assert found[:2] == ["주문 받기", "입금 확인을 한 번에 정리하기"]
    assert kind_of(found[-1]) == "photo-editing"


def test_a_state_then_a_wish_of_only_how_is_no_step_without_its_thing():
    assert ko_asks("재고가 자꾸 헷갈려서 한눈에 보고 싶어요.") == []
    assert kind_of("마감 일정 한눈에 보기") == "scheduling"


@pytest.mark.parametrize("ask", ["Let families book make-up lessons", "Let clients book a free 20-minute consultation"])
def test_a_time_booked_with_someone_is_scheduling(ask):
    assert kind_of(ask) == "scheduling"


def test_a_website_in_several_languages_is_a_website_whose_translation_is_asked_for():
    from graph.brains.stage_words import asked_for

    assert kind_of("Make a website in Spanish, French and Portuguese") == "website-builder"
    stage = {"id": "t", "en": "Translate the pages", "ko": "페이지 번역", "category": "translation"}
    assert asked_for(stage, "I need a site in English, Spanish and Portuguese for the cafe")
    assert not asked_for(stage, "I need a site for the cafe")
    assert kind_of("Let guests book through Naver or directly") == "scheduling"


def test_paid_plans_ruled_out_is_free_only_and_no_paid_job():
    from graph.understanding import FREE_ONLY

    assert FREE_ONLY.search("학교라서 유료 결제는 안 돼요")
    assert FREE_ONLY.search("유료 구독은 못 써요")


def test_a_shop_s_booking_system_is_not_for_a_homeroom_teacher():
    from graph.brains.purpose import made_for_another_setting

    assert made_for_another_setting("naver-booking", "초등학교 담임인데 학부모 상담 신청을 받고 싶어요")
    assert not made_for_another_setting("naver-booking", "미용실을 하는데 예약을 받고 싶어요")


def test_one_that_fits_asked_of_the_planner_is_no_step_and_pronunciation_is_practice():
    assert ko_asks("무료로 쓸 수 있는 걸로 알려주세요.") == []
    assert ko_asks("예약 받는 방법도 알려주세요") == ["예약 받기"]
    assert kind_of("아이 발음 연습 도와주기") == "learning"


def test_a_podcast_the_person_hosts_is_recorded_and_where_a_transcript_goes_is_no_kind():
    from graph.own_work import own_work

    # the show runs: its episodes are recorded, and it is not launched again (no cover art, no directory listing)
    assert own_work("We run a monthly podcast about board games with three hosts.") == {
        "recording": "done",
        "show": "has",
    }
    assert own_work("I want to start a podcast about board games.") == {}
    assert kind_of("Get transcripts for the website") == "transcription"
    assert kind_of("Write an about page for the website") != "transcription"
