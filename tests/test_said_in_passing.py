"""Words said in passing that are not work, and work said in shapes the planner had missed (fast): a tool budget
said like a verb, "보고" before the real verb, questions expected, a metaphor of translating, a traveller's booking,
a service business's side, the thing an interview recording is written into.

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

import pytest

from graph.brains.ask_kinds import kind_of
from graph.brains.ask_plan import asks_undone
from graph.brains.en_lists import en_parts
from graph.brains.ko_asks import ko_asks
from graph.deliverable import deliverable
from graph.job_text import without_inabilities
from graph.plan_steps import categories_asked
from graph.roles import detect_role
from graph.understanding import strip_constraints
from graph.workflow_ranking import COUNTERPART
from knowledge.catalog import load_workflows


def test_a_thing_received_too_is_the_object_of_the_verb():
    # 도 marks what is received ("예약도 … 받고"): the ask had been lost as a verb with no object
    assert ko_asks("영상 몇 개 만들고 상담 예약도 온라인으로 받고 싶어요.") == [
        "영상 몇 개 만들기",
        "상담 예약도 온라인으로 받기",
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "툴 비용은 다 합쳐서 월 5만원 안쪽이면 좋겠어요.",
        "동아리 예산이 없어서 전부 무료로 해결하고 싶어요.",
    ],
)
def test_what_the_tools_cost_and_how_all_of_it_is_paid_are_no_work(sentence):
    assert ko_asks(sentence) == []


def test_the_words_a_summed_tool_budget_leaves_behind_are_taken_out():
    job = strip_constraints("릴스 만들고 싶어요. 툴 비용은 다 합쳐서 월 5만원 안쪽이면 좋겠어요.")
    assert "합쳐" not in job and "비용" not in job and "릴스" in job


def test_what_is_looked_at_is_how_the_next_work_is_done():
    asks = ko_asks("손님이 직접 빈 자리 보고 예약하고, 전날엔 안내 문자가 자동으로 가게 하고 싶어요.")
    assert asks[0] == "손님이 직접 빈 자리 보고 예약하기"
    assert len(asks) == 2


def test_many_questions_expected_are_questions_to_answer():
    assert ko_asks("수강생 상담 문의도 많을 것 같고요.") == ["수강생 상담 문의 응대하기"]
    assert ko_asks("주문이 많아서 정신없어요.") == []


def test_a_second_noun_kept_where_people_see_it_shares_the_verb():
    parts = en_parts("post the schedule, and keep scores and results where members can see them")
    assert parts == ["post the schedule", "keep scores and results where members can see them"]


def test_saying_one_is_no_coder_asks_for_no_coding():
    assert "coder" not in without_inabilities("I run a small league. I'm not a coder.")
    assert "code" not in without_inabilities("We are non-technical and don't code.")


@pytest.mark.parametrize(
    ("text", "kind", "present"),
    [
        ("a resume that translates my teaching experience into design skills", "translation", False),
        ("redo the in-store presentation: window displays and signage", "presentation", False),
        ("read menus and signs in spanish while we travel", "translation", True),
        ("we are booking our first cruise next spring", "scheduling", False),
        ("let guests book tasting slots online", "scheduling", True),
    ],
)
def test_kind_words_said_in_another_sense_ask_for_no_such_tool(text, kind, present):
    assert (kind in categories_asked(text)) is present


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("동아리 회장 인터뷰 녹음을 기사로 쓰기", "writing"),
        ("네이버 지도에서 가게가 잘 보이게 정리하기", "seo"),
    ],
)
def test_the_thing_written_and_the_place_named_say_the_kind(text, kind):
    assert kind_of(text) == kind


def test_a_recording_written_into_an_article_is_its_material():
    assert deliverable("회장 인터뷰 녹음을 기사로 쓰고 싶어요.") == {"made": "기사", "from": "회장 인터뷰 녹음"}
    assert deliverable("상세페이지를 한글로 쓰고 싶어요") is None  # the language it is written in


def test_a_service_business_is_on_the_side_that_serves_clients():
    role = detect_role("인테리어 시공 업체를 하고 있어요. 견적서를 빨리 뽑고 싶어요.")
    assert role == "freelancer"
    moving = next(w for w in load_workflows() if w["id"] == "moving-house")
    assert moving.get("role") == COUNTERPART[role]  # a person moving house hires the movers


def test_a_named_listing_is_not_done_by_a_keyword_research_stage_of_its_kind():
    stage = {"text": "수요 있는 상품과 키워드 찾기", "category": "seo", "query": "keyword research tool"}
    ask = {"text": "네이버 지도에서 가게가 잘 보이게 정리하기", "category": "seo"}
    assert asks_undone([ask], [stage]) == [ask]


def test_an_amount_said_as_a_fee_is_no_tool_budget():
    from graph.understanding import parse_budget

    text = "참가비 2만원 받는 신청 페이지가 필요해요. 예산은 월 3만원이에요."
    assert parse_budget(text)[1] == "월 3만원"
    kept = strip_constraints("I need a page that takes a $35 entry fee. Keep software under $25 a month.")
    assert "$35 entry fee" in kept and "$25" not in kept


def test_hosting_an_event_asks_for_no_web_hosting():
    assert "hosting" not in categories_asked("we're hosting a charity ride in may")
    assert "hosting" in categories_asked("web hosting for my site")


def test_a_doubled_consonant_before_a_suffix_is_one():
    from graph.plan_steps import stem

    assert stem("mapped", keep=5, min_root=3) == stem("map", keep=5, min_root=3) == "map"
    assert stem("planning") == "plan" and stem("added", min_root=3) == "add"


def test_what_a_thing_is_kept_with_after_with_takes_the_next_noun():
    parts = en_parts("I need the route mapped with elevation and three water stops, and printable maps for walkers")
    assert parts == ["I need the route mapped with elevation and three water stops", "printable maps for walkers"]


def test_a_teacher_switching_careers_is_looking_for_work():
    assert detect_role("I'm a nurse switching to UX design after a bootcamp. I need a resume.") == "job-seeker"
    assert detect_role("I teach piano and want to switch to online lessons") == "teacher"


def test_a_long_list_that_starts_with_the_is_still_the_list_of_asks():
    from graph.brains.own_asks import asks

    text = (
        "I need the menu concept and sketches, printable table cards in our house colours for both dining rooms, "
        "and a short post for our page."
    )
    assert len(asks(text, "en")) == 3


def test_what_was_said_in_a_consultation_is_a_note_not_a_support_channel():
    assert kind_of("상담 내용은 간단히 기록하기") != "customer-support"
