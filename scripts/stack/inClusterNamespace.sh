#!/usr/bin/env bash
# Runs a command (its arguments) beside `npm run start:cluster` clusters in a network namespace of its own with a
# private /tmp, so each cluster gets the default ports (8080, 5488, 7233, ...) whatever else runs here; used by
# tests/cluster/run.sh and bench/cluster/run.sh. Needs root (unshare) and nginx. First builds, outside the namespace's
# fresh /tmp where Go keeps its build files, the Temporal server (from the Go module proxy, minutes, cached), the CLI and
# the web app (rebuilt whenever web/ changed). Afterwards, whatever is left in the namespace is one of the command's
# clusters (none when all went well): it is ended. Exits with the command's status.
set -euo pipefail
cd "$(dirname "$0")/../.."
node --import tsx -e "import('./scripts/stack/temporalServer.ts').then((m) => m.ensureTemporalServer())"
node --import tsx -e "import('./scripts/stack/temporalCli.ts').then((m) => m.ensureTemporalCli())"
node --import tsx -e "import('./scripts/stack/webBuild.ts').then((m) => m.ensureWebBuild(console.log))"
exec unshare --net --mount --fork bash -euc '
  mount --make-rprivate /
  mount -t tmpfs tmpfs /tmp
  ip link set lo up
  status=0
  "$@" || status=$?
  namespace=$(readlink /proc/$$/ns/net)
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    if [ "$pid" != $$ ] && [ "$pid" != "$PPID" ] && [ "$(readlink "$dir/ns/net" 2>/dev/null)" = "$namespace" ]; then kill -9 "$pid" 2>/dev/null || true; fi
  done
  exit "$status"
' in-cluster-namespace "$@"
