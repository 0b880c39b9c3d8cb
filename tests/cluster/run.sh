#!/usr/bin/env bash
# `npm run test:cluster`: the cluster proof (tests/cluster/*.proof.ts) in a network namespace of its own
# (scripts/stack/inClusterNamespace.sh). The proof itself is bounded (CLUSTER_PROOF_SECONDS, default 720 = 12 minutes):
# past it, Vitest is stopped and every process of the namespace (the whole cluster, nothing else) is killed.
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=${CLUSTER_PROOF_SECONDS:-720}
status=0
bash scripts/stack/inClusterNamespace.sh timeout --kill-after=20 "$limit" npx vitest run --config tests/cluster/vitest.config.ts || status=$?
[ "$status" = 124 ] && echo "The cluster proof took more than $limit s: stopped." >&2
exit "$status"
