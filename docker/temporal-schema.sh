#!/bin/sh
# One-shot run by the `temporal-schema` service of docker/compose.yml (temporalio/admin-tools image): creates
# Temporal's persistence and visibility databases on PostgreSQL, then brings both schemas to the version of the server
# image, as Temporal's own auto-setup does (every step is a no-op when already done). Safe to run on every `up`.
set -eu

export SQL_PASSWORD="$POSTGRES_PWD"
sql() {
  temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_HOST" --port "${POSTGRES_PORT:-5432}" --user "$POSTGRES_USER" --db "$@"
}

for pair in temporal:postgresql/v12/temporal temporal_visibility:postgresql/v12/visibility; do
  database="${pair%%:*}"
  schema="${pair#*:}"
  # Fails only when the database is there already, which is what a second `up` finds.
  sql "$database" create-database 2>/dev/null || echo "temporal-schema: database $database exists"
  sql "$database" setup-schema --version 0.0
  sql "$database" update-schema --schema-name "$schema"
  echo "temporal-schema: $database is current"
done
