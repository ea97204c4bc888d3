"""A plan led by the request's asks when the nearest template does little of them (graph/brains/ask_plan.py), fast.

Workflows and requests here are written for these tests."""

from __future__ import annotations

from graph.brains.ask_plan import asks_undone, leads, plan_from_asks


def _ask(text: str, category: str = "llm-assistant") -> dict:
    return {"text": text, "workflow_id": None, "stage_id": None, "category": category, "query": text,
            "optional": False, "origin": "request"}  # fmt: skip


def _step(text: str, category: str) -> dict:
    return {"text": text, "workflow_id": "w", "stage_id": text, "category": category, "query": text}


SHORTS = {
    "id": "shorts-channel",
    "stages": [
        {"id": "script", "en": "Write a 45-second script", "ko": "45초 대본 쓰기", "category": "llm-assistant",
         "query": "script writing"},
        {"id": "broll", "en": "Generate B-roll clips", "ko": "B롤 영상 생성", "category": "video-generation",
         "query": "ai b-roll"},
        {"id": "upload", "en": "Upload with hashtags", "ko": "해시태그 넣어 업로드", "category": "social-media",
         "query": "upload shorts"},
    ],
}  # fmt: skip
PODCAST = {
    "id": "podcast-edit",
    "stages": [
        {"id": "clean", "en": "Clean up noise and echo in the recordings", "ko": "녹음 잡음·울림 정리하기",
         "category": "audio-editing", "query": "remove noise echo from recordings"},
        {"id": "site", "en": "Build a one-page site for the show", "ko": "소개용 한 페이지 사이트 만들기",
         "category": "website-builder", "query": "one page website builder"},
    ],
}  # fmt: skip


def test_asks_the_template_does_not_do_lead():
    steps = [_step(s["en"], s["category"]) for s in SHORTS["stages"]]
    asks = [_ask("Get the recordings cleaned up", "audio-editing"), _ask("Set up a one-page site for bookings")]
    assert leads(asks, steps)
    assert len(asks_undone(asks, steps)) == 2


def test_asks_the_template_does_keep_it():
    steps = [_step(s["en"], s["category"]) for s in PODCAST["stages"]]
    asks = [_ask("Get the recordings cleaned up", "audio-editing"), _ask("Build a one-page site for bookings")]
    assert not leads(asks, steps)


def test_one_vague_ask_does_not_lead_unless_it_is_all_that_is_wanted():
    steps = [_step(s["en"], s["category"]) for s in SHORTS["stages"]]
    assert not leads([_ask("Find out why"), _ask("Fix it with tools")], steps)  # too few words to say the work
    assert not leads([_ask("Get the recordings cleaned up", "audio-editing")], steps)
    assert leads([_ask("Get the recordings cleaned up", "audio-editing")], steps, only=True)


def test_each_ask_becomes_the_stage_that_does_it_else_stays_in_its_own_words():
    asks = [_ask("Clean up the noise in the recordings", "audio-editing"), _ask("Print name badges for the guests")]
    steps = plan_from_asks(asks, [PODCAST, SHORTS], "en")
    assert [(s["text"], s["category"], s.get("workflow_id")) for s in steps] == [
        ("Clean up noise and echo in the recordings", "audio-editing", "podcast-edit"),
        ("Print name badges for the guests", "llm-assistant", None),
    ]
    # a stage of a job the plan does not follow does the ask in the person's words
    steps = plan_from_asks(asks, [SHORTS, PODCAST], "en")
    assert (steps[0]["text"], steps[0]["workflow_id"]) == ("Clean up the noise in the recordings", "podcast-edit")


def test_an_assistant_ask_does_not_take_a_stage_for_one_common_word():
    # "second" alone, and the assistant kind every unknown ask gets, do not make a script stage a demo reel
    steps = plan_from_asks([_ask("Cut a 60-second reel for agents")], [SHORTS], "en")
    assert steps[0]["text"] == "Cut a 60-second reel for agents"


def test_one_shared_word_is_not_the_stage():
    # "photo" alone had made "share a photo album" an old-photo restore stage
    album = {"id": "album", "stages": [{"id": "restore", "en": "Restore and enhance old photos", "ko": "옛 사진 복원",
             "category": "photo-editing", "query": "restore old photos"}]}  # fmt: skip
    steps = plan_from_asks([_ask("Share a photo album afterwards", "photo-editing")], [album], "en")
    assert steps[0]["text"] == "Share a photo album afterwards"


def test_an_ask_whose_words_say_its_kind_is_not_a_stage_of_another_kind():
    voice = {"id": "narration", "stages": [{"id": "voice", "en": "Record or generate the voice-over", "ko": "내레이션",
             "category": "text-to-speech", "query": "ai voice-over"}]}  # fmt: skip
    steps = plan_from_asks([_ask("Record the voice-over in my own voice", "audio-editing")], [voice], "en")
    assert steps[0]["category"] == "audio-editing"


def test_one_shared_word_across_kinds_of_work_does_not_do_an_ask():
    # "Review response times" shares only "review", a word many stages say, with an ask for Google reviews
    steps = [
        _step("Review response times each month", "analytics"),
        _step("Publish a help-centre page", "customer-support"),
    ]
    asks = [_ask("Text owners when the bike is fixed", "customer-support"), _ask("Ask for a Google review a day later")]
    assert asks_undone(asks, steps) == asks
    assert leads(asks, steps)
    # a participle is its verb ("mixed" is "mix"); a tool the ask names is done by the step of its kind
    assert not asks_undone([_ask("Get the album mixed")], [_step("Mix and master the tracks", "audio-editing")])
    assert not asks_undone([_ask("Start selling my comics on eBay")], [_step("Post it on a marketplace", "ecommerce")])


def test_two_things_collected_or_two_kinds_sharing_common_words_are_two_steps():
    from graph.brains.ask_plan import asks_undone

    ask = {"text": "Secretly collect short video messages from about 30 friends", "category": "forms-surveys"}
    rsvp = {"text": "Send the invitation and collect RSVPs online", "category": "forms-surveys", "query": "rsvp"}
    video = {"text": "Make a short invitation video", "category": "video-editing", "query": "short video editor"}
    # the RSVP form had "done" the video collection (one verb), the invitation video had (two common words)
    assert asks_undone([ask], [rsvp, video]) == [ask]
    same = {"text": "Collect RSVPs from the guests", "category": "forms-surveys"}
    assert asks_undone([same], [rsvp]) == []


def test_a_video_made_from_videos_gets_no_transcript_and_a_montage_is_video_editing(session, user):
    from graph.brains.own_asks import kind_of

    assert kind_of("Cut them into one montage to play at the party") == "video-editing"
    result = session.start(
        "My dad retires next month. I want to collect short video messages from his coworkers and cut them into one "
        "montage for the farewell dinner.",
        user_id=user,
    )
    kinds = [s["category"] for s in result["plan"]]
    assert "transcription" not in kinds and "video-editing" in kinds, result["plan"]
    podcast = session.start(
        "I recorded five episodes of my podcast and want to turn them into blog posts.", user_id=user
    )
    assert podcast["plan"][0]["category"] == "transcription", podcast["plan"]


def test_an_assistant_ask_is_done_by_the_writing_step_saying_its_words():
    # "메뉴마다 짧은 설명도 AI로 쓰기" (no kind in its words) had led the plan past the delivery-menu job's own
    # "메뉴명과 설명 쓰기", and a meal plan's "냉장고 재료로 … 메뉴 짜기" had taken it for sharing 메뉴 and 재료
    ask = _ask("메뉴마다 짧은 설명도 AI로 쓰기")
    assert asks_undone([ask], [_step("메뉴명과 설명 쓰기", "writing")]) == []
    # a step of another kind sharing the same common words does not do it
    assert asks_undone([ask], [_step("메뉴 설명 카드 디자인", "design")]) == [ask]
