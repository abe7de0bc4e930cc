#!/usr/bin/env bash
# End-to-end tests: build the web app (`npm run build`, pre-compressed files included), serve it with the QA mock and with the real server (fresh SQLite
# under a temp DATA_DIR), and run the Playwright tests (tests/e2e/playwright.config.ts) in Debian's
# Chromium against both. Arguments go to `playwright test`, e.g. `npm run test:e2e -- --project=mock`
# or a file name. A failure keeps its trace and screenshots under test-results/e2e/ (report:
# test-results/e2e-report/), the build and server logs under test-results/e2e-logs/.
# Environment: WEB_DIST (build folder, default dist), E2E_BUILT=1 (scripts/e2e-build.sh already built it), E2E_MOCK_PORT / E2E_SERVER_PORT (18101 / 18102),
# CHROMIUM_PATH (default /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM_PATH" ] || { echo "Chromium not found at $CHROMIUM_PATH: apt-get install -y chromium" >&2; exit 1; }
# Playwright drives that Chromium: it must never download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export WEB_DIST="${WEB_DIST:-dist}"
LOG_DIR="test-results/e2e-logs"
mkdir -p "$LOG_DIR"
if [ "${E2E_BUILT:-}" = 1 ]; then
  echo "== web app built beforehand ($WEB_DIST, test-results/e2e-logs/build.log)"
else
  echo "== build web app ($WEB_DIST)"
  bash scripts/e2e-build.sh
fi
MOCK_PORT="${E2E_MOCK_PORT:-18101}"
SERVER_PORT="${E2E_SERVER_PORT:-18102}"
DATA_DIR_E2E="$(mktemp -d)"
port_free() { ! (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for port in "$MOCK_PORT" "$SERVER_PORT"; do port_free "$port" || { echo "port $port is in use: stop the process holding it" >&2; exit 1; }; done
pids=()
# Each server runs in its own process group (setsid), so the whole npx -> tsx -> node chain is stopped.
cleanup() { for p in "${pids[@]}"; do kill -- "-$p" 2>/dev/null || kill "$p" 2>/dev/null || true; done; rm -rf "$DATA_DIR_E2E"; }
trap cleanup EXIT
PORT="$MOCK_PORT" HOST=127.0.0.1 setsid npx tsx scripts/serve-mock.ts >"$LOG_DIR/mock.log" 2>&1 &
pids+=($!)
# The demo feed runs (in every hour: sessions ignored) with a quarter of demo history, so the board is live at once and previews have bars to draw.
# OUTBOUND_ALLOW_HOSTS: the research-feed test serves its RSS from 127.0.0.1, which the outbound policy refuses
# unless allow-listed (docs/security.md, "Outbound requests"), as an on-premise feed would be.
PORT="$SERVER_PORT" HOST=127.0.0.1 DATA_DIR="$DATA_DIR_E2E" SCHEDULER=off ADMIN_USERNAME=admin ADMIN_PASSWORD='Admin@12345' \
  OUTBOUND_ALLOW_HOSTS=127.0.0.1 FEEDS_AUTOSTART=true DEMO_FEED_ALWAYS_OPEN=true DEMO_BACKFILL_YEARS=0.25 DEMO_BACKFILL_MINUTE_DAYS=0 \
  LOG_LEVEL=warn setsid npx tsx server/index.ts >"$LOG_DIR/server.log" 2>&1 &
pids+=($!)
wait_for() { for _ in $(seq 1 120); do curl -fs -o /dev/null "$1" && return 0; sleep 0.25; done; echo "not up: $1" >&2; return 1; }
wait_for "http://127.0.0.1:$MOCK_PORT/" || { cat "$LOG_DIR/mock.log"; exit 1; }
wait_for "http://127.0.0.1:$SERVER_PORT/" || { cat "$LOG_DIR/server.log"; exit 1; }
echo "== playwright (chromium)"
E2E_MOCK_URL="http://127.0.0.1:$MOCK_PORT" E2E_SERVER_URL="http://127.0.0.1:$SERVER_PORT" \
  npx playwright test -c tests/e2e/playwright.config.ts "$@"
