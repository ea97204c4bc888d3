#!/usr/bin/env bash
# Install (once) and start the app on http://127.0.0.1:7860 (offline brain unless OPENAI_API_KEY is set).
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then "$PY" -m venv .venv; fi
if [ ! -f .venv/.installed ] || [ requirements.txt -nt .venv/.installed ]; then
  .venv/bin/pip install -q --disable-pip-version-check -r requirements.txt
  touch .venv/.installed
fi
exec .venv/bin/python app.py "$@"
