"""Things made for a place the person runs (fast): "thumbnails and titles for my cooking channel" is a thumbnail and
title job, not the channel's; the listed things are the plan's parts; a tool's name inside another tool's longer
name is that other tool.

Requests here are written for these tests; each checks one mechanism.
"""

from __future__ import annotations

import pytest

from graph.deliverable import deliverable
from graph.request_parts import need_items
from graph.understanding import understand
from graph.workflow_ranking import rank_workflows
from knowledge.catalog import load_workflows, tools_named_in


def _wf(workflow_id: str) -> dict:
    return next(w for w in load_workflows() if w["id"] == workflow_id)


@pytest.mark.parametrize(
    ("text", "made", "place"),
    [
        ("Make thumbnails and titles for my cooking channel with AI", "thumbnails and titles", "my cooking channel"),
        ("Build a website for my bakery", "a website", "my bakery"),
        ("유튜브 요리 채널 썸네일과 제목을 AI로 만들고 싶어요", "썸네일과 제목", "유튜브 요리 채널"),
        ("우리 가게 로고와 명함을 디자인하고 싶어요", "로고와 명함", "우리 가게"),
        ("블로그 글을 쓰고 싶어요", None, None),  # a blog's posts are the blog's own job
    ],
)
def test_what_is_made_for_a_place_is_told_from_the_place(text, made, place):
    found = deliverable(text) or {}
    assert found.get("made") == made and found.get("for") == place
    assert not found.get("from")  # the place is not material the work is made from


@pytest.mark.parametrize(
    "text",
    [
        "Make thumbnails and titles for my cooking channel with AI",
        "유튜브 요리 채널 썸네일과 제목을 AI로 만들고 싶어요",
    ],
)
def test_the_job_of_the_things_made_outranks_the_job_of_the_place(text):
    """The cooking-channel plan (script, narration, editing) had been given for thumbnails and titles."""
    language = "ko" if "유튜브" in text else "en"
    ranked = rank_workflows(
        [(_wf("faceless-cooking-channel"), 0.85), (_wf("youtube-thumbnail-design"), 0.6)], understand(text, language)
    )
    assert ranked[0][0]["id"] == "youtube-thumbnail-design"


def test_the_things_listed_for_a_place_are_the_requests_parts():
    assert need_items("유튜브 요리 채널 썸네일과 제목을 AI로 만들고 싶어요") == ["썸네일", "제목"]  # two syllables
    assert need_items("Make thumbnails and titles for my cooking channel") == ["thumbnails", "titles"]
    assert need_items("Build a website for my bakery") == []  # one thing: the job itself


def test_every_listed_thing_gets_a_step_from_the_jobs_near_the_request():
    """The item "titles" alone reads like a marketplace's bulk product titles (a spreadsheet step); for a channel it is
    the video's title, written with the thumbnail."""
    from graph.brains.offline_composer import compose

    text = "Make thumbnails and titles for my cooking channel with AI"
    u = understand(text, "en")
    ranked = [(_wf("youtube-thumbnail-design"), 0.86), (_wf("faceless-cooking-channel"), 0.63)]
    clause = [[(_wf("youtube-thumbnail-design"), 0.95)], [(_wf("marketplace-listing-optimization"), 0.54)]]
    steps, _ = compose(u["job_text"], "en", u, ranked, clause)
    assert any("title" in s["text"].lower() and s["category"] == "llm-assistant" for s in steps)
    assert not any(s["category"] in ("spreadsheet", "text-to-speech") for s in steps)  # no other job's stages


def test_a_name_inside_a_longer_name_is_the_longer_names_tool():
    assert tools_named_in("쿠팡이츠에 메뉴를 올리고 싶어요") == ("coupang-eats-store",)
    assert tools_named_in("쿠팡에 상품을 올리고 싶어요") == ("coupang-wing",)


def test_the_job_a_deliverable_names_is_named_by_its_head_word():
    """'short review videos' are videos: the weekly review quiz job, named by 'review', had got the bonus for
    naming the deliverable, and a teacher turning slides into videos got a quiz plan."""
    from graph.workflow_ranking import _heads, _names_made

    assert _heads("short review videos") == {"video"}
    assert _heads("썸네일과 제목") == {"썸네일", "제목"}
    assert not _names_made(_wf("teacher-weekly-quiz"), "short review videos")
    assert _names_made(_wf("youtube-thumbnail-design"), "썸네일과 제목")


def test_a_parent_is_told_from_the_student_they_help():
    from graph.roles import detect_role

    assert detect_role("중학생 아들 영어 단어 외우는 걸 AI로 도와주고 싶어요") == "parent"
    assert detect_role("My daughter's science fair is in two weeks, help us plan") == "parent"
    assert detect_role("딸기 농장 홍보를 하고 싶어요") is None  # 딸기 is a strawberry
    assert detect_role("저는 대학생인데 과제 도와줘") == "student"


@pytest.mark.parametrize(
    ("text", "head", "place"),
    [
        ("I manage a small gym and I'd like to design a membership flyer", "flyer", "a small gym"),
        ("I own a flower shop, I want to write a thank-you card for customers", "card", "a flower shop"),
        ("꽃집을 운영하는데 손님들께 드릴 감사 카드를 만들고 싶어요", "카드", "꽃집"),
        ("작은 공방 사장인데 수강생들에게 보낼 안내 문자를 쓰고 싶어요", "문자", "작은 공방"),
    ],
)
def test_the_business_a_person_runs_is_the_context_of_what_they_make(text, head, place):
    """ "I run a tutoring center and want to send parents a newsletter" had got the tutoring-business plan, with a
    mock-interview step for the word "tutoring"."""
    found = deliverable(text) or {}
    assert found.get("made", "").endswith(head) and found.get("for") == place and not found.get("from")


def test_the_place_the_work_is_for_asks_for_no_kind_of_work():
    from graph.job_text import without_material

    text = "I run a small dance studio and want to make a poster for the recital"
    left = without_material(text, deliverable(text))
    assert "dance studio" not in left and "poster" in left


def test_a_stage_for_the_jobs_own_reader_is_not_asked_for_by_naming_the_reader():
    """ "학부모" (the parents' newsletter's reader) had kept its optional translation stage in every plan."""
    from graph.brains.stage_words import asked_for

    wf = _wf("parent-class-newsletter")
    translate = next(s for s in wf["stages"] if s["id"] == "translate")
    assert not asked_for(translate, "태권도장 학부모님들께 보낼 월간 안내문을 만들고 싶어요", wf)
    assert asked_for(translate, "외국인 학부모님을 위해 안내문을 번역해서 보내고 싶어요", wf)


def test_a_schools_homeroom_app_is_for_requests_made_in_a_school():
    from graph.brains.purpose import school_only

    assert school_only("hiclass", "영어 학원 원장인데 학부모님께 공지를 보내고 싶어요")
    assert not school_only("hiclass", "중학교 담임인데 학부모님께 공지를 보내고 싶어요")
    assert not school_only("kakaotalk-channel", "영어 학원 원장인데 학부모님께 공지를 보내고 싶어요")
    assert school_only("remind", "I coach a youth soccer club and text the parents")
    assert not school_only("remind", "I teach 4th grade and text the parents")


def test_an_english_tutor_is_not_for_learning_another_language():
    """A person practising Korean had got an English speaking app as their conversation partner."""
    from graph.brains.purpose import made_for_another_setting

    assert made_for_another_setting("speak", "I want to practice speaking Korean with AI")
    assert made_for_another_setting("elsa-speak", "스페인어 회화를 연습하고 싶어요")
    assert not made_for_another_setting("speak", "영어 회화를 AI로 매일 연습하고 싶어요")
    assert not made_for_another_setting("duolingo", "I want to practice speaking Korean with AI")


def test_an_adverb_in_ro_is_not_what_is_made():
    # "상세페이지 이미지를 새로 만들고": 새로 is "anew" (it had been read as making '새' from the sentence before it),
    # and "쉬운 걸로" is "with an easy one"
    assert (
        deliverable("포토샵은 다룰 줄 몰라서 쉬운 걸로 사진 정리하고 상세페이지 이미지를 새로 만들고 싶어요.") is None
    )
    assert deliverable("블로그 글을 모아서 전자책으로 만들고 싶어요")["made"] == "전자책"
    # "1~2분짜리로" is how long it is; what it is made from stops at the clause before ("소개글도 써야 하고,")
    assert deliverable("대기실에 틀 안내 영상을 1~2분짜리로 만들어 보래요") is None
    found = deliverable("소개글도 써야 하고, 아이들 사진으로 카드뉴스도 만들고 싶어요")
    assert found["from"] == "아이들 사진"


def test_what_them_points_back_to_is_what_the_thing_is_made_from():
    # "turn them into blog posts" had been made from "them": no recordings, so a blog from scratch, no transcript
    found = deliverable("I recorded five episodes of my podcast and want to turn them into blog posts.")
    assert found["made"] == "blog posts" and "recorded five episodes" in found["from"]
