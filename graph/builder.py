"""The graph (docs/design.md), read top to bottom like its diagram.

START -> llm_router --simple--> guide_generation_node -> reflection_node -> END
             '--complex--> planning_node -[interrupt]-> recommend_tool_node -> guide_generation_node
recommend_tool_node = recommend <-> tool_executor (ToolNode), a subgraph, so that the approval
interrupt fires once before it and not again on every ReAct round.
"""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.prebuilt import ToolNode

from graph import faults  # PLANNER_CRASH_AT=<node>: crash tests only; without it the nodes are unchanged
from graph.context import Context
from graph.nodes.guide import guide_generation_node
from graph.nodes.planning import planning_node
from graph.nodes.recommend import recommend, route_after_recommend
from graph.nodes.reflection import reflection_node
from graph.nodes.router import llm_router, route_after_router
from graph.state import PlannerState
from tools import ALL_TOOLS


def build_recommender():
    react = StateGraph(PlannerState, context_schema=Context)
    react.add_node("recommend", faults.wrap("recommend", recommend))
    react.add_node("tool_executor", faults.wrap("tool_executor", ToolNode(ALL_TOOLS, name="tool_executor")))
    react.add_edge(START, "recommend")
    react.add_conditional_edges("recommend", route_after_recommend, ["tool_executor", END])
    react.add_edge("tool_executor", "recommend")
    return react.compile()


def build_graph(checkpointer=None):
    g = StateGraph(PlannerState, context_schema=Context)
    g.add_node("llm_router", faults.wrap("llm_router", llm_router))
    g.add_node("planning_node", faults.wrap("planning_node", planning_node))
    g.add_node("recommend_tool_node", build_recommender())
    g.add_node("guide_generation_node", faults.wrap("guide_generation_node", guide_generation_node))
    g.add_node("reflection_node", faults.wrap("reflection_node", reflection_node))

    g.add_edge(START, "llm_router")
    g.add_conditional_edges("llm_router", route_after_router, ["planning_node", "guide_generation_node", END])
    g.add_edge("planning_node", "recommend_tool_node")
    g.add_edge("recommend_tool_node", "guide_generation_node")
    g.add_edge("guide_generation_node", "reflection_node")
    g.add_edge("reflection_node", END)
    return g.compile(checkpointer=checkpointer, interrupt_before=["recommend_tool_node"])


# For `langgraph dev` / Studio (langgraph.json), which supplies its own checkpointer.
graph = build_graph()
