"""Stores that fail say so: a checkpoint database or a Chroma directory that is corrupted, unreadable or gone.

Checked when a store is opened (start-up, or the first use in a process):
- a file or directory that cannot be read as what it should be is kept aside (renamed `<name>.corrupt-<time>`,
  never deleted), the store starts clean, and a problem is recorded;
- a store that existed before (recorded in `<data dir>/stores.json`) but is gone is reported as such, then
  started clean; it is not silently recreated.
The app shows `problems()` on its page, the CLI prints them; both say which file.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path

from settings import data_dir

log = logging.getLogger(__name__)
_lock = threading.Lock()
_problems: list[str] = []


def problems() -> list[str]:
    with _lock:
        return list(_problems)


def _report(message: str) -> None:
    log.error(message)
    with _lock:
        if message not in _problems:
            _problems.append(message)


def _registry() -> Path:
    return data_dir() / "stores.json"


def _known() -> dict:
    try:
        return json.loads(_registry().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _remember(path: Path) -> None:
    with _lock:
        known = _known()
        key = str(path)
        if known.get(key):
            return
        known[key] = datetime.now(UTC).isoformat(timespec="seconds")
        _registry().parent.mkdir(parents=True, exist_ok=True)
        _registry().write_text(json.dumps(known, indent=1), encoding="utf-8")


def set_aside(path: Path) -> Path:
    """Rename a broken store (and its SQLite side files) out of the way; returns where it went."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    return target


def sqlite_problem(path: Path) -> str | None:
    """Why this SQLite file cannot be used (None when it reads fine)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("PRAGMA quick_check").fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return f"{exc.__class__.__name__}: {exc}"
    if not row or row[0] != "ok":
        return f"integrity check: {row[0] if row else 'no answer'}"
    return None


def check_sqlite(path: Path, what: str) -> None:
    """Before opening `path`: keep a corrupted file aside, report a vanished one."""
    path = Path(path)
    if path.exists():
        problem = sqlite_problem(path)
        if problem:
            moved = set_aside(path)
            _report(
                f"The {what} file {path} could not be read ({problem}); it was kept as {moved.name} and "
                "a new, empty one was started."
            )
    elif _known().get(str(path)):
        _report(f"The {what} file {path} has disappeared since it was last used; a new, empty one was started.")


def check_directory(path: Path, what: str, sqlite_name: str | None = None) -> None:
    """The same for a store that is a directory (Chroma: its `chroma.sqlite3` is checked)."""
    path = Path(path)
    if path.exists():
        inner = path / sqlite_name if sqlite_name else None
        problem = sqlite_problem(inner) if inner is not None and inner.exists() else None
        if problem:
            moved = set_aside(path)
            _report(
                f"The {what} in {path} could not be read ({problem}); it was kept as {moved.name} and "
                "a new, empty one was started."
            )
    elif _known().get(str(path)):
        _report(
            f"The {what} in {path} has disappeared since it was last used (its contents are lost); a new, "
            "empty one was started."
        )


def opened(path: Path) -> None:
    """Record that a store exists (so that its disappearance can be noticed later)."""
    _remember(Path(path))


def failed_to_open(path: Path, what: str, exc: BaseException) -> None:
    """A store that passed the checks but would not open: keep it aside and report it."""
    moved = set_aside(Path(path))
    _report(
        f"The {what} in {path} could not be opened ({exc.__class__.__name__}: {exc}); it was kept as "
        f"{moved.name} and a new, empty one was started."
    )
