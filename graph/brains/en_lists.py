"""English ask lists (the English half of own_asks.py's reading): where a list of asks splits, and which items
belong together ("sell my furniture, a bike and a PS5" is one ask; "make a flyer, a sign-up form, and a video" three).
"""

from __future__ import annotations

import re

from graph.brains.en_verbs import (
    BARE_LIST_VERBS,
    MAKING_VERBS,
    SETTING_UP,
    item_kinds,
    made_with,
    says_work,
    starts_with_verb,
    verb_kinds,
)
from graph.plan_steps import categories_asked, word_in
from graph.request_parts import COUNTS, MEASURE_EN
from knowledge.catalog import tools_named_in

WH = r"(?:for\s+)?(?:what|who|whom|which|how much|how many|when|where)\b"
QUESTION_EN = re.compile(
    rf"{WH}\s+(?:do|does|did|should|can|could|would|will|is|are)\s+(?:i|we|you|he|she|they|it)\b", re.I
)
# "get them transcribed": what is to be done to the person's things
GOT_DONE = re.compile(
    r"(?:to\s+)?(?P<got>(?:get|have)\s+(?:them|it|these|those|(?:my|our|the)\s+\w+))\s+[a-z]+ed\b", re.I
)
# "which jokes I did where and how they landed": a how-clause goes on with the wh-clause before it
HOW_CLAUSE = re.compile(r"how\s+(?!(?:do|can|should|could|would|to)\b)(?:it|they|he|she|we|i|the|my|our|\w+)\s", re.I)
# "track what food came in and went out": a past verb goes on with the wh-clause before it
PAST_EN = r"(?:went|came|sold|left|got|made|paid|sent|\w+ed)\b"


# "(1) … and (2) …", "Two things: …", "두 가지예요: …": the person counted what they want, so the list is all of it
COUNTED_LIST = re.compile(
    r"\(1\)[^()]{3,}\(2\)|(?:^|[.!?]\s+|\b(?:need|want)\s+)(?:two|three|four|a couple of|\d)\s+things\b[^.:?!]{0,40}:|"
    r"(?:두|세|네)\s*가지(?:예요|에요|입니다|요)?\s*[:.]",
    re.I,
)


def counted_list(request: str) -> bool:
    """Whether the request counts its asks (numbers them or says how many): its list is the whole of what it wants."""
    return bool(COUNTED_LIST.search(request or ""))


# a place or means said as a guess after the ask: "probably on Shopify", "maybe through Etsy"
WHERE_ASIDE = re.compile(
    r"(?:probably|maybe|perhaps|ideally|preferably|likely|possibly)\s+(?:on|via|through|using|with|in)\s+\S+(?:\s+\S+)?\s*\??$",
    re.I,
)


def en_parts(body: str) -> list[str]:
    """An English ask list split at commas, "and" and "plus"; a part that starts with a name ("Spanish, French and
    German") is an item of the part before it, not an ask of its own."""
    # "need (1) a poster for every show and (2) a weekly text to the cast": the numbers part the list
    numbered = [p.strip(" ,;.") for p in re.split(r"(?:^|[\s,;]+(?:and\s+)?)\(\d{1,2}\)\s*", body)]
    if len([p for p in numbered[1:] if p]) >= 2:
        # an item may list asks of its own: "(2) a simpler way to send quotes, get them approved, and take a
        # deposit" is three steps
        return [part for p in numbered if p for part in en_parts(p)]
    # "reserve a table the way people reserve hotels": how others do it says the manner, no ask or thing
    body = re.sub(
        r"\s+the way (?:they|we|people|everyone|you|locals|most people)\s+[a-z]+\b[^,.;:]*", "", body, flags=re.I
    )
    body = _both_done(body)
    umbrella = _made_of_listed_parts(body)
    if umbrella is not None:
        return en_parts(umbrella)
    # "drill plans for practices and a way to collect RSVPs": "a way to" starts an ask of its own
    split = r",(?!\d)\s*(?:and\s+|plus\s+)?|\s+and\s+(?=(?:a|an|some|one)\s+(?:\w+\s+)?(?:way|tool|app|place|system)\s+(?:to|for)\s)|\s+and\s+(?=something\s+(?:that|to|which)\s)|\s+\+\s+(?!(?:their|his|her|its|the|a|an|my|our|your)\b)|\s+(?:and|plus)\s+(?!(?:a|an|the|my|our|some|their|its|\d+)\b|\$\d)(?=[a-z][a-z-]*\s)"
    # examples in brackets or after a dash ("the important stuff (forms, schedule changes)", "what it was like -
    # the mill, the flood") belong to the thing they illustrate: nothing inside them is split off
    # and so do the ways a list is looked through ("…, sorted by genre, era and price")
    kept: list[str] = []
    body = re.sub(
        r"\([^()]*\)|\s[-\u2013\u2014]\s.*$|,\s*(?:(?:and\s+)?(?:filter|sort|group|search|organi[sz]|arrang|index|tagg|"
        r"rank)(?:ed|ing|able)\s+by|tagged\s+with)\s[^;]*$",
        lambda m: kept.append(m.group(0)) or f"\x00{len(kept) - 1}\x00",
        body,
    )
    parts: list[str] = []
    pieces = re.split(f"({split})", body.rstrip(".?! "))
    for i in range(0, len(pieces), 2):
        part = re.sub(r"\x00(\d+)\x00", lambda m: kept[int(m.group(1))], pieces[i])
        joined_by = pieces[i - 1].strip() if i else ""
        if (
            parts
            and re.match(r"[A-Z][a-z]", part)
            and not re.match(r"(?:I|We)\b", part)
            and not re.match(r"[A-Z][\w.]*(?:\s[A-Z][\w.]*)?\s+is\s+where\b", part)  # "TikTok is where my fans are"
            and not _other_work(parts[-1], part)  # "a signup form, Facebook posts": two works
        ):
            parts[-1] = f"{parts[-1]}, {part}"
        elif (
            parts
            and joined_by == ","
            and re.fullmatch(r"[a-z]+\s+(?:the|all the|my|our|their)\s+[a-z-]+s", parts[-1], re.I)
            and re.match(r"[a-z-]+s\b", part)
            and not starts_with_verb(part)
        ):
            parts[-1] = (
                f"{parts[-1]}, {part}"  # "find the goals, saves and penalties in the footage": one verb's things
            )
        elif parts and joined_by == "," and WHERE_ASIDE.match(part):
            parts[-1] = f"{parts[-1]}, {part}"  # "sell plants online, probably on Shopify": where, not an ask
        elif parts and _attribute_of(parts[-1], part, joined_by):
            # "a customer list with every boiler's model, age and notes": what is kept of each thing, not asks
            parts[-1] = f"{parts[-1]}{' and ' if joined_by.endswith('and') else ', '}{part}"
        elif parts and joined_by in ("and", ",") and _another_object(parts[-1], part, joined_by):
            # "drafting first versions of wills and trust summaries from …", "a log of hours, rate and client per job"
            parts[-1] = f"{parts[-1]}{' and ' if joined_by == 'and' else ', '}{part}"
        elif parts and joined_by in ("and", "&") and re.fullmatch(r"(?:plus\s+)?[a-z]+s", parts[-1]):
            parts[-1] = f"{parts[-1]} and {part}"  # "titles and descriptions that get found": one thing, two nouns
        elif (
            parts
            and joined_by == "and"
            and re.fullmatch(r"[a-z]+s(?:\s*\([^()]*\))?(?:\s+(?:in|on|at|for|with|from|into|by)\b.*)?", part)
            and re.search(r"\b[a-z]+s$", parts[-1])
        ):
            parts[-1] = f"{parts[-1]} and {part}"  # "draft the listing titles and descriptions (pressing, …)"
        elif (
            parts
            and joined_by == "and"
            and re.fullmatch(r"[a-z-]+\s+[a-z]+(?:s|ing)", part)
            and not starts_with_verb(part)
            and re.search(
                r"\b(?:of|for|about)\s+(?:(?:our|my|the|their|his|her)\s+)?(?:[\w-]+\s+){0,2}[a-z]+s$", parts[-1]
            )
        ):
            parts[-1] = f"{parts[-1]} and {part}"  # "clips that show the action of our handmade flies and soft lures"
        elif (
            parts
            and joined_by == "and"
            and (
                # "a way to price and log each repair": the way's verb alone, too
                re.fullmatch(
                    r"(?:(?:a|an|some)\s+(?:\w+\s+)?(?:way|tool|app|system|place)\s+to\s+|"
                    r"(?:[\w']+\s+)?to\s+be\s+able\s+to\s+)?[a-z]+",
                    parts[-1],
                )
                and (starts_with_verb(part) or re.match(r"(?:book|reserve|order)\s+(?:my|our|the|a|an|their)\s", part))
                or re.fullmatch(r"[a-z]+ (?:down|up|out|through)", parts[-1])
                and says_work(part)
            )
        ):
            # "invoice and get paid by card", "narrow down and retouch the best frames": a verb alone goes with the next
            parts[-1] = f"{parts[-1]} and {part}"
        elif parts and joined_by == "and" and re.match(r"[a-z]+ed\b", part) and GOT_DONE.match(parts[-1]):
            # "get them transcribed and translated to English": done to them too, a second ask
            parts.append(f"{GOT_DONE.match(parts[-1]).group('got')} {part}")
        elif (
            parts
            and joined_by == "and"
            and len(parts[-1].split()) <= 2
            and len(part.split()) <= 3
            and not re.match(r"(?:a|an|the|some|my|our)\s", parts[-1], re.I)
            and not starts_with_verb(parts[-1])
            and not starts_with_verb(part)
            and re.search(r"[a-z]{3,}s$", part)
            and not parts[-1].endswith("s")
        ):
            parts[-1] = f"{parts[-1]} and {part}"  # "yard sign and door hanger designs": two things, one noun
        elif (
            parts
            and joined_by == "and"
            and re.search(r"\bwith\s+(?:[a-z-]+\s+){0,2}[a-z]+$", parts[-1])
            and len(part.split()) <= 3
            and re.search(r"[a-z]{3,}s$", part)
            and not starts_with_verb(part)
            and item_kinds(part) <= item_kinds(parts[-1])
        ):
            # "the course mapped with mile markers and water stations": what it has; "sign-ups with time slots and
            # reminder texts" are two works (the texts say a kind of their own)
            parts[-1] = f"{parts[-1]} and {part}"
        elif (
            parts
            and (re.match(WH, part, re.I) or re.match(PAST_EN, part, re.I) or HOW_CLAUSE.match(part))
            and (
                re.search(rf"\b{WH}", parts[-1], re.I)
                or joined_by.endswith("and")
                and re.match(WH, part, re.I)
                and not QUESTION_EN.match(part)
            )
        ):
            sep = " and " if joined_by.endswith("and") else ", "
            # "a spreadsheet of what's listed, what sold and for how much", "a post with photos and how many bags"
            parts[-1] = f"{parts[-1]}{sep}{part}"
        elif parts and joined_by != "plus" and _contents_of(parts[-1], part):
            parts[-1] = f"{parts[-1]}, {part}"  # "daily site reports: photos with notes, the weather, crew counts"
        elif parts and joined_by == "and" and _second_object(parts[-1], part):
            parts[-1] = f"{parts[-1]} and {part}"  # "collect RSVPs and dietary needs": one verb takes both
        elif parts and joined_by == "and" and _shared_head(parts[-1], part):
            parts[-1] = f"{parts[-1]} and {part}"  # "the game and practice schedule", "a snack and carpool rotation"
        elif parts and joined_by == "and" and re.match(r"[a-z]+ing\b", part) and re.search(r"\b[a-z]+ing$", parts[-1]):
            parts[-1] = f"{parts[-1]} and {part}"  # "speed up culling and editing in Lightroom": one work, two nouns
        elif (
            parts
            and re.search(r"\b(?:where|so that)\s+(?:the\s+)?[a-z]+\s+(?:can\s+)?[a-z]+\b", parts[-1])
            and not re.match(r"(?:a|an|the|some|my|our)\s|something\s+(?:that|to|which)\s", part)
            and (joined_by == "and" or (len(part.split()) <= 3 and not starts_with_verb(part)))
        ):
            # "a gallery where parents pick favourites and order prints"; "a booking flow where clients submit their
            # idea, placement and reference photos": the things listed are what the clause's verb takes
            sep = " and " if joined_by.endswith("and") else ", "
            parts[-1] = f"{parts[-1]}{sep}{part}"
        elif parts and joined_by == "," and re.match(r"(?:which|who|whom|whose)\s", part, re.I):
            parts[-1] = f"{parts[-1]}, {part}"  # "fix up my LinkedIn, which I haven't touched": about it, no ask
        elif parts and joined_by == "," and re.match(r"with\s", part):
            parts[-1] = f"{parts[-1]}, {part}"  # "a weekly email saying what's in the box, with a recipe": it has it
        elif parts and joined_by == "and" and re.match(r"(?:for|to|on|in|at|via|with)\s", part):
            parts[-1] = f"{parts[-1]} and {part}"  # "a GIF for the page and for socials": where it goes, no ask
        elif parts and _bare_object_of(parts[-1], part, joined_by):
            # "pull base rent, escalations, renewal options and CAM terms into one rent roll": one verb, its objects
            parts[-1] = f"{parts[-1]}{' and ' if joined_by.endswith('and') else ', '}{part}"
        elif parts and _shares_the_verb(parts[-1], part, joined_by):
            # "sell my furniture, a bike and a PS5": three things one verb does, one ask
            sep = " and " if joined_by.endswith("and") else ", "
            parts[-1] = f"{parts[-1]}{sep}{part}"
        elif (
            parts
            and made_with(parts[0])
            and not starts_with_verb(part)
            and (joined_by.endswith("plus") or re.match(r"(?:a|an|some)\s", part, re.I))
        ):
            # "make a flyer, a sign-up form, and a short video": each thing is made
            # "make handouts with drawings, plus short demo videos I film myself": the videos are made too
            parts.append(f"{made_with(parts[0])} {part}")
        else:
            parts.append(part)
    return [piece for part in parts for piece in _two_things(part)]


# "begin selling, both the patterns and finished quilts": the verb before "both" is done to each thing
BOTH = re.compile(
    r"(?P<lead>\b(?:(?:start|begin|keep|also)\s+)?(?P<verb>[a-z]+))\s*[,:]?\s+both\s+(?P<first>[^,;]+?)\s+and\s+"
    r"(?P<second>[^,;]+)$",
    re.I,
)


def _both_done(body: str) -> str:
    """ "sell both the patterns and finished quilts": the person stresses that each of the two things is wanted, so
    each is an ask of its own, said with the verb ("sell the patterns, and sell finished quilts")."""
    both = BOTH.search(body)
    if not both or not starts_with_verb(both["verb"]) and not re.fullmatch(r"[a-z]+ing", both["verb"], re.I):
        return body
    lead = both["lead"]
    return f"{body[: both.start()]}{lead} {both['first']}, and {lead} {both['second']}"


# "a monthly post on Facebook and an email to subscribers", "hand over a results deck plus a teaser video": two things
# after "and a" or "plus a", each its own kind of work
TWO_THINGS = re.compile(
    r"^(?P<lead>(?:[a-z]+\s+(?:up\s+)?)?)(?P<first>(?:a|an|one|two|three|a couple of|a few|\d+)\s.+?)\s+(?:and|plus)\s+"
    r"(?P<second>(?:a|an)\s.+)$",
    re.I,
)
# "three sample projects that show real data and a CV that explains my gap year": each thing with a clause of its own
SAID_OF_IT = re.compile(r"\s(?:that|which|who)\s+(?!is\b|are\b)\w+", re.I)


# "get the lease signed and the first month paid": two things, each with what is to be done to it
DONE = r"(?:\w+ed|paid|done|made|sent|built|written|set up)"
TWO_DONE = re.compile(
    rf"^(?P<get>get|have)\s+(?P<first>(?:the|my|our|each|every|a|an)\s+[\w' -]+?\s+{DONE})\s+and\s+"
    rf"(?P<second>(?:the|my|our|each|every|a|an)\s+[\w' -]+?\s+{DONE}\b.*)$",
    re.I,
)


def _two_things(part: str) -> list[str]:
    """A part that joins two things with "and a", each saying a kind of work the other does not, as two parts
    (the second with the first's verb); any other part as it is ("a logo and a banner" are both design: one ask).
    Two things each said with what is done to it ("get the lease signed and the first month paid") are two."""
    done = TWO_DONE.match(part)
    if done:
        return [f"{done['get']} {done['first']}", f"{done['get']} {done['second']}"]
    found = TWO_THINGS.match(part)
    if not found:
        return [part]
    first, second = item_kinds(found["first"]), item_kinds(re.split(r",\s+with\s", found["second"])[0])
    described = bool(SAID_OF_IT.search(found["first"]) and SAID_OF_IT.search(found["second"]))
    if (not first or not second or second <= first or first <= second) and not described:
        return [part]
    return [f"{found['lead']}{found['first']}", f"{found['lead']}{found['second']}"]


# levels a thing is made at: "drills at beginner and advanced levels" are made at both, one ask
LEVELS = r"(?:beginners?|intermediate|advanced|elementary|middle|high|junior|senior|basic|easy|hard)"
# "keep each booking and the event-day schedule organized": the state both are kept in ends the list
KEPT_STATE = r"(?:organi[sz]ed|updated|up to date|tracked|sorted|in one place|together|straight|on track)"


COUNTED = rf"(?:{'|'.join(COUNTS)})"  # the count words need_items reads too


def _attribute_of(before: str, part: str, joined_by: str) -> bool:
    """Whether a list item belongs to the item before it as what is kept of each thing ("with each boiler's model,
    age and notes"), one more level it is made at ("at beginner and advanced levels"), or one more thing a
    "keep" ask keeps in the state said after it ("keep each booking and the event-day schedule organized")."""
    if joined_by.endswith("plus") or starts_with_verb(part):
        return False
    if MEASURE_EN.fullmatch(part.strip()):
        return True  # "three jingles, about 30 seconds each": how long each is, no ask
    if re.search(rf"\b{COUNTED}\s+(?:[\w-]+\s+){{0,2}}[a-z]+s(?:,\s+[a-z]+(?:\s+[a-z]+)?)?$", before) and re.fullmatch(
        r"(?!(?:a|an|the|some|my|our)\s)[a-z]+(?:\s+[a-z]+)?(?:\s+(?:and|or|&)\s+[a-z]+(?:\s+[a-z]+)?)?", part.strip()
    ):
        return True  # "three jingles, upbeat and calm": which ones they are
    if (
        re.search(r"\b(?:\w+'s|its|their)\s+[a-z]+(?:,\s+[a-z]+)*$", before)
        and (
            re.fullmatch(r"[a-z]+(?:\s+(?:and|or)\s+[a-z]+(?:\s+[a-z]+)?)?", part)
            # the list's last item after "and", once the list is under way ("breed, size and coat notes")
            or (joined_by == "and" and ", " in before and re.fullmatch(r"[a-z]+\s+[a-z]+", part))
        )
        and not says_work(part)
    ):
        return True
    if joined_by == "and" and re.search(rf"\b{LEVELS}$", before, re.I) and re.match(rf"{LEVELS}\s+\w+", part, re.I):
        return True
    return (
        joined_by == "and"
        and bool(re.match(r"keep\s", before, re.I))
        and not re.search(rf"\b{KEPT_STATE}\b", before, re.I)
        and bool(re.search(rf"\s{KEPT_STATE}$", part, re.I))
    )


def _other_work(before: str, part: str) -> bool:
    """Whether a part says a kind of work of its own that the part before it does not."""
    kinds, before_kinds = item_kinds(part), item_kinds(before)
    return bool(kinds) and bool(before_kinds) and not kinds <= before_kinds


def _made_of_listed_parts(body: str) -> str | None:
    """ "a spring recruitment drive and a fundraiser, with flyers, a signup form, Facebook posts and a way to take
    donations online": after ", with", three or more parts of two or more kinds of work are what the drive is made
    of; they are the asks, and the drive they make up is the job, no step of its own. (One thing it has, "…, with a
    recipe", stays with it.)"""
    found = re.search(r",\s+with\s+(?P<parts>.+)$", body.rstrip(".?! "))
    if not found:
        return None
    items = [
        p for p in re.split(r",\s*(?:and\s+|plus\s+)?|\s+(?:and|plus)\s+(?=(?:a|an|some|the)\s)", found["parts"]) if p
    ]
    if len(re.split(r",|\band\b|\bplus\b", found["parts"])) < 3:
        return None
    kinds = [item_kinds(item) for item in items]
    if sum(1 for k in kinds if k) < 3 or len(set().union(*kinds)) < 2:
        return None
    return found["parts"]


# what a thing is "of", said so far: "of income", "of hours, rate"
OF_LIST = re.compile(r"\bof\s+(?:[a-z]+\s+)?[a-z]{3,}(?:,\s+(?:[a-z]+\s+){0,2}[a-z]{3,})*$")


def _another_object(before: str, part: str, joined_by: str = "and") -> bool:
    """ "drafting first versions of wills and trust summaries from our templates": a bare noun phrase after work
    that ends in a plural noun is one more thing that work makes; "… of wills and e-sign the letters" is work.
    "a yearly spreadsheet of income and expenses for my taxes": what a thing is "of" takes a second noun too, and a
    comma list of them ("a log of hours, rate and client per job") when no item names a kind of work."""
    if joined_by == ",":
        return (
            bool(OF_LIST.search(before))
            and not says_work(part)
            and not starts_with_verb(part)
            and not categories_asked(part.lower())
            # "…, code the themes": a verb and its object ("the themes") is work; the list's items are bare nouns
            and not re.search(r"\b(?:a|an|the|my|our|some|their|his|her|your|i|we|you|it|them)\b", part, re.I)
            and len(part.split()) <= 4
        )
    if (
        OF_LIST.search(before)
        and not says_work(part)
        and not re.match(r"(?:a|an|the|my|our|some|their|i|we|you)\b", part, re.I)
        and len(part.split()) <= 5
    ):
        return True
    return (
        bool(re.search(r"[a-z]{3,}s$", before))
        and bool(re.search(r"\b(?:draft|writ|mak|creat|design|prepar|edit|translat|proofread)\w*\b(?!-)", before, re.I))
        and not says_work(part)
        and not re.match(r"(?:a|an|the|my|our|some|their|i|we|you)\b", part, re.I)
        and 2 <= len(part.split()) <= 7
    )


def _contents_of(before: str, part: str) -> bool:
    """Whether a list item is one more thing inside what a colon introduced ("daily site reports: photos with notes,
    the weather, crew counts"): the colon's list is the contents of one thing, not asks of their own."""
    return (
        bool(re.search(r"[a-z]s?:\s+(?!(?:to\s+)?[a-z]+\s+(?:a|an|the|my|our)\s)[a-z]", before, re.I))
        and not starts_with_verb(part)
        and len(part.split()) <= 4
    )


def _second_object(before: str, part: str) -> bool:
    """ "collect RSVPs and dietary needs": a bare noun phrase after work said in three words or fewer is a second
    thing the same verb takes, unless it names a kind of work of its own ("make a poster and flyers"); where both
    are kept is said after it ("keep standings and stats where players can check them")."""
    # "sell jam and fruit butter online this spring": where and when it is done are the ask's, not the thing's
    part = re.split(
        r"\s+(?:where|which|in one|in a|so|without|while|online|offline|locally|this|next|every|each|by|before|after|"
        r"in time)\b",
        part,
        maxsplit=1,
        flags=re.I,
    )[0]
    # "start selling houseplants and potting soil online": "start" says when the work begins, not more of it
    # (a want said without its "I" leaves its "to": "to start selling …")
    said = re.sub(r"^\s*to\s+", "", before, flags=re.I)
    work = re.sub(r"^(?:start|begin|keep|try)(?:\s+to)?\s+(?=[a-z]+ing\b|[a-z]+\s)", "", said, flags=re.I)
    return (
        says_work(said)
        and len(work.split()) <= 3
        and not says_work(part)
        and 1 <= len(part.split()) <= 3
        and not re.match(r"(?:a|an|the|my|our|some|their|i|we|you)\b", part, re.I)
        and not categories_asked(part)
        and not re.search(r"\b(?:it|them|this|that|these|those|him|her|us)\b", part, re.I)  # "return them": work
        and not any(word_in(part.lower(), v) for vs in verb_kinds().values() for v in vs if v.isascii())
    )


def _shared_head(before: str, part: str) -> bool:
    """ "the game and practice schedule", "a snack and carpool rotation": a bare word after its article and a noun
    phrase after "and" share the phrase's last noun; "a logo and business cards" are two things (a logo is made)."""
    single = re.fullmatch(r"\s*(?:the|a|an|my|our|your|their)\s+(?:[a-z]+\s+)?([a-z]+)", before, re.I)
    phrase = re.split(r"\s+(?:where|that|which|who|so|for|to|with|in|on|at|i|we)\b", part, flags=re.I)[0]
    return (
        bool(single)
        and not categories_asked(single.group(1))
        and 2 <= len(phrase.split()) <= 3
        # only after a thing said alone: after work said with its verb ("shoot the product and write listings",
        # "write a payment request and what to do if …") the part is more work
        and not starts_with_verb(before)
        and not re.match(WH, part, re.I)
        and not re.match(r"(?:a|an|the|my|our|some)\s", part, re.I)
    )


def _bare_object_of(before: str, part: str, joined_by: str) -> bool:
    """Whether a list item of bare nouns ("escalations", "CAM terms") is one more object of the verb before, when
    that verb's own object is bare too ("pull base rent"), and it says no kind of work the item before does not."""
    if joined_by.endswith("plus") or says_work(part) or len(part.split()) > 6:
        return False
    verb = re.match(
        r"\s*([a-z]+)\s+(?!(?:my|our|the|a|an|his|her|their|some|all|every|these|those|to|for|with)\b)\w", before
    )
    if not verb or verb.group(1).lower() not in BARE_LIST_VERBS or re.search(r"\s(?:into|onto|to)\s", before):
        return False  # "… into one rent roll": where the things go closes their list
    if re.match(r"(?:a|an|the|my|our|his|her|their|some)\s|\w+\s+(?:a|an|the|my|our|his|her|their|some)\s", part, re.I):
        return False  # "book a room": a verb and its object
    # a comma list of things ("base rent, escalations, …"), its last one after "and" once the list is under way
    if not (joined_by == "," and (" " in part or part.endswith("s"))) and not (
        joined_by.endswith("and") and ", " in before
    ):
        return False
    # where the things go ("… into one sheet") is the whole ask's, not a kind the item says of its own
    return item_kinds(re.split(r"\s(?:into|onto|in)\s", part)[0]) <= item_kinds(before)


def _shares_the_verb(before: str, part: str, joined_by: str) -> bool:
    """Whether a list item is one more object of the verb the item before it starts with: "sell my furniture, a bike
    and a PS5" is one ask, while the things a making or setting-up verb lists are each made ("a form and a poster")."""
    if (
        joined_by.endswith("plus")
        or not re.match(r"(?:a|an|the|my|our|his|her|their|some|\$?\d+)\s", part, re.I)
        or starts_with_verb(part)
    ):
        return False
    verb = re.match(
        r"\s*(?:to\s+)?([a-z]+)\s+(?:my|our|the|a|an|his|her|their|some|all|every|these|those)\s", before, re.I
    )
    return bool(verb) and not re.fullmatch(SETTING_UP, verb.group(1), re.I)


def made_list(sentence: str) -> list[str]:
    """The things a statement of the person's work lists after a colon ("I turn the recording into a newsletter: an
    email version, a printable PDF, and a Spanish edition"), each to make; none when the colon lists no things."""
    found = re.match(
        rf"^[^:]*\b(?:{MAKING_VERBS}|turn|turns|makes|writes|puts? out|sends? out|publish(?:es)?)\b[^:]*:\s*(?P<list>.+)$",
        sentence,
        re.I,
    )
    items = en_parts(found.group("list")) if found else []
    if len(items) < 2 or not all(re.match(r"(?:and\s+)?(?:a|an|the)\s", p, re.I) for p in items):
        return []
    items = [
        re.split(r"\s+(?:because|since)\s+(?=\w+\s)", re.sub(r"^and\s+", "", p.strip(" ,."), flags=re.I))[0]
        for p in items
    ]
    return [f"Make {p}" for p in items]


def summary_lead(body: str) -> re.Match | None:
    """ "turn my studio project into a portfolio for internship applications: clean up my renders, lay out a PDF,
    and put a shorter version online": a lead-in of any length before a colon whose list is work said with its
    verbs is the job in one line; the list says its parts."""
    lead = re.match(r"^[^:]{3,160}?:\s+(?=\w)", body)
    if not lead:
        return None
    listed = en_parts(body[lead.end() :])
    if len(listed) >= 2 and all(says_work(p) for p in listed):
        return lead
    # "run a summer reading challenge for kids: sign-ups, a printable reading log, weekly reminder emails and a
    # certificate": three or more things of two or more kinds are what the job is made of
    kinds = [item_kinds(p) for p in listed]
    return lead if len(listed) >= 3 and sum(1 for k in kinds if k) >= 3 and len(set().union(*kinds)) >= 2 else None


WHEN = (
    r"(?:(?:on\s+)?(?:weekdays|weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s+(?:and|or)\s+\w+days?)?)|"
    r"(?:every|each)\s+\w+|(?:twice|once|three times|\d+\s+times)\s+a\s+\w+|daily|weekly|monthly|"
    r"(?:in the\s+)?(?:mornings?|afternoons?|evenings?|nights?)|(?:around|at|by|before|after)\s+(?:noon|midnight|\d[\w:]*)|"
    # "…, plus a written estimate, same day": how soon, no ask
    r"(?:the\s+)?same[- ]day|within\s+(?:\d+|an?|one|two|three)\s+(?:hours?|days?)|right away|asap)"
)
WHEN_OR_WHERE_EN = re.compile(
    rf"{WHEN}(?:\s+{WHEN})*(?:\s+only)?|(?:in|near|around)\s+(?-i:[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*)(?:,?\s+{WHEN})?", re.I
)


# where a thing made goes, said as a participle ("posted on the school app")
PLACED_EN = r"(?:posted|shared|sent|published|uploaded|printed|hosted)"
DETAIL_OF_THING_EN = re.compile(
    r"(?:in|into)\s+(?:both\s+)?(?:english|korean|spanish|french|german|japanese|chinese|vietnamese|portuguese|italian|"
    r"arabic|russian|hindi|thai|indonesian|tagalog)\b|"
    rf"(?:\w+\s+)?{PLACED_EN}\s+(?:on|to|via|through|in|as)\s",
    re.I,
)


def details_kept(parts: list[str]) -> list[str]:
    """ "a reliable pet sitter for my cat, weekends only, in Denver": when and where the work is are no asks
    of their own; they stay with the ask before them."""
    out: list[str] = []
    for p in parts:
        # "a logo, like something modern", "a few pieces, such as mugs": examples of the thing before, no ask;
        # "a monthly letter with pictures, in Spanish too, shared on the school app": its language and where it goes
        # are details of it
        if out and (
            re.match(r"(?:like|such as|e\.g\.|for example|for instance)\s", p, re.I) or DETAIL_OF_THING_EN.match(p)
        ):
            # the verb a step was given ("Send shared on the school app") is not said of a detail
            p = re.sub(rf"^\w+\s+(?={PLACED_EN}\s)", "", p)
            out[-1] = f"{out[-1]}, {p[:1].lower()}{p[1:]}"
            continue
        if WHEN_OR_WHERE_EN.fullmatch(p) and not tools_named_in(p):
            if out:
                out[-1] = f"{out[-1]}, {p[:1].lower()}{p[1:]}"
            continue
        out.append(p)
    return out
