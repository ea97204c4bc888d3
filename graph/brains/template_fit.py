"""Where a job's template fits a request only by the words they share: the stages of it that were not asked for
(AI-generated footage and voice), a lone ask it does not do, and selling said beside other work, which no job's
stages took (graph/brains/offline_composer.py uses these)."""

from __future__ import annotations

import re

from graph.brains.ask_plan import asks_undone, said_enough
from graph.brains.own_asks import ask_steps
from graph.plan_steps import categories_asked, keyword_hits, names_the_job

# kinds of tool that make footage or a voice with AI, in place of what a person films or says
GENERATED_KINDS = frozenset({"video-generation", "avatar-video", "text-to-speech"})
# "AI-generated clips", "a faceless channel", "a voice-over", "an avatar presenter": generated material asked for
GENERATION_ASKED = re.compile(
    r"\bgenerat|faceless|voice[- ]?over|\bvoices?\b|\baudio\b|read (?:aloud|out)|narrat|avatar|ai (?:video|presenter|clips?)|"
    r"text[- ]to[- ](?:video|speech)|생성|내레이션|나레이션|더빙|보이스|아바타|목소리|음성|오디오|읽어\s*주|얼굴\s*없|AI\s*영상",
    re.I,
)


def without_unasked_generation(stages: list[dict], wf: dict, request: str) -> list[dict]:
    """A job the request names only by shared words ("a short video") does not bring the stages that generate its
    footage or voice with AI: an explainer a coach films, or an editor's showreel cut from past projects, had got
    AI B-roll and a synthetic voice-over from the AI-shorts job. Its own name, or words that ask for generated
    material, keep them; two stages stay at least."""
    if not request or keyword_hits(wf, request):
        return stages
    return without_generation_unasked(stages, request)


def without_generation_unasked(stages: list[dict], request: str, keep_min: int = 2) -> list[dict]:
    """The stages that generate footage, images or voice with AI, unless the request's words ask for generated
    material or that kind; `keep_min` stages stay at least."""
    if not request or GENERATION_ASKED.search(request):
        return stages
    asked = categories_asked(request.lower())
    kept = [s for s in stages if s["category"] not in GENERATED_KINDS or s["category"] in asked]
    return kept if len(kept) >= keep_min else stages


def a_lone_ask_elsewhere(own: list[dict], steps: list[dict], wf: dict, request: str) -> bool:
    """Whether the request's one ask, said with its kind, is work the nearest job's stages do not do, and the request
    says none of that job's names nor two of its name words: a short request passes the job-name check by having
    few words, so the template there is a guess, and the ask is the plan."""
    return (
        len(own) == 1
        and own[0].get("category") not in (None, "llm-assistant")
        and said_enough(own[0])
        and not names_the_job(wf, request, short_passes=False)  # none of its names, nor two of its name words
        and bool(asks_undone(own, steps))
    )


DIGITAL_GOODS = re.compile(
    r"\b(?:pdfs?|e-?books?|templates?|presets?|printables?|files?|downloads?|patterns?|sheet music|tabs|stls?|fonts?|"
    r"brushes)\b|전자책|템플릿|도안|파일|프리셋|폰트|PDF",
    re.I,
)
SELLING = re.compile(r"^(?:start\s+)?sell(?:ing)?\b|(?:팔|판매하)기$", re.I)


def with_selling(own: list[dict], request: str, language: str) -> list[dict]:
    """The asks, with the ones that say selling something put back in their place as a shop step: no job's plan
    took the selling, so "(2) sell my sewing patterns too" is a step of its own (work_asks leaves a
    selling ask out because a matched job's stages do it)."""
    texts = {a["text"] for a in own}
    out = []
    for ask in ask_steps(request, language):
        if ask["text"] in texts:
            out.append(ask)
        elif SELLING.search(ask["text"].strip()) and ask.get("category") in (None, "llm-assistant"):
            # a file sold ("sewing patterns", "presets") is a digital product: sold from a creators' store, not a marketplace
            where = "digital products to download" if DIGITAL_GOODS.search(ask["text"]) else "online shop"
            out.append({**ask, "category": "ecommerce", "query": f"{ask['text']} {where}"})
    return out  # every ask of `own` is one of ask_steps', so none is lost


# "블로그에 매주 연재하고 있어요", "I already post a chapter every Friday on Royal Road": the person publishes there now
PUBLISHING_NOW = re.compile(
    r"연재\s*(?:중|하고\s*있|한\s*지)|(?:업로드|연재)하는\s*중|"
    r"\b(?:i|we)\s+(?:already\s+|currently\s+|now\s+)?(?:publish|post|serialize|serialise|release)\s+"
    r"(?:a\s+|one\s+|new\s+|my\s+|our\s+)?(?:chapter|episode|issue)s?\b|"
    r"\b(?:i|we)(?:'m|'re| am| are)\s+(?:currently\s+)?(?:serializing|serialising)\b",
    re.I,
)


def without_publishing_done_now(stages: list[dict], request: str) -> list[dict]:
    """A job's stage that puts the work out on a platform, when the person already publishes there: a serial writer
    mid-run asked about their story notes and a cover, not about uploading episodes; two stages stay at least."""
    if not request or not PUBLISHING_NOW.search(request):
        return stages
    kept = [s for s in stages if s["category"] != "publishing"]
    return kept if len(kept) >= 2 else stages
