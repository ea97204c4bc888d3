"""What the tools a question names cost together, for "how much" questions ("ChatGPT Plus 한 달에 얼마예요? 팀
3명이 쓰면 총 얼마?", "How much would Buffer and Canva Pro cost a month for a two-person shop?").

The catalog's monthly prices are facts; the sum (times the people who each need a seat) is computed by the
calculator tool, as the guide's cost summary is, and said in the answer's language after either brain's answer.
"""

from __future__ import annotations

import re

from langchain_core.runnables import RunnableConfig

from knowledge.catalog import catalog_by_id, tools_named_loosely
from prompts import phrase
from tools.calculator import calculator

HOW_MUCH = re.compile(r"\bhow much\b|\bcosts?\b|\bprices?\b|\bpricing\b|얼마|비용|가격|요금", re.I)
NUMBER_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
}  # fmt: skip
SEATS = re.compile(
    r"(?P<n>\d{1,3}|[a-z]+|[가-힣]{1,2})\s*(?:명|-person\b|\s(?:people|persons|users|seats|members)\b)"
    r"|\bteam of (?P<m>\d{1,3}|[a-z]+)\b",
    re.I,
)


def seats(question: str) -> int:
    """How many people each need the tools ("팀 3명", "a two-person shop", "team of 4"); one when unsaid."""
    for m in SEATS.finditer(question or ""):
        said = (m.group("n") or m.group("m") or "").lower()
        n = int(said) if said.isdigit() else NUMBER_WORDS.get(said)
        if n and 1 < n <= 500:
            return n
    return 1


def price_line(question: str, language: str, config: RunnableConfig) -> str:
    """One line with the named tools' paid plans per month, and the total for the people who use them; empty when
    the question asks no price or names no priced tool."""
    if not HOW_MUCH.search(question or ""):
        return ""
    priced = [
        catalog_by_id()[t]
        for t in tools_named_loosely(question)
        if (catalog_by_id().get(t) or {}).get("price_usd_month")
    ]
    if not priced:
        return ""
    people = seats(question)
    expression = " + ".join(f"{e['price_usd_month']:g}" for e in priced)
    try:
        total = float(calculator.invoke({"expression": f"round(({expression}) * {people}, 2)"}, config))
    except ValueError:  # the calculator refused: no figure rather than a guessed one
        return ""
    parts = ", ".join(f"{e['name']} ${e['price_usd_month']:g}" for e in priced)
    key = "price_total_seats" if people > 1 else "price_total"
    return phrase(key, language, parts=parts, people=people, total=f"{total:g}")
