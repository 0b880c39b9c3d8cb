import type pg from 'pg';
import { textChunkStore, type TextPart, type TextSource } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';

export type { TextPart, TextSource } from '@arcline/shared/data';

/** Replaces a source's paragraphs in the full-text index in one transaction, so a retry never duplicates them. */
export async function replaceIndexedText(db: pg.Pool, source: TextSource, parts: TextPart[]): Promise<void> {
  await textChunkStore.replaceSource(pgSql(db), source, parts);
}
