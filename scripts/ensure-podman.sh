#!/usr/bin/env bash
# scripts/check-image.sh builds the image with Docker or Podman. Where neither is
# there, install Debian's podman when we may (root with apt-get); otherwise say
# so and let check-image.sh skip, saying why.
set -euo pipefail
if command -v podman >/dev/null || { command -v docker >/dev/null && docker info >/dev/null 2>&1; }; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's podman for the image check..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman >/dev/null
  exit 0
fi
echo "No container runtime: run 'sudo apt-get install -y podman' to check the image." >&2
exit 0
