"""Choosing rules that decide which tool a step gets (fast): a step's kind and purpose against a tool's tags,
the person's language, market, device and named tools, and how widely a tool is used for the work.

Requests and candidate cards here are written for these tests; each test checks one rule with cards that
retrieval could return, through best_choice or the hard limits, without building the knowledge base.
"""

from __future__ import annotations

from graph.brains.purpose import purpose_hits, purpose_tags
from knowledge.catalog import catalog_by_id, tools_named_in


def _card(tool_id: str, category: str, score: float, pricing: str = "freemium") -> dict:
    """A retrieved catalog card as the recommender sees it."""
    return {"kind": "tool", "tool_id": tool_id, "source": f"catalog:{tool_id}", "category": category,
            "pricing_model": pricing, "score": score, "dense": score}  # fmt: skip


def _request(task: str = "t", language: str = "en", cards: list[dict] | None = None, step: dict | str | None = None,
             named: list[str] | None = None, **constraints):  # fmt: skip
    """A recommender request for one step: round 2 with `cards` as its search results, else round 1 with none."""
    from graph.brains.base import RecommendRequest

    text = step["text"] if isinstance(step, dict) else step or "s"
    observations = {"call_r1_t0": cards} if cards is not None else {}
    return RecommendRequest(
        task=task, language=language, sub_tasks=[text], pending=[0], round=2 if cards is not None else 1,
        max_rounds=3, phase_messages=[], observations=observations,
        call_args={k: {"name": "retrieve_docs", "args": {}} for k in observations},
        understanding={"named_tools": named or [], "constraints": constraints},
        steps=[step] if isinstance(step, dict) else [],
    )  # fmt: skip


def test_a_plural_or_possessive_brand_name_still_names_the_tool():
    assert "tiktok-studio" in tools_named_in("I post TikToks about gardening")
    assert "canva" in tools_named_in("I use Canva's templates")
    assert tools_named_in("It makes sense to take notes") == ()


def test_a_tools_tags_meet_the_steps_purpose_only_in_full():
    # "mastering" is a purpose tag of a mastering service; a speech cleaner does not carry it
    assert purpose_hits("landr", "Mix and master the album") > purpose_hits("adobe-podcast", "Mix and master the album")
    # "ui-design" needs both words: a cover-art step is not a UI design job
    assert purpose_hits("figma", "Design the book cover") == 0


def test_a_tool_does_another_kind_only_when_a_tag_says_that_kind_whole():
    from graph.brains.purpose import does_kind

    assert does_kind("tiktok-studio", "analytics")  # the creator studio reads the posts' views
    assert not does_kind("chatgpt", "analytics")  # "file-analysis" is not analytics
    assert not does_kind("canva", "social-media")  # designs for social media are not posted from there


def test_a_named_tool_takes_a_step_of_its_sibling_kind_over_a_closer_blurb():
    from graph.brains.offline_recommender import best_choice

    cards = [_card("airtable", "spreadsheet", 0.52), _card("notion", "productivity", 0.2)]
    step = "Set up the lead list and sales stages"  # a spreadsheet stage; notes databases are its sibling kind

    def pick(named: list[str]) -> str:
        task = "Track my clients in Notion" if named else "Track my clients"
        return best_choice(_request(task, cards=cards, step=step, named=named), 0, 0.28)[0]["tool_id"]

    assert pick([]) == "airtable"
    assert pick(["notion"]) == "notion"


def test_an_english_only_tool_takes_no_korean_writing_step():
    """Grammarly (English only) was picked to proofread a Korean essay collection when no assistant was in the plan
    yet: the Korean-support penalty was outweighed by its proofreading tags."""
    from graph.brains.hard_limits import Preferences, excluded

    def request(language: str, output: str | None = None):
        return _request(language=language, output_language=output)

    card = {"tool_id": "grammarly", "kind": "tool", "category": "writing"}
    proofread = {"text": "맞춤법·문장 흐름 교정", "category": "writing"}
    assert excluded(card, Preferences(), request("ko"), proofread) == "no Korean"
    assert excluded(card, Preferences(), request("ko", "en"), proofread) is None  # "영문으로": English text
    assert excluded(card, Preferences(), request("ko"), {"text": "영문 이메일 다듬기", "category": "writing"}) is None
    assert excluded(card, Preferences(), request("en"), {"text": "Proofread", "category": "writing"}) is None


def test_a_step_of_a_known_kind_gets_its_kinds_standard_tool_even_when_its_words_miss():
    """'회원과 수강권 관리' (a spreadsheet stage) matched Google Sheets' text at 0.139, under the evidence bar, and the
    step was left without a tool after a catalog change moved the scores by a thousandth."""
    from graph.brains.offline_recommender import best_choice

    step = {"text": "회원과 수강권 관리", "category": "spreadsheet", "query": "member list spreadsheet"}
    weak = _card("google-sheets", "spreadsheet", 0.05, pricing="free")
    request = _request("수업 예약과 회원 관리", "ko", cards=[weak], step=step)
    assert best_choice(request, 0, 0.28)[0]["tool_id"] == "google-sheets"


def test_a_specialist_writing_tool_is_for_its_own_kind_of_writing():
    from graph.brains.purpose import off_specialism

    assert off_specialism("grammarly", "Write an appealing listing description")
    assert not off_specialism("grammarly", "Proofread the cover letter")
    assert off_specialism("sudowrite", "Write the donation appeal email")
    assert not off_specialism("sudowrite", "Draft the next chapter of the novel")
    assert off_specialism("sudowrite", "Write the invitation message and our story")  # a couple's story
    assert not off_specialism("copy-ai", "Write an appealing listing description")  # a general writer


def test_a_short_korean_tool_name_inside_another_word_names_nothing():
    """'리스' (RISS) inside '체크리스트' made a Korean academic database the pick for writing an onboarding checklist."""
    assert tools_named_in("온보딩 가이드와 체크리스트 작성") == ()
    assert tools_named_in("포토스튜디오 예약 받기") == ()  # not 토스
    assert tools_named_in("자동차 리스 계약서 검토") == ()
    assert tools_named_in("밴드 공연 홍보 포스터") == ()  # a music band, not Naver Band
    assert set(tools_named_in("토스로 결제하고 노션에 정리")) == {"toss", "notion"}
    assert "naver-band" in tools_named_in("밴드에 공지 올리기")


def test_on_device_only_means_the_tool_runs_locally_not_that_it_has_a_desktop_app():
    """A reporter who must keep interviews off outside servers got ChatGPT (it has a Mac app) to summarise them."""
    from graph.brains.hard_limits import Preferences, excluded

    request = _request(language="ko", local_only=True, platforms=["macos"])
    summary = {"text": "로컬 AI로 요약", "category": "llm-assistant"}
    assert excluded({"tool_id": "chatgpt", "kind": "tool"}, Preferences(), request, summary) == "cloud only"
    assert excluded({"tool_id": "ollama", "kind": "tool"}, Preferences(), request, summary) is None
    # a step that handles no private text keeps the desktop-app rule
    sheet = {"text": "기자 목록 만들기", "category": "spreadsheet"}
    assert excluded({"tool_id": "microsoft-excel", "kind": "tool"}, Preferences(), request, sheet) is None


def test_every_reason_a_tool_is_ruled_out_has_words_in_both_languages():
    """'no Korean' reached a Korean guide as English ('Grammarly (no Korean)'): a reason without a phrase."""
    import inspect
    import re as regex

    from graph.brains import hard_limits
    from prompts import load_json

    reasons = set(regex.findall(r'return "([^"]+)"', inspect.getsource(hard_limits.excluded))) - {"not a tool"}
    whys = load_json("offline_phrases")["ruled_out_why"]
    assert reasons and all(set(whys.get(r, {})) >= {"en", "ko"} for r in reasons), reasons - set(whys)
    assert 'f"not on {device}"' in inspect.getsource(hard_limits.excluded) and "not" in whys


def test_a_korean_writing_step_whose_kind_has_no_korean_tool_takes_the_sibling_kinds_standard_tool():
    """Every writing tool left for a Korean proofreading step was English-only; Claude (a chat assistant, the
    sibling kind) matched the step's words at 0.12, under the evidence bar, and the step got no tool."""
    from graph.brains.offline_recommender import best_choice

    step = {"text": "맞춤법·문장 흐름 교정", "category": "writing", "query": "proofreading"}
    cards = [_card("grammarly", "writing", 0.4), _card("claude", "llm-assistant", 0.12)]
    # the general assistants stand level for a writing step (graph/brains/candidates.py): any of them does it
    picked = best_choice(_request("에세이집 교정", "ko", cards=cards, step=step), 0, 0.28)[0]["tool_id"]
    assert picked in {"claude", "chatgpt", "google-gemini", "wrtn"}


def test_a_specialist_writing_tool_is_never_picked_for_another_kind_of_writing():
    """Sudowrite (fiction) was the only writing tool over the evidence bar for a reunion invitation and took the
    step despite its penalty; a chat assistant writes an invitation."""
    from graph.brains.offline_recommender import best_choice

    step = {"text": "Write the invitation text: when, where and what to bring", "category": "writing", "query": "q"}
    cards = [_card("sudowrite", "writing", 0.3), _card("chatgpt", "llm-assistant", 0.1)]
    assert best_choice(_request("invite classmates", cards=cards, step=step), 0, 0.28)[0]["tool_id"] == "chatgpt"


def test_a_step_goes_to_a_tool_made_for_it_over_a_popular_one_of_its_kind_made_for_else():
    from graph.brains.offline_recommender import best_choice

    step = {
        "text": "본문 편집 후 EPUB·PDF로 내보내기",
        "category": "publishing",
        "query": "ebook formatting and EPUB export",
    }
    cards = [_card("naver-blog", "publishing", 0.375, "free"), _card("bookk", "publishing", 0.33)]
    assert best_choice(_request("전자책", "ko", cards=cards, step=step), 0, 0.28)[0]["tool_id"] == "bookk"


def test_a_widely_used_assistant_writes_copy_over_a_niche_copywriting_tool_that_reads_closer():
    from graph.brains.offline_recommender import best_choice

    step = {"text": "Write the website copy", "category": "writing", "query": "website copywriting"}
    cards = [_card("rytr", "writing", 0.36), _card("chatgpt", "llm-assistant", 0.3)]
    assert (
        best_choice(_request("a website for my practice", cards=cards, step=step), 0, 0.28)[0]["tool_id"] == "chatgpt"
    )


def test_a_tool_made_for_the_named_marketplace_wins_its_research_step():
    from graph.brains.offline_recommender import best_choice

    step = {
        "text": "Research products, niches and keywords",
        "category": "seo",
        "query": "marketplace keyword research",
    }
    cards = [_card("helium-10", "seo", 0.36), _card("erank", "seo", 0.32)]
    request = _request("I sell candles on Etsy", cards=cards, step=step, named=["etsy"])
    assert best_choice(request, 0, 0.28)[0]["tool_id"] == "erank"


def test_a_korean_e_book_goes_to_the_local_publisher_over_a_more_widely_used_global_one():
    from graph.brains.offline_recommender import best_choice

    step = {
        "text": "본문 편집 후 EPUB·PDF로 내보내기",
        "category": "publishing",
        "query": "ebook formatting and EPUB export",
    }
    cards = [_card("kindle-direct-publishing", "publishing", 0.36), _card("bookk", "publishing", 0.33)]
    assert best_choice(_request("전자책", "ko", cards=cards, step=step), 0, 0.28)[0]["tool_id"] == "bookk"


def test_a_two_word_tag_says_a_purpose_even_when_each_word_is_common():
    text, query = "Distribute to streaming services", "music distribution to streaming platforms"
    assert purpose_hits("distrokid", text, query) >= 1
    assert purpose_hits("wordpress-com", text, query) == 0


def test_a_payment_service_with_no_monthly_fee_fits_a_stated_budget():
    """Stripe and PayPal had no catalog price, so any stated monthly budget ruled them out as 'over budget' and a
    nonprofit donation form took a yoga studio's payments."""
    from graph.brains.hard_limits import Preferences, excluded

    step = {"text": "Take sign-ups and payments", "category": "payments"}
    prefs = Preferences(budget_usd_month=20)
    for tool_id in ("stripe", "paypal"):
        assert excluded({"tool_id": tool_id, "kind": "tool"}, prefs, _request(), step) is None


def test_a_request_that_names_no_role_is_on_the_side_of_its_plans_job():
    """An interview-practice tool (made for applicants) had been ruled out "for another role" for a person who
    said only that they have an interview: the mock-interview step of the interview job is the applicant's."""
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    card = _card("google-interview-warmup", "learning", 0.5, pricing="free")
    step = {"text": "Run a mock interview with feedback", "category": "learning", "workflow_id": "job-interview-prep"}
    assert excluded(card, Preferences(), _request("practise for my interview", step=step), step) is None
    hiring = {**step, "workflow_id": "employer-hiring"}
    assert excluded(card, Preferences(), _request("hire a barista", step=hiring), hiring) == "for another role"


def test_a_productivity_default_that_shares_no_word_with_the_step_does_not_outrank_a_notes_app():
    """Productivity holds notes, mail, chat and storage: Slack and Gmail had entered a story-notes step at the
    kind's best score and won it on adoption."""
    from graph.brains.offline_recommender import best_choice

    step = {
        "text": "Organize plot arcs and chapter notes",
        "category": "productivity",
        "query": "story notes organizer",
    }
    notes = [_card("mem", "productivity", 0.4), _card("notion", "productivity", 0.29)]
    request = _request("write a novel", cards=notes, step=step)
    assert best_choice(request, 0, 0.28)[0]["tool_id"] in ("mem", "notion")


def test_a_one_word_tag_naming_an_outlet_kind_is_not_a_purpose():
    """TuneCore (a music distributor, tagged "publishing") had taken a web-novel step "Publish episodes on a
    serial platform": the tag met the step's verb, and every other publishing tool lost for having no purpose."""
    assert purpose_hits("tunecore", "Publish episodes on a serial platform", "web fiction serialization platform") == 0
    assert purpose_hits("tunecore", "Release the single", "music distribution to streaming services") >= 1


def test_a_keyword_tool_made_for_the_named_platform_wins_and_one_made_for_another_loses():
    """A YouTube channel's keyword step had gone to Helium 10 (Amazon) and, in Korean, ItemScout (smart store)."""
    from graph.brains.offline_recommender import best_choice
    from graph.brains.purpose import made_for_another_platform

    assert made_for_another_platform("itemscout", ["youtube-studio"])
    assert not made_for_another_platform("vidiq", ["youtube-studio"])
    step = {"text": "Research topics and search keywords", "category": "seo", "query": "keyword research for videos"}
    cards = [_card("helium-10", "seo", 0.42), _card("ahrefs", "seo", 0.3), _card("vidiq", "seo", 0.36)]
    request = _request("start a YouTube channel", cards=cards, step=step, named=["youtube-studio"])
    assert best_choice(request, 0, 0.28)[0]["tool_id"] == "vidiq"


def test_a_plan_with_no_video_posts_on_a_platform_that_takes_more_than_video():
    from graph.brains.offline_recommender import best_choice

    step = {"text": "SNS에 게시하고 단골에게 알리기", "category": "social-media", "query": "post on social media"}
    cards = [_card("youtube-studio", "social-media", 0.36), _card("meta-business-suite", "social-media", 0.35)]
    request = _request("동네 가게 홍보", "ko", cards=cards, step=step)
    assert best_choice(request, 0, 0.28)[0]["tool_id"] == "meta-business-suite"


def test_a_tag_names_a_kind_only_in_all_its_words():
    from graph.brains.purpose import does_kind

    assert not does_kind("synthesia", "learning")  # "e-learning": the videos it makes, not a quiz tool
    assert does_kind("notion", "writing")  # "ai writing"


def test_cheaper_is_said_only_of_a_real_gap():
    from graph.brains.offline_recommender import _clearly_cheaper

    assert not _clearly_cheaper(19.99, 20)  # "chosen because it costs less" had fired on one cent
    assert _clearly_cheaper(0, 10) and _clearly_cheaper(12, 20)
    assert not _clearly_cheaper(95, 100)


def test_two_tools_that_both_start_free_are_not_told_apart_by_their_paid_plans():
    from graph.brains.offline_recommender import _why_over

    pick, other = {"tool_id": "meta-business-suite"}, {"tool_id": "linkedin"}
    assert _why_over(pick, other, set(), {}, "en") != "cheaper"  # "chosen over LinkedIn because it costs less"


def test_a_platform_already_in_the_plan_keeps_a_step_its_own_feature_does():
    """A booking platform's own reminders had lost the reminder step to a general automation tool."""
    from graph.brains.pick_scores import (
        CATEGORY_BONUS,
        CONTINUITY_BONUS,
        PURPOSE_BONUS,
        does_the_step,
        preference_bonus,
    )

    step = {
        "text": "예약 전날 자동 알림 보내기",
        "query": "automatic booking reminder messages",
        "category": "automation",
    }
    assert does_the_step("solapi", step) and not does_the_step("zapier", step)
    card = {"tool_id": "solapi", "category": "customer-support"}
    # it does this very step: a little more than a tool of the kind already there
    assert preference_bonus(card, step, set(), {"solapi": 1}) == CONTINUITY_BONUS + CATEGORY_BONUS + PURPOSE_BONUS
    other = {"text": "Design the poster", "query": "poster design", "category": "design"}
    assert preference_bonus(card, other, set(), {"solapi": 1}) < 0  # reused for a step it does not do


def test_a_frugal_person_gets_the_free_plan_that_does_the_step_as_fully():
    """'free if possible' had still got DocuSign (trial) over Dropbox Sign's free plan, on retrieval alone; a free
    foreign service must not take a Korean invitation from the Korean one made for it."""
    from graph.brains.pick_scores import frugal_first
    from memory_store.reflection import Preferences

    def card(tool_id):
        return {"tool_id": tool_id, "kind": "tool", "category": catalog_by_id()[tool_id]["category"]}

    sign = {"text": "Send it for electronic signature", "query": "e-signature"}
    scored = [(0.97, card("docusign")), (0.86, card("dropbox-sign"))]
    frugal = frugal_first(scored, sign, Preferences(low_cost=True))
    assert max(frugal, key=lambda p: p[0])[1]["tool_id"] == "dropbox-sign"
    assert frugal_first(scored, sign, Preferences()) == scored  # no frugal wish: as ranked
    rsvp = {"text": "초대장 보내고 온라인으로 참석 여부 받기", "query": "online invitation with RSVP tracking"}
    scored = [(0.8, card("barunson-mcard")), (0.75, card("paperless-post"))]
    assert frugal_first(scored, rsvp, Preferences(low_cost=True), "ko") == scored


def test_a_named_tool_gets_a_step_of_another_kind_only_when_it_does_that_step():
    """Meta Business Suite (named through Instagram) carries 'scheduling' for posts and had taken a booking step."""
    from graph.brains.pick_scores import NAMED_BONUS, preference_bonus

    booking = {"text": "Let clients book appointments online", "query": "online booking page", "category": "scheduling"}
    card = {"tool_id": "meta-business-suite", "category": "social-media"}
    assert preference_bonus(card, booking, {"meta-business-suite"}, {}) < NAMED_BONUS
    slides = {"text": "구성안으로 슬라이드 자동 생성", "query": "AI presentation generator", "category": "presentation"}
    assert preference_bonus({"tool_id": "canva", "category": "design"}, slides, {"canva"}, {}) > NAMED_BONUS


def test_a_tool_of_another_kind_whose_tags_say_the_step_beats_a_default_that_cannot_do_it():
    """No productivity tool says "gather and sort photos"; a photo library does. A mail client, a default of the
    step's kind, had gathered a hiking trip's photos."""
    from graph.brains.offline_recommender import best_choice

    step = {"text": "Gather and sort the photos", "category": "productivity", "query": "photo organiser"}
    cards = [_card("microsoft-outlook", "productivity", 0.12), _card("google-photos", "photo-editing", 0.33)]
    assert (
        best_choice(_request("sort my trip photos", cards=cards, step=step), 0, 0.28)[0]["tool_id"] == "google-photos"
    )


def test_a_design_tool_tagged_social_media_does_not_take_a_posting_step_from_the_social_tools():
    """Canva carries "social media"; the posting step still goes to a tool of its own kind that reads closer."""
    from graph.brains.offline_recommender import best_choice

    step = {"text": "Post on social media", "category": "social-media", "query": "social media posting and scheduling"}
    cards = [_card("canva", "design", 0.3), _card("buffer", "social-media", 0.39)]
    assert best_choice(_request("promote my shop", cards=cards, step=step), 0, 0.28)[0]["category"] == "social-media"


def test_a_phone_only_person_gets_no_app_that_runs_on_one_phone_system_only():
    """DaVinci Resolve lists iOS (it runs on an iPad) and had edited a phone-only person's vlog; CapCut runs on both
    phones and the web."""
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    step = {"text": "Edit the vlog", "category": "video-editing"}
    request = _request("edit my vlog on my phone", step=step, platforms=["mobile"])
    assert excluded(_card("davinci-resolve", "video-editing", 0.5), Preferences(), request, step) == "not on mobile"
    assert excluded(_card("capcut", "video-editing", 0.5), Preferences(), request, step) is None


def test_a_korean_app_made_for_something_else_does_not_take_a_step_another_kind_does():
    """A Korean hiking app (productivity, home-market lead) had gathered a family album's photos over a photo library:
    when a tool of another kind says the step and none of the step's kind does, those of the kind lose their lead."""
    from graph.brains.offline_recommender import best_choice

    step = {"text": "사진 모으고 정리", "category": "productivity", "query": "photo organiser"}
    cards = [_card("ramblr", "productivity", 0.3), _card("google-photos", "photo-editing", 0.33)]
    request = _request("할머니 옛날 사진으로 포토북 만들기", "ko", cards=cards, step=step)
    assert best_choice(request, 0, 0.28)[0]["tool_id"] == "google-photos"


def test_a_tool_that_says_it_reads_a_named_tool_fits_the_persons_setup():
    # the weekly numbers live in Google Sheets: Looker Studio says it connects to Sheets, Tableau says nothing of it;
    # the name is matched as written ("Sheets", "Excel"), so a description's common word "forms" names no tool
    from graph.brains.pick_scores import works_with_named

    assert works_with_named("looker-studio", ["google-sheets"])
    assert not works_with_named("tableau", ["google-sheets"])
    assert works_with_named("power-bi", ["microsoft-excel"])
    assert not works_with_named("google-sheets", ["google-sheets"])


def test_a_writing_step_kept_on_the_device_gets_a_local_assistant():
    """A PhD student whose data may not leave the laptop got no tool for 'write the findings chapter': no writing
    tool runs locally, but a local assistant writes too."""
    from graph.brains.offline_recommender import ranked_candidates

    step = {"text": "Write the findings chapter", "category": "writing", "query": "Write the findings chapter"}
    request = _request(cards=[], step=step, local_only=True, platforms=["windows"])
    scored, _ = ranked_candidates(request, 0)
    assert scored and all(catalog_by_id()[c["tool_id"]]["category"] in ("writing", "llm-assistant") for _, c in scored)
    assert "ollama" in [c["tool_id"] for _, c in scored]


def test_the_kind_name_a_search_phrase_carries_says_no_purpose():
    """A step's search phrase ends with its kind's name ("… AI research and answer engines"): Perplexity's "answer
    engine" tag had matched it and, already in the plan, taken a reference-management step from Zotero."""
    from graph.brains.purpose import purpose_tags

    text, query = (
        "참고문헌은 처음부터 제대로 관리하기",
        "참고문헌은 처음부터 제대로 관리하기 AI research and answer engines",
    )
    assert purpose_tags("perplexity", text, query) == []
    assert purpose_tags("zotero", text, query)


def test_a_us_only_service_is_not_for_a_person_working_outside_the_us():
    from graph.brains.hard_limits import Preferences, excluded
    from graph.understanding import understand

    request = _request(step={"text": "Text the customer", "category": "customer-support"})
    request.understanding = understand("I run a repair shop in Leeds (UK) and want customers texted.", "en")
    assert excluded({"tool_id": "simpletexting", "kind": "tool"}, Preferences(), request) == "US only"
    assert excluded({"tool_id": "clicksend", "kind": "tool"}, Preferences(), request) is None
    request.understanding = understand("I run a repair shop in Ohio and want customers texted.", "en")
    assert excluded({"tool_id": "simpletexting", "kind": "tool"}, Preferences(), request) is None


def test_a_korea_only_booking_page_is_not_for_customers_abroad():
    from graph.brains.hard_limits import Preferences, excluded
    from graph.understanding import understand

    step = {"text": "수업 예약 받기", "category": "scheduling"}
    request = _request(language="ko", step=step)
    request.understanding = understand("해외 수강생들한테 온라인으로 요가 수업을 해요. 수업 예약 받고 싶어요.", "ko")
    assert excluded({"tool_id": "naver-booking", "kind": "tool"}, Preferences(), request, step) == "Korea only"
    assert excluded({"tool_id": "calendly", "kind": "tool"}, Preferences(), request, step) is None
    request.understanding = understand("동네에서 요가 수업을 해요. 수업 예약 받고 싶어요.", "ko")
    assert excluded({"tool_id": "naver-booking", "kind": "tool"}, Preferences(), request, step) is None


def test_a_named_notes_database_is_a_candidate_for_a_records_step():
    """A trainer said "운동일지 … 노션으로 관리"; the records step of the spreadsheet kind had gone to Excel because
    Notion (a notes database, the sibling kind) was never among its candidates."""
    from graph.brains.candidates import _named_sibling
    from knowledge.catalog import catalog_by_id

    step = {"text": "체중·식사·운동을 시트에 기록", "category": "spreadsheet"}
    assert _named_sibling(catalog_by_id()["notion"], step)
    assert not _named_sibling(catalog_by_id()["microsoft-word"], step)  # a word processor keeps no records


def test_an_app_that_works_inside_a_platform_is_for_those_who_name_it():
    # Shopify Inbox had answered a trail volunteers' reminders
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    step = {"text": "Send reminders", "category": "customer-support"}
    inbox = {"tool_id": "shopify-inbox", "kind": "tool"}
    assert excluded(inbox, Preferences(), _request(step=step), step) == "for another platform"
    assert excluded(inbox, Preferences(), _request(step=step, named=["shopify"]), step) is None


def test_a_group_chat_does_not_text_each_customer():
    # a bike shop's "text the customer that it is ready" had gone to GroupMe once the budget ruled SimpleTexting out
    from graph.brains.hard_limits import excluded
    from memory_store.reflection import Preferences

    groupme = {"tool_id": "groupme", "kind": "tool"}
    ready = {"text": "Text the customer that it is ready", "category": "customer-support"}
    assert excluded(groupme, Preferences(), _request(step=ready), ready) == "a group chat"
    team = {"text": "Keep team announcements and parent chat in one group", "category": "customer-support"}
    assert excluded(groupme, Preferences(), _request(step=team), team) is None


def test_a_tag_that_is_only_the_tools_kind_says_no_purpose():
    # "donation payments" had made PayPal's "payments" tag a purpose, over the tools made for donation pages
    assert purpose_tags("paypal", "Set up a donation page", "donation payments") == []
    assert purpose_tags("donorbox", "Set up a donation page", "donation payments") != []


def test_a_tool_whose_tags_say_a_phrase_is_not_outdone_by_it_when_one_word_is_common(monkeypatch):
    # lodging platforms made "booking" a common tag word; Naver Booking ("booking", "appointments") had then lost
    # its purpose to Google Calendar's "appointment booking" on a consultation-booking step
    from graph.brains import purpose
    from graph.brains.pick_scores import purpose_first

    monkeypatch.setattr(purpose, "_common_keys", lambda: frozenset({"book", "예약"}))
    step = {"category": "scheduling", "text": "첫 상담 예약 받기", "query": "appointment booking for practices"}
    cards = [
        (0.95, {"tool_id": "naver-booking", "kind": "tool", "category": "scheduling"}),
        (0.74, {"tool_id": "google-calendar", "kind": "tool", "category": "scheduling"}),
    ]
    out = {c["tool_id"]: s for s, c in purpose_first(cards, step, set())}
    assert out["naver-booking"] == 0.95


def test_a_lodging_platform_is_for_rooms_not_other_bookings():
    from graph.brains.purpose import made_for_another_setting

    assert made_for_another_setting("yanolja", "꽃바구니 예약을 받고 싶어요")
    assert not made_for_another_setting("yanolja", "펜션 예약을 받고 싶어요")
    assert not made_for_another_setting("booking-com", "We run a 12-room guesthouse")


def test_a_school_notice_app_fits_a_school_and_a_daycare_app_only_a_daycare():
    from graph.brains.purpose import made_for_this_setting

    assert made_for_this_setting("hiclass", "중학교 담임인데 학부모님께 안내문을 보내야 해요")
    assert not made_for_this_setting("hiclass", "꽃집 손님들에게 안내를 보내고 싶어요")
    assert not made_for_this_setting("kidsnote", "중학교 담임인데 학부모님께 안내문을 보내야 해요")
    assert made_for_this_setting("kidsnote", "어린이집 교사예요")
