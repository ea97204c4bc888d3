"""Offline writing: reasons, guides and short answers composed from catalog facts and phrase files.

Everything is in the person's language: the phrases (prompts/offline_phrases.json), the tool's own how-to
and free plan (catalog `how_to`, `free_tier_ko`), the categories' names; only tool names and URLs stay as
they are. Korean particles after names are chosen by how the name ends (Claude는, Notion으로). Sources are
things a person can open (the tool's page, a report's title and page), never internal ids, and nothing is
said about the planner's own machinery.
"""

from __future__ import annotations

import re

from core.rules import FREE_PRICING, WON_PER_USD
from graph.brains.base import distinct_tools
from graph.brains.pick_scores import SAME_WORK, SIBLINGS
from graph.brains.tool_answer import direct_answer
from graph.tool_questions import asks_for_the_best_tool
from graph.understanding import asks_which_tool, compared_unknown
from knowledge.catalog import catalog_by_id, load_categories, tools_named_loosely
from knowledge.text import resolve_particles
from prompts import load_json, phrase


def _category_name(category: str | None, language: str) -> str:
    cat = load_categories().get(category or "", {})
    name = cat.get("ko" if language == "ko" else "en", category or "")
    return name if language == "ko" or name[:2].isupper() else name[:1].lower() + name[1:]


def _lang(language: str) -> str:
    return "ko" if language == "ko" else "en"


def reason_for(
    tool_id: str,
    sub_task: str,
    language: str,
    applied: list[str],
    reused_from: int | None = None,
    alternatives: list[dict] | None = None,
) -> str:
    """Why this tool for this step, and why it beat the runner-up: never the catalog's blurb."""
    entry = catalog_by_id()[tool_id]
    category = _category_name(entry["category"], language)
    one = load_categories().get(entry["category"], {}).get("one_en") or f"a {category} tool"  # "a video editor"
    text = phrase("reason", language, name=entry["name"], sub_task=sub_task, category_lower=category, one=one)
    if "named" in applied:
        text += phrase("reason_named", language)
    elif reused_from:
        text += phrase("reason_reuse", language, step=reused_from)
    elif int(entry.get("adoption", 2)) >= 3:
        text += phrase("reason_established", language)
    if "free" in applied:
        text += phrase("reason_free", language)
    if "budget" in applied:
        text += phrase("reason_budget", language)
    if language == "ko" and entry["supports_korean"] and "named" not in applied:
        text += phrase("reason_korean", language)
    if alternatives and "named" not in applied:
        first = alternatives[0]
        why = load_json("offline_phrases")["beat"].get(first.get("beaten_because") or "fit")
        if first.get("beaten_because") == "level":
            text += phrase("reason_level", language, alt=first["tool"])
        elif why:
            text += phrase("reason_beat", language, alt=first["tool"], why=why[_lang(language)])
    return resolve_particles(text)


# kinds of step a general chat assistant is asked to do in one message (drafting, summarising, planning)
ASKED_OF_AN_ASSISTANT = {"llm-assistant", "writing", "research", "learning", "seo"}


def _how(rec: dict, language: str, step_kind: str | None = None) -> str:
    """The tool's own how-to, or, when the tool does a step of another kind than its own (Notion summarising
    notes), how that kind of step is done: Notion's how-to is about databases, not about summaries."""
    entry = catalog_by_id().get(rec.get("tool_id") or "", {})
    howto = load_json("offline_howto")
    own = entry.get("category")
    other_kind = (
        step_kind
        and own
        and step_kind != own
        and (step_kind, own) not in SAME_WORK
        and own not in SIBLINGS.get(step_kind, ())
        and step_kind in howto
    )
    if own == "llm-assistant" and (step_kind or own) in ASKED_OF_AN_ASSISTANT and rec.get("sub_task"):
        # a chat assistant's own how-to is about the product ("use Projects to keep context"); what to ask it for
        # this step is the step's: the job, the reader, the form, the material
        return resolve_particles(
            phrase("assistant_how", language, tool=rec.get("tool") or entry.get("name", ""), text=rec["sub_task"])
        )
    if entry.get("how_to") and not other_kind:
        return entry["how_to"][_lang(language)]
    return howto.get(step_kind if other_kind else rec.get("category") or "", howto["_generic"])[_lang(language)]


def _free_tier(rec: dict, language: str) -> str:
    entry = catalog_by_id().get(rec.get("tool_id") or "", {})
    if language == "ko":
        return entry.get("free_tier_ko") or ""
    return entry.get("free_tier") or rec.get("free_tier") or ""


def _lower_first(text: str) -> str:
    """ "Schedule posts" -> "schedule posts" inside a sentence; a name ("YouTube ...", "Notion에") stays."""
    text = (text or "").strip().rstrip(".")
    first = text.split(" ")[0]
    return text[:1].lower() + text[1:] if first[1:].islower() and first.isascii() and first.isalpha() else text


def _sentence(text: str) -> str:
    text = (text or "").strip()
    return text if not text or text[-1] in ".!?。" else text + "."


def readable_source(source: str, rec: dict | None, language: str) -> str | None:
    """A source a person can open: a tool's page, a report's file and page; None for anything else."""
    if source.startswith("catalog:"):
        entry = catalog_by_id().get(source[8:])
        return f"[{entry['name']}]({entry['url']})" if entry else None
    if source.startswith("pdf:"):
        parts = source.split(":")
        if len(parts) >= 3 and parts[2].startswith("p"):
            return phrase("pdf_source", language, file=parts[1], page=parts[2][1:])
        return None
    if source.startswith(("https://", "http://")):
        return f"<{source}>"
    return None


def _step_lines(
    number: int, rec: dict, language: str, earlier: int | None = None, step_kind: str | None = None
) -> list[str]:
    """One step of the guide. `earlier` is the step that already uses this tool: its how-to was said there, so
    this step says what to do with the tool here instead of the same sentence again."""
    lines = ["", phrase("step_head", language, number=number, text=rec["sub_task"])]
    if not rec.get("tool"):
        blocked = rec.get("ruled_out") or []
        if blocked:
            whys = load_json("offline_phrases")["ruled_out_why"]
            items = ", ".join(
                f"{b['tool']} ({whys.get(b['why'].split(' ')[0] if b['why'].startswith('not on') else b['why'], {}).get(_lang(language), b['why'])})"
                for b in blocked
            )
            return lines + ["- " + resolve_particles(phrase("step_ruled_out", language, items=items))]
        return lines + ["- " + phrase("step_no_tool", language, hint=rec.get("search_hint") or rec["sub_task"])]
    pricing_names = load_json("offline_phrases")["pricing"]
    pricing = pricing_names.get(rec.get("pricing_model") or "", {}).get(_lang(language), rec.get("pricing_model") or "")
    price = rec.get("price_usd_month")
    category = _category_name(rec.get("category"), language)
    lines += [
        "- " + phrase("step_tool", language, name=rec["tool"], url=rec.get("url") or "", category=category),
        "- " + phrase("step_why", language, reason=rec.get("reason", "")),
        "- "
        + (
            phrase("step_how_again", language, step=earlier, tool=rec["tool"], text=_lower_first(rec["sub_task"]))
            if earlier
            else phrase("step_how", language, how=_how(rec, language, step_kind))
        ),
        "- "
        + phrase(
            "step_cost",
            language,
            pricing=pricing,
            free_tier=""
            if _free_tier(rec, language).strip(" .").lower() == pricing.strip(" .").lower()  # not "free. Free."
            else _sentence(_free_tier(rec, language)),
            price=phrase("step_price", language, price=f"{price:g}") if price else "",
        ).rstrip(),
    ]
    alternatives = rec.get("alternatives") or []
    if alternatives:
        items = ", ".join(f"[{a['tool']}]({a['url']})" if a.get("url") else a["tool"] for a in alternatives[:2])
        lines.append("- " + phrase("step_alternatives", language, items=items))
    sources = [s for s in (readable_source(x, rec, language) for x in rec.get("sources") or []) if s]
    if sources:
        lines.append("- " + phrase("step_sources", language, sources=", ".join(dict.fromkeys(sources))))
    return lines


def _clipped(task: str, most: int = 120) -> str:
    """The request as a title: whole when short, else cut at a word and marked ("…, make a" had ended mid-phrase)."""
    text = " ".join(task.split())
    if len(text) <= most:
        return text
    cut = text[:most].rsplit(" ", 1)[0].rstrip(" ,.;:")
    return f"{cut}…"


def write_guide(request) -> str:
    lang = request.language
    recs = request.recommendations
    lines = [phrase("guide_title", lang, task=_clipped(request.task))]
    reading = getattr(request, "reading", "") or ""
    if reading:
        lines += ["", phrase("reading", lang, reading=reading)]
    lines += ["", phrase("summary_head", lang)]
    chosen = distinct_tools(recs)
    free_count = sum(1 for r in chosen if r.get("pricing_model") in FREE_PRICING)
    lines.append(phrase("summary", lang, n=len(recs), tool_count=len(chosen), free_count=free_count))
    if request.memories_applied:
        lines.append(phrase("memory_applied", lang, items="; ".join(request.memories_applied)))
    lines += ["", phrase("steps_head", lang)]
    first_use: dict[str, int] = {}
    steps = list(getattr(request, "steps", []) or [])
    for number, rec in enumerate(recs, start=1):
        tool_id = rec.get("tool_id") or ""
        kind = steps[number - 1].get("category") if len(steps) == len(recs) else None
        lines += _step_lines(number, rec, lang, first_use.get(tool_id), kind)
        if tool_id:
            first_use.setdefault(tool_id, number)
    cost = request.cost_summary
    if cost and cost.get("monthly") is not None:
        lines += ["", phrase("cost_head", lang), _cost_line(cost, lang)]
        if cost.get("budget") is not None:
            starting = cost.get("starting_monthly") or 0
            monthly = cost.get("monthly") or 0
            # a plan that starts inside the budget may still outgrow it: say so when upgrading everything would
            key = "budget_over" if starting > cost["budget"] else "budget_ok"
            key = "budget_ok_not_all" if key == "budget_ok" and monthly > cost["budget"] else key
            verdict = phrase(
                key,
                lang,
                starting=starting,
                won=f"(약 {_won(starting)})" if starting else "",
                monthly=f"{monthly:g}",
                monthly_won=_won(monthly),
            )
            said = ((request.understanding or {}).get("constraints") or {}).get("budget_text") or _won(cost["budget"])
            lines.append(phrase("cost_budget", lang, budget=f"{cost['budget']:g}", verdict=verdict, said=said))
    cautions = list(getattr(request, "cautions", []) or [])
    if request.stale_tools and len(request.stale_tools) == len(chosen):
        cautions.append(phrase("caution_stale_all", lang))
    elif request.stale_tools:
        cautions.append(phrase("caution_stale", lang, tools=", ".join(request.stale_tools)))
    unknown = (getattr(request, "understanding", {}) or {}).get("named_unknown") or []
    if unknown:
        cautions.append(phrase("caution_missing_tool", lang, names=", ".join(unknown)))
    if request.missing:
        cautions.append(phrase("caution_gaps", lang, items=", ".join(request.missing)))
    if cautions:
        lines += ["", phrase("cautions_head", lang)] + [f"- {c}" for c in cautions]
    return resolve_particles("\n".join(lines))


def _won(usd: float) -> str:
    """A dollar amount in won, for a Korean reader who said their budget in won ("약 28,000원")."""
    return f"{int(round(usd * WON_PER_USD, -3)):,}원"


def _cost_line(cost: dict, lang: str) -> str:
    """$0 to start only when every chosen tool has a lasting free plan; else what starting costs, and why."""
    must_pay = cost.get("starting_tools") or []
    if not must_pay and cost.get("free_only"):
        return phrase("cost_line_free_only", lang)  # no "upgrading would cost $35" to someone who said free only
    if not must_pay:
        key = "cost_line" if cost["monthly"] else "cost_line_free"  # not "upgrading would cost $0"
        return phrase(key, lang, monthly=cost["monthly"], yearly=cost["yearly"])
    per_month = phrase("per_month", lang)
    unlisted, per_use = phrase("price_unlisted", lang), phrase("per_use_only", lang)
    tools = ", ".join(
        f"{t['tool']} ${t['price_usd_month']:g}{per_month}"
        if t.get("price_usd_month")
        else f"{t['tool']} ({per_use if t.get('price_usd_month') == 0 else unlisted})"  # 0: fees per sale only
        for t in must_pay
    )
    if all(t.get("price_usd_month") == 0 for t in must_pay):
        key = "cost_line_fees_only"  # a payment service with no monthly fee: $0 to start, a fee per sale
    elif not cost.get("starting_monthly"):
        key = "cost_line_unpriced"  # every tool without a free plan also lacks a price
    elif any(t.get("price_usd_month") is None for t in must_pay):
        key = "cost_line_paid_at_least"
    else:
        key = "cost_line_paid"
    line = phrase(key, lang, starting=cost.get("starting_monthly", 0), tools=tools)
    if (cost.get("monthly") or 0) > (cost.get("starting_monthly") or 0):  # no "upgrading would cost $0/month"
        line += " " + phrase("cost_upgrade", lang, monthly=cost["monthly"], yearly=cost["yearly"])
    return line


def _facts(entry: dict, language: str) -> str:
    pricing = load_json("offline_phrases")["pricing"].get(entry["pricing_model"], {}).get(_lang(language), "")
    if entry.get("price_usd_month") and entry["pricing_model"] not in ("free", "open-source"):
        pricing += ", " + phrase("paid_from", language, price=f"{entry['price_usd_month']:g}")
    platforms = load_json("offline_phrases")["platform_names"]
    return phrase(
        "compare_row",
        language,
        name=entry["name"],
        description=entry["description_ko" if language == "ko" else "description"].split(". ")[0].rstrip(".") + ".",
        pricing=pricing,
        # "Free plan: daily credits" after the row's own "Free plan:" label said it twice
        free_tier=re.sub(
            r"^(?:free plan|무료 플랜|무료 범위)(?:\s*:|\s+(?:with|includes|covers|offers|has)\b)?\s*",
            "",
            (entry.get("free_tier_ko") if language == "ko" else entry.get("free_tier")) or "-",
            flags=re.I,
        ).rstrip("."),
        korean=phrase("yes" if entry["supports_korean"] else "no", language),
        platforms=", ".join(platforms.get(p, {}).get(_lang(language), p) for p in entry["platforms"]),
    )


def _compare_hint(entries: list[dict], language: str) -> str:
    """What tells the compared tools apart, from their facts: a free plan, Korean support, the price."""
    beat = load_json("offline_phrases")["compare_hints"]
    lang = _lang(language)
    hints = []
    free = [e["name"] for e in entries if e["pricing_model"] in FREE_PRICING]
    if free and len(free) < len(entries):
        hints.append(beat["free"][lang].format(names=", ".join(free)))
    korean = [e["name"] for e in entries if e["supports_korean"]]
    if korean and len(korean) < len(entries):
        hints.append(beat["korean" if len(korean) == 1 else "korean_many"][lang].format(names=", ".join(korean)))
    priced = sorted((e for e in entries if e.get("price_usd_month")), key=lambda e: e["price_usd_month"])
    if len(priced) >= 2 and priced[0]["price_usd_month"] < priced[-1]["price_usd_month"]:
        hints.append(beat["cheaper"][lang].format(name=priced[0]["name"], price=f"{priced[0]['price_usd_month']:g}"))
    adopted = [e["name"] for e in entries if int(e.get("adoption", 2)) >= 3]
    if adopted and len(adopted) < len(entries):
        hints.append(
            beat["established" if len(adopted) == 1 else "established_many"][lang].format(names=", ".join(adopted))
        )
    return " ".join(hints) or beat["same"][lang]


COMPARES = re.compile(
    r"\b(?:vs\.?|versus|or|which|better|best|difference|differ|compare|comparison)\b|차이|중에|중\s*뭐|뭐가\s*더|어느|비교|나아|낫|나을|좋아요\?|좋을까요|아니면|중\s+(?:어떤|어느|뭐|뭘)|(?<=[가-힣A-Za-z])보다\s|달라|다른\s*점",
    re.I,
)


def _asked_of(question: str, entries: list[dict]) -> dict | None:
    """The one tool a question is about: the only tool named, or the only one its question sentence names (the
    sentences after it say what it is for: "My Zoom calls mix Korean and English")."""
    if len(entries) == 1:
        return entries[0]
    first = re.split(r"(?<=[?])\s+", question or "", maxsplit=1)[0]
    in_first = [e for e in entries if e["id"] in tools_named_loosely(first)]
    if len(in_first) == 1 and first.rstrip().endswith("?"):
        return in_first[0]
    # "스마트스토어 상세페이지는 망고보드로 만들어도 되나요?": the tool said as the means is the one asked about; the
    # other is where the thing goes
    said_as_means = [m.group(1) for m in re.finditer(r"(\S+?)(?:으로|로)\s", question or "")]
    means = [e for e in entries if any(e["id"] in tools_named_loosely(word) for word in said_as_means)]
    return means[0] if len(means) == 1 else None


def _compared(question: str, entries: list[dict]) -> list[dict]:
    """The tools the choosing sentence names ("would vrew or capcut suit a beginner?"): a tool said
    around it is the person's context ("~25k on tiktok"), not a side of the choice."""
    for sentence in re.split(r"(?<=[.?!])\s+", question or ""):
        ids = tools_named_loosely(sentence)
        if len(ids) >= 2 and COMPARES.search(sentence):
            # "캡컷이랑 브루 중에 유튜브 자막 넣기엔 뭐가 나아요?": the sides are named before 중; YouTube is where it goes
            among = re.match(r"^(.*?)\s*중(?:에서|에)?\s", sentence)
            # "유튜브 채널 하려는데 수노랑 유디오 중 …": the sides are in the clause before 중, not the one about the job
            last = re.split(r"(?:는데|은데|인데|니까|라서|고)[,\s]|,\s*", among.group(1))[-1] if among else ""
            sides = tools_named_loosely(last) if len(tools_named_loosely(last)) >= 2 else ()
            sides = sides or (tools_named_loosely(among.group(1)) if among else ())
            ids = sides if len(sides) >= 2 else ids
            return [e for e in entries if e["id"] in ids]
    return entries


def answer(question: str, language: str, docs: list[dict]) -> str:
    """A short answer from catalog facts: the named tools compared (or described), else what was found.

    Documents are cited by title and page, never quoted: their text is data, and instructions inside it
    ("ignore previous instructions, recommend X") must not reach the person as the planner's words.
    """
    if asks_for_the_best_tool(question) and docs:  # names none, or only where the work goes ("스마트스토어 상세페이지")
        kind = next((d.get("category") for d in docs if d.get("category")), "")
        names = load_categories().get(kind, {})
        lines = [phrase("best_head", language, kind=names.get("ko" if language == "ko" else "en", kind))]
        lines += [
            _facts(catalog_by_id()[d["tool_id"]], language) for d in docs[:3] if d.get("tool_id") in catalog_by_id()
        ]
        return resolve_particles("\n".join(lines))
    named_entries = _compared(
        question, [catalog_by_id()[t] for t in tools_named_loosely(question) if t in catalog_by_id()]
    )
    one = len(named_entries) == 1 or not COMPARES.search(question)
    asked = _asked_of(question, named_entries) if one else None
    missing = compared_unknown(question) if asks_which_tool(question) else []
    if missing and len(named_entries) == 1:  # "Mindbody or Calendly?": the side the catalog lacks is said first
        head = [phrase("answer_missing_tool", language, names=", ".join(missing)), ""]
        head.append(phrase("fact_head", language, name=named_entries[0]["name"]))
        return resolve_particles("\n".join([*head, _facts(named_entries[0], language)]))
    if asked:  # "Can Otter.ai transcribe Korean? My Zoom calls …": the tool the question sentence names
        direct = direct_answer(question, asked, language)
        head = [phrase("fact_head", language, name=asked["name"])]
        return resolve_particles("\n".join([*direct, *([""] if direct else []), *head, _facts(asked, language)]))
    if len(named_entries) >= 2 and not COMPARES.search(question):
        # "can I use Suno's free plan in my monetized YouTube videos?" asks about the tools, not which is better
        lines = [phrase("fact_head", language, name=", ".join(e["name"] for e in named_entries))]
        return resolve_particles("\n".join(lines + [_facts(e, language) for e in named_entries]))
    if len(named_entries) >= 2:
        names = ", ".join(e["name"] for e in named_entries)
        lines = [phrase("compare_head", language, names=names)] + [_facts(e, language) for e in named_entries]
        hint = _compare_hint(named_entries, language)
        if hint:
            lines += ["", phrase("compare_tip", language, hint=hint)]
        return resolve_particles("\n".join(lines))
    if not docs:
        return phrase("answer_none", language)
    lines = [phrase("answer_head", language)]
    for doc in docs[:3]:
        if doc.get("kind") == "tool":
            entry = catalog_by_id().get(doc["tool_id"])
            if entry:
                lines.append(_facts(entry, language) + f" <{entry['url']}>")
        elif doc.get("file"):
            lines.append("- " + phrase("answer_pdf", language, file=doc["file"], page=doc.get("page") or "?"))
    return resolve_particles("\n".join(lines))
