"""A plan around recordings the person already has (slow: the real knowledge base, offline brain): no stage records
them again, however the stage came into the plan.

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations


def test_a_stage_that_records_again_goes_when_the_recordings_exist(session, user):
    # a teaching assistant making recaps of the course's recorded lectures had got "Record the lecture with clear
    # audio" from a near job's stages that the asks' plan added
    plan = session.start(
        "I assist a professor in a chemistry class. She asked me to turn every class recording into a one-page summary "
        "with timestamps, and also write quiz questions with full answers.",
        user_id=user,
        language="en",
    )
    texts = [s["text"].lower() for s in plan["plan"]]
    assert not any(t.startswith("record the") for t in texts), texts
    assert any("summar" in t for t in texts), texts
