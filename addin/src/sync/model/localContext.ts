import { LOCAL_CONTEXT_PARTS, type DocumentPart, type LocalContext } from '@arcline/shared';
import type { Block } from './blocks';

/** Every paragraph id a block holds: its own, or those of all its cells at any depth. */
function idsOf(block: Block): string[] {
  if (block.type === 'paragraph') return [block.id];
  return block.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks.flatMap(idsOf)));
}

/**
 * The parts around a selection (spec 01 §3, §9): those containing its first to its last paragraph (a paragraph in a
 * table is contained by the table's part), and 5 before and 5 after. Empty when the selection is in no part yet.
 */
export function localContextAround(blocks: readonly Block[], parts: readonly DocumentPart[], startParagraphId: string, endParagraphId: string): LocalContext {
  const partIndex = new Map<string, number>();
  blocks.forEach((block, index) => idsOf(block).forEach((id) => partIndex.set(id, index)));
  const start = partIndex.get(startParagraphId);
  const end = partIndex.get(endParagraphId) ?? start;
  if (start === undefined || end === undefined) return { partsBeforeSelection: [], partsContainingSelection: [], partsAfterSelection: [] };
  const [first, last] = start <= end ? [start, end] : [end, start];
  return {
    partsBeforeSelection: parts.slice(Math.max(0, first - LOCAL_CONTEXT_PARTS), first),
    partsContainingSelection: parts.slice(first, last + 1),
    partsAfterSelection: parts.slice(last + 1, last + 1 + LOCAL_CONTEXT_PARTS),
  };
}
