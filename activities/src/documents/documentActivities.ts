import type pg from 'pg';
import { applyDocumentChanges, type DocumentChange, type DocumentPart } from '@arcline/shared';
import type { IndexDocumentInput } from '@arcline/shared/contracts';
import { documentStore, textChunkStore, type PendingDocumentUpdate, type StoredChunk, type StoredDocumentUpdate } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { heartbeating } from '../heartbeat';

/** A part as stored, with its row: applyDocumentChanges hands back the parts no change touched as these same objects. */
interface StoredPart extends DocumentPart {
  rowId: string;
  ordinal: number;
}

const toStoredPart = (stored: StoredChunk): StoredPart => ({
  partId: stored.partId ?? '',
  content: stored.content,
  ...(stored.cellParagraphs ? { cellParagraphs: stored.cellParagraphs } : {}),
  rowId: stored.id,
  ordinal: stored.ordinal,
});

const isStored = (part: StoredPart | DocumentPart): part is StoredPart => 'rowId' in part;

/**
 * What turns the stored rows into `after`: rows whose part is gone or was changed or moved are deleted, rows left as
 * they were but shifted get their new ordinal, and the changed, moved and new parts are inserted at theirs.
 */
function partChanges(before: readonly StoredPart[], after: readonly (StoredPart | DocumentPart)[]) {
  const kept = new Set(after.filter(isStored));
  return {
    gone: before.filter((part) => !kept.has(part)).map((part) => part.rowId),
    shifted: after.flatMap((part, ordinal) => (isStored(part) && part.ordinal !== ordinal ? [{ rowId: part.rowId, ordinal }] : [])),
    inserted: after.flatMap((part, ordinal) => (isStored(part) ? [] : [{ ordinal, part }])),
  };
}

export function createDocumentActivities(deps: { db: pg.Pool }) {
  const sql = pgSql(deps.db);

  /**
   * Applies change events in one transaction: the document's parts are read in order, changed as the shared
   * applyDocumentChanges says (a new or moved part right after its neighbour), and only the rows that differ are
   * written. Applied once: the update row is deleted in the same transaction.
   */
  async function applyChanges(updateId: string, update: StoredDocumentUpdate, changes: DocumentChange[]): Promise<number> {
    return sql.transaction(async (tx) => {
      const before = (await textChunkStore.lockDocumentParts(tx, update.userId, update.documentId)).map(toStoredPart);
      const after = applyDocumentChanges(before, changes);
      await textChunkStore.rewriteDocumentParts(tx, update.userId, update.documentId, partChanges(before, after));
      await documentStore.markSynced(tx, updateId, update, after.length);
      return after.length;
    });
  }

  return {
    /** The document's oldest stored update, or null when none is left. */
    async nextDocumentUpdate(input: IndexDocumentInput): Promise<PendingDocumentUpdate | null> {
      return documentStore.nextUpdate(sql, input.userId, input.documentId);
    },

    /**
     * Stores a full update's parts (replacing the document's paragraphs in the full-text index) or applies an
     * incremental update's change events; returns how many parts the index holds for the document.
     */
    applyDocumentUpdate: heartbeating(async (input: IndexDocumentInput & { updateId: string }): Promise<{ partCount: number }> => {
      const update = await documentStore.findUpdate(sql, input.updateId, input.userId, input.documentId);
      // Already applied by an earlier attempt whose completion was lost.
      if (!update) return { partCount: await textChunkStore.countDocumentParts(sql, input.userId, input.documentId) };
      if ('changes' in update.body) return { partCount: await applyChanges(input.updateId, update, update.body.changes) };

      const parts = update.body.documentParts;
      await textChunkStore.replaceSource(
        sql,
        { userId: update.userId, sourceType: 'document', sourceId: update.documentId },
        parts.map((part) => ({ partId: part.partId, content: part.content, cellParagraphs: part.cellParagraphs })),
      );
      await documentStore.markSynced(sql, input.updateId, update, parts.length);
      return { partCount: parts.length };
    }),

    /** Drops an update that could not be applied; the client is told and sends the document again. */
    async discardDocumentUpdate(updateId: string): Promise<void> {
      await documentStore.removeUpdate(sql, updateId);
    },
  };
}
