"""Selling what one grows or makes straight to customers (slow: the real knowledge base, offline brain): the plan
is the direct seller's (a store of one's own, product photos and page, orders, regulars), on the person's market.

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

from tests.helpers import picks_after_approval as _picks


def test_a_grower_selling_directly_in_korea_gets_a_sellers_plan_on_a_korean_store(session, user):
    # a short, vague request to sell a harvest without the wholesale market had got a general plan: research,
    # draft with an assistant, review
    plan = session.start("고구마 농사를 짓는데 이번 가을엔 직거래로 팔아 보려고요. 어디서부터 시작하죠?", user_id=user)
    assert plan["workflow_ids"][:1] == ["direct-sales"], plan["sub_tasks"]
    picks = _picks(session, plan)
    assert "naver-smart-store" in picks.values(), picks
    assert not {"notebooklm", "perplexity"} & set(picks.values()), picks


def test_a_maker_selling_directly_in_english_gets_a_store_of_their_own(session, user):
    # the store step had gone to a marketplace account (Amazon) or a print-on-demand service
    plan = session.start(
        "I make small-batch hot sauce and want to sell it directly to customers rather than through shops",
        user_id=user,
        language="en",
    )
    assert plan["workflow_ids"][:1] == ["direct-sales"], plan["sub_tasks"]
    picks = _picks(session, plan)
    store = next(t for s, t in picks.items() if "store" in s.lower())
    assert store == "shopify", picks
    assert not {"naver-smart-store", "kakaotalk-channel"} & set(picks.values()), picks  # not a Korean market


def test_prints_sold_without_stock_are_print_on_demand_and_the_sale_is_no_image_to_generate(session, user):
    # selling prints without holding stock had become one step given to an
    # image generator: the ask named the job, and the job's stages had been set aside for it
    plan = session.start(
        "Watercolor painter here. I would like to sell art prints of my paintings without keeping any stock or mailing "
        "parcels myself. Also need buyers to discover them, and Pinterest is where my followers are.",
        user_id=user,
        language="en",
    )
    assert plan["workflow_ids"][:1] == ["print-on-demand"], plan["sub_tasks"]
    picks = _picks(session, plan)
    assert {"printful", "printify", "gelato"} & set(picks.values()), picks
    assert not {"midjourney", "leonardo-ai", "ideogram"} & set(picks.values()), picks
