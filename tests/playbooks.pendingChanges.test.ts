import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, PLAYBOOK_TEXTS, playbookInputSchema, type Playbook } from '@arcline/shared';
import { reviewAgainstPlaybook, toReviewFindings } from '../activities/src/ai/playbooks';
import { OfficeDocumentHost } from '../addin/src/host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../addin/src/host/simulated/createSimulatedOffice';
import { loadDocx } from '../addin/src/host/simulated/docx/loadDocx';
import { reviewedText } from '../addin/src/host/simulated/model/chars';
import { trackedChangesIn } from '../addin/src/host/simulated/model/ranges';
import { createParagraphEditEngine } from '../addin/src/edits/paragraphEditEngine';
import { cleanParagraphText } from '../addin/src/sync/model/cleanParagraphText';
import { proposeRedlines } from '../web/src/modules/review/utils/playbookRedline';
import { ALLIED, buildAlliedDraft } from '../addin/src/host/simulated/testing/alliedDraft';
import { buildBlocks } from '../addin/src/sync/model/buildBlocks';
import { documentParts } from '../addin/src/sync/model/documentParts';
import { paragraphIds } from '../addin/src/sync/model/paragraphIds';
import { silentLogger } from '../addin/src/sync/testing/silentLogger';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const standardWording = (topicId: string) => playbook.topics.find((topic) => topic.id === topicId)!.standardWording;

/**
 * Review against playbook on a draft the other side sent back with a pending tracked change (Allied Esports: the
 * initial term "three (3) years" deleted, "five (5) years" inserted, not accepted), in the simulated Word, reviewed
 * as the task pane's review is (the parts the sync engine sends: the Current text).
 */
describe("review against playbook on a passage with the other side's pending tracked change (issue 32)", () => {
  async function reviewedAllied() {
    const document = await loadDocx((await buildAlliedDraft()).docx, { url: 'https://example.test/allied.docx' });
    const host = new OfficeDocumentHost(createSimulatedOffice(document));
    const session = { host, editor: createParagraphEditEngine(host) };
    const body = await host.readBody();
    const passages = documentParts(buildBlocks(body, await host.readParagraphTexts(paragraphIds(body)), silentLogger())).map((part, ordinal) => ({
      sourceType: 'document' as const,
      sourceId: 'allied',
      sourceName: 'allied.docx',
      partId: part.partId,
      ordinal,
      text: part.content,
    }));
    const findings = toReviewFindings(reviewAgainstPlaybook(passages.map((passage) => passage.text), playbook), playbook, passages);
    const all = () => document.paragraphs().map(({ paragraph }) => paragraph);
    const read = (version: 'Original' | 'Current') => all().map((paragraph) => cleanParagraphText(reviewedText(paragraph.runs, version)));
    const term = all().find((paragraph) => ALLIED.termClause.test(reviewedText(paragraph.runs, 'Current')))!;
    return { session, findings, read, term, before: { original: read('Original'), current: read('Current') } };
  }

  it('judges the passage as if the changes were accepted, and says who made them', async () => {
    const { session, findings, term } = await reviewedAllied();
    const finding = findings.find((candidate) => candidate.topicId === 'term')!;
    // The Current view: five years, the fallback (at most five), with the words the other side proposed.
    expect(finding).toMatchObject({ verdict: 'fallback', paragraphIds: [term.id] });
    expect(finding.quote).toContain(`in effect for ${ALLIED.trackedInsertion} from`);
    const withQuotes = findings.filter((candidate) => candidate.quote);
    const answers = await session.editor.pendingChanges!(withQuotes.map((candidate) => ({ paragraphId: candidate.paragraphIds[0]!, quote: candidate.quote! })));
    expect(Object.fromEntries(withQuotes.map((candidate, index) => [candidate.topicId, answers[index]!.authors])).term).toEqual([ALLIED.otherAuthor]);
    // Only the term's passage holds them; payment terms, quoted from the same paragraph, do not.
    expect(withQuotes.filter((_, index) => answers[index]!.authors.length > 0).map((candidate) => candidate.topicId)).toEqual(['term']);
    expect(PLAYBOOK_TEXTS.pendingChanges(answers[withQuotes.indexOf(finding)]!.authors)).toBe(
      `This passage has unaccepted tracked changes (by ${ALLIED.otherAuthor}): the verdict reads it as if they were accepted.`,
    );
  });

  it("refuses to redline over the other side's pending change and leaves the document as it was; a passage beside it is redlined", async () => {
    const { session, findings, read, term, before } = await reviewedAllied();
    // As the firm would when its position were stricter (at most three years): the term's passage to the standard wording.
    const termFinding = { ...findings.find((candidate) => candidate.topicId === 'term')!, verdict: 'unacceptable' as const, proposedText: standardWording('term') };
    const [refused] = await proposeRedlines(session, [termFinding]);
    expect(refused).toEqual({ status: 'pendingChanges', changedParagraphIds: [], reports: [] });
    expect(read('Original')).toEqual(before.original);
    expect(read('Current')).toEqual(before.current);

    const payment = findings.find((candidate) => candidate.topicId === 'payment-terms')!;
    expect(payment).toMatchObject({ verdict: 'unacceptable', paragraphIds: [term.id] });
    const [applied] = await proposeRedlines(session, [payment]);
    expect(applied).toMatchObject({ status: 'applied', changedParagraphIds: [term.id] });
    const index = before.original.indexOf(cleanParagraphText(reviewedText(term.runs, 'Original')));
    expect(read('Original')).toEqual(before.original);
    expect(read('Current')[index]).toContain(standardWording('payment-terms'));
    const theirs = trackedChangesIn([term]).filter(({ revision }) => revision.author === ALLIED.otherAuthor);
    expect(theirs.map(({ revision, text }) => [revision.type, text])).toEqual([
      ['deletion', ALLIED.trackedDeletion],
      ['insertion', ALLIED.trackedInsertion],
    ]);
  });

  it("anchors Add as comment on the passage across the other side's change", async () => {
    const { session, findings, term } = await reviewedAllied();
    const finding = findings.find((candidate) => candidate.topicId === 'term')!;
    const anchor = await session.host.insertComment({ text: 'Term: fallback', quote: finding.quote!, paragraphIds: finding.paragraphIds });
    expect(anchor?.paragraphId).toBe(term.id);
    // Word's range text holds the deleted words between: the passage as the lawyer reads it once they are left out.
    expect(anchor?.text.replace(ALLIED.trackedDeletion, '')).toBe(finding.quote);
  });
});
