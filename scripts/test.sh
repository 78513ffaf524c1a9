#!/usr/bin/env bash
# The whole test suite: lint and format, types, unit and API tests (SQLite and PostgreSQL), the production
# build, then browser journeys against it.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== lint and format"
npx biome ci .

echo "== types"
npx react-router typegen
npx tsc --noEmit

echo "== unit and API tests"
npx vitest run

echo "== build"
npx react-router build

echo "== browser journeys"
npx vitest run --config vitest.e2e.config.ts
