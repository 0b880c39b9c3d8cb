import type pg from 'pg';
import type { TableParagraph } from '@arcline/shared';

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

/** Replaces a source's paragraphs in the full-text index in one transaction, so a retry never duplicates them. */
export async function replaceIndexedText(db: pg.Pool, source: TextSource, parts: TextPart[]): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('begin');
    // Scoped by user: a document id is a client-made hash that another user's copy of the same file shares.
    await client.query('delete from text_chunks where user_id = $1 and source_type = $2 and source_id = $3', [
      source.userId,
      source.sourceType,
      source.sourceId,
    ]);
    const batch = 1000;
    for (let start = 0; start < parts.length; start += batch) {
      const slice = parts.slice(start, start + batch);
      await client.query(
        `insert into text_chunks (user_id, source_type, source_id, ordinal, part_id, content, cell_paragraphs)
         select $1, $2, $3, t.ordinal, t.part_id, t.content, t.cell_paragraphs::jsonb
         from unnest($4::int[], $5::text[], $6::text[], $7::text[]) as t(ordinal, part_id, content, cell_paragraphs)`,
        [
          source.userId,
          source.sourceType,
          source.sourceId,
          slice.map((_, i) => start + i),
          slice.map((part) => part.partId),
          slice.map((part) => part.content),
          slice.map((part) => (part.cellParagraphs ? JSON.stringify(part.cellParagraphs) : null)),
        ],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
