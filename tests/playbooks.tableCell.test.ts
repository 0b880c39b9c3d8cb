import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, type Playbook } from '@arcline/shared';
import { reviewPassagesAgainstPlaybook } from '../activities/src/ai/playbooks';
import { reviewParagraphs } from '../activities/src/ai/playbooks/reviewParagraphs';
import { extractText } from '../activities/src/extraction/extractText';
import { redlineSource } from '../activities/src/documents/redline';
import { OfficeDocumentHost } from '../addin/src/host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../addin/src/host/simulated/createSimulatedOffice';
import { loadDocx } from '../addin/src/host/simulated/docx/loadDocx';
import { buildBlocks } from '../addin/src/sync/model/buildBlocks';
import { documentParts } from '../addin/src/sync/model/documentParts';
import { paragraphIds } from '../addin/src/sync/model/paragraphIds';
import { silentLogger } from '../addin/src/sync/testing/silentLogger';

const playbook: Playbook = { ...DEMO_PLAYBOOK, id: 'demo', companyId: 'company', version: 1 } as Playbook;
/** CUAD contract (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md). */
const ABILITY = readFileSync(path.resolve(import.meta.dirname, 'fixtures/contracts/abilityinc-06-15-2020-ex-4.25-services-agreement.txt'), 'utf8');

/**
 * The QA pass's services agreement (issue 32, 32t): Ability's services agreement, one paragraph a clause, whose payment
 * clause "(b) (i) Provider shall provide Recipient with monthly invoices …" sits in the middle cell of a fee table's
 * row "Invoices and payment | (b) (i) … | 12,500 per month".
 */
async function servicesDocx(): Promise<Buffer> {
  const { Document, Packer, Paragraph, Table, TableCell, TableRow } = createRequire(path.resolve(import.meta.dirname, '../addin/package.json'))('docx');
  const lines = ABILITY.split('\n').map((line) => line.trim()).filter((line) => line && !/^\d+$/.test(line));
  const paragraphs = lines.join(' ').replace(/\s+/g, ' ').split(/(?<=[.:;\]])\s+(?=(?:\d+\.\d+\s|\d+\.\s+[A-Z]|\([a-z]\)\s|\([ivx]+\)\s))/);
  const row = (texts: string[]) => new TableRow({ children: texts.map((text) => new TableCell({ children: [new Paragraph(text)] })) });
  const children = paragraphs.map((text) =>
    /^\(b\) \(i\) Provider shall provide Recipient with monthly invoices/.test(text)
      ? new Table({ rows: [row(['Item', 'Agreed wording', 'Fee (USD)']), row(['Invoices and payment', text, '12,500 per month']), row(['Set-up', 'One-off set-up of the Services.', '4,000'])] })
      : new Paragraph(text),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** The document as the task pane's offline review gets it: the parts the sync engine sends, a table one part with its cells' paragraphs. */
async function reviewed() {
  const document = await loadDocx(await servicesDocx(), { url: 'https://example.test/messy-services.docx' });
  const host = new OfficeDocumentHost(createSimulatedOffice(document));
  const body = await host.readBody();
  const rawTexts = await host.readParagraphTexts(paragraphIds(body));
  const passages = documentParts(buildBlocks(body, rawTexts, silentLogger())).map((part, ordinal) => ({
    sourceType: 'document' as const,
    sourceId: 'messy-services',
    sourceName: 'messy-services.docx',
    partId: part.partId,
    ordinal,
    text: part.content,
    ...(part.cellParagraphs ? { cellParagraphs: part.cellParagraphs } : {}),
  }));
  return { passages, findings: reviewPassagesAgainstPlaybook(passages, playbook).findings };
}

describe('a clause in a table cell and a cap quoted from force majeure (issue 32, 32t)', () => {
  it('quotes the payment clause from its own cell, never with the cell beside it ("Invoices and payment")', async () => {
    const { passages, findings } = await reviewed();
    const cell = passages.flatMap((passage) => passage.cellParagraphs ?? []).find((paragraph) => paragraph.text.startsWith('(b) (i) Provider shall provide Recipient'))!;
    expect(cell).toBeDefined();
    const payment = findings.find((finding) => finding.topicId === 'payment-terms')!;
    expect(payment.quote).not.toContain('Invoices and payment');
    expect(payment.quote?.startsWith('(b) (i) Provider shall provide Recipient with monthly invoices')).toBe(true);
    expect(cell.text).toContain(payment.quote);
    expect(payment.paragraphIds).toEqual([cell.id]);
  });

  it('does not quote the force majeure clause 3.7 ("Provider will have no liability …") as the limitation of liability', async () => {
    const { findings } = await reviewed();
    const cap = findings.find((finding) => finding.topicId === 'liability-cap')!;
    expect(cap.quote ?? '').not.toMatch(/force majeure|prevented from or delayed/i);
  });

  it("the matrix (the attachment's extracted paragraphs, offline) quotes the payment clause from its cell too", async () => {
    const { paragraphs } = await extractText({ bytes: new Uint8Array(await servicesDocx()), fileName: 'messy-services.docx' });
    const only = (id: string) => ({ ...playbook, topics: playbook.topics.filter((topic) => topic.id === id) });
    const [payment] = (await reviewParagraphs(undefined, { userId: 'user', documentName: 'messy-services.docx', paragraphs, playbook: only('payment-terms') })).findings;
    expect(payment!.quote.startsWith('(b) (i) Provider shall provide Recipient with monthly invoices')).toBe(true);
    expect(paragraphs[payment!.paragraphIndex!]).toContain(payment!.quote);
    // "Redline to playbook" rewrites it inside its cell; before, the quote ran over two cells and it was left out
    // ("The clause runs over several paragraphs").
    const bytes = await servicesDocx();
    const redlined = await redlineSource({ bytes, fileName: 'messy-services.docx', paragraphs }, [{ quote: payment!.quote, replacement: payment!.proposedText }], new Date('2026-11-28T12:00:00Z'));
    expect(redlined).toMatchObject({ ok: true, skipped: [] });
    const [cap] = (await reviewParagraphs(undefined, { userId: 'user', documentName: 'messy-services.docx', paragraphs, playbook: only('liability-cap') })).findings;
    expect(cap!.quote).not.toMatch(/force majeure|prevented from or delayed/i);
  });
});
