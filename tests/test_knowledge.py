"""The knowledge base: catalog validation, hybrid retrieval, PDF ingestion, incremental sync, Korean text."""

from __future__ import annotations

import copy
import json
import os
import re
from datetime import date
from pathlib import Path

import jsonschema
import pytest
from pypdf import PdfWriter

from knowledge.catalog import (
    CATALOG_DIR,
    SCHEMA_PATH,
    CatalogError,
    find_tool,
    load_catalog,
    load_catalog_files,
    load_categories,
)
from knowledge.pdfs import CHUNK_CHARS, PdfSkipped, read_pdf_chunks
from knowledge.service import BUILTIN_PDF_DIR, KnowledgeBase
from knowledge.text import detect_language, repair_spaced_korean, tokenize
from tools.retrieve_docs import retrieve_docs, search_cards

DEEPSEEK = BUILTIN_PDF_DIR / "DeepSeek_R1.pdf"
HANGUL = re.compile("[\uac00-\ud7a3]")


# --- catalog -----------------------------------------------------------------------------------------


def test_catalog_has_300_entries_and_every_file_validates_against_the_schema():
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    files = sorted(CATALOG_DIR.glob("*.json"))
    assert files
    total = 0
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)
        total += len(data)
    entries = load_catalog()
    assert len(entries) == total >= 300
    assert len({e["id"] for e in entries}) == len(entries)
    assert len({e["name"].lower() for e in entries}) == len(entries)
    categories = load_categories()
    for e in entries:
        assert e["category"] in categories, e["id"]
        assert e["url"].startswith("https://"), e["id"]
        assert date.fromisoformat(e["last_verified"]) <= date.today()
        assert HANGUL.search(e["description_ko"]), e["id"]
        assert e["description"] != e["description_ko"]


def test_find_tool_by_id_and_name_case_insensitively():
    assert find_tool("elevenlabs")["name"] == "ElevenLabs"
    assert find_tool("  ELEVENLABS ")["id"] == "elevenlabs"
    assert find_tool("Adobe Premiere Pro")["category"] == "video-editing"
    assert find_tool("SuperVideoMaker 9000") is None
    assert find_tool("") is None


def _entries(n: int = 2) -> list[dict]:
    return [copy.deepcopy(e) for e in load_catalog()[:n]]


def _write(path: Path, data) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_duplicate_id_across_files_names_the_id(tmp_path):
    first, second = _entries(2)
    second["id"] = first["id"]  # same id, different name
    a = _write(tmp_path / "a.json", [first])
    b = _write(tmp_path / "b.json", [second])
    with pytest.raises(CatalogError) as err:
        load_catalog_files([a, b])
    assert repr(first["id"]) in str(err.value)
    assert "duplicate id" in str(err.value) and "b.json" in str(err.value) and "a.json" in str(err.value)


def test_duplicate_id_in_one_file_names_the_id(tmp_path):
    first, second = _entries(2)
    second["id"] = first["id"]
    path = _write(tmp_path / "one.json", [first, second])
    with pytest.raises(CatalogError, match=re.escape(repr(first["id"]))):
        load_catalog_files([path])


def test_duplicate_name_is_refused(tmp_path):
    first, second = _entries(2)
    second["name"] = first["name"].upper()
    path = _write(tmp_path / "names.json", [first, second])
    with pytest.raises(CatalogError, match="duplicate name"):
        load_catalog_files([path])


def test_malformed_json_is_a_catalog_error(tmp_path):
    path = _write(tmp_path / "broken.json", '[{"id": "x", "name": "X",}')
    with pytest.raises(CatalogError) as err:
        load_catalog_files([path])
    assert "broken.json" in str(err.value) and "not valid JSON" in str(err.value)


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda e: e.pop("url"), "'url' is a required property"),
        (lambda e: e.update(pricing_model="cheap"), "cheap"),
        (lambda e: e.update(id="Bad Id!"), "Bad Id!"),
    ],
    ids=["missing-field", "bad-enum", "bad-id"],
)
def test_schema_violation_names_the_file_and_entry(tmp_path, change, needle):
    entry = _entries(1)[0]
    good_id = entry["id"]
    change(entry)
    path = _write(tmp_path / "invalid.json", [entry])
    with pytest.raises(CatalogError) as err:
        load_catalog_files([path])
    message = str(err.value)
    assert "invalid.json" in message and needle in message
    assert repr(entry.get("id", good_id)) in message


def test_catalog_file_must_be_an_array(tmp_path):
    path = _write(tmp_path / "object.json", {"id": "x"})
    with pytest.raises(CatalogError, match="array"):
        load_catalog_files([path])


# --- retrieval ---------------------------------------------------------------------------------------


def test_korean_voice_over_query_finds_text_to_speech(kb):
    cards = search_cards("AI voice-over in Korean", k=5)
    assert len(cards) == 5
    tts = [c for c in cards if c.get("category") == "text-to-speech"]
    assert tts, cards
    assert cards[0]["category"] == "text-to-speech"
    assert any(c["supports_korean"] for c in tts)


def test_korean_background_removal_query_finds_photo_editing(kb):
    cards = search_cards("배경 제거", k=5)
    assert cards[0]["category"] == "photo-editing", cards[0]
    assert find_tool(cards[0]["tool_id"]) is not None
    assert sum(c.get("category") == "photo-editing" for c in cards) >= 3


@pytest.mark.parametrize(
    ("query", "kwargs", "check"),
    [
        ("AI logo generator", {"free_only": True}, lambda c: c["pricing_model"] != "paid"),
        ("AI logo generator", {"korean": True}, lambda c: c["supports_korean"] is True),
        ("online payments checkout", {"free_only": True}, lambda c: c["pricing_model"] != "paid"),
        ("make a short video", {"category": "text-to-speech"}, lambda c: c["category"] == "text-to-speech"),
    ],
    ids=["free-logo", "korean-logo", "free-payments", "category"],
)
def test_search_filters_are_respected(kb, query, kwargs, check):
    unfiltered = search_cards(query, k=10)
    assert not all(c["kind"] == "tool" and check(c) for c in unfiltered), "the filter must matter for this query"
    filtered = search_cards(query, k=10, **kwargs)
    assert filtered
    assert all(c["kind"] == "tool" and check(c) for c in filtered), filtered


def test_combined_filters(kb):
    cards = search_cards("AI logo generator", category="design", free_only=True, korean=True, k=10)
    assert cards
    for c in cards:
        assert c["category"] == "design" and c["pricing_model"] != "paid" and c["supports_korean"] is True


def test_retrieve_docs_tool_returns_catalog_json_and_fenced_pdf_text(kb):
    message = retrieve_docs.invoke(
        {"type": "tool_call", "name": "retrieve_docs", "args": {"query": "text to speech voice cloning"}, "id": "c1"}
    )
    lines = message.content.splitlines()
    first = json.loads(lines[0])
    assert find_tool(first["tool_id"]) is not None and first["source"] == f"catalog:{first['tool_id']}"
    assert message.artifact and message.artifact[0]["tool_id"] == first["tool_id"]
    pdf = retrieve_docs.invoke(
        {
            "type": "tool_call",
            "name": "retrieve_docs",
            "id": "c2",
            "args": {"query": "DeepSeek-R1 reinforcement learning reasoning", "k": 3},
        }
    )
    assert pdf.content.startswith('<document source="DeepSeek_R1.pdf p.')
    assert pdf.content.count("<document") == pdf.content.count("</document>") >= 1
    assert all(card["kind"] == "pdf" and card["page"] >= 1 for card in pdf.artifact)


def test_second_sync_of_the_unchanged_session_kb_embeds_nothing(kb):
    report = kb.sync()
    assert report.added == report.updated == report.deleted == 0
    assert report.unchanged >= 2 * len(load_catalog())
    assert report.warnings == []


# --- PDFs --------------------------------------------------------------------------------------------


def test_builtin_pdf_gives_page_numbered_chunks():
    chunks = read_pdf_chunks(DEEPSEEK)
    assert {c.page for c in chunks} == set(range(1, 23))
    assert all(c.source == "DeepSeek_R1.pdf" for c in chunks)
    assert all(0 < len(c.text) <= CHUNK_CHARS for c in chunks)
    assert len({c.chunk_id for c in chunks}) == len(chunks)
    assert "DeepSeek-R1" in chunks[0].text and chunks[0].page == 1


def make_bad_pdfs(folder: Path) -> dict[str, str]:
    """Broken files of every kind the issue names; returns file name -> the reason the message must give."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "corrupt.pdf").write_bytes(os.urandom(4096))
    (folder / "empty.pdf").write_bytes(b"")
    blank = PdfWriter()
    blank.add_blank_page(width=612, height=792)
    blank.write(str(folder / "blank.pdf"))
    locked = PdfWriter()
    locked.append(str(DEEPSEEK), pages=(0, 1))
    locked.encrypt(user_password="secret", owner_password="owner")
    locked.write(str(folder / "locked.pdf"))
    return {
        "corrupt.pdf": "not a readable PDF",
        "empty.pdf": "not a readable PDF",
        "blank.pdf": "no extractable text",
        "locked.pdf": "encrypted",
    }


def test_bad_pdfs_raise_pdf_skipped_with_a_clear_reason(tmp_path):
    for name, reason in make_bad_pdfs(tmp_path).items():
        with pytest.raises(PdfSkipped) as err:
            read_pdf_chunks(tmp_path / name)
        assert str(err.value).startswith(f"{name}: ")
        assert reason in str(err.value), str(err.value)


@pytest.fixture(scope="module")
def fresh_kb(tmp_path_factory):
    """A knowledge base in its own directory, with broken uploads already there when it is first built."""
    root = tmp_path_factory.mktemp("fresh-kb")
    bad = make_bad_pdfs(root / "uploads")
    return KnowledgeBase(root=root), bad


def test_kb_with_bad_uploads_indexes_the_good_ones_and_warns(fresh_kb):
    kb, bad = fresh_kb
    assert len(kb.warnings) == len(bad)
    for name, reason in bad.items():
        assert any(w.startswith(f"{name}: ") and reason in w for w in kb.warnings), kb.warnings
    assert kb.last_sync.warnings == kb.warnings
    assert kb.last_sync.added > 2 * len(load_catalog())  # tools (en + ko), workflows and PDF chunks
    docs = {d["file"]: d for d in kb.documents()}
    assert docs["DeepSeek_R1.pdf"]["chunks"] == len(read_pdf_chunks(DEEPSEEK))
    assert all(docs[name]["chunks"] == 0 for name in bad)
    hits = kb.search("DeepSeek-R1 reinforcement learning without supervised fine-tuning", k=5)
    assert any(h.kind == "pdf" and h.meta["file"] == "DeepSeek_R1.pdf" for h in hits)
    assert kb.search("AI voice-over narration", k=3)[0].meta["category"] == "text-to-speech"


def test_kb_sync_is_incremental(fresh_kb, tmp_path):
    kb, bad = fresh_kb
    again = kb.sync()
    assert again.added == again.updated == again.deleted == 0
    assert len(again.warnings) == len(bad)

    extract = tmp_path / "r1_intro.pdf"
    writer = PdfWriter()
    writer.append(str(DEEPSEEK), pages=(0, 2))
    writer.write(str(extract))
    expected = len(read_pdf_chunks(extract))
    added = kb.add_pdf(extract)
    assert (added.added, added.updated, added.deleted) == (expected, 0, 0)
    assert {d["file"]: d["chunks"] for d in kb.documents()}["r1_intro.pdf"] == expected
    hits = kb.search("DeepSeek-R1-Zero large-scale reinforcement learning", k=10)
    assert any(h.kind == "pdf" and h.meta["file"] == "r1_intro.pdf" for h in hits)

    with pytest.raises(PdfSkipped, match="no extractable text"):  # a bad upload is refused before it is copied
        kb.add_pdf(kb.upload_dir / "blank.pdf", name="blank-again.pdf")
    assert not (kb.upload_dir / "blank-again.pdf").exists()

    removed = kb.remove_pdf("r1_intro.pdf")
    assert (removed.added, removed.updated, removed.deleted) == (0, 0, expected)
    assert "r1_intro.pdf" not in {d["file"] for d in kb.documents()}
    assert kb.sync().deleted == 0


# --- Korean text -------------------------------------------------------------------------------------


def test_repair_spaced_korean_joins_syllables_and_keeps_word_breaks():
    assert repair_spaced_korean("유 튜 브  쇼 츠  영 상") == "유튜브 쇼츠 영상"
    assert repair_spaced_korean("유 튜 브  쇼 츠  영 상  만 들 기  가 이 드") == "유튜브 쇼츠 영상 만들기 가이드"
    # Without wider gaps at word breaks, Kiwi's spacing puts the breaks back.
    single = repair_spaced_korean("유 튜 브 쇼 츠 영 상 을 만 들 어 보 자")
    assert "유튜브" in single and "만들어" in single
    assert not re.search(r"(?:^|\s)[\uac00-\ud7a3](?:\s[\uac00-\ud7a3]){2,}(?:\s|$)", single), single
    # Normal text is left alone.
    for text in ("유튜브 쇼츠 영상을 만들고 싶어", "Make a YouTube Shorts video", "AI 영상 편집 도구"):
        assert repair_spaced_korean(text) == text


def test_tokenize_splits_korean_particles_and_english_words():
    tokens = tokenize("영상을 만들고")
    assert "영상" in tokens
    assert "을" not in tokens and "영상을" not in tokens
    assert "편집" in tokenize("영상으로 편집하기")
    english = tokenize("Make a YouTube video")
    assert "video" in english and "make" not in english and "a" not in english
    assert "the" not in tokenize("the best video editor")


def test_detect_language():
    assert detect_language("유튜브 쇼츠 영상을 AI로 만들고 싶어") == "ko"
    assert detect_language("Make a YouTube Shorts video with AI") == "en"
    assert detect_language("") == "en"
