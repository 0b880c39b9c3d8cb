import type { TableParagraph } from '../chat';
import type { Sql } from './sql';

/** Whose paragraphs: an attachment's or a synchronised Word document's, always of one user. */
export interface TextSource {
  userId: string;
  sourceType: 'attachment' | 'document';
  sourceId: string;
}

export interface TextPart {
  partId: string | null;
  content: string;
  /** A Word table's paragraphs (DocumentPart.cellParagraphs). */
  cellParagraphs?: TableParagraph[];
}

/** A stored paragraph of a document, with its row id and place. */
export interface StoredChunk {
  id: string;
  ordinal: number;
  partId: string | null;
  content: string;
  cellParagraphs: TableParagraph[] | null;
}

/** A paragraph found for a question (or listed for a source), with the attachment's name when it is one's. */
export interface ChunkPassageRow {
  source_type: 'attachment' | 'document';
  source_id: string;
  source_name: string | null;
  ordinal: number;
  part_id: string | null;
  content: string;
  cell_paragraphs: TableParagraph[] | null;
  rank: number;
}

const INSERT_PARTS = `insert into text_chunks (user_id, source_type, source_id, ordinal, part_id, content, cell_paragraphs)
  select $1, $2, $3, t.ordinal, t.part_id, t.content, t.cell_paragraphs::jsonb
  from unnest($4::int[], $5::text[], $6::text[], $7::text[]) as t(ordinal, part_id, content, cell_paragraphs)
  returning id`;

const cellsJson = (part: TextPart) => (part.cellParagraphs ? JSON.stringify(part.cellParagraphs) : null);

async function insertParts(sql: Sql, source: TextSource, parts: readonly { ordinal: number; part: TextPart }[]): Promise<void> {
  const batch = 1000;
  for (let start = 0; start < parts.length; start += batch) {
    const slice = parts.slice(start, start + batch);
    await sql.rows(INSERT_PARTS, [
      source.userId,
      source.sourceType,
      source.sourceId,
      slice.map(({ ordinal }) => ordinal),
      slice.map(({ part }) => part.partId),
      slice.map(({ part }) => part.content),
      slice.map(({ part }) => cellsJson(part)),
    ]);
  }
}

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

const DOCUMENT_SCOPE = `user_id = $1 and source_type = 'document' and source_id = $2`;

/**
 * The one data-access module of table `text_chunks`, the full-text index of the users' paragraphs: written by the
 * worker when an attachment is extracted and when a Word document is synchronised, read by retrieval, chat and the
 * matrix cells. Every statement is scoped by user: a document id is a client-made hash that another user's copy of
 * the same file shares.
 */
export const textChunkStore = {
  /** Replaces a source's paragraphs in one transaction, so a retry never duplicates them. */
  async replaceSource(sql: Sql, source: TextSource, parts: readonly TextPart[]): Promise<void> {
    await sql.transaction(async (tx) => {
      await tx.rows('delete from text_chunks where user_id = $1 and source_type = $2 and source_id = $3 returning id', [
        source.userId,
        source.sourceType,
        source.sourceId,
      ]);
      await insertParts(tx, source, parts.map((part, ordinal) => ({ ordinal, part })));
    });
  },

  async countDocumentParts(sql: Sql, userId: string, documentId: string): Promise<number> {
    const rows = await sql.rows<{ n: number }>(`select count(*)::int as n from text_chunks where ${DOCUMENT_SCOPE}`, [userId, documentId]);
    return rows[0]?.n ?? 0;
  },

  /** The document's paragraphs in order, locked until the transaction `sql` runs in ends. */
  async lockDocumentParts(sql: Sql, userId: string, documentId: string): Promise<StoredChunk[]> {
    return sql.rows<StoredChunk>(
      `select id, ordinal, part_id as "partId", content, cell_paragraphs as "cellParagraphs" from text_chunks
       where ${DOCUMENT_SCOPE} order by ordinal for update`,
      [userId, documentId],
    );
  },

  /**
   * Rewrites a document's rows: `gone` rows are deleted, `shifted` rows get their new ordinal (through negative ones
   * first, as ordinals are unique per document), `inserted` parts are written at theirs. Run it in a transaction.
   */
  async rewriteDocumentParts(
    sql: Sql,
    userId: string,
    documentId: string,
    change: { gone: string[]; shifted: { rowId: string; ordinal: number }[]; inserted: { ordinal: number; part: TextPart }[] },
  ): Promise<void> {
    if (change.gone.length > 0) await sql.rows('delete from text_chunks where id = any($1::bigint[]) returning id', [change.gone]);
    if (change.shifted.length > 0) {
      await sql.rows(
        `update text_chunks c set ordinal = -1 - u.ordinal from unnest($1::bigint[], $2::int[]) as u(id, ordinal) where c.id = u.id returning c.id`,
        [change.shifted.map((part) => part.rowId), change.shifted.map((part) => part.ordinal)],
      );
      await sql.rows(`update text_chunks set ordinal = -1 - ordinal where ${DOCUMENT_SCOPE} and ordinal < 0 returning id`, [userId, documentId]);
    }
    await insertParts(sql, { userId, sourceType: 'document', sourceId: documentId }, change.inserted);
  },

  /** Index positions of the document's parts among `partIds` (a part's first row when it has several). */
  async documentPartOrdinals(sql: Sql, userId: string, documentId: string, partIds: readonly string[]): Promise<Map<string, number>> {
    if (partIds.length === 0) return new Map();
    const rows = await sql.rows<{ part_id: string; ordinal: number }>(
      `select part_id, min(ordinal) as ordinal from text_chunks where ${DOCUMENT_SCOPE} and part_id = any($3::text[]) group by part_id`,
      [userId, documentId, partIds],
    );
    return new Map(rows.map((row) => [row.part_id, row.ordinal]));
  },

  /** The document's rows that are one of `partIds` or a table (whose cells may be), in order. */
  async documentPartsOrTables(
    sql: Sql,
    userId: string,
    documentId: string,
    partIds: readonly string[],
  ): Promise<{ part_id: string; content: string; cell_paragraphs: TableParagraph[] | null }[]> {
    return sql.rows(
      `select part_id, content, cell_paragraphs from text_chunks
       where ${DOCUMENT_SCOPE} and (part_id = any($3::text[]) or cell_paragraphs is not null)
       order by ordinal`,
      [userId, documentId, partIds],
    );
  },

  /** An attachment's paragraphs, in order. */
  async attachmentParagraphs(sql: Sql, userId: string, attachmentId: string): Promise<string[]> {
    const rows = await sql.rows<{ content: string }>(
      `select content from text_chunks where user_id = $1 and source_type = 'attachment' and source_id = $2 order by ordinal`,
      [userId, attachmentId],
    );
    return rows.map((row) => row.content);
  },

  /**
   * The user's paragraphs matching a question by PostgreSQL full-text search, best first: `all` words of it
   * (websearch_to_tsquery) or `any` of them. `scope` limits them to some sources.
   */
  async search(
    sql: Sql,
    input: { userId: string; query: string; scope?: { attachmentIds: string[]; documentId: string | null }; limit: number; words: 'all' | 'any' },
  ): Promise<ChunkPassageRow[]> {
    const tsquery = input.words === 'all' ? `websearch_to_tsquery('english', $2)` : ANY_WORD_TSQUERY;
    return sql.rows<ChunkPassageRow>(SEARCH_SQL(tsquery), [
      input.userId,
      input.query,
      input.scope?.attachmentIds ?? [],
      input.scope?.documentId ?? null,
      input.scope !== undefined,
      input.limit,
    ]);
  },

  /** Every paragraph of the given sources of one user, in order: the document first, then attachments in the order given. */
  async sourcePassages(sql: Sql, userId: string, attachmentIds: string[], documentId: string | null): Promise<ChunkPassageRow[]> {
    return sql.rows<ChunkPassageRow>(
      `select c.source_type, c.source_id, a.name as source_name, c.ordinal, c.part_id, c.content, c.cell_paragraphs, 0 as rank
       from text_chunks c
       left join attachments a on c.source_type = 'attachment' and a.id::text = c.source_id and a.user_id = c.user_id
       where c.user_id = $1 and ${scopeFilter('$2', '$3')}
       order by c.source_type desc, array_position($2::text[], c.source_id), c.ordinal`,
      [userId, attachmentIds, documentId],
    );
  },
};
