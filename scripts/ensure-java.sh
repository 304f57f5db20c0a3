#!/usr/bin/env bash
# The audit runs the W3C Nu HTML Checker (vnu-jar), which needs Java 11 or later.
# Install Debian's headless JRE when java is missing and we may (root with
# apt-get); otherwise say how.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Java runtime for the HTML checker..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
  exit 0
fi
echo "Java is missing: run 'sudo apt-get install -y openjdk-17-jre-headless'." >&2
exit 1
