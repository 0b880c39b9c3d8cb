import type pg from 'pg';
import type { TranslationEngine } from '@arcline/shared';

export interface TranslationUsageRecord {
  companyId: string;
  userId: string;
  kind: 'text' | 'file';
  characters: number;
  engine: TranslationEngine;
}

/** One row per translation in translation_usage; the API sums a company's month of them for its quotas. */
export async function recordTranslationUsage(db: pg.Pool, usage: TranslationUsageRecord, requestId: string): Promise<void> {
  await db.query(
    `insert into translation_usage (id, company_id, user_id, kind, characters, engine) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do nothing`,
    [requestId, usage.companyId, usage.userId, usage.kind, usage.characters, usage.engine],
  );
}
