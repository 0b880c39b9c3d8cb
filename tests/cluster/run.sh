#!/usr/bin/env bash
# `npm run test:cluster`: the cluster proof (tests/cluster/cluster.proof.ts) in a network namespace of its own with a
# private /tmp, so `npm run start:cluster` gets its default ports (8080, 5488, 7233, ...) whatever else runs here.
# Needs root (unshare) and nginx; the first run builds the Temporal server from the Go module proxy (minutes, cached).
set -euo pipefail
cd "$(dirname "$0")/../.."
# Built outside the namespace's fresh /tmp, where Go keeps its build files, and before the proof's clock starts.
node --import tsx -e "import('./scripts/stack/temporalServer.ts').then((m) => m.ensureTemporalServer())"
node --import tsx -e "import('./scripts/stack/temporalCli.ts').then((m) => m.ensureTemporalCli())"
exec unshare --net --mount --fork bash -euc '
  mount --make-rprivate /
  mount -t tmpfs tmpfs /tmp
  ip link set lo up
  exec npx vitest run --config tests/cluster/vitest.config.ts
'
