"""A request that counts its asks ("(1) … and (2) …") gets those and no template padding (slow: the real knowledge
base, offline brain).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations


def test_a_numbered_list_of_two_asks_is_the_plan(session, user):
    # a brewery's two numbered asks (label art, a monthly email) had got a product launch's six stages: a press
    # release, sign-up tracking in an analytics tool, posts on Reddit
    plan = session.start(
        "Tiny cidery, three of us. Each month we release a new cider and need (1) bottle label art for every "
        "release and (2) a newsletter every month telling our mailing list about it.",
        user_id=user,
        language="en",
    )
    kinds = [s["category"] for s in plan["plan"]]
    assert set(kinds) <= {"image-generation", "design", "email-marketing", "writing", "llm-assistant"}, plan[
        "sub_tasks"
    ]
    assert "email-marketing" in kinds and ({"image-generation", "design"} & set(kinds)), plan["sub_tasks"]
    assert len(plan["sub_tasks"]) <= 4, plan["sub_tasks"]
