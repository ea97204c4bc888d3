"""Picks an expert in these tools would make for everyday steps (slow: the real knowledge base, offline brain).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

from tests.helpers import picks_after_approval as _picks

GENERAL_ASSISTANTS = {"chatgpt", "claude", "google-gemini"}


def test_a_writing_step_goes_to_a_general_assistant_not_a_niche_copywriting_tool(session, user):
    # the writing kind has no widely used tool of its own: a niche copywriting tool (Copy.ai) had won product
    # descriptions on its tags, though ChatGPT and Claude are what people write listing copy with
    plan = session.start(
        "I knit baby blankets and sell them at craft fairs. Write an appealing description for each blanket for my "
        "new online shop.",
        user_id=user,
        language="en",
    )
    picks = _picks(session, plan)
    write = [t for s, t in picks.items() if s.lower().startswith("write") and "description" in s.lower()]
    assert write and set(write) <= GENERAL_ASSISTANTS, picks


def test_a_general_assistant_that_retrieval_missed_still_stands_for_a_writing_step(session, user):
    # ChatGPT and Claude were no candidates at all when the words of a listing step found only copywriting tools
    plan = session.start(
        "I rent out camping gear. I need to write an appealing listing description for each tent and take better "
        "photos of them.",
        user_id=user,
        language="en",
    )
    picks = _picks(session, plan)
    write = [t for s, t in picks.items() if "description" in s.lower()]
    assert write and set(write) <= GENERAL_ASSISTANTS, picks
