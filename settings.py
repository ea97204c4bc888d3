"""Process-wide settings read from the environment.

Kept in one place so the graph, the knowledge base, the memory store and the UI agree on where data
lives and which brain is active, without importing each other.
"""

from __future__ import annotations

import getpass
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent


def data_dir() -> Path:
    """The one git-ignored directory for everything written at run time."""
    path = Path(os.environ.get("PLANNER_DATA_DIR") or REPO_ROOT / "data").expanduser().resolve()  # env() needs it first
    path.mkdir(parents=True, exist_ok=True)
    return path


def os_user() -> str:
    """The operating-system user as an identity the stores accept: who the CLI, the notebook and direct
    PlannerSession callers act as (the web app's identities come from its sessions, ui/identity.py)."""
    try:
        name = getpass.getuser()
    except Exception:  # no user name in this environment (some containers)
        name = "local"
    return re.sub(r"[^\w.@-]", "_", name)[:64] or "local"


def scratch_dir(prefix: str) -> Path:
    """A new folder for one test run or benchmark (its own data directory, artifacts): under the repository's
    git-ignored `data/scratch/`, never /tmp, and apart from the app's own data."""
    base = REPO_ROOT / "data" / "scratch"
    base.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=base))


@dataclass(frozen=True)
class LLMSettings:
    """How to reach an OpenAI-compatible endpoint; absent key means the offline brain.

    `silence_s` bounds a streamed call by the time without a token, not by its length (a small local model
    writes a paragraph in minutes); `call_timeout_s` bounds a structured (non-streamed) call, which is kept
    short by `max_tokens`. Streamed calls are never retried; structured ones `max_retries` times.
    """

    api_key: str | None
    base_url: str | None
    model: str
    silence_s: float
    call_timeout_s: float
    max_retries: int
    max_tokens: int
    prompt_budget_chars: int

    @property
    def enabled(self) -> bool:
        return bool(self.api_key)

    @property
    def timeout_s(self) -> float:  # the older name
        return self.call_timeout_s


def llm_settings() -> LLMSettings:
    return LLMSettings(
        api_key=env("OPENAI_API_KEY"),
        base_url=env("OPENAI_BASE_URL"),
        model=env("OPENAI_MODEL"),
        silence_s=env("PLANNER_LLM_TIMEOUT"),
        call_timeout_s=env("PLANNER_LLM_CALL_TIMEOUT"),
        max_retries=env("PLANNER_LLM_RETRIES"),
        max_tokens=env("PLANNER_LLM_MAX_TOKENS"),
        prompt_budget_chars=env("PLANNER_LLM_PROMPT_CHARS"),
    )


# --- every environment variable the project reads, in one table ------------------------------------------


@dataclass(frozen=True)
class Variable:
    name: str
    default: str  # as text, the way the environment holds it ("" = unset)
    kind: type  # str, int, float or bool
    doc: str


VARIABLES: tuple[Variable, ...] = (
    Variable("PLANNER_DATA_DIR", "./data", str, "everything written at run time: checkpoints, Chroma, uploads, cache"),
    Variable("OPENAI_API_KEY", "", str, "set it to use the LLM brain; unset = the offline brain"),
    Variable("OPENAI_BASE_URL", "", str, "any OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1"),
    Variable("OPENAI_MODEL", "gpt-4o-mini", str, "model name sent to the endpoint"),
    Variable("PLANNER_LLM_TIMEOUT", "60", float, "seconds without a new token before a streamed LLM call gives up"),
    Variable("PLANNER_LLM_CALL_TIMEOUT", "180", float, "seconds for one structured (non-streamed) LLM call"),
    Variable(
        "PLANNER_LLM_RETRIES", "1", int, "retries of a failed structured LLM call (streamed calls are never retried)"
    ),
    Variable("PLANNER_LLM_MAX_TOKENS", "700", int, "the most tokens any one LLM answer may have"),
    Variable("PLANNER_LLM_PROMPT_CHARS", "6000", int, "the most characters of context one LLM prompt may carry"),
    Variable("PLANNER_EMBEDDER", "use", str, "use | ensemble | minilm | auto | a sentence-transformers model name"),
    Variable("PLANNER_SCORE_CACHE_MB", "64", float, "memory for recent queries' fused scores (0 = off)"),
    Variable(
        "PLANNER_CHECKPOINT_URL", "", str, "postgresql://... for shared checkpoints; unset = SQLite in the data dir"
    ),
    Variable("PLANNER_PG_POOL_SIZE", "10", int, "Postgres connection pool size"),
    Variable("PLANNER_PG_CONNECT_TIMEOUT", "15", float, "seconds to wait for the Postgres pool at start-up"),
    Variable("PLANNER_DURABILITY", "sync", str, "sync: each step saved before the next; async: saved while it runs"),
    Variable("CHROMA_HOST", "", str, "a Chroma server's host; unset = embedded Chroma in the data dir"),
    Variable("CHROMA_PORT", "8000", int, "the Chroma server's port"),
    Variable("PORT", "", int, "app port (Hugging Face Spaces set it); else GRADIO_SERVER_PORT, else 7860"),
    Variable("GRADIO_SERVER_PORT", "7860", int, "app port when PORT is unset"),
    Variable("GRADIO_SERVER_NAME", "127.0.0.1", str, "address the app binds (0.0.0.0 on a Space)"),
    Variable("SPACE_ID", "", str, "set by Hugging Face Spaces: bind 0.0.0.0 and use Hugging Face sign-in"),
    Variable("OAUTH_CLIENT_ID", "", str, "set by a Space with `hf_oauth: true`: offer Hugging Face sign-in"),
    Variable("PLANNER_AUTH", "", str, "name:password,name2:password2 = a login page; each login name is one identity"),
    Variable("GRADIO_TEMP_DIR", "", str, "Gradio's upload/download folder; unset = <data dir>/gradio-tmp"),
    Variable("PLANNER_CONCURRENCY", "4", int, "runs the app's queue executes at once"),
    Variable("PLANNER_SESSION_WORKER", "1", bool, "run the graph and stores in a worker process (0 = one process)"),
    Variable("PLANNER_WARMUP", "1", bool, "load the graph, knowledge base and memory after the page is up"),
    Variable("PLANNER_WARMUP_DELAY_S", "2", float, "seconds before that warm-up starts"),
    Variable("PLANNER_STREAM_EVERY_S", "0.3", float, "minimum seconds between progress updates in the page"),
    Variable("PLANNER_SHOW_ERRORS", "0", bool, "show Python errors in the page"),
    Variable(
        "PLANNER_LOG_LEVEL",
        "INFO",
        str,
        "log level of the app, the worker and the CLI (the CLI logs WARNING by default)",
    ),
    Variable("PLANNER_CRASH_AT", "", str, "crash tests only: node names at which the process exits"),
)
_BY_NAME = {v.name: v for v in VARIABLES}


def env(name: str, default: str | None = None):
    """The typed value of one declared variable (read now, so tests and a new process see changes)."""
    var = _BY_NAME[name]  # KeyError: declare the variable in VARIABLES first
    raw = os.environ.get(name)
    text = raw if raw not in (None, "") else (var.default if default is None else default)
    if var.kind is bool:
        return str(text).strip().lower() not in ("", "0", "false", "no", "off")
    if text in (None, ""):
        return None
    return var.kind(text)


def markdown_table() -> str:
    """The README's configuration table, generated from VARIABLES (tests/test_settings.py keeps them equal)."""
    rows = ["| variable | default | meaning |", "|---|---|---|"]
    for v in VARIABLES:
        rows.append(f"| `{v.name}` | {f'`{v.default}`' if v.default else 'unset'} | {v.doc} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(markdown_table())
