#!/usr/bin/env bash
# Start (or stop) a throwaway Redis on 127.0.0.1 for the API tests that share counters between server apps
# (tests/api/redisShared.test.ts). No persistence: nothing is written to disk.
#   eval "$(bash scripts/redis-throwaway.sh start)"   -> exports TEST_REDIS_URL
#   bash scripts/redis-throwaway.sh stop
set -euo pipefail
PORT="${REDIS_TEST_PORT:-56379}"
PIDFILE="/tmp/console-redis-$PORT.pid"
stop() {
  if [ -f "$PIDFILE" ]; then
    kill "$(cat "$PIDFILE")" 2>/dev/null || true
    rm -f "$PIDFILE"
  fi
}
case "${1:-start}" in
  start)
    if ! command -v redis-server >/dev/null 2>&1; then echo "echo 'redis-throwaway: redis-server not found' >&2"; exit 1; fi
    stop
    redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes --pidfile "$PIDFILE" \
      --logfile "/tmp/console-redis-$PORT.log" >/dev/null
    # Ready when it answers PING (at most about 5 s).
    for _ in $(seq 1 50); do
      if (exec 3<>"/dev/tcp/127.0.0.1/$PORT" && printf 'PING\r\n' >&3 && head -c 5 <&3 | grep -q PONG) 2>/dev/null; then
        echo "export TEST_REDIS_URL=redis://127.0.0.1:$PORT"
        exit 0
      fi
      sleep 0.1
    done
    echo "echo 'redis-throwaway: redis-server did not answer on port $PORT' >&2"
    exit 1
    ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
