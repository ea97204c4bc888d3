"""Request understanding for the offline brain: the job apart from its context, constraints, role and names.

"유튜브 쇼츠를 만들고 싶은데 예산은 월 3만원이에요" is a Shorts job with a budget, not a budgeting job: the
planner matches workflows on `job_text` (the request with its constraint phrases taken out), applies the
constraints in the same run (not only once they are memories), keeps the person's side of a two-sided job
(an employer hiring is not a job-seeker applying), and uses the tools and platforms the request names. The
result is JSON-plain: it travels in the graph state and in the CLI's `understanding` key.
"""

from __future__ import annotations

import re

from core.rules import WON_PER_USD
from graph.declines import DOING_KO, WHAT_TO_DO_KO, goal_of_a_decline
from graph.deliverable import deliverable
from graph.job_text import ad_spend, split_topic, strip_self_intro, without_spend_sentences
from graph.markets import markets
from graph.own_work import material_work, own_work
from graph.request_parts import clauses
from graph.roles import detect_role
from graph.unknown_names import NOT_TOOL_NAMES, named_unknown
from graph.unusable import (
    tools_describing_the_person,
    tools_never_used,
    tools_not_to_use,
    tools_only_holding,
    tools_taught,
)
from knowledge.catalog import catalog_by_id, tools_named_in, tools_named_loosely
from memory_store.reflection import FREE_IF_POSSIBLE

# --- constraints ------------------------------------------------------------------------------------

_NUM = r"(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
BUDGET_PATTERNS = [
    # 월 5만원, 한 달에 2만 원, 5만원 이하, 예산 20,000원, ₩20,000
    re.compile(
        rf"(?:(?P<per>월|매달|한\s*달에?|매월)\s*)?(?:예산(?:은|이)?\s*)?(?:최대\s*)?{_NUM}\s*(?P<man>만|천)?\s*원",
        re.I,
    ),
    re.compile(rf"₩\s*{_NUM}", re.I),
    # $30/month, $30 a month, 30 dollars per month, under $40
    re.compile(rf"\$\s*{_NUM}(?:\s*(?:/|per|a|each)\s*(?P<unit>month|mo|year|yr))?", re.I),
    re.compile(rf"{_NUM}\s*(?:dollars|usd)(?:\s*(?:/|per|a|each)\s*(?P<unit>month|mo|year|yr))?", re.I),
]
# an amount followed by what it pays for is a price the person charges or pays, not a tool budget
CHARGED_AFTER = re.compile(
    r"\s*(?:entry|registration|ticket|admission|membership|class|lesson|trip|deposit|fees?|per (?:person|ticket|rider|head|"
    r"class|lesson))\b|\s*(?:의\s*)?(?:참가비|입장료|회비|수강료|보증금|예약금)",
    re.I,
)
CHARGED_BEFORE = re.compile(
    r"(?:참가비|입장료|회비|수강료|보증금|예약금|가격|정가|판매가|티켓)(?:은|는|이|가|를|도)?\s*$"
)


def _charged(m: re.Match) -> bool:
    """An amount said as the price of a ticket, a fee or a class ("a $35 entry fee", "참가비 2만원")."""
    return bool(
        CHARGED_AFTER.match(m.string, m.end()) or CHARGED_BEFORE.search(m.string[max(0, m.start() - 12) : m.start()])
    )


BUDGET_WORDS = re.compile(
    r"예산|비용|이하|이내|넘지|안쪽|까지만|budget|under|at most|no more than|spend|cost|within|max(?:imum)?", re.I
)
FREE_ONLY = re.compile(
    r"free tools? only|only free(?:\s+(?:apps?|tools?|software|stuff|options?|plans?|versions?))?|"
    r"(?:we'?re|i'?m|we are|i am)\s+(?:totally\s+|completely\s+|pretty\s+)?broke|only (?:want to |wish to )?use free|free (?:plan|version|tier)s? only|for free|free of charge|without paying(?: (?:for )?(?:anything|a (?:cent|penny|thing)|any(?:thing)? at all|(?:an?|any|the)\s+(?:apps?|tools?|software|subscriptions?|services?|platforms?)))?|"
    r"(?:no|zero) budget|can'?t (?:afford|pay)(?!\s+(?:anything\s+|much|a lot|for much)?(?:expensive|pricey|much|a lot))|"
    r"don'?t want to pay|(?:completely|totally|100%) free|"
    r"can'?t spend (?:any )?(?:money|anything)|(?:have|has|got) (?:no|zero) (?:money|funds|funding)(?: for)?|(?:has|have|needs?) to be free|must be free|"
    # "무료로만 해야 해요": the whole clause is the limit, nothing of it is work
    r"무료로만?\s*(?:해야|써야|사용해야|진행해야)\s*(?:해요|합니다|돼요|됩니다|하고|해서|하는데)|"
    r"무료(?:로만|로|\s*도구(?:로만|만|로)|\s*툴(?:로만|만|로)|\s*앱(?:으로만|만|으로)|만)|공짜|돈(?:은|을|이)?\s*(?:하나도\s*)?(?:안\s*들|없이|들이지|안\s*쓰)(?:었으면\s*(?:합니다|해요|좋겠(?:어요|습니다|네요)))?|"
    r"돈\s*(?:드는|나가는)\s*(?:건|것은?|도구는?)\s*(?:하나도\s*|전혀\s*|절대\s*)?(?:못|안)\s*(?:써|쓰)|돈(?:이)?\s*(?:안\s*드는|들지\s*않는)|"
    r"돈(?:은|을)?\s*못\s*(?:써|쓰)|유료\s*(?:프로그램|도구|툴|앱|서비스|결제|구독|플랜|버전)?(?:은|는)?\s*(?:못\s*(?:써|쓰)|쓸\s*수\s*(?:가\s*)?없|싫(?:어요|습니다|어)?|별로(?:예요|에요)?|안\s*(?:돼요|돼|되|써요|써|쓰))|"
    r"\b(?:no|don'?t want|hate)\s+(?:any\s+)?paid\s+(?:apps?|tools?|software|subscriptions?)|"
    r"예산(?:이|은)?\s*(?:전혀\s*)?없|비용(?:은|을)?\s*(?:없이|0원|들이지|안\s*들)|0원|spend nothing",
    re.I,
)
# Frugal but not free only: a tool worth paying a little for (a mobile invitation, a domain) is still fine, and
# free plans come first ("돈은 최대한 안 들이고" had excluded the only mobile-invitation service)
# one person or a handful: "혼자 하는 미용실", "1인 사업자", "a two-person repair shop", "I'm a freelance translator"
SMALL_SCALE = re.compile(
    r"혼자\s*(?:하는|운영|일하|해요|합니다)|1인\s*(?:사업|기업|가게|샵|운영|출판|창업)|개인\s*사업자|프리랜서|부부가\s*(?:하는|운영)|"
    r"\b(?:one|two|three|1|2|3)[- ]person\b|\bsolo\b|\bby myself\b|\bjust me\b|\bfreelanc|\bsole (?:trader|proprietor)\b|"
    r"\bsmall\s+(?:[a-z-]+\s+){0,2}(?:shop|store|studio|business|salon|café|cafe|bakery|practice|clinic|office|firm|gym|"
    r"restaurant)\b|\b(?:one|two|three|four|2|3|4)\s+(?:employees|staff|workers|groomers|stylists|barbers|therapists|"
    r"assistants|helpers|part-timers|mechanics|technicians|cooks|baristas|tutors|nurses|designers|developers)\b|작은\s*(?:가게|카페|샵|공방|가게를|매장|스튜디오)|"
    # a club, a volunteer group or a family business is run by a handful of people, whatever its members number
    r"\bvolunteer(?:s|ing)?\b|\b(?:book|chess|hiking|running|youth|photo|garden|sports?)\s+club\b|\bhobby\b|\bpta\b|"
    r"\bfamily[- ]run\b|\bfamily business\b|동호회|동아리|봉사|소모임|가족이\s*(?:하는|운영)",
    re.I,
)
LOW_COST = re.compile(
    r"as cheap(?:ly)? as possible|on a (?:small|tight|low|limited|shoestring) budget|without spending much|"
    r"can'?t afford (?:anything\s+)?(?:expensive|pricey|much|a lot)|free if possible|"
    rf"{FREE_IF_POSSIBLE.pattern}|(?:mostly|mainly|preferably) free(?: tools| apps| ones)?|free (?:ones|tools) (?:first|preferably)|"
    r"무료\s*(?:도구|툴|앱|프로그램)?\s*(?:위주|우선)(?:으로|로)?|저예산|적은 예산|예산이\s*(?:적|부족|빠듯|넉넉하지)|돈(?:은|을|이)?\s*(?:최대한|거의|되도록|가능한\s*한)\s*"
    r"(?:안\s*들|아끼|적게)|비용(?:은|을)?\s*(?:최대한|되도록|가능한\s*한)\s*(?:줄|아끼|적게|안\s*들)|최대한\s*(?:저렴|아끼)",
    re.I,
)
NO_CODING = re.compile(
    r"no[- ]?code|no coding|without (?:any |writing (?:any )?)?(?:coding|code|programming)|"
    # "We can't program and won't learn to": the whole sentence is the limit
    r"(?:\b(?:i|we)\s+)?(?:can'?t|cannot|don'?t) (?:code|program)(?:\s+and\s+(?:don'?t|do not|won'?t)\s+(?:want|learn|plan)\s+to\b)?|"
    r"(?:코딩|개발|프로그래밍)\s*(?:같은|이런|그런)\s*(?:건|거|것은?)\s*(?:하나도|전혀|잘|아예|1도|절대)?\s*(?:몰라|모르|못|안\s*(?:돼|되))|"
    r"(?:nobody|no one|none of us)\s+(?:here\s+|on (?:the|my|our) team\s+)?(?:codes?|can code|knows? how to code|programs?)\b|"
    r"코딩(?:은|을|도)?\s*(?:하나도|전혀|잘|아예|1도|당연히|거의|정말|진짜|완전|도무지|통)\s*(?:몰라|모르|모릅|못)|"
    r"not a (?:developer|programmer)|non[- ]?technical|코딩\s*(?:없이|몰라|모르|못|은?\s*전혀|을?\s*못|안\s*하고)|"
    r"코딩(?:을|은)?\s*(?:할\s*줄\s*몰|모르)|개발(?:을|은)?\s*(?:몰라|모르|못)|개발자가\s*아니|프로그래밍(?:을|은)?\s*(?:몰라|모르|못)",
    re.I,
)
DEADLINE = re.compile(
    r"(?:다음\s*주|이번\s*주|내일|모레|오늘|이번\s*달|다음\s*달)\s*(?:\S+요일)?\s*(?:까지|안에|중으로)|"
    r"(?:다음\s*주|이번\s*주)\s*\S+요일(?=(?:이|에|날)\s)|"  # "다음 주 토요일이 생일인데": the day it is for
    r"\d+\s*(?:일|주|주일|개월|달|시간)\s*(?:안에|이내|만에|동안|내에|내로)|\S+요일까지|"
    # "마감이 코앞이라", "15일 마감": a deadline; "마감 일정도 헷갈려서" is work (keeping deadlines), not one
    r"마감(?:\s*(?:전에|전까지|까지)|(?:이|은)\s*(?:코앞|임박|얼마\s*안|며칠\s*안|다음\s*주|이번\s*주))|"
    r"\d+\s*일\s*마감|"
    r"(?:크리스마스|설날|설|추석|연말|명절|방학|개학|결혼식|행사)\s*(?:전에|전까지|까지)",
    re.I,
)
DEADLINE_EN = re.compile(
    r"\b(?:by|before|until) (?:next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"tomorrow|tonight|the end of (?:the )?(?:week|month)|\w+ \d{1,2}(?:st|nd|rd|th)?)"
    # "by Tuesday noon", "by Friday 5pm": the hour belongs to the deadline
    r"(?:\s+(?:noon|midday|midnight|morning|afternoon|evening|night|eod|\d{1,2}(?::\d\d)?\s*(?:am|pm)))?\b|"
    r"\bin (?:\d+|two|three|four|five|a|one) (?:days?|weeks?|months?|hours?)\b|\bdeadline\b|\bthis weekend\b|"
    r"\b(?:by|before|until|in time for) (?:christmas|thanksgiving|new year'?s?|easter|halloween|the holidays|"
    r"valentine'?s(?: day)?|mother'?s day|father'?s day|the wedding|the party|the trip)\b",
    re.I,
)
PLATFORMS = {
    "ios": r"iphone|ipad|\bios\b|아이폰|아이패드",
    "android": r"\bandroid\b|galaxy phone|안드로이드|갤럭시",
    "macos": r"\bmac\b|macbook|\bimac\b|macos|맥북|아이맥|맥\s*(?:에서|으로|용)",
    # the system, not the glass: "Windows", "on windows", "a windows laptop"; "I clean windows" is no device
    "windows": r"(?-i:\bWindows\b)|\b(?:on|for|with|use|using|running|run)\s+windows\b|"
    r"\bwindows[\s-]*(?:10|11|pc|laptop|computer|desktop|machine|only)\b|윈도우|윈도\s*(?:pc|노트북)",
    # a phone of either kind: "all I use is a phone" said as "only use my phone", "폰으로만"
    "mobile": r"\bonly (?:have|use|got) (?:my |a )?(?:phone|smartphone)\b|\b(?:on|from|with) my phone\b|"
    r"\bphone only\b|(?:휴대폰|핸드폰|스마트폰|폰)(?:으로만|만\s*(?:있|써|쓰)|밖에)|"
    # no computer at all: "컴퓨터 없고 폰으로", "I don't own a computer"
    r"(?:컴퓨터|노트북|pc)(?:가|는|도)?\s*없(?:고|어|이|는|습)|\bdon'?t (?:own|have) a (?:computer|laptop|pc)\b|\bno (?:computer|laptop)\b|"
    # "폰으로 가계부 쓰고": the work is done on the phone (not "폰으로 찍은 사진": photos taken with it)
    r"(?<![가-힣])(?:휴대폰|핸드폰|스마트폰|폰)(?:으로|으로도)\s+(?:\S+\s+){0,2}?(?:관리|정리|편집|작업|기록|가계부|쓰고\s*싶|하고\s*싶|할\s*수)",
}
LOCAL_ONLY = re.compile(
    r"로컬(?:에서|로|\s*AI)?|내\s*(?:컴퓨터|pc|노트북|맥북)\s*(?:안|에서|로)|기기\s*안에서|오프라인(?:으로|에서)?|"
    r"외부\s*(?:서버|클라우드)에\s*(?:올리지\s*(?:않고|않게|말고)?|안\s*올리고|안)|업로드\s*(?:하지|없이)|\boffline\b|on[- ]device|"
    # "클라우드에 올리면 안 돼요", "외부 서버에 올리면 안 되고": the material may not leave the person's machine
    r"(?:클라우드|외부\s*서버|서버|인터넷)에\s*(?:올리면|업로드하면|올려서는|저장하면)\s*안\s*(?:돼|되|됩)|"
    r"\b(?:can'?t|cannot|must not|mustn'?t|shouldn'?t|may not|not allowed to)\s+(?:be\s+)?(?:upload(?:ed)?|put|store[d]?|"
    r"sen[dt]|go|leave|end up)\s+"
    r"(?:\w+\s+){0,3}?(?:to|in|on)\s+(?:the\s+|any\s+)?(?:cloud|servers?|internet)\b|"
    # "run it locally", "transcribed locally" (not "sell them locally": a local market)
    r"\b(?:run|runs|running|process|processed|transcribe|transcribed|store|stored|keep|kept|stay|stays|host|"
    r"hosted|works?|model|models|llm)\b[^.;!?]{0,30}?\blocally\b|\blocally\s+on\s+(?:my|our|the)\b|"
    # "run it on my own laptop" keeps the data there; "I make beats in Logic on my MacBook" says the device only
    r"\b(?:run|runs|process|keep|kept|stay|stays|store|stored|transcribe|summari[sz]e|work)\b[^.;!?]{0,30}?"
    r"\bon my (?:own )?(?:computer|laptop|machine|mac|pc)\b|without uploading|never leaves? my|no cloud|"
    # "the files can't leave our machines", "must stay on-prem": the material stays with the person
    r"\bon[- ]prem(?:ise)?s?\b|\b(?:can'?t|cannot|must not|mustn'?t|shouldn'?t|may not)\s+leave\s+(?:our|my|the)\s+"
    r"(?:machines?|computers?|laptops?|devices?|network|office|premises)\b",
    re.I,
)
KOREAN_OUTPUT = re.compile(
    r"in korean|korean (?:version|subtitles|text)|한국어로|한글로|한국어\s*(?:지원|자막|버전)", re.I
)
ENGLISH_OUTPUT = re.compile(
    r"in english|english (?:version|subtitles)|영어로|영문으로|영어\s*(?:자막|버전)|"
    r"(?:영어|영문)\s*(?:논문|초록|이메일|메일|이력서|자기소개서|소개서|보도자료|원고|편지|레터|블로그)",  # "영어 논문 초록"
    re.I,
)
QUESTION = re.compile(
    # "Do I need …?" asks; "Do a literature review for …" tells
    r"^\s*(what|which|who|when|where|why|is|are|does|do(?=\s+(?:i|we|you|they|people|it)\b)|can|could|should|"
    r"how much|how many|how does)\b|\?\s*$|"
    # "quick q - how much does Zoom cost if …? 12 of us": the question need not open or close the message
    r"\bquick (?:q|question)\b|\bhow much (?:does|do|is|are|would|will) [^.?!]{0,60}\bcost\b|"
    r"뭐야|뭔가요|무엇|무슨|어떤\s*게|차이|얼마|인가요|일까|나요\??\s*$|있어요\?|되나요|알려\s*줘\s*$|[가-힣]+까요\??\s*$",
    re.I,
)
# "How do I get my first 1,000 users?", "How can we find more students and get paid on time?": a question about
# how to do a job asks for its plan, unless it asks how to do one thing in a tool it names ("How do I export in CapCut?")
HOW_TO = re.compile(
    r"\bhow (?:do|can|should|could|would) (?:i|we)\b|\bwhat(?:'s| is) the best way to\b|\bhow to\b|"
    r"어떻게\s*(?:하면|해야|할\s*수|해요|하나요|하죠)|"  # "선생님 고르는 거랑 숙제 확인하는 걸 어떻게 하면 좋을까요"
    # "…하는 데 하루가 걸려요. 더 빨리 할 방법이 있을까요?": a way to do the work the sentences before describe
    r"방법\s*(?:이|은|을|도|좀)?\s*(?:있|없|알려|추천|뭐)|\bis there (?:a|an|any) (?:\w+ )?way to\b|\bany way to\b|"
    # "Writing up the report takes days. Can AI help?": how AI could do the work the sentences before describe
    r"\b(?:can|could|would|will) (?:ai|an ai(?: tool)?|automation|software) (?:\w+ ){0,2}?help\b|"
    # "Our invoices take a full day each month. Could software hurry it up?": the same, faster
    r"\b(?:can|could|would|will) (?:ai|an ai(?: tool)?|automation|software) (?:speed|hurry) (?:this|it|that|things) up\b|"
    r"\bhow (?:can|could|would|might) (?:ai|an ai(?: tool)?|automation) (?:help|cut|speed|save|reduce|shorten|make)\b|"
    # "what should i use to run it online + keep my notes organized?": tools for a job's parts, which is its plan
    r"\bwhat (?:should|could|can|do) (?:i|we) use (?:to|for)\b|"
    # "…I handle the sign-ups, the fees and the printed schedule. What should I use?", "Where should we begin?":
    # the sentences before say the job, the question asks for its plan
    r"\bwhat should (?:i|we) use\s*\?|\bwhere (?:do|should|would|can) (?:i|we) (?:even )?(?:start|begin)\b|"
    r"(?:뭐|무엇|어디서?)부터\s*(?:하면|해야|시작)|"
    # "올해 손님이 많이 줄었는데 AI로 뭘 할 수 있을까요?": what AI could do about the work or trouble said before
    rf"(?:ai|인공지능|챗gpt|자동화)\s*(?:로|으로|를|가)?\s*{WHAT_TO_DO_KO}(?:{DOING_KO})",
    re.I,
)


# where work goes out: "How do I get my first players on Steam?" is a job done there, not a question about a tool
OUTLETS = {"publishing", "ecommerce", "social-media", "podcast-hosting", "hosting", "email-marketing"}


def asks_how_to_do_a_job(text: str) -> bool:
    tools = [catalog_by_id()[t] for t in tools_named_in(text or "") if t in catalog_by_id()]
    outlets = [tool for tool in tools if tool["category"] in OUTLETS]
    # two delivery apps and a map listing to get onto, then asking where to begin: places the work goes out, with a map
    # listing among them, are a job's parts; a question about one tool names that tool alone
    return bool(HOW_TO.search(text or "")) and (len(outlets) == len(tools) or (len(tools) >= 2 and bool(outlets)))


# "I want to …", "I need …" say a job; "which plan do I need?" asks a question
SAYS_WANT_EN = r"(?<!do )(?<!would )(?:want to|i need)|help me"
COMPARISON = re.compile(
    r"차이|비교|뭐가\s*(?:더\s*)?(?:나|좋)|어느\s*(?:게|쪽)|나을까[^?]*나을까|\bvs\.?\b|versus|difference|compare|better|"
    # "챗GPT 플러스랑 클로드 프로 중에 하나만 결제한다면?": one of the two, chosen
    r"중에?\s*하나(?:만)?\s|"
    # "캡컷이 좋다던데 인스타 에디츠랑 뭐가 달라요?", "엑셀이 나아요 구글 시트가 나아요?"
    r"(?:뭐가|무엇이|어떻게|어디가)\s*(?:많이\s*)?달라|다른\s*점|(?:나아요|좋아요)[^?.!]{0,40}(?:나아요|좋아요)|"
    # "딥엘이 파파고보다 일본어 번역 잘해요?": one named against the other
    r"(?<=[가-힣A-Za-z])보다\s*(?:더\s*)?(?:\S+\s+){0,3}?(?:잘|나아|낫|나은|좋|정확|빠르|빨라|싸|저렴|편해|편한)",
    re.I,
)
# choosing between tools a sentence names: "A or B for …?", "A랑 B 중에 뭐 쓰는 게 나아요?"
CHOICE = re.compile(
    COMPARISON.pattern
    + r"|\bor\b|아니면|중에?\s*(?:[^?.!]{0,30}\s)?(?:뭐|뭘|어느|어떤|어디)|뭐\s*(?:쓰|써)|뭘\s*(?:쓰|써)",
    re.I,
)
# "노션이랑 에버노트 중에 어떤 걸 써야 할지 고민이에요.": a question said as a doubt
ASKED = re.compile(
    r"\?|(?:나요|까요|가요|어요|아요|죠|냐)\s*$|지\s*(?:고민|모르겠|궁금)|"
    # "미리캔버스 vs 망고보드 추천 부탁드려요": a recommendation asked for is a question
    r"(?:추천|비교)\s*(?:좀\s*)?(?:부탁|해\s*주|해줘)|부탁드려요|부탁합니다"
)


def asks_which_tool(text: str) -> bool:
    """True when a sentence asks which of two or more tools it names to use ("Substack or beehiiv for a paid
    newsletter?", "뱅크샐러드랑 토스 중에 뭐 쓰는 게 나아요?"): a question answered by comparing them, whatever the
    sentences around it add about the person ("맞벌이라 같이 보고 싶음" is what the choice has to serve)."""
    sentences = [s.strip() for s in re.split(r"(?<=[.?!])\s+", text or "")]
    for i, sentence in enumerate(sentences):
        named = len(tools_named_loosely(sentence))
        if named < 2 and BOTH.search(sentence):
            # "…중고나라에 올리는데 번개장터도 써볼까 해요. 둘 중 어디가 나아요?": the two said before
            named = len(tools_named_loosely(" ".join(sentences[: i + 1])))
        if named == 1:
            # "Would Mindbody be overkill compared to Calendly?": the other side may be a product the catalog lacks
            named += bool(compared_unknown(sentence))
        if ASKED.search(sentence) and CHOICE.search(sentence) and named >= 2:
            return True
    return False


def compared_unknown(text: str) -> list[str]:
    """Capitalised names on one side of a comparison that the catalog lacks ("compared to Mindbody"): a product the
    person weighs against a known one, which the answer says it cannot check (and the gap list counts)."""
    found = (a or b or c for a, b, c in OTHER_SIDE.findall(text or ""))
    return list(dict.fromkeys(m for m in found if m.lower() not in NOT_TOOL_NAMES and not tools_named_loosely(m)))


# a capitalised name on one side of a comparison ("compared to X", "X or", "over X", "X vs"), not a sentence's first word
OTHER_SIDE = re.compile(
    r"(?<=\s)([A-Z][A-Za-z0-9+.]{2,})(?=\s+(?:or|vs\.?|versus|(?:be|is)\s+(?:\w+\s+){0,2}?(?:compared|better|worth|overkill)))|"
    r"(?:compared (?:to|with)|\bover|\bor|\bvs\.?|versus|\bthan|instead of)\s+([A-Z][A-Za-z0-9+.]{2,})|"
    # "Mindbody가 네이버 예약보다 나아요?": a Latin name with its Korean particle
    r"(?<![A-Za-z])([A-Z][A-Za-z0-9+.]{2,})(?=(?:가|이|는|은|랑|이랑|하고|와|과|보다)\s)"
)


# "둘 중", "두 곳 중", "which of the two": the sides of the choice are the tools said before the question
BOTH = re.compile(
    r"둘\s*중|두\s*(?:개|곳|가지|군데)\s*중|\b(?:which|either)\s+of\s+(?:the\s+)?(?:two|them|these|those)\b", re.I
)


def parse_budget(text: str) -> tuple[float | None, str | None]:
    """(US dollars a month, the phrase) for a stated budget; 원 at 1,400 per dollar, a yearly sum / 12."""
    for pattern in BUDGET_PATTERNS:
        for m in pattern.finditer(text):
            if _charged(m):
                continue  # "참가비 2만원 받는 신청 페이지 … 예산은 월 3만원": the fee is no budget
            window = text[max(0, m.start() - 25) : m.end() + 25]
            groups = m.groupdict()
            if not BUDGET_WORDS.search(window) and not groups.get("per") and not groups.get("unit"):
                continue
            value = float(m.group("num").replace(",", ""))
            if "원" in m.group(0) or "₩" in m.group(0):
                value *= {"만": 10000, "천": 1000}.get(groups.get("man") or "", 1)
                value /= WON_PER_USD
            if (groups.get("unit") or "").lower() in ("year", "yr") or re.search(r"연|1년|per year|a year", window):
                value /= 12
            return round(value, 2), m.group(0).strip()
    return None, None


# "카톡" names the messenger; a business speaks to customers through its Channel, but members of a club, a class or a
# family are in a group chat: "멤버들은 다 카톡만 써", "동호회 … 카톡으로"
MEMBERS_KO = re.compile(r"모임|동호회|동아리|멤버|회원들|단톡|친구들|가족|반\s*친구|학부모\s*단톡|총무")
CUSTOMERS_KO = re.compile(
    r"가게|매장|손님|고객|단골|쇼핑몰|스토어|사장|학원|채널|원장|스튜디오|요가원|헬스장|필라테스|수강생|수강권|회원권"
)


def _group_chat_for_members(named: list[str], text: str) -> list[str]:
    """KakaoTalk for a group of members is its group chat (Open Chat), not the business Channel."""
    if "kakaotalk-channel" not in named or CUSTOMERS_KO.search(text) or not MEMBERS_KO.search(text):
        return named
    return [("kakao-openchat" if t == "kakaotalk-channel" else t) for t in named]


AMOUNT_OUT = "\u2063"  # where a budget amount was taken out, until the sentence it was in has been looked at
# what is left of a sentence that only set the limit once its amount is out: "Hoping to stay around $50/month total."
LIMIT_LEFT = re.compile(
    r"^(?:[\s,.!?']|\b(?:trying|try|hoping|hope|want|need|like|i'?d|i|we|to|keep|keeping|stay|staying|it|all|of|everything|"
    r"the|whole|thing|things|total|in|under|below|around|about|roughly|max|maximum|at|most|or|less|so|please|per|month|"
    r"a|each|can|can't|cannot|t|go|going|over|above|more|than|for|on|this|that|spend|spending|pay|paying|should|"
    r"shouldn't|not|cost|costs|exceed|tools|apps|software|my|our)\b|"
    # "디자인 앱은 월 1만원 안쪽으로요.": what the amount is for, then the amount
    r"(?:[가-힣]+\s+)?(?:프로그램|도구|툴|앱|구독|비용|요금|구독료)(?:은|는|도|이|가)?(?=[\s.,!?]|$)|"
    r"(?:이하|이내|안쪽|미만|내외|까지|정도|쯤)(?:로|으로)?(?:요|만요|예요|이에요|입니다)?(?=[\s.,!?]|$)|"
    r"(?:월|매달|한\s*달(?:에)?)(?=[\s.,!?]|$)|"
    # "도구 값은 한 달에 3만원 넘으면 안 돼요.": the price, over the amount, not allowed
    r"(?:[가-힣]+\s+)?(?:값|가격)(?:은|는|이|가)?(?=[\s.,!?]|$)|(?:넘으면|넘기면|넘지|초과하면|않게|않도록)(?=[\s.,!?]|$)|"
    r"안\s*(?:돼요|됩니다|돼|되요|되게)(?=[\s.,!?]|$)|(?:을|를|해|주세요|줘요|부탁해요|부탁드려요)(?=[\s.,!?]|$)|"
    + AMOUNT_OUT
    + r")*$",
    re.I,
)


# a sentence that says what the tools must be like, not work to do: "It must be something an auditor would accept after
# a breach." (its "breach" had made the plan a hacked-account clean-up)
TOOL_QUALITY = re.compile(
    r"(?:^|(?<=[.!?])\s+)(?:(?:it|this|that|they|everything|whatever we use|the (?:tool|tools|app|apps|system|setup))\s+)?"
    r"(?:has|have|needs?|must|should)\s+(?:to\s+)?be\s+(?:something|anything|one|a (?:tool|service|setup)|secure|safe|"
    r"private|compliant|\w+-compliant)\b[^.!?]*[.!?]?",
    re.I,
)


def _without_limit_sentences(text: str) -> str:
    """The request without a sentence that did nothing but state the budget (its amount taken out: the words left
    had become a step, "Stay around"); the amount's marker goes too."""
    sentences = re.split(r"(?<=[.!?])\s+", text)
    kept = [s for s in sentences if AMOUNT_OUT not in s or not LIMIT_LEFT.match(s)]
    # "월 2만원으로 홍보 영상을 …": the particle the amount took goes with it
    joined = re.sub(rf"{AMOUNT_OUT}\s*(?:으로|로|안에서)(?=\s)", AMOUNT_OUT, " ".join(kept))
    return joined.replace(AMOUNT_OUT, " ")


def strip_constraints(text: str, money_said: bool | None = None) -> str:
    """The request without its budget, free-only, no-coding, deadline and device phrases: the job alone.
    `money_said` (read from the text when not given): it states a budget or an ad spend; otherwise an amount stays
    ("$40 trip fees" are what the person collects, not what tools cost)."""
    if money_said is None:
        money_said = parse_budget(text)[0] is not None or ad_spend(text)
    out = text
    for pattern in BUDGET_PATTERNS if money_said else ():
        # "a $35 entry fee" beside a stated budget is what the person charges, not what tools cost
        out = pattern.sub(lambda m: m.group(0) if _charged(m) else f" {AMOUNT_OUT} ", out)
    out = _without_limit_sentences(out)
    # "월 2만원으로 홍보 영상을 …": the particle the amount took, left at the start of its clause
    out = re.sub(r"^\s*(?:으로|로|에|까지|안에서|이내로|이하로)(?=\s)", " ", out)
    out = TOOL_QUALITY.sub(" ", out)
    for pattern in (FREE_ONLY, LOW_COST, NO_CODING, DEADLINE, DEADLINE_EN, LOCAL_ONLY):
        out = pattern.sub(" ", out)
    out = without_spend_sentences(out)
    # the ending of a clause whose words were a constraint ("코딩 같은 건 전혀 모르|고요, …"): no clause left to end
    out = re.sub(r"(?:^|(?<=\s))(?:고요?|는데요?|지만|거든요|어서|아서)(?:[,.]|\s|$)", " ", out)
    # "We're broke, so [only free apps]." leaves "…, so ."; a clause left with no words of its own goes
    out = re.sub(r"(?:^|(?<=[.!?]))\s*(?:we|i)\s*,?\s*(?:so|and|but)?\s*[.!?]", " ", out, flags=re.I)
    out = re.sub(r",?\s+\b(?:so|and|but)\s*(?=[.!?]|$)", "", out, flags=re.I)
    # "돈 드는 건 안 쓰고 싶고요": the want of a limit, its limit taken out
    out = re.sub(r"(?:^|(?<=[.!?])\s*)싶(?:고요?|어요|습니다|은데요?)[.!]?(?=\s|$)", " ", out)
    # the limit word an amount leaves behind ("월 2만원 |이하로요|"): no amount left to limit
    out = re.sub(r"(?:^|(?<=\s))(?:이하|이내|안쪽|미만|내외)(?:로|으로)?(?:요|만요)?(?=[,.!?]|\s|$)[,.]?", " ", out)
    out = re.sub(
        r"\b(?:on|with|within|under) (?:a |an )?(?:small |tight |limited |low )?budget(?: of)?\b", " ", out, flags=re.I
    )
    if money_said:  # the word a stated budget leaves behind; "a shared budget we can all edit" is a thing to make
        # "툴 비용은 다 합쳐서 월 5만원 안쪽": the tools' cost summed is the budget, no work
        out = re.sub(
            r"(?:(?:툴|도구|앱|프로그램|구독)\s*)?(?:비용|요금|돈)(?:은|는|이)?\s*(?:(?:다|전부|모두)\s*)?"
            r"(?:합쳐서|합치면|합해서|통틀어서?)",
            " ",
            out,
        )
        out = re.sub(
            r"(?:예산|비용)(?:은|이|는)?\s*(?:정도|이하|이내|까지|안쪽|넘지\s*않게|으로|로)?|\bbudget\b",
            " ",
            out,
            flags=re.I,
        )
    out = re.sub(r"([.!?])(?:\s*[.!?])+(?=\s|$)", r"\1", " ".join(out.split()))  # a sentence left as "."
    return out.strip()


def understand(task: str, language: str) -> dict:
    """The reading of one request (see the module docstring); the same for both brains."""
    text = task or ""
    budget, budget_phrase = parse_budget(text)
    free_only = bool(FREE_ONLY.search(text)) and not FREE_IF_POSSIBLE.search(text)
    platforms = [p for p, pattern in PLATFORMS.items() if re.search(pattern, text, re.I)]
    deadline = DEADLINE.search(text) or DEADLINE_EN.search(text)
    avoided = tools_not_to_use(text)  # "포토샵 같은 건 다룰 줄 몰라서": named, but as a tool not to give
    holding = tools_only_holding(text)  # "카톡, 통장에 다 흩어져 있어요": where records lie, not a means
    # "'카카오톡 사용법' 교육": what the class is about; "a video editor (mostly YouTube long-form)": who the person
    # is; neither is the person's means
    # "인스타그램은 해 본 적 없어요": a tool not yet used is no means the person named
    aside = tools_taught(text) + tools_describing_the_person(text) + tools_never_used(text)
    named = [t for t in tools_named_in(text) if t not in avoided and t not in holding and t not in aside]
    which_tool = asks_which_tool(text)
    spends = ad_spend(text)
    stripped = strip_constraints(text, budget is not None or spends) or text
    without_intro = strip_self_intro(stripped)
    # "펜션을 하는데 손님이 많이 줄었어요. AI로 뭘 할 수 있을까요?": the drop said is the goal ("펜션 손님 늘리기"), and a
    # drop with a question what to do is a job to plan, not a question to answer
    goal = goal_of_a_decline(stripped, language)
    is_question = which_tool or (
        not goal
        and bool(QUESTION.search(text))
        # "…망고보드로 만들어도 되나요?": asking whether a tool will do is a question; "만들어 줘" is a job
        and not re.search(rf"하고\s*싶|싶어요|싶습니다|{SAYS_WANT_EN}|만들어(?!도)|해\s*줘", text, re.I)
        and not asks_how_to_do_a_job(text)
    )
    output_language = "ko" if KOREAN_OUTPUT.search(text) else "en" if ENGLISH_OUTPUT.search(text) else None
    market = markets(text, language)
    job_text, topic = split_topic(goal or without_intro)
    if topic:  # "a video about how to use Canva": a tool the work is about is not one the person works with
        named = [t for t in named if t not in tools_named_loosely(topic) or t in tools_named_in(job_text)]
    named = _group_chat_for_members(named, text)
    made = deliverable(job_text)
    return {
        "job_text": job_text,
        # who the person is or what they do now ("유튜브에 브이로그를 올리고 있어요"): not the job, but where it goes
        "intro": stripped[: len(stripped) - len(without_intro)].strip(),
        "topic": topic,
        "clauses": clauses(job_text),
        "deliverable": made,
        "role": detect_role(text),
        "constraints": {
            "budget_usd_month": budget,
            "budget_text": budget_phrase,
            "free_only": free_only or budget == 0,
            "low_cost": bool(LOW_COST.search(text)) and not free_only and budget is None,
            "no_coding": bool(NO_CODING.search(text)),
            "local_only": bool(LOCAL_ONLY.search(text)),
            "deadline": deadline.group(0).strip() if deadline else None,
            "platforms": platforms,
            # "I'm on an iPad": the Apple device the person said, for the reading line (iOS apps run on both)
            "apple_device": "ipad"
            if re.search(r"ipad|아이패드", text, re.I) and not re.search(r"iphone|아이폰", text, re.I)
            else None,
            "output_language": output_language,
            "ad_spend": spends,
            "small_scale": bool(SMALL_SCALE.search(text)),
            "avoid_tools": avoided,
        },
        "named_tools": named,
        "own_work": {**material_work((made or {}).get("from")), **own_work(text)},
        "named_unknown": list(dict.fromkeys(named_unknown(text) + (compared_unknown(text) if which_tool else [])))[:3],
        **market,
        "is_question": is_question,
        "comparison": which_tool or bool(is_question and COMPARISON.search(text) and len(named) >= 2),
        "language": language,
    }
