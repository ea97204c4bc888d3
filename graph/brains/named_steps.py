"""A named tool or platform whose kind no step needs gets a step of its own ("list it on Etsy", "announce it on
KakaoTalk"); one that does a step of the plan takes that step instead; one that only holds the person's material
("노션에 정리한 기록") gets none.
"""

from __future__ import annotations

import re

from graph.brains.pick_scores import serves
from graph.own_work import MEDIA, said_of_own_work
from knowledge.catalog import catalog_by_id, tools_named_in
from prompts import load_json

SELLING_KINDS = {"ecommerce", "publishing"}
# posting there, or making what is posted there ("인스타 릴스 … 꾸준히", "Instagram reels", "TikTok clips")
POSTING_WORDS = (
    r"\b(?:post|share|upload|publish|promote|schedule|run|grow|launch|start|reels?|feed|content|clips?|videos?|shorts|stream(?:s|ing)?)|"
    r"\b(?:goes|go|going|went|put (?:it|them))\s+(?:up|live)\b|"  # "it goes up on my YouTube channel like always"
    r"올리|게시|공유|업로드|홍보|운영|발행|시작|꾸준히|릴스|피드|콘텐츠|쇼츠|클립|방송|스트리밍"
)
# "show up on Kakao and Naver Maps", "지도에 뜨게": a listing put up, said as being found there
PUTTING_UP = (
    r"\b(?:post|list|publish|advertise|share|update|show up|appear|get found)|올리|게시|등록|공유|정비|업데이트|갱신|"
    r"노출|뜨게|떠야|뜨도록|뜨기"
)
PLACE_TAG = r"\b(?:board|market(?:place)?|directory|listings?|store)\b|사이트|마켓|플랫폼|장터"
SELLING_WORDS = r"\b(?:list|sell|publish|release)|판매|등록|출간|발행|올리"
# a store's own records: what a seller's plan works on after gathering it from the store's seller center
# work that makes a shop's listing anew: its detail page, product photos or product text
LISTING_WORK = r"상세\s*페이지|상품\s*(?:사진|명|설명)|\b(?:detail|product) pages?\b|\blistings?\b|\bproduct (?:photos?|descriptions?)"
STORE_DATA = r"\b(?:orders?|inquir|reviews?|returns?|refunds?)|주문|문의|리뷰|후기|반품|교환|환불"


# a tool named as the way the work goes wrong today: the plan replaces it rather than adding a step on it
HOW_IT_IS_DONE_NOW = (
    r"제각각|따로따로|일쑤|빠뜨리|놓치|누락|번거롭|번거로워|불편|엉망|헷갈|"
    r"(?:받|하|쓰|관리하)다\s*보니|(?:으로|로)\s*하니까|\bscattered\b|\bmessy\b|\bkeep (?:missing|losing)\b|"
    r"\bfalls? through\b|\ball over the place\b"
)
# people who come to a marketplace to find something, not to sell there
BUYING_SIDES = frozenset({"buyer", "client", "parent", "patient", "student"})


def _by_hand_with(tool_id: str, said: str, own: dict[str, str]) -> str | None:
    """The medium the person makes themselves in the clause that names the tool, when its step has words of its own
    (a drawing app's "edit photos" is not what the person does with it)."""
    clauses = " ".join(_clauses_naming(tool_id, said)).lower()
    return next(
        (
            medium
            for medium, how in own.items()
            if how == "self" and medium in BY_HAND_STEPS and re.search(MEDIA[medium]["self"], clauses)
        ),
        None,
    )


BY_HAND_STEPS = {"drawing"}  # media whose own-tool step prompts/offline_phrases.json words ("_by_hand_drawing")


def named_steps(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """A named tool or platform whose kind no step needs gets a step of its own ("list it on Etsy", "announce it
    on KakaoTalk": a platform named for where the work goes is a step when the plan has none of its kind)."""
    phrases = load_json("offline_phrases")["named_step"]
    lang = "ko" if language == "ko" else "en"
    holds_material = tools_named_in(said_of_own_work(understanding.get("job_text", "")))
    for tool_id in understanding.get("named_tools") or []:
        entry = catalog_by_id().get(tool_id)
        # a step of its kind that another named place already took (Google Play's) is not this one's (App Store's)
        own = [s for s in steps if not (s.get("stage_id") or "").startswith("named-")]
        if not entry or tool_id in holds_material or any(serves(tool_id, s.get("category")) for s in own):
            continue  # it holds what the person made ("노션에 정리한 기록"), or a step of the plan is its work
        if "shop" in (understanding.get("own_work") or {}) and entry["category"] in ("ecommerce", "publishing"):
            # the store the person runs is already there ("my Etsy shop sells ..."): no listing step; but a plan that
            # works on its orders, inquiries or reviews starts by gathering them where they are
            if entry["category"] == "ecommerce" and any(re.search(STORE_DATA, s["text"], re.I) for s in steps):
                steps.insert(0, _step(phrases["_from_shop"][lang], entry))
            elif entry["category"] == "ecommerce" and any(re.search(LISTING_WORK, s["text"], re.I) for s in steps):
                # new photos or a new detail page for the shop the person runs go up on that shop at the end
                steps.append(_step(phrases["_to_shop"][lang], entry))
            continue
        said = f"{understanding.get('intro', '')} {understanding.get('job_text', '')}"
        if re.search(HOW_IT_IS_DONE_NOW, " ".join(_clauses_naming(tool_id, said)), re.I):
            continue  # "휴가 신청도 카톡으로 제각각 받아서 빠뜨리기 일쑤": the way it goes wrong now, not a step
        by_hand = _by_hand_with(tool_id, said, understanding.get("own_work") or {})
        if by_hand:  # "그림은 클립 스튜디오로 그리는데": the person's own means for the work they do themselves
            steps.append(_step(phrases[f"_by_hand_{by_hand}"][lang], entry))
            continue
        if entry["category"] == "social-media" and not re.search(
            POSTING_WORDS, " ".join(_clauses_naming(tool_id, said)), re.I
        ):
            # a platform the work is for ("a LinkedIn headshot"), or where orders come in now ("인스타 DM으로만 받다
            # 보니", beside "꽃집을 운영하는데"), is not a request to post there
            continue
        template = phrases.get(entry["category"], phrases["_default"])[lang]
        if "group chat" in entry.get("tags", []):
            template = phrases["_group"][lang]  # a members' group chat answers no customers
        finding = entry["category"] in SELLING_KINDS and understanding.get("role") in BUYING_SIDES
        if finding:
            template = phrases["_find"][lang]  # a parent looking for a tutor on Soomgo lists nothing there
        # where the work is sold is one step: a named marketplace takes the plan's own selling step ("list it on
        # e-book stores" when the person said Gumroad) instead of a second listing step beside it
        selling = [
            i
            for i, s in enumerate(steps)
            if entry["category"] in SELLING_KINDS
            and not finding
            and s.get("category") in SELLING_KINDS
            and re.search(SELLING_WORDS, s["text"], re.I)
            and s in own
        ]
        at = selling[-1] if selling else 0 if finding else len(steps)  # what is found comes first
        steps[at : at + 1 if selling else at] = [_step(template, entry, finding)]
    return _one_step_per_place(steps, understanding, phrases, lang)


# where a request's clauses end, for what is said of one named tool or of how the work goes today
CLAUSE_SPLIT = r"[.,;!?]\s*|(?<=는데)\s+|(?<=지만)\s+|(?<=고)\s+|\s+(?:and|but|so)\s+"


def without_how_it_is_done_now(text: str) -> str:
    """The request without its clauses about how the work goes wrong today ("인스타 DM으로 받다 보니 자꾸
    누락돼요"): the places named there are what the plan replaces, not kinds of work it asks for."""
    for clause in re.split(CLAUSE_SPLIT, text or ""):
        if clause.strip() and re.search(HOW_IT_IS_DONE_NOW, clause, re.I):
            text = text.replace(clause, " ")
    return text


def _clauses_naming(tool_id: str, text: str) -> list[str]:
    """The clauses of a request that name a tool: what is said of it, not of the rest of the job."""
    return [c for c in re.split(CLAUSE_SPLIT, text or "") if tool_id in tools_named_in(c)]


def _one_step_per_place(steps: list[dict], understanding: dict, phrases: dict, lang: str) -> list[dict]:
    """A step that names two places of its kind ("start selling them on eBay and Etsy"), or the plan's one step of a
    kind when the request names two places of it, is a step on each: one tool takes a step, and the other place had
    been left out of the plan."""
    named = [t for t in understanding.get("named_tools") or [] if t in catalog_by_id()]
    out: list[dict] = []
    for step in steps:
        kind = step.get("category")
        alone = sum(1 for s in steps if s.get("category") == kind) == 1  # the plan's one step of its kind
        said = tools_named_in(step.get("text", ""))
        places = [catalog_by_id()[t] for t in named if catalog_by_id()[t]["category"] == kind and (alone or t in said)]
        if len(places) < 2 or kind not in SELLING_KINDS:
            out.append(step)
            continue
        template = phrases.get(step["category"], phrases["_default"])[lang]
        out += [_step(template, entry) for entry in places]
    return out


def also_on(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """The plan in order, with a step that posts on one place followed by the same on each other place of its sort
    the request names: "지원자가 사람인, 잡코리아로 들어와서" and "채용 사이트에 공고 올리기" put the ad up on both
    boards (the second board had been left out)."""
    named = [catalog_by_id()[t] for t in understanding.get("named_tools") or [] if t in catalog_by_id()]
    template = load_json("offline_phrases")["named_step"]["_also_on"]["en" if language == "en" else "ko"]
    out: list[dict] = []
    for step in steps:
        out.append(step)
        places = [e for e in named if e["category"] == step.get("category")]
        if (
            len(places) >= 2
            and step.get("category") not in SELLING_KINDS
            and (_alike(places) or step.get("category") == "social-media")  # a video there, a post here
            and re.search(PUTTING_UP, step.get("text", ""), re.I)
            and sum(1 for s in steps if s.get("category") == step.get("category")) == 1
        ):
            ids = {e["id"] for e in places}
            said = [t for t in tools_named_in(step.get("text", "")) if t in ids]
            if len(said) != 1:
                # "SNS 채널에 공유" names no place, "show up on Kakao and Naver Maps" names them all: it is the first
                # place's, and the next ones get steps of their own
                out[-1] = {**step, "text": f"{step['text']}: {places[0]['name']}"}
            out += [_step(template, entry) for entry in places[1:]]
    return out


def _alike(places: list[dict]) -> bool:
    """Places of one sort where people come to look (two job boards share the tag "job board"), not two tools that
    share a category and a word of what they do (two note apps share "notes")."""
    tags = [{t.lower() for t in p.get("tags") or []} for p in places]
    return any(re.search(PLACE_TAG, t) for t in set.intersection(*tags))


def finds_there(step: dict) -> bool:
    """A step that looks for someone on a named marketplace (a parent finding a tutor on Soomgo): it comes first."""
    return (step.get("stage_id") or "").startswith(FINDING)


FINDING = "named-find-"


def _step(template: str, entry: dict, finding: bool = False) -> dict:
    return {
        "text": template.format(name=entry["name"]),
        "workflow_id": None,
        "stage_id": f"{FINDING if finding else 'named-'}{entry['id']}",
        "category": entry["category"],
        "query": entry["description"][:120],
        "optional": False,
        "origin": "named",
    }
