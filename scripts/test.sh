#!/usr/bin/env bash
# The whole test suite: lint and format, dependency rules, dead code, types, unit and API tests (SQLite and
# PostgreSQL), the production build, the OpenAPI document linted, then browser journeys against the build.
# Everything runs on the project's own Node 24 (the npm package `node` puts it first on the PATH of npm
# scripts and npx: docs/decisions/0026-node-24-and-node-sqlite.md), whatever Node the machine has.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node first, also when this script is run with bash rather than through `npm test`.
export PATH="$PWD/node_modules/.bin:$PATH"

bash scripts/ensure-debian-packages.sh

echo "== lint and format"
npx biome ci .

echo "== dependency rules (the rooms and what each may import: .dependency-cruiser.cjs)"
npx depcruise app server common demo e2e scripts

echo "== types"
npx react-router typegen
npx tsc --noEmit
# the service workers have a worker's global scope, not a page's (app/service-workers/tsconfig.json)
npx tsc --noEmit -p app/service-workers

# after typegen: knip resolves the routes' generated ./+types imports
echo "== dead code and unused dependencies"
npx knip

echo "== unit and API tests on Node $(node --version) (time zone data $(node -p process.versions.tz))"
npx vitest run

echo "== tests that measure the server's latency, one file at a time (vitest.alone.config.ts)"
npx vitest run --config vitest.alone.config.ts

echo "== build (site bundles and the compiled server)"
npm run build

echo "== OpenAPI contract (Redocly recommended rules, with the pages of the build)"
node --import tsx scripts/lint-openapi.ts

echo "== browser journeys"
npx vitest run --config vitest.e2e.config.ts
