"""An English ask as a plan step (the English clause half of graph/brains/own_asks.py): the leads a request says
before its asks ("I need a way to", "help me", "the director wants"), the asks said in passing ("we keep losing track
of who's doing what"), and the rewrite of one ask into a step that starts with its work ("members to be able to sign
up" -> "Let members sign up"; "a cover image" -> "Make a cover image").
"""

from __future__ import annotations

import re

from graph.brains.ask_kinds import FINDS_A_PERSON, kind_of
from graph.brains.en_verbs import LATER_EN, says_work, starts_with_verb
from graph.plan_steps import categories_asked

# "cut the time I spend on daily reports", "spend less time on invoices": the work to speed up
TIME_SPENT_EN = re.compile(
    r"\b(?:(?:cut|reduce|halve|save)\s+(?:down\s+)?(?:on\s+)?(?:the\s+)?(?:time|hours)\s+(?:(?:i|we)\s+spend\s+)?on|"
    r"spend\s+less\s+time\s+on)\s+",
    re.I,
)
# whom a request wants something done for: "I'd like them to get a text when it's ready"
PEOPLE = r"them|him|her|us|people|staff|everyone|(?:my |our |the )?(?!things\b|ones\b|items\b)[a-z]{3,}s"  # "owners"
# what a request says before its asks: "I need a way to", "We want to", "help me", "freelance dev, need to"
LEAD_EN = re.compile(
    r"^(?:.*?\b(?:i|we)(?:\s+|(?='))|.*?\band\s+|.*?,\s*|\s*)(?:(?:so|and|but|also|just|really|only|still)\s+)*"
    # "…, like a mug or a small bowl": after a comma with no one saying it, "like" gives examples, not a want
    r"(?:need|want|(?:would|'d)\s+(?:(?:also|really)\s+)?(?:like|love|rather)|(?<!,\s)(?<!,)like|love|hope|am trying|"
    r"'m trying|trying|"
    r"have(?=\s+to\s)|(?:am\s+|'m\s+|are\s+|'re\s+)?looking\s+for(?=\s+(?:something|(?:a|an|one|some)\s))|"
    # "I'm going to make …", "we're planning to collect …", "looking to build …": what the person is about to do
    r"(?:am\s+|'m\s+|are\s+|'re\s+)?(?:planning|plan|hoping|aiming|intending|looking)(?=\s+to\s)|"
    # "we're considering launching a members' club": the work the person is weighing up
    r"(?:am\s+|'m\s+|are\s+|'re\s+)?(?:thinking|considering)(?:\s+(?:about|of))?(?=\s+[a-z]+ing\s)|"
    r"(?:am\s+|'m\s+|are\s+|'re\s+)going(?=\s+to\s+(?!the\b|a\b|an\b|my\b|our\b|be\b)(?-i:[a-z]))|(?:'ll|will)\s+need)\s+"
    # "a printed program for our recital" is a thing made, not software for a use
    r"(?:(?:a|an|some|the|one)\s+(?:\w+\s+)?(?:(?:way|tool|app|system|place|program|software)\s+(?:to|that\s+(?:can|will))|"
    r"(?:way|tool|app|system|place|software)\s+for)\s+|"
    r"something\s+(?:to|that\s+(?:can|will))\s+|help\s+(?:with\s+)?|to\s+|"
    # "something volunteers can use on their phones to check families in": the work follows its "to"
    r"(?:something|(?:a|an|some)\s+(?:\w+\s+)?(?:way|tool|app|system|place))\s+(?:(?:that|which)\s+)?"
    r"[\w' ]{0,40}?\b(?:can|could)\s+use\b[^,.]{0,40}?\s+to\s+|"
    rf"(?=(?:a|an|some)\s)|(?=\(\d{{1,2}}\)\s)|(?=(?:{PEOPLE})\s+to\s)|(?=(?:the|my|our)\s+\w+\s+to\s+(?!be\b)\w)|"
    # "I want the same article at 3 reading levels, a Spanish version, …": a list of things that starts with "the"
    r"(?=the\s[^.?!]{3,160}?,\s+(?:and\s+)?(?:a|an|some)\s)|"
    r"(?<=rather\s)|(?<=about\s)(?=[a-z]+ing\s)|(?<=of\s)(?=[a-z]+ing\s)|(?<=considering\s)(?=[a-z]+ing\s))",  # "I'd rather tell …"
    re.I,
)
# "Our astronomy club (about 30 members) wants a simple website …": a group the person speaks for wants it
GROUP_WANTS_EN = re.compile(
    r"^\s*(?:our|my)\s+[^.?!]{1,120}?\b(?:wants|needs|would (?:like|love))\s+(?=(?:a|an|some|to)\s)|"
    # "The director wants quicker sign-in, a shared FAQ, and …": the one the work is for lists it
    r"^\s*the\s+[\w' -]{1,40}?\b(?:wants|needs|would (?:like|love))\s+"
    r"(?=(?!(?:it|them|this|that|these|those|me|us|you|him|her|everything|something)\b)[a-z]+\s[^.?!]*,)",
    re.I,
)
# work someone else gave the person: "The PTA asked me to translate …", "my boss wants us to …"
# "The owner wants two things from me this quarter: …": the things listed after the colon
ASKED_EN = re.compile(
    r"^.*?\b(?:asked|asks|wants|told|tells|needs)\s+(?:me|us)\s+to\s+|"
    r"^.*?\b(?:i|we|wants?|needs?|asked for)\s+(?:(?:want|need)\s+)?(?:two|three|a few|some|several|\d)\s+things\b[^:]*:\s*|"
    # "Two things: let members book …, and …": the count said on its own heads the list
    r"^\s*(?:(?:a\s+)?couple(?:\s+of)?|two|three|four|a few|several|\d)\s+things\b[^:.?!]{0,40}:\s*",
    re.I,
)
# what the person delivers to each client: "For every property I deliver about 25 edited stills, …"
DELIVERS_EN = re.compile(
    r"^.*?\b(?:i|we)\s+(?:usually\s+|typically\s+|always\s+|then\s+)?(?:deliver|provide|hand over|supply)\s+"
    r"(?=(?:about|around|roughly|\d|an?|the|some|each|every)\b)",
    re.I,
)
# a thing wanted, said without an article: "I want decent audio, a written transcript, and …"
WANT_NOUN_EN = re.compile(
    r"^.*?\b(?:i|we)(?:\s+(?:(?:also|really|just)\s+)?(?:want|need|would\s+like)|'d\s+(?:(?:also|really)\s+)?like)\s+"
    r"(?=(?!(?:to|it|them|this|that|these|those|you|him|her|us|me|help|a|an|some|the|things?|everything|and|or|but|so|"
    r"something|anything|stuff)\b)[a-z0-9]+(?:-[a-z0-9]+)*[\s,])(?![^,.]*\bto\s+be\b)",  # "16-week plans" too
    re.I,
)
# "Every track needs one of those looping scenes", "Each episode needs show notes": what the thing needs is wanted
NEEDS_EN = re.compile(
    r"^\s*(?:every|each|all|the|my|our|this|these)\s+[\w' -]{1,30}?\s+(?:needs|requires)\s+(?!(?:to|help)\b)", re.I
)
# "About 80 parents need to sign up for stations, get a safety packet, and receive reminders": what the people
# the person serves must do is what the plan sets up for them
PEOPLE_MUST_EN = re.compile(
    r"^\s*(?:(?:about|around|over|nearly|some|all|up to)\s+)?(?:\d[\d,]*\+?\s+|(?:the|our|my|all)\s+)(?:[\w-]+\s+){0,2}?"
    r"(?:volunteers|students|members|guests|players|parents|clients|customers|families|attendees|participants|"
    r"employees|runners|riders|teams|residents|patients|kids|children)\s+(?:need|have|must)\s+(?:to\s+)?(?=[a-z])",
    re.I,
)
HOW_EN = re.compile(
    r"^.*?\b(?:how (?:do|can|should|would|could) (?:i|we)|what (?:should|could|can|do) (?:i|we) use (?:to|for)|"
    # "Is there a way to have AI pull the transactions out … and flag …?": the work the way would do
    r"(?:is|are) there (?:a|an|any|some) (?:\w+ )?(?:way|tool|app|service)s? (?:to|for|that)"
    r"(?: (?:have|get|let|make) (?:ai|an? (?:ai|tool|app))(?: to)?)?)\s+(?P<body>\w.+)$",
    re.I,
)
# "pay more than $20 a month" says what the tools may cost; "pay a $100 deposit" is work (a payment taken)
LIMIT_EN = re.compile(
    r"(?:stay|keep (?:it|costs?|the cost)|spend(?:ing)?|be under|cost(?:s|ing)?|"
    r"pay(?:ing)?(?=\s+(?:more|less|over|under|up to|at most|anything|much|a lot|monthly|for\s+(?:any|another|more|"
    r"software|tools?|apps?|subscriptions?|a subscription|it|nothing)\b|nothing)))\b",
    re.I,
)
HELPFUL_EN = re.compile(
    r"^\s*(?:any|some) help (?P<body>(?:with |on )?\w[^.?!]*?) would be (?:great|nice|appreciated|awesome|helpful)",
    re.I,
)
# "we keep losing track of who's doing what", "I keep forgetting who paid": what slips is to be tracked
LOSING_TRACK_EN = re.compile(
    r"\b(?:i|we)\s+(?:always\s+|constantly\s+)?keep\s+(?:losing\s+track\s+of|forgetting|mixing\s+up)\s+"
    r"(?P<what>[^.?!;]{3,60})",
    re.I,
)
# "I'm rusty at interviews": what the person is out of practice at is to be practised
RUSTY_EN = re.compile(
    r"\b(?:i'?m|i am|we'?re)\s+(?:a bit\s+|really\s+|pretty\s+|very\s+|so\s+)?(?:rusty|out of practice)\s+(?:at|with|on)\s+"
    r"(?P<what>[a-z][\w' -]{2,40}?)(?=\s*(?:[,.;!?]|$|\s+(?:and|but|if|since|because)\b))",
    re.I,
)
# "I have quotes from 3 movers and I can't tell which is cheaper": what the person cannot tell is to be worked out
CANT_TELL_EN = re.compile(
    r"\b(?:i|we)\s+(?:honestly\s+|really\s+|just\s+|still\s+)?(?:can't|cannot|can not|don't know how to)\s+"
    r"(?:tell|figure out|work out|decide)\s+(?P<what>(?:which|whether|if|what|how much)\b[^.?!;]{3,80})",
    re.I,
)
HAVE_EN = re.compile(r"\b(?:i|we)\s+(?:have|got|received)\s+(?P<thing>[\w' -]{3,50}?)\s+(?:and|but)\b", re.I)
# "Maybe a simple site with a few case studies?": a thing wanted, said as a guess
# "Bonus if a help bot could answer the usual questions", "Ideally a bot could take the bookings": a want
# said as a hope, what is to do it and what it does
BONUS_EN = re.compile(
    r"^\s*(?:(?:a\s+)?bonus|extra points|(?:it\s+)?(?:would|'d)\s+be\s+(?:great|nice|ideal|a bonus)|ideally)\s*,?\s*(?:if\s+)?"
    r"(?P<thing>(?:a|an|the|some|our|my)\s+[^.?!]{3,60}?)\s+(?:can|could|would|that)\s+(?P<does>\w+\s+[^.?!]{3,80}?)\s*[?.!]*\s*$",
    re.I,
)
MAYBE_EN = re.compile(r"^\s*(?:maybe|perhaps)\s+(?P<thing>(?:a|an|some)\s+[^?.!]{3,80}?)\s*[?.!]*\s*$", re.I)
HELP_EN = re.compile(r"^.*?\bhelp me\s+(?:to\s+)?", re.I)
# "Build me a 16-week plan I can follow, log my runs, …": an order to the planner, whose verbs are the asks
IMPERATIVE_EN = re.compile(
    r"^\s*(?:please\s+)?(?P<verb>build|make|create|write|give|draft|put together|design|set up|find|plan)\s+(?:me|us)\b",
    re.I,
)
# "Please make a poster and a flyer …", "Could you plan a sign-up page?": an order or a polite request to the planner,
# whose verbs are the asks
PLEASE_EN = re.compile(
    r"^\s*(?:please|kindly|can you|could you|would you|will you)\s+(?:please\s+)?(?=(?:make|create|write|draft|design|"
    r"plan|build|set up|get|find|organi[sz]e|edit|translate|summari[sz]e|put together|prepare|turn|sort|schedule|send|"
    r"record|film|shoot|clean up|fix|redo|update)\b)",
    re.I,
)
# "open a tea club: subscribers get a tin each season, paid by card": after the colon, what the people
# of the thing get or do says how it works (its contents), not work of its own
HOW_IT_WORKS_EN = re.compile(
    r":\s+(?:the\s+|our\s+|my\s+|each\s+|every\s+|all\s+)?(?:[a-z]+\s+)?(?:members?|subscribers?|customers?|clients?|students?|"
    r"buyers?|kids|guests?|parents|people|users|participants|attendees|families|patients)\s+(?:\w+ly\s+)?"
    r"(?:get|gets|receive|receives|pay|pays|choose|chooses|pick|picks|can|will|would|come|comes)\b.*$",
    re.I,
)
# "I only need them transcribed and searchable": what is to be done to the person's material
PARTICIPLES = r"(?:\w+ed|proofread|done|made|written|cut|set up|sent|read|built|shot|drawn)\b"
PARTICIPLE = re.compile(PARTICIPLES, re.I)
THING_DONE = re.compile(rf"(?:the|my|our|their)\s+(?:\w+\s+){{0,3}}?{PARTICIPLES}", re.I)
DONE_TO_EN = re.compile(
    rf"\b(?:need|want|'d like|would like)\s+(?P<it>them|it|these|those|each one|every one|each of them|all of them|"
    rf"(?:my|our|the|each|every) \w+)\s+(?P<rest>{PARTICIPLES}[^.;!?]*)",
    re.I,
)


def en_step(part: str) -> str:
    part = re.sub(r"^\s*(?:\(\d{1,2}\)|\d{1,2}[.)])\s*", "", part.strip(" ,."))  # "(2) keep a log": the list's numbers
    part = re.sub(
        r"^(?:(?:and|also|then|to|plus|afterwards?|after that|later|finally|eventually|in the end|at the end)\s+)+",
        "",
        part.strip(" ,."),
        flags=re.I,
    )
    part = _gerund_as_verb(part)  # "opening a Shopify store" (what the person is thinking about): open it
    # "TikTok is where my customers are": the people are reached there
    where = re.match(
        r"(?P<place>[A-Z][\w.]*(?: [A-Z][\w.]*)?) is where (?:my|our|the) (?P<who>audience|followers|customers|buyers|fans|"
        r"clients|readers)(?: (?:are|is|hang out|live))?\s*$",
        part,
    )
    if where:
        part = f"reach your {where['who']} on {where['place']}"
    later = LATER_EN.match(part)
    if later:  # "a week later send them a check-in": the work, then when it is done
        part = f"{part[later.end() :]} {later.group(0).strip()}"
    # "Need sign-ups with time slots.": the want said without its subject
    part = re.sub(r"^(?:need|want)\s+(?!to\b)(?=\w)", "get ", part, flags=re.I)
    # "what do I do if he ignores it": the next step for that case
    part = re.sub(r"^what (?:do|should|can) (?:i|we) do (if|when)\b", r"Next steps \1", part, flags=re.I)
    if LEAD_EN.search(part):  # "…, and I want members to be able to sign up": the second ask's own lead
        part = LEAD_EN.sub("", part)
    want = WANT_NOUN_EN.match(part)
    # "…, and I really need more Google reviews": the thing wanted, got ("I'd like short promo clips" is read below:
    # the thing liked is made)
    if want and not want.group(0).rstrip().lower().endswith("like"):
        part = "get " + WANT_NOUN_EN.sub("", part)
    # "…, and I'd like short promo reels": the want said again inside the list
    part = re.sub(
        r"^(?:i|we)(?:\s+(?:also\s+)?(?:want|need|would like|'d like)|'d (?:also )?(?:like|love))\s+",
        "",
        part,
        flags=re.I,
    )
    part = re.split(r"\s+(?:because|since)\s+(?=\w+\s)", part)[0]  # "… because the new guy has 300": why
    # "… the minutes, so nothing slips through in Slack": what the work keeps from happening, not more work (the
    # chat app named there had made a notes step a community tool's)
    part = re.split(
        r"\s+so\s+(?:that\s+)?(?:(?:they|it|we|i|things|people)\s+(?:don'?t|doesn'?t|won'?t|never|can'?t|stop)|"
        r"(?:nothing|no one|nobody)\s+\w+)\b",
        part,
        flags=re.I,
    )[0]
    part = re.split(r"\s+(?:rather\s+)?than\s+(?=\w)", part)[0]  # "tell the stories out loud than type them": not that
    part = re.split(r",\s+(?:which|who)\s", part)[0]  # "my LinkedIn, which I haven't touched since 2021": about it
    # "one system where each client gets a quote to sign": what the people get there is sent to them (a portal
    # where they can see things is the thing wanted)
    where = re.match(
        r"(?:get\s+|set up\s+)?(?:one|a|an|some)\s+(?:\w+\s+)?(?:system|place|app|tool|hub)\s+where\s+"
        r"(?P<who>[\w' ]+?)\s+(?:gets?|receives?)\s+(?P<rest>\w.+)",
        part,
        re.I,
    )
    if where:
        part = f"send {where['who']} {where['rest']}"
    # "…, and some way for locals to reserve seats": the way is the ask's lead, the work follows it
    part = re.sub(r"^(?:a|an|some)\s+(?:\w+\s+)?(?:way|tool|app|system|place)\s+(?:to|for)\s+", "", part, flags=re.I)
    # "somewhere members can compare their rides": a place where people do it, set up
    part = re.sub(
        r"^somewhere\s+(?=(?:we|they|people|everyone|members|customers|parents|students|i|you)\b)",
        "set up a place where ",
        part,
        flags=re.I,
    )
    part = re.sub(
        r"^(?:get\s+)?somewhere\s+to\s+(?=\w)", "set up one place to ", part, flags=re.I
    )  # "somewhere to keep notes"
    # "local diners to find us on Kakao Map": the people, said with who they are, and what they do
    able = re.match(r"(?P<who>[\w' ]+?) to be able to (?P<do>.+)", part, re.I) or re.match(
        rf"(?P<who>(?:(?-i:[A-Z])[\w-]+\s+|new\s+|local\s+|more\s+)?(?:{PEOPLE})) to (?P<do>\w.+)", part, re.I
    )
    if able:  # "members to be able to sign up" -> "Let members sign up"; "them to get a text" -> "Let them get a text"
        part = f"let {able.group('who')} {able.group('do')}"
    # "get the players the new charts each month": the thing is given to the people, sent
    part = re.sub(
        r"^get\s+((?:the\s+|my\s+|our\s+)?(?!things\b)[a-z]{3,}s|them|everyone)\s+(?=(?:the|their|a|an|each|every)\s)",
        r"send \1 ",
        part,
        flags=re.I,
    )
    # "I need the cafe to show up on Naver Map": get the thing to do it
    part = re.sub(r"^(?=(?:the|my|our)\s+\w+\s+to\s+\w)", "get ", part, flags=re.I)
    # "…, that dumps into a Google Sheet": what the thing wanted does, as a step
    # "something that reads the totals": what the thing does is the step
    relative = re.match(r"(?:something\s+)?(?:that|which)\s+(\w+s)\b", part, re.I)
    if relative:
        part = base_verb(relative.group(1)) + part[relative.end() :]
    # "a Slack workspace set up for questions": the thing and how it is set up, said once
    part = re.sub(r"^((?:a|an|the)\s+[\w' -]+?)\s+set up\s+(?=(?:for|to|with|so)\b)", r"set up \1 ", part, flags=re.I)
    person = "find " + re.sub(r"^(?:get|need|find|hire)\s+", "", part, flags=re.I)
    if FINDS_A_PERSON.match(person):  # "Need a patient piano tutor": a person, found
        part = person if not re.match(r"hire\s", part, re.I) else part
    elif re.match(r"(?:a|an|the|some|one)\s", part, re.I):
        # "I want a waitlist for plots": the thing wanted, set up; "I need a cover image": a thing made
        part = f"{'make' if kind_of(part) in MADE_KINDS else 'set up'} {part}"
    elif (
        re.fullmatch(r"[a-z][\w'-]*(?: [\w'-]+){0,2}s", part)
        and not re.search(r"\b(?:the|a|an|my|our|their|your)\b", part)
        and not starts_with_verb(part)
        and kind_of(part) in MADE_KINDS
    ):
        part = f"make {part}"  # "…, with flyers, a signup form …": the things listed are made
    elif (
        re.fullmatch(r"[a-z0-9][\w'+-]*(?: [\w'+-]+){0,9}", part, re.I)
        and not says_work(part)
        and not re.match(
            r"(?:the|a|an|my|our|their|your|i|we|it|they|where|what|who|how|when|which|that)\b", part, re.I
        )
        # "text everyone in the class": "text" is the verb here, said to the people
        and not re.match(
            r"(?:text|email|e-mail|message|call|dm|ping|notify)\s+(?:everyone|everybody|them|us|all|each|every|"
            r"customers|clients|members|parents|guests|players|students)\b",
            part,
            re.I,
        )
        and (kind := kind_of(part)) in SAID_WITH
    ):
        # "weekly reminder emails to parents", "sign-ups", "short promo reels from my gigs": a thing listed with no
        # verb, said with the verb its kind of work takes
        part = f"{SAID_WITH[kind]} {part}"
    return part[:1].upper() + part[1:]


# the verb a thing of a kind is said with when the person lists it bare
SAID_WITH = {
    "email-marketing": "send", "customer-support": "send", "forms-surveys": "collect", "video-editing": "make",
    "design": "make", "3d": "make", "photo-editing": "get", "audio-editing": "get", "writing": "write", "presentation": "make",
    "image-generation": "make",
}  # fmt: skip


# "Writing up the report after each visit takes two days", "answering the same DMs eats my evenings": work said as
# what it costs the person in time
TIME_SINK_EN = re.compile(
    r"(?:^\s*|\band\s+|,\s*)(?:but\s+|right now\s+|honestly\s+)?(?P<what>(?!(?:every|any|some|no)thing\b)(?:[a-z]+ing|the|our|my)\s[^.!?;,]{2,80}?)\s+"
    r"(?:(?:still|always|just)\s+)?(?:eats|takes|is taking|kills|wastes|swallows|eats up|takes up)\s+(?:up\s+)?"
    r"(?:me\s+|us\s+)?(?:(?:all|half|most)\s+(?:of\s+)?)?(?:(?:my|our|the|a|an)\s+)?(?:full\s+|whole\s+|entire\s+)?"
    r"(?:(?:two|three|four|several|a few|\d+)\s+)?"
    r"(?:hours?|days?|evenings?|weekends?|mornings?|nights?|weeks?|time|forever|ages|too long|so long|way too long)\b",
    re.I,
)


# "Our spreadsheet of member dues is a disaster": the thing in a mess, sorted out, is the ask
MESS_EN = re.compile(
    r"(?:^\s*|\band\s+|,\s*)(?:but\s+|honestly\s+|right now\s+)?(?P<what>(?:my|our|the)\s[^.!?;]{2,80}?)\s+"
    r"(?:is|are|has become|have become|has gotten|is getting|got)\s+(?:a\s+)?(?:(?:total|complete|huge|real|bit of a)\s+)?"
    r"(?:mess|chaos|chaotic|disaster|nightmare|out of control)\b",
    re.I,
)
# "…and it's a headache", "it's a nightmare to keep up": the work the request described costs the person too much
PAIN_EN = re.compile(
    r"\b(?:chaos|chaotic|a mess|messy|a nightmare|a disaster|a headache|overwhelm\w*|drowning|"
    r"can't keep up|cannot keep up|takes forever|too (?:long|much time)|so much time|hours every)\b",
    re.I,
)
# "Each month we collect dues, assign cleaning duties, and then email a member update": work the
# person does now, said as a routine; with PAIN_EN in the request, the routine is the job to make easier
ROUTINE_EN = re.compile(
    r"^\s*(?:(?:every|each|once a|twice a)\s+[a-z]+(?:\s+[a-z]+)?,?\s+|(?:right now|currently|usually|for now),?\s+)?"
    r"(?:i|we)\s+(?:(?:usually|still|always|manually|currently|also|basically)\s+)?"
    r"(?!(?:run|own|have|am|work|live|teach|coordinate|organi[sz]e|manage|breed|help|do)\b)(?P<body>[a-z].+)$",
    re.I,
)


def said_in_passing(sentence: str) -> str | None:
    """The one ask of an English sentence that says it without "I need": what slips is to be tracked ("we keep
    losing track of who's doing what"), what the person is rusty at practised, what they cannot tell worked out
    ("I have Loan Estimates from 3 lenders and I can't tell which is cheaper"), a thing guessed at got ("Maybe a
    simple site with 3-4 case studies?"), help asked for got ("Any help figuring out prices would be great")."""
    for pattern, said in ((LOSING_TRACK_EN, "Keep track of {}"), (RUSTY_EN, "Practice {}")):
        found = pattern.search(sentence)
        if found:
            return said.format(found.group("what").strip())
    unsure = CANT_TELL_EN.search(sentence)
    if unsure:
        have = HAVE_EN.search(sentence[: unsure.start() + 4])
        of = f" ({have.group('thing').strip()})" if have else ""
        return f"Work out {unsure.group('what').strip()}{of}"
    mess = MESS_EN.search(sentence)
    if mess and categories_asked(mess.group("what").lower()):
        # "our spreadsheet of dues …" (not "my life is a mess"): a thing of a kind of work, tidied
        what = re.sub(r"^(?:my|our)\s", "the ", mess.group("what").strip(), flags=re.I)
        return f"Sort out {what}"
    sink = TIME_SINK_EN.search(sentence)
    if sink and (re.match(r"[a-z]+ing\b", sink.group("what"), re.I) or categories_asked(sink.group("what").lower())):
        # "Answering the same DMs eats my evenings", "the newsletter takes two days": that work, done faster, is the
        # ask ("the bus takes an hour" is no work)
        what = sink.group("what").strip()
        return f"Speed up {what[:1].lower()}{what[1:]}"
    hoped = BONUS_EN.match(sentence)
    if hoped:
        return f"Get {hoped.group('thing').strip()} to {hoped.group('does').strip()}"
    maybe = MAYBE_EN.match(sentence)
    if maybe:
        return en_step(maybe.group("thing"))
    helped = HELPFUL_EN.match(sentence)
    return f"Get help {helped.group('body')}" if helped else None


# verbs a venture is begun with, beside the verbs the kinds of work are said with
STARTING_VERBS = frozenset(
    {"open", "start", "launch", "run", "host", "teach", "grow", "join", "hire", "offer", "begin"}
)


def _gerund_as_verb(part: str) -> str:
    """ "opening a Shopify store" -> "open a Shopify store", "starting a podcast" -> "start a podcast": a work said
    as a gerund (after "thinking about") is said with its verb; a gerund no known verb makes stays as it is."""
    # (with its object's determiner: "Building permits" and "Booking page" are things, not work)
    m = re.match(r"([a-z]+)ing\s+(?=(?:a|an|the|my|our|their|his|her|your|some|this|these)\s)", part, re.I)
    if not m or len(m.group(1)) < 2:
        return part
    stem = m.group(1)
    doubled = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else None  # "running" -> "run"
    for verb in (stem, doubled, stem + "e"):
        if verb and (verb.lower() in STARTING_VERBS or starts_with_verb(f"{verb} it")):
            return verb + part[m.end() - 1 :]
    return part


def base_verb(verb: str) -> str:
    """ "copies" -> "copy", "pushes" -> "push", "dumps" -> "dump"."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "zes")):
        return verb[:-2]
    return verb[:-1]


STATE_EN = (
    r"(?:but\s+|though\s+|although\s+)?(?:(?:my|our|the|his|her|their|this|that|it)\s+[\w' -]{0,30}?\b(?:is|are|was|were)\b|"
    r"(?:i|we)(?:\s+(?:am|are|was|were)\b|\s*'m\b|\s*'re\b))|(?:with\s+no|without|no)\s|"
    # "a quicker workflow that still looks professional": how all of the work should go, which every step serves
    r"(?:(?:get|set up|make|have)\s+)?(?:a\s+)?(?:much\s+)?(?:faster|quicker|shorter|smoother)\s+"
    r"(?:turnaround|workflow|process|delivery)\b"
)


# the kinds of work whose result is a thing made (an image, a video, a text), not a system set up
MADE_KINDS = {
    "design", "photo-editing", "image-generation", "video-editing", "video-generation", "avatar-video", "writing",
    "presentation", "music-generation", "audio-editing", "text-to-speech", "3d", "translation",
}  # fmt: skip
