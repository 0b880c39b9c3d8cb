import { describe, expect, it } from 'vitest';
import type { Block } from './blocks';
import { documentParts } from './documentParts';
import { localContextAround } from './localContext';

const paragraph = (id: string): Block => ({ type: 'paragraph', id, text: `text ${id}` });
const blocks: Block[] = [
  ...Array.from({ length: 8 }, (_, index) => paragraph(`p${index}`)),
  { type: 'table', path: '8', rows: [{ cells: [{ blocks: [paragraph('c0')] }, { blocks: [paragraph('c1')] }] }] },
  ...Array.from({ length: 8 }, (_, index) => paragraph(`q${index}`)),
];
const parts = documentParts(blocks);
const ids = (list: { partId: string }[]) => list.map((part) => part.partId);

describe('localContextAround', () => {
  it('takes 5 parts before and after the parts containing the selection', () => {
    const context = localContextAround(blocks, parts, 'p6', 'q1');
    expect(ids(context.partsBeforeSelection)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(ids(context.partsContainingSelection)).toEqual(['p6', 'p7', 'c0', 'q0', 'q1']);
    expect(ids(context.partsAfterSelection)).toEqual(['q2', 'q3', 'q4', 'q5', 'q6']);
  });

  it('puts a selection in a table cell in the table part, and stops at the document ends', () => {
    const context = localContextAround(blocks, parts, 'c1', 'c1');
    expect(ids(context.partsContainingSelection)).toEqual(['c0']);
    expect(ids(localContextAround(blocks, parts, 'p0', 'p0').partsBeforeSelection)).toEqual([]);
    expect(localContextAround(blocks, parts, 'unknown', 'unknown').partsContainingSelection).toEqual([]);
  });
});
