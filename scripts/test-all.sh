#!/usr/bin/env bash
# Every test of the project: the type check, the linter (Biome) and the dependency rules (dependency-cruiser),
# unit + component + API on SQLite, the API suite again on a throwaway PostgreSQL (when the server binaries are
# on the machine) with the shared-counter tests on a throwaway Redis (when redis-server is installed), then
# end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Throwaway servers this run started, stopped however it ends.
cleanup=()
# Each stage's banner says when it starts (seconds since the run began), so a slow run shows where its time went.
started=$SECONDS
stage() { echo "== [$((SECONDS - started)) s] $*"; }
trap 'for c in "${cleanup[@]}"; do $c; done; echo "== [$((SECONDS - started)) s] end"' EXIT
stage "machine speed: $(node scripts/machine-speed.cjs) for a fixed workload (scripts/machine-speed.cjs: about 1,310 ms on the machine of 2026-11-29 whose clean-clone run took 1,964 s; docs/test-run-time.md)"
stage "typecheck (three programs, two at a time, TypeScript 7: web app with contract tests, mock and bench scripts; server with its tests; e2e)"
npm run --silent typecheck
stage "lint (Biome: formatting and lint rules, biome.json)"
npm run --silent lint
stage "dependency rules (dependency-cruiser, .dependency-cruiser.cjs)"
npm run --silent lint:deps
stage "jest: web, web-unit, node, api, http (SQLite)"
# A larger young generation: the jest workers allocate heavily (jsdom, antd, module registries per file), and V8's
# scavenges at the default size cost about 9 % of the web project's CPU (333 -> 306 s user, 182 -> 166 s wall here).
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=64"
npx jest --ci
# The e2e stage's web build runs beside the PostgreSQL pass, which leaves part of the machine idle (about 13 %): the e2e stage then starts with the build done.
# In a process group of its own (setsid), so a run that stops early stops the whole build too.
setsid bash scripts/e2e-build.sh &
e2e_build=$!
stop_e2e_build() { kill -- "-$e2e_build" 2>/dev/null || true; }
cleanup+=(stop_e2e_build)
# The Redis-shared counters and stream (tests/api/redisShared.test.ts, tests/api/redisStream.test.ts) run on a
# throwaway Redis inside the PostgreSQL pass (several processes over PostgreSQL and Redis is how the console scales
# out, docs/server.md), or on SQLite when PostgreSQL is missing: one jest start fewer. Without TEST_REDIS_URL they skip.
redis_url=""
if command -v redis-server >/dev/null 2>&1; then
  eval "$(bash scripts/redis-throwaway.sh start)"
  cleanup+=('bash scripts/redis-throwaway.sh stop')
  redis_url="$TEST_REDIS_URL"
else
  stage "redis-server not found: skipping the shared-counter tests (install package redis-server)"
fi
if command -v initdb >/dev/null 2>&1 || [ -x /usr/lib/postgresql/15/bin/initdb ]; then
  stage "jest: api on PostgreSQL (the project whose behaviour depends on the database; web, node and http do not)${redis_url:+, with the Redis-shared counters and stream}"
  eval "$(bash scripts/pg-throwaway.sh start)"
  cleanup+=('bash scripts/pg-throwaway.sh stop')
  TEST_DATABASE_URL="$TEST_DATABASE_URL" TEST_REDIS_URL="$redis_url" npx jest --ci --selectProjects api
else
  stage "PostgreSQL server binaries not found: skipping the PostgreSQL run (install package postgresql)"
  if [ -n "$redis_url" ]; then
    stage "jest: the Redis-shared counters and stream on SQLite"
    TEST_REDIS_URL="$redis_url" npx jest --ci tests/api/redis --selectProjects api
  fi
fi
stage "end-to-end (Chromium)"
wait "$e2e_build" || { echo "the web build for the end-to-end tests failed" >&2; exit 1; }
E2E_BUILT=1 npm run --silent test:e2e
