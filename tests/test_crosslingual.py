"""Korean queries against English-only documents (knowledge.crosslingual), with the real encoder and retriever."""

from __future__ import annotations

import numpy as np
import pytest

from knowledge import crosslingual
from knowledge.eval import build_index
from knowledge.retriever import WORKFLOW_FUSION, with_config

TOOLS = [
    {"name": "WeatherTool", "description": "Weather forecasts: rain, temperature and wind for any city."},
    {"name": "RecipeFinder", "description": "Cooking recipes with ingredients and step-by-step instructions."},
    {"name": "FlightBooker", "description": "Search and book airline flights and plane tickets between airports."},
    {"name": "StockWatch", "description": "Live stock prices, market charts and investing portfolio alerts."},
    {"name": "ResumeHelper", "description": "Polish your resume and cover letter for job applications."},
    {"name": "MusicMix", "description": "Playlists of songs by mood, genre and artist."},
]


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    return build_index(TOOLS, tmp_path_factory.mktemp("xl") / "chroma")


def _expand(retriever, query):
    state = retriever._state
    return crosslingual.expand(
        query, retriever.collection.embedder, state.bm25, state.signature, retriever.collection.cache_dir
    )


@pytest.mark.parametrize(
    ("query", "gold", "word"),
    [
        ("내일 서울 날씨 어때? 비 오는지 알려줘", "WeatherTool", "weather"),
        ("파리에서 로마로 가는 항공권 예약해 줘", "FlightBooker", "flights"),
        ("오늘 주식 시세 확인하고 싶어", "StockWatch", "stock"),
    ],
)
def test_korean_query_finds_english_only_tool_through_translated_words(retriever, query, gold, word):
    expansion = _expand(retriever, query)
    assert expansion is not None
    assert word in dict(expansion.terms)  # the Korean word was translated into the documents' English word
    hits = retriever.search(query, k=3)
    assert hits[0].ref == gold
    assert hits[0].lexical > 0  # BM25 matched through the translation: no Korean token is in the index


def test_english_queries_are_not_expanded_and_score_exactly_as_before(retriever, monkeypatch):
    query = "book a plane ticket to Rome"
    assert _expand(retriever, query) is None
    with_expander = [(h.ref, h.score, h.lexical) for h in retriever.search(query, k=6)]
    monkeypatch.setattr(crosslingual, "expand", lambda *a, **k: None)  # as if there were no expansion at all
    assert [(h.ref, h.score, h.lexical) for h in retriever.search(query, k=6)] == with_expander


@pytest.mark.parametrize("query", ["", "   ", "ㅋㅋㅋㅋ", "은는이가를", "?!… ~~", "하고 있는 것 좀", "ㅁㄴㅇㄹ 뷁뷁"])
def test_empty_or_garbage_korean_input_does_not_crash(retriever, query):
    hits = retriever.search(query, k=3)
    assert isinstance(hits, list)
    if not query.strip():
        assert hits == []
    for h in hits:
        assert np.isfinite(h.score)


def test_particles_and_light_verbs_alone_give_no_expansion(retriever):
    assert _expand(retriever, "하고 있는 것 좀") is None


def test_workflow_fusion_is_never_expanded(retriever, monkeypatch):
    legacy = with_config(retriever, WORKFLOW_FUSION)
    monkeypatch.setattr(crosslingual, "expand", lambda *a, **k: pytest.fail("expanded under the legacy fusion"))
    assert legacy.search("내일 날씨 알려줘", k=2)


def test_expansion_failure_falls_back_to_the_plain_search(retriever, monkeypatch):
    def boom(*a, **k):
        raise RuntimeError("broken")

    monkeypatch.setattr(crosslingual, "expand", boom)
    assert retriever.search("내일 날씨 알려줘", k=2)


def test_translate_ranks_the_translation_first_and_drops_unrelated_words(retriever):
    encoder = crosslingual.word_encoder(retriever.collection.embedder)
    words = ["weather", "recipe", "flight", "stock", "resume"]
    matrix = crosslingual.WordVectors(encoder).get(words)
    table = crosslingual.translate(["날씨", "요리", "주식"], words, matrix, encoder)
    assert table["날씨"][0][0] == "weather"
    assert table["요리"][0][0] == "recipe"
    assert table["주식"][0][0] == "stock"
    assert all(w != "resume" for cands in table.values() for w, _ in cands)


def test_word_vectors_are_kept_in_the_cache_directory_and_read_back(retriever, tmp_path):
    _expand(retriever, "내일 날씨 알려줘")
    encoder = crosslingual.word_encoder(retriever.collection.embedder)
    path = retriever.collection.cache_dir / f"word-vectors-{encoder.name}.npz"
    assert path.is_file()

    class NoEncoder:
        name, dim = encoder.name, encoder.dim

        def embed(self, texts):
            raise AssertionError(f"re-encoded {texts}")

    stored = crosslingual.WordVectors(NoEncoder(), path).get(["weather", "flights"])
    assert np.allclose(stored, encoder.embed(["weather", "flights"]), atol=1e-5)


def test_damaged_word_vector_file_only_costs_speed(retriever, tmp_path):
    encoder = crosslingual.word_encoder(retriever.collection.embedder)
    path = tmp_path / "word-vectors.npz"
    path.write_bytes(b"not an npz file")
    vecs = crosslingual.WordVectors(encoder, path).get(["weather"], persist=True)
    assert vecs.shape == (1, encoder.dim)
    assert crosslingual.WordVectors(encoder, path).get(["weather"]).shape == (1, encoder.dim)


def test_no_expansion_without_a_multilingual_encoder():
    class EnglishOnly:
        name, dim = "all-MiniLM-L6-v2", 384

    assert crosslingual.word_encoder(EnglishOnly()) is None
    assert crosslingual.expand("내일 날씨 알려줘", EnglishOnly(), object()) is None


def test_query_word_vectors_in_memory_are_bounded(retriever, monkeypatch):
    """Morphemes of Korean queries are kept in memory only up to MAX_QUERY_WORDS; past it the cache starts
    over and every vector asked for is still returned, equal to a fresh encoding."""
    encoder = crosslingual.word_encoder(retriever.collection.embedder)
    monkeypatch.setattr(crosslingual, "MAX_QUERY_WORDS", 3)
    words = crosslingual.WordVectors(encoder, None)
    words.get(["날씨", "예약"])
    got = words.get(["예약", "영상", "음악"])  # 2 kept + 2 new > 3: starts over, "예약" included
    assert len(words._vecs) == 3
    assert np.allclose(got, encoder.embed(["예약", "영상", "음악"]), atol=1e-5)
