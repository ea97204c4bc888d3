"""The tool catalog and the workflow knowledge: loading and validation.

The catalog is the recommender's ground truth: a tool it names must exist here (or in cited search
results), so a broken or duplicated entry is rejected loudly at load time rather than silently skipped.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import jsonschema

from knowledge.text import HANGUL, korean_morphemes

KNOWLEDGE_DIR = Path(__file__).resolve().parent
CATALOG_DIR = KNOWLEDGE_DIR / "catalog"
SCHEMA_PATH = KNOWLEDGE_DIR / "catalog_schema.json"
WORKFLOWS_DIR = KNOWLEDGE_DIR / "workflows"
WORKFLOW_SCHEMA_PATH = KNOWLEDGE_DIR / "workflow_schema.json"
CATEGORIES_PATH = KNOWLEDGE_DIR / "categories.json"


class CatalogError(ValueError):
    """A catalog file that cannot be used as it is; the message names the file and the entry."""


def validate_entries(entries: list[dict], origin: str) -> None:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(entries), key=lambda e: list(e.path))
    if errors:
        err = errors[0]
        where = "/".join(str(p) for p in err.path)
        entry = entries[err.path[0]] if err.path and isinstance(err.path[0], int) else None
        label = f" (id {entry.get('id')!r})" if isinstance(entry, dict) else ""
        raise CatalogError(f"{origin}: entry {where}{label}: {err.message}")


def _read_json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise CatalogError(f"{path.name}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc


def load_catalog_files(paths: list[Path]) -> list[dict]:
    """Load and validate catalog files; duplicate ids or names across files are an error."""
    entries: list[dict] = []
    seen_ids: dict[str, str] = {}
    seen_names: dict[str, str] = {}
    for path in paths:
        data = _read_json(path)
        if not isinstance(data, list):
            raise CatalogError(f"{path.name}: expected a JSON array of entries")
        validate_entries(data, path.name)
        for entry in data:
            key_id, key_name = entry["id"], entry["name"].strip().lower()
            if key_id in seen_ids:
                raise CatalogError(f"{path.name}: duplicate id {key_id!r} (also in {seen_ids[key_id]})")
            if key_name in seen_names:
                raise CatalogError(f"{path.name}: duplicate name {entry['name']!r} (also in {seen_names[key_name]})")
            seen_ids[key_id], seen_names[key_name] = path.name, path.name
            entries.append(entry)
    return entries


SIGNALS_PATH = KNOWLEDGE_DIR / "tool_signals.json"
GUIDES_PATH = KNOWLEDGE_DIR / "tool_guides.json"


def with_signals(entries: list[dict], signals: dict) -> list[dict]:
    """Entries with the choosing signals of knowledge/tool_signals.json filled in where an entry lacks them
    (adoption 2, market global, needs_coding false by default); an unknown id there is an error."""
    ids = {e["id"] for e in entries}
    adoption = {t: int(level) for level, tools in signals.get("adoption", {}).items() for t in tools}
    market = {t: m for m, tools in signals.get("market", {}).items() for t in tools}
    coding = set(signals.get("needs_coding", []))
    personal = set(signals.get("personal_use", []))
    team = set(signals.get("team_scale", []))
    phrase = set(signals.get("phrase_name", []))
    named = [*signals.get("aliases", {}), *signals.get("platform_aliases", {}), *signals.get("roles_only", {})]
    add_on = signals.get("add_on_of", {})
    unavailable = signals.get("unavailable_in", {})
    unknown = (
        set(adoption)
        | set(market)
        | coding
        | personal
        | team
        | phrase
        | set(named)
        | set(add_on)
        | set(add_on.values())
        | set(unavailable)
    ) - ids
    if unknown:
        raise CatalogError(f"tool_signals.json: unknown catalog ids {sorted(unknown)[:5]}")
    out = []
    for entry in entries:
        tid = entry["id"]
        merged = dict(entry)
        merged.setdefault("adoption", adoption.get(tid, 2))
        merged.setdefault("market", market.get(tid, "global"))
        merged.setdefault("needs_coding", tid in coding)
        merged.setdefault("personal_use", tid in personal)
        merged.setdefault("team_scale", tid in team)
        merged.setdefault("phrase_name", tid in phrase)
        if tid in add_on:
            merged.setdefault("add_on_of", add_on[tid])
        if tid in unavailable:
            merged.setdefault("unavailable_in", unavailable[tid])
        aliases = list(entry.get("aliases") or []) + list(signals.get("aliases", {}).get(tid, []))
        merged["aliases"] = list(dict.fromkeys(aliases))
        for field in ("platform_aliases", "roles_only"):
            values = list(entry.get(field) or []) + list(signals.get(field, {}).get(tid, []))
            if values:
                merged[field] = list(dict.fromkeys(values))
        out.append(merged)
    return out


@lru_cache(maxsize=1)
def load_catalog() -> tuple[dict, ...]:
    entries = load_catalog_files(sorted(CATALOG_DIR.glob("*.json")))
    signals = json.loads(SIGNALS_PATH.read_text(encoding="utf-8")) if SIGNALS_PATH.exists() else {}
    guides = json.loads(GUIDES_PATH.read_text(encoding="utf-8")).get("tools", {}) if GUIDES_PATH.exists() else {}
    unknown = set(guides) - {e["id"] for e in entries}
    if unknown:
        raise CatalogError(f"tool_guides.json: unknown catalog ids {sorted(unknown)[:5]}")
    merged = [{**guides.get(e["id"], {}), **e} for e in entries]  # the entry's own fields win
    return tuple(with_signals(merged, signals))


@lru_cache(maxsize=1)
def catalog_by_id() -> dict[str, dict]:
    return {e["id"]: e for e in load_catalog()}


def find_tool(name_or_id: str) -> dict | None:
    """Exact id or case-insensitive name match: how free-text tool names are checked against the catalog."""
    key = (name_or_id or "").strip().lower()
    if not key:
        return None
    by_id = catalog_by_id()
    if key in by_id:
        return by_id[key]
    for entry in by_id.values():
        if entry["name"].lower() == key:
            return entry
    return None


_ALIAS = re.compile(r"^(?P<name>[^(]+?)\s*\((?P<alias>[^)]+)\)$")


@lru_cache(maxsize=1)
def _name_patterns() -> tuple[tuple[str, re.Pattern, bool], ...]:
    """(tool id, pattern, whether it must be written as a name) for each form of each tool's name.

    Korean names ("Naver TalkTalk (네이버 톡톡)" -> 네이버 톡톡), names of several words (YouTube Studio) and brand
    spellings (ChatGPT, CapCut, Copy.ai) match in any case. A single plain word (Shopify, Notion, Make, Later)
    counts only written with its capital inside a sentence ("sell it on Shopify", "a Zoom call") or with a
    Korean particle on it ("Notion에 정리", "canva로"): at the start of an English sentence or in lower case it is
    mostly just a word ("Make a video", "zoom in", "post it later")."""
    patterns = []
    for entry in load_catalog():
        m = _ALIAS.match(entry["name"])
        latin = {entry["name"], m["name"]} if m else {entry["name"]}
        for form in (f.strip() for f in latin):  # a plural or possessive ("TikToks", "Canva's") names it too
            if len(form) < 3:
                continue
            if _distinctive(form) and not entry.get("phrase_name"):
                # "a Google Sheet" names Google Sheets: a plural name written in the singular
                spelled = (
                    re.escape(form.lower()[:-1]) + "s?"
                    if " " in form and form.endswith("s")
                    else re.escape(form.lower())
                )
                patterns.append((entry["id"], re.compile(rf"(?<![a-z0-9]){spelled}(?:'?s)?(?![a-z0-9])"), False))
            elif form[0].isupper():
                patterns += _plain_word_patterns(entry["id"], form)
            stem = DOMAIN_NAME.match(form)
            if stem:  # "Otter and Fireflies": a name spelled as its web address is said without the ending
                patterns += _plain_word_patterns(entry["id"], stem[1])
        korean = m["alias"].strip() if m and HANGUL.search(m["alias"]) else ""
        # Korean particles attach to a name (스마트스토어에, 톡톡으로): no word boundary. A short Korean name that
        # only spells a plain English word (Cake (케이크)) is that word too, so it needs four syllables.
        if len(korean) >= 4 or (len(korean) == 3 and (" " in korean or _distinctive(m["name"].strip()))):
            patterns.append((entry["id"], re.compile(re.escape(korean.lower())), False))
        # Curated other names (노션, 캔바, 챗GPT): written by people for this tool, so any case and place; a Latin
        # alias still needs word boundaries ("gpt" inside "chatgpt" is not another tool).
        for written in (entry.get("aliases") or []) + (entry.get("platform_aliases") or []):
            alias = written.strip().lower()
            if written[:1].isupper() and " " not in written.strip() and not _distinctive(written.strip()):
                # a plain word written as a name ("Zoom", "Excel") is a name only where a name is, like a plain-word
                # catalog name: "a Zoom call", "Excel로" (not "zoom in", "excel at")
                patterns += _plain_word_patterns(entry["id"], written.strip())
                continue
            if HANGUL.search(alias) and len(alias) >= 2:
                # a short Korean name starts a word: "리스" (RISS) is not the end of "체크리스트", "토스" not the
                # middle of "포토스튜디오"; particles attach after a name, never before it
                start = r"(?<![가-힣])" if len(alias) <= 3 else ""
                patterns.append((entry["id"], re.compile(start + re.escape(alias)), False))
            elif len(alias) >= 3:
                patterns.append(
                    (entry["id"], re.compile(rf"(?<![a-z0-9]){re.escape(alias)}(?:'?s)?(?![a-z0-9])"), False)
                )
    return tuple(patterns)


# "Otter.ai", "Fireflies.ai": a name written as a web address, whose first part is what people say
DOMAIN_NAME = re.compile(r"^([A-Z][A-Za-z]{3,})\.(?:ai|io|com|app|so|co|me)$")


def _plain_word_patterns(tool_id: str, word: str) -> list[tuple[str, re.Pattern, bool]]:
    """A plain word that names a tool (Shopify, Notion, Zoom): with its capital inside a sentence, or with a Korean
    particle on it ("Notion에", "canva로") in any case or place."""
    return [
        (tool_id, re.compile(rf"(?<![A-Za-z0-9]){re.escape(word)}(?:'?s)?(?![A-Za-z0-9])"), True),
        (tool_id, re.compile(rf"(?<![a-z0-9]){re.escape(word.lower())}(?={HANGUL.pattern})"), False),
    ]


def _distinctive(name: str) -> bool:
    """Several words, or a brand spelling (a capital, digit or dot after the first letter, or a name its maker writes
    in lower case: beehiiv, listmonk): not a plain word."""
    return " " in name or re.search(r".[A-Z0-9.]", name) is not None or name[:1].islower()


def _inside_a_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\"'“‘(")
    return bool(before) and before[-1] not in ".!?:;\n"


@lru_cache(maxsize=256)
def tools_named_loosely(text: str) -> tuple[str, ...]:
    """Like tools_named_in, but a capitalised plain-word name counts anywhere ("Figma or Sketch?"):
    for questions about tools, where a name at the start of the sentence is still the tool."""
    found = list(tools_named_in(text))
    for tool_id, pattern, as_name in _name_patterns():
        if as_name and tool_id not in found and pattern.search(text or ""):
            found.append(tool_id)
    # the two sides of "A vs B" are names in any case: "descript vs capcut for a video podcast?"
    for m in VERSUS.finditer(text or ""):
        for side in m.groups():
            entry = find_tool(side)
            if entry and entry["id"] not in found:
                found.append(entry["id"])
    # "would vrew or capcut suit me": the other side of "or" beside a name is a name too, in any case
    for m in EITHER.finditer(text or ""):
        sides = [_named_at(m["a"].replace("'s ", " ").split(), end=True), _named_at(m["b"].replace("'s ", " ").split())]
        if any(e and e["id"] in found for e in sides):
            found += [e["id"] for e in sides if e and e["id"] not in found]
    return tuple(found)


def _named_at(words: list[str], end: bool = False) -> dict | None:
    """The tool the longest run of up to three words at the start (or the end) of a side of "A or B" names."""
    for n in (3, 2, 1):
        if len(words) >= n:
            entry = find_tool(" ".join(words[-n:] if end else words[:n]))
            if entry:
                return entry
    return None


# particles said after a name ("사람인이랑", "사람인에서"), not endings of a copula ("사람인데", "사람인가")
NAME_PARTICLE = re.compile(r"(?:이랑|이나|으로|에서|에도|에만|에|과|와|을|이|은|도|만|까지)(?:[\s,.]|$)")
# what may follow a name, Kiwi or not reading it as a particle ("크레아로", "슬랙이랑")
ANY_PARTICLE = re.compile(
    r"(?:이랑|랑|이나|으로는|으로|로는|로|에서|에게|에도|에만|에|과|와|을|를|이|가|은|는|도|만|의|까지|하고|보다|처럼)"
    r"(?:[\s,.?!]|$)"
)
VERSUS = re.compile(r"([\w.+-]+)\s+(?:vs\.?|versus)\s+([\w.+-]+)", re.I)
EITHER = re.compile(r"(?P<a>[\w.+'-]+(?:\s+[\w.+'-]+){0,2})\s+or\s+(?P<b>[\w.+'-]+(?:\s+[\w.+'-]+){0,2})", re.I)


@lru_cache(maxsize=1024)
def tools_named_in(text: str) -> tuple[str, ...]:
    """Catalog ids of the tools a text names outright ("sell it on Shopify", "스마트스토어에 올릴", "edit it in
    CapCut"), in catalog order: a person who names a tool is telling us what they use."""
    found = [tool_id for _, _, tool_id in name_spans(text or "")]
    return tuple(sorted(dict.fromkeys(found), key=_catalog_order().get))


def without_tool_names(text: str) -> str:
    """The text with the tool names it says blanked: "사람인, 잡코리아로 들어와서" says nothing of people (사람)."""
    out = text or ""
    for a, b, _ in sorted(name_spans(out), reverse=True):
        out = out[:a] + " " * (b - a) + out[b:]
    return out


def name_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, tool id) of each name the text says outright."""
    low = text.lower()
    spans: list[tuple[int, int, str]] = []
    for tool_id, pattern, as_name in _name_patterns():
        if not as_name:
            spans += [(m.start(), m.end(), tool_id) for m in pattern.finditer(low)]
        else:
            spans += [
                (m.start(), m.end(), tool_id) for m in pattern.finditer(text) if _inside_a_sentence(text, m.start())
            ]
    if any(HANGUL.match(low[b - 1]) for a, b, _ in spans):
        morphemes = korean_morphemes(text)
        # a short Korean name that starts a longer noun is that noun: "크레아틴" is creatine, not Krea; "슬랙스" slacks
        nouns = {(t.start, t.start + t.len) for t in morphemes if t.tag.startswith("NN")}
        spans = [
            (a, b, tool_id)
            for a, b, tool_id in spans
            if not (
                b - a <= 3
                and HANGUL.match(low[b : b + 1])
                and not ANY_PARTICLE.match(low[b:])
                and any(x == a and y > b for x, y in nouns)
            )
        ]
        # a Korean name whose last syllable is the person's "이다" is a word with a copula: "그림 그리는 사람인데"
        # does not name Saramin (사람인), however the letters run
        copulas = {t.start for t in morphemes if t.tag == "VCP"}
        # "사람인이랑 잡코리아로", "사람인에서": a particle after it, so the name is a name after all
        spans = [
            (a, b, tool_id)
            for a, b, tool_id in spans
            if b - 1 not in copulas or not HANGUL.match(low[b : b + 1]) or NAME_PARTICLE.match(low[b:])
        ]
    # a name inside another tool's longer name is that tool's ("쿠팡" of "쿠팡이츠" is not Coupang Wing)
    spans = [
        (a, b, tool_id)
        for a, b, tool_id in spans
        if not any(x <= a and b <= y and (y - x) > (b - a) and other != tool_id for x, y, other in spans)
    ]
    spans += _shared_head_spans(text, spans)
    return [(a, b, _meant(low, low[a:b], tool_id)) for a, b, tool_id in spans]


# "Kakao and Naver Maps", "네이버랑 구글 지도": two names that share their last word, said once
SHARED_HEAD = re.compile(
    r"(?P<a>[\w가-힣-]+?)(?:\s+(?:and|&|or)\s+|\s*[,/·]\s*|(?:이랑|랑|와|과)\s+)(?=[\w가-힣-]+\s+[\w가-힣])"
)


def _shared_head_spans(text: str, spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The names before one that ends in a shared word ("Naver" and "Kakao" of "Naver, Kakao and Google Maps"),
    found by giving each that last word; a word already inside a name is left as it is."""
    heads = {a: text[a:b].split()[-1] for a, b, _ in spans if len(text[a:b].split()) > 1}
    found = []
    for m in reversed(list(SHARED_HEAD.finditer(text))):
        head = heads.get(m.end())
        if not head or any(a <= m.start("a") < b for a, b, _ in spans):
            continue
        said = f"{m.group('a')} {head}"
        named = name_spans(said)
        if len(named) == 1 and named[0][:2] == (0, len(said)):
            found.append((m.start("a"), m.end("a"), named[0][2]))
            heads[m.start("a")] = head
    return found


def _meant(low: str, said: str, tool_id: str) -> str:
    """ "self-publish my poetry as a paperback on Amazon": a company's bare name said for one of its services is the
    service whose own words the text says (KDP's "paperback"), when another tool of the catalog carries that name
    as a tag; otherwise the tool the name is an alias of."""
    others = _tagged_with().get(said.strip(), ())
    if not others:
        return tool_id

    def said_of(tid: str) -> int:
        tags = catalog_by_id()[tid].get("tags", [])
        return sum(1 for tag in tags if len(tag) >= (4 if tag.isascii() else 2) and tag != said and tag in low)

    best = max(others, key=said_of)
    return best if best != tool_id and said_of(best) > said_of(tool_id) else tool_id


@lru_cache(maxsize=1)
def _tagged_with() -> dict[str, tuple[str, ...]]:
    """A company's name that is one tool's alias and other tools' tag ("amazon": Seller Central's alias, KDP's
    tag) -> those tools, the alias's own first."""
    by_tag: dict[str, list[str]] = {}
    for tid, entry in catalog_by_id().items():
        for tag in entry.get("tags", []):
            by_tag.setdefault(tag.lower(), []).append(tid)
    out = {}
    for tid, entry in catalog_by_id().items():
        words = entry["name"].lower().split()
        # only a company's name said bare ("Amazon" of "Amazon Seller Central"); a product's own name is that
        # product ("Zoom", "Excel", "Whisper")
        company = [a for a in entry.get("aliases", []) if len(words) > 1 and a.lower() == words[0] and a.lower() != tid]
        # and the same name in another script ("아마존"), which the same tools carry
        others = {t for a in company for t in by_tag.get(a.lower(), []) if t != tid}
        company += [a for a in entry.get("aliases", []) if others & set(by_tag.get(a.lower(), [])) - {tid}]
        for alias in dict.fromkeys(company):
            tagged = [t for t in by_tag.get(alias.lower(), []) if t != tid]
            if tagged:
                out[alias.lower()] = (tid, *tagged)
    return out


@lru_cache(maxsize=1)
def _catalog_order() -> dict[str, int]:
    return {entry["id"]: i for i, entry in enumerate(load_catalog())}


@lru_cache(maxsize=1)
def data_cautions() -> dict[str, dict]:
    """Cautions for kinds of sensitive data, whatever the job (knowledge/data_cautions.json)."""
    data = _read_json(KNOWLEDGE_DIR / "data_cautions.json")
    return {key: entry for key, entry in data.items() if not key.startswith("_")}


def load_workflow_files(paths: list[Path]) -> list[dict]:
    """Load and validate workflow files: schema, known categories, unique job ids and stage ids per job."""
    schema = json.loads(WORKFLOW_SCHEMA_PATH.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    jobs: list[dict] = []
    seen: dict[str, str] = {}
    for path in paths:
        data = _read_json(path)
        errors = sorted(validator.iter_errors(data), key=lambda e: list(e.path))
        if errors:
            where = "/".join(str(p) for p in errors[0].path)
            raise CatalogError(f"{path.name}: {where}: {errors[0].message}")
        for wf in data:
            if wf["id"] in seen:
                raise CatalogError(f"{path.name}: duplicate workflow id {wf['id']!r} (also in {seen[wf['id']]})")
            seen[wf["id"]] = path.name
            stage_ids = [s["id"] for s in wf["stages"]]
            if len(set(stage_ids)) != len(stage_ids):
                raise CatalogError(f"{path.name}: {wf['id']}: duplicate stage ids")
            jobs.append(wf)
    return jobs


@lru_cache(maxsize=1)
def load_workflows() -> tuple[dict, ...]:
    return tuple(load_workflow_files(sorted(WORKFLOWS_DIR.glob("*.json"))))


@lru_cache(maxsize=1)
def workflow_roles() -> dict[str, str]:
    """Workflow id -> the role its job is done in (a landlord, an employer, a creator), for the jobs that have one."""
    return {wf["id"]: wf["role"] for wf in load_workflows() if wf.get("role")}


@lru_cache(maxsize=1)
def load_categories() -> dict[str, dict]:
    return json.loads(CATEGORIES_PATH.read_text(encoding="utf-8"))
