"""planning_node: split the job into sub-tasks, or re-plan from the person's feedback."""

from __future__ import annotations

from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.brains.base import PlanRequest
from graph.context import Context
from graph.limits import MAX_SUB_TASK_CHARS, MAX_SUB_TASKS
from graph.nodes.common import brain_for, with_notices
from graph.plan_steps import align, derive_step
from graph.reading import reading_line
from graph.state import PlannerState
from graph.understanding import understand
from graph.workflow_ranking import RETRIEVED, rank_workflows
from prompts import phrase
from tools.read_memory import read_memory


def clean_plan(sub_tasks: list[str]) -> list[str]:
    """Trimmed, non-empty, de-duplicated, bounded: a plan a person can review."""
    seen, out = set(), []
    for item in sub_tasks:
        text = " ".join(str(item).split())[:MAX_SUB_TASK_CHARS]
        if text and text.lower() not in seen:
            seen.add(text.lower())
            out.append(text)
    return out[:MAX_SUB_TASKS]


def recall(task: str, config: RunnableConfig) -> list[dict]:
    """Call read_memory as a tool, exactly as the recommender does, and keep its structured result."""
    message = read_memory.invoke(
        {"type": "tool_call", "name": "read_memory", "args": {"query": task}, "id": "plan"}, config
    )
    return list(message.artifact or [])


def planning_node(state: PlannerState, config: RunnableConfig, runtime: Runtime[Context]) -> dict:
    brain, context = brain_for(runtime, state)
    task, language = state["task"], state.get("language", "en")
    feedback = state.get("user_feedback")
    previous = list(state.get("sub_tasks") or [])
    understanding = state.get("understanding") or understand(task, language)
    job = understanding.get("job_text") or task
    memories = recall(task, config)
    kb = context.knowledge_base()
    # without feedback the router's exact query: its scores are cached (knowledge/score_cache.py)
    workflows = rank_workflows(
        kb.search_workflows(f"{job} {feedback}" if feedback else job, k=RETRIEVED), understanding
    )
    parts = understanding.get("clauses") or []
    request = PlanRequest(
        task=task,
        language=language,
        workflows=workflows[:5],
        feedback=feedback,
        previous_plan=previous,
        memories=memories,
        understanding=understanding,
        clause_workflows=[kb.search_workflows(part, k=3) for part in parts[:4]],
        previous_steps=list(state.get("plan_steps") or []),
    )
    planned = brain.plan(request)
    steps = [p if isinstance(p, dict) else derive_step(str(p), language) for p in planned]
    texts = clean_plan([s["text"] for s in steps]) or previous
    steps = align(texts, steps if texts != previous else request.previous_steps, language)
    history = list(state.get("plan_history") or [])
    if feedback and previous:
        history.append(previous)
    used = [w for w in dict.fromkeys(s.get("workflow_id") for s in steps) if w]

    # the job whose template most steps follow names the plan, not the job of its first step (a dance academy's
    # reels and trial-class bookings had read as a real-estate listing's plan, whose booking stage took one ask)
    def followed(w: str) -> tuple[int, int]:
        mine = [s for s in steps if s.get("workflow_id") == w]
        return sum(s.get("origin") == "workflow" for s in mine), len(mine)

    most = max(used, key=followed) if used else None
    if most and followed(most) == (0, 1):
        # one ask said in another job's words (a surf school's lesson bookings as a listing's "방문 예약") follows
        # no job: the plan is the person's own asks, and its reading names none
        most = None
    main = next((wf for wf, _ in workflows if wf["id"] == most), None)
    title = main["title_ko" if language == "ko" else "title"] if main else None
    # a second job the plan follows as far (two of its stages or more: a farm's bookings and its parcel sales) is
    # part of the reading too, in the plan's order
    both = [w for w in used if followed(w)[0] >= 2]
    jobs = {wf["id"]: wf for wf, _ in workflows}
    if title and len(both) == 2 and all(w in jobs for w in both):
        title = " + ".join(jobs[w]["title_ko" if language == "ko" else "title"] for w in both)
    listing = "\n".join(f"{i}. {s}" for i, s in enumerate(texts, 1))
    # the router said its reading before the plan was composed; the plan may lead with another job (a part of the
    # request named it): the sentence the person reads names the job the plan is for
    said = {"assumption": phrase("assumption", language, title=title)} if state.get("assumption") and title else {}
    general = steps and all(s.get("origin") in ("request", "generic", "named") for s in steps)
    if general and not used and not (feedback and previous):
        # the composer's own-asks or general plan (not a model's): the router's reading named a job it does not follow
        said = {"assumption": phrase("assumption_own_words", language)}
    return {
        **with_notices(state, brain),
        **said,
        "sub_tasks": texts,
        "plan_steps": steps,
        "understanding": understanding,
        "reading": reading_line(understanding, title, language),
        "plan_history": history,
        "memories_used": memories,
        "workflow_ids": used,
        "user_feedback": None,
        "status": "awaiting_approval",
        "messages": [AIMessage(content=listing, name="planning_node")],
    }
