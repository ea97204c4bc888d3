"""A short hash of code and package versions, for keys of caches that hold derived data.

A cache of tokens or parsed PDF text is only right for the code that produced it. Putting this hash in the
key makes an edit of that code, or an upgrade of the package it relies on, leave old entries unreachable
instead of wrong.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path


@lru_cache(maxsize=8)
def code_fingerprint(files: tuple[str, ...], packages: tuple[str, ...] = ()) -> str:
    digest = hashlib.sha256()
    for file in files:
        digest.update(Path(file).read_bytes())
    for package in packages:
        try:
            digest.update(f"{package}=={version(package)}".encode())
        except PackageNotFoundError:  # e.g. Kiwi missing: the fallback is a different producer too
            digest.update(f"{package} missing".encode())
    return digest.hexdigest()[:16]
