import { describe, expect, it } from 'vitest';
import type { HostBody, HostTable } from '@arcline/web';
import { silentLogger } from '../testing/silentLogger';
import { buildBlocks, tablesByPath } from './buildBlocks';
import { documentParts, firstParagraphIdOfTable } from './documentParts';

const paragraphs = (...ids: string[]) => ids.map((id) => ({ id }));
const cell = (body: Partial<HostBody>) => ({ body: { paragraphs: [], tables: [], ...body } });
const table = (before: string | null, after: string | null, cellIds: string[][], nested: HostTable[] = []): HostTable => ({
  paragraphBeforeId: before,
  paragraphAfterId: after,
  rows: cellIds.map((ids, rowIndex) => ({
    cells: ids.map((id, cellIndex) => cell({ paragraphs: paragraphs(id), tables: rowIndex === 0 && cellIndex === 0 ? nested : [] })),
  })),
});
const texts = (entries: Record<string, string>) => new Map(Object.entries(entries));
const order = (body: HostBody) =>
  buildBlocks(body, new Map(), silentLogger()).map((block) => (block.type === 'paragraph' ? block.id : `table@${block.path}`));

describe('document model', () => {
  it('puts a table after the paragraph before it', () => {
    expect(order({ paragraphs: paragraphs('p1', 'p2', 'p3'), tables: [table('p2', 'p3', [['c1']])] })).toEqual(['p1', 'p2', 'table@2', 'p3']);
  });

  it('puts a table with no paragraph before it first, and one whose neighbours are unknown last', () => {
    const body = { paragraphs: paragraphs('p1'), tables: [table(null, 'p1', [['c1']]), table('gone', null, [['c2']])] };
    expect(order(body)).toEqual(['table@0', 'p1', 'table@2']);
  });

  it('keeps several tables after one paragraph in Word order', () => {
    expect(order({ paragraphs: paragraphs('p1'), tables: [table('p1', null, [['a']]), table('p1', null, [['b']])] })).toEqual(['p1', 'table@1', 'table@2']);
  });

  it('logs more than one table without a previous paragraph as an error', () => {
    const logger = silentLogger();
    buildBlocks({ paragraphs: [], tables: [table(null, null, [['a']]), table(null, null, [['b']])] }, new Map(), logger);
    expect(logger.error).toHaveBeenCalledWith('More than one table without a previous paragraph (2)');
  });

  it('keys nested tables by path: body index, row and cell', () => {
    const inner = table(null, null, [['n1']]);
    const outer = table('p1', null, [['c1', 'c2'], ['c3', 'c4']], [inner]);
    const blocks = buildBlocks({ paragraphs: paragraphs('p0', 'p1'), tables: [outer] }, new Map(), silentLogger());
    expect([...tablesByPath(blocks).keys()]).toEqual(['2', '2/r0/c0/0']);
  });

  it('cleans paragraph texts, field codes included', () => {
    const blocks = buildBlocks({ paragraphs: paragraphs('p1'), tables: [] }, texts({ p1: 'Total \u0013 =SUM(A1) \u0014 42\u0015 EUR\r' }), silentLogger());
    expect(blocks).toEqual([{ type: 'paragraph', id: 'p1', text: 'Total  42 EUR' }]);
  });

  it('makes one part per paragraph and one per top-level table keyed by the first paragraph of its first cell', () => {
    const body = { paragraphs: paragraphs('p1'), tables: [table('p1', null, [['c1', 'c2'], ['c3', 'c4']])] };
    const blocks = buildBlocks(body, texts({ p1: 'Prices', c1: 'Item', c2: 'Price', c3: 'Tea', c4: '3 EUR' }), silentLogger());
    expect(documentParts(blocks)).toEqual([
      { partId: 'p1', content: 'Prices' },
      {
        partId: 'c1',
        content: 'Item | Price\nTea | 3 EUR',
        cellParagraphs: [
          { id: 'c1', text: 'Item' },
          { id: 'c2', text: 'Price' },
          { id: 'c3', text: 'Tea' },
          { id: 'c4', text: '3 EUR' },
        ],
      },
    ]);
  });

  it("keys a table whose first cell starts with a nested table by ''", () => {
    const nestedFirst: HostTable = { paragraphBeforeId: null, paragraphAfterId: null, rows: [{ cells: [cell({ tables: [table(null, null, [['n1']])] })] }] };
    const blocks = buildBlocks({ paragraphs: [], tables: [nestedFirst] }, texts({ n1: 'inner' }), silentLogger());
    expect(documentParts(blocks)).toEqual([{ partId: '', content: 'inner', cellParagraphs: [{ id: 'n1', text: 'inner' }] }]);
  });

  it('refuses to take the first paragraph of a table without cells', () => {
    expect(() => firstParagraphIdOfTable({ type: 'table', path: '3', rows: [] })).toThrow('Table 3 has no cell to take its first paragraph from');
  });
});
