#!/usr/bin/env bash
# Browser tests drive Debian's chromium-headless-shell; the bench (Lighthouse) and
# `npm run audit` drive its chromium. Install what is missing when we may (root
# with apt-get); otherwise say how.
set -euo pipefail
SHELL_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$SHELL_PATH" ] || missing+=(chromium-headless-shell)
[ -x "$CHROME" ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests and the bench..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: run 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH for the tests, CHROME_PATH for the bench)." >&2
exit 1
