import type pg from 'pg';
import type { DocumentChange, DocumentPart } from '@arcline/shared';
import type { IndexDocumentInput } from '@arcline/shared/contracts';
import { replaceIndexedText } from '../search/textIndex';

/** The oldest stored update of a document, as index-document sees it. */
export interface PendingDocumentUpdate {
  updateId: string;
  topicId: string;
  kind: 'full' | 'changes';
  /** Parts of a full update, or change events of an incremental one: the progress total. */
  total: number;
}

export type DocumentUpdateBody = { title?: string; documentParts: DocumentPart[] } | { changes: DocumentChange[] };

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

  /** Applies change events in one transaction; each is idempotent, so a retried activity gives the same index. */
  async function applyChanges(updateId: string, row: UpdateRow, changes: DocumentChange[]): Promise<number> {
    const client = await db.connect();
    const owner = [row.user_id, row.document_id];
    try {
      await client.query('begin');
      for (const change of changes) {
        if (change.type === 'deleted') {
          await client.query(
            `delete from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2 and part_id = $3`,
            [...owner, change.paragraphId],
          );
          continue;
        }
        const updated = await client.query(
          `update text_chunks set content = $4 where user_id = $1 and source_type = 'document' and source_id = $2 and part_id = $3`,
          [...owner, change.paragraphId, change.newText],
        );
        // The event does not say where a new paragraph is: it goes last until the next full sync puts it in place.
        if (updated.rowCount === 0) {
          await client.query(
            `insert into text_chunks (user_id, source_type, source_id, ordinal, part_id, content)
             select $1, 'document', $2, coalesce(max(ordinal) + 1, 0), $3, $4
             from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2`,
            [...owner, change.paragraphId, change.newText],
          );
        }
      }
      const partCount = await countParts(client, row.user_id, row.document_id);
      await markSynced(client, updateId, row, partCount);
      await client.query('commit');
      return partCount;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
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
    async applyDocumentUpdate(input: IndexDocumentInput & { updateId: string }): Promise<{ partCount: number }> {
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
        parts.map((part) => ({ partId: part.partId, content: part.content })),
      );
      await markSynced(db, input.updateId, row, parts.length);
      return { partCount: parts.length };
    },

    /** Drops an update that could not be applied; the client is told and sends the document again. */
    async discardDocumentUpdate(updateId: string): Promise<void> {
      await db.query('delete from document_updates where id = $1', [updateId]);
    },
  };
}
