"""Words of plan stages and requests, shared by the composer and the part that adds a request's other parts.

A stage is matched to a request by its content words (English plurals folded, frequency words and the verbs every
deliverable is made with left out); a stage of the same kind that shares words with a step already in the plan
repeats it. The match thresholds are here so that every piece of composition reads them from one place.
"""

from __future__ import annotations

from functools import lru_cache

from graph.brains.ask_kinds import IN_LANGUAGES
from graph.plan_steps import GENERIC_WORDS, broad_kind_words, categories_asked, meaningful_tokens, singular
from knowledge.catalog import load_workflows

STRONG_MATCH = 0.55
WEAK_MATCH = 0.42
FULL_MATCH = 0.6  # below this the nearest job is only partly this one: keep the stages the request asks for
CLAUSE_MATCH = 0.5  # a clause's own workflow must match at least this well to add its stages
OUTLET_KINDS = {"publishing", "ecommerce", "social-media", "podcast-hosting", "hosting", "email-marketing"}


# how often the work happens is not what the work is: "a monthly newsletter" shares "monthly" with a budget
# review stage, and that alone had added it to the plan
FREQUENCY_WORDS = {
    "daily",
    "weekly",
    "monthly",
    "yearly",
    "annual",
    "every",
    "매일",
    "매주",
    "매달",
    "매월",
    "주간",
    "월간",
}


def stage_tokens(text: str) -> set[str]:
    return set(_stage_tokens(text))


@lru_cache(maxsize=8192)
def _stage_tokens(text: str) -> frozenset[str]:
    """stage_tokens(), read once per text: stages are read for every request (Korean through Kiwi)."""
    tokens = {singular(t) for t in meaningful_tokens(text)}
    return frozenset((tokens | {b for t in tokens for b in _bases(t)}) - GENERIC_WORDS - FREQUENCY_WORDS)


def _bases(token: str) -> tuple[str, ...]:
    """The verb a past participle may come from ("edited" -> edit, "organized" -> organize, "planned" -> plan):
    "need them culled and edited" asks for the stages that cull and edit; the wrong guesses ("organiz") match no
    stage word."""
    if not (token.isascii() and len(token) > 5 and token.endswith("ed")) or token.endswith("eed"):
        return ()
    stem = token[:-2]
    return (stem, token[:-1], stem[:-1]) if stem[-1] == stem[-2] else (stem, token[:-1])


# verbs every deliverable is made with: "초대장 만들고" does not ask for the optional "초대 영상 만들기"
MAKING_WORDS = {"만들", "make", "create", "build", "제작"}


def subject_words(wf: dict) -> set[str]:
    """Words most of a job's required stages share: what the job is about ("썸네일" in a thumbnail job), which
    a request names for the whole job, not for one optional stage."""
    required = [stage_tokens(f"{s['en']} {s['ko']}") for s in wf["stages"] if not s.get("optional")]
    counts: dict[str, int] = {}
    for words in required:
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    return {word for word, n in counts.items() if n >= 2 and n * 2 >= len(required)}


def asked_for(stage: dict, request: str, wf: dict | None = None) -> bool:
    """Whether the request mentions what an optional stage does, in the stage's own words (a request for a
    sign-up form does not ask for the event's feedback survey, though both are forms). The job's subject (its
    title and the words most of its stages share) and the verbs of making say nothing about one stage."""
    # the job's title names its subject and reader too: "학부모" in a parents' newsletter does not ask for the
    # translation stage "for parents who need another language"
    # and so do its names ("회의" of a meeting-notes job brought back its optional auto-join bot)
    names = " ".join([wf["title"], wf["title_ko"], *wf.get("keywords", []), *wf.get("keywords_ko", [])]) if wf else ""
    subject = subject_words(wf) | stage_tokens(names) if wf else set()
    # a word another stage of the job says asks for that stage: "signup" of "a signup landing page" is the
    # platform-and-signup-form stage's, not the optional "promote the signup link" one's
    others = set().union(
        *(stage_tokens(f"{s['en']} {s['ko']}") for s in (wf or {}).get("stages", []) if s.get("id") != stage.get("id"))
    )
    own = stage_tokens(f"{stage['en']} {stage['ko']}") - MAKING_WORDS - subject - others
    # "a website in Spanish, French and German": several languages of the thing made ask for its translation
    several = stage.get("category") == "translation" and bool(IN_LANGUAGES.search(request or ""))
    return several or bool(own & stage_tokens(request))


def repeats_a_step(stage: dict, steps: list[dict]) -> bool:
    # the stages' own words, not their search phrases ("AI assistant to ..." is in half of them)
    words = stage_tokens(stage["en"])
    for step in steps:
        if step.get("stage_id") and step["stage_id"] == stage.get("id"):
            return True
        if step.get("category") == stage["category"] and (words & stage_tokens(step["text"])):
            return True
    return False


def word_prefixes(text: str, drop: set[str]) -> set[str]:
    return {t[:4] if t.isascii() else t for t in stage_tokens(text) if t not in drop}


@lru_cache(maxsize=1)
def stage_word_counts() -> dict[str, int]:
    counts: dict[str, int] = {}
    for wf in load_workflows():
        for stage in wf["stages"]:
            for token in stage_tokens(f"{stage['en']} {stage['ko']} {stage['query']}"):
                counts[token] = counts.get(token, 0) + 1
    return counts


def stage_for(category: str, request: str, prefer: list[str]) -> tuple[dict, str] | None:
    """The stage of that kind that best fits the request, from the top workflows first, then those that say a word
    of the request that asks for the kind ("bookings" of "take class bookings online" is the work; "class" only says
    what it is about, and a family calendar's "class times" had won by it). Shared words count by how rare they are
    among stages: "신청서" says more about a sign-up form than "온라인" does about a quiz."""
    want = stage_tokens(request) - MAKING_WORDS  # "만든 도자기" shares nothing with "썸네일 만들고"
    counts = stage_word_counts()
    kind_words = _asking_tokens(request, category)
    best, best_key = None, None
    for wf in load_workflows():
        for stage in wf["stages"]:
            if stage["category"] != category:
                continue
            shared = want & stage_tokens(f"{stage['en']} {stage['ko']} {stage['query']}")
            key = (wf["id"] in prefer, bool(shared & kind_words), round(sum(1 / counts.get(t, 1) for t in shared), 6))
            if best_key is None or key > best_key:
                best, best_key = (stage, wf["id"]), key
    return best


@lru_cache(maxsize=1024)
def _asking_tokens(request: str, category: str) -> frozenset[str]:
    """The stage words of the request's words that ask for this kind, read once per request and kind (the composer
    asks stage_for once per kind its words name); a broad word ("notes", "정리") says no work of its own."""
    asked = [w for w in categories_asked(request.lower()).get(category, []) if w not in broad_kind_words()]
    return frozenset(stage_tokens(" ".join(asked)) - MAKING_WORDS)


def shares_words(stage: dict, request: str, beyond: str = "") -> bool:
    """Whether a stage and a request share a word that says what the work is (not a verb of making), other than
    the words of `beyond`."""
    said = stage_tokens(request) - MAKING_WORDS - stage_tokens(beyond)
    return bool(said & stage_tokens(f"{stage['en']} {stage['ko']} {stage['query']}"))


def as_stage(step: dict) -> dict:
    return {"id": step.get("stage_id"), "en": step["text"], "ko": step["text"], "query": step.get("query", ""), **step}
