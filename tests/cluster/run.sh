#!/usr/bin/env bash
# `npm run test:cluster`: the cluster proof (tests/cluster/*.proof.ts) in a network namespace of its own with a
# private /tmp, so `npm run start:cluster` gets its default ports (8080, 5488, 7233, ...) whatever else runs here.
# Needs root (unshare) and nginx; the first run builds the Temporal server from the Go module proxy (minutes, cached).
# The proof itself is bounded (CLUSTER_PROOF_SECONDS, default 480 = 8 minutes): past it, Vitest is stopped and every
# process of the namespace (the whole cluster, nothing else) is killed.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Built outside the namespace's fresh /tmp, where Go keeps its build files, and before the proof's clock starts.
node --import tsx -e "import('./scripts/stack/temporalServer.ts').then((m) => m.ensureTemporalServer())"
node --import tsx -e "import('./scripts/stack/temporalCli.ts').then((m) => m.ensureTemporalCli())"
# The web app too (it is rebuilt whenever web/ changed), so the cluster's start does not wait for Vite.
node --import tsx -e "import('./scripts/stack/webBuild.ts').then((m) => m.ensureWebBuild(console.log))"
exec unshare --net --mount --fork bash -euc '
  mount --make-rprivate /
  mount -t tmpfs tmpfs /tmp
  ip link set lo up
  limit=${CLUSTER_PROOF_SECONDS:-480}
  status=0
  timeout --kill-after=20 "$limit" npx vitest run --config tests/cluster/vitest.config.ts || status=$?
  [ "$status" = 124 ] && echo "The cluster proof took more than $limit s: stopped." >&2
  # Whatever is left in this network namespace is the cluster of this run (none when all went well): end it.
  namespace=$(readlink /proc/$$/ns/net)
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    if [ "$pid" != $$ ] && [ "$pid" != "$PPID" ] && [ "$(readlink "$dir/ns/net" 2>/dev/null)" = "$namespace" ]; then kill -9 "$pid" 2>/dev/null || true; fi
  done
  exit "$status"
'
