"""Cautions for the kinds of data a plan handles, whatever its job (knowledge/data_cautions.json), fast.

Requests here are written for these tests."""

from __future__ import annotations

from graph.nodes.guide import job_cautions


def test_a_list_of_people_gets_the_personal_data_caution_in_the_requests_language():
    ko = job_cautions([], "ko", "동창회 회비 명단이랑 연락처 정리하기")
    assert len(ko) == 1 and "개인정보" in ko[0]
    en = job_cautions([], "en", "Keep our donor list and their home addresses in one sheet")
    assert len(en) == 1 and "personal data" in en[0]


def test_a_job_that_already_warns_about_personal_data_is_not_warned_twice():
    out = job_cautions(["employer-hiring"], "en", "Screen the applicants for the cashier job")
    assert len(out) == 1 and "personal data" in out[0]


def test_work_with_no_peoples_data_gets_no_data_caution():
    assert job_cautions([], "en", "Make a short video about my garden, be patient with the edit") == []


def test_patient_privacy_said_in_the_singular_gets_the_caution():
    # "anything that breaks patient privacy" had no caution: only "patients" was a data word
    en = job_cautions([], "en", "Post plain-language medication tips without breaking patient privacy")
    assert len(en) == 1 and "personal data" in en[0]
    assert len(job_cautions([], "ko", "환자 정보가 들어가지 않게 확인하기")) == 1
