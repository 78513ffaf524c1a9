#!/usr/bin/env bash
# The whole test suite: lint and format, dependency rules, dead code, types, unit and API tests (SQLite and
# PostgreSQL) on this machine's Node and on Node 22 (ADR 0010: why not 24 yet), the production build, the
# OpenAPI document linted, then browser journeys against the build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== lint and format"
npx biome ci .

echo "== dependency rules (the rooms and what each may import: .dependency-cruiser.cjs)"
npx depcruise app server common demo e2e scripts

echo "== types"
npx react-router typegen
npx tsc --noEmit

# after typegen: knip resolves the routes' generated ./+types imports
echo "== dead code and unused dependencies"
npx knip

echo "== unit and API tests"
npx vitest run

echo "== unit and API tests on Node 22"
bash scripts/test-on-node.sh 22.23.3

echo "== build (site bundles and the compiled server)"
npm run build

echo "== OpenAPI contract (Redocly recommended rules, with the pages of the build)"
node --import tsx scripts/lint-openapi.ts

echo "== browser journeys"
npx vitest run --config vitest.e2e.config.ts
