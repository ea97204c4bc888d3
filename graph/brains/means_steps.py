"""Steps for a means the request sets aside beside its job: money for ads.

"꽃집 인스타그램 팔로워를 늘리고 싶어요. 광고 예산은 월 20만원이에요." is a job (grow the account) and a means
(paid ads). Read as two jobs, the ads outweighed the job: the florist got an ads plan with no posts. The job's
plan leads, and the ads are one step of it, before the step that reviews the results.
"""

from __future__ import annotations

import re

from prompts import load_json

ADS_IN_STEP = re.compile(r"광고|\bads?\b|advertis|campaign|캠페인", re.I)
REVIEW_KINDS = {"analytics"}
REVIEW_WORDS = re.compile(r"review|analy[sz]e|measure|report|성과|분석|측정", re.I)


def ad_step(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """The plan with a step that runs the ads when the request has money for ads and no step runs them."""
    if not (understanding.get("constraints") or {}).get("ad_spend"):
        return steps
    if any(s.get("category") == "social-media" and ADS_IN_STEP.search(s["text"]) for s in steps):
        return steps
    phrase = load_json("offline_phrases")["ad_step"]
    step = {
        "text": phrase["ko" if language == "ko" else "en"],
        "workflow_id": None,
        "stage_id": "run-ads",
        "category": phrase["category"],
        "query": phrase["query"],
        "optional": False,
        "origin": "request",
    }
    review = [i for i, s in enumerate(steps) if s.get("category") in REVIEW_KINDS or REVIEW_WORDS.search(s["text"])]
    at = review[-1] if review and review[-1] == len(steps) - 1 else len(steps)
    return [*steps[:at], step, *steps[at:]]
