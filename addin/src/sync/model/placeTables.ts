import type { HostBody, HostParagraphRef, HostTable } from '@arcline/web';
import type { SyncLogger } from '../logger';

export type BodyItem = { kind: 'paragraph'; paragraph: HostParagraphRef } | { kind: 'table'; table: HostTable };

/**
 * A body's paragraphs and tables in document order (spec 01 §3): a table sits after the paragraph before it; a
 * table with no paragraph before it goes first, one whose neighbours are not in this body goes last. More than one
 * table without a preceding paragraph is ambiguous and logged as an error (they keep Word's order, first).
 */
export function placeTables(body: HostBody, logger: SyncLogger): BodyItem[] {
  const first: BodyItem[] = [];
  const last: BodyItem[] = [];
  const after = new Map<string, BodyItem[]>();
  const paragraphIds = new Set(body.paragraphs.map((paragraph) => paragraph.id));

  for (const table of body.tables) {
    const item: BodyItem = { kind: 'table', table };
    if (table.paragraphBeforeId === null) first.push(item);
    else if (paragraphIds.has(table.paragraphBeforeId)) after.set(table.paragraphBeforeId, [...(after.get(table.paragraphBeforeId) ?? []), item]);
    else last.push(item);
  }
  if (first.length > 1) logger.error(`More than one table without a previous paragraph (${first.length})`);

  const ordered: BodyItem[] = [...first];
  for (const paragraph of body.paragraphs) {
    ordered.push({ kind: 'paragraph', paragraph }, ...(after.get(paragraph.id) ?? []));
  }
  return [...ordered, ...last];
}
