"""Whose side a person is on and what a counted list asks (fast: pure functions).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

import re

from graph.brains.en_lists import en_parts
from graph.brains.offline_composer import SITE_WORDS
from graph.roles import detect_role


def test_a_year_of_a_school_or_department_is_a_student_speaking():
    # "로스쿨 2학년" had read as nobody's side, and a teacher's lesson-recording job stood level with the study job
    assert detect_role("로스쿨 2학년이에요. 판례를 쟁점별로 정리하고 싶어요") == "student"
    assert detect_role("간호학과 3학년인데 국가고시 공부를 시작하려고요") == "student"


def test_a_grade_a_teacher_teaches_or_a_childs_year_is_not_the_persons_own():
    assert detect_role("초등학교 2학년 담임이에요. 가정통신문을 만들어요") == "teacher"
    assert detect_role("아이가 대학 1학년이에요. 자취방을 구해요") != "student"


def test_a_counted_item_that_lists_its_own_asks_is_split_into_them():
    # "(2) a way to send quotes, get them approved, and take a deposit" had stayed one ask of the payments kind,
    # and the plan kept only the deposit of a freelancer's onboarding job
    parts = en_parts(
        "(1) a one-page site with my rates and (2) a better way to send quotes, get them approved, and take a deposit"
    )
    assert parts[0] == "a one-page site with my rates"
    assert any(p.startswith("get them approved") for p in parts), parts
    assert any(p.startswith("take a deposit") for p in parts), parts


def test_a_counted_item_with_a_detail_after_a_comma_stays_one_ask():
    parts = en_parts("(1) a flyer for each open day, with the times and (2) a weekly email to the families")
    assert parts == ["a flyer for each open day, with the times", "a weekly email to the families"]


def test_buying_online_asks_for_a_page_to_buy_on():
    # a gallery where parents buy their children's photos had been taken out as a website nobody asked for
    assert SITE_WORDS.search("we want parents to find and buy their kids' photos online")
    assert SITE_WORDS.search("customers order the cakes online and pick them up")
    assert not SITE_WORDS.search("I buy my supplies from a wholesaler and keep receipts")
    assert not re.search(SITE_WORDS, "answer the questions customers send")
