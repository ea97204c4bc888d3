"""Picks for an English speaker living in Korea (slow: the real knowledge base, offline brain): Korea's own
platforms for what is done there (a room listing), tools in their own language for what they read and write.

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

from tests.helpers import picks_after_approval as _picks


def test_an_english_speaker_in_korea_finds_a_room_on_a_korean_platform(session, user):
    # a room near a Seoul campus had gone to an answer engine: neither the campus nor "one-room" said Korea
    plan = session.start(
        "I'm a visiting researcher starting at Sogang next month. I'm looking for a one-room around Hongdae and want a "
        "plain-English summary of the rental contract.",
        user_id=user,
        language="en",
    )
    picks = _picks(session, plan)
    room = next(t for s, t in picks.items() if "room" in s.lower())
    assert room in {"zigbang", "naver-real-estate", "daangn"}, picks
    # what they read is in English: a Korean-only assistant is not theirs
    assert "wrtn" not in picks.values(), picks
