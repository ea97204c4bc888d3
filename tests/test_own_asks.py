"""A plan in the request's own words for a job the knowledge does not cover (graph/brains/own_asks.py), fast.

Requests here are written for these tests."""

from __future__ import annotations

import pytest

from graph.brains.ko_asks import ko_asks
from graph.brains.own_asks import ask_steps, asks, kind_of, only_asked


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "We run a seed swap at the library. Need a way to list the seeds, let members reserve them and log returns.",
            "en",
            [("List the seeds", None), ("Let members reserve them", "scheduling"), ("Log returns", "spreadsheet")],
        ),
        (
            "동네 합창단 총무인데요 연습 출석 받는 거랑 단원 회비 기록 정리하는 거 좀 편하게 하고 싶어요",
            "ko",
            [("연습 출석 받기", "forms-surveys"), ("단원 회비 기록 정리하기", "spreadsheet")],
        ),
        (
            "구민회관 강사인데 노인 컴퓨터 교실 교재랑 수료증 만들어야 돼요. 미리캔버스 써도 되나요?",
            "ko",
            [("노인 컴퓨터 교실 교재 만들기", "design"), ("수료증 만들기", "design")],
        ),
    ],
)
def test_the_asks_are_steps_in_the_persons_words_with_the_kind_their_words_need(text, language, expected):
    steps = ask_steps(text, language)
    assert [s["text"] for s in steps] == [t for t, _ in expected]
    for step, (_, kind) in zip(steps, expected, strict=True):
        assert kind is None or step["category"] == kind, step


def test_what_is_to_be_done_to_the_persons_material_is_an_ask():
    steps = ask_steps("I have 12 hours of taped lectures. I only need them transcribed and searchable.", "en")
    assert [(s["text"], s["category"]) for s in steps] == [("Get them transcribed and searchable", "transcription")]


def test_something_people_can_use_to_do_the_work_says_the_asks():
    # the work follows "something … can use … to"; a relative clause of it ("that sends …") is a step too, and a
    # plural product name written in the singular ("a Google Doc") still names it
    text = (
        "I run the lending shelf at our school library. I want something parents can use on their phones to "
        "borrow games and return them, that copies every loan into a Google Doc for the principal."
    )
    steps = ask_steps(text, "en")
    assert [s["text"] for s in steps] == [
        "Borrow games",
        "Return them",
        "Copy every loan into a Google Doc for the principal",
    ]
    assert steps[2]["category"] == "productivity"


def test_context_questions_and_wishes_are_not_asks():
    assert asks("We're opening a bike co-op. Which app is best?", "en") == []
    assert asks("교회 청년부 총무예요. 글씨 크게요", "ko") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # who and where ("…하는데") is context; "-고" joins two asks; "명단도" loses its particle
        (
            "작년에 이사를 했는데 집들이 초대장 보내고 선물 목록도 정리해야 해요",
            ["집들이 초대장 보내기", "선물 목록 정리하기"],
        ),
        # work already done ("다 해놨고") is no ask; "…것만 도움받고" asks for the verb made a noun
        ("동화 작가인데 글이랑 스토리보드는 다 써놨고 표지 그리는 것만 도움받고 싶어요", ["표지 그리기"]),
        # "한 곳에서" is one place, not "the place where … was done"; "받고" has its object before where; a count
        # at the start stays ("한 달에 두 번")
        (
            "공방 수강 신청을 한 곳에서 받고 한 달에 두 번 소식지 보내고 싶어요",
            ["공방 수강 신청을 한 곳에서 받기", "한 달에 두 번 소식지 보내기"],
        ),
        # a light verb ("하고 싶어요") stands for the verbs before it
        (
            "카페 하는데 쿠폰 나눠주는 거랑 스탬프 적립하는 거 좀 쉽게 하고 싶어요",
            ["쿠폰 나눠 주기", "스탬프 적립하기"],
        ),
        # "이것만" points back at the thing a statement said; "-어서" joins two asks
        ("매주 가격표 만드는 데만 반나절씩 걸려요ㅠ 이것만 좀 빨리 하고 싶어요", ["매주 가격표 만들기"]),
        (
            "여행 사진으로 포토북 만들어서 부모님께 보내드리고 싶어요",
            ["여행 사진으로 포토북 만들기", "부모님께 보내기"],
        ),
        # a limit is how, not what: "돈 안 들이고", "비용은 안으로 하고"
        ("돈 안 들이고 예약 받는 방법 있을까요?", ["예약 받기"]),
        # what the person cannot do, what is not to be done, and "is there a way" are no asks
        ("엑셀은 잘 모르고요, 회원 출석을 자동으로 기록하고 싶어요", ["회원 출석을 자동으로 기록하기"]),
        ("사진을 클라우드에 올리지 않고 노트북에서 정리하고 싶어요", ["노트북에서 정리하기"]),
        ("주문 누락을 줄이고 싶은데 방법 없을까요?", ["주문 누락 줄이기"]),
        # "X 말고 Y": the way turned down stays in the words, the clause goes on as one ask
        ("영수증도 종이 말고 사진으로 모으고 싶어요", ["영수증도 종이 말고 사진으로 모으기"]),
        # "…하게 돼서" is what happened (context); "알려주세요" asks the planner, the verb made a noun is the work
        ("이번 달부터 해외 고객을 받게 돼서 달러로 돈 받는 방법 알려주세요", ["달러로 돈 받기"]),
        # a list of things wanted, said as nouns and indirect questions; "뽑고 나서" is when, not what
        (
            "전단지는 어디 돌리는 게 좋은지, 행사 날짜 정하는 거, 끝나고 나서 후기 모으는 거까지 정리하고 싶어요",
            ["전단지는 어디 돌리기", "행사 날짜 정하기", "후기 모으기"],
        ),
        # "…하려고요" is what the person is about to do; a reason ("때문에") is not part of the ask
        ("동아리 때문에 신청서 만들어서 단톡방에 올리려고요", ["신청서 만들기", "단톡방에 올리기"]),
        # what the person does by hand ("제가 직접") is no ask; "A나 B로" is a choice of means, not two asks; a
        # sentence ending in "걱정이에요" may still say what is wanted
        (
            "글은 제가 직접 쓸 거고 삽화만이라도 AI나 스톡 이미지로 빨리 만들고 싶은데 어색할까 봐 걱정이에요.",
            ["삽화만이라도 AI나 스톡 이미지로 빨리 만들기"],
        ),
        # "정리하고" is a verb of its own (정리 + 하), not a light verb standing for "들어온 거"
        ("주문 들어온 거 한 곳에서 정리하고 싶어요", ["주문 들어온 거 한 곳에서 정리하기"]),
        # things joined by 랑 that together name one thing are one ask
        ("수면 습관이랑 카페인 섭취 설문을 받아야 해요", ["수면 습관이랑 카페인 섭취 설문 받기"]),
    ],
)
def test_korean_asks_are_read_from_the_clauses(text, expected):
    assert asks(text, "ko") == expected


def test_english_asks_split_at_plus_keep_name_lists_and_drop_limits():
    assert asks(
        "I've recorded six interviews. I need them edited and cut into a trailer, plus a one-page site for listeners.",
        "en",
    ) == ["Get them edited", "Get them cut into a trailer", "Set up a one-page site for listeners"]
    assert asks(
        "I need a menu in English, Spanish and French, and I want diners to be able to order from their table.", "en"
    ) == ["Make a menu in English, Spanish and French", "Let diners order from their table"]  # translated: made
    assert asks("My essay is finished. I just need it proofread. I'd like to stay under $10.", "en") == [
        "Get it proofread"
    ]


def test_english_asks_for_other_people_and_how_to_questions():
    # "I'd like them to get …": the thing done for them; "how do I …" asks for that work
    assert asks(
        "Owners keep calling. I'd like them to get a text when their dog is groomed, and a reminder to rebook.", "en"
    ) == [
        "Let them get a text when their dog is groomed",
        "Set up a reminder to rebook",
    ]
    assert asks(
        "My roommate moved out owing rent. How do I write a payment request and what do I do if she ignores it?", "en"
    ) == [
        "Write a payment request",
        "Next steps if she ignores it",
    ]
    # whoever the request names ("tenants"), and "a way to …" as a later ask's lead; "things" are nobody
    steps = ask_steps("I'd like tenants to get a reminder before rent is due, and a way to take deposits online.", "en")
    assert [(s["text"], s["category"]) for s in steps] == [
        ("Let tenants get a reminder before rent is due", "customer-support"),
        ("Take deposits online", "payments"),
    ]
    assert asks("I want things to be easier for my team.", "en") == []
    # a text the day before someone's slot is an appointment reminder: a booking tool's work
    assert ask_steps("I'd like clients to get a text the day before their slot.", "en")[0]["category"] == "scheduling"
    # a note of who before a comma, "+" between asks, and a spending limit said with "paying" is no ask
    assert asks("dog groomer in ohio, need to book slots + remind owners, paying over $20/mo is a no", "en") == [
        "Book slots",
        "Remind owners",
    ]
    assert asks("I need to sort 1,500+ photos and tag faces.", "en") == ["Sort 1,500+ photos", "Tag faces"]
    # "I have a …" says what the person has, not an ask ("Set up an essay due"); "get it proofread" is one
    assert asks("I have an essay due Friday. I want to get it proofread.", "en") == ["Get it proofread"]
    # a number's comma is no list; "set it up" is the whole job again, not an ask
    assert asks("How do I get my first 2,000 readers?", "en") == ["Get my first 2,000 readers"]
    assert asks("I want to approve posts first. How do I set it up so nothing goes out unseen?", "en") == [
        "Approve posts first"
    ]


def test_an_edit_of_the_persons_own_recordings_is_audio_work():
    steps = ask_steps("I've recorded my choir's concert. I need them cleaned up and trimmed, plus a poster.", "en")
    assert [(s["text"], s["category"]) for s in steps] == [
        ("Get them cleaned up and trimmed", "audio-editing"),
        ("Make a poster", "design"),
    ]


def test_work_on_a_groups_own_recording_is_editing_not_generating():
    # "my choir recorded …": their own recording; "the best two pieces cut out" is editing it, not making new music
    steps = ask_steps(
        "My choir recorded our spring concert. I'd like the sound cleaned up, the best two pieces cut out, and a flyer.",
        "en",
    )
    assert [(s["text"], s["category"]) for s in steps] == [
        ("Get the sound cleaned up", "audio-editing"),
        ("Get the best two pieces cut out", "audio-editing"),
        ("Make a flyer", "design"),
    ]


def test_only_is_read_in_both_languages():
    assert only_asked("배경 그리는 것만 도와주세요") and only_asked("I just need it proofread")
    assert only_asked("표지만이라도 빨리 만들고 싶어요")
    assert not only_asked("유튜브 쇼츠 만들고 싶어요")


def test_an_ask_after_what_the_person_does_is_read():
    assert asks("I coach a youth chess club and want a simple ladder of player ratings, plus a certificate.", "en") == [
        "Set up a simple ladder of player ratings",
        "Make a certificate",
    ]


def test_a_clause_about_the_person_left_by_a_constraint_is_no_ask():
    text = "The song is done. I only need a lyric video for YouTube, and I for anything."
    assert asks(text, "en") == ["Make a lyric video for YouTube"]


def test_the_verbs_of_recording_and_finding_a_date_say_their_kind():
    assert kind_of("Record them in my own voice") == "audio-editing"
    assert kind_of("Pick a date most of the team can make") == "scheduling"
    assert kind_of("동창회 날짜 정하기") == "scheduling"


def test_printable_worksheets_are_learning_material_not_a_printed_book():
    assert kind_of("Printable worksheets for each grade") == "learning"
    assert kind_of("Print it as a small book for the family") == "publishing"


def test_a_later_participle_is_done_to_the_persons_material_too():
    steps = ask_steps("I've recorded four songs. I need them mixed and joined into one demo, plus a poster.", "en")
    assert [(s["text"], s["category"]) for s in steps] == [
        ("Get them mixed", "audio-editing"),
        ("Get them joined into one demo", "audio-editing"),
        ("Make a poster", "design"),
    ]


def test_a_korean_asks_kind_is_said_by_its_head_the_word_that_comes_last():
    # "녹음한 거 전사하기": the recording is what is transcribed; "입금 확인" is a payment
    assert kind_of("강의 녹음한 거 전사하기") == "transcription"
    assert kind_of("계좌 입금 확인하기") == "payments"


def test_writing_a_paper_is_writing_not_finding_papers():
    assert kind_of("논문은 영어로 쓰기") == "writing"
    assert kind_of("선행연구 논문 찾기") == "research"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # how things are (an adjective) is no work: "많아서", "없어서"
        ("가게 단골분들은 어르신들이 많아서 카톡으로 소식 알리고 싶어요", ["카톡으로 소식 알리기"]),
        # what the work costs is a budget, and "알려주세요" is the request to the planner
        ("돈 드는 건 최소로 하고 싶어요", []),
        ("무료로만 가능한 방법으로 알려주세요", []),
        # a wish or an instruction reported: the work wished or told is the ask, without who said it
        ("할머니가 요리 레시피를 책으로 남기고 싶다고 하세요.", ["요리 레시피를 책으로 남기기"]),
        ("지도교수님이 참고문헌은 APA로 맞추라고 하셨어요", ["참고문헌은 APA로 맞추기"]),
        ("친구가 노션이 좋다고 하더라고요. 발표 자료도 만들래요", ["발표 자료 만들기"]),
        # a work verb alone works on the thing of the verb before it
        ("자료를 찾아서 정리해야 돼요", ["자료 찾기", "자료 정리하기"]),
        # a chat emoticon ends a sentence: the backstory before it asks nothing
        ("매번 손으로 쓰다 보니 밤새요ㅠ 리포트는 한 장으로 만들고 싶어요", ["리포트는 한 장으로 만들기"]),
    ],
)
def test_korean_clauses_that_say_no_work_or_report_it(text, expected):
    assert asks(text, "ko") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # work someone else gave the person; examples in brackets stay with their thing
        (
            "The club asked me to translate the newsletter (events, dues, rides) into Spanish.",
            ["Translate the newsletter (events, dues, rides) into Spanish"],
        ),
        ("Would also love a way for members to ask questions back.", ["Let members ask questions back"]),
        # things wanted without an article
        (
            "I want clean audio, a transcript for the library, and to get it onto Spotify.",
            ["Get clean audio", "Set up a transcript for the library", "Get it onto Spotify"],
        ),
        # examples after a dash illustrate the ask; they are no asks of their own
        (
            "I'd like to start a blog about birds in our valley - the herons, the owls, that kind of thing.",
            ["Start a blog about birds in our valley - the herons, the owls, that kind of thing"],
        ),
    ],
)
def test_english_asks_given_by_others_bare_things_and_examples(text, expected):
    assert asks(text, "en") == expected


def test_a_plus_inside_a_thing_and_a_reason_after_an_ask_are_no_asks():
    # "the service + their dog's size" is what clients pick, not an ask; "because …" says why
    assert asks(
        "I want online booking where clients pick the service + their cat's breed, and I really need more Google "
        "reviews because the shop across town has 300.",
        "en",
    ) == ["Get online booking where clients pick the service + their cat's breed", "Get more Google reviews"]


def test_a_music_track_is_no_tracking_and_a_name_in_brackets_is_no_means():
    # "the original track" had made pulling a bass line out a spreadsheet step; "(SQL, Tableau, Python)" had made a
    # portfolio site a data-analysis step that took Tableau
    assert kind_of("Pull the bass line out of the original track") == "audio-editing"
    assert kind_of("Track mileage to shoots") == "spreadsheet"
    assert kind_of("Get decent audio") == "audio-editing"  # it had gone to a chat assistant
    assert kind_of("Set up a simple portfolio site showing my 3 projects (SQL, Tableau, Python)") == "website-builder"
    assert kind_of("노션으로 실험노트 만들기") == "productivity"


def test_a_tool_named_in_brackets_of_another_kind_is_not_the_steps_means():
    from graph.brains.pick_scores import tools_the_step_names

    site = {"text": "Build a portfolio site showing my projects (SQL, Tableau)", "category": "website-builder"}
    assert tools_the_step_names(site) == ()
    sheet = {"text": "주문 목록 정리하기(구글 시트로)", "category": "spreadsheet"}
    assert tools_the_step_names(sheet) == ("google-sheets",)


def test_things_listed_after_a_colon_of_what_someone_wants_are_the_asks():
    assert asks(
        "The owner wants two things from me: move the paper forms online, and make better stretching handouts.", "en"
    ) == ["Move the paper forms online", "Make better stretching handouts"]


def test_work_toiled_at_by_hand_is_what_the_person_wants_help_with():
    # a teacher's "…시간표 짜는 걸 매번 손으로 하느라 너무 힘들어요" had given no asks at all, and the request had been
    # answered as a question about the class app it named
    assert ko_asks(
        "다음 달이 상담주간인데 안내문 쓰고, 희망 시간 신청받고, 겹치지 않게 시간표 짜는 걸 매번 손으로 하느라 너무 힘들어요."
    ) == ["안내문 쓰기", "희망 시간 신청받기", "겹치지 않게 시간표 짜기"]
    assert ko_asks("애들 키우느라 바빠서 시간이 없어요.") == []  # a reason, no work said as a thing


def test_a_one_word_work_noun_and_an_instruction_before_nde_are_asks():
    # "이걸 전사해서" (transcription) had been dropped as a one-word ask; "…관리하라고 하셨는데" as context
    found = asks(
        "녹음 파일이 15시간이에요. 이걸 전사해서 주제분석까지 해야 해요. 교수님이 참고문헌은 제대로 관리하라고 하셨는데 뭘 써야 할지 모르겠어요.",
        "ko",
    )
    assert found[0] == "전사하기" and "참고문헌은 제대로 관리하기" in found
    assert kind_of("전사하기") == "transcription" and kind_of("참고문헌은 제대로 관리하기") == "research"
    assert asks("이걸 정리해서 보내야 해요.", "ko") == []  # "정리하기" alone says too little


def test_a_notice_written_is_writing_and_designed_is_design():
    assert kind_of("안내문 쓰기") == "writing"
    assert kind_of("안내문 만들기") == "design"
    assert kind_of("포스터 디자인하고 문구 쓰기") == "design"


def test_set_up_something_that_works_is_the_whole_job_not_an_ask():
    assert asks("i keep missing bills and appointments. help me set up something that actually works", "en") == []
    assert asks("Help me set up something to track my plants and remind me to water them", "en") == [
        "Set up something to track my plants",
        "Remind me to water them",
    ]


def test_a_context_clause_in_ndeyo_and_a_time_to_be_ready_by_are_no_asks():
    # "동네 작은 꽃집인데요, 어버이날 앞두기" had been a step that a chat assistant took
    assert ko_asks("동네 작은 꽃집인데요, 어버이날 앞두고 카네이션 꽃바구니 예약을 받고 싶어요.") == [
        "카네이션 꽃바구니 예약 받기"
    ]


def test_an_instruction_told_with_an_auxiliary_ha_is_an_ask():
    # Kiwi tags the 하 of "관리하라고 하셨어요" as an auxiliary: the clause had read as work already done
    assert ko_asks("지도교수님이 참고문헌은 처음부터 제대로 관리하라고 하셨어요.") == [
        "참고문헌은 처음부터 제대로 관리하기"
    ]
    assert ko_asks("노션이 좋다고 하더라고요.") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # adjectives joined by 고 say how the work leaves the thing: one ask with its verb, not "사진 좀 밝기"
        ("사진 좀 밝고 깔끔하게 손보고 싶어요", ["사진 좀 밝고 깔끔하게 손보기"]),
        # a verb that describes a noun (보낼 안내문) is not the clause's verb; a thing needed is to be got ready
        (
            "공문으로 보낼 안내문은 한글 파일이어야 하고, 블로그에 올릴 카드뉴스도 따로 필요합니다.",
            ["블로그에 올릴 카드뉴스 준비하기"],
        ),
        # "할 것 같아요" only softens; "하나" counts one
        ("온라인 신청서도 하나 만들어야 할 것 같아요.", ["온라인 신청서 만들기"]),
        # what happened to others is the reason, not work; two languages of one thing are one ask
        ("해외 구독자가 늘어서 기존 영상에 영어랑 일본어 자막을 달고 싶어요", ["기존 영상에 영어랑 일본어 자막 달기"]),
        # several verbs before 어서 say how the work goes: kept
        ("초안은 AI가 써주면 강사가 고치는 식으로, 리포트는 한 장짜리로 만들어서 보내고 싶어요", None),
        ("번역은 필요 없어요.", []),
    ],
)
def test_korean_clauses_of_manner_relatives_needs_and_reasons(text, expected):
    got = ko_asks(text)
    if expected is None:
        assert any("리포트" in a for a in got), got
    else:
        assert got == expected


def test_english_asks_after_is_there_a_way_a_lead_in_a_plus_and_a_wish_for_help():
    assert asks(
        "Is there a way to have AI pull the totals out of the PDFs into our sheet and flag odd rows?", "en"
    ) == [
        "Pull the totals out of the PDFs into our sheet",
        "Flag odd rows",
    ]
    assert asks(
        "I want to get it done fast: photograph each bottle, have AI draft the labels and descriptions (vintage, "
        "region), and keep a sheet of what's listed, what sold and for how much. Any help figuring out prices "
        "would be great too.",
        "en",
    ) == [
        "Photograph each bottle",
        "Have AI draft the labels and descriptions (vintage, region)",
        "Keep a sheet of what's listed, what sold and for how much",
        "Get help figuring out prices",
    ]
    steps = ask_steps("I want to make one-page care sheets with line drawings, plus short clips I film myself.", "en")
    assert [s["text"] for s in steps] == [
        "Make one-page care sheets with line drawings",
        "Make short clips I film myself",
    ]
    assert steps[1]["category"] == "video-editing"  # the person's own footage is edited, not generated
    assert asks("I need the studio to show up on Kakao Map, and some way for locals to book classes.", "en") == [
        "Get the studio to show up on Kakao Map",
        "Let locals book classes",
    ]


def test_a_korean_phrases_head_after_a_platform_says_what_is_made():
    # "인스타그램에 올릴 카드뉴스": Instagram is where it goes, the card news is made (design), not posted
    assert kind_of("구청 블로그랑 인스타그램에 올릴 카드뉴스 준비하기") == "design"
    assert kind_of("노션으로 실험노트 만들기") == "productivity"
    # taking photos is photo work (not the "cover" they show); a printed booklet is designed, not published
    assert kind_of("Take decent photos of each cover with my phone") == "photo-editing"
    assert kind_of("Set up a printed program booklet with cast bios") == "design"


def test_the_person_doing_the_work_is_not_part_of_the_step():
    assert ko_asks("안내 자료를 제가 만들어야 해요.") == ["안내 자료 만들기"]
    assert ko_asks("마을을 제가 꾸며야 해요") == ["마을 꾸미기"]  # 을 after a final consonant is the particle


def test_a_past_verb_goes_on_with_the_wh_clause_before_it():
    assert asks("We need a simple way to track what food came in and went out.", "en") == [
        "Track what food came in and went out"
    ]


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        (
            "I need to sell my furniture, a bike and a PS5 fast, but my Korean is basic.",
            ["Sell my furniture, a bike and a PS5 fast"],
        ),
        ("I want a clear returns & exchange policy page and a tracker of returns.", None),
        ("We want an audio guide for each exhibit, with no app to install.", None),
    ],
)
def test_objects_of_one_verb_states_and_limits_are_not_asks(request_text, expected):
    found = asks(request_text, "en")
    if expected:
        assert found == expected
    assert not any(a.lower().startswith(("but ", "with no", "exchange policy")) for a in found), found
    assert len(found) <= 2


def test_a_making_verb_still_lists_separate_things():
    found = asks("I need to make a flyer, a sign-up form, and a short video.", "en")
    assert found == ["Make a flyer", "Make a sign-up form", "Make a short video"]


def test_a_list_of_things_and_a_wh_item_stay_with_their_verb():
    found = asks(
        "Want to keep all our recipes and notes in one place the family can see, and afterwards a post with photos "
        "and how many jars we sold.",
        "en",
    )
    assert found == [
        "Keep all our recipes and notes in one place the family can see",
        "Set up a post with photos and how many jars we sold",
    ]
    assert asks("Need sign-ups with time slots and reminder texts.", "en")[0] == "Get sign-ups with time slots"


def test_a_reason_said_as_a_state_is_not_an_ask():
    found = ko_asks("장부 쓰고 재고 세기까지… 매번 수첩에 적다 보니 너무 헷갈려서 이번엔 제대로 하고 싶어요")
    assert not any("헷갈" in a for a in found), found
    assert found[0] == "장부 쓰기"


def test_only_the_means_and_a_generic_verb_is_the_whole_job_again():
    found = asks("혼자 하려니 정신이 없어서 AI랑 앱으로 좀 덜어보고 싶어요. 주간 근무표도 짜고 싶어요.", "ko")
    assert found == ["주간 근무표 짜기"], found
    assert asks("AI로 번역하고 싶어요. 메뉴판도 만들고 싶어요.", "ko")[0] == "번역하기"  # a verb that says work stays


def test_kind_words_inside_longer_words_still_count():
    # "a track" is music, but "a tracker" is a log of things
    assert kind_of("Set up a tracker of every return with reason codes") == "spreadsheet"
    assert kind_of("Keep all our setlists and charts in one place the whole band can see") == "productivity"


def test_a_korean_list_with_commas_is_one_ask_per_thing():
    assert ko_asks("가게 소개 영상이랑 할인 쿠폰 이미지, 예약 받을 네이버폼을 만들어야 돼요.") == [
        "가게 소개 영상 만들기",
        "할인 쿠폰 이미지 만들기",
        "예약 받을 네이버폼 만들기",
    ]


def test_things_listed_before_a_clause_take_the_statements_last_verb():
    found = ko_asks(
        "회원들께 보낼 안내문이랑 출석 명단, 수업 사진 찍어서 밴드에 올리기, 수료증 인쇄까지 준비해야 해요."
    )
    assert found == [
        "회원들께 보낼 안내문 준비하기",
        "출석 명단 준비하기",
        "수업 사진 찍기",
        "밴드에 올리기",
        "수료증 인쇄 준비하기",
    ]


def test_things_a_statement_lists_after_a_colon_are_made():
    found = asks(
        "Each week I turn our practice notes into a club digest: a web post for members, a printed sheet for the "
        "noticeboard, and a French edition since many members speak French.",
        "en",
    )
    assert found == [
        "Make a web post for members",
        "Make a printed sheet for the noticeboard",
        "Make a French edition",
    ]
    # a colon that lists no things says no work
    assert asks("Our schedule: Mondays and Thursdays.", "en") == []


def test_gerunds_and_a_relative_clause_stay_in_one_ask():
    found = asks(
        "I want to speed up sorting and tagging in Lightroom and deliver a page where guests pick photos and order "
        "prints, and keep software under $20 a month.",
        "en",
    )
    assert found == [
        "Speed up sorting and tagging in Lightroom",
        "Deliver a page where guests pick photos and order prints",
    ]


def test_commas_inside_brackets_or_between_languages_do_not_split():
    assert ko_asks("상품마다 짧은 소개(소재, 크기, 세탁 방법)도 AI로 써서 올리고 싶어요.")[0] == (
        "상품마다 짧은 소개(소재, 크기, 세탁 방법)도 AI로 쓰기"
    )
    assert ko_asks("앱 안내문을 영어, 중국어로 번역해야 해요.") == ["앱 안내문을 영어, 중국어로 번역하기"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("참석 인원 조사 준비하기", "forms-surveys"),  # the phrase is a survey; its "조사" is no research
        ("지원자에게 코딩테스트 보내기", "learning"),  # a coding test is an assessment, not a coding assistant
        ("지도에 가게 위치랑 영업시간 올리기", "seo"),
        ("행사 당일 영상 찍기", "video-editing"),
        ("Make a German edition of the guide", "translation"),
        ("Make a Spanish version of the guide", "translation"),
        ("Make a printable version for the front desk", "design"),
    ],
)
def test_the_kind_a_phrase_says(text, kind):
    assert kind_of(text) == kind


def test_a_thing_found_hard_and_a_topic_object_are_asks():
    assert ko_asks("시간대가 달라서 상담 일정 잡는 것도 헷갈리고, 회비는 유로로 받아야 해요.") == [
        "상담 일정 잡기",
        "회비는 유로로 받기",
    ]
