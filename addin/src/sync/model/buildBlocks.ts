import type { HostBody, HostTable } from '@arcline/web';
import type { SyncLogger } from '../logger';
import type { Block, TableBlock } from './blocks';
import { cleanParagraphText } from './cleanParagraphText';
import { placeTables } from './placeTables';

/** Raw (uncleaned) texts by paragraph id; a paragraph not read yet counts as empty. */
export type RawTexts = ReadonlyMap<string, string>;

/** The blocks of a body, tables placed and keyed by path, paragraph texts cleaned. */
export function buildBlocks(body: HostBody, texts: RawTexts, logger: SyncLogger, parentPath = ''): Block[] {
  return placeTables(body, logger).map((item, index): Block => {
    if (item.kind === 'paragraph') {
      return { type: 'paragraph', id: item.paragraph.id, text: cleanParagraphText(texts.get(item.paragraph.id) ?? '') };
    }
    return buildTable(item.table, parentPath ? `${parentPath}/${index}` : String(index), texts, logger);
  });
}

function buildTable(table: HostTable, path: string, texts: RawTexts, logger: SyncLogger): TableBlock {
  return {
    type: 'table',
    path,
    rows: table.rows.map((row, rowIndex) => ({
      cells: row.cells.map((cell, cellIndex) => ({ blocks: buildBlocks(cell.body, texts, logger, `${path}/r${rowIndex}/c${cellIndex}`) })),
    })),
  };
}

/** Every table of the blocks, nested ones included, by path. */
export function tablesByPath(blocks: readonly Block[], into = new Map<string, TableBlock>()): Map<string, TableBlock> {
  for (const block of blocks) {
    if (block.type !== 'table') continue;
    into.set(block.path, block);
    for (const row of block.rows) for (const cell of row.cells) tablesByPath(cell.blocks, into);
  }
  return into;
}
