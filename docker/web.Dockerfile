# syntax=docker/dockerfile:1
#
# Arcline web: the Vite bundle served by nginx on port 8080, with /api proxied to the api service
# (docker/nginx.conf). The same bundle serves the browser and the Word task pane.
#
# Build context: the repository root, e.g.
#   docker build -f docker/web.Dockerfile -t arcline-web .
#
# Only the files named in the COPY lines below enter the image. The build context is trimmed by
# docker/web.Dockerfile.dockerignore, which BuildKit reads; the legacy builder and
# docker-compose v1 need a .dockerignore at the repository root instead (see docker/README.md).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# ---------------------------------------------------------------------------------------------
# build: Vite is a development dependency, so this stage installs them; only web/dist leaves it.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Every workspace's package.json plus the lock file (all that `npm ci` reads). Add new workspaces.
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
# --ignore-scripts: the root postinstall fetches the Temporal CLI for the local stack; Vite's
# native parts (rolldown, lightningcss, esbuild) come as prebuilt optional packages.
RUN npm ci --include=dev --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY shared/src shared/src
# The whole web/ folder (index.html, vite.config.ts, src/, public/ when it has files); its
# node_modules/ and dist/ are left out by the .dockerignore.
# The Word task pane page (web/taskpane.html) imports the add-in's entry.
COPY addin/src addin/src
COPY web/ web/
ENV NODE_ENV=production
# web/vite.config.ts builds into web/dist.
RUN cd web && ../node_modules/.bin/vite build

# ---------------------------------------------------------------------------------------------
FROM ${NGINX_IMAGE}
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 8080
