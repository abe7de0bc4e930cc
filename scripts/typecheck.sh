#!/usr/bin/env bash
# The type check: three programs, two at a time, by TypeScript 7's native compiler (package typescript-native, an npm
# alias of typescript@7: the same checks as the typescript 5.9 that Umi, dependency-cruiser and editors load through its
# JavaScript API, which TypeScript 7 does not have). Single-threaded, as the machines have two cores and two programs
# run side by side: the web app in one lane (17 s here), the server and the e2e tests one after the other in the other.
# TypeScript 5.9's tsc took 48 s and 60 core-seconds for the web app alone, 32 s for the server (docs/test-run-time.md).
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
printf '%s\n' "${PROGRAMS[@]}" | xargs -P 2 -I{} sh -c 'node node_modules/typescript-native/bin/tsc --noEmit --singleThreaded -p "$1" >"$2/$(echo "$1" | tr / _).log" 2>&1 || echo "$1" >>"$2/failed"' _ {} "$out"
if [ -s "$out/failed" ]; then
  while read -r p; do echo "== tsc -p $p"; cat "$out/$(echo "$p" | tr / _).log"; done <"$out/failed"
  exit 1
fi
