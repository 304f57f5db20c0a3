#!/usr/bin/env bash
# Builds the image (Dockerfile) and checks it as an owner runs it: the runtime
# user, application files it cannot change, no tests/docs/source maps/TypeScript,
# the health check turning "healthy", and a graceful stop inside `docker stop`'s
# default 10 s even with a request that never finishes.
#
# Needs a container runtime (Docker or Podman) that can build. The base image
# comes from Docker Hub; where it cannot be pulled (these machines reach only
# Debian's packages and the npm registry) and we are root, a stand-in base is made
# from those (scripts/image-standin-base.sh) and the run says so. Where the runtime
# can build but not start containers (this sandbox refuses crun's setrlimit),
# Podman's image is mounted and the checks run its files with its own Node, as its
# user, in a chroot: the same commands, without the container around them.
# Without a runtime it says why and exits 0, so CI can call it everywhere;
# CHECK_IMAGE_REQUIRED=1 makes a skip an error.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "check-image: SKIPPED: $*" >&2
  if [ "${CHECK_IMAGE_REQUIRED:-0}" = "1" ]; then exit 1; fi
  exit 0
}
fail() {
  echo "check-image: FAILED: $*" >&2
  exit 1
}

RUNTIME=""
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null && "$candidate" info >/dev/null 2>&1; then
    RUNTIME="$candidate"
    break
  fi
done
[ -n "$RUNTIME" ] || skip "no working container runtime (docker/podman missing, or its daemon is not running)"

BASE="node:24-slim"
BASE_NOTE="$BASE from the registry"
if ! "$RUNTIME" pull -q "$BASE" >/dev/null 2>&1; then
  if "$RUNTIME" image inspect "localhost/$BASE" >/dev/null 2>&1 || bash scripts/image-standin-base.sh "$RUNTIME"; then
    BASE_NOTE="a STAND-IN for $BASE (Debian 12 minbase + the project's Node 24: Docker Hub cannot be reached)"
  else
    skip "the base image $BASE cannot be pulled (no route to Docker Hub or its mirror), and no stand-in could be made"
  fi
fi

# Can this runtime start containers here? If not (and it is Podman as root), chroot mode.
MODE="container"
if ! "$RUNTIME" run --rm --entrypoint true "$BASE" >/dev/null 2>&1; then
  [ "$RUNTIME" = "podman" ] && [ "$(id -u)" = "0" ] || skip "$RUNTIME cannot start containers here: $("$RUNTIME" run --rm --entrypoint true "$BASE" 2>&1 | tail -1)"
  MODE="chroot"
fi

TAG="miami-exotics:check-$$"
NAME="miami-exotics-check-$$"
MOUNT=""
SERVER_PID=""
cleanup() {
  [ -z "$SERVER_PID" ] || kill -KILL "$SERVER_PID" 2>/dev/null || true
  "$RUNTIME" rm -f "$NAME" >/dev/null 2>&1 || true
  [ -z "$MOUNT" ] || "$RUNTIME" image unmount "$TAG" >/dev/null 2>&1 || true
  "$RUNTIME" rmi -f "$TAG" >/dev/null 2>&1 || true
}
trap cleanup EXIT

build_flags=()
[ "$RUNTIME" = "podman" ] && build_flags+=(--format docker --pull=never)   # OCI images drop HEALTHCHECK; the base is local by now
[ "$MODE" = "chroot" ] && build_flags+=(--isolation chroot)
echo "check-image: building with $RUNTIME on $BASE_NOTE ($MODE mode)..."
# One more try for a build that fails (a dropped connection to the registry is
# not the Dockerfile's fault); a second failure fails the check, with its output.
if ! "$RUNTIME" build -q "${build_flags[@]}" -t "$TAG" . >/dev/null 2>&1; then
  "$RUNTIME" build -q "${build_flags[@]}" -t "$TAG" . >/dev/null || fail "the build failed twice"
fi

USER_NAME="$("$RUNTIME" image inspect -f '{{.Config.User}}' "$TAG")"
[ "$USER_NAME" = "node" ] || fail "the image runs as '$USER_NAME', not the unprivileged user node"
if [ "$MODE" = "chroot" ]; then
  MOUNT="$("$RUNTIME" image mount "$TAG")"
  mapfile -t IMAGE_ENV < <("$RUNTIME" image inspect -f '{{range .Config.Env}}{{println .}}{{end}}' "$TAG" | sed '/^$/d')
  WORKDIR="$("$RUNTIME" image inspect -f '{{.Config.WorkingDir}}' "$TAG")"
  # A command as the image's user, in its working directory, with its environment.
  inside() { env -i "${IMAGE_ENV[@]}" "${@:2}" /usr/sbin/chroot --userspec="$USER_NAME:$USER_NAME" "$MOUNT" /bin/sh -c "cd $WORKDIR && $1"; }
else
  inside() { "$RUNTIME" run --rm --entrypoint sh "$TAG" -c "$1"; }
fi

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
if [ "$MODE" = "chroot" ]; then
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  server_log="$(mktemp)"
  # The image's command on loopback, exec'd all the way down (so SERVER_PID is Node itself).
  command="$("$RUNTIME" image inspect -f '{{json .Config.Cmd}}' "$TAG" | python3 -c 'import json, shlex, sys; print(shlex.join(json.load(sys.stdin)))')"
  ( exec env -i "${IMAGE_ENV[@]}" HOST=127.0.0.1 PORT="$port" /usr/sbin/chroot --userspec="$USER_NAME:$USER_NAME" "$MOUNT" \
      /bin/sh -c "cd $WORKDIR && exec $command" ) >"$server_log" 2>&1 &
  SERVER_PID=$!
  # The HEALTHCHECK's own command, run as Docker would (every second here, 40 tries).
  health="$("$RUNTIME" image inspect -f '{{json .Config.Healthcheck.Test}}' "$TAG" |
    python3 -c 'import json, shlex, sys; test = json.load(sys.stdin); assert test[0] == "CMD"; print(shlex.join(test[1:]))')"
  status="starting"
  for _ in $(seq 1 40); do
    if inside "$health" PORT="$port" >/dev/null 2>&1; then status="healthy"; break; fi
    sleep 1
  done
else
  "$RUNTIME" run -d --name "$NAME" -p 127.0.0.1::3000 "$TAG" >/dev/null
  status=""
  for _ in $(seq 1 40); do
    status="$("$RUNTIME" inspect -f '{{.State.Health.Status}}' "$NAME" 2>/dev/null || true)"
    [ "$status" = "healthy" ] && break
    sleep 1
  done
  port="$("$RUNTIME" port "$NAME" 3000/tcp | head -1 | sed 's/.*://')"
fi
[ "$status" = "healthy" ] || fail "health status after 40 s: '${status}'"
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null || fail "/healthz does not answer through the published port"
code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/media/README.md")"
[ "$code" = "404" ] || fail "/media/README.md answers $code, expected 404"

# Graceful stop: a form post whose body never comes, then the default docker stop
# (SIGTERM, SIGKILL 10 s later).
( exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf 'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=A' >&3
  sleep 15 ) &
holder=$!
sleep 0.5
started=$(date +%s)
if [ "$MODE" = "chroot" ]; then
  kill -TERM "$SERVER_PID"
  ( sleep 10; kill -KILL "$SERVER_PID" 2>/dev/null ) &
  killer=$!
  exit_code=0
  wait "$SERVER_PID" || exit_code=$?
  SERVER_PID=""
  kill "$killer" 2>/dev/null || true
  stop_logs="$(cat "$server_log")"
else
  "$RUNTIME" stop "$NAME" >/dev/null
  exit_code="$("$RUNTIME" inspect -f '{{.State.ExitCode}}' "$NAME")"
  stop_logs="$("$RUNTIME" logs "$NAME" 2>&1)"
fi
took=$(( $(date +%s) - started ))
kill "$holder" 2>/dev/null || true
[ "$exit_code" = "0" ] || fail "the stop ended with exit code $exit_code (137 is SIGKILL: the drain outlasted the stop timeout)"
[ "$took" -lt 10 ] || fail "the stop took ${took} s"
grep -q '"event":"stopped"\|"event":"drain_timeout"' <<<"$stop_logs" || fail "no drain in the logs"

size="$("$RUNTIME" image inspect -f '{{.Size}}' "$TAG")"
echo "check-image: OK ($RUNTIME, $MODE mode, on $BASE_NOTE; runs as node, files read-only, healthy, stopped in ${took} s with exit 0; image $((size / 1000000)) MB)"
"$RUNTIME" history --format '{{.Size}}\t{{.CreatedBy}}' "$TAG" 2>/dev/null | head -8 | cut -c1-120 || true
