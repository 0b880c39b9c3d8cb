#!/usr/bin/env bash
# `npm run --workspace bench bench:cluster`: bench/cluster/topology.ts in a network namespace of its own
# (scripts/stack/inClusterNamespace.sh), so each `npm run start:cluster` it starts gets the default ports.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec bash scripts/stack/inClusterNamespace.sh npx tsx bench/cluster/topology.ts
