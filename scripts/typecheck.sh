#!/usr/bin/env bash
# The type check: one tsc program per tsconfig (the web app, the server, the tests' own programs and scripts/),
# two at a time (each tsc is single-threaded; the machines have two cores). Prints every failing program's errors.
set -uo pipefail
cd "$(dirname "$0")/.."
PROGRAMS=(. server tests/api tests/contract tests/e2e scripts)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
printf '%s\n' "${PROGRAMS[@]}" | xargs -P 2 -I{} sh -c 'npx tsc --noEmit -p "$1" >"$2/$(echo "$1" | tr / _).log" 2>&1 || echo "$1" >>"$2/failed"' _ {} "$out"
if [ -s "$out/failed" ]; then
  while read -r p; do echo "== tsc -p $p"; cat "$out/$(echo "$p" | tr / _).log"; done <"$out/failed"
  exit 1
fi
