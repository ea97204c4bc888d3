"""Plan versions are read incrementally from the checkpoint history (graph/plan_versions.py).

The incremental reader must always agree with reading the whole history from scratch, including when
another process (here: another PlannerSession on the same SQLite file, with a cache of its own) moves
the thread on between two reads.
"""

from __future__ import annotations

from graph import plan_versions
from graph.session import PlannerSession
from tests.helpers import VERSIONS_TASK, brief, from_scratch

TASK = VERSIONS_TASK


def test_versions_follow_every_turn_and_match_a_full_read(session, user):
    other = PlannerSession(brain="offline")  # a second process's view: same store, its own cache
    thread = session.start(TASK, user_id=user)["thread_id"]
    first = session.plan_versions(thread)
    assert [v["origin"] for v in first] == ["planned"]
    assert brief(first) == brief(from_scratch(session, thread))

    revised = other.revise(thread, "make it shorter")
    assert revised["status"] == "awaiting_approval"
    after_revise = session.plan_versions(thread)  # the first session's cache picks up the other's checkpoints
    assert brief(after_revise) == brief(from_scratch(session, thread))
    assert len(after_revise) == 2 and after_revise[1]["sub_tasks"] == revised["sub_tasks"]

    edited = [*revised["sub_tasks"][:-1], "Announce the book to my newsletter"]
    done = session.approve(thread, edited)
    assert done["status"] == "done"
    after_approve = other.plan_versions(thread)
    assert brief(after_approve) == brief(from_scratch(other, thread))
    assert after_approve[-1]["origin"] == "edited" and after_approve[-1]["sub_tasks"] == edited

    restored = session.restore_version(thread, 1)
    assert restored["status"] == "awaiting_approval" and restored["sub_tasks"] == first[0]["sub_tasks"]
    # restoring v1 adds a checkpoint with an already listed plan: still three distinct versions
    for reader in (session, other, PlannerSession(brain="offline")):
        assert brief(reader.plan_versions(thread)) == brief(after_approve)


def test_long_histories_are_read_in_pages(session, user, monkeypatch):
    """More new checkpoints than one page: nothing is skipped between pages."""
    monkeypatch.setattr(plan_versions, "FIRST_PAGE", 1)
    monkeypatch.setattr(plan_versions, "MAX_PAGE", 2)
    fresh = PlannerSession(brain="offline")
    planned = fresh.start(TASK, user_id=user)
    thread = planned["thread_id"]
    assert fresh.revise(thread, "make it shorter")["sub_tasks"] != planned["sub_tasks"]
    fresh.approve(thread)
    assert brief(fresh.plan_versions(thread)) == brief(from_scratch(fresh, thread))
    assert len(fresh.plan_versions(thread)) == 2


def test_unknown_and_empty_threads_have_no_versions(session):
    assert session.plan_versions("") == []
    assert session.plan_versions("no-such-thread-0000") == []
