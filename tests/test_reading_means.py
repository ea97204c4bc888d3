"""How means, asides, numbered lists, head nouns and markets are read (session 24's fixes), fast.

Requests here are written for these tests; each case failed before its fix."""

from __future__ import annotations

from graph.brains.ko_asks import ko_asks
from graph.brains.own_asks import ask_steps, asks, kind_of
from graph.understanding import understand


def test_asking_what_to_use_for_a_jobs_parts_asks_for_its_plan() -> None:
    # "what should i use to …?" had been answered as a question with one tool's blurb
    reading = understand("starting a weekly book club over video with people in three countries. what should we use to meet + keep our reading notes in one place?", "en")  # fmt: skip
    assert not reading["is_question"]
    steps = asks("starting a book club. what should we use to meet online + keep our reading notes in one place?", "en")
    assert len(steps) == 2 and steps[1].startswith("Keep our reading notes"), steps


def test_which_of_two_named_tools_said_with_where_is_a_comparison() -> None:
    # "어디가 더 정확해요" had not been read as a choice, and the question got a vlog plan
    reading = understand("클로바노트랑 다글로 중에 회의 녹음 받아쓰기 어디가 더 정확해요?? 둘 다 무료로 되나요", "ko")
    assert reading["is_question"] and reading["comparison"]


def test_a_step_said_with_its_means_is_one_step() -> None:
    # "QR 붙여서 주문 받고" had been two steps ("QR 붙이기" with a chat assistant); "들어온거 확인하는 걸" two more
    found = ko_asks("자리마다 QR 붙여서 주문 받고 입금 들어온거 확인하는 걸 쉽게 하고 싶어요.")
    assert found == ["자리마다 QR 붙여서 주문 받기", "입금 들어온거 확인하기"], found
    # a thing made and then used is two works
    assert ko_asks("여행 사진으로 포토북 만들어서 부모님께 보내고 싶어요") == [
        "여행 사진으로 포토북 만들기",
        "부모님께 보내기",
    ]


def test_an_aside_in_brackets_is_no_ask_and_splits_nothing() -> None:
    # "(세제 있냐, … 등)" had split the ask into "등) 자동으로 답하기"
    found = asks("카톡으로 자주 묻는 질문(주차 되냐, 예약 되냐 등) 자동으로 답하게 하고 싶어요.", "ko")
    assert found == ["카톡으로 자주 묻는 질문 자동으로 답하기"], found
    found = asks("참가 신청 받고 싶어요(구청에서 명단을 일주일 전까지 보내달래요).", "ko")
    assert found == ["참가 신청 받기"], found


def test_which_tools_may_be_used_is_a_constraint_not_an_ask() -> None:
    assert asks("동아리 예산이 없어서 무료로 되는 것만 써야돼요", "ko") == []
    assert asks("되는 것만 써야돼요", "ko") == []


def test_an_english_list_keeps_its_numbers_out_and_its_clauses_together() -> None:
    found = asks(
        "I want to (1) cut my talks into short clips, (2) keep a log of which topics I covered where and how they "
        "went, and (3) have a simple page where organisers can see my clips and email me.",
        "en",
    )
    assert found[0].startswith("Cut my talks") and found[1].endswith("how they went"), found
    assert kind_of(found[2]) == "website-builder", found  # the page, not the clips seen there


def test_two_things_sharing_one_plural_noun_are_one_ask() -> None:
    found = asks("I need a simple club website with a join button, banner and badge designs, and a signup form.", "en")
    assert "Make banner and badge designs" in found, found  # one ask, said with the verb its kind takes
    assert kind_of(found[0]) == "website-builder"  # what a website has is a part of it


def test_a_platform_after_for_is_where_a_made_thing_goes() -> None:
    assert kind_of("edit the rehearsal footage into vertical clips with captions for TikTok") == "video-editing"
    assert kind_of("Copy every loan into a Google Doc for the principal") == "productivity"


def test_typing_up_handwriting_is_reading_an_image_not_speech() -> None:
    request = "I found my great-uncle's handwritten diaries from the war. I'd like to get them transcribed and translated to English."  # fmt: skip
    steps = ask_steps(request, "en")
    assert [s["text"] for s in steps] == ["Get them transcribed", "Get them translated to English"]
    assert [s["category"] for s in steps] == ["llm-assistant", "translation"]
    spoken = ask_steps("I recorded interviews with my grandmother. I'd like to get them transcribed.", "en")
    assert spoken[0]["category"] == "transcription"


def test_donations_and_emails_to_supporters_have_their_kinds() -> None:
    assert kind_of("Take donations online") == "payments"
    assert kind_of("Text/email supporters before the vote") == "email-marketing"
    assert kind_of("계좌이체 들어온 거 확인하기") == "payments"


def test_a_service_that_opens_no_korean_accounts_is_not_picked_in_korea() -> None:
    # a student pub's transfers had gone to Square, and Toss (the account's own app) was ruled out as personal
    from graph.brains.base import RecommendRequest
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    step = {"text": "계좌이체 들어온 거 확인하기", "category": "payments"}

    def request(language: str) -> RecommendRequest:
        return RecommendRequest(
            task="t", language=language, sub_tasks=[step["text"]], pending=[0], round=1, max_rounds=3,
            phase_messages=[], observations={}, call_args={}, understanding={"named_tools": [], "constraints": {}},
            steps=[step],
        )  # fmt: skip

    square = {"tool_id": "square", "kind": "tool"}
    assert excluded(square, Preferences(), request("ko"), step) == "not in Korea"
    assert excluded(square, Preferences(), request("en"), step) is None
    toss = {"tool_id": "toss", "kind": "tool"}
    assert excluded(toss, Preferences(), request("ko"), step) is None
    take = {"text": "카드 결제 받기", "category": "payments"}
    assert excluded(toss, Preferences(), request("ko"), take) == "for personal use"


def test_a_home_buyer_gets_neither_a_tenants_nor_a_landlords_job() -> None:
    # a first-time buyer's loan offers and inspection had been planned as a landlord's tenant forms and letters
    from graph.workflow_ranking import rank_workflows
    from knowledge.catalog import load_workflows

    text = "First-time buyer here, closing next month. I have offers from 2 lenders and I can't tell which is cheaper over 5 years."  # fmt: skip
    reading = understand(text, "en")
    assert reading["role"] == "buyer"
    by_id = {wf["id"]: wf for wf in load_workflows()}
    ranked = rank_workflows([(by_id["landlord-property-management"], 0.5), (by_id["consumer-complaint-letter"], 0.45)], reading)  # fmt: skip
    assert ranked[0][0]["id"] == "consumer-complaint-letter"
    assert asks(text, "en") == ["Work out which is cheaper over 5 years (offers from 2 lenders)"]


def test_looking_for_something_to_do_work_lists_the_work() -> None:
    found = ask_steps("Looking for something to send estimates, invoice and get paid by card, and schedule the crews weekly.", "en")  # fmt: skip
    assert [s["text"] for s in found] == ["Send estimates", "Invoice and get paid by card", "Schedule the crews weekly"]
    assert [s["category"] for s in found] == ["payments", "payments", "scheduling"]
    assert kind_of("Compare the loan estimates") != "payments"  # a lender's estimate is no invoice


def test_trimming_a_song_recording_a_visit_and_a_leaderboard_have_their_kinds() -> None:
    assert kind_of("합창 MR을 3분에 맞게 자르기") == "audio-editing"
    assert kind_of("MRI 결과 정리하기") != "audio-editing"
    assert kind_of("Record what the vet says so the rest of the family gets the notes") == "transcription"
    assert kind_of("동호회 월간 누적거리 랭킹 뽑기") == "spreadsheet"


def test_a_korean_compound_says_its_heads_kind_only_for_heads_that_end_compounds() -> None:
    # "식전영상도 … 만들기" had been a chat-assistant step: 영상 inside a compound was not read
    assert kind_of("졸업영상도 사진으로 3분짜리 만들기") == "video-editing"
    assert kind_of("매주 모임 참가신청 받기") == "forms-surveys"
    assert kind_of("재개발 설명회 회의록 쓰기") != "coding"  # 재개발 is no software development


def test_a_channel_someone_else_sent_things_through_is_not_the_persons_tool() -> None:
    # a car buyer's plan had a "KakaoTalk Channel로 고객 문의 응대하기" step: the dealer had sent the papers on 카톡
    reading = understand("중고차 사려는데 딜러가 카톡으로 보내준 성능점검기록부를 봐도 잘 모르겠어요. 뭘 물어봐야 하는지 알고 싶어요", "ko")  # fmt: skip
    assert "kakaotalk-channel" not in reading["named_tools"]
    assert reading["role"] == "buyer"
    assert "kakaotalk-channel" in understand("카톡으로 예약 문의 자동으로 답하고 싶어요", "ko")["named_tools"]


def test_release_notes_on_a_tag_docs_sites_sponsors_and_playing_online_have_their_kinds() -> None:
    assert kind_of("Auto-generated release notes when I tag a version") == "coding"
    assert kind_of("Write the mod page description and changelog") != "coding"  # words about it, not code
    assert kind_of("Set up a proper docs site for the library") == "hosting"
    assert kind_of("Let companies that use it sponsor me") == "payments"
    assert kind_of("Run it online with friends in other cities") == "meeting"


def test_an_intent_said_in_one_ending_is_an_ask() -> None:
    # "올리려구요" (Kiwi: one ending) had left the whole sentence without asks
    assert ko_asks("이번엔 행사 사진 모아서 밴드에 올리려구요.")[-1] == "밴드에 올리기"


def test_how_a_thing_should_look_is_no_ask_of_its_own() -> None:
    # "글씨 크고 보기 쉬웠으면 좋겠어요" had become the step "글씨 크고 보기 쉽기"
    assert ko_asks("어르신들이 보시는 거라 글씨 크고 보기 쉬웠으면 좋겠어요") == []
    assert ko_asks("주문 목록이 한눈에 보였으면 좋겠어요") == ["주문 목록이 한눈에 보이기"]  # a verb wished is work


def test_work_said_as_a_pain_is_an_ask_once() -> None:
    assert ko_asks("회의록 쓰는 것도 시간이 너무 걸려요.") == ["회의록 쓰기"]
    assert ko_asks("매번 영수증 정리하는 게 너무 귀찮아요") == ["매번 영수증 정리하기"]
    assert ko_asks("썸네일 만드는 데만 한 시간씩 걸려요ㅠ 이것만 좀 빨리 하고 싶어요") == ["썸네일 만들기"]


def test_a_platform_name_before_a_thing_says_which_one() -> None:
    assert kind_of("Set up a decent LinkedIn headshot") == "photo-editing"
    assert kind_of("Set up a LinkedIn profile") == "social-media"


def test_what_the_person_only_has_is_no_only_these_asks() -> None:
    from graph.brains.own_asks import only_asked

    assert not only_asked("Need a decent headshot. I only have my iPhone.")
    assert only_asked("I only need it proofread.")


def test_a_thing_that_is_a_kind_of_work_of_its_own_is_made_apart_from_the_next() -> None:
    # "소식지랑 인스타 홍보 게시물" had been one ask (three nouns after the join read as one thing's name)
    found = ko_asks("매달 회원들한테 보낼 소식지랑 인스타 홍보 게시물도 만들고 싶어요.")
    assert found == ["매달 회원들한테 보낼 소식지 만들기", "인스타 홍보 게시물 만들기"], found
    assert ko_asks("수면 습관이랑 카페인 섭취 설문을 받아야 해요") == ["수면 습관이랑 카페인 섭취 설문 받기"]


def test_a_city_after_in_is_no_unknown_tool() -> None:
    # "You named Portland, which is not in this planner's knowledge base" had closed a bike shop's guide
    from graph.unknown_names import named_unknown

    assert named_unknown("I run a small bike repair shop in Portland and post on Frobnica.") == ["Frobnica"]
    assert named_unknown("We live in Leeds. I edit everything in Resolvix.") == ["Resolvix"]


def test_paying_by_card_at_pickup_is_a_payments_ask_the_pickup_message_does_not_do() -> None:
    steps = ask_steps("I want customers to book a slot online and pay by card at pickup.", "en")
    assert [s["category"] for s in steps] == ["scheduling", "payments"], steps


def test_wishing_the_job_done_is_neither_an_ask_nor_the_only_part_wanted() -> None:
    # "정리만 되면 좋겠어요" had made a cafe's bookkeeping plan one "정리 되기" step
    from graph.request_parts import only_needs

    text = (
        "작은 식당인데 매달 매출이랑 재료비 정리하는 게 너무 귀찮아요. 세금 신고 때 헷갈리지 않게 정리만 되면 좋겠어요"
    )
    assert only_needs(text) is None
    assert asks(text, "ko") == ["매달 매출이랑 재료비 정리하기"]
    assert only_needs("컷 편집이랑 자막만 해주세요") is not None


def test_glossaries_and_deadlines_have_their_kinds() -> None:
    assert kind_of("Keep a glossary per client") == "translation"
    assert kind_of("Stop missing deadlines") == "productivity"


def test_a_budget_to_make_is_kept_when_no_budget_is_stated() -> None:
    # "a shared budget we can all edit" had lost its "budget" (read as a cost limit) and its step
    from graph.understanding import strip_constraints

    assert "shared budget" in strip_constraints("I want an itinerary and a shared budget we can all edit.")
    assert "budget" not in strip_constraints("Keep the tools on a tight budget, about $30 a month, for a weekly zine.")


def test_a_word_every_ask_says_does_not_make_one_step_do_another() -> None:
    # "발표" of a talk's slides, script and practice had made "발표 개요 짜기" do the script and the practice
    from graph.brains.ask_plan import asks_undone

    asks = [
        {"text": "발표 슬라이드 만들기", "category": "presentation"},
        {"text": "영어 발표 대본 다듬기", "category": "llm-assistant"},
        {"text": "발표 연습 하기", "category": "llm-assistant"},
    ]
    steps = [{"text": "발표 개요 짜기", "category": "llm-assistant", "query": "talk outline"}]
    assert [a["text"] for a in asks_undone(asks, steps)] == [a["text"] for a in asks]
    assert asks_undone(asks[1:2], steps) == []  # alone, the word still tells


def test_captions_written_for_a_post_are_writing_and_instagrams_editor_is_for_instagram() -> None:
    # an animal shelter's "write captions" had gone to DaVinci Resolve; a teacher's lab videos to Instagram Edits
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    assert kind_of("Write captions") == "writing"
    assert kind_of("Add captions to the clips") == "video-editing"
    step = {"text": "Make short lab safety videos", "category": "video-editing"}
    edits = {"tool_id": "instagram-edits", "kind": "tool"}
    from graph.brains.base import RecommendRequest

    def request(named: list[str]) -> RecommendRequest:
        return RecommendRequest(
            task="t", language="en", sub_tasks=[step["text"]], pending=[0], round=1, max_rounds=3,
            phase_messages=[], observations={}, call_args={}, understanding={"named_tools": named, "constraints": {}},
            steps=[step],
        )  # fmt: skip

    assert excluded(edits, Preferences(), request([]), step) == "for another platform"
    assert excluded(edits, Preferences(), request(["meta-business-suite"]), step) is None


def test_medication_reminders_are_a_calendars_and_card_payments_a_payment_tools() -> None:
    # a father's medication reminders had gone to Zendesk (a help desk), read as reminders to customers
    assert kind_of("Set up medication reminders on his phone") == "scheduling"
    assert kind_of("현장에서 카드결제 받기") == "payments"
    assert kind_of("가격표 만들기") == "design"


def test_a_short_korean_ask_that_names_its_thing_is_added_to_the_plan() -> None:
    # "가격표 만들기" and "명함 만들기" (two words each) had been left out as fragments
    from graph.brains.offline_composer import _still_asked

    asks = [{"text": "가격표 만들기", "category": "design"}, {"text": "명함 만들기", "category": "design"}]
    steps = [{"text": "캡션·해시태그 달아 예약 게시", "category": "social-media", "query": "instagram scheduling"}]
    assert [a["text"] for a in _still_asked(asks, steps)] == ["가격표 만들기", "명함 만들기"]


def test_a_channel_someone_else_used_is_not_the_persons_in_english_either() -> None:
    from graph.unusable import tools_only_holding

    assert tools_only_holding("The landlord sent me the lease over KakaoTalk and I need to check it.") == [
        "kakaotalk-channel"
    ]
    assert tools_only_holding("I send my tenants reminders over KakaoTalk.") == []


def test_a_tool_the_person_teaches_others_to_use_is_the_class_subject_not_its_means() -> None:
    text = "주민센터에서 '카카오톡·배달앱 사용법' 수업을 해요. 수업용 안내 자료가 필요해요."
    assert "kakaotalk-channel" not in understand(text, "ko")["named_tools"]
    assert "zoom" not in understand("I run a library workshop on using Zoom for seniors.", "en")["named_tools"]
    # learning it oneself, or using it, is the person's means
    assert "notion" in understand("I want to learn how to use Notion for my team", "en")["named_tools"]


def test_a_platform_in_brackets_of_a_freelancers_intro_is_the_clients_not_a_means() -> None:
    text = "I'm a freelance motion designer (mostly TikTok ads and YouTube intros) and need a portfolio site."
    assert understand(text, "en")["named_tools"] == []
    # where a seller sells is their means, said in brackets or not
    assert "etsy" in understand("I'm a soap maker (I sell on Etsy) and need better photos.", "en")["named_tools"]


def test_three_things_each_said_with_a_after_a_colon_are_made() -> None:
    text = "Help me win more students: a clear intro video, a one-page site, and a referral card."
    assert len(asks(text, "en")) == 3
