#!/usr/bin/env bash
# A local stand-in for the Dockerfile's base image, node:24-slim, for machines that
# reach Debian's packages and the npm registry but not Docker Hub (as these do).
# Debian 12 minbase from Debian's packages (debootstrap), the project's own Node 24
# binary (the npm package `node` in devDependencies), npm 11 from the npm registry,
# and the user `node` (uid 1000) that the official image has. It is tagged
# localhost/node:24-slim, so `FROM node:24-slim` finds it without a pull. Only
# scripts/check-image.sh uses it: the image it builds is checked for what the
# Dockerfile decides (user, file owners, contents, health check, stop), not for
# the official base's exact bytes.
#
# Usage: bash scripts/image-standin-base.sh RUNTIME   (root; exits non-zero if it cannot)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNTIME="${1:?runtime (docker or podman)}"
TAG="localhost/node:24-slim"

[ "$(id -u)" = "0" ] || { echo "image-standin-base: needs root (debootstrap, chroot)" >&2; exit 1; }
NODE_BIN="node_modules/node/bin/node"
[ -x "$NODE_BIN" ] || { echo "image-standin-base: $NODE_BIN missing (run npm ci first)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

root="$(mktemp -d)"
work="$(mktemp -d)"
trap 'rm -rf "$root" "$work"' EXIT

debootstrap --variant=minbase --include=ca-certificates bookworm "$root" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
  { tail -5 "$work/debootstrap.log" >&2; exit 1; }
install -m 0755 "$NODE_BIN" "$root/usr/local/bin/node"
strip "$root/usr/local/bin/node" 2>/dev/null || true
(cd "$work" && npm pack --silent npm@11 >/dev/null)
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" groupadd -g 1000 node
chroot "$root" useradd -u 1000 -g node -m -s /bin/sh node
# The machine's certificate authorities (its route to the npm registry may be
# through a proxy of its own): the build's `npm ci` runs inside this image.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*

tar -C "$root" -c . | "$RUNTIME" import \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$TAG" >/dev/null
echo "image-standin-base: $TAG (Debian 12 minbase, Node $("$root/usr/local/bin/node" --version), npm $(cd "$work" && ls npm-*.tgz | sed 's/npm-\(.*\)\.tgz/\1/'))"
