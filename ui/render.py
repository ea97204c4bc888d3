"""Pure functions from session results to what the components show (no Gradio, no graph imports)."""

from __future__ import annotations

import math
import re
from urllib.parse import urlsplit

from graph.result import Status
from knowledge.catalog import catalog_by_id
from ui.sanitize import allowed_link, plain, safe_markdown
from ui.text import lang_of, node_name, say, status_name

PDF_SOURCE = re.compile(r"^(?P<file>.+\.pdf) p\.(?P<page>\d+)$", re.IGNORECASE)

# --- the plan table ------------------------------------------------------------------------------------


def plan_rows(sub_tasks: list[str] | None) -> list[list[str]]:
    return [[s, ""] for s in sub_tasks or []]


def _cell(value) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return str(value)


def table_rows(table) -> list[list[str]]:
    """Rows [step, kind of tool] of a plan table however it arrives: a DataFrame (UI), a {"data": ...} dict
    (API) or lists; a one-column table (older API callers) gets an empty kind."""
    if table is None:
        return []
    if hasattr(table, "values") and hasattr(table, "columns"):
        values = table.values.tolist()
    elif isinstance(table, dict):
        values = table.get("data") or []
    else:
        values = list(table)
    rows = []
    for row in values:
        cells = list(row) if isinstance(row, (list, tuple)) else [row]
        rows.append([_cell(cells[0]) if cells else "", _cell(cells[1]) if len(cells) > 1 else ""])
    return rows


def plan_from_table(table) -> list[str]:
    """The sub-task texts of a table; blank rows are dropped (session.validate_edit checks the rest)."""
    return [r[0].strip() for r in table_rows(table) if r and r[0].strip()]


def _index(rows: list, selected) -> int | None:
    try:
        n = int(selected)
    except (TypeError, ValueError):
        return None
    return n - 1 if 1 <= n <= len(rows) else None


def add_row(table, text: str, selected, language: str | None = None) -> tuple[list[list[str]], int | None, str]:
    """Append a step at the end (the kind of tool is found when the plan is approved)."""
    rows = table_rows(table)
    text = " ".join((text or "").split())
    if not text:
        return rows, selected, say("type_step", language)
    rows.append([text, ""])
    return rows, len(rows), say("added_step", language, n=len(rows))


def delete_row(table, selected, language: str | None = None) -> tuple[list[list[str]], int | None, str]:
    rows = table_rows(table)
    at = _index(rows, selected)
    if at is None:
        return rows, None, say("pick_row" if rows else "empty_plan", language)
    rows.pop(at)
    return rows, None, say("deleted_step", language, n=at + 1)


def move_row(table, selected, delta: int, language: str | None = None) -> tuple[list[list[str]], int | None, str]:
    rows = table_rows(table)
    at = _index(rows, selected)
    if at is None:
        return rows, None, say("pick_row", language)
    to = at + delta
    if not 0 <= to < len(rows):
        return rows, at + 1, say("cannot_move", language)
    rows[at], rows[to] = rows[to], rows[at]
    return rows, to + 1, say("moved_step", language, a=at + 1, b=to + 1)


# --- chat, status, guide -------------------------------------------------------------------------------


def language_of(result: dict, fallback: str | None = None) -> str:
    return lang_of(result.get("language") or fallback)


escape_md = plain  # one line of someone's text inside our Markdown (ui/sanitize.py)


def links_of(result: dict) -> set[str]:
    """The URLs a result vouches for: its tools' (from the catalog) and the web results it cites."""
    urls: set[str] = set()
    for rec in result.get("recommendations") or []:
        urls.update(u for u in [rec.get("url")] if u)
        urls.update(a.get("url") for a in rec.get("alternatives") or [] if a.get("url"))
        urls.update(s for s in rec.get("sources") or [] if str(s).startswith(("http://", "https://")))
    return urls


def chat_reply(result: dict, fallback_language: str | None = None) -> str:
    language = language_of(result, fallback_language)
    status = result.get("status")
    errors = "; ".join(result.get("errors") or [])
    if status == Status.AWAITING_APPROVAL:
        reply = say("review", language, n=len(result.get("sub_tasks") or []))
        if result.get("assumption"):
            reply = f"{result['assumption']}\n\n{reply}"
        if result.get("reading"):  # what was understood, with every stated constraint, on top of the plan
            reply = f"**{escape_md(result['reading'])}**\n\n{reply}"
    elif status == Status.NEEDS_CLARIFICATION:
        reply = result.get("clarification_question") or ""
        choices = [c.get("label") for c in result.get("choices") or [] if c.get("label")]
        if choices:
            reply += "\n\n" + "\n".join(f"- {escape_md(c)}" for c in choices)
    elif status == Status.REFUSED:
        reply = result.get("guide") or say("refused", language)
    elif status == Status.CANCELLED:
        reply = say("cancelled", language)
    elif status == Status.INTERRUPTED:
        reply = say("interrupted", language)
    elif status == Status.ERROR:
        reply = f"⚠️ {errors}"
    else:
        reply = say("done_complex", language) if result.get("is_complex_task") else (result.get("guide") or "")
    if errors and status not in (Status.ERROR,):
        reply += f"\n\n⚠️ {errors}"
    return safe_markdown(reply, links_of(result))


def status_line(result: dict | None, brain_label: str, page_language: str | None = None) -> str:
    """One line in the page's language: the active brain, the plan's status, and any failover notice."""
    parts = [f"🧠 **{brain_label}**"]
    if result:
        language = lang_of(page_language) if page_language else language_of(result)
        if result.get("brain") and result["brain"] != brain_label:
            parts[0] = f"🧠 **{brain_label}** (answered by: {result['brain']})"
        parts.append(status_name(result.get("status") or Status.NEW, language))
        if result.get("memory_pending"):
            parts.append("기억 저장 중" if language == "ko" else "saving memories")
        notices = [n for n in result.get("notices") or [] if n]
        if notices:
            parts.append("⚠️ " + " ".join(notices))
    return " · ".join(parts)


def _host(url: str) -> str:
    """The address a person recognises: "claude.ai" of https://claude.ai/, "canva.com" of https://www.canva.com."""
    host = urlsplit(url).netloc.lower()
    return host[4:] if host.startswith("www.") else host


def _source_link(source: str, rec: dict) -> str:
    if source.startswith("catalog:"):
        tool_id = source.split(":", 1)[1]
        url = rec.get("url") if tool_id == rec.get("tool_id") else None
        if url is None:
            try:
                url = catalog_by_id().get(tool_id, {}).get("url")
            except Exception:  # the link is a convenience; the id alone still names the source
                url = None
        # a person reads the tool's own page, not our catalog id ("catalog:claude" had been the link's text)
        if url and allowed_link(url):
            return f"🔗 [{plain(_host(url))}]({url})"
        return plain(catalog_by_id().get(tool_id, {}).get("name") or rec.get("tool") or tool_id)
    match = PDF_SOURCE.match(source)
    if match:
        return f"📄 {plain(match['file'])}, p. {match['page']}"
    if allowed_link(source, {source}):  # a cited web result: shown as the address it is
        return f"🌐 [{plain(source[:80])}]({source})"
    return plain(source)


def sources_markdown(result: dict) -> str:
    """A table of the chosen tools and what each choice rests on: catalog links and PDF pages."""
    recs = result.get("recommendations") or []
    if not recs:
        return ""
    ko = language_of(result) == "ko"
    head = "### 출처" if ko else "### Sources"
    lines = [head, "", "| # | " + ("단계 | 도구 | 출처" if ko else "Step | Tool | Sources") + " |", "|---|---|---|---|"]
    for i, rec in enumerate(recs, 1):
        tool = rec.get("tool")
        url = rec.get("url")
        if tool and url and allowed_link(url):
            tool_cell = f"[{plain(tool)}]({url})"
        else:
            tool_cell = plain(tool) if tool else say("no_tool", result.get("language"))
        sources = ", ".join(_source_link(str(s), rec) for s in rec.get("sources") or []) or "—"
        step = plain(rec.get("sub_task") or "")
        lines.append(f"| {i} | {step} | {tool_cell} | {sources} |")
    return "\n".join(lines)


def guide_markdown(result: dict) -> str:
    return safe_markdown(result.get("guide") or "", links_of(result))


def progress_markdown(lines: list[str], finished: bool = False) -> str:
    """The run's progress; once it has finished, every line is ticked (nothing is still "running")."""
    if finished:
        lines = ["✅ " + line[2:] if line.startswith("⏳ ") else line for line in lines]
    return "\n".join(f"- {line}" for line in lines)


def node_line(event: dict, language: str | None) -> str:
    return "⏳ " + say("running", language, node=node_name(event.get("node", ""), language))


def recommendation_line(rec: dict, language: str | None) -> str:
    tool = rec.get("tool") or say("no_tool", language)
    return "✅ " + say("recommended", language, sub_task=plain(rec.get("sub_task", "")), tool=plain(tool))
