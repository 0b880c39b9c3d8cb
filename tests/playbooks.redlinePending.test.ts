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
import { ALLIED, buildAlliedDraft } from '../addin/src/host/simulated/testing/alliedDraft';
import { paragraphIds } from '../addin/src/sync/model/paragraphIds';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };

/**
 * After "Not redlined: this passage has unaccepted tracked changes …" the lawyer accepts or rejects the other side's
 * changes in Word and proposes the redline again: the passage is checked again then (issue 32). Word before WordApi
 * 1.6 cannot read tracked changes at all, so it redlines no passage and says why.
 */
describe('Propose redline again after the other side\'s pending changes are settled (issue 32)', () => {
  async function refusedOnce(wordApiVersion?: string) {
    const document = await loadDocx((await buildAlliedDraft()).docx, { url: 'https://example.test/allied.docx' });
    const reviewHost = new OfficeDocumentHost(createSimulatedOffice(document));
    const body = await reviewHost.readBody();
    const ids = paragraphIds(body);
    const texts = await reviewHost.readParagraphTexts(ids);
    const passages = ids.map((id, ordinal) => ({ sourceType: 'document' as const, sourceId: 'allied', sourceName: 'allied.docx', partId: id, ordinal, text: cleanParagraphText(texts.get(id) ?? '') }));
    const findings = toReviewFindings(reviewAgainstPlaybook(passages.map((passage) => passage.text), playbook), playbook, passages);
    // As the firm would when its position were stricter (at most three years): the term's passage, which holds WPT's change.
    const term = { ...findings.find((finding) => finding.topicId === 'term')!, verdict: 'unacceptable' as const, proposedText: playbook.topics.find((topic) => topic.id === 'term')!.standardWording };
    const host = wordApiVersion ? new OfficeDocumentHost(createSimulatedOffice(document, { wordApiVersion })) : reviewHost;
    const session = { host, editor: createParagraphEditEngine(host) };
    const paragraph = document.paragraphs().find(({ paragraph: each }) => each.id === term.paragraphIds[0])!.paragraph;
    const read = (version: 'Original' | 'Current') => document.paragraphs().map(({ paragraph: each }) => cleanParagraphText(reviewedText(each.runs, version)));
    const before = { original: read('Original'), current: read('Current') };
    const [first] = await proposeRedlines(session, [term]);
    return { document, session, term, paragraph, read, before, first: first! };
  }
  const settle = (document: Awaited<ReturnType<typeof refusedOnce>>['document'], paragraph: Awaited<ReturnType<typeof refusedOnce>>['paragraph'], accept: boolean) => {
    // As Word's Review tab does, the last change first.
    for (const change of trackedChangesIn([paragraph]).reverse()) document.resolveRevision(paragraph, change.start, change.end, accept);
  };

  it('redlines the passage once the changes are accepted: Original is the draft as accepted, Current the wording', async () => {
    const { document, session, term, paragraph, read, before, first } = await refusedOnce();
    expect(first.status).toBe('pendingChanges');
    expect(read('Original')).toEqual(before.original);

    // Still pending: refused again, nothing written.
    const [again] = await proposeRedlines(session, [term]);
    expect(again!.status).toBe('pendingChanges');
    expect(read('Current')).toEqual(before.current);

    settle(document, paragraph, true);
    expect(trackedChangesIn([paragraph])).toEqual([]);
    const accepted = read('Original');
    expect(accepted).toEqual(before.current);
    const [redlined] = await proposeRedlines(session, [term]);
    expect(redlined).toMatchObject({ status: 'applied', changedParagraphIds: [paragraph.id] });
    expect(read('Original')).toEqual(accepted);
    const index = accepted.findIndex((text) => ALLIED.termClause.test(text));
    expect(read('Current')[index]).toBe(accepted[index]!.replace(term.quote!, term.proposedText));
    expect(trackedChangesIn([paragraph]).every(({ revision }) => revision.author !== ALLIED.otherAuthor)).toBe(true);
  });

  it('leaves the passage alone once the changes are rejected: it no longer reads as reviewed, so review again', async () => {
    const { document, session, term, paragraph, read, first } = await refusedOnce();
    expect(first.status).toBe('pendingChanges');
    settle(document, paragraph, false);
    const rejected = { original: read('Original'), current: read('Current') };
    const [again] = await proposeRedlines(session, [term]);
    expect(again).toEqual({ status: 'changedMeanwhile', changedParagraphIds: [], reports: [] });
    expect({ original: read('Original'), current: read('Current') }).toEqual(rejected);
  });

  it('refuses plainly in a Word before WordApi 1.6, which cannot tell whether the passage has pending changes', async () => {
    const { session, read, before, first } = await refusedOnce('1.5');
    expect(session.host.capabilities.trackedChanges).toBe(false);
    expect(first).toEqual({ status: 'wordCannotReadChanges', changedParagraphIds: [], reports: [] });
    expect(read('Original')).toEqual(before.original);
    expect(read('Current')).toEqual(before.current);
  });
});
