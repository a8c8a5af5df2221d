#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine, then runs them all.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
# Debian's chromium for the browser tests, and its nginx (with the brotli_static module) for the
# production recipe's smoke (tests/e2e/nginx.spec.ts), when missing.
packages=()
if [ ! -x /usr/bin/chromium ] && [ -z "${PLAYWRIGHT_CHROMIUM:-}" ]; then packages+=(chromium); fi
if [ ! -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then packages+=(nginx libnginx-mod-http-brotli-static); fi
if [ ${#packages[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
  elif [[ " ${packages[*]} " == *" chromium "* ]]; then
    npx playwright install chromium
  fi
fi
npm test
