import type { DocumentChange, DocumentPart } from '@arcline/shared';

/**
 * The change events that turn the parts the server has into the parts the document has now, or null when only a
 * full upload can say it: a part without id (a table starting with a nested table) or two parts with one id.
 */
export function diffParts(sent: readonly DocumentPart[], current: readonly DocumentPart[]): DocumentChange[] | null {
  const before = byId(sent);
  const after = byId(current);
  if (!before || !after) return null;
  const changes: DocumentChange[] = [];
  for (const [partId, content] of after) {
    if (before.get(partId) !== content) changes.push({ type: 'added-or-changed', paragraphId: partId, newText: content });
  }
  for (const partId of before.keys()) if (!after.has(partId)) changes.push({ type: 'deleted', paragraphId: partId });
  return changes;
}

/** Whether the parts both have keep the same order (new parts appended at the end keep it too). */
export function sameOrder(sent: readonly DocumentPart[], current: readonly DocumentPart[]): boolean {
  const currentIds = new Set(current.map((part) => part.partId));
  const kept = sent.map((part) => part.partId).filter((partId) => currentIds.has(partId));
  const sentIds = new Set(kept);
  const order = current.map((part) => part.partId);
  const firstNew = order.findIndex((partId) => !sentIds.has(partId));
  if (firstNew !== -1 && order.slice(firstNew).some((partId) => sentIds.has(partId))) return false;
  return kept.every((partId, index) => order[index] === partId);
}

function byId(parts: readonly DocumentPart[]): Map<string, string> | null {
  const map = new Map<string, string>();
  for (const part of parts) {
    if (part.partId === '' || map.has(part.partId)) return null;
    map.set(part.partId, part.content);
  }
  return map;
}
