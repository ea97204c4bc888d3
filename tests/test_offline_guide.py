"""What the offline brain's guide says about its tool choices: costs that add up, one tool reused where the
plan already has the right one, and reasons that read as sentences. Real calculator tool, real catalog."""

from __future__ import annotations

from graph.brains.base import RecommendRequest
from graph.brains.offline_recommender import best_choice
from graph.brains.offline_writer import _cost_line, reason_for
from graph.brains.pick_scores import CONTINUITY_BONUS, PURPOSE_BONUS
from graph.brains.purpose import purpose_hits
from graph.nodes.guide import cost_summary
from graph.plan_steps import derive_step
from knowledge.catalog import find_tool

CONFIG = {"configurable": {}}


def rec(tool: str, pricing: str, price: float | None, tool_id: str | None = None) -> dict:
    return {"tool": tool, "tool_id": tool_id or tool.lower(), "pricing_model": pricing, "price_usd_month": price}


# --- cost summary --------------------------------------------------------------------------------------


def test_a_tool_used_in_two_steps_is_paid_for_once():
    recs = [rec("Buttondown", "freemium", 9), rec("Claude", "freemium", 20), rec("Buttondown", "freemium", 9)]
    cost = cost_summary(recs, None, CONFIG)
    assert cost["monthly"] == 29 and cost["yearly"] == 348
    assert cost["starting_monthly"] == 0 and cost["starting_tools"] == []


def test_a_tool_without_a_lasting_free_plan_makes_starting_cost_more_than_zero():
    recs = [
        rec("Canva", "freemium", 15),
        rec("Sprout Social", "free-trial", 199),
        rec("Shopify", "paid", 29),
        rec("PayPal", "paid", None),
        {"tool": None, "sub_task": "nothing fits"},
    ]
    cost = cost_summary(recs, 100, CONFIG)
    assert cost["monthly"] == 243 and cost["starting_monthly"] == 228
    assert [t["tool"] for t in cost["starting_tools"]] == ["Sprout Social", "Shopify", "PayPal"]
    assert cost["starting_tools"][2]["price_usd_month"] is None
    line = _cost_line(cost, "en")
    assert line.startswith("Starting costs at least $228/month")  # PayPal's price is not known
    assert "Shopify $29/month" in line and "PayPal (price not listed)" in line
    assert "$0" not in line
    assert "시작 비용은 월 최소 $228" in _cost_line(cost, "ko")


def test_cost_line_per_case():
    free = cost_summary([rec("Canva", "freemium", 15)], None, CONFIG)
    assert _cost_line(free, "en").startswith("Starting on free plans costs $0.")
    paid = cost_summary([rec("Canva", "freemium", 15), rec("Hootsuite", "free-trial", 99)], None, CONFIG)
    assert _cost_line(paid, "en").startswith("Starting costs about $99/month, for the tools without a lasting free")
    unpriced = cost_summary([rec("Canva", "freemium", 15), rec("PayPal", "paid", None)], None, CONFIG)
    assert _cost_line(unpriced, "en").startswith("Every tool starts on a free plan except PayPal (price not listed)")
    nothing_priced = cost_summary([rec("Meta Business Suite", "free", 0), rec("Vrew", "freemium", None)], None, CONFIG)
    assert nothing_priced["monthly"] == 0
    assert _cost_line(nothing_priced, "en") == (
        "Every chosen tool can be used for free, and none lists a price for a paid plan in the catalog."
    )
    assert cost_summary([], None, CONFIG)["monthly"] == 0
    # a payment service with no monthly fee starts at $0 and says it takes a fee per sale ("price not listed" before)
    fees = cost_summary([rec("Canva", "freemium", 15), rec("Stripe", "paid", 0)], 20, CONFIG)
    assert fees["starting_monthly"] == 0
    assert _cost_line(fees, "en").startswith("Starting costs $0 a month: Stripe (no monthly fee, a fee per sale")
    assert "Upgrading every paid-capable tool would cost about $15/month" in _cost_line(fees, "en")
    # nothing to upgrade: no "upgrading every tool would cost about $0/month ($0/year)"
    fees_alone = cost_summary([rec("Crisp", "freemium", None), rec("PayPal", "paid", 0)], None, CONFIG)
    assert _cost_line(fees_alone, "en") == "Starting costs $0 a month: PayPal (no monthly fee, a fee per sale or use)."
    assert "업그레이드" not in _cost_line(fees_alone, "ko")


# --- reasons ---------------------------------------------------------------------------------------------


def test_reasons_read_as_sentences_and_name_the_step_that_already_uses_the_tool():
    entry = find_tool("Buttondown")
    text = reason_for(entry["id"], "Send the first issue", "en", [], reused_from=2)
    assert text.startswith("Buttondown fits the step 'Send the first issue'")
    assert " is a " not in text.split(":")[0]  # no "is a newsletters and email marketing tool"
    assert text.endswith("The plan already uses it in step 2: one tool less to learn.")
    assert "2단계에서 이미 쓰는 도구" in reason_for(entry["id"], "첫 호 발송", "ko", [], reused_from=2)
    assert "already uses" not in reason_for(entry["id"], "Send the first issue", "en", [])
    # the kind reads as one tool of it ("as a general AI chat assistants tool" before)
    assert "as a general AI chat assistant." in reason_for("chatgpt", "Summarize the notes", "en", [])
    assert "as a video editor." in reason_for("capcut", "Cut the clips", "en", [])


# --- one tool for two steps of the same kind ---------------------------------------------------------------

SET_UP = "Set up the newsletter platform and signup form"  # workflow stages: their category is email-marketing
SEND = "Send and review open and click rates"


def card(tool_id: str, score: float, category: str = "email-marketing") -> dict:
    return {
        "kind": "tool",
        "tool_id": tool_id,
        "source": f"catalog:{tool_id}",
        "category": category,
        "pricing_model": "freemium",
        "score": score,
        "dense": score,
    }


def request_with(cards: list[dict], decided: dict[int, str]) -> RecommendRequest:
    return RecommendRequest(
        task="Start a newsletter",
        language="en",
        sub_tasks=[SET_UP, SEND, "Promote the signup link on social media"],
        pending=[1],
        round=2,
        max_rounds=3,
        phase_messages=[],
        observations={"call_r1_t1": cards},
        call_args={"call_r1_t1": {"name": "retrieve_docs", "args": {}}},
        decided=decided,
    )


def test_a_close_rival_loses_to_the_tool_the_plan_already_uses():
    # both widely used; mailchimp's tags also say "email campaign", which the step's search phrase asks for
    query = derive_step(SEND, "en")["query"]
    lead = PURPOSE_BONUS * (purpose_hits("mailchimp", SEND, query) - purpose_hits("beehiiv", SEND, query))
    cards = [card("mailchimp", 0.39), card("beehiiv", 0.39 + lead - CONTINUITY_BONUS + 0.01)]
    assert best_choice(request_with(cards, {}), 1, 0.2)[0]["tool_id"] == "mailchimp"
    in_use = {"beehiiv": 1}
    assert best_choice(request_with(cards, {0: "beehiiv"}), 1, 0.2, in_use)[0]["tool_id"] == "beehiiv"


def test_a_clearly_better_tool_or_a_tool_of_another_kind_is_not_displaced():
    clearly_better = [card("mailchimp", 0.39), card("beehiiv", 0.39 - CONTINUITY_BONUS - 0.02)]
    assert best_choice(request_with(clearly_better, {}), 1, 0.2, {"beehiiv": 1})[0]["tool_id"] == "mailchimp"
    other_kind = [card("mailchimp", 0.39), card("claude", 0.38, category="llm-assistant")]
    assert best_choice(request_with(other_kind, {}), 1, 0.2, {"claude": 1})[0]["tool_id"] == "mailchimp"


def test_newsletter_plan_sends_from_the_platform_it_set_up(session, user):
    plan = session.start("I want to start a newsletter about climate tech", user_id=user)
    assert plan["status"] == "awaiting_approval", plan
    assert SET_UP in plan["sub_tasks"] and SEND in plan["sub_tasks"], plan["sub_tasks"]
    done = session.approve(plan["thread_id"])
    by_step = {r["sub_task"]: r for r in done["recommendations"]}
    assert by_step[SEND]["tool"] == by_step[SET_UP]["tool"], done["recommendations"]
    step = plan["sub_tasks"].index(SET_UP) + 1
    assert f"already uses it in step {step}" in by_step[SEND]["reason"]
    tools = {r["tool"] for r in done["recommendations"] if r["tool"]}
    assert f"{len(tools)} different tools" in done["guide"]


def test_a_team_workshop_is_planned_as_a_workshop(session, user):
    plan = session.start("Plan a 3-day team workshop with AI help", user_id=user)
    assert plan["status"] == "awaiting_approval", plan
    text = " ".join(plan["sub_tasks"]).lower()
    assert "whiteboard" in text and "agenda" in text, plan["sub_tasks"]
    done = session.approve(plan["thread_id"])
    whiteboard = next(r for r in done["recommendations"] if "whiteboard" in r["sub_task"].lower())
    assert whiteboard["tool"] == "Miro", done["recommendations"]


# --- tools the request names --------------------------------------------------------------------------------


def test_tools_named_in_a_request_are_found_by_distinctive_names_only():
    from knowledge.catalog import tools_named_in

    assert tools_named_in("스마트스토어에 올릴 상품 상세페이지 만들기") == ("naver-smart-store",)
    assert tools_named_in("네이버 톡톡으로 문의 받기") == ("naver-talktalk",)
    assert set(tools_named_in("edit it in capcut, then post with YouTube Studio")) == {"capcut", "youtube-studio"}
    # a single plain word counts written as a name inside a sentence, not as a word or at a sentence start
    assert tools_named_in("I want to sell candles on Shopify and Etsy") == ("shopify", "etsy")
    assert tools_named_in("organize my notes in Notion") == ("notion",)
    assert tools_named_in("Make a cake video and post it later") == ()
    # a brand that is no English word is its name in lower case too, typed as people type on a phone
    assert tools_named_in("I need a video. Make it short, and use canva") == ("canva",)
    assert tools_named_in("selling ornaments on etsy, sales flat") == ("etsy",)
    assert tools_named_in("zoom in on the slide") == ()
    assert tools_named_in("케이크 만드는 영상") == ()  # Cake (케이크) is an app, and also the word cake
    # in a Korean sentence a Latin name carries a particle: a name in any case, at any place
    assert tools_named_in("Notion에 회의록을 정리하고 싶어") == ("notion",)
    assert tools_named_in("canva로 썸네일 만들기") == ("canva",)
    assert tools_named_in("make로 업무 자동화, zoom 회의 녹화") == ("make",)


def test_a_tool_the_request_names_wins_the_step_of_its_kind(session, user):
    plan = session.start("Make a YouTube Shorts video about tea and edit it in CapCut", user_id=user)
    done = session.approve(plan["thread_id"])
    editing = [r for r in done["recommendations"] if r["category"] == "video-editing"]
    assert editing and all(r["tool"] == "CapCut" for r in editing), done["recommendations"]
    assert editing[0]["reason"].endswith("You named it in your request.")
    others = [r for r in done["recommendations"] if r["category"] != "video-editing"]
    assert all(r["tool"] != "CapCut" for r in others)


def test_every_phrase_the_code_asks_for_exists_in_both_languages():
    """A phrase key missing from prompts/offline_phrases.json broke every request whose two best readings
    differed only in the person's side (KeyError: 'clarify_choice' in llm_router)."""
    import json
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    phrases = json.loads((root / "prompts" / "offline_phrases.json").read_text(encoding="utf-8"))
    used = set()
    for path in (root / "graph").rglob("*.py"):
        used |= set(re.findall(r"\bphrase\(\s*\"([a-z_]+)\"", path.read_text(encoding="utf-8")))
    assert used, "the scan found no phrase() calls"
    missing = sorted(k for k in used if k not in phrases)
    assert not missing, missing
    one_language = sorted(k for k in used if not {"en", "ko"} <= set(phrases[k]))
    assert not one_language, one_language


def test_a_tool_that_serves_two_steps_is_explained_once_and_the_second_step_says_what_to_do_there():
    """Meta Business Suite for scheduling and then for insights had shown the same how-to sentence twice."""
    from graph.brains.base import GuideRequest
    from graph.brains.offline_writer import write_guide

    meta = find_tool("Meta Business Suite")
    recs = [
        {"sub_task": s, "tool": meta["name"], "tool_id": meta["id"], "url": meta["url"], "category": meta["category"],
         "pricing_model": meta["pricing_model"], "price_usd_month": None, "reason": "", "sources": []}
        for s in ("Schedule the posts", "Read the insights every week")
    ]  # fmt: skip
    guide = write_guide(GuideRequest("grow an account", "en", [r["sub_task"] for r in recs], recs, None, [], [], []))
    assert guide.count(meta["how_to"]["en"]) == 1
    assert "In Meta Business Suite, set up in step 1, read the insights every week." in guide


def test_a_free_only_plan_is_not_priced_by_its_upgrades():
    """A 'free tools only' guide had ended with 'upgrading every paid-capable tool would cost about $35/month'."""
    free = cost_summary([rec("Canva", "freemium", 15), rec("Claude", "freemium", 20)], None, CONFIG, free_only=True)
    for lang in ("en", "ko"):
        line = _cost_line(free, lang)
        assert "$0" in line and "35" not in line
    # a tool that must be paid for is still said, free only or not
    paid = cost_summary([rec("Canva", "freemium", 15), rec("Hootsuite", "free-trial", 99)], None, CONFIG, True)
    assert _cost_line(paid, "en").startswith("Starting costs about $99/month")


def test_a_korean_budget_is_said_back_in_won():
    """A budget said in won had been answered in dollars only."""
    from graph.brains.offline_writer import _won
    from prompts import phrase

    assert _won(20) == "28,000원"
    line = phrase("budget_over", "ko", starting=99, won=f"(약 {_won(99)})")
    assert "약 139,000원" in line


def test_a_plan_that_starts_inside_the_budget_but_outgrows_it_says_so():
    """'Under $30 a month': the guide said the $19 start fits and, a line above, that upgrading everything costs $39,
    without saying that $39 is over the budget."""
    from graph.brains.base import GuideRequest
    from graph.brains.offline_writer import write_guide

    recs = [
        {**rec("PandaDoc", "free-trial", 19), "sub_task": "Draft the contract"},
        {**rec("Claude", "freemium", 20), "sub_task": "Write the listing"},
    ]
    cost = cost_summary(recs, 30, CONFIG)
    guide = write_guide(GuideRequest("sell books", "en", [r["sub_task"] for r in recs], recs, cost, [], [], []))
    assert "the starting cost of $19 fits it, but upgrading every tool ($39/month) would not" in guide
    inside = cost_summary(recs, 50, CONFIG)
    guide = write_guide(GuideRequest("sell books", "en", [r["sub_task"] for r in recs], recs, inside, [], [], []))
    assert "the starting cost of $19 fits it." in guide


def test_a_long_request_as_the_guide_title_is_cut_at_a_word_and_marked():
    from graph.brains.offline_writer import _clipped

    task = "I'm a high school chemistry teacher. " + "I want to turn my lab safety rules into a short video, " * 3
    title = _clipped(task)
    assert title.endswith("…") and len(title) <= 121 and not title[:-1].endswith((" ", ","))
    assert task.startswith(title[:-1])
    assert _clipped("Make a flyer") == "Make a flyer"
