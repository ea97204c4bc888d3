"""Whose side of a two-sided job the person is on: a teacher or a student, an employer or an applicant, a landlord
or a tenant. Evidence per role from the request's words (a self-identification counts more than a mention, the
person's own work more still); the other side named as the person's own ("my landlord") settles it.
"""

from __future__ import annotations

import re

from graph.workflow_ranking import COUNTERPART

ROLE_PATTERNS: dict[str, str] = {
    "teacher": r"교사|선생님(?:이에요|입니다|이고|인데)|담임|강사(?:예요|입니다|인데|이고)|교수(?:예요|입니다|인데)|학생들|"
    r"수업(?:을|용|에서|자료)|\bteacher\b|\bi teach\b|my students|my class(?:room)?\b|\binstructor\b|lesson plans?|"
    # "a high school band director": the school's band, choir or theatre teacher
    r"\b(?:band|choir|orchestra|drama|theat(?:er|re))\s+director\b|(?:밴드부|합창부|관현악부|연극부)\s*(?:지도\s*)?(?:교사|선생님)|"
    # "I coach our school chess club": a club's or a team's coach teaches its players
    r"\bi coach (?:[\w-]+\s){0,4}(?:club|team|squad|kids|students|players)\b|(?:동아리|클럽|팀)\s*(?:코치|지도)|"
    # "our admissions office interviews…", "입학사정관이에요": a school's admissions staff interview and review the
    # applicants; the school's side, not the applicant's
    r"\badmissions? (?:officer|office|team|staff|committee|counselor|director)s?\b|\bwork in (?:undergraduate |"
    r"graduate |university |college )?admissions\b|입학\s*사정관|입학처|입학팀|입학\s*담당|"
    # "영어 학원을 운영하는 원장이에요": an academy's head runs its classes
    r"(?:학원|교습소|공부방)(?:을|를)?\s*(?:운영하|하)(?:는|고\s*있는)\s*원장|(?:학원|교습소|공부방)\s*원장",
    "student": r"(?:저는|전|제가|난|나는)\s*\S{0,6}학생|대학생|고등학생|중학생|수험생|대학원생|석사|박사\s*과정|졸업\s*논문|"
    r"조별\s*과제|(?:제|내)\s*과제|\bi'?m a (?:\w+ )?student\b|\bas a student\b|my (?:thesis|dissertation|homework|assignment)|"
    r"\bgrad(?:uate)? student\b|\bundergrad|"
    # "로스쿨 2학년이에요", "간호학과 3학년": a year of a school or a department is the student's own
    r"(?:로스쿨|법전원|의대|치대|한의대|약대|간호대|대학|대학원|학부|전문대|학과|전공)\s*[1-6]\s*학년|"
    # "미대 입시 준비하는 고2예요", "applying to illustration programs": school admission is the student's, and its
    # interview is no job interview
    r"(?<![가-힣])(?:고|중)[123](?=이|예요|이에요|인데|입니다|\s)|입시|(?<![가-힣])(?:수시|정시)\s*(?:준비|지원|원서|전형)|"
    r"\bapplying to (?:(?:art|design|music|film|grad(?:uate)?|med(?:ical)?|law) schools?|colleges?|universities|"
    r"(?:[\w-]+ ){0,2}(?:programs|programmes))\b|\bcollege applications?\b",
    "employer": r"채용|직원을?\s*(?:뽑|구하|채용)|구인|지원자(?:를|들|가)|면접관|신입\s*(?:사원|직원)\s*(?:교육|온보딩)|"
    r"\bhir(?:e|ing)\b|\brecruit|job (?:post(?:ing)?|ad|listing|description)|applicants|candidates|new hires?|onboard",
    "job-seeker": r"취업|이직|구직|취준|자소서|자기소개서|이력서|면접\s*(?:준비|연습|대비)|job hunt|job search|looking for a (?:new )?job|"
    r"apply(?:ing)? (?:for|to) (?:a |the |around |about |\d+ |[\w-]+ )*(?:jobs?|positions?|roles?|internships?)|"
    r"my (?:resume|cv)|cover letter|interview prep|인턴(?:십)?\s*(?:지원|준비)|"
    r"(?:a|my|an) (?:[\w-]+ ){0,2}job interview|interview for (?:a|an|the) (?:[\w-]+ ){0,3}(?:role|position|job)\b|"
    r"\b(?:final|first|second|third|phone|onsite|on-site|video)[- ](?:round )?interview\b|"
    r"면접(?:이|을)?\s*(?:있|봐|보러|보게|앞두)",
    "landlord": r"집주인(?:이에요|입니다|인데)|임대인(?:이에요|입니다)|임대(?:를|하려|하고|사업)|세입자를?\s*(?:구|찾|받|모집)|"
    r"\blandlord\b|rental propert|my tenants|find (?:a |new )?tenants|screen(?:ing)? tenants",
    "tenant": r"세입자(?:예요|입니다|인데|로서)|임차인|전세\s*(?:계약|사기|보증)|월세\s*(?:계약|집)|집을?\s*구하|"
    r"\btenant\b(?!s)|\brenter\b|renting an? (?:apartment|flat|room)|my lease|lease (?:agreement|contract)",
    "seller": r"판매|팔(?:고|려|아|기)|셀러|입점|쇼핑몰|스토어(?:를|에)|\bsell(?:ing)?\b|my (?:shop|store)|listings?|"
    # a shop the person runs ("동네에서 꽃집을 하는데", "I run a small bakery"): its owner sells, whatever the request
    r"(?:가게|매장|꽃집|빵집|(?<!네이버\s)카페|식당|옷가게|공방|편의점|반찬가게|떡집|정육점|과일가게|미용실|네일샵)(?:을|를)?\s*"
    r"(?:하는데|하고\s*있|운영|해요|합니다|차렸|열었)|(?:가게|매장|식당)\s*사장|"
    r"\b(?:i|we)\s+(?:run|own|have|opened)\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,3}(?:shop|store|boutique|bakery|caf[eé]|"
    r"restaurant|florist|salon)\b",
    "buyer": r"구매(?:하려|할|하고)|사려(?:고|는)|살까|구입하려|고르(?:려|고)\s*(?:싶|있)|\bbuy(?:ing)?\b|purchas|shopping for|"
    r"\bfirst[- ]time (?:home ?|car )?buyer\b|\bhome ?buyer\b|\bbuyer here\b|첫\s*집\s*마련|내\s*집\s*마련",
    "freelancer": r"프리랜서|외주를?\s*받|재능\s*판매|\bfreelanc|\bgig (?:work|economy|platforms?)\b|find clients|get clients|"
    # "포장이사 업체를 하고 있어요": a service business serves clients; it does not hire one
    r"업체를?\s*(?:하고\s*있|운영|하는데)|\b(?:i|we) run an? (?:small |local |family )?"
    r"(?:moving|removals?|cleaning|handyman|landscaping|plumbing|painting|roofing) (?:company|business|service)\b",
    "client": r"외주를?\s*(?:맡기|주|줄)|의뢰(?:하려|하고|할)|hire a freelancer|outsourc",
    "organizer": r"행사를?\s*(?:열|기획|준비|주최)|주최|모임을?\s*(?:열|만들)|organi[sz](?:e|ing) an? (?:event|conference|meetup|workshop)|"
    r"host(?:ing)? an? (?:event|meetup|webinar)",
    "clinician": r"환자(?:를|들|분들)|진료(?:실|를)|상담사(?:예요|입니다)|\btherapist\b|my patients|"
    # "작은 동물병원을 하고 있어요", "치과를 운영해요": the person runs the clinic; its patients' guardians are theirs
    r"(?:병원|의원|치과|한의원|약국|클리닉)(?:을|를)?\s*(?:하고\s*있|운영|개원|열었|하는데)|보호자(?:분)?(?:들)?(?:께|에게|한테)|"
    # a clinic is "my practice"; "daily practice" and "practice logs" are a learner's
    r"\b(?:private|solo|group|therapy|dental|medical|clinical|counsell?ing) practice\b|"
    r"\b(?:my|our) practice\b(?! (?:logs?|sessions?|routine|schedule|tests?|exams?|questions?|plans?|time))|"
    # the staff of a clinic: "office manager at a small outpatient physical therapy clinic", "so patients …"
    r"\b(?:physical therapy|pt|dental|chiropractic|medical|outpatient|therapy|counsell?ing|veterinary|vet) "
    r"(?:clinic|office|practice)\b|\boutpatient\b|\bpatients\b(?! like me)",
    "patient": r"(?:제|내)\s*(?:병|증상|약)|병원\s*예약|복용|my (?:doctor|symptoms|medication)",
    # the person's own child: "중학생 아들 단어 외우는 걸 도와주고", "help my daughter with fractions"
    "parent": r"(?<![가-힣])(?:아들|딸(?!기)|자녀|우리\s*(?:아이|애))|(?<![가-힣])아이(?:가|를|의|랑|와|에게|한테)\s|학부모(?:예요|입니다|인데)|"
    r"엄마표|아빠표|\bmy (?:son|daughter|kids?|child|children|toddler|teen(?:ager)?)\b|\bour (?:son|daughter|kids?|child(?:ren)?)\b",
}
# Self-identification beats a mention: "교사예요" outweighs "학생들이 풀고".
# work only one side does, said as the person's own: stronger than who the person says they are
OWN_WORK: dict[str, str] = {
    "student": r"(?:석사|박사|학위|졸업)\s*논문|대학원(?:을|에)?\s*다니|논문\s*주제|"
    r"\bmy (?:master'?s |phd |senior |honou?rs )?(?:thesis|dissertation)\b",
    # "a high-school teacher switching to UX design": the job now is finding the new one, whatever the old one was
    "job-seeker": r"\bswitching (?:careers? )?(?:to|into)\b|\bcareer (?:change|changer|switch|pivot)\b|"
    r"\bbreak(?:ing)? into (?:ux|tech|design|data|product)\b|(?:으로|로)\s*(?:전직|커리어\s*전환)|"
    # "trying to move into product design", "transition into marketing roles": a new field of work is sought
    r"\b(?:mov|pivot|transition|switch)(?:e|ing)?\s+(?:my career\s+)?into\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:roles?|jobs?|positions?|careers?|research|design|analy\w*|engineering|development|marketing|tech|ux|data|product)\b",
}
SELF_ID = re.compile(
    r"(?:저는|전|제가|나는|난)\s*(\S+)|(\S+?)(?:예요|이에요|입니다|인데요?|이고)|\bi'?m an? ([\w-]+)|\bas an? ([\w-]+)",
    re.I,
)

# The other side named as the person's own ("my landlord", "집주인한테"): the person is on this side, however often the
# other side's word comes up
RELATIONAL = {
    "tenant": r"\b(?:my|our) (?:landlord|landlady|property manager)\b|집주인(?:한테|에게|께|이랑|분|이\s|측)",
    "landlord": r"\b(?:my|our) tenants?\b|세입자(?:한테|에게|분들?|들이)",
    "student": r"\bmy (?:teacher|professor|tutor|advisor|supervisor)\b|지도\s*교수|교수님(?:이|께서|한테)",
    "teacher": r"\bmy (?:students|pupils|class)\b|우리 반\s*(?:아이들|학생)",
}


# "Friends keep asking to buy them", "사려는 손님이 많아요": others buy from the person, who sells
OTHERS_BUY = re.compile(
    r"\b(?:people|friends|customers|clients|they|fans|folks|someone|others|visitors|guests|neighbou?rs|shoppers|"
    r"buyers|followers|parents)\b[^.!?]{0,30}?\bbuy(?:ing)?\b|\bbuy(?:ing)?\s+(?:them|it|one|these|those|from\s+(?:me|us))\b|"
    r"(?:사려는|사고\s*싶(?:다는|어\s*하는))\s*(?:사람|분|손님|고객|친구)",
    re.I,
)


def _roles(text: str) -> dict[str, int]:
    """Evidence per role: 2 for a self-identification ("교사예요", "I'm a landlord"), 1 for a mention."""
    low = text.lower()
    found: dict[str, int] = {}
    for role, pattern in ROLE_PATTERNS.items():
        said = OTHERS_BUY.sub(" ", low) if role == "buyer" else low
        hits = list(re.finditer(pattern, said, re.I))
        if not hits:
            continue
        strength = 1
        for m in SELF_ID.finditer(low):
            if re.search(pattern, m.group(0), re.I):
                strength = 2
        found[role] = strength
    for role, pattern in OWN_WORK.items():
        if re.search(pattern, low, re.I):
            found[role] = 3  # "초등교사인데 … 석사논문 주제가 …": the work is the student's, whatever the day job
    for role, pattern in RELATIONAL.items():
        if re.search(pattern, low, re.I):
            found[role] = 2
            other = COUNTERPART.get(role)
            if other in found and found[other] <= 1:
                del found[other]
    # A mention of the other side as the object of the job ("학생들이 풀고", "find tenants") is not a role claim.
    if "student" in found and "teacher" in found and found["student"] <= found["teacher"]:
        del found["student"]
    # "중학생 아들": the student is the person's child, and the person is the parent
    if "student" in found and "parent" in found and found["student"] <= found["parent"]:
        del found["student"]
    return found


def detect_role(text: str) -> str | None:
    found = _roles(text)
    if not found:
        return None
    best = max(found.values())
    top = [r for r, s in found.items() if s == best]
    # seller/buyer words are common in other jobs ("판매" of a course): they decide only when nothing else does
    specific = [r for r in top if r not in ("seller", "buyer")]
    # a tie goes to the side said first: "a cover letter tailored to a job posting" is the applicant's
    low = text.lower()
    return min(specific or top, key=lambda r: _first_said(r, low))


def _first_said(role: str, low: str) -> int:
    """Where the text first says a role: its own words, else the other side named as the person's own."""
    m = re.search(ROLE_PATTERNS[role], low, re.I) or re.search(RELATIONAL.get(role, r"$^"), low, re.I)
    return m.start() if m else len(low)
