#!/usr/bin/env bash
# The type check: four tsc programs, two at a time (each tsc is single-threaded; the machines have two cores). Prints
# every failing program's errors. No file is checked twice under the same options:
#   .          the web app, common/, config/, the web and contract tests, the QA mock (which loads the server);
#   tests/api  the server (all of server/, so `-p server` alone is not run) with its API, market and server tests;
#   tests/e2e  the Playwright tests; scripts  the scripts no other program covers.
set -uo pipefail
cd "$(dirname "$0")/.."
PROGRAMS=(. tests/api tests/e2e scripts)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
printf '%s\n' "${PROGRAMS[@]}" | xargs -P 2 -I{} sh -c 'npx tsc --noEmit -p "$1" >"$2/$(echo "$1" | tr / _).log" 2>&1 || echo "$1" >>"$2/failed"' _ {} "$out"
if [ -s "$out/failed" ]; then
  while read -r p; do echo "== tsc -p $p"; cat "$out/$(echo "$p" | tr / _).log"; done <"$out/failed"
  exit 1
fi
