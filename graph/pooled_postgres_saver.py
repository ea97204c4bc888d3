"""LangGraph's PostgresSaver, minus its process-wide lock when every call has a pooled connection of its own.

PostgresSaver takes one `threading.Lock` around every database call (`_cursor`). That lock is needed when
the saver shares a single connection; over a psycopg ConnectionPool each call checks out a connection that
no other thread uses until it is returned, so the lock only makes the graph runs of one process wait for
each other's round trips to the server. Under load that was the first thing the worker's threads waited on
(langchain-ai/langgraph#7259 and PR #7269 report the same for the async saver). Everything else, including
the SQL and the pipeline/transaction choice, is the upstream code path.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from langgraph.checkpoint.postgres import PostgresSaver
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool


class PooledPostgresSaver(PostgresSaver):
    @contextmanager
    def _cursor(self, *, pipeline: bool = False) -> Iterator:
        if self.pipe is not None or not isinstance(self.conn, ConnectionPool):
            with super()._cursor(pipeline=pipeline) as cur:  # a shared connection: keep the lock
                yield cur
            return
        with self.conn.connection() as conn:
            if not pipeline:
                with conn.cursor(binary=True, row_factory=dict_row) as cur:
                    yield cur
            elif self.supports_pipeline:
                with conn.pipeline(), conn.cursor(binary=True, row_factory=dict_row) as cur:
                    yield cur
            else:
                with conn.transaction(), conn.cursor(binary=True, row_factory=dict_row) as cur:
                    yield cur
