"""Composition rules that decide which stages a plan keeps (fast): the understanding of a request (its parts,
what it makes and from what, the work the person has done), the ranking of workflows, and the composer.

Requests here are written for these tests; each checks one mechanism.
"""

from __future__ import annotations

import pytest

from graph.own_work import own_work, without_own_work
from graph.request_parts import stated_needs
from knowledge.catalog import load_workflows


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've recorded three episodes already; help me edit and publish them", {"recording": "done"}),
        ("데모곡 4곡을 녹음해 놨어요. 믹싱이랑 발매를 하고 싶어요", {"recording": "done"}),
        ("I'll shoot the clips myself, I just need captions", {"filming": "self"}),
        ("영상은 제가 직접 찍어요. 대본이랑 자막 도와주세요", {"filming": "self"}),
        ("원고는 이미 다 써 놨고 표지랑 판매만 하면 돼요", {"writing": "done"}),
        ("My Etsy shop sells pressed-flower cards; help me write better listings", {"shop": "has"}),
        ("블로그를 운영 중인데 방문자가 줄었어요", {"shop": "has"}),
        ("Help me open my first online store", {}),
        ("I want to record a podcast about chess", {}),
        ("스마트폰으로 찍은 여행 사진을 정리하고 싶어요", {"photos": "done"}),
        ("I need to analyze survey results from 300 customers", {"survey": "done"}),
        ("Make a survey for my customers", {}),
        ("노션에 정리한 독서 기록으로 카드뉴스를 만들고 싶어요", {"notes": "done"}),
        ("Turn the notes I took in class into flashcards", {"notes": "done"}),
        ("Make me a short film with AI", {}),
        ("캠핑 브이로그 찍어둔 영상이 잔뜩 있는데 편집을 못해요", {"filming": "done"}),
        (
            "The track and the lyrics are finished; I need cover art and a release plan",
            {"recording": "done", "writing": "done"},
        ),
        ("동화 원고는 다 됐고 삽화만 그리고 싶어요", {"writing": "done"}),
        ("I want to write a song for my mom", {}),
        ("졸업식 영상 찍어둔 게 있는데 2분으로 줄이고 싶어요", {"filming": "done"}),
    ],
)
def test_work_the_person_did_or_does_by_hand_is_read(text, expected):
    assert own_work(text) == expected


def _stages(workflow_id: str) -> list[dict]:
    return list(next(w for w in load_workflows() if w["id"] == workflow_id)["stages"])


def test_recorded_music_drops_the_stages_that_make_it_and_the_writing_before_them():
    stages = _stages("music-release-distribution")
    kept = without_own_work(stages, {"recording": "done"})
    kinds = [s["category"] for s in kept]
    assert "music-generation" not in kinds
    assert kept[0]["category"] not in ("llm-assistant", "writing")  # the lyrics are behind the person too
    assert {"audio-editing", "publishing"} <= set(kinds)


def test_filming_by_hand_drops_only_the_generator_stage():
    stages = _stages("instagram-reels-tiktok")
    kept = without_own_work(stages, {"filming": "self"})
    assert [s for s in stages if s not in kept] == [s for s in stages if s["category"] == "video-generation"]
    assert kept[0] == stages[0]  # ideas and scripts are still wanted


def test_a_shop_the_person_runs_is_not_set_up_again():
    stages = _stages("online-store-global")
    kept = without_own_work(stages, {"shop": "has"})
    assert len(kept) == len(stages) - 1 and "store" in [s for s in stages if s not in kept][0]["en"].lower()


def test_nothing_is_dropped_when_the_request_is_about_the_work_itself():
    stages = _stages("music-release-distribution")[:2]
    assert without_own_work(stages, {"recording": "done"}) == stages
    assert without_own_work(stages, {"recording": "done"}, keep_min=0) != stages


@pytest.mark.parametrize(
    ("text", "is_list"),
    [
        ("We're launching a board game. I need box art, a rules PDF and a short trailer.", True),
        ("Please help with thumbnails, titles and chapter markers for my channel.", True),
        ("포스터, 신청서, 안내 문자가 필요해요", True),
        ("I need a site in three languages for my cabin rental, and I want visitors to pay a deposit online", False),
        ("I need a logo for my bakery", False),
        ("I want a newsletter and a signup form", False),
    ],
)
def test_a_stated_list_of_needs_is_told_from_a_sentence_about_the_job(text, is_list):
    assert bool(stated_needs(text)) is is_list


def test_an_opening_that_only_says_who_the_person_is_is_not_the_job():
    from graph.job_text import strip_self_intro

    assert strip_self_intro("I'm a wedding photographer. Help me answer inquiries faster.") == (
        "Help me answer inquiries faster."
    )
    assert strip_self_intro("요가 강사예요. 수업 예약을 받고 싶어요") == "수업 예약을 받고 싶어요"
    kept = "I'm a paramedic who wants to start a podcast about night shifts."
    assert strip_self_intro(kept) == kept  # the job is in the same sentence


def test_a_written_story_drops_the_stage_that_writes_it_not_the_ones_that_use_it():
    stages = [
        {"en": "Write a short story for the book", "ko": "짧은 이야기 쓰기", "category": "writing"},
        {"en": "Split the story into page scenes", "ko": "장면 나누기", "category": "llm-assistant"},
        {"en": "Illustrate each page", "ko": "그림 그리기", "category": "image-generation"},
    ]
    assert without_own_work(stages, {"writing": "done"}) == stages[1:]


def test_the_items_of_a_stated_list_are_the_requests_parts():
    from graph.request_parts import clauses, need_items

    assert need_items("Help me with weekly quizzes, parent emails and a class website.") == [
        "weekly quizzes",
        "parent emails",
        "a class website",
    ]
    assert clauses("Help me with weekly quizzes, parent emails and a class website.")[-1] == "a class website"
    assert need_items("I need a logo for my bakery") == []


def test_a_keyword_that_only_names_a_platform_does_not_name_the_job():
    from graph.plan_steps import job_name_hits

    wf = {"keywords": ["smart store", "poster"], "keywords_ko": ["스마트스토어", "홍보 포스터"]}
    assert job_name_hits(wf, "스마트스토어 리뷰를 정리해서 홍보 포스터를 만들고 싶어요") == ["홍보 포스터"]


def test_footage_already_shot_in_korean_is_read():
    assert own_work("유튜브에 올릴 영상은 이미 찍어 놨어요") == {"filming": "done"}
    plan = [
        {"en": "Plan the scenes", "ko": "여행 중 찍을 장면과 흐름 구상", "category": "llm-assistant"},
        {"en": "Edit the footage", "ko": "찍은 영상 편집", "category": "video-editing"},
        {"en": "Add music", "ko": "배경음악 넣기", "category": "music-generation"},
    ]
    assert without_own_work(plan, {"filming": "done"}) == plan[1:]


def test_a_step_a_model_wrote_with_a_conjunction_still_gets_its_kind():
    """The local model wrote '빵집 사진 및 게시물 작성'; '및' (and) counted as a content word, no stage matched enough
    of the words, the step had no kind and was left without a tool in the real-model benchmark."""
    from graph.plan_steps import derive_step

    assert derive_step("빵집 사진 및 게시물 작성", "ko")["category"] == "design"
    assert derive_step("Design the menu or flyer for the shop", "en")["category"] == "design"


def test_a_second_verb_after_and_starts_a_second_part():
    from graph.request_parts import clauses

    assert clauses("I want to send a monthly newsletter and take class bookings online") == [
        "I want to send a monthly newsletter",
        "take class bookings online",
    ]
    assert clauses("a quick and simple landing page") == []


def _wf(workflow_id: str) -> dict:
    return next(w for w in load_workflows() if w["id"] == workflow_id)


def test_the_whole_requests_nearest_job_leads_only_when_it_is_one_of_its_parts():
    from graph.brains.compose_parts import main_from_parts

    request = "send a monthly newsletter and take class bookings online"
    ranked = [(_wf("online-class-teaching"), 0.68), (_wf("newsletter"), 0.6)]
    parts = [
        [(_wf("newsletter"), 0.65)],
        [(_wf("online-class-teaching"), 0.69), (_wf("appointment-booking-business"), 0.67)],
    ]
    lead = main_from_parts(ranked, {"job_text": request}, parts, request)
    assert lead[0][0]["id"] == "newsletter" and {wf["id"] for wf, _ in lead} == {"newsletter", "online-class-teaching"}
    # a request that names the nearest job keeps it in the lead
    named = "teach an online class and send a monthly newsletter"
    assert main_from_parts(ranked, {"job_text": named}, parts, named)[0][0]["id"] == "online-class-teaching"


def test_a_plural_or_a_frequency_word_does_not_pick_another_jobs_stage():
    from graph.brains.stage_words import stage_for

    stage, workflow_id = stage_for("scheduling", "send a monthly newsletter and take class bookings online", [])
    assert "book" in stage["en"].lower() and "monthly" not in stage["en"].lower(), (workflow_id, stage)


def test_an_optional_stage_is_not_asked_for_by_a_making_verb():
    from graph.brains.stage_words import asked_for

    video = {"en": "Make a short invitation video", "ko": "짧은 초대 영상 만들기"}
    assert not asked_for(video, "아이 생일파티 초대장 만들고 참석 여부 받고 싶어요")
    assert asked_for(video, "생일파티 초대장이랑 초대 영상도 만들고 싶어요")


@pytest.mark.parametrize(
    ("text", "made", "material"),
    [
        ("Turn my blog posts into a short e-book and sell it", "a short e-book", "my blog posts"),
        ("제 요리 레시피를 모아서 전자책으로 만들고 싶어요", "전자책", "제 요리 레시피를 모아서"),
        ("Convert my lecture recordings into study notes", "study notes", "my lecture recordings"),
        ("유튜브 쇼츠 영상을 AI로 만들고 싶어요", None, None),  # "AI로": how, not what
        ("I want to make a logo", None, None),
        ("찍은 여행 사진으로 인스타 릴스 만들고 싶어요", "인스타 릴스", "찍은 여행 사진"),
        ("스마트폰으로 영상 만들기", None, None),  # a device is how, not the material
        ("캔바로 포스터 만들기", None, None),  # a tool too
    ],
)
def test_the_deliverable_of_a_turn_into_request_is_told_from_its_material(text, made, material):
    from graph.deliverable import deliverable

    found = deliverable(text)
    assert (found or {}).get("made") == made and (found or {}).get("from") == material


def test_the_job_the_deliverable_names_outranks_the_job_of_its_material():
    from graph.understanding import understand
    from graph.workflow_ranking import rank_workflows

    text = "제 요리 레시피를 모아서 전자책으로 만들고 싶어요"
    ranked = rank_workflows(
        [(_wf("recipe-cooking-content"), 0.72), (_wf("ebook-self-publishing"), 0.42)], understand(text, "ko")
    )
    assert ranked[0][0]["id"] == "ebook-self-publishing"


def test_the_persons_own_material_is_work_already_done():
    from graph.understanding import understand

    own = understand("Convert my lecture recordings into study notes", "en")["own_work"]
    assert own == {"recording": "done", "writing": "source"}  # once transcribed, the notes are written from it
    assert understand("Turn my blog posts into an e-book", "en")["own_work"] == {"writing": "source"}
    # recordings that exist still need transcribing: only the stage that records is dropped
    kept = without_own_work(_stages("lecture-notes-from-recording"), {"recording": "done"})
    assert [s["id"] for s in kept][0].startswith("transcribe")


def test_a_named_marketplace_takes_the_plans_own_selling_step():
    from graph.brains.named_steps import named_steps
    from graph.plan_steps import step_from_stage

    steps = [step_from_stage(s, "ebook-self-publishing", "en") for s in _stages("ebook-self-publishing")]
    out = named_steps(list(steps), {"named_tools": ["gumroad"]}, "en")
    assert len(out) == len(steps) and "Gumroad" in out[-1]["text"]
    assert not any("e-book stores" in s["text"] for s in out)


def test_a_word_most_of_the_jobs_stages_share_does_not_ask_for_an_optional_stage():
    from graph.brains.stage_words import asked_for

    wf = _wf("youtube-thumbnail-design")
    test = next(s for s in wf["stages"] if s["id"] == "test-thumbnails")
    assert not asked_for(test, "유튜브 채널 썸네일을 일관된 스타일로 만들고 싶어요", wf)
    assert asked_for(test, "썸네일 두 개의 클릭률을 비교하고 싶어요", wf)


def test_material_a_reel_is_made_from_is_not_filmed_again():
    from graph.understanding import understand

    own = understand("찍은 여행 사진으로 인스타 릴스 만들고 싶어요", "ko")["own_work"]
    assert own == {"filming": "done", "photos": "done"}
    kept = without_own_work(_stages("instagram-reels-tiktok"), own)
    assert not any(s["category"] == "video-generation" for s in kept)


def test_a_platform_the_work_is_for_is_not_a_request_to_post_there():
    from graph.brains.named_steps import named_steps

    steps = [step_from_stage_of("ai-profile-photo")]
    headshot = {"named_tools": ["linkedin"], "job_text": "I want a professional portrait for my LinkedIn profile"}
    assert len(named_steps(list(steps), headshot, "en")) == 1
    posting = {"named_tools": ["linkedin"], "job_text": "Make a headshot and post it on LinkedIn"}
    assert len(named_steps(list(steps), posting, "en")) == 2
    # clips or videos for a platform are posted there ("cut the best moments into TikTok clips" had no TikTok step)
    clips = {"named_tools": ["tiktok-studio"], "job_text": "Cut my best takes into TikTok clips with captions"}
    assert named_steps(list(steps), clips, "en")[-1]["stage_id"] == "named-tiktok-studio"


def test_a_sellers_plan_on_their_stores_orders_and_reviews_starts_where_they_are():
    # the store the person runs gets no listing step; a plan working on its reviews gathers them from it first
    from graph.brains.named_steps import named_steps

    steps = [{"text": "Sort the reviews by complaint", "category": "llm-assistant"}]
    shop = {"named_tools": ["etsy"], "own_work": {"shop": "has"}, "job_text": "I sell mugs on my Etsy shop"}
    out = named_steps(list(steps), shop, "en")
    assert [s["text"] for s in out] == ["Gather the orders, inquiries and reviews from Etsy", steps[0]["text"]]
    assert out[0]["category"] == "ecommerce"
    design = [{"text": "Design a new mug print", "category": "design"}]
    assert named_steps(list(design), shop, "en") == design  # nothing of the store's to gather


def test_two_named_marketplaces_each_get_their_listing_step():
    # one listing step for two named places had gone to one of them, and the other was left out of the plan
    from graph.brains.named_steps import named_steps

    listing = [{"text": "Open the shop and list the products", "category": "ecommerce", "stage_id": "list"}]
    both = {"named_tools": ["ebay", "etsy"], "job_text": "I want to sell my prints on eBay and Etsy"}
    assert [s["text"] for s in named_steps(list(listing), both, "en")] == [
        "List the products on eBay",
        "List the products on Etsy",
    ]
    # two app stores: each its own publishing step, the second does not replace the first's
    apps = {"named_tools": ["google-play-console", "app-store-connect"], "job_text": "앱스토어랑 플레이스토어에 올리기"}
    out = named_steps([{"text": "앱 설명 쓰기", "category": "llm-assistant"}], apps, "ko")
    assert {s.get("stage_id") for s in out} >= {"named-google-play-console", "named-app-store-connect"}


def test_an_ad_posted_on_one_job_board_goes_up_on_each_board_named():
    # "지원자가 사람인, 잡코리아로 들어와서": the one posting step had gone to one board and left the other out; two
    # tools that share only a category (two note apps) are not two places
    from graph.brains.named_steps import also_on

    post = [{"text": "채용 사이트에 공고 올리기", "category": "productivity", "stage_id": "post"},
            {"text": "면접 일정 잡기", "category": "scheduling", "stage_id": "interview"}]  # fmt: skip
    boards = {"named_tools": ["saramin", "jobkorea"]}
    assert [s["text"] for s in also_on(list(post), boards, "ko")] == [
        "채용 사이트에 공고 올리기: Saramin (사람인)",  # the first board is named: each board gets its own step
        "JobKorea (잡코리아)에도 똑같이 올리기",
        "면접 일정 잡기",
    ]
    notes = {"named_tools": ["notion", "evernote"]}
    assert also_on(list(post), notes, "ko") == post


def test_a_jobs_website_stages_stay_out_when_the_request_says_no_site():
    # a clinic's office manager who wants a digital intake form had got a website to build, its copy and a domain
    from graph.brains.offline_composer import _workflow_steps

    wf = next(w for w in load_workflows() if w["id"] == "solo-practice-website-intake")
    intake = "I manage a small clinic and want patients to fill in the intake form online before they come in"
    kinds = [s["category"] for s in _workflow_steps(wf, "en", intake, {})]
    assert "website-builder" not in kinds and "forms-surveys" in kinds
    site = "I'm opening a small clinic and need a website where patients book and fill in the intake form"
    assert "website-builder" in [s["category"] for s in _workflow_steps(wf, "en", site, {})]


def test_tool_names_are_no_words_of_the_job():
    # "사람인" (a job board) shares "사람" with a wedding invitation's "두 사람의 이야기"
    from knowledge.catalog import without_tool_names

    text = "지원자가 사람인, 잡코리아로 들어와요"
    assert "사람" not in without_tool_names(text) and len(without_tool_names(text)) == len(text)
    assert without_tool_names("결과보고서는 한글 파일로").split() == ["결과보고서는", "로"]


def test_where_orders_come_in_now_is_not_a_request_to_post_there():
    # "인스타 DM으로만 받다 보니": Instagram is where orders arrive today; "운영하는데" runs the shop, not the account
    from graph.brains.named_steps import named_steps

    steps = [{"text": "케이크 사진 보정하기", "category": "photo-editing"}]
    orders = {"named_tools": ["meta-business-suite"],
              "job_text": "빵집을 운영하는데 케이크 주문을 인스타 DM으로만 받다 보니 자꾸 빠져요. 주문을 한 곳에서 받고 싶어요"}  # fmt: skip
    assert named_steps(list(steps), orders, "ko") == steps
    reels = {"named_tools": ["meta-business-suite"], "job_text": "빵집 인스타 릴스를 꾸준히 하고 싶어요"}
    assert len(named_steps(list(steps), reels, "ko")) == 2


def step_from_stage_of(workflow_id: str) -> dict:
    from graph.plan_steps import step_from_stage

    return step_from_stage(_stages(workflow_id)[0], workflow_id, "en")


def test_finished_writing_drops_the_research_behind_it_too():
    stages = [
        {"id": "r", "en": "Research the topic", "ko": "주제 조사", "category": "research"},
        {"id": "w", "en": "Write the manuscript", "ko": "원고 작성", "category": "writing"},
        {"id": "c", "en": "Design the cover", "ko": "표지 디자인", "category": "design"},
        {"id": "p", "en": "Publish it", "ko": "출간", "category": "publishing"},
    ]
    assert [s["id"] for s in without_own_work(stages, {"writing": "done"})] == ["c", "p"]


@pytest.mark.parametrize(
    "text",
    [
        "I sell handmade candles on Etsy and want better photos",
        "스마트스토어에서 수제 비누를 팔고 있어요",
        "쿠팡에서 생활용품을 판매 중인데",
    ],
)
def test_selling_somewhere_already_means_the_shop_exists(text):
    assert own_work(text) == {"shop": "has"}


def test_a_listed_need_that_says_what_to_do_becomes_that_step():
    from graph.brains.compose_parts import item_step

    step = item_step("checking the facts in each episode", "en")
    assert step["text"] == "Checking the facts in each episode" and step["category"] == "research"
    assert item_step("Google Maps listing", "en")["text"] == "Set up the Google Maps listing"


def test_a_meeting_named_as_the_occasion_asks_for_no_meeting_tool():
    from graph.plan_steps import categories_asked

    assert "meeting" not in categories_asked("팀 주간 회의 자료를 보기 좋게 만들고 싶어요")
    assert "meeting" in categories_asked("매주 회의록을 자동으로 정리하고 싶어요")


@pytest.mark.parametrize(
    ("text", "made", "material"),
    [
        ("I need to translate my Shopify store into Spanish and French", "translation", "my Shopify store"),
        ("유튜브 영상을 영어로 번역하고 싶어요", "번역", "유튜브 영상"),
        ("Make a podcast from my existing newsletter issues", "a podcast", "my existing newsletter issues"),
        ("I want to learn to translate", None, None),
    ],
)
def test_a_verb_that_names_its_output_or_a_from_phrase_gives_the_deliverable(text, made, material):
    from graph.deliverable import deliverable

    found = deliverable(text) or {}
    assert found.get("made") == made and found.get("from") == material


def test_a_workflow_named_for_this_very_conversion_leads():
    from graph.understanding import understand
    from graph.workflow_ranking import rank_workflows

    text = "Make a podcast from my existing newsletter issues using AI voices"
    ranked = rank_workflows(
        [(_wf("podcast-launch"), 0.77), (_wf("newsletter-to-podcast"), 0.6)], understand(text, "en")
    )
    assert ranked[0][0]["id"] == "newsletter-to-podcast"


def test_the_persons_trade_is_not_the_jobs_name():
    from graph.plan_steps import job_name_hits

    assert job_name_hits(_wf("teacher-weekly-quiz"), "I'm a math teacher and want short explainer videos") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I need to translate my Shopify store into Spanish", {"shop": "has"}),
        ("Help me build my website", {}),
        ("동네 꽃집 인스타를 키우고 싶어요. 사진은 제가 직접 찍어요", {"photos": "self"}),
    ],
)
def test_a_store_worked_on_exists_and_photos_by_hand_are_not_filming(text, expected):
    assert own_work(text) == expected


def test_i_need_to_do_one_thing_is_not_a_list_of_needs():
    assert stated_needs("I need to translate my Shopify store into Spanish and French") is None


def test_an_english_job_name_counts_in_another_order_or_form():
    from graph.plan_steps import keyword_hits

    hits = keyword_hits(_wf("appointment-booking-business"), "we want patients to book online and get reminders")
    assert "online booking" in hits
    assert keyword_hits(_wf("appointment-booking-business"), "an online shop for books") == []


def test_a_job_the_request_names_leads_over_an_unnamed_partial_match():
    from graph.brains.offline_composer import _named_over_unnamed

    request = "We run a small dental clinic and want patients to book online and get SMS reminders"
    ranked = [(_wf("solo-practice-website-intake"), 0.59), (_wf("appointment-booking-business"), 0.52)]
    assert _named_over_unnamed(ranked, request)[0][0]["id"] == "appointment-booking-business"
    strong = [(_wf("solo-practice-website-intake"), 0.7), (_wf("appointment-booking-business"), 0.52)]
    assert _named_over_unnamed(strong, request)[0][0]["id"] == "solo-practice-website-intake"


def test_a_kind_the_request_asks_for_that_no_stage_shares_gets_its_own_step_before_publishing():
    from graph.brains.offline_composer import compose
    from graph.understanding import understand

    text = "Make an illustrated cookbook from the recipes I wrote"
    steps, _ = compose(text, "en", understand(text, "en"), [(_wf("ebook-self-publishing"), 0.9)], [])
    kinds = [s["category"] for s in steps]
    assert "image-generation" in kinds  # "illustrated" asks for pictures though no e-book stage makes them
    assert kinds.index("image-generation") < max(i for i, k in enumerate(kinds) if k == "publishing")


def test_a_job_with_a_stage_for_each_kind_the_request_asks_for_beats_a_close_one_without():
    """A yoga teacher asking for bookings and payments had got the teach-an-online-class plan (no booking stage):
    close in words and helped by the teacher role."""
    from graph.understanding import understand
    from graph.workflow_ranking import rank_workflows

    text = "I'm a dance teacher and I want students to book and pay for my classes online"
    ranked = rank_workflows(
        [(_wf("online-class-teaching"), 0.55), (_wf("appointment-booking-business"), 0.54)], understand(text, "en")
    )
    assert ranked[0][0]["id"] == "appointment-booking-business"


def test_a_broad_kind_word_adds_no_stage_of_another_job_that_does_not_say_it():
    """ "condition notes" of a listing had added a contract template (it shared "start"): another job's stage must say
    the word that asked for its kind, and "notes" alone asks for no step of its own."""
    from graph.brains.offline_composer import compose
    from graph.understanding import understand

    text = "I want to start selling my old vinyl records on eBay with clear photos and condition notes."
    steps, _ = compose(text, "en", understand(text, "en"), [(_wf("secondhand-selling"), 0.8)], [])
    assert not any(s.get("workflow_id") == "contract-nda-esign" for s in steps), steps
    assert not any(s.get("category") == "productivity" for s in steps), steps


def test_what_the_person_does_not_know_how_to_do_asks_for_no_step_of_it():
    """ "I don't know how to code" is why a no-code tool is wanted: its "code" had added a coding-course stage
    ("Practice in an editor with an AI tutor") to a teacher's gallery site."""
    from graph.job_text import without_inabilities
    from graph.plan_steps import categories_asked

    for text in (
        "I want a gallery site for my class. I don't know how to code.",
        "반 갤러리 사이트를 만들고 싶어요. 코딩은 하나도 몰라요",
    ):
        assert "coding" not in categories_asked(without_inabilities(text).lower())
    assert "coding" in categories_asked("I want to learn to code in python")


def test_a_qr_code_asks_for_no_coding():
    from graph.plan_steps import categories_asked

    assert "coding" not in categories_asked("a menu poster with a qr code for the tables")
    assert "coding" not in categories_asked("qr코드 넣은 안내문 만들기")
    assert "design" in categories_asked("a menu poster with a qr code for the tables")


def test_an_adverb_after_what_is_made_is_not_its_head():
    from graph.deliverable import deliverable

    assert deliverable("I'd like to turn my recipe notes into short videos somehow.")["made"] == "short videos"


def test_finished_lyrics_drop_the_stage_that_writes_them():
    stages = _stages("music-track")
    kept = without_own_work(stages, {"recording": "done", "writing": "done"}, keep_min=0)
    assert not any("lyrics" in s["en"].lower() and s["en"].lower().startswith("write") for s in kept)


def test_only_the_part_asked_for_leaves_out_the_part_already_made():
    from graph.brains.offline_composer import _workflow_steps

    wf = next(w for w in load_workflows() if w["id"] == "music-track")
    request = "The track and lyrics are finished. I only need a lyric video"
    steps = _workflow_steps(wf, "en", request, own_work(request))
    assert [s["category"] for s in steps] == ["video-editing"]


def test_a_seating_chart_is_no_data_chart():
    from graph.plan_steps import categories_asked

    assert "data-analysis" not in categories_asked("we need a seating chart for 90 guests")
    assert "data-analysis" in categories_asked("make charts of monthly sales")


def test_a_word_inside_another_kinds_phrase_asks_for_that_kind_only():
    from graph.plan_steps import categories_asked

    assert "design" not in categories_asked("help me write a cover letter")
    assert "design" in categories_asked("i need a cover for my ebook")


def test_an_ask_the_nearest_jobs_plan_does_not_do_is_still_planned():
    """A florist's 'send regulars the news, and keep incoming orders in one place' kept only the news plan."""
    from graph.brains.offline_composer import compose
    from graph.understanding import understand

    text = (
        "혼자 하는 빵집인데 단골 손님한테 신메뉴 소식 문자로 보내고, 케이크 주문 들어온 거 한 곳에서 정리하고 싶어요."
    )
    steps, _ = compose(text, "ko", understand(text, "ko"), [(_wf("customer-news-messaging"), 0.7)], [])
    assert any(s.get("workflow_id") == "customer-news-messaging" for s in steps), steps
    assert any("주문" in s["text"] and s.get("category") == "productivity" for s in steps), steps


def test_a_step_that_says_skip_is_the_ask_not_a_part_to_drop():
    from graph.brains.offline_planner import adapt

    request = "I want to post our schedule every Monday, and let people preorder online so they can skip the line."
    steps = ["Design the posts", "Let people preorder online so they can skip the line"]
    assert adapt(steps, request, "en", removals_only=True) == steps  # the preorder step had been dropped
    plan = ["Design the invitations", "Book the venue", "Plan the menu"]
    assert adapt(plan, "Plan our party, skip the invitations.", "en", removals_only=True) == plan[1:]


def test_a_written_step_whose_words_say_a_kind_is_that_kind_not_the_stage_it_reads_like():
    from graph.plan_steps import derive_step

    # "a way to sell tickets online" had read like a marketplace stage and taken Amazon Seller Central
    assert derive_step("Set up the way to sell tickets online", "en")["category"] == "scheduling"
    assert derive_step("티켓 예매 페이지 만들기", "ko")["category"] == "scheduling"


def test_a_booking_plan_for_a_request_that_names_no_site_builds_no_website(session, user):
    # the nearest job's whole plan (taken when the request's words found too few of its stages) had kept
    # "Add the booking page to your website" for a studio that asked only for online class bookings and deposits
    result = session.start(
        "I run a tiny pottery studio and want people to book wheel classes online and pay a deposit.", user_id=user
    )
    assert result["plan"] and not any(s["category"] == "website-builder" for s in result["plan"]), result["plan"]


def test_an_online_gallery_asked_for_keeps_the_jobs_gallery_stage():
    """A photographer who asked to "deliver an online gallery" had lost the job's client-gallery stage (a website
    stage, pruned when a request says no site) and got the ask back in their words with a chat assistant."""
    from graph.brains.offline_composer import _without_unasked_site

    stages = [{"text": "Cull the shoot", "en": "Cull the shoot", "category": "photo-editing"},
              {"text": "Batch-edit the selects", "en": "Batch-edit the selects", "category": "photo-editing"},
              {"text": "Deliver the photos in an online client gallery", "en": "Deliver the photos in an online client gallery",
               "category": "website-builder"}]  # fmt: skip
    assert (
        _without_unasked_site(stages, "edit them and deliver an online gallery the couple can download from") == stages
    )
    assert _without_unasked_site(stages, "사진 고르고 온라인 갤러리로 보내고 싶어요") == stages


def test_what_brackets_list_is_no_need_of_its_own():
    from graph.request_parts import need_items

    items = need_items("I need an intake form (allergies, meds, feeding times), invoices and a simple booking page.")
    assert not any(i.strip().lower() in ("meds", "feeding times", "allergies") for i in items), items


def test_a_clause_does_not_add_the_other_sides_job():
    """A photographer's "a 30% deposit handled before the shoot" had added a tenant's registry-and-deposit check."""
    from graph.brains.offline_composer import compose
    from graph.understanding import understand

    text = "I'm a wedding photographer. I want to deliver an online gallery and have the contract plus a 30% deposit handled before the shoot."
    clause_workflows = [[(_wf("tenant-lease-check"), 0.9)] for _ in understand(text, "en").get("clauses") or []]
    steps, used = compose(
        text, "en", understand(text, "en"), [(_wf("photographer-client-delivery"), 0.9)], clause_workflows
    )
    assert "tenant-lease-check" not in used
    assert not any(s.get("workflow_id") == "tenant-lease-check" for s in steps)


def test_where_the_person_streams_is_where_the_work_is_posted():
    from graph.brains.named_steps import named_steps

    steps = [step_from_stage_of("ai-profile-photo")]
    streaming = {"named_tools": ["twitch"], "job_text": "I stream on Twitch three nights a week and need new emotes"}
    assert named_steps(list(steps), streaming, "en")[-1]["stage_id"] == "named-twitch"


def test_a_tool_named_as_the_way_it_goes_wrong_now_gets_no_step():
    # "휴가 신청도 카톡으로 제각각 받아서 빠뜨리기 일쑤" had added "KakaoTalk Channel로 고객 문의 응대하기"
    from graph.brains.named_steps import named_steps

    steps = [step_from_stage_of("ai-profile-photo")]
    mess = {
        "named_tools": ["kakaotalk-channel"],
        "job_text": "근무표를 짜는데 휴가 신청도 카톡으로 제각각 받아서 빠뜨리기 일쑤예요. 신청 받는 걸 정리하고 싶어요.",
    }
    assert len(named_steps(list(steps), mess, "ko")) == 1
