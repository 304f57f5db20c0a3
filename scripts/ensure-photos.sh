#!/usr/bin/env bash
# The bench's phone-photo fleet is made of real photographs from Debian's
# mate-backgrounds package (GPL-2+: read where it installs them, never copied
# into the repository). Install it when it is missing and we may (root with
# apt-get); otherwise say how.
set -euo pipefail
if [ -f /usr/share/backgrounds/mate/nature/Aqua.jpg ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's mate-backgrounds for the bench's photographs..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mate-backgrounds >/dev/null
  exit 0
fi
echo "The bench's photographs are missing: run 'sudo apt-get install -y mate-backgrounds'." >&2
exit 1
