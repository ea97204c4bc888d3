"""One shared checkpointer per process (SqliteSaver with a connection usable from any thread)."""

from __future__ import annotations

import sqlite3
from functools import lru_cache

from langgraph.checkpoint.sqlite import SqliteSaver

from settings import data_dir


@lru_cache(maxsize=4)
def _sqlite_saver(path: str) -> SqliteSaver:
    # Gradio runs handlers in worker threads; a default connection refuses use outside its own thread.
    conn = sqlite3.connect(path, check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    return SqliteSaver(conn)


def get_checkpointer() -> SqliteSaver:
    return _sqlite_saver(str(data_dir() / "checkpoints.sqlite"))
