# syntax=docker/dockerfile:1
#
# Arcline worker: the Temporal worker (workflow bundle + all activities) on the main task queue.
#
# Build context: the repository root, e.g.
#   docker build -f docker/worker.Dockerfile -t arcline-worker .
#
# Only the files named in the COPY lines below enter the image. The build context is trimmed by
# docker/worker.Dockerfile.dockerignore, which BuildKit reads; the legacy builder and
# docker-compose v1 need a .dockerignore at the repository root instead (see docker/README.md).

ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE}

# Extra Debian packages, e.g. Apertium language pairs for offline translation:
#   --build-arg APT_PACKAGES="apertium apertium-en-es apertium-swe-dan apertium-dan-nor apertium-nno-nob"
ARG APT_PACKAGES=""
RUN if [ -n "${APT_PACKAGES}" ]; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${APT_PACKAGES} \
      && rm -rf /var/lib/apt/lists/*; \
    fi

WORKDIR /app
ENV NODE_ENV=production

# Every workspace's package.json plus the lock file: all that `npm ci` reads, in their own layer
# so the install is reused until they change. Add new workspaces here.
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

# Production dependencies only; tsx (a root development dependency) globally, at the lock file's
# version. --ignore-scripts: the root postinstall fetches the Temporal CLI for the local stack;
# @temporalio/core-bridge, @swc/core and argon2 ship prebuilt binaries and need no script.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && TSX_VERSION="$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
 && npm install --global --no-audit --no-fund "tsx@${TSX_VERSION}" \
 && npm cache clean --force

COPY tsconfig.base.json tsconfig.json ./
COPY shared/src shared/src
COPY workflows/src workflows/src
COPY activities/src activities/src
COPY worker/src worker/src

USER node
# The worker bundles workflows/src at start-up (webpack + swc, in memory) and then polls Temporal.
CMD ["tsx", "worker/src/worker.ts"]
