#!/usr/bin/env bash
# Start (or stop) a throwaway PostgreSQL cluster on 127.0.0.1 for the API tests.
#   eval "$(bash scripts/pg-throwaway.sh start)"   -> exports TEST_DATABASE_URL
#   bash scripts/pg-throwaway.sh stop
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user.
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
DIR="${PG_TEST_DIR:-/tmp/console-pg-$PORT}"
BIN="$(dirname "$(readlink -f "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")")"
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "${1:-start}" in
  start)
    if [ ! -x "$BIN/initdb" ]; then echo "echo 'pg-throwaway: PostgreSQL server binaries not found' >&2"; exit 1; fi
    if [ -f "$DIR/postmaster.pid" ]; then as_owner "$BIN/pg_ctl" -D "$DIR" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"; mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_owner "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
    as_owner "$BIN/pg_ctl" -D "$DIR" -w -l "$DIR/server.log" \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    [ -d "$DIR" ] && as_owner "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
