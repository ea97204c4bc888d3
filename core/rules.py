"""The rules the stores and the graph must agree on, in the one module all of them may import.

A user id is checked the same way by the memory store, the upload folders of the knowledge base and the
session (a bad id is refused before anything is stored); which pricing models count as "free" is the same for
the free-only rule, the cost line and the guide. Before, the knowledge base imported the memory store for the
first and the graph imported the knowledge service for the second.
"""

from __future__ import annotations

import re

USER_ID = re.compile(r"^[\w.@-]{1,64}$")
FREE_PRICING = ("free", "freemium", "open-source")  # catalog pricing models with a lasting free way in
WON_PER_USD = 1400  # one conversion for the budget check, the remembered budget and the guide's won amounts


class InvalidUserId(ValueError):
    """A user id no store accepts; the message is meant for the person."""


def check_user(user_id: str) -> str:
    """The user id, stripped, or InvalidUserId: 1-64 letters, digits, '.', '_', '@' or '-'."""
    user_id = (user_id or "").strip()
    if not USER_ID.match(user_id):
        raise InvalidUserId("user id must be 1-64 letters, digits, '.', '_', '@' or '-'")
    return user_id
