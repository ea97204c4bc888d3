"""What a request says the person already has, and what the plan does with it (fast): notes are read down, not
researched again; the person's own text is rewritten into the new form, not drafted from scratch; a tool that
holds the material is not where the work goes; and the words that describe the material ask for no step.

Requests here are written for these tests; each checks one mechanism.
"""

from __future__ import annotations

import pytest

from graph.brains.named_steps import named_steps
from graph.deliverable import deliverable
from graph.own_work import beyond_own_work, material_work, own_work, said_of_own_work, without_own_work
from graph.plan_steps import categories_asked, step_from_stage
from graph.understanding import understand
from graph.workflow_ranking import rank_workflows
from knowledge.catalog import load_workflows, tools_named_in


def _wf(workflow_id: str) -> dict:
    return next(w for w in load_workflows() if w["id"] == workflow_id)


def _steps(workflow_id: str, language: str = "en") -> list[dict]:
    return [step_from_stage(s, workflow_id, language) for s in _wf(workflow_id)["stages"]]


@pytest.mark.parametrize(
    ("material", "expected"),
    [
        ("유튜브 영상 대본", {"writing": "source"}),  # a video's script is text: the head noun decides
        ("scripts of my videos", {"writing": "source"}),
        ("the notes I took in my history class", {"notes": "done"}),  # "history" is not a story
        ("voice memos and photos", {"recording": "done", "filming": "done", "photos": "done"}),
        ("my lecture recordings", {"recording": "done", "writing": "source"}),  # a transcript to write from
    ],
)
def test_the_material_is_read_by_its_head_noun(material, expected):
    assert material_work(material) == expected


def test_notes_are_summarised_instead_of_researched_and_the_writing_stays():
    stages = [
        {"id": "r", "en": "Research the topic with sources", "ko": "자료 조사", "category": "research", "query": "q"},
        {"id": "w", "en": "Draft and polish each post", "ko": "초안 작성", "category": "writing", "query": "q"},
        {"id": "p", "en": "Publish it", "ko": "발행", "category": "publishing", "query": "q"},
    ]
    kept = without_own_work(stages, {"notes": "done"})
    assert [s["id"] for s in kept] == ["own-notes", "w", "p"]
    assert kept[0]["category"] == "llm-assistant" and "notes" in kept[0]["en"]


def test_the_persons_own_text_is_rewritten_not_drafted_or_researched():
    stages = [
        {"id": "r", "en": "Research the topic", "ko": "주제 조사", "category": "research", "query": "q"},
        {"id": "w", "en": "Write first drafts chapter by chapter", "ko": "챕터별 초고 집필", "category": "writing"},
        {"id": "c", "en": "Design the cover", "ko": "표지 디자인", "category": "design", "query": "q"},
    ]
    kept = without_own_work(stages, {"writing": "source"})
    assert [s["id"] for s in kept] == ["w", "c"]
    assert kept[0]["en"].startswith("Rework your existing text")


def test_a_tool_that_holds_the_notes_is_not_where_the_work_goes():
    assert tools_named_in(said_of_own_work("노션에 정리한 독서 기록으로 카드뉴스를 만들고 싶어요")) == ("notion",)
    assert tools_named_in(said_of_own_work("Turn the notes I keep in Obsidian into a weekly post")) == ("obsidian",)
    assert said_of_own_work("찍은 사진으로 인스타그램 릴스 만들기") == ""  # Instagram is where the reel goes
    steps = _steps("card-news-instagram", "ko")
    job = {"named_tools": ["notion"], "job_text": "노션에 정리한 독서 기록으로 카드뉴스를 만들고 싶어요"}
    assert len(named_steps(list(steps), job, "ko")) == len(steps)


def test_a_named_tool_takes_a_step_it_does_instead_of_one_of_its_own():
    steps = _steps("sales-crm-pipeline")
    assert any(s["category"] == "spreadsheet" for s in steps)
    notion = {"named_tools": ["notion"], "job_text": "Keep my client pipeline in Notion"}
    assert len(named_steps(list(steps), notion, "en")) == len(steps)  # a notes database holds a lead list
    hangul = {"named_tools": ["hancom-office-hangul"], "job_text": "Keep my client pipeline in a Hangul file"}
    assert len(named_steps(list(steps), hangul, "en")) == len(steps) + 1  # a word processor does not


def test_words_about_the_material_ask_for_no_step():
    assert "productivity" in categories_asked("노션에 정리한 독서 기록으로 카드뉴스")
    assert "productivity" not in categories_asked(beyond_own_work("노션에 정리한 독서 기록으로 카드뉴스"))


def test_the_deliverable_is_named_without_its_particle_and_may_be_three_words():
    assert deliverable("교육 자료로 퀴즈를 만들고 싶어요")["made"] == "퀴즈"
    found = deliverable("여행 기록으로 여행 에세이 전자책을 만들고 싶어요")
    assert found == {"made": "여행 에세이 전자책", "from": "여행 기록"}


def test_a_word_the_material_and_the_deliverable_share_is_no_conversion():
    text = "모아 둔 여행 기록으로 여행 에세이 전자책을 만들고 싶어요"
    ranked = rank_workflows([(_wf("travel-vlog"), 0.6), (_wf("ebook-self-publishing"), 0.5)], understand(text, "ko"))
    assert ranked[0][0]["id"] == "ebook-self-publishing"


def test_text_made_from_recordings_starts_by_transcribing_them():
    """A newsletter from podcast episodes had no step that turns the episodes into words."""
    from graph.brains.material_steps import transcribe_first

    steps = _steps("newsletter")
    made = {"deliverable": {"made": "a newsletter", "from": "my podcast episodes"}}
    out = transcribe_first(list(steps), made, "en")
    assert out[0]["category"] == "transcription" and out[1:] == steps
    assert (
        transcribe_first(list(steps), {"deliverable": {"made": "a newsletter", "from": "my blog posts"}}, "en") == steps
    )
    # pictures with clips ("my before/after photos and clips") say no words to transcribe
    pictures = {"deliverable": {"made": "a newsletter", "from": "my before/after photos and clips"}}
    assert transcribe_first(list(steps), pictures, "en") == steps


def test_a_conversion_named_the_other_way_round_is_not_this_job():
    from graph.workflow_ranking import _conversion

    wf = _wf("newsletter-to-podcast")
    assert _conversion(wf, {"made": "a podcast", "from": "my newsletter issues"}) == 1
    assert _conversion(wf, {"made": "a newsletter", "from": "my podcast episodes"}) == -1


def test_a_video_being_edited_exists_and_what_it_shows_is_its_subject():
    from graph.job_text import split_topic
    from graph.own_work import own_work

    assert (
        split_topic("졸업식 축사 영상을 편집해서 유튜브에 올리고 싶어요")[0] == "영상을 편집해서 유튜브에 올리고 싶어요"
    )
    assert split_topic("I want to edit my graduation video and post it") == (
        "I want to edit my video and post it",
        "graduation",
    )
    assert own_work("edit my graduation video") == {"filming": "done"}


def test_what_the_person_cannot_do_asks_for_no_step():
    from graph.job_text import without_inabilities

    assert "디자인" not in without_inabilities("발표 자료가 필요해요. 디자인 감각이 없어요")
    assert "design" not in without_inabilities("I need slides but I have no design skills")


@pytest.mark.parametrize(
    "request_text",
    ["I record piano lessons and want to sell them as an online course.", "요가 수업을 녹화해서 강의로 팔고 싶어요"],
)
def test_a_teacher_who_records_their_lessons_gets_no_ai_presenter(request_text):
    """A piano teacher who records the lessons had got an AI-avatar presenter step for the course."""
    from graph.own_work import own_work

    work = own_work(request_text)
    assert work == {"filming": "self"}
    steps = _steps("online-course")
    kept = without_own_work(steps, work)
    assert not any(s["category"] in ("avatar-video", "video-generation") for s in kept)
    assert any(s["category"] == "video-editing" for s in kept)  # the recordings are still edited
    assert own_work("I want to record a podcast") == {}  # a podcast is audio: nothing filmed


def test_writing_made_from_videos_with_a_writing_verb_names_its_material():
    """'강의 영상들로 블로그 글을 쓰고' had no material: the plan researched the topic and added an online-course
    step for the word 강의, instead of transcribing the lectures."""
    found = deliverable("유튜브에 올린 강의 영상들로 블로그 글을 쓰고 싶어요")
    assert found == {"made": "블로그 글", "from": "유튜브에 올린 강의 영상들"}
    assert deliverable("AI로 블로그 글을 쓰고 싶어요") is None  # how, not from what


def test_not_feeling_sure_of_a_skill_asks_for_no_step_of_it():
    from graph.job_text import without_inabilities

    assert "디자인" not in without_inabilities("발표 자료를 만들어야 해요. 디자인은 자신 없어요")


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("꽃 쇼핑몰 하는데 상세페이지를 새로 만들고 싶어요", {"shop": "has"}),
        ("보고서 초안은 써놨는데 문장을 다듬고 싶어요", {"writing": "done"}),
        ("I have the webinar videos and want short clips", {"filming": "done"}),
        ("I want to make highlight reels from my VODs", {"filming": "done"}),
        ("I have a video idea for my channel", {}),
        (
            "신입생 모집 영상을 올리고 싶은데 영상 편집을 한 번도 안 해봤어요",
            {},
        ),  # a skill not had, not a video that exists
    ],
)
def test_work_the_person_has_said_in_more_ways(text, work):
    """A shop the person runs had got 'open the shop' (Cafe24), a written draft 'write the first draft', and a
    newsletter writer's own meeting videos a research step."""
    from graph.own_work import own_work

    assert own_work(text) == work


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("We have about 30 hours of recorded interviews with retired miners", {"recording": "done"}),
        ("가족 사진은 스캔해서 100장쯤 모아놨어요", {"photos": "done"}),
        ("I scanned all the old family photos", {"photos": "done"}),
        ("I have scanned my grandmother's letters", {}),  # letters are not photos
    ],
)
def test_recordings_and_scanned_photos_the_person_has(text, work):
    from graph.own_work import own_work

    assert own_work(text) == work


def test_interviews_recorded_through_a_meeting_app_are_done_and_the_app_holds_them():
    # "recorded locally through Zoom" ("locally" is taken out as a constraint) had planned "Run the sessions on Zoom"
    text = "I've finished 28 interviews (45-60 min each, recorded through Zoom). Next I have to transcribe them."
    assert own_work(text) == {"recording": "done"}
    assert tools_named_in(said_of_own_work(text)) == ("zoom",)


def test_a_show_hosted_on_radio_is_recorded_and_cutting_its_music_makes_none():
    text = "I present a Sunday folk show on student radio and want each one as a podcast (music cut out), with notes."
    assert own_work(text).get("recording") == "done"
    assert "music-generation" not in categories_asked("each one as a podcast (music cut out)")
    assert "video-editing" in categories_asked("post two audiograms from the interview")


def test_art_the_person_draws_takes_no_image_generator_and_their_app_a_step_of_its_own():
    text = "그림은 프로크리에이트로 그리는데 채색이 오래 걸려요. 인스타 홍보도 하고 싶어요."
    assert own_work(text) == {"drawing": "self"}
    assert own_work("I draw in Procreate and want to sell stickers") == {"drawing": "self"}
    assert own_work("I can't draw, so I need AI art") == {}
    u = understand(text, "ko")
    steps = named_steps([], u, "ko")
    assert [s["text"] for s in steps if "procreate" in s["stage_id"]] == ["지금처럼 Procreate로 작화 마무리하기"]


@pytest.mark.parametrize(
    "text",
    [
        "Our trio films one live take of every song and wants short portrait clips for reels",
        "I do improv and record every show on my phone; I want clips for TikTok",
        "we shoot each class with a GoPro and post the best bits",
    ],
)
def test_footage_the_person_films_as_a_habit_gets_no_shooting_or_generating_stage(text):
    """A comic who records every set on a phone, and a dance crew that films one take of every cover, had got
    'Shoot or generate the clips for each idea' with an AI video generator."""
    work = own_work(text)
    assert work.get("filming") == "self"
    kept = without_own_work(_steps("instagram-reels-tiktok"), work)
    assert not any(s["category"] == "video-generation" for s in kept)
    assert any(s["category"] == "video-editing" for s in kept)


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("I shoot the product photos myself on a lightbox", {"photos": "self"}),  # photos, not footage
        ("We've completed the text of our board book", {"writing": "done"}),
        ("We have completed the manuscript and need a cover", {"writing": "done"}),
        ("I finished the course and want a certificate design", {}),  # a course taken is no text written
    ],
)
def test_what_is_filmed_or_finished_is_read_by_its_medium(text, work):
    """A picture book whose text was done had still got a step to write the story."""
    assert own_work(text) == work
    if work.get("writing") == "done":
        kept = without_own_work(_steps("childrens-picture-book"), work)
        assert not any("story with" in s["text"].lower() for s in kept)


def test_a_group_that_sings_or_plays_makes_its_own_music():
    """A choir filming one take of each song at rehearsal had got 'Generate song drafts with vocals' (an AI music
    generator) and a transcription step."""
    assert own_work("Our orchestra of 40 films each piece at the spring concert") == {
        "recording": "self",
        "filming": "self",
    }
    assert own_work("우리 중창단이 부른 노래를 짧은 영상으로 올리고 싶어요")["recording"] == "self"
    assert own_work("I want to start a band") == {}
    kept = without_own_work(_steps("music-track"), {"recording": "self"})
    assert not any(s["category"] == "music-generation" for s in kept)


def test_a_podcast_that_runs_is_not_launched_again():
    """A history podcast the person already runs had got 'Design square cover art for the show'."""
    work = own_work("I co-host a weekly podcast about old films and the sound is uneven")
    assert work.get("show") == "has"
    kept = without_own_work(_steps("podcast-launch"), work)
    texts = " ".join(s["text"].lower() for s in kept)
    assert "cover art" not in texts and "directories" not in texts
    assert any(s["category"] == "audio-editing" for s in kept)  # the audio is still cleaned
