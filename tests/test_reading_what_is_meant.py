"""What a request's words point at: "them" for the things counted before, a choice's other side named in lower case,
the sentences that ask against those that set the scene, a goal said as more inquiries, how a club works said after
a colon, transcripts the person has (fast: no knowledge base; the plan-level checks are in
tests/test_plans_of_scenes_and_asks.py).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.offline_planner import adapt
from graph.brains.offline_writer import answer
from graph.brains.own_asks import ask_sentences, asks
from graph.brains.stage_words import stage_tokens
from graph.own_work import own_work, without_own_work
from knowledge.catalog import tools_named_loosely


def test_them_is_the_things_counted_a_sentence_before():
    # "Get them sorted" had named no kind of work (a notes app took it); the papers say a reference manager's
    found = asks(
        "Second-year master's student in hydrology. About 120 papers sit in random folders on my laptop. I want "
        "to get them sorted and write the background chapter.",
        "en",
    )
    assert found[0] == "Get the papers sorted", found


def test_them_is_not_guessed_past_a_plural_of_its_own_sentence():
    # "60 kids" had stood for "them" in "turn them into reports" although the comments were meant
    found = asks(
        "I run a tutoring center (around 60 kids). Our tutors write weekly notes in English, and I have to make them "
        "into short Korean summaries for parents.",
        "en",
    )
    assert any(a.startswith("Make them into") for a in found), found
    photos = asks("I shot 250 photos at a friend's engagement party and need them culled and edited by Monday.", "en")
    assert photos[0] == "Get the photos culled", photos


def test_photos_shot_are_photos_not_footage():
    # "I shot 400 photos" had read as filmed footage: the photos went to a video editor
    assert own_work("I shot 250 photos at a friend's engagement party and need them edited.") == {"photos": "done"}
    assert own_work("I shot the whole recital on my camera and need a highlight video.") == {"filming": "done"}


def test_a_participle_asks_for_the_stage_of_its_verb():
    # "need them culled and edited" had kept the cull stage only: "edited" shared no word with "batch-edit"
    asked = stage_tokens("I need the photos culled and edited by Monday")
    assert {"edit", "cull"} <= asked
    assert "plan" in stage_tokens("the trip is planned")


def test_a_removal_compares_a_step_in_the_persons_words_by_its_own_words():
    # "without AI fabricating citations" had dropped "Get the PDFs organized": the stage it merely read like said
    # "AI"
    kept = adapt(
        ["Get the PDFs organized", "Draft the review"],
        "Organize my PDFs and draft the review without AI fabricating citations.",
        "en",
        removals_only=True,
        request=True,
    )
    assert "Get the PDFs organized" in kept


def test_the_other_side_of_a_choice_is_a_name_in_any_case():
    # "padlet" in lower case had not been read as a tool: the question became a quiz plan
    assert set(tools_named_loosely("is google classroom or padlet better for sharing homework?")) == {
        "google-classroom",
        "padlet",
    }
    assert "instagram-edits" in tools_named_loosely("is instagram's edits or capcut easier for a beginner?")
    assert tools_named_loosely("should we make or buy the costumes?") == ()


def test_a_comparison_compares_the_sides_of_the_choice_only():
    # a platform said as the person's context ("20k on tiktok") had been compared too
    text = answer("travel vlogger, 20k on tiktok. would instagram's edits or capcut suit a beginner?", "en", [])
    assert "CapCut" in text and "Instagram Edits" in text
    assert "TikTok Studio" not in text


def test_more_inquiries_is_a_goal_not_a_step():
    # "…문의를 늘리고 싶어요" had been a step of its own (a chat assistant "increasing inquiries")
    found = asks("조경 작업 후기를 블로그에 모아서 예약을 더 늘리고 싶어요.", "ko")
    assert not any("늘리기" in a for a in found), found


def test_how_a_club_works_after_a_colon_is_no_ask():
    # "members get a bottle a month, charged by card" had been two steps a chat assistant took
    found = asks(
        "We're a small meadery and want to start a mead club: members receive 2 bottles every month, billed "
        "automatically. A join page and the card charges are what we want.",
        "en",
    )
    assert not any("receive" in a.lower() or "billed" in a.lower() for a in found), found


def test_transcripts_the_person_has_need_no_recording():
    work = own_work("We'd like AI to summarize hearing transcripts into timelines.")
    assert work.get("transcripts") == "done"
    stages = [
        {"id": "rec", "en": "Record and transcribe with speaker labels", "ko": "", "category": "transcription"},
        {"id": "sum", "en": "Summarize the decisions", "ko": "", "category": "llm-assistant"},
        {"id": "send", "en": "Send the recap to attendees automatically", "ko": "", "category": "transcription"},
    ]
    assert [s["id"] for s in without_own_work(stages, work, keep_min=0)] == ["sum"]


def test_a_want_said_with_would_like_and_ai_is_an_ask():
    # "We'd like AI to summarize …" had given no ask at all (a meeting template took the plan)
    found = asks("We'd like AI to summarize hearing transcripts, then help write reply letters using those.", "en")
    assert found and "summarize" in found[0].lower(), found


def test_settlement_letters_are_writing_not_bookkeeping():
    # "settle" is a spreadsheet verb ("settle up"); a settlement letter had got Google Sheets
    assert kind_of("Help draft settlement letters for each claim") != "spreadsheet"


def test_a_thing_that_must_exist_in_languages_is_an_ask():
    # "소개글은 일본어랑 중국어(번체)로도 있어야 하고요" had been no ask: the translation was missing from the plan
    found = asks("해외 문의가 많아서 상품 소개글은 영어랑 베트남어(남부)로도 있어야 해요.", "ko")
    assert found and "영어" in found[0], found
    assert kind_of(found[0]) == "translation"


def test_scene_sentences_are_not_ask_sentences():
    said = ask_sentences(
        "Our school's winter concert is in 5 weeks. All parents help, no budget. We need a flyer and online tickets.",
        "en",
    )
    assert "All parents help" not in said and "We need a flyer" in said
    # "fix it" points back: the sentence before says what "it" is
    back = ask_sentences("Sales on my candle shop fell this month. Tell me what went wrong and sort it out.", "en")
    assert back.startswith("Sales on my candle shop")


def test_prints_of_my_illustrations_are_drawn_by_the_person():
    assert own_work("Illustrator here. Posters of my paintings are what I sell, without holding stock.") == {
        "drawing": "self"
    }
    assert own_work("제 그림으로 엽서를 만들어 팔고 싶어요") == {"drawing": "self"}


def test_a_business_in_a_trade_is_not_its_own_client():
    # a fit-out company wanting faster quotes and case posts had got the homeowner's plan (room designs generated,
    # contractors compared): the homeowner's job is the client side of the trade
    from graph.understanding import understand
    from graph.workflow_ranking import rank_workflows
    from knowledge.catalog import load_workflows

    by_id = {wf["id"]: wf for wf in load_workflows()}
    text = "사무실 인테리어 공사 업체를 하고 있어요. 견적서를 빨리 만들고 공사 사례를 블로그에 올리고 싶어요."
    raw = [(by_id["home-renovation-ideas"], 0.68), (by_id["blog-general"], 0.46)]
    ranked = rank_workflows(raw, understand(text, "ko"))
    assert ranked[0][0]["id"] == "blog-general", [(w["id"], s) for w, s in ranked]


def test_the_verb_of_a_clause_about_the_thing_is_not_the_work():
    # "a place to post openings that engineers check" had been research (a search tool), by "check"
    assert kind_of("Get somewhere to list the roles that nurses actually check") != "research"
    assert kind_of("Get a tool that tracks who paid") == "spreadsheet"


def test_a_step_that_shares_the_things_does_not_translate_them():
    # "문진표랑 주의사항을 영어·중국어로 번역해 두기" had been taken as done by a stage writing the aftercare notice
    from graph.brains.ask_plan import asks_undone

    ask = {"text": "시술 후 주의사항을 베트남어로 번역해 두기", "category": "translation"}
    step = {"text": "시술 후 주의사항 안내문 쉽게 쓰기", "category": "llm-assistant", "query": "easy aftercare notice"}
    assert asks_undone([ask], [step]) == [ask]
    done = {"text": "주의사항을 베트남어로 번역하기", "category": "translation", "query": "translate notices"}
    assert asks_undone([ask], [done]) == []


def test_a_step_that_works_without_the_thing_is_not_dropped_by_it():
    # "아이들이 설치 없이 …" had dropped the step "설치 없이 브라우저에서 코딩하는 환경 준비하기" as a part to leave out
    kept = adapt(
        ["실습 문제 만들기", "설치 없이 브라우저에서 바로 코딩하는 실습 환경 준비하기"],
        "학생들이 설치 없이 브라우저에서 코드를 돌려볼 환경도 있어야 해요.",
        "ko",
        removals_only=True,
        request=True,
    )
    assert len(kept) == 2, kept


def test_a_polite_order_says_its_asks():
    # "Please make a poster …" and "Could you plan …?" had given no ask at all
    found = asks("Please make a banner and name tags for our reunion.", "en")
    assert found and found[0].startswith("Make a banner"), found
    found = asks("Could you plan a quiz night flyer and an entry form for our pub?", "en")
    assert len(found) == 2 and "entry form" in found[1], found
    assert asks("Can you make this work on my phone?", "en") == []


def test_subtitles_after_a_cut_are_read_as_subtitles():
    # "앞뒤 잘라내고 자막 넣어서" had been read as 자 + 막: the ask became "막 넣기", taken by a chat assistant
    found = asks("수업 영상을 찍는데, 매번 앞뒤 잘라내고 자막 넣어서 학생들에게 보내고 싶어요.", "ko")
    assert any(a.startswith("자막") for a in found), found


def test_a_korean_choice_compares_the_sides_named_before_jung():
    # "캡컷이랑 브루 중에 유튜브 자막 넣기엔 뭐가 나아요?" had compared YouTube Studio too (where the video goes)
    text = answer("브루랑 캡컷 중에 인스타 릴스 자막 넣기엔 뭐가 나아요?", "ko", [])
    assert "Vrew" in text and "CapCut" in text
    assert "Meta Business Suite" not in text and "Instagram" not in text.split("비교")[0]


def test_a_question_of_what_a_named_tool_gives_free_is_a_question():
    # "클로바노트는 회의 녹음 몇 시간까지 무료예요?" had been planned as a meeting-notes job
    from graph.tool_questions import asks_about_a_named_tool

    assert asks_about_a_named_tool("다글로는 한 달에 몇 분까지 무료예요?")
    assert asks_about_a_named_tool("캔바 프로는 얼마예요?")
    assert not asks_about_a_named_tool("캔바로 가게 포스터 만들고 싶어요. 무료로요.")


def test_korean_questions_of_opinion_and_either_or_are_questions():
    # "캔바 어때요? … 쓸만한가요?" had been planned as a card-news job; "A가 나을까요 B가 나을까요?" had described the
    # two tools without comparing them
    from graph.tool_questions import asks_about_a_named_tool
    from graph.understanding import understand

    assert asks_about_a_named_tool("미리캔버스 어때요? 학원 전단 만들 때 쓸만한가요?")
    assert understand("아이디어스가 나을까요 스마트스토어가 나을까요?", "ko")["comparison"]
    text = answer("아이디어스가 나을까요 스마트스토어가 나을까요?", "ko", [])
    assert "비교하면" in text
