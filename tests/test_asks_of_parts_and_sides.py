"""What a thing made has, who books, a way's verb, things to print in 3D, and another side's stages (fast).

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.ask_plan import _does, leads
from graph.brains.en_lists import en_parts
from graph.brains.own_asks import asks


def test_a_hyphenated_thing_wanted_first_is_still_wanted():
    # "I need hand-drawn …" had matched no lead (the want's first word ran into a hyphen): the sentence gave no asks
    found = asks(
        "Our scout troop runs a spring fair. For the fair I need hand-drawn signs for each stall from our sketches, a "
        "printed map of the booths, and some way to gather parents' volunteer times.",
        "en",
    )
    assert len(found) == 3, found
    assert found[0].startswith("Get hand-drawn signs")
    assert found[2].startswith("Gather parents' volunteer times")


def test_what_a_thing_made_has_is_a_part_of_it_not_its_kind():
    # "… video with music" had gone to a music-notation tool
    assert kind_of("Cut a 90-second recap video with music") == "video-editing"
    assert kind_of("Make a flyer with photos") == "design"
    assert kind_of("Track expenses with Notion") == "productivity"  # a named means is not a part


def test_people_who_book_need_a_booking_tool():
    assert kind_of("Let members book") == "scheduling"
    assert kind_of("let customers book online") == "scheduling"
    assert kind_of("help kids book reports") != "scheduling"


def test_rehearsal_tracks_are_music_not_a_tracker():
    assert kind_of("Get practice tracks for each voice part") == "music-generation"


def test_the_verb_of_a_way_goes_with_the_next_verb_object():
    parts = en_parts("a sign-up form, a way to price and log each repair, and weekly reminder emails")
    assert "a way to price and log each repair" in parts


def test_a_thing_to_print_in_3d_is_made_in_a_3d_tool():
    found = asks("I want an order form, and 3D-printable board game tokens I can make from my drawings.", "en")
    assert found[-1].startswith("Make 3D-printable board game tokens"), found
    assert kind_of(found[-1]) == "3d"


def test_what_happens_in_a_form_is_not_the_forms_work():
    ask = {"text": "Set up an entry form where artists upload sample images and pay a fee", "category": "forms-surveys"}
    sketch = {"text": "Sketch concepts and sample images", "category": "image-generation", "stage_id": "x"}
    assert not _does(sketch, ask)


def test_an_ask_of_a_kind_with_one_word_of_its_own_counts_toward_leading():
    made = {"text": "Generate 3D models from sketches", "category": "3d", "stage_id": "m"}
    wanted = [
        {"text": "Set up an order form for parts", "category": "forms-surveys"},
        {"text": "Track each order", "category": "spreadsheet"},
        {"text": "Make 3D models from sketches", "category": "3d"},
    ]
    assert leads(wanted, [made])


def test_an_ask_done_by_a_stage_of_a_job_not_planned_keeps_its_own_words():
    from graph.brains.ask_plan import plan_from_asks

    stage = {"id": "s", "en": "Collect guests' allergy details through a form", "ko": "알레르기 접수",
             "category": "forms-surveys", "query": "allergy intake form"}  # fmt: skip
    lead = {"id": "lead", "stages": [{"id": "t", "en": "Write the menu", "ko": "메뉴 쓰기", "category": "writing",
                                      "query": "menu writing"}]}  # fmt: skip
    other = {"id": "other", "stages": [stage]}
    ask = {"text": "Set up an allergy intake form for the tasting", "category": "forms-surveys", "query": "form"}
    steps = plan_from_asks([ask], [lead, other], "en")
    assert steps[0]["text"] == ask["text"]
    assert steps[0]["query"] == "allergy intake form"  # the stage's search phrase


def test_a_name_that_is_a_phrase_of_plain_words_names_the_tool_only_as_written():
    from knowledge.catalog import tools_named_in

    assert tools_named_in(" a booking page, plus AI help writing the welcome note ") == ()
    assert tools_named_in("I make my decks in Plus AI these days") == ("plus-ai",)


def test_a_daily_email_and_a_private_group_say_their_kinds():
    assert kind_of("Set up a daily email with each day's lesson") == "email-marketing"
    assert kind_of("Set up a private group where members post their progress") == "customer-support"


def test_what_people_get_in_one_system_is_sent_to_them():
    found = asks("We'd like a single app where every tenant receives a lease to sign, and a shared repair log.", "en")
    assert found[0] == "Send every tenant a lease to sign", found


def test_a_korean_from_to_list_is_one_ask_per_thing():
    # "A부터 B, C까지 준비해야" had been one ask with the whole list in it
    found = asks("행사 포스터부터 참가 신청서, 안내 문자까지 준비해야 하고, 정산도 엑셀로 하려니 힘들어요.", "ko")
    assert found[:3] == ["행사 포스터 준비하기", "참가 신청서 준비하기", "안내 문자 준비하기"], found


def test_people_hired_are_the_hiring_job_not_a_step():
    from graph.brains.ask_plan import work_asks

    texts = [a["text"] for a in work_asks("디자이너 한 명을 뽑아야 해요. 포트폴리오 평가표를 만들고 싶어요.", "ko")]
    assert not any("뽑기" in t for t in texts), texts


def test_a_word_two_korean_steps_are_about_is_not_the_same_work():
    ask = {"text": "면접 평가표 만들기", "category": "llm-assistant"}
    assert not _does({"text": "면접 일정 잡기", "category": "scheduling", "stage_id": "s"}, ask)
    # the same work said with another noun still is
    notice = {"text": "단골들에게 새 메뉴 알리기", "category": "llm-assistant"}
    assert _does({"text": "SNS 게시와 단골 채널 알림", "category": "social-media", "stage_id": "t"}, notice)


def test_a_no_coding_constraint_drops_no_step_that_says_coding():
    from graph.brains.offline_planner import adapt

    steps = ["공고 작성하기", "코딩테스트 준비하기", "면접 보기"]
    assert adapt(steps, "코딩 없이 쓸 수 있는 걸로 알려주세요.", "ko", removals_only=True, request=True) == steps
    assert adapt(steps, "코딩테스트는 빼고요.", "ko", removals_only=True, request=True) == [
        "공고 작성하기",
        "면접 보기",
    ]


def test_a_restaurants_table_booking_is_for_a_request_about_eating_out():
    from graph.brains.purpose import made_for_another_setting, made_for_other_work

    assert made_for_another_setting("catchtable", "스타트업 인사 담당자예요. 면접 일정을 잡고 싶어요.")
    assert not made_for_another_setting("catchtable", "라멘집을 해요. 웨이팅이 길어서 줄서기 앱을 쓰고 싶어요.")
    assert not made_for_another_setting("opentable", "We run a small bistro and want online table bookings.")
    step = {"text": "Collect players' availability for extra practices", "category": "scheduling"}
    assert made_for_other_work({"tool_id": "opentable", "category": "scheduling"}, step, step["text"], set())


def test_things_listed_before_a_thing_made_are_made_too():
    # the list before "… 만들고" had taken the statement's last verb (받기)
    found = asks("여름 캠프 안내문이랑 준비물 목록, 홍보 포스터 만들고 신청은 네이버 폼으로 받고 싶어요.", "ko")
    assert found[:3] == ["여름 캠프 안내문 만들기", "준비물 목록 만들기", "홍보 포스터 만들기"], found
    # a list before work of another verb still takes the statement's last verb
    found = asks(
        "모바일 초대장이랑 참석 인원 조사, 당일 연주 영상 찍어서 유튜브에 올리고, 인쇄까지 준비해야 해요.", "ko"
    )
    assert "모바일 초대장 준비하기" in found, found


def test_the_head_of_an_academy_is_on_the_teachers_side():
    from graph.roles import detect_role

    assert detect_role("영어 학원을 운영하는 원장이에요. 숙제 안내문을 만들고 싶어요.") == "teacher"
    assert detect_role("피부과 원장입니다. 블로그 글을 쓰고 싶어요.") is None


def test_a_test_paper_is_a_document():
    assert kind_of("기말 시험지 만들기") == "productivity"


def test_what_people_send_in_is_taken_by_a_form():
    assert kind_of("Let clubs request a referee") == "forms-surveys"
    assert kind_of("allow members to submit photos") == "forms-surveys"


def test_email_said_as_a_verb_is_the_ask_and_its_kind():
    found = asks("Each autumn we want to email our 300 members a program, and sell tickets online.", "en")
    assert found[0] == "Email our 300 members a program", found
    assert kind_of(found[0]) == "email-marketing"


def test_words_of_a_treasurer_a_translator_group_and_a_letterer_say_their_kinds():
    assert kind_of("Give the committee a report of money in and out") == "spreadsheet"
    assert kind_of("Split pages between the four of us") == "productivity"
    assert kind_of("Set up a typesetting workflow for the dialogue") == "design"
    assert kind_of("Send receipts") == "payments"


def test_a_club_or_volunteer_group_is_small_scale():
    from graph.understanding import understand

    said = understand("I volunteer for a hiking club. We need a shared calendar.", "en")
    assert said["constraints"]["small_scale"]


def test_what_comes_in_by_a_form_is_taken_by_a_form():
    assert kind_of("추석 선물 예약 주문을 전화 말고 폼으로 받기") == "forms-surveys"
    assert kind_of("take orders through a simple form") == "forms-surveys"
    assert kind_of("예약은 네이버로 받기") == "scheduling"


def test_the_head_of_a_korean_step_is_past_its_means_and_light_verb():
    from graph.brains.ask_plan import _head_words

    assert _head_words("매장 홍보를 AI로 좀 하기") == ["매장", "홍보를"]
    assert _head_words("면접 평가표 만들기") == ["평가표", "만들기"]
