"""Lists in a Korean sentence: things joined by commas or 이랑 ("메뉴판이랑 전단지, 인스타 게시물을 만들고"), one
ask each, and things listed before a clause that does other work, which take the statement's last verb."""

from __future__ import annotations

from graph.brains.ko_grammar import predicates
from graph.brains.ko_render import Verb, render

NOUNISH = {"NNG", "NNP", "SL", "SSC", "XSN", "NNB", "SN"}


def listed_before(clause: list) -> tuple[list, list]:
    """(things listed, the rest) of a clause that starts with a list of things before a comma and then does its own
    work ("모바일 초대장이랑 참석 인원 조사, 당일 연주 영상 찍어서"): the things are for the statement's last verb."""
    commas = [
        j
        for j in range(1, len(clause) - 1)
        if clause[j].tag == "SP"
        and clause[j - 1].tag in NOUNISH
        and not in_brackets(clause, j)
        and not languages(clause, j)
    ]
    for c in reversed(commas):
        if not predicates(clause[:c]) and predicates(clause[c + 1 :]):
            return clause[:c], clause[c + 1 :]
    return [], clause


def stem(clause: list, p: int) -> str:
    """The dictionary stem of a clause's verb at p, with its noun when the verb is 하 ("준비하")."""
    return (
        clause[p - 1].form + clause[p].form
        if clause[p].tag == "XSV" and p and clause[p - 1].tag == "NNG"
        else clause[p].form
    )


def with_the_verb(sentence: str, things: list, clause: list) -> list[str]:
    """One ask per thing listed ("초대장이랑 참석 인원 조사") with the verb of the clause that ends the statement
    ("준비해야" -> "초대장 준비하기")."""
    preds = predicates(clause)
    if not preds:
        return []
    verb = Verb(stem(clause, preds[-1]))
    cuts = [
        j
        for j, t in enumerate(things)
        if (t.tag == "JC" or t.tag == "JKB" and t.form in ("이랑", "랑")) or t.tag == "SP"
    ]
    out, a = [], 0
    for j in [*cuts, len(things)]:
        said = render(sentence, things, a, j - 1, verb=verb) if j > a else ""
        out += [said] if said else []
        a = j + 1
    return out


def languages(clause: list, j: int) -> bool:
    """ "영어랑 일본어 자막": two languages of one thing, not two things."""
    return 0 < j < len(clause) - 1 and all(
        t.tag == "NNP" and len(t.form) >= 2 and t.form.endswith("어") for t in (clause[j - 1], clause[j + 1])
    )


def in_brackets(clause: list, j: int) -> bool:
    """Whether clause[j] is inside brackets ("짧은 설명(재료, 맵기, 보관 방법)"): examples of one thing."""
    depth = 0
    for t in clause[:j]:
        depth += 1 if t.tag == "SSO" else -1 if t.tag == "SSC" else 0
    return depth > 0
