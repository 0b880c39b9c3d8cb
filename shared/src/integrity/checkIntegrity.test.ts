import { describe, expect, it } from 'vitest';
import { checkIntegrity, INTEGRITY_TEXTS, type IntegrityParagraph } from './checkIntegrity';

const contract: IntegrityParagraph[] = [
  { id: 'h', text: 'SUPPLY AGREEMENT' },
  { id: 'd', text: '1. Definitions. "Supplier" means Acme Ltd. "Products" means the goods listed in Schedule 1.' },
  { id: 'a', text: '2. Supply. The Supplier shall supply the Products to Beta Inc. (the "Buyer").' },
  { id: 'p', text: '3. Price. The Buyer pays within thirty (30) days of the invoice.' },
  { id: 't', text: '3.1 Late payment. Interest runs as set out in clause 3.' },
];

const edit = (id: string, text: string) => contract.map((paragraph) => (paragraph.id === id ? { id, text } : paragraph));

describe('checkIntegrity', () => {
  it('finds nothing wrong in a consistent edit', () => {
    expect(checkIntegrity(edit('p', '3. Price. The Buyer pays within fourteen (14) days of the invoice, as clause 2 says.'), ['p'])).toEqual([]);
  });

  it('warns about a term used but not defined, where it is used', () => {
    const paragraphs = edit('a', '2. Supply. The Vendor shall supply the Products to Beta Inc. (the "Buyer").');
    const warnings = checkIntegrity(paragraphs, ['a']);
    expect(warnings).toEqual([{ kind: 'undefined-term', paragraphId: 'a', start: 15, end: 21, message: INTEGRITY_TEXTS.undefinedTerm('Vendor') }]);
    expect(paragraphs[2]!.text.slice(15, 21)).toBe('Vendor');
  });

  it('warns about a term defined twice', () => {
    const warnings = checkIntegrity(edit('p', '3. Price. The "Supplier" means Acme Group. The Buyer pays within thirty (30) days.'), ['p']);
    expect(warnings.map((warning) => [warning.kind, warning.message])).toEqual([['duplicate-definition', INTEGRITY_TEXTS.duplicateDefinition('Supplier')]]);
  });

  it('warns about a cross-reference to a clause that does not exist, and accepts one to a clause with subclauses', () => {
    const warnings = checkIntegrity(edit('t', '3.1 Late payment. Interest runs as set out in clause 7.2 and Section 3.'), ['t']);
    expect(warnings).toEqual([
      { kind: 'missing-clause', paragraphId: 't', start: 46, end: 56, message: INTEGRITY_TEXTS.missingClause('clause 7.2', '7.2') },
    ]);
  });

  it('does not judge cross-references in a document without numbered headings (Word list numbering)', () => {
    expect(checkIntegrity([{ id: 'x', text: 'As clause 9 says, the parties agree.' }], ['x'])).toEqual([]);
  });

  it('warns when the words and the digits of a number disagree', () => {
    const paragraphs = edit('p', '3. Price. The Buyer pays within thirty (20) days, and a fee of one hundred and twenty-five dollars ($125) or two thousand (2,500) units.');
    const warnings = checkIntegrity(paragraphs, ['p']);
    expect(warnings.map((warning) => paragraphs[3]!.text.slice(warning.start, warning.end))).toEqual(['thirty (20)', 'two thousand (2,500)']);
    expect(warnings[0]!.message).toBe(INTEGRITY_TEXTS.numberMismatch('thirty (20)', 'thirty', 20));
  });

  it('checks only the changed paragraphs', () => {
    const paragraphs = [...contract, { id: 'old', text: 'The Licensor pays within ten (11) days under clause 99.' }];
    expect(checkIntegrity(paragraphs, ['p'])).toEqual([]);
    expect(checkIntegrity(paragraphs, [])).toEqual([]);
  });
});
