"""A plan in the request's own words, for a job the workflow knowledge does not cover.

"Need a way to catalog the tools, let neighbors borrow them and track who has what": three asks, each a step in
the person's words ("Catalog the tools", "Let neighbors borrow them", "Track who has what"), each with the kind of
tool its words ask for: a noun of a kind (knowledge/category_words.json), else the verb that says the work
(`_verbs` there: collect, track, schedule, design ...), else a general assistant. Research and review steps had
stood in for all of it ("Draft the first version with an AI assistant").
"""

from __future__ import annotations

import json
import re
from functools import lru_cache

from graph.own_work import own_work
from graph.plan_steps import broad_kind_words, categories_asked, meaningful_tokens, word_in
from knowledge.catalog import KNOWLEDGE_DIR, catalog_by_id, load_categories, tools_named_in
from knowledge.text import korean_morphemes, korean_verb_noun

MAX_ASKS = 4
# what a request says before its asks: "I need a way to", "We want to", "help me"
LEAD_EN = re.compile(
    r"^(?:.*?\b(?:i|we)(?:\s+|(?='))|.*?\band\s+|\s*)(?:(?:so|and|but|also|just|really|only|still)\s+)*"
    r"(?:need|want|would like|'d like|like|hope|am trying|'m trying|trying|have)\s+"
    r"(?:(?:a|an|some|the)\s+(?:\w+\s+)?(?:way|tool|app|system|place)\s+(?:to|for)\s+|help\s+(?:with\s+)?|to\s+|"
    r"(?=(?:a|an|some)\s))",
    re.I,
)
LIMIT_EN = re.compile(r"(?:stay|keep (?:it|costs?|the cost)|spend|be under|cost|pay)\b", re.I)
HELP_EN = re.compile(r"^.*?\bhelp me\s+(?:to\s+)?", re.I)
# "I only need them transcribed and searchable": what is to be done to the person's material
PARTICIPLES = r"(?:\w+ed|proofread|done|made|written|cut|set up|sent|read|built|shot|drawn)\b"
PARTICIPLE = re.compile(PARTICIPLES, re.I)
DONE_TO_EN = re.compile(
    rf"\b(?:need|want)\s+(?P<it>them|it|these|those|my \w+)\s+(?P<rest>{PARTICIPLES}[^.;!?]*)",
    re.I,
)


@lru_cache(maxsize=1)
def _verb_kinds() -> dict[str, list[str]]:
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8")).get("_verbs") or {}
    return {
        kind: [w.lower() for w in words.get("en", []) + words.get("ko", [])]
        for kind, words in data.items()
        if not kind.startswith("_")
    }


def kind_of(text: str) -> str:
    """The kind of tool an ask needs: a noun of a kind it names, else its verb, else a general assistant."""
    low = text.lower()
    named = [catalog_by_id()[t]["category"] for t in tools_named_in(f" {text} ") if t in catalog_by_id()]
    if named:
        return named[0]  # "노션으로 실험노트 만들기": the kind of the tool it names
    nouns = categories_asked(low)
    broad = broad_kind_words()
    # a kind's own noun says more than a verb that takes any object ("구독 결제 받는 페이지": payments, not a form)
    specific = {kind: words for kind, words in nouns.items() if any(w not in broad for w in words)}
    if specific:
        return max(specific, key=lambda c: max(len(w) for w in specific[c]))
    for kind, verbs in _verb_kinds().items():  # the work the ask's verb says: "시간표 받기" collects
        if any(word_in(low, v) or (not v.isascii() and v in low) for v in verbs):
            return kind
    if nouns:
        return max(nouns, key=lambda c: max(len(w) for w in nouns[c]))
    return "llm-assistant"


# Korean clauses, read with Kiwi's morphemes: what a clause ending says
SPLIT_EC = {"고", "어서", "아서", "여서", "서", "면서", "으면서", "며", "으며"}  # "보내고 …", "만들어서 …": and then
CONTEXT_EC = {"는데", "은데", "ᆫ데", "데", "니까", "으니까"}  # "세탁소 하는데 …": who and where, before the asks
PREDICATE_TAGS = {"VV", "VV-R", "VV-I", "XSV", "VA", "VA-R", "VA-I"}
# "보내는 걸 폰으로 하고", "그리는 것만 도움받고": the work is the verb before the light verb
LIGHT_VERBS = {"하", "되", "받", "주", "있", "없"}
NOMINAL_NOUNS = {"거", "것", "걸", "방법", "데"}  # "보내는 거", "정리하는 방법": a verb said as a thing
NEED_EC = {"어야", "아야", "여야"}  # "써야", "만들어야": what has to be done
WANTS_KO = re.compile(r"(?:싶|어야|아야|여야|해야|주세요|할래|할게|해줘|줘|드려|게요|방법)")
DROPPED_PARTICLES = {"도", "는", "은", "만", "까지", "요", "을", "를"}  # "페이지를 만들기" -> "페이지 만들기"
# tags of a clause's opening words that refer back ("그걸로") or only join
OPENING_SKIP = {"MM", "NP", "IC", "MAJ"}


def _predicates(clause: list) -> list[int]:
    """Indexes of the clause's own verbs: not auxiliaries ("만들어야 돼요": 되; "편하게 하고": 하 after 게), nor an
    adjective said as an adverb ("편하게")."""
    out = []
    for j, t in enumerate(clause):
        if t.tag not in PREDICATE_TAGS:
            continue
        before = clause[j - 1] if j else None
        after = clause[j + 1] if j + 1 < len(clause) else None
        if before is not None and before.tag == "EC" and before.form in {*NEED_EC, "게", "려고"}:
            continue
        if t.tag.startswith("VA") and after is not None and after.tag == "EC" and after.form == "게":
            continue
        out.append(j)
    return out


def _has_object(clause: list, at: int) -> bool:
    """Whether a light verb has a thing done before it ("리뷰 이벤트도 하기"), not only how ("안으로 하기")."""
    j = at - 1
    while j >= 0 and (clause[j].tag in ("MAG", "JX") or clause[j].form == "좀"):
        j -= 1
    if j >= 0 and clause[j].form == "도움":
        return False  # "AI 도움 받아서": the means, not a thing done
    return j >= 0 and clause[j].tag in ("NNG", "NNP", "JKO", "SL")


def _done(clause: list, at: int) -> bool:
    """A clause about work already done ("콘티랑 인물 작화는 다 해놨고"): its verb is in the past tense."""
    rest = clause[at + 1 :]
    return any(t.tag == "EP" and t.form in ("었", "았", "였") for t in rest)


def _render(sentence: str, clause: list, a: int, b: int, verb=None) -> str:
    """clause[a..b] in the person's words, its verb said as the thing to do ("정리해야" -> "정리하기"). `verb`: the
    verb of a later conjunct ("교재랑 수료증 만들어야": 교재 만들기)."""
    while a <= b and (clause[a].tag in OPENING_SKIP or clause[a].tag.startswith(("J", "S", "E"))):
        a += 1
        while a <= b and clause[a - 1].form in ("그", "이", "저") and clause[a].tag in ("NNG", "NNB"):
            a += 1  # "그걸로": the demonstrative's noun and its particle go too
    if a > b or (verb is None and a == b and clause[b].form in LIGHT_VERBS):
        return ""
    stem = verb or clause[b]
    if (
        verb is None
        and stem.tag == "VX"
        and b >= 2
        and clause[b - 1].tag == "EC"
        and clause[b - 2].tag in PREDICATE_TAGS
    ):
        # "나눠주는 거": the verb with its helper, said as one ("나눠주기")
        head = sentence[clause[a].start : clause[b - 2].start].rstrip() if b - 2 > a else ""
        chain = [(t.form, t.tag) for t in clause[b - 2 : b + 1]]
        return f"{head} {korean_verb_noun(chain)}".strip()
    noun = ""
    if verb is None and stem.tag == "XSV" and b - 1 > a:  # "명단도 정리해야": 정리 is said with 하기, 도 goes
        noun, b = clause[b - 1].form, b - 1
        stem = clause[b + 1]
    last = b if verb is not None else b - 1  # the words before the verb
    while last >= a and clause[last].tag.startswith("J") and clause[last].form in DROPPED_PARTICLES:
        last -= 1  # "명단도 정리하기" -> "명단 정리하기"
    if noun:
        head = sentence[clause[a].start : clause[last].start + clause[last].len] if last >= a else ""
        return f"{head} {noun}{korean_verb_noun([(stem.form, stem.tag)])}".strip()
    if last < a:
        return korean_verb_noun([(stem.form, stem.tag)])
    end = clause[last].start + clause[last].len
    head = sentence[clause[a].start : end]
    # "정리/NNG 하/XSV", "도움/NNG 받/VV": written as one word, said as one word
    joined = verb is None and last == b - 1 and end == clause[b].start
    return f"{head}{'' if joined else ' '}{korean_verb_noun([(stem.form, stem.tag)])}".strip()


def _clauses(sentence: str, toks: list) -> list[tuple[list, bool]]:
    """(clause, ends a statement) in order; context clauses ("세탁소 하는데") dropped."""
    clauses: list[tuple[list, bool]] = []
    cur: list = []
    skip = False
    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if skip:
            skip = False
            continue
        if nxt is None:
            cur.append(t)
            break
        # "세탁소 하는데", "만들어야 하는데": a clause ending in 는데 (one ending, or 는 + 데 written as one word)
        joined_de = (
            t.tag == "ETM" and nxt.tag == "NNB" and nxt.form == "데" and sentence[nxt.start - 1 : nxt.start] != " "
        )
        because = t.tag == "EC" and t.form in ("라", "라서", "이라서") and i and toks[i - 1].tag == "VCP"  # 학기말이라
        if ((t.tag == "EC" and t.form in CONTEXT_EC) or joined_de or because) and i < len(toks) - 2:
            needed = any(x.tag == "EC" and x.form in NEED_EC or x.form == "싶" for x in cur)
            clauses = [*clauses, (cur, False)] if needed else []  # wanted work stays; who and where is context
            cur, skip = [], joined_de
            continue
        if (t.tag == "EF" or (t.tag == "EC" and t.form in SPLIT_EC)) and nxt.tag != "VX":
            clauses.append((cur, t.tag == "EF"))  # "보내고 …", "걸려요ㅠ 이것만 …": the next clause
            cur = []
            continue
        cur.append(t)
    clauses.append((cur, True))
    return clauses


def _nominal(clause: list) -> list[int]:
    """Indexes of the nouns that make a verb a thing ("보내는 걸", "만드는 데만")."""
    return [
        j
        for j in range(2, len(clause))
        if clause[j].form in NOMINAL_NOUNS
        and clause[j - 1].tag == "ETM"
        and (clause[j - 2].tag in PREDICATE_TAGS or clause[j - 2].tag == "VX" and clause[j - 3].tag in ("NNG", "EC"))
    ]


def _clause_asks(sentence: str, clause: list) -> tuple[list[str], list[str]]:
    """(asks, things said as nouns) of one clause."""
    nominal = _nominal(clause)
    things, a = [], 0
    for j in nominal:
        things.append(_render(sentence, clause, a, j - 2))
        a = j + 1
    made = {n - 2 for n in nominal} | {n - 4 for n in nominal if clause[n - 2].tag == "VX"}  # "나눠주는 거": 나누 too
    preds = [j for j in _predicates(clause) if j not in made]
    if (not preds and not nominal) or (preds and _done(clause, preds[-1])):
        return [], things
    if preds and clause[preds[-1] - 1].form in ("안", "못") and clause[preds[-1] - 1].tag == "MAG":
        return [], things  # "돈 안 들이고": how, not what ("free only" is read as a constraint)
    p = preds[-1] if preds else len(clause) - 1
    if (not preds or clause[p].form in LIGHT_VERBS) and nominal:  # the verbs made nouns are the asks
        return things, things
    if clause[p].form in LIGHT_VERBS and not _has_object(clause, p):
        return [], things  # "도구값은 안으로 하고 싶어요": how, not what
    out, a = [], 0
    for j in (j for j in range(p) if clause[j].tag == "JC"):  # "교재랑 수료증 만들기": one ask per thing made
        out.append(_render(sentence, clause, a, j - 1, verb=clause[p]))
        a = j + 1
    return [*out, _render(sentence, clause, a, p)], things


def _refers_back(clause: list) -> bool:
    """ "이것만 좀 빨리 하고 싶어요": a light verb whose thing is said before ("이것", "그거")."""
    preds = _predicates(clause)
    return (
        bool(preds)
        and clause[preds[-1]].form in LIGHT_VERBS
        and any(
            t.tag == "NP" and t.form in ("이것", "이거", "그것", "그거", "이걸", "그걸") for t in clause[: preds[-1]]
        )
    )


def _ko_asks(sentence: str) -> list[str]:
    """The asks of one Korean sentence: each clause's verb with its words; the sentence's context ("꽃집 하는데")
    and work already done ("다 해놨고") are not asks; the verbs a light verb stands for are ("알림 보내는 걸 …
    하고 싶어요": 알림 보내기), and so is the thing "이것만" points back to ("메뉴판 이미지 만드는 데만 한 시간씩
    걸려요ㅠ 이것만 좀 빨리 하고 싶어요": 메뉴판 이미지 만들기)."""
    toks = korean_morphemes(sentence)
    wants = any(t.form in {"싶", "방법", *NEED_EC} for t in toks)  # "써야" is 쓰 + 어야
    if not toks or not (wants or WANTS_KO.search(sentence)):
        return []
    out: list[str] = []
    group: list[str] = []  # asks of the statement being read
    said: list[str] = []  # things said as nouns so far
    for clause, ends in _clauses(sentence, toks):
        wanted = any(t.form in ("싶", "방법") or (t.tag == "EC" and t.form in NEED_EC) for t in clause) or any(
            t.tag == "EF" and WANTS_KO.search(t.form) for t in clause
        )  # "… 방법 있을까요?" asks for the way
        if _refers_back(clause) and said:
            group.append(said[-1])
        else:
            asks, things = _clause_asks(sentence, clause)
            group += asks
            said += things
        if ends:
            # a statement that wants nothing ("… 한 시간씩 걸려요") gives no asks, only things to point back to
            out += group if wanted else []
            group = []
        elif wanted:
            out += group
            group = []
    return [o for o in [*out, *group] if o]


def _en_parts(body: str) -> list[str]:
    """An English ask list split at commas, "and" and "plus"; a part that starts with a name ("Spanish, French and
    German") is an item of the part before it, not an ask of its own."""
    split = r",\s*(?:and\s+|plus\s+)?|\s+(?:and|plus)\s+(?!(?:a|an|the|my|our|some|their|its|\d+)\b)(?=[a-z]+\s)"
    parts: list[str] = []
    for part in re.split(split, body.rstrip(".?! ")):
        if parts and re.match(r"[A-Z][a-z]", part) and not re.match(r"(?:I|We)\b", part):
            parts[-1] = f"{parts[-1]}, {part}"
        else:
            parts.append(part)
    return parts


def _en_step(part: str) -> str:
    part = re.sub(r"^(?:and|also|then|to|plus)\s+", "", part.strip(" ,."), flags=re.I)
    if LEAD_EN.search(part):  # "…, and I want members to be able to sign up": the second ask's own lead
        part = LEAD_EN.sub("", part)
    part = re.sub(r"^(?:i|we)\s+(?:want|need|would like|'d like)\s+", "", part, flags=re.I)
    able = re.match(r"(?P<who>[\w' ]+?) to be able to (?P<do>.+)", part, re.I)
    if able:  # "members to be able to sign up" -> "Let members sign up"
        part = f"let {able.group('who')} {able.group('do')}"
    if re.match(r"(?:a|an|the|some)\s", part, re.I):
        part = f"set up {part}"  # "I want a waitlist for plots": the thing wanted, set up
    return part[:1].upper() + part[1:]


def asks(request: str, language: str) -> list[str]:
    """The request's own asks as step texts, in its language; none when it says no work in two words or more."""
    return list(_asks(request, language))


@lru_cache(maxsize=256)
def _asks(request: str, language: str) -> tuple[str, ...]:
    """asks(), read once per request: the router and the composer both ask (Kiwi reads Korean each time)."""
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", request or "") if s.strip()]
    found: list[str] = []
    for sentence in sentences:
        if language == "ko":
            if re.search(r"(?:이에요|예요|입니다|인데요?)[.]?$", sentence.strip()):
                continue  # a sentence that only says who the person is
            if (
                re.search(r"(?:\?|까요|나요|으면 좋겠어요|면 좋겠어요)[.]?$", sentence.strip())
                and "방법" not in sentence
            ):
                continue  # a question or a wish about how it looks ("캔바 써도 되나요?", "글씨 크게요")
            parts = _ko_asks(sentence)
        else:
            done_to = DONE_TO_EN.search(sentence)
            if done_to:  # "need them cleaned up and cut into a reel, plus a one-page site": each part an ask
                first, *rest = _en_parts(done_to.group("rest").strip(" ."))
                it = done_to.group("it")
                # "…cleaned up and joined into a sample": a later participle is done to them too
                rest = [f"Get {it} {p}" if PARTICIPLE.match(p) else _en_step(p) for p in rest]
                found += [f"Get {it} {first}", *rest]
                continue
            body = LEAD_EN.sub("", sentence) if LEAD_EN.search(sentence) else HELP_EN.sub("", sentence)
            if body == sentence and not re.match(r"^\s*(?:need|want|help)\b", sentence, re.I):
                continue  # "We're starting a tool library.": context, not an ask
            if body.rstrip().endswith("?"):
                continue
            # "come up with puzzles and a storyline" is one ask; "catalog the tools and track who has what" two
            parts = [_en_step(p) for p in _en_parts(body)]
            # "stay under $40 a month" (the budget is read as a constraint and taken out): a limit, not work
            parts = [p for p in parts if not LIMIT_EN.match(p) and not re.search(r"\b(?:under|within|below)$", p)]
            # "… and I [can't pay] for anything": a clause about the person, left when a constraint was taken out
            parts = [p for p in parts if not re.match(r"(?:i|we|it|they)\b(?!')", p, re.I)]
        found += [p for p in parts if len(p.split()) >= 2 and meaningful_tokens(p)]
    return tuple(found[:MAX_ASKS])


# the kind of work on a medium the person has made (graph/own_work.py), for an ask about it ("them")
MEDIUM_KINDS = {
    "recording": "audio-editing",
    "filming": "video-editing",
    "photos": "photo-editing",
    "writing": "writing",
}
ONLY_KO = re.compile(r"(?:것|거|이것|이거|그것|그거|이걸|그걸)\s*만\b|만\s*(?:좀\s*)?(?:도와|도움|빨리|하고\s*싶)")
ONLY_EN = re.compile(r"\b(?:only|just)\s+(?:need|want)\b|\bi\s+only\b|\ball i need\b", re.I)


def only_asked(request: str) -> bool:
    """Whether the person wants only what they asked ("배경 그리는 것만", "I just need it proofread"): the rest of
    a job they may have done already."""
    return bool(ONLY_KO.search(request or "") or ONLY_EN.search(request or ""))


def ask_steps(request: str, language: str) -> list[dict]:
    """One step per ask, with the kind its words need; searched by its own words and the kind's name."""
    out = []
    made = [MEDIUM_KINDS[m] for m in own_work(request) if m in MEDIUM_KINDS]
    for text in asks(request, language):
        kind = kind_of(text)
        if (
            made
            and kind == "llm-assistant"
            and re.match(r"(?:get (?:them|it|these|those)|cut|trim|edit|mix)\b", text, re.I)
        ):
            kind = made[0]  # "I've recorded my demo lines … need them cleaned up": the recordings' kind of work
        name = (load_categories().get(kind) or {}).get("en", "")
        out.append(
            {
                "text": text,
                "workflow_id": None,
                "stage_id": None,
                "category": kind,
                "query": f"{text} {name}".strip(),
                "optional": False,
                "origin": "request",
            }
        )
    return out
