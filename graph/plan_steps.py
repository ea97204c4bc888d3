"""Plan steps as records: what a step says, where it came from, and what kind of tool it needs.

A step is {"text", "workflow_id", "stage_id", "category", "query", "optional", "origin"}. The recommender
and the guide read the record instead of re-matching text to workflows. A step the person kept keeps its
record; an edited or added step is derived again from its new text (the workflow stage it reads like, else
the kind of tool its words ask for), so "Translate the subtitles into English" searches translation tools.
"""

from __future__ import annotations

import difflib
import json
import re
from functools import lru_cache

from knowledge.catalog import KNOWLEDGE_DIR, catalog_by_id, load_categories, load_workflows, name_spans, tools_named_in
from knowledge.text import HANGUL, tokenize

GENERIC_WORDS = {
    "step",
    "steps",
    "stage",
    "stages",
    "part",
    "phase",
    "단계",
    "부분",
    "과정",
    "ai",
    "with",
    "and",
    "the",
    "for",
    "or",
    "of",
    "to",
    "및",
    "또는",
    "등",
    "위한",
}


def meaningful_tokens(text: str) -> list[str]:
    return [t for t in tokenize(text) if len(t) > 1 or HANGUL.match(t)]


def step_from_stage(stage: dict, workflow_id: str | None, language: str, origin: str = "workflow") -> dict:
    return {
        "text": stage["ko"] if language == "ko" else stage["en"],
        "workflow_id": workflow_id,
        "stage_id": stage.get("id"),
        "category": stage["category"],
        "query": stage["query"],
        "optional": bool(stage.get("optional")),
        "origin": origin,
    }


@lru_cache(maxsize=1)
def _stage_index() -> dict[str, tuple[dict, str]]:
    index: dict[str, tuple[dict, str]] = {}
    for wf in load_workflows():
        for stage in wf["stages"]:
            index.setdefault(stage["en"].strip(), (stage, wf["id"]))
            index.setdefault(stage["ko"].strip(), (stage, wf["id"]))
    return index


@lru_cache(maxsize=1)
def _stage_words() -> tuple[tuple[dict, str, frozenset], ...]:
    return tuple(
        (stage, wf["id"], frozenset(meaningful_tokens(f"{stage['en']} {stage['ko']} {stage['query']}")))
        for wf in load_workflows()
        for stage in wf["stages"]
    )


@lru_cache(maxsize=1024)
def closest_stage(text: str) -> tuple[dict, str] | None:
    """The stage of any workflow that shares most content words with `text`, when that is most of them."""
    want = set(meaningful_tokens(text)) - GENERIC_WORDS
    if len(want) < 2:
        return None
    best, best_overlap = None, 0
    for stage, wf_id, words in _stage_words():
        overlap = len(want & words)
        if overlap > best_overlap:
            best, best_overlap = (stage, wf_id), overlap
    return best if best_overlap >= max(2, (len(want) + 1) // 2) else None


@lru_cache(maxsize=1)
def category_words() -> dict[str, list[str]]:
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8"))
    return {
        cat: [w.lower() for w in words["en"] + words["ko"]] for cat, words in data.items() if not cat.startswith("_")
    }


@lru_cache(maxsize=1)
def compound_heads() -> frozenset[str]:
    """Korean kind words that also end a compound written as one word ("식전영상", "참가신청"); most do not ("재개발"
    is no software development), so only these (knowledge/category_words.json `_compound_heads`)."""
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8"))
    return frozenset(data.get("_compound_heads", {}).get("ko", []))


@lru_cache(maxsize=1)
def not_kind_phrases() -> dict[str, tuple[str, ...]]:
    """Phrases that say a kind's word and ask for no such tool (knowledge/category_words.json `_not`)."""
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8")).get("_not") or {}
    return {kind: tuple(p.lower() for p in phrases) for kind, phrases in data.items() if not kind.startswith("_")}


def without_not_phrases(low: str, kind: str) -> str:
    """A lower-cased text with the phrases that say a kind's word but ask for no such tool taken out, as whole
    words ("a track" goes, "a tracker" stays)."""
    for phrase in not_kind_phrases().get(kind, ()):
        low = _not_phrase_pattern(phrase).sub(" ", low)
    return low


@lru_cache(maxsize=1024)
def _not_phrase_pattern(phrase: str) -> re.Pattern:
    """without_not_phrases()'s pattern for one phrase, compiled once (see _word_pattern)."""
    return re.compile(rf"{re.escape(phrase)}\b" if phrase.isascii() else re.escape(phrase))


@lru_cache(maxsize=1)
def broad_kind_words() -> frozenset[str]:
    """Words that ask for a kind only with a stage that says them (knowledge/category_words.json `_broad`)."""
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8")).get("_broad") or {}
    return frozenset(w.lower() for w in data.get("en", []) + data.get("ko", []))


HANGUL_WORD = re.compile(r"[\uac00-\ud7a3]{2,}")
KO_PARTICLES = "을|를|은|는|이|가|도|만|의"  # after a noun that a kind phrase continues; KO_PARTICLE (below) also takes places and means


def word_in(text: str, word: str) -> bool:
    """A word at a word start (Korean particles attach at the end, so the start is the boundary in both). A short
    English word is a whole word, or its plural: "seo" is not the start of "Seoul", nor "app" of "apply"."""
    return _word_pattern(word).search(text) is not None


# a kind word whose start begins another word: a fishing "charter" has no chart, a "format" or "formula" no form
OTHER_WORDS_AFTER = {
    "chart": r"(?!ers?\b|ered\b|ing school)",
    "form": r"(?!at|al|ula|er\b|erly\b|idable)",
}


@lru_cache(maxsize=8192)
def _word_pattern(word: str) -> re.Pattern:
    """word_in()'s pattern, compiled once: the kind words outnumber re's own cache of 512, which then compiled
    every pattern anew on every call (a quarter of a second per text read for its kinds)."""
    end = r"(?:s|es)?(?![a-z0-9])" if word.isascii() and word.isalpha() and len(word) <= 3 else ""
    parts = word.split()
    if len(parts) == 2 and not word.isascii() and all(HANGUL_WORD.fullmatch(p) for p in parts):
        # "출석 관리" is also said "출석을 앱으로 관리": a particle after the first noun, one word between
        first, second = map(re.escape, parts)
        return re.compile(rf"(?<![\uac00-\ud7a3]){first}(?:{KO_PARTICLES})?\s+(?:[\uac00-\ud7a3a-z0-9]+\s+)?{second}")
    start = r"(?<![a-z0-9\uac00-\ud7a3])" + re.escape(word) + end + OTHER_WORDS_AFTER.get(word, "")
    if word not in compound_heads():
        return re.compile(start)
    # a Korean compound written as one word ends in its head: "식전영상도", "참가신청 받기" say 영상 and 신청
    compound = (
        r"(?<=[\uac00-\ud7a3])" + re.escape(word) + r"(?:[은는이가을를도만과와랑의에]|으로|로)?(?![\uac00-\ud7a3])"
    )
    return re.compile(f"{start}|{compound}")


def stem(word: str, keep: int = 6, min_root: int = 4) -> str:
    """A short English stem shared by the matching rules ("bookings", "booking" and "book" meet): one suffix off
    when at least `min_root` letters stay, then the first `keep` letters."""
    for suffix in ("ing", "ed", "es", "s"):
        # "boxes", "classes": -es after a hissing sound; "tables", "pages", "notes" only lose the -s ("tabl" had not
        # met the tag "table reservations")
        if suffix == "es" and not re.search(r"(?:s|x|z|ch|sh)es$", word):
            continue
        if word.endswith(suffix) and len(word) - len(suffix) >= min_root:
            word = word[: -len(suffix)]
            # "mapped", "planning": the consonant doubled before the suffix is one ("map", "plan")
            if suffix in ("ing", "ed") and re.search(r"([bgmnprt])\1$", word):
                word = word[:-1]
            break
    return word[:keep]


def _stem_list(text: str) -> list[str]:
    return [stem(w) for w in re.findall(r"[a-z]{2,}", text)]


def _said_in_other_form(keyword: str, words: list[str]) -> bool:
    """A two-word English name said with its words side by side in either order and any form ("book online" for
    "online booking", "reminder messages" for "message reminders", "analyze reviews" for "review analysis"), not
    scattered ("an online shop for books": "class bookings online" is no online class)."""
    if "-" in keyword:
        return False  # "members-only" is one word: "for 25 members. I only own an iPhone" does not say it
    keys = [w[:5] for w in _stem_list(keyword)]  # five letters: "analysis" and "analyze" are one word here
    first, second = keys if len(keys) == 2 else ("", "")
    if not first:
        return False
    words = [w[:5] for w in words]
    pairs = set(zip(words, words[1:], strict=False))
    return (first, second) in pairs or (second, first) in pairs


def keyword_hits(wf: dict, request: str) -> list[str]:
    """The workflow's own names for its job that the request uses ("쇼츠", "newsletter"): it is this job. An
    English name of two words also counts in another order or form ("book online" says "online booking")."""
    low = request.lower()
    words = _stem_list(low)
    return [
        k
        for k in wf["keywords"] + wf["keywords_ko"]
        if len(k) >= 2
        and (
            word_in(low, k.lower())
            or (k.isascii() and _said_in_other_form(k.lower(), words))
            or (not k.isascii() and _said_with_particles(k.lower(), low))
        )
    ]


KO_PARTICLE = r"(?:을|를|이|가|은|는|도|의|에|에서|와|과|랑|으로|로)?"


def _said_with_particles(keyword: str, text: str) -> bool:
    """A Korean name of several words said with particles between them ("팔로워 늘리" in "팔로워를 늘리고"), or with a
    softening adverb ("팔로워 좀 늘리고")."""
    parts = keyword.split()
    if len(parts) < 2:
        return False
    pattern = (KO_PARTICLE + r"\s+(?:(?:좀|조금|좀더|더|많이)\s+)?").join(re.escape(p) for p in parts)
    return re.search(r"(?<![a-z0-9\uac00-\ud7a3])" + pattern, text) is not None


# Keywords that name the person, not the work: "I'm a math teacher and want explainer videos" is not a quiz job
# because quizzes are for teachers (who the person is weighs through their role, graph/understanding.py)
PERSON_WORDS = {
    "teacher", "teachers", "교사", "선생님", "student", "학생", "parent", "parents", "학부모", "freelancer", "프리랜서",
    "landlord", "집주인", "tenant", "세입자", "author", "작가", "youtuber", "유튜버", "creator", "크리에이터",
    "illustrator", "일러스트레이터", "influencer", "인플루언서", "seller", "셀러", "designer", "디자이너", "developer",
    "개발자", "researcher", "연구자", "nurse", "간호사", "doctor", "의사", "lawyer", "변호사", "coach", "코치",
}  # fmt: skip


def job_name_hits(wf: dict, request: str) -> list[str]:
    """keyword_hits without the keywords that are only a tool's or platform's name ("스마트스토어"): a request
    that names where the work happens has not yet said which job it is; nor the ones that name a person."""
    # "the presentation of the objects in the gallery" names no slide-deck job: a phrase that says one of the
    # job's kinds' words but asks for no such tool is not its name either
    said = request.lower()
    for kind in {s["category"] for s in wf.get("stages") or ()}:
        said = without_not_phrases(said, kind)
    return [
        k
        for k in keyword_hits(wf, said)
        if k.lower() not in PERSON_WORDS and (" " in k.strip() or not tools_named_in(f" {k} "))
    ]


# Words of a job's names that say nothing about which job it is ("run a small business online", "만들기")
NAME_FILLER = {
    "ai", "run", "start", "small", "business", "online", "with", "your", "own", "get", "set", "up", "new", "way",
    "who", "what", "has", "let", "keep", "more", "better", "easy", "easier", "free", "simple", "tool", "tools",
    "하", "되", "만들", "쓰", "정리", "관리", "올리", "하기", "보", "주", "것", "거", "수", "좀",
    # words that point or count, not name: a long request shares "them", "their" and "two" with any job
    "them", "their", "they", "our", "us", "his", "her", "its", "there", "then", "when", "which", "all", "any",
    "each", "one", "two", "three", "right", "now", "just", "also", "very", "much", "lot", "yet", "still", "so",
    "not", "if", "these", "those", "was", "were", "have", "had", "will", "into", "after", "before", "than",
    "why", "how", "where", "out", "off",
}  # fmt: skip
PLACE_KINDS = {"ecommerce", "publishing", "social-media", "podcast-hosting", "email-marketing"}  # where work goes
LONG_REQUEST = 6  # content words: a request this long that names its job says it in more than one word


def names_the_job(wf: dict, request: str, short_passes: bool = True) -> bool:
    """Whether the request says which job this is: one of the job's names, or two words of them ("community
    garden" shares only "community" with building an online community, "tool-lending library ... track who has
    what" only "track" with a music track). A short request has few words to say it with: it passes, unless
    `short_passes` is off (graph/brains/template_fit.py asks whether a short request really names the job)."""
    if keyword_hits(wf, request):
        return True
    said = _name_words(request)
    if len(said) < LONG_REQUEST and short_passes:
        return True
    said -= PERSON_WORDS  # "학부모" says who the work is for, not which job: a team's parent chat is not a conference
    # a platform the request names where one of the job's stages happens says the job too ("on eBay": selling)
    kinds = {s["category"] for s in wf["stages"]} & PLACE_KINDS  # not a notes app: Notion holds any job's notes
    places = sum(1 for t in tools_named_in(request) if (catalog_by_id().get(t) or {}).get("category") in kinds)
    names = " ".join([wf["title"], wf["title_ko"], *wf["keywords"], *wf["keywords_ko"]])
    if len(said & _name_words(names)) + places >= 2:
        return True
    # or three words of what its stages do ("a welcome email, a cart reminder and a promotion": welcome, cart, promotion);
    # words most jobs' stages say ("조사", "초안", "준비") say no job: research, a draft and preparing are every job's
    stages = " ".join(f"{s['en']} {s['ko']} {s['query']}" for s in wf["stages"])
    common = _common_stage_words()
    return len(said & (_name_words(names) | (_name_words(stages) - common))) + places >= 3


COMMON_STAGE_WORD = 10  # a word this many stages say ("review", "text", "조사") is said of many kinds of work


@lru_cache(maxsize=1)
def _common_stage_words() -> frozenset[str]:
    counts: dict[str, int] = {}
    for wf in load_workflows():
        for stage in wf["stages"]:
            for word in _name_words(f"{stage['en']} {stage['ko']} {stage['query']}"):
                counts[word] = counts.get(word, 0) + 1
    return frozenset(w for w, n in counts.items() if n >= COMMON_STAGE_WORD)


def _name_words(text: str) -> set[str]:
    """Content words, English ones by their stem ("selling" meets "sell", "papers" "paper")."""
    words = {t.lower() for t in meaningful_tokens(text)} - NAME_FILLER
    return {(w[:-3] if w.endswith("ing") and len(w) > 5 else singular(w)) if w.isascii() else w for w in words}


def singular(token: str) -> str:
    """English plurals match their singular ("bookings" is the "booking" stage); other tokens as they are."""
    if token.isascii() and len(token) > 4 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-3] + "y" if token.endswith("ies") else token[:-1]
    return token


# Nouns for people by their work: "신입 백엔드 개발자 채용" hires a developer, it asks for no coding tool; "a freelance
# designer" asks for no design step
WORKER_NOUNS = re.compile(
    r"개발자|디자이너|편집자|번역가|마케터|작가|기자|강사|developers?\b|engineers?\b|designers?\b|editors?\b|"
    r"translators?\b|marketers?\b|writers?\b|photographers?\b|illustrators?\b|programmers?\b|animators?\b",
    re.I,
)


# "for 20 minutes every day", "3분짜리": a length of time, not meeting minutes to transcribe
DURATIONS = re.compile(r"\b\d+\s*(?:minutes?|mins?|hours?|seconds?)\b|\d+\s*(?:분|시간|초)(?:짜리|씩|동안|간)?", re.I)
# "an email to my ~600 clients": how many says nothing of the kind, and stands between its words
COUNTS = re.compile(r"(?<!\S)(?:~|about\s+|around\s+|over\s+|nearly\s+)?\d[\d,]*\+?(?=\s+[a-z]{3,})", re.I)


def categories_asked(text: str) -> dict[str, list[str]]:
    """The kinds of tool a text's words ask for, with the words that asked (not the words that name a person by
    their work, nor a length of time, nor a tool's name: "클립 스튜디오로 그리는데" asks for no video clips)."""
    return _kinds_said(_without_misleading_names(text or ""))


@lru_cache(maxsize=4096)
def _without_misleading_names(text: str) -> str:
    """The text with each tool name blanked whose own words say another kind than the tool's (클립 of Clip Studio
    Paint, a drawing app); a name that says its own kind ("Google Forms", "인스타") still says it."""
    out = text
    for a, b, tool_id in sorted(name_spans(text), reverse=True):
        own = (catalog_by_id().get(tool_id) or {}).get("category")
        if any(kind != own for kind in _kinds_said(text[a:b])):
            out = out[:a] + " " * (b - a) + out[b:]
    return out


def _kinds_said(text: str) -> dict[str, list[str]]:
    low = " ".join(COUNTS.sub(" ", DURATIONS.sub(" ", WORKER_NOUNS.sub(" ", (text or "").lower()))).split())
    found: dict[str, list[str]] = {}
    for category, words in category_words().items():
        said = without_not_phrases(low, category)  # "a poster with a QR code" asks for no coding
        hits = [w for w in words if word_in(said, w)]
        if hits:
            found[category] = hits
    # a word that only modifies another kind's phrase is that phrase's: "cover" of "cover letter" asks for no
    # design; the phrase's head still asks for its own ("minutes" of "meeting minutes" are minutes)
    # in Korean the whole phrase says its kind: "인원 조사" is a survey, its "조사" no research of its own
    longer = [w for hits in found.values() for w in hits]
    trimmed = {
        c: [
            w
            for w in hits
            if not any(x.startswith(f"{w} ") or (not w.isascii() and x.endswith(f" {w}")) for x in longer)
        ]
        for c, hits in found.items()
    }
    return {c: hits for c, hits in trimmed.items() if hits}


def kind_weight(low: str, words: list[str]) -> tuple[int, int]:
    """How strongly a kind's words say a step's kind: the longest word (the most specific), and between words as
    long, in Korean the later one: the head of a Korean phrase comes last ("녹음한 거 전사하기" transcribes)."""
    korean = any(not w.isascii() for w in words)
    return max(len(w) for w in words), max(low.rfind(w) for w in words) if korean else 0


def derive_step(text: str, language: str) -> dict:
    """A record for a step a person wrote: the stage it is (or reads like), else the kind its words ask for."""
    clean = " ".join(str(text).split())
    exact = _stage_index().get(clean)
    if exact:
        return {**step_from_stage(exact[0], exact[1], language, origin="edit"), "text": clean}
    near = closest_stage(clean)
    asked = categories_asked(clean)
    if near and asked and near[0]["category"] not in asked:
        near = None  # "a way to sell tickets online" says ticketing: a marketplace stage that reads alike is not it
    if near:
        stage, _ = near
        return {
            "text": clean,
            "workflow_id": None,
            "stage_id": None,
            "category": stage["category"],
            "query": stage["query"],
            "optional": False,
            "origin": "edit",
        }
    category = max(asked, key=lambda c: kind_weight(clean.lower(), asked[c])) if asked else None
    return {
        "text": clean,
        "workflow_id": None,
        "stage_id": None,
        "category": category,
        "query": clean,
        "optional": False,
        "origin": "edit",
    }


def align(sub_tasks: list[str], steps: list[dict] | None, language: str) -> list[dict]:
    """Records for `sub_tasks`: a kept step keeps its record (by its text), any other is derived anew."""
    by_text: dict[str, dict] = {}
    for step in steps or []:
        by_text.setdefault(step.get("text", ""), step)
    return [dict(by_text[s]) if s in by_text else derive_step(s, language) for s in sub_tasks]


def removed_steps(old: list[str], new: list[str]) -> list[str]:
    """The steps a plan edit took out. A step rewritten in place into a similar one is edited, not removed
    ("removed the step" memories would otherwise record what the person only reworded); a step replaced in its
    place by a different one was removed."""

    def similar(a: str, b: str) -> bool:
        return difflib.SequenceMatcher(a=a.lower(), b=b.lower()).ratio() >= 0.5

    removed: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op == "delete":
            removed += old[i1:i2]
        elif op == "replace":
            olds, news = old[i1:i2], new[j1:j2]
            for k, step in enumerate(olds):
                if k >= len(news) or not similar(step, news[k]):
                    removed.append(step)
    return [s for s in removed if s not in new]


def kind_stage(category: str, words: list[str]) -> dict | None:
    """A step of the kind the request asks for in so many words ("an illustrated cookbook") when no job's stage
    of that kind shares a word with it: the kind's own step (knowledge/categories.json), searched by the words
    that asked."""
    kind = load_categories().get(category) or {}
    if not kind.get("step_en"):
        return None
    return {"id": f"kind-{category}", "en": kind["step_en"], "ko": kind["step_ko"], "category": category,
            "query": f"{kind['en']} {' '.join(words)}"}  # fmt: skip
