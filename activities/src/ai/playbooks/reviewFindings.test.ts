import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type Playbook } from '@arcline/shared';
import { extractText } from '../../extraction';
import { withActingFor } from './playbookForReview';
import { reviewPassagesAgainstPlaybook } from './reviewFindings';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const AGAPE = path.resolve(import.meta.dirname, '../../testdata/agape-supply-agreement.docx');

describe("the task pane's findings take the rest of an arrangement with an unacceptable clause (issue 32, 32a)", () => {
  it('Agapé: the payment finding Word redlines quotes "(i) 50% …" with "(ii) The remaining 50% …", in the same paragraph', async () => {
    const { paragraphs } = await extractText({ bytes: await readFile(AGAPE), fileName: 'agape-supply-agreement.docx' });
    const passages = paragraphs.map((text, ordinal) => ({ sourceType: 'document' as const, sourceId: 'agape', sourceName: 'agape-supply-agreement.docx', partId: `p${ordinal}`, ordinal, text }));
    const { findings } = reviewPassagesAgainstPlaybook(passages, withActingFor(playbook, 'customer'));
    const payment = findings.find((finding) => finding.topicId === 'payment-terms')!;
    expect(payment.verdict).toBe('unacceptable');
    // Before: the quote ended at "(i) 50% of the Total Order Cost must be paid on placement of the customer's order.",
    // so Propose redline / Apply all left "(ii) The remaining 50% …" standing after the new wording.
    expect(payment.quote).toMatch(/\(i\) 50% of the Total Order Cost must be paid on placement of the customer's order\. \(ii\) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse of the manufacturer\.$/);
    const paragraph = passages.find((passage) => payment.paragraphIds[0] === passage.partId)!;
    expect(paragraph.text).toContain(payment.quote);
    // The other findings' quotes are as the review gave them (no other list goes on with "remaining", "balance" …).
    for (const finding of findings.filter((each) => each.topicId !== 'payment-terms' && each.quote)) expect(paragraphs.join('\n')).toContain(finding.quote);
  });
});
