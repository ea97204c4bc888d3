"""get_time: the current date and time in a zone, to judge how fresh catalog facts are."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from langchain_core.tools import tool

DEFAULT_ZONE = "Asia/Seoul"


def now_in(zone: str = DEFAULT_ZONE) -> datetime:
    try:
        return datetime.now(ZoneInfo(zone or DEFAULT_ZONE))
    except (ZoneInfoNotFoundError, ValueError):
        return datetime.now(ZoneInfo(DEFAULT_ZONE))


def is_stale(last_verified: str | None, today: date | None = None, max_days: int = 365) -> bool:
    """A catalog fact older than a year gets a 'check the current price' note in the guide."""
    if not last_verified:
        return True
    try:
        verified = date.fromisoformat(last_verified)
    except ValueError:
        return True
    return ((today or now_in().date()) - verified).days > max_days


@tool
def get_time(timezone: str = DEFAULT_ZONE) -> str:
    """Current date and time in an IANA time zone (default Asia/Seoul), e.g. "Europe/Berlin"."""
    try:
        now = datetime.now(ZoneInfo(timezone))
    except (ZoneInfoNotFoundError, ValueError):
        return f"Unknown time zone {timezone!r}; use an IANA name such as Asia/Seoul."
    return now.isoformat(timespec="seconds")
