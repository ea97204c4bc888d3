"""How many people a price question counts (fast): the seats multiply the named tools' monthly prices."""

from __future__ import annotations

import pytest

from graph.nodes.price_answer import price_line, seats


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("팀 3명이 쓰면 총 얼마예요?", 3),
        ("두 명이 같이 쓰면 얼마예요?", 2),
        ("How much for a two-person shop?", 2),
        ("We're a team of 4; what would Notion cost?", 4),
        ("How much is Canva Pro a month?", 1),
        ("I have 200 products; how much is Shopify?", 1),  # products are not people
    ],
)
def test_the_people_a_price_question_counts(text, n):
    assert seats(text) == n


def test_no_price_line_without_a_price_question_or_a_priced_tool():
    assert price_line("What is Canva good for?", "en", {}) == ""
    assert price_line("How much does it cost to start a podcast?", "en", {}) == ""
    assert price_line("How much is Canva a month?", "en", {}).endswith("together $15/month.")
