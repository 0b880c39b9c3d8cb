import { describe, expect, it } from 'vitest';
import { diffOperations } from './wordDiff';

/** The text after the operations, applied from the end. */
const applied = (before: string, after: string) =>
  diffOperations(before, after)
    .slice()
    .reverse()
    .reduce((text, operation) => text.slice(0, operation.startPosition) + operation.operandText + text.slice(operation.startPosition + operation.originalText.length), before);

describe('the word-level diff never cuts a cross-reference (issue 32, 32w)', () => {
  it('Quantum (CUAD train): "Section 8.1" goes whole, not "Section 8." deleted and "1" kept for "USD 1,000,000"', () => {
    const quote = 'IBM is liable for no more than: indemnification payments as provided in Section 8.1;';
    const wording = 'each party\'s aggregate liability shall not exceed (b) one million US dollars (USD 1,000,000).';
    const operations = diffOperations(quote, wording);
    const at = quote.indexOf('Section 8.1');
    const cutting = operations.filter((operation) => operation.startPosition < at + 'Section 8.1'.length && operation.startPosition + operation.originalText.length > at);
    expect(cutting).toHaveLength(1);
    expect(cutting[0]!.originalText).toContain('Section 8.1');
    expect(applied(quote, wording)).toBe(wording);
  });

  it('a reference whose number changes is replaced whole; one the change does not touch stays out of it', () => {
    const before = 'Subject to Section 4.2, payment is due within thirty (30) days as set out in Exhibit B.';
    const after = 'Subject to Section 12, payment is due within forty-five (45) days as set out in Exhibit B.';
    const operations = diffOperations(before, after);
    expect(operations.map((operation) => [operation.originalText, operation.operandText])).toEqual([
      ['Section 4.2', 'Section 12'],
      ['thirty (30', 'forty-five (45'],
    ]);
    expect(applied(before, after)).toBe(after);
  });
});
