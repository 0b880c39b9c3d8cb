import type { SimBlock, SimCell, SimParagraph, SimTable } from './types';

export interface ParagraphPlace {
  paragraph: SimParagraph;
  /** The list of blocks holding it: the body's or a cell's. */
  container: SimBlock[];
  /** 0 in the body, 1 in a table, 2 in a table nested in a cell, ... (Word's tableNestingLevel). */
  nestingLevel: number;
  /** The table holding the paragraph, if any. */
  table: SimTable | null;
}

export interface TablePlace {
  table: SimTable;
  container: SimBlock[];
  /** 1 for a table in the body, 2 for one nested in a cell of such a table, ... */
  nestingLevel: number;
}

/** Every paragraph under `blocks`, table cells included, in document order. */
export function paragraphsIn(blocks: SimBlock[], nestingLevel = 0, table: SimTable | null = null): ParagraphPlace[] {
  return blocks.flatMap((block): ParagraphPlace[] =>
    block.kind === 'paragraph'
      ? [{ paragraph: block, container: blocks, nestingLevel, table }]
      : cellsOf(block).flatMap((cell) => paragraphsIn(cell.blocks, nestingLevel + 1, block)),
  );
}

/** Every table under `blocks`, nested ones included, in document order. */
export function tablesIn(blocks: SimBlock[], nestingLevel = 1): TablePlace[] {
  return blocks.flatMap((block): TablePlace[] =>
    block.kind === 'paragraph'
      ? []
      : [{ table: block, container: blocks, nestingLevel }, ...cellsOf(block).flatMap((cell) => tablesIn(cell.blocks, nestingLevel + 1))],
  );
}

/** Tables of the cells of `table`, one level deeper only. */
export function childTables(table: SimTable): SimTable[] {
  return cellsOf(table).flatMap((cell) => cell.blocks.filter((block): block is SimTable => block.kind === 'table'));
}

function cellsOf(table: SimTable): SimCell[] {
  return table.rows.flatMap((row) => row.cells);
}
