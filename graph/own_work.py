"""Work the person has already done, or will do by hand: stages a plan must not hand to a tool.

"I've recorded the album" means the songs exist: a plan that starts by writing lyrics and generating a track
is another person's plan. "I'll shoot the clips myself" means the person films them: an AI video generator for
that stage is wrong for what was asked. Korean says the same with 녹음했어요, 직접 찍어요, 써 놨어요.

Each kind of work is a medium (recording, filming, photos, writing) with the verbs that say it and the stage
words and tool kinds that make it. A stage that makes a medium the person has made is dropped; when the work is
already done (past tense), the pre-production stages before it (planning, scripting, lyrics) go as well, since
they are behind the person too.
"""

from __future__ import annotations

import re

# medium -> (verbs in the past or "myself" form, the stage words that make it (a pattern), tool kinds that make it)
MEDIA: dict[str, dict] = {
    "recording": {
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?recorded\b|녹음(?:을|은)?\s*(?:했|해\s*(?:놓|놨|뒀|둔))",
        "self": r"\bi(?:'ll| will)?\s+record\b[^.;]*\bmyself\b|직접\s*녹음",
        # the verb, not "the recording" a later stage transcribes ("녹음 파일 받아쓰기")
        "stage_words": r"\brecord\b(?! and transcribe)|produce the track|녹음(?!\s*파일|\s*받아쓰기|·받아쓰기|\s*일정)|트랙 제작",
        "kinds": ("music-generation",),
    },
    "filming": {
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?(?:filmed|shot)\b|(?:촬영|영상(?:을|은)?\s*(?:이미\s*|다\s*)*찍)(?:었|했|해\s*(?:놓|놨|뒀|둔)|어\s*(?:놓|놨|뒀|둔))|"
        r"(?:찍은|촬영한)\s+(?:\S+\s+){0,2}(?:영상|동영상|클립)|\b(?:footage|clips|videos) (?:i|we) (?:shot|filmed|recorded)\b",
        "self": r"\bi(?:'ll| will)?\s+(?:film|shoot)\b[^.;]*\bmyself\b|\bfilm(?:ing)? myself\b|직접\s*(?:촬영|찍)",
        "stage_words": r"shoot|film|촬영|찍기|찍을",  # "찍을 장면 구상": planning the shots
        "kinds": ("video-generation", "avatar-video"),
    },
    "photos": {
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?(?:taken|took|photographed)\b[^.;]*\bphoto|사진(?:을|은)?\s*(?:찍었|찍어\s*(?:놓|놨|뒀|둔))|"
        r"(?:찍은|찍어\s*둔|찍어\s*놓은)\s+(?:\S+\s+){0,2}사진|\b(?:photos|pictures) (?:i|we) (?:took|have taken)\b",
        "self": r"\bi(?:'ll| will)?\s+(?:take|shoot)\b[^.;]*\bphotos?\b[^.;]*\bmyself\b|사진(?:은|을)?\s*(?:제가\s*|저희가\s*|내가\s*)?직접\s*찍",
        "stage_words": r"photograph|shoot product|사진 촬영",
        "kinds": ("image-generation",),
    },
    "writing": {
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?(?:written|wrote|drafted)\b|(?:원고|초고|글|대본)(?:을|은|는)?\s*(?:이미\s*)?(?:다\s*)?(?:썼|써\s*(?:놓|놨|뒀|둔)|작성했)|"
        r"(?:정리한|정리해\s*(?:둔|놓은|놨던)|써\s*(?:둔|놓은)|모아\s*둔|작성한|적어\s*둔)\s+(?:\S+\s+){0,2}(?:기록|글|노트|메모|원고|자료|레시피|일기)|"
        r"\b(?:notes|drafts|posts|articles) (?:i|we) (?:took|wrote|have written|keep)\b",
        "self": r"\bi(?:'ll| will)?\s+write\b[^.;]*\bmyself\b|직접\s*(?:쓰|써|작성)",
        "stage_words": r"draft|write (?:a |the |your )?(?:\w+ )?(?:article|book|story|novel|manuscript)|초고|집필|원고 작성",
        "kinds": (),
    },
    "survey": {  # answers already collected: the survey is not designed and sent again
        "done": r"\bsurvey (?:results|responses|answers|data)\b|\b(?:results|responses|answers) (?:from|of|to) (?:the |our |my |a )?survey|"
        r"설문(?:조사)?\s*(?:결과|응답)",
        "stage_words": r"draft (?:unbiased )?questions|build the survey|send it to respondents|문항 작성|설문 폼 만들|응답자에게 배포",
        "kinds": (),
    },
    "shop": {  # a store, blog or site the person already runs: it is not set up again
        "has": r"\bmy (?:[\w-]+ ){0,2}(?:store|shop|blog)\s+(?:sells|has|gets|is|sold)\b|"
        r"\b(?:translate|redesign|update|improve|fix|speed up|migrate|promote|grow|audit|optimi[sz]e)\s+(?:my|our)\s+"
        r"(?:[\w-]+ ){0,2}(?:store|shop|blog|website|site)\b|"
        r"\bi (?:run|have|own) an? (?:[\w-]+ ){0,2}(?:store|shop|blog)\b|"
        r"(?:스토어|쇼핑몰|블로그|스마트스토어)(?:를|을)?\s*(?:운영\s*(?:중|하고|해요|합니다)|하고\s*있)|"
        r"\b(?:i|we) (?:already )?(?:sell|am selling|have been selling)\b[^.;]{0,60}?\b(?:on|through|via) (?:my |our )?"
        r"(?:etsy|amazon|ebay|shopify|coupang|smart ?store|naver|instagram|website|site|store|shop)\b|"
        r"(?:에서|으로|로)\s*(?:\S+\s+){0,3}(?:팔고\s*있|판매\s*(?:하고\s*있|중))",
        "stage_words": r"set up the (?:store|blog)|open the shop|register the store|쇼핑몰 개설|스토어 개설|"
        r"샵 개설|샵 열기|블로그 개설",
        "kinds": (),
    },
}
PRE_PRODUCTION = {"llm-assistant", "writing", "research"}  # planning, scripting and the research behind them
# the material of a "turn X into Y" request (graph/deliverable.py) exists already: what is made from "my lecture
# recordings" does not record them, an e-book from "블로그 글" does not draft them, a reel from "찍은 사진" is not
# filmed (the photos are its footage)
MATERIAL_NOUNS = {
    "recording": r"recording|episode|voice memo|녹음|음성 파일",
    "filming": r"video|footage|clip|vlog|photo|picture|영상|동영상|다시보기|브이로그|사진",
    "photos": r"photo|picture|사진",
    "writing": r"post|article|essay|note|newsletter|diary|journal|recipe|story|stories|manuscript|draft|"
    r"글|원고|레시피|일기|기록|칼럼|에세이|메모",
}


def material_work(material: str | None) -> dict[str, str]:
    """{medium: "done"} for the material a request turns into something else."""
    low = (material or "").lower()
    return {medium: "done" for medium, nouns in MATERIAL_NOUNS.items() if low and re.search(nouns, low)}


def own_work(text: str) -> dict[str, str]:
    """{medium: "done" | "self" | "has"} for what the request says the person has made, will make by hand, or
    already runs."""
    low = (text or "").lower()
    found: dict[str, str] = {}
    for medium, spec in MEDIA.items():
        if spec.get("done") and re.search(spec["done"], low):
            found[medium] = "done"
        elif spec.get("self") and re.search(spec["self"], low):
            found[medium] = "self"
        elif spec.get("has") and re.search(spec["has"], low):
            found[medium] = "has"
    if (
        found.get("photos") == "self"
        and found.get("filming") == "self"
        and not re.search(r"영상|동영상|촬영|video|film", low)
    ):
        del found["filming"]  # "사진은 제가 직접 찍어요": photos by hand, nothing filmed
    return found


def _makes(stage: dict, medium: str) -> bool:
    spec = MEDIA[medium]
    words = f"{stage.get('en', '')} {stage.get('ko', '')} {stage.get('text', '')}".lower()
    return stage.get("category") in spec["kinds"] or bool(re.search(spec["stage_words"], words))


def without_own_work(stages: list[dict], work: dict[str, str], keep_min: int = 2) -> list[dict]:
    """The stages without those the person does (see the module docstring). Nothing is dropped from a job's
    plan when that would leave fewer than `keep_min` stages: then the request is about the work itself."""
    if not work:
        return stages
    drop: set[int] = set()
    for medium, how in work.items():
        made = [i for i, stage in enumerate(stages) if _makes(stage, medium)]
        drop.update(made)
        if how == "done" and made:
            drop.update(i for i in range(made[-1]) if stages[i].get("category") in PRE_PRODUCTION)
    kept = [stage for i, stage in enumerate(stages) if i not in drop]
    return kept if len(kept) >= keep_min else stages
