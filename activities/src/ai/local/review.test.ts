import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_TEXTS } from '@arcline/shared';
import type { ContextPassage } from '../types';
import { reviewLocally } from './review';

const passages = (...texts: string[]): ContextPassage[] =>
  texts.map((text, ordinal) => ({ sourceType: 'document', sourceId: 'd1', sourceName: 'The open document', partId: `p${ordinal}`, ordinal, text }));

const undefinedTermsOf = (texts: string[]) =>
  reviewLocally(passages(...texts))
    .findings.filter((finding) => finding.title.endsWith('is used like a defined term but never defined'))
    .map((finding) => ({ term: finding.quote, paragraphIds: finding.paragraphIds }));

describe('the offline review flags terms used but never defined, by the integrity check (issue 29 finding 5)', () => {
  it('an NDA using the Recipient, the Target and the Purpose without defining them', () => {
    const found = undefinedTermsOf([
      'MUTUAL NON-DISCLOSURE AGREEMENT between Acme Ltd (the "Discloser") and Beta LLC.',
      '1. The Recipient shall keep the Confidential Information secret and use it only for the Purpose.',
      '2. The Discloser may disclose information about the Target to the Recipient.',
      '3. "Confidential Information" means all information disclosed by the Discloser.',
      '4. This Agreement is governed by the laws of England. Either party may terminate it on notice.',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        { term: 'Recipient', paragraphIds: ['p1', 'p2'] },
        { term: 'Purpose', paragraphIds: ['p1'] },
        { term: 'Target', paragraphIds: ['p2'] },
      ]),
    );
    // Defined terms, quoted or named, are not findings.
    expect(found.map((finding) => finding.term)).not.toContain('Discloser');
    expect(found.map((finding) => finding.term)).not.toContain('Confidential Information');
  });

  it('a services agreement that never defines the Client', () => {
    const review = reviewLocally(
      passages(
        'SERVICES AGREEMENT between Northwind Legal Services Ltd (the "Supplier") and Contoso plc.',
        '1.1 The Supplier shall provide the services to the Client.',
        '2.1 The Client shall pay the fees below within thirty (30) days of each invoice.',
        '4.1 This Agreement is governed by the laws of England and Wales.',
      ),
    );
    const client = review.findings.find((finding) => finding.quote === 'Client');
    expect(client).toMatchObject({ severity: 'low', paragraphIds: ['p1', 'p2'] });
    expect(client?.explanation).toContain(INTEGRITY_TEXTS.undefinedTerm('Client'));
    expect(review.findings.some((finding) => finding.quote === 'Supplier')).toBe(false);
  });

  it('nothing when every term used is defined', () => {
    expect(
      undefinedTermsOf([
        'This agreement is made between Acme Ltd (the "Supplier") and Beta LLC (the "Client").',
        'The Supplier shall invoice the Client monthly.',
      ]),
    ).toEqual([]);
  });
});

describe('the offline review names the cell of a table its quote is in (issue 32, the messy-draft pass)', () => {
  it('a blank left in the second cell of a fee table is anchored at that cell, not at the table’s first cell', () => {
    const table: ContextPassage = {
      sourceType: 'document',
      sourceId: 'd1',
      sourceName: 'The open document',
      partId: 'cell-a',
      ordinal: 1,
      text: 'Fee\tThe Client shall pay [insert amount] per month.',
      cellParagraphs: [
        { id: 'cell-a', text: 'Fee' },
        { id: 'cell-b', text: 'The Client shall pay [insert amount] per month.' },
      ],
    };
    const blanks = reviewLocally([...passages('SERVICES AGREEMENT between Northwind Ltd (the "Supplier") and Contoso plc (the "Client").'), table]).findings.find(
      (finding) => finding.title === 'Blanks left to fill in',
    );
    expect(blanks).toMatchObject({ quote: '[insert amount]', paragraphIds: ['cell-b'] });
  });
});

describe('the offline review anchors a blank that is only a placeholder (issue 32, the messy-draft pass)', () => {
  it('keeps the quote "[●]", "[*****]" or a line of dots, verbatim in the paragraph the blank is in', () => {
    const contract = readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/contracts/adamsgolfinc-03-21-2005-ex-10.17-endorsement-agreement.txt'), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    const blanksOf = (texts: string[]) => reviewLocally(passages(...texts)).findings.find((finding) => finding.title === 'Blanks left to fill in');
    // The endorsement agreement's blanks ("[* ****] years", "[*****] months") are in its term clause.
    const real = blanksOf(contract)!;
    expect(real.quote).toBeTruthy();
    const first = real.paragraphIds[0]!;
    expect(contract[Number(first.slice(1))]).toContain(real.quote);
    for (const [text, quote] of [
      ['The Fees are USD [●] per month, payable in advance.', '[●]'],
      ['The Supplier shall deliver within [ ] days of the order.', '[ ]'],
      ['Signed at .......... on the date above.', '..........'],
    ] as const) {
      expect(blanksOf(['SERVICES AGREEMENT between Northwind Ltd and Contoso plc.', text])).toMatchObject({ quote, paragraphIds: ['p1'] });
    }
  });

  it('names, for each paragraph, the cell holding its own blank', () => {
    const table: ContextPassage = {
      sourceType: 'document',
      sourceId: 'd1',
      sourceName: 'The open document',
      partId: 'cell-a',
      ordinal: 1,
      text: 'Fee\tUSD [●] per month.',
      cellParagraphs: [
        { id: 'cell-a', text: 'Fee' },
        { id: 'cell-b', text: 'USD [●] per month.' },
      ],
    };
    const blanks = reviewLocally([...passages('The Supplier shall deliver within [insert number] days.'), table]).findings.find((finding) => finding.title === 'Blanks left to fill in');
    expect(blanks).toMatchObject({ quote: '[insert number]', paragraphIds: ['p0', 'cell-b'] });
  });
});
