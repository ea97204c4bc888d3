#!/usr/bin/env bash
# Browser tests (tests/test_ui_browser.py): Debian's Chromium + chromium-driver, CJK and emoji fonts so
# screenshots of Korean pages are readable, and Playwright's Python package (its own browser download
# cannot work here: the tests drive /usr/bin/chromium through executable_path).
set -euo pipefail
cd "$(dirname "$0")/../.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium chromium-driver)
fc-list 2>/dev/null | grep -qi "noto sans cjk" || need+=(fonts-noto-cjk)
fc-list 2>/dev/null | grep -qi "noto color emoji" || need+=(fonts-noto-color-emoji)
if [ "${#need[@]}" -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
/usr/bin/chromium --version 2>/dev/null || true

# Playwright is pinned in requirements-dev.txt, which test.sh installs into .venv. A .venv made before that
# pin gets it here; without a .venv there is nothing to do yet (test.sh creates it).
if [ -x .venv/bin/python ] && ! .venv/bin/python -c "import playwright" 2>/dev/null; then
  .venv/bin/python -m pip install -q --disable-pip-version-check "$(grep -E '^playwright==' requirements-dev.txt)"
fi
