"""Refuse clearly harmful jobs before any planning, in the person's language (POLICY_BLOCKED)."""

from __future__ import annotations

import re

HARMFUL = [
    r"\b(malware|ransomware|keylogger|botnet|spyware|trojan|ddos)\b|악성\s*코드|랜섬웨어|해킹\s*툴|디도스",
    r"\bphishing\b|\bscam\b|\bfraud\b|fake (?:id|reviews?|invoice)|credit card (?:dump|skimm)|피싱|사기|보이스\s*피싱|가짜\s*리뷰|대포\s*통장",
    r"\b(harass|stalk|dox|doxx|bully)\w*|revenge porn|스토킹|신상\s*털|괴롭히|리벤지",
    r"\b(bomb|explosive|gun|firearm|nerve agent|bioweapon)s?\b.*\b(make|build|build|buy|obtain)|"
    r"\b(make|build|buy|obtain)\b.*\b(bomb|explosive|firearm|nerve agent|bioweapon)s?\b|폭탄(?!\s*(?:세일|할인|특가|가격|배송|이벤트))|폭발물|총기\s*제작|생화학\s*무기",
    r"deepfake (?:porn|nude)|non-?consensual|딥페이크\s*(?:음란|야동|합성)|불법\s*촬영",
    r"\b(meth|cocaine|heroin)\b.*\b(make|cook|synthesi[sz]e)|마약\s*(?:제조|만들)",
]
_HARMFUL_RE = [re.compile(p, re.IGNORECASE) for p in HARMFUL]

REFUSAL = {
    "en": "I can't help plan this: it looks like it could hurt people or break the law. "
    "If I misunderstood, please describe the legitimate goal.",
    "ko": "이 작업은 다른 사람에게 해를 끼치거나 법에 어긋날 수 있어 계획을 도와드릴 수 없어요. "
    "제가 오해했다면 정당한 목적을 다시 설명해 주세요.",
}


# Teaching people to recognise fraud or malware is protective, not harmful; weapons have no such exemption.
PROTECTIVE_RE = re.compile(
    r"\b(spot|detect|avoid|prevent|protect|awareness|recogni[sz]e|defend|report|warn|check|verify|victim)\w*|"
    r"\b(?:is this|is it) an? (?:scam|fraud|phishing)|\brisk of|예방|방지|구별|조심|대처|신고|주의|피해|당하지|당했|"
    # the person as the one who might be cheated: "전세사기 안 당하게", "사기 당할까 봐", "don't get scammed"
    r"안\s*당하|당할까|\b(?:not|n't|never)\s+(?:get|be|being)\s+"
    r"(?:scammed|defrauded|phished|ripped off)|"
    r"위험(?:도|을|이|성)?\s*(?:확인|점검|검토|체크|알아)|(?:확인|점검|검토)\s*하고\s*싶|"
    # fraud told as something that happens around the person: "요즘 전세사기 많다던데 … 확인할 거 다 확인하고"
    r"(?:사기|피싱|scams?|fraud)\s*(?:가|이|도)?\s*(?:많|흔하|늘|걱정|무섭|불안)|\b(?:scams?|fraud) (?:is|are) (?:common|everywhere)",
    re.I,
)
_PROTECTABLE = {0, 1}  # indexes in HARMFUL: malware, fraud


def is_harmful(text: str) -> bool:
    text = text or ""
    protective = bool(PROTECTIVE_RE.search(text))
    return any(p.search(text) and not (protective and i in _PROTECTABLE) for i, p in enumerate(_HARMFUL_RE))


def refusal(language: str) -> str:
    return REFUSAL.get(language, REFUSAL["en"])
