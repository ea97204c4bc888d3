"""Input limits: how much a person may send in one go (checked in graph/input_checks.py and the nodes)."""

MAX_TASK_CHARS = 4000
MAX_SUB_TASKS = 12
MAX_SUB_TASK_CHARS = 300
MAX_FEEDBACK_CHARS = 2000
