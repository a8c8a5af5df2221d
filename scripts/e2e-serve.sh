#!/usr/bin/env bash
# The e2e servers (playwright.config.ts): one production build, then one `vite preview` with the
# sandbox mounted for each Playwright worker, on ports PORT, PORT+1, … with a state file each
# (reset first): workers never share a sandbox, so specs run two at a time without meeting.
# Each server is up before the next starts, so the last one's health (what Playwright waits for)
# means all are.
set -euo pipefail
port=$1 workers=$2 out=$3
bin=node_modules/.bin
"$bin/vite" build --outDir "$out" --emptyOutDir --logLevel warn
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
for ((i = 0; i < workers; i++)); do
  p=$((port + i))
  export SANDBOX_STATE_FILE=.sandbox-state/e2e-$p.json
  "$bin/tsx" sandbox/main.ts --reset
  "$bin/vite" preview --outDir "$out" --host 127.0.0.1 --port "$p" --strictPort &
  pids+=($!)
  until node -e "fetch('http://127.0.0.1:$p/__sandbox/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; do sleep 0.5; done
done
wait -n
