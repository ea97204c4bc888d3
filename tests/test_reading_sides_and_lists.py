"""Whose side a person is on, what a counted list asks, what kind of work an ask is and what a tool is made for
(fast: pure functions).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.en_lists import en_parts
from graph.brains.offline_composer import _without_unasked_site
from graph.own_work import own_work
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


def test_a_site_stage_where_people_buy_stays_when_the_request_says_they_buy():
    # a gallery where participants buy their photos had been taken out as a website nobody asked for
    stages = [
        {"text": "Cull the shots", "category": "photo-editing"},
        {"text": "Batch-edit the selects", "category": "photo-editing"},
        {"text": "Open a gallery where participants find and buy their photos", "category": "website-builder"},
        {"text": "Connect your own domain to the site", "category": "website-builder"},
    ]
    kept = [s["text"] for s in _without_unasked_site(stages, "fans want to look up their shots and buy prints")]
    assert "Open a gallery where participants find and buy their photos" in kept
    assert "Connect your own domain to the site" not in kept  # a site's domain is still no ask of theirs
    kept = [s["text"] for s in _without_unasked_site(stages, "we shoot races and edit thousands of photos")]
    assert not any("gallery" in t for t in kept)


def test_checking_who_paid_dues_is_payment_work_not_research():
    # "확인" (check) had made a club's monthly-dues check a research step (Perplexity)
    assert kind_of("동호회 월회비 납부 확인을 한곳에서 하기") in {"payments", "spreadsheet"}
    assert kind_of("keep track of who has paid the season fee") in {"payments", "spreadsheet"}


def test_getting_calls_or_interviews_booked_is_scheduling():
    # "get … booked" had read as a chat assistant's work
    assert kind_of("Get the intro calls booked without the back-and-forth emails") == "scheduling"
    assert kind_of("get interviews booked with the shortlisted people") == "scheduling"
    assert kind_of("I booked my flights already; plan the days in Lisbon") != "scheduling"


def test_a_donation_page_takes_gifts_not_dues_or_bookings():
    from graph.brains.purpose import off_specialism

    assert off_specialism("naver-happybean", "월 회비 걷고 납부 여부 표시하기")
    assert off_specialism("donorbox", "Take direct bookings with a deposit")
    assert not off_specialism("naver-happybean", "연말 모금함 열고 기부 받기")
    assert not off_specialism("ko-fi", "Let listeners support the show with tips")


def test_findings_are_no_finding_and_a_deck_of_them_is_slides():
    # "find" had read "findings" as a search: an affinity diagram and a readout deck had gone to Perplexity
    assert kind_of("Put the study results in a short deck for the client") == "presentation"
    assert kind_of("Cluster the interview notes into an affinity map") == "productivity"
    assert kind_of("Build a cedar deck in the backyard") != "presentation"


def test_a_number_word_is_no_rental_and_a_regression_is_analysis():
    # "대여섯 권" (five or six books) had read as a rental log; "설문 … 회귀분석" as a survey to send
    assert kind_of("새로 온 그림책 대여섯 권에 한 줄 소개 쓰기") != "spreadsheet"
    assert kind_of("학생 설문 150부로 회귀분석 돌리기") == "data-analysis"
    assert kind_of("run a regression on the survey responses") == "data-analysis"


def test_work_delivered_in_a_gallery_needs_a_gallery_site():
    assert kind_of("Have the final photos delivered to each family in a private gallery") == "website-builder"


def test_the_hour_of_a_deadline_goes_with_it():
    # "by <weekday> noon" had left "noon" in a step's words
    from graph.understanding import DEADLINE_EN

    assert DEADLINE_EN.sub("", "a recap by Friday 5pm for the board").split() == ["a", "recap", "for", "the", "board"]
    assert "noon" not in DEADLINE_EN.sub("", "an article by Monday noon")


def test_a_word_count_says_a_piece_of_writing():
    assert kind_of("a 600-word story on the school board vote for the site") == "writing"
    assert kind_of("share the story on Instagram") != "writing"


def test_a_video_already_published_is_the_persons_own_and_writing_from_it_starts_with_a_transcript():
    from graph.brains.material_steps import transcribe_first

    work = own_work("The board meeting went long (the recording is up on YouTube). I need a short news story on it.")
    assert work.get("filming") == "done"
    steps = [{"text": "Write the story", "category": "llm-assistant"}]
    out = transcribe_first(steps, {"own_work": work}, "en")
    assert out[0]["category"] == "transcription" and out[1:] == steps
    # cutting the video itself needs no transcript first
    cut = [{"text": "Cut the highlights", "category": "video-editing"}, *steps]
    assert transcribe_first(cut, {"own_work": work}, "en") == cut


def test_a_ticket_system_is_a_help_desk_and_a_calorie_count_a_sheet():
    assert kind_of("Set up a real ticketing system so staff stop messaging me directly") == "customer-support"
    assert kind_of("an internal self-help FAQ page for the office") == "productivity"
    assert kind_of("고객별 식단 칼로리 계산하기") == "spreadsheet"


def test_a_schools_admissions_staff_are_the_schools_side():
    # an admissions team's interview questions and rubric had got the applicant's interview-practice job
    assert detect_role("I work in graduate admissions and we interview 200 applicants a year") == "teacher"
    assert detect_role("입학사정관인데 면접 평가표를 새로 만들어야 해요") == "teacher"
    assert detect_role("I have an admissions interview at my dream school next week") != "teacher"


def test_the_reason_for_a_level_pick_says_the_other_does_as_well():
    from graph.brains.offline_writer import reason_for

    alts = [{"tool_id": "claude", "tool": "Claude", "beaten_because": "level"}]
    assert "Claude would do this step just as well." in reason_for("chatgpt", "Write the copy", "en", [], None, alts)
    text = reason_for("chatgpt", "소개글 쓰기", "ko", [], None, alts)
    assert "Claude도 이 단계를 똑같이 잘 해냅니다." in text and "더 잘 맞아서" not in text
