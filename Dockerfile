# The public site as one container: build with every dependency, run with only the
# production ones, as an unprivileged user that can read the application but not
# change it. Node 24 comes from the image (it runs server/*.ts by stripping the
# types, so TypeScript itself is not needed at run time). Every base image and
# package comes from Docker Hub and the npm registry (or their mirrors); nothing
# else is fetched. scripts/check-image.sh builds it and checks all of this.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Source maps are not served by the image (no one debugs the minified code in it).
RUN npm run build && find build -name '*.map' -delete

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Optional packages stay: sharp's prebuilt libvips for this platform is one
# (@img/sharp-*). TypeScript and @types/*, which npm installs as optional peers
# of react-router and radix-ui (25 MB nobody runs), are removed.
# Packages' source maps, type declarations and tests are for editors, debuggers and
# their authors, not for running them (about 10 of the 39 MB).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/@types \
  && find node_modules -type f \( -name '*.map' -o -name '*.test.ts' -o -name '*.test.tsx' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete

FROM node:24-slim
# The picture cache (originals, copies, previews) and the enquiry store and
# outbox (DATA_DIR) live in the home of `node`, the one place it may write;
# deploy/compose.yaml mounts a volume there.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PICTURE_CACHE_DIR=/home/node/picture-cache DATA_DIR=/home/node/data \
    MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# Owned by root and not writable by the runtime user: a compromised process
# cannot rewrite its own code. The site writes only its picture cache and DATA_DIR.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server ./server
# The app modules server/ imports (tests/image.test.ts checks that each is copied),
# and `npm run enquiries` with the one module it reads (docs/DEPLOY.md section 10).
COPY app/lib/log.server.ts ./app/lib/
COPY app/enquiries/store.server.ts ./app/enquiries/
COPY scripts/enquiries.ts ./scripts/
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the site finishes requests in flight (at most 8 s, server/start.ts),
# inside the 10 s `docker stop` waits by default.
STOPSIGNAL SIGTERM
# As `npm start` (package.json): V8's young generation bounded at 4 MiB per
# semi-space and its old generation at 96 MiB (three times the ~30 MiB the site
# keeps alive), so a flood of renders does not grow the heap to ~100 MiB whose
# pages stay resident; a flood of requests stays under 256 MiB resident
# (`npm run bench -- --only=memory` measures it). Of glibc's settings (the ENV
# above), MALLOC_ARENA_MAX keeps it from giving each of libuv's threads its own
# heap, where freed decoding buffers stay resident (e2e/pictures-memory.test.ts),
# and the two thresholds, fixed at 128 KiB, give blocks that size and more back
# to the system when freed and trim the heap's free top, instead of keeping the
# high-water mark of a flood (after the floods: 200 MiB against 254 without them).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=96", "server/start.ts"]
