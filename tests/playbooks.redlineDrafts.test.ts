import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type Playbook } from '@arcline/shared';
import { reviewPassagesAgainstPlaybook } from '../activities/src/ai/playbooks';
import { cuadTrainDirectory, readContracts } from '../activities/src/ai/local/training/cuadData';
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
import { agapeDraftSpec, buildCuadDraft, integrityDraftSpec, INTEGRITY_TITLE, type CuadDraftSpec } from '../addin/src/host/simulated/testing/cuadDrafts';
import { proposeRedlines } from '../web/src/modules/review/utils/playbookRedline';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };

/**
 * Two of 32l's messy drafts (issue 32), in the simulated Word, reviewed offline as the task pane's review is (the parts
 * the sync engine sends: a table is one part with its cells' paragraphs), then redlined through the edit engine.
 */
async function reviewedDraft(spec: CuadDraftSpec) {
  const document = await loadDocx(await buildCuadDraft(spec), { url: `https://example.test/${spec.name}.docx` });
  const host = new OfficeDocumentHost(createSimulatedOffice(document));
  const session = { host, editor: createParagraphEditEngine(host) };
  const body = await host.readBody();
  const passages = documentParts(buildBlocks(body, await host.readParagraphTexts(paragraphIds(body)), silentLogger())).map((part, ordinal) => ({
    sourceType: 'document' as const,
    sourceId: spec.name,
    sourceName: `${spec.name}.docx`,
    partId: part.partId,
    ordinal,
    text: part.content,
    ...(part.cellParagraphs ? { cellParagraphs: part.cellParagraphs } : {}),
  }));
  const { findings } = reviewPassagesAgainstPlaybook(passages, { ...playbook, actingFor: spec.actingFor });
  const all = () => document.paragraphs().map(({ paragraph }) => paragraph);
  const read = (version: 'Original' | 'Current') => all().map((paragraph) => cleanParagraphText(reviewedText(paragraph.runs, version)));
  return { session, findings, all, read, before: { original: read('Original'), current: read('Current') } };
}

describe('Propose redline on two messy CUAD drafts in the simulated Word (issue 32, 32l\'s pass)', () => {
  it("quotes a clause in a table cell from its own cell, selects it there and redlines it in that cell (Agape 5.4)", async () => {
    const { session, findings, all, read, before } = await reviewedDraft(await agapeDraftSpec());
    const payment = findings.find((finding) => finding.topicId === 'payment-terms')!;
    expect(payment.verdict).toBe('unacceptable');
    const cellIndex = before.current.findIndex((text) => text.startsWith('5.4 Payment terms'));
    const cell = all()[cellIndex]!;
    // The quote is the clause's own cell text, not the flattened table ("Clause | Text\nAgreed | 5.4 …").
    expect(payment.quote).not.toContain('|');
    expect(payment.quote).toMatch(/^5\.4 Payment terms Unless separate payment terms/);
    expect(before.current[cellIndex]).toContain(payment.quote);
    expect(payment.paragraphIds).toEqual([cell.id]);
    await session.editor.selectQuote(payment.paragraphIds[0]!, payment.quote!);
    expect(await session.host.readSelection()).toMatchObject({ startParagraphId: cell.id, text: payment.quote });

    const [result] = await proposeRedlines(session, [payment]);
    expect(result).toMatchObject({ status: 'applied', changedParagraphIds: [cell.id] });
    expect(read('Original')).toEqual(before.original);
    const current = read('Current');
    expect(current[cellIndex]).toContain(payment.proposedText);
    expect(current.filter((_, index) => index !== cellIndex)).toEqual(before.current.filter((_, index) => index !== cellIndex));
    // The header row is untouched.
    expect(current.slice(cellIndex - 3, cellIndex)).toEqual(['Clause', 'Text', 'Agreed']);
  });

  it('redlines only the governing-law sentence of a clause that also names the venue, and the check stays quiet (Integrity Media)', async () => {
    const contract = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).find((entry) => entry.title === INTEGRITY_TITLE)!;
    const { session, findings, read, before } = await reviewedDraft(integrityDraftSpec(contract.text));
    const governingLaw = findings.find((finding) => finding.topicId === 'governing-law')!;
    expect(governingLaw.verdict).toBe('unacceptable');
    const index = before.current.findIndex((text) => text.startsWith('b. This Agreement has been entered into in the State of Tennessee'));
    const [result] = await proposeRedlines(session, [governingLaw]);
    expect(result!.status).toBe('applied');
    const after = read('Current')[index]!;
    expect(after).toContain('governed by and construed in accordance with the laws of the State of New York');
    expect(after).not.toContain('governed by the laws of the State of Tennessee');
    // The venue and what refers to it stay as written.
    expect(after).toContain(
      'The venue for any controversy or claim arising out of or relating to this Agreement or breach thereof, shall be the appropriate state and federal courts located in Nashville, Tennessee. Accordingly, each party hereto consents and submits to the jurisdiction of such courts.',
    );
    expect(after).toMatch(/^b\. This Agreement and any dispute or claim/);
    expect(read('Original')).toEqual(before.original);
    const warnings = await session.editor.checkIntegrity(result!.changedParagraphIds, result!.reports);
    expect(warnings.map((warning) => warning.message).join(' ')).not.toMatch(/such courts/);
  });
});
