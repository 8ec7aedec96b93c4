#!/usr/bin/env bash
# A throw-away PostgreSQL 15 for `npm run bench:scale`, as .ci/run starts one: owned by the postgres system
# user, data and socket in /tmp/bench-pg, loopback only, port 54350 (BENCH_PG_PORT), with the settings of a
# modest real server (shared_buffers 512MB, work_mem 16MB, effective_cache_size 8GB, …; fsync stays on).
#   scripts/bench/postgres.sh start   # prints the BENCH_DATABASE_URL to use
#   scripts/bench/postgres.sh stop    # stops it and removes /tmp/bench-pg
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
ROOT=${BENCH_PG_DIR:-/tmp/bench-pg}
PORT=${BENCH_PG_PORT:-54350}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_pg() { as_root runuser -u postgres -- "$@"; }

case "${1:-}" in
  start)
    [ -x "$PGBIN/initdb" ] || { echo "PostgreSQL 15 ontbreekt (apt-get install postgresql-15)." >&2; exit 1; }
    if [ ! -d "$ROOT/data" ]; then
      as_root mkdir -p "$ROOT"
      as_root chmod 755 "$ROOT"
      as_root chown postgres "$ROOT"
      as_pg "$PGBIN/initdb" -D "$ROOT/data" -U werkbank --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_pg "$PGBIN/pg_ctl" -D "$ROOT/data" -l "$ROOT/log" -w start -o "-p $PORT -k $ROOT \
      -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c work_mem=16MB -c maintenance_work_mem=256MB \
      -c effective_cache_size=8GB -c max_wal_size=4GB -c random_page_cost=1.1" >/dev/null
    echo "BENCH_DATABASE_URL=postgres://werkbank@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl" -D "$ROOT/data" -m fast stop >/dev/null 2>&1 || true
    as_root rm -rf "$ROOT"
    ;;
  *)
    echo "gebruik: $0 start|stop" >&2
    exit 2
    ;;
esac
