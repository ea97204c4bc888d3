"""The plan-quality rules of an annotated request set (format: an eval folder's README, e.g. plans-dev).

A port of the reference scorer that ships beside the dev set (`score.py`), kept rule for rule so that
`python -m graph.eval_plans` prints the same figures for the same outputs (tests/test_eval_plans.py runs
both on one set of outputs when the reference is present). Rules, briefly: a stage is covered when a
sub-task contains one of its keywords or a sub-task's tool has one of its categories (strict: one stage per
sub-task, by maximum matching); a plan is off-job when half its sub-tasks name another job's work; a pick is
good, acceptable or wrong; constraints are checked on the catalog facts of the recommended tools; a Korean
guide is pure when under 5% of its words, names and URLs removed, are Latin.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

HANGUL = re.compile(r"[\uac00-\ud7a3]")
FREE_MODELS = {"free", "freemium", "open-source"}
PAID_MODELS = {"paid", "free-trial"}
PURITY_LIMIT = 0.05
OFF_JOB_SHARE = 0.5  # a plan is off-job when at least half its sub-tasks name another job's work
# Device constraints: the platforms a tool must offer (any one) to be usable there.
DEVICES = {
    "ios": {"ios", "web"},
    "iphone": {"ios", "web"},
    "아이폰": {"ios", "web"},
    "macos": {"macos", "web"},
    "mac": {"macos", "web"},
    "맥": {"macos", "web"},
    "android": {"android", "web"},
    "windows": {"windows", "web"},
}
# Tools a person who does not code cannot use as recommended: developer IDE assistants and CLIs, git-based
# hosting, notebooks, code-step automation, and self-hosted-only model runners. Prompt-to-app builders
# (Lovable, Bolt.new, v0, Replit) are not listed: they are built for people who do not write code.
NEEDS_CODE = {
    "aider",
    "claude-code",
    "continue",
    "cursor",
    "github-copilot",
    "windsurf",
    "gemini-code-assist",
    "github-pages",
    "vercel",
    "netlify",
    "render",
    "railway",
    "cloudflare-pages",
    "supabase",
    "firebase",
    "hugging-face-spaces",
    "naver-cloud-platform",
    "pipedream",
    "n8n",
    "jupyter",
    "google-colab",
    "openai-whisper",
    "audiocraft",
    "wan",
    "trellis",
    "triposr",
    "liveportrait",
    "melotts",
    "ollama",
    "stable-diffusion-webui",
    "comfyui",
    "listmonk",
    "apache-superset",
    "metabase",
    "deepgram",
    "azure-ai-speech",
    "google-cloud-text-to-speech",
    "flux-black-forest-labs",
}
# Acronyms that Korean prose uses as they are (AI, PDF, SNS ...): all-capital tokens this short are not
# counted as Latin words by the purity check.
ACRONYM_MAX = 5
URL_RE = re.compile(
    r"https?://\S+|www\.\S+|\b[\w.-]+\.(?:com|net|org|io|ai|co|kr|app|dev|so|me|new|us|fm|tv|im|gg|to|link)\b\S*",
    re.IGNORECASE,
)


# ---------------------------------------------------------------------------------------------- catalog
def load_catalog(path: Path) -> dict[str, dict]:
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    tools: dict[str, dict] = {}
    for f in files:
        data = json.loads(f.read_text(encoding="utf-8"))
        for t in data if isinstance(data, list) else data.get("tools", []):
            tools[t["id"]] = t
    if not tools:
        raise ValueError(f"no tools in catalog {path}")
    return tools


def _norm_url(url: str) -> str:
    u = re.sub(r"^https?://", "", (url or "").strip().lower())
    u = re.sub(r"^www\.", "", u)
    return u.rstrip("/")


def _name_keys(name: str) -> set[str]:
    """'Naver Smart Store (스마트스토어)' -> the full name, 'naver smart store', '스마트스토어'."""
    n = (name or "").strip().lower()
    keys = {n}
    m = re.match(r"^(.*?)\s*\((.*)\)\s*$", n)
    if m:
        keys |= {m.group(1).strip(), m.group(2).strip()}
    return {k for k in keys if k}


class Resolver:
    """Finds the catalog entry behind a recommendation: tool_id, then a catalog: source, then name, then url."""

    def __init__(self, catalog: dict[str, dict]):
        self.catalog = catalog
        self.by_name: dict[str, str] = {}
        self.by_url: dict[str, str] = {}
        for tid, t in catalog.items():
            for k in _name_keys(t["name"]):
                self.by_name.setdefault(k, tid)
            self.by_url.setdefault(_norm_url(t.get("url", "")), tid)

    def resolve(self, rec: dict) -> str | None:
        tid = rec.get("tool_id")
        if tid in self.catalog:
            return tid
        for s in rec.get("sources") or []:
            if isinstance(s, str) and s.startswith("catalog:") and s[8:] in self.catalog:
                return s[8:]
        for k in _name_keys(rec.get("tool") or ""):
            if k in self.by_name:
                return self.by_name[k]
        url = _norm_url(rec.get("url") or "")
        if url and url in self.by_url:
            return self.by_url[url]
        return None

    def names(self) -> list[str]:
        """Every tool name as the catalog writes it, its parts ('Naver Smart Store', '스마트스토어') and its
        capitalized words of 3+ letters ('Excel' from 'Microsoft Excel'), so proper nouns are not counted."""
        out = set()
        for t in self.catalog.values():
            name = t["name"].strip()
            out.add(name)
            m = re.match(r"^(.*?)\s*\((.*)\)\s*$", name)
            if m:
                out |= {m.group(1).strip(), m.group(2).strip()}
            out |= {w for w in re.findall(r"[A-Za-z][A-Za-z0-9.]*", name) if w[0].isupper() and len(w) >= 3}
        return sorted(out, key=len, reverse=True)


# ---------------------------------------------------------------------------------------------- matching
def kw_match(text: str, kw: str) -> bool:
    """Korean keywords match anywhere (particles attach to words); Latin ones at the start of a word, so
    'edit' matches 'editing' but not 'credit', and 'script' does not match 'description'."""
    kw = kw.lower().strip()
    if not kw:
        return False
    if HANGUL.search(kw):
        return kw in text
    return _kw_pattern(kw).search(text) is not None


@lru_cache(maxsize=8192)
def _kw_pattern(kw: str) -> re.Pattern:
    """kw_match()'s pattern, compiled once: the workflows' keywords outnumber re's own cache of 512 patterns (as
    plan_steps.word_in's kind words do), which then compiles every pattern anew on every call."""
    return re.compile(r"(?<![a-z0-9])" + re.escape(kw))


def stage_hits(text: str, stages: list[dict]) -> list[int]:
    t = (text or "").lower()
    return [i for i, s in enumerate(stages) if any(kw_match(t, k) for k in s["keywords"])]


def _max_matching(edges: dict[int, set[int]], n_right: int) -> int:
    """Size of a maximum bipartite matching (sub-task -> stage), by augmenting paths."""
    match_right: dict[int, int] = {}

    def augment(u: int, seen: set[int]) -> bool:
        for v in edges.get(u, ()):
            if v in seen:
                continue
            seen.add(v)
            if v not in match_right or augment(match_right[v], seen):
                match_right[v] = u
                return True
        return False

    return sum(1 for u in edges if augment(u, set()))


# ---------------------------------------------------------------------------------------------- guide language
def latin_share(guide: str, tool_names: list[str]) -> float:
    """Share of Latin-letter words among all words, after removing code, URLs, catalog sources and tool
    names; all-capital tokens of up to ACRONYM_MAX letters (AI, PDF, SNS) are not counted."""
    text = re.sub(r"```.*?```", " ", guide or "", flags=re.DOTALL)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "] ", text)  # markdown link targets
    text = re.sub(r"catalog:\S+", " ", text)
    text = URL_RE.sub(" ", text)
    names = sorted({n for n in tool_names if n}, key=len, reverse=True)
    if names:  # case-sensitive, so the tool "Make" goes but the word "make" stays
        alts = "|".join(re.escape(n) for n in names)
        text = re.compile(r"(?<![A-Za-z0-9])(?:" + alts + r")(?![A-Za-z0-9])").sub(" ", text)
    latin = [w for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", text) if not (w.isupper() and len(w) <= ACRONYM_MAX)]
    hangul = re.findall(r"[\uac00-\ud7a3]+", text)
    total = len(latin) + len(hangul)
    return len(latin) / total if total else 0.0


# ---------------------------------------------------------------------------------------------- scoring
def score_task(task: dict, out: dict | None, res: Resolver) -> dict:
    kind = task.get("kind", "job")
    stages = task.get("stages") or []
    r: dict = {"lang": task["lang"], "kind": kind}
    if out is None:
        r["missing_output"] = True
        if kind == "job":
            r["stages"] = {"n": len(stages), "covered": 0, "covered_strict": 0, "missed": [s["name"] for s in stages]}
            con = check_constraints(task.get("constraints") or {}, [], res.catalog)
            if con["checked"]:
                r["constraints"] = {**con, "ok": False, "violations": ["no output"]}
        return r
    subs = [s for s in (out.get("sub_tasks") or []) if isinstance(s, str)]
    recs = [x for x in (out.get("recommendations") or []) if isinstance(x, dict)]
    guide = out.get("guide") or ""
    r["status"] = out.get("status")
    ids = [res.resolve(x) for x in recs]
    cat = res.catalog

    if task["lang"] == "ko" and guide.strip():
        names = res.names() + [x.get("tool") or "" for x in recs]
        share = latin_share(guide, names)
        r["guide_latin_share"] = round(share, 4)
        r["guide_pure"] = share < PURITY_LIMIT

    if kind == "question":
        no_plan = not subs and not recs
        r["question_ok"] = bool(no_plan and guide.strip() and out.get("status") != "error")
        named = (task.get("constraints") or {}).get("named_tools") or []
        if named:
            low = guide.lower()
            r["question_mentions_named"] = all(
                any(k in low for k in _name_keys(cat[t]["name"])) for t in named if t in cat
            )
        return r

    # off-job steps: sub-tasks that name another job's work
    texts = subs or [x.get("sub_task") or "" for x in recs]
    off_kw = task.get("off_job_keywords") or []
    off_steps = {i: [k for k in off_kw if kw_match(t.lower(), k)] for i, t in enumerate(texts)}
    off_steps = {i: h for i, h in off_steps.items() if h}
    share = len(off_steps) / len(texts) if texts else 0.0
    r["off_job_steps"] = len(off_steps)
    r["off_job"] = bool(texts) and share >= OFF_JOB_SHARE
    if off_steps:
        r["off_job_hits"] = sorted({k for h in off_steps.values() for k in h})

    # stages
    union = {c for s in stages for c in s["categories"]}
    sub_of_rec = [x.get("sub_task") or "" for x in recs]
    kw_hits = [set(stage_hits(t, stages)) for t in texts]
    covered = set().union(*kw_hits) if kw_hits else set()
    strict_edges = {i: set(h) for i, h in enumerate(kw_hits)}
    for j, x in enumerate(recs):
        c = cat[ids[j]]["category"] if ids[j] else x.get("category")
        by_cat = {i for i, s in enumerate(stages) if c in s["categories"]}
        covered |= by_cat
        k = texts.index(sub_of_rec[j]) if sub_of_rec[j] in texts else len(texts) + j
        if not strict_edges.get(k):  # strict: the tool's category speaks only for a sub-task no keyword placed
            strict_edges[k] = set(by_cat)
    strict = _max_matching(strict_edges, len(stages))
    r["stages"] = {
        "n": len(stages),
        "covered": len(covered),
        "covered_strict": strict,
        "missed": [s["name"] for i, s in enumerate(stages) if i not in covered],
    }

    # picks
    bad = set(task.get("bad") or [])
    picks = []
    for j, x in enumerate(recs):
        tid = ids[j]
        if tid is None:
            picks.append({"sub_task": sub_of_rec[j], "tool": x.get("tool"), "verdict": "uncatalogued"})
            continue
        c = cat[tid]["category"]
        off_hit = [k for k in off_kw if kw_match(sub_of_rec[j].lower(), k)]
        hits = stage_hits(sub_of_rec[j], stages)  # only a keyword-placed sub-task can earn "good"
        if tid in bad:
            v, why = "wrong", "bad"
        elif c not in union:
            v, why = "wrong", f"category {c} fits no stage"
        elif off_hit:
            v, why = "wrong", "off-job step: " + ", ".join(off_hit)
        elif any(tid in stages[i]["good"] for i in hits):
            v, why = "good", next(stages[i]["name"] for i in hits if tid in stages[i]["good"])
        else:
            v, why = "acceptable", ""
        picks.append({"sub_task": sub_of_rec[j], "tool": tid, "verdict": v, **({"why": why} if why else {})})
    r["picks"] = picks

    # constraints
    r["constraints"] = check_constraints(task.get("constraints") or {}, [t for t in ids if t], cat)
    return r


def check_constraints(con: dict, ids: list[str], cat: dict[str, dict]) -> dict:
    """Which of the request's checkable constraints the recommended tools break."""
    distinct = list(dict.fromkeys(ids))
    checked, violations = [], []
    if con.get("free_only"):
        checked.append("free_only")
        for t in distinct:
            if cat[t]["pricing_model"] in PAID_MODELS:
                violations.append(f"free_only: {t} is {cat[t]['pricing_model']}")
    budget = con.get("budget_usd_month")
    if budget is not None:
        checked.append("budget")
        cost, unknown = 0.0, []
        for t in distinct:
            if cat[t]["pricing_model"] in PAID_MODELS:
                p = cat[t].get("price_usd_month")
                if p is None:
                    unknown.append(t)
                else:
                    cost += float(p)
        if cost > budget:
            violations.append(f"budget: paid-only tools cost ${cost:.2f}/month > ${budget:.2f}")
        for t in unknown:
            violations.append(f"budget: {t} has no free plan and no known price")
    named = con.get("named_tools") or []
    if named:
        checked.append("named_tools")
        for t in named:
            if t not in distinct:
                violations.append(f"named_tools: {t} not used")
    if con.get("no_coding"):
        checked.append("no_coding")
        for t in distinct:
            if t in NEEDS_CODE:
                violations.append(f"no_coding: {t} needs code or a developer setup")
    device = DEVICES.get(str(con.get("platform") or "").strip().lower())
    if device:
        checked.append("platform")
        for t in distinct:
            if not set(cat[t].get("platforms") or []) & device:
                violations.append(f"platform: {t} runs on {','.join(cat[t].get('platforms') or [])}")
    return {"checked": checked, "ok": not violations, "violations": violations}


def pct(a: float, b: float) -> float | None:
    return round(100.0 * a / b, 1) if b else None


def summarize(results: dict[str, dict]) -> dict:
    s = {
        "tasks": 0,
        "jobs": 0,
        "questions": 0,
        "missing_outputs": [],
        "stages": 0,
        "covered": 0,
        "covered_strict": 0,
        "picks": 0,
        "good": 0,
        "acceptable": 0,
        "wrong": 0,
        "uncatalogued": 0,
        "off_job": [],
        "off_job_steps": [],
        "constrained": 0,
        "constraint_ok": 0,
        "constraint_failed": [],
        "ko_guides": 0,
        "ko_pure": 0,
        "latin_shares": [],
        "q_ok": 0,
        "q_named": 0,
    }
    for tid, r in results.items():
        s["tasks"] += 1
        if r.get("missing_output"):
            s["missing_outputs"].append(tid)
        if r["kind"] == "question":
            s["questions"] += 1
            s["q_ok"] += bool(r.get("question_ok"))
            s["q_named"] += bool(r.get("question_ok") and r.get("question_mentions_named", True))
        else:
            s["jobs"] += 1
            st = r.get("stages") or {}
            s["stages"] += st.get("n", 0)
            s["covered"] += st.get("covered", 0)
            s["covered_strict"] += st.get("covered_strict", 0)
            for p in r.get("picks") or []:
                s["picks"] += 1
                s[p["verdict"]] += 1
            if r.get("off_job"):
                s["off_job"].append(tid)
            if r.get("off_job_steps"):
                s["off_job_steps"].append(tid)
            con = r.get("constraints")
            if con and con["checked"]:
                s["constrained"] += 1
                if con["ok"]:
                    s["constraint_ok"] += 1
                else:
                    s["constraint_failed"].append(tid)
        if "guide_pure" in r:
            s["ko_guides"] += 1
            s["ko_pure"] += r["guide_pure"]
            s["latin_shares"].append(r["guide_latin_share"])
    graded = s["picks"] - s["uncatalogued"]
    shares = sorted(s["latin_shares"])
    return {
        "tasks": s["tasks"],
        "jobs": s["jobs"],
        "questions": s["questions"],
        "missing_outputs": s["missing_outputs"],
        "stage_coverage_pct": pct(s["covered"], s["stages"]),
        "stage_coverage_strict_pct": pct(s["covered_strict"], s["stages"]),
        "stages": s["stages"],
        "picks": s["picks"],
        "good_pick_pct": pct(s["good"], graded),
        "acceptable_pick_pct": pct(s["acceptable"], graded),
        "wrong_pick_pct": pct(s["wrong"], graded),
        "uncatalogued_picks": s["uncatalogued"],
        "off_job_plans": len(s["off_job"]),
        "off_job_ids": s["off_job"],
        "plans_with_off_job_steps": len(s["off_job_steps"]),
        "off_job_step_ids": s["off_job_steps"],
        "constrained_tasks": s["constrained"],
        "constraint_adherence_pct": pct(s["constraint_ok"], s["constrained"]),
        "constraint_failed_ids": s["constraint_failed"],
        "korean_guides": s["ko_guides"],
        "korean_guide_purity_pct": pct(s["ko_pure"], s["ko_guides"]),
        "korean_guide_latin_share_median": shares[len(shares) // 2] if shares else None,
        "questions_answered_without_plan": f"{s['q_ok']}/{s['questions']}",
        "question_handling_pct": pct(s["q_ok"], s["questions"]),
        "questions_answered_naming_the_tools": f"{s['q_named']}/{s['questions']}",
    }
