"""Long-term memory: the per-user store (real Chroma, real embeddings) and reflection across sessions."""

from __future__ import annotations

import uuid

import pytest

from graph.session import PlannerSession
from memory_store.reflection import preferences_from
from memory_store.store import MAX_MEMORY_CHARS, MemoryRefused, get_memory_store

LOGO_TASK = "Design a brand logo and visual identity"


@pytest.fixture()
def store(kb):
    return get_memory_store()


@pytest.fixture()
def two_users() -> tuple[str, str]:
    tag = uuid.uuid4().hex[:10]
    return f"alice-{tag}", f"bob-{tag}"


def texts(memories) -> list[str]:
    return sorted(m.text for m in memories)


# --- the store ---------------------------------------------------------------------------------------


def test_upsert_list_search_edit_delete_forget(store, user):
    free, op = store.upsert(user, "Prefers free tools only", "preference", "pricing", value="free")
    assert op == "ADD"
    korean, _ = store.upsert(user, "Wants Korean support", "preference", "language", value="ko")
    mac, _ = store.upsert(user, "Works mainly on macos", "constraint", "platform", value="macos")
    assert texts(store.list(user)) == ["Prefers free tools only", "Wants Korean support", "Works mainly on macos"]
    assert {m.user_id for m in store.list(user)} == {user}

    hits = store.search(user, "which tools cost nothing", k=3)
    assert len(hits) == 3 and hits[0].id == free.id
    assert hits[0].score is not None and hits[0].score >= hits[-1].score
    assert store.search(user, "", k=2) and len(store.search(user, "", k=2)) == 2

    edited = store.edit(user, korean.id, "Wants tools that support Korean and English")
    assert edited.id == korean.id and edited.key == "language" and edited.kind == "preference"
    assert "Wants tools that support Korean and English" in texts(store.list(user))
    assert "Wants Korean support" not in texts(store.list(user))

    store.delete(user, mac.id)
    assert mac.id not in {m.id for m in store.list(user)}
    with pytest.raises(MemoryRefused):
        store.delete(user, mac.id)  # already gone

    assert store.forget(user) == 2
    assert store.list(user) == [] and store.search(user, "free") == []


def test_same_key_twice_is_an_update_and_identical_is_none(store, user):
    first, op1 = store.upsert(user, "Prefers free tools only", "preference", "pricing", value="free")
    second, op2 = store.upsert(user, "Paid tools are fine", "preference", "pricing", value="any")
    third, op3 = store.upsert(user, "Paid tools are fine", "preference", "pricing", value="any")
    assert (op1, op2, op3) == ("ADD", "UPDATE", "NONE")
    assert first.id == second.id == third.id
    memories = store.list(user)
    assert len(memories) == 1
    assert memories[0].text == "Paid tools are fine" and memories[0].value == "any"
    assert memories[0].created_at == first.created_at
    # Without a key the text is the key: the same sentence twice is still one memory.
    _, op_a = store.upsert(user, "Likes short videos", "fact")
    _, op_b = store.upsert(user, "likes short videos ", "fact")
    assert op_a == "ADD" and op_b in ("UPDATE", "NONE")
    assert len(store.list(user)) == 2


@pytest.mark.parametrize(
    ("text", "kind", "needle"),
    [
        ("", "fact", "needs some text"),
        ("   \n ", "fact", "needs some text"),
        ("x" * 10_000, "fact", f"{MAX_MEMORY_CHARS}"),
        ("Likes CapCut", "opinion", "kind must be one of"),
    ],
    ids=["empty", "blank", "10k", "bad-kind"],
)
def test_bad_memory_is_refused_and_nothing_is_written(store, user, text, kind, needle):
    with pytest.raises(MemoryRefused, match=needle):
        store.upsert(user, text, kind)
    assert store.list(user) == []


def test_unknown_id_and_bad_user_are_refused(store, user):
    for call in (
        lambda: store.edit(user, "mem-000000000000-0000000000000000", "x"),
        lambda: store.delete(user, "mem-000000000000-0000000000000000"),
    ):
        with pytest.raises(MemoryRefused, match="no memory"):
            call()
    for bad in ("", "../etc", "a b", "u" * 65):
        with pytest.raises(MemoryRefused, match="user id"):
            store.list(bad)


def test_users_never_see_or_touch_each_others_memories(store, two_users):
    alice, bob = two_users
    a_free, _ = store.upsert(alice, "Prefers free tools only", "preference", "pricing", value="free")
    a_fact, _ = store.upsert(alice, "Runs a bakery in Busan", "fact")
    b_paid, _ = store.upsert(bob, "Paid tools are fine", "preference", "pricing", value="any")
    assert a_free.id != b_paid.id  # same key, different users: different memories

    assert texts(store.list(bob)) == ["Paid tools are fine"]
    for query in ("free tools", "bakery in Busan", ""):
        assert {m.user_id for m in store.search(bob, query, k=10)} == {bob}
    for memory in (a_free, a_fact):
        with pytest.raises(MemoryRefused):
            store.edit(bob, memory.id, "Bob was here")
        with pytest.raises(MemoryRefused):
            store.delete(bob, memory.id)
    assert store.delete_key(bob, "text:does-not-exist") is False

    assert store.forget(bob) == 1
    assert store.list(bob) == []
    assert texts(store.list(alice)) == ["Prefers free tools only", "Runs a bakery in Busan"]
    assert store.search(alice, "bakery", k=1)[0].id == a_fact.id


def test_search_with_k_zero(store, user):
    store.upsert(user, "Prefers free tools only", "preference", "pricing", value="free")
    assert store.search(user, "free", k=0) == []


def test_editing_a_memory_changes_what_it_does(store, user):
    memory, _ = store.upsert(user, "Prefers free tools only", "preference", "pricing", value="free")
    store.edit(user, memory.id, "Paid tools are fine")
    prefs = preferences_from([m.as_dict() for m in store.list(user)])
    assert prefs.free_only is False


# --- reflection across sessions ---------------------------------------------------------------------


def run_to_done(session: PlannerSession, task: str, user: str) -> dict:
    plan = session.start(task, user_id=user)
    assert plan["status"] == "awaiting_approval", (plan["status"], plan["errors"])
    done = session.approve(plan["thread_id"])
    assert done["status"] == "done", done
    return done


@pytest.fixture(scope="module")
def free_user(kb) -> tuple[str, dict]:
    """A user who said 'I only want free tools' in a finished run."""
    from graph.session import PlannerSession

    user = f"free-{uuid.uuid4().hex[:10]}"
    done = run_to_done(PlannerSession(brain="offline"), "I only want free tools. Make a podcast", user)
    return user, done


def test_reflection_remembers_the_free_tools_preference(free_user):
    user, done = free_user
    assert done["memories_written"] >= 1
    assert any(op["op"] == "ADD" and op["key"] == "pricing" for op in done["memory_ops"]), done["memory_ops"]
    pricing = [m for m in get_memory_store().list(user) if m.key == "pricing"]
    assert len(pricing) == 1
    assert pricing[0].value == "free" and pricing[0].kind == "preference"
    assert "free" in pricing[0].text.lower()
    assert pricing[0].thread_id == done["thread_id"]
    assert all(r.get("pricing_model") != "paid" for r in done["recommendations"] if r["tool"])


def test_a_later_session_applies_the_memory_and_other_users_are_unaffected(free_user, session):
    user, _ = free_user
    # Control: someone without that memory gets at least one paid tool for this task.
    control = run_to_done(session, LOGO_TASK, f"ctrl-{uuid.uuid4().hex[:10]}")
    assert any(r.get("pricing_model") == "paid" for r in control["recommendations"] if r["tool"]), (
        "pick a task whose default plan includes a paid tool, or this test proves nothing"
    )
    assert "Prefers free tools only" not in control["guide"]

    later = run_to_done(PlannerSession(brain="offline"), LOGO_TASK, user)  # a new session, same user
    named = [r for r in later["recommendations"] if r["tool"]]
    assert len(named) >= len(later["sub_tasks"]) - 1
    assert all(r.get("pricing_model") != "paid" for r in named), [(r["tool"], r.get("pricing_model")) for r in named]
    assert "Prefers free tools only" in later["guide"]
    # The memory was read again, not re-written: the second task said nothing about pricing.
    assert not any(op["key"] == "pricing" and op["op"] != "NONE" for op in later["memory_ops"])


def test_free_only_user_gets_no_trial_only_tools_sold_as_free(free_user):
    """A 7-day trial is not what "I only want free tools" means, and no reason may call it a free plan."""
    _, done = free_user
    named = [r for r in done["recommendations"] if r["tool"]]
    assert named
    for rec in named:
        assert rec.get("pricing_model") in ("free", "freemium", "open-source"), (rec["tool"], rec.get("pricing_model"))
        assert "free plan" in rec["reason"] or "무료" in rec["reason"], rec["reason"]


def test_a_memory_is_stated_in_the_guides_language():
    """A Korean user's remembered "무료 도구만 선호함" was quoted as is into an English guide."""
    from memory_store.reflection import preferences_from

    memories = [
        {"kind": "preference", "key": "pricing", "value": "free", "text": "무료 도구만 선호함"},
        {"kind": "constraint", "key": "budget", "value": "20", "text": "예산: 월 3만원"},
        {"kind": "dislike", "key": "tool:canva", "value": "canva", "text": "Canva 사용을 원하지 않음"},
    ]
    english = preferences_from(memories, "en").applied
    assert english == ["Prefers free tools only", "Budget: about $20 a month", "Does not want Canva"]
    assert preferences_from(memories, "ko").applied[0] == "무료 도구만 선호함"
    assert preferences_from(memories).applied == [m["text"] for m in memories]  # no language: their own words


def test_a_small_budget_is_remembered_as_frugal_not_free_only():
    """'on a small budget' had been remembered as 'free tools only', which then excluded every paid tool."""
    from memory_store.reflection import extract_preferences, preferences_from

    said = extract_preferences("Launch a podcast on a tight budget", "en")
    assert [(e.key, e.value) for e in said] == [("pricing", "low")]
    prefs = preferences_from([vars(e) for e in said], "en")
    assert prefs.low_cost and not prefs.free_only and prefs.applied
    assert [(e.key, e.value) for e in extract_preferences("무료 도구만 써 주세요", "ko")] == [("pricing", "free")]


def test_a_remembered_budget_in_won_is_said_as_the_person_said_it():
    """20,000원 is kept as $14.29 a month; the guide had said it back as "월 약 20,006원"."""
    from memory_store.reflection import preferences_from

    prefs = preferences_from([{"key": "budget", "value": "14.29", "text": "budget"}], "ko")
    assert "20,000원" in " ".join(prefs.applied)
