#!/usr/bin/env bash
# CI's check of the generator (README "Add a resource by writing one descriptor"): in a copy of
# this checkout (its files, tracked and new, without node_modules, which is linked), run
# `npm run new-resource` for a sample resource, then that copy's typecheck, eslint on what the
# generator wrote and changed, the generated unit test and the generated e2e smoke, with no hand
# edit. Two more samples in other dialects (other sort, date and answer shapes) go through the
# typecheck, eslint and their unit tests too; the e2e smoke runs for the first one only.
#
#   bash scripts/new-resource/ci-check.sh            # NEW_RESOURCE_E2E_PORT (default 4183), KEEP=1 keeps the copy
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
PORT=${NEW_RESOURCE_E2E_PORT:-4183}
COPY=$(mktemp -d "${TMPDIR:-/tmp}/new-resource-ci.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "the copy stays in $COPY"; else trap 'rm -rf "$COPY"' EXIT; fi

started=$SECONDS
step() { echo "-- $1 ($((SECONDS - started)) s)"; }

step "copy the checkout into $COPY"
git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' f; do if [ -e "$f" ]; then printf '%s\0' "$f"; fi; done \
  | tar --null -T - -cf - | tar -xf - -C "$COPY"
ln -s "$REPO/node_modules" "$COPY/node_modules"

# name, then the arguments; the first is the README's example in the feedback dialect.
SAMPLES=(
  "questions --service feedback --path /feedback/api/v1/questions/merchants --dialect feedback --icon CommentOutlined --ru Вопросы/Вопрос --kz Сұрақтар/Сұрақ --en Questions/Question"
  "payout-notes --service accounter --path /accounter/api/v1/payout-notes"
  "shop-badges --service merchant-profile --path /merchant-profile/api/v1/profile/shop-badges"
)
names=()
for sample in "${SAMPLES[@]}"; do
  read -r -a args <<<"$sample"
  step "npm run new-resource -- ${args[*]} --out <copy>"
  node_modules/.bin/tsx scripts/new-resource.ts "${args[@]}" --out "$COPY"
  names+=("${args[0]}")
done

cd "$COPY"
generated=(resources/index.ts sandbox/modules/index.ts src/controls/menu-icons.tsx)
tests=()
for name in "${names[@]}"; do
  generated+=("resources/$name" "sandbox/modules/$name.ts" "tests/e2e/$name.spec.ts")
  tests+=("resources/$name/$name.test.tsx")
done

step "typecheck the copy"
node_modules/.bin/tsc --noEmit -p tsconfig.json
step "eslint ${generated[*]}"
node_modules/.bin/eslint --max-warnings 0 "${generated[@]}"
step "unit: ${tests[*]}"
node_modules/.bin/vitest run --project 'unit*' "${tests[@]}"
step "e2e: tests/e2e/${names[0]}.spec.ts on port $PORT (builds the copy)"
E2E_PORT=$PORT E2E_WORKERS=1 node_modules/.bin/playwright test "tests/e2e/${names[0]}.spec.ts" --project=chromium
step "done"
