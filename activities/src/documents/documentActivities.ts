import type pg from 'pg';
import { applyDocumentChanges, type DocumentChange, type DocumentPart, type TableParagraph } from '@arcline/shared';
import type { IndexDocumentInput } from '@arcline/shared/contracts';
import { replaceIndexedText } from '../search/textIndex';
import { heartbeating } from '../heartbeat';

/** The oldest stored update of a document, as index-document sees it. */
export interface PendingDocumentUpdate {
  updateId: string;
  topicId: string;
  kind: 'full' | 'changes';
  /** Parts of a full update, or change events of an incremental one: the progress total. */
  total: number;
}

export type DocumentUpdateBody = { title?: string; documentParts: DocumentPart[] } | { changes: DocumentChange[] };

interface StoredPartRow {
  id: string;
  ordinal: number;
  part_id: string | null;
  content: string;
  cell_paragraphs: TableParagraph[] | null;
}

/** A part as stored, with its row: applyDocumentChanges hands back the parts no change touched as these same objects. */
interface StoredPart extends DocumentPart {
  rowId: string;
  ordinal: number;
}

const toStoredPart = (stored: StoredPartRow): StoredPart => ({
  partId: stored.part_id ?? '',
  content: stored.content,
  ...(stored.cell_paragraphs ? { cellParagraphs: stored.cell_paragraphs } : {}),
  rowId: stored.id,
  ordinal: stored.ordinal,
});

const isStored = (part: StoredPart | DocumentPart): part is StoredPart => 'rowId' in part;

interface UpdateRow {
  user_id: string;
  document_id: string;
  kind: 'full' | 'changes';
  body: DocumentUpdateBody;
}

export function createDocumentActivities(deps: { db: pg.Pool }) {
  const { db } = deps;

  async function countParts(client: pg.Pool | pg.PoolClient, userId: string, documentId: string): Promise<number> {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2`,
      [userId, documentId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Records that the index now reflects the document, and drops the applied update. */
  async function markSynced(client: pg.Pool | pg.PoolClient, updateId: string, row: UpdateRow, partCount: number): Promise<void> {
    const title = 'title' in row.body ? (row.body.title ?? null) : null;
    await client.query(
      `update documents set part_count = $3, title = coalesce($4, title), synced_at = now(), updated_at = now()
       where user_id = $1 and id = $2`,
      [row.user_id, row.document_id, partCount, title],
    );
    await client.query('delete from document_updates where id = $1', [updateId]);
  }

  /**
   * Applies change events in one transaction: the document's parts are read in order, changed as the shared
   * applyDocumentChanges says (a new or moved part right after its neighbour), and only the rows that differ are
   * written. Applied once: the update row is deleted in the same transaction.
   */
  async function applyChanges(updateId: string, row: UpdateRow, changes: DocumentChange[]): Promise<number> {
    const client = await db.connect();
    const owner = [row.user_id, row.document_id];
    try {
      await client.query('begin');
      const { rows: stored } = await client.query<StoredPartRow>(
        `select id, ordinal, part_id, content, cell_paragraphs from text_chunks
         where user_id = $1 and source_type = 'document' and source_id = $2 order by ordinal for update`,
        owner,
      );
      const before = stored.map(toStoredPart);
      const after = applyDocumentChanges(before, changes);
      await writeParts(client, row, before, after);
      await markSynced(client, updateId, row, after.length);
      await client.query('commit');
      return after.length;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Turns the stored rows into `after`: rows whose part is gone or was changed or moved are deleted, rows left as they
   * were but shifted get their new ordinal (through negative ones first, as ordinals are unique per document), and the
   * changed, moved and new parts are inserted at theirs.
   */
  async function writeParts(client: pg.PoolClient, row: UpdateRow, before: readonly StoredPart[], after: readonly (StoredPart | DocumentPart)[]): Promise<void> {
    const owner = [row.user_id, row.document_id];
    const kept = new Set(after.filter(isStored));
    const gone = before.filter((part) => !kept.has(part)).map((part) => part.rowId);
    if (gone.length > 0) await client.query('delete from text_chunks where id = any($1::bigint[])', [gone]);

    const shifted = after.flatMap((part, ordinal) => (isStored(part) && part.ordinal !== ordinal ? [{ rowId: part.rowId, ordinal }] : []));
    if (shifted.length > 0) {
      await client.query(
        `update text_chunks c set ordinal = -1 - u.ordinal from unnest($1::bigint[], $2::int[]) as u(id, ordinal) where c.id = u.id`,
        [shifted.map((part) => part.rowId), shifted.map((part) => part.ordinal)],
      );
      await client.query(
        `update text_chunks set ordinal = -1 - ordinal where user_id = $1 and source_type = 'document' and source_id = $2 and ordinal < 0`,
        owner,
      );
    }
    const inserted = after.flatMap((part, ordinal) => (isStored(part) ? [] : [{ ordinal, part }]));
    if (inserted.length > 0) {
      await client.query(
        `insert into text_chunks (user_id, source_type, source_id, ordinal, part_id, content, cell_paragraphs)
         select $1, 'document', $2, t.ordinal, t.part_id, t.content, t.cell_paragraphs::jsonb
         from unnest($3::int[], $4::text[], $5::text[], $6::text[]) as t(ordinal, part_id, content, cell_paragraphs)`,
        [
          ...owner,
          inserted.map(({ ordinal }) => ordinal),
          inserted.map(({ part }) => part.partId),
          inserted.map(({ part }) => part.content),
          inserted.map(({ part }) => (part.cellParagraphs ? JSON.stringify(part.cellParagraphs) : null)),
        ],
      );
    }
  }

  return {
    /** The document's oldest stored update, or null when none is left. */
    async nextDocumentUpdate(input: IndexDocumentInput): Promise<PendingDocumentUpdate | null> {
      const { rows } = await db.query<{ id: string; topic_id: string; kind: 'full' | 'changes'; total: number }>(
        `select id, topic_id, kind,
                coalesce(jsonb_array_length(case kind when 'full' then body->'documentParts' else body->'changes' end), 0) as total
         from document_updates where user_id = $1 and document_id = $2 order by seq limit 1`,
        [input.userId, input.documentId],
      );
      const row = rows[0];
      return row ? { updateId: row.id, topicId: row.topic_id, kind: row.kind, total: row.total } : null;
    },

    /**
     * Stores a full update's parts (replacing the document's paragraphs in the full-text index) or applies an
     * incremental update's change events; returns how many parts the index holds for the document.
     */
    applyDocumentUpdate: heartbeating(async (input: IndexDocumentInput & { updateId: string }): Promise<{ partCount: number }> => {
      const { rows } = await db.query<UpdateRow>(
        'select user_id, document_id, kind, body from document_updates where id = $1 and user_id = $2 and document_id = $3',
        [input.updateId, input.userId, input.documentId],
      );
      const row = rows[0];
      // Already applied by an earlier attempt whose completion was lost.
      if (!row) return { partCount: await countParts(db, input.userId, input.documentId) };
      if ('changes' in row.body) return { partCount: await applyChanges(input.updateId, row, row.body.changes) };

      const parts = row.body.documentParts;
      await replaceIndexedText(
        db,
        { userId: row.user_id, sourceType: 'document', sourceId: row.document_id },
        parts.map((part) => ({ partId: part.partId, content: part.content, cellParagraphs: part.cellParagraphs })),
      );
      await markSynced(db, input.updateId, row, parts.length);
      return { partCount: parts.length };
    }),

    /** Drops an update that could not be applied; the client is told and sends the document again. */
    async discardDocumentUpdate(updateId: string): Promise<void> {
      await db.query('delete from document_updates where id = $1', [updateId]);
    },
  };
}
