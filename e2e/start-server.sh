#!/usr/bin/env bash
# The server the browser tests use: the compiled server (`npm run build`), as `npm start` runs it, on a fresh
# embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")"
rm -rf .data
export DATA_DIR="$PWD/.data" HOST=127.0.0.1 SEED_DEMO=true DEMO_MODE=true LOG_LEVEL=warn
# Accounts specs: a cheap captcha so the widget solves at once, and a client address per test
# (X-Forwarded-For) so the per-address limits on codes and look-ups do not couple the tests.
export CAPTCHA_COST=50 TRUST_PROXY=true
# The publishing specs move the server's clock (POST /api/test/clock) to see a scheduled article appear on time.
export TEST_CLOCK=true
unset DATABASE_URL REDIS_URL
# The specs' API client keeps its connections between steps: with the 5 s default, the server could close one just as
# the client sends on it again (a reset, "socket hang up", seen once in CI). Longer than any test (120 s at most).
export KEEP_ALIVE_TIMEOUT_MS=180000
# The key the rewards specs record visits with (POST /api/ops/visits); a demo value, not a secret.
export OPS_API_KEY=e2e-demo-ops-key-0123456789abcdef
# The webhooks spec's receiver listens on this machine: a loopback address is refused unless its host is listed exactly.
export WEBHOOK_ALLOWED_HOSTS=127.0.0.1
# Push notifications offered (issue 33): a VAPID pair made for the browser tests only, not a secret.
export VAPID_PUBLIC_KEY=BCA6BAfFnfPIe9ShC3HRihDyj3U-oDKkuHUp4ehXxLglJjTgb-yqSkovtCQ6rZwORq4tL7SBLiBTCtAJ2hf3t28
export VAPID_PRIVATE_KEY=Qy-YS1r73H3_3_R4F2hDkvuQX74bcKK93RnZM8UXvBI VAPID_SUBJECT=mailto:e2e@example.com
if [ ! -f ../apps/server/dist/server.js ]; then echo "apps/server/dist/server.js is missing: run \`npm run build\` first." >&2; exit 1; fi
# A consent banner, so the specs can see it loaded for signed-in donors only: a real file served beside a copy of the
# built app. (Answering it from the specs instead would route every request of every test through Playwright, which
# turns off the browser's cache: the suite took twice as long.)
rm -rf .web-dist
cp -r ../apps/web/dist .web-dist
printf '/* the browser tests'"'"' consent banner: loaded, does nothing */\n' > .web-dist/consent-banner-e2e.js
export WEB_DIST_DIR="$PWD/.web-dist"
export CONSENT_SCRIPT_URL="http://127.0.0.1:${PORT:-3300}/consent-banner-e2e.js"
# The staff's company sign-in (issue 32): a real OpenID provider (oidc-provider, a dev dependency) on a port of its own,
# stopped when this process (the server, after exec) is gone; members are created at their first sign-in.
OIDC_PEER_PORT="${OIDC_PEER_PORT:-$(( ${PORT:-3300} + 90 ))}"
OIDC_PEER_PORT="$OIDC_PEER_PORT" OIDC_PEER_PORTAL_URL="http://127.0.0.1:${PORT:-3300}" OIDC_PEER_PARENT_PID=$$ \
  ../node_modules/.bin/tsx ../apps/server/src/test/oidc-peer-server.ts &
export STAFF_OIDC_ISSUER="http://127.0.0.1:${OIDC_PEER_PORT}" STAFF_OIDC_CLIENT_ID=portal-staff
export STAFF_OIDC_CLIENT_SECRET=portal-staff-secret-for-tests STAFF_OIDC_PROVIDER_NAME="Acme ID" STAFF_OIDC_CREATE_MEMBERS=true
for _ in $(seq 1 50); do
  curl -sf "${STAFF_OIDC_ISSUER}/.well-known/openid-configuration" > /dev/null && break
  sleep 0.2
done
# Texts go to a stand-in for Twilio's Messages API on a port of its own (apps/server/src/test/twilio-stand-in.ts), which
# refuses +1512555… numbers as invalid (21211) and reports every other text delivered through the signed status
# callback, so the message log's spec sees a failed text and a delivered one. Demo credentials, not secrets.
TWILIO_STAND_IN_PORT="${TWILIO_STAND_IN_PORT:-$(( ${PORT:-3300} + 95 ))}"
export TWILIO_ACCOUNT_SID="AC0e2e0000000000000000000000000000" TWILIO_AUTH_TOKEN="e2e-demo-twilio-token-0123456789"
export TWILIO_FROM="+15125550100" TWILIO_API_URL="http://127.0.0.1:${TWILIO_STAND_IN_PORT}"
# Twilio calls back the address the tests reach (PUBLIC_URL stays unset: links follow each request's own address).
export TWILIO_WEBHOOK_URL="http://127.0.0.1:${PORT:-3300}"
TWILIO_STAND_IN_PORT="$TWILIO_STAND_IN_PORT" TWILIO_STAND_IN_PARENT_PID=$$ \
  ../node_modules/.bin/tsx ../apps/server/src/test/twilio-stand-in-server.ts &
for _ in $(seq 1 50); do
  # Any answer (the stand-in's 404 for a GET) means it listens.
  curl -s -o /dev/null "${TWILIO_API_URL}/" && break
  sleep 0.2
done
# E-mail goes through a local SMTP peer inside the server's process that refuses `refused-…` addresses (550), so the
# message log's spec sees a failed message with its code; every other e-mail is taken (and stays readable in the outbox).
export E2E_SMTP_PORT=$(( ${PORT:-3300} + 1000 ))
export SMTP_URL="smtp://127.0.0.1:${E2E_SMTP_PORT}"
exec node --enable-source-maps --import ./refusing-smtp.mjs ../apps/server/dist/server.js
