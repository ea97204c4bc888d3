"""Things wanted, said without their verbs (fast): a list of wants after "we want", one verb's two objects with where
and when after them, what the people served must do, files that come in, the person's own old photos, and Korean
words that are a limit or a reason rather than work.

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.own_asks import ask_steps, asks
from graph.understanding import understand


def test_each_thing_wanted_in_a_list_is_got():
    # "cleaner audio" and "episodes out on …" had stayed bare noun phrases, of no kind (a chat assistant)
    found = asks(
        "My sister and I run a weekly cooking podcast. We want easier remote recording, cleaner audio, episodes out "
        "on Apple Podcasts, and a few short clips each week.",
        "en",
    )
    assert found == [
        "Get easier remote recording",
        "Get cleaner audio",
        "Get episodes out on Apple Podcasts",
        "Make a few short clips each week",
    ]
    assert [kind_of(a) for a in found[1:3]] == ["audio-editing", "podcast-hosting"]


def test_work_the_person_has_done_takes_no_got():
    # "get AI to cut …" has the person's work done: "order prints" after it is work of its own, not a thing got
    found = asks(
        "I want AI to cut my editing time, deliver a gallery clients can order prints from, and send invoices.", "en"
    )
    assert "Get order prints" not in found
    assert found[0] == "Get AI to cut my editing time"


def test_one_verb_takes_two_things_with_where_and_when_after_them():
    # "sell jam" and "fruit butter online this spring" had been two asks, the second with no verb
    assert asks("We want to sell jam and fruit butter online this spring.", "en") == [
        "Sell jam and fruit butter online this spring"
    ]
    found = asks("We want to scan them, fix tears and fading without guessing at faces, and label each one.", "en")
    assert found[1] == "Fix tears and fading without guessing at faces"


def test_what_the_people_served_must_do_is_set_up_for_them():
    # a sentence whose subject is the people served ("volunteers need to …") had given no asks at all
    found = asks(
        "I run the helpers for a school fun run. About 80 parents need to sign up for stations, get a safety "
        "packet, and receive reminders the day before.",
        "en",
    )
    assert found == ["Sign up for stations", "Prepare a safety packet", "Send them reminders the day before"]
    assert kind_of(found[0]) == "forms-surveys"


def test_files_that_come_in_are_collected():
    assert kind_of("고객이 보내주는 인쇄용 파일 받기") == "forms-surveys"
    assert kind_of("Accept print files from customers") == "forms-surveys"


def test_the_person_s_own_old_photos_are_edited_not_generated():
    # "Scan them" and "Fix scratches" had gone to a chat assistant: the photos are the person's own
    steps = ask_steps(
        "Our club has about 300 old photos from the 1970s. We want to scan them, fix scratches, and share them.", "en"
    )
    assert [s["category"] for s in steps[:2]] == ["photo-editing", "photo-editing"]


def test_no_money_for_it_is_free_only():
    assert understand("Put our old photos online. We have no money for this.", "en")["constraints"]["free_only"]
    assert understand("Put our old photos online. We can't spend anything.", "en")["constraints"]["free_only"]


def test_a_device_limit_said_as_a_wish_is_no_step():
    found = asks(
        "꽃집을 해요. 꽃다발 사진을 보정해서 블로그에 올리고 싶어요. 아이폰으로만 할 수 있는 방법이면 좋겠어요.", "ko"
    )
    assert found == ["꽃다발 사진 보정하기", "블로그에 올리기"]


def test_what_the_person_was_told_is_the_reason_not_work():
    # "…부족하다는 피드백을 받기" had been a step of its own
    found = asks(
        "졸업 작품 발표가 있어요. 지난번에 설명이 부족하다는 피드백을 받아서 발표 자료를 다시 만들어야 해요.", "ko"
    )
    assert found == ["발표 자료를 다시 만들기"]


def test_how_said_with_the_work_is_left_out():
    found = asks("공방을 해요. 클래스 소개 페이지를 어떻게 만들면 좋을지 알려주세요.", "ko")
    assert found == ["클래스 소개 페이지 만들기"]


def test_a_phrasal_verb_alone_goes_with_the_work_after_it():
    # "narrow down" had been left alone, so the list after the colon was not read as the job's parts
    found = asks(
        "Weekend wildlife photographer here. I'd like to sell framed prints of my favourite 20 shots: narrow down and "
        "retouch the best frames, make them sharp enough for big prints, and set up a simple shop.",
        "en",
    )
    assert found[0] == "Narrow down and retouch the best frames"
    assert len(found) == 3


def test_what_happens_by_itself_is_why_the_work_is_wanted():
    # "요즘 외국인 손님 늘기" had been a step of its own
    assert asks("작은 안경원을 해요. 요즘 중국인 손님도 늘어서 중국어 안내문도 만들고 싶어요.", "ko") == [
        "중국어 안내문 만들기"
    ]


def test_a_booking_page_books_and_a_reminder_email_is_an_email():
    # "a booking page where …" had been a website; "a reminder email" had gone to a chat app (a customer message)
    assert kind_of("Set up a simple booking page where parents pay upfront") == "scheduling"
    assert kind_of("Set up a reminder email the day before") == "email-marketing"
    assert kind_of("감사 카드도 예쁘게 만들기") == "design"


def test_the_reading_says_the_apple_device_the_person_said():
    from graph.reading import reading_line

    said = understand("I run a small choir and want a sign-up form. I only have an iPad.", "en")
    assert "on iPad" in reading_line(said, None, "en")
    said = understand("I run a small choir and want a sign-up form. I only have an iPhone.", "en")
    assert "on iPhone" in reading_line(said, None, "en")


def test_a_platform_the_work_goes_to_is_not_the_tool_that_does_it():
    from graph.brains.pick_scores import tools_the_step_names

    # "… for Instagram" had given the photo step to Meta Business Suite, the tool the request named
    assert (
        tools_the_step_names({"text": "Brighter photos of the new menu for Instagram", "category": "photo-editing"})
        == ()
    )
    assert tools_the_step_names({"text": "인스타용 사진 보정하기", "category": "photo-editing"}) == ()
    assert tools_the_step_names({"text": "Post the photos to Instagram", "category": "social-media"}) == (
        "meta-business-suite",
    )


def test_a_thing_made_in_two_languages_is_made_then_translated():
    # "a handout in English and Spanish" had been one translation step: nothing wrote the handout
    steps = ask_steps("I'm a school nurse. I'd like a one-page handout about head lice in English and Spanish.", "en")
    assert [(s["text"], s["category"]) for s in steps][-1] == ("Translate it into Spanish", "translation")
    assert steps[-2]["category"] != "translation"
    steps = ask_steps("동네 약국을 해요. 복약 안내문을 한국어·영어·베트남어로 만들고 싶어요.", "ko")
    assert [s["text"] for s in steps] == ["복약 안내문 만들기", "영어·베트남어로 번역하기"]
    # a site or an audio guide in several languages is made in each; a text in no language of the person's is
    # translated as a whole
    assert len(ask_steps("I want a short audio tour of our museum in English and Spanish.", "en")) == 1


def test_nobody_coding_is_a_limit_not_a_coding_step():
    from graph.job_text import without_inabilities
    from graph.plan_steps import categories_asked

    assert understand("Track our orders in one sheet. None of us code.", "en")["constraints"]["no_coding"]
    assert understand("주문을 정리하고 싶어요. 코딩은 할 줄 몰라요.", "ko")["constraints"]["no_coding"]
    assert "coding" not in categories_asked(without_inabilities("track our orders. none of us code.").lower())
    assert "coding" not in categories_asked(without_inabilities("주문 정리. 코딩은 할 줄 몰라요.").lower())


def test_how_things_are_before_the_work_is_its_reason():
    # "주말 저녁엔 줄이 길어서 원격 웨이팅 받기" had kept its reason in the step
    found = asks("작은 라멘집을 해요. 주말엔 대기가 길어서 원격 줄서기를 받고 싶고, 메뉴 사진도 올리고 싶어요.", "ko")
    assert found == ["원격 줄서기 받기", "메뉴 사진 올리기"]
    assert asks("사진을 찍어서 인스타에 올리고 싶어요.", "ko") == ["사진 찍기", "인스타에 올리기"]


def test_a_colon_list_of_things_of_several_kinds_is_the_job_s_parts():
    # the things after the colon had stayed one ask with the job's summary in front of it
    found = asks(
        "Our town museum wants to run a spring scavenger hunt for families: sign-ups, a printable clue sheet, weekly "
        "reminder emails to parents, and a prize certificate at the end.",
        "en",
    )
    assert found == [
        "Collect sign-ups",
        "Make a printable clue sheet",
        "Send weekly reminder emails to parents",
        "Make a prize certificate at the end",
    ]


def test_a_want_said_again_inside_the_list_is_left_out():
    found = asks(
        "I'm a party magician. I want a booking form, and I'd like short promo clips from my shows for TikTok.", "en"
    )
    assert found[-1] == "Make short promo clips from my shows for TikTok"
    assert kind_of("Sign my contract online") == "productivity"
