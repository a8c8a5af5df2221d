#!/usr/bin/env bash
# Everything CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run -s typecheck
echo "== lint" && npm run -s lint
echo "== unit" && npm run -s test:unit
# `npm run new-resource` in a copy of the checkout: the generated resource typechecks, lints and passes its unit test and e2e smoke.
echo "== new-resource" && bash scripts/new-resource/ci-check.sh
echo "== integration" && npm run -s test:integration
echo "== e2e" && npm run -s test:e2e
