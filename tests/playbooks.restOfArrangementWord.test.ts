import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type Playbook } from '@arcline/shared';
import { reviewPassagesAgainstPlaybook } from '../activities/src/ai/playbooks';
import { withActingFor } from '../activities/src/ai/playbooks/playbookForReview';
import { OfficeDocumentHost } from '../addin/src/host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../addin/src/host/simulated/createSimulatedOffice';
import { loadDocx } from '../addin/src/host/simulated/docx/loadDocx';
import { reviewedText } from '../addin/src/host/simulated/model/chars';
import { createParagraphEditEngine } from '../addin/src/edits/paragraphEditEngine';
import { cleanParagraphText } from '../addin/src/sync/model/cleanParagraphText';
import { buildBlocks } from '../addin/src/sync/model/buildBlocks';
import { documentParts } from '../addin/src/sync/model/documentParts';
import { paragraphIds } from '../addin/src/sync/model/paragraphIds';
import { silentLogger } from '../addin/src/sync/testing/silentLogger';
import { proposeRedlines } from '../web/src/modules/review/utils/playbookRedline';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const AGAPE = path.resolve(import.meta.dirname, '../activities/src/testdata/agape-supply-agreement.docx');

/**
 * Agapé's supply agreement (CUAD) in the simulated Word, reviewed offline as the task pane's review is (the parts the
 * sync engine sends), then "Propose redline" on its payment clause through the edit engine (issue 32, 32a).
 */
describe("Word's Propose redline takes the rest of an arrangement with the clause (issue 32, 32a)", () => {
  it('Agapé 5.4: "(ii) The remaining 50% … prior to the goods leaving the warehouse" goes with "(i) 50% … on placement of the order"', async () => {
    const document = await loadDocx(await readFile(AGAPE), { url: 'https://example.test/agape-supply-agreement.docx' });
    const host = new OfficeDocumentHost(createSimulatedOffice(document));
    const session = { host, editor: createParagraphEditEngine(host) };
    const body = await host.readBody();
    const passages = documentParts(buildBlocks(body, await host.readParagraphTexts(paragraphIds(body)), silentLogger())).map((part, ordinal) => ({
      sourceType: 'document' as const,
      sourceId: 'agape',
      sourceName: 'agape-supply-agreement.docx',
      partId: part.partId,
      ordinal,
      text: part.content,
      ...(part.cellParagraphs ? { cellParagraphs: part.cellParagraphs } : {}),
    }));
    const { findings } = reviewPassagesAgainstPlaybook(passages, withActingFor(playbook, 'customer'));
    const payment = findings.find((finding) => finding.topicId === 'payment-terms')!;
    expect(payment.verdict).toBe('unacceptable');
    // Before: the quote stopped at "(i) … on placement of the customer's order.", and the redline left (ii) standing.
    expect(payment.quote).toMatch(/on placement of the customer's order\. \(ii\) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse of the manufacturer\.$/);
    const read = (version: 'Original' | 'Current') => document.paragraphs().map(({ paragraph }) => cleanParagraphText(reviewedText(paragraph.runs, version)));
    const original = read('Original');
    await session.editor.selectQuote(payment.paragraphIds[0]!, payment.quote!);
    expect(await host.readSelection()).toMatchObject({ text: payment.quote });

    const [result] = await proposeRedlines(session, [payment]);
    expect(result!.status).toBe('applied');
    const current = read('Current').join('\n');
    expect(current).toContain(payment.proposedText);
    expect(current).not.toMatch(/remaining 50%/);
    expect(current).toMatch(/The Manufacturer will notify the Customer when the goods are ready for shipment/);
    expect(read('Original')).toEqual(original);
  });
});
