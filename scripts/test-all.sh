#!/usr/bin/env bash
# Every test of the portal, in the order a failure is cheapest to find: types, lint, unit and API
# tests on the embedded database, the same API tests on PostgreSQL (when one answers), the build, the topology test
# (PostgreSQL only), then the browser tests. Ends with one summary line: "N passed, N failed".
# `--no-browser` (`npm run validate`) runs the same steps in the same order without the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=true
for arg in "$@"; do
  case "$arg" in
    --no-browser) browser=false ;;
    *) echo "Unknown option: $arg (only --no-browser)" >&2; exit 2 ;;
  esac
done

port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT

# The browser tests run Debian's old headless shell (decision 022): the same engine, about a third less CPU. The
# installable-app spec (issue 33) runs Debian's full Chromium, which alone reports installability and runs push.
if [ "$browser" = true ] && { [ ! -x /usr/bin/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ]; }; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's Chromium and its headless shell for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  else
    echo "The browser tests need Debian's Chromium and its headless shell. Install them with:"
    echo "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell"
    exit 1
  fi
fi

if [ -z "${REDIS_URL:-}" ] && port_open 127.0.0.1 6379; then export REDIS_URL=redis://127.0.0.1:6379; fi
# The Redis tests (limits shared through Redis, two processes on one Redis) run only with REDIS_URL: say which.
if [ -n "${REDIS_URL:-}" ]; then echo "== Redis at $REDIS_URL: the Redis rate-limit tests run"; else echo "== no Redis: the Redis rate-limit tests are skipped"; fi
postgres_url=${DATABASE_URL:-}
if [ -z "$postgres_url" ] && port_open 127.0.0.1 5432; then postgres_url=postgres://postgres@127.0.0.1:5432/test; fi

# Two single-threaded checks on two cores: the lint runs beside the typecheck, its output printed after it.
echo "== typecheck and lint"
npm run --silent lint > "$reports/lint.txt" 2>&1 &
lint_pid=$!
npm run --silent typecheck
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$reports/lint.txt"
if [ "$lint_status" -ne 0 ]; then echo "lint failed"; exit "$lint_status"; fi
echo "== format"; npm run --silent format:check
echo "== registry slices"; node scripts/generate-slices.mjs --check

echo "== unit and API tests (embedded PGlite)"
env -u DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-pglite.json"

if [ -n "$postgres_url" ]; then
  echo "== API tests on PostgreSQL"
  DATABASE_URL=$postgres_url npx vitest run --project server-postgres --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
else
  echo "== API tests on PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)"
fi

echo "== build"; npm run --silent build
echo "== first-page budget (JavaScript, CSS, files)"; npm run --silent size -w apps/web

# The points and notification rules (ops/invariants.ts) on a new database filled by the demo seed, which runs the
# domain itself, with the compiled ops commands a production install runs: one violation stops the run.
echo "== invariant check on fresh demo data (embedded PGlite)"
env -u DATABASE_URL npm run --silent ops -- check --fresh-demo
if [ -n "$postgres_url" ]; then
  echo "== invariant check on fresh demo data (PostgreSQL)"
  DATABASE_URL=$postgres_url npm run --silent ops -- check --fresh-demo
fi

# The topology test (issue 28): the compiled portal as three processes behind Debian's HAProxy, on a fresh PostgreSQL
# database and a private Redis, restarted under load (apps/server/topology, docs/operations.md).
if [ -n "$postgres_url" ]; then
  if [ ! -x /usr/sbin/haproxy ] || [ ! -x /usr/bin/redis-server ]; then
    if [ "$(id -u)" = "0" ]; then
      echo "Installing Debian's HAProxy and Redis for the topology test…"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy redis-server >/dev/null
    else
      echo "The topology test needs Debian's HAProxy and Redis. Install them with:"
      echo "  sudo apt-get update && sudo apt-get install -y haproxy redis-server"
      exit 1
    fi
  fi
  echo "== topology test (three portals behind HAProxy: graceful restarts, a SIGKILL and a Redis restart under load)"
  POSTGRES_ADMIN_URL=$postgres_url npm run --silent test:topology
else
  echo "== topology test: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)"
fi

if [ "$browser" = true ]; then
  echo "== browser tests (Playwright, Chromium, axe)"
  E2E_JSON_REPORT="$reports/e2e.json" npm run --silent test:e2e
else
  echo "== browser tests: skipped (--no-browser)"
fi

node scripts/summarize-tests.mjs "$reports"
