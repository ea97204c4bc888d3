#!/usr/bin/env bash
# Shared services for tests/test_shared_services.py, on loopback only:
#   - PostgreSQL (Debian package) on 127.0.0.1:${PLANNER_PG_PORT:-55432}, database/user/password "planner",
#     its own data directory (not the Debian "main" cluster);
#   - a Chroma server (`chroma run`, from the project venv) on 127.0.0.1:${PLANNER_CHROMA_PORT:-58000}.
# The tests reach them at those fixed ports (overridable with PLANNER_TEST_PG_URL / PLANNER_TEST_CHROMA_HOST /
# PLANNER_TEST_CHROMA_PORT); nothing is exported. Idempotent: services already up are reused, so a second
# run takes well under a second. Connection info is also written to $PLANNER_SERVICES_DIR/services.env.
set -euo pipefail
cd "$(dirname "$0")/../.."

SERVICES_DIR=${PLANNER_SERVICES_DIR:-/var/tmp/planner-services}
PG_PORT=${PLANNER_PG_PORT:-55432}
CHROMA_PORT=${PLANNER_CHROMA_PORT:-58000}
mkdir -p "$SERVICES_DIR"
exec 9>"$SERVICES_DIR/.lock"
flock -w 300 9  # two runs at once: the second waits, then finds everything up (servers get 9>&-)

log() { echo "[30_services] $*"; }

# --- PostgreSQL -------------------------------------------------------------------------------------
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  log "installing postgresql (Debian)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
PG_BIN=$(pg_bin)
PG_DATA="$SERVICES_DIR/pg"
PG_SOCK="$SERVICES_DIR/pg-socket"
if [ "$(id -u)" = 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
  PG_OWNER=postgres
else
  as_pg() { "$@"; }
  PG_OWNER=$(id -un)
fi

if ! pg_isready -q -h 127.0.0.1 -p "$PG_PORT"; then
  mkdir -p "$PG_DATA" "$PG_SOCK"
  touch "$SERVICES_DIR/pg.log"
  chown "$PG_OWNER" "$PG_DATA" "$PG_SOCK" "$SERVICES_DIR/pg.log"
  chmod 700 "$PG_DATA"
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    log "initdb $PG_DATA"
    as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
      -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  log "starting postgres on 127.0.0.1:$PG_PORT"
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$SERVICES_DIR/pg.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_SOCK -c max_connections=200" >/dev/null 9>&-
fi
as_pg psql -q -v ON_ERROR_STOP=1 -h "$PG_SOCK" -p "$PG_PORT" -U postgres -d postgres <<'SQL'
SELECT 'CREATE ROLE planner LOGIN PASSWORD ''planner'''
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'planner') \gexec
SELECT 'CREATE DATABASE planner OWNER planner'
WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'planner') \gexec
SQL
PG_URL="postgresql://planner:planner@127.0.0.1:$PG_PORT/planner"

# --- Chroma server ----------------------------------------------------------------------------------
heartbeat() { curl -sf -m 2 "http://127.0.0.1:$CHROMA_PORT/api/v2/heartbeat" >/dev/null; }
if ! heartbeat; then
  if [ ! -x .venv/bin/chroma ]; then  # a fresh clone: the same install test.sh would do next
    log "installing the project venv (for chroma)"
    [ -x .venv/bin/python ] || "${PYTHON:-python3}" -m venv .venv
    .venv/bin/pip install -q --disable-pip-version-check -r requirements-dev.txt
    touch .venv/.installed-dev
  fi
  log "starting chroma on 127.0.0.1:$CHROMA_PORT"
  mkdir -p "$SERVICES_DIR/chroma"
  ANONYMIZED_TELEMETRY=False setsid nohup .venv/bin/chroma run --path "$SERVICES_DIR/chroma" \
    --host 127.0.0.1 --port "$CHROMA_PORT" >"$SERVICES_DIR/chroma.log" 2>&1 </dev/null 9>&- &
  echo $! >"$SERVICES_DIR/chroma.pid"
  for _ in $(seq 1 120); do heartbeat && break; sleep 0.5; done
  heartbeat || { log "chroma did not start; see $SERVICES_DIR/chroma.log"; tail -20 "$SERVICES_DIR/chroma.log"; exit 1; }
fi

cat >"$SERVICES_DIR/services.env" <<EOF
PLANNER_CHECKPOINT_URL=$PG_URL
CHROMA_HOST=127.0.0.1
CHROMA_PORT=$CHROMA_PORT
EOF
log "postgres $PG_URL · chroma http://127.0.0.1:$CHROMA_PORT (also in $SERVICES_DIR/services.env)"
