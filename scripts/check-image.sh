#!/usr/bin/env bash
# Builds the image (Dockerfile) and checks it as an owner runs it: the runtime
# user, application files it cannot change, no tests/docs/source maps/TypeScript,
# the health check turning "healthy", and a graceful stop inside `docker stop`'s
# default 10 s even with a request that never finishes.
#
# Needs a working container runtime (Docker or Podman) and Docker Hub plus the npm
# registry (or mirrors). Without them it says why and exits 0, so CI can call it
# everywhere; CHECK_IMAGE_REQUIRED=1 makes a missing runtime an error.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "check-image: SKIPPED: $*" >&2
  if [ "${CHECK_IMAGE_REQUIRED:-0}" = "1" ]; then exit 1; fi
  exit 0
}

RUNTIME=""
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null && "$candidate" info >/dev/null 2>&1; then
    RUNTIME="$candidate"
    break
  fi
done
[ -n "$RUNTIME" ] || skip "no working container runtime (docker/podman missing, or its daemon is not running)"

TAG="miami-exotics:check-$$"
NAME="miami-exotics-check-$$"
cleanup() {
  "$RUNTIME" rm -f "$NAME" >/dev/null 2>&1 || true
  "$RUNTIME" rmi -f "$TAG" >/dev/null 2>&1 || true
}
trap cleanup EXIT

if ! "$RUNTIME" pull -q node:24-slim >/dev/null 2>&1; then
  skip "the base image node:24-slim cannot be pulled (no route to Docker Hub or its mirror)"
fi

echo "check-image: building with $RUNTIME..."
"$RUNTIME" build -q -t "$TAG" . >/dev/null

fail() {
  echo "check-image: FAILED: $*" >&2
  exit 1
}
inside() { "$RUNTIME" run --rm --entrypoint sh "$TAG" -c "$1"; }

# The runtime user, and what it may change.
[ "$(inside 'id -un')" = "node" ] || fail "the container does not run as the unprivileged user node"
writable="$(inside 'find /app -writable 2>/dev/null | head -5')"
[ -z "$writable" ] || fail "the runtime user can change application files: $writable"
owners="$(inside 'find /app ! -user root | head -5')"
[ -z "$owners" ] || fail "application files not owned by root: $owners"

# What must not ship.
unwanted="$(inside 'find /app \( -name "*.test.ts" -o -name "*.test.tsx" -o -name "*.map" -o -name "*.md" -path "/app/build/*" -o -path "/app/node_modules/typescript" -o -path "/app/node_modules/@types" -o -path "/app/e2e" -o -path "/app/tests" -o -path "/app/docs" \) | head -10')"
[ -z "$unwanted" ] || fail "the image ships files it should not: $unwanted"

# The health check turns healthy, and the site answers.
"$RUNTIME" run -d --name "$NAME" -p 127.0.0.1::3000 "$TAG" >/dev/null
status=""
for _ in $(seq 1 40); do
  status="$("$RUNTIME" inspect -f '{{.State.Health.Status}}' "$NAME" 2>/dev/null || true)"
  [ "$status" = "healthy" ] && break
  sleep 1
done
[ "$status" = "healthy" ] || fail "health status after 40 s: '${status}'"
port="$("$RUNTIME" port "$NAME" 3000/tcp | head -1 | sed 's/.*://')"
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null || fail "/healthz does not answer through the published port"
code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/media/README.md")"
[ "$code" = "404" ] || fail "/media/README.md answers $code, expected 404"

# Graceful stop: a form post whose body never comes, then the default docker stop.
( exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf 'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=A' >&3
  sleep 15 ) &
holder=$!
sleep 0.5
started=$(date +%s)
"$RUNTIME" stop "$NAME" >/dev/null
took=$(( $(date +%s) - started ))
kill "$holder" 2>/dev/null || true
exit_code="$("$RUNTIME" inspect -f '{{.State.ExitCode}}' "$NAME")"
[ "$exit_code" = "0" ] || fail "the stop ended with exit code $exit_code (137 is SIGKILL: the drain outlasted the stop timeout)"
[ "$took" -lt 10 ] || fail "the stop took ${took} s"
"$RUNTIME" logs "$NAME" 2>&1 | grep -q '"event":"stopped"\|"event":"drain_timeout"' || fail "no drain in the logs"

size="$("$RUNTIME" image inspect -f '{{.Size}}' "$TAG")"
echo "check-image: OK ($RUNTIME; runs as node, files read-only, healthy, stopped in ${took} s with exit 0; image $((size / 1000000)) MB)"
"$RUNTIME" history --format '{{.Size}}\t{{.CreatedBy}}' "$TAG" 2>/dev/null | head -8 | cut -c1-120 || true
