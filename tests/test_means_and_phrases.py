"""Money for ads beside a job, Korean job names said with particles, and tags that are part of a longer phrase
(fast). Requests here are written for these tests; each checks one mechanism.
"""

from __future__ import annotations

from graph.brains.means_steps import ad_step
from graph.brains.pick_scores import purpose_first
from graph.job_text import ad_spend
from graph.plan_steps import keyword_hits
from graph.understanding import reading_line, strip_constraints, understand
from knowledge.catalog import load_workflows


def _wf(workflow_id: str) -> dict:
    return next(w for w in load_workflows() if w["id"] == workflow_id)


def test_money_for_ads_beside_a_job_is_a_means_not_a_second_job():
    """A florist who wants more followers and has an ad budget had got an ads plan with no posts."""
    text = "꽃집 인스타그램 팔로워를 늘리고 싶어요. 광고 예산은 월 20만원이에요."
    assert strip_constraints(text) == "꽃집 인스타그램 팔로워를 늘리고 싶어요."
    assert ad_spend(text) and ad_spend("I want more regulars. I can spend $100 a month on ads.")
    assert strip_constraints("한 달 광고비는 30만원 정도예요.") == "광고"  # nothing else: the ads are the job
    assert not ad_spend("Launch a podcast on a small budget")
    u = understand(text, "ko")
    assert u["constraints"]["ad_spend"]
    assert reading_line(u, None, "ko").startswith("광고 예산")


def test_the_ads_step_goes_before_the_review_and_only_once():
    steps = [
        {"text": "Design the posts", "category": "design"},
        {"text": "Review the analytics", "category": "analytics"},
    ]
    u = {"constraints": {"ad_spend": True}}
    out = ad_step(steps, u, "en")
    assert [s["category"] for s in out] == ["design", "social-media", "analytics"]
    assert ad_step(out, u, "en") == out
    assert ad_step(steps, {"constraints": {}}, "en") == steps


def test_a_korean_job_name_counts_with_particles_between_its_words():
    wf = _wf("brand-social-media-management")
    assert "팔로워 늘리" in keyword_hits(wf, "꽃집 인스타그램 팔로워를 늘리고 싶어요")
    assert not keyword_hits(wf, "팔로워가 늘었어요 새 메뉴 고민")  # the words apart are not the name


def test_a_tag_inside_another_tools_longer_tag_is_not_a_purpose():
    """Outlook's "calendar" had taken "Plan the content calendar" from the tool tagged "content calendar"."""
    step = {"text": "Plan the content calendar", "query": "content calendar planning", "category": "productivity"}
    cards = [
        (0.8, {"tool_id": "microsoft-outlook", "kind": "tool", "category": "productivity"}),
        (0.6, {"tool_id": "notion", "kind": "tool", "category": "productivity"}),
    ]
    out = {c["tool_id"]: s for s, c in purpose_first(cards, step, set())}
    assert out["notion"] > out["microsoft-outlook"]
    # a tool whose own tags say every word of the phrase keeps its purpose ("booking" + "appointment")
    step = {"text": "예약 페이지 열기", "query": "online booking page for appointments", "category": "scheduling"}
    cards = [
        (0.7, {"tool_id": "naver-booking", "kind": "tool", "category": "scheduling"}),
        (0.7, {"tool_id": "google-calendar", "kind": "tool", "category": "scheduling"}),
    ]
    out = {c["tool_id"]: s for s, c in purpose_first(cards, step, set())}
    assert out["naver-booking"] == 0.7
