"""BM25 tokens of indexed texts, kept on disk by content hash.

Every process builds its BM25 index from the documents at start-up, and Kiwi needs about 4 s (plus 2 s to
load its model) to split the catalog's Korean half into morphemes: most of a warm start. The tokens of a
text never change while the tokenizer does not, so they are stored once in a small SQLite file under the
data directory and read back (about 50 ms for the whole catalog).

The key is a hash of the text together with the tokenizer's own source file and Kiwi's version: editing
knowledge/text.py or upgrading Kiwi makes every old entry unreachable, never wrong. A damaged or
unwritable cache file only costs speed: tokens are then computed as if there were no cache.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from pathlib import Path

from knowledge import text as text_module
from knowledge.fingerprint import code_fingerprint
from knowledge.text import tokenize

log = logging.getLogger(__name__)
_BATCH = 500  # SQLite's default limit on bound parameters is 999 (older builds)


def tokenizer_version() -> str:
    """What the tokens depend on besides the text: the tokenizer code and Kiwi's version."""
    return code_fingerprint((text_module.__file__,), ("kiwipiepy",))


class TokenCache:
    """tokens(texts) == [tokenize(t) for t in texts], computing only what the file does not hold."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._broken = False

    def _connect(self) -> sqlite3.Connection | None:
        if self._conn is None and not self._broken:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self.path, timeout=10, check_same_thread=False)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("CREATE TABLE IF NOT EXISTS tokens (key TEXT PRIMARY KEY, tokens TEXT NOT NULL)")
                self._conn = conn
            except (OSError, sqlite3.Error) as exc:
                log.warning("token cache %s unusable (%s); tokenising without it", self.path, exc)
                self._broken = True
        return self._conn

    @staticmethod
    def key(text: str) -> str:
        return hashlib.sha256(f"{tokenizer_version()}\x1f{text}".encode()).hexdigest()[:32]

    def tokens(self, texts: list[str]) -> list[list[str]]:
        keys = [self.key(t) for t in texts]
        found: dict[str, list[str]] = {}
        with self._lock:
            conn = self._connect()
            if conn is not None:
                try:
                    for start in range(0, len(keys), _BATCH):
                        part = list(set(keys[start : start + _BATCH]))
                        marks = ",".join("?" * len(part))
                        rows = conn.execute(f"SELECT key, tokens FROM tokens WHERE key IN ({marks})", part)
                        found.update((k, json.loads(v)) for k, v in rows)
                except (sqlite3.Error, ValueError) as exc:
                    log.warning("token cache %s unreadable (%s); tokenising without it", self.path, exc)
                    found = {}
        missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in found}
        fresh = {k: tokenize(t) for k, t in missing.items()}
        if fresh:
            self._store(fresh)
        found.update(fresh)
        return [found[k] for k in keys]

    def _store(self, fresh: dict[str, list[str]]) -> None:
        with self._lock:
            conn = self._connect()
            if conn is None:
                return
            try:
                with conn:
                    conn.executemany(
                        "INSERT OR REPLACE INTO tokens (key, tokens) VALUES (?, ?)",
                        [(k, json.dumps(v, ensure_ascii=False)) for k, v in fresh.items()],
                    )
            except sqlite3.Error as exc:
                log.warning("token cache %s not written (%s)", self.path, exc)


_caches: dict[str, TokenCache] = {}
_caches_lock = threading.Lock()


def token_cache(directory: Path) -> TokenCache:
    """The process's cache for one data directory (one connection per file)."""
    path = str(Path(directory) / "tokens.sqlite")
    with _caches_lock:
        cache = _caches.get(path)
        if cache is None:
            cache = _caches[path] = TokenCache(Path(path))
        return cache
