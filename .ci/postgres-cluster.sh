#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests: initdb + pg_ctl into a temporary directory, run as an
# unprivileged user, listening on a loopback port only, trust authentication, fsync off (nothing here must survive).
#
#   .ci/postgres-cluster.sh start DIR   # creates DIR/data, starts the server, prints its URL on stdout
#   .ci/postgres-cluster.sh restart DIR # stops it (fast mode: clients cut off, work committed kept) and starts it again
#   .ci/postgres-cluster.sh stop DIR    # stops it (immediate mode) and removes DIR
#
# Run as root, the server runs as the user "postgres" (created by the Debian package) or, when that user is
# missing, as a system user "activityfuel" created here. Needs initdb/pg_ctl on PATH or in /usr/lib/postgresql/*/bin.
set -euo pipefail

find_bin() {
  local name=$1 found
  found=$(command -v "$name" 2>/dev/null || true)
  if [ -z "$found" ]; then
    found=$(ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1 || true)
  fi
  [ -n "$found" ] || { echo "postgres-cluster: $name not found (install the Debian package postgresql)" >&2; exit 3; }
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u "$OWNER" -- "$@"
  else
    "$@"
  fi
}

cmd=${1:?usage: postgres-cluster.sh start|restart|stop DIR}
dir=${2:?usage: postgres-cluster.sh start|restart|stop DIR}
OWNER=$(id -un)
if [ "$(id -u)" = 0 ]; then
  if id postgres >/dev/null 2>&1; then OWNER=postgres; else
    id activityfuel >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin activityfuel
    OWNER=activityfuel
  fi
fi

case "$cmd" in
  start)
    initdb=$(find_bin initdb)
    pg_ctl=$(find_bin pg_ctl)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown "$OWNER" "$dir"
    as_owner "$initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 4; }
    # a free loopback port, chosen by the kernel
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 5; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  restart)
    # the server's options (port, socket directory, settings) are kept in DIR/data/postmaster.opts
    as_owner "$(find_bin pg_ctl)" -D "$dir/data" -l "$dir/server.log" -m fast -w -t 60 restart >/dev/null || { cat "$dir/server.log" >&2; exit 5; }
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_owner "$(find_bin pg_ctl)" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-cluster.sh start|restart|stop DIR" >&2
    exit 2
    ;;
esac
