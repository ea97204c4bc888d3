"""What the page's lists show, in the page's language: plan steps with their kind of tool, what changed in a
revision, plan versions to pick from, tools to swap in, memories and documents. Pure functions."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from difflib import SequenceMatcher
from functools import lru_cache
from pathlib import Path

from ui.strings import t

KIND_NAMES = {
    "preference": {"en": "preference", "ko": "선호"},
    "dislike": {"en": "avoid", "ko": "피하는 것"},
    "constraint": {"en": "limit", "ko": "조건"},
    "fact": {"en": "about you", "ko": "나에 대해"},
    "feedback": {"en": "feedback", "ko": "의견"},
}
HEADERS = {
    "plan": ("col_step", "col_kind"),
    "mem_table": ("col_mem_text", "col_mem_kind", "col_mem_when"),
    "doc_table": ("col_doc_file", "col_doc_size", "col_doc_parts", "col_doc_whose"),
}
ORIGINS = {"planned": {"en": "planned", "ko": "계획"}, "edited": {"en": "your edit", "ko": "직접 수정"}}


def framed(table: str, rows: list, language: str) -> dict:
    """A table's value with its column names in the page's language (a bare list would get the English
    names the component was built with)."""
    return {"headers": [t(key, language) for key in HEADERS[table]], "data": rows}


@lru_cache(maxsize=1)
def _categories() -> dict:
    path = Path(__file__).resolve().parents[1] / "knowledge" / "categories.json"
    return json.loads(path.read_text(encoding="utf-8"))


def kind_label(category: str | None, language: str) -> str:
    names = _categories().get(category or "", {})
    return names.get("ko" if language == "ko" else "en", "")


def step_rows(result: dict, language: str) -> list[list[str]]:
    """[step text, kind of tool] per step of a result's plan (the kind from its step record)."""
    records = {r.get("text"): r for r in result.get("plan") or [] if isinstance(r, dict)}
    rows = []
    for text in result.get("sub_tasks") or []:
        rows.append([text, kind_label((records.get(text) or {}).get("category"), language)])
    return rows


def plan_changes(old: list[str], new: list[str], language: str) -> str:
    """What a revision changed, as a short list: steps added, removed, reworded (by position)."""
    ko = language == "ko"
    lines: list[str] = []
    for op, i1, i2, j1, j2 in SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op == "insert" or (op == "replace" and i2 - i1 < j2 - j1):
            extra = new[j1 + (i2 - i1) : j2] if op == "replace" else new[j1:j2]
            lines += [("＋ 추가: " if ko else "＋ added: ") + s for s in extra]
        if op == "delete" or (op == "replace" and i2 - i1 > j2 - j1):
            gone = old[i1 + (j2 - j1) : i2] if op == "replace" else old[i1:i2]
            lines += [("－ 삭제: " if ko else "－ removed: ") + s for s in gone]
        if op == "replace":
            for a, b in zip(old[i1:i2], new[j1:j2], strict=False):
                lines.append(("✎ 수정: " if ko else "✎ reworded: ") + f"{a} → {b}")
    if not lines:
        return "바뀐 단계는 없어요." if ko else "No step changed."
    head = "바뀐 점:" if ko else "What changed:"
    return head + "\n" + "\n".join(f"- {line}" for line in lines)


def version_choices(versions: list[dict], language: str) -> list[tuple[str, int]]:
    """Newest first: (label, n) with the version's origin, step count, age and first steps."""
    lang = "ko" if language == "ko" else "en"
    out = []
    for v in reversed(versions):
        steps = v.get("sub_tasks") or []
        origin = ORIGINS.get(v.get("origin", ""), {}).get(lang, v.get("origin", ""))
        count = f"{len(steps)}단계" if lang == "ko" else f"{len(steps)} steps"
        head = " → ".join(s[:24] for s in steps[:3]) + (" …" if len(steps) > 3 else "")
        out.append((f"v{v['n']} · {origin} · {count} · {ago(v.get('created_at'), lang)} · {head}", v["n"]))
    return out


def swap_choices(result: dict, language: str) -> list[tuple[str, str]]:
    """(label, "step:tool_id") for every alternative of every step of a finished result."""
    ko = language == "ko"
    out = []
    for i, rec in enumerate(result.get("recommendations") or [], 1):
        for alt in rec.get("alternatives") or []:
            if alt.get("tool_id"):
                label = (
                    f"{i}단계 · {rec.get('tool')} → {alt.get('tool')}"
                    if ko
                    else (f"Step {i} · {rec.get('tool')} → {alt.get('tool')}")
                )
                out.append((label, f"{i}:{alt['tool_id']}"))
    return out


def ago(stamp: str | None, language: str) -> str:
    """A relative date: "방금", "3일 전" / "just now", "3 days ago"."""
    ko = language == "ko"
    try:
        when = datetime.fromisoformat(str(stamp))
    except (TypeError, ValueError):
        return ""
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    seconds = max(0, (datetime.now(UTC) - when).total_seconds())
    for size, ko_unit, en_unit in ((86400, "일", "day"), (3600, "시간", "hour"), (60, "분", "minute")):
        if seconds >= size:
            n = int(seconds // size)
            return f"{n}{ko_unit} 전" if ko else f"{n} {en_unit}{'s' if n > 1 else ''} ago"
    return "방금" if ko else "just now"


def memory_rows(memories: list[dict], language: str) -> list[list[str]]:
    lang = "ko" if language == "ko" else "en"
    return [
        [
            m.get("text", ""),
            KIND_NAMES.get(m.get("kind", ""), {}).get(lang, m.get("kind", "")),
            ago(m.get("updated_at"), lang),
        ]
        for m in memories
    ]


def document_rows(documents: list[dict], language: str) -> list[list]:
    """The person's own documents first, then the built-in ones; sizes in KB/MB."""
    rows = []
    for d in sorted(documents, key=lambda d: (not d.get("mine"), bool(d.get("builtin")), d["file"])):
        whose = "whose_builtin" if d.get("builtin") else "whose_mine" if d.get("mine") else "whose_shared"
        rows.append([d["file"], size_label(d.get("bytes")), d.get("chunks", 0), t(whose, language)])
    return rows


def size_label(size: int | None) -> str:
    if not size:
        return ""
    return f"{size / 1024 / 1024:.1f} MB" if size >= 1024 * 1024 else f"{max(1, size // 1024)} KB"
