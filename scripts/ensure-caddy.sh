#!/usr/bin/env bash
# e2e/server/proxy-caddy.test.ts runs Debian's Caddy with the shipped Caddyfile. Install
# it when it is missing and we may (root with apt-get); otherwise say how.
set -euo pipefail
CADDY="${CADDY_PATH:-/usr/bin/caddy}"
if [ -x "$CADDY" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's caddy for the proxy tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  # The package starts a caddy service on port 80; the tests run their own.
  if command -v systemctl >/dev/null && systemctl is-active --quiet caddy 2>/dev/null; then systemctl stop caddy || true; fi
  exit 0
fi
echo "Caddy is missing: run 'sudo apt-get install -y caddy' (or set CADDY_PATH)." >&2
exit 1
