"""A person moving into a new field of work (fast): the move makes them the job-seeker whatever their old job, the
field they move into asks for no step of its kind, and two things each said with a clause of their own are two asks.

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_plan import work_asks
from graph.brains.en_leftovers import without_goals
from graph.brains.own_asks import asks
from graph.roles import detect_role


def test_moving_into_a_new_field_is_the_job_seekers_side():
    # a former teacher moving into UX research had got a teacher's quiz plan first
    assert detect_role("Nurse for six years, now trying to move into health data analytics.") == "job-seeker"
    assert detect_role("Barista, hoping to pivot into product design roles next year") == "job-seeker"
    assert detect_role("We are moving into a bigger flat in March") is None


def test_the_move_and_starting_to_apply_are_the_job_not_steps():
    found = [a["text"] for a in work_asks("Trying to move into product design. Want to begin applying by May.", "en")]
    assert not any(t.lower().startswith(("move", "start applying")) for t in found), found


def test_the_field_moved_into_asks_for_no_work_of_its_kind():
    # "UX research" had added a research step with an answer engine
    assert "research" not in without_goals("Teacher, trying to move into UX research. I need a resume.").lower()


def test_two_things_each_with_a_clause_of_their_own_are_two_asks():
    found = asks("I need three sample projects that show real data and a CV that explains my sales years.", "en")
    assert len(found) == 2 and "CV" in found[1], found
    assert asks("I need a logo and a banner", "en") == ["Make a logo and a banner"]  # one kind, no clauses: one
