"""What speeds up a restart or a search must never change a result: the PDF chunk cache, the BM25 token
cache, the query-vector cache and the per-index score cache, plus the privacy side (a removed or forgotten upload leaves no cached text)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pypdf
import pytest
from pypdf import PdfWriter

from knowledge import pdfs
from knowledge.embeddings import get_embedder, query_vector
from knowledge.pdfs import PdfSkipped, read_pdf_chunks, read_pdf_chunks_cached
from knowledge.retriever import with_config
from knowledge.score_cache import ScoreCache
from knowledge.service import BUILTIN_PDF_DIR, KnowledgeBase
from knowledge.text import tokenize
from knowledge.token_cache import TokenCache
from tests.helpers import make_pdf

DEEPSEEK = BUILTIN_PDF_DIR / "DeepSeek_R1.pdf"


def two_pages(path: Path, first: int = 0) -> Path:
    writer = PdfWriter()
    writer.append(str(DEEPSEEK), pages=(first, first + 2))
    writer.write(str(path))
    return path


def test_pdf_chunks_are_parsed_once_per_content(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    source = two_pages(tmp_path / "report.pdf")
    first = read_pdf_chunks_cached(source, cache)
    assert first == read_pdf_chunks(source)

    def no_parsing(path):
        raise AssertionError(f"{path} was parsed again")

    monkeypatch.setattr(pdfs, "read_pdf_chunks", no_parsing)
    assert read_pdf_chunks_cached(source, cache) == first
    renamed = source.rename(tmp_path / "renamed.pdf")  # same bytes, new name: chunks carry the new name
    again = read_pdf_chunks_cached(renamed, cache)
    assert [c.text for c in again] == [c.text for c in first]
    assert {c.source for c in again} == {"renamed.pdf"}


def test_a_changed_or_damaged_entry_is_parsed_again(tmp_path):
    cache = tmp_path / "cache"
    path = two_pages(tmp_path / "report.pdf")
    old = read_pdf_chunks_cached(path, cache)
    two_pages(path, first=2)  # new content under the same name
    new = read_pdf_chunks_cached(path, cache)
    assert new == read_pdf_chunks(path) and new != old
    for entry in cache.glob("*.json"):
        entry.write_text("{not json", encoding="utf-8")
    assert read_pdf_chunks_cached(path, cache) == new


def test_a_skipped_pdf_stays_skipped_with_its_reason(tmp_path):
    bad = tmp_path / "blank.pdf"
    blank = PdfWriter()
    blank.add_blank_page(width=612, height=792)
    blank.write(str(bad))
    for _ in range(2):  # parsed, then from the cache: same message
        with pytest.raises(PdfSkipped, match=r"^blank\.pdf: no extractable text"):
            read_pdf_chunks_cached(bad, tmp_path / "cache")


def test_token_cache_gives_the_tokenizers_answer_and_survives_damage(tmp_path):
    texts = [
        "유튜브 쇼츠 영상을 AI로 만들기",
        "Background removal for product photos",
        "",
        "유튜브 쇼츠 영상을 AI로 만들기",
    ]
    expected = [tokenize(t) for t in texts]
    path = tmp_path / "tokens.sqlite"
    assert TokenCache(path).tokens(texts) == expected
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM tokens").fetchone()[0] == 3  # one row per distinct text
    assert TokenCache(path).tokens(texts) == expected  # a new process reads them back

    path.write_bytes(b"this is not a database" * 100)
    assert TokenCache(path).tokens(texts) == expected  # a damaged file costs speed, not answers
    assert TokenCache(tmp_path / "missing-dir" / "x" / "tokens.sqlite").tokens(texts[:1]) == expected[:1]


def test_query_vectors_from_the_cache_equal_fresh_ones():
    embedder = get_embedder()
    text = "tools that turn a blog post into a short narrated video"
    cached = embedder.embed_queries([text, text])
    assert cached[0] is cached[1]  # asked twice in one batch: encoded once
    fresh = embedder.embed([text])[0]
    assert np.allclose(cached[0][embedder.name], fresh, atol=1e-6)


def test_query_vector_is_what_embed_gives_for_both_languages():
    embedder = get_embedder()
    for text in ("remember that I prefer free tools", "무료 도구를 선호해요"):
        assert np.allclose(query_vector(embedder, text), embedder.embed([text])[0], atol=1e-6)


def test_repeated_filters_give_the_same_documents(kb):
    """Filter answers are kept per index state; asking again (or with the value in a list) changes nothing."""
    state = kb.retriever._state
    first = state.mask({"category": "text-to-speech", "owner": ["*", "nobody"]}).copy()
    again = state.mask({"category": "text-to-speech", "owner": ["*", "nobody"]})
    assert first.any() and (first == again).all()
    expected = [d.meta.get("category") == "text-to-speech" and d.meta.get("owner") == "*" for d in state.docs]
    assert first.tolist() == expected
    assert not state.mask({"category": {"an": "unhashable value"}}).any()  # compared, never cached


def test_an_upload_is_parsed_once(tmp_path, monkeypatch):
    """Checked before it is stored, indexed after: one parse, the second read comes from the cache."""
    kb = KnowledgeBase(root=tmp_path / "kb")
    upload = two_pages(tmp_path / "notes.pdf")
    calls = []
    reader = pypdf.PdfReader
    monkeypatch.setattr(pypdf, "PdfReader", lambda path, *a, **kw: calls.append(path) or reader(path, *a, **kw))
    report = kb.add_pdf(upload, user_id="alice")
    assert report.added > 0 and len(calls) == 1


def test_removed_and_forgotten_uploads_leave_no_cached_text(tmp_path):
    kb = KnowledgeBase(root=tmp_path / "kb")
    upload = two_pages(tmp_path / "notes.pdf")
    cached = lambda: sorted(p.name for p in kb.pdf_cache.glob("*.json"))  # noqa: E731
    builtin_only = cached()
    kb.add_pdf(upload, user_id="alice")
    kb.add_pdf(two_pages(tmp_path / "bob.pdf", first=2), user_id="bob")
    assert len(cached()) == len(builtin_only) + 2
    kb.sync()  # the full sync reads every PDF through the cache
    assert len(cached()) == len(builtin_only) + 2

    assert kb.forget_user("alice") == 1
    assert not (kb.upload_dir / "alice").exists()
    assert not [d for d in kb.documents() if d["owner"] == "alice"]
    assert len(cached()) == len(builtin_only) + 1
    assert [d["file"] for d in kb.documents("bob") if d["mine"]] == ["bob.pdf"]

    kb.remove_pdf("bob.pdf", user_id="bob")
    assert cached() == builtin_only
    assert kb.forget_user("carol") == 0  # nothing uploaded: nothing to do, no error


def test_score_cache_is_bounded_by_bytes_and_read_only():
    arrays = lambda v: (np.full(256, v, np.float32),) * 3  # noqa: E731 - 3 KiB an entry
    cache = ScoreCache(budget=10 * 1024)
    for i in range(5):
        cache.put(f"q{i}", arrays(i))
    assert cache.nbytes <= 10 * 1024 and len(cache) == 3
    assert cache.get("q0") is None and cache.get("q4")[0][0] == 4  # least recently used out first
    cache.get("q2")
    cache.put("q5", arrays(5))
    assert cache.get("q2") is not None and cache.get("q3") is None
    with pytest.raises(ValueError):
        cache.get("q5")[0][0] = 1.0  # a caller cannot spoil the next person's scores
    off = ScoreCache(budget=0)
    off.put("q", arrays(1))
    assert len(off) == 0 and off.get("q") is None


def test_cached_scores_give_the_fresh_answer_for_every_filter(kb):
    """The second search of a query reads its scores from the cache; with any filter the hits are those of
    a fresh computation (filters are applied after the cache)."""
    retriever = kb.retriever
    fresh = with_config(retriever, retriever.config)  # same index, a cache of its own
    fresh._state.scores = ScoreCache(budget=0)
    cases = [
        ("AI voice-over in Korean for short videos", None),
        ("AI voice-over in Korean for short videos", {"category": "text-to-speech"}),
        ("AI voice-over in Korean for short videos", {"owner": ["*", "nobody"], "has_free_tier": True}),
        ("짧은 영상에 한국어 AI 더빙", {"owner": ["*"]}),
    ]
    for query, filters in cases:
        first = [h.as_dict() for h in retriever.search(query, k=5, filters=filters)]
        hits = retriever._state.scores.hits
        second = [h.as_dict() for h in retriever.search(query, k=5, filters=filters)]
        assert retriever._state.scores.hits == hits + 1
        assert first == second == [h.as_dict() for h in fresh.search(query, k=5, filters=filters)]


def test_an_index_change_is_never_answered_from_old_scores(tmp_path):
    kb = KnowledgeBase(root=tmp_path / "kb")
    query = "beekeeping hive inspection checklist for spring swarms"
    mine = {"owner": ["*", "alice"]}
    before = [h.source for h in kb.search(query, k=5, filters=mine)]
    assert before == [h.source for h in kb.search(query, k=5, filters=mine)]  # now cached
    lines = ["Beekeeping: hive inspection checklist for spring.", "Check the queen, brood and swarm cells."]
    kb.add_pdf(make_pdf(tmp_path / "alice-hives.pdf", [lines * 4]), user_id="alice")
    after = [h.source for h in kb.search(query, k=5, filters=mine)]
    assert after[0].startswith("alice-hives.pdf")
    kb.remove_pdf("alice-hives.pdf", user_id="alice")
    assert [h.source for h in kb.search(query, k=5, filters=mine)] == before


def test_an_ablation_with_another_prior_k_rebuilds_the_prior(kb):
    """with_config shares the built index; a prior over another number of neighbours is computed anew."""
    from dataclasses import replace

    base = kb.retriever
    same = with_config(base, base.config)
    other = with_config(base, replace(base.config, prior_k=3))
    part = base._state.parts[0]
    assert np.array_equal(same._state.parts[0].prior, part.prior)
    assert not np.array_equal(other._state.parts[0].prior, part.prior)
