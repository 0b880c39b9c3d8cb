#!/bin/sh
# One-shot run by the `temporal-setup` service of docker/compose.yml (temporalio/admin-tools image):
# waits until the Temporal cluster answers, creates the namespace when it is missing, then registers the custom
# search attributes operators use in the Temporal UI to find an Arcline workflow.
# Safe to run again: a namespace or attributes that already exist are left alone.
set -eu

ADDRESS="${TEMPORAL_ADDRESS:-temporal:7233}"
NAMESPACE="${TEMPORAL_NAMESPACE:-default}"
ATTRIBUTES="ArclineUserId ArclineMatrixId ArclineDocumentId ArclineUserActionId"
WAIT_SECONDS="${WAIT_SECONDS:-300}"

RETENTION="${TEMPORAL_RETENTION:-72h}"

waited=0
until temporal operator cluster health --address "$ADDRESS" 2>/dev/null | grep -q SERVING; do
  if [ "$waited" -ge "$WAIT_SECONDS" ]; then
    echo "temporal-setup: Temporal not serving at $ADDRESS after ${WAIT_SECONDS}s" >&2
    exit 1
  fi
  echo "temporal-setup: waiting for Temporal at $ADDRESS"
  sleep 2
  waited=$((waited + 2))
done
if ! temporal operator namespace describe --address "$ADDRESS" "$NAMESPACE" >/dev/null 2>&1; then
  temporal operator namespace create --address "$ADDRESS" --retention "$RETENTION" "$NAMESPACE"
  echo "temporal-setup: created namespace $NAMESPACE (retention $RETENTION)"
fi
until temporal operator namespace describe --address "$ADDRESS" "$NAMESPACE" >/dev/null 2>&1; do
  if [ "$waited" -ge "$WAIT_SECONDS" ]; then
    echo "temporal-setup: namespace '$NAMESPACE' not reachable at $ADDRESS after ${WAIT_SECONDS}s" >&2
    exit 1
  fi
  echo "temporal-setup: waiting for Temporal at $ADDRESS (namespace '$NAMESPACE')"
  sleep 2
  waited=$((waited + 2))
done

existing="$(temporal operator search-attribute list --address "$ADDRESS" --namespace "$NAMESPACE")"
for name in $ATTRIBUTES; do
  if printf '%s\n' "$existing" | grep -qw "$name"; then
    echo "temporal-setup: search attribute $name already registered"
  else
    temporal operator search-attribute create --address "$ADDRESS" --namespace "$NAMESPACE" \
      --name "$name" --type Keyword
    echo "temporal-setup: registered search attribute $name (Keyword)"
  fi
done
echo "temporal-setup: done"
