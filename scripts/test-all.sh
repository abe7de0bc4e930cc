#!/usr/bin/env bash
# Every test of the project: the type check, the linter (Biome) and the dependency rules (dependency-cruiser),
# unit + component + API on SQLite, the API suite again on a throwaway PostgreSQL (when the server binaries are
# on the machine), then end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck (web app, server, tests: api, contract, e2e, types; scripts)"
npm run --silent typecheck
echo "== lint (Biome: formatting and lint rules, biome.json)"
npm run --silent lint
echo "== dependency rules (dependency-cruiser, .dependency-cruiser.cjs)"
npm run --silent lint:deps
echo "== jest: web + api (SQLite)"
# --forceExit: the jest main process keeps esbuild transform services (children of @umijs/max/test) alive
# after a full run and would otherwise hang CI; every suite closes its own servers and databases.
npx jest --ci --forceExit
if command -v initdb >/dev/null 2>&1 || [ -x /usr/lib/postgresql/15/bin/initdb ]; then
  echo "== jest: api on PostgreSQL"
  eval "$(bash scripts/pg-throwaway.sh start)"
  trap 'bash scripts/pg-throwaway.sh stop' EXIT
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npx jest --ci --forceExit --selectProjects api
else
  echo "== PostgreSQL server binaries not found: skipping the PostgreSQL run (install package postgresql)"
fi
echo "== end-to-end (Chromium)"
npm run --silent test:e2e
