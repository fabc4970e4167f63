#!/usr/bin/env bash
# Sets up and starts the console on a fresh Debian-like machine: pinned pnpm, the workspace's
# dependencies (which bring Node 24 with them), then the API serving a production build under /ec/ on its
# embedded database (created, migrated and seeded with the demo data on first start, in ./.data).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v)" != "$PNPM_VERSION" ]; then
  npm install -g "pnpm@$PNPM_VERSION"
fi
pnpm install --frozen-lockfile
echo "Console: http://localhost:${PORT:-8080}/ec/ (demo accounts in README.md)"
exec pnpm start
