#!/usr/bin/env bash
# What the Dockerfile's final stage does, without Docker: production dependencies only
# (npm ci --omit=dev) in a clean folder, the build and the bundled server copied in, started
# with `node dist/node/serve.js` as in the image; then /healthz, /readyz and a clean SIGTERM.
#   bash scripts/check-image.sh        (after npm run build && npm run build:server)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/routes.json ] && [ -f dist/node/serve.js ] || {
  echo "build first: npm run build && npm run build:server" >&2
  exit 2
}
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
cp package.json package-lock.json "$app/"
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
cp -r dist "$app/dist"
port=${PORT:-4380}
if curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
  echo "port $port is taken by another server: set PORT" >&2
  exit 2
fi
(cd "$app" && exec env PORT="$port" HOST=127.0.0.1 DIST_DIR="$app/dist" DATA_DIR="$app/data" \
  NODE_ENV=production node dist/node/serve.js >"$app/server.log" 2>&1) &
server=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.2
done
echo "healthz: $(curl -fs "http://127.0.0.1:$port/healthz")"
echo "readyz:  $(curl -fs "http://127.0.0.1:$port/readyz")"
echo "home:    $(curl -fs -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")"
echo "enquiry: $(curl -fs -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"fname":"Asha","lname":"Raman","email":"asha@example.com","mobile":"+919876543210","message":"From the image check."}' \
  "http://127.0.0.1:$port/api/pclinfo")"
echo "dev packages present: $(ls "$app/node_modules" | grep -cE '^(vite|vitest|typescript|tsx|playwright)$' || true)"
kill -TERM "$server"
status=0
wait "$server" || status=$?
echo "exit after SIGTERM: $status"
[ "$status" = 0 ] || tail -5 "$app/server.log"
