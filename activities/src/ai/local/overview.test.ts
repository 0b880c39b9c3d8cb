import { describe, expect, it } from 'vitest';
import type { ContextPassage } from '../types';
import { extractiveOverview } from './overview';

const passages = (...texts: string[]): ContextPassage[] =>
  texts.map((text, ordinal) => ({ sourceType: 'document', sourceId: 'd1', sourceName: 'The open document', partId: `p${ordinal}`, ordinal, text }));

/** A services agreement as Word holds it: numbered headings on paragraphs of their own (issue 29 finding 8). */
const SERVICES_AGREEMENT = passages(
  'SERVICES AGREEMENT',
  'This Agreement is made on 1 March 2025 between Northwind Legal Services Ltd, a company registered in England and Wales (the "Supplier"), and Contoso Manufacturing plc, a company registered in Scotland (the "Client").',
  '1. Services',
  '1.1 The Supplier shall provide the Services to the Client.',
  '2. Fees',
  '2.1 The Client shall pay the fees below within thirty (30) days of each invoice.',
  '3. Term',
  "3.1 Either party may end this Agreement on thirty (30) days' notice.",
  '4. Governing Law',
  '4.1 This Agreement is governed by the laws of England and Wales.',
);

describe('the starter overview of a services agreement (offline)', () => {
  const { answer, citations } = extractiveOverview('documentOverview', SERVICES_AGREEMENT);

  it('names both parties with their roles, not a place of registration', () => {
    expect(answer).toContain('- **Parties:** Northwind Legal Services Ltd (the Supplier); Contoso Manufacturing plc (the Client)');
  });

  it('quotes one key provision under each numbered heading on its own paragraph, verbatim', () => {
    const lines = answer.split('\n').filter((line) => /^\d+\. \*\*/.test(line));
    expect(lines).toEqual([
      '1. **Services**: "1.1 The Supplier shall provide the Services to the Client."',
      '2. **Fees**: "2.1 The Client shall pay the fees below within thirty (30) days of each invoice."',
      `3. **Term**: "3.1 Either party may end this Agreement on thirty (30) days' notice."`,
      '4. **Governing Law**: "4.1 This Agreement is governed by the laws of England and Wales."',
    ]);
    for (const citation of citations) expect(SERVICES_AGREEMENT.map((passage) => passage.text)).toContain(citation.quote);
  });
});
