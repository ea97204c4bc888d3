"""The kind of tool an ask needs, read from its words (the kind half of own_asks.py): a noun of a kind it names,
else the verb that says the work, else a general assistant. A tool the ask names gives its own kind, unless the
thing made is said beside it ("a LinkedIn headshot", "clips with captions for TikTok", "인스타에 올릴 카드뉴스").
"""

from __future__ import annotations

import re

from graph.brains.en_verbs import verb_kinds
from graph.brains.purpose import OTHER_LANGUAGES
from graph.plan_steps import broad_kind_words, categories_asked, kind_weight, without_not_phrases, word_in
from knowledge.catalog import catalog_by_id, name_spans, tools_named_in
from knowledge.text import QUOTED_TITLE, without_brackets

# writing a text whose noun is research's ("논문", "paper"): the verb says the work
WRITES = re.compile(r"\b(?:write|writing|draft|drafting)\b|쓰기|쓰고|써야|써서|작성")


# places where a written text goes out (a group chat, a feed, a mailing list)
WHERE_TEXT_GOES = {"customer-support", "social-media", "email-marketing"}

# a text sent to people, said with its sending verb
SENT = re.compile(r"보내|발송|전송|\bsend|\bemail|\bmail (?:out|them)|\btext (?:them|each|every)", re.I)
SENT_TEXT = re.compile(r"안내문|공지문|통지|결과|\bnotices?\b|\bletters?\b|\bresults\b|\bupdates?\b", re.I)

# "put a shorter version online", "get our menu on the web", "온라인에 올리기": a place of its own on the web
PUT_ONLINE = re.compile(
    r"\b(?:put|get|have|make)\s+(?:(?:it|them|this|that)|(?:an?|the|my|our|some)\s+[\w' -]{1,40}?)\s+"
    r"(?:online|on the web|on the internet)\b|온라인에\s*(?:올리|띄우|게시)",
    re.I,
)

# "…에 올릴", "…에 보낼": a place said as where the thing made goes
GOES_THERE_KO = re.compile(r"(?:에|에도|에서)\s*(?:올릴|게시할|보낼|띄울|걸)\s+")

# a text made with AI: "안내문을 AI로 만들기", "have AI draft the handout"
BY_AI = re.compile(r"\bai\s*(?:로|으로)|\b(?:with|using|have|let)\s+(?:an?\s+)?ai\b|챗gpt|chatgpt", re.I)
TEXT_NOUNS = re.compile(r"안내문|공지문|통신문|주의사항|설명서|\bhandouts?\b|\bnotices?\b|\binstructions\b", re.I)

# "a Spanish edition", "the English version": the same text in another language
IN_A_LANGUAGE = re.compile(
    rf"\b(?:{OTHER_LANGUAGES}|english)\s+(?:edition|version|copy)s?\b|"
    # "the tech sheets turned into English", "put into plain Spanish": a text made another language
    rf"\b(?:turn(?:ed|ing|s)?|put|render(?:ed)?|convert(?:ed|ing)?)\s+(?:[\w'()-]+\s+){{0,8}}?into\s+(?:{OTHER_LANGUAGES}|english)\b",
    re.I,
)
# "공지를 한국어·영어·중국어로 같이 붙이기", "in English, Spanish and Chinese": one text in several languages
KO_LANGUAGE = r"(?:한국어|영어|영문|중국어|일본어|베트남어|태국어|스페인어|프랑스어|독일어|러시아어|몽골어|우즈벡어)"
IN_LANGUAGES = re.compile(
    rf"{KO_LANGUAGE}(?:\s*(?:·|,|/|와|과|랑|이랑)\s*{KO_LANGUAGE})+\s*(?:으로|로)|"
    rf"\bin\s+(?:{OTHER_LANGUAGES}|english)(?:\s*,\s*(?:{OTHER_LANGUAGES}|english))*,?\s+(?:and|&)\s+"
    rf"(?:{OTHER_LANGUAGES}|english)\b|"
    # "a Spanish/English/French flyer": the languages listed before the thing
    rf"\b(?:{OTHER_LANGUAGES}|english)(?:\s*(?:/|,|&|and)\s*(?:{OTHER_LANGUAGES}|english)){{1,}}(?=\s+[a-z])",
    re.I,
)


# "…하는 방법 알아보기", "…는 법 알아보기": the person asked to be told a way of doing some work
WAY_FOUND_KO = re.compile(r"(?<=[는은])\s*(?:방법|법)\s*(?:을|도)?\s*알아보기$")
DEFAULT_KIND = "llm-assistant"

TRANSLATED_KINDS = {"customer-support", "writing", "design", "llm-assistant", "translation"}  # a notice, a text, a menu
# people hired for a service through a matching marketplace (Soomgo, Rover, Thumbtack): "a reliable pet sitter",
# "과외 선생님 구하기"; staff an employer hires (a barista, 알바) are found on job boards, and are not here
HIRED_EN = (
    r"(?:dog[- ]?walker|walker|pet[- ]?sitter|house[- ]?sitter|sitter|babysitter|nanny|tutor|photographer|"
    r"videographer|interpreter|accountant|bookkeeper|lawyer|attorney|plumber|electrician|handyman|cleaner|cleaning "
    r"service|caregiver|florist|caterer|dj|groomer|mechanic|movers|moving company|contractor|freelancer|"
    r"freelance [\w-]+)s?"
)
FINDS_A_PERSON = re.compile(
    rf"^(?:find|hire|book|get|need)\s+(?:a|an|some|one|the right|someone like a)\s+(?:[\w'-]+\s+){{0,3}}?{HIRED_EN}\b|"
    r"^(?:find|hire|vet)\s+(?:and\s+(?:vet|hire|book|check)\s+)?(?:someone|somebody|a person)\b|"  # "find and vet someone"
    r"(?:과외\s*선생님|선생님|시터|베이비시터|펫시터|도우미|사진작가|작가|디자이너|번역가|통역사|세무사|변호사|"
    r"고수|전문가|업체|기사님)(?:을|를|도)?\s*(?:구하|찾|섭외|알아보)",
    re.I,
)


# "선물세트 사진도 좀 예쁘게 찍기": photos taken, whatever words come between
# "고객이 보낸 원고 파일 받기", "accept print files from customers": files that come in are collected (an
# upload form), whatever kind of work made them
FILES_RECEIVED = re.compile(
    r"(?:파일|원고|서류|자료)(?:도|을|를)?\s+(?:\S+\s+){0,2}?(?:받기|받는|접수)|"
    r"\b(?:receive|accept|collect|take in|get)\s+(?:\w+\s+){0,3}?(?:files|uploads)\b",
    re.I,
)
PHOTOS_TAKEN_KO = re.compile(r"사진(?:을|를|도|은|는)?\s+(?:\S+\s+){0,3}?(?:찍|촬영)")
PHOTOS_TAKEN_EN = re.compile(r"^\s*(?:take|shoot|snap)\s+(?:(?:and\s+)?\w+\s+){0,3}?(?:photos|pictures|shots)\b", re.I)
BOOKS_TIME = re.compile(
    r"\b(?:book|reserve|schedule)\s+(?:(?:a|an|their|paid|private|online|make-up|makeup|trial|free|one-on-one|1:1|"
    r"\d+-minute|\d+-min)\s+)*(?:[\w-]+\s+)?(?:lessons?|classes|sessions?|appointments?|calls?|slots?|office hours|"
    r"consultations?|visits?|tours?|fittings?|tastings?)\b|\bbook\s+(?:themselves\s+)?(?:through|via|online|directly)\b|"
    # "let members book": people who book, with no thing booked said
    # "let people pick a time slot": a time with the business, chosen by the customer
    r"\b(?:pick|choose|select)\s+(?:a|an|their|your)\s+(?:time\s+)?(?:slot|time slot|appointment time|pickup time)s?\b|"
    # "set up practice games with other clubs", "line up calls with clients": times with other people, arranged
    r"\b(?:set up|arrange|line up)\s+(?:[\w-]+\s+){0,2}?[\w-]+s\s+with\s+(?:other|the other|local|nearby|our|my)\s+\w+|"
    # "let hikers look up and reserve our cabins" said with find: the people, and what they book
    r"\b(?:let|allow|help)\s+(?:[\w']+\s+){1,2}(?:(?:find|see|compare|pick)\s+and\s+)?(?:book|reserve)(?:\s+themselves)?"
    r"(?:\s+(?:online|a|an|their|time|slots?|my|our)\b|\s*$)",
    re.I,
)
# "주문을 폼으로 받기", "take orders through a form": what comes in by a form is taken by one
BY_FORM = re.compile(
    r"(?:폼|신청서|설문지?)(?:으로|로)\s*(?:\S+\s+)?(?:받|접수)|\b(?:through|via|with|by|using)\s+(?:a|an|the|one)?\s*"
    r"(?:simple\s+|online\s+|google\s+)?form\b",
    re.I,
)
# "let shops request pickups", "allow members to submit photos": people who send something in
SUBMITS = re.compile(
    r"\b(?:let|allow)\s+(?:[\w']+\s+){1,2}(?:to\s+)?(?:request|submit|send in|suggest|nominate|report)\b", re.I
)
# what a thing can be turned into: a form of media ("into test cases" is work, which the whole ask says better)
FORMS_MADE = {
    "design", "video-editing", "writing", "presentation", "music-generation", "audio-editing", "text-to-speech",
    "publishing", "transcription",
}  # fmt: skip
# "녹음을 기사로 쓰기", "turn the recital recording into a tab PDF": the thing made (Y로, into Y) says the kind,
# not the material
MADE_INTO_EN = re.compile(
    r"\b(?:turn|turning|convert|converting|make|making|cut|cutting)\b.{1,60}?\binto\s+(?P<made>.+)$", re.I
)
MADE_INTO_KO = re.compile(r"(?:을|를)\s+(?P<made>[가-힣A-Za-z]{1,10})(?:으로|로)\s*(?P<verb>쓰|만들|작성하|정리하)")


# "sell my linocut prints online", "selling jars of jam online": the goods between the verb and "online" are no kind
SELLS_ONLINE = re.compile(r"\bsell(?:s|ing)?\s+(?:[\w'-]+\s+){0,6}?online\b", re.I)
# "email a monthly allotment update": an update that goes out on a schedule is a mailing, whatever it is about
SENT_UPDATE = re.compile(
    r"\b(?:send|email|mail)\w*\s+(?:\S+\s+){0,2}?(?:weekly|monthly|daily|quarterly|biweekly)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:updates?|emails?|bulletins?)\b|"
    # "get pre-event emails", "set up renewal emails": emails of a kind, got or set up, go out to a list
    r"^\s*(?:get|set up|schedule|automate)\s+(?:(?:the|some)\s+)?(?:(?!(?:my|our|your|their|all)\b)[\w-]+\s+){1,2}?e-?mails\b",
    re.I,
)
# "send members their monthly stats": what goes out to the whole list on a schedule, when its words say no kind of
# their own (a weekly progress report is written first)
SENT_TO_LIST = re.compile(
    r"\bsend\w*\s+(?:(?:all|each|every)\s+(?:of\s+)?(?:our\s+|my\s+)?)?(?:members|customers|subscribers|parents|clients|"
    r"patients|students|families|donors|volunteers|everyone|them)\s+(?:their|a|an|our|the)\s+(?:\S+\s+)?"
    r"(?:weekly|monthly|daily|quarterly|biweekly|yearly|annual)\b(?!\s+(?:[\w-]+\s+)?(?:reminders?|texts?|sms)\b)",
    re.I,
)
# "녹음한 곡을 느린 템포로", "half-speed versions of the songs": the person's music slowed for practice, an audio
# edit (time-stretch), not a text or a sheet
SLOWED_AUDIO = re.compile(
    r"(?:곡|음원|연주|노래|반주)\S*\s+(?:\S+\s+){0,2}?느린\s*(?:속도|버전|템포)|"
    r"\b(?:slowed[- ]down|slow(?:er)?[- ]tempo|half[- ]speed)\s+(?:\S+\s+){0,2}?(?:tracks?|versions?|recordings?|audio|songs?)\b|"
    r"\bplay[- ]along\s+(?:tracks?|audio|recordings?)\b",
    re.I,
)
PURPOSE_KO = re.compile(
    # "손님들이 미리 고르시게": the honorific -시게 says whom it is for, like -도록
    r"^(?P<purpose>[^.!?]+?(?:ㄹ|을|할|일|볼|쓸|올|줄|갈)\s*수\s*있(?:게|도록)|[^.!?]+?도록|[^.!?]+?\S시게)\s+(?P<rest>\S.*)$"
)


# a written piece (공지문, 안내문, 소개글) written, however it is sent later ("공지문은 AI로 쉽게 쓰기")
WRITTEN_PIECE_KO = re.compile(
    # (not an order or a visit; a reply to a review is an assistant's draft, as before)
    r"(?<![가-힣])(?!주문|방문|대문|답글|댓글)[가-힣]{1,4}(?:문|글)(?:은|는|을|를|도|만)?\s+(?:\S+\s+){0,3}?"
    r"(?:쓰|작성하|다듬|고쳐\s*쓰)기$"
)
# a thing written to be sent, the sending said in a clause before it ("고객에게 보낼 감사 문자 매번 쓰기")
WRITTEN_TO_SEND_KO = re.compile(
    r"(?:보내는|보낼|드리는|드릴|전하는|전할)\s+(?:\S+\s+){0,3}?(?:\S+\s+)?(?:쓰|작성하|다듬)기$"
)


def kind_of(text: str) -> str:
    """The kind of tool an ask needs: a noun of a kind it names, else its verb, else a general assistant. A quoted
    title ("'사진 찍어서 가족에게 보내기' 교실") is a name: its words say no kind of work."""
    text = QUOTED_TITLE.sub(" ", text)
    way = WAY_FOUND_KO.search(text)
    if way and way.start() > 0:
        # "메모를 알림장 문장으로 다듬어 주는 방법 알아보기": the way asked for is a way to do that work, whose kind
        # is the tool's; finding out is research only when the work says no kind
        work = kind_of(text[: way.start()])
        return work if work != DEFAULT_KIND else "research"
    # "수강생들이 집에서 복습할 수 있게 곡마다 짧은 시범 영상 만들기": what the thing is for (review) is not the kind
    # of the thing made (a video); the clause of purpose says none when the rest names one
    purpose = PURPOSE_KO.match(text)
    if purpose and categories_asked(purpose.group("rest").lower()):
        return kind_of(purpose.group("rest"))
    low = text.lower()
    # "공지를 세 언어로" is translated; "a short audio tour in Spanish and French" is audio and "a site in
    # Spanish, French and German" a website, each in several languages
    if IN_A_LANGUAGE.search(low) or (IN_LANGUAGES.search(text) and not set(categories_asked(low)) - TRANSLATED_KINDS):
        return "translation"
    if SLOWED_AUDIO.search(text):
        return "audio-editing"
    if WRITTEN_TO_SEND_KO.search(text) or WRITTEN_PIECE_KO.search(text):
        return "writing"  # "부모님께 보내는 짧은 피드백 쓰기": the words are written; sending them is how they go
    if SELLS_ONLINE.search(text) and not tools_named_in(f" {text} "):
        return "ecommerce"
    if SENT_UPDATE.search(text) or (SENT_TO_LIST.search(text) and not _says_a_kind(text)):
        return "email-marketing"
    if FILES_RECEIVED.search(text):
        return "forms-surveys"
    if PHOTOS_TAKEN_KO.search(text) or PHOTOS_TAKEN_EN.search(text):
        return "photo-editing"
    if BY_FORM.search(text):
        return "forms-surveys"  # "예약 주문을 폼으로 받기": the means said is a form, whatever is taken with it
    if SUBMITS.search(text):
        return "forms-surveys"  # "let shops request pickups": what people send in is taken by a form
    finds = FINDS_A_PERSON.search(text)
    if BOOKS_TIME.search(text) and not finds:
        return "scheduling"  # "let parents book trial lessons": a time with someone, booked
    if finds:
        return "ecommerce"  # a service marketplace where the person is found, compared and booked
    into = MADE_INTO_KO.search(text)
    made = f"{into.group('made')} {into.group('verb')}기" if into else ""
    into_en = MADE_INTO_EN.search(text)
    made_kind = kind_of(into_en.group("made")) if into_en and _says_a_kind(into_en.group("made")) else None
    if made_kind in FORMS_MADE:
        return made_kind  # "turn each recital recording into a guitar tab PDF": a tab, made
    if into and _says_a_kind(made):
        return kind_of(made)  # "인터뷰 녹음을 기사로 쓰기": an article, written
    # a name in brackets is what the work is about ("my 3 projects (SQL, Tableau, Python)"), not its means
    outside = without_brackets(text)
    ids = [t for t in tools_named_in(f" {outside} ") if t in catalog_by_id()]
    # "a simple page where bookers can see my clips": the thing asked for comes before what happens there
    # "a page where": a place things are seen; "a campaign website with a donate button": what it has is a part
    # "clips that show the presentation of our new sneakers": what the clips show is no kind of tool
    head = re.split(
        r"(?<=\swhere)\s+|\s+with\s+(?:a|an|the|some)\s|\s+(?:that|which)\s+(?=[a-z]+s?\s)", low, maxsplit=1
    )[0]
    if head != low and any(w not in broad_kind_words() for ws in categories_asked(head).values() for w in ws):
        return kind_of(head)
    # "cut a recap video with music": what the thing made has (no tool, no AI) is a part of it
    has = re.search(r"\s+with\s+(?!(?:an?\s+)?ai\b)(?=[a-z])", low)
    if has and not tools_named_in(f" {low[has.end() :]} ") and categories_asked(low[: has.start()]):
        made = kind_of(text[: has.start()])
        # "online booking with deposits": a booking tool takes the deposit; the booking is what is set up
        if made in FORMS_MADE or made == "scheduling":
            return made
    # "get transcripts for the website": where the thing goes is no kind of tool when the thing says one
    goes_to = re.search(r"\s+(?:for|on|to)\s+(?:the|my|our)\s+(?:website|site|blog|web page|newsletter)\b", low)
    if goes_to and _says_a_kind(low[: goes_to.start()]):
        return kind_of(text[: goes_to.start()])
    # "flashcards of the terms from last year's lecture slides": where the material comes from is no kind of tool
    source = re.search(r"\s+from\s+(?:the|my|our|their|his|her|these|those|past|old)\b", low)
    if source and categories_asked(low[source.end() :]):
        return kind_of(text[: source.start()])
    nouns = categories_asked(low)
    named = catalog_by_id()[ids[0]]["category"] if ids else None
    made_for = _made_for(text, low, nouns, ids[0]) if named else None
    if made_for is not None:
        # "a walkaround video for Facebook Marketplace and our website": what is made is said before where it goes
        return kind_of(text[:made_for])
    goes = GOES_THERE_KO.search(text)
    rest = text[goes.end() :] if goes else ""
    # "네이버 지도에서 가게가 잘 보이게 정리하기": a broad word after the place (정리) says no other kind; the place's
    # own kind is the work's
    if named and goes and goes.end() < len(text.rstrip()) and _says_a_kind(rest):
        # "네이버 플레이스랑 인스타에 올릴 소개 글 쓰기": where it goes is said first; the thing made comes after
        return kind_of(text[goes.end() :])
    if named and not _head_after_a_name(low, nouns, named) and not _names_the_thing(low, nouns, ids[0]):
        return named  # "노션으로 실험노트 만들기": the kind of the tool it names
    if named and len(nouns) > 1:
        # "인스타에 올릴 … 릴스 만들기": the platform is where the thing goes; its own word says no kind here
        nouns = {k: ws for k, ws in nouns.items() if k != named}
    broad = broad_kind_words()
    # a kind's own noun says more than a verb that takes any object ("구독 결제 받는 페이지": payments, not a form)
    specific = {kind: words for kind, words in nouns.items() if any(w not in broad for w in words)}
    if specific:
        kind = max(specific, key=lambda c: kind_weight(low, specific[c]))
        if kind in WHERE_TEXT_GOES and "writing" in specific and WRITES.search(low):
            return "writing"  # "학부모 단톡방 공지 문구 쓰기": the words are written; the chat room is where they go
        return _written(kind, low)
    if PUT_ONLINE.search(low):
        return "website-builder"
    # "a board to list the roles that nurses read": the verb of a clause about the thing is not the work
    # (a clause of its own subject, "that developers check"; "a tool that tracks who paid" says what the tool does)
    main = re.split(
        r"\s+(?:that|which)\s+(?=(?:[a-z]+\s+){0,2}[a-z]+s\s+(?:[a-z]+ly\s+)?(?!(?:who|what|the|a|an|to|for|in|on|and)\b)"
        r"[a-z]+(?<!s)\b)",
        low,
        maxsplit=1,
    )[0]
    for kind, verbs in verb_kinds().items():  # the work the ask's verb says: "시간표 받기" collects
        said = without_not_phrases(main, kind)  # "the original track" is music, no tracking
        if any(word_in(said, v) or (not v.isascii() and v in said) for v in verbs):
            return _written(kind, low)
    if nouns:
        return max(nouns, key=lambda c: kind_weight(low, nouns[c]))
    return DEFAULT_KIND


def _says_a_kind(text: str) -> bool:
    return any(w not in broad_kind_words() for ws in categories_asked(text.lower()).values() for w in ws)


def _head_after_a_name(low: str, nouns: dict[str, list[str]], named_kind: str) -> bool:
    """ "블로그랑 인스타그램에 올릴 카드뉴스 준비하기": a Korean phrase's head comes last, so a noun of another kind
    after the names (카드뉴스) says what is made; the platform is only where it goes."""
    broad = broad_kind_words()  # "네이버 지도에서 가게가 잘 보이게 정리하기": 정리 says no thing made
    words = [w for kind, ws in nouns.items() if kind != named_kind for w in ws if not w.isascii() and w not in broad]
    said = [w for w in nouns.get(named_kind, []) if not w.isascii()]
    return bool(words) and max(low.rfind(w) for w in words) > max((low.rfind(w) for w in said), default=-1) >= 0


def _names_the_thing(low: str, nouns: dict[str, list[str]], tool_id: str) -> bool:
    """ "a professional LinkedIn photo", "my YouTube thumbnails": a platform's name before a noun of another kind says
    which one; the noun is the thing made."""
    tool = catalog_by_id()[tool_id]
    after = re.search(rf"\b{_said_name(tool)}\s+((?:[a-z-]+\s+){{0,1}}[a-z-]+)", low)
    if not after:
        return False
    return any(
        k != tool["category"] and any(w.isascii() and word_in(after.group(1), w) for w in ws) for k, ws in nouns.items()
    )


def _said_name(tool: dict) -> str:
    """The first word of a tool's name, as a pattern: how a platform is said in passing ("TikTok", "LinkedIn")."""
    return re.escape(tool["name"].split()[0].lower())


def _made_for(text: str, low: str, nouns: dict[str, list[str]], tool_id: str) -> int | None:
    """Where "for"/"on" starts when a platform after it is where the thing goes ("cut the best bits into vertical
    clips with captions for TikTok/IG Reels") and a noun of another kind before it says what is made; else None."""
    tool = catalog_by_id()[tool_id]
    at = re.search(rf"\b(?:for|on|to|onto)\s+(?:my\s+|our\s+|the\s+)?{_said_name(tool)}\b", low)
    for start in [a for a, _, t in name_spans(text) if t == tool_id] if not at else []:
        # the name as said ("for Facebook Marketplace" names Meta Business Suite by an alias)
        at = re.search(r"\b(?:for|on|to|onto)\s+(?:my\s+|our\s+|the\s+)?$", low[:start]) or at
    if not at:
        return None
    named_kind = tool["category"]
    before = low[: at.start()]
    made = any(k != named_kind and any(word_in(before, w) for w in ws if w.isascii()) for k, ws in nouns.items())
    return at.start() if made else None


def _written(kind: str, low: str) -> str:
    """ "논문은 영어로 쓰기", "write up the paper": writing it, not finding papers; "안내문 쓰기", "draft the flyer":
    its words, not its look; "고객별로 결과 안내문 보내기": a notice sent to each person is a message sent, not a
    design (a design tool had been the tax office's way to tell 200 clients their results)."""
    said = kind == "research" or (kind == "design" and not re.search(r"design|디자인", low))
    if said and kind == "design" and BY_AI.search(low) and TEXT_NOUNS.search(low):
        return "writing"  # "주의사항 안내문을 AI로 빨리 만들기": the words are the work, the look comes later
    if kind == "design" and not re.search(r"design|디자인", low) and SENT.search(low) and SENT_TEXT.search(low):
        return "customer-support"
    return "writing" if said and WRITES.search(low) else kind


MADE_EN = re.compile(r"(?:make|write|create|draft|design|prepare|put together|get)\s", re.I)
MADE_KO = re.compile(r"(?:만들기|쓰기|작성하기|준비하기|만들어\s*주기)$")
OWN_LANGUAGE = {"en": re.compile(r"english", re.I), "ko": re.compile(r"한국어|한글")}


def made_in_languages(text: str, language: str) -> tuple[str, str] | None:
    """ "Write a one-page flyer in English and Tagalog", "공지문을 한국어·영어·몽골어로 만들기": a thing made in
    the person's language and translated into the others, two steps of two kinds; None for anything else."""
    said = IN_LANGUAGES.search(text)
    if not said or not (MADE_EN.match(text) if language == "en" else MADE_KO.search(text)):
        return None
    thing = re.sub(r"\s{2,}", " ", (text[: said.start()] + " " + text[said.end() :]).strip())
    if language == "ko":
        thing = re.sub(r"(?:을|를)\s+(?=\S+기$)", " ", thing)
    else:  # "an English menu" less its language is "a menu"
        thing = re.sub(r"\b([Aa])n\s+(?=[b-df-hj-np-tv-z])", r"\1 ", thing)
    if _says_a_kind(thing) and kind_of(thing) not in TRANSLATED_KINDS:
        return None  # an audio guide or a website in several languages is made in each of them
    languages = re.findall(rf"{KO_LANGUAGE}|\b(?:{OTHER_LANGUAGES}|english)\b", said.group(0), re.I)
    others = [name for name in languages if not OWN_LANGUAGE[language].fullmatch(name)]
    if not others or len(others) == len(languages):
        return None  # nothing in the person's own language to start from
    if language == "ko":
        return thing, f"{'·'.join(others)}로 번역하기"
    listed = ", ".join(others[:-1]) + (" and " if len(others) > 1 else "") + others[-1]
    return thing, f"Translate it into {listed}"
