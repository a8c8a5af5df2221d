#!/usr/bin/env bash
# Everything CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run -s typecheck
echo "== lint" && npm run -s lint
echo "== unit" && npm run -s test:unit
echo "== integration" && npm run -s test:integration
echo "== e2e" && npm run -s test:e2e
