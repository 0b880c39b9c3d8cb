/**
 * The only module that reads and writes `translation_usage`: one row per translation (keyed by its workflow id, so a
 * retried activity counts once), summed per company and calendar month (UTC) for the quotas of spec 02 §8. A file's
 * row is a reservation from the moment its characters are known until it is delivered (then it stays: settled) or
 * fails (then it is released), so files translated at once cannot pass the quota together.
 */
import type { TranslationEngine } from '../translation/payloads';
import type { Sql } from './sql';

export type TranslationUsageKind = 'text' | 'file';

export interface TranslationUsageRecord {
  id: string;
  companyId: string;
  userId: string;
  kind: TranslationUsageKind;
  characters: number;
  engine: TranslationEngine;
}

export async function recordTranslationUsage(sql: Sql, usage: TranslationUsageRecord): Promise<void> {
  await sql.rows(
    `insert into translation_usage (id, company_id, user_id, kind, characters, engine) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do nothing`,
    [usage.id, usage.companyId, usage.userId, usage.kind, usage.characters, usage.engine],
  );
}

export type TranslationReservation = { reserved: true } | { reserved: false; charactersUsed: number };

/**
 * Reserves the translation's characters against the company's monthly quota of its kind: refused (with what the
 * others used) when they would take it past `quotaCharacters`. Reservations of a company and kind are made one at a
 * time (a transaction-scoped advisory lock); reserving the same id again (a retried attempt) updates its characters.
 */
export async function reserveTranslationUsage(sql: Sql, usage: TranslationUsageRecord, quotaCharacters: number): Promise<TranslationReservation> {
  return sql.transaction(async (tx) => {
    await tx.rows('select pg_advisory_xact_lock(hashtext($1))', [`translation-quota/${usage.companyId}/${usage.kind}`]);
    const [row] = await tx.rows<{ characters: string }>(
      `select coalesce(sum(characters), 0) as characters from translation_usage
        where company_id = $1 and kind = $2 and id <> $3 and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
      [usage.companyId, usage.kind, usage.id],
    );
    const charactersUsed = Number(row?.characters ?? 0);
    if (charactersUsed + usage.characters > quotaCharacters) return { reserved: false, charactersUsed };
    await tx.rows(
      `insert into translation_usage (id, company_id, user_id, kind, characters, engine) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do update set characters = excluded.characters, engine = excluded.engine`,
      [usage.id, usage.companyId, usage.userId, usage.kind, usage.characters, usage.engine],
    );
    return { reserved: true };
  });
}

/** Gives a reservation's characters back (the translation failed); idempotent. */
export async function releaseTranslationUsage(sql: Sql, id: string): Promise<void> {
  await sql.rows('delete from translation_usage where id = $1', [id]);
}

/** Characters the company has translated this calendar month (UTC), as text or as files. */
export async function charactersTranslatedThisMonth(sql: Sql, companyId: string, kind: TranslationUsageKind): Promise<number> {
  const [row] = await sql.rows<{ characters: string }>(
    `select coalesce(sum(characters), 0) as characters from translation_usage
      where company_id = $1 and kind = $2 and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
    [companyId, kind],
  );
  return Number(row?.characters ?? 0);
}

/** Characters the company translated per calendar month (UTC) and kind, for the months since `since`. */
export async function charactersTranslatedPerMonth(
  sql: Sql,
  companyId: string,
  since: Date,
): Promise<{ month: string; kind: TranslationUsageKind; characters: number }[]> {
  const rows = await sql.rows<{ month: string; kind: TranslationUsageKind; characters: string }>(
    `select to_char(date_trunc('month', created_at at time zone 'utc'), 'YYYY-MM') as month, kind, sum(characters) as characters
       from translation_usage where company_id = $1 and created_at >= $2 group by 1, 2`,
    [companyId, since],
  );
  return rows.map((row) => ({ month: row.month, kind: row.kind, characters: Number(row.characters) }));
}
