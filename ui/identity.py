"""Who is asking: the identity every memory, upload and thread belongs to, taken from the session only.

No public endpoint takes a user id. In order of preference:
- Hugging Face sign-in on a Space (`gr.LoginButton`; the profile Gradio hands to the page-load handler):
  `hf-<username>`;
- the app's own login (`PLANNER_AUTH`, Gradio's `auth`): `auth-<username>` from the request;
- otherwise a secret of 256 random bits kept in this browser's BrowserState (encrypted by Gradio with a key
  kept in the data directory, so it survives a restart) and never shown: `b-<first 128 bits of its SHA-256>`.
  Anyone who can read that browser's storage is that person; nobody else can guess it.
- A client without a page (gradio_client, curl) gets a fresh identity for its session (`s-` + 128 random
  bits), kept in server-side session state: it sees only what that session made.
The identity lives in a `gr.State` (server-side, per session), so a caller cannot send one.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets

from settings import data_dir, env

_SECRET_RE = re.compile(r"^[0-9a-f]{64}$")
_NAME_RE = re.compile(r"[^\w.@-]")


def new_secret() -> str:
    return secrets.token_hex(32)


def from_secret(secret: str) -> str | None:
    """The identity a browser secret stands for (None when it is not one of ours)."""
    if not isinstance(secret, str) or not _SECRET_RE.match(secret):
        return None
    return "b-" + hashlib.sha256(secret.encode()).hexdigest()[:32]


def _named(prefix: str, name: str) -> str:
    return f"{prefix}-{_NAME_RE.sub('_', name)[:56]}"


def on_page_load(secret: str, username: str | None, hf_username: str | None) -> tuple[str, str]:
    """(identity, the browser secret to keep) for a page that has just loaded."""
    if not from_secret(secret):
        secret = new_secret()
    if hf_username:
        return _named("hf", hf_username), secret
    if username:
        return _named("auth", username), secret
    return from_secret(secret) or "", secret


def current(state: str, username: str | None) -> str:
    """The identity of a call: the login's when there is one, else the session's, else a new session's."""
    if username:
        return _named("auth", username)
    if isinstance(state, str) and re.match(r"^(b|s|hf)-[\w.@-]{1,60}$", state):
        return state
    return "s-" + secrets.token_hex(16)


def browser_state_key() -> str:
    """The key Gradio encrypts BrowserState with: made once and kept under the data directory (a new key per
    start would make every browser a stranger after a restart)."""
    path = data_dir() / "secrets" / "browser-state.key"
    if path.exists():
        return path.read_text(encoding="utf-8").strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(key)
    return key


def auth_pairs() -> list[tuple[str, str]] | None:
    """PLANNER_AUTH="name:password,name2:password2" -> Gradio's `auth` list (None: no login)."""
    text = (env("PLANNER_AUTH") or "").strip()
    if not text:
        return None
    pairs = []
    for item in text.split(","):
        name, _, password = item.strip().partition(":")
        if name and password:
            pairs.append((name, password))
    return pairs or None


def hf_sign_in() -> bool:
    """Whether to offer Hugging Face sign-in: on a Space whose README enables `hf_oauth`."""
    return bool(env("SPACE_ID")) and bool(env("OAUTH_CLIENT_ID"))
