#!/bin/sh
# Production start (Docker): apply migrations, then serve site + API from one PocketBase.
# Mirrors scripts/lib/pocketbase.mjs serveArgs().
set -eu
DATA="${PB_DATA_DIR:-/pb_data}"
pocketbase migrate up --dir "$DATA" --hooksDir /app/pb_hooks --migrationsDir /app/pb_migrations
exec pocketbase serve \
  --http "${HOST:-0.0.0.0}:${PORT:-8090}" \
  --dir "$DATA" \
  --hooksDir /app/pb_hooks \
  --migrationsDir /app/pb_migrations \
  --publicDir /app/dist \
  --indexFallback=false \
  --hooksWatch=false \
  --automigrate=false
