"""UI helpers for app.py: texts (ko/en), rendering of session results, and the event handlers.

Nothing here imports the graph, the knowledge base or the memory store at import time: the page must come
up before those heavy imports (they load on first use, or in the background warm-up after launch).
"""
