#!/usr/bin/env bash
# The web app as the end-to-end tests load it: `npm run build` into WEB_DIST (default dist), pre-compressed files
# included, its output in test-results/e2e-logs/build.log (the last 50 lines printed on failure). scripts/e2e.sh runs
# it first; scripts/test-all.sh runs it beside the PostgreSQL jest pass, which leaves part of the machine idle, and
# tells e2e.sh (E2E_BUILT=1) that it is done.
set -euo pipefail
cd "$(dirname "$0")/.."
export WEB_DIST="${WEB_DIST:-dist}"
LOG_DIR="test-results/e2e-logs"
mkdir -p "$LOG_DIR"
# Brotli at quality 5 (3.7 s) instead of 11 (36 s): the tests need the pre-compressed files, not their last byte.
BUILD_BROTLI_QUALITY="${BUILD_BROTLI_QUALITY:-5}" npm run --silent build >"$LOG_DIR/build.log" 2>&1 || { tail -50 "$LOG_DIR/build.log"; exit 1; }
