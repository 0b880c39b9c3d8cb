#!/usr/bin/env bash
# `npm run --workspace bench bench:cluster`: bench/cluster/topology.ts in a network namespace of its own with a private
# /tmp (as tests/cluster/run.sh), so each `npm run start:cluster` it starts gets the default ports whatever else runs
# here. Needs root (unshare) and nginx; the first run builds the Temporal server (minutes, cached).
set -euo pipefail
cd "$(dirname "$0")/../.."
node --import tsx -e "import('./scripts/stack/temporalServer.ts').then((m) => m.ensureTemporalServer())"
node --import tsx -e "import('./scripts/stack/temporalCli.ts').then((m) => m.ensureTemporalCli())"
# The web app too (it is rebuilt whenever web/ changed), so the cluster's start does not wait for Vite.
node --import tsx -e "import('./scripts/stack/webBuild.ts').then((m) => m.ensureWebBuild(console.log))"
exec unshare --net --mount --fork bash -euc '
  mount --make-rprivate /
  mount -t tmpfs tmpfs /tmp
  ip link set lo up
  status=0
  npx tsx bench/cluster/topology.ts || status=$?
  # Whatever a failed run left in this network namespace is one of its clusters: end it.
  namespace=$(readlink /proc/$$/ns/net)
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    if [ "$pid" != $$ ] && [ "$pid" != "$PPID" ] && [ "$(readlink "$dir/ns/net" 2>/dev/null)" = "$namespace" ]; then kill -9 "$pid" 2>/dev/null || true; fi
  done
  exit "$status"
'
