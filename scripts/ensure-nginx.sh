#!/usr/bin/env bash
# The proxy tests run Debian's nginx with the shipped configuration (deploy/nginx/).
# Install it when it is missing and we may (root with apt-get); otherwise say how.
# Only the binary is used: the package's own service is never started here.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx for the proxy tests..."
  apt-get update -qq
  # A policy-rc.d answering 101 keeps the package from starting a system nginx on port 80.
  made_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
  exit 0
fi
echo "nginx is missing: run 'sudo apt-get install -y nginx' (or set NGINX_PATH)." >&2
exit 1
