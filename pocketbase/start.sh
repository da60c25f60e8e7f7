#!/bin/sh
# Netlift, production start: reads .env beside this script if there is one (the environment wins),
# applies the migrations, then serves the site and the API from one PocketBase. Needs no Node.
# Mirrors scripts/lib/pocketbase.mjs (serveArgs, commonArgs, corsOrigins): never dev mode unless PB_DEV=1
# (it prints SQL and the settings' secrets), settings encrypted with PB_ENCRYPTION_KEY when set, CORS
# limited to APP_URL's origin unless CORS_ORIGINS widens it. Configuration: README.md beside this script.
set -eu
HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)

# KEY=value lines, # comments, optional quotes; a variable already in the environment is kept.
load_env() {
  [ -f "$1" ] || return 0
  while IFS= read -r line || [ -n "$line" ]; do
    line=$(printf '%s' "$line" | tr -d '\r')
    case "$line" in '' | '#'*) continue ;; esac
    line=${line#export }
    key=${line%%=*}
    value=${line#*=}
    case "$key" in '' | [0-9]* | *[!A-Za-z0-9_]*) continue ;; esac
    case "$value" in
      \"*\")
        value=${value#\"}
        value=${value%\"}
        ;;
      \'*\')
        value=${value#\'}
        value=${value%\'}
        ;;
      *) value=$(printf '%s' "$value" | sed -e 's/[[:space:]]#.*$//' -e 's/[[:space:]]*$//') ;;
    esac
    eval "already=\${$key+set}"
    [ -n "$already" ] || export "$key=$value"
  done <"$1"
}
load_env "$HERE/.env"

export HOST="${HOST:-127.0.0.1}"
export PORT="${PORT:-8090}"
export APP_URL="${APP_URL:-http://$HOST:$PORT}"
export PB_DATA_DIR="${PB_DATA_DIR:-$HERE/pb_data}"
export PB_PUBLIC_DIR="$HERE/public"
# the JS hooks allocate a lot per request, and a 1 GB machine must keep room: see SERVER_ENV in scripts/lib/pocketbase.mjs
export GOGC="${GOGC:-400}"
export GOMEMLIMIT="${GOMEMLIMIT:-400MiB}"
PB="${POCKETBASE_BIN:-$HERE/pocketbase}"
# JS engines kept ready for the hooks: a request that finds none free pays for a new one (HOOKS_POOL in
# scripts/lib/pocketbase.mjs says what it costs)
HOOKS_POOL="${PB_HOOKS_POOL:-128}"
case "$HOOKS_POOL" in
  [1-9] | [1-9][0-9] | [1-9][0-9][0-9] | [1-9][0-9][0-9][0-9]) ;;
  *)
    echo "netlift: PB_HOOKS_POOL must be a whole number from 1 to 9999 (PocketBase's JS engines), not \"$HOOKS_POOL\"." >&2
    exit 1
    ;;
esac

case "${PB_DEV:-}" in 1 | true) DEV=true ;; *) DEV=false ;; esac
ORIGINS="${CORS_ORIGINS:-$(printf '%s' "$APP_URL" | sed -E 's#^([A-Za-z][A-Za-z0-9+.-]*://[^/]+).*#\1#')}"
ORIGINS=$(printf '%s' "$ORIGINS" | sed -e 's/[[:space:]]//g' -e 's#/*,#,#g' -e 's#/*$##')

if [ -z "${SMTP_HOST:-}" ]; then
  echo "netlift: SMTP_HOST is not set: PocketBase falls back to the local sendmail, and verification and password e-mails may never arrive." >&2
fi

if ! command -v curl >/dev/null 2>&1; then
  echo "netlift: curl is not installed: streamed answers will arrive whole instead of as the model writes them (install curl to stream)." >&2
fi

mkdir -p "$PB_DATA_DIR"
"$PB" migrate up --dir="$PB_DATA_DIR" --hooksDir="$HERE/pb_hooks" --migrationsDir="$HERE/pb_migrations" \
  --dev="$DEV" --encryptionEnv=PB_ENCRYPTION_KEY
exec "$PB" serve \
  --http="$HOST:$PORT" \
  --dir="$PB_DATA_DIR" \
  --hooksDir="$HERE/pb_hooks" \
  --migrationsDir="$HERE/pb_migrations" \
  --publicDir="$HERE/public" \
  --dev="$DEV" \
  --encryptionEnv=PB_ENCRYPTION_KEY \
  --origins="$ORIGINS" \
  --indexFallback=false \
  --hooksWatch="$DEV" \
  --automigrate=false \
  --hooksPool="$HOOKS_POOL"
