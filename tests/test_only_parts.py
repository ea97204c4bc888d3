"""A request that names the only parts it wants (fast): "컷 편집이랑 자막만", "답글 초안만", "I just need a name and a
logo" get those stages and nothing else; "웃긴 장면만 골라서 틱톡에 올리고" picks what is used, not the parts wanted.
Work the person has done, said in more ways. Requests here are written for these tests.
"""

from __future__ import annotations

import pytest

from graph.brains.offline_composer import compose
from graph.own_work import own_work
from graph.request_parts import only_needs
from graph.understanding import understand
from knowledge.catalog import load_workflows


def _wf(workflow_id: str) -> dict:
    return next(w for w in load_workflows() if w["id"] == workflow_id)


@pytest.mark.parametrize(
    ("text", "only"),
    [
        ("촬영은 다 해놨는데 컷 편집이랑 자막만 AI로 빨리 끝내고 싶어요", "컷 편집이랑 자막"),
        ("리뷰가 밀려 있어요. AI로 답글 초안만 빠르게 쓰고 싶어요", "답글 초안"),
        ("I just need a name and a logo for my dog-walking business", "a name and a logo"),
        ("라이브 방송에서 웃긴 장면만 골라서 틱톡에 올리고 싶어요", None),  # the sentence goes on
        ("한 달에 3만 원만 쓰고 싶어요", None),  # an amount
        ("녹음은 아이폰으로만 할 거예요. 편집해서 올리는 것까지 하고 싶어요", None),  # how, not which parts
        ("I only use my phone for the shop photos", None),
        ("예약 전화 받는 데만 하루 세 시간씩 걸려요. 예약 관리를 편하게 하고 싶어요", None),  # the time one part takes
    ],
)
def test_the_only_parts_a_request_wants_are_read(text, only):
    assert only_needs(text) == only


def test_only_the_parts_named_are_planned():
    """A dentist who wanted only reply drafts had got the inbox and chatbot stages too; a dog-walker who needed a
    name and a logo had got the brand kit and signage."""
    text = "리뷰가 밀려 있어요. AI로 답글 초안만 빠르게 쓰고 싶어요"
    steps, _ = compose(text, "ko", understand(text, "ko"), [(_wf("customer-review-replies"), 0.8)], [])
    assert [s["stage_id"] for s in steps] == ["drafts"]
    text = "I just need a name and a logo for my dog-walking business"
    steps, _ = compose(text, "en", understand(text, "en"), [(_wf("brand-logo-identity"), 0.8)], [])
    assert all(("name" in s["text"].lower() or "logo" in s["text"].lower()) for s in steps) and len(steps) >= 2


def test_a_part_named_alone_decides_the_kind_of_its_stage():
    """'자막' of the stage 'narration and subtitles' is a subtitle editor's work, not a text-to-speech tool's."""
    text = "촬영은 다 해놨는데 컷 편집이랑 자막만 AI로 빨리 끝내고 싶어요"
    u = understand(text, "ko")
    steps, _ = compose(text, "ko", u, [(_wf("travel-vlog"), 0.8)], [])
    assert steps and all(s["category"] == "video-editing" for s in steps)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("브이로그 촬영은 다 해놨는데 편집이 어려워요", {"filming": "done"}),
        ("회의 녹음해둔 파일이 있는데 회의록으로 정리하고 싶어요", {"recording": "done"}),
        ("I have a recording of our meeting and want minutes", {"recording": "done"}),
    ],
)
def test_work_done_is_read_in_more_ways(text, expected):
    assert own_work(text) == expected


def test_a_recorded_meeting_needs_no_assistant_to_join_it():
    from graph.own_work import without_own_work

    stages = _wf("meeting-notes")["stages"]
    kept = without_own_work(stages, {"recording": "done"})
    assert any(s["category"] == "meeting" for s in stages) and not any(s["category"] == "meeting" for s in kept)
    assert any(s["category"] == "transcription" for s in kept)  # the recording is still transcribed


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("코딩은 하나도 모르는데 동호회 회원 명단 앱을 만들고 싶어요", "no_coding", True),
        ("Save email attachments into Drive folders without writing code", "no_coding", True),
        ("I only use my phone for the shop photos", "platforms", ["mobile"]),
        ("Turn the family recipes into a printed cookbook before Christmas", "deadline", "before Christmas"),
        ("추석 전까지 선물 세트 홍보물을 만들고 싶어요", "deadline", "추석 전까지"),
        ("I only want to use free tools to start a podcast", "free_only", True),
    ],
)
def test_constraints_said_in_more_ways_are_read(text, key, value):
    language = "en" if text.isascii() else "ko"
    assert understand(text, language)["constraints"][key] == value


def test_a_person_named_by_their_work_asks_for_no_tool_of_it():
    """Hiring a backend developer had added a "build it with a coding assistant" step."""
    from graph.plan_steps import categories_asked

    assert "coding" not in categories_asked("신입 백엔드 개발자 채용 공고 올리고 이력서 검토")
    assert "design" not in categories_asked("I'm a freelance designer and need a client CRM")
    assert "coding" in categories_asked("앱 개발을 배우고 싶어요")


def test_a_phone_only_person_gets_no_desktop_only_tool():
    from graph.brains.base import RecommendRequest
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    request = RecommendRequest(
        task="t", language="en", sub_tasks=["Edit the photos"], pending=[0], round=1, max_rounds=3,
        phase_messages=[], observations={}, call_args={},
        understanding={"constraints": {"platforms": ["mobile"]}},
    )  # fmt: skip
    assert excluded({"tool_id": "krita", "kind": "tool"}, Preferences(), request) == "not on mobile"
    assert excluded({"tool_id": "capcut", "kind": "tool"}, Preferences(), request) is None


def test_when_the_nearest_job_does_not_do_the_only_part_a_close_job_that_does_leads():
    """A trailer-only request had kept the nearest job's five game-art steps and had no video step."""
    from graph.brains.offline_composer import _doing_the_only_parts
    from knowledge.catalog import load_workflows

    by_id = {w["id"]: w for w in load_workflows()}
    ranked = [(by_id["menu-design"], 0.7), (by_id["brand-logo-identity"], 0.6), (by_id["delivery-menu-photos"], 0.5)]
    text = "I only need a logo for my food truck"
    led = _doing_the_only_parts(ranked, text, only_needs(text))
    assert led[0][0]["id"] == "brand-logo-identity" and len(led) == 3
    text = "I need a menu board for my food truck"
    assert _doing_the_only_parts(ranked, text, only_needs(text)) == ranked  # no 'only': as ranked


def test_a_job_moved_to_the_lead_is_not_also_left_further_down():
    """The job moved ahead was compared by tuple identity, so it stayed in the list twice."""
    from graph.brains.offline_composer import _named_over_unnamed
    from knowledge.catalog import load_workflows

    by_id = {w["id"]: w for w in load_workflows()}
    ranked = [(by_id["menu-design"], 0.5), (by_id["brand-logo-identity"], 0.48)]
    led = _named_over_unnamed(ranked, "a brand logo and visual identity")
    assert [wf["id"] for wf, _ in led] == ["brand-logo-identity", "menu-design"]


def test_a_job_the_request_names_keeps_the_lead_when_it_wants_only_some_parts():
    """'당근에 ... 제목이랑 설명만' had been moved to the Etsy job, whose stage words say titles and descriptions."""
    from graph.brains.offline_composer import _doing_the_only_parts
    from knowledge.catalog import load_workflows

    by_id = {w["id"]: w for w in load_workflows()}
    ranked = [(by_id["secondhand-selling"], 0.55), (by_id["etsy-handmade-shop"], 0.51)]
    text = "당근에 자전거 팔려는데 제목이랑 설명만 잘 쓰고 싶어요"
    assert _doing_the_only_parts(ranked, text, only_needs(text)) == ranked
