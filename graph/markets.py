"""Where the person and the people they serve are: the market a tool must serve (a Korea-only booking page, a
texting service for US numbers). Read once per request by graph/understanding.py."""

from __future__ import annotations

import re

# a country outside the US the person works in: a US-only service (a texting service for US numbers) is not theirs
OUTSIDE_US = re.compile(
    r"\b(?:uk|u\.k\.|united kingdom|britain|england|scotland|wales|ireland|australia|new zealand|india|"
    r"germany|france|spain|italy|netherlands|japan|singapore|philippines|nigeria|south africa|mexico|brazil)\b|"
    r"영국|호주|뉴질랜드|인도|독일|프랑스|스페인|일본|싱가포르",
    re.I,
)
KOREA_MARKET = re.compile(
    # "Korean" alone is a cuisine or a language ("a Korean restaurant in Austin"), not the Korean market
    r"korea(?!n)|korean (?:customers|market|buyers|users|audience|shoppers|platforms?)|한국|국내|서울|부산|대구|인천|광주|대전|울산|제주|경주|전주|강릉|수원|네이버|카카오|쿠팡|스마트스토어|당근|크몽|"
    r"\b(?:seoul|busan|daegu|incheon|gwangju|daejeon|ulsan|jeju|gyeongju|jeonju|gangneung|suwon|naver|kakao|coupang)\b|"
    # places and universities in Korea, and words only Korea's housing, schools and transit use ("a one-room by a
    # Seoul campus", "an officetel", "jeonse", "a hagwon", "T-money")
    r"\b(?:sinchon|hongdae|gangnam|itaewon|myeongdong|jongno|insadong|seongsu|jamsil|yeouido|mapo|pangyo|bundang|"
    r"ilsan|songdo|haeundae|yonsei|sogang|ewha|hanyang|kaist|postech|snu|sungkyunkwan|"
    r"one-room|officetel|jeonse|wolse|goshiwon|gosiwon|hagwon|t-money|ktx)\b",
    re.I,
)

# the people served live abroad ("미국이랑 유럽에 사는 외국인 학생", "foreign guests"): what they book, pay or fill in
# must work for them, even when the person is in Korea
CUSTOMERS_ABROAD = re.compile(
    r"(?:외국인|해외)\s*(?:학생|손님|고객|구매자|수강생|관광객|바이어|회원)|"
    r"\b(?:foreign|international|overseas)\s+(?:customers|students|clients|buyers|guests|tourists)\b",
    re.I,
)


def markets(text: str, language: str) -> dict[str, bool]:
    """korea_context (the Korean market: a Korean request, or a Korean place or platform named), outside_us and
    customers_abroad, for the understanding."""
    korea = bool(KOREA_MARKET.search(text)) or language == "ko"
    return {
        "korea_context": korea,
        "outside_us": korea or bool(OUTSIDE_US.search(text)),
        "customers_abroad": bool(CUSTOMERS_ABROAD.search(text)),
    }
