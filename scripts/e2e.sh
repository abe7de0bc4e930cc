#!/usr/bin/env bash
# End-to-end tests: build the web app, serve it with the QA mock and with the real server (fresh SQLite
# under a temp DATA_DIR), and drive Debian's Chromium against both with playwright-core.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || { echo "Chromium not found: apt-get install -y chromium" >&2; exit 1; }
echo "== build web app"
npx max build >/tmp/console-e2e-build.log 2>&1 || { tail -50 /tmp/console-e2e-build.log; exit 1; }
MOCK_PORT="${E2E_MOCK_PORT:-18101}"
SERVER_PORT="${E2E_SERVER_PORT:-18102}"
DATA_DIR_E2E="$(mktemp -d)"
port_free() { ! (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for port in "$MOCK_PORT" "$SERVER_PORT"; do port_free "$port" || { echo "port $port is in use: stop the process holding it" >&2; exit 1; }; done
pids=()
# Each server runs in its own process group (setsid), so the whole npx -> tsx -> node chain is stopped.
cleanup() { for p in "${pids[@]}"; do kill -- "-$p" 2>/dev/null || kill "$p" 2>/dev/null || true; done; rm -rf "$DATA_DIR_E2E"; }
trap cleanup EXIT
PORT="$MOCK_PORT" setsid npx tsx scripts/serve-mock.ts >/tmp/console-e2e-mock.log 2>&1 &
pids+=($!)
PORT="$SERVER_PORT" HOST=127.0.0.1 DATA_DIR="$DATA_DIR_E2E" SCHEDULER=off ADMIN_USERNAME=admin ADMIN_PASSWORD='Admin@12345' \
  LOG_LEVEL=warn setsid npx tsx server/index.ts >/tmp/console-e2e-server.log 2>&1 &
pids+=($!)
wait_for() { for _ in $(seq 1 120); do curl -fsS -o /dev/null "$1" && return 0; sleep 0.25; done; echo "not up: $1" >&2; return 1; }
wait_for "http://127.0.0.1:$MOCK_PORT/" || { cat /tmp/console-e2e-mock.log; exit 1; }
wait_for "http://127.0.0.1:$SERVER_PORT/" || { cat /tmp/console-e2e-server.log; exit 1; }
echo "== chromium e2e"
E2E_MOCK_URL="http://127.0.0.1:$MOCK_PORT" E2E_SERVER_URL="http://127.0.0.1:$SERVER_PORT" \
  npx jest --ci --forceExit -c tests/e2e/jest.config.ts "$@"
