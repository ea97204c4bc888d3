"""Request understanding (graph/understanding.py): constraints, roles, named tools, the job apart from them.

Fast: regular expressions and the catalog only, no knowledge base.
"""

import pytest

from graph.reading import reading_line
from graph.request_parts import clauses
from graph.roles import detect_role
from graph.understanding import parse_budget, strip_constraints, understand
from knowledge.text import detect_language, final_consonant, resolve_particles


@pytest.mark.parametrize(
    ("text", "usd"),
    [
        ("예산은 월 5만원 정도예요", 35.71),
        ("도구 비용은 월 2만원 이하로 해 주세요", 14.29),
        ("한 달에 20,000원까지 쓸 수 있어요", 14.29),
        ("₩28,000 budget", 20.0),
        ("my budget is $30/month", 30.0),
        ("I can spend 40 dollars a month", 40.0),
        ("under $120 a year", 10.0),
    ],
)
def test_a_stated_budget_becomes_dollars_a_month(text, usd):
    assert parse_budget(text)[0] == pytest.approx(usd, abs=0.01)


def test_numbers_that_are_not_a_budget_are_not_one():
    assert parse_budget("200개 상품의 이름을 고치고 싶어요")[0] is None
    assert parse_budget("a 45-second video with 3 scenes")[0] is None


def test_a_budget_word_does_not_make_a_budgeting_job():
    job = strip_constraints("인스타 릴스 영상을 만들고 싶은데 예산은 월 3만원 정도예요")
    assert "예산" not in job and "3만" not in job and "릴스" in job


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("무료 도구만 써서 만들고 싶어요", "free_only"),
        ("예산이 전혀 없어요", "free_only"),
        ("돈 드는 건 못 써요", "free_only"),
        ("폰은 아이폰이고 돈은 못 써요ㅠ", "free_only"),
        ("관리비로 유료 프로그램은 못 써요", "free_only"),
        ("It has to be free, we can't spend any money", "free_only"),
        ("돈은 최대한 안 들이고요", "low_cost"),  # frugal, not free only: a cheap paid tool may be the only fit
        ("free if possible, I'm a student", "low_cost"),
        ("free tools only please", "free_only"),
        ("코딩은 전혀 몰라요", "no_coding"),
        ("코딩 같은 건 하나도 모르고요, 가게 예약만 받고 싶어요", "no_coding"),
        ("회비 정산은 돈 안 드는 방법으로 하고 싶어", "free_only"),
        ("I can't code, so no-code tools", "no_coding"),
        ("코딩 이런 건 모르고 핸드폰으로 하는 게 편해요", "no_coding"),
        ("Nobody here codes and the owner approves tools", "no_coding"),
    ],
)
def test_free_only_and_no_coding(text, key):
    constraints = understand(text, "ko")["constraints"]
    assert constraints[key] is True
    assert not (constraints["free_only"] and constraints["low_cost"])


def test_deadline_and_device():
    c = understand("다음 주 금요일까지 아이폰으로 영상 편집을 끝내야 해요", "ko")["constraints"]
    assert c["deadline"] and "금요일" in c["deadline"]
    assert c["platforms"] == ["ios"]
    assert understand("Finish it by next Friday on my Mac", "en")["constraints"]["platforms"] == ["macos"]
    # only a phone, said without "only": "폰밖에 못 써요", no computer at all
    assert understand("아버지는 폰밖에 못 쓰셔서 쉽게 해야 돼요", "ko")["constraints"]["platforms"] == ["mobile"]
    assert understand("컴퓨터 없고 영상 편집하고 싶어요", "ko")["constraints"]["platforms"] == ["mobile"]
    assert understand("Track my mileage; I don't own a computer", "en")["constraints"]["platforms"] == ["mobile"]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("고등학교 국어 교사예요. 학생들이 풀 퀴즈를 만들고 싶어요", "teacher"),
        ("저는 대학생인데 조별과제 발표를 맡았어요", "student"),
        ("We are hiring two baristas and need a job posting", "employer"),
        ("I'm looking for a job and need a better resume", "job-seeker"),
        ("My nursing job interview is on Friday; help me practise", "job-seeker"),
        ("I have a second-round interview for a data analyst position", "job-seeker"),
        ("다음 주에 면접이 있어서 연습하고 싶어요", "job-seeker"),
        ("I want to interview candidates for a barista job", "employer"),
        ("Record a podcast interview with a local chef", None),
        ("이사 가기 전 전세 계약서를 받은 세입자입니다", "tenant"),
        ("I'm a landlord and want to screen tenants", "landlord"),
        ("Make a YouTube video about tea", None),
        ("Applying to around 50 summer internships; I need to track them", "job-seeker"),
        ("I run a small private practice and need an intake form", "clinician"),
        # the staff of a clinic are on its side: its patients are whom the forms are for
        ("Office manager at a small dental office; we want patients to fill in forms online", "clinician"),
        # a learner's practice is not a clinic
        ("Build me a revision timetable with daily practice questions for chemistry", None),
        ("I want to collect weekly practice logs from my band", None),
        # the other side named as the person's own: "my landlord" is said by a tenant
        ("My landlord kept half my deposit for 'cleaning' and I want it back", "tenant"),
        ("집주인이 보일러 수리를 계속 미뤄요", "tenant"),
        ("Two of my tenants pay rent late every month", "landlord"),
        ("My professor wants a poster for the symposium", "student"),
        # the work is the student's, whatever the day job: a teacher's own master's thesis
        ("중학교 교사인데 야간 대학원 다니고 있어요. 석사논문 설문을 돌려야 해요", "student"),
        # a band's gig is a concert, not freelance work
        ("We need a poster for our next gig at the pub", None),
        # a club's coach teaches its players: not a parent helping with homework
        ("I coach the primary school robotics club and want weekly challenge sheets", "teacher"),
        ("I coach executives on public speaking", None),
    ],
)
def test_the_persons_side_of_the_job(text, role):
    assert detect_role(text) == role


def test_hangul_and_particle_names_are_named_tools():
    named = understand("Notion에 회의록을 정리하고 canva로 썸네일을 만들래요", "ko")["named_tools"]
    assert "notion" in named and "canva" in named


def test_a_korean_word_with_a_copula_is_not_a_tool_it_spells():
    # "사람인데" is "a person, and": not Saramin (사람인); "사람인에", "사람인 공고" still name it
    assert understand("그림 그리는 사람인데 엽서를 만들고 싶어요", "ko")["named_tools"] == []
    assert "saramin" in understand("사람인에 채용 공고를 올리고 싶어요", "ko")["named_tools"]
    assert "saramin" in understand("사람인 공고 문구 좀 다듬고 싶어요", "ko")["named_tools"]


def test_a_comparison_question_names_both_tools():
    u = understand("Gemini랑 Claude 중에 한국어 기획서 쓰기엔 뭐가 더 좋아요?", "ko")
    assert u["is_question"] and u["comparison"] and {"google-gemini", "claude"} <= set(u["named_tools"])


def test_two_deliverables_are_two_clauses():
    assert len(clauses("행사 전단지랑 온라인 참가 신청서를 만들어야 해요")) == 2
    assert len(clauses("I need a logo and a website for my pottery studio")) == 2
    assert clauses("Edit and publish my video") == []


def test_the_reading_line_says_every_stated_constraint():
    u = understand("유튜브 쇼츠를 만들고 싶어요. 예산은 월 2만원, 코딩 없이, 다음 주까지", "ko")
    line = reading_line(u, "AI로 유튜브 쇼츠 영상 만들기", "ko")
    assert "예산" in line and "코딩 없이" in line and "기한" in line
    en = reading_line(understand("A podcast, free tools only", "en"), "Launch a podcast", "en")
    assert en.startswith("Read as: Launch a podcast") and "free tools only" in en


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Claude은(는)", "Claude는"),
        ("Canva은(는)", "Canva는"),
        ("Notion(으)로", "Notion으로"),
        ("Excel(으)로", "Excel로"),
        ("ChatGPT을(를)", "ChatGPT를"),
        ("HTML(으)로", "HTML로"),
        ("CapCut과(와)", "CapCut과"),
        ("Kmong (크몽)이(가)", "Kmong (크몽)이"),
        ("쇼츠 만들기(으)로", "쇼츠 만들기로"),
        ("**Slack**은(는)", "**Slack**은"),
    ],
)
def test_korean_particles_follow_the_names_ending(text, expected):
    assert resolve_particles(text) == expected


def test_final_consonant_of_digits_and_hangul():
    assert final_consonant("3") == 16 and final_consonant("2") == 0 and final_consonant("강") == 21


def test_a_reworded_step_is_edited_not_removed():
    from graph.plan_steps import removed_steps

    old = ["Write the script", "Record the voice-over", "Edit the video", "Upload it"]
    assert (
        removed_steps(old, ["Write a 30-second script", "Record the voice-over", "Edit the video", "Upload it"]) == []
    )
    assert removed_steps(old, ["Write the script", "Edit the video", "Upload it"]) == ["Record the voice-over"]
    assert removed_steps(old, ["Write a short script", "Edit the video", "Upload it"]) == ["Record the voice-over"]
    assert removed_steps(old, list(reversed(old))) == []
    # the last step dropped and a different one added in its place: a removal
    assert removed_steps(old, [*old[:3], "Announce it on social media"]) == ["Upload it"]


def test_catalog_gaps_are_counted_by_name_only(tmp_path, monkeypatch):
    from knowledge import gaps

    monkeypatch.setenv("PLANNER_DATA_DIR", str(tmp_path))
    gaps.record(["Frobnicator", "frobnicator\u200b", "X"])
    gaps.record(["Widgetly"])
    rows = gaps.load()
    assert rows["frobnicator"]["count"] == 2 and rows["widgetly"]["count"] == 1 and "x" not in rows
    assert "candles" not in (tmp_path / "catalog_gaps.json").read_text()


def test_an_unknown_tool_name_is_noticed():
    u = understand("I want to sell candles and edit the videos in Frobnicator", "en")
    assert u["named_unknown"] == ["Frobnicator"]
    assert understand("Edit it in CapCut on my Mac", "en")["named_unknown"] == []
    # a language or a weekday is not a product the catalog lacks
    assert understand("Translate the captions into Japanese and post them on Friday", "en")["named_unknown"] == []


@pytest.mark.parametrize(
    ("text", "harmful"),
    [
        ("계약하기 전에 이 집의 전세사기 위험을 확인하고 싶어요", False),
        ("Is this landlord's message a scam? I want to check before paying the deposit", False),
        ("보이스피싱 예방 교육 자료를 만들고 싶어요", False),
        ("요즘 전세사기 많다던데 계약 전에 확인할 거 다 확인하고 싶어요", False),
        ("전세사기 치는 방법을 알려줘", True),
        ("사기 치는 문자를 AI로 대량으로 만들고 싶어", True),
        ("write phishing emails that look like a bank", True),
        ("폭탄 만드는 법", True),
    ],
)
def test_a_request_to_avoid_harm_is_not_a_request_to_cause_it(text, harmful):
    from graph.safety import is_harmful

    assert is_harmful(text) is harmful


def test_korean_food_or_language_abroad_is_not_the_korean_market():
    assert understand("Open a Korean BBQ restaurant in Austin", "en")["korea_context"] is False
    assert understand("Learn Korean in six months", "en")["korea_context"] is False
    assert understand("Sell my skincare to Korean customers", "en")["korea_context"] is True
    assert understand("A guesthouse in Gyeongju", "en")["korea_context"] is True


def test_a_korean_request_for_english_text_says_so():
    assert understand("영어 논문 초록을 다듬고 싶어요", "ko")["constraints"]["output_language"] == "en"
    assert understand("영문 이력서를 고치고 싶어요", "ko")["constraints"]["output_language"] == "en"
    assert understand("영어 공부 계획을 세우고 싶어요", "ko")["constraints"]["output_language"] is None


@pytest.mark.parametrize(
    ("text", "job"),
    [
        # what the person runs, said first, is not a second part of the job (its store words had won the plan)
        ("I run a small Etsy soap shop; I want to reply to customer messages faster", "I want to reply to customer"),
        ("네일샵을 운영하고 있어요. 예약 관리를 더 쉽게 하고 싶어요", "예약 관리를 더 쉽게 하고 싶어요"),
        ("I have a podcast; help me grow it", "I have a podcast; help me grow it"),  # the rest points back at it
    ],
)
def test_an_opening_that_says_what_the_person_runs_is_context(text, job):
    from graph.job_text import strip_self_intro

    assert strip_self_intro(text).startswith(job)


def test_a_sentence_that_only_says_what_the_person_spends_is_not_the_job():
    assert strip_constraints("Start a podcast. My budget is $30 a month.") == "Start a podcast."
    # a job done on a budget is still the job (this sentence had been dropped whole, leaving no job to plan)
    assert "Launch a podcast" in strip_constraints("I prefer free tools. Launch a podcast on a small budget")
    # money for ads beside a job is a means to it: a step of that job's plan (graph/brains/means_steps.py), not a
    # second job that outweighs it
    assert (
        strip_constraints("가게 블로그를 키우고 싶어요. 한 달 광고비는 20만원 정도예요")
        == "가게 블로그를 키우고 싶어요."
    )


@pytest.mark.parametrize(
    ("text", "job", "topic"),
    [
        (
            "I want to start a YouTube channel about budgeting and saving",
            "I want to start a YouTube channel",
            "budgeting and saving",
        ),
        ("Start a podcast about tea and post it on Spotify", "Start a podcast and post it on Spotify", "tea"),
        ("Make a tutorial about how to use Figma for beginners", "Make a tutorial for beginners", "how to use Figma"),
        ("절약에 관한 유튜브 채널을 시작하고 싶어요", "유튜브 채널을 시작하고 싶어요", "절약"),
        ("Tell me about Notion", "Tell me about Notion", None),
    ],
)
def test_what_is_made_is_the_job_and_what_it_is_about_is_its_topic(text, job, topic):
    """A channel about personal finance had got the budget-tracker plan: the subject outweighed the medium."""
    from graph.job_text import split_topic

    assert split_topic(text) == (job, topic)


def test_a_tool_the_work_is_about_is_not_one_the_person_uses():
    assert "figma" not in understand("Make a tutorial about how to use Figma for beginners", "en")["named_tools"]
    assert "capcut" in understand("Make a video about Figma and edit it in CapCut", "en")["named_tools"]


def test_free_tools_said_as_the_means_is_free_only_and_leaves_the_job_text():
    u = understand("가게 전단지를 새로 만들고 싶어요. 무료 도구로요", "ko")
    assert u["constraints"]["free_only"] and "무료" not in u["job_text"] and u["clauses"] == []


def test_a_question_about_how_to_do_a_job_asks_for_its_plan():
    """'How do I find more students and get paid on time?' had been answered with three tool blurbs."""
    assert not understand("I coach swimming. How can I fill my summer classes and take deposits?", "en")["is_question"]
    assert not understand("How do I start a newsletter about hiking?", "en")["is_question"]
    assert understand("How do I crop a photo in Canva?", "en")["is_question"]  # one thing in a named tool
    assert not understand("How can I get more readers on Substack?", "en")["is_question"]  # where the work goes
    assert understand("What is the difference between Notion and Obsidian?", "en")["is_question"]


def test_no_money_for_ads_is_not_an_ad_budget():
    from graph.job_text import ad_spend

    assert not ad_spend("We have no ad budget but want more followers")
    assert not ad_spend("광고비 없이 팔로워를 늘리고 싶어요")
    assert ad_spend("광고 예산은 월 20만원이에요")


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("I coach youth basketball. I need a way to share practice schedules.", "I need a way"),
        ("Florist here. I want to post arrangements every week.", "I want to post"),
        ("I'm a dog walker with about thirty regular clients in two neighborhoods. I need to bill them monthly.",
         "I need to bill"),
        ("mobile vet in leeds, need to text owners + send invoices", "need to text"),
    ],
)  # fmt: skip
def test_who_the_person_is_is_not_the_job(text, rest):
    from graph.job_text import strip_self_intro

    assert strip_self_intro(text).startswith(rest)


def test_a_tie_between_two_sides_goes_to_the_side_said_first():
    from graph.roles import detect_role

    assert detect_role("I need a resume and a cover letter for a nursing job posting") == "job-seeker"
    assert detect_role("We're hiring: write a job posting and a reply for applicants who send a cover letter") == (
        "employer"
    )


def test_short_words_and_lengths_of_time_ask_for_no_kind_of_work():
    from graph.plan_steps import categories_asked, word_in

    assert not word_in("moving to seoul next spring", "seo") and word_in("seo for my blog", "seo")
    asked = categories_asked("practice piano for 30 minutes a day and record a 3분짜리 clip")
    assert "transcription" not in asked
    assert "transcription" in categories_asked("turn the meeting minutes into a summary")


def test_the_phone_the_work_is_done_on_and_the_day_it_is_for():
    c = understand("월급이 들어오면 다 써요. 폰으로 가계부 쓰고 싶어요", "ko")["constraints"]
    assert c["platforms"] == ["mobile"]
    assert understand("폰으로 찍은 사진을 보정하고 싶어요", "ko")["constraints"]["platforms"] == []  # taken with it
    assert (
        understand("다음 주 금요일이 회사 창립 기념일이라 초대장을 보내요", "ko")["constraints"]["deadline"]
        == "다음 주 금요일"
    )


def test_a_job_is_named_by_one_of_its_names_or_by_more_than_one_of_its_words():
    """One shared word had chosen the job: "track who has what" a music track, "pirate-themed room" a home
    renovation, "근무하는데" a volunteer roster."""
    from graph.plan_steps import names_the_job
    from knowledge.catalog import load_workflows

    wf = {w["id"]: w for w in load_workflows()}
    room = "I own a small escape room business and need to come up with puzzles and a storyline for a pirate room."
    assert not names_the_job(wf["home-renovation-ideas"], room)
    assert names_the_job(wf["home-renovation-ideas"], "Plan a kitchen renovation on a budget with design ideas")
    assert not names_the_job(
        wf["volunteer-shift-scheduling"], "주민센터 근무하는데 어르신 스마트폰 교실 교재랑 수료증 만들어야 돼요"
    )
    assert names_the_job(
        wf["small-shop-email-marketing"], "Our soap store wants a welcome email, a cart reminder and a promotion"
    )
    assert names_the_job(wf["blog-general"], "블로그 시작하고 싶어요")  # a short request says it in few words


def test_a_teachers_vocabulary_worksheets_are_not_the_learners_memorisation_job():
    """The vocabulary-memorisation job had no side, so an ESL teacher's worksheets and quiz got a learner's
    flashcard plan; it is now the student's job, and a teacher's request ranks a teacher's job first."""
    from graph.workflow_ranking import rank_workflows
    from knowledge.service import get_knowledge_base

    text = "I teach English to adult learners and want to make weekly vocabulary worksheets and a quiz for them."
    u = understand(text, "en")
    ranked = rank_workflows(get_knowledge_base().search_workflows(u["job_text"], k=8), u)
    assert u["role"] == "teacher" and ranked[0][0]["id"] != "vocabulary-memorization"


def test_kakaotalk_for_a_groups_members_is_its_group_chat_and_tool_only_is_no_only_part():
    """A book club's "멤버들은 다 카톡만 써" had named the business Channel (answering customers) and, read as "only
    KakaoTalk is wanted", pruned the named-tool step."""
    from graph.request_parts import only_needs

    club = understand("산악회 총무인데 회비 기록이랑 공지를 하고 싶어요. 회원들은 다 카톡만 써요", "ko")
    assert "kakao-openchat" in club["named_tools"] and "kakaotalk-channel" not in club["named_tools"]
    shop = understand("꽃집인데 단골 손님들에게 신상품 소식을 카톡으로 보내고 싶어요", "ko")
    assert "kakaotalk-channel" in shop["named_tools"]
    # a studio's members pay for their classes: the owner speaks to them through the business Channel
    studio = understand("요가원 원장이에요. 회원들한테 다음 달 시간표를 카톡으로 보내고 싶어요", "ko")
    assert "kakaotalk-channel" in studio["named_tools"]
    assert only_needs("회원들은 다 카톡만 써요") is None


@pytest.mark.parametrize(
    ("text", "which"),
    [
        # a sentence that asks which of two named tools, whatever the sentences around it say
        ("Ghost or beehiiv for a paid cycling newsletter? I post race reports twice a week.", True),
        ("미리캔버스랑 캔바 중에 뭐 쓰는 게 나아요? 학원 전단지 만들 거예요", True),
        ("Should I use Canva or Figma for my café menu?", True),
        # the two sides of "vs" are names in any case; a maker's brand word names its product ("PowerPoint")
        ("loom vs descript for quick product walkthroughs? I record about five a week", True),
        ("Is Gamma really better than Copilot in PowerPoint for our quarterly decks?", True),
        # words between "중에" and "어떤 게" (what it is for) still ask which; a name spelled as a web address
        # ("Otter.ai") is said without its ending
        ("노션이랑 옵시디언 중에 대학원생 논문 정리용으로 어떤 게 좋아요?", True),
        ("What's the difference between Otter and Fireflies for sales calls?", True),
        # a job that names two places it may happen is a job
        ("I want to sell my prints on Etsy or Shopify and need product photos.", False),
        ("Canva로 포스터 만들고 Notion에 일정 정리하고 싶어요", False),
    ],
)
def test_a_question_about_which_tool_is_a_comparison(text, which):
    from graph.understanding import asks_which_tool

    assert asks_which_tool(text) is which
    u = understand(text, detect_language(text))
    assert u["comparison"] is which and (u["is_question"] or not which)


def test_a_brand_its_maker_writes_in_lower_case_is_named_in_any_place():
    from knowledge.catalog import tools_named_loosely

    assert "beehiiv" in tools_named_loosely("Substack or beehiiv?")
    assert "listmonk" in tools_named_loosely("we self-host listmonk for the club")


def test_a_device_only_phrase_leaves_no_broken_clause_in_the_job():
    u = understand("상담 녹음을 외부 서버에 올리지 않고 노트북 안에서만 받아쓰기하고 싶어요", "ko")
    assert u["constraints"]["local_only"]
    assert "않고" not in u["job_text"] and "받아쓰기" in u["job_text"]


def _job(job_id: str, title: str, title_ko: str, keyword: str, keyword_ko: str, role: str | None = None) -> dict:
    """A workflow record with one name in each language and no stages, for the routing and ranking tests."""
    job = {"id": job_id, "title": title, "title_ko": title_ko, "keywords": [keyword], "keywords_ko": [keyword_ko]}
    return {**job, "stages": [], **({"role": role} if role else {})}


def test_jobs_of_unrelated_sides_are_no_question_between_two_sides():
    # a seller's help desk and a landlord's repairs are two jobs, not two sides of one: no "which side" question
    from graph.brains.offline_planner import route

    desk = _job("desk", "Shop help desk", "쇼핑몰 고객 응대", "help desk", "고객 응대", role="seller")
    repairs = _job("repairs", "Rental repairs", "임대 수리 관리", "rental repairs", "수리 관리", role="landlord")
    text = "Customers keep phoning about their bikes. I'd like them to get a text when the repair is done, and a review request after."
    is_complex, _, question, _, choices = route(text, "en", [(desk, 0.6), (repairs, 0.58)])
    assert is_complex and question is None and choices == []
    # a comparison question is answered, however much else is said around it
    is_complex, _, question, _, _ = route(
        "Ghost or beehiiv for a paid newsletter? I write about trail running.", "en", [(desk, 0.6)]
    )
    assert not is_complex and question is None


def test_a_job_built_to_stay_on_the_device_leads_when_the_request_says_so():
    from graph.workflow_ranking import rank_workflows

    notes = _job("notes", "Lecture notes", "강의 노트", "lecture notes", "강의 녹음")
    local = _job("local", "Private transcription", "로컬 받아쓰기", "offline transcription", "로컬 받아쓰기")
    text = "상담 녹음을 외부 서버에 올리지 않고 노트북 안에서만 받아쓰고 요약하고 싶어요"
    ranked = rank_workflows([(notes, 0.85), (local, 0.6)], understand(text, "ko"))
    assert ranked[0][0]["id"] == "local"
    ranked = rank_workflows([(notes, 0.85), (local, 0.6)], understand("강의 녹음 받아쓰고 요약하고 싶어요", "ko"))
    assert ranked[0][0]["id"] == "notes"


def test_who_the_work_is_for_does_not_name_the_job():
    # "학부모" is shared by a sports team's parent chat and a teacher's parent conferences: it says who, not which job
    from graph.plan_steps import names_the_job

    team = {"id": "team", "title": "Run a kids' team", "title_ko": "유소년 팀 운영", "keywords": ["team schedule"],
            "keywords_ko": ["학부모 단체방", "팀 일정 공유"], "stages": [
                {"en": "Post the season schedule", "ko": "시즌 일정 올리기", "query": "team schedule", "category": "scheduling"},
                {"en": "Run the parents' group chat", "ko": "학부모 단체방 관리", "query": "group chat", "category": "customer-support"}]}  # fmt: skip
    text = "중학교 담임인데 학부모 상담 일정 잡는 거랑 상담 기록 남기는 걸 편하게 하고 싶어요"
    assert not names_the_job(team, text)
    assert names_the_job(team, "아이 축구팀 감독인데 팀 일정 공유랑 학부모 단체방 공지를 편하게 하고 싶어요")


def test_a_plain_word_alias_is_a_name_only_where_a_name_is_written():
    from knowledge.catalog import tools_named_in

    assert "zoom" in tools_named_in("Our weekly Zoom call runs long")
    assert "zoom" in tools_named_in("zoom으로 회의해요")
    assert "zoom" not in tools_named_in("Then zoom in on the chart")
    assert "microsoft-excel" not in tools_named_in("Students who excel at maths")


def test_the_limit_word_a_budget_leaves_is_not_part_of_the_job():
    job = strip_constraints("픽업 전날 손님들한테 알림도 보내고 싶어요. 월 2만원 이하로요")
    assert job == "픽업 전날 손님들한테 알림도 보내고 싶어요."
    assert "이내" not in strip_constraints("한 달 5만원 이내로 유튜브 시작하고 싶어요")


def test_asking_for_google_reviews_names_the_place_they_are_kept():
    from knowledge.catalog import tools_named_in

    assert "google-business-profile" in tools_named_in("then a message a week later asking for a Google review")
    assert "google-business-profile" in tools_named_in("구글 리뷰를 늘리고 싶어요")


def test_a_hangul_file_names_the_word_processor_and_hangul_alone_the_alphabet():
    from knowledge.catalog import tools_named_in

    assert tools_named_in("결과보고서는 한글 파일로 1~2장 써야 해요") == ("hancom-office-hangul",)
    assert tools_named_in("양식이 한글파일이에요") == ("hancom-office-hangul",)
    assert tools_named_in("영어 메일을 한글로 번역해 주세요") == ()


def test_the_stores_people_name_name_their_consoles():
    from knowledge.catalog import tools_named_in

    assert set(tools_named_in("앱스토어랑 플레이스토어에 올리고 싶어요")) == {
        "app-store-connect",
        "google-play-console",
    }
    assert "kindle-direct-publishing" in tools_named_in("publish the e-book on Amazon Kindle")


def test_the_start_of_a_catalog_name_is_no_unknown_tool():
    # "on Amazon Seller Central": the two words the name finder takes are the start of a catalog name, not a gap
    from graph.unknown_names import named_unknown

    assert named_unknown("I want to start selling them on Amazon Seller Central and Etsy") == []
    assert named_unknown("I edit everything in Frobnicator Pro") == ["Frobnicator Pro"]


def test_a_budget_said_in_dollars_a_month_is_not_said_twice():
    said = understand("Start a podcast. Budget around $50 a month.", "en")
    assert reading_line(said, "Start a podcast", "en").endswith("budget $50 a month")
    yearly = understand("Start a podcast for $600 a year", "en")
    assert "(about $50/month)" in reading_line(yearly, "Start a podcast", "en")


def test_a_detail_with_something_in_a_long_request_is_not_a_vague_request():
    # "ideally something that flags …" in a request of five sentences had turned a clear dashboard job into a
    # question with three readings; "something for my cafe instagram" alone stays vague
    from graph.brains.offline_planner import route

    dash = {"id": "dash", "title": "Business dashboard", "title_ko": "대시보드", "role": None, "keywords": ["dashboard"],
            "keywords_ko": ["대시보드"], "stages": []}  # fmt: skip
    text = (
        "I run the numbers for a 12-person catering company. Every Friday I copy totals from three Google Sheets "
        "(orders, staff hours, food waste) into one email for the owner. I'd like a weekly dashboard that updates "
        "itself, and ideally something that warns us when food waste jumps."
    )
    assert route(text, "en", [(dash, 0.45)])[2] is None
    assert route("something for my cafe instagram", "en", [(dash, 0.45)])[2] is not None


def test_free_only_takes_its_whole_particle_and_leaves_no_only():
    # "무료 툴로만" had left "만 하고 싶어요", read as "only these parts": a poster plan kept one stage of five
    from graph.request_parts import only_needs

    for text in ("포스터 만들고 싶어요. 무료 툴로만 하고 싶어요", "무료로만 하고 싶어요", "무료 앱으로만 할래요"):
        job = strip_constraints(text)
        assert "만" not in job.replace("만들", ""), job
        assert only_needs(job) is None


def test_how_long_the_person_has_done_their_trade_is_no_part_of_the_job():
    from graph.job_text import strip_self_intro

    # "일러스트 외주" had added an image-generation step to a tax return
    assert strip_self_intro("프리랜서로 일러스트 외주 받은 지 1년 됐어요. 5월에 종합소득세 신고를 해보려고 해요.") == (
        "5월에 종합소득세 신고를 해보려고 해요."
    )
    assert strip_self_intro("I've been tutoring math for about 3 years. Now I want to sell worksheets online.") == (
        "Now I want to sell worksheets online."
    )


def test_a_device_said_in_passing_is_no_keep_it_local_constraint():
    # "in Logic on my MacBook" had read as "process on my own machine": cloud tools ruled out, Ollama picked, and
    # the job text cut to "in Logic Book"
    u = understand("I produce beats in Logic on my MacBook and want to start a YouTube channel.", "en")
    assert not u["constraints"]["local_only"] and u["constraints"]["platforms"] == ["macos"]
    assert "MacBook" in u["job_text"]
    assert understand("I want to transcribe interviews on my own laptop.", "en")["constraints"]["local_only"]


def test_music_the_person_makes_is_theirs_and_what_each_thing_needs_is_asked():
    from graph.brains.own_asks import asks
    from graph.own_work import own_work

    assert own_work("I produce lo-fi beats in Logic and want a channel") == {"recording": "done"}
    assert own_work("비트는 직접 만들고 있어요") == {"recording": "done"}
    assert own_work("I want to make music with AI") == {}
    assert (
        asks("Every track needs a cozy looping scene, plus titles and descriptions that get found.", "en")
        == [
            "Get a cozy looping scene",
            "Get titles and descriptions that get found",  # "titles" had been split off and dropped; each thing needed is got
        ]
    )


def test_online_ordering_is_no_payment_word_but_a_preorder_is():
    from graph.plan_steps import categories_asked

    # "online ordering" as a payments word had turned a food truck's menu, Maps listing and ordering into a plan
    # with international payments and currencies
    assert "payments" not in categories_asked("i need a menu design, google maps listing and online ordering.")
    assert "payments" in categories_asked("let people preorder so they can skip the line")


def test_two_close_jobs_without_sides_are_no_question_between_two_sides():
    # a seller's knitting-pattern request had been asked "which of these do you mean" between a spreadsheet report
    # and a data-entry job: two jobs of no side are not two sides of one (COUNTERPART.get(None) is None)
    from graph.brains.offline_planner import route

    report = _job("report", "Spreadsheet report", "엑셀 보고서", "spreadsheet report", "엑셀 보고서")
    entry = _job("entry", "Data entry", "데이터 입력", "data entry", "데이터 입력")
    text = "I keep my pattern charts in a spreadsheet report and sell the PDFs online."
    _, _, question, _, choices = route(text, "en", [(report, 0.55), (entry, 0.53)])
    assert question is None and choices == []


def test_what_the_person_does_now_is_context_and_where_the_work_goes():
    # "…브이로그를 올리고 있어요" had made a subtitles request a travel-vlog plan; the platform it names is still
    # where the subtitles go
    from graph.brains.named_steps import named_steps

    text = "공방을 하면서 유튜브에 작업 브이로그를 올리고 있어요. 기존 영상 10개에 영어 자막을 달고 싶어요."
    u = understand(text, "ko")
    assert "브이로그" not in u["job_text"] and "자막" in u["job_text"] and "브이로그" in u["intro"]
    steps = [{"text": "자막 번역", "category": "translation", "stage_id": "t", "workflow_id": "w"}]
    assert [s["category"] for s in named_steps(list(steps), u, "ko")] == ["translation", "social-media"]
    # a sentence of what the person does with no want after it stays the job
    assert "브이로그" in understand("유튜브에 작업 브이로그를 올리고 있어요.", "ko")["job_text"]


def test_customers_who_live_abroad_are_noticed():
    assert understand("미국이랑 유럽에 사는 외국인 학생들한테 한국어를 가르쳐요", "ko")["customers_abroad"] is True
    assert understand("We host international guests at our guesthouse in Jeonju", "en")["customers_abroad"] is True
    assert understand("동네 학생들한테 수학을 가르쳐요", "ko")["customers_abroad"] is False


@pytest.mark.parametrize(
    ("text", "language", "question"),
    [
        ("Do a literature review for a paper or thesis", "en", False),  # an imperative, not "Do I …?"
        ("Do people still use Trello for small teams?", "en", True),
        ("quick q - how much does Zoom cost if our calls keep getting cut off at 40 min? 12 of us", "en", True),
        ("선생님 고르는 거랑 숙제 확인하는 걸 어떻게 하면 좋을까요", "ko", False),  # how to do a job: its plan
    ],
)
def test_what_is_a_question(text, language, question):
    assert understand(text, language)["is_question"] is question


def test_a_job_with_a_role_no_counterpart_has_and_one_with_none_are_no_two_sides():
    # a game artist's sprite-sheet request had been asked "which of these do you mean" between a creator's launch
    # job and an art job of no role: COUNTERPART.get("creator") is None, as the second job's role is
    from graph.brains.offline_planner import route

    launch = _job("launch", "Launch an indie game", "인디 게임 출시", "indie game", "인디 게임", role="creator")
    art = _job("art", "Game art assets", "게임 아트", "game art", "게임 아트")
    text = "I do the art for an indie game. I need a sprite sheet and a cover image."
    _, _, question, _, choices = route(text, "en", [(launch, 0.5), (art, 0.49)])
    assert question is None and choices == []


@pytest.mark.parametrize(
    "text",
    ["I run a bike repair shop. Free tools where possible.", "가능하면 무료로 쓰고 싶어요", "Ideally free tools"],
)
def test_free_where_possible_is_free_first_not_free_only(text):
    # "Free tools where possible" had been read as free only in memory, leaving a texting step with no tool
    from memory_store.reflection import extract_preferences

    constraints = understand(text, "en")["constraints"]
    assert (constraints["free_only"], constraints["low_cost"]) == (False, True)
    assert [e.value for e in extract_preferences(text, "en") if e.key == "pricing"] == ["low"]
