"""The workflow knowledge files: schema, known categories, unique ids, both languages, every kind reachable."""

import json

import pytest

from knowledge.catalog import (
    KNOWLEDGE_DIR,
    CatalogError,
    load_catalog,
    load_categories,
    load_workflow_files,
    load_workflows,
)
from knowledge.text import HANGUL


def test_at_least_150_jobs_and_every_catalog_category_is_reachable():
    jobs = load_workflows()
    assert len(jobs) >= 150
    used = {stage["category"] for job in jobs for stage in job["stages"]}
    assert used == set(load_categories())
    assert {e["category"] for e in load_catalog()} <= used


def test_every_job_speaks_both_languages():
    for job in load_workflows():
        assert any(HANGUL.search(k) for k in job["keywords_ko"]) and HANGUL.search(job["title_ko"]), job["id"]
        for stage in job["stages"]:
            assert HANGUL.search(stage["ko"]) and not HANGUL.search(stage["en"]), (job["id"], stage["id"])


def test_two_sided_jobs_exist_for_both_sides():
    roles = {job.get("role") for job in load_workflows()}
    for side, other in (
        ("teacher", "student"),
        ("employer", "job-seeker"),
        ("landlord", "tenant"),
        ("freelancer", "client"),
    ):
        assert side in roles and other in roles


def test_a_duplicate_job_id_or_unknown_category_is_refused(tmp_path):
    job = json.loads((KNOWLEDGE_DIR / "workflows" / "core.json").read_text(encoding="utf-8"))[0]
    (tmp_path / "a.json").write_text(json.dumps([job]), encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps([job]), encoding="utf-8")
    with pytest.raises(CatalogError, match="duplicate workflow id"):
        load_workflow_files([tmp_path / "a.json", tmp_path / "b.json"])
    bad = {**job, "stages": [{**job["stages"][0], "category": "teleportation"}] + job["stages"][1:]}
    (tmp_path / "c.json").write_text(json.dumps([bad]), encoding="utf-8")
    with pytest.raises(CatalogError):
        load_workflow_files([tmp_path / "c.json"])


def test_a_parents_milestone_party_and_missed_bills_are_jobs_of_their_own(session, user):
    # "엄마 칠순 잔치" had read "엄마" as a parent's job: a homework-tutoring plan; missed bills had been a question
    party = session.start("엄마 칠순 잔치 준비 좀 도와줘", user_id=user)
    kinds = [s["category"] for s in party["plan"]]
    assert "learning" not in kinds and {"design", "forms-surveys", "video-editing"} <= set(kinds), party["plan"]
    bills = session.start("I keep forgetting to pay my phone and card bills on time", user_id=user)
    assert bills["status"] == "awaiting_approval"
    assert {"spreadsheet", "scheduling"} <= {s["category"] for s in bills["plan"]}, bills["plan"]
