"""A comparison question whose other side is a product the catalog lacks is still a question (session 44): it is
answered with what is known, says the unknown side cannot be checked, and the gap is counted."""

from __future__ import annotations

import pytest

from graph.understanding import asks_which_tool, compared_unknown, understand


@pytest.mark.parametrize(
    "text",
    [
        "We coach a small swim club and want online sign-ups. Would TeamPulse be overkill compared to Calendly for us?",
        "Should I use Acuityx or Calendly for my tutoring sessions?",
        "수영 교실 예약을 받으려는데 Swimly가 네이버 예약보다 나아요?",
    ],
)
def test_one_known_and_one_unknown_tool_compared_is_a_question(text: str) -> None:
    assert asks_which_tool(text)
    reading = understand(text, "ko" if "예약" in text else "en")
    assert reading["comparison"] and compared_unknown(text)
    assert compared_unknown(text)[0] in reading["named_unknown"]


@pytest.mark.parametrize(
    "text",
    [
        "Is Calendly better for my Yoga studio?",  # a place word capitalised is no second tool
        "I want to post on Instagram or TikTok and make reels with CapCut.",
    ],
)
def test_no_second_side_no_comparison(text: str) -> None:
    assert not asks_which_tool(text)


@pytest.mark.slow
def test_the_answer_says_the_unknown_side_and_describes_the_known_one(session) -> None:
    result = session.start(
        "We coach a small swim club and want online sign-ups. Would TeamPulse be overkill compared to Calendly for us?",
        user_id="unknown-side",
        language="en",
    )
    assert result["status"] == "done" and not result.get("plan")
    assert "TeamPulse" in result["guide"] and "Calendly" in result["guide"]
    assert "not in this planner's knowledge base" in result["guide"]


@pytest.mark.parametrize(
    "text, asked",
    [
        (
            "We run a kids art camp and want to send daily photos to parents. "
            "Can Google Photos shared albums do this, or do we need something paid?",
            True,
        ),
        ("We teach pottery and want to sell bowls. How much does Shopify cost for a tiny shop?", True),
        ("I want to sell candles online. Can Shopify do that?", False),  # no other side, no cost: a job
        ("Can Shopify do that, or do we need something paid?", False),  # one sentence: the first-sentence rule's
    ],
)
def test_a_last_question_about_a_named_tool_after_the_work(text: str, asked: bool) -> None:
    from graph.tool_questions import ends_asking_about_a_named_tool

    assert ends_asking_about_a_named_tool(text) is asked


@pytest.mark.slow
def test_a_work_then_a_tool_question_is_answered_not_planned(session) -> None:
    result = session.start(
        "We run a kids art camp and want to send daily photos to parents. "
        "Can Google Photos shared albums do this, or do we need something paid?",
        user_id="last-question",
        language="en",
    )
    assert result["status"] == "done" and not result.get("plan") and "Google Photos" in result["guide"]
