import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type Playbook } from '@arcline/shared';
import { reviewAgainstPlaybook, toReviewFindings } from '../activities/src/ai/playbooks';
import { OfficeDocumentHost } from '../addin/src/host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../addin/src/host/simulated/createSimulatedOffice';
import { loadDocx } from '../addin/src/host/simulated/docx/loadDocx';
import { reviewedText } from '../addin/src/host/simulated/model/chars';
import { trackedChangesIn } from '../addin/src/host/simulated/model/ranges';
import { createParagraphEditEngine } from '../addin/src/edits/paragraphEditEngine';
import { cleanParagraphText } from '../addin/src/sync/model/cleanParagraphText';
import { proposeRedlines } from '../web/src/modules/review/utils/playbookRedline';
import { buildMessyContract, MESSY } from '../addin/src/host/simulated/testing/messyContract';
import { buildBlocks } from '../addin/src/sync/model/buildBlocks';
import { documentParts } from '../addin/src/sync/model/documentParts';
import { paragraphIds } from '../addin/src/sync/model/paragraphIds';
import { silentLogger } from '../addin/src/sync/testing/silentLogger';
import { redlineSource } from '../activities/src/documents/redline';

const SAMPLE = path.resolve(import.meta.dirname, '../addin/src/playground/samples/distributor-agreement.docx');
const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const standardWording = (topicId: string) => playbook.topics.find((topic) => topic.id === topicId)!.standardWording;

/**
 * "Propose redline" on the simulated Word: the offline review of the playground's sample contract against the demo
 * playbook, then the playbook's wording put in through the task pane's redline (the edit engine, tracked changes).
 */
describe('redline to the playbook in the simulated Word', () => {
  async function reviewed() {
    const document = await loadDocx(await readFile(SAMPLE), { url: 'https://example.test/distributor.docx' });
    const host = new OfficeDocumentHost(createSimulatedOffice(document));
    const session = { host, editor: createParagraphEditEngine(host) };
    const ids = (await host.readBody()).paragraphs.map((paragraph) => paragraph.id);
    const texts = await host.readParagraphTexts(ids);
    const passages = ids.map((id, ordinal) => ({
      sourceType: 'document' as const,
      sourceId: 'sample',
      sourceName: 'distributor-agreement.docx',
      partId: id,
      ordinal,
      text: cleanParagraphText(texts.get(id) ?? ''),
    }));
    const findings = toReviewFindings(reviewAgainstPlaybook(passages.map((passage) => passage.text), playbook), playbook, passages);
    const paragraphOf = (id: string) => document.paragraphs().find(({ paragraph }) => paragraph.id === id)!.paragraph;
    return { document, session, findings, paragraphOf, sourceOf: (id: string) => passages.find((passage) => passage.partId === id)!.text };
  }

  it('replaces an unacceptable clause with the standard wording as tracked changes: Original is the source, Current the wording', async () => {
    const { session, findings, paragraphOf, sourceOf } = await reviewed();
    const governingLaw = findings.find((finding) => finding.topicId === 'governing-law')!;
    expect(governingLaw).toMatchObject({ verdict: 'unacceptable', proposedText: standardWording('governing-law') });
    const paragraphId = governingLaw.paragraphIds[0]!;
    expect(sourceOf(paragraphId)).toContain(governingLaw.quote);

    const [result] = await proposeRedlines(session, [governingLaw]);
    expect(result).toMatchObject({ status: 'applied', changedParagraphIds: [paragraphId] });
    const paragraph = paragraphOf(paragraphId);
    expect(cleanParagraphText(reviewedText(paragraph.runs, 'Original'))).toBe(sourceOf(paragraphId));
    expect(cleanParagraphText(reviewedText(paragraph.runs, 'Current'))).toContain(standardWording('governing-law'));
    expect(trackedChangesIn([paragraph]).length).toBeGreaterThan(0);

    // Proposed again on the paragraph as it now reads: the passage is gone, so nothing is touched.
    const [again] = await proposeRedlines(session, [governingLaw]);
    expect(again).toEqual({ status: 'changedMeanwhile', changedParagraphIds: [], reports: [] });

    // Accepted as in Word: no tracked change left, the paragraph reads the wording at Original too.
    expect(await session.editor.resolveEdit(result!.reports, 'accept')).toMatchObject({ result: 'done' });
    expect(trackedChangesIn([paragraph])).toEqual([]);
    expect(cleanParagraphText(reviewedText(paragraph.runs, 'Original'))).toContain(standardWording('governing-law'));
  });

  it('adds a missing clause as a new tracked paragraph at the end of the operative clauses, numbered as the next section', async () => {
    const { document, session, findings, paragraphOf } = await reviewed();
    const found = findings.find((finding) => finding.verdict === 'missing' && finding.proposedText)!;
    expect(found).toBeDefined();
    // A second missing clause, as a contract without a liability cap would have.
    const missing = [found, { ...found, topicId: 'liability-cap', proposedText: standardWording('liability-cap') }];
    const texts = () => document.paragraphs().map(({ paragraph }) => cleanParagraphText(reviewedText(paragraph.runs, 'Current')));
    const [result] = await proposeRedlines(session, [missing[0]!]);
    expect(result!.status).toBe('applied');
    const added = paragraphOf(result!.changedParagraphIds[0]!);
    expect(reviewedText(added.runs, 'Original')).toBe('');
    // After the last numbered clause (9.07), before IN WITNESS WHEREOF and the signatures and exhibits; as section 9.08.
    expect(cleanParagraphText(reviewedText(added.runs, 'Current'))).toBe(`9.08. ${missing[0]!.proposedText}`);
    const at = texts().indexOf(`9.08. ${missing[0]!.proposedText}`);
    expect(texts()[at - 1]).toMatch(/^9\.07\. Successors and Assigns/);
    expect(texts()[at + 1]).toMatch(/^IN WITNESS WHEREOF/);
    // A second missing clause follows the first as 9.09.
    const [second] = await proposeRedlines(session, [missing[1]!]);
    expect(second!.status).toBe('applied');
    expect(texts()[at + 1]).toBe(`9.09. ${missing[1]!.proposedText}`);
    expect(texts()[at + 2]).toMatch(/^IN WITNESS WHEREOF/);
  });

  it('leaves the document as it was when the added missing clause is rejected: no empty paragraph where it was', async () => {
    const { document, session, findings } = await reviewed();
    const read = () => document.paragraphs().map(({ paragraph }) => [reviewedText(paragraph.runs, 'Original'), reviewedText(paragraph.runs, 'Current')]);
    const before = read();
    const missing = findings.find((finding) => finding.verdict === 'missing' && finding.proposedText)!;
    const [result] = await proposeRedlines(session, [missing]);
    expect(result!.status).toBe('applied');
    expect(read()).toHaveLength(before.length + 1);
    expect(await session.editor.resolveEdit(result!.reports, 'reject')).toMatchObject({ result: 'done' });
    expect(read()).toEqual(before);
  });
});

/**
 * The same on a lawyer's messy draft (a header and footer, a text box, a footnote, a comment, another author's pending
 * tracked changes, the governing-law clause in a table cell), reviewed as the task pane's review is: on the parts the
 * sync engine sends (a table is one part, keyed by its first cell's first paragraph, with its cells' paragraphs).
 */
describe('redline to the playbook on a messy draft in the simulated Word', () => {
  async function reviewedMessy() {
    const { docx } = await buildMessyContract();
    const document = await loadDocx(docx, { url: 'https://example.test/messy.docx' });
    const host = new OfficeDocumentHost(createSimulatedOffice(document));
    const session = { host, editor: createParagraphEditEngine(host) };
    const body = await host.readBody();
    const rawTexts = await host.readParagraphTexts(paragraphIds(body));
    const passages = documentParts(buildBlocks(body, rawTexts, silentLogger())).map((part, ordinal) => ({
      sourceType: 'document' as const,
      sourceId: 'messy',
      sourceName: 'messy.docx',
      partId: part.partId,
      ordinal,
      text: part.content,
      ...(part.cellParagraphs ? { cellParagraphs: part.cellParagraphs } : {}),
    }));
    const findings = toReviewFindings(reviewAgainstPlaybook(passages.map((passage) => passage.text), playbook), playbook, passages);
    const all = () => document.paragraphs().map(({ paragraph }) => paragraph);
    const read = (version: 'Original' | 'Current') => all().map((paragraph) => cleanParagraphText(reviewedText(paragraph.runs, version)));
    return { document, session, findings, all, read, before: { original: read('Original'), current: read('Current'), comments: document.comments.length } };
  }

  it('redlines the clause in a table cell: that cell reads the source at Original and the wording at Current, nothing else changes', async () => {
    const { session, findings, all, read, before, document } = await reviewedMessy();
    const governingLaw = findings.find((finding) => finding.topicId === 'governing-law')!;
    expect(governingLaw).toMatchObject({ verdict: 'unacceptable', proposedText: standardWording('governing-law') });
    const cellIndex = before.original.findIndex((text) => MESSY.tableClause.test(text));
    const cell = all()[cellIndex]!;
    // The finding names the cell the quote is in, not the table's first cell.
    expect(governingLaw.paragraphIds).toEqual([cell.id]);
    // A click on the finding selects its quote in that cell.
    await session.editor.selectQuote(governingLaw.paragraphIds[0]!, governingLaw.quote!);
    expect(await session.host.readSelection()).toMatchObject({ startParagraphId: cell.id, text: governingLaw.quote });

    const [result] = await proposeRedlines(session, [governingLaw]);
    expect(result).toMatchObject({ status: 'applied', changedParagraphIds: [cell.id] });
    expect(read('Original')).toEqual(before.original);
    const current = read('Current');
    expect(current[cellIndex]).toContain(standardWording('governing-law'));
    expect(current.filter((_, index) => index !== cellIndex)).toEqual(before.current.filter((_, index) => index !== cellIndex));
    expect(document.comments.length).toBe(before.comments);
  });

  it("redlines a clause that holds another author's pending tracked changes: theirs stay, Original is the source", async () => {
    const { session, findings, all, read, before } = await reviewedMessy();
    const assignment = findings.find((finding) => finding.topicId === 'assignment')!;
    const index = before.original.findIndex((text) => text.includes(MESSY.trackedDeletion));
    const paragraph = all()[index]!;
    expect(assignment.paragraphIds).toEqual([paragraph.id]);
    // As the firm would when its position were stricter: the clause's quote replaced by the playbook's wording.
    const [result] = await proposeRedlines(session, [{ ...assignment, verdict: 'unacceptable', proposedText: standardWording('assignment') }]);
    expect(result).toMatchObject({ status: 'applied', changedParagraphIds: [paragraph.id] });
    expect(read('Original')).toEqual(before.original);
    expect(read('Current')[index]).toContain(standardWording('assignment'));
    expect(read('Current')[index]).toContain(MESSY.trackedInsertion.trim());
    const theirs = trackedChangesIn([paragraph]).filter(({ revision }) => revision.author === MESSY.otherAuthor);
    expect(theirs.map(({ revision, text }) => [revision.type, text])).toEqual([
      ['deletion', MESSY.trackedDeletion],
      ['insertion', MESSY.trackedInsertion],
    ]);
  });

  it('redlines a clause holding a cross-reference field, in the sentence around the field and across it: Original is the source', async () => {
    const { session, findings, all, read, before } = await reviewedMessy();
    const index = before.original.findIndex((text) => MESSY.fieldClause.test(text));
    const paragraph = all()[index]!;
    expect(paragraph.runs.some((run) => run.fieldCode === MESSY.crossReferenceCode && run.text === MESSY.crossReference)).toBe(true);
    // The review's own passage in that paragraph (the limitation of liability's last sentence), as if unacceptable.
    const liability = findings.find((finding) => finding.topicId === 'liability-cap')!;
    expect(liability.paragraphIds).toEqual([paragraph.id]);
    const [result] = await proposeRedlines(session, [{ ...liability, verdict: 'unacceptable', proposedText: standardWording('liability-cap') }]);
    expect(result).toMatchObject({ status: 'applied', changedParagraphIds: [paragraph.id] });
    expect(read('Original')).toEqual(before.original);
    expect(read('Current')[index]).toContain(standardWording('liability-cap'));
    expect(read('Current')[index]).toContain(`Section ${MESSY.crossReference}, above.`);

    // A passage that holds the field's result ("Section 1.03"), replaced whole, with the paragraph's text as Word gives it:
    // the field's code between its markers before the result (spec 01 §3; the simulator shows the result only).
    const sentence = /Company warrants that Distributor [^.]*Section 1\.03, above\./.exec(before.original[index]!)![0];
    const wording = 'Company warrants that the Products are free and clear of all liens and encumbrances.';
    const withFieldCodes = Object.create(session.host) as typeof session.host;
    withFieldCodes.readParagraphTexts = async (ids) =>
      new Map(
        [...(await session.host.readParagraphTexts(ids))].map(([id, text]) => [
          id,
          id === paragraph.id ? text.replace(`Section ${MESSY.crossReference}`, `Section \u0013 ${MESSY.crossReferenceCode} \u0014${MESSY.crossReference}\u0015`) : text,
        ]),
      );
    expect((await withFieldCodes.readParagraphTexts([paragraph.id])).get(paragraph.id)).not.toContain(sentence);
    const [across] = await proposeRedlines({ ...session, host: withFieldCodes }, [{ ...liability, verdict: 'unacceptable', quote: sentence, proposedText: wording }]);
    expect(across).toMatchObject({ status: 'applied', changedParagraphIds: [paragraph.id] });
    expect(read('Original')).toEqual(before.original);
    expect(read('Current')[index]).toContain(wording);
    expect(read('Current')[index]).not.toContain('purchase money security interest');
  });

  it("leaves another author's pending tracked changes, the comment and the other clauses as they were when a missing clause is added", async () => {
    const { session, findings, all, read, before, document } = await reviewedMessy();
    const missing = findings.find((finding) => finding.verdict === 'missing' && finding.proposedText)!;
    const [result] = await proposeRedlines(session, [missing]);
    expect(result!.status).toBe('applied');
    const added = all().find((paragraph) => paragraph.id === result!.changedParagraphIds[0])!;
    expect(reviewedText(added.runs, 'Original')).toBe('');
    expect(cleanParagraphText(reviewedText(added.runs, 'Current'))).toBe(`9.08. ${missing.proposedText}`);
    // At the end of the operative clauses, not inside Exhibit A after the signatures.
    const at = all().indexOf(added);
    expect(cleanParagraphText(reviewedText(all()[at - 1]!.runs, 'Current'))).toMatch(/^9\.07\. Successors and Assigns/);
    expect(cleanParagraphText(reviewedText(all()[at + 1]!.runs, 'Current'))).toMatch(/^IN WITNESS WHEREOF/);
    const others = (version: 'Original' | 'Current') => read(version).filter((_, index) => all()[index] !== added);
    expect(others('Original')).toEqual(before.original);
    expect(others('Current')).toEqual(before.current);
    const tracked = all().find((paragraph) => reviewedText(paragraph.runs, 'Original').includes(MESSY.trackedDeletion))!;
    expect(trackedChangesIn([tracked]).map(({ revision, text }) => [revision.type, revision.author, text])).toEqual([
      ['deletion', MESSY.otherAuthor, MESSY.trackedDeletion],
      ['insertion', MESSY.otherAuthor, MESSY.trackedInsertion],
    ]);
    expect(document.comments.map((comment) => comment.content)).toEqual([MESSY.comment]);
  });
});

/** The matrix's "Redline to playbook" .docx with a missing clause added, opened in the simulated Word (issue 32, 32q). */
describe("the matrix's redlined .docx in the simulated Word", () => {
  it('shows the added clause as a tracked paragraph after 9.07; rejecting Arcline\'s changes gives the source, with no empty paragraph', async () => {
    const { lines } = await buildMessyContract();
    const wording = standardWording('termination-for-convenience');
    const result = await redlineSource({ bytes: Buffer.alloc(0), fileName: 'distributor.txt', paragraphs: lines }, [], new Date('2026-11-27T10:00:00Z'), [wording]);
    if (!result.ok) throw new Error(JSON.stringify(result.refusals));
    const document = await loadDocx(result.bytes, { url: 'https://example.test/redlined.docx' });
    const texts = (version: 'Original' | 'Current') => document.paragraphs().map(({ paragraph }) => cleanParagraphText(reviewedText(paragraph.runs, version)));
    const at = texts('Current').indexOf(`9.08. ${wording}`);
    expect(texts('Current')[at - 1]).toMatch(/^9\.07\. Successors and Assigns/);
    expect(texts('Current')[at + 1]).toMatch(/^IN WITNESS WHEREOF/);
    for (const { paragraph } of document.paragraphs()) {
      for (const change of trackedChangesIn([paragraph]).reverse()) document.resolveRevision(paragraph, change.start, change.end, false);
    }
    expect(texts('Current')).toEqual(lines);
  });
});
