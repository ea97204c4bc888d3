"""A plan in the request's own words, for a job the workflow knowledge does not cover.

"Need a way to catalog the tools, let neighbors borrow them and track who has what": three asks, each a step in
the person's words ("Catalog the tools", "Let neighbors borrow them", "Track who has what"), each with the kind of
tool its words ask for: a noun of a kind (knowledge/category_words.json), else the verb that says the work
(`_verbs` there: collect, track, schedule, design ...), else a general assistant. Research and review steps had
stood in for all of it ("Draft the first version with an AI assistant").
"""

from __future__ import annotations

import re
from functools import lru_cache

from graph.brains.ask_kinds import kind_of, made_in_languages
from graph.brains.en_leftovers import GOAL_EN, them_named, there_named
from graph.brains.en_lists import details_kept, en_parts, made_list, summary_lead
from graph.brains.en_steps import (
    ASKED_EN,
    DELIVERS_EN,
    DONE_TO_EN,
    GROUP_WANTS_EN,
    HELP_EN,
    HOW_EN,
    HOW_IT_WORKS_EN,
    IMPERATIVE_EN,
    LEAD_EN,
    LIMIT_EN,
    NEEDS_EN,
    PAIN_EN,
    PARTICIPLE,
    PEOPLE_MUST_EN,
    PLEASE_EN,
    ROUTINE_EN,
    STATE_EN,
    THING_DONE,
    TIME_SPENT_EN,
    WANT_NOUN_EN,
    en_step,
    said_in_passing,
)
from graph.brains.en_verbs import says_work, starts_with_verb
from graph.brains.ko_asks import ko_asks
from graph.brains.ko_grammar import WANTS_KO, intention_at
from graph.brains.ko_leftovers import (
    CAUTION_KO,
    DUE_KO,
    FREE_USE_KO,
    GOAL_KO,
    HAPPENS_KO,
    REASON_KO,
    TOLD_KO,
    light_verb_list,
    means_only_ko,
    said_again,
)
from graph.brains.ko_render import helped
from graph.own_work import own_work
from graph.plan_steps import (
    broad_kind_words,
    categories_asked,
    meaningful_tokens,
)
from knowledge.catalog import load_categories
from knowledge.text import korean_morphemes

MAX_ASKS = 6


# a sentence that opens with the want itself, its "I" left out: "want guests to reserve and prepay"
OPENING_WANT_EN = re.compile(
    # "want AI to tidy my notes": the want said without its "I", and whom it wants to do the work
    r"^\s*(?:also\s+|really\s+)?(?:want|need)\s+(?=(?:to|a|an|some|the|my|our|[a-z]{3,}s\s+to|ai\s+to)\s)",
    re.I,
)


def asks(request: str, language: str) -> list[str]:
    """The request's own asks as step texts, in its language; none when it says no work in two words or more."""
    return list(_asks(request, language))


# "주말엔 제가 시험 봐주려는데, 무료로 쓸 만한 거 있을까요?": the work the person is about to do, then a question
# about the tools for it (graph/brains/ko_clauses.py keeps that clause)
INTEND_THEN_ASK = re.compile(r"려(?:고\s*하는|는)데")
# "학습 리포트 쓰는 데 시간이 너무 걸리는데 AI로 빨리 쓸 수 있을까요?": work that costs the person time, then a
# question whether it can go faster, asks for that work (graph/brains/ko_clauses.py keeps the clause)
PAINED_THEN_ASK = re.compile(r"(?:걸리|걸려|힘들|힘드|귀찮|번거로)\S*\s.*수\s*(?:있|없)")


def _asks(request: str, language: str) -> tuple[str, ...]:
    return _read_asks(request, language)[0]


REFERS_BACK = re.compile(r"\b(?:it|this|that|these|those|them|why)\b|이거|그거|이걸|그걸|이것|그것|이런|그런", re.I)


def ask_sentences(request: str, language: str) -> str:
    """The sentences of the request that say its asks ("Could you plan a flyer and a sign-up page?"), or the whole
    request when none does: the others say who the person is and how things stand ("The crew is unpaid, money
    is short"; "the recital is next month"), and a kind of work their words name ("crew", "recital") is no
    ask."""
    said = _read_asks(request, language)[1]
    return " ".join(said) if said else request


SECOND_WANT_EN = re.compile(r"\s+and\s+(?=(?:i|we)(?:'d|\s+would)\s+(?:also\s+|really\s+)?(?:like|love)\s)", re.I)
FIRST_WANT_EN = re.compile(r"\b(?:i|we)\s+(?:really\s+|also\s+)?(?:want|need)\b", re.I)


# "Need them all finished before the board meets": the work said before, wanted by a time; no step of its own
DONE_BY_A_TIME = re.compile(
    r"^\s*(?:(?:i|we)\s+)?(?:need|want|have to get|must get|(?:get|have))\s+(?:it|this|that|these|those|them|everything|"
    r"all of (?:it|this|them))\s+(?:all\s+)?(?:done|finished|ready|wrapped up)\s+(?:before|by|in time|ahead)\b",
    re.I,
)


def _second_want_apart(request: str) -> str:
    """ "We want members to sign up online and we'd like a text when a spot opens": a second want joined by "and",
    after a first said with its own "I want", is a sentence of its own (read as one, the first ask was lost)."""

    def apart(m: re.Match) -> str:
        before = re.split(r"[.?!]\s", request[: m.start()])[-1]
        return ". " if FIRST_WANT_EN.search(before) and "," not in before else m.group(0)

    return SECOND_WANT_EN.sub(apart, request)


@lru_cache(maxsize=256)
def _read_asks(request: str, language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(asks(), the sentences that said them), read once per request: the router and the composer both ask (Kiwi
    reads Korean each time)."""
    # "…월말마다 밤새요ㅠ 엑셀 데이터는 …": a chat emoticon ends a sentence as a full stop does, unless the next
    # one points back to it ("…반나절씩 걸려요ㅠ 이것만 좀 빨리 하고 싶어요")
    # "actuals vs. plan": an abbreviation's full stop ends no sentence
    split = r"(?<=[.?!])(?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)\s+|(?<=[ㅠㅜㅋㅎ])\s+(?!(?:이것|이거|그것|그거|이걸|그걸))"
    # "answer the usual 'where is my order' emails": English words quoted are an example of the thing, not an ask
    # (a Korean quoted title names a class or a post, and stays: graph/brains/ask_kinds.py reads it as a name)
    if language != "ko":
        request = re.sub(r"(?<![\w])'[^'\n]{3,60}'(?![\w])|\"[^\"\n]{3,60}\"", " ", request or "")
        request = re.sub(r"\s{2,}", " ", request)
        # "Our dues sheet is a disaster, and we need to open a shop …": a want after a comma starts an ask of its own
        request = re.sub(
            # ("…, and I'd like short clips" stays an item of the list before it)
            r",\s*(?:and|but)\s+(?=(?:i|we)(?:\s+(?:really\s+|also\s+)?(?:want|need|(?:'d|would)\s+(?:also\s+)?like\s+to)|"
            r"(?:'m|'re|\s+am|\s+are)\s+(?:also\s+)?(?:thinking|considering))\s)",
            ". ",
            request,
            flags=re.I,
        )
        request = _second_want_apart(request)
    sentences = [s for s in re.split(split, request) if s.strip()]
    found: list[str] = []
    starts: list[int] = []  # how many asks were found before each sentence
    for sentence in sentences:
        starts.append(len(found))
        if language == "ko":
            if (
                re.search(r"(?:이에요|예요|입니다|인데요?)[.]?$", sentence.strip())
                and not WANTS_KO.search(sentence)
                and intention_at(list(korean_morphemes(sentence))) is None  # "… 공지할 거예요" is going to do it
            ):
                continue  # a sentence that only says who the person is ("… 걱정이에요" may say a want before it)
            if (
                re.search(r"(?:\?|까요|나요)[.]?$", sentence.strip())
                and "방법" not in sentence
                and not INTEND_THEN_ASK.search(sentence)
                and not PAINED_THEN_ASK.search(sentence)
            ):
                continue  # a question ("캔바 써도 되나요?"); a wish says its work (graph/brains/ko_asks.py)
            parts = []
            # "(식장에서 보증인원을 2주 전까지 알려달래요)", "(세제 있냐, 카드 되냐 등)": an aside or examples in
            # brackets, said as clauses of their own, are about the ask before them, not asks
            sentence = re.sub(r"\(([^()]*?(?:요|다|냐|니|죠|등|음))\s*\)", " ", sentence)
            # "중국어(번체)로": a short note on a noun, its particle after the bracket, is read as the noun alone
            sentence = re.sub(r"(?<=[가-힣A-Za-z])\([^()]{1,12}\)(?=[가-힣])", "", sentence)
            sentence = re.sub(r"\s{2,}", " ", sentence)
            if found:
                # "…알고 싶어요. 당근에 할인 소식도 올리고요.": a sentence left open with 고요 adds one more to the wishes
                # said before it
                sentence = re.sub(r"(?<=[가-힣])고요([.!]?)\s*$", r"고 싶어요\1", sentence)
            for part in ko_asks(sentence):
                part = DUE_KO.sub("", part)  # "6월 20일까지 포스터 오픈하기": the deadline is read as a constraint
                if "부터" in sentence:  # "메뉴판부터 전단지까지 만들기": the list's last thing, said without its end
                    part = re.sub(r"(?<=[가-힣A-Za-z0-9])까지(?=\s)", "", part)
                part = REASON_KO.sub("", part)
                part = helped(part)  # "…줄일 방법이랑, 인스타 계정 운영도 같이 도와주세요": what is to be helped with
                part = re.sub(r"(?:을|를)?\s+어떻게\s+(?=\S)", " ", part)  # "클래스 소개 페이지를 어떻게 만들면 좋을지"
                listed = light_verb_list(part)
                if listed:  # "실험 계획이랑 결과 그래프, 보고서, 발표 포스터까지 해야": each thing is prepared
                    parts += [p for p in listed if not said_again(p, [*found, *parts])]
                    continue
                if (
                    not means_only_ko(part)
                    and not said_again(part, [*found, *parts])
                    and not FREE_USE_KO.match(part)
                    and not CAUTION_KO.search(part)
                    and not TOLD_KO.search(part)
                    and not HAPPENS_KO.search(part)
                    and not GOAL_KO.match(part)
                ):
                    parts.append(part)
        else:
            before = request[: request.find(sentence)]
            sentence = TIME_SPENT_EN.sub("speed up ", sentence)  # "cut the time I spend on X": X is the work
            if DONE_BY_A_TIME.match(sentence):
                continue  # the work said before, wanted by a time
            done_to = DONE_TO_EN.search(sentence)
            if done_to:  # "need them cleaned up and cut into a reel, plus a one-page site": each part an ask
                first, *rest = en_parts(done_to.group("rest").strip(" ."))
                it = done_to.group("it")
                # "…cleaned up and joined into a sample": a later participle is done to them too
                # "…, the best three songs cut out": another thing, with what is to be done to it
                rest = [
                    f"Get {it} {p}" if PARTICIPLE.match(p) else f"Get {p}" if THING_DONE.match(p) else en_step(p)
                    for p in rest
                ]
                found += [them_named(a, before, sentence) for a in (f"Get {it} {first}", *rest)]
                continue
            said = said_in_passing(sentence)
            if said:  # "we keep losing track of …", "I'm rusty at …", "Maybe a …?": one ask, said in passing
                found.append(said)
                continue
            how = HOW_EN.match(sentence)
            if how:  # "How do I write a demand letter and what do I do if he ignores it?": the work it asks how to do
                body = how.group("body").rstrip("?! ")
            else:
                if ASKED_EN.search(sentence):
                    body = ASKED_EN.sub("", sentence)
                elif PEOPLE_MUST_EN.search(sentence):
                    # what they receive is sent to them; what they get is prepared for them
                    body = re.sub(
                        r"(^|,\s*(?:and\s+)?|\s+and\s+)receive\s+", r"\1send them ", PEOPLE_MUST_EN.sub("", sentence)
                    )
                    body = re.sub(r"(^|,\s*(?:and\s+)?|\s+and\s+)get\s+(?=(?:a|an|the|their)\s)", r"\1prepare ", body)
                elif NEEDS_EN.search(sentence):  # "Every track needs a looping scene, plus titles …": got for it
                    body = "get " + NEEDS_EN.sub("", sentence)
                elif WANT_NOUN_EN.search(sentence) and not LEAD_EN.search(sentence):
                    body = "get " + WANT_NOUN_EN.sub("", sentence)
                elif GROUP_WANTS_EN.search(sentence) and not LEAD_EN.search(sentence):
                    body = GROUP_WANTS_EN.sub("", sentence)
                    if not re.match(r"(?:a|an|some|to)\s", body, re.I):  # "wants faster feedback on …": got
                        body = "get " + body
                elif DELIVERS_EN.search(sentence) and re.search(r",|\band\b", DELIVERS_EN.sub("", sentence)):
                    # "For every property I deliver 25 edited stills, a vertical video and an online gallery": the
                    # things the person delivers to clients are the work the plan makes
                    body = "make " + DELIVERS_EN.sub("", sentence)
                else:
                    # "want guests to reserve …, and i need a way to email them": a want said first, without its "I",
                    # leads from the start; the later "i need" leads its own part
                    first = OPENING_WANT_EN.match(sentence) or PLEASE_EN.match(sentence)
                    body = (
                        sentence[first.end() :].rstrip(" ?")
                        if first
                        else LEAD_EN.sub("", sentence)
                        if LEAD_EN.search(sentence)
                        else IMPERATIVE_EN.sub(r"\g<verb>", sentence)
                        if IMPERATIVE_EN.match(sentence) and "," in sentence  # a list of orders
                        else HELP_EN.sub("", sentence)
                    )
                listed = made_list(sentence) if body == sentence else []
                if listed:  # "Every month I turn the minutes into a newsletter: an email version, a printable PDF, …"
                    found += listed
                    continue
                routine = routine_asks(sentence, request) if body == sentence else []
                if routine:  # "Each month we collect …, assign …, and email …" in a request that says it's a headache
                    found += routine
                    continue
                if body == sentence and not re.match(r"^\s*(?:need|want|help)\b", sentence, re.I):
                    continue  # "We're starting a tool library.": context, not an ask
                if body.rstrip().endswith("?"):
                    continue
            body = HOW_IT_WORKS_EN.sub("", body)  # "…: subscribers get a tin each season": how it works
            # "I want to get through it fast: take decent photos, …": what follows a short lead-in is the ask list
            # "speed up daily site reports: photos with notes, the weather": what follows lists the thing's contents
            lead_in = re.match(r"^\s*(?:\S+\s+){0,4}\S+:\s+(?=\w)", body)
            contents = (
                lead_in
                and re.search(r"[a-z]{3,}s:\s+$", lead_in.group(0))
                and not starts_with_verb(body[lead_in.end() :])
                # "land new clients: a tighter showreel, a portfolio site, and a cold outreach routine": things of
                # two or more kinds of work are made for it, not what it holds
                and not _things_made(en_parts(body[lead_in.end() :]))
            )
            lead_in = lead_in or summary_lead(body)
            body = body[lead_in.end() :] if lead_in and not contents else body
            # "come up with puzzles and a storyline" is one ask; "catalog the tools and track who has what" two
            # "…, the glare drives me nuts", "but the club is broke": a clause about how things
            # are, said among the asks before each is read as a step (read as one, it would gain a verb)
            parts = _got_each([p for p in en_parts(body) if not _a_state(p)])
            # "stay under $40 a month" (the budget is read as a constraint and taken out): a limit, not work
            parts = [p for p in parts if not LIMIT_EN.match(p) and not re.search(r"\b(?:under|within|below)$", p)]
            # "…but I'd rather not burn a whole weekend on it": what the person would rather not do is no work
            parts = [p for p in parts if not re.match(r"not\s", p, re.I)]
            # "keep software under $30 a month": what it may cost
            parts = [p for p in parts if not re.match(r"keep\b[\w' ]{0,30}?\b(?:under|below|within)\b", p, re.I)]
            # "… and I [can't pay] for anything": a clause about the person, left when a constraint was taken out
            parts = [p for p in parts if not re.match(r"(?:i|we|it|they)\b(?!')", p, re.I)]
            # "how do I set it up so I stay in control": the whole job again, said with "it"
            # "help me set up something that actually works": the whole job again, said as "something"
            whole = (
                r"(?:set (?:it|this|that) up|do (?:it|this|that)|make (?:it|this|that) (?:work|happen))\b|"
                # "Could AI speed it up for me?": the work the sentences before said, faster; no step of its own
                r"(?:speed|hurry)\s+(?:it|this|that|things|everything|the process)\s+up\b|"
                r"make\s+(?:it|this|that|things|everything)\s+(?:faster|quicker|easier|simpler)\b|"
                r"(?:set up|get|make|find|build|do|figure out)\s+(?:something|anything|stuff|a system)"
                r"(?:\s+(?:that|which)\s+(?:actually\s+|really\s+)?(?:works?|helps?|sticks?))?\s*$"
            )
            parts = [p for p in parts if not re.match(whole, p, re.I)]
            # "but my Korean is basic", "with no app to install": a state or a limit, said among the asks
            parts = [p for p in parts if not re.match(STATE_EN, p, re.I)]
            # "I'd like more clients": what the work is for, said as a goal, is no step of its own
            parts = [p for p in parts if not GOAL_EN.match(p)]
            # "…, weekends only, in Denver": when and where the work is, not work
            parts = details_kept(parts)
            parts = [piece for p in parts for piece in photos_apart(p)]
            parts = [them_named(there_named(p, before), before, sentence) for p in parts]
        found += [p for p in parts if (len(p.split()) >= 2 or _one_word_work(p, language)) and meaningful_tokens(p)]
    ends = [*starts[1:], len(found)]
    said: list[str] = []
    for i, (sentence, a, b) in enumerate(zip(sentences, starts, ends, strict=True)):
        if b > a:
            # "Tell me what went wrong and sort it out": the sentence before says what "it" is
            if i and REFERS_BACK.search(sentence) and sentences[i - 1] not in said:
                said.append(sentences[i - 1])
            said.append(sentence)
    return tuple(found[:MAX_ASKS]), tuple(said)


# "sell my pottery online with good photos": the photos are work of their own (taken and edited), not what is sold
WITH_PHOTOS_EN = re.compile(
    r"\s+(?:with|and)\s+(?P<photos>(?:(?:decent|good|nice|great|better|proper|clean|professional|quality|bright)\s+)+"
    r"(?:product\s+)?(?:photos|pictures|images|shots)(?:\s+of\s+[^,.;]{1,40})?)\s*$",
    re.I,
)


def photos_apart(part: str) -> list[str]:
    """An ask that brings photos along ("… online with good photos") as two: the ask, then the photos."""
    found = WITH_PHOTOS_EN.search(part)
    if not found or not says_work(part) or re.match(r"(?:take|shoot|edit|retouch)\b", part.strip(), re.I):
        return [part]
    return [part[: found.start()], f"Take {found.group('photos')}"]


def routine_asks(sentence: str, request: str) -> list[str]:
    """The work of a routine the person describes ("we collect dues, assign duties and email a monthly
    update"), when the request says it costs too much ("it's a headache"): two or more verbs of work, each a step. A
    routine in a request that does not complain is who the person is ("We bake and deliver on weekends")."""
    routine = ROUTINE_EN.match(sentence.strip().rstrip("."))
    if not routine or not PAIN_EN.search(request):
        return []
    parts = [re.sub(r"^(?:then|also)\s+", "", p.strip(), flags=re.I) for p in en_parts(routine.group("body"))]
    parts = details_kept(parts)
    if len(parts) < 2 or not all(says_work(p) for p in parts):
        return []
    return [en_step(p) for p in parts]


def _a_state(part: str) -> bool:
    """Whether a list part says how things are (its own subject and verb of being, or a clause opened by "but" or
    "so" with a subject of its own) or how to go about all of it ("be careful with …") rather than work wanted."""
    part = re.sub(r"^\s*(?:and|,)\s+", "", part.strip(), flags=re.I)
    if re.match(STATE_EN, part, re.I):
        return True
    if re.search(r"\bbe (?:careful|mindful|cautious)\b", part, re.I):
        return True  # "so we must be careful with client data": how all the work is done (the job's cautions say it)
    return bool(
        re.match(r"(?:but|so|though|although)\s+(?:the|my|our|this|that|it|everything|nothing|there)\b", part, re.I)
        and not re.search(r"\b(?:want|need|like|love|hope|wish|help)\b", part, re.I)
    )


def _got_each(parts: list[str]) -> list[str]:
    """Each part of an English ask list said as a step. "We want easier remote recording, cleaner audio, episodes out
    on Apple Podcasts": the things wanted after the first are got too; a part said with its own verb or article keeps
    it."""
    # "… and help me shoot cleaner photos": the help is the planner's; the work helped with is the ask
    parts = [
        re.sub(r"^(\s*(?:and\s+)?)help\s+(?:me|us)\s+(?!(?:with|on|in|to|out)\b)(?=[a-z]{2,}\s)", r"\1", p)
        for p in parts
    ]
    # "want AI to tidy my notes": the assistant is got to do it
    parts = [re.sub(r"^\s*ai\s+to\s+", "get AI to ", p, flags=re.I) for p in parts]
    steps = [en_step(p) for p in parts]
    # "guests to reserve and prepay the fee": the people the first part lets act do the next verb too
    whom = (
        re.match(r"(?P<who>(?:[a-z]+\s+){0,2}?(?:[a-z]{3,}s|people|everyone|staff))\s+to\s+\w", parts[0].strip(), re.I)
        if parts
        else None
    )
    if whom and steps[0].lower().startswith("let "):
        for i, part in enumerate(parts[1:], 1):
            if re.match(
                r"(?:pay|sign|choose|pick|cancel|reschedule|leave|upload|check in|see|get)\b", part.strip(), re.I
            ):
                steps[i] = f"Let {whom['who']} {part.strip(' ,.')}"
            else:
                break
    # "get AI to cut my editing time, …": the first part has the person's work done, it wants no thing
    if not parts or not re.match(r"get\s", parts[0], re.I) or re.match(r"get\s+(?:\S+\s+){1,3}?to\s", parts[0], re.I):
        return steps
    # "…, and product photos": a thing its own kind makes keeps the verb that makes it ("Make product photos")
    return [
        steps[0],
        *(
            en_step(f"get {p.strip()}") if _bare(p) and step.lower() == p.strip(" ,.").lower() else step
            for p, step in zip(parts[1:], steps[1:], strict=True)
        ),
    ]


def _bare(part: str) -> bool:
    """A thing listed with no verb or article of its own ("cleaner audio")."""
    return not says_work(part.strip()) and not re.match(r"\s*(?:a|an|the|some|one|and|plus|also|to|i|we)\b", part, re.I)


def _things_made(items: list[str]) -> bool:
    """ "a tighter showreel, a simple portfolio site, and a cold outreach routine": three things each said with "a"
    are made; "photos with notes, the weather, crew counts" are what a report holds."""
    return len(items) >= 3 and all(re.match(r"(?:a|an)\s", item, re.I) for item in items)


def _one_word_work(ask: str, language: str) -> bool:
    """ "이걸 전사해서 …": a Korean work noun said with 하기 is an ask of its own when it names a kind of work
    ("전사하기" is transcription); "정리하기" or "분석하기" says too little."""
    if language != "ko":
        # "…, with flyers, a signup form and …": a thing made that names its kind ("flyers", "posters") is an ask
        return ask.lower() not in broad_kind_words() and bool(categories_asked(ask.lower()))
    noun = ask[:-2] if ask.endswith("하기") else ""
    return len(noun) >= 2 and noun not in broad_kind_words() and kind_of(ask) != "llm-assistant"


SENT_OUT = re.compile(
    r"\bremind|\bnotif|\bannounce|\btext (?:them|clients|customers|people|everyone|parents)|알림|리마인드|공지|안내\s*(?:문자|메시지)",
    re.I,
)
PHOTOS_KEPT = re.compile(r"\b(?:organi[sz]e|sort|album|back up|share)|정리|앨범|모으|모아|분류|공유", re.I)
CUT_OUT = re.compile(r"background|cut ?out|retouch|배경|누끼|보정", re.I)  # "사진 배경 깔끔하게 정리": an edit
# writing on paper: typing it up is reading an image (a vision assistant), not speech to text
HANDWRITTEN = re.compile(
    r"handwrit|\bletters\b|\bdiar(?:y|ies)\b|\bmanuscripts?\b|\bold documents\b|손글씨|손편지|편지|일기장|필사본|고문서",
    re.I,
)
SPOKEN = re.compile(
    r"\b(?:record(?:ing|ed|ings)?|audio|interviews?|lectures?|meetings?|podcasts?|calls?|voice|speech|video)\b|"
    # "말로 하면 정리해 주는 방법": said aloud, then written up
    r"녹음|음성|강의|회의|인터뷰|통화|영상|말로\s*(?:하|말하|불러|기록|남기)|\bsay it out loud\b|\bdictat",
    re.I,
)
# a person whose work is their voice: what they make is heard, not watched
# (the person's own work: "Voice actor here", "I'm a voiceover artist", "성우 지망생이에요"; not a voice actor hired
# or replaced by an AI voice)
VOICE_WORK = re.compile(
    r"(?:^|[.!?]\s*|\bi'?m\s+(?:an?\s+)?|\bi am\s+(?:an?\s+)?|\bas\s+an?\s+)(?:[\w-]+\s+)?"
    r"(?:voice[- ]?(?:actor|actress|over artist)|narrator)s?\b|"
    r"\bi (?:do|narrate|voice)\b[^.]{0,30}\b(?:voice[- ]?overs?|audiobooks|narration)\b|"
    r"성우(?:예요|이에요|입니다|로\s*일|\s*지망|\s*준비|\s*활동|\s*일을)",
    re.I,
)
FILMED = re.compile(r"video|footage|film|clip|영상|동영상", re.I)
# the kind of work on a medium the person has made (graph/own_work.py), for an ask about it ("them")
MEDIUM_KINDS = {
    "recording": "audio-editing",
    "filming": "video-editing",
    "photos": "photo-editing",
    "writing": "writing",
}
# the generator that would make anew what the person has already made
MAKES = {"audio-editing": "music-generation", "video-editing": "video-generation", "photo-editing": "image-generation"}
ONLY_KO = re.compile(
    r"(?:것|거|이것|이거|그것|그거|이걸|그걸)\s*만\b|[가-힣]만이라도|만\s*(?:좀\s*)?(?:도와|도움|빨리|하고\s*싶)"
)
# "I only need it proofread"; not "I only have my iPhone" (what the person has, a constraint)
ONLY_EN = re.compile(
    r"\b(?:only|just)\s+(?:need|want)\b|\bi\s+only\b(?!\s+(?:have|own|got|use)\b)|\ball i need\b", re.I
)


def only_asked(request: str) -> bool:
    """Whether the person wants only what they asked ("배경 그리는 것만", "I just need it proofread"): the rest of
    a job they may have done already."""
    return bool(ONLY_KO.search(request or "") or ONLY_EN.search(request or ""))


def ask_steps(request: str, language: str) -> list[dict]:
    """One step per ask, with the kind its words need; searched by its own words and the kind's name."""
    out = []
    made = [MEDIUM_KINDS[m] for m in own_work(request) if m in MEDIUM_KINDS]
    said = []
    for text in asks(request, language):
        # "a one-page flyer in English and Tagalog": the flyer made, then translated
        split = made_in_languages(text, language)
        said += list(split) if split else [text]
    for text in said:
        kind = kind_of(text)
        # "… filmed. I want each one trimmed, captioned …": captions of footage are subtitles, put on in the editor
        subtitled = made and made[0] == "video-editing" and re.search(r"caption|subtit", text, re.I)
        if (
            made
            and (kind in ("llm-assistant", MAKES.get(made[0])) or subtitled)
            and re.match(
                r"(?:get (?:them|it|these|those|the|my|our|each one|every one|each|every)|cut|trim|edit|mix|scan|fix|"
                r"restore|repair|retouch|"
                r"touch up|clean up|colou?r[- ]correct|enhance|sharpen|upscale)\b",
                text,
                re.I,
            )
        ):
            # "I've recorded my demo lines … need them cleaned up", "the best three songs cut out": the work is on
            # the person's own recordings, not a generator of new ones
            kind = made[0]
        itself = [MEDIUM_KINDS[m] for m in own_work(text) if m in MEDIUM_KINDS]
        if itself and kind in ("llm-assistant", MAKES.get(itself[0])):
            kind = itself[0]  # "short demo videos I film myself": edited from the person's footage, not generated
        if kind == "video-editing" and VOICE_WORK.search(request) and not FILMED.search(text):
            kind = "audio-editing"  # a voice actor's "demo reels" are heard: audio, cut and levelled
        if kind == "transcription" and HANDWRITTEN.search(request) and not SPOKEN.search(request):
            kind = "llm-assistant"  # "letters in old German handwriting … transcribed": read from a page, not heard
        name = (load_categories().get(kind) or {}).get("en", "")
        if kind == "customer-support" and SENT_OUT.search(text):
            # "send clients a reminder the day before": a message sent out, not questions answered; the kind's name
            # ("chatbots") had drawn help desks to it
            name = "text messages and notifications sent to customers"
        elif kind == "photo-editing" and PHOTOS_KEPT.search(text) and not CUT_OUT.search(text):
            # "수강생 사진 정리하기": photos sorted into albums, not cut out (the kind's name had drawn background removers)
            name = "photo library: albums, sorting and sharing"
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
