"""The tools the recommender can call; tool_executor (a ToolNode) runs exactly these."""

from tools.calculator import calculator
from tools.get_time import get_time
from tools.read_memory import read_memory
from tools.retrieve_docs import retrieve_docs
from tools.web_search import web_search
from tools.write_memory import write_memory

ALL_TOOLS = [retrieve_docs, read_memory, write_memory, calculator, get_time, web_search]

__all__ = ["ALL_TOOLS", "calculator", "get_time", "read_memory", "retrieve_docs", "web_search", "write_memory"]
