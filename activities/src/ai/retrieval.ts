import type pg from 'pg';
import { textChunkStore, type ChunkPassageRow } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import type { ContextPassage } from './types';

/** Display name of a synchronised Word document's paragraphs (documents have no file name). */
export const DOCUMENT_SOURCE_NAME = 'The open document';

export interface SourceScope {
  attachmentIds?: string[];
  documentId?: string;
}

export interface RetrieveInput {
  userId: string;
  query: string;
  /** Only these sources; omitted means every source of the user. */
  sourceIds?: SourceScope;
  limit: number;
}

export interface RankedPassage extends ContextPassage {
  rank: number;
}

/** Where the providers read the user's text from: PostgreSQL in production, memory in unit tests. */
export interface PassageStore {
  search(input: RetrieveInput): Promise<RankedPassage[]>;
  /** Every paragraph of the given sources, in order: the document first, then attachments in the order given. */
  loadSources(userId: string, scope: SourceScope): Promise<ContextPassage[]>;
}

const toPassage = (row: ChunkPassageRow): RankedPassage => ({
  sourceType: row.source_type,
  sourceId: row.source_id,
  sourceName: row.source_name ?? DOCUMENT_SOURCE_NAME,
  partId: row.part_id,
  ordinal: row.ordinal,
  text: row.content,
  ...(row.cell_paragraphs ? { cellParagraphs: row.cell_paragraphs } : {}),
  rank: Number(row.rank),
});

/**
 * The user's paragraphs ranked by PostgreSQL full-text search: all of the question's significant words first
 * (websearch_to_tsquery), any of them when that finds nothing. Always scoped by user id.
 */
export async function retrievePassages(db: pg.Pool, input: RetrieveInput): Promise<RankedPassage[]> {
  const scope = input.sourceIds;
  const attachmentIds = scope?.attachmentIds ?? [];
  if (scope && attachmentIds.length === 0 && !scope.documentId) return [];
  const sql = pgSql(db);
  const search = { userId: input.userId, query: input.query, limit: input.limit, ...(scope ? { scope: { attachmentIds, documentId: scope.documentId ?? null } } : {}) };
  const all = await textChunkStore.search(sql, { ...search, words: 'all' });
  if (all.length > 0) return all.map(toPassage);
  return (await textChunkStore.search(sql, { ...search, words: 'any' })).map(toPassage);
}

/** Every paragraph of the given sources of one user, in order. */
export async function loadSourcePassages(db: pg.Pool, userId: string, scope: SourceScope): Promise<ContextPassage[]> {
  const attachmentIds = scope.attachmentIds ?? [];
  if (attachmentIds.length === 0 && !scope.documentId) return [];
  const rows = await textChunkStore.sourcePassages(pgSql(db), userId, attachmentIds, scope.documentId ?? null);
  return rows.map(toPassage).map(({ rank: _rank, ...passage }) => passage);
}

/** Passages listed twice (retrieved and also passed in) count once; ranks are dropped. */
export function uniquePassages(passages: (ContextPassage | RankedPassage)[]): ContextPassage[] {
  const seen = new Set<string>();
  const unique: ContextPassage[] = [];
  for (const passage of passages) {
    const key = `${passage.sourceType}:${passage.sourceId}:${passage.ordinal}:${passage.partId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({
      sourceType: passage.sourceType,
      sourceId: passage.sourceId,
      sourceName: passage.sourceName,
      partId: passage.partId,
      ordinal: passage.ordinal,
      text: passage.text,
      ...(passage.cellParagraphs ? { cellParagraphs: passage.cellParagraphs } : {}),
    });
  }
  return unique;
}

export function createPgPassageStore(db: pg.Pool): PassageStore {
  return {
    search: (input) => retrievePassages(db, input),
    loadSources: (userId, scope) => loadSourcePassages(db, userId, scope),
  };
}
