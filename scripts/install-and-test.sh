#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine, then runs them all.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
if [ ! -x /usr/bin/chromium ] && [ -z "${PLAYWRIGHT_CHROMIUM:-}" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  else
    npx playwright install chromium
  fi
fi
npm test
