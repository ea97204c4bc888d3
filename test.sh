#!/usr/bin/env bash
# Install (once) the app and test dependencies, lint, and run the whole test suite (--fast: the fast tier only).
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then "$PY" -m venv .venv; fi
if [ ! -f .venv/.installed-dev ] || [ requirements.txt -nt .venv/.installed-dev ] || [ requirements-dev.txt -nt .venv/.installed-dev ]; then
  .venv/bin/pip install -q --disable-pip-version-check -r requirements-dev.txt
  touch .venv/.installed-dev
fi
.venv/bin/ruff check .
.venv/bin/ruff format --check .
if [ "${1:-}" = "--fast" ]; then
  shift
  exec .venv/bin/python -m pytest -q -m "not slow" "$@"
fi
exec .venv/bin/python -m pytest -q "$@"
