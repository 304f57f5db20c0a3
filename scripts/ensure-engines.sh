#!/usr/bin/env bash
# The browser tests also run in WebKit (Safari's engine) and Firefox
# (e2e/engines/*.test.ts, docs in e2e/support/engines.ts). Install Debian's
# packages for them when they are missing and we may (root with apt-get):
#   WebKit:  webkit2gtk-driver (WebKitWebDriver), the GStreamer plugins its videos
#            need, xvfb (WebKitGTK has no headless mode), python3-gi and
#            gir1.2-webkit2-4.1 (the test's own chrome-less browser window);
#   Firefox: firefox-esr.
# Otherwise say what is missing and go on: the suite then names each engine
# that did not run and why, and fails when CI=true (a skip is never silent).
set -euo pipefail
PACKAGES=(webkit2gtk-driver gstreamer1.0-libav gstreamer1.0-plugins-bad xvfb python3-gi gir1.2-webkit2-4.1 firefox-esr)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages for the WebKit and Firefox tests: ${missing[*]}..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}" >/dev/null
  exit 0
fi
echo "WebKit/Firefox test packages missing: ${missing[*]}." >&2
echo "Run 'sudo apt-get install -y ${missing[*]}'; until then e2e/engines/*.test.ts skips those engines (and fails under CI=true)." >&2
exit 0
