#!/usr/bin/env bash
set -uo pipefail
cd "$(dirname "$0")/.."
echo "== e2e"; E2E_JSON_REPORT=/tmp/int/e2e.json npm run --silent test:e2e; echo "e2e $?"
echo "== topology"; POSTGRES_ADMIN_URL=postgres://postgres@127.0.0.1:5432/test npm run --silent test:topology; echo "topology $?"
