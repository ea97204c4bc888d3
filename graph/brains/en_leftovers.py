"""English words around the asks that are no asks of their own: a goal said as wanting more results ("we want more
bookings"), "there" standing for a place said a sentence before, and "them" for the things counted before it
(graph/brains/own_asks.py reads the asks)."""

from __future__ import annotations

import re

from graph.brains.ko_leftovers import PURPOSE_VERB_KO
from knowledge.catalog import name_spans

# a goal of the whole job said as wanting more of its results: "(we want) more bookings", "more clients"
GOAL_THINGS = (
    r"(?:bookings|clients|customers|sales|business|work|students|members|orders|leads|gigs|jobs|patients|guests|buyers|"
    r"subscribers|followers)"
)
GOAL_EN = re.compile(
    rf"^\s*(?:(?:get|gain|win|bring in|have)\s+)?(?:a\s+lot\s+|many\s+|a\s+few\s+)?more\s+{GOAL_THINGS}\s*$", re.I
)
GOAL_SAID_EN = re.compile(
    rf"\b(?:we|i)(?:\s+(?:want|need|would like|hope for)|'d\s+like)\s+(?:to\s+(?:get|gain|win|bring in)\s+)?"
    rf"(?:a\s+lot\s+|many\s+)?more\s+{GOAL_THINGS}\b",
    re.I,
)


# "trying to move into UX research": the field a person moves into names their new work, not work asked of the plan
CAREER_TARGET_EN = re.compile(
    r"\b(?:mov|pivot|transition|switch|break)(?:e|ing)?\s+(?:careers?\s+|my career\s+)?(?:in)?to\s+[^.,;!?]{1,40}", re.I
)


def without_goals(text: str) -> str:
    """The request without its goal said as wanting more results ("we'd love more clients") or as the field a person
    moves into ("move into UX research"): no kind of work is asked by it (a booking tool had been added for a
    quartet that asked for a website, a form and contracts; a research step for a teacher moving into UX research)."""
    # "수강생들이 집에서 복습할 수 있게 … 영상": what the thing lets people do (review) asks for no tool of that kind
    return PURPOSE_VERB_KO.sub(" ", CAREER_TARGET_EN.sub(" ", GOAL_SAID_EN.sub(" ", text)))


# "…people find us on Yelp. We want to show up higher there": "there" is the place a sentence before named
THERE_EN = re.compile(r"(?<!over )(?<!out )\bthere\s*$", re.I)
NAMED_PLACE_EN = re.compile(r"\b(?:on|in|at|through|via|from)\s+$", re.I)


def there_named(ask: str, before: str) -> str:
    """An ask that ends in "there", with the tool or platform the sentences before it last named as where
    something happens ("on Google Maps") said in its place; kept as it is when none was named."""
    if not THERE_EN.search(ask):
        return ask
    places = [(a, b) for a, b, _ in name_spans(before) if NAMED_PLACE_EN.search(before[max(0, a - 10) : a])]
    if not places:
        return ask
    a, b = max(places)
    return THERE_EN.sub(f"on {before[a:b]}", ask)


# "I keep about 90 papers on my laptop. They must be sorted, so sort them": "them" is the things counted before
COUNTED_THINGS_EN = re.compile(
    r"(?:\b\d[\d,]*\+?|~\s?\d+|\b(?:dozens|hundreds|thousands) of)\s+(?:[a-z]+\s+)?(?P<things>[a-z]{3,}s)\b", re.I
)
# counted time and money are no things worked on ("2 hours a week", "3 years")
NOT_THINGS = re.compile(r"(?:second|minute|hour|day|week|month|year|time|dollar|won|percent|step)s$", re.I)
THEM_EN = re.compile(r"\bthem\b")
# a plural said earlier in the sentence may be what "them" stands for ("…write progress comments, and I should make
# them into reports"): then the things counted sentences before are not it
PLURAL_EN = re.compile(
    r"\b(?!(?:this|was|has|does|always|its|yes|thus|plus|his|hers|ours|yours|theirs|unless|perhaps|"
    r"sometimes|is|us|as)\b)[a-z]{2,}[^s\W]s\b",
    re.I,
)


def them_named(ask: str, before: str, sentence: str = "") -> str:
    """An ask that works on "them", with the things counted before it said in its place ("Get them sorted" ->
    "Get the papers sorted"): the step's kind of tool is read from its own words (a reference manager for papers, a photo
    editor for photos), and "them" says none. The last plural of its own sentence is what "them" stands for when
    that sentence has one (kept as it is unless those things were counted: "progress comments … turn them into
    reports"); else the things the sentences before it last counted; else it is kept as it is."""
    said = THEM_EN.search(sentence)
    if not THEM_EN.search(ask):
        return ask
    prefix = sentence[: said.start()] if said else ""
    plurals = list(PLURAL_EN.finditer(prefix))
    if plurals:
        counted = [m for m in COUNTED_THINGS_EN.finditer(prefix) if m.end("things") == plurals[-1].end()]
        things = [counted[-1]["things"]] if counted and not NOT_THINGS.search(counted[-1]["things"]) else []
    else:
        things = [m["things"] for m in COUNTED_THINGS_EN.finditer(before) if not NOT_THINGS.search(m["things"])]
    return THEM_EN.sub(f"the {things[-1]}", ask, count=1) if things else ask
