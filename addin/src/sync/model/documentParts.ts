import type { DocumentPart, TableParagraph } from '@arcline/shared';
import type { Block, TableBlock } from './blocks';

const CELL_SEPARATOR = ' | ';
const ROW_SEPARATOR = '\n';
const NESTED_ROW_SEPARATOR = '; ';

/**
 * The parts sent to the server (spec 01 §3): one per paragraph, keyed by its uniqueLocalId, and one per top-level
 * table, keyed by the first paragraph of its first cell ('' when that cell starts with a nested table), holding the
 * table's text row by row and its cells' paragraphs (so edits and selections can reach a cell).
 */
export function documentParts(blocks: readonly Block[]): DocumentPart[] {
  return blocks.map((block) =>
    block.type === 'paragraph'
      ? { partId: block.id, content: block.text }
      : { partId: firstParagraphIdOfTable(block), content: tableText(block, ROW_SEPARATOR), cellParagraphs: paragraphsOf(block) },
  );
}

/** Every paragraph of a table's cells, nested tables included, in document order. */
function paragraphsOf(table: TableBlock): TableParagraph[] {
  return table.rows.flatMap((row) =>
    row.cells.flatMap((cell) => cell.blocks.flatMap((block) => (block.type === 'paragraph' ? [{ id: block.id, text: block.text }] : paragraphsOf(block)))),
  );
}

/** Spec 01 §5: looking up the first paragraph of a table without any cell is an error. */
export function firstParagraphIdOfTable(table: TableBlock): string {
  const firstCell = table.rows[0]?.cells[0];
  if (!firstCell) throw new Error(`Table ${table.path} has no cell to take its first paragraph from`);
  const firstBlock = firstCell.blocks[0];
  return firstBlock?.type === 'paragraph' ? firstBlock.id : '';
}

function tableText(table: TableBlock, rowSeparator: string): string {
  return table.rows.map((row) => row.cells.map((cell) => cellText(cell.blocks)).join(CELL_SEPARATOR)).join(rowSeparator);
}

function cellText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => (block.type === 'paragraph' ? block.text : tableText(block, NESTED_ROW_SEPARATOR)))
    .filter((text) => text.length > 0)
    .join(' ');
}
