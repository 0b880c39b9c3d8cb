import type pg from 'pg';
import type { TableParagraph } from '@arcline/shared';
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

interface ChunkRow {
  source_type: 'attachment' | 'document';
  source_id: string;
  source_name: string | null;
  ordinal: number;
  part_id: string | null;
  content: string;
  cell_paragraphs: TableParagraph[] | null;
  rank: number;
}

const toPassage = (row: ChunkRow): RankedPassage => ({
  sourceType: row.source_type,
  sourceId: row.source_id,
  sourceName: row.source_name ?? DOCUMENT_SOURCE_NAME,
  partId: row.part_id,
  ordinal: row.ordinal,
  text: row.content,
  ...(row.cell_paragraphs ? { cellParagraphs: row.cell_paragraphs } : {}),
  rank: Number(row.rank),
});

const scopeFilter = (attachmentIds: string, documentId: string) => `(
  (c.source_type = 'attachment' and c.source_id = any(${attachmentIds}::text[]))
  or (c.source_type = 'document' and c.source_id = ${documentId}::text))`;

const SEARCH_SQL = (tsquery: string) => `
  select c.source_type, c.source_id, a.name as source_name, c.ordinal, c.part_id, c.content, c.cell_paragraphs,
         ts_rank_cd(c.search, q.query) as rank
  from text_chunks c
  cross join (select ${tsquery} as query) q
  left join attachments a on c.source_type = 'attachment' and a.id::text = c.source_id and a.user_id = c.user_id
  where c.user_id = $1 and c.search @@ q.query and (not $5::boolean or ${scopeFilter('$3', '$4')})
  order by rank desc, c.source_type, c.source_id, c.ordinal
  limit $6`;

/** Every word of the question, any of them (the stemmed lexemes PostgreSQL itself derives, joined by "|"). */
const ANY_WORD_TSQUERY = `(select to_tsquery('simple', coalesce(string_agg(lexeme, ' | '), ''))
  from unnest(tsvector_to_array(to_tsvector('english', $2))) as lexeme where lexeme ~ '^[[:alnum:]]+$')`;

/**
 * The user's paragraphs ranked by PostgreSQL full-text search: all of the question's significant words first
 * (websearch_to_tsquery), any of them when that finds nothing. Always scoped by user id.
 */
export async function retrievePassages(db: pg.Pool, input: RetrieveInput): Promise<RankedPassage[]> {
  const scope = input.sourceIds;
  const attachmentIds = scope?.attachmentIds ?? [];
  if (scope && attachmentIds.length === 0 && !scope.documentId) return [];
  const params = [input.userId, input.query, attachmentIds, scope?.documentId ?? null, scope !== undefined, input.limit];
  const all = await db.query<ChunkRow>(SEARCH_SQL(`websearch_to_tsquery('english', $2)`), params);
  if (all.rows.length > 0) return all.rows.map(toPassage);
  const any = await db.query<ChunkRow>(SEARCH_SQL(ANY_WORD_TSQUERY), params);
  return any.rows.map(toPassage);
}

/** Every paragraph of the given sources of one user, in order. */
export async function loadSourcePassages(db: pg.Pool, userId: string, scope: SourceScope): Promise<ContextPassage[]> {
  const attachmentIds = scope.attachmentIds ?? [];
  if (attachmentIds.length === 0 && !scope.documentId) return [];
  const { rows } = await db.query<ChunkRow>(
    `select c.source_type, c.source_id, a.name as source_name, c.ordinal, c.part_id, c.content, c.cell_paragraphs, 0 as rank
     from text_chunks c
     left join attachments a on c.source_type = 'attachment' and a.id::text = c.source_id and a.user_id = c.user_id
     where c.user_id = $1 and ${scopeFilter('$2', '$3')}
     order by c.source_type desc, array_position($2::text[], c.source_id), c.ordinal`,
    [userId, attachmentIds, scope.documentId ?? null],
  );
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
