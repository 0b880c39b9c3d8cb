import { describe, expect, it } from 'vitest';
import type { ParagraphEditOperation } from '@arcline/shared';
import { diffOperations, planInsert, planModify } from './planEdits';

/** Applies operations (positions in the text before) from the end, as the host does. */
function applyOperations(text: string, operations: readonly ParagraphEditOperation[]): string {
  return [...operations]
    .sort((a, b) => b.startPosition - a.startPosition)
    .reduce((result, { startPosition, originalText, operandText }) => {
      expect(result.slice(startPosition, startPosition + originalText.length)).toBe(originalText);
      return result.slice(0, startPosition) + operandText + result.slice(startPosition + originalText.length);
    }, text);
}

const CLAUSE =
  '3.1 The Supplier shall deliver the Products to the Distributor within thirty (30) days of each order, and the Supplier shall bear the cost of carriage, insurance and any duties payable on the Products until they are delivered to the premises of the Distributor named in the order.';

describe('diffOperations (word level)', () => {
  it('changes only the words that differ in a long paragraph', () => {
    const after = CLAUSE.replace('within thirty (30) days', 'within fourteen (14) days');
    const operations = diffOperations(CLAUSE, after);
    expect(operations).toEqual([
      { operator: 'replace', startPosition: CLAUSE.indexOf('thirty'), originalText: 'thirty (30', operandText: 'fourteen (14' },
    ]);
    expect(applyOperations(CLAUSE, operations)).toBe(after);
  });

  it('names inserts, deletes and replaces with the text they touch', () => {
    const after = CLAUSE.replace('3.1 The Supplier', '3.1 The Vendor').replace(', insurance', '').replace('in the order.', 'in the order, at its own risk.');
    const operations = diffOperations(CLAUSE, after);
    expect(operations.map((operation) => operation.operator)).toEqual(['replace', 'delete', 'insert']);
    expect(operations[0]).toMatchObject({ originalText: 'Supplier', operandText: 'Vendor', startPosition: 8 });
    expect(operations[1]).toMatchObject({ originalText: ', insurance', operandText: '', startPosition: CLAUSE.indexOf(', insurance') });
    expect(operations[2]).toMatchObject({ originalText: '', operandText: ', at its own risk' });
    expect(applyOperations(CLAUSE, operations)).toBe(after);
  });

  it('rebuilds the text after from any edit', () => {
    const edits = [
      '',
      'Completely different words here.',
      `${CLAUSE} A second sentence is added at the end.`,
      CLAUSE.replaceAll('Supplier', 'Vendor'),
      CLAUSE.split(' ').reverse().join(' '),
      CLAUSE.slice(120),
    ];
    for (const after of edits) expect(applyOperations(CLAUSE, diffOperations(CLAUSE, after))).toBe(after);
  });

  it('finds nothing to do for an unchanged paragraph', () => {
    expect(diffOperations(CLAUSE, CLAUSE)).toEqual([]);
    expect(planModify({ paragraphs: [{ paragraphId: 'A', textBefore: CLAUSE, textAfter: CLAUSE }] })).toEqual([]);
  });
});

describe('planInsert', () => {
  it('inserts at the offset inside a paragraph', () => {
    const edit = planInsert({ paragraphId: 'P', paragraphText: 'The price is due.', offset: 12, textToInsert: ' net of tax' });
    expect(edit.textAfter).toBe('The price is net of tax due.');
    expect(edit.operations).toEqual([{ operator: 'insert', startPosition: 12, originalText: '', operandText: ' net of tax' }]);
  });

  it('makes text with paragraph breaks whole paragraphs after the paragraph or before it', () => {
    const after = planInsert({ paragraphId: 'P', paragraphText: 'Clause 4.', offset: 9, textToInsert: '\n5. Notices.\nAll notices are in writing.\n' });
    expect(after).toMatchObject({ textAfter: 'Clause 4.', operations: [], newParagraphs: { location: 'After', texts: ['5. Notices.', 'All notices are in writing.'] } });
    const before = planInsert({ paragraphId: 'P', paragraphText: 'Clause 4.', offset: 0, textToInsert: 'Recitals\n' });
    expect(before.newParagraphs).toEqual({ location: 'Before', texts: ['Recitals'] });
  });

  it('keeps a sentence in one paragraph when the break falls in its middle', () => {
    const edit = planInsert({ paragraphId: 'P', paragraphText: 'One. Two.', offset: 5, textToInsert: 'A\nB ' });
    expect(edit.textAfter).toBe('One. A B Two.');
  });

  it('clamps an offset past the end', () => {
    expect(planInsert({ paragraphId: 'P', paragraphText: 'Ends', offset: 99, textToInsert: ' here' }).textAfter).toBe('Ends here');
  });
});
