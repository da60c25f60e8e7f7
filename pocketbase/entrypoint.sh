#!/bin/sh
# Production start (Docker): apply migrations, then serve site + API from one PocketBase.
# Mirrors scripts/lib/pocketbase.mjs serveArgs(): never dev mode unless PB_DEV=1 (it prints SQL and the
# settings' secrets), settings encrypted with PB_ENCRYPTION_KEY when set, CORS limited to APP_URL's origin.
set -eu
DATA="${PB_DATA_DIR:-/pb_data}"
case "${PB_DEV:-}" in 1|true) DEV=true ;; *) DEV=false ;; esac
ORIGINS="${CORS_ORIGINS:-$(printf '%s' "${APP_URL:-http://${HOST:-0.0.0.0}:${PORT:-8090}}" | sed -E 's#^([A-Za-z][A-Za-z0-9+.-]*://[^/]+).*#\1#')}"
pocketbase migrate up --dir "$DATA" --hooksDir /app/pb_hooks --migrationsDir /app/pb_migrations \
  --dev="$DEV" --encryptionEnv=PB_ENCRYPTION_KEY
exec pocketbase serve \
  --http "${HOST:-0.0.0.0}:${PORT:-8090}" \
  --dir "$DATA" \
  --hooksDir /app/pb_hooks \
  --migrationsDir /app/pb_migrations \
  --publicDir /app/dist \
  --dev="$DEV" \
  --encryptionEnv=PB_ENCRYPTION_KEY \
  --origins="$ORIGINS" \
  --indexFallback=false \
  --hooksWatch="$DEV" \
  --automigrate=false
