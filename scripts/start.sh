#!/usr/bin/env bash
# Sets up and starts the console on a fresh Debian-like machine: pinned pnpm, the workspace's
# dependencies (which bring Node 24 with them), then a production build served under /ec/.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v)" != "$PNPM_VERSION" ]; then
  npm install -g "pnpm@$PNPM_VERSION"
fi
pnpm install --frozen-lockfile
echo "Console: http://localhost:${CONSOLE_PORT:-4173}/ec/"
exec pnpm start
