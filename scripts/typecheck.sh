#!/usr/bin/env bash
# The type check: three tsc programs, two at a time (each tsc is single-threaded; the machines have two cores): the
# web app in one lane (the longest, about 27 s here), the server and the e2e tests one after the other in the other.
# Prints every failing program's errors. No file is checked twice under the same options:
#   .          the web app, common/, config/, the web and contract tests, the QA mock (which loads the server) and the
#              bench scripts (which load it too: a program of their own checked the server a third time, 18 s);
#   tests/api  the server (all of server/, so `-p server` alone is not run) with its API, transport (tests/http), market
#              and server tests;
#   tests/e2e  the Playwright tests.
set -uo pipefail
cd "$(dirname "$0")/.."
PROGRAMS=(. tests/api tests/e2e)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
printf '%s\n' "${PROGRAMS[@]}" | xargs -P 2 -I{} sh -c 'npx tsc --noEmit -p "$1" >"$2/$(echo "$1" | tr / _).log" 2>&1 || echo "$1" >>"$2/failed"' _ {} "$out"
if [ -s "$out/failed" ]; then
  while read -r p; do echo "== tsc -p $p"; cat "$out/$(echo "$p" | tr / _).log"; done <"$out/failed"
  exit 1
fi
